//! The season report (standings, race and margins charts, leaders, records) in English
//! and French, from the command line and the library, and a team sheet's value chart.

use crate::common;

use std::path::PathBuf;

use common::cli::{Cli, assert_mentions};
use common::pdf::{pdf_info, pdf_text};
use dugout::data::Lang;
use dugout::sheet::{self, Paper, SheetOptions};
use dugout::store::{SeasonId, Store};
use serde_json::Value;

fn out(cli: &Cli, name: &str) -> PathBuf {
    cli.db().with_file_name(name)
}

fn report(cli: &Cli, lang: &str) -> String {
    let path = out(cli, &format!("report-{lang}.pdf"));
    let printed = cli.ok(&[
        "--lang",
        lang,
        "sheet",
        "season-report",
        "--season",
        "1",
        "-o",
        path.to_str().unwrap(),
    ]);
    assert_mentions(&printed, &format!("report-{lang}.pdf"));
    pdf_text(&path)
}

/// Each leader board's name, and its top five players (the name as the sheet prints it:
/// with its number, and a † when killed in a match).
fn leaders(cli: &Cli, lang: &str) -> (Vec<String>, Vec<String>) {
    let json = cli.json(&[
        "--lang", lang, "stats", "leaders", "--season", "1", "--top", "5",
    ]);
    let boards = json["leaders"].as_array().unwrap();
    let names = boards
        .iter()
        .filter(|b| !b["rows"].as_array().unwrap().is_empty())
        .map(|b| b["name"].as_str().unwrap().to_string())
        .collect();
    let players = boards
        .iter()
        .flat_map(|b| b["rows"].as_array().unwrap().iter().take(5))
        .filter_map(|row| {
            let name = row["player"].as_str()?;
            let dead = if row["dead"] == Value::Bool(true) {
                " †"
            } else {
                ""
            };
            Some(format!("{name} (#{}){dead}", row["number"]))
        })
        .collect();
    (names, players)
}

fn records(cli: &Cli, lang: &str) -> Vec<String> {
    let json = cli.json(&[
        "--lang", lang, "stats", "records", "--league", "1", "--season", "1",
    ]);
    json["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect()
}

fn assert_has(text: &str, needles: &[String]) {
    assert!(!needles.is_empty());
    for needle in needles {
        assert!(
            text.contains(needle.as_str()),
            "expected `{needle}` in:\n{text}"
        );
    }
}

#[test]
fn the_report_has_standings_charts_leaders_and_records_in_both_languages() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    let teams: Vec<String> = cli
        .json(&["team", "list", "--league", "1"])
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap().to_string())
        .collect();
    for (lang, words) in [
        (
            "en",
            ["Season report", "Standings", "The race", "Winning margins"],
        ),
        (
            "fr",
            [
                "Bilan de saison",
                "Classement",
                "La course au titre",
                "Écarts de victoire",
            ],
        ),
    ] {
        let text = report(&cli, lang);
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        assert_has(&text, &words);
        assert_has(&text, &teams);
        let (boards, players) = leaders(&cli, lang);
        assert_has(&text, &boards);
        assert_has(&text, &players);
        assert!(
            players.iter().any(|p| p.ends_with('†')),
            "a death in the demo"
        );
        assert_has(&text, &records(&cli, lang));
    }
}

#[test]
fn the_library_prints_the_report_on_letter_paper() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    let mut store = Store::open(cli.db()).unwrap();
    let options = SheetOptions::new(Paper::Letter, Lang::Fr);
    let bytes = sheet::season_report(&mut store, SeasonId(1), &options).unwrap();
    let path = out(&cli, "library.pdf");
    std::fs::write(&path, bytes).unwrap();
    assert!(pdf_info(&path, "Page size").starts_with("612 x 792"));
    assert!(pdf_text(&path).contains("Records de la saison"));
    let missing = sheet::season_report(&mut store, SeasonId(99), &options);
    assert!(missing.is_err());
}

#[test]
fn a_season_without_matches_says_so_and_a_missing_season_is_refused() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    cli.ok(&[
        "season",
        "new",
        "--league",
        "1",
        "--name",
        "Empty",
        "--every-team",
    ]);
    let seasons = cli.json(&["season", "list", "--league", "1"]);
    let empty = seasons
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "Empty")
        .map(|s| s["id"].as_i64().unwrap().to_string())
        .expect("the new season");
    let path = out(&cli, "empty.pdf");
    let file = path.to_str().unwrap();
    cli.ok(&["sheet", "season-report", "--season", &empty, "-o", file]);
    let text = pdf_text(&path);
    assert!(text.contains("No leader yet"), "{text}");
    assert!(text.contains("No record yet"), "{text}");
    assert!(text.contains("No matches yet"), "{text}");
    assert!(!text.contains("Winning margins"), "{text}");
    let missing = out(&cli, "missing.pdf");
    let args = ["sheet", "season-report", "--season", "99", "-o"];
    let refused = cli.refused(&[&args[..], &[missing.to_str().unwrap()]].concat());
    assert_mentions(&refused, "99");
    assert!(!missing.exists());
    let refused =
        cli.refused(&[&["--lang", "fr"], &args[..], &[missing.to_str().unwrap()]].concat());
    assert_mentions(&refused, "aucune saison");
}

#[test]
fn a_team_sheet_ends_with_its_value_chart_when_asked() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    let plain = out(&cli, "plain.pdf");
    cli.ok(&["sheet", "team", "2", "-o", plain.to_str().unwrap()]);
    assert!(!pdf_text(&plain).contains("value and treasury"));
    for (lang, title) in [
        ("en", "Greenmoon Grinders: value and treasury"),
        ("fr", "Greenmoon Grinders : valeur et trésorerie"),
    ] {
        let path = out(&cli, &format!("charted-{lang}.pdf"));
        let file = path.to_str().unwrap();
        cli.ok(&[
            "--lang",
            lang,
            "sheet",
            "team",
            "2",
            "--value-chart",
            "-o",
            file,
        ]);
        assert!(pdf_text(&path).contains(title), "{lang}");
    }
}
