//! Killpower Ball's tables as they travel in exchange documents (see `exchange::spec`).

use super::deck::same_card_name;
use crate::exchange::spec::{
    JsonRule, OF_LEAGUE_FIXTURES, OF_LEAGUE_PLAYERS, OF_TEAM_PLAYERS, RowRule, SIDES, TableSpec,
    count, date, flag, int, json, key, name, one_of, refers, seed, stage, text,
};
use crate::store::killpower::CardRecord;

const OF_LEAGUE_TEAMS: &str = "team_id IN (SELECT id FROM team WHERE league_id = ?1)";
/// The power cards a team's gladiators hold: a team document carries them, and an
/// import finds each in the new league's deck by name, or adds it.
const HELD_BY_TEAM: &str = "id IN (SELECT card_id FROM killpower_gladiator_card WHERE player_id IN (SELECT id FROM player WHERE team_id = ?1))";

pub static TABLES: &[TableSpec] = &[
    TableSpec {
        name: "killpower_league",
        stage: stage::LEAGUE_PARTS,
        columns: &[
            refers("league_id", "league"),
            text("mode"),
            flag("powers_chosen"),
            text("xp_rounding"),
            int("ranking_win"),
            int("ranking_division_bonus"),
            int("ranking_loss"),
            int("ranking_draw"),
            int("ranking_abandon"),
            int("ranking_floor").nullable(),
            // None in a document written before schema 12: the default.
            text("playoff_draw").nullable(),
        ],
        league_rows: "league_id = ?1",
        team_rows: None,
        one_per: Some("league"),
        rules: &[],
    },
    TableSpec {
        name: "killpower_card",
        stage: stage::LEAGUE_PARTS,
        columns: &[
            key(),
            refers("league_id", "league"),
            name("name").unique_in("league_id"),
            text("text"),
            int("copies").min(1),
        ],
        league_rows: "league_id = ?1",
        team_rows: Some(HELD_BY_TEAM),
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "killpower_team",
        stage: stage::TEAM_PARTS,
        columns: &[refers("team_id", "team"), int("ranking_points")],
        league_rows: OF_LEAGUE_TEAMS,
        team_rows: Some("team_id = ?1"),
        one_per: Some("team"),
        rules: &[],
    },
    TableSpec {
        name: "killpower_gladiator",
        stage: stage::PLAYER_PARTS,
        columns: &[
            refers("player_id", "player"),
            text("race"),
            text("specialization"),
            count("dep"),
            count("phy"),
            count("hab"),
            count("pou"),
            count("bal"),
            count("vie"),
            count("experience"),
            json("raises").shaped(JsonRule::Texts),
            text("magic"),
            count("armour").nullable(),
        ],
        league_rows: OF_LEAGUE_PLAYERS,
        team_rows: Some(OF_TEAM_PLAYERS),
        one_per: Some("player"),
        rules: &[],
    },
    TableSpec {
        name: "killpower_gladiator_card",
        stage: stage::PLAYER_PARTS,
        columns: &[
            int("player_id").to("killpower_gladiator", "player_id", "player"),
            int("slot").min(1),
            refers("card_id", "killpower_card"),
        ],
        league_rows: OF_LEAGUE_PLAYERS,
        team_rows: Some(OF_TEAM_PLAYERS),
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "killpower_roll",
        stage: stage::RESULT_PARTS,
        columns: &[
            key(),
            refers("team_id", "team").nullable(),
            refers("fixture_id", "fixture").nullable(),
            text("stage"),
            seed("seed"),
            text("roll"),
            text("dice"),
            int("result").min(1),
            flag("entered"),
            text("outcome").nullable(),
        ],
        league_rows: "team_id IN (SELECT id FROM team WHERE league_id = ?1) OR fixture_id IN (SELECT f.id FROM fixture f JOIN season s ON s.id = f.season_id WHERE s.league_id = ?1)",
        team_rows: None,
        one_per: None,
        // A 1D5 is recorded as the D10 it is read from (chapter 1.1).
        rules: &[RowRule::Roll {
            dice: "dice",
            result: "result",
            read: &[(crate::rules::killpower::HALF_DIE, "D10")],
        }],
    },
    TableSpec {
        name: "killpower_prematch",
        stage: stage::MATCH_DAY,
        columns: &[
            refers("fixture_id", "fixture"),
            date("done_on"),
            seed("seed"),
            int("home_ranking"),
            int("away_ranking"),
            int("home_power"),
            int("away_power"),
            int("home_division"),
            int("away_division"),
            count("home_target"),
            count("away_target"),
            text("places_first"),
            text("settled_by"),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "killpower_lineup",
        stage: stage::RESULT_PARTS,
        columns: &[
            int("fixture_id").to("killpower_prematch", "fixture_id", "fixture"),
            refers("player_id", "player"),
            one_of("side", SIDES),
            int("rap").min(1),
            int("armour_rolled").nullable(),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "killpower_result",
        stage: stage::RESULT_PARTS,
        columns: &[
            int("fixture_id").to("match_result", "fixture_id", "fixture"),
            int("seq"),
            text("ending"),
            one_of("ending_side", SIDES).nullable(),
            int("home_target"),
            int("away_target"),
            int("home_division"),
            int("away_division"),
            int("home_ranking_before"),
            int("away_ranking_before"),
            int("home_ranking_earned"),
            int("away_ranking_earned"),
            int("home_ranking_applied"),
            int("away_ranking_applied"),
            seed("seed").nullable(),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "killpower_free_throw",
        stage: stage::RESULT_PARTS,
        columns: &[
            int("fixture_id").to("killpower_result", "fixture_id", "fixture"),
            int("shot").min(1),
            int("round").min(1),
            one_of("side", SIDES),
            refers("player_id", "player"),
            count("distance"),
            count("bal"),
            int("target"),
            int("die").min(1),
            flag("scored"),
            count("points"),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "killpower_postmatch",
        stage: stage::RESULT_PARTS,
        columns: &[
            int("fixture_id").to("match_result", "fixture_id", "fixture"),
            date("done_on"),
            seed("seed"),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "killpower_death_risk",
        stage: stage::RESULT_PARTS,
        columns: &[
            int("fixture_id").to("killpower_postmatch", "fixture_id", "fixture"),
            refers("player_id", "player"),
            int("life"),
            // None: the blow aimed at the location, no die was rolled.
            int("face").min(1).nullable(),
            text("location"),
            text("outcome"),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "killpower_kept_gladiator",
        stage: stage::RESULT_PARTS,
        columns: &[
            int("fixture_id").to("killpower_postmatch", "fixture_id", "fixture"),
            refers("player_id", "player"),
            text("specialization"),
            count("dep"),
            count("phy"),
            count("hab"),
            count("pou"),
            count("bal"),
            count("vie"),
            count("experience"),
            json("raises").shaped(JsonRule::Texts),
            text("magic"),
            count("armour").nullable(),
            flag("released"),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "killpower_kept_card",
        stage: stage::RESULT_PARTS,
        columns: &[
            int("fixture_id").to("killpower_postmatch", "fixture_id", "fixture"),
            refers("player_id", "player"),
            int("slot").min(1),
            refers("card_id", "killpower_card"),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
    TableSpec {
        name: "killpower_joined",
        stage: stage::RESULT_PARTS,
        columns: &[
            int("fixture_id").to("killpower_postmatch", "fixture_id", "fixture"),
            refers("player_id", "player"),
            refers("replaces", "player"),
        ],
        league_rows: OF_LEAGUE_FIXTURES,
        team_rows: None,
        one_per: None,
        rules: &[],
    },
];

/// The power cards of a team document that league's deck already has, matched by name
/// (case and surrounding spaces aside): (table, id in the document, id in the deck).
pub(super) fn cards_in_deck(
    tables: &serde_json::Map<String, serde_json::Value>,
    deck: &[CardRecord],
) -> Vec<(&'static str, i64, i64)> {
    let rows = tables
        .get("killpower_card")
        .and_then(|rows| rows.as_array());
    rows.into_iter()
        .flatten()
        .filter_map(|row| {
            let id = row.get("id")?.as_i64()?;
            let name = row.get("name")?.as_str()?;
            let card = deck.iter().find(|card| same_card_name(&card.name, name))?;
            Some(("killpower_card", id, card.id))
        })
        .collect()
}
