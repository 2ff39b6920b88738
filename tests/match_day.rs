//! The DreadBall match day through the core: outsider bonus, MVPs, free-agent rolls,
//! hacks, the post-match sequence, and a reset that puts everything back.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use dugout::coach::{
    self, AdvancementEntry, Context, ManualFixture, PlayerReport, PostMatchReport, TeamField,
    TeamStart,
};
use dugout::data::Lang;
use dugout::data::dreadball::Reference;
use dugout::rules::dreadball::match_day::XpSource;
use dugout::store::{FixtureId, ItemKind, LeagueId, PlayerId, Store, TeamId};

fn context() -> Context<'static> {
    Context::new(Reference::bundled().unwrap(), Lang::En)
}

struct Day {
    _dir: tempfile::TempDir,
    path: PathBuf,
    store: Store,
    league: LeagueId,
    /// Home: the favourite (full starting line-up).
    home: TeamId,
    /// Away: the outsider.
    away: TeamId,
    fixture: FixtureId,
}

/// Two teams in one season with one match between them; the away team loses players
/// worth `weaker_by_players` and so is the outsider.
fn match_day(home_roster: &str, away_roster: &str, released: usize) -> Day {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("day.db");
    let mut store = Store::open(&path).unwrap();
    let context = context();
    let league = coach::create_league(&mut store, &context, "Day League", "dreadball").unwrap();
    let team = |store: &mut Store, roster: &str, name: &str| {
        coach::create_team(
            store,
            &context,
            league.id,
            roster,
            name,
            "Coach",
            TeamStart::StartingLineup,
        )
        .unwrap()
        .team
    };
    let home = team(&mut store, home_roster, "Favourites");
    let away = team(&mut store, away_roster, "Underdogs");
    for player in away.players.iter().take(released) {
        coach::release(&mut store, &context, away.id, player.id).unwrap();
    }
    for id in [home.id, away.id] {
        coach::override_team(&mut store, id, TeamField::Treasury, "50", "test money").unwrap();
    }
    let season = coach::create_season(&mut store, league.id, "S1", None).unwrap();
    for id in [home.id, away.id] {
        coach::add_team_to_season(&mut store, season.season.id, id, None).unwrap();
    }
    let fixture = coach::add_fixture(
        &mut store,
        season.season.id,
        ManualFixture {
            home: home.id,
            away: away.id,
            round: Some(1),
            date: None,
        },
    )
    .unwrap()
    .id;
    Day {
        _dir: dir,
        path,
        store,
        league: league.id,
        home: home.id,
        away: away.id,
        fixture,
    }
}

fn without_audit(path: &Path) -> Vec<String> {
    common::dump(path)
        .into_iter()
        .filter(|row| !row.starts_with("audit:"))
        .collect()
}

#[test]
fn the_lower_valued_team_is_the_outsider_with_the_difference_as_bonus() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 2);
    let pre = coach::prematch(&mut day.store, &context(), day.fixture).unwrap();
    assert_eq!(pre.outsider, Some(day.away));
    let difference = pre.home.value_mc - pre.away.value_mc;
    assert!(difference > 0);
    assert_eq!(pre.bonus_mc, difference);
    assert_eq!(pre.away.bonus_left_mc, difference);
    assert_eq!(pre.away.rolls_left, difference / 10);
    assert_eq!(pre.away.lost_mc, difference % 10);
    assert_eq!(pre.home.bonus_left_mc, 0);
}

#[test]
fn teams_of_equal_value_have_no_outsider_and_place_one_cheerleader_each() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 0);
    for id in [day.home, day.away] {
        coach::override_team(&mut day.store, id, TeamField::Cheerleaders, "3", "bought").unwrap();
    }
    let pre = coach::prematch(&mut day.store, &context(), day.fixture).unwrap();
    assert_eq!(pre.outsider, None);
    assert_eq!(pre.bonus_mc, 0);
    assert_eq!(
        (pre.cheerleaders_allowed.home, pre.cheerleaders_allowed.away),
        (1, 1)
    );
}

#[test]
fn a_full_match_day_then_reset_leaves_the_database_as_before() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 3);
    let context = context();
    let before = without_audit(&day.path);
    // Pre-match: an MVP from the bonus, every roll the bonus pays for, a hack each.
    let mvp = coach::hire_mvp(&mut day.store, &context, day.fixture, day.away, "Buzzcut").unwrap();
    assert_eq!(mvp.players.len(), 1);
    let mut rolls = 0;
    loop {
        let pre = coach::prematch(&mut day.store, &context, day.fixture).unwrap();
        if pre.away.rolls_left == 0 {
            break;
        }
        coach::roll_free_agent(
            &mut day.store,
            &context,
            day.fixture,
            day.away,
            1,
            None,
            Some(rolls),
        )
        .unwrap();
        rolls += 1;
    }
    coach::buy_hack(&mut day.store, &context, day.fixture, day.home, "c").unwrap();
    coach::buy_hack(&mut day.store, &context, day.fixture, day.away, "A").unwrap();
    let pre = coach::prematch(&mut day.store, &context, day.fixture).unwrap();
    let home = coach::show_team(&mut day.store, &context, day.home)
        .unwrap()
        .team;
    let away = coach::show_team(&mut day.store, &context, day.away)
        .unwrap()
        .team;
    let scorer = home.players[0].id;
    let victim = away
        .players
        .iter()
        .find(|p| p.hired_for.is_none())
        .unwrap()
        .id;
    let hired = mvp.players[0].id;
    // Post-match: a result with strikes, an injury, a death, experience and a rank-up.
    let report = PostMatchReport {
        home_score: Some(4),
        away_score: Some(2),
        players: vec![
            PlayerReport {
                player: scorer,
                strikes: 3,
                experience: BTreeMap::from([(XpSource::Exploit, 2), (XpSource::Other, 2)]),
                ..player(scorer)
            },
            PlayerReport {
                dead: true,
                ..player(victim)
            },
            PlayerReport {
                strikes: 2,
                injured: true,
                ..player(hired)
            },
        ],
        man_of_the_match: vec![scorer],
        advancements: vec![AdvancementEntry {
            player: scorer,
            choice: "roll:steady".to_string(),
        }],
        seed: Some(99),
        ..PostMatchReport::default()
    };
    let preview = coach::preview_postmatch(&mut day.store, &context, day.fixture, &report).unwrap();
    let plan = coach::record_postmatch(&mut day.store, &context, day.fixture, &report).unwrap();
    assert_eq!(
        preview, plan,
        "a preview with the same seed is what gets recorded"
    );
    assert_eq!(plan.rank_ups.len(), 1);
    assert_eq!(
        plan.experience
            .iter()
            .find(|x| x.player_id == scorer)
            .unwrap()
            .gained,
        5
    );
    let home_post = &plan.teams[0];
    assert_eq!(
        home_post.earnings_dice.len(),
        2,
        "the Everybody Wins hack adds a die"
    );
    assert_eq!(plan.teams[1].earnings_dice.len(), 1);
    assert_eq!(
        home_post.earnings_mc,
        5 + 5
            + home_post
                .earnings_dice
                .iter()
                .map(|d| u32::from(*d))
                .sum::<u32>()
    );
    assert_eq!(
        home_post.treasury_after_mc,
        pre.home.treasury_mc + i64::from(home_post.earnings_mc)
    );
    assert!(
        plan.leaving.iter().any(|p| p.player_id == hired),
        "{:?} {hired:?}",
        plan.leaving
    );
    let away_after = coach::show_team(&mut day.store, &context, day.away).unwrap();
    assert!(
        away_after
            .team
            .players
            .iter()
            .all(|p| p.hired_for.is_none())
    );
    assert!(!away_after.team.players.iter().any(|p| p.id == victim));
    // Reset undoes the whole match day.
    coach::reset_result(&mut day.store, day.fixture).unwrap();
    assert_eq!(without_audit(&day.path), before);
}

fn player(id: PlayerId) -> PlayerReport {
    PlayerReport {
        player: id,
        strikes: 0,
        kills: 0,
        injured: false,
        dead: false,
        experience: BTreeMap::new(),
    }
}

#[test]
fn a_seeded_match_day_rolls_the_same_dice() {
    let mut results = Vec::new();
    for _ in 0..2 {
        let mut day = match_day("trontek-29ers", "trontek-29ers", 4);
        let context = context();
        let mut dice = Vec::new();
        for seed in [11, 12, 13] {
            let line = coach::roll_free_agent(
                &mut day.store,
                &context,
                day.fixture,
                day.away,
                2,
                None,
                Some(seed),
            )
            .unwrap();
            dice.push((line.die, line.seed, line.label.clone()));
        }
        let plan = coach::record_postmatch(
            &mut day.store,
            &context,
            day.fixture,
            &PostMatchReport {
                home_score: Some(1),
                away_score: Some(1),
                seed: Some(5),
                ..PostMatchReport::default()
            },
        )
        .unwrap();
        let earnings: Vec<Vec<u8>> = plan.teams.iter().map(|t| t.earnings_dice.clone()).collect();
        results.push((dice, earnings));
    }
    assert_eq!(results[0], results[1]);
}

#[test]
fn hacks_one_per_coach_paid_from_the_treasury() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 0);
    let context = context();
    let line = coach::buy_hack(&mut day.store, &context, day.fixture, day.home, "B").unwrap();
    assert_eq!(line.kind, ItemKind::Hack);
    assert_eq!(line.treasury_mc, 5);
    let before = without_audit(&day.path);
    let refusal =
        coach::buy_hack(&mut day.store, &context, day.fixture, day.home, "F").unwrap_err();
    assert!(
        refusal.message(Lang::En).contains("at most 1 hack"),
        "{refusal}"
    );
    assert_eq!(without_audit(&day.path), before);
    // The other coach may still buy one.
    coach::buy_hack(&mut day.store, &context, day.fixture, day.away, "F").unwrap();
    let pre = coach::prematch(&mut day.store, &context, day.fixture).unwrap();
    assert_eq!(pre.home.treasury_mc, 45);
    assert!(pre.away.hack.as_deref().unwrap().starts_with('F'));
}
