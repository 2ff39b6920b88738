//! Loading DreadBall's documents from the store.

use super::match_sheet::{MatchSheet, match_sheet_pdf};
use super::team_rows;
use crate::Result;
use crate::coach::dreadball::TeamSheet;
use crate::coach::{self, AsOf, Context};
use crate::data::Lang;
use crate::sheet::SheetOptions;
use crate::sheet::games::TeamPages;
use crate::sheet::page::Writer;
use crate::sheet::roster::{RosterRow, RosterTable};
use crate::store::{FixtureId, Store, TeamId};

impl TeamPages for TeamSheet {
    fn team_id(&self) -> TeamId {
        self.team_id
    }

    fn name(&self) -> &str {
        &self.name
    }

    fn draw(&self, w: &mut Writer) {
        super::team::draw_team_sheet(w, self);
    }

    fn roster(&self, lang: Lang) -> RosterTable {
        let context = Context::new(lang);
        RosterTable {
            headers: team_rows::columns(lang)
                .into_iter()
                .map(|c| c.header)
                .collect(),
            rows: self
                .players
                .iter()
                .map(|p| RosterRow {
                    player: p.id,
                    cells: team_rows::cells(lang, p, &context),
                    note: team_rows::notes(lang, p),
                })
                .collect(),
            glossary: super::team::skills(self, &context),
        }
    }
}

/// A DreadBall team's sheet, now, as of a date or before a match, names in `lang`.
pub fn team_pages(
    store: &mut Store,
    team: TeamId,
    as_of: AsOf,
    lang: Lang,
) -> Result<Box<dyn TeamPages>> {
    let sheet = coach::dreadball::team_sheet(store, &Context::new(lang), team, as_of)?;
    Ok(Box::new(sheet))
}

/// A match sheet's data: the pre-match view, both teams as they go into the match, and
/// what the file holds of it once played.
pub fn match_sheet_data(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
) -> Result<MatchSheet> {
    let prematch = coach::dreadball::prematch(store, context, fixture)?;
    let before = AsOf::BeforeMatch(fixture);
    let home = coach::dreadball::team_sheet(store, context, prematch.home.team_id, before)?;
    let away = coach::dreadball::team_sheet(store, context, prematch.away.team_id, before)?;
    let played = super::played::played(store, &prematch)?;
    Ok(MatchSheet {
        prematch,
        home,
        away,
        played,
    })
}

/// A DreadBall match's sheet, names in the document's language.
pub fn match_document(
    store: &mut Store,
    fixture: FixtureId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let sheet = match_sheet_data(store, &Context::new(options.lang), fixture)?;
    match_sheet_pdf(&sheet, options)
}
