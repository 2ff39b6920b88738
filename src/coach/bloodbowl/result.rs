//! Whether a Blood Bowl result can be recorded as entered.

use crate::coach::MatchReport;
use crate::error::ReportFault;
use crate::{Error, Result};

/// A Blood Bowl result is touchdowns and casualties per side. It has no landslide; a
/// playoff game needs a winner; match events (casualty rolls, SPP, deaths) come with the
/// match day, not with a bare result.
pub fn check(report: &MatchReport, playoff: bool) -> Result<()> {
    if report.landslide {
        return Err(Error::Refused {
            id: "no_landslide",
            en: "a Blood Bowl match has no landslide; give the touchdowns and casualties".into(),
            fr: "un match de Blood Bowl n'a pas de victoire écrasante ; donnez les touchdowns et les éliminations".into(),
        });
    }
    if playoff && report.home_score == report.away_score {
        return Err(Error::Refused {
            id: "playoff_draw",
            en: "a playoff game needs a winner: the touchdowns may not be level".into(),
            fr: "un match de play-off doit avoir un vainqueur : les touchdowns ne peuvent pas être à égalité".into(),
        });
    }
    if !report.events.is_empty() {
        return Err(ReportFault::EventsAreDreadBall.into());
    }
    crate::rules::bloodbowl::match_day::limits::check_result(
        [report.home_score, report.away_score],
        [report.home_casualties, report.away_casualties],
    )?;
    Ok(())
}
