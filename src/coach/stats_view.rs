//! A league's statistics with names: what the command line prints (and writes as JSON),
//! the window and the website show. Built from `LeagueStats`.

use serde::Serialize;

use super::stats::{LeagueStats, Reading, league_of};
use crate::Result;
use crate::stats::Scope;
use crate::stats::{LeaderRow, Leaders, Record, RecordHolder, RecordId, StatOf};
use crate::store::{FixtureId, PlayerId, SeasonId, Store, TeamId};
use crate::tr::{Lang, texts};

texts! { RecordName {
    BiggestWinningMargin => "Biggest winning margin", "Plus large victoire";
    MostScoredInAMatch => "Most scored in a match", "Plus gros score d'un match";
    MostCasualtiesInAMatch => "Most casualties in a match", "Plus d'éliminations dans un match";
    LongestWinningRun => "Longest winning run", "Plus longue série de victoires";
    LongestUnbeatenRun => "Longest unbeaten run", "Plus longue série sans défaite";
    MostValuableTeam => "Most valuable team", "Équipe la plus chère";
} }

/// A record's name in `lang`.
pub fn record_name(id: RecordId, lang: Lang) -> &'static str {
    match id {
        RecordId::BiggestWinningMargin => RecordName::BiggestWinningMargin,
        RecordId::MostScoredInAMatch => RecordName::MostScoredInAMatch,
        RecordId::MostCasualtiesInAMatch => RecordName::MostCasualtiesInAMatch,
        RecordId::LongestWinningRun => RecordName::LongestWinningRun,
        RecordId::LongestUnbeatenRun => RecordName::LongestUnbeatenRun,
        RecordId::MostValuableTeam => RecordName::MostValuableTeam,
    }
    .get(lang)
}

/// One statistic's leaders, named: `rows` are the players (the teams for a team's
/// statistic), `teams` the teams.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LeaderBoard {
    pub stat: &'static str,
    pub name: &'static str,
    pub of: &'static str,
    pub rows: Vec<LeaderLine>,
    pub teams: Vec<LeaderLine>,
}

/// A row of a leader board: a player's (with the team) or a team's (`player_id` None).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LeaderLine {
    pub rank: u32,
    pub player_id: Option<PlayerId>,
    pub player: Option<String>,
    pub number: Option<u32>,
    pub team_id: TeamId,
    pub team: String,
    pub value: i64,
    /// A player killed in a match.
    pub dead: bool,
}

/// A record, named, with the match (or run, or value) that set it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecordLine {
    pub record: &'static str,
    pub name: &'static str,
    pub value: i64,
    pub team_id: TeamId,
    pub team: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fixture_id: Option<FixtureId>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_fixture_id: Option<FixtureId>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_fixture_id: Option<FixtureId>,
    /// Where the match that set it (or ended the run) stands.
    pub season_id: Option<SeasonId>,
    pub round: Option<u32>,
    pub equalled: u32,
}

/// The leader boards of a scope: the top `top` of each statistic (or the one asked
/// for), read, ranked and named in `lang` in one read of the file.
pub fn leader_boards(
    store: &mut Store,
    scope: Scope,
    stat: Option<&str>,
    top: usize,
    lang: Lang,
) -> Result<Vec<LeaderBoard>> {
    store.read(|tx| {
        let mut stats = LeagueStats::read_in(tx, league_of(tx, scope)?, Reading::Leaders(scope))?;
        let statistics = stats.statistics(stat)?;
        let boards = stats.leaders(stat, top)?;
        let ids: Vec<PlayerId> = boards
            .iter()
            .flat_map(|b| b.players.iter().map(|row| row.who))
            .collect();
        stats.name_players(tx, &ids)?;
        Ok(statistics
            .iter()
            .zip(boards)
            .map(|(statistic, board)| stats.board(statistic.of, (statistic.name)(lang), board))
            .collect())
    })
}

impl LeagueStats {
    fn board(&self, of: StatOf, name: &'static str, board: Leaders) -> LeaderBoard {
        let teams: Vec<LeaderLine> = board.teams.iter().map(|row| self.team_line(row)).collect();
        let rows = match of {
            StatOf::Player => board
                .players
                .iter()
                .map(|row| self.player_line(row))
                .collect(),
            StatOf::Team => teams.clone(),
        };
        LeaderBoard {
            stat: board.stat,
            name,
            of: match of {
                StatOf::Player => "player",
                StatOf::Team => "team",
            },
            rows,
            teams,
        }
    }

    fn player_line(&self, row: &LeaderRow<PlayerId>) -> LeaderLine {
        let player = self.player(row.who);
        let team = player.map_or(TeamId(0), |p| p.team);
        LeaderLine {
            rank: row.rank,
            player_id: Some(row.who),
            player: player.map(|p| p.name.clone()),
            number: player.map(|p| p.number),
            team_id: team,
            team: self.team_name(team).to_string(),
            value: row.value,
            dead: player.is_some_and(|p| p.dead),
        }
    }

    fn team_line(&self, row: &LeaderRow<TeamId>) -> LeaderLine {
        LeaderLine {
            rank: row.rank,
            player_id: None,
            player: None,
            number: None,
            team_id: row.who,
            team: self.team_name(row.who).to_string(),
            value: row.value,
            dead: false,
        }
    }

    /// The records of the matches read, named in `lang`.
    pub fn record_lines(&self, lang: Lang) -> Vec<RecordLine> {
        self.records()
            .iter()
            .map(|record| self.record_line(record, lang))
            .collect()
    }

    fn record_line(&self, record: &Record, lang: Lang) -> RecordLine {
        let (fixture, first, last) = match record.holder {
            RecordHolder::Match { fixture, .. } => (Some(fixture), None, None),
            RecordHolder::Run { first, last, .. } => (None, Some(first), Some(last)),
            RecordHolder::Value { fixture, .. } => (fixture, None, None),
        };
        let at = fixture.or(last).and_then(|f| self.played_match(f));
        let team = record.holder.team();
        RecordLine {
            record: record.id.id(),
            name: record_name(record.id, lang),
            value: record.value,
            team_id: team,
            team: self.team_name(team).to_string(),
            fixture_id: fixture,
            first_fixture_id: first,
            last_fixture_id: last,
            season_id: at.map(|m| m.season),
            round: at.map(|m| m.round),
            equalled: record.equalled,
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_record_names_are_complete() {
        crate::tr::assert_complete(super::RecordName::ALL);
    }
}

/// A team as the head-to-head names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NamedTeam {
    pub team_id: TeamId,
    pub team: String,
}

/// What one team did against one opponent (only pairs that met are listed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeadToHeadLine {
    pub team_id: TeamId,
    pub opponent_id: TeamId,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub scored: u32,
    pub conceded: u32,
}

/// The head-to-head matrix, named: the teams in their order, and the cells.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeadToHeadView {
    pub teams: Vec<NamedTeam>,
    pub cells: Vec<HeadToHeadLine>,
}

impl LeagueStats {
    /// The head-to-head of the matches read, named.
    pub fn head_to_head_view(&self) -> HeadToHeadView {
        let matrix = self.head_to_head();
        let mut cells = Vec::new();
        for team in &matrix.teams {
            for opponent in &matrix.teams {
                let cell = matrix.cell(*team, *opponent);
                if cell.played() > 0 {
                    cells.push(HeadToHeadLine {
                        team_id: *team,
                        opponent_id: *opponent,
                        won: cell.won,
                        drawn: cell.drawn,
                        lost: cell.lost,
                        scored: cell.scored,
                        conceded: cell.conceded,
                    });
                }
            }
        }
        HeadToHeadView {
            teams: matrix
                .teams
                .iter()
                .map(|team| NamedTeam {
                    team_id: *team,
                    team: self.team_name(*team).to_string(),
                })
                .collect(),
            cells,
        }
    }
}
