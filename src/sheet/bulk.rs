//! Every team sheet of a league: in one PDF (each team on its own pages), or one file
//! per team in a folder. A progress callback `(done, total)` follows each sheet. Each
//! team is drawn in its game's layout.

use std::path::{Path, PathBuf};

use super::SheetOptions;
use super::file::file_name;
use super::games::{self, TeamPages};
use super::page::Writer;
use super::tr::L;
use crate::Result;
use crate::coach::{self, AsOf};
use crate::data::Lang;
use crate::error::{FileFault, IoCause, SheetFault};
use crate::files::write_atomic;
use crate::store::{LeagueId, Store, TeamId};

/// A league's team sheets, loaded once, ready to print together or one by one.
pub struct Bundle {
    pub league: String,
    sheets: Vec<Box<dyn TeamPages>>,
}

impl std::fmt::Debug for Bundle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Bundle")
            .field("league", &self.league)
            .field("teams", &self.sheets.len())
            .finish()
    }
}

impl Bundle {
    /// Every team of `league` as of `as_of` (now or a date; a match concerns two teams,
    /// so a bundle refuses it), names in `lang`.
    pub fn load(store: &mut Store, league: LeagueId, as_of: AsOf, lang: Lang) -> Result<Bundle> {
        if let AsOf::BeforeMatch(id) = as_of {
            return Err(SheetFault::LeagueBeforeMatch { id }.into());
        }
        let record = coach::league(store, league)?;
        let load = games::team_pages(&record.game)?;
        let teams = coach::team_summaries(store, league, lang)?;
        if teams.is_empty() {
            return Err(SheetFault::LeagueHasNoTeams {
                league,
                name: record.name,
            }
            .into());
        }
        let mut sheets = Vec::with_capacity(teams.len());
        for team in teams {
            sheets.push(load(store, team.id, as_of, lang)?);
        }
        Ok(Bundle {
            league: record.name,
            sheets,
        })
    }

    /// How many team sheets the bundle holds.
    pub fn len(&self) -> usize {
        self.sheets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.sheets.is_empty()
    }

    /// Each team's id and name, in the bundle's order.
    pub fn teams(&self) -> impl Iterator<Item = (TeamId, &str)> {
        self.sheets
            .iter()
            .map(|sheet| (sheet.team_id(), sheet.name()))
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
            sheet.draw(&mut w);
            w.end_section(sheet.name());
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
        std::fs::create_dir_all(dir).map_err(|error| FileFault::CreateFolder {
            path: dir.to_path_buf(),
            cause: IoCause::of(&error),
        })?;
        let total = self.sheets.len();
        let mut written = Vec::with_capacity(total);
        for (index, sheet) in self.sheets.iter().enumerate() {
            let mut w = Writer::new(sheet.name(), options)?;
            sheet.draw(&mut w);
            let bytes = w.finish(sheet.name());
            let path = dir.join(file_name(sheet.team_id().0, sheet.name()));
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
    Bundle::load(store, league, as_of, options.lang)?.to_pdf(options, progress)
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
    Bundle::load(store, league, as_of, options.lang)?.to_files(options, dir, progress)
}
