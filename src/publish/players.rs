//! A player's page (who, the roster row while on it, the career season by season in the
//! game's statistics, each match they counted in, their injuries and advancements) and
//! the graveyard: every player a match killed.

use std::collections::BTreeMap;

use askama::Template;

use super::pages::{CareerRow, GraveView, GraveyardPage, PlayerMatchView, PlayerPage};
use super::pages::{PlayerView, StoryView};
use super::paths::{self, match_path, player_path, team_path};
use super::read::{LangSite, said};
use super::words::Site;
use crate::games::{StoryKind, StoryLine};
use crate::stats::{DEATHS, StatOf};
use crate::store::{FixtureId, PlayerId};

impl LangSite {
    pub fn player_page(&self, id: PlayerId) -> Result<String, askama::Error> {
        let frame = self.frame(&player_path(id));
        let Some(who) = self.stats.player(id) else {
            return Err(askama::Error::Custom(
                "a player page without its player".into(),
            ));
        };
        let team = self.stats.team_name(who.team).to_string();
        let roster = self.roster_view(who.team);
        let row = roster
            .rows
            .iter()
            .find(|(href, _, _)| *href == player_path(id))
            .cloned();
        let died = self.death_of(id);
        let view = PlayerView {
            name: format!("#{} {}", who.number, who.name),
            team_href: team_path(who.team),
            team,
            hired_on: who.hired_on.to_string(),
            released_on: who.released_on.map(|d| d.to_string()),
            died: died.map(|fixture| (match_path(fixture), self.match_label(fixture))),
        };
        let (headers, career) = self.career(id);
        PlayerPage {
            page: &frame,
            words: self.words(),
            player: view,
            roster_headers: roster.headers,
            roster_row: row,
            career_headers: headers,
            career,
            matches: self.player_matches(id),
            story: self
                .story_of_player(id)
                .map(|line| self.story_view(line))
                .collect(),
        }
        .render()
    }

    /// The career, season by season (and what was carried from another file), then all
    /// time: the game's player statistics as headers, a row per season.
    fn career(&self, id: PlayerId) -> (Vec<&'static str>, Vec<CareerRow>) {
        let statistics: Vec<_> = self
            .game
            .statistics()
            .iter()
            .filter(|s| s.of == StatOf::Player)
            .collect();
        let headers = statistics.iter().map(|s| (s.name)(self.lang)).collect();
        let mut by_season: BTreeMap<Option<usize>, (Vec<i64>, Vec<FixtureId>)> = BTreeMap::new();
        let mut total = vec![0; statistics.len()];
        for line in self.lines_of.get(&id).into_iter().flatten() {
            let line = &self.stats.lines()[*line];
            let Some(at) = statistics.iter().position(|s| s.id == line.stat) else {
                continue;
            };
            let season = line
                .fixture
                .and_then(|f| self.fixture_at.get(&f))
                .map(|(s, _)| *s);
            let entry = by_season
                .entry(season)
                .or_insert_with(|| (vec![0; statistics.len()], Vec::new()));
            entry.0[at] += line.value;
            entry.1.extend(line.fixture);
            total[at] += line.value;
        }
        let words = self.words();
        let mut rows: Vec<CareerRow> = by_season
            .into_iter()
            .map(|(season, (values, mut fixtures))| {
                fixtures.sort_unstable();
                fixtures.dedup();
                let label = match season {
                    Some(at) => self.seasons[at].record.name.clone(),
                    None => words.carried.to_string(),
                };
                CareerRow {
                    label,
                    matches: (season.is_some()).then_some(fixtures.len()),
                    values,
                }
            })
            .collect();
        if rows.len() > 1 {
            rows.push(CareerRow {
                label: words.all_time.to_string(),
                matches: None,
                values: total,
            });
        }
        (headers, rows)
    }

    /// Each match the player counted in, in play order, with what they did.
    fn player_matches(&self, id: PlayerId) -> Vec<PlayerMatchView> {
        let mut by_match: BTreeMap<(usize, usize), BTreeMap<usize, i64>> = BTreeMap::new();
        let statistics = self.game.statistics();
        for line in self.lines_of.get(&id).into_iter().flatten() {
            let line = &self.stats.lines()[*line];
            let (Some(fixture), Some(stat)) = (
                line.fixture.and_then(|f| self.fixture_at.get(&f)),
                statistics.iter().position(|s| s.id == line.stat),
            ) else {
                continue;
            };
            *by_match
                .entry(*fixture)
                .or_default()
                .entry(stat)
                .or_default() += line.value;
        }
        by_match
            .into_iter()
            .filter_map(|((s, f), values)| {
                let season = &self.seasons[s];
                let fixture = &season.fixtures[f];
                let did = said(statistics, &values, self.lang);
                (!did.is_empty()).then(|| PlayerMatchView {
                    season: season.record.name.clone(),
                    round: fixture.round,
                    href: match_path(fixture.id),
                    label: self.match_label(fixture.id),
                    did,
                })
            })
            .collect()
    }

    /// "Home 2–1 Away".
    fn match_label(&self, fixture: FixtureId) -> String {
        match self.fixture(fixture) {
            Some((_, f)) => format!("{} {} {}", f.home, super::frame::score(f), f.away),
            None => String::new(),
        }
    }

    /// The match that killed the player, if one did.
    fn death_of(&self, id: PlayerId) -> Option<FixtureId> {
        self.lines_of
            .get(&id)?
            .iter()
            .map(|at| &self.stats.lines()[*at])
            .find(|line| line.stat == DEATHS && line.value > 0)
            .and_then(|line| line.fixture)
    }

    pub fn story_of_player(&self, id: PlayerId) -> impl Iterator<Item = &StoryLine> {
        self.story_by_player
            .get(&id)
            .into_iter()
            .flatten()
            .map(|at| &self.story[*at])
    }

    pub fn story_of_match(&self, fixture: FixtureId) -> impl Iterator<Item = &StoryLine> {
        self.story_by_match
            .get(&fixture)
            .into_iter()
            .flatten()
            .map(|at| &self.story[*at])
    }

    pub fn story_view(&self, line: &StoryLine) -> StoryView {
        let words = self.words();
        let who = self.stats.player(line.player);
        StoryView {
            player: who.map_or_else(String::new, |p| format!("#{} {}", p.number, p.name)),
            player_href: player_path(line.player),
            match_href: match_path(line.fixture),
            label: self.match_label(line.fixture),
            kind: match line.kind {
                StoryKind::Injury => words.injury,
                StoryKind::Advancement => words.advancement,
            },
            text: line.text.clone(),
        }
    }

    pub fn graveyard_page(&self) -> Result<String, askama::Error> {
        let frame = self.frame(paths::GRAVEYARD);
        let mut graves: Vec<(chrono::NaiveDate, GraveView)> = self
            .stats
            .lines()
            .iter()
            .filter(|line| line.stat == DEATHS && line.value > 0)
            .filter_map(|line| {
                let (player, fixture) = (line.player?, line.fixture?);
                let (season, f) = self.fixture(fixture)?;
                let who = self.stats.player(player)?;
                let date = f.date.unwrap_or(season.record.started_on);
                Some((
                    date,
                    GraveView {
                        name: format!("#{} {}", who.number, who.name),
                        href: player_path(player),
                        team: self.stats.team_name(line.team).to_string(),
                        team_href: team_path(line.team),
                        date: date.to_string(),
                        season: season.record.name.clone(),
                        match_href: match_path(fixture),
                        label: self.match_label(fixture),
                    },
                ))
            })
            .collect();
        graves.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.href.cmp(&b.1.href)));
        GraveyardPage {
            page: &frame,
            words: self.words(),
            title: Site::Graveyard.get(self.lang),
            graves: graves.into_iter().map(|(_, g)| g).collect(),
        }
        .render()
    }
}
