//! Every file that comes in is held to the rules Dugout itself obeys: a match report's
//! numbers within what a match can hold, each player once per list, a real match day,
//! a price typed only where the game asks for one, a die typed once, league settings
//! within bounds. Each refusal names the field in English and French, in words (never
//! the reader's "expected u32" or "struct"), and writes nothing.

use crate::common;

use common::bloodbowl::day;
use common::cli::{Cli, assert_mentions};
use serde_json::{Value, json};

/// What a refusal must never say: Rust's words, SQLite's, or a crash's.
fn in_words(message: &str) {
    for word in [
        "expected u",
        "expected i",
        "struct ",
        "invalid type",
        "invalid value",
        "unexpected error",
        "SQLite",
        "constraint",
        "panicked",
    ] {
        assert!(!message.contains(word), "`{word}` in: {message}");
    }
}

/// Refused in English and in French, each saying its words; nothing written.
fn refused_in_both(cli: &Cli, args: &[&str], en: &str, fr: &str) {
    let english = cli.refused(args);
    assert_mentions(&english, en);
    in_words(&english);
    let mut french_args = vec!["--lang", "fr"];
    french_args.extend_from_slice(args);
    let french = cli.refused(&french_args);
    assert_mentions(&french, fr);
    in_words(&french);
}

fn write(cli: &Cli, name: &str, text: &str) -> String {
    let path = cli.db().with_file_name(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// The demo league; match 10 is Greenmoon Grinders (team 2) v Ro-Tek Rivets (team 6).
fn dreadball() -> (Cli, i64) {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    // A Jack: only Jacks and Strikers score strikes (seed 000).
    let scorer = cli.json(&["team", "show", "2"])["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["position"] == "jack")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    (cli, scorer)
}

fn match_10_unplayed(cli: &Cli) {
    let shown = cli.json(&["match", "show", "--match", "10"]);
    assert!(shown["match"]["home_score"].is_null(), "{shown}");
}

#[test]
fn a_dreadball_report_beyond_a_match_is_refused_by_field() {
    let (cli, scorer) = dreadball();
    let postmatch = |report: &Value| {
        let file = write(&cli, "report.json", &report.to_string());
        move |cli: &Cli, en: &str, fr: &str| {
            let args = ["postmatch", "--match", "10", "--file", file.as_str()];
            refused_in_both(cli, &args, en, fr);
            let import = ["import", "report", file.as_str(), "--match", "10"];
            assert_mentions(&cli.refused(&import), en);
        }
    };
    postmatch(&json!({"home_score": 4_294_967_295_u32, "away_score": 1}))(
        &cli,
        "`home_score` is 4294967295, more than a match can hold; it takes a whole number from 0 to 56",
        "« home_score » vaut 4294967295",
    );
    let kills = json!({"home_score": 1, "away_score": 0,
        "players": [{"player": scorer, "kills": 1000}]});
    postmatch(&kills)(
        &cli,
        "`players[0].kills` is 1000",
        "un nombre entier de 0 à 14",
    );
    let experience = json!({"home_score": 1, "away_score": 0,
        "players": [{"player": scorer, "experience": {"other": 9_223_372_036_854_775_807_i64}}]});
    postmatch(&experience)(
        &cli,
        "`players[0].experience.other` is `9223372036854775807`; it takes a whole number from 0 to 14",
        "« players[0].experience.other » vaut « 9223372036854775807 »",
    );
    let negative = json!({"home_score": 1, "away_score": 0,
        "players": [{"player": scorer, "strikes": -1}]});
    postmatch(&negative)(
        &cli,
        "`players[0].strikes` is `-1`; it takes a whole number from 0 to 14",
        "il attend un nombre entier de 0 à 14",
    );
    let year_zero = json!({"home_score": 1, "away_score": 0, "played_on": "0000-01-01"});
    postmatch(&year_zero)(
        &cli,
        "`played_on` is 0000-01-01; a match is played from 1900-01-01 to 2200-12-31",
        "« played_on » est le 0000-01-01",
    );
    match_10_unplayed(&cli);
}

#[test]
fn a_dreadball_report_names_each_player_once_per_list() {
    let (cli, scorer) = dreadball();
    let twice = json!({"home_score": 1, "away_score": 0,
        "players": [{"player": scorer, "dead": true}, {"player": scorer, "strikes": 1}]});
    let file = write(&cli, "twice.json", &twice.to_string());
    refused_in_both(
        &cli,
        &["postmatch", "--match", "10", "--file", &file],
        "`players[1]` names player",
        "déjà nommé en « players[0] »",
    );
    for list in ["man_of_the_match", "revive", "sign"] {
        let report = json!({"home_score": 1, "away_score": 0, list: [scorer, scorer]});
        let file = write(&cli, "list.json", &report.to_string());
        let refused = cli.refused(&["postmatch", "--match", "10", "--file", &file]);
        assert_mentions(
            &refused,
            &format!("`{list}[1]` names player {scorer} again"),
        );
    }
    // A man of the match of neither team is refused even when it earns no experience.
    let stranger = cli.json(&["team", "show", "1"])["players"][0]["id"]
        .as_i64()
        .unwrap();
    cli.ok(&["league", "settings", "1", "--man-of-the-match-xp", "0"]);
    let report = json!({"home_score": 1, "away_score": 0, "man_of_the_match": [stranger]});
    let file = write(&cli, "stranger.json", &report.to_string());
    let refused = cli.refused(&["postmatch", "--match", "10", "--file", &file]);
    assert_mentions(
        &refused,
        &format!("player {stranger} is not on the roster of"),
    );
    match_10_unplayed(&cli);
}

#[test]
fn a_report_in_the_wrong_shape_says_where_in_words() {
    let (cli, _) = dreadball();
    let file = write(
        &cli,
        "bad.json",
        r#"{"home_score": 3, "away_score": 1, "players": [{"player": 1, "goals": 2}]}"#,
    );
    refused_in_both(
        &cli,
        &["postmatch", "--match", "10", "--file", &file],
        "`players[0]` has no field `goals`; its fields are: player, strikes, kills, injured, dead, experience",
        "« players[0] » n'a pas de champ « goals »",
    );
    let file = write(&cli, "broken.json", "{\n  \"home_score\": 3,,\n}");
    refused_in_both(
        &cli,
        &["postmatch", "--match", "10", "--file", &file],
        "the report is not JSON (line 2",
        "le rapport n'est pas du JSON (ligne 2",
    );
    let envelope = json!({"format": "dugout.report", "version": "1", "game": "dreadball",
        "report": {"home_score": 1, "away_score": 0}});
    let file = write(&cli, "envelope.json", &envelope.to_string());
    refused_in_both(
        &cli,
        &["import", "report", &file, "--match", "10"],
        "`version` is `\"1\"`; it takes a whole number from 1 to 1",
        "« version » vaut « \"1\" »",
    );
    let file = write(
        &cli,
        "list.json",
        r#"{"home_score": 3, "players": {"player": 1}}"#,
    );
    let refused = cli.refused(&["postmatch", "--match", "10", "--file", &file]);
    assert_mentions(&refused, "`players` is");
    assert_mentions(&refused, "it takes a list");
    in_words(&refused);
}

#[test]
fn a_report_with_a_byte_order_mark_is_read() {
    let (cli, scorer) = dreadball();
    let report = json!({"home_score": 2, "away_score": 1,
        "players": [{"player": scorer, "strikes": 2}], "seed": 4});
    let file = write(&cli, "bom.json", &format!("\u{feff}{report}"));
    let plan = cli.json(&["postmatch", "--match", "10", "--file", &file, "--dry-run"]);
    assert_eq!(plan["teams"][0]["outcome"], "won", "{plan}");
    let envelope = json!({"format": "dugout.report", "version": 1, "game": "dreadball",
        "match": 10, "report": report});
    let file = write(&cli, "bom-envelope.json", &format!("\u{feff}{envelope}"));
    cli.ok(&["import", "report", &file, "--match", "10"]);
    let shown = cli.json(&["match", "show", "--match", "10"]);
    assert_eq!(shown["match"]["home_score"], 2, "{shown}");
}

#[test]
fn a_blood_bowl_result_beyond_a_match_is_refused_by_field() {
    let day = day("standard");
    let cli = &day.cli;
    let import = |report: &str, en: &str, fr: &str| {
        let file = write(cli, "bb.json", report);
        refused_in_both(
            cli,
            &["import", "report", &file, "--match", &day.fixture],
            en,
            fr,
        );
    };
    import(
        r#"{"home_score": 4294967295, "away_score": 0}"#,
        "`home_score` is 4294967295, more than a match can hold; it takes a whole number from 0 to 32",
        "« home_score » vaut 4294967295",
    );
    import(
        r#"{"home_score": 1, "away_score": 0, "away_casualties": 1000}"#,
        "`away_casualties` is 1000",
        "un nombre entier de 0 à 32",
    );
    import(
        r#"{"home_score": 1, "away_score": 0, "played_on": "0000-01-01"}"#,
        "`played_on` is 0000-01-01",
        "un match se joue entre le 1900-01-01 et le 2200-12-31",
    );
    import(
        r#"{"home_score": 1, "away_score": "two"}"#,
        "`away_score` is `\"two\"`; it takes a whole number from 0 to 32",
        "il attend un nombre entier de 0 à 32",
    );
    let file = write(
        cli,
        "bom.json",
        "\u{feff}{\"home_score\": 2, \"away_score\": 1, \"played_on\": \"2027-01-09\"}",
    );
    cli.ok(&["import", "report", &file, "--match", &day.fixture]);
    let shown = cli.json(&["match", "show", "--match", &day.fixture]);
    assert_eq!(shown["match"]["home_score"], 2, "{shown}");
}

#[test]
fn a_blood_bowl_post_match_report_is_held_to_the_match() {
    let day = day("standard");
    let cli = &day.cli;
    cli.ok(&["bb", "prematch", "--match", &day.fixture, "--seed", "11"]);
    let player = cli.json(&["team", "show", &day.home])["players"][0]["id"]
        .as_i64()
        .unwrap();
    let treasury = |cli: &Cli| cli.json(&["team", "show", &day.home])["treasury_gp"].clone();
    let before = treasury(cli);
    assert!(before.is_i64(), "{before}");
    let postmatch = |report: &Value, en: &str, fr: &str| {
        let file = write(cli, "post.json", &report.to_string());
        let args = ["bb", "postmatch", "--match", &day.fixture, "--file", &file];
        refused_in_both(cli, &args, en, fr);
    };
    postmatch(
        &json!({"home_score": 1, "away_score": 0,
            "players": [{"player": player, "casualties": 1000}]}),
        "`players[0].casualties` is 1000, more than a match can hold",
        "« players[0].casualties » vaut 1000",
    );
    postmatch(
        &json!({"home_score": 1, "away_score": 0, "casualties": [{"player": player}, {"player": player}]}),
        "`casualties[1]` names player",
        "un joueur figure au plus une fois dans la liste",
    );
    postmatch(
        &json!({"home_score": 1, "away_score": 0, "home": {"rerolls": "two"}}),
        "`home.rerolls` is `\"two\"`; it takes a whole number from 0 to 16",
        "« home.rerolls » vaut",
    );
    postmatch(
        &json!({"home_score": 1, "away_score": 0, "home": {"stadium_payment_gp": 4_000_000_000_u32}}),
        "`home.stadium_payment_gp` is 4000000000",
        "un nombre entier de 0 à 10000000",
    );
    // Issue 31: gold in 5,000 gp steps; a fan factor only falls during a match (seed
    // 001, lines 18, 35, 177), by at most the 12 a side can have.
    postmatch(
        &json!({"home_score": 1, "away_score": 0, "away": {"stadium_payment_gp": 72_500}}),
        "`away.stadium_payment_gp` is 72500; gold goes in steps of 5000: it takes a multiple of 5000",
        "« away.stadium_payment_gp » vaut 72500 ; l'or va par tranches de 5000",
    );
    postmatch(
        &json!({"home_score": 1, "away_score": 0, "away_fan_factor_change": -13}),
        "`away_fan_factor_change` is -13, more than a match can hold; it takes a whole number from -12 to 0",
        "« away_fan_factor_change » vaut -13, plus qu'un match ne peut compter ; il attend un nombre entier de -12 à 0",
    );
    assert_eq!(treasury(cli), before);
}

#[test]
fn an_inducement_price_is_typed_only_where_the_game_asks_for_one() {
    let day = day("standard");
    let cli = &day.cli;
    let prematch = |extra: &[&str], en: &str, fr: &str| {
        let mut args = vec!["bb", "prematch", "--match", &day.fixture, "--seed", "11"];
        args.extend_from_slice(extra);
        refused_in_both(cli, &args, en, fr);
    };
    prematch(
        &["--induce", "away:star-players:1:12345"],
        "the price of each Star Players is 12,345 gp; it takes a multiple of 5,000 gp from 5,000 gp to 1,000,000 gp",
        "le prix de chaque Star Players est de 12",
    );
    prematch(
        &["--induce", "away:star-players:1:0"],
        "the price of each Star Players is 0 gp",
        "il attend un multiple de 5",
    );
    prematch(
        &["--induce", "away:bribes:1:50000"],
        "Bribes costs 100,000 gp by the seed's list; a price (50,000 gp) is typed only for an inducement priced by who is hired",
        "ne se donne que pour un coup de pouce dont le prix dépend de qui est engagé",
    );
    prematch(
        &["--roll", "fans.home=3", "--roll", "fans.home=4"],
        "the die of roll `fans.home` is given twice",
        "le dé du jet « fans.home » est donné deux fois",
    );
    let shown = cli.json(&["bb", "matchday", "--match", &day.fixture]);
    assert!(shown["prematch"].is_null(), "{shown}");
}

/// A Killpower Ball league with two teams and its first match's pre-match.
fn killpower() -> Cli {
    use common::killpower::{SQUAD, league, team};
    let cli = Cli::new();
    let league = league(&cli, "killpower");
    let teams = [
        team(&cli, league, "Nabos", 1, &SQUAD),
        team(&cli, league, "Titanos", 2, &SQUAD),
    ];
    let league = league.to_string();
    cli.ok(&["season", "new", "--league", &league, "--name", "S1"]);
    for team in teams {
        let team = team.to_string();
        cli.ok(&["season", "add-team", "--season", "1", "--team", &team]);
    }
    cli.ok(&["fixtures", "generate", "--season", "1"]);
    cli.ok(&["kpb", "prematch", "--match", "1", "--seed", "2"]);
    cli
}

#[test]
fn a_killpower_report_beyond_a_match_is_refused_by_field() {
    let cli = killpower();
    let postmatch = |report: &Value, en: &str, fr: &str| {
        let file = write(&cli, "kpb.json", &report.to_string());
        refused_in_both(
            &cli,
            &["kpb", "postmatch", "--match", "1", "--file", &file],
            en,
            fr,
        );
        let import = ["import", "report", file.as_str(), "--match", "1"];
        assert_mentions(&cli.refused(&import), en);
    };
    postmatch(
        &json!({"home_score": 4_294_967_295_u32, "away_score": 0}),
        "`home_score` is 4294967295, more than a match can hold; it takes a whole number from 0 to 120",
        "« home_score » vaut 4294967295",
    );
    postmatch(
        &json!({"home_score": 1, "away_score": 0, "away": {"dismissed": [3, 3]}}),
        "`away.dismissed[1]` names player 3 again",
        "« away.dismissed[1] » nomme le joueur 3",
    );
    postmatch(
        &json!({"home_score": 1, "away_score": 0,
            "home": {"death_risks": [{"player": 2, "life": -2_147_483_648_i64}]}}),
        "`home.death_risks[0].life` is -2147483648",
        "un nombre entier de -100 à 0",
    );
    postmatch(
        &json!({"home_score": 1, "away_score": 0, "ending": {"kind": "forfeit"}}),
        "`ending.kind` is `\"forfeit\"`; it takes one of: time, elimination, abandon",
        "l'une des valeurs : time, elimination, abandon",
    );
    let report = json!({"home_score": 0, "away_score": 2, "seed": 5});
    let file = write(&cli, "bom.json", &format!("\u{feff}{report}"));
    cli.ok(&[
        "kpb",
        "postmatch",
        "--match",
        "1",
        "--file",
        &file,
        "--dry-run",
    ]);
}

#[test]
fn league_settings_are_bounded_in_words_and_a_refusal_changes_nothing() {
    let (cli, _) = dreadball();
    refused_in_both(
        &cli,
        &["league", "settings", "1", "--earnings-dice", "1000000000"],
        "--earnings-dice is 1000000000; this setting takes a whole number from 0 to 10",
        "--earnings-dice vaut 1000000000 ; ce réglage attend un nombre entier de 0 à 10",
    );
    // One option refused: the others given with it are not written either.
    let refused = cli.refused(&[
        "league",
        "settings",
        "1",
        "--earnings-dice",
        "2",
        "--points-win",
        "1",
        "--card-mc",
        "4000000000",
    ]);
    assert_mentions(&refused, "--card-mc is 4000000000");
    let refused = cli.refused(&[
        "league",
        "settings",
        "1",
        "--earnings-dice",
        "2",
        "--points-win",
        "1000",
    ]);
    assert_mentions(
        &refused,
        "--points-win is 1000; this setting takes a whole number from -100 to 100",
    );
    cli.refused_saying(
        &["league", "settings", "1", "--revival", "4000000000"],
        "--revival is 4000000000",
    );
    let bb = day("standard");
    refused_in_both(
        &bb.cli,
        &[
            "league",
            "settings",
            &bb.league,
            "--max-dedicated-fans",
            "1000",
        ],
        "--max-dedicated-fans is 1000; this setting takes a whole number from 1 to 7",
        "--max-dedicated-fans vaut 1000",
    );
    bb.cli.refused_saying(
        &[
            "league",
            "settings",
            &bb.league,
            "--dedicated-fan-gp",
            "12345",
        ],
        "--dedicated-fan-gp is 12345; this setting takes a multiple of 5000",
    );
    let kpb = Cli::new();
    let league = common::killpower::league(&kpb, "killpower").to_string();
    refused_in_both(
        &kpb,
        &["league", "settings", &league, "--ranking-win", "2147483647"],
        "--ranking-win is 2147483647; this setting takes a whole number from -100 to 100",
        "--ranking-win vaut 2147483647",
    );
}
