//! The DreadBall reference data: counts and sample values checked against seed 000,
//! and the loader's refusals of bad data.

use dugout::data::dreadball::*;
use dugout::data::{Lang, Named};

fn reference() -> &'static Reference {
    Reference::bundled().expect("bundled data loads")
}

fn team(id: &str) -> &'static Team {
    reference().teams.iter().find(|t| t.id == id).expect(id)
}

fn role<'a>(team: &'a Team, id: &str) -> &'a Role {
    team.role.iter().find(|r| r.id == id).expect(id)
}

fn mvp(id: &str) -> &'static Mvp {
    reference().mvps.iter().find(|m| m.id == id).expect(id)
}

#[test]
fn every_team_of_seasons_one_to_six_is_there() {
    let r = reference();
    assert_eq!(r.teams.len(), 25);
    for (season, count) in [(1, 4), (2, 4), (3, 4), (4, 5), (5, 4), (6, 4)] {
        assert_eq!(
            r.teams.iter().filter(|t| t.season == season).count(),
            count,
            "season {season}"
        );
    }
    assert_eq!(r.teams.iter().map(|t| t.role.len()).sum::<usize>(), 62);
}

#[test]
fn official_starting_teams_are_worth_100mc_except_the_sulentic_shards() {
    // Cross-check from DESIGN.md: die 6mc, card 10mc, staff 8mc.
    let r = reference();
    let settings = dugout::rules::dreadball::Settings::defaults(r);
    for team in r.teams.iter().filter(|t| t.has_known_lineup()) {
        let players: u32 = team
            .role
            .iter()
            .map(|role| role.starting_count.unwrap_or(0) * role.cost_mc.unwrap_or(0))
            .sum();
        let total = players
            + team.starting_dice.unwrap_or(0) * settings.coaching_die_mc
            + team.starting_cards.unwrap_or(0) * settings.card_mc
            + team.starting_staff.len() as u32 * r.staff.cost_mc;
        let expected = if team.id == "sulentic-shards" {
            96
        } else {
            100
        };
        assert_eq!(total, expected, "{}", team.id);
    }
    assert_eq!(r.teams.iter().filter(|t| t.has_known_lineup()).count(), 23);
}

#[test]
fn season_one_rosters_match_the_seed_and_the_english_names() {
    let trontek = team("trontek-29ers");
    let striker = role(trontek, "striker");
    assert_eq!(striker.name_en, "Human Striker");
    assert_eq!(
        (
            striker.movement,
            striker.strength,
            striker.speed,
            striker.skill,
            striker.armour
        ),
        (Some(5), Some(4), Some(4), Some(4), Some(5))
    );
    assert_eq!(
        (striker.starting_count, striker.cost_mc),
        (Some(3), Some(10))
    );
    assert_eq!(
        (trontek.starting_dice, trontek.starting_cards),
        (Some(1), Some(2))
    );
    let goblin = role(team("greenmoon-smackers"), "jack");
    assert_eq!(goblin.name_en, "Goblin Jack");
    assert_eq!(
        (
            goblin.strength,
            goblin.speed,
            goblin.starting_count,
            goblin.cost_mc
        ),
        (Some(5), Some(3), Some(5), Some(9))
    );
    assert_eq!(role(team("midgard-delvers"), "guard").skills, ["steady"]);
}

#[test]
fn unknown_line_ups_are_recorded_as_unknown() {
    let kovoss = team("kovoss-kryptics");
    assert_eq!(kovoss.build, BuildKind::Mutant);
    assert_eq!((kovoss.starting_dice, kovoss.starting_cards), (None, None));
    assert!(kovoss.role.iter().all(|r| r.starting_count.is_none()));
    assert_eq!(role(kovoss, "jack").cost_mc, Some(7));
    let brutes = team("ro-tek-brutes");
    assert_eq!(brutes.build, BuildKind::Mechanite);
    assert!(brutes.role.is_empty());
    assert!(!kovoss.has_known_lineup() && !brutes.has_known_lineup());
}

#[test]
fn chromium_transformer_forms_cannot_be_hired() {
    let chargers = team("chromium-chargers");
    assert_eq!(role(chargers, "guard").cost_mc, None);
    assert_eq!(role(chargers, "guard").starting_count, Some(0));
    assert_eq!(role(chargers, "jack").cost_mc, Some(14));
    assert!(
        role(chargers, "jack")
            .skills
            .contains(&"transformer".to_string())
    );
}

#[test]
fn starting_staff_comes_from_the_seed() {
    assert_eq!(
        team("shan-meeg-starhawks").starting_staff,
        [StaffKind::Defensive]
    );
    assert_eq!(
        team("long-rock-lifers").starting_staff,
        [StaffKind::Offensive]
    );
}

#[test]
fn mvps_challenge_cup_and_giants_are_all_there() {
    let r = reference();
    let count = |kind| r.mvps.iter().filter(|m| m.kind == kind).count();
    assert_eq!(
        (
            count(MvpKind::Mvp),
            count(MvpKind::ChallengeCup),
            count(MvpKind::Giant)
        ),
        (43, 8, 9)
    );
    let buzzcut = mvp("buzzcut");
    let form = &buzzcut.member[0].form[0];
    assert_eq!(
        (
            form.movement,
            form.strength,
            form.speed,
            form.skill,
            form.armour
        ),
        (6, 2, 4, 5, 4)
    );
    assert_eq!(buzzcut.cost_mc, Some(11));
    assert_eq!(buzzcut.season, "1");
}

#[test]
fn plays_for_is_structured() {
    let davitz = mvp("dead-man-davitz");
    assert_eq!(davitz.plays_for, PlaysFor::EveryoneExcept);
    assert!(!davitz.plays_for_faction("orx-goblin"));
    assert!(davitz.plays_for_faction("human"));
    let gorim = mvp("gorim-ironstone");
    assert!(gorim.plays_for_faction("forge-father") && !gorim.plays_for_faction("human"));
    let wildcard = mvp("wildcard");
    assert!(wildcard.plays_for_faction("asterian") && wildcard.plays_for_faction("human"));
    assert_eq!(mvp("kreed").not_with, ["lucky-logan"]);
    assert_eq!(mvp("hexan").event_only_en, "Visvera only");
}

#[test]
fn multi_form_and_multi_member_mvps() {
    assert_eq!(mvp("hexan").member[0].form.len(), 3);
    let slick = &mvp("big-slick-salaran-vesh").member[0].form;
    assert_eq!(slick[1].positions, [Position::Keeper]);
    let twins = mvp("harmony-and-melody");
    assert_eq!((twins.member.len(), twins.cost_mc), (2, Some(18)));
    assert_eq!(mvp("blitz").cost_mc, None);
    let giants: Vec<&Mvp> = reference()
        .mvps
        .iter()
        .filter(|m| m.kind == MvpKind::Giant)
        .collect();
    assert!(
        giants
            .iter()
            .any(|g| g.id == "karadon" && g.member[0].form[0].positions == [Position::Keeper])
    );
}

#[test]
fn skills_have_ids_names_and_descriptions() {
    let r = reference();
    assert_eq!(r.skills.len(), 77);
    assert_eq!(r.skills.iter().filter(|s| s.challenge_cup).count(), 10);
    let steady = r.skill("steady").unwrap();
    assert_eq!(
        (steady.name_fr.as_str(), steady.name_en.as_str()),
        ("Stable", "Steady")
    );
    assert!(
        dugout::data::find_by_name(&r.skills, "sales coups")
            .is_some_and(|s| s.id == "dirty-tricks")
    );
    assert!(
        r.skills
            .iter()
            .all(|s| !s.description_en.is_empty() && !s.description_fr.is_empty())
    );
}

#[test]
fn seven_free_agent_tables_with_the_zee_pair_and_table_six_choices() {
    let r = reference();
    assert_eq!(r.free_agent_tables.len(), 7);
    assert_eq!(r.free_agent_profiles.len(), 8);
    let zees = &r.free_agent_tables[2].result[0].option[0].agent[0];
    assert_eq!(
        (zees.count, zees.team.as_deref(), zees.role.as_deref()),
        (2, Some("koeputki-kolossals"), Some("jack"))
    );
    let table_six = &r.free_agent_tables[5];
    assert_eq!(table_six.result[0].option.len(), 2);
    assert_eq!(table_six.result[5].option.len(), 2);
    assert_eq!(table_six.result[5].option[0].agent[0].count, 2);
    let mechanite = &r.free_agent_tables[4].result[5].option[0].agent[0];
    assert_eq!(
        (mechanite.build, mechanite.position),
        (Some(BuildKind::Mechanite), Some(Position::Jack))
    );
    let brawler = r
        .free_agent_profiles
        .iter()
        .find(|p| p.id == "jetari-gl14-brawler")
        .unwrap();
    assert_eq!(
        (brawler.position, brawler.armour),
        (Position::Guard, Some(3))
    );
}

#[test]
fn mechanite_parts_and_mutant_upgrades() {
    let r = reference();
    let parts = |category| {
        r.mechanite_parts
            .iter()
            .filter(|p| p.category == category)
            .count()
    };
    assert_eq!(
        [
            parts(PartCategory::Coding),
            parts(PartCategory::Locomotion),
            parts(PartCategory::Chassis),
            parts(PartCategory::Head),
            parts(PartCategory::Arm),
            parts(PartCategory::Programming)
        ],
        [3, 5, 4, 5, 9, 4]
    );
    assert_eq!(r.mechanite_parts.iter().filter(|p| p.starred).count(), 4);
    let bird_legs = r
        .mechanite_parts
        .iter()
        .find(|p| p.id == "bird-legs")
        .unwrap();
    assert_eq!(
        (bird_legs.movement, bird_legs.speed, bird_legs.cost_mc),
        (Some(6), Some(5), 6)
    );
    assert_eq!(bird_legs.positions, [Position::Jack, Position::Striker]);
    assert_eq!(r.mutant_positions.len(), 3);
    let upgrades = |position| {
        r.mutant_upgrades
            .iter()
            .filter(|u| u.position == position)
            .count()
    };
    assert_eq!(
        [
            upgrades(Position::Guard),
            upgrades(Position::Jack),
            upgrades(Position::Striker)
        ],
        [7, 7, 6]
    );
    let teraton = r
        .mutant_upgrades
        .iter()
        .find(|u| u.id == "guard-arms-teraton")
        .unwrap();
    assert_eq!((teraton.strength, teraton.cost_mc), (Some(3), 8));
    assert!(teraton.skills.contains(&"keeper".to_string()));
}

#[test]
fn team_items_hacks_and_giants() {
    let r = reference();
    assert_eq!((r.cheerleaders.cost_mc, r.cheerleaders.max), (8, 7));
    assert_eq!(r.staff.cost_mc, 8);
    assert_eq!(
        (r.hacks.cost_mc, r.hacks.max_per_match, r.hacks.hack.len()),
        (5, 1, 6)
    );
    assert_eq!(r.giants.counts_as_players, 2);
    assert_eq!(r.limits.max_players, 14);
    assert_eq!(
        (r.default_prices.coaching_die_mc, r.default_prices.card_mc),
        (6, 10)
    );
    assert_eq!(r.hack("c").map(|h| h.letter.as_str()), Some("C"));
}

#[test]
fn names_are_found_in_either_language_ignoring_case() {
    let r = reference();
    assert_eq!(
        r.team("TRONTEK 29ERS").map(|t| t.id.as_str()),
        Some("trontek-29ers")
    );
    let trontek = team("trontek-29ers");
    assert_eq!(
        trontek.find_role("human jack").map(|r| r.id.as_str()),
        Some("jack")
    );
    assert_eq!(role(trontek, "jack").name(Lang::Fr), "Jack");
}

fn with_replaced(file: &str, from: &str, to: &str) -> Result<Reference, dugout::data::DataError> {
    let mut sources = BUNDLED.clone();
    let text: &mut &str = match file {
        "teams" => &mut sources.teams,
        "skills" => &mut sources.skills,
        _ => panic!("unknown file {file}"),
    };
    assert!(text.contains(from), "{from} not in {file}");
    let replaced = text.replacen(from, to, 1);
    *text = &replaced;
    Reference::load(&sources)
}

#[test]
fn an_unknown_skill_id_names_the_file_and_entry() {
    let error = with_replaced(
        "teams",
        "skills = [\"steady\"]",
        "skills = [\"rock-steady\"]",
    )
    .unwrap_err();
    assert_eq!(error.file, TEAMS_FILE);
    assert!(
        error
            .entry
            .as_deref()
            .is_some_and(|e| e.starts_with("midgard-delvers/")),
        "{error}"
    );
    assert!(error.message.contains("rock-steady"), "{error}");
}

#[test]
fn a_missing_field_names_the_file_and_entry() {
    let error = with_replaced("skills", "name_en = \"Steady\"", "").unwrap_err();
    assert_eq!(error.file, SKILLS_FILE);
    assert_eq!(error.entry.as_deref(), Some("steady"));
    assert!(error.message.contains("name_en"), "{error}");
}

#[test]
fn a_duplicate_id_is_refused() {
    let error = with_replaced("skills", "id = \"lucky\"", "id = \"backflip\"").unwrap_err();
    assert_eq!(error.file, SKILLS_FILE);
    assert_eq!(error.entry.as_deref(), Some("backflip"));
    assert!(error.message.contains("duplicate"), "{error}");
}
