//! The Mechanite and Mutant builders from the command line and through the store:
//! pricing, building onto a team, templates, rebuilding, undo, and a file made by the
//! previous schema.

use crate::common;

use common::cli::{Cli, assert_mentions};
use dugout::coach::dreadball::TeamStart;
use dugout::coach::{self, Context};
use dugout::data::Lang;
use dugout::rules::dreadball::build::{Design, MutantDesign};
use dugout::store::{Store, TeamId, migrate};
use serde_json::{Value, json};

const CHEAP_JACK: [&str; 12] = [
    "--position",
    "jack",
    "--locomotion",
    "Monoroue",
    "--chassis",
    "body b",
    "--head",
    "QUAD-CAMS",
    "--arm",
    "Main",
    "--arm",
    "claw",
];

fn with(command: &[&'static str], extra: &[&'static str]) -> Vec<&'static str> {
    command.iter().chain(extra).copied().collect()
}

/// A league with an empty Ro-Tek Brutes team (1) and Kovoss Kryptics team (2), 100mc each,
/// and a Trontek 29ers starting team (3).
fn league() -> Cli {
    let cli = Cli::new();
    cli.json(&["league", "new", "--name", "Workshop"]);
    for (roster, name) in [("Ro-Tek Brutes", "Bolts"), ("Kovoss Kryptics", "Freaks")] {
        cli.json(&[
            "team", "new", "--league", "1", "--roster", roster, "--name", name, "--budget", "100",
        ]);
    }
    cli.json(&[
        "team",
        "new",
        "--league",
        "1",
        "--roster",
        "trontek-29ers",
        "--name",
        "Humans",
    ]);
    cli
}

#[test]
fn mechanite_price_prints_the_issue_fields() {
    let cli = Cli::new();
    let priced = cli.json(&with(&["mechanite", "price"], &CHEAP_JACK));
    // Jack 2 + Monowheel 4 + Body B 3 + Quad-Cams 4; Hand and Claw add nothing: 13mc.
    for (field, value) in [
        ("cost_mc", json!(13)),
        ("move", json!(6)),
        ("strength", json!(5)),
        ("speed", json!(4)),
        ("skill", json!(4)),
        ("armour", json!(4)),
        ("skills", json!([])),
    ] {
        assert_eq!(priced[field], value, "{field}");
    }
    let parts = priced["parts"].as_array().unwrap();
    assert_eq!(parts[4]["paid"], json!(false));
    assert!(parts[4]["reason"].as_str().unwrap().contains("Quad-Cams"));
    // Pricing alone writes no league file.
    assert!(!cli.db().exists());
}

#[test]
fn mutant_price_prints_the_issue_fields() {
    let cli = Cli::new();
    let priced = cli.json(&[
        "mutant",
        "price",
        "--position",
        "Guard",
        "--upgrade",
        "teraton",
        "--upgrade",
        "Renforcement du squelette",
    ]);
    // Guard 11 + Teraton 8 + Reinforced Skeleton 3 = 22mc; Keeper gives Armour 3+.
    assert_eq!(priced["cost_mc"], json!(22));
    assert_eq!(priced["strength"], json!(3));
    assert_eq!(priced["armour"], json!(3));
    assert_eq!(priced["skills"], json!(["keeper", "tough"]));
}

#[test]
fn illegal_designs_are_refused_with_the_rule() {
    let cli = league();
    cli.refused_saying(
        &[
            "mechanite",
            "price",
            "--position",
            "jack",
            "--locomotion",
            "quad",
            "--chassis",
            "body-a",
            "--head",
            "slim",
            "--arm",
            "ram",
            "--arm",
            "hammer",
        ],
        "at least one arm marked *",
    );
    cli.refused_saying(
        &[
            "mechanite",
            "price",
            "--position",
            "guard",
            "--locomotion",
            "bird legs",
            "--chassis",
            "body-a",
            "--head",
            "slim",
            "--arm",
            "hand",
            "--arm",
            "claw",
        ],
        "Bird Legs does not fit a guard robot",
    );
    cli.refused_saying(
        &["mechanite", "price", "--position", "guard"],
        "needs --locomotion, --chassis, --head",
    );
    cli.refused_saying(
        &[
            "mutant",
            "price",
            "--position",
            "jack",
            "--upgrade",
            "grogan",
        ],
        "Grogan is a guard upgrade",
    );
    cli.refused_saying(
        &[
            "--lang",
            "fr",
            "mutant",
            "price",
            "--position",
            "guard",
            "--upgrade",
            "grogan",
            "--upgrade",
            "nameless",
        ],
        "chaque partie du corps",
    );
    cli.refused_saying(
        &[
            "mutant",
            "price",
            "--position",
            "striker",
            "--upgrade",
            "judwan",
        ],
        "striker-head-judwan, striker-arms-judwan",
    );
}

#[test]
fn building_adds_the_player_and_pays_through_the_ledger() {
    let cli = league();
    let player = cli.json(&with(
        &["team", "build-mechanite", "1", "--name", "Clank"],
        &CHEAP_JACK,
    ));
    assert_eq!(player["kind"], json!("mechanite"));
    assert_eq!(player["cost_mc"], json!(13));
    assert_eq!(player["build"]["head"], json!("quad-cams"));
    let team = cli.json(&["team", "show", "1"]);
    assert_eq!(team["treasury_mc"], json!(87));
    assert_eq!(team["team_value_mc"], json!(13));
    let ledger = cli.json(&["team", "ledger", "1"]);
    assert_eq!(ledger[1]["amount_mc"], json!(-13));
    assert_eq!(ledger[1]["kind"], json!("build"));
    // The text view lists the parts it was built from.
    let shown = cli.ok(&["team", "show", "1"]);
    assert_mentions(
        &shown,
        "built from: Jack, Monowheel, Body B, Quad-Cams, Hand, Claw",
    );
    // Undo removes it and pays the 13mc back.
    cli.ok(&["team", "undo", "1"]);
    assert_eq!(cli.json(&["team", "show", "1"])["treasury_mc"], json!(100));
}

#[test]
fn a_build_must_suit_the_team_and_its_treasury() {
    let cli = league();
    cli.refused_saying(
        &with(&["team", "build-mechanite", "2"], &CHEAP_JACK),
        "teams that do: Ro-Tek Brutes",
    );
    cli.refused_saying(
        &["team", "build-mutant", "3", "--position", "jack"],
        "Kovoss Kryptics",
    );
    // Striker 11 + Asterian 4 + Veer-myn Tail 2 + Judwan arms 4 + Improved Focus 4 = 25mc;
    // four of them cost 100mc, a fifth is refused.
    let striker = [
        "--position",
        "striker",
        "--upgrade",
        "asterian",
        "--upgrade",
        "veer-myn tail",
        "--upgrade",
        "striker-arms-judwan",
        "--upgrade",
        "improved focus",
    ];
    for _ in 0..4 {
        cli.json(&with(&["team", "build-mutant", "2"], &striker));
    }
    cli.refused_saying(
        &with(&["team", "build-mutant", "2"], &striker),
        "the treasury holds 0mc",
    );
}

#[test]
fn templates_are_saved_listed_used_and_deleted() {
    let cli = league();
    let saved = cli.json(&with(
        &["mechanite", "save", "--name", "Cheap Jack"],
        &CHEAP_JACK,
    ));
    assert_eq!(saved["cost_mc"], json!(13));
    cli.json(&[
        "mutant",
        "save",
        "--name",
        "Wall",
        "--position",
        "guard",
        "--upgrade",
        "teraton",
    ]);
    cli.refused_saying(
        &with(&["mechanite", "save", "--name", "cheap jack"], &CHEAP_JACK),
        "already exists",
    );
    let list = cli.json(&["template", "list"]);
    assert_eq!(list.as_array().unwrap().len(), 2);
    assert_eq!(
        cli.json(&["mechanite", "price", "--template", "CHEAP JACK"])["cost_mc"],
        json!(13)
    );
    let built = cli.json(&["team", "build-mechanite", "1", "--template", "cheap jack"]);
    assert_eq!(built["cost_mc"], json!(13));
    cli.refused_saying(
        &["team", "build-mechanite", "1", "--template", "wall"],
        "is a mutant design",
    );
    cli.refused_saying(
        &["team", "build-mutant", "2", "--template", "no such"],
        "no template `no such`",
    );
    cli.ok(&["template", "delete", "wall"]);
    assert_eq!(cli.json(&["template", "list"]).as_array().unwrap().len(), 1);
    // The player built from the deleted template's twin keeps its parts.
    assert_eq!(
        cli.json(&["team", "show", "1"])["players"][0]["build"]["coding"],
        json!("coding-jack")
    );
}

#[test]
fn rebuild_copies_a_players_parts() {
    let cli = league();
    let first = cli.json(&with(&["team", "build-mechanite", "1"], &CHEAP_JACK));
    let id = first["id"].to_string();
    let copy = cli.json(&["team", "rebuild", "1", "--player", &id, "--name", "Twin"]);
    assert_eq!(copy["build"], first["build"]);
    assert_eq!(
        (copy["number"].clone(), copy["name"].clone()),
        (json!(2), json!("Twin"))
    );
    // A roster player has no parts to copy.
    let humans = cli.json(&["team", "show", "3"]);
    let human = humans["players"][0]["id"].to_string();
    cli.refused_saying(
        &["team", "rebuild", "3", "--player", &human],
        "was not built from parts",
    );
}

#[test]
fn a_kovoss_roster_hire_is_a_base_mutant_that_can_be_rebuilt() {
    let cli = league();
    let hired = cli.json(&["team", "hire", "2", "--position", "jack"]);
    assert_eq!(
        hired["build"],
        json!({"build": "mutant", "position": "jack", "upgrades": []})
    );
    let id = hired["id"].to_string();
    assert_eq!(
        cli.json(&["team", "rebuild", "2", "--player", &id])["cost_mc"],
        json!(7)
    );
}

fn context() -> Context {
    Context::new(Lang::En)
}

#[test]
fn a_file_made_by_schema_two_gains_templates() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v2.db");
    {
        let mut conn = rusqlite::Connection::open(&path).unwrap();
        conn.pragma_update(None, "application_id", dugout::store::APPLICATION_ID)
            .unwrap();
        migrate::migrate_to(&mut conn, 2).unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    let context = context();
    let league = coach::create_league(&mut store, "Old", "dreadball").unwrap();
    let team = coach::dreadball::create_team(
        &mut store,
        &context,
        league.id,
        "kovoss-kryptics",
        "Freaks",
        "",
        TeamStart::Budget(50),
    )
    .unwrap();
    let design = Design::Mutant(MutantDesign {
        position: "jack".into(),
        upgrades: vec!["yndij".into()],
    });
    coach::dreadball::save_template(&mut store, &context, "Runner", &design).unwrap();
    let template = coach::dreadball::find_template(&mut store, &context, "runner").unwrap();
    assert_eq!(template.cost_mc, Some(12));
    let player =
        coach::dreadball::build_player(&mut store, &context, team.team.id, &template.design, None)
            .unwrap();
    assert_eq!((player.name.as_str(), player.cost_mc), ("Jack 1", 12));
    let shown = coach::dreadball::show_team(&mut store, &context, TeamId(team.team.id.0)).unwrap();
    assert_eq!(shown.team.treasury_mc, 38);
    assert_eq!(shown.team_value_mc, 12);
}

#[test]
fn a_damaged_design_in_the_file_is_reported_not_fatal() {
    let cli = league();
    cli.json(&with(&["team", "build-mechanite", "1"], &CHEAP_JACK));
    let conn = rusqlite::Connection::open(cli.db()).unwrap();
    conn.execute("UPDATE dreadball_player SET build = '{\"build\":\"mechanite\",\"coding\":\"nope\",\"locomotion\":\"quad\",\"chassis\":\"body-a\",\"head\":\"slim\",\"arms\":[]}'", [])
        .unwrap();
    drop(conn);
    let shown = cli.ok(&["team", "show", "1"]);
    assert_mentions(&shown, "`nope` is not a Mechanite basic coding part");
    let value: Value = cli.json(&["team", "show", "1"]);
    assert_eq!(value["players"][0]["cost_mc"], json!(13));
}
