use super::*;

fn bundled() -> &'static Reference {
    Reference::bundled().expect("the bundled Killpower Ball data loads")
}

fn with(file: &str, from: &str, to: &str) -> Result<Reference, DataError> {
    let mut text = match file {
        "tables" => BUNDLED.tables.to_string(),
        "characteristics" => BUNDLED.characteristics.to_string(),
        "championship" => BUNDLED.championship.to_string(),
        _ => BUNDLED.experience.to_string(),
    };
    assert!(text.contains(from), "{from:?} is in {file}");
    text = text.replacen(from, to, 1);
    let sources = Sources {
        tables: if file == "tables" {
            &text
        } else {
            BUNDLED.tables
        },
        characteristics: if file == "characteristics" {
            &text
        } else {
            BUNDLED.characteristics
        },
        championship: if file == "championship" {
            &text
        } else {
            BUNDLED.championship
        },
        experience: if file == "experience" {
            &text
        } else {
            BUNDLED.experience
        },
        equipment: BUNDLED.equipment,
    };
    Reference::load(&sources)
}

#[test]
fn table_11_holds_the_human_and_the_five_specializations() {
    let data = bundled();
    let human = data.base_race();
    assert_eq!(human.name_fr, "Humain");
    let values = [
        human.dep, human.phy, human.hab, human.pou, human.bal, human.vie,
    ];
    assert_eq!(values, [5, 4, 4, 4, 4, 4]);
    let maxima = [
        human.max_dep,
        human.max_phy,
        human.max_hab,
        human.max_pou,
        human.max_bal,
        human.max_vie,
    ];
    assert_eq!(maxima, [5, 20, 20, 20, 20, 15]);
    assert_eq!((human.rap_die, human.power), (10, 0));
    let specs: Vec<(&str, &str, u8)> = data
        .characteristics
        .specialization
        .iter()
        .map(|s| (s.name_fr.as_str(), s.characteristic.as_str(), s.bonus))
        .collect();
    assert_eq!(
        specs,
        [
            ("Archer", "hab", 1),
            ("Défenseur", "vie", 1),
            ("Guerrier", "phy", 1),
            ("Mentor", "pou", 1),
            ("Tireur", "bal", 1),
        ]
    );
    assert_eq!(
        data.specialization("shooter").map(|s| s.id.as_str()),
        Some("tireur")
    );
    assert_eq!(
        data.specialization("DÉFENSEUR").map(|s| s.id.as_str()),
        Some("defenseur")
    );
}

#[test]
fn table_3_covers_every_difference_once() {
    let rows = &bundled().tables.points_to_score;
    assert_eq!(rows.len(), 21);
    assert_eq!(
        (rows[2].from, rows[2].to, rows[2].stronger, rows[2].weaker),
        (10, Some(14), 3, 1)
    );
    let last = rows.last().expect("a last row");
    assert_eq!(
        (last.from, last.to, last.stronger, last.weaker),
        (100, None, 25, 1)
    );
    assert!(
        rows.iter()
            .take(11)
            .all(|r| r.plus_printed && r.weaker == 1)
    );
    assert_eq!(rows[11].weaker, 3);
}

#[test]
fn a_gap_or_an_overlap_in_a_table_is_refused_by_name() {
    let gap = with("tables", "from = 5\nto = 9", "from = 6\nto = 9").unwrap_err();
    assert!(gap.message.contains("points_to_score"), "{gap}");
    let open = with(
        "tables",
        "from = 100\nstronger",
        "from = 100\nto = 120\nstronger",
    );
    assert!(open.unwrap_err().message.contains("no end"));
    let faces = with("tables", "faces = [2, 3, 4]", "faces = [2, 3]").unwrap_err();
    assert!(faces.message.contains("face 4"), "{faces}");
    let outcome = with("tables", "outcome = \"coma\"", "outcome = \"nap\"").unwrap_err();
    assert!(outcome.message.contains("serious_injury"), "{outcome}");
    let spec = with(
        "characteristics",
        "characteristic = \"bal\"",
        "characteristic = \"dep\"",
    );
    assert!(spec.unwrap_err().message.contains("raisable"));
    let source = with(
        "championship",
        "draw_source = \"default\"",
        "draw_source = \"rumour\"",
    );
    assert!(source.unwrap_err().message.contains("example"));
    let raise = with("experience", "per_raise = 10", "per_raise = 0");
    assert!(raise.is_err());
}

#[test]
fn table_8_has_six_locations_and_three_levels() {
    let tables = &bundled().tables;
    let names: Vec<&str> = tables.location.iter().map(|l| l.name_fr.as_str()).collect();
    assert_eq!(
        names,
        [
            "Tête",
            "Tronc",
            "Bras gauche",
            "Bras droit",
            "Jambe gauche",
            "Jambe droite"
        ]
    );
    let levels: Vec<(i32, Option<i32>)> = tables.level.iter().map(|l| (l.from, l.to)).collect();
    assert_eq!(levels, [(-1, Some(-10)), (-11, Some(-15)), (-16, None)]);
}
