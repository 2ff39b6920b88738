//! Blood Bowl from the command line, as a commissioner and coaches would use it: a
//! league, teams built from the built-in rosters in gold pieces, every limit refused with
//! nothing written, undo, a season of four teams with touchdowns and casualties,
//! standings, playoffs and a reset.

use crate::common;

use common::cli::{Cli, assert_mentions};
use serde_json::Value;

fn league(cli: &Cli) -> String {
    let league = cli.json(&[
        "league",
        "new",
        "--name",
        "Old World League",
        "--game",
        "bloodbowl",
    ]);
    assert_eq!(league["game"], "bloodbowl");
    league["id"].to_string()
}

fn new_team(cli: &Cli, league: &str, roster: &str, name: &str) -> String {
    let team = cli.json(&[
        "team", "new", "--league", league, "--roster", roster, "--name", name, "--coach", "Ann",
    ]);
    team["id"].to_string()
}

fn hire(cli: &Cli, team: &str, position: &str, count: usize) {
    for _ in 0..count {
        cli.ok(&["team", "hire", team, "--position", position]);
    }
}

/// A new season `name` of `league` (season 1) with `teams` entered.
fn season_with(cli: &Cli, league: &str, name: &str, teams: &[&str]) {
    cli.ok(&["season", "new", "--league", league, "--name", name]);
    for team in teams {
        cli.ok(&["season", "add-team", "--season", "1", "--team", team]);
    }
}

fn show(cli: &Cli, team: &str) -> Value {
    cli.json(&["team", "show", team])
}

#[test]
fn a_human_team_is_built_in_gold_pieces_and_every_limit_is_refused() {
    let cli = Cli::new();
    let league = league(&cli);
    let team = new_team(&cli, &league, "human", "Reikland Reavers");
    let shown = show(&cli, &team);
    assert_eq!(
        shown["treasury_gp"], 1_000_000,
        "the league's default starting treasury"
    );
    let team = cli.json(&[
        "team",
        "new",
        "--league",
        &league,
        "--roster",
        "human",
        "--name",
        "Reavers",
        "--treasury",
        "1200000",
    ])["id"]
        .to_string();
    let shown = show(&cli, &team);
    assert_eq!(shown["treasury_gp"], 1_200_000);
    assert_eq!(shown["dedicated_fans"], 1);
    assert_eq!(shown["players"].as_array().unwrap().len(), 0);

    hire(&cli, &team, "lineman", 7);
    hire(&cli, &team, "blitzer", 4);
    hire(&cli, &team, "ogre", 1);
    cli.refused_saying(&["team", "hire", &team, "--position", "blitzer"], "0–4");
    cli.refused_saying(&["team", "hire", &team, "--position", "ogre"], "0–1");
    cli.refused_saying(
        &["--lang", "fr", "team", "hire", &team, "--position", "ogre"],
        "refusé",
    );
    cli.refused_saying(&["team", "hire", &team, "--position", "wizard"], "lineman");

    cli.ok(&["team", "buy", &team, "rerolls", "--count", "2"]);
    cli.ok(&["team", "buy", &team, "apothecary"]);
    cli.ok(&["team", "buy", &team, "dedicated-fans", "--count", "2"]);
    cli.ok(&["team", "buy", &team, "cheerleaders", "--count", "12"]);
    cli.ok(&["team", "buy", &team, "assistants", "--count", "6"]);
    cli.refused_saying(&["team", "buy", &team, "cheerleaders"], "at most 12");
    cli.refused_saying(&["team", "buy", &team, "assistants"], "at most 6");
    cli.refused_saying(&["team", "buy", &team, "apothecary"], "at most 1");
    cli.refused_saying(&["team", "buy", &team, "dice"], "rerolls");

    // 7 × 50k + 4 × 85k + 140k = 830k of players; re-rolls 2 × 50k; apothecary 50k;
    // 12 cheerleaders and 6 assistants at 10k: 180k. TV 1,160,000.
    let shown = show(&cli, &team);
    assert_eq!(shown["team_value_gp"], 1_160_000);
    assert_eq!(shown["current_team_value_gp"], 1_160_000);
    assert_eq!(shown["rerolls"], 2);
    assert_eq!(shown["dedicated_fans"], 3);
    assert_eq!(
        shown["treasury_gp"],
        1_200_000 - 830_000 - 100_000 - 50_000 - 20_000 - 180_000
    );
    let ogre = &shown["players"].as_array().unwrap()[11];
    assert_eq!(ogre["position"], "ogre");
    assert_eq!(
        (
            ogre["ma"].as_u64(),
            ogre["st"].as_u64(),
            ogre["av"].as_u64()
        ),
        (Some(5), Some(5), Some(10))
    );
    assert_eq!(ogre["cost_gp"], 140_000);
    assert!(
        ogre["skills"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s == "loner(4+)")
    );

    // 12 players, 20,000 gp left: the next hire costs more than what is left.
    cli.refused_saying(
        &["team", "hire", &team, "--position", "lineman"],
        "treasury holds",
    );
    // Undo gives the assistants' money back, then the lineman can be hired.
    cli.ok(&["team", "undo", &team]);
    assert_eq!(show(&cli, &team)["assistants"], 0);
    hire(&cli, &team, "lineman", 1);
}

#[test]
fn a_team_of_sixteen_is_full_and_a_short_one_is_flagged() {
    let cli = Cli::new();
    let league = league(&cli);
    let team = cli.json(&[
        "team",
        "new",
        "--league",
        &league,
        "--roster",
        "human",
        "--name",
        "Big",
        "--treasury",
        "2000000",
    ])["id"]
        .to_string();
    hire(&cli, &team, "lineman", 9);
    let check = cli.run(&["team", "check", &team]);
    assert_eq!(check.status.code(), Some(3));
    assert_mentions(&String::from_utf8_lossy(&check.stdout), "at least 11");
    hire(&cli, &team, "lineman", 7);
    cli.ok(&["team", "check", &team]);
    cli.refused_saying(
        &["team", "hire", &team, "--position", "lineman"],
        "16 players",
    );
    let shown = show(&cli, &team);
    let first = shown["players"][0]["id"].to_string();
    cli.ok(&["team", "release", &team, "--player", &first]);
    assert_eq!(show(&cli, &team)["players"].as_array().unwrap().len(), 15);
    assert_eq!(
        show(&cli, &team)["treasury_gp"],
        2_000_000 - 16 * 50_000,
        "no refund"
    );
}

#[test]
fn rerolls_cost_double_once_the_team_has_played_and_fans_are_bought_only_before() {
    let cli = Cli::new();
    let league = league(&cli);
    let a = new_team(&cli, &league, "human", "A");
    let b = new_team(&cli, &league, "human", "B");
    season_with(&cli, &league, "2026", &[&a, &b]);
    cli.ok(&["fixtures", "generate", "--season", "1"]);
    let bought = cli.json(&["team", "buy", &a, "rerolls"]);
    assert_eq!(bought["cost_gp"], 50_000);
    cli.ok(&[
        "match",
        "record",
        "--match",
        "1",
        "--home-score",
        "1",
        "--away-score",
        "0",
    ]);
    let bought = cli.json(&["team", "buy", &a, "rerolls"]);
    assert_eq!(bought["cost_gp"], 100_000);
    cli.refused_saying(
        &["team", "buy", &a, "dedicated-fans"],
        "before its first match",
    );
    // TV counts re-rolls at the roster's price.
    assert_eq!(show(&cli, &a)["team_value_gp"], 100_000);
}

#[test]
fn a_season_of_four_teams_with_standings_playoffs_and_a_reset() {
    let cli = Cli::new();
    let league = league(&cli);
    let teams: Vec<String> = ["Reavers", "Bulls", "Stars", "Wolves"]
        .iter()
        .map(|name| new_team(&cli, &league, "human", name))
        .collect();
    let entered: Vec<&str> = teams.iter().map(String::as_str).collect();
    season_with(&cli, &league, "2026", &entered);
    let fixtures = cli.json(&[
        "fixtures",
        "generate",
        "--season",
        "1",
        "--start",
        "2026-12-01",
    ]);
    assert_eq!(fixtures.as_array().unwrap().len(), 6);
    // Every match: home touchdowns, away touchdowns, home casualties, away casualties.
    let results = [
        (2, 1, 3, 0),
        (1, 1, 0, 2),
        (0, 2, 1, 1),
        (3, 0, 2, 2),
        (1, 1, 1, 0),
        (0, 1, 0, 0),
    ];
    for (index, (h, a, hc, ac)) in results.iter().enumerate() {
        let id = fixtures[index]["id"].to_string();
        cli.ok(&[
            "match",
            "record",
            "--match",
            &id,
            "--home-score",
            &h.to_string(),
            "--away-score",
            &a.to_string(),
            "--home-cas",
            &hc.to_string(),
            "--away-cas",
            &ac.to_string(),
        ]);
    }
    cli.refused_saying(
        &[
            "match",
            "record",
            "--match",
            &fixtures[0]["id"].to_string(),
            "--home-score",
            "1",
            "--away-score",
            "0",
        ],
        "already has a result",
    );
    let table = cli.json(&["standings", "--season", "1"]);
    let rows = table.as_array().unwrap();
    let points: i64 = rows.iter().map(|r| r["points"].as_i64().unwrap()).sum();
    // Six matches, two draws: 4 wins × 3 + 2 draws × 2 × 1 = 16 points in all.
    assert_eq!(points, 16);
    let casualties: u64 = rows
        .iter()
        .map(|r| r["casualties_for"].as_u64().unwrap())
        .sum();
    assert_eq!(casualties, 12);
    for pair in rows.windows(2) {
        assert!(pair[0]["points"].as_i64() >= pair[1]["points"].as_i64());
    }
    let text = cli.ok(&["standings", "--season", "1"]);
    assert_mentions(&text, "TD+");
    assert_mentions(&text, "CAS+");
    assert_mentions(&text, "win 3, draw 1, loss 0 (Dugout's defaults");
    assert!(!text.contains("landslide"), "{text}");

    cli.ok(&["playoffs", "new", "--season", "1", "--top", "2"]);
    let bracket = cli.json(&["playoffs", "show", "--playoff", "1"]);
    let final_id = bracket["rounds"][0][0]["games"][0].to_string();
    cli.refused_saying(
        &[
            "match",
            "record",
            "--match",
            &final_id,
            "--home-score",
            "1",
            "--away-score",
            "1",
        ],
        "needs a winner",
    );
    cli.refused_saying(
        &[
            "match",
            "record",
            "--match",
            &final_id,
            "--home-score",
            "3",
            "--away-score",
            "1",
            "--landslide",
        ],
        "no landslide",
    );
    cli.ok(&[
        "match",
        "record",
        "--match",
        &final_id,
        "--home-score",
        "2",
        "--away-score",
        "1",
        "--home-cas",
        "4",
    ]);
    assert!(!cli.json(&["playoffs", "show", "--playoff", "1"])["champion"].is_null());

    // A reset takes back a team's newest match only: a regular match of a team that
    // played the playoffs since is refused; the final goes back, its champion with it.
    let first = fixtures[0]["id"].to_string();
    let refused = cli.refused(&["match", "reset", "--match", &first]);
    assert_mentions(&refused, "reset it first");
    cli.ok(&["match", "reset", "--match", &final_id]);
    assert!(cli.json(&["playoffs", "show", "--playoff", "1"])["champion"].is_null());
    cli.ok(&[
        "match",
        "record",
        "--match",
        &final_id,
        "--home-score",
        "2",
        "--away-score",
        "1",
        "--home-cas",
        "3",
    ]);
    assert!(!cli.json(&["playoffs", "show", "--playoff", "1"])["champion"].is_null());
}

#[test]
fn data_lists_the_blood_bowl_rosters_and_skills() {
    let cli = Cli::new();
    let teams = cli.json(&["data", "teams", "--game", "bloodbowl"]);
    let rosters = teams["teams"].as_array().unwrap();
    // The 29 team lists of BBBase's bb2020 folder.
    assert_eq!(rosters.len(), 29);
    let human = rosters.iter().find(|r| r["id"] == "human").unwrap();
    assert_eq!(human["reroll_gp"], 50_000);
    let skills = cli.json(&["data", "skills", "--game", "bloodbowl"]);
    assert!(
        skills
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["id"] == "block" && s["name_fr"] == "Blocage")
    );
    let text = cli.ok(&["--lang", "fr", "data", "teams", "--game", "bloodbowl"]);
    assert_mentions(&text, "po");
    let all = skills.as_array().unwrap();
    for category in ["agility", "general", "mutation", "passing", "strength"] {
        let count = all.iter().filter(|s| s["category"] == category).count();
        assert_eq!(count, 12, "{category} skills");
    }
}

#[test]
fn a_roster_pack_adds_a_house_team_and_a_bad_one_is_refused_naming_the_field() {
    let cli = Cli::new();
    let league = league(&cli);
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("house.toml");
    std::fs::write(&good, HOUSE_PACK).unwrap();
    let imported = cli.json(&[
        "data",
        "import-roster",
        good.to_str().unwrap(),
        "--league",
        &league,
    ]);
    assert_eq!(imported["teams"][0], "house-humans");
    let team = new_team(&cli, &league, "House Humans", "House");
    hire(&cli, &team, "brawler", 1);
    assert_eq!(show(&cli, &team)["players"][0]["cost_gp"], 95_000);
    // The same pack again: its team id is taken.
    cli.refused_saying(
        &[
            "data",
            "import-roster",
            good.to_str().unwrap(),
            "--league",
            &league,
        ],
        "already a roster",
    );
    let bad = dir.path().join("bad.toml");
    std::fs::write(
        &bad,
        HOUSE_PACK
            .replace("house-humans", "house-two")
            .replace("av = 9", "av = 19"),
    )
    .unwrap();
    cli.refused_saying(
        &[
            "data",
            "import-roster",
            bad.to_str().unwrap(),
            "--league",
            &league,
        ],
        "av 19",
    );
}

const HOUSE_PACK: &str = r#"
format = "dugout-roster-pack"
version = 1

[[team]]
id = "house-humans"
name_en = "House Humans"
name_fr = "Humains maison"
tier = 2
reroll_gp = 50000
apothecary = true
sources = ["our league's house rules"]

[[team.position]]
id = "lineman"
name_en = "Lineman"
name_fr = "Trois-quarts"
max = 16
cost_gp = 50000
ma = 6
st = 3
ag = 3
pa = 4
av = 9
skills = []
primary = ["general"]
secondary = ["agility", "strength"]
lineman = true

[[team.position]]
id = "brawler"
name_en = "Brawler"
name_fr = "Bagarreur"
max = 2
cost_gp = 95000
ma = 6
st = 4
ag = 3
pa = 5
av = 10
skills = ["block"]
primary = ["general", "strength"]
secondary = ["agility"]
"#;

#[test]
fn a_team_is_created_with_its_players_in_one_go_or_not_at_all() {
    let cli = Cli::new();
    let league = league(&cli);
    let team = cli.json(&[
        "team",
        "new",
        "--league",
        &league,
        "--roster",
        "human",
        "--name",
        "Quick",
        "--hire",
        "lineman:7",
        "--hire",
        "blitzer:4",
        "--hire",
        "ogre",
    ]);
    assert_eq!(team["players"].as_array().unwrap().len(), 12);
    assert_eq!(team["treasury_gp"], 1_000_000 - 830_000);
    // Five Blitzers: the fifth is refused, and no team is left behind.
    cli.refused_saying(
        &[
            "team",
            "new",
            "--league",
            &league,
            "--roster",
            "human",
            "--name",
            "Greedy",
            "--hire",
            "blitzer:5",
        ],
        "0–4",
    );
    let teams = cli.json(&["team", "list", "--league", &league]);
    assert_eq!(teams.as_array().unwrap().len(), 1);
    cli.refused_saying(
        &[
            "team",
            "new",
            "--league",
            &league,
            "--roster",
            "human",
            "--name",
            "Odd",
            "--hire",
            "blitzer:0",
        ],
        "from 1 to 16",
    );
}

/// A small played season: two Human teams with players, one match with a result.
fn played_season(cli: &Cli) -> (String, Vec<String>, String) {
    let league = league(cli);
    let teams: Vec<String> = ["Reavers", "Bulls"]
        .iter()
        .map(|name| new_team(cli, &league, "human", name))
        .collect();
    for team in &teams {
        hire(cli, team, "blitzer", 2);
        hire(cli, team, "lineman", 9);
    }
    let entered: Vec<&str> = teams.iter().map(String::as_str).collect();
    season_with(cli, &league, "2026", &entered);
    let fixtures = cli.json(&[
        "fixtures",
        "generate",
        "--season",
        "1",
        "--start",
        "2026-12-01",
    ]);
    let first = fixtures[0]["id"].to_string();
    cli.ok(&[
        "match",
        "record",
        "--match",
        &first,
        "--home-score",
        "2",
        "--away-score",
        "1",
        "--home-cas",
        "1",
    ]);
    (league, teams, first)
}

#[test]
fn a_blood_bowl_season_prints_its_sheets_and_keeps_its_history() {
    let cli = Cli::new();
    let (league, teams, first) = played_season(&cli);
    let dir = tempfile::tempdir().unwrap();
    let out = |name: &str| dir.path().join(name).to_str().unwrap().to_string();

    for (lang, money, heading) in [("en", "gp", "Team sheet"), ("fr", "po", "Feuille d")] {
        let path = out(&format!("team-{lang}.pdf"));
        cli.ok(&["--lang", lang, "sheet", "team", &teams[0], "-o", &path]);
        let text = common::pdf::pdf_text(std::path::Path::new(&path));
        for needle in ["Reavers", "Blitzer", money, heading] {
            assert!(text.contains(needle), "{lang}: no `{needle}` in\n{text}");
        }
        // Names are set smaller rather than cut (issue 32 item 8).
        assert!(!text.contains('…'), "{lang}: a name is cut in\n{text}");
    }
    let standings = out("standings.pdf");
    cli.ok(&["sheet", "standings", "--season", "1", "-o", &standings]);
    let text = common::pdf::pdf_text(std::path::Path::new(&standings));
    assert!(text.contains("Reavers") && text.contains("TD+"), "{text}");
    let fixtures = out("fixtures.pdf");
    cli.ok(&["sheet", "fixtures", "--season", "1", "-o", &fixtures]);
    assert!(common::pdf::pdf_text(std::path::Path::new(&fixtures)).contains("Bulls"));

    // Every team sheet of the league, in one PDF and one file per team.
    let bundle = out("league");
    cli.ok(&["sheet", "league", &league, "--dir", &bundle, "--one-file"]);
    let all = common::pdf::pdf_text(&std::path::Path::new(&bundle).join("league-sheets.pdf"));
    assert!(all.contains("Reavers") && all.contains("Bulls"), "{all}");
    cli.ok(&["sheet", "league", &league, "--dir", &bundle]);
    let files = std::fs::read_dir(&bundle).unwrap().count();
    assert_eq!(files, 3, "the bundle and a file per team");

    // A played match's sheet prints both teams and says the result is recorded.
    let sheet = out("match.pdf");
    cli.ok(&["sheet", "match", &first, "-o", &sheet]);
    let text = common::pdf::pdf_text(std::path::Path::new(&sheet));
    for needle in ["Reavers", "Bulls", "Match sheet", "The result is recorded"] {
        assert!(text.contains(needle), "no `{needle}` in\n{text}");
    }

    // History reads Blood Bowl players whatever their position.
    let history = cli.json(&["history", "team", "--team", &teams[0]]);
    assert_eq!(history["record"]["played"], 1);
    let said = cli.ok(&["history", "team", "--team", &teams[0]]);
    assert!(
        said.contains(", touchdowns "),
        "a Blood Bowl score counts touchdowns: {said}"
    );
    let players = history["players"].as_array().unwrap();
    assert_eq!(players.len(), 11);
    assert_eq!(players[0]["position"], "blitzer");
    let player = players[0]["id"].to_string();
    let career = cli.json(&["history", "player", "--player", &player]);
    assert_eq!(career["name"], players[0]["name"]);
    assert_eq!(career["matches"].as_array().unwrap().len(), 1);
}

#[test]
fn a_dungeonbowl_result_past_the_second_touchdown_is_refused_and_writes_nothing() {
    let cli = Cli::new();
    let league = cli.json(&[
        "league",
        "new",
        "--name",
        "Dungeon",
        "--game",
        "dungeonbowl",
    ]);
    let league = league["id"].to_string();
    let home = new_team(&cli, &league, "human", "Delvers");
    let away = new_team(&cli, &league, "orc", "Tunnelers");
    season_with(&cli, &league, "Deep", &[&home, &away]);
    cli.ok(&[
        "fixtures",
        "generate",
        "--season",
        "1",
        "--start",
        "2027-01-09",
    ]);
    let refused = cli.refused(&[
        "match",
        "record",
        "--match",
        "1",
        "--home-score",
        "2",
        "--away-score",
        "1",
    ]);
    assert_mentions(&refused, "2–1 cannot be a Dungeonbowl result");
    let french = cli.refused(&[
        "--lang",
        "fr",
        "match",
        "record",
        "--match",
        "1",
        "--home-score",
        "0",
        "--away-score",
        "3",
    ]);
    assert_mentions(&french, "ne peut pas être un résultat de Dungeonbowl");
    let standings = cli.json(&["standings", "--season", "1"]);
    assert!(
        standings.to_string().contains("\"played\":0"),
        "nothing was recorded: {standings}"
    );
    // Two touchdowns in all end the match: 1–1 and 2–0 are results.
    cli.ok(&[
        "match",
        "record",
        "--match",
        "1",
        "--home-score",
        "1",
        "--away-score",
        "1",
    ]);
}
