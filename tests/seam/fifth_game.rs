//! A season of Pebble Ball through the shared league code only: the commands the command
//! line and the window call (league, teams' list, season, fixtures, results, standings,
//! playoff, reset, a team's undo, export and import), on a game no file of `src/` names.

use std::sync::Once;

use dugout::coach::games;
use dugout::coach::{self, Context, MatchReport, Schedule, StandingLine};
use dugout::data::Lang;
use dugout::exchange::{export_league, import_league};
use dugout::league::TieBreaker;
use dugout::store::{FixtureId, LeagueId, SeasonId, Store, TeamId};

use super::pebble_ball::{self, PebbleBall};

/// The four teams, in the order they are created.
const TEAMS: [&str; 4] = ["Granite", "Basalt", "Flint", "Shale"];

/// The season's results, each pair's goals in the order named: Granite wins twice and
/// draws once (5 points); Basalt wins, draws and loses (3); Shale wins once (2) and Flint
/// draws twice (2): level on points, Shale is above Flint by head-to-head. Were a win
/// worth 3, Shale would be above by points.
const RESULTS: [(&str, &str, u32, u32); 6] = [
    ("Granite", "Basalt", 3, 1),
    ("Granite", "Shale", 2, 0),
    ("Granite", "Flint", 2, 2),
    ("Flint", "Basalt", 1, 1),
    ("Shale", "Flint", 2, 1),
    ("Basalt", "Shale", 3, 2),
];

/// (team, played, won, drawn, lost, goals for, goals against, points) in table order.
type Row = (String, u32, u32, u32, u32, u32, u32, i32);

fn register() {
    static REGISTERED: Once = Once::new();
    REGISTERED.call_once(|| games::register(&PebbleBall));
}

fn context() -> Context {
    Context::new(Lang::En)
}

fn score(home: u32, away: u32) -> MatchReport {
    MatchReport {
        home_score: home,
        away_score: away,
        ..MatchReport::default()
    }
}

/// A league of Pebble Ball with its four teams and a season of every team, its fixtures
/// generated (a single round robin).
struct Season {
    store: Store,
    league: LeagueId,
    season: SeasonId,
    teams: Vec<TeamId>,
    _dir: tempfile::TempDir,
}

impl Season {
    fn new() -> Season {
        register();
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("pebbles.db")).unwrap();
        let league = coach::create_league(&mut store, "Quarry Cup", "PebbleBall").unwrap();
        assert_eq!(league.game, pebble_ball::ID);
        assert_eq!(league.play.points, pebble_ball::POINTS);
        let teams: Vec<TeamId> = TEAMS
            .iter()
            .map(|name| pebble_ball::create_team(&mut store, league.id, name, "Rocky"))
            .collect();
        let season = coach::create_season(&mut store, league.id, "Spring", None).unwrap();
        for team in &teams {
            coach::add_team_to_season(&mut store, season.season.id, *team, None).unwrap();
        }
        let schedule = Schedule {
            double: false,
            start: None,
            every_days: 0,
        };
        let fixtures = coach::generate_fixtures(&mut store, season.season.id, schedule).unwrap();
        assert_eq!(fixtures.len(), 6, "a single round robin of four teams");
        Season {
            store,
            league: league.id,
            season: season.season.id,
            teams,
            _dir: dir,
        }
    }

    /// The league match between two teams, whichever is at home.
    fn fixture(&mut self, one: &str, other: &str) -> (FixtureId, bool) {
        let line = coach::fixture_list(&mut self.store, self.season)
            .unwrap()
            .into_iter()
            .find(|line| {
                !line.playoff
                    && ((line.home == one && line.away == other)
                        || (line.home == other && line.away == one))
            })
            .unwrap_or_else(|| panic!("no match {one} v {other}"));
        (line.id, line.home == one)
    }

    /// Records `one` `goals` - `other_goals` `other`, on the fixture's sides.
    fn record(&mut self, one: &str, other: &str, goals: u32, other_goals: u32) -> FixtureId {
        let (id, one_at_home) = self.fixture(one, other);
        let report = if one_at_home {
            score(goals, other_goals)
        } else {
            score(other_goals, goals)
        };
        coach::record_result(&mut self.store, id, &report).unwrap();
        id
    }

    fn play_the_season(&mut self) {
        for (one, other, goals, other_goals) in RESULTS {
            self.record(one, other, goals, other_goals);
        }
    }

    fn table(&mut self) -> Vec<StandingLine> {
        let tables = coach::standings(&mut self.store, &context(), self.season, None).unwrap();
        assert_eq!(tables.len(), 1, "a season without divisions has one table");
        tables.into_iter().next().unwrap().rows
    }
}

fn rows(table: &[StandingLine]) -> Vec<Row> {
    table
        .iter()
        .map(|line| {
            (
                line.team.clone(),
                line.played,
                line.won,
                line.drawn,
                line.lost,
                line.scored_for,
                line.conceded,
                line.points,
            )
        })
        .collect()
}

fn row(team: &str, record: [u32; 6], points: i32) -> Row {
    let [played, won, drawn, lost, scored, conceded] = record;
    (
        team.to_string(),
        played,
        won,
        drawn,
        lost,
        scored,
        conceded,
        points,
    )
}

fn final_table() -> Vec<Row> {
    vec![
        row("Granite", [3, 2, 1, 0, 7, 3], 5),
        row("Basalt", [3, 1, 1, 1, 5, 6], 3),
        row("Shale", [3, 1, 0, 2, 4, 6], 2),
        row("Flint", [3, 0, 2, 1, 4, 5], 2),
    ]
}

#[test]
fn the_registry_finds_a_game_registered_at_run_time() {
    register();
    assert_eq!(
        games::find(" PEBBLEBALL ").map(|game| game.id()),
        Some("pebbleball")
    );
    assert_eq!(
        games::of("pebbleball").unwrap().name(Lang::Fr),
        "Pebble Ball"
    );
    assert!(games::choices().contains(&"pebbleball"));
    assert!(
        games::choices().contains(&"dreadball"),
        "the built-in games stay"
    );
}

#[test]
fn a_season_is_played_to_a_table_of_two_points_a_win() {
    let mut season = Season::new();
    let summaries = coach::team_summaries(&mut season.store, season.league, Lang::En).unwrap();
    let names: Vec<&str> = summaries.iter().map(|team| team.name.as_str()).collect();
    assert_eq!(names, TEAMS);
    season.play_the_season();
    let table = season.table();
    assert_eq!(rows(&table), final_table());
    let positions: Vec<u32> = table.iter().map(|line| line.position).collect();
    assert_eq!(positions, [1, 2, 3, 4]);
    assert_eq!(
        table[2].ahead_by,
        Some(TieBreaker::HeadToHead),
        "Shale over Flint"
    );
    assert!(table.iter().all(|line| line.bonus_wins == 0));
}

#[test]
fn a_result_is_refused_by_the_games_own_check() {
    let mut season = Season::new();
    let (id, _) = season.fixture("Granite", "Basalt");
    let landslide = MatchReport {
        landslide: true,
        ..score(9, 0)
    };
    let error = coach::record_result(&mut season.store, id, &landslide).unwrap_err();
    assert_eq!(
        error.message(Lang::En),
        "refused: a Pebble Ball result is goals only"
    );
    let line = coach::fixture_line(&mut season.store, id).unwrap();
    assert_eq!(line.status, "scheduled", "a refused result writes nothing");
}

#[test]
fn a_reset_takes_the_result_out_of_the_table_and_a_team_change_is_undone() {
    let mut season = Season::new();
    season.play_the_season();
    // The first match waits: both its teams played since (the shared rule of going
    // back, which reaches the fifth game through no code of its own).
    let (first, _) = season.fixture("Granite", "Basalt");
    let error = coach::reset_result(&mut season.store, first).unwrap_err();
    assert!(
        error.message(Lang::En).contains("reset it first"),
        "{}",
        error.message(Lang::En)
    );
    // The last match played resets.
    let (id, _) = season.fixture("Basalt", "Shale");
    let plan = coach::reset_result(&mut season.store, id).unwrap();
    assert_eq!(
        plan.fixture.status, "played",
        "the plan shows the match as it was"
    );
    assert_eq!(
        coach::fixture_line(&mut season.store, id).unwrap().status,
        "scheduled"
    );
    // Without Basalt's 3-2 win over Shale: a match fewer each, Basalt 2 points fewer.
    let table = rows(&season.table());
    let of = |team: &str| table.iter().find(|r| r.0 == team).cloned().unwrap();
    assert_eq!(of("Basalt"), row("Basalt", [2, 0, 1, 1, 2, 4], 1));
    assert_eq!(of("Shale"), row("Shale", [2, 1, 0, 1, 2, 3], 2));
    assert_eq!(of("Granite"), row("Granite", [3, 2, 1, 0, 7, 3], 5));
    season.record("Basalt", "Shale", 3, 2);
    assert_eq!(rows(&season.table()), final_table());

    let shale = season.teams[3];
    coach::rename_team(&mut season.store, shale, "Slate").unwrap();
    assert_eq!(season.table()[2].team, "Slate");
    coach::undo(&mut season.store, shale).unwrap();
    assert_eq!(season.table()[2].team, "Shale");
}

#[test]
fn the_playoff_final_needs_a_winner_and_crowns_one() {
    let mut season = Season::new();
    season.play_the_season();
    let bracket =
        coach::new_playoff(&mut season.store, &context(), season.season, 2, 1, "Final").unwrap();
    let tie = &bracket.rounds[0][0];
    let seeds: Vec<(String, u32)> = [&tie.home, &tie.away]
        .into_iter()
        .flatten()
        .map(|seeded| (seeded.name.clone(), seeded.seed))
        .collect();
    assert_eq!(
        seeds,
        [("Granite".to_string(), 1), ("Basalt".to_string(), 2)]
    );
    let final_game = tie.games[0];
    let error = coach::record_result(&mut season.store, final_game, &score(1, 1)).unwrap_err();
    assert_eq!(
        error.message(Lang::En),
        "refused: a Pebble Ball playoff game needs a winner"
    );
    // Basalt, the away side, wins the final: the champion is not the table's leader.
    coach::record_result(&mut season.store, final_game, &score(1, 2)).unwrap();
    let bracket = coach::bracket(&mut season.store, bracket.playoff.id).unwrap();
    assert_eq!(bracket.champion_name(), Some("Basalt"));
    assert_eq!(bracket.champion, Some(season.teams[1]));

    coach::reset_result(&mut season.store, final_game).unwrap();
    let bracket = coach::bracket(&mut season.store, bracket.playoff.id).unwrap();
    assert_eq!(bracket.champion, None, "the reset takes the title back");
    assert_eq!(
        rows(&season.table()),
        final_table(),
        "a playoff is not in the table"
    );
}

#[test]
fn an_exported_league_imports_into_a_fresh_file_with_the_same_table() {
    let mut season = Season::new();
    season.play_the_season();
    let bracket =
        coach::new_playoff(&mut season.store, &context(), season.season, 2, 1, "Final").unwrap();
    coach::record_result(
        &mut season.store,
        bracket.rounds[0][0].games[0],
        &score(2, 1),
    )
    .unwrap();
    let exported = season.table();
    let text = export_league(&mut season.store, season.league)
        .unwrap()
        .to_text()
        .unwrap();
    assert!(text.contains("\"game\": \"pebbleball\""));

    let dir = tempfile::tempdir().unwrap();
    let mut fresh = Store::open(&dir.path().join("fresh.db")).unwrap();
    let summary = import_league(&mut fresh, &text, false, Lang::En).unwrap();
    let league = coach::league(&mut fresh, summary.league_id).unwrap();
    assert_eq!(
        (league.name.as_str(), league.game.as_str()),
        ("Quarry Cup", "pebbleball")
    );
    let teams: Vec<&str> = summary
        .teams
        .iter()
        .map(|(_, name)| name.as_str())
        .collect();
    assert_eq!(teams, TEAMS);
    let seasons = coach::seasons(&mut fresh, summary.league_id).unwrap();
    assert_eq!(seasons.len(), 1);
    let tables = coach::standings(&mut fresh, &context(), seasons[0].id, None).unwrap();
    let imported = &tables[0].rows;
    assert_eq!(rows(imported), rows(&exported));
    assert_eq!(rows(imported), final_table());
    let ahead_by = |table: &[StandingLine]| -> Vec<Option<TieBreaker>> {
        table.iter().map(|line| line.ahead_by).collect()
    };
    assert_eq!(ahead_by(imported), ahead_by(&exported));
    let brackets = coach::brackets(&mut fresh, seasons[0].id).unwrap();
    assert_eq!(brackets.len(), 1);
    assert_eq!(brackets[0].champion_name(), Some("Granite"));
}
