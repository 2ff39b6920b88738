//! Killpower Ball's printed sheets (team, referee, ranking) in English and French: the
//! text each PDF holds, read back with `pdftotext` (poppler-utils), checked against what
//! the command line says of the same league.

use crate::common;

use std::path::{Path, PathBuf};

use common::cli::{Cli, assert_mentions};
use common::killpower::SQUAD;
use common::pdf::{pdf_info, pdf_text};
use dugout::data::Lang;
use dugout::sheet::{self, Paper, SheetOptions};
use dugout::store::{LeagueId, Store};
use serde_json::Value;

/// What the French team sheet says (its headings as the seed names them).
const TEAM_FR: &[&str] = &[
    "Nabos",
    "Feuille d'équipe",
    "Alice",
    "Prison League",
    "EXP totale",
    "Matchs joués",
    "Gagnés",
    "Perdus",
    "Égalités",
    "Abandonnés",
    "Points de classement",
    "Puissance",
    "Division",
    "Gladiateurs",
    "Spécialisation",
    "Équipement magique",
    "Bouclier",
    "RAP",
    "DEP",
    "PHY",
    "HAB",
    "POU",
    "BAL",
    "VIE",
    "Tireur",
    "Guerrier",
    "Défenseur",
    "Gants de combat",
    "Armure magique",
    "EXP 0",
    "La RAP se tire avant chaque match",
    "Cartes pouvoir de cette feuille",
];

/// What the English team sheet says.
const TEAM_EN: &[&str] = &[
    "Team sheet",
    "Total experience",
    "Matches played",
    "Ranking points",
    "Specialization",
    "Magic equipment",
    "Shield",
    "MOV",
    "AGI",
    "POW",
    "LIF",
    "SPD",
    "Shooter",
    "Combat gloves",
    "SPD (speed) is rolled before each match",
    "Power cards on this sheet",
    "Deals damage",
];

/// With DUGOUT_KEEP_PDFS=FOLDER, a copy of each PDF goes there (to look at its pages
/// with `pdftoppm`).
fn keep(path: &Path) {
    if let Some(folder) = std::env::var_os("DUGOUT_KEEP_PDFS") {
        let name = path.file_name().unwrap();
        std::fs::copy(path, Path::new(&folder).join(name)).unwrap();
    }
}

fn assert_has(text: &str, needles: &[&str]) {
    for needle in needles {
        assert!(text.contains(needle), "expected `{needle}` in:\n{text}");
    }
}

fn out(cli: &Cli, name: &str) -> PathBuf {
    cli.db().with_file_name(name)
}

/// Prints with `dugout sheet ARGS --lang LANG -o NAME` and returns the PDF's text.
fn print(cli: &Cli, args: &[&str], lang: &str, name: &str) -> String {
    let path = out(cli, name);
    let mut all = args.to_vec();
    all.extend(["--lang", lang, "-o", path.to_str().unwrap()]);
    cli.ok(&all);
    keep(&path);
    pdf_text(&path)
}

fn new_team(cli: &Cli, name: &str, coach: &str, seed: &str, gladiators: &[String]) {
    let mut args = vec![
        "team", "new", "--league", "1", "--name", name, "--coach", coach, "--seed", seed,
    ];
    for g in gladiators {
        args.extend(["--gladiator", g.as_str()]);
    }
    cli.ok(&args);
}

/// The brief's league: a deck, Nabos (Alice) and Titanos (Bob), a season with its
/// fixtures; `game` is `killpower` or `killpower-tournament`.
fn league(game: &str) -> Cli {
    let cli = Cli::new();
    cli.ok(&["league", "new", "--name", "Prison League", "--game", game]);
    let deck = out(&cli, "deck.csv");
    std::fs::write(
        &deck,
        "name,text,copies\nFireball,Deals damage,2\nSleep,Target sleeps,2\nHaste,+2 DEP,2\nFear,Target flees,2\n",
    )
    .unwrap();
    cli.ok(&[
        "kpb",
        "deck",
        "--league",
        "1",
        "--import",
        deck.to_str().unwrap(),
    ]);
    // A tournament chooses its power cards (13.2).
    let chosen = |g: &&str| match *g {
        "Mia:mentor:cards" => "Mia:mentor:cards=Fireball+Sleep".to_string(),
        "Lu:tireur:cards" => "Lu:tireur:cards=Haste+Fear".to_string(),
        other => other.to_string(),
    };
    let gladiators: Vec<String> = if game == "killpower" {
        SQUAD.iter().map(|g| g.to_string()).collect()
    } else {
        SQUAD.iter().map(chosen).collect()
    };
    new_team(&cli, "Nabos", "Alice", "7", &gladiators);
    new_team(&cli, "Titanos", "Bob", "8", &gladiators);
    cli.ok(&["season", "new", "--league", "1", "--name", "S1"]);
    cli.ok(&["season", "add-team", "--season", "1", "--team", "1"]);
    cli.ok(&["season", "add-team", "--season", "1", "--team", "2"]);
    cli.ok(&["fixtures", "generate", "--season", "1"]);
    cli
}

/// The first match of the season, as `fixtures list` gives it.
fn first_match(cli: &Cli) -> String {
    let list = cli.json(&["fixtures", "list", "--season", "1"]);
    list[0]["id"].as_i64().unwrap().to_string()
}

fn team_json(cli: &Cli, id: &str) -> Value {
    cli.json(&["team", "show", id])
}

#[test]
fn the_team_sheet_prints_the_team_part_and_its_seven_gladiators() {
    let cli = league("killpower");
    let team = team_json(&cli, "1");
    let fr = print(&cli, &["sheet", "team", "1"], "fr", "nabos-fr.pdf");
    assert_has(&fr, TEAM_FR);
    assert!(!fr.contains("Banque"), "the seed's bank is left out");
    for name in ["Tom", "Ana", "Mia", "Bo", "Vi", "Lu", "Max"] {
        assert_has(&fr, &[name]);
    }
    let gladiators = team["gladiators"].as_array().unwrap();
    assert_eq!(gladiators.len(), 7);
    for g in gladiators {
        for card in g["cards"].as_array().unwrap() {
            assert_has(&fr, &[card.as_str().unwrap()]);
        }
        if let Some(shield) = g["shield"].as_i64() {
            assert_has(&fr, &[&shield.to_string()]);
        }
    }
    let en = print(&cli, &["sheet", "team", "1"], "en", "nabos-en.pdf");
    assert_has(&en, TEAM_EN);
}

#[test]
fn a_team_sheet_as_of_a_date_is_refused_and_the_league_bundle_prints_every_team() {
    let cli = league("killpower");
    let path = out(&cli, "old.pdf");
    let path = path.to_str().unwrap();
    let error = cli.refused(&["sheet", "team", "1", "--as-of", "2026-01-01", "-o", path]);
    assert_mentions(&error, "Killpower Ball");
    assert_mentions(&error, "no history");
    let dir = out(&cli, "bundle");
    let dir_arg = dir.to_str().unwrap();
    cli.ok(&["sheet", "league", "1", "--dir", dir_arg, "--one-file"]);
    let text = pdf_text(&dir.join("league-sheets.pdf"));
    assert_has(&text, &["Nabos", "Titanos", "Alice", "Bob"]);
    assert_eq!(pdf_info(&dir.join("league-sheets.pdf"), "Pages"), "2");
}

#[test]
fn the_referee_sheet_before_the_prematch_has_boxes_and_the_points_to_score() {
    let cli = league("killpower");
    let fixture = first_match(&cli);
    let points = cli.json(&["kpb", "points", "--match", &fixture]);
    let fr = print(&cli, &["sheet", "match", &fixture], "fr", "ref-fr.pdf");
    let home_target = format!("+{} de plus que l'autre", points["home"]["target"]);
    assert_has(
        &fr,
        &[
            "Feuille d'arbitrage",
            "Arbitre",
            "Date du match",
            "Nabos",
            "Titanos",
            "Alice",
            "Bob",
            "Puissance (table 2)",
            "Points à marquer (table",
            &home_target,
            "Pas d'avant-match enregistré",
            "Composition et RAP",
            "Tours",
            "Équipes, points à marquer et résultat",
            "Résultat",
            "Victoire",
            "Défaite",
            "Égalité",
            "Abandon",
            "avant → après",
        ],
    );
    for turn in ["20", "19", "1"] {
        assert_has(&fr, &[turn]);
    }
    assert!(
        !fr.contains("Lancers francs"),
        "no free throws in a championship"
    );
    let en = print(&cli, &["sheet", "match", &fixture], "en", "ref-en.pdf");
    assert_has(
        &en,
        &[
            "Referee sheet",
            "Points to score (table 3)",
            "more than the other",
            "Line-up and SPD",
            "Turns",
            "Win",
            "Loss",
            "Draw",
        ],
    );
}

#[test]
fn the_referee_sheet_after_the_prematch_and_the_result_fills_them_in() {
    let cli = league("killpower");
    let fixture = first_match(&cli);
    let view = cli.json(&["kpb", "prematch", "--match", &fixture, "--seed", "3"]);
    let fr = print(&cli, &["sheet", "match", &fixture], "fr", "ref-pre-fr.pdf");
    assert_has(&fr, &["Avant-match enregistré le", "part avec le ballon"]);
    let playing = view["playing"].as_array().unwrap();
    assert_eq!(playing.len(), 14);
    // Both line-ups side by side: `N° name DEP RAP` for home, then for away.
    for g in playing {
        let (number, name) = (g["number"].to_string(), g["name"].as_str().unwrap());
        let row: Vec<&str> = fr
            .lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>())
            .find(|t| t.len() == 8 && t[0] == number && t[1] == name)
            .unwrap_or_else(|| panic!("{g} is not on the sheet:\n{fr}"));
        let rap = if g["side"] == "home" { row[3] } else { row[7] };
        assert_eq!(rap, g["rap"].to_string(), "{g}");
    }
    let targets = &view["plan"]["targets"];
    assert_has(&fr, &[&format!("+{} de plus", targets[0])]);
    let report = out(&cli, "r.json");
    let json = r#"{"home_score":2,"away_score":0,"home":{},"away":{}}"#;
    std::fs::write(&report, json).unwrap();
    let report = report.to_str().unwrap();
    cli.ok(&["kpb", "postmatch", "--match", &fixture, "--file", report]);
    let en = print(&cli, &["sheet", "match", &fixture], "en", "ref-post-en.pdf");
    assert_has(&en, &["The result is recorded: 2–0"]);
    let table = cli.json(&["kpb", "table", "--league", "1"]);
    let after = table
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["ranking_points"].as_i64().unwrap())
        .max()
        .unwrap();
    assert!(
        en.contains(&format!("→ {after} (+")),
        "the winner's ranking points ({after}) are on the sheet:\n{en}"
    );
    // Each team sheet now shows the match played and the experience it earned.
    for id in ["1", "2"] {
        let team = team_json(&cli, id);
        let text = print(
            &cli,
            &["sheet", "team", id],
            "fr",
            &format!("after-{id}.pdf"),
        );
        let xp = team["gladiators"][0]["experience"].as_i64().unwrap();
        assert!(xp > 0);
        assert_has(&text, &[&format!("EXP {xp}")]);
        let lines: Vec<&str> = text.lines().collect();
        let at = lines
            .iter()
            .position(|l| l.contains("Matchs joués"))
            .unwrap();
        let values: Vec<&str> = lines[at + 1].split_whitespace().collect();
        let record = &team["record"];
        let expected: Vec<String> = ["played", "won", "lost", "drawn", "abandoned"]
            .iter()
            .map(|k| record[k].to_string())
            .collect();
        assert_eq!(values, expected, "{text}");
    }
}

#[test]
fn a_tournament_prints_armour_to_roll_and_free_throws() {
    let cli = league("killpower-tournament");
    let fr = print(&cli, &["sheet", "team", "1"], "fr", "tournoi-fr.pdf");
    assert_has(
        &fr,
        &[
            "Tournoi",
            "à tirer",
            "Tournoi : chaque armure magique se tire",
        ],
    );
    let fixture = first_match(&cli);
    let referee = print(
        &cli,
        &["sheet", "match", &fixture],
        "fr",
        "tournoi-ref-fr.pdf",
    );
    assert_has(
        &referee,
        &[
            "Lancers francs (13.2)",
            "Tireur",
            "Série 1",
            "Total (score + paniers)",
        ],
    );
    assert!(
        !referee.contains("avant → après"),
        "no ranking points in a tournament"
    );
    let en = print(
        &cli,
        &["sheet", "match", &fixture],
        "en",
        "tournament-ref-en.pdf",
    );
    assert_has(
        &en,
        &["Free throws (13.2)", "Round 1", "Total (score + baskets)"],
    );
}

#[test]
fn the_ranking_sheet_lists_the_teams_and_how_points_are_earned() {
    let cli = league("killpower");
    let fr = print(
        &cli,
        &["sheet", "championship", "--league", "1"],
        "fr",
        "classement-fr.pdf",
    );
    assert_has(
        &fr,
        &[
            "Prison League",
            "Feuille de classement générale",
            "Nabos",
            "Titanos",
            "Alice",
            "Bob",
            "Pts clt",
            "Puiss.",
            "EXP totale",
            "Calcul des points de classement",
            "Victoire : +3 — lu dans l'exemple de la règle (3.4)",
            "Défaite : −2 — lu dans l'exemple de la règle (3.4)",
            "Égalité : 0 — valeur par défaut de Dugout",
            "la règle (3.4)",
        ],
    );
    cli.ok(&["league", "settings", "1", "--ranking-win", "4"]);
    let en = print(
        &cli,
        &["sheet", "championship", "--league", "1"],
        "en",
        "ranking-en.pdf",
    );
    assert_has(
        &en,
        &[
            "Ranking sheet",
            "Rank. pts",
            "Win: +4 — league setting; default +3",
            "Loss: −2 — read from the seed's example (3.4)",
            "Draw: 0 — Dugout's default",
        ],
    );
    let other = Cli::new();
    other.ok(&["league", "new", "--name", "Bowl", "--game", "bloodbowl"]);
    let path = out(&other, "no.pdf");
    let args = [
        "sheet",
        "championship",
        "--league",
        "1",
        "-o",
        path.to_str().unwrap(),
    ];
    assert_mentions(&other.refused(&args), "Killpower Ball");
}

#[test]
fn the_window_prints_the_ranking_sheet_through_the_library() {
    let cli = league("killpower");
    let mut store = Store::open(cli.db()).unwrap();
    for lang in [Lang::En, Lang::Fr] {
        let options = SheetOptions::new(Paper::Letter, lang);
        let bytes =
            sheet::killpower::championship_document(&mut store, LeagueId(1), &options).unwrap();
        let path = out(&cli, &format!("window-{lang:?}.pdf"));
        std::fs::write(&path, bytes).unwrap();
        keep(&path);
        assert_has(&pdf_text(&path), &["Nabos", "Titanos"]);
        assert!(pdf_info(&path, "Page size").starts_with("612 x 792"));
    }
}

#[test]
fn long_names_fit_one_letter_page() {
    let cli = league("killpower");
    let long: Vec<String> = SQUAD
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let rest = g.split_once(':').unwrap().1;
            format!("Maximilien-Aurélien de la Tour-Saint-Germain {i}:{rest}")
        })
        .collect();
    let name = "Les Gladiateurs Invincibles de la Prison Centrale";
    new_team(&cli, name, "Jean-Baptiste Delacroix-Montfort", "9", &long);
    for (args, file) in [
        (vec!["sheet", "team", "3"], "long-team.pdf"),
        (
            vec!["sheet", "championship", "--league", "1"],
            "long-ranking.pdf",
        ),
    ] {
        let mut args = args.clone();
        args.extend(["--paper", "letter"]);
        let text = print(&cli, &args, "fr", file);
        assert_has(&text, &["Les Gladiateurs"]);
        let path = out(&cli, file);
        assert_eq!(pdf_info(&path, "Pages"), "1", "{file} fits one page");
    }
}

#[test]
fn a_draw_settled_by_free_throws_prints_them_and_fits_one_a4_page() {
    let cli = league("killpower-tournament");
    let fixture = first_match(&cli);
    cli.ok(&["kpb", "prematch", "--match", &fixture, "--seed", "6"]);
    let report = out(&cli, "throws.json");
    std::fs::write(
        &report,
        r#"{"home_score": 2, "away_score": 2, "free_throws": [
            {"side": "home", "thrower": 1, "distance": 4},
            {"side": "home", "thrower": 4, "distance": 2},
            {"side": "away", "thrower": 1, "distance": 3},
            {"side": "away", "thrower": 4, "distance": 2}],
           "dice": {"free_throw.1.home.1": 2, "free_throw.1.home.4": 7,
                    "free_throw.1.away.1": 9, "free_throw.1.away.4": 6}}"#,
    )
    .unwrap();
    let recorded = cli.json(&[
        "kpb",
        "postmatch",
        "--match",
        &fixture,
        "--file",
        report.to_str().unwrap(),
        "--seed",
        "8",
    ]);
    let throws = recorded["free_throws"].as_array().expect("free throws");
    let total = |side: &str| {
        2 + throws
            .iter()
            .filter(|t| t["side"] == side)
            .map(|t| t["points"].as_u64().unwrap())
            .sum::<u64>()
    };
    let (home, away) = (total("home"), total("away"));
    assert_ne!(home, away, "the free throws settle the draw");
    for (lang, label) in [
        ("en", "Total (score + baskets)"),
        ("fr", "Total (score + paniers)"),
    ] {
        let name = format!("throws-{lang}.pdf");
        let text = print(&cli, &["sheet", "match", &fixture], lang, &name);
        assert_eq!(
            pdf_info(&out(&cli, &name), "Pages"),
            "1",
            "{lang}: one page"
        );
        assert_has(&text, &["#1 Tom", "#4 Bo"]);
        assert_eq!(totals(&text, label), vec![home, away], "{lang}");
    }

    // Four rounds, three of them all missed: the fourth is counted in the total and said.
    cli.ok(&["match", "reset", "--match", &fixture]);
    cli.ok(&["kpb", "prematch", "--match", &fixture, "--seed", "6"]);
    let mut throws = Vec::new();
    let mut dice = serde_json::Map::new();
    for round in 1..=4 {
        for side in ["home", "away"] {
            for thrower in [1, 4] {
                throws.push(serde_json::json!({"side": side, "thrower": thrower, "distance": 2}));
                let scored = round == 4 && side == "home" && thrower == 1;
                let face = if scored { 1 } else { 10 };
                dice.insert(format!("free_throw.{round}.{side}.{thrower}"), face.into());
            }
        }
    }
    let long =
        serde_json::json!({"home_score": 1, "away_score": 1, "free_throws": throws, "dice": dice});
    std::fs::write(&report, long.to_string()).unwrap();
    cli.ok(&[
        "kpb",
        "postmatch",
        "--match",
        &fixture,
        "--file",
        report.to_str().unwrap(),
    ]);
    let text = print(&cli, &["sheet", "match", &fixture], "en", "four-rounds.pdf");
    assert_has(&text, &["+ 1 more round(s) in the total"]);
    let numbers = totals(&text, "Total (score + baskets)");
    assert_eq!(numbers, vec![3, 1], "home scored 2 squares in round 4");
}

/// The numbers on the free throws' totals line (`label` names it), home then away.
fn totals(text: &str, label: &str) -> Vec<u64> {
    let line = text
        .lines()
        .find(|l| l.contains(label))
        .unwrap_or_else(|| panic!("no totals' line in\n{text}"));
    line.split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect()
}
