use super::*;
use crate::data::bloodbowl::{BUNDLED, Category, Reference, Sources};

fn bundled() -> Tables {
    Tables::load(&BUNDLED_TABLES).expect("the bundled tables are valid")
}

/// The bundled tables with one file's text changed; the change must hit exactly once.
fn load_changed(file: &str, from: &str, to: &str) -> Result<Tables, DataError> {
    let mut sources = BUNDLED_TABLES;
    let slot = match file {
        PRE_MATCH_FILE => &mut sources.pre_match,
        PRAYERS_FILE => &mut sources.prayers,
        RANDOM_EVENTS_FILE => &mut sources.random_events,
        INDUCEMENTS_FILE => &mut sources.inducements,
        POST_MATCH_FILE => &mut sources.post_match,
        ADVANCEMENT_FILE => &mut sources.advancement,
        _ => panic!("no test changes {file}"),
    };
    assert_eq!(
        slot.matches(from).count(),
        1,
        "`{from}` must be in {file} once"
    );
    let changed = slot.replacen(from, to, 1);
    *slot = Box::leak(changed.into_boxed_str());
    Tables::load(&sources)
}

#[test]
fn the_bundled_tables_load_with_the_reference() {
    let reference = reference_without_rosters();
    assert_eq!(reference.tables.prayers.row.len(), 16);
}

#[test]
fn each_table_has_its_rows() {
    let tables = bundled();
    let pre = &tables.pre_match;
    assert_eq!(pre.weather.row.len(), 5);
    assert_eq!(pre.balls.row.len(), 16);
    assert_eq!(pre.kick_off.row.len(), 11);
    assert_eq!(pre.kick_off.sequence_en.len(), 4);
    assert_eq!(tables.stadium.row.len(), 5);
    assert_eq!(tables.stadium.attributes.len(), 4);
    assert!(tables.stadium.attributes.iter().all(|t| t.row.len() == 6));
    assert_eq!(tables.prayers.row.len(), 16);
    assert_eq!(tables.random_events.row.len(), 24);
    assert_eq!(tables.inducements.list.len(), 27);
    let injuries = &tables.injuries;
    assert_eq!(injuries.injury.row.len(), 3);
    assert_eq!(injuries.stunty_injury.row.len(), 4);
    assert_eq!(injuries.casualty.row.len(), 5);
    assert_eq!(injuries.lasting_injury.row.len(), 5);
    let post = &tables.post_match;
    assert_eq!(post.residency.modifier.len(), 5);
    assert_eq!(post.residency.result.len(), 3);
    assert_eq!(post.residency.sale.row.len(), 3);
    assert_eq!(post.sponsorship.modifier.len(), 5);
    assert_eq!(post.sponsorship.option.len(), 3);
    assert_eq!(post.spp.award.len(), 6);
    assert_eq!(post.costly_errors.band.len(), 6);
    assert_eq!(post.costly_errors.row.len(), 6);
    assert_eq!(post.costly_errors.outcome.len(), 4);
    let advancement = &tables.advancement;
    assert_eq!(advancement.advancement.kind.len(), 4);
    assert_eq!(advancement.advancement.level.len(), 6);
    assert_eq!(advancement.characteristic_improvement.row.len(), 5);
    assert_eq!(advancement.random_skills.row.len(), 12);
}

#[test]
fn pre_match_values() {
    let tables = bundled();
    let pre = &tables.pre_match;
    assert_eq!(
        pre.weather.at(2).map(|w| w.name_en.as_str()),
        Some("Sweltering Heat")
    );
    assert_eq!(
        pre.weather.at(7).map(|w| w.id.as_str()),
        Some("perfect-conditions")
    );
    assert_eq!(
        pre.weather.at(12).map(|w| w.name_fr.as_str()),
        Some("Blizzard")
    );
    assert_eq!(
        pre.kick_off.at(12).map(|k| k.id.as_str()),
        Some("pitch-invasion")
    );
    assert_eq!(
        pre.balls.at(16).map(|b| b.name_fr.as_str()),
        Some("Braséro à Malepierre")
    );
    assert_eq!(pre.journeymen.squad_minimum, 11);
    assert_eq!(pre.journeymen.skill, "loner(4+)");
    let stadium = &tables.stadium;
    let ten = stadium.at(10).expect("10 is a stadium");
    assert_eq!(ten.id, "luxury", "the seed's 10–12 is read 11–12");
    assert_eq!(stadium.at(11).map(|s| s.id.as_str()), Some("local-crowd"));
    assert!(stadium.attributes_of(stadium.at(7).expect("7")).is_none());
    let surface = stadium
        .attributes_of(stadium.at(2).expect("2"))
        .expect("a table");
    assert_eq!(
        surface.at(4).map(|a| a.name_fr.as_str()),
        Some("Astrogranit")
    );
    assert_eq!(tables.prayers.rolls_for(120_000), 2);
    assert_eq!(
        tables.prayers.at(16).map(|p| p.id.as_str()),
        Some("intensive-training")
    );
    let event = tables.random_events.at(6, 1).expect("an event");
    assert_eq!(event.name_fr, "La Ola de Tizca");
}

#[test]
fn inducement_prices_and_limits() {
    let tables = bundled();
    let inducements = &tables.inducements;
    let bribes = inducements.get("Pots de vin").expect("bribes");
    assert_eq!((bribes.min, bribes.max), (0, Some(3)));
    assert_eq!(bribes.price_for(&[], 2), Some(Price::Fixed(100_000)));
    let hot_pot = inducements.get("halfling-hot-pot").expect("hot-pot");
    let rules = |ids: &[&str]| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>();
    assert_eq!(
        hot_pot.price_for(&rules(&["old-world-classic"]), 2),
        Some(Price::Fixed(80_000))
    );
    let thimble = rules(&["halfling-thimble-cup"]);
    assert_eq!(hot_pot.price_for(&thimble, 3), Some(Price::Fixed(60_000)));
    assert_eq!(hot_pot.price_for(&[], 2), None);
    let brew = inducements.get("Bottles of Heady Brew").expect("brew");
    assert_eq!(brew.price_for(&[], 3), Some(Price::Fixed(40_000)));
    assert_eq!(brew.price_for(&[], 2), None);
    let mercenaries = inducements
        .get("unlimited-mercenary-players")
        .expect("mercs");
    assert_eq!(mercenaries.max, None);
    assert_eq!(mercenaries.price_for(&[], 1), Some(Price::Variable));
}

#[test]
fn injury_values() {
    let injuries = bundled().injuries;
    assert_eq!(
        injuries.injury.at(7).map(|r| r.result),
        Some(InjuryResult::Stunned)
    );
    assert_eq!(
        injuries.injury.at(8).map(|r| r.result),
        Some(InjuryResult::KnockedOut)
    );
    assert_eq!(
        injuries.stunty_injury.at(9).map(|r| r.result),
        Some(InjuryResult::BadlyHurt)
    );
    for roll in [15, 16] {
        let dead = injuries.casualty.at(roll).expect("a casualty");
        assert!(dead.dead && dead.name_en == "Dead", "{roll}");
    }
    let serious = injuries.casualty.at(10).expect("10");
    assert!(serious.niggling_injury && serious.miss_next_game && !serious.dead);
    let arm = injuries.lasting_injury.at(4).expect("4");
    assert_eq!((arm.characteristic, arm.change), (Characteristic::Pa, -1));
    assert_eq!(
        arm.characteristic.stored_change(arm.change),
        1,
        "PA 4+ becomes 5+"
    );
    let head = injuries.lasting_injury.at(1).expect("1");
    assert_eq!(
        head.characteristic.stored_change(head.change),
        -1,
        "AV 9+ becomes 8+"
    );
}

#[test]
fn post_match_values() {
    let post = bundled().post_match;
    assert_eq!(post.spp.award("touchdown").map(|a| a.spp), Some(3));
    assert_eq!(post.spp.award("mvp").map(|a| a.spp), Some(4));
    let errors = &post.costly_errors;
    let id = |treasury, roll| errors.outcome(treasury, roll).map(|o| o.id.as_str());
    assert_eq!(id(600_000, 1), Some("catastrophe"));
    assert_eq!(id(2_000_000, 6), Some("minor-incident"));
    assert_eq!(id(195_000, 1), Some("minor-incident"));
    assert_eq!(id(200_000, 2), Some("minor-incident"));
    assert_eq!(id(50_000, 2), Some("crisis-averted"));
    let residency = &post.residency;
    assert_eq!(
        residency.result_for(-3).map(|r| r.id.as_str()),
        Some("failure")
    );
    assert_eq!(
        residency.result_for(8).map(|r| r.id.as_str()),
        Some("resident-without-winnings")
    );
    assert_eq!(
        residency.result_for(11).map(|r| r.id.as_str()),
        Some("deal-agreed")
    );
    assert_eq!(residency.sale_at(6).map(|s| s.fixed_gp), Some(250_000));
    assert_eq!(post.sponsorship.target, 20);
    assert_eq!(post.winnings.unit_gp, 10_000);
}

#[test]
fn advancement_values() {
    let tables = bundled().advancement;
    let advancement = &tables.advancement;
    assert_eq!(advancement.spp(6, "random-primary"), Some(15));
    assert_eq!(advancement.spp(1, "random-characteristic"), Some(18));
    assert_eq!(
        advancement
            .kind("chosen-secondary")
            .and_then(|k| k.value_gp),
        Some(40_000)
    );
    let values = advancement.characteristic_value_gp;
    assert_eq!(values.get(Characteristic::Ag), 40_000);
    assert_eq!(values.get(Characteristic::St), 80_000);
    let any = tables.characteristic_improvement.at(16).expect("16");
    assert_eq!(any.choices.len(), 5);
    let skills = &tables.random_skills;
    let cell =
        |first, second, category| skills.at(first, second, category).map(|c| c.skill.as_str());
    assert_eq!(cell(2, 1, Category::Agility), Some("catch"));
    assert_eq!(cell(3, 3, Category::General), Some("dirty-player(+1)"));
    assert_eq!(cell(5, 1, Category::Strength), Some("mighty-blow(+1)"));
    assert_eq!(cell(6, 6, Category::Mutation), Some("very-long-legs"));
}

#[test]
fn a_gap_in_a_2d6_table_is_refused_naming_the_row() {
    let weather = PRE_MATCH_FILE;
    let gap = "from = 4\nto = 10\nid = \"perfect-conditions\"";
    let error = load_changed(weather, gap, &gap.replace("from = 4", "from = 5")).unwrap_err();
    assert_eq!(error.file, PRE_MATCH_FILE);
    assert_eq!(
        error.entry.as_deref(),
        Some("weather 3 (very-sunny)"),
        "{error}"
    );
    assert!(error.message.contains("no row for 4"), "{error}");
}

#[test]
fn an_overlap_is_refused_naming_both_rows() {
    let weather = PRE_MATCH_FILE;
    let row = "from = 4\nto = 10\nid = \"perfect-conditions\"";
    let error = load_changed(weather, row, &row.replace("from = 4", "from = 3")).unwrap_err();
    assert_eq!(
        error.entry.as_deref(),
        Some("weather 3-10 (perfect-conditions)"),
        "{error}"
    );
    assert!(
        error
            .message
            .contains("overlaps row weather 3 (very-sunny)"),
        "{error}"
    );
}

#[test]
fn a_roll_the_dice_cannot_give_is_refused() {
    let prayers = PRAYERS_FILE;
    let row = "from = 16\nto = 16";
    let error = load_changed(prayers, row, "from = 16\nto = 17").unwrap_err();
    assert!(error.message.contains("within 1-16 (D16)"), "{error}");
}

#[test]
fn a_price_off_the_5000_step_is_refused_naming_the_inducement() {
    let inducements = INDUCEMENTS_FILE;
    let line = "max = 1\nprice_gp = 350000";
    let error = load_changed(inducements, line, "max = 1\nprice_gp = 352000").unwrap_err();
    assert_eq!(error.entry.as_deref(), Some("mercenary-giant"), "{error}");
    assert!(
        error
            .message
            .contains("352000 gp is not a multiple of 5,000"),
        "{error}"
    );
}

#[test]
fn grids_bands_and_spp_are_checked() {
    let events = RANDOM_EVENTS_FILE;
    let row = "second = 6\nid = \"total-darkness\"";
    let error = load_changed(events, row, "second = 5\nid = \"total-darkness\"").unwrap_err();
    assert!(error.message.contains("overlaps"), "{error}");
    let post = POST_MATCH_FILE;
    let band = "from_gp = 300000";
    let error = load_changed(post, band, "from_gp = 305000").unwrap_err();
    assert!(error.message.contains("contiguous"), "{error}");
    let award = "spp = 3";
    let error = load_changed(post, award, "spp = 0").unwrap_err();
    assert_eq!(error.entry.as_deref(), Some("spp touchdown"), "{error}");
    let advancement = ADVANCEMENT_FILE;
    let skill = "skill = \"wrestle\"";
    let error = load_changed(advancement, skill, "skill = \"block\"").unwrap_err();
    assert!(
        error.message.contains("`block` is in the table twice"),
        "{error}"
    );
}

#[test]
fn characteristic_changes_follow_how_rosters_store_them() {
    assert_eq!(Characteristic::Ag.stored_change(1), -1);
    assert_eq!(Characteristic::Av.stored_change(1), 1);
    assert_eq!(Characteristic::Ma.stored_change(-1), -1);
}

/// The bundled skills, special rules and tables, without the roster packs (which are
/// being completed at the same time).
fn reference_without_rosters() -> Reference {
    let sources = Sources {
        rosters: &[],
        ..BUNDLED
    };
    Reference::load(&sources).expect("the bundled skills, rules and tables are valid")
}

#[test]
fn inducement_rules_are_special_rules() {
    let reference = reference_without_rosters();
    let inducements = &reference.tables.inducements;
    inducements
        .check_rules(&reference.special_rules)
        .expect("every special rule an inducement needs is in special_rules.toml");
    let unknown = [crate::data::bloodbowl::SpecialRule {
        id: "old-world-classic".into(),
        kind: crate::data::bloodbowl::RuleKind::League,
        name_en: "Old World Classic".into(),
        name_fr: "Classique du Vieux Monde".into(),
        name_fr_source: "seed 001".into(),
        description_en: "A league.".into(),
        description_fr: "Une ligue.".into(),
        note: None,
    }];
    let error = inducements.check_rules(&unknown).unwrap_err();
    assert!(error.message.contains("unknown special rule"), "{error}");
}

#[test]
fn random_skills_are_skills_of_their_column() {
    let reference = reference_without_rosters();
    reference
        .tables
        .check_references(&reference.skills, &reference.special_rules)
        .expect("Loner and every random skill are in skills.toml, in their column's category");
}

#[test]
fn a_prayer_paying_spp_is_one_of_the_table_for_a_count_the_report_keeps() {
    let prayers = PRAYERS_FILE;
    let error = load_changed(
        prayers,
        "prayer = \"fouling-frenzy\"",
        "prayer = \"fouling-fury\"",
    )
    .unwrap_err();
    assert_eq!(error.entry.as_deref(), Some("prayers.spp[3]"), "{error}");
    assert!(
        error.message.contains("no prayer `fouling-fury`"),
        "{error}"
    );
    let error = load_changed(
        prayers,
        "counts = \"completion\"\nuntil = \"match\"",
        "counts = \"completion\"\nuntil = \"drive\"",
    )
    .unwrap_err();
    assert!(error.message.contains("counts no Completion"), "{error}");
    let error = load_changed(
        prayers,
        "prayer = \"fouling-frenzy\"",
        "prayer = \"perfect-passing\"",
    )
    .unwrap_err();
    assert!(error.message.contains("given twice"), "{error}");
}
