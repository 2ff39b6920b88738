//! The match day's plans over hand-built teams, with dice typed in so every number is the
//! seed's: the roll log, the pre-match (stadium, fans, journeymen, petty cash, prayers,
//! Dungeonbowl), casualties with the apothecary, advancements and their limits, and a
//! team's post-match steps (residency, ownership, sale, sponsorship, costly errors).

use std::collections::BTreeMap;

use super::*;
use crate::data::bloodbowl::Category;
use crate::data::bloodbowl::tables::Characteristic;
use crate::rules::bloodbowl::bundled_data::{dice, humans, reference, tables};
use crate::rules::bloodbowl::inducements::InducementBuy;
use crate::rules::bloodbowl::post_match::{Halving, TeamMatch};
use crate::rules::bloodbowl::pre_match::Side;
use crate::rules::bloodbowl::{Items, PlayerState, TeamState};

/// A Human team of `linemen` Linemen (50,000 gp each) and `rerolls` re-rolls (50,000 gp).
fn team(linemen: usize, rerolls: u32, fans: u32) -> TeamState<'static> {
    TeamState {
        roster: humans(),
        staff: &reference().staff,
        treasury_gp: 200_000,
        items: Items {
            rerolls,
            dedicated_fans: fans,
            ..Items::default()
        },
        players: (0..linemen)
            .map(|_| PlayerState {
                position: "lineman".into(),
                value_gp: 50_000,
                available: true,
                journeyman: false,
            })
            .collect(),
        matches_played: 1,
    }
}

fn side(team: TeamState<'static>, buys: Vec<InducementBuy>) -> PrematchSide<'static> {
    PrematchSide {
        team,
        rules: &humans().special_rules,
        tier: humans().tier,
        residence: None,
        buys,
    }
}

const STANDARD: PrematchFormat = PrematchFormat {
    stadium: true,
    weather: true,
    ball: true,
    kick_off: true,
};

#[test]
fn a_typed_die_is_used_and_marked_one_off_its_faces_or_never_asked_is_refused() {
    let typed = dice(&[("a", 3)]);
    let mut log = RollLog::new(1, &typed);
    assert_eq!(
        log.table("a", crate::data::bloodbowl::tables::Dice::D3),
        Ok(3)
    );
    let rolled = log.die("b", 6).unwrap();
    assert!((1..=6).contains(&rolled));
    let rolls = log.finish().unwrap();
    assert!(rolls[0].entered && !rolls[1].entered);
    let off = dice(&[("a", 4)]);
    let mut log = RollLog::new(1, &off);
    assert_eq!(
        log.table("a", crate::data::bloodbowl::tables::Dice::D3)
            .map_err(MatchDayRefusal::from),
        Err(MatchDayRefusal::RollOffDice {
            key: "a".into(),
            value: 4,
            low: 1,
            high: 3
        })
    );
    let unused = dice(&[("nothing", 2)]);
    let log = RollLog::new(1, &unused);
    assert_eq!(log.finish().unwrap_err().id(), "roll_not_asked");
    let again = |seed| {
        let empty = BTreeMap::new();
        let mut log = RollLog::new(seed, &empty);
        (0..20)
            .map(|n| log.die(&n.to_string(), 16).unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(again(9), again(9), "a seed rolls the same dice");
}

#[test]
fn the_pre_match_adds_journeymen_gives_the_lower_value_its_difference_and_prays_for_the_rest() {
    // Home: 11 Linemen and 2 re-rolls (650,000 gp); away: 9 Linemen, so 2 journeymen
    // (550,000 gp). The away side buys 2 bribes (200,000 gp) from 100,000 of petty cash
    // and 100,000 of treasury, then is 100,000 above: home prays twice.
    let typed = dice(&[
        ("stadium.home", 3),
        ("stadium.away", 4),
        ("weather.home", 1),
        ("weather.away", 1),
        ("fans.home", 2),
        ("fans.away", 3),
        ("prayer.1", 1),
        ("prayer.2", 16),
        ("coin", 2),
        ("ball", 7),
    ]);
    let mut log = RollLog::new(5, &typed);
    let bribes = InducementBuy {
        id: "bribes".into(),
        count: 2,
        price_each_gp: None,
    };
    let sides = [
        side(team(11, 2, 4), Vec::new()),
        side(team(9, 0, 1), vec![bribes]),
    ];
    let plan = plan_prematch(
        tables(),
        STANDARD,
        sides,
        PrematchChoices::default(),
        &mut log,
    )
    .unwrap();
    assert_eq!(
        plan.stadium.as_ref().unwrap().stadium,
        "nothing-out-of-the-ordinary"
    );
    assert_eq!(plan.weather.as_deref(), Some("sweltering-heat"), "2 on 2D6");
    assert_eq!(plan.fan_factors, [4 + 2, 1 + 3]);
    assert_eq!(plan.journeymen, [0, 2]);
    assert_eq!(plan.ctv_gp, [650_000, 550_000]);
    assert_eq!(plan.petty_cash_gp, [0, 100_000]);
    assert_eq!(plan.bills[1].from_petty_cash_gp, 100_000);
    assert_eq!(plan.bills[1].from_treasury_gp, 100_000);
    assert_eq!(plan.ctv_after_gp, [650_000, 750_000]);
    assert_eq!(plan.prayers_side, Some(Side::Home));
    assert_eq!(
        plan.prayers.len(),
        2,
        "one D16 per 50,000 gp still between them"
    );
    assert_eq!(plan.toss_winner, Side::Away);
    assert_eq!(plan.kicking, Side::Home, "the winner receives by default");
    // Step 9 (seed 001 line 68): 7 on the D16 is "Ballon à pointes".
    assert_eq!(plan.ball.as_deref(), Some("extra-spiky-ball"));
    assert_eq!(log.finish().unwrap().len(), 10);
}

#[test]
fn a_resident_may_play_at_home_with_its_fans_bonus_and_the_visitors_petty_cash() {
    let typed = dice(&[
        ("stadium.home", 5),
        ("stadium.away", 2),
        ("stadium.table", 2),
        ("fans.home", 1),
        ("fans.away", 1),
        ("stadium.petty-cash", 7),
    ]);
    let mut log = RollLog::new(5, &typed);
    let mut home = side(team(11, 0, 2), Vec::new());
    home.residence = Some(StadiumPick {
        stadium: "luxury".into(),
        attribute: Some("reputation-for-spectacle".into()),
        resident: None,
    });
    let choices = PrematchChoices {
        own_stadium: Some(Side::Home),
        toss_winner_kicks: true,
    };
    let sides = [home, side(team(11, 0, 2), Vec::new())];
    let plan = plan_prematch(tables(), STANDARD, sides, choices, &mut log).unwrap();
    let stadium = plan.stadium.clone().unwrap();
    assert_eq!(
        (stadium.stadium.as_str(), stadium.resident),
        ("luxury", Some(Side::Home))
    );
    assert_eq!(
        plan.fan_factors,
        [2 + 1 + 1, 2 + 1],
        "+1 fan factor to the resident"
    );
    // Equal values: no difference; the visitor's 50,000 and the attribute's 2D6 x 10,000
    // to both.
    assert_eq!(plan.petty_cash_gp, [70_000, 50_000 + 70_000]);
    assert_eq!(plan.kicking, plan.toss_winner);
    // Not resident: refused.
    let mut log = RollLog::new(5, &typed);
    let sides = [
        side(team(11, 0, 2), Vec::new()),
        side(team(11, 0, 2), Vec::new()),
    ];
    let refused = plan_prematch(tables(), STANDARD, sides, choices, &mut log).unwrap_err();
    assert_eq!(refused.id(), "not_resident");
}

#[test]
fn dungeonbowl_draws_neither_stadium_nor_weather() {
    let empty = BTreeMap::new();
    let mut log = RollLog::new(3, &empty);
    let format = PrematchFormat {
        stadium: false,
        weather: false,
        ball: false,
        kick_off: false,
    };
    let sides = [
        side(team(11, 0, 1), Vec::new()),
        side(team(11, 0, 1), Vec::new()),
    ];
    let plan = plan_prematch(
        tables(),
        format,
        sides,
        PrematchChoices::default(),
        &mut log,
    )
    .unwrap();
    assert!(plan.stadium.is_none() && plan.weather.is_none() && plan.ball.is_none());
    // No kick-off (seed 003 line 11): the toss winner places first.
    assert!(!plan.kick_off);
    assert_eq!(plan.kicking, plan.toss_winner);
    let keys: Vec<String> = log.finish().unwrap().into_iter().map(|r| r.key).collect();
    assert_eq!(keys, ["fans.home", "fans.away", "coin"]);
}

/// Issue 46 items 5–6: a dungeon refuses who kicks off, a team's own stadium and a
/// Weather Mage, in words (seed 003 lines 9 and 11).
#[test]
fn dungeonbowl_refuses_what_it_has_no_use_for() {
    let empty = BTreeMap::new();
    let dungeon = PrematchFormat {
        stadium: false,
        weather: false,
        ball: false,
        kick_off: false,
    };
    let plan = |choices: PrematchChoices, buys: Vec<InducementBuy>| {
        let mut log = RollLog::new(3, &empty);
        let sides = [side(team(11, 0, 1), buys), side(team(11, 0, 1), Vec::new())];
        plan_prematch(tables(), dungeon, sides, choices, &mut log)
    };
    let kicks = PrematchChoices {
        toss_winner_kicks: true,
        ..PrematchChoices::default()
    };
    assert_eq!(
        plan(kicks, Vec::new()).unwrap_err(),
        MatchDayRefusal::NoKickOff
    );
    let own = PrematchChoices {
        own_stadium: Some(Side::Home),
        ..PrematchChoices::default()
    };
    assert_eq!(
        plan(own, Vec::new()).unwrap_err(),
        MatchDayRefusal::NoOwnStadium
    );
    let mage = vec![InducementBuy {
        id: "weather-mage".into(),
        count: 1,
        price_each_gp: None,
    }];
    let refused = plan(PrematchChoices::default(), mage).unwrap_err();
    assert_eq!(refused, MatchDayRefusal::NoWeather { side: Side::Home });
    assert!(
        refused
            .message(crate::data::Lang::Fr)
            .contains("un donjon n'a pas de météo")
    );
}

/// Seed 001 line 66: "CHOIX DU BALLON : 1D16 ou au choix du coach qui engage". A chosen
/// ball is typed as its D16; the table's first and last rows (lines 68–71), a typed D16
/// that disagrees, an unknown ball and a dungeon are refused in words.
#[test]
fn the_kicking_coach_may_choose_the_ball_instead_of_the_d16() {
    use super::chosen_ball_face;
    let t = tables();
    assert_eq!(chosen_ball_face(t, STANDARD, "explodin-ball", None), Ok(1));
    assert_eq!(
        chosen_ball_face(t, STANDARD, "warpstone-brazier", Some(16)),
        Ok(16)
    );
    let twice = chosen_ball_face(t, STANDARD, "warpstone-brazier", Some(3)).unwrap_err();
    assert_eq!(twice.id(), "ball_twice");
    let unknown = chosen_ball_face(t, STANDARD, "pigskin", None).unwrap_err();
    assert_eq!(unknown.id(), "unknown_ball");
    assert!(
        unknown
            .message(crate::data::Lang::Fr)
            .contains("pas de ballon pigskin")
    );
    let dungeon = PrematchFormat {
        stadium: false,
        weather: false,
        ball: false,
        kick_off: false,
    };
    let refused = chosen_ball_face(t, dungeon, "explodin-ball", None).unwrap_err();
    assert_eq!(refused.id(), "no_ball_to_choose");
    // The chosen ball is the one the plan records, with no die rolled for it.
    let face = chosen_ball_face(t, STANDARD, "sacred-egg", None).unwrap();
    let typed = dice(&[("ball", face)]);
    let mut log = RollLog::new(9, &typed);
    let sides = [
        side(team(11, 0, 1), Vec::new()),
        side(team(11, 0, 1), Vec::new()),
    ];
    let plan = plan_prematch(t, STANDARD, sides, PrematchChoices::default(), &mut log).unwrap();
    assert_eq!(plan.ball.as_deref(), Some("sacred-egg"));
    let ball = log
        .finish()
        .unwrap()
        .into_iter()
        .find(|r| r.key == "ball")
        .unwrap();
    assert!(ball.entered, "typed, not rolled");
}

fn profile() -> Profile {
    Profile {
        ma: 6,
        st: 3,
        ag: 3,
        pa: Some(4),
        av: 9,
        skills: Vec::new(),
        value_gp: 50_000,
        spp: 0,
        advancements: Vec::new(),
        lasting_injuries: Vec::new(),
        miss_next_game: false,
    }
}

#[test]
fn each_casualty_does_what_the_table_says_and_the_apothecary_keeps_the_lesser() {
    let cases: [(u8, &str, bool, bool); 5] = [
        (1, "badly-hurt", false, false),
        (7, "seriously-hurt", true, false),
        (10, "serious-injury", true, false),
        (13, "lasting-injury", true, false),
        (15, "dead", false, true),
    ];
    for (roll, id, misses, dead) in cases {
        let typed = dice(&[("casualty.1", roll), ("lasting.1", 6)]);
        let mut log = RollLog::new(1, &typed);
        let outcome = roll_casualty(tables(), &mut log, 1, false).unwrap();
        assert_eq!(
            (
                outcome.casualty.as_str(),
                outcome.miss_next_game,
                outcome.dead
            ),
            (id, misses, dead)
        );
    }
    // 13 (lasting) then 8 (seriously hurt): the apothecary keeps 8, no lasting roll.
    let typed = dice(&[("casualty.1", 13), ("apothecary.1", 8)]);
    let mut log = RollLog::new(1, &typed);
    let outcome = roll_casualty(tables(), &mut log, 1, true).unwrap();
    assert_eq!(outcome.casualty, "seriously-hurt");
    assert_eq!(outcome.first.as_deref(), Some("lasting-injury"));
    assert!(outcome.lasting.is_none());
    // A lasting injury of each kind moves the stored characteristic the right way.
    for (d6, check) in [
        (1, (|p: &Profile| p.av == 8) as fn(&Profile) -> bool),
        (3, |p: &Profile| p.ma == 5),
        (4, |p: &Profile| p.pa == Some(5)),
        (5, |p: &Profile| p.ag == 4),
        (6, |p: &Profile| p.st == 2),
    ] {
        let typed = dice(&[("casualty.1", 14), ("lasting.1", d6)]);
        let mut log = RollLog::new(1, &typed);
        let outcome = roll_casualty(tables(), &mut log, 1, false).unwrap();
        let mut player = profile();
        apply_casualty(&mut player, &outcome);
        assert!(check(&player), "lasting injury {d6}: {player:?}");
        assert!(player.miss_next_game);
        assert_eq!(player.lasting_injuries.len(), 1);
    }
    let typed = dice(&[("casualty.1", 11)]);
    let mut log = RollLog::new(1, &typed);
    let mut player = profile();
    apply_casualty(
        &mut player,
        &roll_casualty(tables(), &mut log, 1, false).unwrap(),
    );
    assert_eq!(player.lasting_injuries, [NIGGLING_INJURY]);
}

fn input(kind: &str) -> AdvanceInput {
    AdvanceInput {
        player: 1,
        kind: kind.into(),
        ..AdvanceInput::default()
    }
}

fn category_of(skill: &str) -> Option<Category> {
    reference()
        .skills
        .iter()
        .find(|s| s.id == skill)
        .map(|s| s.category)
}

fn lineman() -> &'static crate::data::bloodbowl::Position {
    humans()
        .position
        .iter()
        .find(|p| p.id == "lineman")
        .unwrap()
}

#[test]
fn an_advancement_costs_the_level_price_and_adds_its_value() {
    let empty = BTreeMap::new();
    let mut log = RollLog::new(1, &empty);
    let mut player = Profile {
        spp: 7,
        ..profile()
    };
    let mut chosen = input("chosen-primary");
    chosen.skill = Some("block".into());
    let taken = advance(
        tables(),
        &mut log,
        (&mut player, lineman()),
        &chosen,
        &category_of,
        1,
    )
    .unwrap();
    assert_eq!((taken.level, taken.spp, taken.value_gp), (1, 6, 20_000));
    assert_eq!((player.spp, player.value_gp), (1, 70_000));
    assert!(player.skills.contains(&"block".to_string()));
    // Level 2 costs 8 for the same kind: 1 SPP is short.
    let mut again = input("chosen-primary");
    again.skill = Some("dodge".into());
    let refused = advance(
        tables(),
        &mut log,
        (&mut player, lineman()),
        &again,
        &category_of,
        2,
    )
    .unwrap_err();
    assert_eq!(refused.id(), "not_enough_spp");
    // Block again is already had; an Agility skill is not a Lineman's primary.
    let mut player = Profile { spp: 50, ..player };
    let refused = advance(
        tables(),
        &mut log,
        (&mut player, lineman()),
        &chosen,
        &category_of,
        2,
    )
    .unwrap_err();
    assert_eq!(refused.id(), "skill_already_had");
    let refused = advance(
        tables(),
        &mut log,
        (&mut player, lineman()),
        &again,
        &category_of,
        2,
    )
    .unwrap_err();
    assert_eq!(refused.id(), "skill_not_in_column");
}

#[test]
fn a_random_characteristic_offers_the_row_less_what_is_improved_twice() {
    // D16 of 1: +1 MA or +1 AV. AV already improved twice: MA without asking.
    let typed = dice(&[("characteristic.1.1", 1)]);
    let mut log = RollLog::new(1, &typed);
    let mut player = Profile {
        spp: 18,
        ..profile()
    };
    for _ in 0..2 {
        player.advancements.push(TakenAdvancement {
            kind: "random-characteristic".into(),
            gained: "av".into(),
        });
    }
    player.spp = 24;
    let taken = advance(
        tables(),
        &mut log,
        (&mut player, lineman()),
        &input("random-characteristic"),
        &category_of,
        1,
    )
    .unwrap();
    assert_eq!(
        (taken.gained.as_str(), taken.value_gp, taken.level),
        ("ma", 20_000, 3)
    );
    assert_eq!(player.ma, 7);
    // 16: any characteristic, so the coach must say which.
    let typed = dice(&[("characteristic.1.1", 16)]);
    let mut log = RollLog::new(1, &typed);
    let mut player = Profile {
        spp: 18,
        ..profile()
    };
    let refused = advance(
        tables(),
        &mut log,
        (&mut player, lineman()),
        &input("random-characteristic"),
        &category_of,
        1,
    )
    .unwrap_err();
    assert_eq!(refused.id(), "characteristic_needed");
    let mut pick = input("random-characteristic");
    pick.characteristic = Some(Characteristic::Ag);
    let typed = dice(&[("characteristic.1.1", 16)]);
    let mut log = RollLog::new(1, &typed);
    let taken = advance(
        tables(),
        &mut log,
        (&mut player, lineman()),
        &pick,
        &category_of,
        1,
    )
    .unwrap();
    assert_eq!((taken.gained.as_str(), taken.value_gp), ("ag", 40_000));
    assert_eq!(player.ag, 2, "AG 3+ improved is 2+");
}

#[test]
fn a_random_skill_is_rolled_again_while_the_player_has_it() {
    // General, first D6 1-3, second D6 1: Block; the player has it, so the next pair.
    let typed = dice(&[
        ("skill.1.1.half", 1),
        ("skill.1.1.row", 1),
        ("skill.1.1.2.half", 4),
        ("skill.1.1.2.row", 1),
    ]);
    let mut log = RollLog::new(1, &typed);
    let mut player = Profile {
        spp: 3,
        skills: vec!["block".into()],
        ..profile()
    };
    let taken = advance(
        tables(),
        &mut log,
        (&mut player, lineman()),
        &input("random-primary"),
        &category_of,
        1,
    )
    .unwrap();
    assert_eq!(taken.gained, "pro");
    assert_eq!(taken.value_gp, 10_000);
}

fn team_input(
    won: bool,
    lost: bool,
    state: StadiumState,
    played_in: Option<&StadiumPick>,
) -> TeamInput<'_> {
    TeamInput {
        side: Side::Home,
        matched: TeamMatch {
            won,
            lost,
            dedicated_fans: 3,
            touchdowns: 2,
            ..TeamMatch::default()
        },
        fan_factors: [5, 4],
        halving: Halving::Down,
        played_in,
        state,
        treasury_gp: 100_000,
    }
}

#[test]
fn a_team_wins_its_winnings_and_may_become_resident_at_their_cost() {
    let stadium = StadiumPick {
        stadium: "nothing-out-of-the-ordinary".into(),
        attribute: None,
        resident: None,
    };
    // D6 of 6, +1 for the win: 7, "resident, winnings lost".
    let typed = dice(&[
        ("residency.home", 6),
        ("sponsorship.home", 16),
        ("dedicated-fans.home", 3),
    ]);
    let mut log = RollLog::new(1, &typed);
    let choices = TeamChoices {
        try_residency: true,
        sponsorship: Some("major".into()),
        ..TeamChoices::default()
    };
    let out = team_steps(
        tables(),
        &mut log,
        &team_input(true, false, StadiumState::default(), Some(&stadium)),
        &choices,
    )
    .unwrap();
    assert_eq!(out.residency.as_deref(), Some("resident-without-winnings"));
    assert_eq!(out.winnings_gp, 0);
    assert_eq!(
        out.state_after.stadium.as_deref(),
        Some("nothing-out-of-the-ordinary")
    );
    // 16 + 3 fans + 3 for the win + 2 touchdowns = 24: a sponsorship.
    assert!(out.sponsorship_earned);
    assert_eq!(out.state_after.sponsorship.as_deref(), Some("major"));
    assert_eq!(out.fans_after, 4, "the winner's 3 is at least its 3 fans");
    // Refusing keeps the winnings: ((5 + 4) / 2 + 2) x 10,000.
    let mut log = RollLog::new(1, &typed);
    let refuse = TeamChoices {
        refuse_residency: true,
        ..choices.clone()
    };
    let out = team_steps(
        tables(),
        &mut log,
        &team_input(true, false, StadiumState::default(), Some(&stadium)),
        &refuse,
    )
    .unwrap();
    assert_eq!(
        (out.winnings_gp, out.state_after.stadium.clone()),
        (60_000, None)
    );
    // A low sponsorship roll may not take one.
    let low = dice(&[
        ("residency.home", 6),
        ("sponsorship.home", 1),
        ("dedicated-fans.home", 3),
    ]);
    let mut log = RollLog::new(1, &low);
    let refused = team_steps(
        tables(),
        &mut log,
        &team_input(true, false, StadiumState::default(), Some(&stadium)),
        &choices,
    )
    .unwrap_err();
    assert_eq!(refused.id(), "sponsorship_not_earned");
}

#[test]
fn a_resident_that_loses_may_lose_its_stadium_and_an_owner_sells_on_the_table() {
    let resident = StadiumState {
        stadium: Some("luxury/deluxe-seating".into()),
        ..StadiumState::default()
    };
    // A natural 6 loses the residence whatever was spent.
    let typed = dice(&[
        ("residency-keep.home", 6),
        ("sponsorship.home", 1),
        ("dedicated-fans.home", 6),
    ]);
    let mut log = RollLog::new(1, &typed);
    let spend = TeamChoices {
        keep_residency_gp: 60_000,
        ..TeamChoices::default()
    };
    let out = team_steps(
        tables(),
        &mut log,
        &team_input(false, true, resident.clone(), None),
        &spend,
    )
    .unwrap();
    assert!(out.residency_lost);
    assert!(
        out.money
            .iter()
            .any(|m| m.kind == "stadium" && m.amount_gp == -60_000)
    );
    // 5 less 2 (60,000 gp) is 3, not above 3 fans: kept.
    let typed = dice(&[
        ("residency-keep.home", 5),
        ("sponsorship.home", 1),
        ("dedicated-fans.home", 6),
    ]);
    let mut log = RollLog::new(1, &typed);
    let out = team_steps(
        tables(),
        &mut log,
        &team_input(false, true, resident.clone(), None),
        &spend,
    )
    .unwrap();
    assert!(!out.residency_lost);
    let odd = TeamChoices {
        keep_residency_gp: 40_000,
        ..TeamChoices::default()
    };
    let mut log = RollLog::new(1, &typed);
    let refused = team_steps(
        tables(),
        &mut log,
        &team_input(false, true, resident.clone(), None),
        &odd,
    )
    .unwrap_err();
    assert_eq!(refused.id(), "keep_residency_step");
    // An owner sells: 1 on the D6 gives 2D6 x 10,000 gp.
    let owner = StadiumState {
        owned: true,
        ..resident
    };
    let typed = dice(&[
        ("sale.home", 1),
        ("sale-gp.home", 7),
        ("sponsorship.home", 1),
    ]);
    let mut log = RollLog::new(1, &typed);
    let sell = TeamChoices {
        sell_stadium: true,
        ..TeamChoices::default()
    };
    let out = team_steps(
        tables(),
        &mut log,
        &team_input(false, false, owner, None),
        &sell,
    )
    .unwrap();
    assert!(
        out.money
            .iter()
            .any(|m| m.kind == "stadium" && m.amount_gp == 70_000)
    );
    assert_eq!(out.state_after.stadium, None);
}

#[test]
fn instalments_open_a_fund_the_bank_adds_to_and_the_purchase_takes_off() {
    let resident = StadiumState {
        stadium: Some("luxury".into()),
        ..StadiumState::default()
    };
    let typed = dice(&[("sponsorship.home", 1)]);
    let mut log = RollLog::new(1, &typed);
    let small = TeamChoices {
        stadium_payment_gp: 50_000,
        ..TeamChoices::default()
    };
    let refused = team_steps(
        tables(),
        &mut log,
        &team_input(false, false, resident.clone(), None),
        &small,
    )
    .unwrap_err();
    assert_eq!(refused.id(), "first_instalment");
    let mut log = RollLog::new(1, &typed);
    let first = TeamChoices {
        stadium_payment_gp: 70_000,
        ..TeamChoices::default()
    };
    let out = team_steps(
        tables(),
        &mut log,
        &team_input(false, false, resident.clone(), None),
        &first,
    )
    .unwrap();
    assert_eq!(out.state_after.fund_gp, 70_000 + 50_000);
    let mut log = RollLog::new(1, &typed);
    let buy = TeamChoices {
        buy_stadium: true,
        ..TeamChoices::default()
    };
    let funded = StadiumState {
        fund_gp: 200_000,
        ..resident
    };
    let out = team_steps(
        tables(),
        &mut log,
        &team_input(false, false, funded, None),
        &buy,
    )
    .unwrap();
    assert!(out.state_after.owned);
    assert!(
        out.money
            .iter()
            .any(|m| m.kind == "stadium" && m.amount_gp == -50_000),
        "250,000 less the fund"
    );
}

#[test]
fn costly_errors_take_what_the_band_and_its_dice_say() {
    // 600,000 gp and more, a 1: a catastrophe, all but 2D6 x 10,000 gp.
    let typed = dice(&[("costly-errors.home", 1), ("costly-loss.home", 5)]);
    let mut log = RollLog::new(1, &typed);
    let (id, loss) = costly_errors_step(tables(), &mut log, Side::Home, 700_000).unwrap();
    assert_eq!((id.as_str(), loss), ("catastrophe", 700_000 - 50_000));
    // Up to 195,000 gp, a 6: nothing.
    let typed = dice(&[("costly-errors.home", 6)]);
    let mut log = RollLog::new(1, &typed);
    let (id, loss) = costly_errors_step(tables(), &mut log, Side::Home, 150_000).unwrap();
    assert_eq!((id.as_str(), loss), ("crisis-averted", 0));
}

#[test]
fn the_mvp_is_chosen_among_the_eligible_or_drawn() {
    let typed = dice(&[("mvp.away", 2)]);
    let mut log = RollLog::new(1, &typed);
    let mvps = draw_mvps(&mut log, [&[1, 2], &[7, 8, 9]], [Some(2), None], true).unwrap();
    assert_eq!(mvps, [Some(2), Some(8)]);
    let mut log = RollLog::new(1, &typed);
    let refused = draw_mvps(&mut log, [&[1, 2], &[7]], [Some(5), None], true).unwrap_err();
    assert_eq!(refused.id(), "mvp_not_eligible");
}
