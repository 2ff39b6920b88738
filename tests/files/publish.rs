//! `dugout publish` (issue 35, first step): a site for a league of each game, every
//! internal link and resource found in the folder, nothing loaded from outside it, what
//! users typed escaped, the same file giving the same bytes, and another program's files
//! in the folder left alone.

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::cli::Cli;
use common::killpower::{SQUAD, league as kpb_league, team as kpb_team};

/// Every file under `root`, by relative path, with its bytes.
pub(crate) fn files(root: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut found = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let relative = path
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                found.insert(relative, std::fs::read(&path).unwrap());
            }
        }
    }
    found
}

/// The values of every `href="…"` and `src="…"` of a page.
fn links(html: &str) -> Vec<String> {
    let mut found = Vec::new();
    for attribute in ["href=\"", "src=\""] {
        let mut rest = html;
        while let Some(at) = rest.find(attribute) {
            rest = &rest[at + attribute.len()..];
            let end = rest.find('"').unwrap();
            found.push(rest[..end].to_string());
        }
    }
    found
}

/// Publishes and checks the folder: every page's links resolve inside it, no address
/// leaves it, every page says its language. The folder's files.
pub(crate) fn published(
    cli: &Cli,
    league: i64,
    out: &Path,
    lang: &str,
) -> BTreeMap<String, Vec<u8>> {
    cli.ok(&[
        "publish",
        "--league",
        &league.to_string(),
        "--out",
        out.to_str().unwrap(),
        "--lang",
        lang,
    ]);
    let site = files(out);
    assert!(site.contains_key("index.html") && site.contains_key("style.css"));
    for (path, bytes) in &site {
        if !path.ends_with(".html") {
            continue;
        }
        let html = String::from_utf8(bytes.clone()).unwrap();
        assert!(html.starts_with("<!DOCTYPE html>"), "{path}");
        assert!(html.contains("<html lang=\""), "{path}");
        assert!(
            !html.contains("http://") && !html.contains("https://"),
            "{path}"
        );
        assert!(
            !html.contains("<script"),
            "{path}: no script, and none injected"
        );
        let here: PathBuf = Path::new(path).parent().unwrap().to_path_buf();
        for link in links(&html) {
            assert!(
                !link.starts_with('/') && !link.contains("://"),
                "{path}: {link}"
            );
            let target = normalised(&here.join(&link));
            assert!(
                site.contains_key(&target),
                "{path}: `{link}` leads nowhere ({target})"
            );
        }
    }
    site
}

/// A relative path with its `..` walked.
fn normalised(path: &Path) -> String {
    let mut parts: Vec<String> = Vec::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                parts.pop().expect("a link never leaves the folder");
            }
            std::path::Component::Normal(name) => parts.push(name.to_string_lossy().into()),
            _ => {}
        }
    }
    parts.join("/")
}

#[test]
fn a_dreadball_site_escapes_what_users_typed_and_is_the_same_twice() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    cli.ok(&["team", "rename", "1", "--name", "<script>alert(1)</script>"]);
    cli.ok(&[
        "team",
        "new",
        "--league",
        "1",
        "--roster",
        "trontek-29ers",
        "--name",
        "Late Ones",
        "--coach",
        "Zoé & \"Co\"",
    ]);
    cli.ok(&[
        "playoffs",
        "new",
        "--season",
        "1",
        "--top",
        "4",
        "--best-of",
        "1",
        "--name",
        "Cup",
    ]);
    let dir = tempfile::tempdir().unwrap();
    let (first, second) = (dir.path().join("a"), dir.path().join("b"));
    let site = published(&cli, 1, &first, "both");
    assert_eq!(
        published(&cli, 1, &second, "both"),
        site,
        "the same bytes twice"
    );
    let team = String::from_utf8(site["en/teams/1.html"].clone()).unwrap();
    assert!(
        team.contains("&#60;script&#62;alert(1)&#60;/script&#62;"),
        "{team}"
    );
    let late = site
        .iter()
        .find(|(path, bytes)| {
            path.starts_with("fr/teams/") && String::from_utf8_lossy(bytes).contains("Late Ones")
        })
        .map(|(_, bytes)| String::from_utf8(bytes.clone()).unwrap())
        .expect("the new team has its page");
    assert!(late.contains("Zoé &#38; &#34;Co&#34;"), "{late}");
    assert!(late.contains("<html lang=\"fr\">"));
    let home = String::from_utf8(site["en/index.html"].clone()).unwrap();
    assert!(
        home.contains("hreflang=\"fr\""),
        "a switch to the other language"
    );
    // Every played match has its page, saying what its players did.
    let played = cli.json(&["fixtures", "list", "--season", "1"]);
    for fixture in played
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["status"] == "played")
    {
        let id = fixture["id"].as_i64().unwrap();
        let page = format!("en/matches/{}/{id}.html", id / 1000);
        assert!(site.contains_key(&page), "{page}");
    }
    let season = String::from_utf8(site["fr/seasons/1.html"].clone()).unwrap();
    assert!(
        season.contains("<svg ") && season.contains("role=\"img\""),
        "the race drawn"
    );
    assert!(season.contains("class=\"bracket\"") && season.contains("Cup"));
    // The demo's round 2 killed a Greenmoon Grinder: the graveyard and their page say so,
    // and every player ever on a roster has a page the team's roster links to.
    let page = |path: &str| String::from_utf8(site[path].clone()).unwrap();
    let graves = page("en/graveyard.html");
    let dead = links(&graves)
        .into_iter()
        .find(|l| l.starts_with("players/"))
        .expect("a grave");
    let dead_page = page(&format!("en/{dead}"));
    assert!(dead_page.contains("badge dead") && dead_page.contains("matches/"));
    let players = cli.json(&["team", "show", "2"]);
    for player in players["players"].as_array().unwrap() {
        let href = format!("players/{}.html", player["id"]);
        assert!(page("en/teams/2.html").contains(&href), "{href}");
        assert!(site.contains_key(&format!("fr/{href}")));
    }
}

#[test]
fn republishing_writes_what_changed_and_keeps_another_programs_files() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("site");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("README.txt"), "our club's notes").unwrap();
    published(&cli, 1, &out, "en");
    let said = cli.ok(&[
        "publish",
        "--league",
        "1",
        "--out",
        out.to_str().unwrap(),
        "--json",
    ]);
    let report: serde_json::Value = serde_json::from_str(&said).unwrap();
    assert_eq!(report["written"], serde_json::json!([]), "nothing changed");
    cli.ok(&["team", "rename", "2", "--name", "Renamed Grinders"]);
    let said = cli.ok(&[
        "publish",
        "--league",
        "1",
        "--out",
        out.to_str().unwrap(),
        "--json",
    ]);
    let report: serde_json::Value = serde_json::from_str(&said).unwrap();
    let written: Vec<&str> = report["written"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    assert!(
        written.contains(&"teams/2.html") && !written.contains(&"style.css"),
        "{written:?}"
    );
    assert_eq!(
        std::fs::read_to_string(out.join("README.txt")).unwrap(),
        "our club's notes"
    );
    // A page's place taken by another program's file: refused, nothing changes.
    let other = dir.path().join("other");
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(other.join("index.html"), "theirs").unwrap();
    let refused = cli.refused(&["publish", "--league", "1", "--out", other.to_str().unwrap()]);
    assert!(refused.contains("is not a page Dugout wrote"), "{refused}");
    assert_eq!(files(&other).len(), 1);
}

#[test]
fn a_blood_bowl_and_a_killpower_ball_site_link_up() {
    let cli = Cli::new();
    cli.ok(&[
        "league",
        "new",
        "--name",
        "Old World",
        "--game",
        "bloodbowl",
    ]);
    for name in ["Reavers", "Barons"] {
        cli.ok(&[
            "team", "new", "--league", "1", "--roster", "human", "--name", name,
        ]);
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
    cli.ok(&["fixtures", "generate", "--season", "1"]);
    cli.ok(&[
        "match",
        "record",
        "--match",
        "1",
        "--home-score",
        "2",
        "--away-score",
        "1",
    ]);
    let dir = tempfile::tempdir().unwrap();
    let site = published(&cli, 1, &dir.path().join("bb"), "fr");
    let home = String::from_utf8(site["index.html"].clone()).unwrap();
    assert!(home.contains("Reavers") && home.contains("2–1"), "{home}");

    let kp = kpb_league(&cli, "killpower");
    kpb_team(&cli, kp, "Wardens", 1, &SQUAD);
    kpb_team(&cli, kp, "Lifers", 2, &SQUAD);
    let site = published(&cli, kp, &dir.path().join("kp"), "en");
    assert!(site.keys().any(|p| p.starts_with("teams/")));
}
