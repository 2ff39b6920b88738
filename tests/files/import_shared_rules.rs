//! Issue 45: an import is held to the rules the commands apply, one list shared by both.
//! The schema-14 fixture's league of each game is exported, one value is changed to
//! one a command would refuse, and the import refuses it in English and French, naming
//! the field and what is allowed, writing nothing.

use serde_json::json;

use super::import_rules::{Case, Target, exported, fixture, refuse_each, row_where};

#[test]
fn a_dreadball_league_holding_what_no_command_writes_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let document = exported(&mut fixture("schema-14", dir.path()), 1);
    let mut target = Target::new(dir.path(), "dreadball.db");
    let cases: Vec<Case> = vec![
        (
            |d| d["tables"]["league"][0]["points_win"] = json!(-5),
            ["tables.league[0]", "win -5", "victoire -5"],
        ),
        (
            |d| d["tables"]["league"][0]["tie_breakers"] = json!(""),
            [
                "tables.league[0].tie_breakers",
                "at least one tie-breaker",
                "au moins un critère",
            ],
        ),
        (
            |d| d["tables"]["league"][0]["tie_breakers"] = json!("points,bogus"),
            ["tables.league[0].tie_breakers", "`bogus`", "bogus"],
        ),
        (
            |d| d["tables"]["season"][0]["closed_on"] = json!("2020-01-01"),
            [
                "tables.season[0].closed_on",
                "is before started_on",
                "est avant started_on",
            ],
        ),
        (
            |d| d["tables"]["player"][0]["released_on"] = json!("2020-01-01"),
            [
                "tables.player[0].released_on",
                "is before hired_on",
                "est avant hired_on",
            ],
        ),
        (
            |d| d["tables"]["team"][0]["created_on"] = json!("2026-1-1"),
            ["tables.team[0].created_on", "YYYY-MM-DD", "AAAA-MM-JJ"],
        ),
        (
            |d| d["tables"]["player"][0]["kind"] = json!("bogus"),
            [
                "tables.player[0].kind",
                "is not one of: roster, mvp",
                "n'est pas l'un de",
            ],
        ),
        (
            |d| d["tables"]["ledger"][0]["kind"] = json!("bogus"),
            [
                "tables.ledger[0].kind",
                "is not one of: starting",
                "n'est pas l'un de",
            ],
        ),
        (
            |d| d["tables"]["dreadball_player"][0]["build"] = json!({ "x": 1 }),
            [
                "tables.team[0]",
                "only a Mechanite or a Mutant",
                "seuls un Mechanite ou un Mutant",
            ],
        ),
        (
            |d| d["tables"]["player"][0]["skills"] = json!("Steady"),
            [
                "tables.player[0].skills",
                "is not a list of texts",
                "n'est pas une liste de textes",
            ],
        ),
        (
            |d| {
                let team = d["tables"]["ledger"][0]["team_id"].clone();
                let other = d["tables"]["player"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|p| p["team_id"] != team)
                    .unwrap()["id"]
                    .clone();
                d["tables"]["ledger"][0]["player_id"] = other;
            },
            [
                "tables.ledger[0].player_id",
                "not for team",
                "pas pour l'équipe",
            ],
        ),
        (
            |d| d["tables"]["team"][0]["name"] = json!("A\u{202E}B"),
            [
                "tables.team[0].name",
                "text-direction character",
                "sens d'écriture",
            ],
        ),
        (
            |d| d["tables"]["team"][0]["primary_colour"] = json!("123456"),
            ["tables.team[0].primary_colour", "#RRGGBB", "#RRVVBB"],
        ),
        (
            |d| d["tables"]["team"][0]["roster"] = json!("bogus"),
            [
                "tables.team[0]",
                "no roster `bogus`",
                "aucune équipe de base",
            ],
        ),
    ];
    refuse_each(&mut target, &document, &cases);
}

#[test]
fn a_blood_bowl_league_holding_what_no_command_writes_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let document = exported(&mut fixture("schema-14", dir.path()), 2);
    let mut target = Target::new(dir.path(), "bloodbowl.db");
    let cases: Vec<Case> = vec![
        (
            |d| d["tables"]["player"][0]["kind"] = json!("mvp"),
            [
                "tables.team[0]",
                "which Blood Bowl does not have",
                "que Blood Bowl n'a pas",
            ],
        ),
        (
            |d| d["tables"]["bloodbowl_roll"][0]["result"] = json!(99),
            [
                "tables.bloodbowl_roll[0].result",
                "99 cannot be rolled",
                "99 ne peut pas sortir",
            ],
        ),
        (
            |d| d["tables"]["bloodbowl_prematch"][0]["weather"] = json!("acid-rain"),
            [
                "tables.league[0]",
                "`acid-rain` is not a line of the weather table",
                "table de météo",
            ],
        ),
        (
            |d| d["tables"]["bloodbowl_result"] = json!([]),
            [
                "tables.match_result[0]",
                "rows in `bloodbowl_result`",
                "lignes dans `bloodbowl_result`",
            ],
        ),
        (
            |d| d["tables"]["bloodbowl_player"][0]["advancements"] = json!("x"),
            [
                "tables.bloodbowl_player[0].advancements",
                "a list of objects",
                "une liste d'objets",
            ],
        ),
        (
            |d| d["tables"]["bloodbowl_kept_team"][0]["kept"] = json!(5),
            [
                "tables.bloodbowl_kept_team[0].kept",
                "in the form Dugout writes it",
                "sous la forme",
            ],
        ),
        (
            |d| d["tables"]["bloodbowl_prematch"][0]["petty_cash_side"] = json!("both"),
            [
                "tables.bloodbowl_prematch[0].petty_cash_side",
                "is not one of: home, away",
                "n'est pas l'un de",
            ],
        ),
    ];
    refuse_each(&mut target, &document, &cases);
    // No message anywhere speaks Rust or serde.
    let mut broken = document.clone();
    let at = row_where(&broken, "bloodbowl_kept_player", "fixture_id", &json!(16));
    broken["tables"]["bloodbowl_kept_player"][at]["kept"] = json!({ "x": 1 });
    let (english, french) = target.refused(&broken);
    for text in [english, french] {
        for rust in ["expected struct", "missing field", "u32", "line 1 column"] {
            assert!(!text.contains(rust), "{text}");
        }
    }
}

#[test]
fn a_killpower_league_holding_what_no_command_writes_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let document = exported(&mut fixture("schema-14", dir.path()), 3);
    let mut target = Target::new(dir.path(), "killpower.db");
    let cases: Vec<Case> = vec![
        (
            |d| d["tables"]["killpower_roll"][0]["result"] = json!(99),
            [
                "tables.killpower_roll[0].result",
                "99 cannot be rolled",
                "99 ne peut pas sortir",
            ],
        ),
        (
            |d| d["tables"]["team"][0]["roster"] = json!("bogus"),
            [
                "tables.team[0]",
                "of the race `human`",
                "de la race « human »",
            ],
        ),
        (
            |d| d["tables"]["player"][0]["kind"] = json!("roster"),
            [
                "tables.team[0]",
                "which Killpower Ball does not have",
                "que Killpower Ball n'a pas",
            ],
        ),
        (
            |d| d["tables"]["killpower_gladiator"][0]["raises"] = json!("x"),
            [
                "tables.killpower_gladiator[0].raises",
                "a list of texts",
                "une liste de textes",
            ],
        ),
    ];
    refuse_each(&mut target, &document, &cases);
}
