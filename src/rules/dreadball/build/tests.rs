//! The Mechanite and Mutant builders, with hand-worked prices: each test writes the
//! working out (part by part, in the rules' order) next to what it expects.

use super::*;
use crate::data::Lang;
use crate::data::dreadball::{BodyPart, PartCategory, Position, Reference, StatLine};
use crate::rules::dreadball::Violation;

fn reference() -> &'static Reference {
    Reference::bundled().expect("bundled data")
}

fn robot(coding: &str, parts: [&str; 3], arms: &[&str], programs: &[&str]) -> MechaniteDesign {
    let owned = |list: &[&str]| list.iter().map(|s| s.to_string()).collect();
    MechaniteDesign {
        coding: coding.to_string(),
        locomotion: parts[0].to_string(),
        chassis: parts[1].to_string(),
        head: parts[2].to_string(),
        arms: owned(arms),
        programs: owned(programs),
    }
}

fn price(design: &MechaniteDesign) -> Build<'static> {
    price_mechanite(reference(), design, Lang::En).expect("a legal build")
}

fn refusal(design: &MechaniteDesign) -> Violation {
    price_mechanite(reference(), design, Lang::En).expect_err("an illegal build")
}

fn line(movement: u8, strength: u8, speed: u8, skill: u8, armour: u8) -> StatLine {
    StatLine {
        movement: Some(movement),
        strength: Some(strength),
        speed: Some(speed),
        skill: Some(skill),
        armour: Some(armour),
    }
}

/// (part id, paid?) for each step, in order.
fn paid<'r>(build: &Build<'r>) -> Vec<(&'r str, bool)> {
    build.steps.iter().map(|s| (s.part.id, s.paid)).collect()
}

#[test]
fn a_guard_robot_pays_for_every_part_that_adds_something() {
    // coding Guard 4 (position) + Quad 4 (Mv 5, Spd 5+, Steady) + Body A 2 (Str 4+)
    // + Tank 1 (Skl 5+) + Wrecking Ball 5 (Str 3+ beats 4+) + Ram 5 (Str 4+ is worse than
    // 3+, but Fend-off is new) = 21mc. Armour 4+ from the Guard position.
    let build = price(&robot(
        "guard",
        ["quad", "body-a", "tank"],
        &["wrecking-ball", "ram"],
        &[],
    ));
    assert_eq!(build.cost_mc, 21);
    assert_eq!(build.position, Position::Guard);
    assert_eq!(build.stats, line(5, 3, 5, 5, 4));
    assert_eq!(build.skills, ["steady", "fend-off"]);
    assert!(build.steps.iter().all(|step| step.paid));
    let ram = &build.steps[5];
    assert_eq!(
        ram.covered,
        [Covered::Stat {
            stat: Stat::Strength,
            value: 4,
            have: 3,
            by: PartRef::of(part("wrecking-ball")),
        }]
    );
}

fn part(id: &str) -> &'static crate::data::dreadball::MechanitePart {
    reference()
        .mechanite_parts
        .iter()
        .find(|p| p.id == id)
        .expect(id)
}

#[test]
fn arms_that_add_nothing_are_free() {
    // coding Jack 2 + Monowheel 4 (Mv 6, Spd 5+) + Body B 3 (Str 5+, Spd 4+ beats 5+)
    // + Quad-Cams 4 (Skl 4+ new; its Spd 4+ only equals Body B's) + Hand 0 (Skl 4+ equals
    // Quad-Cams': free) + Claw 0 (Skl 4+ again: free) = 13mc.
    let build = price(&robot(
        "jack",
        ["monowheel", "body-b", "quad-cams"],
        &["hand", "claw"],
        &[],
    ));
    assert_eq!(build.cost_mc, 13);
    assert_eq!(build.stats, line(6, 5, 4, 4, 4));
    assert!(build.skills.is_empty());
    assert_eq!(
        paid(&build),
        [
            ("coding-jack", true),
            ("monowheel", true),
            ("body-b", true),
            ("quad-cams", true),
            ("hand", false),
            ("claw", false)
        ]
    );
    assert_eq!(build.steps[4].cost_mc(), 0);
    assert_eq!(build.steps[4].price_mc, 2);
}

#[test]
fn the_order_decides_which_of_two_equal_parts_is_paid() {
    // With a Tank head (Skl 5+), the first arm, Hand, improves Skill to 4+: paid 2.
    // The Claw after it offers Skl 4+ again: free. Jack 2 + Quad 4 + Body A 2 + Tank 1
    // + Hand 2 + Claw 0 = 11mc.
    let build = price(&robot(
        "jack",
        ["quad", "body-a", "tank"],
        &["hand", "claw"],
        &[],
    ));
    assert_eq!(build.cost_mc, 11);
    assert_eq!(
        build.steps[4].gains[0],
        Gain::Stat {
            stat: Stat::Skill,
            value: 4,
            was: Some(5)
        }
    );
    assert_eq!((build.steps[4].paid, build.steps[5].paid), (true, false));
}

#[test]
fn a_skill_already_given_makes_a_part_free() {
    // Guard 4 + Armoured Legs 3 (Mv 5, Spd 5+) + Body D 5 (Str 5+, Tough)
    // + Crane Head 5 (Skl 5+, Sticky) + Pincer 0 (Sticky again: free) + Hammer 3
    // (Pile Driver) + Damage Assessment 4 (Hard) = 24mc.
    let build = price(&robot(
        "Guard",
        ["armoured-legs", "body-d", "crane-head"],
        &["pincer", "hammer"],
        &["damage-assessment"],
    ));
    assert_eq!(build.cost_mc, 24);
    assert_eq!(build.skills, ["tough", "sticky", "pile-driver", "hard"]);
    let pincer = &build.steps[4];
    assert!(!pincer.paid);
    assert_eq!(
        pincer.covered,
        [Covered::Skill {
            skill: "sticky",
            by: PartRef::of(part("crane-head"))
        }]
    );
}

#[test]
fn two_identical_arms_pay_once() {
    // Guard 4 + Quadruped 2 (Mv 4, Spd 5+, Steady) + Body C 1 (Str 5+) + Slim 2 (Skl 4+)
    // + Wrecking Ball 5 (Str 3+) + Wrecking Ball 0 (nothing new) = 14mc.
    let build = price(&robot(
        "guard",
        ["quadruped", "body-c", "slim"],
        &["wrecking-ball", "wrecking-ball"],
        &[],
    ));
    assert_eq!(build.cost_mc, 14);
    assert_eq!(build.stats, line(4, 3, 5, 4, 4));
}

#[test]
fn a_striker_robot_with_programming() {
    // Striker 4 + Bird Legs 6 (Mv 6, Spd 5+, Evasive) + Body C 1 (Str 5+) + Radar 5
    // (Skl 3+, Fragile) + Glove 2 (Dexterity) + Magnetic Launcher 4 (Reach)
    // + Situational Analyser 1 (Vigilant) + Trajectory Corrector 2 (Burst of Speed) = 25mc.
    // Armour 5+: the Striker's.
    let build = price(&robot(
        "striker",
        ["bird-legs", "body-c", "radar"],
        &["glove", "magnetic-launcher"],
        &["situational-analyser", "trajectory-corrector"],
    ));
    assert_eq!(build.cost_mc, 25);
    assert_eq!(build.stats, line(6, 5, 5, 3, 5));
    assert_eq!(build.skills.len(), 6);
    assert_eq!(
        build.design,
        Design::Mechanite(robot(
            "coding-striker",
            ["bird-legs", "body-c", "radar"],
            &["glove", "magnetic-launcher"],
            &["situational-analyser", "trajectory-corrector"],
        ))
    );
}

#[test]
fn parts_are_found_by_french_or_english_name_in_any_case() {
    let by_names = price(&robot(
        "GUARD",
        ["Jambes blindées", "corps d", "TÊTE DE GRUE"],
        &["Pince", "hammer"],
        &["Évaluation des Dommages"],
    ));
    let by_ids = price(&robot(
        "coding-guard",
        ["armoured-legs", "body-d", "crane-head"],
        &["pincer", "hammer"],
        &["damage-assessment"],
    ));
    assert_eq!(by_names, by_ids);
}

#[test]
fn every_part_must_fit_the_position() {
    let legs = refusal(&robot(
        "guard",
        ["bird-legs", "body-a", "tank"],
        &["hand", "ram"],
        &[],
    ));
    assert_eq!(
        legs,
        Violation::PartNotForPosition {
            part: "Bird Legs".to_string(),
            position: Position::Guard,
            allowed: vec![Position::Jack, Position::Striker],
        }
    );
    let chassis = refusal(&robot(
        "striker",
        ["quad", "body-d", "slim"],
        &["hand", "claw"],
        &[],
    ));
    assert!(matches!(
        chassis,
        Violation::PartNotForPosition {
            position: Position::Striker,
            ..
        }
    ));
    let head = refusal(&robot(
        "striker",
        ["quad", "body-a", "tank"],
        &["hand", "claw"],
        &[],
    ));
    assert!(matches!(head, Violation::PartNotForPosition { .. }));
    let arm = refusal(&robot(
        "striker",
        ["quad", "body-a", "slim"],
        &["hand", "ram"],
        &[],
    ));
    assert!(matches!(arm, Violation::PartNotForPosition { .. }));
    let program = refusal(&robot(
        "striker",
        ["quad", "body-a", "slim"],
        &["hand", "claw"],
        &["tactical-upgrade"],
    ));
    assert_eq!(
        program,
        Violation::PartNotForPosition {
            part: "Tactical Upgrade".to_string(),
            position: Position::Striker,
            allowed: vec![Position::Jack],
        }
    );
}

#[test]
fn a_jack_needs_a_starred_arm() {
    let refused = refusal(&robot(
        "jack",
        ["quad", "body-a", "slim"],
        &["ram", "hammer"],
        &[],
    ));
    assert_eq!(
        refused,
        Violation::JackNeedsStarredArm {
            starred: ["Hand", "Magnetic Launcher", "Claw", "Glove"]
                .map(String::from)
                .to_vec()
        }
    );
    // One starred arm is enough; a Guard needs none.
    price(&robot(
        "jack",
        ["quad", "body-a", "slim"],
        &["ram", "glove"],
        &[],
    ));
    price(&robot(
        "guard",
        ["quad", "body-a", "slim"],
        &["ram", "hammer"],
        &[],
    ));
}

#[test]
fn exactly_two_arms() {
    for arms in [&["hand"][..], &["hand", "claw", "ram"][..], &[][..]] {
        assert_eq!(
            refusal(&robot("guard", ["quad", "body-a", "slim"], arms, &[])),
            Violation::ArmCount {
                required: 2,
                given: arms.len()
            }
        );
    }
}

#[test]
fn each_programming_option_once() {
    let refused = refusal(&robot(
        "jack",
        ["quad", "body-a", "slim"],
        &["hand", "claw"],
        &["tactical-upgrade", "Amélioration Tactique"],
    ));
    assert_eq!(
        refused,
        Violation::ProgramTwice {
            program: "Tactical Upgrade".to_string()
        }
    );
}

#[test]
fn a_part_of_another_category_is_not_found_and_the_choices_are_listed() {
    let refused = refusal(&robot(
        "guard",
        ["quad", "body-a", "quad"],
        &["hand", "claw"],
        &[],
    ));
    assert_eq!(
        refused,
        Violation::PartNotFound {
            category: PartCategory::Head,
            query: "quad".to_string(),
            // Only the heads a Guard may take.
            allowed: ["crane-head", "quad-cams", "slim", "tank"]
                .map(String::from)
                .to_vec(),
        }
    );
    assert!(matches!(
        refusal(&robot(
            "keeper",
            ["quad", "body-a", "slim"],
            &["hand", "claw"],
            &[]
        )),
        Violation::PartNotFound {
            category: PartCategory::Coding,
            ..
        }
    ));
}

fn mutant(position: &str, upgrades: &[&str]) -> MutantDesign {
    MutantDesign {
        position: position.to_string(),
        upgrades: upgrades.iter().map(|s| s.to_string()).collect(),
    }
}

fn price_m(design: &MutantDesign) -> Result<Build<'static>, Violation> {
    price_mutant(reference(), design, Lang::En)
}

#[test]
fn a_mutant_costs_its_base_plus_every_upgrade() {
    // Guard base 11 (Mv 5, Str 4+, Spd 4+, Skl 4+, Arm 4+) + Grogan 4 (Threatening)
    // + Teraton 8 (Str 3+, Keeper: Armour 3+) + Reinforced Skeleton 3 (Tough) = 26mc.
    let build = price_m(&mutant(
        "guard",
        &["guard-internal-reinforced-skeleton", "Teraton", "grogan"],
    ))
    .unwrap();
    assert_eq!(build.cost_mc, 26);
    assert_eq!(build.stats, line(5, 3, 4, 4, 3));
    assert_eq!(build.skills, ["threatening", "keeper", "tough"]);
    // Steps come in body-part order, whatever order they were given in.
    assert_eq!(
        build.steps.iter().map(|s| s.slot).collect::<Vec<_>>(),
        [
            Slot::BaseProfile,
            Slot::Upgrade(BodyPart::Head),
            Slot::Upgrade(BodyPart::Arms),
            Slot::Upgrade(BodyPart::Internal)
        ]
    );
}

#[test]
fn a_mutant_jack_and_striker() {
    // Jack 7 + Compound Eyes 2 + Yndij 5 (Mv 6, Evasive) + Kraaw Wings 2 (Jump)
    // + Accelerated Regen 3 = 19mc.
    let jack = price_m(&mutant(
        "Jack",
        &["yeux à facettes", "yndij", "kraaw wings", "Régen accélérée"],
    ))
    .unwrap();
    assert_eq!((jack.cost_mc, jack.stats), (19, line(6, 4, 4, 4, 4)));
    // Striker 11 + Asterian 4 + Improved Focus 4 (Skl 3+) = 19mc; Armour 5+ from the base.
    let striker = price_m(&mutant("striker", &["asterian", "improved focus"])).unwrap();
    assert_eq!((striker.cost_mc, striker.stats), (19, line(5, 4, 4, 3, 5)));
    // A base Mutant with no upgrades costs the base.
    assert_eq!(price_m(&mutant("jack", &[])).unwrap().cost_mc, 7);
}

#[test]
fn each_body_part_is_upgraded_once() {
    assert_eq!(
        price_m(&mutant("guard", &["grogan", "nameless"])).unwrap_err(),
        Violation::BodyPartTwice {
            body_part: BodyPart::Head,
            first: "Grogan".to_string(),
            second: "Nameless".to_string()
        }
    );
    // Internal upgrades count too.
    assert!(matches!(
        price_m(&mutant(
            "striker",
            &["improved-focus", "striker-internal-accelerated-metabolism"]
        )),
        Err(Violation::BodyPartTwice {
            body_part: BodyPart::Internal,
            ..
        })
    ));
    // The same upgrade twice is the same body part twice.
    assert!(price_m(&mutant("jack", &["yndij", "yndij"])).is_err());
}

#[test]
fn upgrades_come_from_the_positions_table_only() {
    assert_eq!(
        price_m(&mutant("jack", &["grogan"])).unwrap_err(),
        Violation::UpgradeNotForPosition {
            upgrade: "Grogan".to_string(),
            upgrade_position: Position::Guard,
            position: Position::Jack
        }
    );
    assert!(matches!(
        price_m(&mutant("jack", &["wings"])).unwrap_err(),
        Violation::UpgradeNotFound { allowed, .. } if allowed.len() == 7
    ));
    assert!(matches!(
        price_m(&mutant("keeper", &[])).unwrap_err(),
        Violation::MutantPositionNotFound { .. }
    ));
}

#[test]
fn a_name_shared_by_two_upgrades_asks_for_the_id() {
    assert_eq!(
        price_m(&mutant("striker", &["judwan"])).unwrap_err(),
        Violation::AmbiguousUpgrade {
            query: "judwan".to_string(),
            candidates: vec![
                "striker-head-judwan".to_string(),
                "striker-arms-judwan".to_string()
            ],
        }
    );
    // Judwan head (Vigilant) 1 + Judwan arms (Reach) 4 on a Striker 11 = 16mc.
    let both = price_m(&mutant(
        "striker",
        &["striker-head-judwan", "striker-arms-judwan"],
    ))
    .unwrap();
    assert_eq!(both.cost_mc, 16);
}

#[test]
fn every_refusal_reads_in_both_languages() {
    let refusals = [
        refusal(&robot(
            "jack",
            ["quad", "body-a", "slim"],
            &["ram", "hammer"],
            &[],
        )),
        refusal(&robot("guard", ["quad", "body-a", "slim"], &["hand"], &[])),
        price_m(&mutant("guard", &["grogan", "nameless"])).unwrap_err(),
    ];
    for refused in refusals {
        let (en, fr) = (refused.message(Lang::En), refused.message(Lang::Fr));
        assert_ne!(en, fr);
        assert!(!en.is_empty() && !fr.is_empty());
    }
}
