//! Printed documents: the text each PDF holds (read back with `pdftotext` from
//! poppler-utils), paper sizes, sheets as of an earlier date, and the CLI's refusals.

use crate::common;

use std::path::{Path, PathBuf};

use chrono::NaiveDate;
use common::cli::{Cli, assert_mentions};
use common::pdf::{pdf_info, pdf_text};
use dugout::coach::dreadball::{SheetPlayer, TeamSheet, TeamStart};
use dugout::coach::{self, AsOf, Context};
use dugout::data::Lang;
use dugout::data::dreadball::{Position, StaffKind, StatLine};
use dugout::rules::dreadball::PlayerKind;
use dugout::sheet::{self, Paper, SheetOptions};
use dugout::store::{FixtureId, PlayerId, Store, TeamId};
use rusqlite::Connection;

fn context(lang: Lang) -> Context {
    Context::new(lang)
}

/// Writes a PDF under `dir`; with DUGOUT_KEEP_PDFS=FOLDER, a copy goes there too (to
/// look at the pages with `pdftoppm`).
fn save(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    if let Some(keep) = std::env::var_os("DUGOUT_KEEP_PDFS") {
        std::fs::write(Path::new(&keep).join(name), bytes).unwrap();
    }
    path
}

fn assert_has(text: &str, needles: &[&str]) {
    for needle in needles {
        assert!(text.contains(needle), "expected `{needle}` in:\n{text}");
    }
}

/// A CLI over a demo league, with a Zoé hired by the Kovoss Kreations (team 5).
fn demo() -> Cli {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    cli.ok(&["team", "hire", "5", "--position", "jack", "--name", "Zoé"]);
    cli
}

fn out(cli: &Cli, name: &str) -> PathBuf {
    cli.db().with_file_name(name)
}

/// The id of the first unplayed match of the demo season that `team` plays.
fn unplayed_match(cli: &Cli, team: i64) -> String {
    let list = cli.json(&["fixtures", "list", "--season", "1"]);
    list.as_array()
        .unwrap()
        .iter()
        .find(|f| {
            f["status"] == "scheduled"
                && (f["home_id"].as_i64() == Some(team) || f["away_id"].as_i64() == Some(team))
        })
        .map(|f| f["id"].as_i64().unwrap().to_string())
        .expect("an unplayed match")
}

#[test]
fn team_sheet_in_french_prints_names_numbers_and_accents() {
    let cli = demo();
    let path = out(&cli, "kovoss.pdf");
    let printed = cli.ok(&[
        "sheet",
        "team",
        "5",
        "--lang",
        "fr",
        "-o",
        path.to_str().unwrap(),
    ]);
    assert_mentions(&printed, "kovoss.pdf");
    let text = pdf_text(&path);
    assert_has(
        &text,
        &[
            "Kovoss Kreations",
            "Lou",
            "Demo League",
            "Zoé",
            "Skyrunner",
            "Trésorerie",
            "Valeur d'équipe",
            "Compétences",
            "Encadrement",
            "Assistant de Soutien",
            "Ailes de Kraaw",
            "construit avec",
            "Compétences de cette feuille",
            "4+",
            "Feuille d'équipe",
        ],
    );
    assert_eq!(pdf_info(&path, "Pages"), "1");
}

#[test]
fn team_sheet_in_english_prints_the_roster_and_a_glossary() {
    let cli = demo();
    let path = out(&cli, "rivets.pdf");
    cli.ok(&["sheet", "team", "6", "-o", path.to_str().unwrap()]);
    let text = pdf_text(&path);
    assert_has(
        &text,
        &[
            "Ro-Tek Rivets",
            "Noa",
            "Crusher",
            "Treasury",
            "29mc",
            "Team value",
            "71mc",
            "Mechanite, built from",
            "Skills on this sheet",
            "Dexterity",
        ],
    );
    let bytes = std::fs::metadata(&path).unwrap().len();
    assert!(bytes < 120_000, "the fonts are subset: {bytes} bytes");
}

#[test]
fn letter_and_a4_pages_differ() {
    let cli = demo();
    let a4 = out(&cli, "a4.pdf");
    let letter = out(&cli, "letter.pdf");
    cli.ok(&["sheet", "team", "1", "-o", a4.to_str().unwrap()]);
    cli.ok(&[
        "sheet",
        "team",
        "1",
        "--paper",
        "letter",
        "-o",
        letter.to_str().unwrap(),
    ]);
    assert_mentions(&pdf_info(&a4, "Page size"), "595.2");
    assert_mentions(&pdf_info(&a4, "Page size"), "841.8");
    assert_mentions(&pdf_info(&letter, "Page size"), "612 x 792");
    assert_mentions(&pdf_info(&letter, "Page size"), "(letter)");
}

#[test]
fn match_sheet_shows_both_teams_the_day_and_boxes() {
    let cli = demo();
    let fixture = unplayed_match(&cli, 5);
    cli.ok(&[
        "prematch", "hack", "--match", &fixture, "--team", "5", "--hack", "A",
    ]);
    let path = out(&cli, "match.pdf");
    cli.ok(&[
        "sheet",
        "match",
        &fixture,
        "--lang",
        "fr",
        "-o",
        path.to_str().unwrap(),
    ]);
    let text = pdf_text(&path);
    assert_has(
        &text,
        &[
            "Kovoss Kreations",
            "Zoé",
            "Feuille de match",
            "Ligne de Score",
            "Homme du match",
            "Piratage",
            "Par quoi on commence",
            "Cheerleaders sur la ligne de Score",
            "Score final",
            "Blessé",
        ],
    );
    assert!(
        text.contains("Outsider") || text.contains("pas d'Outsider"),
        "the outsider line: {text}"
    );
    assert_eq!(pdf_info(&path, "Pages"), "1");
    let before = out(&cli, "before.pdf");
    let args = [
        "sheet",
        "team",
        "5",
        "--before-match",
        &fixture,
        "-o",
        before.to_str().unwrap(),
    ];
    cli.ok(&args);
    assert_has(
        &pdf_text(&before),
        &["before match", "Hack", "Who's Starting?"],
    );
}

#[test]
fn league_documents_print_standings_fixtures_and_a_bracket() {
    let cli = demo();
    let standings = out(&cli, "standings.pdf");
    cli.ok(&[
        "sheet",
        "standings",
        "--season",
        "1",
        "--lang",
        "fr",
        "-o",
        standings.to_str().unwrap(),
    ]);
    let text = pdf_text(&standings);
    assert_has(
        &text,
        &[
            "Classement",
            "Trontek Titans",
            "Ro-Tek Rivets",
            "Départages, dans l'ordre",
            "valeurs par défaut de Dugout",
            "Pts",
        ],
    );
    let fixtures = out(&cli, "fixtures.pdf");
    cli.ok(&[
        "sheet",
        "fixtures",
        "--season",
        "1",
        "-o",
        fixtures.to_str().unwrap(),
    ]);
    let text = pdf_text(&fixtures);
    assert_has(
        &text,
        &[
            "Fixtures",
            "Round 1",
            "Round 5",
            "4–2",
            "9–1 (LS)",
            "to play",
        ],
    );
    cli.ok(&[
        "playoffs",
        "new",
        "--season",
        "1",
        "--top",
        "4",
        "--name",
        "Coupe d'été",
    ]);
    let bracket = out(&cli, "bracket.pdf");
    cli.ok(&[
        "sheet",
        "bracket",
        "--playoff",
        "1",
        "--lang",
        "fr",
        "-o",
        bracket.to_str().unwrap(),
    ]);
    let text = pdf_text(&bracket);
    assert_has(
        &text,
        &[
            "Coupe d'été",
            "Demi-finales",
            "Finale",
            "(1)",
            "(4)",
            "Champion",
            "à déterminer",
        ],
    );
}

#[test]
fn a_league_prints_one_file_per_team_or_one_file() {
    let cli = demo();
    let dir = out(&cli, "sheets");
    let printed = cli.ok(&["sheet", "league", "1", "--dir", dir.to_str().unwrap()]);
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines.len(), 6, "one line per file: {printed}");
    assert_mentions(lines[4], "005-kovoss-kreations.pdf");
    assert_mentions(lines[4], "(5/6)");
    let kovoss = dir.join("005-kovoss-kreations.pdf");
    assert_has(&pdf_text(&kovoss), &["Kovoss Kreations", "Zoé"]);
    let printed = cli.ok(&[
        "sheet",
        "league",
        "1",
        "--dir",
        dir.to_str().unwrap(),
        "--one-file",
    ]);
    assert_eq!(printed.lines().count(), 1);
    let bundle = dir.join("league-sheets.pdf");
    let text = pdf_text(&bundle);
    assert_has(
        &text,
        &["Trontek Titans", "Ro-Tek Rivets", "Zoé", "page 1 of 1"],
    );
    assert_eq!(pdf_info(&bundle, "Pages"), "6");
}

#[test]
fn the_cli_refuses_bad_options_and_writes_nothing() {
    let cli = demo();
    let path = out(&cli, "refused.pdf");
    let file = path.to_str().unwrap();
    cli.refused_saying(
        &["sheet", "team", "1", "--paper", "a5", "-o", file],
        "use a4 or letter",
    );
    cli.refused_saying(
        &["sheet", "team", "1", "--lang", "de", "-o", file],
        "use en or fr",
    );
    cli.refused_saying(&["sheet", "team", "1", "-o", "sheet.txt"], ".pdf");
    cli.refused_saying(&["sheet", "team", "99", "-o", file], "99");
    cli.refused_saying(&["sheet", "match", "999", "-o", file], "999");
    cli.refused_saying(&["sheet", "standings", "--season", "9", "-o", file], "9");
    cli.refused_saying(
        &["sheet", "bracket", "--playoff", "4", "-o", file],
        "playoff",
    );
    let nowhere = out(&cli, "missing-folder").join("x.pdf");
    cli.refused_saying(
        &["sheet", "team", "1", "-o", nowhere.to_str().unwrap()],
        "does not exist",
    );
    let both = [
        "sheet",
        "team",
        "1",
        "--as-of",
        "2026-01-01",
        "--before-match",
        "3",
        "-o",
        file,
    ];
    cli.refused_saying(&both, "cannot be used with");
    cli.refused_saying(
        &["sheet", "team", "1", "--as-of", "2026-13-45", "-o", file],
        "--as-of",
    );
    cli.refused_saying(
        &["sheet", "team", "1", "--as-of", "2020-01-01", "-o", file],
        "was created on",
    );
    cli.refused_saying(&["sheet", "team", "1"], "--output");
    cli.refused_saying(
        &["sheet", "league", "1", "--dir", file, "--paper", "A3"],
        "a4 or letter",
    );
    assert!(!path.exists(), "no file is written for a refused command");
    let entries: Vec<_> = std::fs::read_dir(cli.db().parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains(".tmp"))
        .collect();
    assert!(entries.is_empty(), "no temporary file is left: {entries:?}");
}

fn sql(path: &Path, statement: &str) {
    Connection::open(path)
        .unwrap()
        .execute_batch(statement)
        .unwrap();
}

fn date(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
}

/// A team started on 2026-01-10; later (2026-03-01) dice are bought, a player is hired
/// and the team is renamed: the sheet as of 2026-02-01 shows it before all that.
#[test]
fn a_sheet_as_of_an_earlier_date_shows_the_team_then() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("past.db");
    let mut store = Store::open(&db).unwrap();
    let context = context(Lang::En);
    let league = coach::create_league(&mut store, "Archive", "dreadball").unwrap();
    let team = coach::dreadball::create_team(
        &mut store,
        &context,
        league.id,
        "kovoss-kryptics",
        "Old Kreations",
        "Lou",
        TeamStart::Budget(100),
    )
    .unwrap()
    .team
    .id;
    coach::dreadball::hire(&mut store, &context, team, "guard", Some("Ancien")).unwrap();
    sql(
        &db,
        "UPDATE player SET hired_on = '2026-01-10'; UPDATE ledger SET on_date = '2026-01-10'; \
         UPDATE team SET created_on = '2026-01-10'; UPDATE team_change SET made_on = '2026-01-10';",
    );
    coach::dreadball::buy(&mut store, &context, team, coach::dreadball::Item::Dice, 2).unwrap();
    coach::dreadball::hire(&mut store, &context, team, "jack", Some("Zoé")).unwrap();
    coach::rename_team(&mut store, team, "Nouvelles Kréations").unwrap();
    sql(
        &db,
        "UPDATE team_change SET made_on = '2026-03-01' WHERE made_on > '2026-01-10'; \
         UPDATE ledger SET on_date = '2026-03-01' WHERE on_date > '2026-01-10'; \
         UPDATE player SET hired_on = '2026-03-01' WHERE name = 'Zoé';",
    );
    let options = SheetOptions::new(Paper::A4, Lang::En);
    let then =
        sheet::team_document(&mut store, team, AsOf::Date(date("2026-02-01")), &options).unwrap();
    let now = sheet::team_document(&mut store, team, AsOf::Now, &options).unwrap();
    let then = pdf_text(&save(dir.path(), "then.pdf", &then));
    let now = pdf_text(&save(dir.path(), "now.pdf", &now));
    assert_has(&then, &["Old Kreations", "Ancien", "as of 2026-02-01"]);
    assert!(
        !then.contains("Zoé") && !then.contains("Nouvelles"),
        "{then}"
    );
    assert_has(&now, &["Nouvelles Kréations", "Ancien", "Zoé"]);
    assert_ne!(treasury_line(&then), treasury_line(&now));
}

/// The line holding the treasury's value (under its label).
fn treasury_line(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("Treasury"))
        .expect("a treasury");
    lines[at..=at + 1].join("\n")
}

fn player(number: u32, name: &str, kind: PlayerKind, skills: &[&str]) -> SheetPlayer {
    SheetPlayer {
        id: PlayerId(i64::from(number)),
        number,
        name: name.to_string(),
        kind,
        position: Position::Jack,
        stats: StatLine {
            movement: Some(5),
            strength: Some(4),
            speed: Some(3),
            skill: Some(4),
            armour: Some(5),
        },
        skills: skills.iter().map(|s| s.to_string()).collect(),
        cost_mc: 10,
        giant: false,
        parts: None,
        experience: number,
        rank: 0,
        injuries: 0,
        hired_for: None,
    }
}

/// A full roster of 14: long names, an MVP and a Giant hired for a match, a built
/// Mechanite with many parts, and many skills.
fn full_sheet() -> TeamSheet {
    let skills = context(Lang::En)
        .reference()
        .skills
        .iter()
        .map(|s| s.id.clone())
        .collect::<Vec<_>>();
    let mut players: Vec<SheetPlayer> = (1..=11)
        .map(|n| {
            let own: Vec<&str> = skills
                .iter()
                .skip(n as usize * 2)
                .take(2)
                .map(String::as_str)
                .collect();
            player(
                n,
                &format!("Joueur numéro {n} au nom vraiment très très long"),
                PlayerKind::Roster,
                &own,
            )
        })
        .collect();
    let mut mvp = player(
        12,
        "Zoé",
        PlayerKind::Mvp,
        &[&skills[0], &skills[1], &skills[2], &skills[3]],
    );
    mvp.hired_for = Some(FixtureId(7));
    let mut giant = player(13, "Grand Gronk", PlayerKind::Mvp, &[&skills[4]]);
    giant.giant = true;
    giant.hired_for = Some(FixtureId(7));
    let mut robot = player(14, "Clank", PlayerKind::Mechanite, &[&skills[5]]);
    robot.parts =
        Some("Jack, Monowheel, Body B, Quad-cams, Hand, Claw, Situational Analyser".into());
    players.extend([mvp, giant, robot]);
    TeamSheet {
        team_id: TeamId(1),
        name: "Les Étoiles Filantes de Kalimarin".to_string(),
        coach: "Dominique".to_string(),
        roster: "kalimarin-ancients".to_string(),
        roster_name: "Kalimarin Ancients".to_string(),
        league: "Ligue du Dimanche".to_string(),
        as_of: AsOf::BeforeMatch(FixtureId(7)),
        date: date("2026-11-21"),
        treasury_mc: 23,
        value_mc: 112,
        dice: 2,
        cards: 1,
        cheerleaders: 3,
        staff: vec![StaffKind::Offensive, StaffKind::Support],
        players,
        hack: Some("A Who's Starting?".to_string()),
        rank_thresholds: vec![5, 12, 20],
        max_players: 14,
    }
}

#[test]
fn fourteen_players_fit_one_page_with_every_mark() {
    let dir = tempfile::tempdir().unwrap();
    let sheet = full_sheet();
    for (lang, paper) in [(Lang::En, Paper::A4), (Lang::Fr, Paper::Letter)] {
        let options = SheetOptions::new(paper, lang);
        let bytes = sheet::dreadball::team_sheet_pdf(&sheet, &options).unwrap();
        let path = save(dir.path(), &format!("full-{}.pdf", lang.code()), &bytes);
        assert_eq!(pdf_info(&path, "Pages"), "1", "{lang:?} {paper:?}");
        let text = pdf_text(&path);
        assert_has(
            &text,
            &[
                "Les Étoiles Filantes de Kalimarin",
                "Zoé",
                "Clank",
                "…",
                "3+",
            ],
        );
        let marks: &[&str] = match lang {
            Lang::En => &[
                "counts as 2 players",
                "hired for match 7 only",
                "MVP",
                "before match 7",
            ],
            Lang::Fr => &[
                "compte pour 2 joueurs",
                "engagé pour le match 7",
                "avant le match 7",
            ],
        };
        assert_has(&text, marks);
    }
}

#[test]
fn bulk_reports_progress_for_every_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("bulk.db")).unwrap();
    let context = context(Lang::Fr);
    let league = dugout::coach::games::create_demo_league(&mut store, &context).unwrap();
    let options = SheetOptions::new(Paper::Letter, Lang::Fr);
    let mut seen = Vec::new();
    let bytes = sheet::league_sheets_pdf(&mut store, league, AsOf::Now, &options, |done, total| {
        seen.push((done, total))
    })
    .unwrap();
    assert_eq!(seen, (1..=6).map(|n| (n, 6)).collect::<Vec<_>>());
    let path = save(dir.path(), "all.pdf", &bytes);
    assert_has(
        &pdf_text(&path),
        &["Trésorerie", "Kovoss Kreations", "page 1 sur 1"],
    );
    let mut files = 0;
    let written = sheet::league_sheet_files(
        &mut store,
        league,
        AsOf::Now,
        &options,
        &dir.path().join("one-per-team"),
        |_, _| files += 1,
    )
    .unwrap();
    assert_eq!((written.len(), files), (6, 6));
    assert!(written.iter().all(|p| p.exists()));
    let refused = sheet::league_sheets_pdf(
        &mut store,
        league,
        AsOf::BeforeMatch(FixtureId(1)),
        &options,
        |_, _| {},
    );
    assert!(refused.is_err());
}

/// The values printed on the line of a table whose first cell is `label`.
fn row_values(text: &str, label: &str) -> Vec<String> {
    let line = text
        .lines()
        .find(|line| line.trim_start().starts_with(label))
        .unwrap_or_else(|| panic!("no `{label}` line in:\n{text}"));
    line.trim_start()[label.len()..]
        .split("  ")
        .map(str::trim)
        .filter(|cell| !cell.is_empty())
        .map(str::to_string)
        .collect()
}

/// Prints the match sheet of `day` in `lang`, and reads its text back.
fn bb_match_sheet(day: &common::bloodbowl::Day, lang: &str) -> String {
    let path = out(&day.cli, &format!("bb-match-{lang}.pdf"));
    let file = path.to_str().unwrap();
    day.cli
        .ok(&["sheet", "match", &day.fixture, "--lang", lang, "-o", file]);
    let bytes = std::fs::read(&path).unwrap();
    save(
        path.parent().unwrap(),
        &format!("bb-match-{lang}.pdf"),
        &bytes,
    );
    pdf_text(&path)
}

/// The French name of a row of the weather table.
fn weather_fr(id: &str) -> String {
    let tables = &dugout::data::bloodbowl::Reference::bundled()
        .unwrap()
        .tables;
    let row = tables.pre_match.weather.row.iter().find(|r| r.id == id);
    row.unwrap().name_fr.clone()
}

#[test]
fn a_blood_bowl_match_sheet_prints_both_teams_then_the_recorded_prematch() {
    let day = common::bloodbowl::day("standard");
    let before = bb_match_sheet(&day, "en");
    assert_has(
        &before,
        &[
            "Reikland Reavers",
            "Altdorf Blue Bulls",
            "Match sheet",
            "No pre-match recorded yet",
            "Fan factor",
            "Weather",
            "Petty cash",
            "Inducements",
            "Casualty suffered",
            "Team totals",
            "Winnings",
        ],
    );
    assert!(
        row_values(&before, "Fan factor").is_empty(),
        "boxes, no values"
    );

    let pre = day.cli.json(&[
        "bb",
        "prematch",
        "--match",
        &day.fixture,
        "--seed",
        "7",
        "--induce",
        "away:bribes:1",
    ]);
    let factors: Vec<String> = (0..2)
        .map(|side| pre["fan_factors"][side].to_string())
        .collect();
    let english = bb_match_sheet(&day, "en");
    assert_eq!(row_values(&english, "Fan factor"), factors);
    let weather = pre["weather_name"].as_str().unwrap();
    assert_eq!(row_values(&english, "Weather"), [weather]);
    assert_has(
        &english,
        &[
            "Reikland Reavers",
            "Altdorf Blue Bulls",
            "Bribes × 1 at 100,000 gp",
        ],
    );
    assert!(!english.contains("No pre-match recorded yet"), "{english}");

    let french = bb_match_sheet(&day, "fr");
    assert_eq!(row_values(&french, "Facteur de popularité"), factors);
    let météo = weather_fr(pre["weather"].as_str().unwrap());
    assert_eq!(row_values(&french, "Météo"), [météo]);
    assert_has(
        &french,
        &[
            "Feuille de match",
            "Reikland Reavers",
            "Altdorf Blue Bulls",
            "Petite monnaie",
            "Pots de vin × 1 à 100",
            "Blessure subie",
            "Gains",
        ],
    );
}

#[test]
fn a_dungeonbowl_match_sheet_has_its_setup_checklist_and_no_weather() {
    let day = common::bloodbowl::day("dungeonbowl");
    let english = bb_match_sheet(&day, "en");
    assert_has(
        &english,
        &[
            "Format: Dungeonbowl",
            "Dungeon set-up",
            "Chests ×3: 1 with a ball, 2 trapped",
            "Teleporters ×3",
            "Trap markers ×6: 3 plain dungeon squares, 2 chasms, 1 spiked",
            "Players ×6 on the end-zone tile",
            "won the coin toss",
            "Dungeonbowl rules in short",
            "second touchdown",
            "Fan factor",
        ],
    );
    let no_line = |text: &str, label: &str| {
        let found = text.lines().any(|l| l.trim_start().starts_with(label));
        assert!(!found, "a `{label}` line in:\n{text}");
    };
    no_line(&english, "Weather");
    no_line(&english, "Stadium");

    day.cli
        .ok(&["bb", "prematch", "--match", &day.fixture, "--seed", "7"]);
    let french = bb_match_sheet(&day, "fr");
    assert_has(
        &french,
        &[
            "Mise en place du donjon",
            "Coffres ×3 : 1 avec ballon, 2 piégés",
            "Téléporteurs ×3",
            "Marqueurs de trappes ×6",
            "Règles du Dungeonbowl en bref",
            "Facteur de popularité",
        ],
    );
    no_line(&french, "Météo");
    no_line(&french, "Stade");
}
