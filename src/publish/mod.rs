//! `dugout publish`: the league as a folder of static pages its coaches can open from a
//! disk, a shared drive or any static host. Every page is worked out from the league's
//! file by the statistics, standings and fixtures code the window and the command line
//! use, rendered through templates that escape every value, with relative links only
//! and nothing fetched from outside the folder. The same file gives the same bytes.
//!
//! The league is read once (`read`); the pages are then made and written one at a
//! time on the machine's cores (`folder`), so a site of 100,000 pages is never held
//! whole.

mod charts;
mod dir;
mod folder;
mod frame;
mod home;
mod manifest;
mod matches;
mod pages;
mod paths;
mod players;
mod read;
mod teams;
mod words;

use std::path::Path;

use askama::Template;

pub use folder::FolderReport;
use folder::write_site;
pub use manifest::MANIFEST;
use pages::{Chooser, LangLink, lang_code};
use read::LangSite;
use words::Site as SiteWords;

use crate::Result;
use crate::coach;
use crate::data::Lang;
use crate::error::{NotFound, PublishFault};
use crate::store::{FixtureId, LeagueId, PlayerId, SeasonId, Store, TeamId};

/// The site's stylesheet, written beside its pages.
const STYLE: &str = include_str!("style.css");

/// What to publish.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublishOptions {
    /// One language at the folder's root, or both, each in its folder, with a switch.
    pub langs: Vec<Lang>,
    /// The seasons to give pages (empty: every season).
    pub seasons: Vec<SeasonId>,
}

/// How far a publish has got: pages looked at (written, or found unchanged) of all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
}

/// Publishes the league into `out`: see `folder` for what is written and kept.
/// `progress` is told as pages are done (from any thread).
pub fn publish(
    store: &mut Store,
    league: LeagueId,
    out: &Path,
    options: &PublishOptions,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<FolderReport> {
    let site = Site::read(store, league, options)?;
    let paths: Vec<String> = site.files.iter().map(|(path, _)| path.clone()).collect();
    let make = |at: usize| site.make(at);
    write_site(out, &paths, &make, &|done, total| {
        progress(Progress { done, total })
    })
}

/// A page of one language's site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Page {
    Home,
    Season(usize),
    Match(FixtureId),
    Team(TeamId),
    Player(PlayerId),
    Graveyard,
}

/// A file of the site.
#[derive(Debug, Clone, Copy)]
enum File {
    Style,
    /// The root's page when the site holds both languages.
    Chooser,
    /// A page of the language at this index.
    Page(usize, Page),
}

/// The league read in each language, and the site's files in order.
struct Site {
    league: String,
    langs: Vec<LangSite>,
    files: Vec<(String, File)>,
}

impl Site {
    fn read(store: &mut Store, league: LeagueId, options: &PublishOptions) -> Result<Site> {
        check_seasons(store, league, &options.seasons)?;
        let both = options.langs.len() > 1;
        let mut files = vec![("style.css".to_string(), File::Style)];
        let mut langs = Vec::with_capacity(options.langs.len());
        for (at, lang) in options.langs.iter().enumerate() {
            let dir = match both {
                true => format!("{}/", lang_code(*lang)),
                false => String::new(),
            };
            let site = LangSite::read(store, league, *lang, options, both)?;
            files.extend(
                site.pages()
                    .into_iter()
                    .map(|(path, page)| (format!("{dir}{path}"), File::Page(at, page))),
            );
            langs.push(site);
        }
        if both {
            files.push((paths::HOME.to_string(), File::Chooser));
        }
        Ok(Site {
            league: coach::league(store, league)?.name,
            langs,
            files,
        })
    }

    /// The bytes of the file at `at`.
    fn make(&self, at: usize) -> Result<Vec<u8>> {
        let html = match self.files[at].1 {
            File::Style => return Ok(STYLE.as_bytes().to_vec()),
            File::Chooser => chooser(&self.league, &self.langs)?,
            File::Page(lang, page) => self.langs[lang].render(page)?,
        };
        Ok(html.into_bytes())
    }
}

impl LangSite {
    /// Every page of this language's site, with its path from the language's root.
    fn pages(&self) -> Vec<(String, Page)> {
        let mut pages = vec![(paths::HOME.to_string(), Page::Home)];
        for (at, season) in self.seasons.iter().enumerate() {
            pages.push((paths::season_path(season.record.id), Page::Season(at)));
            for fixture in season.fixtures.iter().filter(|f| f.is_played()) {
                pages.push((paths::match_path(fixture.id), Page::Match(fixture.id)));
            }
        }
        for team in &self.teams {
            pages.push((paths::team_path(team.id), Page::Team(team.id)));
        }
        for player in self.stats.players() {
            pages.push((paths::player_path(player.id), Page::Player(player.id)));
        }
        pages.push((paths::GRAVEYARD.to_string(), Page::Graveyard));
        pages
    }

    /// A page's HTML.
    fn render(&self, page: Page) -> Result<String> {
        let html = match page {
            Page::Home => self.home_page(),
            Page::Season(at) => self.season_page(&self.seasons[at]),
            Page::Match(fixture) => self.match_page(fixture),
            Page::Team(team) => self.team_page(team),
            Page::Player(player) => self.player_page(player),
            Page::Graveyard => self.graveyard_page(),
        };
        Ok(html.map_err(template_fault)?)
    }
}

/// Refuses a season asked for that is not the league's (another league's, or none).
fn check_seasons(store: &mut Store, league: LeagueId, asked: &[SeasonId]) -> Result<()> {
    if asked.is_empty() {
        return Ok(());
    }
    let seasons: Vec<SeasonId> = coach::seasons(store, league)?
        .iter()
        .map(|s| s.id)
        .collect();
    match asked.iter().find(|s| !seasons.contains(s)) {
        Some(season) => Err(NotFound::SeasonOfLeague {
            season: *season,
            league,
            seasons,
        }
        .into()),
        None => Ok(()),
    }
}

/// The folder's front page when it holds both languages: a link to each.
fn chooser(league: &str, langs: &[LangSite]) -> Result<String> {
    let links = langs
        .iter()
        .map(|site| LangLink {
            href: format!("{}/index.html", lang_code(site.lang)),
            lang: lang_code(site.lang),
            label: SiteWords::OtherLang.get(other(site.lang)),
        })
        .collect();
    Ok(Chooser { league, links }.render().map_err(template_fault)?)
}

fn template_fault(error: askama::Error) -> PublishFault {
    PublishFault::Template {
        reason: error.to_string(),
    }
}

fn other(lang: Lang) -> Lang {
    match lang {
        Lang::En => Lang::Fr,
        Lang::Fr => Lang::En,
    }
}
