//! After a championship match and the dice shown (seed 004, `004_a6efabbd0265c321.txt`):
//! chosen powers within chapter 13.2's limit once the post-match is done, a blow aimed
//! at a location that rolls no location die, a 1D5 shown with the D10 it is read from.

use std::collections::BTreeMap;

use super::tests::{data, deck, typed};
use super::*;
use crate::dice::RollLog;

/// A championship that chooses its powers (13.2's note, line 1886).
fn chosen() -> EquipmentRule {
    EquipmentRule::of(Mode::Championship, true)
}

/// Seven gladiators numbered from 1: the first three hold Fireball (card 1) with
/// another card, the others gloves.
fn team() -> Vec<(u32, Gladiator)> {
    let none = BTreeMap::new();
    let mut log = RollLog::new(3, &none);
    let magic = |n: u32| match n {
        1..=3 => MagicChoice::Chosen(vec![1, i64::from(n) + 1]),
        _ => MagicChoice::Gloves,
    };
    (1..=7)
        .map(|n| {
            let new = NewGladiator {
                name: format!("G{n}"),
                specialization: "guerrier".into(),
                magic: magic(n),
            };
            let made = create_gladiator(data(), chosen(), "g", &new, &deck(), &[], &mut log);
            (n, made.unwrap())
        })
        .collect()
}

fn after(
    input: &PostmatchInput,
    played: &[u32],
    dice: &BTreeMap<String, u8>,
) -> (
    Result<PostmatchPlan, KpbRefusal>,
    Vec<crate::dice::RollRecord>,
) {
    let (home, away) = (team(), team());
    let quiet = PostmatchInput::default();
    let mut log = RollLog::new(4, dice);
    let teams = [
        TeamAfterMatch {
            gladiators: &home,
            played,
            input,
        },
        TeamAfterMatch {
            gladiators: &away,
            played: &[1],
            input: &quiet,
        },
    ];
    let plan = postmatch(data(), chosen(), &deck(), teams, &mut log);
    (plan, log.rolls().to_vec())
}

#[test]
fn a_replacement_or_new_equipment_keeps_three_of_one_power_at_most() {
    // Line 1826: "Vous ne pouvez avoir que 3 fois le même pouvoir". The team holds
    // Fireball three times; #4 is let go and replaced by a gladiator choosing Fireball
    // and Fear: four.
    let fourth = NewGladiator {
        name: "Newcomer".into(),
        specialization: "tireur".into(),
        magic: MagicChoice::Chosen(vec![1, 5]),
    };
    let replaced = PostmatchInput {
        dismissed: vec![4],
        replacements: vec![Replacement {
            replaces: 4,
            new: fourth.clone(),
        }],
        ..PostmatchInput::default()
    };
    let none = BTreeMap::new();
    let too_many = KpbRefusal::SamePowerTooOften {
        card: "Fireball".into(),
        count: 4,
        most: 3,
    };
    assert_eq!(after(&replaced, &[4], &none).0.unwrap_err(), too_many);
    // New equipment for #5 (gloves) with Fireball: four again.
    let reequipped = PostmatchInput {
        reequip: vec![(5, MagicChoice::Chosen(vec![1, 3]))],
        ..PostmatchInput::default()
    };
    assert_eq!(after(&reequipped, &[5], &none).0.unwrap_err(), too_many);
    // #1 gives his Fireball up for Sleep and Fear while #5 takes it: three, allowed.
    let swapped = PostmatchInput {
        reequip: vec![
            (1, MagicChoice::Chosen(vec![3, 5])),
            (5, MagicChoice::Chosen(vec![1, 3])),
        ],
        ..PostmatchInput::default()
    };
    let plan = after(&swapped, &[1, 5], &none).0.unwrap();
    let fireballs = plan.sides[0]
        .staying
        .iter()
        .flat_map(|(_, g)| g.cards())
        .filter(|card| **card == 1)
        .count();
    assert_eq!(fireballs, 3);
    // A replacement of the let-go #1 may take the Fireball he held.
    let instead = PostmatchInput {
        dismissed: vec![1],
        replacements: vec![Replacement {
            replaces: 1,
            new: fourth,
        }],
        ..PostmatchInput::default()
    };
    assert!(after(&instead, &[1], &none).0.is_ok());
}

#[test]
fn a_blow_aimed_at_a_location_rolls_no_location_die() {
    // Lines 1658–1661: "7 si vous frappez une localisation précise, la tête par exemple
    // (Il ne sera pas alors nécessaire de jeter 1D10 de localisation, voir 9.2)". #1 is
    // struck on the head he was aimed at and falls to -11: dead (table 8); #2 falls to
    // -11 on the limb aimed at, Tom's case (lines 1733–1737: "Tom est juste dans le
    // coma"). No die is rolled for either.
    let aimed = |player, at: &str| DeathRiskInput {
        player,
        life: -11,
        aimed: Some(at.to_string()),
    };
    let replacement = NewGladiator {
        name: "Newcomer".into(),
        specialization: "tireur".into(),
        magic: MagicChoice::Gloves,
    };
    let input = PostmatchInput {
        death_risks: vec![aimed(1, "head"), aimed(2, "left-arm")],
        replacements: vec![Replacement {
            replaces: 1,
            new: replacement,
        }],
        ..PostmatchInput::default()
    };
    let none = BTreeMap::new();
    let (plan, rolls) = after(&input, &[1, 2], &none);
    let home = &plan.unwrap().sides[0];
    let risks: Vec<(Option<u8>, &str, Outcome)> = home
        .risks
        .iter()
        .map(|r| (r.face, r.location.as_str(), r.outcome))
        .collect();
    assert_eq!(
        risks,
        [
            (None, "head", Outcome::Death),
            (None, "left-arm", Outcome::Coma)
        ]
    );
    assert_eq!(home.dead, [1]);
    assert!(
        rolls.iter().all(|r| !r.key.starts_with("location.")),
        "{rolls:?}"
    );
    // The same fall with the die rolled: the die says where (6, the left arm).
    let rolled = PostmatchInput {
        death_risks: vec![DeathRiskInput {
            player: 2,
            life: -11,
            aimed: None,
        }],
        ..PostmatchInput::default()
    };
    let die = typed(&[("location.home.2", 6)]);
    let (plan, rolls) = after(&rolled, &[2], &die);
    let risk = &plan.unwrap().sides[0].risks[0];
    assert_eq!((risk.face, risk.location.as_str()), (Some(6), "left-arm"));
    assert_eq!(rolls.len(), 1);
    // A location table 8 does not have is refused, naming those it has.
    let nowhere = PostmatchInput {
        death_risks: vec![aimed(2, "tail")],
        ..PostmatchInput::default()
    };
    let refused = after(&nowhere, &[2], &none).0.unwrap_err();
    assert_eq!(refused.id(), "unknown_location");
    let said = refused.message(crate::data::Lang::Fr, &|_, n| format!("#{n}"));
    assert!(
        said.contains("« tail »") && said.contains("left-arm"),
        "{said}"
    );
}

#[test]
fn a_one_d5_shows_the_d10_it_is_read_from() {
    // Line 89: "1D5 : Lancez le dé à 10 faces et divisez par 2", rounded up (lines
    // 90–94: "Sur 3 ou 4 sur le dé, cela veut dire que vous avez fait 2"); Tom's armour
    // (lines 360–362): "Je jette 1D5 et j'obtiens 3. Il a donc une armure de 9", a 5 or
    // a 6 on the D10.
    let none = BTreeMap::new();
    for (d10, d5) in [(3, 2), (4, 2), (5, 3), (6, 3), (10, 5)] {
        let dice = typed(&[("tom.armour", d10)]);
        let mut log = RollLog::new(1, &dice);
        let armour = roll_armour(data(), "tom.armour", &mut log).unwrap();
        assert_eq!(armour, d5 + 6);
        let roll = &log.rolls()[0];
        let shown = roll_shown(&roll.dice, roll.result, data().equipment.dice.die);
        assert_eq!(shown.value, d5);
        assert_eq!(shown.to_string(), format!("D10 {d10} → 1D5 {d5}"));
    }
    // Any other die is shown as rolled: a RAP of 7 on its D10.
    let mut log = RollLog::new(1, &none);
    let rap = log.die("rap.home.1", 10).unwrap();
    let roll = &log.rolls()[0];
    assert_eq!(
        roll_shown(&roll.dice, roll.result, 10).to_string(),
        format!("D10 {rap}")
    );
}
