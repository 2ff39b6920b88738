//! Every team sheet of a league: in one PDF (each team on its own pages), or one file
//! per team in a folder. A progress callback `(done, total)` follows each sheet.

use std::path::{Path, PathBuf};

use super::file::{file_name, write_atomic};
use super::page::Writer;
use super::team::draw_team_sheet;
use super::tr::L;
use super::{SheetOptions, team_sheet_pdf};
use crate::coach::dreadball::TeamSheet;
use crate::coach::{self, AsOf, Context};
use crate::store::{LeagueId, Store};
use crate::{Error, Result};

/// A league's team sheets, loaded once, ready to print together or one by one.
#[derive(Debug, Clone)]
pub struct Bundle {
    pub league: String,
    pub sheets: Vec<TeamSheet>,
}

impl Bundle {
    /// Every team of `league` as of `as_of` (now or a date; a match concerns two teams,
    /// so a bundle refuses it).
    pub fn load(
        store: &mut Store,
        context: &Context,
        league: LeagueId,
        as_of: AsOf,
    ) -> Result<Bundle> {
        if let AsOf::BeforeMatch(id) = as_of {
            return Err(Error::Invalid(format!(
                "a league's sheets are printed now or as of a date, not before match {id}; print that match's sheet instead"
            )));
        }
        let record = coach::league(store, league)?;
        if !super::games::bundles_team_sheets(&record.game)? {
            return Err(Error::Invalid(format!(
                "printing every team sheet of a {} league at once comes in a later version of Dugout; print each team's sheet (`dugout sheet team ID`, or Print sheet on the team)",
                crate::games::of(&record.game)?.name(crate::data::Lang::En)
            )));
        }
        let teams = coach::dreadball::list_teams(store, context, league)?;
        if teams.is_empty() {
            return Err(Error::Invalid(format!(
                "league {} ({}) has no teams, so there is no team sheet to print",
                league.0, record.name
            )));
        }
        let mut sheets = Vec::with_capacity(teams.len());
        for team in teams {
            sheets.push(coach::dreadball::team_sheet(
                store,
                context,
                team.team.id,
                as_of,
            )?);
        }
        Ok(Bundle {
            league: record.name,
            sheets,
        })
    }

    /// All the sheets in one PDF.
    pub fn to_pdf(
        &self,
        options: &SheetOptions,
        mut progress: impl FnMut(usize, usize),
    ) -> Result<Vec<u8>> {
        let mut w = Writer::new(&self.league, options)?;
        let total = self.sheets.len();
        for (index, sheet) in self.sheets.iter().enumerate() {
            draw_team_sheet(&mut w, sheet);
            w.end_section(&sheet.name);
            progress(index + 1, total);
        }
        let label = format!("{} · {}", self.league, w.t(L::TeamSheet));
        Ok(w.finish(&label))
    }

    /// One file per team in `dir` (created if needed); the paths written, in order.
    pub fn to_files(
        &self,
        options: &SheetOptions,
        dir: &Path,
        mut progress: impl FnMut(usize, usize),
    ) -> Result<Vec<PathBuf>> {
        std::fs::create_dir_all(dir).map_err(|error| {
            Error::Invalid(format!(
                "cannot create the folder {}: {error}",
                dir.display()
            ))
        })?;
        let total = self.sheets.len();
        let mut written = Vec::with_capacity(total);
        for (index, sheet) in self.sheets.iter().enumerate() {
            let bytes = team_sheet_pdf(sheet, options)?;
            let path = dir.join(file_name(sheet.team_id.0, &sheet.name));
            write_atomic(&path, &bytes)?;
            written.push(path);
            progress(index + 1, total);
        }
        Ok(written)
    }
}

/// Every team sheet of a league in one PDF.
pub fn league_sheets_pdf(
    store: &mut Store,
    league: LeagueId,
    as_of: AsOf,
    options: &SheetOptions,
    progress: impl FnMut(usize, usize),
) -> Result<Vec<u8>> {
    let context = Context::new(options.lang);
    Bundle::load(store, &context, league, as_of)?.to_pdf(options, progress)
}

/// Every team sheet of a league, one file per team in `dir`.
pub fn league_sheet_files(
    store: &mut Store,
    league: LeagueId,
    as_of: AsOf,
    options: &SheetOptions,
    dir: &Path,
    progress: impl FnMut(usize, usize),
) -> Result<Vec<PathBuf>> {
    let context = Context::new(options.lang);
    Bundle::load(store, &context, league, as_of)?.to_files(options, dir, progress)
}
