//! Stored Blood Bowl rows against the rules that write them, with the numbers of the
//! reference data: characteristics moved by advancements and lasting injuries, skills,
//! dedicated fans, stadiums, sponsorships, gold steps.

use serde_json::json;

use super::match_day::Profile;
use super::post_match::{CHARACTERISTIC_IMPROVEMENTS_MAX, TeamMatch, dedicated_fans_after};
use super::stored::*;
use crate::data::Lang;
use crate::data::bloodbowl::tables::Characteristic;
use crate::data::bloodbowl::{Position, Roster};
use crate::rules::Who;
use crate::rules::bloodbowl::bundled_data::{reference, roster, tables};

fn position<'r>(roster: &'r Roster, id: &str) -> &'r Position {
    roster.position(id).expect(id)
}

/// A player as a hire writes it, with these advancements and lasting injuries.
fn stored<'a>(
    position: &'a Position,
    advancements: &'a serde_json::Value,
    injuries: &'a serde_json::Value,
) -> StoredPlayer<'a> {
    StoredPlayer {
        number: 4,
        name: "Griff",
        position: &position.id,
        ma: position.ma,
        st: position.st,
        ag: position.ag,
        pa: position.pa,
        av: position.av,
        skills: &position.skills,
        advancements,
        lasting_injuries: injuries,
    }
}

#[test]
fn a_player_as_hired_breaks_nothing_in_any_roster() {
    let none = json!([]);
    for roster in &reference().rosters {
        for position in &roster.position {
            let player = stored(position, &none, &none);
            assert_eq!(
                player_problems(reference(), roster, &player),
                [],
                "{}",
                position.id
            );
        }
    }
}

#[test]
fn a_characteristic_stays_on_its_line_unless_the_player_records_a_change() {
    let human = roster("human");
    let lineman = position(human, "lineman");
    let none = json!([]);
    let mut player = stored(lineman, &none, &none);
    player.ma = 99;
    let found = player_problems(reference(), human, &player);
    assert_eq!(
        found,
        [StoredProblem::Characteristic {
            who: Who::new(4, "Griff"),
            characteristic: Characteristic::Ma,
            value: Some(99),
            reach: Some((lineman.ma, lineman.ma)),
        }]
    );
    assert!(found[0].message(Lang::En).contains("MA 99"));
    assert!(found[0].message(Lang::Fr).contains("MA 99"));
    // Two improvements of MA, as the post-match writes them, reach two more.
    let twice = json!([
        {"kind": "random-characteristic", "gained": "ma"},
        {"kind": "random-characteristic", "gained": "ma"}
    ]);
    let mut improved = stored(lineman, &twice, &none);
    improved.ma = lineman.ma + 2;
    assert_eq!(player_problems(reference(), human, &improved), []);
    let thrice = json!([
        {"kind": "random-characteristic", "gained": "ma"},
        {"kind": "random-characteristic", "gained": "ma"},
        {"kind": "random-characteristic", "gained": "ma"}
    ]);
    let mut over = stored(lineman, &thrice, &none);
    over.ma = lineman.ma + 3;
    assert_eq!(
        player_problems(reference(), human, &over),
        [StoredProblem::TooManyImprovements {
            who: Who::new(4, "Griff"),
            characteristic: Characteristic::Ma,
            count: CHARACTERISTIC_IMPROVEMENTS_MAX + 1,
            most: CHARACTERISTIC_IMPROVEMENTS_MAX,
        }]
    );
}

#[test]
fn a_lasting_injury_lowers_its_characteristic_as_the_casualty_step_does() {
    let human = roster("human");
    let lineman = position(human, "lineman");
    let row = &tables().injuries.lasting_injury.row[0];
    let mut profile = Profile {
        ma: lineman.ma,
        st: lineman.st,
        ag: lineman.ag,
        pa: lineman.pa,
        av: lineman.av,
        skills: Vec::new(),
        value_gp: 0,
        spp: 0,
        advancements: Vec::new(),
        lasting_injuries: Vec::new(),
        miss_next_game: false,
    };
    profile.change(row.characteristic, row.change);
    let none = json!([]);
    let injuries = json!([row.id]);
    let mut player = stored(lineman, &none, &injuries);
    (player.ma, player.st, player.ag, player.pa, player.av) =
        (profile.ma, profile.st, profile.ag, profile.pa, profile.av);
    assert_eq!(player_problems(reference(), human, &player), []);
    // The same values without the injury recorded are off the line.
    let untold = StoredPlayer {
        lasting_injuries: &none,
        ..player
    };
    assert_eq!(player_problems(reference(), human, &untold).len(), 1);
    let unknown = json!(["broken-wing"]);
    let strange = stored(lineman, &none, &unknown);
    assert!(matches!(
        player_problems(reference(), human, &strange)[..],
        [StoredProblem::UnknownInjury { .. }]
    ));
}

#[test]
fn a_position_without_passing_has_none_unless_a_change_gives_it() {
    let skaven = roster("skaven");
    let rat_ogre = position(skaven, "rat-ogre");
    assert_eq!(rat_ogre.pa, None);
    let none = json!([]);
    let mut player = stored(rat_ogre, &none, &none);
    let reach = characteristic_reach(rat_ogre, &[], &[]);
    assert_eq!(reach[3], None);
    player.pa = Some(4);
    assert!(matches!(
        player_problems(reference(), skaven, &player)[..],
        [StoredProblem::Characteristic {
            characteristic: Characteristic::Pa,
            reach: None,
            ..
        }]
    ));
    // An improvement of PA gives one, as `Profile::change` does.
    let reach = characteristic_reach(rat_ogre, &[Characteristic::Pa], &[]);
    assert!(reach[3].is_some());
}

#[test]
fn a_broken_arm_leaves_a_missing_passing_value_missing_and_older_files_still_read() {
    // Seed 001_712c7218694f055c.txt line 255, "4 Bras Cassé : -1 CP", on a Zombie
    // Lineman (PA "-"): the player keeps no passing value.
    let undead = roster("shambling-undead");
    let zombie = position(undead, "zombie-lineman");
    let none = json!([]);
    let arm = json!(["broken-arm"]);
    let injured = stored(zombie, &none, &arm);
    assert_eq!(player_problems(reference(), undead, &injured), []);
    let reach = characteristic_reach(zombie, &[], &[(Characteristic::Pa, -1)]);
    assert_eq!(reach[3], None);
    // The 6+ that builds before this reading gave such a player still reads…
    let written = StoredPlayer {
        pa: Some(6),
        ..injured
    };
    assert_eq!(player_problems(reference(), undead, &written), []);
    // …but no other value does, and without the injury 6+ is still refused.
    let better = StoredPlayer {
        pa: Some(5),
        ..injured
    };
    assert_eq!(player_problems(reference(), undead, &better).len(), 1);
    let unhurt = StoredPlayer {
        pa: Some(6),
        ..stored(zombie, &none, &none)
    };
    assert_eq!(player_problems(reference(), undead, &unhurt).len(), 1);
}

#[test]
fn skills_and_advancements_are_the_reference_datas() {
    let human = roster("human");
    let lineman = position(human, "lineman");
    let none = json!([]);
    let skills = vec!["block".to_string(), "loner(4+)".into(), "flying".into()];
    let player = StoredPlayer {
        skills: &skills,
        ..stored(lineman, &none, &none)
    };
    assert_eq!(
        player_problems(reference(), human, &player),
        [StoredProblem::UnknownSkill {
            who: Who::new(4, "Griff"),
            skill: "flying".into()
        }]
    );
    let odd = json!([{"kind": "wish", "gained": "block"}]);
    let wished = stored(lineman, &odd, &none);
    assert!(matches!(
        player_problems(reference(), human, &wished)[..],
        [StoredProblem::UnknownAdvancement { .. }]
    ));
    let dragon = StoredPlayer {
        position: "dragon",
        ..stored(lineman, &none, &none)
    };
    assert!(matches!(
        player_problems(reference(), human, &dragon)[..],
        [StoredProblem::UnknownPosition { .. }]
    ));
}

#[test]
fn dedicated_fans_go_no_higher_than_the_post_match_roll_takes_them() {
    let table = &tables().post_match.dedicated_fans;
    let (_, highest) = table.dice.faces();
    let most = dedicated_fans_most(table, 1);
    assert_eq!(most, u32::from(highest) + 1);
    // A winner one below the most reaches it on the highest face, and never passes it.
    let won = |fans| TeamMatch {
        won: true,
        dedicated_fans: fans,
        ..TeamMatch::default()
    };
    assert_eq!(dedicated_fans_after(table, &won(most - 1), highest), most);
    for face in 1..=highest {
        assert_eq!(dedicated_fans_after(table, &won(most), face), most);
    }
    // A league that sells more at creation allows those.
    assert_eq!(dedicated_fans_most(table, most + 3), most + 3);
    assert_eq!(fans_problem(tables(), most, 1), None);
    assert_eq!(fans_problem(tables(), DEDICATED_FANS_LEAST, 1), None);
    let problem = fans_problem(tables(), 1_000, 6).expect("too many fans");
    assert_eq!(
        problem,
        StoredProblem::DedicatedFans {
            fans: 1_000,
            least: DEDICATED_FANS_LEAST,
            most: 6.max(most),
        }
    );
    assert!(problem.message(Lang::Fr).contains("fans dévoués"));
    assert!(fans_problem(tables(), 0, 6).is_some());
}

#[test]
fn stadiums_and_sponsorships_are_the_seeds() {
    let stadium = &tables().stadium;
    for row in &stadium.row {
        assert_eq!(stadium_problem(tables(), &row.id, None), None);
        for entry in stadium.attributes_of(row).map_or(&[][..], |t| &t.row[..]) {
            let residence = format!("{}/{}", row.id, entry.id);
            assert_eq!(residence_problem(tables(), &residence), None, "{residence}");
        }
    }
    assert!(matches!(
        residence_problem(tables(), "nowhere"),
        Some(StoredProblem::UnknownStadium { .. })
    ));
    let (first, last) = (&stadium.row[0], &stadium.row[stadium.row.len() - 1]);
    let other = stadium.attributes_of(last).expect("attributes").row[0]
        .id
        .clone();
    assert!(matches!(
        stadium_problem(tables(), &first.id, Some(&other)),
        Some(StoredProblem::UnknownStadiumAttribute { .. })
    ));
    for option in &tables().post_match.sponsorship.option {
        assert_eq!(sponsorship_problem(tables(), &option.id), None);
    }
    let huge = sponsorship_problem(tables(), "huge").expect("no such sponsorship");
    assert!(huge.message(Lang::En).contains("one-off"));
    for result in &tables().post_match.residency.result {
        assert_eq!(residency_problem(tables(), &result.id), None);
    }
    assert!(residency_problem(tables(), "squatted").is_some());
}

#[test]
fn gold_comes_in_the_steps_prices_are_checked_to() {
    let human = roster("human");
    assert!(
        human
            .position
            .iter()
            .all(|p| in_gold_steps(p.cost_gp.into()))
    );
    assert!(in_gold_steps(human.reroll_gp.into()));
    assert!(in_gold_steps(-i64::from(human.reroll_gp)));
    assert_eq!(
        gold_problem(
            GoldItem::Ledger {
                kind: "hire".into()
            },
            -50_000
        ),
        None
    );
    let odd = gold_problem(
        GoldItem::Ledger {
            kind: "hire".into(),
        },
        -50_001,
    );
    let odd = odd.expect("an odd hire");
    assert!(odd.message(Lang::En).contains("5,000 gp"));
    assert!(odd.message(Lang::Fr).contains("po"));
    // Every ledger entry is held to the steps, a starting treasury too.
    let start = GoldItem::Ledger {
        kind: "starting".into(),
    };
    let odd = gold_problem(start.clone(), 1_002_500).expect("an odd starting treasury");
    assert_eq!(
        odd.message(Lang::En),
        "a ledger entry `starting` is 1,002,500 gp; Dugout keeps it in steps of 5,000 gp"
    );
    assert_eq!(gold_problem(start, 1_000_000), None);
    let fund = gold_problem(GoldItem::StadiumFund, 72_500).expect("an odd fund");
    assert!(
        fund.message(Lang::Fr)
            .starts_with("le fonds pour le stade vaut")
    );
}
