//! How much one DreadBall match can hold: the bounds a result and a post-match report
//! are held to, whether typed on the command line, read from a report file or entered in
//! the window.

use crate::rules::report::{ReportRefusal, at_most, count, once_each, path};

/// Rushes in a match: 14, seven per coach (the DreadBall rulebook's rush track; the seeds
/// play a match rush by rush, and a rush ends as soon as a strike is scored, seed 000,
/// "Terminer un Rush").
pub const RUSHES: u32 = 14;

/// The most one strike is worth: the far strike hex's 3 points and its bonus hex's 1
/// (seed 002, "Scoring strikes").
pub const MOST_STRIKE_POINTS: u32 = 4;

/// The most strike points one side can score in a match: 56, a strike of 4 points in
/// every rush of the match (a strike ends the rush, so there is at most one per rush).
pub const MAX_SCORE: u32 = RUSHES * MOST_STRIKE_POINTS;

/// The most strikes one player can score in a match: one per rush.
pub const MAX_STRIKES: u32 = RUSHES;

/// The most players a team has, MVPs and free agents included (seed 000, as
/// `data/dreadball/team_items.toml` gives it): no player kills more than every opposing
/// player once, and a report lists at most both teams' players.
pub const MAX_TEAM: u32 = 14;

/// The most kills one player can make in a match: every player of the other team.
pub const MAX_KILLS: u32 = MAX_TEAM;

/// The most experience one player can gain from one source in a match: one exploit or
/// crowd double per rush at most (the seeds give 1 point for each), and the league's own
/// `other` points are held to the same.
pub const MAX_EXPERIENCE: u32 = RUSHES;

/// One player's line of a report, as the bounds see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerCounts {
    pub player: i64,
    pub strikes: u32,
    pub kills: u32,
    /// Experience by source id (`exploit`, `crowd_double`, `other`).
    pub experience: Vec<(&'static str, u32)>,
}

/// A DreadBall post-match report, as the bounds see it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReportCounts {
    pub home_score: Option<u32>,
    pub away_score: Option<u32>,
    pub players: Vec<PlayerCounts>,
    pub man_of_the_match: Vec<i64>,
    pub revive: Vec<i64>,
    pub sign: Vec<i64>,
}

/// Both scores are strike points one side can score in a match.
pub fn check_scores(home: u32, away: u32) -> Result<(), ReportRefusal> {
    count("home_score", home, MAX_SCORE)?;
    count("away_score", away, MAX_SCORE)
}

/// The most one event of a result may count (`kind`: the event's id, `strike`, `kill`,
/// `experience`, `injury`, `death`): an injury or a death happens once.
pub fn event_most(kind: &str) -> u32 {
    match kind {
        "strike" => MAX_STRIKES,
        "kill" => MAX_KILLS,
        "experience" => MAX_EXPERIENCE,
        _ => 1,
    }
}

/// The events of a result (`events[i]`: kind id and count) within what a match holds.
pub fn check_events<'a>(
    events: impl IntoIterator<Item = (&'a str, u32)>,
) -> Result<(), ReportRefusal> {
    for (index, (kind, amount)) in events.into_iter().enumerate() {
        count(&format!("events[{index}].{kind}"), amount, event_most(kind))?;
    }
    Ok(())
}

/// Every number of a report within what a match holds, and each player at most once in
/// each list (`advancements` may name a player once per rank reached, which the
/// post-match counts).
pub fn check_report(report: &ReportCounts) -> Result<(), ReportRefusal> {
    check_scores(
        report.home_score.unwrap_or(0),
        report.away_score.unwrap_or(0),
    )?;
    let both_teams = 2 * MAX_TEAM as usize;
    at_most("players", report.players.len(), both_teams)?;
    once_each("players", report.players.iter().map(|p| p.player))?;
    for (index, line) in report.players.iter().enumerate() {
        count(
            &path("players", index, "strikes"),
            line.strikes,
            MAX_STRIKES,
        )?;
        count(&path("players", index, "kills"), line.kills, MAX_KILLS)?;
        for (source, points) in &line.experience {
            let at = path("players", index, &format!("experience.{source}"));
            count(&at, *points, MAX_EXPERIENCE)?;
        }
    }
    for (name, list) in [
        ("man_of_the_match", &report.man_of_the_match),
        ("revive", &report.revive),
        ("sign", &report.sign),
    ] {
        at_most(name, list.len(), both_teams)?;
        once_each(name, list.iter().copied())?;
    }
    at_most("man_of_the_match", report.man_of_the_match.len(), 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(player: i64, strikes: u32) -> PlayerCounts {
        PlayerCounts {
            player,
            strikes,
            kills: 0,
            experience: vec![("exploit", 1)],
        }
    }

    #[test]
    fn a_score_is_at_most_a_four_point_strike_per_rush() {
        assert_eq!(MAX_SCORE, 56);
        assert!(check_scores(56, 0).is_ok());
        assert!(matches!(
            check_scores(3, 4_294_967_295),
            Err(ReportRefusal::OutOfRange { ref at, most: 56, .. }) if at == "away_score"
        ));
    }

    #[test]
    fn a_player_line_is_held_to_what_a_match_holds() {
        let mut report = ReportCounts {
            home_score: Some(3),
            away_score: Some(1),
            players: vec![line(17, 2), line(23, 0)],
            ..ReportCounts::default()
        };
        assert!(check_report(&report).is_ok());
        report.players[1].kills = 1000;
        assert!(matches!(
            check_report(&report),
            Err(ReportRefusal::OutOfRange { ref at, given: 1000, most: 14, .. })
                if at == "players[1].kills"
        ));
        report.players[1].kills = 0;
        report.players[0].experience = vec![("crowd_double", 15)];
        assert!(matches!(
            check_report(&report),
            Err(ReportRefusal::OutOfRange { ref at, .. })
                if at == "players[0].experience.crowd_double"
        ));
    }

    #[test]
    fn each_list_names_a_player_once() {
        let report = ReportCounts {
            players: vec![line(17, 0), line(17, 1)],
            ..ReportCounts::default()
        };
        assert!(matches!(
            check_report(&report),
            Err(ReportRefusal::PlayerTwice { ref at, player: 17, .. }) if at == "players[1]"
        ));
        for list in ["man_of_the_match", "revive", "sign"] {
            let mut report = ReportCounts::default();
            let twice = vec![5, 5];
            match list {
                "man_of_the_match" => report.man_of_the_match = twice,
                "revive" => report.revive = twice,
                _ => report.sign = twice,
            }
            assert!(matches!(
                check_report(&report),
                Err(ReportRefusal::PlayerTwice { ref at, .. }) if at == &format!("{list}[1]")
            ));
        }
    }
}
