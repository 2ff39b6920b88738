//! Before and after a match, and free throws, with typed dice.

use std::collections::BTreeMap;

use super::tests::{data, deck, typed};
use super::*;
use crate::dice::RollLog;

fn lineup(ranking_points: i32, ids: &[u32], experience: u32) -> SideLineup {
    SideLineup {
        ranking_points,
        gladiators: ids
            .iter()
            .map(|id| LineupGladiator {
                number: *id,
                experience,
                race_power: 0,
                rap_die: 10,
                armour_to_roll: false,
            })
            .collect(),
    }
}

#[test]
fn before_the_match_rap_is_rolled_and_the_stronger_places_first() {
    // Nabos: 36 ranking points and 5 gladiators with 20 experience each (100 / 10 = 10):
    // power 46. Titanos: 33 and no experience.
    let lineups = [lineup(36, &[1, 2, 3, 4, 5], 20), lineup(33, &[11, 12], 0)];
    let dice = typed(&[("rap.home.1", 10), ("rap.away.11", 1)]);
    let mut log = RollLog::new(9, &dice);
    let plan = prematch(
        data(),
        Mode::Championship,
        XpRounding::Down,
        &lineups,
        &mut log,
    )
    .unwrap();
    assert_eq!(plan.power, [46, 33]);
    assert_eq!(plan.division, [5, 3]);
    assert_eq!(plan.targets, [3, 1]);
    assert_eq!(
        (plan.rap_of(Side::Home, 1), plan.rap_of(Side::Away, 11)),
        (Some(10), Some(1))
    );
    assert_eq!(plan.rap.len(), 7);
    assert_eq!(
        (plan.places_first, plan.settled_by.as_str()),
        (Side::Home, "power")
    );
    assert_eq!(plan.rolls.len(), 7);
    assert!(log.finish().is_ok());
}

#[test]
fn equal_power_goes_to_experience_then_rapidity_then_a_draw() {
    let mut lineups = [lineup(5, &[1], 0), lineup(4, &[2], 10)];
    let none = BTreeMap::new();
    let mut log = RollLog::new(1, &none);
    let plan = prematch(
        data(),
        Mode::Championship,
        XpRounding::Down,
        &lineups,
        &mut log,
    )
    .unwrap();
    assert_eq!(plan.power, [5, 5]);
    assert_eq!(
        (plan.places_first, plan.settled_by.as_str()),
        (Side::Away, "experience")
    );
    lineups[1] = lineup(5, &[2], 0);
    let dice = typed(&[("rap.home.1", 3), ("rap.away.2", 8)]);
    let mut log = RollLog::new(1, &dice);
    let plan = prematch(
        data(),
        Mode::Championship,
        XpRounding::Down,
        &lineups,
        &mut log,
    )
    .unwrap();
    assert_eq!(
        (plan.places_first, plan.settled_by.as_str()),
        (Side::Away, "rapidity")
    );
    let dice = typed(&[("rap.home.1", 3), ("rap.away.2", 3), ("first", 1)]);
    let mut log = RollLog::new(1, &dice);
    let plan = prematch(
        data(),
        Mode::Championship,
        XpRounding::Down,
        &lineups,
        &mut log,
    )
    .unwrap();
    assert_eq!(
        (plan.places_first, plan.settled_by.as_str()),
        (Side::Home, "draw")
    );
}

#[test]
fn a_tournament_armour_is_rolled_at_the_first_match_and_lineups_are_checked() {
    let mut lineups = [lineup(0, &[1, 2], 0), lineup(0, &[3], 0)];
    lineups[0].gladiators[1].armour_to_roll = true;
    let dice = typed(&[("armour.home.2", 5)]);
    let mut log = RollLog::new(2, &dice);
    let plan = prematch(
        data(),
        Mode::Championship,
        XpRounding::Down,
        &lineups,
        &mut log,
    )
    .unwrap();
    assert_eq!(
        plan.armour,
        [GladiatorRoll {
            side: Side::Home,
            number: 2,
            value: 9
        }]
    );
    let empty = [lineup(0, &[], 0), lineup(0, &[3], 0)];
    let none = BTreeMap::new();
    let mut log = RollLog::new(2, &none);
    let refused = prematch(
        data(),
        Mode::Championship,
        XpRounding::Down,
        &empty,
        &mut log,
    )
    .unwrap_err();
    assert_eq!(
        refused,
        KpbRefusal::LineupSize {
            side: Side::Home,
            count: 0,
            least: 1,
            most: 7
        }
    );
}

fn team(first: u32) -> Vec<(u32, Gladiator)> {
    let none = BTreeMap::new();
    let mut log = RollLog::new(3, &none);
    let rule = EquipmentRule::of(Mode::Championship, false);
    (0..7)
        .map(|n| {
            let new = NewGladiator {
                name: format!("G{n}"),
                specialization: "guerrier".into(),
                magic: MagicChoice::Gloves,
            };
            (
                first + n,
                create_gladiator(data(), rule, "g", &new, &deck(), &[], &mut log).unwrap(),
            )
        })
        .collect()
}

#[test]
fn after_the_match_the_dead_are_replaced_and_survivors_gain_experience() {
    let rule = EquipmentRule::of(Mode::Championship, false);
    let (home, away) = (team(1), team(11));
    let replacement = NewGladiator {
        name: "Newcomer".into(),
        specialization: "tireur".into(),
        magic: MagicChoice::Cards,
    };
    let home_input = PostmatchInput {
        // Gladiator 1 falls to -11 and the die says head: dead. Gladiator 2, -12 on a limb:
        // a coma, he comes back.
        death_risks: vec![
            DeathRiskInput {
                player: 1,
                life: -11,
                aimed: None,
            },
            DeathRiskInput {
                player: 2,
                life: -12,
                aimed: None,
            },
        ],
        replacements: vec![Replacement {
            replaces: 1,
            new: replacement,
        }],
        ..PostmatchInput::default()
    };
    let mut away_gladiators = away.clone();
    away_gladiators[0].1.experience = 5;
    let away_input = PostmatchInput {
        raises: vec![(11, Stat::Bal)],
        ..PostmatchInput::default()
    };
    let played_home = [1, 2, 3, 4, 5];
    let played_away = [11, 12, 13];
    let dice = typed(&[
        ("location.home.1", 1),
        ("location.home.2", 6),
        ("new.home.1.card.1", 1),
        ("new.home.1.card.2", 2),
    ]);
    let mut log = RollLog::new(4, &dice);
    let teams = [
        TeamAfterMatch {
            gladiators: &home,
            played: &played_home,
            input: &home_input,
        },
        TeamAfterMatch {
            gladiators: &away_gladiators,
            played: &played_away,
            input: &away_input,
        },
    ];
    let plan = postmatch(data(), rule, &deck(), teams, &mut log).unwrap();
    let home_after = &plan.sides[0];
    assert_eq!(home_after.dead, [1]);
    assert_eq!(home_after.risks[1].outcome, Outcome::Coma);
    assert_eq!(home_after.risks[1].location, "left-arm");
    assert_eq!(home_after.staying.len(), 6);
    let xp: Vec<u32> = home_after
        .staying
        .iter()
        .map(|(_, g)| g.experience)
        .collect();
    assert_eq!(xp, [5, 5, 5, 5, 0, 0]);
    assert_eq!(home_after.new.len(), 1);
    assert_eq!(home_after.new[0].1.cards(), [1, 2]);
    let raised = &plan.sides[1].staying[0].1;
    assert_eq!(
        (raised.experience, raised.stats.bal, raised.raises.len()),
        (10, 5, 1)
    );
    assert!(log.finish().is_ok());
}

#[test]
fn a_dead_gladiator_must_be_replaced_and_only_players_of_the_match_run_risks() {
    let rule = EquipmentRule::of(Mode::Championship, false);
    let (home, away) = (team(1), team(11));
    let input = PostmatchInput {
        death_risks: vec![DeathRiskInput {
            player: 1,
            life: -20,
            aimed: None,
        }],
        ..PostmatchInput::default()
    };
    let empty = PostmatchInput::default();
    let none = BTreeMap::new();
    let run = |home_input: &PostmatchInput, played: &[u32]| {
        let mut log = RollLog::new(4, &none);
        let teams = [
            TeamAfterMatch {
                gladiators: &home,
                played,
                input: home_input,
            },
            TeamAfterMatch {
                gladiators: &away,
                played: &[11],
                input: &empty,
            },
        ];
        postmatch(data(), rule, &deck(), teams, &mut log)
    };
    assert_eq!(
        run(&input, &[1]).unwrap_err(),
        KpbRefusal::ReplacementMissing {
            side: Side::Home,
            player: 1
        }
    );
    assert_eq!(run(&input, &[2]).unwrap_err().id(), "risk_not_played");
    let mild = PostmatchInput {
        death_risks: vec![DeathRiskInput {
            player: 1,
            life: -4,
            aimed: None,
        }],
        ..PostmatchInput::default()
    };
    assert_eq!(run(&mild, &[1]).unwrap_err().id(), "not_at_risk");
    let dismiss = PostmatchInput {
        dismissed: vec![3],
        ..PostmatchInput::default()
    };
    assert_eq!(run(&dismiss, &[1]).unwrap_err().id(), "dismiss_not_played");
}

#[test]
fn titanos_and_viking_settle_a_draw_with_free_throws() {
    // 13.2: 0-0 after 20 turns. Titanos (stronger) shoot first: 10 squares, missed;
    // Viking 2 squares, in (2); Titanos 12 squares, in (12); Viking 11 squares, in (13).
    let t = &data().tables;
    let shooter = |player, side, bal| Shooter { player, side, bal };
    let bal = &[
        shooter(1, Side::Home, 5),
        shooter(2, Side::Home, 5),
        shooter(3, Side::Home, 5),
        shooter(11, Side::Away, 4),
        shooter(12, Side::Away, 4),
    ];
    let throws = [
        ThrowInput {
            side: Side::Home,
            thrower: 1,
            distance: 10,
        },
        ThrowInput {
            side: Side::Away,
            thrower: 11,
            distance: 2,
        },
        ThrowInput {
            side: Side::Home,
            thrower: 2,
            distance: 12,
        },
        ThrowInput {
            side: Side::Away,
            thrower: 12,
            distance: 11,
        },
    ];
    let dice = typed(&[
        ("free_throw.1.home.1", 7),
        ("free_throw.1.away.11", 3),
        ("free_throw.1.home.2", 1),
        ("free_throw.1.away.12", 1),
    ]);
    let mut log = RollLog::new(1, &dice);
    let result = settle_free_throws(t, [0, 0], &throws, bal, &mut log).unwrap();
    assert_eq!(result.totals, [12, 13]);
    assert_eq!(result.winner, Side::Away);
    let targets: Vec<i32> = result.throws.iter().map(|t| t.target).collect();
    assert_eq!(targets, [2, 4, 2, 1]);
    // Level again after the first round: a second round with the same shooters.
    let level = typed(&[
        ("free_throw.1.home.1", 10),
        ("free_throw.1.away.11", 10),
        ("free_throw.1.home.2", 10),
        ("free_throw.1.away.12", 10),
    ]);
    let mut log = RollLog::new(1, &level);
    let refused = settle_free_throws(t, [0, 0], &throws, bal, &mut log).unwrap_err();
    assert_eq!(refused, KpbRefusal::FreeThrowsLevel { totals: [0, 0] });
    let none = BTreeMap::new();
    let mut log = RollLog::new(1, &none);
    let odd = &throws[..3];
    assert_eq!(
        settle_free_throws(t, [0, 0], odd, bal, &mut log)
            .unwrap_err()
            .id(),
        "shooters"
    );
    let twice = [throws, throws].concat();
    let mut log = RollLog::new(1, &dice);
    assert_eq!(
        settle_free_throws(t, [0, 0], &twice, bal, &mut log)
            .unwrap_err()
            .id(),
        "throws_after_settled"
    );
    // A side with one gladiator able to play shoots once a round.
    let alone = &bal[..4];
    let one = [throws[0], throws[1], throws[2]];
    let mut log = RollLog::new(1, &none);
    let settled = settle_free_throws(t, [0, 0], &one, alone, &mut log);
    assert!(settled.is_ok() || settled.unwrap_err().id() == "free_throws_level");
    let far = [
        ThrowInput {
            distance: 13,
            ..throws[0]
        },
        throws[1],
    ];
    assert_eq!(
        settle_free_throws(t, [0, 0], &far, bal, &mut log)
            .unwrap_err()
            .id(),
        "throw_distance"
    );
    let stranger = [
        ThrowInput {
            thrower: 99,
            ..throws[0]
        },
        throws[1],
    ];
    assert_eq!(
        settle_free_throws(t, [0, 0], &stranger, bal, &mut log)
            .unwrap_err()
            .id(),
        "thrower_not_eligible"
    );
}
