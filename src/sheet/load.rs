//! Thin functions that load a document's data from the store and print it.

use super::{
    BracketDoc, FixturesDoc, MatchSheet, SheetOptions, StandingsDoc, bracket_pdf, fixtures_pdf,
    match_sheet_pdf, standings_pdf, team_sheet_pdf,
};
use crate::Result;
use crate::coach::{self, AsOf, Context};
use crate::store::{FixtureId, PlayoffId, SeasonId, Store, TeamId, today};

/// The context in the document's language: names the data layer fills in (rosters,
/// parts, hacks) then match the labels.
fn in_lang(options: &SheetOptions) -> Context {
    Context::new(options.lang)
}

/// A team's sheet, now, as of a date or before a match.
pub fn team_document(
    store: &mut Store,
    team: TeamId,
    as_of: AsOf,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let game = coach::team_game(store, team)?;
    super::games::team_document(&game)?(store, team, as_of, options)
}

/// A DreadBall team sheet.
pub(super) fn dreadball_team_document(
    store: &mut Store,
    team: TeamId,
    as_of: AsOf,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let context = in_lang(options);
    let sheet = coach::dreadball::team_sheet(store, &context, team, as_of)?;
    team_sheet_pdf(&sheet, options)
}

/// A match sheet's data: the pre-match view and both teams as they go into the match.
pub fn match_sheet_data(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
) -> Result<MatchSheet> {
    let prematch = coach::dreadball::prematch(store, context, fixture)?;
    let before = AsOf::BeforeMatch(fixture);
    let home = coach::dreadball::team_sheet(store, context, prematch.home.team_id, before)?;
    let away = coach::dreadball::team_sheet(store, context, prematch.away.team_id, before)?;
    Ok(MatchSheet {
        prematch,
        home,
        away,
    })
}

pub fn match_document(
    store: &mut Store,
    fixture: FixtureId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let context = in_lang(options);
    let sheet = match_sheet_data(store, &context, fixture)?;
    match_sheet_pdf(&sheet, options)
}

/// A season's standings, every division.
pub fn standings_document(
    store: &mut Store,
    season: SeasonId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let context = in_lang(options);
    let tables = coach::standings(store, &context, season, None)?;
    let view = coach::season_view(store, season)?;
    let league = coach::season_league(store, season)?;
    let doc = StandingsDoc {
        league,
        season: view.season.name,
        date: today(),
        tables,
    };
    standings_pdf(&doc, options)
}

/// A season's fixtures by round.
pub fn fixtures_document(
    store: &mut Store,
    season: SeasonId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let lines = coach::fixture_list(store, season)?;
    let byes = coach::byes(store, season)?;
    let view = coach::season_view(store, season)?;
    let league = coach::season_league(store, season)?;
    let doc = FixturesDoc {
        league: league.name,
        season: view.season.name,
        lines,
        byes,
    };
    fixtures_pdf(&doc, options)
}

/// A playoff's bracket.
pub fn bracket_document(
    store: &mut Store,
    playoff: PlayoffId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let bracket = coach::bracket(store, playoff)?;
    let view = coach::season_view(store, bracket.playoff.season_id)?;
    let league = coach::season_league(store, bracket.playoff.season_id)?;
    let doc = BracketDoc {
        league: league.name,
        season: view.season.name,
        bracket,
    };
    bracket_pdf(&doc, options)
}
