//! How much one Blood Bowl match can hold: the bounds a result, a post-match report and
//! a pre-match's inducements are held to, whether typed on the command line, read from a
//! report file or entered in the window.

use super::{PlayerMatch, TeamChoices};
pub use crate::rules::bloodbowl::settings::GOLD_STEP_GP;
use crate::rules::bloodbowl::settings::MOST_DEDICATED_FANS;
use crate::rules::report::{ReportRefusal, at_most, count, multiple, once_each, path, within};

/// Turns each team plays in a half: 8 (seed 001, the Time-out kick-off result: "au tour
/// 6, 7 ou 8").
pub const TURNS_PER_HALF: u32 = 8;

/// Team turns in a whole match: 2 halves of 8 turns for each of the 2 teams.
pub const TEAM_TURNS: u32 = 2 * 2 * TURNS_PER_HALF;

/// The most touchdowns one side can score in a match: 32. A touchdown ends the drive,
/// so a match of 32 team turns holds at most one touchdown per team turn, 32 between
/// both sides.
pub const MAX_SCORE: u32 = TEAM_TURNS;

/// The most players a roster holds (seed 001, step 6: "les 16 joueurs";
/// `data/bloodbowl/staff.toml`).
pub const ROSTER_MOST: u32 = 16;

/// The most players one side fields in a match: its 16 and, Dugout's bound, as many
/// again induced for the match (star players, mercenaries: the seed's list leaves
/// mercenaries unlimited). A casualty takes a player out of the match, so no side
/// inflicts more casualties than this, and no player does.
pub const MAX_FIELDED: u32 = 2 * ROSTER_MOST;

/// The most passes, interceptions or deflections one player can make: one Pass action
/// per team turn (seed 001, "1 seul par tour d'équipe"), 16 turns a side.
pub const MAX_PASSES: u32 = TEAM_TURNS / 2;

/// The most of one kind of staff (re-rolls, assistant coaches, cheerleaders) a team buys
/// after one match: 16, more than any team may hold (at most 8 re-rolls, 6 assistant
/// coaches, 12 cheerleaders, as `data/bloodbowl/staff.toml` gives them), which the
/// purchase itself checks.
pub const MAX_STAFF_BOUGHT: u32 = 16;

/// The most gold pieces one post-match choice moves (paid to keep a residency, towards a
/// stadium): 10,000,000 gp, ten times a new team's treasury.
pub const MAX_CHOICE_GP: u32 = 10_000_000;

/// The price of one star player or mercenary, typed for an inducement priced by who is
/// hired: from 5,000 gp to 1,000,000 gp (a whole new team's treasury; the dearest star
/// players of Blood Bowl 2020 cost under 400,000 gp), in steps of 5,000 gp like every
/// price of the game.
pub const INDUCED_PRICE_LEAST_GP: u32 = 5_000;
pub const INDUCED_PRICE_MOST_GP: u32 = 1_000_000;

/// The most of an inducement a side may take when the seed's list gives no maximum
/// ("Illimité", mercenaries): as many as a roster holds.
pub const UNLIMITED_INDUCEMENT_MOST: u32 = ROSTER_MOST;

/// The most fan factor a team can have (seed 001): its dedicated fans, at most
/// [`MOST_DEDICATED_FANS`] (7), plus a D3 (line 37: "FP = FANS DÉVOUÉS (FD) + 1D3"), the
/// resident's +1 (line 4: "Résident : +1 au FP") and a stadium attribute's +1 (line 32,
/// Boisterous Rabble: "+1 FP"): 12.
pub const MAX_FAN_FACTOR: u32 = MOST_DEDICATED_FANS + 3 + 1 + 1;

/// Each side's fan-factor change during the match (`home_fan_factor_change`,
/// `away_fan_factor_change`): from -[`MAX_FAN_FACTOR`] to 0, since seed 001's rules only
/// lower it during a match (lines 18, 35, 177) and never below 0. Whether a change keeps
/// the side's own fan factor at 0 or more is `final_fan_factors`' check.
pub fn check_fan_factor_changes(changes: [i32; 2]) -> Result<(), ReportRefusal> {
    for (side, change) in ["home", "away"].into_iter().zip(changes) {
        let at = format!("{side}_fan_factor_change");
        within(&at, i64::from(change), -i64::from(MAX_FAN_FACTOR), 0)?;
    }
    Ok(())
}

/// Both scores and casualty counts of a result within what a match holds.
pub fn check_result(score: [u32; 2], casualties: [u32; 2]) -> Result<(), ReportRefusal> {
    count("home_score", score[0], MAX_SCORE)?;
    count("away_score", score[1], MAX_SCORE)?;
    count("home_casualties", casualties[0], MAX_FIELDED)?;
    count("away_casualties", casualties[1], MAX_FIELDED)
}

/// A post-match report within what a match holds: its score, each player's line, each
/// list naming a player at most once (`advancements` may name a player once per
/// advancement taken), and each side's choices.
pub fn check_report(
    score: [u32; 2],
    players: &[PlayerMatch],
    casualties: &[i64],
    choices: [&TeamChoices; 2],
) -> Result<(), ReportRefusal> {
    count("home_score", score[0], MAX_SCORE)?;
    count("away_score", score[1], MAX_SCORE)?;
    let both_sides = 2 * MAX_FIELDED as usize;
    at_most("players", players.len(), both_sides)?;
    once_each("players", players.iter().map(|line| line.player))?;
    for (index, line) in players.iter().enumerate() {
        check_line(index, line)?;
    }
    at_most("casualties", casualties.len(), both_sides)?;
    once_each("casualties", casualties.iter().copied())?;
    for (side, choices) in ["home", "away"].into_iter().zip(choices) {
        check_choices(side, choices)?;
    }
    Ok(())
}

/// One player's line (`players[index]`) within what a match holds (that the first
/// drive's casualties are some of the line's is `prayer_spp`'s to say).
pub fn check_line(index: usize, line: &PlayerMatch) -> Result<(), ReportRefusal> {
    let at = |field: &str| path("players", index, field);
    count(&at("touchdowns"), line.touchdowns, MAX_SCORE)?;
    count(&at("casualties"), line.casualties, MAX_FIELDED)?;
    count(&at("completions"), line.completions, MAX_PASSES)?;
    count(&at("interceptions"), line.interceptions, MAX_PASSES)?;
    count(&at("deflections"), line.deflections, MAX_PASSES)?;
    count(&at("crowd_casualties"), line.crowd_casualties, MAX_FIELDED)?;
    count(&at("foul_casualties"), line.foul_casualties, MAX_FIELDED)?;
    count(&at("drive_casualties"), line.drive_casualties, MAX_FIELDED)
}

/// One side's post-match choices (`home.rerolls`…).
fn check_choices(side: &str, choices: &TeamChoices) -> Result<(), ReportRefusal> {
    let at = |field: &str| format!("{side}.{field}");
    count(&at("rerolls"), choices.rerolls, MAX_STAFF_BOUGHT)?;
    count(&at("assistants"), choices.assistants, MAX_STAFF_BOUGHT)?;
    count(&at("cheerleaders"), choices.cheerleaders, MAX_STAFF_BOUGHT)?;
    for (field, gp) in [
        ("keep_residency_gp", choices.keep_residency_gp),
        ("stadium_payment_gp", choices.stadium_payment_gp),
    ] {
        count(&at(field), gp, MAX_CHOICE_GP)?;
        multiple(&at(field), i64::from(gp), i64::from(GOLD_STEP_GP))?;
    }
    let journeymen = &at("sign_journeymen");
    at_most(
        journeymen,
        choices.sign_journeymen.len(),
        ROSTER_MOST as usize,
    )?;
    once_each(journeymen, choices.sign_journeymen.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::bloodbowl::Reference;

    #[test]
    fn a_side_scores_at_most_one_touchdown_per_team_turn() {
        assert_eq!(MAX_SCORE, 32);
        assert!(check_result([32, 0], [0, 32]).is_ok());
        assert!(matches!(
            check_result([4_294_967_295, 0], [0, 0]),
            Err(ReportRefusal::OutOfRange { ref at, most: 32, .. }) if at == "home_score"
        ));
        assert!(matches!(
            check_result([1, 0], [0, 1000]),
            Err(ReportRefusal::OutOfRange { ref at, .. }) if at == "away_casualties"
        ));
    }

    #[test]
    fn a_player_line_and_each_list_are_held_to_the_match() {
        let line = |player, casualties| PlayerMatch {
            player,
            casualties,
            ..PlayerMatch::default()
        };
        let choices = TeamChoices::default();
        let both = [&choices, &choices];
        assert!(check_report([1, 0], &[line(4, 2), line(9, 0)], &[9], both).is_ok());
        assert!(matches!(
            check_report([1, 0], &[line(4, 1000)], &[], both),
            Err(ReportRefusal::OutOfRange { ref at, given: 1000, .. })
                if at == "players[0].casualties"
        ));
        assert!(matches!(
            check_report([1, 0], &[line(4, 0), line(4, 1)], &[], both),
            Err(ReportRefusal::PlayerTwice { ref at, .. }) if at == "players[1]"
        ));
        assert!(matches!(
            check_report([1, 0], &[], &[7, 7], both),
            Err(ReportRefusal::PlayerTwice { ref at, .. }) if at == "casualties[1]"
        ));
        let twice = TeamChoices {
            sign_journeymen: vec![3, 3],
            ..TeamChoices::default()
        };
        assert!(matches!(
            check_report([1, 0], &[], &[], [&choices, &twice]),
            Err(ReportRefusal::PlayerTwice { ref at, .. }) if at == "away.sign_journeymen[1]"
        ));
    }

    #[test]
    fn gold_a_side_moves_goes_in_steps_of_5000_gp() {
        let payment = |stadium_payment_gp| TeamChoices {
            stadium_payment_gp,
            ..TeamChoices::default()
        };
        let on_step = payment(75_000);
        let off_step = payment(72_500);
        assert!(check_report([0, 0], &[], &[], [&on_step, &on_step]).is_ok());
        assert_eq!(
            check_report([0, 0], &[], &[], [&on_step, &off_step]),
            Err(ReportRefusal::NotMultiple {
                at: "away.stadium_payment_gp".into(),
                given: 72_500,
                step: 5_000,
            })
        );
        let keep = TeamChoices {
            keep_residency_gp: 1,
            ..TeamChoices::default()
        };
        assert!(matches!(
            check_report([0, 0], &[], &[], [&keep, &on_step]),
            Err(ReportRefusal::NotMultiple { ref at, .. }) if at == "home.keep_residency_gp"
        ));
    }

    /// Seed 001 lowers a fan factor during the match (lines 18, 35, 177: "-1 FP"), never
    /// raises it; 12 is the most a side has (7 dedicated fans + a D3 + 1 + 1).
    #[test]
    fn a_fan_factor_change_goes_from_minus_the_most_fan_factor_to_0() {
        assert_eq!(MAX_FAN_FACTOR, 12);
        assert!(check_fan_factor_changes([0, 0]).is_ok());
        assert!(check_fan_factor_changes([-12, -1]).is_ok());
        assert_eq!(
            check_fan_factor_changes([0, 1]),
            Err(ReportRefusal::OutOfRange {
                at: "away_fan_factor_change".into(),
                given: 1,
                least: -12,
                most: 0,
            })
        );
        assert!(matches!(
            check_fan_factor_changes([-13, 0]),
            Err(ReportRefusal::OutOfRange { ref at, .. }) if at == "home_fan_factor_change"
        ));
    }

    #[test]
    fn the_bounds_hold_what_the_reference_data_allows() {
        let staff = &Reference::bundled().unwrap().staff;
        assert_eq!(ROSTER_MOST, staff.players.max);
        let tables = &Reference::bundled().unwrap().tables;
        let (_, d3_most) = tables.pre_match.fan_factor.dice.faces();
        let attribute_most = tables
            .stadium
            .attributes
            .iter()
            .flat_map(|table| &table.row)
            .map(|entry| u32::from(entry.fan_factor_bonus))
            .max()
            .unwrap_or(0);
        let resident = u32::from(tables.stadium.resident_fan_factor_bonus);
        assert!(
            MOST_DEDICATED_FANS + u32::from(d3_most) + resident + attribute_most <= MAX_FAN_FACTOR
        );
        for most in [
            staff.rerolls.max,
            staff.assistants.max,
            staff.cheerleaders.max,
        ] {
            assert!(most <= MAX_STAFF_BOUGHT, "{most}");
        }
    }
}
