//! Leaders: the players and teams with the most of each statistic, ties shown as ties.

use rustc_hash::FxHashMap as HashMap;
use std::hash::Hash;

use super::{StatLine, StatOf, Statistic};
use crate::store::{PlayerId, TeamId};

/// One row of a leader board: its rank (shared by a tie: 1, 1, 3), who, how many.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeaderRow<K> {
    pub rank: u32,
    pub who: K,
    pub value: i64,
}

/// A statistic's leaders: its players (none for a team's statistic) and its teams.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leaders {
    pub stat: &'static str,
    pub players: Vec<LeaderRow<PlayerId>>,
    pub teams: Vec<LeaderRow<TeamId>>,
}

/// The top `top` players and teams of each statistic over `lines`. A row ranks by its total; a tie shares a rank, and everyone tied with the last
/// place kept is kept too. A total of zero or less leads nothing. Players and teams of
/// equal totals come in id order, so the same lines always give the same board.
pub fn leaders(statistics: &[Statistic], lines: &[StatLine], top: usize) -> Vec<Leaders> {
    let mut players: HashMap<&str, HashMap<PlayerId, i64>> = HashMap::default();
    let mut teams: HashMap<&str, HashMap<TeamId, i64>> = HashMap::default();
    for line in lines {
        if let Some(player) = line.player {
            *players
                .entry(line.stat)
                .or_default()
                .entry(player)
                .or_default() += line.value;
        }
        *teams
            .entry(line.stat)
            .or_default()
            .entry(line.team)
            .or_default() += line.value;
    }
    statistics
        .iter()
        .map(|statistic| Leaders {
            stat: statistic.id,
            players: match statistic.of {
                StatOf::Player => ranked(players.remove(statistic.id), top),
                StatOf::Team => Vec::new(),
            },
            teams: ranked(teams.remove(statistic.id), top),
        })
        .collect()
}

/// Totals ranked, highest first, cut after `top` places but never inside a tie.
fn ranked<K: Copy + Ord + Hash>(totals: Option<HashMap<K, i64>>, top: usize) -> Vec<LeaderRow<K>> {
    let mut rows: Vec<(K, i64)> = totals
        .unwrap_or_default()
        .into_iter()
        .filter(|(_, value)| *value > 0)
        .collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut board = Vec::new();
    for (index, (who, value)) in rows.into_iter().enumerate() {
        let rank = match board.last() {
            Some(LeaderRow {
                rank, value: last, ..
            }) if *last == value => *rank,
            _ => u32::try_from(index + 1).unwrap_or(u32::MAX),
        };
        if index >= top && rank as usize > top {
            break;
        }
        board.push(LeaderRow { rank, who, value });
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::FixtureId;
    use crate::tr::Lang;

    fn name(_: Lang) -> &'static str {
        "x"
    }

    const STATS: [Statistic; 2] = [
        Statistic {
            id: "goals",
            of: StatOf::Player,
            name,
        },
        Statistic {
            id: "points",
            of: StatOf::Team,
            name,
        },
    ];

    fn line(
        stat: &'static str,
        fixture: i64,
        team: i64,
        player: Option<i64>,
        value: i64,
    ) -> StatLine {
        StatLine {
            stat,
            fixture: Some(FixtureId(fixture)),
            team: TeamId(team),
            player: player.map(PlayerId),
            value,
        }
    }

    #[test]
    fn ties_share_a_rank_and_a_tie_at_the_cut_is_kept_whole() {
        let lines = [
            line("goals", 1, 1, Some(10), 3),
            line("goals", 1, 1, Some(11), 2),
            line("goals", 2, 2, Some(20), 2),
            line("goals", 2, 2, Some(21), 2),
            line("goals", 3, 2, Some(22), 1),
        ];
        let board = leaders(&STATS, &lines, 2);
        let goals = &board[0];
        let ranks: Vec<(i64, u32, i64)> = goals
            .players
            .iter()
            .map(|r| (r.who.0, r.rank, r.value))
            .collect();
        assert_eq!(ranks, vec![(10, 1, 3), (11, 2, 2), (20, 2, 2), (21, 2, 2)]);
        let teams: Vec<(i64, u32, i64)> = goals
            .teams
            .iter()
            .map(|r| (r.who.0, r.rank, r.value))
            .collect();
        assert_eq!(teams, vec![(1, 1, 5), (2, 1, 5)]);
    }

    #[test]
    fn a_team_statistic_has_no_player_rows_and_zero_leads_nothing() {
        let lines = [
            line("points", 1, 1, None, 4),
            line("points", 1, 2, None, 0),
            line("goals", 1, 1, Some(10), 0),
        ];
        let board = leaders(&STATS, &lines, 5);
        assert!(board[0].players.is_empty());
        assert!(board[0].teams.is_empty());
        assert_eq!(
            board[1].teams,
            vec![LeaderRow {
                rank: 1,
                who: TeamId(1),
                value: 4
            }]
        );
        assert!(board[1].players.is_empty());
    }

    #[test]
    fn totals_add_across_matches() {
        let lines = [
            line("goals", 1, 1, Some(10), 1),
            line("goals", 2, 1, Some(10), 2),
            line("goals", 3, 1, Some(10), 5),
        ];
        let board = leaders(&STATS, &lines[..2], 1);
        assert_eq!(
            board[0].players,
            vec![LeaderRow {
                rank: 1,
                who: PlayerId(10),
                value: 3
            }]
        );
    }

    #[test]
    fn a_cut_below_the_first_place_keeps_no_one_more() {
        let lines = [
            line("goals", 1, 1, Some(10), 2),
            line("goals", 1, 1, Some(11), 1),
        ];
        let board = leaders(&STATS, &lines, 1);
        assert_eq!(board[0].players.len(), 1);
        assert!(leaders(&STATS, &lines, 0)[0].players.is_empty());
    }
}
