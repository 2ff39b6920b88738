//! Blood Bowl's tables as they travel in exchange documents (see `exchange::spec`).

use crate::exchange::spec::{
    OF_LEAGUE_PLAYERS, OF_TEAM_PLAYERS, TableSpec, count, date, flag, int, json, key, refers,
    stage, text,
};

pub static TABLES: &[TableSpec] = &[
    TableSpec {
        name: "bloodbowl_league",
        stage: stage::LEAGUE_PARTS,
        columns: &[
            refers("league_id", "league"),
            text("format"),
            count("starting_treasury_gp"),
            int("max_dedicated_fans_at_creation").min(1),
            count("dedicated_fan_gp"),
        ],
        league_rows: "league_id = ?1",
        team_rows: None,
        one_per: Some("league"),
    },
    TableSpec {
        name: "bloodbowl_roster_pack",
        stage: stage::LEAGUE_PARTS,
        columns: &[
            key(),
            refers("league_id", "league"),
            date("imported_on"),
            text("source"),
            text("pack"),
        ],
        league_rows: "league_id = ?1",
        team_rows: None,
        one_per: None,
    },
    TableSpec {
        name: "bloodbowl_team",
        stage: stage::TEAM_PARTS,
        columns: &[
            refers("team_id", "team"),
            count("rerolls"),
            count("dedicated_fans"),
            count("assistants"),
            count("cheerleaders"),
            flag("apothecary"),
        ],
        league_rows: "team_id IN (SELECT id FROM team WHERE league_id = ?1)",
        team_rows: Some("team_id = ?1"),
        one_per: Some("team"),
    },
    TableSpec {
        name: "bloodbowl_player",
        stage: stage::PLAYER_PARTS,
        columns: &[
            refers("player_id", "player"),
            count("ma"),
            count("st"),
            int("ag").min(1),
            int("pa").min(1).nullable(),
            int("av").min(1),
            count("spp"),
            json("advancements"),
            json("lasting_injuries"),
            flag("miss_next_game"),
            flag("journeyman"),
        ],
        league_rows: OF_LEAGUE_PLAYERS,
        team_rows: Some(OF_TEAM_PLAYERS),
        one_per: Some("player"),
    },
    TableSpec {
        name: "bloodbowl_result",
        stage: stage::RESULT_PARTS,
        columns: &[
            int("fixture_id").to("match_result", "fixture_id", "fixture"),
            count("home_casualties"),
            count("away_casualties"),
        ],
        league_rows: "fixture_id IN (SELECT f.id FROM fixture f JOIN season s ON s.id = f.season_id WHERE s.league_id = ?1)",
        team_rows: None,
        one_per: None,
    },
];
