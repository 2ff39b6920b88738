//! A Killpower Ball league driven from the command line, as a commissioner would.

use serde_json::Value;

use super::cli::Cli;

/// The seven gladiators of the test teams: every specialization, every equipment.
pub const SQUAD: [&str; 7] = [
    "Tom:tireur:armour",
    "Ana:guerrier:gloves",
    "Mia:mentor:cards",
    "Bo:archer:armour",
    "Vi:defenseur:gloves",
    "Lu:tireur:cards",
    "Max:guerrier:gloves",
];

/// A deck of power cards as a commissioner would write it (our own made-up powers: the
/// seed prints none).
pub const DECK_CSV: &str = "name,text,copies\nFireball,Deals 1D10 damage to a target in sight,3\nSleep,The target sleeps for 2 turns,3\nHaste,+2 DEP this turn,3\nFear,The target flees to its touch zone,3\nMirror,Sends a power back to its caster,3\n";

/// Creates a league (`game`: killpower or killpower-tournament) with the deck; its id.
pub fn league(cli: &Cli, game: &str) -> i64 {
    let league = cli.json(&["league", "new", "--name", "Prison League", "--game", game]);
    let id = league["id"].as_i64().unwrap();
    let deck = cli.db().with_file_name("deck.csv");
    std::fs::write(&deck, DECK_CSV).unwrap();
    cli.ok(&[
        "kpb",
        "deck",
        "--league",
        &id.to_string(),
        "--import",
        deck.to_str().unwrap(),
    ]);
    id
}

/// Creates a team of seven gladiators with seeded dice; its id.
pub fn team(cli: &Cli, league: i64, name: &str, seed: u64, squad: &[&str]) -> i64 {
    let league = league.to_string();
    let seed = seed.to_string();
    let mut args = vec![
        "team", "new", "--league", &league, "--name", name, "--coach", "Coach", "--seed", &seed,
    ];
    for gladiator in squad {
        args.push("--gladiator");
        args.push(gladiator);
    }
    cli.json(&args)["team"]["id"].as_i64().unwrap()
}

/// Runs a match report (`--dry-run` when `dry_run`); the outcome.
pub fn report(cli: &Cli, fixture: i64, report: &Value, dry_run: bool) -> Value {
    let path = cli.db().with_file_name(format!("report-{fixture}.json"));
    std::fs::write(&path, report.to_string()).unwrap();
    let fixture = fixture.to_string();
    let mut args = vec![
        "kpb",
        "postmatch",
        "--match",
        &fixture,
        "--file",
        path.to_str().unwrap(),
        "--seed",
        "5",
    ];
    if dry_run {
        args.push("--dry-run");
    }
    cli.json(&args)
}

/// The report file's path, for commands that must be refused.
pub fn report_file(cli: &Cli, fixture: i64, report: &Value) -> String {
    let path = cli.db().with_file_name(format!("refused-{fixture}.json"));
    std::fs::write(&path, report.to_string()).unwrap();
    path.to_str().unwrap().to_string()
}

/// A team as `team show` gives it.
pub fn show(cli: &Cli, team: i64) -> Value {
    cli.json(&["team", "show", &team.to_string()])
}
