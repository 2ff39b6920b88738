//! A Blood Bowl league ready for its first match day, as the match-day and sheet tests
//! build it from the command line.

use super::cli::Cli;

/// A league, its two teams and the first match of its season.
pub struct Day {
    pub cli: Cli,
    pub league: String,
    pub home: String,
    pub away: String,
    pub fixture: String,
}

pub fn hire(cli: &Cli, team: &str, position: &str, count: usize) {
    for _ in 0..count {
        cli.ok(&["team", "hire", team, "--position", position]);
    }
}

/// Two Human teams: the home one with 11 players, 2 re-rolls, an apothecary and 3 fans,
/// the away one with 9 (it needs 2 journeymen); one season, its first match.
pub fn day(format: &str) -> Day {
    let cli = Cli::new();
    let game = if format == "dungeonbowl" {
        "dungeonbowl"
    } else {
        "bloodbowl"
    };
    let league =
        cli.json(&["league", "new", "--name", "Old World", "--game", game])["id"].to_string();
    let team = |name: &str| {
        cli.json(&[
            "team", "new", "--league", &league, "--roster", "human", "--name", name, "--coach",
            "Ann",
        ])["id"]
            .to_string()
    };
    let teams = [team("Reikland Reavers"), team("Altdorf Blue Bulls")];
    cli.ok(&["season", "new", "--league", &league, "--name", "2027"]);
    for team in &teams {
        cli.ok(&["season", "add-team", "--season", "1", "--team", team]);
    }
    cli.ok(&[
        "fixtures",
        "generate",
        "--season",
        "1",
        "--start",
        "2027-01-09",
    ]);
    let fixtures = cli.json(&["fixtures", "list", "--season", "1"]);
    let first = &fixtures[0];
    let fixture = first["id"].to_string();
    let (home, away) = (first["home_id"].to_string(), first["away_id"].to_string());
    hire(&cli, &home, "lineman", 7);
    hire(&cli, &home, "blitzer", 2);
    hire(&cli, &home, "catcher", 1);
    hire(&cli, &home, "thrower", 1);
    cli.ok(&["team", "buy", &home, "apothecary"]);
    cli.ok(&["team", "buy", &home, "rerolls", "--count", "2"]);
    cli.ok(&["team", "buy", &home, "dedicated-fans", "--count", "2"]);
    hire(&cli, &away, "lineman", 7);
    hire(&cli, &away, "blitzer", 2);
    Day {
        cli,
        league,
        home,
        away,
        fixture,
    }
}
