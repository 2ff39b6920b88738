//! Stored gladiators, a team's power cards and ranking points against the rules that
//! made them, with the numbers of `data/killpower/`.

use std::collections::BTreeMap;

use super::tests::{data, deck};
use super::*;
use crate::data::Lang;
use crate::dice::RollLog;

const DRAWN: EquipmentRule = EquipmentRule {
    powers_chosen: false,
    armour_rolled_now: true,
};

const CHOSEN: EquipmentRule = EquipmentRule {
    powers_chosen: true,
    armour_rolled_now: false,
};

fn named(_: Side, number: u32) -> String {
    format!("#{number}")
}

/// A gladiator as creation makes it, its dice from `seed`.
fn created(name: &str, specialization: &str, magic: MagicChoice, seed: u64) -> Gladiator {
    let none = BTreeMap::new();
    let mut log = RollLog::new(seed, &none);
    let new = NewGladiator {
        name: name.into(),
        specialization: specialization.into(),
        magic,
    };
    create_gladiator(data(), DRAWN, "g", &new, &deck(), &[], &mut log).expect("created")
}

fn problems(gladiator: &Gladiator) -> Vec<KpbRefusal> {
    let rows = gladiator.cards().len();
    gladiator_problems(data(), DRAWN, &deck(), gladiator, rows)
}

#[test]
fn every_specialization_and_equipment_as_created_breaks_nothing() {
    for spec in &data().characteristics.specialization {
        for magic in [MagicChoice::Gloves, MagicChoice::Armour, MagicChoice::Cards] {
            let gladiator = created("Tom", &spec.id, magic, 3);
            assert_eq!(problems(&gladiator), [], "{}", spec.id);
        }
    }
}

#[test]
fn characteristics_are_the_creation_and_the_raises_taken() {
    let mut tom = created("Tom", "defenseur", MagicChoice::Gloves, 1);
    let race = data().race(&tom.race).expect("a race");
    let most = Stats::maxima(race).vie;
    tom.stats.vie = 99;
    let found = problems(&tom);
    let expected = race.vie + 1;
    assert_eq!(
        found,
        [KpbRefusal::OfGladiator {
            gladiator: "Tom".into(),
            problem: Box::new(KpbRefusal::StatNotFromRules {
                stat: Stat::Vie,
                value: 99,
                expected,
            }),
        }]
    );
    assert!(
        found[0]
            .message(Lang::En, &named)
            .starts_with("Tom: VIE is 99")
    );
    assert!(found[0].message(Lang::Fr, &named).contains("VIE vaut 99"));
    // Experience buys raises: 10 per raise, within the race's maximum.
    let per = data().experience.experience.per_raise;
    let mut raised = created("Ana", "defenseur", MagicChoice::Gloves, 1);
    raised.experience = per * u32::from(most);
    for _ in 0..(most - expected) {
        raise(data(), &mut raised, Stat::Vie).expect("a raise");
    }
    assert_eq!(raised.stats.vie, most);
    assert_eq!(problems(&raised), []);
    raised.raises.push(Stat::Vie);
    raised.stats.vie = most + 1;
    assert!(matches!(
        problems(&raised)[..],
        [KpbRefusal::AtRaceMaximum { .. }]
    ));
    let mut eager = created("Bo", "archer", MagicChoice::Gloves, 1);
    eager.raises.push(Stat::Phy);
    eager.stats.phy += 1;
    assert!(matches!(
        problems(&eager)[..],
        [KpbRefusal::NoRaiseLeft { .. }]
    ));
}

#[test]
fn race_and_specialization_come_from_the_data() {
    let mut elf = created("Lu", "tireur", MagicChoice::Gloves, 2);
    elf.race = "elf".into();
    let found = problems(&elf);
    assert!(
        matches!(&found[..], [KpbRefusal::OfGladiator { problem, .. }]
        if matches!(**problem, KpbRefusal::UnknownRace { .. }))
    );
    assert!(found[0].message(Lang::En, &named).contains("human"));
    let mut wizard = created("Lu", "tireur", MagicChoice::Gloves, 2);
    wizard.specialization = "wizard".into();
    let found = problems(&wizard);
    assert!(found[0].message(Lang::Fr, &named).contains("« wizard »"));
}

#[test]
fn power_cards_fill_the_slots_and_no_more() {
    let mut mia = created("Mia", "mentor", MagicChoice::Cards, 4);
    let slots = cards_per_gladiator(data());
    assert_eq!(mia.cards().len(), slots);
    if let Magic::Cards { cards } = &mut mia.magic {
        cards.push(deck()[0].id);
    }
    assert_eq!(
        problems(&mia),
        [KpbRefusal::OfGladiator {
            gladiator: "Mia".into(),
            problem: Box::new(KpbRefusal::CardCount {
                count: slots + 1,
                needed: slots,
            }),
        }]
    );
    let gloves = created("Max", "guerrier", MagicChoice::Gloves, 4);
    let found = gladiator_problems(data(), DRAWN, &deck(), &gloves, 1);
    assert!(
        found[0]
            .message(Lang::En, &named)
            .contains("equipped with gloves")
    );
}

#[test]
fn magic_armour_is_within_its_roll() {
    let (least, most) = armour_range(data());
    for seed in 0..50 {
        let tom = created("Tom", "tireur", MagicChoice::Armour, seed);
        let Magic::Armour {
            armour: Some(armour),
        } = tom.magic
        else {
            panic!("armour rolled at creation");
        };
        assert!((least..=most).contains(&armour));
    }
    let mut tom = created("Tom", "tireur", MagicChoice::Armour, 1);
    tom.magic = Magic::Armour {
        armour: Some(most + 1),
    };
    assert_eq!(problems(&tom).len(), 1);
    tom.magic = Magic::Armour { armour: None };
    assert_eq!(problems(&tom).len(), 1);
    assert_eq!(gladiator_problems(data(), CHOSEN, &deck(), &tom, 0), []);
}

#[test]
fn a_team_holds_no_card_more_often_than_the_deck_has_copies() {
    let deck = deck();
    let card = &deck[0];
    let holding = |count: usize| -> Vec<Gladiator> {
        (0..count)
            .map(|n| {
                let mut g = created(&format!("G{n}"), "mentor", MagicChoice::Cards, 5);
                g.magic = Magic::Cards {
                    cards: vec![card.id, deck[1 + n % 4].id],
                };
                g
            })
            .collect()
    };
    let team = holding(card.copies as usize);
    let refs: Vec<&Gladiator> = team.iter().collect();
    assert_eq!(team_card_problems(data(), DRAWN, &deck, &refs), []);
    let team = holding(card.copies as usize + 1);
    let refs: Vec<&Gladiator> = team.iter().collect();
    let found = team_card_problems(data(), DRAWN, &deck, &refs);
    assert!(found.contains(&KpbRefusal::CopiesHeld {
        card: card.name.clone(),
        held: card.copies + 1,
        copies: card.copies,
    }));
    // Chosen powers follow chapter 13.2 instead: at most three of one power a team.
    let most = data().equipment.tournament.same_power_per_team;
    let team = holding(usize::from(most) + 1);
    let refs: Vec<&Gladiator> = team.iter().collect();
    assert!(matches!(
        team_card_problems(data(), CHOSEN, &deck, &refs)[..],
        [KpbRefusal::SamePowerTooOften { .. }]
    ));
}

#[test]
fn ranking_points_stay_where_a_result_can_leave_them() {
    let floor = data().championship.ranking.minimum;
    let settings = RankingSettings {
        win: 3,
        division_bonus: 1,
        loss: -1,
        draw: 0,
        abandon: -3,
        minimum: Some(floor),
    };
    let least = ranking_least(&settings).expect("a floor");
    assert_eq!(least, floor.min(RANKING_START));
    // A loss at the least leaves the team there.
    let after = ranking_changes(&settings, Decided::Home, Ending::Time, [1, 1], [0, least]);
    assert_eq!(after[1].after, least);
    assert_eq!(ranking_problem(&settings, least), None);
    let below = ranking_problem(&settings, least - 5).expect("below the floor");
    assert!(below.message(Lang::En, &named).contains("-5"));
    let open = RankingSettings {
        minimum: None,
        ..settings
    };
    assert_eq!(ranking_problem(&open, -50), None);
}

#[test]
fn two_cards_of_a_deck_have_two_names() {
    let mut deck = deck();
    assert_eq!(deck_problems(&deck), []);
    deck[1].name = format!(" {} ", deck[0].name.to_uppercase());
    assert!(matches!(
        deck_problems(&deck)[..],
        [KpbRefusal::CardNameTwice { .. }]
    ));
}
