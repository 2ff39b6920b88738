//! `dugout publish`: the league as a folder of static pages its coaches can open from a
//! disk, a shared drive or any static host. Every page is worked out from the league's
//! file by the statistics, standings and fixtures code the window and the command line
//! use, rendered through templates that escape every value, with relative links only
//! and nothing fetched from outside the folder. The same file gives the same bytes.

mod folder;
mod pages;
mod words;

use std::collections::BTreeMap;
use std::path::Path;

use askama::Template;

pub use folder::{FolderReport, MANIFEST, SiteFile, write_site};
use pages::{
    BoardRow, BoardView, Chooser, DivisionView, Frame, HomePage, LangLink, Link, MatchPage,
    MatchRow, MatchView, PlayerLineView, RecordView, SeasonPage, SideView, StandingRowView,
    TableView, TeamPage, TeamView, lang_code,
};
use words::{Site, Words};

use crate::Result;
use crate::chart::palette::LIGHT;
use crate::coach::{self, Context, FixtureLine, LeagueStats, Reading};
use crate::data::Lang;
use crate::error::PublishFault;
use crate::games::TeamSummary;
use crate::stats::Scope;
use crate::store::{
    FixtureId, LeagueId, LeagueRecord, PlayerId, SeasonId, SeasonRecord, Store, TeamId,
};

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

/// The pages of a league's site, in the order they are written.
pub fn site_files(
    store: &mut Store,
    league: LeagueId,
    options: &PublishOptions,
) -> Result<Vec<SiteFile>> {
    let mut files = vec![SiteFile {
        path: "style.css".into(),
        bytes: STYLE.as_bytes().to_vec(),
    }];
    let both = options.langs.len() > 1;
    for lang in &options.langs {
        let dir = if both {
            format!("{}/", lang_code(*lang))
        } else {
            String::new()
        };
        let site = LangSite::read(store, league, *lang, options, both)?;
        files.extend(site.pages(&dir)?);
    }
    if both {
        let league = coach::league(store, league)?;
        files.push(SiteFile {
            path: "index.html".into(),
            bytes: chooser(&league.name, &options.langs)?.into_bytes(),
        });
    }
    Ok(files)
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
    let files = site_files(store, league, options)?;
    let report = write_site(out, &files)?;
    progress(Progress {
        done: files.len(),
        total: files.len(),
    });
    Ok(report)
}

/// Everything one language's pages show, read once.
struct LangSite {
    lang: Lang,
    both: bool,
    league: LeagueRecord,
    game: &'static dyn crate::games::Game,
    seasons: Vec<SeasonRecord>,
    teams: Vec<TeamSummary>,
    fixtures: Vec<(SeasonId, Vec<FixtureLine>)>,
    tables: Vec<(SeasonId, TableView)>,
    /// What each player did in each played match: by match, the player's team and line.
    match_lines: BTreeMap<FixtureId, Vec<(TeamId, PlayerLineView)>>,
    /// Each season's charts, drawn.
    charts: Vec<(SeasonId, Vec<String>)>,
    boards: Vec<BoardView>,
    records: Vec<RecordView>,
}

impl LangSite {
    fn read(
        store: &mut Store,
        league: LeagueId,
        lang: Lang,
        options: &PublishOptions,
        both: bool,
    ) -> Result<LangSite> {
        let record = coach::league(store, league)?;
        let game = coach::games::of(&record.game)?;
        let context = Context::new(lang);
        let seasons: Vec<SeasonRecord> = coach::seasons(store, league)?
            .into_iter()
            .filter(|s| options.seasons.is_empty() || options.seasons.contains(&s.id))
            .collect();
        let mut fixtures = Vec::new();
        let mut tables = Vec::new();
        let mut charts = Vec::new();
        let mut match_lines = BTreeMap::new();
        let order: Vec<String> = record
            .play
            .tie_breakers
            .iter()
            .map(|t| game.tie_breaker_name(*t, lang))
            .collect();
        let tie_breakers = Site::TieOrder.fill(lang, &[&order.join(", ")]);
        for season in &seasons {
            fixtures.push((season.id, coach::fixture_list(store, season.id)?));
            let divisions = coach::standings(store, &context, season.id, None)?
                .into_iter()
                .map(|table| DivisionView {
                    name: table.division.map(|d| d.name),
                    rows: table
                        .rows
                        .iter()
                        .map(|line| StandingRowView {
                            position: line.position,
                            team: line.team.clone(),
                            href: team_path(line.team_id),
                            played: line.played,
                            won: line.won,
                            drawn: line.drawn,
                            lost: line.lost,
                            points: line.points,
                            scored: line.scored_for,
                            conceded: line.conceded,
                        })
                        .collect(),
                })
                .collect();
            charts.push((
                season.id,
                season_charts(store, &context, league, season.id)?,
            ));
            let lines = LeagueStats::read(store, league, Reading::MatchLines(season.id))?;
            match_lines.extend(players_did(&lines, lang));
            let title = Site::SeasonTitle.fill(lang, &[&season.name]);
            tables.push((
                season.id,
                TableView {
                    title,
                    divisions,
                    tie_breakers: tie_breakers.clone(),
                },
            ));
        }
        let boards = match seasons.last() {
            Some(latest) => coach::leader_boards(store, Scope::Season(latest.id), None, 5, lang)?
                .into_iter()
                .map(|board| board_view(board, lang))
                .collect(),
            None => Vec::new(),
        };
        let money = game.money();
        let records = LeagueStats::read(store, league, Reading::Records(None))?
            .record_lines(lang)
            .into_iter()
            .map(|line| RecordView {
                name: line.name,
                value: match line.record {
                    "most_valuable_team" => money.format(line.value, lang),
                    _ => line.value.to_string(),
                },
                team_href: team_path(line.team_id),
                team: line.team,
            })
            .collect();
        Ok(LangSite {
            lang,
            both,
            teams: coach::team_summaries(store, league, lang)?,
            league: record,
            game,
            seasons,
            fixtures,
            tables,
            charts,
            match_lines,
            boards,
            records,
        })
    }

    /// The frame of a page at `path` (relative to the language's root).
    fn frame(&self, path: &str) -> Frame {
        let depth = path.matches('/').count();
        let root = "../".repeat(depth);
        let words = Words::of(self.lang);
        let other_lang = self.both.then(|| {
            let other = other(self.lang);
            LangLink {
                href: format!("{root}../{}/{path}", lang_code(other)),
                lang: lang_code(other),
                label: words.other_lang,
            }
        });
        let mut nav = vec![Link {
            href: "index.html".into(),
            label: words.home.to_string(),
        }];
        nav.extend(self.seasons.iter().map(|s| Link {
            href: season_path(s.id),
            label: s.name.clone(),
        }));
        let style = match self.both {
            true => format!("{root}../style.css"),
            false => format!("{root}style.css"),
        };
        Frame {
            lang: lang_code(self.lang),
            style,
            root,
            league: self.league.name.clone(),
            game: self.game.name(self.lang),
            nav,
            other_lang,
            footer: words.footer,
        }
    }

    fn pages(&self, dir: &str) -> Result<Vec<SiteFile>> {
        let mut files = Vec::new();
        let mut page = |path: String, html: std::result::Result<String, askama::Error>| {
            let html = html.map_err(template_fault)?;
            files.push(SiteFile {
                path: format!("{dir}{path}"),
                bytes: html.into_bytes(),
            });
            Ok::<(), crate::Error>(())
        };
        let words = Words::of(self.lang);
        let home = self.frame("index.html");
        page("index.html".into(), self.home_page(&home, words).render())?;
        for (season, table) in &self.tables {
            let path = season_path(*season);
            let frame = self.frame(&path);
            let results = self.matches_of(Some(*season), None, true);
            let charts = self
                .charts
                .iter()
                .find(|(s, _)| s == season)
                .map(|(_, c)| c.clone())
                .unwrap_or_default();
            let html = SeasonPage {
                page: &frame,
                words,
                table: table.clone(),
                results,
                charts,
            }
            .render();
            page(path, html)?;
        }
        for (season, lines) in &self.fixtures {
            for fixture in lines.iter().filter(|f| f.is_played()) {
                let path = match_path(fixture.id);
                let frame = self.frame(&path);
                let game = self.match_view(*season, fixture);
                page(
                    path,
                    MatchPage {
                        page: &frame,
                        words,
                        game,
                    }
                    .render(),
                )?;
            }
        }
        for team in &self.teams {
            let path = team_path(team.id);
            let frame = self.frame(&path);
            let results = self.matches_of(None, Some(team.id), true);
            let view = TeamView {
                name: team.name.clone(),
                coach: team.coach.clone(),
                roster: team.roster_name.clone(),
                players: team.players,
                value: team.money.format(team.value, self.lang),
                treasury: team.money.format(team.treasury, self.lang),
                colour: team.colours.primary.clone(),
            };
            page(
                path,
                TeamPage {
                    page: &frame,
                    words,
                    team: view,
                    results,
                }
                .render(),
            )?;
        }
        Ok(files)
    }

    fn match_view(&self, season: SeasonId, f: &FixtureLine) -> MatchView {
        let lines = self.match_lines.get(&f.id);
        let side = |team: TeamId, name: &str| SideView {
            team: name.to_string(),
            href: team_path(team),
            rows: lines
                .map(|all| {
                    all.iter()
                        .filter(|(t, _)| *t == team)
                        .map(|(_, line)| line.clone())
                        .collect()
                })
                .unwrap_or_default(),
        };
        MatchView {
            home: f.home.clone(),
            home_href: team_path(f.home_id),
            away: f.away.clone(),
            away_href: team_path(f.away_id),
            score: score(f),
            season: self
                .seasons
                .iter()
                .find(|s| s.id == season)
                .map(|s| Site::SeasonTitle.fill(self.lang, &[&s.name]))
                .unwrap_or_default(),
            season_href: season_path(season),
            round: f.round,
            date: f.date.map(|d| d.to_string()).unwrap_or_default(),
            sides: vec![side(f.home_id, &f.home), side(f.away_id, &f.away)],
        }
    }

    fn home_page<'a>(&self, frame: &'a Frame, words: Words) -> HomePage<'a> {
        let latest = self.seasons.last().map(|s| s.id);
        let mut results = self.matches_of(latest, None, true);
        results.reverse();
        results.truncate(10);
        let mut next = self.matches_of(latest, None, false);
        next.truncate(10);
        HomePage {
            page: frame,
            words,
            standings: self
                .tables
                .iter()
                .find(|(s, _)| Some(*s) == latest)
                .map(|(_, t)| t.clone()),
            results,
            next,
            boards: self.boards.clone(),
            records: self.records.clone(),
            teams: self
                .teams
                .iter()
                .map(|t| Link {
                    href: team_path(t.id),
                    label: t.name.clone(),
                })
                .collect(),
            seasons: self
                .seasons
                .iter()
                .map(|s| Link {
                    href: season_path(s.id),
                    label: s.name.clone(),
                })
                .collect(),
        }
    }

    /// The played (or still to play) matches of a season or of a team, in round order.
    fn matches_of(
        &self,
        season: Option<SeasonId>,
        team: Option<TeamId>,
        played: bool,
    ) -> Vec<MatchRow> {
        self.fixtures
            .iter()
            .filter(|(s, _)| season.is_none_or(|wanted| wanted == *s))
            .flat_map(|(_, lines)| lines.iter())
            .filter(|f| f.is_played() == played)
            .filter(|f| team.is_none_or(|t| f.home_id == t || f.away_id == t))
            .map(|f| MatchRow {
                round: f.round,
                date: f.date.map(|d| d.to_string()).unwrap_or_default(),
                home: f.home.clone(),
                home_href: team_path(f.home_id),
                away: f.away.clone(),
                away_href: team_path(f.away_id),
                score: score(f),
                href: match_path(f.id),
            })
            .collect()
    }
}

/// Chart size on the website, scaled to the page's width by the browser.
const CHART_SIZE: (f32, f32) = (720.0, 320.0);

/// A season's race, division by division, and its winning margins, as SVG.
fn season_charts(
    store: &mut Store,
    context: &Context,
    league: LeagueId,
    season: SeasonId,
) -> Result<Vec<String>> {
    let lang = context.lang;
    let race = coach::season_race(store, context, season)?;
    let (width, height) = CHART_SIZE;
    let mut drawn = Vec::new();
    if !race.rounds.is_empty() {
        for (i, division) in race.divisions.iter().enumerate() {
            let chart = coach::race_chart(&race, division, None, lang);
            let id = format!("race-{i}");
            drawn.push(crate::chart::svg(&chart, width, height, &LIGHT, &id));
        }
    }
    let matches = LeagueStats::read(store, league, Reading::Matches(Some(season)))?;
    if !matches.matches().is_empty() {
        let chart = coach::margins_chart(&matches, lang);
        drawn.push(crate::chart::svg(&chart, width, height, &LIGHT, "margins"));
    }
    Ok(drawn)
}

fn board_view(board: coach::LeaderBoard, lang: Lang) -> BoardView {
    let words = Words::of(lang);
    let players = board.of == "player";
    BoardView {
        name: board.name,
        who: if players { words.player } else { words.team },
        rows: board
            .rows
            .into_iter()
            .map(|line| BoardRow {
                rank: line.rank,
                name: match (&line.player, players) {
                    (Some(player), true) => player.clone(),
                    _ => line.team.clone(),
                },
                dead: line.dead,
                team_href: team_path(line.team_id),
                team: line.team,
                value: line.value,
            })
            .collect(),
    }
}

/// What each player did in each match of `stats` (a `Reading::MatchLines`), said with
/// the game's statistics in their order: "Strikes 2 · Kills caused 1".
fn players_did(
    stats: &LeagueStats,
    lang: Lang,
) -> BTreeMap<FixtureId, Vec<(TeamId, PlayerLineView)>> {
    let statistics = stats.game.statistics();
    let mut sums: BTreeMap<(FixtureId, PlayerId), (TeamId, BTreeMap<usize, i64>)> = BTreeMap::new();
    for line in stats.lines() {
        let (Some(fixture), Some(player)) = (line.fixture, line.player) else {
            continue;
        };
        let Some(at) = statistics.iter().position(|s| s.id == line.stat) else {
            continue;
        };
        let entry = sums
            .entry((fixture, player))
            .or_insert((line.team, BTreeMap::new()));
        *entry.1.entry(at).or_default() += line.value;
    }
    let mut by_match: BTreeMap<FixtureId, Vec<(TeamId, PlayerLineView)>> = BTreeMap::new();
    for ((fixture, player), (team, values)) in sums {
        let did: Vec<String> = values
            .iter()
            .filter(|(_, v)| **v != 0)
            .map(|(at, v)| format!("{} {v}", (statistics[*at].name)(lang)))
            .collect();
        if did.is_empty() {
            continue;
        }
        let name = stats
            .player(player)
            .map_or_else(String::new, |p| format!("#{} {}", p.number, p.name));
        by_match.entry(fixture).or_default().push((
            team,
            PlayerLineView {
                name,
                did: did.join(" · "),
            },
        ));
    }
    by_match
}

fn score(f: &FixtureLine) -> String {
    match (f.home_score, f.away_score) {
        (Some(h), Some(a)) => format!("{h}–{a}"),
        _ => String::new(),
    }
}

fn match_path(fixture: FixtureId) -> String {
    format!("matches/{}.html", fixture.0)
}

fn season_path(season: SeasonId) -> String {
    format!("seasons/{}.html", season.0)
}

fn team_path(team: TeamId) -> String {
    format!("teams/{}.html", team.0)
}

/// The folder's front page when it holds both languages: a link to each.
fn chooser(league: &str, langs: &[Lang]) -> Result<String> {
    let links = langs
        .iter()
        .map(|lang| LangLink {
            href: format!("{}/index.html", lang_code(*lang)),
            lang: lang_code(*lang),
            label: Site::OtherLang.get(other(*lang)),
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
