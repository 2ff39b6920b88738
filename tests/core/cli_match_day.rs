//! The match day from the command line, the way `docs/rules.md` ("The DreadBall match day") walks coaches through it.

use crate::common;

use common::cli::{Cli, assert_mentions};
use dugout::dice::Dice;

/// The demo league; match 10 is Greenmoon Grinders (team 2) v Ro-Tek Rivets (team 6),
/// still to play, with the Rivets as the outsider.
fn demo() -> Cli {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    cli
}

fn without_audit(cli: &Cli) -> Vec<String> {
    common::dump(cli.db())
        .into_iter()
        .filter(|row| !row.starts_with("audit:"))
        .collect()
}

#[test]
fn prematch_show_names_the_outsider_its_bonus_and_the_cheerleaders() {
    let cli = demo();
    let day = cli.json(&["prematch", "show", "--match", "10"]);
    assert_eq!(day["outsider"], 6);
    let home = day["home"]["value_mc"].as_i64().unwrap();
    let away = day["away"]["value_mc"].as_i64().unwrap();
    assert_eq!(day["bonus_mc"].as_i64().unwrap(), home - away);
    assert!(day["cheerleaders_allowed"]["home"].is_number());
    assert!(day["cheerleaders_allowed"]["away"].is_number());
    let text = cli.ok(&["prematch", "show", "--match", "10"]);
    assert!(text.contains("Outsider: Ro-Tek Rivets"), "{text}");
}

#[test]
fn hiring_rolling_and_hacking_then_reset_puts_everything_back() {
    let cli = demo();
    let before = without_audit(&cli);
    let mvp = cli.json(&[
        "prematch", "hire-mvp", "--match", "10", "--team", "6", "--mvp", "GALDO",
    ]);
    assert_eq!(mvp["kind"], "mvp");
    assert_eq!(mvp["players"].as_array().unwrap().len(), 1);
    let refused = cli.refused(&[
        "prematch",
        "hire-mvp",
        "--match",
        "10",
        "--team",
        "6",
        "--mvp",
        "slippery joe",
    ]);
    assert!(refused.contains("does not play for"), "{refused}");
    let roll = cli.json(&[
        "prematch",
        "roll-free-agent",
        "--match",
        "10",
        "--team",
        "6",
        "--table",
        "2",
        "--seed",
        "77",
    ]);
    assert_eq!(
        roll["die"].as_u64().unwrap(),
        u64::from(Dice::seeded(77).roll(6))
    );
    assert_eq!(roll["seed"], 77);
    cli.ok(&[
        "prematch", "hack", "--match", "10", "--team", "6", "--hack", "e",
    ]);
    let twice = cli.refused(&[
        "prematch", "hack", "--match", "10", "--team", "6", "--hack", "A",
    ]);
    assert!(twice.contains("at most 1 hack"), "{twice}");
    let plan = cli.ok(&["match", "reset", "--match", "10", "--dry-run"]);
    assert!(plan.contains("mvp"), "{plan}");
    cli.ok(&["match", "reset", "--match", "10"]);
    assert_eq!(without_audit(&cli), before);
}

#[test]
fn postmatch_from_a_file_records_earnings_and_reset_undoes_it() {
    let cli = demo();
    let before = without_audit(&cli);
    let team = cli.json(&["team", "show", "2"]);
    // A Jack or a Striker: only they score strikes (seed 000).
    let scorer = team["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["position"] == "jack" || p["position"] == "striker")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let report = serde_json::json!({
        "home_score": 3,
        "away_score": 1,
        "players": [{"player": scorer, "strikes": 2, "experience": {"exploit": 1}}],
        "man_of_the_match": [scorer],
        "seed": 4
    });
    let path = cli.db().with_file_name("report.json");
    std::fs::write(&path, report.to_string()).unwrap();
    let file = path.to_str().unwrap();
    let preview = cli.json(&["postmatch", "--match", "10", "--file", file, "--dry-run"]);
    assert_eq!(without_audit(&cli), before, "a dry run writes nothing");
    let plan = cli.json(&["postmatch", "--match", "10", "--file", file]);
    assert_eq!(preview, plan, "the same seed rolls the same dice");
    assert_eq!(plan["teams"][0]["outcome"], "won");
    let gained = plan["experience"][0]["gained"].as_u64().unwrap();
    assert_eq!(gained, 2, "an exploit and the man of the match");
    let ledger = cli.ok(&["team", "ledger", "2"]);
    assert!(ledger.contains("Earnings of match 10"), "{ledger}");
    let again = cli.refused(&["postmatch", "--match", "10", "--file", file]);
    assert!(again.contains("already recorded"), "{again}");
    cli.ok(&["match", "reset", "--match", "10"]);
    assert_eq!(without_audit(&cli), before);
}

#[test]
fn a_bad_report_is_refused_with_what_is_wrong() {
    let cli = demo();
    let path = cli.db().with_file_name("bad.json");
    std::fs::write(
        &path,
        r#"{"home_score": 3, "players": [{"player": 1, "goals": 2}]}"#,
    )
    .unwrap();
    let refused = cli.refused(&[
        "postmatch",
        "--match",
        "10",
        "--file",
        path.to_str().unwrap(),
    ]);
    assert!(
        refused.contains("`players[0]` has no field `goals`"),
        "{refused}"
    );
    std::fs::write(&path, r#"{"home_score": 3}"#).unwrap();
    let refused = cli.refused(&[
        "postmatch",
        "--match",
        "10",
        "--file",
        path.to_str().unwrap(),
    ]);
    assert!(
        refused.contains("needs home_score and away_score"),
        "{refused}"
    );
}

#[test]
fn postmatch_interactive_asks_then_records_after_the_review() {
    let cli = demo();
    let players = |team: &str| {
        cli.json(&["team", "show", team])["players"]
            .as_array()
            .unwrap()
            .len()
    };
    // Score, one answer per player (the first home Jack scores twice: only Jacks and
    // Strikers score), a man of the match per team (none), then yes to the review.
    let jack = cli.json(&["team", "show", "2"])["players"]
        .as_array()
        .unwrap()
        .iter()
        .position(|p| p["position"] == "jack")
        .unwrap();
    let mut input = String::from("2-0\n");
    input.push_str(&"\n".repeat(jack));
    input.push_str("s2 x1\n");
    input.push_str(&"\n".repeat(players("2") - jack - 1));
    input.push('\n');
    input.push_str(&"\n".repeat(players("6")));
    input.push_str("\ny\n");
    let output = cli.run_with_input(&["postmatch", "--match", "10", "--interactive"], &input);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("Review of"), "{stdout}");
    assert!(stdout.contains("Recorded the post-match"), "{stdout}");
    let shown = cli.json(&["match", "show", "--match", "10"]);
    assert_eq!(shown["match"]["home_score"], 2);
}

#[test]
fn match_day_settings_are_league_settings_marked_as_defaults() {
    let cli = demo();
    let text = cli.ok(&["league", "settings", "1"]);
    assert!(
        text.contains("rank thresholds: 5,10,15,20,25,30 (default)"),
        "{text}"
    );
    let changed = cli.ok(&[
        "league",
        "settings",
        "1",
        "--revival",
        "12",
        "--earnings-dice",
        "2",
    ]);
    assert!(
        changed.contains("revival: 12mc (league setting)"),
        "{changed}"
    );
    assert!(changed.contains("1 die(dice)") || changed.contains("2 die(dice)"));
    let refused = cli.refused(&["league", "settings", "1", "--rank-thresholds", "10,5"]);
    assert!(refused.contains("each above the one before"), "{refused}");
}

/// Issue 46 item 2: a feat a player's position or skills bar is refused, naming the
/// player, the position and the rule, in both languages; nothing is written. Jacks and
/// Strikers score.
#[test]
fn a_guards_strike_and_a_pacifists_kill_are_refused_and_a_jacks_strike_recorded() {
    let cli = demo();
    let mystics = cli.json(&[
        "team",
        "new",
        "--league",
        "1",
        "--roster",
        "pelgar-mystics",
        "--name",
        "Mystics",
        "--coach",
        "C",
    ]);
    let mystics_id = mystics["id"].as_i64().unwrap().to_string();
    cli.ok(&["season", "add-team", "--season", "1", "--team", &mystics_id]);
    let fixture = cli.json(&[
        "fixtures",
        "add",
        "--season",
        "1",
        "--home",
        &mystics_id,
        "--away",
        "2",
    ])["id"]
        .as_i64()
        .unwrap()
        .to_string();
    let judwan = mystics["players"][0]["id"].as_i64().unwrap();
    let grinders = cli.json(&["team", "show", "2"]);
    let of = |position: &str| {
        grinders["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["position"] == position)
            .unwrap()["id"]
            .as_i64()
            .unwrap()
    };
    let args = |lang: &'static str, event: &str| {
        [
            "--lang",
            lang,
            "match",
            "record",
            "--match",
            &fixture,
            "--home-score",
            "1",
            "--away-score",
            "1",
            "--event",
            event,
        ]
        .map(str::to_string)
    };
    let record = |lang: &'static str, event: String| {
        let args = args(lang, &event);
        cli.refused(&args.iter().map(String::as_str).collect::<Vec<_>>())
    };
    for (event, en, fr) in [
        (
            format!("{}:strike:1", of("guard")),
            "is a Guard and is credited with a strike",
            "est un Guard et se voit compter un Strike",
        ),
        (
            format!("{judwan}:kill:1"),
            "a Pacifist never slams",
            "un Pacifiste ne fait jamais de Slam",
        ),
    ] {
        assert_mentions(&record("en", event.clone()), en);
        assert_mentions(&record("fr", event), fr);
    }
    let jack = args("en", &format!("{}:strike:1", of("jack")));
    cli.ok(&jack.iter().map(String::as_str).collect::<Vec<_>>());
}
