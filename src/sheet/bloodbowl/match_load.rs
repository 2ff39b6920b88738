//! Loading a Blood Bowl match sheet from the store: the fixture with its league and
//! season, both teams as they stand, the league's format, the recorded pre-match (if
//! any) with every name read in the document's language, and what a played match holds.

use super::match_played::played;
use super::match_sheet::{MatchSheet, Prematch, match_sheet_pdf};
use crate::Result;
use crate::coach::bloodbowl::match_day::{MatchDayView, match_day_view};
use crate::coach::bloodbowl::{BloodBowlTeam, show_team};
use crate::coach::{FixtureLine, load_fixture, load_league, season_view_in};
use crate::data::Lang;
use crate::data::Named;
use crate::data::bloodbowl::Reference;
use crate::data::bloodbowl::tables::Tables;
use crate::rules::bloodbowl::match_day::{StadiumPick, attribute_entry};
use crate::sheet::SheetOptions;
use crate::store::bloodbowl::PrematchRow;
use crate::store::{FixtureId, Store};

/// The league format whose matches are played in a dungeon.
const DUNGEONBOWL: &str = "dungeonbowl";

/// A Blood Bowl match's sheet, names in the document's language.
pub fn match_document(
    store: &mut Store,
    fixture: FixtureId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let sheet = match_sheet_data(store, fixture, options.lang)?;
    match_sheet_pdf(&sheet, options)
}

/// What a Blood Bowl match sheet prints, read from the store.
pub fn match_sheet_data(store: &mut Store, id: FixtureId, lang: Lang) -> Result<MatchSheet> {
    let (fixture, league, season, format) = store.read(|tx| -> Result<_> {
        let record = load_fixture(tx, id)?;
        let season = season_view_in(tx, record.season_id)?;
        let league = load_league(tx, season.season.league_id)?;
        let format = tx
            .bloodbowl_league(league.id)?
            .map(|settings| settings.format)
            .unwrap_or_default();
        let name = season.season.name.clone();
        Ok((FixtureLine::of(record, &season), league.name, name, format))
    })?;
    let home = show_team(store, lang, fixture.home_id)?;
    let away = show_team(store, lang, fixture.away_id)?;
    let day = match_day_view(store, id)?;
    let tables = &Reference::bundled()?.tables;
    let prematch = day
        .prematch
        .as_ref()
        .map(|row| prematch_facts(tables, &day, row, [&home, &away], lang));
    let played = played(store, &fixture.record, &day, [&home, &away], (tables, lang))?;
    Ok(MatchSheet {
        fixture,
        league,
        season,
        dungeonbowl: format == DUNGEONBOWL,
        home,
        away,
        prematch,
        played,
    })
}

/// 0 for `home`, 1 for `away`, as the pre-match row stores a side.
fn side(key: Option<&str>) -> Option<usize> {
    match key {
        Some("home") => Some(0),
        Some("away") => Some(1),
        _ => None,
    }
}

fn prematch_facts(
    tables: &Tables,
    day: &MatchDayView,
    row: &PrematchRow,
    teams: [&BloodBowlTeam; 2],
    lang: Lang,
) -> Prematch {
    let pick = |en: &str, fr: &str| lang.pick(en, fr).to_string();
    let stadium = row.stadium.as_ref().map(|id| {
        tables
            .stadium
            .row
            .iter()
            .find(|r| r.id == *id)
            .map_or(id.clone(), |r| pick(&r.name_en, &r.name_fr))
    });
    let attribute = row.stadium.as_ref().and_then(|id| {
        let chosen = StadiumPick {
            stadium: id.clone(),
            attribute: row.stadium_attribute.clone(),
            resident: None,
        };
        attribute_entry(tables, &chosen).map(|e| pick(&e.name_en, &e.name_fr))
    });
    let weather = row.weather.as_ref().map(|id| {
        tables
            .pre_match
            .weather
            .row
            .iter()
            .find(|e| e.id == *id)
            .map_or(id.clone(), |e| pick(&e.name_en, &e.name_fr))
    });
    let mut petty_cash_gp = [0; 2];
    if let Some(index) = side(row.petty_cash_side.as_deref()) {
        petty_cash_gp[index] = row.petty_cash_gp;
    }
    Prematch {
        stadium,
        attribute,
        resident: side(row.resident_side.as_deref()),
        weather,
        fan_factors: row.fan_factors,
        ctv_gp: row.ctv_gp,
        journeymen: teams.map(|t| t.players.iter().filter(|p| p.journeyman).count()),
        petty_cash_gp,
        inducements: teams.map(|t| inducements(tables, day, t.id, lang)),
        inducements_gp: row.inducements_gp,
        prayers_side: side(row.prayers_side.as_deref()),
        prayers: prayers(tables, day, lang),
        kicking: side(Some(&row.kicking_side)),
        toss_winner: day
            .rolls
            .iter()
            .find(|roll| roll.roll == "coin")
            .and_then(|roll| side(roll.outcome.as_deref())),
    }
}

/// A side's inducements: name, how many, the price of each.
fn inducements(
    tables: &Tables,
    day: &MatchDayView,
    team: crate::store::TeamId,
    lang: Lang,
) -> Vec<(String, u32, u32)> {
    day.inducements
        .iter()
        .filter(|(owner, ..)| *owner == team)
        .map(|(_, id, count, each)| {
            let name = tables
                .inducements
                .list
                .iter()
                .find(|i| i.id == *id)
                .map_or(id.clone(), |i| i.name(lang).to_string());
            (name, *count, *each)
        })
        .collect()
}

/// The prayers to Nuffle rolled, by name, from the rolls' outcomes.
fn prayers(tables: &Tables, day: &MatchDayView, lang: Lang) -> Vec<String> {
    day.rolls
        .iter()
        .filter(|roll| roll.roll.starts_with("prayer."))
        .filter_map(|roll| roll.outcome.as_ref())
        .map(|id| {
            tables
                .prayers
                .row
                .iter()
                .find(|e| e.id == *id)
                .map_or(id.clone(), |e| e.name(lang).to_string())
        })
        .collect()
}
