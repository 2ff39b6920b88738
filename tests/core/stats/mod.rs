//! Each game's statistics on a hand-worked season, played from the command line and read
//! back through `coach::LeagueStats`: exact leaders (a tie shares its rank), records
//! (value, holder, times equalled), head-to-head cells and each team's value over its
//! matches; a reset match leaves no trace in any of them; a DreadBall team imported into
//! another league brings its players' careers to the league's all-time leaders, never to
//! a season's.

mod bloodbowl;
mod dreadball;
mod killpower;

use crate::common;

use common::cli::Cli;
use dugout::coach::{LeagueStats, Reading};
use dugout::stats::{HeadToHeadCell, Leaders, Record, RecordHolder, RecordId, Scope, ValuePoint};
use dugout::store::{FixtureId, LeagueId, SeasonId, Store, TeamId};
use serde_json::Value;

pub(super) fn read(cli: &Cli, league: i64, reading: Reading) -> LeagueStats {
    let mut store = Store::open(cli.db()).unwrap();
    LeagueStats::read(&mut store, LeagueId(league), reading).unwrap()
}

pub(super) fn season_leaders(cli: &Cli, league: i64, season: i64) -> Vec<Leaders> {
    read(
        cli,
        league,
        Reading::Leaders(Scope::Season(SeasonId(season))),
    )
    .leaders(None, 10)
    .unwrap()
}

pub(super) fn all_time_leaders(cli: &Cli, league: i64) -> Vec<Leaders> {
    read(
        cli,
        league,
        Reading::Leaders(Scope::League(LeagueId(league))),
    )
    .leaders(None, 10)
    .unwrap()
}

/// A statistic's player board as (rank, player, value).
pub(super) fn players(boards: &[Leaders], stat: &str) -> Vec<(u32, i64, i64)> {
    let board = boards
        .iter()
        .find(|b| b.stat == stat)
        .unwrap_or_else(|| panic!("no board {stat}"));
    board
        .players
        .iter()
        .map(|row| (row.rank, row.who.0, row.value))
        .collect()
}

/// A statistic's team board as (rank, team, value).
pub(super) fn teams(boards: &[Leaders], stat: &str) -> Vec<(u32, i64, i64)> {
    let board = boards
        .iter()
        .find(|b| b.stat == stat)
        .unwrap_or_else(|| panic!("no board {stat}"));
    board
        .teams
        .iter()
        .map(|row| (row.rank, row.who.0, row.value))
        .collect()
}

pub(super) fn record(records: &[Record], id: RecordId) -> (i64, RecordHolder, u32) {
    let found = records
        .iter()
        .find(|r| r.id == id)
        .unwrap_or_else(|| panic!("no record {}", id.id()));
    (found.value, found.holder, found.equalled)
}

pub(super) fn at(team: i64, fixture: i64) -> RecordHolder {
    RecordHolder::Match {
        team: TeamId(team),
        fixture: FixtureId(fixture),
    }
}

pub(super) fn run(team: i64, first: i64, last: i64) -> RecordHolder {
    RecordHolder::Run {
        team: TeamId(team),
        first: FixtureId(first),
        last: FixtureId(last),
    }
}

pub(super) fn cell(won: u32, drawn: u32, lost: u32, scored: u32, conceded: u32) -> HeadToHeadCell {
    HeadToHeadCell {
        won,
        drawn,
        lost,
        scored,
        conceded,
    }
}

pub(super) fn point(team: i64, fixture: Option<i64>, value: i64, treasury: i64) -> ValuePoint {
    ValuePoint {
        team: TeamId(team),
        fixture: fixture.map(FixtureId),
        value,
        treasury: Some(treasury),
    }
}

/// Everything a league's statistics say of a season and of all time, to compare before
/// a match and after its reset.
pub(super) fn everything(cli: &Cli, league: i64, season: i64) -> String {
    let season_stats = read(cli, league, Reading::Records(Some(SeasonId(season))));
    let all = read(cli, league, Reading::Records(None));
    format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}",
        season_leaders(cli, league, season),
        all_time_leaders(cli, league),
        season_stats.records(),
        all.records(),
        season_stats.head_to_head(),
        all.values(),
        read(cli, league, Reading::Matches(None)).matches(),
    )
}

pub(super) fn write_report(cli: &Cli, name: &str, report: &Value) -> String {
    let path = cli.db().with_file_name(name);
    std::fs::write(&path, report.to_string()).unwrap();
    path.to_str().unwrap().to_string()
}
