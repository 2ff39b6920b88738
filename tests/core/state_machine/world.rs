//! The league a sequence plays on: a league file in a temporary folder, four teams, a
//! season and its fixtures, and what the checks remember between steps.

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

use dugout::coach::{self, Context, Schedule, SeasonStart};
use dugout::data::Lang;
use dugout::store::{FixtureId, LeagueId, PlayerId, SeasonId, Store, TeamId};
use rusqlite::Connection;

use super::apply::Change;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Game {
    DreadBall,
    BloodBowl,
    /// A Blood Bowl league of the `dungeonbowl` format.
    Dungeonbowl,
    Killpower,
}

impl Game {
    pub fn is_blood_bowl(self) -> bool {
        matches!(self, Game::BloodBowl | Game::Dungeonbowl)
    }
}

/// A change a coach made that the store can undo, as it was given (so it can be given
/// again), with the `team_change` row it wrote.
#[derive(Debug, Clone)]
pub struct Made {
    pub row: i64,
    pub change: Change,
}

/// A match day begun on a fixture with nothing else written since: the dump (without
/// the audit log) from before its first write.
pub struct MatchDay {
    pub fixture: FixtureId,
    pub before: Vec<String>,
}

pub struct World {
    pub game: Game,
    _dir: tempfile::TempDir,
    pub path: PathBuf,
    pub site: PathBuf,
    pub store: Store,
    pub context: Context,
    pub league: LeagueId,
    pub published: bool,
    /// Each team's changes this sequence made, oldest first, not undone.
    pub made: HashMap<TeamId, Vec<Made>>,
    /// The match day under way, while nothing else has been written.
    pub match_day: Option<MatchDay>,
    /// Fixtures with a match-day write not reset, the latest last.
    pub touched: Vec<FixtureId>,
    /// A counter for fresh names.
    pub names: u32,
    /// Every row of the file (the audit log too) as the last step left it.
    pub dump: Vec<String>,
}

impl World {
    pub fn new(game: Game) -> World {
        let dir = tempfile::tempdir().expect("temporary folder");
        let path = dir.path().join("league.db");
        let site = dir.path().join("site");
        let mut store = Store::open(&path).expect("a new league file");
        let context = Context::new(Lang::En);
        let id = match game {
            Game::DreadBall => "dreadball",
            Game::BloodBowl => "bloodbowl",
            Game::Dungeonbowl => "dungeonbowl",
            Game::Killpower => "killpower",
        };
        let league = coach::create_league(&mut store, "Sequences", id)
            .expect("league")
            .id;
        let mut world = World {
            game,
            _dir: dir,
            path,
            site,
            store,
            context,
            league,
            published: false,
            made: HashMap::new(),
            match_day: None,
            touched: Vec::new(),
            names: 0,
            dump: Vec::new(),
        };
        super::apply::create_teams(&mut world);
        let season =
            coach::start_season(&mut world.store, league, "Season 1", SeasonStart::EveryTeam)
                .expect("season")
                .season
                .id;
        let schedule = Schedule {
            double: false,
            start: None,
            every_days: 0,
        };
        coach::generate_fixtures(&mut world.store, season, schedule).expect("fixtures");
        world.dump = dump_without(&world, &[]);
        world
    }

    /// A read-only look at the file, for resolving targets and the checks.
    pub fn conn(&self) -> Connection {
        Connection::open(&self.path).expect("open the league file")
    }

    pub fn fresh_name(&mut self, what: &str) -> String {
        self.names += 1;
        format!("{what} {}", self.names)
    }

    fn ids(&self, sql: &str, param: i64) -> Vec<i64> {
        let conn = self.conn();
        let mut statement = conn.prepare(sql).expect("prepare");
        statement
            .query_map([param], |row| row.get(0))
            .expect("query")
            .collect::<Result<_, _>>()
            .expect("rows")
    }

    pub fn teams(&self) -> Vec<TeamId> {
        self.ids(
            "SELECT id FROM team WHERE league_id = ?1 ORDER BY id",
            self.league.0,
        )
        .into_iter()
        .map(TeamId)
        .collect()
    }

    /// The Nth team, counting round.
    pub fn team(&self, n: u8) -> Option<TeamId> {
        pick(&self.teams(), n)
    }

    pub fn players(&self, team: TeamId) -> Vec<PlayerId> {
        self.ids(
            "SELECT id FROM player WHERE team_id = ?1 AND released_on IS NULL ORDER BY id",
            team.0,
        )
        .into_iter()
        .map(PlayerId)
        .collect()
    }

    pub fn player(&self, team: TeamId, n: u8) -> Option<PlayerId> {
        pick(&self.players(team), n)
    }

    /// The Nth current player of the team who may score a DreadBall strike (a Jack or
    /// a Striker, seed 000); any player in the other games.
    pub fn scorer(&self, team: TeamId, n: u8) -> Option<PlayerId> {
        let scorers: Vec<PlayerId> = self
            .ids(
                "SELECT id FROM player WHERE team_id = ?1 AND released_on IS NULL
                 AND position NOT IN ('guard', 'keeper') ORDER BY id",
                team.0,
            )
            .into_iter()
            .map(PlayerId)
            .collect();
        pick(&scorers, n)
    }

    pub fn seasons(&self) -> Vec<SeasonId> {
        self.ids(
            "SELECT id FROM season WHERE league_id = ?1 ORDER BY id",
            self.league.0,
        )
        .into_iter()
        .map(SeasonId)
        .collect()
    }

    /// Every fixture of the league: those not played first (by id), then the played.
    pub fn fixtures(&self) -> Vec<FixtureId> {
        let sql = "SELECT f.id FROM fixture f JOIN season s ON s.id = f.season_id \
                   WHERE s.league_id = ?1 \
                   ORDER BY EXISTS (SELECT 1 FROM match_result r WHERE r.fixture_id = f.id), f.id";
        self.ids(sql, self.league.0)
            .into_iter()
            .map(FixtureId)
            .collect()
    }

    /// The fixture a match-day step plays: the Nth, counting round, unplayed first.
    pub fn fixture(&self, n: u8) -> Option<FixtureId> {
        pick(&self.fixtures(), n)
    }

    /// The fixture a reset takes back: 0 is the latest match day, others count back
    /// through the touched ones, then through every fixture.
    pub fn fixture_to_reset(&self, n: u8) -> Option<FixtureId> {
        let mut order: Vec<FixtureId> = self.touched.iter().rev().copied().collect();
        for fixture in self.fixtures().into_iter().rev() {
            if !order.contains(&fixture) {
                order.push(fixture);
            }
        }
        order.get(usize::from(n)).or(order.first()).copied()
    }

    /// Each team's treasury by its ledger rows, read straight from the file.
    pub fn ledger_sums(&self) -> BTreeMap<i64, i64> {
        let conn = self.conn();
        let mut statement = conn
            .prepare("SELECT t.id, coalesce(sum(l.amount), 0) FROM team t LEFT JOIN ledger l ON l.team_id = t.id GROUP BY t.id")
            .expect("prepare");
        statement
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
            .expect("query")
            .collect::<Result<_, _>>()
            .expect("rows")
    }

    /// The id of a team's latest change row, 0 when it has none.
    pub fn last_change_row(&self, team: TeamId) -> i64 {
        self.conn()
            .query_row(
                "SELECT coalesce(max(id), 0) FROM team_change WHERE team_id = ?1",
                [team.0],
                |row| row.get(0),
            )
            .expect("team_change")
    }

    /// The id of the latest change of the team that is not undone, 0 when none.
    pub fn head_change_row(&self, team: TeamId) -> i64 {
        self.conn()
            .query_row(
                "SELECT coalesce(max(id), 0) FROM team_change WHERE team_id = ?1 AND undone_on IS NULL",
                [team.0],
                |row| row.get(0),
            )
            .expect("team_change")
    }
}

fn pick<T: Copy>(list: &[T], n: u8) -> Option<T> {
    if list.is_empty() {
        None
    } else {
        Some(list[usize::from(n) % list.len()])
    }
}

/// Every row of every table but `skip`, in a stable order, text as text.
pub fn dump_without(world: &World, skip: &[&str]) -> Vec<String> {
    use rusqlite::types::ValueRef;
    let conn = world.conn();
    let mut rows = Vec::new();
    for table in crate::common::tables(&conn) {
        if skip.contains(&table.as_str()) {
            continue;
        }
        let mut statement = conn
            .prepare(&format!("SELECT * FROM {table} ORDER BY rowid"))
            .expect("prepare");
        let columns = statement.column_count();
        let mut query = statement.query([]).expect("query");
        while let Some(row) = query.next().expect("row") {
            let values: Vec<String> = (0..columns)
                .map(|i| match row.get_ref(i).expect("value") {
                    ValueRef::Null => "null".to_string(),
                    ValueRef::Integer(n) => n.to_string(),
                    ValueRef::Real(x) => x.to_string(),
                    ValueRef::Text(t) => format!("{:?}", String::from_utf8_lossy(t)),
                    ValueRef::Blob(b) => format!("blob of {} bytes", b.len()),
                })
                .collect();
            rows.push(format!("{table}: {}", values.join(" | ")));
        }
    }
    rows
}
