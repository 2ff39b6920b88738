//! Whether a DreadBall match result is possible.

use super::Violation;

/// A DreadBall match ends at once when one team leads by this many strike points.
pub const LANDSLIDE_LEAD: u32 = 7;

/// Checks a final score: a landslide winner leads by at least `LANDSLIDE_LEAD`; a match
/// that went to the end never had such a lead (it would have ended there); a playoff game
/// has a winner.
pub fn check_result(
    home_score: u32,
    away_score: u32,
    landslide: bool,
    playoff: bool,
) -> Result<(), Violation> {
    let lead = home_score.abs_diff(away_score);
    if landslide && lead < LANDSLIDE_LEAD {
        return Err(Violation::LandslideTooClose {
            lead,
            needed: LANDSLIDE_LEAD,
        });
    }
    if !landslide && lead >= LANDSLIDE_LEAD {
        return Err(Violation::LeadNeedsLandslide {
            lead,
            needed: LANDSLIDE_LEAD,
        });
    }
    if playoff && lead == 0 {
        return Err(Violation::PlayoffDraw);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_landslide_needs_a_lead_of_seven() {
        assert!(check_result(9, 2, true, false).is_ok());
        assert!(check_result(0, 7, true, false).is_ok());
        assert_eq!(
            check_result(8, 2, true, false),
            Err(Violation::LandslideTooClose { lead: 6, needed: 7 })
        );
        assert!(check_result(3, 3, true, false).is_err());
    }

    #[test]
    fn a_match_to_the_end_never_led_by_seven() {
        assert!(check_result(6, 0, false, false).is_ok());
        assert!(check_result(4, 4, false, false).is_ok());
        assert_eq!(
            check_result(1, 8, false, false),
            Err(Violation::LeadNeedsLandslide { lead: 7, needed: 7 })
        );
    }

    #[test]
    fn a_playoff_game_has_a_winner() {
        assert_eq!(check_result(2, 2, false, true), Err(Violation::PlayoffDraw));
        assert!(check_result(3, 2, false, true).is_ok());
    }
}
