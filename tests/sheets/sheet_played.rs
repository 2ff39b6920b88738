//! The match sheet of a played match holds what the file recorded of it (the score,
//! each player's line, the post-match, the teams as they went into the match), for
//! each game; an unplayed one keeps its boxes. A Blood Bowl sheet of 11 v 11 fits one
//! page.

use crate::common;

use std::path::PathBuf;

use common::cli::Cli;
use common::pdf::{pdf_info, pdf_text};
use serde_json::{Value, json};

/// Prints the match sheet of `fixture` in `lang` under `name`: its text and its file.
fn match_sheet(cli: &Cli, fixture: &str, lang: &str, name: &str) -> (String, PathBuf) {
    let path = cli.db().with_file_name(name);
    let file = path.to_str().unwrap();
    cli.ok(&["sheet", "match", fixture, "--lang", lang, "-o", file]);
    if let Some(keep) = std::env::var_os("DUGOUT_KEEP_PDFS") {
        std::fs::copy(&path, PathBuf::from(keep).join(name)).unwrap();
    }
    (pdf_text(&path), path)
}

/// Each needle is in the text, however many spaces the layout puts between words.
fn assert_has(text: &str, needles: &[&str]) {
    let flat = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let text = flat(text);
    for needle in needles {
        assert!(
            text.contains(&flat(needle)),
            "expected `{needle}` in:\n{text}"
        );
    }
}

/// The words after `name` on the first line that holds it.
fn after<'a>(text: &'a str, name: &str) -> Vec<&'a str> {
    let line = text
        .lines()
        .find(|line| line.contains(name))
        .unwrap_or_else(|| panic!("no `{name}` in:\n{text}"));
    let at = line.find(name).unwrap() + name.len();
    line[at..].split_whitespace().collect()
}

/// An amount of gold pieces as the English sheets print it ("1,005,000 gp").
fn gp(amount: i64) -> String {
    let digits = amount.abs().to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    let sign = if amount < 0 { "-" } else { "" };
    format!("{sign}{grouped} gp")
}

fn write(cli: &Cli, name: &str, value: &Value) -> String {
    let path = cli.db().with_file_name(name);
    std::fs::write(&path, value.to_string()).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn a_played_blood_bowl_match_sheet_holds_its_lines_and_the_treasury_before_it() {
    let day = common::bloodbowl::day("standard");
    let cli = &day.cli;
    // 11 v 11: the away side's two more Linemen.
    common::bloodbowl::hire(cli, &day.away, "lineman", 2);
    let (blank, path) = match_sheet(cli, &day.fixture, "en", "bb-unplayed.pdf");
    assert_eq!(
        pdf_info(&path, "Pages"),
        "1",
        "11 v 11 on one page:\n{blank}"
    );
    let letter = cli.db().with_file_name("bb-letter.pdf");
    let file = letter.to_str().unwrap();
    cli.ok(&[
        "sheet",
        "match",
        &day.fixture,
        "--paper",
        "letter",
        "-o",
        file,
    ]);
    assert_eq!(pdf_info(&letter, "Pages"), "1", "and on US Letter");
    let totals = blank.lines().find(|l| l.contains("Team totals")).unwrap();
    assert!(!totals.chars().any(|c| c.is_ascii_digit()), "{totals}");
    assert!(!blank.contains("Treasury before the match"), "{blank}");

    let home = cli.json(&["team", "show", &day.home]);
    let treasury_before = home["treasury_gp"].as_i64().unwrap();
    let players = home["players"].as_array().unwrap();
    let (scorer, hitter) = (&players[0], &players[1]);
    let away = cli.json(&["team", "show", &day.away]);
    let hurt = &away["players"][0];
    cli.ok(&["bb", "prematch", "--match", &day.fixture, "--seed", "7"]);
    let report = json!({
        "home_score": 2, "away_score": 0,
        "players": [{"player": scorer["id"], "touchdowns": 2},
                    {"player": hitter["id"], "casualties": 1}],
        "casualties": [{"player": hurt["id"]}]
    });
    let file = write(cli, "report.json", &report);
    cli.ok(&[
        "bb",
        "postmatch",
        "--match",
        &day.fixture,
        "--file",
        &file,
        "--seed",
        "5",
    ]);
    let stored = cli.json(&["bb", "matchday", "--match", &day.fixture]);
    let line = |player: &Value| -> Value {
        let lines = stored["players"].as_array().unwrap();
        lines
            .iter()
            .find(|l| l["player_id"] == player["id"])
            .cloned()
            .unwrap()
    };
    let treasury_now = cli.json(&["team", "show", &day.home])["treasury_gp"]
        .as_i64()
        .unwrap();
    assert_ne!(treasury_now, treasury_before, "the winnings went in");

    let (played, path) = match_sheet(cli, &day.fixture, "en", "bb-played.pdf");
    assert_eq!(pdf_info(&path, "Pages"), "1", "{played}");
    assert_has(
        &played,
        &[
            &format!("Treasury before the match: {}", gp(treasury_before)),
            "Team totals: Score (touchdowns) 2",
            "SPP earned",
        ],
    );
    assert!(
        !played.contains(&format!("Treasury before the match: {}", gp(treasury_now))),
        "today's treasury is not the one before the match:\n{played}"
    );
    // A row ends with TD CAS CP INT DEF MVP SPP (the home side suffered no casualty).
    let name = scorer["name"].as_str().unwrap();
    let cells = after(&played, &format!("{name} "));
    let from_end = |cells: &[&str], n: usize| cells[cells.len() - n].to_string();
    assert_eq!(from_end(&cells, 7), "2", "two touchdowns: {cells:?}");
    assert_eq!(
        from_end(&cells, 1),
        line(scorer)["spp"].to_string(),
        "{cells:?}"
    );
    let hitter_cells = after(&played, &format!("{} ", hitter["name"].as_str().unwrap()));
    assert_eq!(
        from_end(&hitter_cells, 6),
        "1",
        "a casualty: {hitter_cells:?}"
    );
    let casualty = stored["casualties"][0]["casualty"].as_str().unwrap();
    let tables = &dugout::data::bloodbowl::Reference::bundled()
        .unwrap()
        .tables;
    let row = tables
        .injuries
        .casualty
        .row
        .iter()
        .find(|r| r.id == casualty);
    assert_has(&played, &[&row.unwrap().name_en]);
    let winnings = stored["teams"][0]["winnings_gp"].as_i64().unwrap();
    assert_has(&played, &[&format!("Winnings {}", gp(winnings))]);

    let (french, _) = match_sheet(cli, &day.fixture, "fr", "bb-played-fr.pdf");
    assert_has(&french, &["Trésorerie avant le match", "PSP gagnés", "PSP"]);
}

#[test]
fn a_blood_bowl_result_alone_prints_its_score_and_casualties() {
    let day = common::bloodbowl::day("standard");
    let cli = &day.cli;
    cli.ok(&[
        "match",
        "record",
        "--match",
        &day.fixture,
        "--home-score",
        "3",
        "--away-score",
        "1",
        "--home-cas",
        "4",
    ]);
    let (text, _) = match_sheet(cli, &day.fixture, "en", "bb-result.pdf");
    assert_has(
        &text,
        &[
            "No post-match recorded",
            "Score (touchdowns) 3 Casualties inflicted 4 Winnings not recorded",
        ],
    );
}

#[test]
fn a_played_dreadball_match_sheet_holds_its_events_and_the_treasury_before_it() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    let fixture = "10";
    let (blank, _) = match_sheet(&cli, fixture, "en", "db-unplayed.pdf");
    assert!(!blank.contains("Before the match:"), "{blank}");
    assert!(!blank.contains("Man of the match: #"), "{blank}");

    let team = cli.json(&["team", "show", "2"]);
    let treasury_before = team["treasury_mc"].as_i64().unwrap();
    // A Jack: only Jacks and Strikers score strikes (seed 000).
    let scorer = team["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["position"] == "jack")
        .unwrap();
    let report = json!({
        "home_score": 3, "away_score": 1,
        "players": [{"player": scorer["id"], "strikes": 2, "experience": {"exploit": 1}}],
        "man_of_the_match": [scorer["id"]],
        "seed": 4
    });
    let file = write(&cli, "report.json", &report);
    cli.ok(&["postmatch", "--match", fixture, "--file", &file]);
    let treasury_now = cli.json(&["team", "show", "2"])["treasury_mc"]
        .as_i64()
        .unwrap();
    assert_ne!(treasury_now, treasury_before, "the earnings went in");

    let (played, path) = match_sheet(&cli, fixture, "en", "db-played.pdf");
    assert_eq!(pdf_info(&path, "Pages"), "1");
    assert_has(&played, &[&format!("treasury {treasury_before}mc")]);
    assert!(
        !played.contains(&format!("treasury {treasury_now}mc")),
        "{played}"
    );
    let (number, name) = (
        scorer["number"].to_string(),
        scorer["name"].as_str().unwrap(),
    );
    assert_has(&played, &[&format!("Man of the match: #{number} {name}")]);
    let cells = after(&played, &format!("{number} {name}"));
    assert_eq!(cells[0], "2", "two strikes: {cells:?}");
    let finals: Vec<&str> = played
        .lines()
        .filter(|l| l.contains("Final score"))
        .map(|l| l.split_whitespace().last().unwrap())
        .collect();
    assert_eq!(finals, ["3", "1"], "{played}");

    let (french, _) = match_sheet(&cli, fixture, "fr", "db-played-fr.pdf");
    assert_has(
        &french,
        &[
            &format!("trésorerie {treasury_before}mc"),
            &format!("Homme du match : #{number} {name}"),
        ],
    );
}

#[test]
fn a_played_killpower_match_sheet_holds_its_post_match_and_line_up() {
    use common::killpower::{SQUAD, league, report, team};
    let cli = Cli::new();
    let id = league(&cli, "killpower");
    for (seed, name) in ["Titanos", "Nabos", "Iron Vipers", "Red Gorgons"]
        .into_iter()
        .enumerate()
    {
        team(&cli, id, name, seed as u64 + 1, &SQUAD);
    }
    cli.ok(&[
        "season",
        "new",
        "--league",
        "1",
        "--name",
        "2027",
        "--every-team",
    ]);
    cli.ok(&[
        "fixtures",
        "generate",
        "--season",
        "1",
        "--start",
        "2027-01-09",
    ]);
    let fixtures = cli.json(&["fixtures", "list", "--season", "1"]);
    let fixture = fixtures[0]["id"].as_i64().unwrap();
    let away = fixtures[0]["away_id"].as_i64().unwrap();
    let text_id = fixture.to_string();
    cli.ok(&[
        "kpb",
        "prematch",
        "--match",
        &text_id,
        "--seed",
        "3",
        "--away",
        "1,2,3,4,5,6",
    ]);
    let (before, _) = match_sheet(&cli, &text_id, "en", "kpb-unplayed.pdf");
    assert!(!before.contains("Post-match"), "{before}");
    assert_has(&before, &["Turns"]);

    let ana = common::killpower::show(&cli, away)["gladiators"][1].clone();
    assert_eq!(ana["name"], "Ana");
    let outcome = report(
        &cli,
        fixture,
        &json!({"home_score": 3, "away_score": 1,
                "away": {"death_risks": [{"player": 2, "life": -16}],
                         "replacements": [{"replaces": 2, "name": "Zoé",
                                           "specialization": "archer", "magic": "gloves"}]}}),
        false,
    );
    let risk = &outcome["risks"][0];
    let (played, path) = match_sheet(&cli, &text_id, "en", "kpb-played.pdf");
    assert_eq!(pdf_info(&path, "Pages"), "1");
    assert_has(
        &played,
        &[
            "Post-match",
            &format!(
                "#2 Ana: life -16, {}: {}",
                risk["location"].as_str().unwrap(),
                risk["outcome_name"].as_str().unwrap()
            ),
            "#2 Zoé (Archer) replaces #2 Ana",
            "#1 Tom: 0 → 5 EXP",
        ],
    );
    assert!(
        !played.contains("Turns"),
        "no boxes left to fill:\n{played}"
    );
    // The line-up is the pre-match's: Ana played number 2, not Zoé who replaced her.
    let lineup = &played[played.find("Line-up").unwrap()..played.find("Post-match").unwrap()];
    assert!(!lineup.contains("Zoé"), "{lineup}");
    assert!(lineup.contains("2 Ana"), "{lineup}");
    let (french, _) = match_sheet(&cli, &text_id, "fr", "kpb-played-fr.pdf");
    assert_has(
        &french,
        &[
            "Après-match",
            "#2 Zoé",
            "remplace #2 Ana",
            "Risques de mort",
        ],
    );
}
