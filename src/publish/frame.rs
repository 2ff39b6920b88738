//! What every page shares: its frame (the league, the way home, the seasons, the other
//! language) and the list rows a page shows of matches.

use super::pages::{Frame, LangLink, Link, MatchRow, lang_code};
use super::paths::{self, match_path, team_path};
use super::read::LangSite;
use crate::coach::FixtureLine;
use crate::store::{SeasonId, TeamId};

impl LangSite {
    /// The frame of a page at `path` (relative to the language's root).
    pub fn frame(&self, path: &str) -> Frame {
        let depth = path.matches('/').count();
        let root = "../".repeat(depth);
        let words = self.words();
        let other_lang = self.both.then(|| {
            let other = super::other(self.lang);
            LangLink {
                href: format!("{root}../{}/{path}", lang_code(other)),
                lang: lang_code(other),
                label: words.other_lang,
            }
        });
        let mut nav = vec![Link {
            href: paths::HOME.into(),
            label: words.home.to_string(),
        }];
        nav.extend(self.seasons.iter().map(|s| Link {
            href: paths::season_path(s.record.id),
            label: s.record.name.clone(),
        }));
        nav.push(Link {
            href: paths::GRAVEYARD.into(),
            label: words.graveyard.to_string(),
        });
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

    /// The played (or still to play) matches of a season or of a team, in round order.
    pub fn matches_of(
        &self,
        season: Option<SeasonId>,
        team: Option<TeamId>,
        played: bool,
    ) -> Vec<MatchRow> {
        self.seasons
            .iter()
            .filter(|s| season.is_none_or(|wanted| wanted == s.record.id))
            .flat_map(|s| s.fixtures.iter())
            .filter(|f| f.is_played() == played)
            .filter(|f| team.is_none_or(|t| f.home_id == t || f.away_id == t))
            .map(match_row)
            .collect()
    }
}

pub fn match_row(f: &FixtureLine) -> MatchRow {
    MatchRow {
        round: f.round,
        date: f.date.map(|d| d.to_string()).unwrap_or_default(),
        home: f.home.clone(),
        home_href: team_path(f.home_id),
        away: f.away.clone(),
        away_href: team_path(f.away_id),
        score: score(f),
        href: match_path(f.id),
    }
}

pub fn score(f: &FixtureLine) -> String {
    match (f.home_score, f.away_score) {
        (Some(h), Some(a)) => format!("{h}–{a}"),
        _ => String::new(),
    }
}
