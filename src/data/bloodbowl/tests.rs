use super::*;

const SKILLS: &str = r#"
[[skill]]
id = "block"
category = "general"
name_en = "Block"
name_fr = "Blocage"
name_fr_source = "seed 001"
parameter = "none"
description_en = "Stays up on a Both Down."
description_fr = "Reste debout sur Les deux plaqués."

[[skill]]
id = "loner"
category = "trait"
name_en = "Loner"
name_fr = "Solitaire"
name_fr_source = "seed 001"
parameter = "target"
description_en = "Needs a roll to use a team re-roll."
description_fr = "Doit réussir un jet pour utiliser une relance d'équipe."
"#;

const RULES: &str = r#"
[[rule]]
id = "old-world-classic"
kind = "league"
name_en = "Old World Classic"
name_fr = "Classique du Vieux Monde"
name_fr_source = "seed 001"
description_en = "A regional league."
description_fr = "Une ligue régionale."
"#;

const STAFF: &str = include_str!("../../../data/bloodbowl/staff.toml");

fn pack(position_extra: &str) -> String {
    format!(
        r#"
format = "dugout-roster-pack"
version = 1

[[team]]
id = "human"
name_en = "Human"
name_fr = "Humains"
tier = 2
reroll_gp = 50000
apothecary = true
special_rules = ["old-world-classic"]
sources = ["test"]

[[team.position]]
id = "lineman"
name_en = "Human Lineman"
name_fr = "Trois-quarts humain"
max = 16
cost_gp = 50000
ma = 6
st = 3
ag = 3
pa = 4
av = 9
skills = []
primary = ["general"]
secondary = ["agility", "strength"]
lineman = true

[[team.position]]
id = "ogre"
name_en = "Ogre"
name_fr = "Ogre"
max = 1
cost_gp = 140000
ma = 5
st = 5
ag = 4
pa = 5
av = 10
primary = ["strength"]
secondary = ["agility", "general"]
{position_extra}
"#
    )
}

fn load(pack_text: &str) -> Result<Reference, DataError> {
    let rosters = [("test.toml", pack_text)];
    Reference::load(&Sources {
        skills: SKILLS,
        special_rules: RULES,
        staff: STAFF,
        dungeonbowl: BUNDLED.dungeonbowl,
        rosters: &rosters,
        tables: BUNDLED.tables,
    })
}

#[test]
fn a_valid_pack_loads_with_its_positions() {
    let reference = load(&pack(r#"skills = ["loner(4+)"]"#)).expect("loads");
    let human = reference.roster("Humains").expect("found by French name");
    assert_eq!(human.position("ogre").map(|p| p.cost_gp), Some(140_000));
    assert_eq!(human.max_rerolls(&reference.staff), 8);
}

#[test]
fn a_skill_without_its_target_is_refused_naming_team_and_position() {
    let error = load(&pack(r#"skills = ["loner"]"#)).unwrap_err();
    assert_eq!(error.entry.as_deref(), Some("human/ogre"), "{error}");
    assert!(error.message.contains("loner(4+)"), "{error}");
}

#[test]
fn an_unknown_skill_and_a_bad_bonus_are_refused() {
    let error = load(&pack(r#"skills = ["mighty-blow(+1)"]"#)).unwrap_err();
    assert!(
        error.message.contains("unknown skill `mighty-blow`"),
        "{error}"
    );
    let error = load(&pack(r#"skills = ["loner(four)"]"#)).unwrap_err();
    assert!(error.message.contains("target like (4+)"), "{error}");
    let error = load(&pack(r#"skills = ["block(+1)"]"#)).unwrap_err();
    assert!(error.message.contains("takes no value"), "{error}");
}

#[test]
fn prices_characteristics_and_format_are_checked() {
    let text = pack("skills = []").replace("cost_gp = 140000", "cost_gp = 142000");
    let error = load(&text).unwrap_err();
    assert!(error.message.contains("multiple of 5,000"), "{error}");
    let text = pack("skills = []").replace("av = 10", "av = 14");
    assert!(load(&text).unwrap_err().message.contains("av 14"));
    let text = pack("skills = []").replace("version = 1", "version = 9");
    assert!(load(&text).unwrap_err().message.contains("version 9"));
    let text = pack("skills = []").replace("lineman = true", "");
    assert!(load(&text).unwrap_err().message.contains("Linemen"));
}

#[test]
fn the_bundled_data_loads() {
    let reference = Reference::bundled().expect("the bundled Blood Bowl data is valid");
    assert!(reference.staff.players.max == 16 && reference.staff.cheerleaders.max == 12);
}

/// Numbers read off the sources, one or two per roster kind: a wrong transcription of any
/// of them fails here.
#[test]
fn rosters_carry_the_numbers_of_the_sources() {
    let reference = Reference::bundled().expect("valid");
    assert_eq!(reference.rosters.len(), 29);
    let position = |team: &str, position: &str| {
        let roster = reference.roster(team).unwrap_or_else(|| panic!("{team}"));
        roster
            .position(position)
            .unwrap_or_else(|| panic!("{team}/{position}"))
            .clone()
    };
    let krox = position("lizardmen", "kroxigor");
    assert_eq!(
        (
            krox.max,
            krox.cost_gp,
            krox.ma,
            krox.st,
            krox.ag,
            krox.pa,
            krox.av
        ),
        (1, 140_000, 6, 5, 5, None, 10)
    );
    assert!(krox.skills.contains(&"loner(4+)".to_string()));
    let gutter = position("skaven", "gutter-runner");
    assert_eq!(
        (gutter.max, gutter.cost_gp, gutter.ma, gutter.ag),
        (4, 85_000, 9, 2)
    );
    let fox = position("gnome", "woodland-fox");
    assert!(fox.primary.is_empty() && fox.secondary == [Category::Agility]);
    let snotlings = reference.roster("snotling").expect("snotling");
    assert!(snotlings.has_rule("low-cost-linemen"));
    assert_eq!(snotlings.reroll_gp, 60_000);
    let undead = reference.roster("shambling-undead").expect("undead");
    assert!(!undead.apothecary);
    assert_eq!(undead.position.iter().filter(|p| p.lineman).count(), 2);
    let chosen = reference.roster("chaos-chosen").expect("chaos chosen");
    assert_eq!(chosen.special_rule_choice.len(), 6);
    assert_eq!(chosen.limit.len(), 1);
    assert_eq!(chosen.limit[0].max, 1);
    for roster in &reference.rosters {
        assert!(roster.position.iter().any(|p| p.lineman), "{}", roster.id);
        assert!(
            !roster.sources.is_empty() && !roster.notes.is_empty(),
            "{}",
            roster.id
        );
    }
}

#[test]
fn the_extraordinary_traits_are_the_ones_the_data_marks() {
    let reference = Reference::bundled().expect("valid");
    let mut extraordinary: Vec<&str> = reference
        .skills
        .iter()
        .filter(|skill| skill.is_extraordinary())
        .map(|skill| skill.id.as_str())
        .collect();
    extraordinary.sort_unstable();
    assert_eq!(
        extraordinary,
        [
            "bloodlust",
            "breathe-fire",
            "drunkard",
            "hit-and-run",
            "my-ball",
            "pick-me-up",
            "trickster"
        ]
    );
    let loner = reference.skill("loner").expect("loner");
    assert!(loner.category == Category::Trait && !loner.is_extraordinary());
}
