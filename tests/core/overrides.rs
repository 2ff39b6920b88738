//! Commissioner overrides in every game: a team's or a player's field set by hand, each
//! audited with its field, before, after and reason, each undone by `coach::undo` back
//! to the value before, the treasury the ledger's sum after every step; a field a game
//! does not have, or a value out of its range, refused in words and writing nothing.

use dugout::coach::dreadball::TeamStart;
use dugout::coach::{self, Context, Reversal};
use dugout::data::Lang;
use dugout::games::FieldAt;
use dugout::store::{AuditFilter, PlayerId, Store, TeamId};

use crate::common::cli::Cli;
use crate::common::{dump, killpower};

const REASON: &str = "league ruling";

/// One override: whose field (a player's, or the team's when None), and the value.
struct Step {
    player: Option<PlayerId>,
    field: &'static str,
    value: &'static str,
    /// The value as the game reads it back (`3+` for a target typed `3`).
    shown: &'static str,
}

fn team_step(field: &'static str, value: &'static str) -> Step {
    Step {
        player: None,
        field,
        value,
        shown: value,
    }
}

fn player_step(player: PlayerId, field: &'static str, value: &'static str) -> Step {
    Step {
        player: Some(player),
        field,
        value,
        shown: value,
    }
}

fn value(store: &mut Store, team: TeamId, player: Option<PlayerId>, field: &str) -> String {
    coach::overrides::field_value(store, FieldAt { team, player }, field).unwrap()
}

fn treasury_is_the_ledger(store: &mut Store, team: TeamId) {
    let header = coach::team_header(store, team).unwrap();
    let sum: i64 = coach::ledger(store, team)
        .unwrap()
        .iter()
        .map(|entry| entry.amount_mc)
        .sum();
    assert_eq!(header.treasury, sum, "the treasury is the ledger's sum");
}

fn override_step(store: &mut Store, team: TeamId, step: &Step) -> dugout::store::FieldChange {
    match step.player {
        Some(player) => {
            coach::overrides::override_player(store, player, step.field, step.value, REASON)
        }
        None => coach::overrides::override_team(store, team, step.field, step.value, REASON),
    }
    .unwrap()
}

/// Overrides each step in turn (each audited, each changing its field), then undoes them
/// newest first, each putting its field back as it was.
fn override_then_undo(store: &mut Store, team: TeamId, steps: &[Step]) {
    let mut befores = Vec::new();
    for step in steps {
        let before = value(store, team, step.player, step.field);
        assert_ne!(
            before, step.shown,
            "{}: pick a value it does not hold",
            step.field
        );
        let change = override_step(store, team, step);
        assert_eq!(change.before.as_deref(), Some(before.as_str()));
        assert_eq!(change.after.as_deref(), Some(step.shown));
        assert_eq!(value(store, team, step.player, step.field), step.shown);
        let filter = AuditFilter {
            team: Some(team),
            limit: Some(1),
            ..AuditFilter::default()
        };
        let row = &coach::audit_log(store, &filter).unwrap()[0];
        assert!(row.action.starts_with("override."), "{}", row.action);
        assert_eq!(row.changes, [change], "the audit row names the field");
        assert_eq!(row.reason.as_deref(), Some(REASON));
        treasury_is_the_ledger(store, team);
        befores.push(before);
    }
    for (step, before) in steps.iter().zip(befores).rev() {
        let undone = coach::undo(store, team).unwrap();
        assert!(
            matches!(&undone.reversal, Reversal::SetField { field, .. } if field == step.field),
            "{undone:?}"
        );
        assert_eq!(value(store, team, step.player, step.field), before);
        treasury_is_the_ledger(store, team);
    }
}

/// A field the game does not have: refused in English and French, naming its fields.
fn unknown_field_refused(store: &mut Store, team: TeamId, player: PlayerId, listed: &str) {
    let refused =
        coach::overrides::override_player(store, player, "wings", "1", REASON).unwrap_err();
    let (en, fr) = (refused.message(Lang::En), refused.message(Lang::Fr));
    assert!(en.contains("fields:") && en.contains(listed), "{en}");
    assert!(fr.contains("champs") && fr.contains(listed), "{fr}");
    let refused = coach::overrides::override_team(store, team, "wings", "1", REASON).unwrap_err();
    assert!(refused.message(Lang::En).contains("name"));
}

fn bloodbowl_team(store: &mut Store, game: &str) -> (TeamId, Vec<PlayerId>) {
    let league = coach::create_league(store, "Old World", game).unwrap();
    let hires = ["lineman:2".to_string()];
    let new = coach::bloodbowl::NewTeam {
        league: league.id,
        roster: "human",
        name: "Reikland Reavers",
        coach: "Ann",
        treasury_gp: None,
        hires: &hires,
    };
    let team = coach::bloodbowl::create_team_with(store, Lang::En, &new).unwrap();
    (team.id, team.players.iter().map(|p| p.id).collect())
}

#[test]
fn dreadball_overrides_are_audited_and_undone() {
    let mut store = Store::open_in_memory().unwrap();
    let context = Context::new(Lang::En);
    let league = coach::create_league(&mut store, "Undo League", "dreadball").unwrap();
    let start = TeamStart::Budget(100);
    let created = coach::dreadball::create_team(
        &mut store,
        &context,
        league.id,
        "trontek-29ers",
        "Undoers",
        "Ann",
        start,
    )
    .unwrap();
    let team = created.team.id;
    let hired = coach::dreadball::hire(&mut store, &context, team, "jack", None).unwrap();
    let player = hired.id;
    override_then_undo(
        &mut store,
        team,
        &[
            team_step("name", "Overruled"),
            player_step(player, "name", "Big Jack"),
            player_step(player, "strength", "5"),
            team_step("cheerleaders", "3"),
            team_step("treasury", "250"),
        ],
    );
    unknown_field_refused(&mut store, team, player, "strength");
}

#[test]
fn blood_bowl_overrides_are_audited_and_undone() {
    for game in ["bloodbowl", "dungeonbowl"] {
        let mut store = Store::open_in_memory().unwrap();
        let (team, players) = bloodbowl_team(&mut store, game);
        let player = players[0];
        let ag = Step {
            shown: "2+",
            ..player_step(player, "ag", "2")
        };
        override_then_undo(
            &mut store,
            team,
            &[
                player_step(player, "name", "Griff"),
                player_step(player, "ma", "9"),
                ag,
                player_step(player, "skills", "block,dodge"),
                player_step(player, "injuries", "niggling-injury"),
                player_step(player, "spp", "12"),
                player_step(player, "miss_next_game", "yes"),
                team_step("rerolls", "3"),
                team_step("apothecary", "yes"),
                team_step("dedicated_fans", "4"),
                team_step("treasury", "123000"),
            ],
        );
        unknown_field_refused(&mut store, team, player, "ma");
        let shown = coach::bloodbowl::show_team(&mut store, Lang::En, team).unwrap();
        assert_eq!(shown.players[0].ma, 6, "undone back to the roster's MA");
    }
}

#[test]
fn killpower_overrides_are_audited_and_undone() {
    let cli = Cli::new();
    let league = killpower::league(&cli, "killpower");
    let team = TeamId(killpower::team(
        &cli,
        league,
        "Iron Cells",
        7,
        &killpower::SQUAD,
    ));
    let mut store = Store::open(cli.db()).unwrap();
    let shown = coach::killpower::show_team(&mut store, Lang::En, team).unwrap();
    let tom = &shown.gladiators[0];
    let player = tom.id;
    // A characteristic one below what Tom has (the race's maxima are above).
    let phy = (tom.stats.phy - 1).to_string();
    let phy: &'static str = Box::leak(phy.into_boxed_str());
    override_then_undo(
        &mut store,
        team,
        &[
            player_step(player, "name", "Tomas"),
            player_step(player, "phy", phy),
            player_step(player, "experience", "30"),
            team_step("ranking_points", "12"),
            team_step("coach", "Bea"),
        ],
    );
    unknown_field_refused(&mut store, team, player, "phy");
}

#[test]
fn an_override_undone_after_its_field_changed_again_is_refused() {
    let day = crate::common::bloodbowl::day("standard");
    let cli = &day.cli;
    let show = cli.json(&["team", "show", &day.home]);
    let player = show["players"][0]["id"].to_string();
    cli.ok(&[
        "override", "player", "--player", &player, "--field", "ma", "--value", "8", "--reason",
        "typo",
    ]);
    let conn = rusqlite::Connection::open(cli.db()).unwrap();
    conn.execute(
        "UPDATE bloodbowl_player SET ma = 5 WHERE player_id = ?1",
        [player.parse::<i64>().unwrap()],
    )
    .unwrap();
    let refused = cli.refused(&["team", "undo", &day.home]);
    assert!(refused.contains("changed since"), "{refused}");
}

#[test]
fn override_player_changes_a_blood_bowl_and_a_killpower_player_from_the_command_line() {
    let day = crate::common::bloodbowl::day("standard");
    let cli = &day.cli;
    let player = cli.json(&["team", "show", &day.home])["players"][0]["id"].to_string();
    let set = |field: &str, value: &str| {
        cli.json(&[
            "override", "player", "--player", &player, "--field", field, "--value", value,
            "--reason", "ruling",
        ])
    };
    assert_eq!(set("name", "Griff Oberwald")["after"], "Griff Oberwald");
    assert_eq!(set("av", "10")["after"], "10+");
    let shown = cli.json(&["team", "show", &day.home]);
    let row = &shown["players"][0];
    assert_eq!(
        (row["name"].as_str(), row["av"].as_u64()),
        (Some("Griff Oberwald"), Some(10))
    );
    let team = cli.json(&[
        "override", "team", "--team", &day.home, "--field", "rerolls", "--value", "4", "--reason",
        "ruling",
    ]);
    assert_eq!(team["after"], "4");

    let cli = Cli::new();
    let league = killpower::league(&cli, "killpower");
    let team = killpower::team(&cli, league, "Iron Cells", 7, &killpower::SQUAD).to_string();
    let shown = cli.json(&["team", "show", &team]);
    let gladiator = shown["gladiators"][0]["id"].to_string();
    let renamed = cli.json(&[
        "override", "player", "--player", &gladiator, "--field", "name", "--value", "Tomas",
        "--reason", "ruling",
    ]);
    assert_eq!(renamed["after"], "Tomas");
    let shown = cli.json(&["team", "show", &team]);
    assert_eq!(shown["gladiators"][0]["name"], "Tomas");
}

#[test]
fn out_of_range_values_and_unknown_fields_are_refused_and_write_nothing() {
    let day = crate::common::bloodbowl::day("standard");
    let cli = &day.cli;
    let players = cli.json(&["team", "show", &day.home])["players"].clone();
    let player = players[0]["id"].to_string();
    let worn = players[1]["number"].to_string();
    let player_args = |field: &'static str, value: &'static str| -> Vec<String> {
        [
            "override", "player", "--player", &player, "--field", field, "--value", value,
        ]
        .iter()
        .map(|s| s.to_string())
        .chain(["--reason".to_string(), "ruling".to_string()])
        .collect()
    };
    let refused = |args: Vec<String>, needle: &str| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let before = dump(cli.db());
        cli.refused_saying(&args, needle);
        assert_eq!(dump(cli.db()), before);
    };
    refused(player_args("ma", "12"), "from 1 to 9");
    refused(player_args("av", "2+"), "3+ to 11+");
    refused(player_args("skills", "wings"), "wings");
    refused(player_args("injuries", "bruise"), "niggling-injury");
    refused(player_args("wings", "2"), "fields: name, number, ma");
    let mut taken = player_args("number", "1");
    taken[7] = worn;
    refused(taken, "is worn by");
    let mut no_reason = player_args("ma", "5");
    no_reason[9] = " ".to_string();
    refused(no_reason, "needs a reason");
    let team = |field: &str, value: &str| -> Vec<String> {
        [
            "override", "team", "--team", &day.home, "--field", field, "--value", value,
            "--reason", "ruling",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    };
    refused(team("rerolls", "9"), "from 0 to 8");
    refused(team("dice", "2"), "rerolls");
    let fr = cli.run(&[
        "--lang", "fr", "override", "team", "--team", &day.home, "--field", "dice", "--value", "2",
        "--reason", "r",
    ]);
    let fr = String::from_utf8(fr.stderr).unwrap();
    assert!(fr.contains("champs") && fr.contains("rerolls"), "{fr}");

    let kpb = Cli::new();
    let league = killpower::league(&kpb, "killpower");
    let team = killpower::team(&kpb, league, "Iron Cells", 7, &killpower::SQUAD).to_string();
    let gladiator = kpb.json(&["team", "show", &team])["gladiators"][0]["id"].to_string();
    kpb.refused_saying(
        &[
            "override", "player", "--player", &gladiator, "--field", "phy", "--value", "99",
            "--reason", "r",
        ],
        "from 0 to",
    );
    kpb.refused_saying(
        &[
            "override", "team", "--team", &team, "--field", "treasury", "--value", "9", "--reason",
            "r",
        ],
        "ranking_points",
    );
}

#[test]
fn override_fields_lists_each_games_fields() {
    let cli = Cli::new();
    let all = cli.json(&["override", "fields"]);
    let games: Vec<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["game"].as_str().unwrap())
        .collect();
    assert_eq!(games, ["dreadball", "bloodbowl", "killpower"]);
    let bb = cli.json(&["override", "fields", "--game", "bloodbowl"]);
    let player: Vec<&str> = bb[0]["player"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_str().unwrap())
        .collect();
    assert!(
        player.contains(&"ma") && player.contains(&"injuries"),
        "{player:?}"
    );
    assert!(
        !cli.db().exists(),
        "listing the fields needs no league file"
    );
}
