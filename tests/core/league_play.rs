//! League play through the core: seasons, fixtures, results, standings, playoffs, reset,
//! overrides, history and the audit log.

use crate::common;

use std::path::Path;

use dugout::coach::dreadball::{PlayerField, TeamField, TeamStart};
use dugout::coach::{self, Context, ManualFixture, MatchReport, PlayChange, PlayerEvent, Schedule};
use dugout::data::Lang;
use dugout::league::TieBreaker;
use dugout::store::{AuditFilter, EventKind, FixtureId, LeagueId, SeasonId, Store, TeamId};

fn context() -> Context {
    Context::new(Lang::En)
}

const ROSTERS: [&str; 6] = [
    "trontek-29ers",
    "greenmoon-smackers",
    "skittersneak-stealers",
    "midgard-delvers",
    "locust-city-chiefs",
    "pelgar-mystics",
];

/// A league with `count` teams from starting line-ups, all entered in one season.
/// The team's first player who may score a strike: a Jack or a Striker (seed 000: only
/// they throw the ball).
fn scorer(team: &dugout::store::dreadball::TeamRecord) -> dugout::store::PlayerId {
    use dugout::data::dreadball::Position;
    team.players
        .iter()
        .find(|p| matches!(p.position, Position::Jack | Position::Striker))
        .expect("a Jack or a Striker")
        .id
}

fn league_with(store: &mut Store, count: usize) -> (LeagueId, SeasonId, Vec<TeamId>) {
    let context = context();
    let league = coach::create_league(store, "Play League", "dreadball").unwrap();
    let mut teams = Vec::new();
    for index in 0..count {
        let roster = ROSTERS[index % ROSTERS.len()];
        let team = coach::dreadball::create_team(
            store,
            &context,
            league.id,
            roster,
            &format!("Team {}", index + 1),
            "Coach",
            TeamStart::StartingLineup,
        )
        .unwrap();
        teams.push(team.team.id);
    }
    let season = coach::create_season(store, league.id, "Season 1", None).unwrap();
    for team in &teams {
        coach::add_team_to_season(store, season.season.id, *team, None).unwrap();
    }
    (league.id, season.season.id, teams)
}

fn score(home: u32, away: u32) -> MatchReport {
    MatchReport {
        home_score: home,
        away_score: away,
        landslide: home.abs_diff(away) >= 7,
        ..MatchReport::default()
    }
}

/// Adds a match between two teams and records its score.
fn play(
    store: &mut Store,
    season: SeasonId,
    home: TeamId,
    away: TeamId,
    h: u32,
    a: u32,
) -> FixtureId {
    let line = coach::add_fixture(
        store,
        season,
        ManualFixture {
            home,
            away,
            round: Some(1),
            date: None,
        },
    )
    .unwrap();
    coach::record_result(store, line.id, &score(h, a)).unwrap();
    line.id
}

fn order(store: &mut Store, season: SeasonId) -> Vec<TeamId> {
    coach::standings(store, &context(), season, None).unwrap()[0]
        .rows
        .iter()
        .map(|row| row.team_id)
        .collect()
}

fn without_audit(path: &Path) -> Vec<String> {
    common::dump(path)
        .into_iter()
        .filter(|row| !row.starts_with("audit:"))
        .collect()
}

fn file_store() -> (tempfile::TempDir, std::path::PathBuf, Store) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("league.db");
    let store = Store::open(&path).unwrap();
    (dir, path, store)
}

#[test]
fn generated_fixtures_give_every_pair_both_ways_with_dates() {
    let mut store = Store::open_in_memory().unwrap();
    let (_, season, teams) = league_with(&mut store, 5);
    let start = chrono::NaiveDate::from_ymd_opt(2026, 1, 10).unwrap();
    let schedule = Schedule {
        double: true,
        start: Some(start),
        every_days: 14,
    };
    let lines = coach::generate_fixtures(&mut store, season, schedule).unwrap();
    // 5 teams: 10 pairs, twice = 20 matches over 2 × 5 rounds (one bye a round).
    assert_eq!(lines.len(), 20);
    assert_eq!(lines.iter().map(|l| l.round).max(), Some(10));
    for (i, a) in teams.iter().enumerate() {
        for b in &teams[i + 1..] {
            let home = lines
                .iter()
                .filter(|l| l.home_id == *a && l.away_id == *b)
                .count();
            let away = lines
                .iter()
                .filter(|l| l.home_id == *b && l.away_id == *a)
                .count();
            assert_eq!((home, away), (1, 1));
        }
    }
    let round3 = lines.iter().find(|l| l.round == 3).unwrap();
    assert_eq!(round3.date, Some(start + chrono::Days::new(28)));
    assert!(lines.iter().all(|l| l.status == "scheduled"));
    // Generating again would double every match: refused.
    let again = coach::generate_fixtures(&mut store, season, schedule).unwrap_err();
    assert!(
        again.to_string().contains("already has 20 fixtures"),
        "{again}"
    );
}

#[test]
fn divisions_get_their_own_round_robin_and_table() {
    let mut store = Store::open_in_memory().unwrap();
    let (league, _, teams) = league_with(&mut store, 6);
    let season = coach::create_season(&mut store, league, "Split", None)
        .unwrap()
        .season
        .id;
    for (index, team) in teams.iter().enumerate() {
        let division = if index < 3 { "North" } else { "South" };
        coach::add_team_to_season(&mut store, season, *team, Some(division)).unwrap();
    }
    let lines = coach::generate_fixtures(&mut store, season, Schedule::default()).unwrap();
    // Two divisions of 3: 3 matches each, never across divisions.
    assert_eq!(lines.len(), 6);
    // Each division of 3 has a bye in each of its 3 rounds: 6 in all, 2 per round.
    let byes = coach::byes(&mut store, season).unwrap();
    assert_eq!(byes.len(), 6);
    assert!((1..=3).all(|round| byes.iter().filter(|(r, _)| *r == round).count() == 2));
    let north = &teams[..3];
    assert!(
        lines
            .iter()
            .all(|l| north.contains(&l.home_id) == north.contains(&l.away_id))
    );
    let tables = coach::standings(&mut store, &context(), season, None).unwrap();
    assert_eq!(tables.len(), 2);
    assert_eq!(tables[0].division.as_ref().unwrap().name, "North");
    let south = coach::standings(&mut store, &context(), season, Some("south")).unwrap();
    assert_eq!(south.len(), 1);
    assert_eq!(south[0].rows.len(), 3);
    let unknown = coach::standings(&mut store, &context(), season, Some("East")).unwrap_err();
    assert!(unknown.to_string().contains("North, South"), "{unknown}");
}

#[test]
fn impossible_results_are_refused_and_write_nothing() {
    let (_dir, path, mut store) = file_store();
    let (_, season, teams) = league_with(&mut store, 2);
    let line = coach::add_fixture(
        &mut store,
        season,
        ManualFixture {
            home: teams[0],
            away: teams[1],
            round: None,
            date: None,
        },
    )
    .unwrap();
    let before = common::dump(&path);
    let landslide_too_close = MatchReport {
        home_score: 8,
        away_score: 3,
        landslide: true,
        ..MatchReport::default()
    };
    let error = coach::record_result(&mut store, line.id, &landslide_too_close).unwrap_err();
    assert!(error.to_string().contains("at least 7"), "{error}");
    let needs_landslide = MatchReport {
        home_score: 9,
        away_score: 1,
        ..MatchReport::default()
    };
    let error = coach::record_result(&mut store, line.id, &needs_landslide).unwrap_err();
    assert!(error.to_string().contains("landslide"), "{error}");
    let stranger = MatchReport {
        home_score: 3,
        away_score: 1,
        events: vec![PlayerEvent {
            player: dugout::store::PlayerId(9999),
            kind: EventKind::Strike,
            amount: 1,
            source: None,
        }],
        ..MatchReport::default()
    };
    let error = coach::record_result(&mut store, line.id, &stranger).unwrap_err();
    assert!(error.to_string().contains("not on the roster"), "{error}");
    assert_eq!(common::dump(&path), before);

    coach::record_result(&mut store, line.id, &score(4, 2)).unwrap();
    let twice = coach::record_result(&mut store, line.id, &score(5, 2)).unwrap_err();
    assert!(twice.to_string().contains("reset it"), "{twice}");
}

#[test]
fn points_order_the_table_with_the_default_settings() {
    let mut store = Store::open_in_memory().unwrap();
    let (_, season, t) = league_with(&mut store, 4);
    play(&mut store, season, t[0], t[1], 9, 1); // landslide: t0 +3
    play(&mut store, season, t[2], t[3], 3, 2); // win: t2 +2
    play(&mut store, season, t[1], t[3], 2, 2); // draw: t1 +1, t3 +1
    let tables = coach::standings(&mut store, &context(), season, None).unwrap();
    let rows = &tables[0].rows;
    // t1 and t3 have 1 point each and drew each other (head-to-head level); strike
    // difference: t1 3–11 = −8, t3 4–5 = −1, so t3 is third.
    assert_eq!(
        rows.iter().map(|r| r.team_id).collect::<Vec<_>>(),
        vec![t[0], t[2], t[3], t[1]]
    );
    assert_eq!(
        (rows[0].points, rows[0].bonus_wins, rows[0].scored_for),
        (3, 1, 9)
    );
    assert_eq!(
        (rows[3].played, rows[3].drawn, rows[3].lost, rows[3].points),
        (2, 1, 1, 1)
    );
    assert_eq!(rows[2].ahead_by, Some(TieBreaker::ScoreDifference));
    assert_eq!(
        rows.iter().map(|r| r.position).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
}

#[test]
fn a_three_way_tie_is_settled_by_head_to_head_then_settings_change_it() {
    let mut store = Store::open_in_memory().unwrap();
    let (league, season, t) = league_with(&mut store, 4);
    let (a, b, c, d) = (t[0], t[1], t[2], t[3]);
    play(&mut store, season, a, b, 3, 2);
    play(&mut store, season, a, c, 3, 2);
    play(&mut store, season, b, c, 3, 2);
    play(&mut store, season, d, a, 3, 2);
    play(&mut store, season, c, d, 6, 0);
    play(&mut store, season, b, d, 6, 0);
    play(&mut store, season, c, b, 6, 0);
    // Points (win 2): a beat b and c = 4; b beat c and d = 4; c beat d and b = 4; d 2.
    // Head-to-head among a, b, c: a 4 (beat both), b 2, c 2 → a first.
    // b and c are still level; next in the default order is strike difference:
    // b 11 for, 11 against = 0; c 16 for, 6 against = +10 → c, then b.
    // a's own difference is only +1 (8 for, 7 against): head-to-head put it first.
    let rows = &coach::standings(&mut store, &context(), season, None).unwrap()[0].rows;
    let ids: Vec<TeamId> = rows.iter().map(|r| r.team_id).collect();
    assert_eq!(ids, vec![a, c, b, d]);
    assert_eq!(
        rows.iter().map(|r| r.points).collect::<Vec<_>>(),
        vec![4, 4, 4, 2]
    );
    assert_eq!(
        rows.iter().map(|r| r.score_difference).collect::<Vec<_>>(),
        vec![1, 10, 0, -11]
    );
    assert_eq!(rows[0].ahead_by, Some(TieBreaker::HeadToHead));
    assert_eq!(rows[1].ahead_by, Some(TieBreaker::ScoreDifference));
    assert_eq!(
        rows[2].ahead_by, None,
        "b is above d on points, the first criterion"
    );
    coach::change_play_settings(
        &mut store,
        league,
        &PlayChange {
            tie_breakers: Some(vec![
                TieBreaker::Points,
                TieBreaker::ScoreDifference,
                TieBreaker::HeadToHead,
            ]),
            ..PlayChange::default()
        },
    )
    .unwrap();
    // Strike difference first: c (+10), a (+1), b (0).
    assert_eq!(order(&mut store, season), vec![c, a, b, d]);
    // A win worth 1 point: a, b and c have 2, d has 1; a win worth less than a draw is
    // refused.
    let refused = coach::change_play_settings(
        &mut store,
        league,
        &PlayChange {
            win: Some(0),
            ..PlayChange::default()
        },
    )
    .unwrap_err();
    assert!(refused.to_string().contains("worse result"), "{refused}");
    coach::change_play_settings(
        &mut store,
        league,
        &PlayChange {
            win: Some(1),
            ..PlayChange::default()
        },
    )
    .unwrap();
    let rows = &coach::standings(&mut store, &context(), season, None).unwrap()[0].rows;
    assert_eq!(
        rows.iter().map(|r| r.points).collect::<Vec<_>>(),
        vec![2, 2, 2, 1]
    );
}

#[test]
fn reset_returns_every_table_but_the_audit_log_to_what_it_held() {
    let (_dir, path, mut store) = file_store();
    let (_, season, t) = league_with(&mut store, 2);
    let line = coach::add_fixture(
        &mut store,
        season,
        ManualFixture {
            home: t[0],
            away: t[1],
            round: None,
            date: None,
        },
    )
    .unwrap();
    let home = coach::dreadball::show_team(&mut store, &context(), t[0])
        .unwrap()
        .team;
    let away = coach::dreadball::show_team(&mut store, &context(), t[1])
        .unwrap()
        .team;
    let victim = away.players[0].id;
    let before = without_audit(&path);
    let audit_before = coach::audit_log(&mut store, &AuditFilter::default())
        .unwrap()
        .len();
    let report = MatchReport {
        home_score: 5,
        away_score: 1,
        landslide: false,
        home_casualties: 0,
        away_casualties: 0,
        played_on: None,
        game_detail: None,
        events: vec![
            PlayerEvent {
                player: scorer(&home),
                kind: EventKind::Strike,
                amount: 2,
                source: None,
            },
            PlayerEvent {
                player: home.players[1].id,
                kind: EventKind::Kill,
                amount: 1,
                source: None,
            },
            PlayerEvent {
                player: home.players[1].id,
                kind: EventKind::Experience,
                amount: 3,
                source: None,
            },
            PlayerEvent {
                player: victim,
                kind: EventKind::Death,
                amount: 1,
                source: None,
            },
            PlayerEvent {
                player: away.players[1].id,
                kind: EventKind::Injury,
                amount: 1,
                source: None,
            },
        ],
    };
    coach::record_result(&mut store, line.id, &report).unwrap();
    assert_ne!(without_audit(&path), before);
    // The dead player left the roster and lies in the graveyard.
    let after = coach::dreadball::show_team(&mut store, &context(), t[1])
        .unwrap()
        .team;
    assert!(after.players.iter().all(|p| p.id != victim));
    let league = home_league(&mut store, t[0]);
    assert_eq!(coach::graveyard(&mut store, league).unwrap().len(), 1);

    let plan = coach::reset_plan(&mut store, line.id).unwrap();
    assert_eq!(plan.events.len(), 5);
    assert_eq!(plan.revived, vec![away.players[0].name.clone()]);
    coach::reset_result(&mut store, line.id).unwrap();
    assert_eq!(without_audit(&path), before);
    let log = coach::audit_log(&mut store, &AuditFilter::default()).unwrap();
    assert_eq!(log.len(), audit_before + 2);
    assert_eq!(log[0].action, "match.reset");
    assert_eq!(log[1].action, "match.record");
    assert_eq!(log[0].changes[0].before.as_deref(), Some("5–1"));
}

fn home_league(store: &mut Store, team: TeamId) -> LeagueId {
    coach::dreadball::show_team(store, &context(), team)
        .unwrap()
        .team
        .league_id
}

#[test]
fn an_edit_is_a_reset_and_a_new_result_in_one_audit_row() {
    let mut store = Store::open_in_memory().unwrap();
    let (_, season, t) = league_with(&mut store, 2);
    let id = play(&mut store, season, t[0], t[1], 3, 1);
    let line = coach::edit_result(&mut store, id, &score(1, 3)).unwrap();
    assert_eq!((line.home_score, line.away_score), (Some(1), Some(3)));
    assert_eq!(order(&mut store, season), vec![t[1], t[0]]);
    let log = coach::audit_log(
        &mut store,
        &AuditFilter {
            action: Some("match".into()),
            ..AuditFilter::default()
        },
    )
    .unwrap();
    assert_eq!(log[0].action, "match.edit");
    assert_eq!(log[0].changes[0].before.as_deref(), Some("3–1"));
    assert_eq!(log[0].changes[0].after.as_deref(), Some("1–3"));
}

#[test]
fn playoffs_seed_from_the_table_and_winners_go_through() {
    let mut store = Store::open_in_memory().unwrap();
    let (_, season, t) = league_with(&mut store, 4);
    // Table: t0 6, t1 4, t2 2, t3 0.
    play(&mut store, season, t[0], t[1], 3, 1);
    play(&mut store, season, t[0], t[2], 3, 1);
    play(&mut store, season, t[0], t[3], 3, 1);
    play(&mut store, season, t[1], t[2], 3, 1);
    play(&mut store, season, t[1], t[3], 3, 1);
    play(&mut store, season, t[2], t[3], 3, 1);
    let bracket = coach::new_playoff(&mut store, &context(), season, 4, 3, "Cup").unwrap();
    assert_eq!(bracket.playoff.seeds, t.to_vec());
    // Semi-finals 1 v 4 and 2 v 3, each with game 1 made.
    let semis = &bracket.rounds[0];
    assert_eq!(semis[0].home.as_ref().unwrap().team_id, t[0]);
    assert_eq!(semis[0].away.as_ref().unwrap().team_id, t[3]);
    assert_eq!(semis[1].home.as_ref().unwrap().seed, 2);
    assert_eq!(semis.iter().map(|s| s.games.len()).sum::<usize>(), 2);
    let first = semis[0].games[0];
    // Best of 3: a win makes game 2, the away side at home.
    coach::record_result(&mut store, first, &score(4, 2)).unwrap();
    let bracket = coach::bracket(&mut store, bracket.playoff.id).unwrap();
    assert_eq!(bracket.rounds[0][0].games.len(), 2);
    let second = bracket.rounds[0][0].games[1];
    let game = coach::fixture_line(&mut store, second).unwrap();
    assert_eq!(game.home_id, t[3]);
    // A draw is refused in a playoff.
    let draw = coach::record_result(&mut store, second, &score(2, 2)).unwrap_err();
    assert!(draw.to_string().contains("winner"), "{draw}");
    // Resetting game 1 while game 2 waits unplayed removes game 2 again.
    let plan = coach::reset_result(&mut store, first).unwrap();
    assert_eq!(plan.removed_games, vec![second]);
    coach::record_result(&mut store, first, &score(4, 2)).unwrap();
    let second = coach::bracket(&mut store, bracket.playoff.id)
        .unwrap()
        .rounds[0][0]
        .games[1];
    coach::record_result(&mut store, second, &score(1, 5)).unwrap();
    // t0 has won 2: through to the final, which waits for the other semi-final.
    let bracket = coach::bracket(&mut store, bracket.playoff.id).unwrap();
    assert_eq!(bracket.rounds[0][0].winner, Some(t[0]));
    assert!(bracket.rounds[1][0].games.is_empty());
    // Game 1 can't be reset now that game 2 has a result.
    let refused = coach::reset_result(&mut store, first).unwrap_err();
    assert!(refused.to_string().contains("reset it first"), "{refused}");
    let other = bracket.rounds[0][1].games[0];
    coach::record_result(&mut store, other, &score(3, 0)).unwrap();
    let next = coach::bracket(&mut store, bracket.playoff.id)
        .unwrap()
        .rounds[0][1]
        .games[1];
    coach::record_result(&mut store, next, &score(0, 3)).unwrap();
    let bracket = coach::bracket(&mut store, bracket.playoff.id).unwrap();
    let final_tie = &bracket.rounds[1][0];
    assert_eq!(final_tie.home.as_ref().unwrap().team_id, t[0]);
    assert_eq!(final_tie.away.as_ref().unwrap().team_id, t[1]);
    assert_eq!(final_tie.games.len(), 1);
    assert_eq!(bracket.champion, None);
}

#[test]
fn overrides_need_a_reason_and_land_in_the_audit_log() {
    let mut store = Store::open_in_memory().unwrap();
    let (_, _, t) = league_with(&mut store, 2);
    let missing =
        coach::overrides::override_team(&mut store, t[0], TeamField::Treasury.id(), "50", "  ")
            .unwrap_err();
    assert!(missing.to_string().contains("reason"), "{missing}");
    let change = coach::overrides::override_team(
        &mut store,
        t[0],
        TeamField::Treasury.id(),
        "50",
        "prize money",
    )
    .unwrap();
    assert_eq!(
        (change.before.as_deref(), change.after.as_deref()),
        (Some("0"), Some("50"))
    );
    let team = coach::dreadball::show_team(&mut store, &context(), t[0])
        .unwrap()
        .team;
    assert_eq!(team.treasury_mc, 50);
    let player = team.players[0].id;
    let bad = coach::overrides::override_player(
        &mut store,
        player,
        PlayerField::Skill.id(),
        "9+",
        "typo",
    )
    .unwrap_err();
    assert!(bad.to_string().contains("from 1 to 6"), "{bad}");
    coach::overrides::override_player(
        &mut store,
        player,
        PlayerField::Skill.id(),
        "3+",
        "league award",
    )
    .unwrap();
    let team = coach::dreadball::show_team(&mut store, &context(), t[0])
        .unwrap()
        .team;
    assert_eq!(team.players[0].stats.skill, Some(3));
    let log = coach::audit_log(
        &mut store,
        &AuditFilter {
            team: Some(t[0]),
            action: Some("override".into()),
            ..AuditFilter::default()
        },
    )
    .unwrap();
    assert_eq!(log.len(), 2);
    assert_eq!(log[0].reason.as_deref(), Some("league award"));
    assert_eq!(log[1].changes[0].field, "treasury");
    assert!(
        TeamField::parse("colour")
            .unwrap_err()
            .to_string()
            .contains("treasury")
    );
}

#[test]
fn history_follows_teams_and_players() {
    let mut store = Store::open_in_memory().unwrap();
    let (_, season, t) = league_with(&mut store, 3);
    let striker = scorer(
        &coach::dreadball::show_team(&mut store, &context(), t[0])
            .unwrap()
            .team,
    );
    let line = coach::add_fixture(
        &mut store,
        season,
        ManualFixture {
            home: t[0],
            away: t[1],
            round: None,
            date: None,
        },
    )
    .unwrap();
    let report = MatchReport {
        events: vec![PlayerEvent {
            player: striker,
            kind: EventKind::Strike,
            amount: 2,
            source: None,
        }],
        ..score(4, 1)
    };
    coach::record_result(&mut store, line.id, &report).unwrap();
    play(&mut store, season, t[1], t[0], 2, 2);
    play(&mut store, season, t[0], t[2], 0, 3);
    let history = coach::team_history(&mut store, t[0]).unwrap();
    assert_eq!(
        (
            history.record.played,
            history.record.won,
            history.record.drawn,
            history.record.lost
        ),
        (3, 1, 1, 1)
    );
    let career = coach::player_career(&mut store, striker).unwrap();
    assert_eq!(career.totals.strikes, 2);
    assert_eq!(career.matches.len(), 3);
    let h2h = coach::head_to_head(&mut store, t[0], t[1]).unwrap();
    assert_eq!(
        (h2h.record.played, h2h.record.won, h2h.record.drawn),
        (2, 1, 1)
    );
    assert_eq!((h2h.record.strikes_for, h2h.record.strikes_against), (6, 3));
}

#[test]
fn a_closed_season_takes_no_results_and_a_new_one_keeps_its_teams() {
    let mut store = Store::open_in_memory().unwrap();
    let (league, season, t) = league_with(&mut store, 3);
    let line = coach::add_fixture(
        &mut store,
        season,
        ManualFixture {
            home: t[0],
            away: t[1],
            round: None,
            date: None,
        },
    )
    .unwrap();
    coach::set_season_closed(&mut store, season, true).unwrap();
    let refused = coach::record_result(&mut store, line.id, &score(1, 0)).unwrap_err();
    assert!(refused.to_string().contains("reopen"), "{refused}");
    let next = coach::create_season(&mut store, league, "Season 2", Some(season)).unwrap();
    assert_eq!(next.teams.iter().map(|t| t.team_id).collect::<Vec<_>>(), t);
    let taken = coach::create_season(&mut store, league, "season 2", None).unwrap_err();
    assert!(
        taken.to_string().contains("already has a season"),
        "{taken}"
    );
}

#[test]
fn every_write_adds_one_audit_row_and_a_refusal_none() {
    let mut store = Store::open_in_memory().unwrap();
    let context = context();
    let (league, season, t) = league_with(&mut store, 2);
    let count = |store: &mut Store| {
        coach::audit_log(store, &AuditFilter::default())
            .unwrap()
            .len()
    };
    let mut expected = count(&mut store);
    let mut step = |store: &mut Store, what: &str, write: &dyn Fn(&mut Store)| {
        write(store);
        expected += 1;
        let log = coach::audit_log(store, &AuditFilter::default()).unwrap();
        assert_eq!(log.len(), expected, "{what} adds one row");
        assert!(!log[0].summary.is_empty() && !log[0].at.is_empty());
    };
    step(&mut store, "override", &|s| {
        coach::overrides::override_team(s, t[0], TeamField::Treasury.id(), "20", "seed money")
            .unwrap();
    });
    step(&mut store, "buy", &|s| {
        coach::dreadball::buy(s, &context, t[0], coach::dreadball::Item::Dice, 1).unwrap();
    });
    step(&mut store, "undo", &|s| {
        coach::undo(s, t[0]).unwrap();
    });
    step(&mut store, "rename", &|s| {
        coach::rename_team(s, t[0], "Renamed").unwrap()
    });
    step(&mut store, "settings", &|s| {
        coach::dreadball::change_settings(
            s,
            league,
            &coach::dreadball::SettingsChange {
                card_mc: Some(11),
                ..Default::default()
            },
        )
        .unwrap();
    });
    step(&mut store, "fixture", &|s| {
        coach::add_fixture(
            s,
            season,
            ManualFixture {
                home: t[0],
                away: t[1],
                round: None,
                date: None,
            },
        )
        .unwrap();
    });
    step(&mut store, "close", &|s| {
        coach::set_season_closed(s, season, true).unwrap();
    });
    let before = count(&mut store);
    assert!(
        coach::dreadball::buy(
            &mut store,
            &context,
            t[0],
            coach::dreadball::Item::Dice,
            999
        )
        .is_err()
    );
    assert_eq!(
        count(&mut store),
        before,
        "a refused change leaves no audit row"
    );
    let treasury = coach::audit_log(
        &mut store,
        &AuditFilter {
            team: Some(t[0]),
            action: Some("team.change".into()),
            ..AuditFilter::default()
        },
    )
    .unwrap();
    let bought = treasury.last().unwrap();
    assert!(
        bought.summary.contains("Coaching Die") || bought.summary.contains("dice"),
        "{}",
        bought.summary
    );
    assert_eq!(bought.changes[0].field, "treasury_mc");
}

#[test]
fn editing_only_the_score_keeps_the_date_and_the_players_events() {
    let mut store = Store::open_in_memory().unwrap();
    let (_, season, t) = league_with(&mut store, 2);
    let scorer = scorer(
        &coach::dreadball::show_team(&mut store, &context(), t[0])
            .unwrap()
            .team,
    );
    let line = coach::add_fixture(
        &mut store,
        season,
        ManualFixture {
            home: t[0],
            away: t[1],
            round: None,
            date: None,
        },
    )
    .unwrap();
    let played_on = chrono::NaiveDate::from_ymd_opt(2026, 10, 4).unwrap();
    let report = MatchReport {
        played_on: Some(played_on),
        events: vec![PlayerEvent {
            player: scorer,
            kind: EventKind::Strike,
            amount: 2,
            source: None,
        }],
        ..score(3, 1)
    };
    coach::record_result(&mut store, line.id, &report).unwrap();
    let edited = coach::edit_score(&mut store, line.id, 2, 1, false).unwrap();
    assert_eq!((edited.home_score, edited.away_score), (Some(2), Some(1)));
    assert_eq!(edited.record.result.unwrap().played_on, played_on);
    let events = coach::match_events(&mut store, line.id).unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!((events[0].player_id, events[0].amount), (scorer, 2));
    // A score the kept events no longer fit is refused, and nothing changes.
    let refused = coach::edit_score(&mut store, line.id, 1, 1, false).unwrap_err();
    assert!(refused.to_string().contains("2 strikes"), "{refused}");
    assert_eq!(
        coach::fixture_line(&mut store, line.id).unwrap().home_score,
        Some(2)
    );
}
