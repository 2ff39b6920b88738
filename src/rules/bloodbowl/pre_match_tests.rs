//! Seed 001's pre-match steps and the tables a match day rolls on (stadium, weather,
//! casualties, lasting injuries), checked at every roll against the seed as printed; and
//! seed 003's Dungeonbowl result.

use super::pre_match::*;
use crate::data::bloodbowl::Reference;
use crate::rules::bloodbowl::bundled_data::tables;

#[test]
fn every_stadium_roll_gives_the_seeds_stadium_and_attribute() {
    let table = &tables().stadium;
    // 2–3, 4–5, 6–8, 9–10, then 11–12 (the seed's "10–12" overlaps 9–10: see stadium.toml).
    let seed = [
        (2, "unusual-playing-surface"),
        (3, "unusual-playing-surface"),
        (4, "rough-and-ready"),
        (5, "rough-and-ready"),
        (6, "nothing-out-of-the-ordinary"),
        (8, "nothing-out-of-the-ordinary"),
        (9, "luxury"),
        (10, "luxury"),
        (11, "local-crowd"),
        (12, "local-crowd"),
    ];
    for (roll, id) in seed {
        assert_eq!(stadium(table, roll, None).unwrap().stadium.id, id, "{roll}");
    }
    assert!(stadium(table, 1, None).is_none());
    assert!(stadium(table, 13, None).is_none());
    // A D6 on its attribute table: 3 Glace, 5 Avides de Notoriété, 1 Étals de
    // Marchandise, 6 Silence Solennel.
    let attribute = |roll, d6| {
        stadium(table, roll, Some(d6))
            .unwrap()
            .attribute
            .map(|a| a.id.as_str())
    };
    assert_eq!(attribute(2, 3), Some("ice"));
    assert_eq!(attribute(5, 5), Some("desperate-for-exposure"));
    assert_eq!(attribute(9, 1), Some("integrated-merchandise-stalls"));
    assert_eq!(attribute(12, 6), Some("solemn-and-silent"));
    assert_eq!(
        attribute(7, 4),
        None,
        "an ordinary stadium has no attribute"
    );
    assert!(stadium(table, 2, Some(7)).is_none(), "a D6 has no 7");
}

#[test]
fn fan_factor_is_dedicated_fans_plus_a_d3_and_the_residents_bonus() {
    let table = &tables().stadium;
    assert_eq!(fan_factor(table, 3, 2, false, None), 5);
    assert_eq!(fan_factor(table, 3, 2, true, None), 6);
    assert_eq!(fan_factor(table, 1, 1, false, None), 2);
}

/// Seed 001 (001_712c7218694f055c.txt), line 32: "Populace Tapageuse : +1 FP", the Local
/// Crowd's attribute on a 2 (line 30: "1D6 Public Local"). Every other attribute leaves
/// the fan factor as line 37 makes it ("FP = FANS DÉVOUÉS (FD) + 1D3").
#[test]
fn boisterous_rabble_adds_one_to_each_fan_factor_and_no_other_attribute_does() {
    let table = &tables().stadium;
    let local_crowd = stadium(table, 11, Some(2)).unwrap();
    let rabble = local_crowd.attribute.unwrap();
    assert_eq!(rabble.name_fr, "Populace Tapageuse");
    assert_eq!(fan_factor(table, 3, 2, false, Some(rabble)), 3 + 2 + 1);
    assert_eq!(fan_factor(table, 3, 2, true, Some(rabble)), 3 + 2 + 1 + 1);
    for attributes in &table.attributes {
        for entry in &attributes.row {
            let expected = if entry.id == "boisterous-rabble" {
                6
            } else {
                5
            };
            assert_eq!(
                fan_factor(table, 3, 2, false, Some(entry)),
                expected,
                "{}",
                entry.id
            );
        }
    }
}

#[test]
fn every_weather_roll_gives_the_seeds_weather() {
    let weather = &tables().pre_match.weather;
    let expected = |roll: u8| match roll {
        2 => "sweltering-heat",
        3 => "very-sunny",
        4..=10 => "perfect-conditions",
        11 => "pouring-rain",
        _ => "blizzard",
    };
    for roll in 2..=12 {
        assert_eq!(weather.at(roll).unwrap().id, expected(roll), "{roll}");
    }
    assert!(weather.at(1).is_none() && weather.at(13).is_none());
}

#[test]
fn every_casualty_and_lasting_injury_roll_gives_the_seeds_result() {
    let injuries = &tables().injuries;
    let casualty = |roll: u8| match roll {
        1..=6 => "badly-hurt",
        7..=9 => "seriously-hurt",
        10..=12 => "serious-injury",
        13..=14 => "lasting-injury",
        _ => "dead",
    };
    for roll in 1..=16 {
        assert_eq!(
            injuries.casualty.at(roll).unwrap().id,
            casualty(roll),
            "D16 {roll}"
        );
    }
    assert!(injuries.casualty.at(0).is_none() && injuries.casualty.at(17).is_none());
    let lasting = |roll: u8| match roll {
        1..=2 => "head-injury",
        3 => "smashed-knee",
        4 => "broken-arm",
        5 => "neck-injury",
        _ => "dislocated-shoulder",
    };
    for roll in 1..=6 {
        assert_eq!(
            injuries.lasting_injury.at(roll).unwrap().id,
            lasting(roll),
            "D6 {roll}"
        );
    }
}

#[test]
fn journeymen_fill_a_squad_to_eleven() {
    let minimum = tables().pre_match.journeymen.squad_minimum;
    assert_eq!(minimum, 11);
    assert_eq!(journeymen_needed(minimum, 9), 2);
    assert_eq!(journeymen_needed(minimum, 11), 0);
    assert_eq!(journeymen_needed(minimum, 14), 0);
    assert_eq!(journeymen_needed(minimum, 0), 11);
}

#[test]
fn the_lower_ctv_gets_the_difference_as_petty_cash() {
    assert_eq!(
        petty_cash(1_000_000, 1_150_000),
        Some(PettyCash {
            side: Side::Home,
            amount_gp: 150_000
        })
    );
    assert_eq!(
        petty_cash(1_300_000, 1_150_000),
        Some(PettyCash {
            side: Side::Away,
            amount_gp: 150_000
        })
    );
    assert_eq!(petty_cash(1_000_000, 1_000_000), None);
}

#[test]
fn one_prayer_per_whole_fifty_thousand_of_difference_left() {
    let prayers = &tables().prayers;
    assert_eq!(prayers_due(prayers, 1_000_000, 1_049_999), None);
    assert_eq!(
        prayers_due(prayers, 1_000_000, 1_050_000),
        Some(PrayersDue {
            side: Side::Home,
            rolls: 1
        })
    );
    assert_eq!(
        prayers_due(prayers, 1_160_000, 1_000_000),
        Some(PrayersDue {
            side: Side::Away,
            rolls: 3
        })
    );
    assert_eq!(prayers_due(prayers, 900_000, 900_000), None);
    // Each roll is a D16 on the seed's table.
    for roll in 1..=16 {
        assert!(prayers.at(roll).is_some(), "D16 {roll}");
    }
    assert!(prayers.at(17).is_none());
}

#[test]
fn a_dungeonbowl_match_ends_at_the_second_touchdown() {
    let format = &Reference::bundled().unwrap().dungeonbowl;
    for (home, away) in [(0, 0), (1, 0), (0, 1), (2, 0), (1, 1), (0, 2)] {
        assert!(
            dungeonbowl_result_possible(format, home, away),
            "{home}-{away}"
        );
    }
    for (home, away) in [(3, 0), (2, 1), (1, 2), (0, 3), (u32::MAX, 1)] {
        assert!(
            !dungeonbowl_result_possible(format, home, away),
            "{home}-{away}"
        );
    }
}

#[test]
fn the_dungeonbowl_set_up_is_the_seeds() {
    let dungeonbowl = &Reference::bundled().unwrap().dungeonbowl;
    let format = &dungeonbowl.format;
    assert_eq!((format.touchdowns_to_end, format.turns), (2, 10));
    assert!(
        !format.weather && !format.kick_off,
        "no weather, no kick-off"
    );
    assert_eq!(format.players_at_start, 6);
    let item = |id: &str| dungeonbowl.setup.iter().find(|item| item.id == id).unwrap();
    let kinds = |id: &str| -> Vec<(String, u32)> {
        item(id)
            .kinds
            .iter()
            .map(|k| (k.id.clone(), k.count))
            .collect()
    };
    // 3 chests (1 with a ball, 2 trapped), 3 teleporters, 6 trap markers (3 plain, 2
    // chasms, 1 spiked chasm), each coach.
    assert_eq!(item("chests").per_coach, 3);
    assert_eq!(
        kinds("chests"),
        [("ball".to_string(), 1), ("trapped".to_string(), 2)]
    );
    assert_eq!(item("teleporters").per_coach, 3);
    assert_eq!(item("trap-markers").per_coach, 6);
    assert_eq!(
        kinds("trap-markers"),
        [
            ("plain".to_string(), 3),
            ("pit".to_string(), 2),
            ("spiked-pit".to_string(), 1)
        ]
    );
    assert!(
        dungeonbowl.rule.len() >= 6,
        "the format's rules are summarised"
    );
    // Issue 46 item 7: walls, the jump test, a pass crossing a teleporter, a fall onto
    // a chest (seed 003 lines 148–158, 138–146, 106, 75) each have their line.
    let ids: Vec<&str> = dungeonbowl.rule.iter().map(|r| r.id.as_str()).collect();
    for id in [
        "walls",
        "jumping",
        "pass-over-teleporter",
        "falling-on-chest",
        "referees",
    ] {
        assert!(ids.contains(&id), "{id} in {ids:?}");
    }
    let walls = dungeonbowl.rule.iter().find(|r| r.id == "walls").unwrap();
    assert!(walls.en.contains("+1") && walls.fr.contains("Châtaigne"));
}

#[test]
fn a_set_up_whose_kinds_do_not_add_up_is_refused() {
    let text = include_str!("../../../data/bloodbowl/dungeonbowl.toml").replace(
        "{ id = \"pit\", name_en = \"chasms\", name_fr = \"gouffres\", count = 2 }",
        "{ id = \"pit\", name_en = \"chasms\", name_fr = \"gouffres\", count = 3 }",
    );
    let error = crate::data::bloodbowl::Dungeonbowl::load(&text).unwrap_err();
    assert!(
        error.to_string().contains("its kinds count 7, not its 6"),
        "{error}"
    );
}
