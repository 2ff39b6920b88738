//! Whether a Blood Bowl result can be recorded as entered.

use crate::Result;
use crate::coach::MatchReport;
use crate::error::bloodbowl::BloodBowlFault;

/// A Blood Bowl result is touchdowns and casualties per side. It has no landslide; a
/// playoff game needs a winner; match events (casualty rolls, SPP, deaths) come with the
/// match day, not with a bare result.
pub fn check(report: &MatchReport, playoff: bool) -> Result<()> {
    if report.landslide {
        return Err(BloodBowlFault::NoLandslide.into());
    }
    if playoff && report.home_score == report.away_score {
        return Err(BloodBowlFault::PlayoffDraw.into());
    }
    if !report.events.is_empty() {
        return Err(BloodBowlFault::EventsAreDreadBall.into());
    }
    crate::rules::bloodbowl::match_day::limits::check_result(
        [report.home_score, report.away_score],
        [report.home_casualties, report.away_casualties],
    )?;
    Ok(())
}
