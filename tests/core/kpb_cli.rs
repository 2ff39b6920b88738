//! Killpower Ball from the command line: the referee's look-ups (tables 2, 3 and 8 with
//! the seed's worked examples), refusals in both languages that change nothing, the deck,
//! the league's settings, and a league with a played match exported and imported into
//! another file, then reset there.

use crate::common;

use common::cli::{Cli, assert_mentions};
use common::killpower::{SQUAD, league, report, show, team};
use serde_json::{Value, json};

#[test]
fn the_lookups_answer_as_the_seed_counts() {
    let cli = Cli::new();
    let points = |a: &str, b: &str| cli.json(&["kpb", "points-to-score", "--power", a, b]);
    // Nabos 46 v Titanos 33: difference 13, the stronger +3, the weaker +1.
    assert_eq!(points("46", "33"), json!({"stronger": 3, "weaker": 1}));
    assert_eq!(points("33", "46"), json!({"stronger": 3, "weaker": 1}));
    assert_eq!(points("0", "0"), json!({"stronger": 1, "weaker": 1}));
    assert_eq!(points("120", "0"), json!({"stronger": 25, "weaker": 1}));
    let division = |p: &str| {
        cli.json(&["kpb", "division", "--power", p])["division"]
            .as_i64()
            .unwrap()
    };
    // Team A, power 12: division 1; team B, power 19: division 2.
    assert_eq!(
        (
            division("12"),
            division("19"),
            division("15"),
            division("14")
        ),
        (1, 2, 2, 1)
    );
    let risk = |d: &str, l: &str| cli.json(&["kpb", "death-risk", "--location", d, "--life", l]);
    // Tom at -11, hit on a limb: "juste dans le coma".
    assert_eq!(
        risk("5", "-11"),
        json!({"location": "left-arm", "outcome": "coma"})
    );
    assert_eq!(
        risk("1", "-11"),
        json!({"location": "head", "outcome": "death"})
    );
    assert_eq!(
        risk("3", "-16"),
        json!({"location": "trunk", "outcome": "death"})
    );
    assert_eq!(
        risk("10", "-3"),
        json!({"location": "right-leg", "outcome": "serious_injury"})
    );
    let text = cli.ok(&[
        "--lang",
        "fr",
        "kpb",
        "death-risk",
        "--location",
        "8",
        "--life",
        "-12",
    ]);
    assert_mentions(&text, "Bras droit");
    assert_mentions(&text, "coma");
    assert!(!cli.db().exists(), "the look-ups open no league file");
}

#[test]
fn lookups_off_the_tables_are_refused_in_both_languages() {
    let cli = Cli::new();
    let en = cli.refused(&["kpb", "death-risk", "--location", "11", "--life", "-12"]);
    assert_mentions(&en, "1 to 10");
    let fr = cli.refused(&[
        "--lang",
        "fr",
        "kpb",
        "death-risk",
        "--location",
        "4",
        "--life",
        "0",
    ]);
    assert_mentions(&fr, "vie négative");
    let power = cli.refused(&["kpb", "division", "--power", "-3"]);
    assert_mentions(&power, "0 or more");
}

fn squad_args<'a>(league: &'a str, name: &'a str, squad: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["team", "new", "--league", league, "--name", name];
    for g in squad {
        args.extend(["--gladiator", *g]);
    }
    args
}

#[test]
fn team_creation_records_its_dice_and_refuses_what_breaks_the_rules() {
    let cli = Cli::new();
    let league = league(&cli, "killpower").to_string();
    let six = squad_args(&league, "Six", &SQUAD[..6]);
    cli.refused_saying(&six, "7 gladiators");
    let mut bad = SQUAD.to_vec();
    bad[0] = "Tom:wizard:armour";
    cli.refused_saying(&squad_args(&league, "Bad", &bad), "tireur");
    let mut args = squad_args(&league, "Dice", &SQUAD);
    args.extend(["--roll", "gladiator.1.armour=11"]);
    cli.refused_saying(&args, "1 to 10");
    let mut args = squad_args(&league, "Dice", &SQUAD);
    args.extend(["--roll", "gladiator.2.armour=4"]);
    cli.refused_saying(&args, "gladiator.2.armour");
    // Tom's armour: a 5 or 6 on the D10 is a 3 on 1D5: 3 + 6 = 9; Tireur: BAL 5.
    let mut args = squad_args(&league, "Nabos", &SQUAD);
    args.extend([
        "--roll",
        "gladiator.1.armour=6",
        "--seed",
        "4",
        "--dry-run",
        "--json",
    ]);
    let preview: Value = serde_json::from_str(&cli.ok(&args)).unwrap();
    let tom = &preview["team"]["gladiators"][0];
    assert_eq!(
        (tom["shield"].as_i64(), tom["stats"]["bal"].as_i64()),
        (Some(9), Some(5))
    );
    let rolls = preview["rolls"].as_array().unwrap();
    assert_eq!(
        rolls.len(),
        6,
        "two armours and two cards for each of two gladiators: {rolls:?}"
    );
    assert_eq!(rolls[0]["entered"], true);
    let listed = cli.json(&["team", "list", "--league", &league]);
    assert_eq!(
        listed.as_array().unwrap().len(),
        0,
        "a dry run creates nothing"
    );
    args.retain(|a| *a != "--dry-run");
    let created: Value = serde_json::from_str(&cli.ok(&args)).unwrap();
    assert_eq!(
        created["rolls"], preview["rolls"],
        "the preview's dice are the team's"
    );
    let power = cli.json(&["kpb", "power", "--team", &created["team"]["id"].to_string()]);
    assert_eq!(
        (power["power"].as_i64(), power["division"].as_i64()),
        (Some(0), Some(0))
    );
}

#[test]
fn the_deck_is_the_leagues_and_a_held_card_stays() {
    let cli = Cli::new();
    let league = league(&cli, "killpower").to_string();
    let deck = cli.json(&["kpb", "deck", "--league", &league]);
    assert_eq!(deck.as_array().unwrap().len(), 5);
    cli.refused_saying(
        &["kpb", "deck", "--league", &league, "--add", "fireball"],
        "Fireball",
    );
    let added = cli.json(&[
        "kpb",
        "deck",
        "--league",
        &league,
        "--add",
        "Teleport",
        "--text",
        "Moves anywhere",
        "--copies",
        "2",
    ]);
    let id = added["id"].to_string();
    cli.ok(&[
        "kpb", "deck", "--league", &league, "--edit", &id, "--copies", "1",
    ]);
    cli.ok(&["kpb", "deck", "--league", &league, "--remove", &id]);
    let bad = cli.db().with_file_name("bad.csv");
    std::fs::write(&bad, "name,text,copies\nGood,ok,1\n,missing name,2\n").unwrap();
    cli.refused_saying(
        &[
            "kpb",
            "deck",
            "--league",
            &league,
            "--import",
            bad.to_str().unwrap(),
        ],
        "line 3",
    );
    let json = cli.db().with_file_name("deck.json");
    std::fs::write(
        &json,
        r#"[{"name": "Sleep", "text": "Sleeps 3 turns", "copies": 3}, {"name": "Quake"}]"#,
    )
    .unwrap();
    let imported = cli.json(&[
        "kpb",
        "deck",
        "--league",
        &league,
        "--import",
        json.to_str().unwrap(),
    ]);
    assert_eq!(imported["added"], json!(["Quake"]));
    assert_eq!(imported["updated"], json!(["Sleep"]));
    let t = team(&cli, league.parse().unwrap(), "Holders", 2, &SQUAD);
    let held = show(&cli, t)["gladiators"][2]["card_ids"][0].to_string();
    cli.refused_saying(
        &["kpb", "deck", "--league", &league, "--remove", &held],
        "held",
    );
}

#[test]
fn the_ranking_settings_say_where_each_number_comes_from() {
    let cli = Cli::new();
    let league = league(&cli, "killpower").to_string();
    let shown = cli.ok(&["league", "settings", &league]);
    assert_mentions(&shown, "Win: 3 (read from the seed's example)");
    assert_mentions(&shown, "Draw: 0 (Dugout's default)");
    let changed = cli.ok(&[
        "league",
        "settings",
        &league,
        "--ranking-draw",
        "1",
        "--xp-rounding",
        "nearest",
    ]);
    assert_mentions(&changed, "Draw: 1 (league setting)");
    cli.refused_saying(
        &["league", "settings", &league, "--winnings-halving", "up"],
        "Blood Bowl",
    );
    let bb = cli.json(&["league", "new", "--name", "BB", "--game", "bloodbowl"])["id"].to_string();
    cli.refused_saying(
        &["league", "settings", &bb, "--ranking-win", "4"],
        "Killpower Ball",
    );
}

#[test]
fn a_played_league_travels_to_another_file_and_resets_there() {
    let cli = Cli::new();
    let league = league(&cli, "killpower");
    let (a, b) = (
        team(&cli, league, "Nabos", 1, &SQUAD),
        team(&cli, league, "Titanos", 2, &SQUAD),
    );
    cli.ok(&[
        "season",
        "new",
        "--league",
        &league.to_string(),
        "--name",
        "S1",
    ]);
    for t in [a, b] {
        cli.ok(&[
            "season",
            "add-team",
            "--season",
            "1",
            "--team",
            &t.to_string(),
        ]);
    }
    cli.ok(&["fixtures", "generate", "--season", "1"]);
    let before = [show(&cli, a), show(&cli, b)];
    cli.ok(&["kpb", "prematch", "--match", "1", "--seed", "2"]);
    let body = json!({
        "home_score": 0, "away_score": 3,
        "home": {"death_risks": [{"player": 4, "life": -20}], "replacements": [{"replaces": 4, "name": "Rookie", "specialization": "mentor", "magic": "cards"}]},
        "dice": {"location.home.4": 2}
    });
    report(&cli, 1, &body, false);
    let after = [show(&cli, a), show(&cli, b)];
    let exported = cli.db().with_file_name("league.json");
    std::fs::write(
        &exported,
        cli.ok(&["export", "league", &league.to_string()]),
    )
    .unwrap();
    let other = Cli::new();
    let imported = other.json(&["import", "league", exported.to_str().unwrap()]);
    let moved = imported["league_id"].to_string();
    let teams = other.json(&["kpb", "table", "--league", &moved]);
    let ids: Vec<i64> = teams
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["team_id"].as_i64().unwrap())
        .collect();
    let strip = |mut team: Value| {
        for key in ["id", "league_id"] {
            team.as_object_mut().unwrap().remove(key);
        }
        for g in team["gladiators"].as_array_mut().unwrap() {
            g.as_object_mut().unwrap().remove("id");
            g.as_object_mut().unwrap().remove("card_ids");
        }
        team
    };
    let there: Vec<Value> = ids.iter().map(|t| strip(show(&other, *t))).collect();
    let here: Vec<Value> = after.iter().cloned().map(strip).collect();
    for team in &here {
        assert!(there.contains(team), "{team} travelled");
    }
    let fixture = other.json(&[
        "fixtures",
        "list",
        "--season",
        &other.json(&["season", "list", "--league", &moved])[0]["id"].to_string(),
    ])[0]["id"]
        .to_string();
    other.ok(&["match", "reset", "--match", &fixture]);
    let reset: Vec<Value> = ids.iter().map(|t| strip(show(&other, *t))).collect();
    for team in before.iter().cloned().map(strip) {
        assert!(
            reset.contains(&team),
            "{team} is back as before the match in the other file"
        );
    }
}

#[test]
fn a_team_with_power_cards_joins_another_league_finding_its_cards_in_that_deck() {
    let cli = Cli::new();
    let from = league(&cli, "killpower");
    let nabos = team(&cli, from, "Nabos", 3, &SQUAD);
    let held: Vec<String> = show(&cli, nabos)["gladiators"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["cards"].as_array().unwrap().clone())
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    assert_eq!(held.len(), 4, "two gladiators hold two cards each");
    let exported = cli.db().with_file_name("nabos.json");
    std::fs::write(&exported, cli.ok(&["export", "team", &nabos.to_string()])).unwrap();

    // Another league whose deck already has the first card held, named in other case.
    let other = cli.json(&["league", "new", "--name", "Arena", "--game", "killpower"]);
    let to = other["id"].as_i64().unwrap().to_string();
    let known = held[0].to_uppercase();
    cli.ok(&[
        "kpb", "deck", "--league", &to, "--add", &known, "--text", "Ours", "--copies", "1",
    ]);
    let deck = |cli: &Cli| cli.json(&["kpb", "deck", "--league", &to]);
    let path = exported.to_str().unwrap();
    let imported = cli.json(&["import", "team", path, "--league", &to]);
    let new_team = imported["teams"][0][0].as_i64().expect("the team's new id");
    let there: Vec<String> = show(&cli, new_team)["gladiators"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["cards"].as_array().unwrap().clone())
        .map(|c| c.as_str().unwrap().to_lowercase())
        .collect();
    let lower: Vec<String> = held.iter().map(|c| c.to_lowercase()).collect();
    assert_eq!(there, lower, "each gladiator holds the same cards");
    let after = deck(&cli);
    let names: Vec<&str> = after
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&known.as_str()),
        "the deck's own card is kept: {names:?}"
    );
    let mut distinct = lower.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(names.len(), distinct.len(), "one card per name: {names:?}");
    let ours = after
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == known.as_str())
        .unwrap();
    assert_eq!(ours["text"], "Ours", "and its text");

    // Imported again under another name: the deck gains nothing.
    cli.ok(&[
        "import", "team", path, "--league", &to, "--name", "Nabos II",
    ]);
    assert_eq!(deck(&cli), after);
}
