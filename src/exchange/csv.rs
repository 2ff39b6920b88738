//! A season's standings and fixtures as CSV (RFC 4180: comma-separated, fields with a
//! comma, quote or line break quoted, quotes doubled), for spreadsheets and websites.

use crate::Result;
use crate::coach::{self, Context};
use crate::store::{SeasonId, Store};

fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

fn line(fields: &[String]) -> String {
    let mut out = fields
        .iter()
        .map(|f| field(f))
        .collect::<Vec<_>>()
        .join(",");
    out.push_str("\r\n");
    out
}

/// One row per team and division, in table order; the casualty columns are filled for
/// games that count casualties.
pub fn standings_csv(store: &mut Store, context: &Context, season: SeasonId) -> Result<String> {
    let tables = coach::standings(store, context, season, None)?;
    let mut out = line(
        &[
            "division",
            "position",
            "team_id",
            "team",
            "played",
            "won",
            "drawn",
            "lost",
            "bonus_wins",
            "scored",
            "conceded",
            "difference",
            "casualties_for",
            "casualties_against",
            "points",
        ]
        .map(String::from),
    );
    for table in &tables {
        let division = table
            .division
            .as_ref()
            .map(|d| d.name.clone())
            .unwrap_or_default();
        for row in &table.rows {
            out.push_str(&line(&[
                division.clone(),
                row.position.to_string(),
                row.team_id.to_string(),
                row.team.clone(),
                row.played.to_string(),
                row.won.to_string(),
                row.drawn.to_string(),
                row.lost.to_string(),
                row.bonus_wins.to_string(),
                row.scored_for.to_string(),
                row.conceded.to_string(),
                row.score_difference.to_string(),
                row.casualties_for.to_string(),
                row.casualties_against.to_string(),
                row.points.to_string(),
            ]));
        }
    }
    Ok(out)
}

/// One row per match, in round order.
pub fn fixtures_csv(store: &mut Store, season: SeasonId) -> Result<String> {
    let fixtures = coach::fixture_list(store, season)?;
    let mut out = line(
        &[
            "match",
            "round",
            "date",
            "home_id",
            "home",
            "away_id",
            "away",
            "status",
            "home_score",
            "away_score",
            "bonus_win",
            "playoff",
        ]
        .map(String::from),
    );
    let number = |value: Option<u32>| value.map(|n| n.to_string()).unwrap_or_default();
    for fixture in &fixtures {
        out.push_str(&line(&[
            fixture.id.to_string(),
            fixture.round.to_string(),
            fixture.date.map(|d| d.to_string()).unwrap_or_default(),
            fixture.home_id.to_string(),
            fixture.home.clone(),
            fixture.away_id.to_string(),
            fixture.away.clone(),
            fixture.status.to_string(),
            number(fixture.home_score),
            number(fixture.away_score),
            fixture.landslide.to_string(),
            fixture.playoff.to_string(),
        ]));
    }
    Ok(out)
}
