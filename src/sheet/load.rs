//! Thin functions that load a document's data from the store and print it.

use super::page::Writer;
use super::{
    BracketDoc, FixturesDoc, SheetOptions, StandingsDoc, bracket_pdf, fixtures_pdf, standings_pdf,
};
use crate::Result;
use crate::coach::{self, AsOf, Context, LeagueStats, Reading};
use crate::stats::Scope;
use crate::store::{FixtureId, LeagueId, PlayoffId, SeasonId, Store, TeamId, today};

/// A team's sheet, now, as of a date or before a match, in its game's layout.
pub fn team_document(
    store: &mut Store,
    team: TeamId,
    as_of: AsOf,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let game = coach::team_game(store, team)?;
    let pages = super::games::team_pages(&game)?(store, team, as_of, options.lang)?;
    if !options.value_chart {
        return pages.pdf(options);
    }
    let stats = LeagueStats::read_scope(store, Scope::Team(team), Reading::Team(team))?;
    let chart = coach::value_chart(&stats, team, options.lang);
    let mut w = Writer::new(pages.name(), options)?;
    pages.draw(&mut w);
    w.y += 8.0;
    super::chart::chart_block(&mut w, &chart, 220.0);
    Ok(w.finish(pages.name()))
}

/// A match's sheet, in its game's layout.
pub fn match_document(
    store: &mut Store,
    fixture: FixtureId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let game = coach::fixture_game(store, fixture)?;
    super::games::match_document(&game)?(store, fixture, options)
}

/// A league's own document, in its game's layout (Killpower Ball's ranking sheet).
pub fn league_document(
    store: &mut Store,
    league: LeagueId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let game = coach::league(store, league)?.game;
    super::games::league_document(&game)?(store, league, options)
}

/// A season's standings, every division.
pub fn standings_document(
    store: &mut Store,
    season: SeasonId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let context = Context::new(options.lang);
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
