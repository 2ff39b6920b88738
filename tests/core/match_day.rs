//! The DreadBall match day through the core: outsider bonus, MVPs, free-agent rolls,
//! hacks, the post-match sequence, and a reset that puts everything back.

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use dugout::coach::dreadball::{
    AdvancementEntry, PlayerReport, PostMatchReport, TeamField, TeamStart,
};
use dugout::coach::{self, Context, ManualFixture};
use dugout::data::Lang;
use dugout::data::dreadball::Reference;
use dugout::rules::dreadball::match_day::XpSource;
use dugout::store::dreadball::ItemKind;
use dugout::store::{FixtureId, LeagueId, PlayerId, Store, TeamId};

fn context() -> Context {
    Context::new(Lang::En)
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
    let league = coach::create_league(&mut store, "Day League", "dreadball").unwrap();
    let team = |store: &mut Store, roster: &str, name: &str| {
        coach::dreadball::create_team(
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
        coach::dreadball::release(&mut store, &context, away.id, player.id).unwrap();
    }
    for id in [home.id, away.id] {
        coach::overrides::override_team(
            &mut store,
            id,
            TeamField::Treasury.id(),
            "50",
            "test money",
        )
        .unwrap();
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
    let pre = coach::dreadball::prematch(&mut day.store, &context(), day.fixture).unwrap();
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
        coach::overrides::override_team(
            &mut day.store,
            id,
            TeamField::Cheerleaders.id(),
            "3",
            "bought",
        )
        .unwrap();
    }
    let pre = coach::dreadball::prematch(&mut day.store, &context(), day.fixture).unwrap();
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
    let mvp =
        coach::dreadball::hire_mvp(&mut day.store, &context, day.fixture, day.away, "Buzzcut")
            .unwrap();
    assert_eq!(mvp.players.len(), 1);
    let mut rolls = 0;
    loop {
        let pre = coach::dreadball::prematch(&mut day.store, &context, day.fixture).unwrap();
        if pre.away.rolls_left == 0 {
            break;
        }
        coach::dreadball::roll_free_agent(
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
    coach::dreadball::buy_hack(&mut day.store, &context, day.fixture, day.home, "c").unwrap();
    coach::dreadball::buy_hack(&mut day.store, &context, day.fixture, day.away, "A").unwrap();
    let pre = coach::dreadball::prematch(&mut day.store, &context, day.fixture).unwrap();
    let home = coach::dreadball::show_team(&mut day.store, &context, day.home)
        .unwrap()
        .team;
    let away = coach::dreadball::show_team(&mut day.store, &context, day.away)
        .unwrap()
        .team;
    // A Jack or a Striker: only they score strikes (seed 000).
    let scorer = home
        .players
        .iter()
        .find(|p| {
            use dugout::data::dreadball::Position;
            matches!(p.position, Position::Jack | Position::Striker)
        })
        .unwrap()
        .id;
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
            // Buzzcut is a Guard: he slams (a kill), he does not score.
            PlayerReport {
                kills: 1,
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
    let preview =
        coach::dreadball::preview_postmatch(&mut day.store, &context, day.fixture, &report)
            .unwrap();
    let plan =
        coach::dreadball::record_postmatch(&mut day.store, &context, day.fixture, &report).unwrap();
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
    let away_after = coach::dreadball::show_team(&mut day.store, &context, day.away).unwrap();
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
            let line = coach::dreadball::roll_free_agent(
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
        let plan = coach::dreadball::record_postmatch(
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
    let line =
        coach::dreadball::buy_hack(&mut day.store, &context, day.fixture, day.home, "B").unwrap();
    assert_eq!(line.kind, ItemKind::Hack);
    assert_eq!(line.treasury_mc, 5);
    let before = without_audit(&day.path);
    let refusal = coach::dreadball::buy_hack(&mut day.store, &context, day.fixture, day.home, "F")
        .unwrap_err();
    assert!(
        refusal.message(Lang::En).contains("at most 1 hack"),
        "{refusal}"
    );
    assert_eq!(without_audit(&day.path), before);
    // The other coach may still buy one.
    coach::dreadball::buy_hack(&mut day.store, &context, day.fixture, day.away, "F").unwrap();
    let pre = coach::dreadball::prematch(&mut day.store, &context, day.fixture).unwrap();
    assert_eq!(pre.home.treasury_mc, 45);
    assert!(pre.away.hack.as_deref().unwrap().starts_with('F'));
}

/// The first seed whose first d6 shows `face`.
fn seed_rolling(face: u8) -> u64 {
    (0..)
        .find(|s| dugout::dice::Dice::seeded(*s).roll(6) == face)
        .unwrap()
}

#[test]
fn a_zee_result_brings_a_pair_of_jacks() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 4);
    let line = coach::dreadball::roll_free_agent(
        &mut day.store,
        &context(),
        day.fixture,
        day.away,
        3,
        None,
        Some(seed_rolling(1)),
    )
    .unwrap();
    assert_eq!(line.die, Some(1));
    assert_eq!(line.players.len(), 2, "{line:?}");
    assert!(line.label.contains("Zee"));
    let team = coach::dreadball::show_team(&mut day.store, &context(), day.away).unwrap();
    let hired: Vec<_> = team
        .team
        .players
        .iter()
        .filter(|p| p.hired_for.is_some())
        .collect();
    assert_eq!(hired.len(), 2);
    assert!(
        hired
            .iter()
            .all(|p| p.kind == dugout::rules::dreadball::PlayerKind::FreeAgent)
    );
    // Issue 46 item 4: each is named as the Koeputki roster names a Jack, with its shirt
    // number, not after the table's line ("2 x Zee Jack*").
    for player in &hired {
        assert_eq!(
            player.name,
            format!("Zee Jack {}", player.number),
            "{player:?}"
        );
    }
}

#[test]
fn table_six_lets_the_coach_choose_and_nothing_else_is_rolled_meanwhile() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 4);
    let context = context();
    let (fixture, team) = (day.fixture, day.away);
    // Die 1 on table 6 offers a choice.
    let seed = seed_rolling(1);
    let line = coach::dreadball::roll_free_agent(
        &mut day.store,
        &context,
        fixture,
        team,
        6,
        None,
        Some(seed),
    )
    .unwrap();
    assert!(line.is_pending());
    assert!(line.options.len() >= 2, "{line:?}");
    assert!(line.players.is_empty());
    let refusal =
        coach::dreadball::roll_free_agent(&mut day.store, &context, fixture, team, 1, None, None)
            .unwrap_err();
    assert!(
        refusal.to_string().contains("waiting for a choice"),
        "{refusal}"
    );
    let before = without_audit(&day.path);
    let wrong = line.options.len() as u32 + 1;
    let refusal =
        coach::dreadball::choose_free_agent(&mut day.store, &context, fixture, team, wrong)
            .unwrap_err();
    assert!(
        refusal.message(Lang::En).contains("choose one of"),
        "{refusal}"
    );
    assert_eq!(without_audit(&day.path), before);
    let chosen =
        coach::dreadball::choose_free_agent(&mut day.store, &context, fixture, team, 2).unwrap();
    assert_eq!(chosen.choice, Some(2));
    assert_eq!(chosen.label, line.options[1]);
    assert_eq!(chosen.players.len(), 1);
    // Given up front, the choice applies at once.
    let direct = coach::dreadball::roll_free_agent(
        &mut day.store,
        &context,
        fixture,
        team,
        6,
        Some(1),
        Some(seed),
    )
    .unwrap();
    assert_eq!((direct.choice, direct.players.len()), (Some(1), 1));
}

/// Hires roster players until the team has `count`.
fn fill_to(day: &mut Day, team: TeamId, count: usize) {
    let context = context();
    coach::overrides::override_team(
        &mut day.store,
        team,
        TeamField::Treasury.id(),
        "500",
        "test money",
    )
    .unwrap();
    while coach::dreadball::show_team(&mut day.store, &context, team)
        .unwrap()
        .team
        .players
        .len()
        < count
    {
        coach::dreadball::hire(&mut day.store, &context, team, "jack", None).unwrap();
    }
}

#[test]
fn a_full_roster_cannot_roll_and_a_pack_does_not_split_at_the_last_place() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 0);
    let context = context();
    let (fixture, team) = (day.fixture, day.away);
    let home = day.home;
    fill_to(&mut day, home, 14);
    fill_to(&mut day, team, 13);
    coach::overrides::override_team(
        &mut day.store,
        home,
        TeamField::Cheerleaders.id(),
        "3",
        "richer",
    )
    .unwrap();
    let pre = coach::dreadball::prematch(&mut day.store, &context, fixture).unwrap();
    assert_eq!(pre.outsider, Some(team));
    assert!(pre.away.rolls_left >= 1);
    let line = coach::dreadball::roll_free_agent(
        &mut day.store,
        &context,
        fixture,
        team,
        3,
        None,
        Some(seed_rolling(1)),
    )
    .unwrap();
    // Issue 46 item 4 (seed 000 l.1094): the Zees travel as a pack, so with one place
    // left the pair does not join at all.
    assert_eq!((line.players.len(), line.turned_away), (0, 2));
    // At 14: refused before any die is rolled, and nothing written.
    fill_to(&mut day, team, 14);
    let before = without_audit(&day.path);
    let refusal =
        coach::dreadball::roll_free_agent(&mut day.store, &context, fixture, team, 1, None, None)
            .unwrap_err();
    assert!(
        refusal.message(Lang::En).contains("at most 14 players"),
        "{refusal}"
    );
    assert!(refusal.message(Lang::Fr).contains("au plus 14 joueurs"));
    assert_eq!(without_audit(&day.path), before);
}

#[test]
fn an_mvp_beyond_the_bonus_takes_the_rest_from_the_treasury_if_the_league_allows() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 1);
    let context = context();
    let pre = coach::dreadball::prematch(&mut day.store, &context, day.fixture).unwrap();
    let bonus = pre.away.bonus_left_mc;
    // Buzzcut costs 11mc: more than a single released player's worth of bonus.
    assert!(bonus < 11, "bonus {bonus}");
    let mut settings = coach::dreadball::dreadball_league(&mut day.store, day.league)
        .unwrap()
        .own
        .match_day;
    settings.mvp_from_treasury = false;
    coach::dreadball::change_match_day_settings(&mut day.store, day.league, &settings).unwrap();
    let refusal =
        coach::dreadball::hire_mvp(&mut day.store, &context, day.fixture, day.away, "buzzcut")
            .unwrap_err();
    assert!(
        refusal
            .message(Lang::En)
            .contains("does not let MVPs be paid from the treasury")
    );
    settings.mvp_from_treasury = true;
    coach::dreadball::change_match_day_settings(&mut day.store, day.league, &settings).unwrap();
    let line =
        coach::dreadball::hire_mvp(&mut day.store, &context, day.fixture, day.away, "BUZZCUT")
            .unwrap();
    assert_eq!((line.bonus_mc, line.treasury_mc), (bonus, 11 - bonus));
    let after = coach::dreadball::prematch(&mut day.store, &context, day.fixture).unwrap();
    assert_eq!(
        after.away.treasury_mc,
        pre.away.treasury_mc - i64::from(11 - bonus)
    );
    assert_eq!(after.away.bonus_left_mc, 0);
    assert_eq!(
        after.away.value_mc, pre.away.value_mc,
        "a hired MVP is not part of the team's value"
    );
    // The favourite pays from its treasury, and the same MVP cannot play for both sides.
    let refusal =
        coach::dreadball::hire_mvp(&mut day.store, &context, day.fixture, day.home, "buzzcut")
            .unwrap_err();
    assert!(
        refusal
            .message(Lang::En)
            .contains("already hired by the opponent")
    );
    let home =
        coach::dreadball::hire_mvp(&mut day.store, &context, day.fixture, day.home, "Asylum")
            .unwrap();
    assert_eq!((home.bonus_mc, home.treasury_mc), (0, 9));
}

#[test]
fn the_mvps_a_team_may_hire_are_listed_first_and_the_others_say_why() {
    let mut day = match_day("trontek-29ers", "greenmoon-smackers", 3);
    let offers =
        coach::dreadball::mvp_offers(&mut day.store, &context(), day.fixture, day.away).unwrap();
    assert_eq!(offers.len(), Reference::bundled().unwrap().mvps.len());
    let first_refused = offers.iter().position(|o| o.refused.is_some()).unwrap();
    assert!(offers[..first_refused].iter().all(|o| o.payment.is_some()));
    assert!(offers[first_refused..].iter().all(|o| o.refused.is_some()));
    let logan = offers.iter().find(|o| o.id == "lucky-logan").unwrap();
    assert!(
        logan
            .refused
            .as_deref()
            .unwrap()
            .contains("does not play for")
    );
}

#[test]
fn a_match_played_without_a_post_match_gets_one_on_top_and_editing_is_refused_after() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 0);
    let context = context();
    let report = coach::MatchReport {
        home_score: 3,
        away_score: 1,
        ..coach::MatchReport::default()
    };
    coach::record_result(&mut day.store, day.fixture, &report).unwrap();
    let wrong = PostMatchReport {
        home_score: Some(2),
        away_score: Some(1),
        ..PostMatchReport::default()
    };
    let refusal = coach::dreadball::record_postmatch(&mut day.store, &context, day.fixture, &wrong)
        .unwrap_err();
    assert!(
        refusal.to_string().contains("was recorded as 3–1"),
        "{refusal}"
    );
    let plan = coach::dreadball::record_postmatch(
        &mut day.store,
        &context,
        day.fixture,
        &PostMatchReport::default(),
    )
    .unwrap();
    assert_eq!(plan.teams.len(), 2);
    assert_eq!(
        plan.teams[0].outcome,
        dugout::rules::dreadball::match_day::MatchOutcome::Won
    );
    let refusal = coach::edit_score(&mut day.store, day.fixture, 4, 1, false).unwrap_err();
    assert!(
        refusal.to_string().contains("post-match recorded"),
        "{refusal}"
    );
    let again = coach::dreadball::record_postmatch(
        &mut day.store,
        &context,
        day.fixture,
        &PostMatchReport::default(),
    )
    .unwrap_err();
    assert!(again.to_string().contains("already recorded"));
}

#[test]
fn a_rank_up_needs_an_advancement_and_reset_takes_it_back() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 0);
    let context = context();
    let home = coach::dreadball::show_team(&mut day.store, &context, day.home)
        .unwrap()
        .team;
    let star = &home.players[0];
    let mut report = PostMatchReport {
        home_score: Some(2),
        away_score: Some(2),
        players: vec![PlayerReport {
            experience: BTreeMap::from([(XpSource::Other, 6)]),
            ..player(star.id)
        }],
        seed: Some(1),
        ..PostMatchReport::default()
    };
    let refusal =
        coach::dreadball::record_postmatch(&mut day.store, &context, day.fixture, &report)
            .unwrap_err();
    assert!(refusal.to_string().contains("reaches rank 1"), "{refusal}");
    let preview =
        coach::dreadball::preview_postmatch(&mut day.store, &context, day.fixture, &report)
            .unwrap();
    assert_eq!(preview.pending().count(), 1);
    report.advancements.push(AdvancementEntry {
        player: star.id,
        choice: "stat:speed".to_string(),
    });
    let before = without_audit(&day.path);
    coach::dreadball::record_postmatch(&mut day.store, &context, day.fixture, &report).unwrap();
    let after = coach::dreadball::show_team(&mut day.store, &context, day.home)
        .unwrap()
        .team;
    let speed = |team: &dugout::store::dreadball::TeamRecord| {
        team.players
            .iter()
            .find(|p| p.id == star.id)
            .unwrap()
            .stats
            .speed
            .unwrap()
    };
    assert_eq!(
        speed(&after),
        speed(&home) - 1,
        "Speed is a target: better is lower"
    );
    coach::reset_result(&mut day.store, day.fixture).unwrap();
    assert_eq!(without_audit(&day.path), before);
}

#[test]
fn revival_and_signing_follow_the_league_settings() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 2);
    let context = context();
    let agent = coach::dreadball::roll_free_agent(
        &mut day.store,
        &context,
        day.fixture,
        day.away,
        1,
        None,
        Some(seed_rolling(2)),
    )
    .unwrap();
    let agent_id = agent.players[0].id;
    let away = coach::dreadball::show_team(&mut day.store, &context, day.away)
        .unwrap()
        .team;
    let victim = away
        .players
        .iter()
        .find(|p| p.hired_for.is_none())
        .unwrap()
        .id;
    let report = PostMatchReport {
        home_score: Some(1),
        away_score: Some(0),
        players: vec![PlayerReport {
            dead: true,
            ..player(victim)
        }],
        revive: vec![victim],
        sign: vec![agent_id],
        seed: Some(3),
        ..PostMatchReport::default()
    };
    let refusal =
        coach::dreadball::record_postmatch(&mut day.store, &context, day.fixture, &report)
            .unwrap_err();
    assert!(
        refusal.to_string().contains("does not allow reviving"),
        "{refusal}"
    );
    let mut settings = coach::dreadball::dreadball_league(&mut day.store, day.league)
        .unwrap()
        .own
        .match_day;
    settings.revival_mc = Some(15);
    coach::dreadball::change_match_day_settings(&mut day.store, day.league, &settings).unwrap();
    let plan =
        coach::dreadball::record_postmatch(&mut day.store, &context, day.fixture, &report).unwrap();
    assert_eq!(plan.revived.len(), 1);
    assert_eq!(plan.signed.len(), 1);
    let after = coach::dreadball::show_team(&mut day.store, &context, day.away)
        .unwrap()
        .team;
    assert!(after.players.iter().any(|p| p.id == victim), "revived");
    let signed = after.players.iter().find(|p| p.id == agent_id).unwrap();
    assert_eq!(signed.hired_for, None, "signed for good");
    let cost = i64::from(signed.cost_mc);
    let earned = i64::from(plan.teams[1].earnings_mc);
    assert_eq!(after.treasury_mc, 50 + earned - 15 - cost);
}

/// Issue 46 item 1: every DreadBall die can be typed from a physical one, by key; a face
/// off the die or a key no roll has is refused and nothing is written.
#[test]
fn a_free_agent_roll_and_the_post_match_dice_can_be_typed_by_key() {
    let mut day = match_day("trontek-29ers", "trontek-29ers", 4);
    let context = context();
    let (fixture, team) = (day.fixture, day.away);
    let before = without_audit(&day.path);
    for (key, face, said) in [
        ("free-agent", 7, "shows 7; those dice show 1 to 6"),
        ("free-agnet", 5, "no roll free-agnet"),
    ] {
        let typed = BTreeMap::from([(key.to_string(), face)]);
        let refusal = coach::dreadball::roll_free_agent_typed(
            &mut day.store,
            &context,
            fixture,
            team,
            1,
            None,
            None,
            &typed,
        )
        .unwrap_err();
        assert!(refusal.message(Lang::En).contains(said), "{refusal}");
        assert_eq!(without_audit(&day.path), before, "nothing written");
    }
    // Seed 000's table 1, line 5: the Forge Father Guard.
    let typed = BTreeMap::from([("free-agent".to_string(), 5)]);
    let line = coach::dreadball::roll_free_agent_typed(
        &mut day.store,
        &context,
        fixture,
        team,
        1,
        None,
        None,
        &typed,
    )
    .unwrap();
    assert_eq!(line.die, Some(5));
    assert!(line.label.contains("Forge Father Guard"), "{line:?}");
    // The post-match's earnings dice, typed; the review lists every key.
    let report = PostMatchReport {
        home_score: Some(2),
        away_score: Some(1),
        dice: BTreeMap::from([("earnings.away.1".to_string(), 6)]),
        ..PostMatchReport::default()
    };
    let plan =
        coach::dreadball::preview_postmatch(&mut day.store, &context, fixture, &report).unwrap();
    let keys: Vec<(&str, u8, bool)> = plan
        .dice
        .iter()
        .map(|roll| (roll.key.as_str(), roll.result, roll.entered))
        .collect();
    assert!(keys.contains(&("earnings.away.1", 6, true)), "{keys:?}");
    assert!(
        keys.iter()
            .any(|(key, _, typed)| *key == "earnings.home.1" && !typed),
        "{keys:?}"
    );
    let mut off = report.clone();
    off.dice.insert("earnings.home.1".into(), 0);
    let refusal =
        coach::dreadball::preview_postmatch(&mut day.store, &context, fixture, &off).unwrap_err();
    assert!(
        refusal
            .message(Lang::Fr)
            .contains("ces dés donnent de 1 à 6"),
        "{refusal}"
    );
}
