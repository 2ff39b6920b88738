//! How much one Killpower Ball match can hold: the bounds a match report is held to,
//! whether read from a report file or entered in the window.

use super::DeathRiskInput;
use crate::rules::report::{ReportRefusal, at_most, count, once_each, path, within};

/// Turns in a match: 20 (seed 004, 3.3: "Un match comprend 20 tours").
pub const TURNS: u32 = 20;

/// Phases of a turn in which a team plays the ball: 3 (seed 004, 3.3).
pub const PHASES_PER_TURN: u32 = 3;

/// The most a basket is worth: 2 points, from more than 3 squares (seed 004, 3.2 and 7).
pub const MOST_BASKET_POINTS: u32 = 2;

/// The most points one side can score in a match: 120, a 2-point basket in every phase
/// of every turn (Dugout's bound: a basket gives the ball back to be played again, so a
/// phase holds at most one).
pub const MAX_SCORE: u32 = TURNS * PHASES_PER_TURN * MOST_BASKET_POINTS;

/// Gladiators in a team: 7 (seed 004; `data/killpower/experience.toml`). A side's
/// lists of gladiators name each at most once, so none is longer.
pub const GLADIATORS: u32 = 7;

/// The characteristics a raise may improve (PHY, HAB, POU, BAL, VIE).
pub const RAISABLE: u32 = 5;

/// The most rounds of free throws a report gives: 50 (Dugout's bound; each round is one
/// shot by each of the two shooters of each side, and rounds go on only while level).
pub const MAX_FREE_THROW_ROUNDS: u32 = 50;

/// Shots in a round: two shooters a side (seed 004, 13.2; `data/killpower/tables.toml`).
pub const SHOTS_PER_ROUND: u32 = 4;

/// The shortest and longest free throws, in squares (seed 004, 13.2; the rules read them
/// from `data/killpower/tables.toml`, which a test holds these to).
pub const THROW_LEAST: u32 = 2;
pub const THROW_MOST: u32 = 12;

/// The least life a gladiator taken off at risk of death can be given: -100 (Dugout's
/// bound: TABLE 8 counts every life from -16 down as death, and a life is VIE and armour
/// less the damage of blows of at most a few tens of points).
pub const LEAST_LIFE: i32 = -100;

/// The locations a blow may aim at (TABLE 8's ids; `data/killpower/tables.toml`, which a
/// test holds this to): a death risk's `aimed` names one of them.
pub const LOCATIONS: [&str; 6] = [
    "head",
    "trunk",
    "left-arm",
    "right-arm",
    "left-leg",
    "right-leg",
];

/// One side's part of a report, as the bounds see it (gladiators by number).
#[derive(Debug, Clone, Copy)]
pub struct SideCounts<'a> {
    pub death_risks: &'a [DeathRiskInput],
    pub dismissed: &'a [u32],
    pub replaces: &'a [u32],
    pub reequip: &'a [u32],
    pub raises: usize,
    pub out: &'a [u32],
}

/// Both scores are points one side can score in a match.
pub fn check_scores(home: u32, away: u32) -> Result<(), ReportRefusal> {
    count("home_score", home, MAX_SCORE)?;
    count("away_score", away, MAX_SCORE)
}

/// A report within what a match holds: its score, its free throws, and each side's lists
/// naming a gladiator at most once (a gladiator may take more than one raise).
pub fn check_report(
    score: [u32; 2],
    free_throws: usize,
    sides: [SideCounts<'_>; 2],
) -> Result<(), ReportRefusal> {
    check_scores(score[0], score[1])?;
    let most_throws = (MAX_FREE_THROW_ROUNDS * SHOTS_PER_ROUND) as usize;
    at_most("free_throws", free_throws, most_throws)?;
    for (side, counts) in ["home", "away"].into_iter().zip(sides) {
        check_side(side, &counts)?;
    }
    Ok(())
}

fn check_side(side: &str, counts: &SideCounts<'_>) -> Result<(), ReportRefusal> {
    let team = GLADIATORS as usize;
    let risks = format!("{side}.death_risks");
    at_most(&risks, counts.death_risks.len(), team)?;
    let numbers = counts.death_risks.iter().map(|r| i64::from(r.player));
    once_each(&format!("{side}.death_risks"), numbers)?;
    for (index, risk) in counts.death_risks.iter().enumerate() {
        let at = path(&risks, index, "life");
        within(&at, i64::from(risk.life), i64::from(LEAST_LIFE), 0)?;
    }
    for (name, list) in [
        ("dismissed", counts.dismissed),
        ("replacements", counts.replaces),
        ("reequip", counts.reequip),
        ("out", counts.out),
    ] {
        let at = format!("{side}.{name}");
        at_most(&at, list.len(), team)?;
        once_each(&at, list.iter().map(|n| i64::from(*n)))?;
    }
    at_most(
        &format!("{side}.raises"),
        counts.raises,
        team * RAISABLE as usize,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::killpower::Reference;

    fn side<'a>(dismissed: &'a [u32], risks: &'a [DeathRiskInput]) -> SideCounts<'a> {
        SideCounts {
            death_risks: risks,
            dismissed,
            replaces: &[],
            reequip: &[],
            raises: 0,
            out: &[],
        }
    }

    #[test]
    fn a_side_scores_at_most_a_two_point_basket_a_phase() {
        assert_eq!(MAX_SCORE, 120);
        let quiet = [side(&[], &[]), side(&[], &[])];
        assert!(check_report([120, 0], 4, quiet).is_ok());
        assert!(matches!(
            check_report([0, 4_294_967_295], 0, quiet),
            Err(ReportRefusal::OutOfRange { ref at, most: 120, .. }) if at == "away_score"
        ));
        assert!(matches!(
            check_report([1, 1], 1_000_000, quiet),
            Err(ReportRefusal::TooMany { ref at, most: 200, .. }) if at == "free_throws"
        ));
    }

    #[test]
    fn a_gladiator_is_in_each_list_once() {
        let none = side(&[], &[]);
        assert!(matches!(
            check_report([1, 0], 0, [none, side(&[3, 3], &[])]),
            Err(ReportRefusal::PlayerTwice { ref at, player: 3, .. }) if at == "away.dismissed[1]"
        ));
        let risk = |player, life| DeathRiskInput {
            player,
            life,
            aimed: None,
        };
        assert!(matches!(
            check_report([1, 0], 0, [side(&[], &[risk(2, -12), risk(2, -20)]), none]),
            Err(ReportRefusal::PlayerTwice { ref at, .. }) if at == "home.death_risks[1]"
        ));
        assert!(matches!(
            check_report([1, 0], 0, [side(&[], &[risk(2, i32::MIN)]), none]),
            Err(ReportRefusal::OutOfRange { ref at, .. }) if at == "home.death_risks[0].life"
        ));
    }

    #[test]
    fn the_bounds_agree_with_the_reference_data() {
        let data = Reference::bundled().unwrap();
        assert_eq!(GLADIATORS, u32::from(data.experience.team.gladiators));
        assert_eq!(RAISABLE as usize, data.experience.experience.raisable.len());
        let throws = &data.tables.free_throws;
        assert_eq!(SHOTS_PER_ROUND, 2 * u32::from(throws.throwers));
        assert_eq!(
            (THROW_LEAST, THROW_MOST),
            (throws.min_distance, throws.max_distance)
        );
        let locations: Vec<&str> = data.tables.location.iter().map(|l| l.id.as_str()).collect();
        assert_eq!(locations, LOCATIONS);
        let death = data.tables.level.iter().map(|l| l.from).min().unwrap();
        assert!(LEAST_LIFE < death, "{death}");
    }
}
