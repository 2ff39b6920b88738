//! Lasting injuries (seed 001_712c7218694f055c.txt, lines 250 and 252–257: "13-14
//! Séquelle + RPM", then the D6 "SÉQUELLES" table) on a player who lacks the
//! characteristic they lower, and on a player already at a characteristic's limit.

use std::collections::BTreeMap;

use super::*;
use crate::data::bloodbowl::tables::Characteristic;
use crate::data::bloodbowl::{Position, Reference};
use crate::rules::bloodbowl::bundled_data::tables;

fn position(roster: &str, id: &str) -> &'static Position {
    Reference::bundled()
        .expect("the bundled data loads")
        .roster(roster)
        .and_then(|r| r.position(id))
        .expect(id)
}

fn profile_of(position: &Position) -> Profile {
    Profile {
        ma: position.ma,
        st: position.st,
        ag: position.ag,
        pa: position.pa,
        av: position.av,
        skills: Vec::new(),
        value_gp: position.cost_gp,
        spp: 0,
        advancements: Vec::new(),
        lasting_injuries: Vec::new(),
        miss_next_game: false,
    }
}

/// The casualty of player 1 with a 14 on the D16 (line 250: "13-14 Séquelle + RPM") and
/// `d6` on the lasting injury table, applied to `player`.
fn lasting_injury(player: &mut Profile, d6: u8) -> CasualtyOutcome {
    let typed: BTreeMap<String, u8> = [("casualty.1", 14), ("lasting.1", d6)]
        .iter()
        .map(|(k, v)| (k.to_string(), *v))
        .collect();
    let mut log = RollLog::new(1, &typed);
    let outcome = roll_casualty(tables(), &mut log, 1, false).expect("a lasting injury");
    apply_casualty(player, &outcome);
    outcome
}

/// The five characteristics of a profile, in the roster's order.
fn line(p: &Profile) -> (u8, u8, u8, Option<u8>, u8) {
    (p.ma, p.st, p.ag, p.pa, p.av)
}

/// Each row of the D6 table (lines 253–257), with the line it leaves a profile of
/// `(ma, st, ag, pa, av)`: AG and PA are stored as targets, so "-1" raises them.
fn expected(d6: u8, before: (u8, u8, u8, Option<u8>, u8)) -> (u8, u8, u8, Option<u8>, u8) {
    let (ma, st, ag, pa, av) = before;
    match d6 {
        // 253: "1-2 Traumatisme Crânien : -1 AR"
        1 | 2 => (ma, st, ag, pa, av - 1),
        // 254: "3 Genou Déboîté : -1 M"
        3 => (ma - 1, st, ag, pa, av),
        // 255: "4 Bras Cassé : -1 CP"
        4 => (ma, st, ag, pa.map(|pa| pa + 1), av),
        // 256: "5 Cou Brisé : -1 AG"
        5 => (ma, st, ag + 1, pa, av),
        // 257: "6 Épaule Disloquée : -1 F"
        _ => (ma, st - 1, ag, pa, av),
    }
}

#[test]
fn every_lasting_injury_on_a_player_without_a_passing_value_leaves_it_missing() {
    // Shambling Undead Zombie Lineman and Mummy: PA "-" on their roster lines.
    for (roster, id) in [
        ("shambling-undead", "zombie-lineman"),
        ("shambling-undead", "mummy"),
        ("skaven", "rat-ogre"),
    ] {
        let position = position(roster, id);
        assert_eq!(position.pa, None, "{id} has no passing value");
        for d6 in 1..=6 {
            let mut player = profile_of(position);
            let before = line(&player);
            let outcome = lasting_injury(&mut player, d6);
            assert_eq!(line(&player), expected(d6, before), "{id}, D6 {d6}");
            assert_eq!(player.pa, None, "{id}, D6 {d6}: PA stays missing");
            assert_eq!(player.lasting_injuries, [outcome.lasting.unwrap()]);
            assert!(player.miss_next_game, "line 250: RPM");
        }
    }
}

#[test]
fn every_lasting_injury_on_a_player_with_each_characteristic_moves_only_its_own() {
    // A Human Lineman: MA 6, ST 3, AG 3+, PA 4+, AV 9+.
    let lineman = position("human", "lineman");
    for d6 in 1..=6 {
        let mut player = profile_of(lineman);
        let before = line(&player);
        lasting_injury(&mut player, d6);
        assert_eq!(line(&player), expected(d6, before), "D6 {d6}");
    }
}

#[test]
fn a_lasting_injury_at_a_characteristics_limit_leaves_it_there() {
    // Targets go no worse than 6+, the other characteristics no lower than 1 (what a
    // stored characteristic may be): each injury is still recorded on the player.
    let limit = Profile {
        ma: 1,
        st: 1,
        ag: 6,
        pa: Some(6),
        av: 1,
        ..profile_of(position("human", "lineman"))
    };
    for d6 in 1..=6 {
        let mut player = limit.clone();
        let outcome = lasting_injury(&mut player, d6);
        assert_eq!(line(&player), line(&limit), "D6 {d6}");
        assert_eq!(player.lasting_injuries, [outcome.lasting.unwrap()]);
    }
    // One above the limit: the injury takes it to the limit, then no further.
    let mut player = Profile {
        pa: Some(5),
        ..limit.clone()
    };
    lasting_injury(&mut player, 4);
    assert_eq!(player.pa, Some(6));
    lasting_injury(&mut player, 4);
    assert_eq!(player.pa, Some(6));
    assert_eq!(player.lasting_injuries, ["broken-arm", "broken-arm"]);
}

#[test]
fn an_improvement_still_gives_a_missing_passing_value_at_6_plus() {
    let mut zombie = profile_of(position("shambling-undead", "zombie-lineman"));
    lasting_injury(&mut zombie, 4);
    assert_eq!(zombie.pa, None);
    zombie.change(Characteristic::Pa, 1);
    assert_eq!(zombie.pa, Some(6));
    zombie.change(Characteristic::Pa, 1);
    assert_eq!(zombie.pa, Some(5));
}
