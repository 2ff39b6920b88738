//! Head-to-head: what each team did against each other team.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use super::PlayedMatch;
use crate::store::TeamId;

/// What one team did against one opponent: matches won, drawn and lost, and the score
/// for and against.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HeadToHeadCell {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub scored: u32,
    pub conceded: u32,
}

impl HeadToHeadCell {
    pub fn played(&self) -> u32 {
        self.won + self.drawn + self.lost
    }
}

/// The matrix: rows and columns are the teams (in the order given), a cell is the row
/// team's record against the column team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeadToHead {
    pub teams: Vec<TeamId>,
    cells: BTreeMap<(TeamId, TeamId), HeadToHeadCell>,
}

impl HeadToHead {
    /// The row team's record against the column team (empty if they never met).
    pub fn cell(&self, row: TeamId, column: TeamId) -> HeadToHeadCell {
        self.cells.get(&(row, column)).copied().unwrap_or_default()
    }
}

/// The head-to-head of `teams` over `matches`; a match with a team not listed is left
/// out.
pub fn head_to_head(teams: Vec<TeamId>, matches: &[PlayedMatch]) -> HeadToHead {
    let mut cells: BTreeMap<(TeamId, TeamId), HeadToHeadCell> = BTreeMap::new();
    for played in matches {
        if !(teams.contains(&played.home) && teams.contains(&played.away)) {
            continue;
        }
        for (team, opponent) in [(played.home, played.away), (played.away, played.home)] {
            let (Some(result), Some((scored, conceded))) =
                (played.result_of(team), played.scores_of(team))
            else {
                continue;
            };
            let cell = cells.entry((team, opponent)).or_default();
            match result {
                Ordering::Greater => cell.won += 1,
                Ordering::Equal => cell.drawn += 1,
                Ordering::Less => cell.lost += 1,
            }
            cell.scored += scored;
            cell.conceded += conceded;
        }
    }
    HeadToHead { teams, cells }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::stats::played::sample_match as played;

    #[test]
    fn each_cell_is_the_row_teams_record_against_the_column_team() {
        let matches = [
            played(1, 1, 2, (3, 1)),
            played(2, 2, 1, (2, 2)),
            played(3, 2, 1, (4, 0)),
            played(4, 1, 3, (1, 0)),
            played(5, 1, 9, (7, 0)),
        ];
        let matrix = head_to_head(vec![TeamId(1), TeamId(2), TeamId(3)], &matches);
        let one_two = matrix.cell(TeamId(1), TeamId(2));
        assert_eq!((one_two.won, one_two.drawn, one_two.lost), (1, 1, 1));
        assert_eq!((one_two.scored, one_two.conceded), (5, 7));
        let two_one = matrix.cell(TeamId(2), TeamId(1));
        assert_eq!((two_one.won, two_one.drawn, two_one.lost), (1, 1, 1));
        assert_eq!((two_one.scored, two_one.conceded), (7, 5));
        assert_eq!(matrix.cell(TeamId(3), TeamId(1)).lost, 1);
        assert_eq!(matrix.cell(TeamId(2), TeamId(3)).played(), 0);
        assert_eq!(
            matrix.cell(TeamId(1), TeamId(9)).played(),
            0,
            "team 9 is not listed"
        );
    }

    #[test]
    fn a_result_the_game_decided_otherwise_counts_as_decided() {
        let mut settled = played(1, 1, 2, (2, 2));
        settled.outcome = Ordering::Less;
        let matrix = head_to_head(vec![TeamId(1), TeamId(2)], &[settled]);
        assert_eq!(matrix.cell(TeamId(2), TeamId(1)).won, 1);
        assert_eq!(matrix.cell(TeamId(1), TeamId(2)).lost, 1);
    }
}
