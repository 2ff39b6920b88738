//! The league's home page: the latest season's standings, latest results, next matches,
//! leaders, records, the teams and the seasons.

use askama::Template;

use super::pages::{HomePage, Link};
use super::paths::{self, season_path, team_path};
use super::read::LangSite;

impl LangSite {
    pub fn home_page(&self) -> Result<String, askama::Error> {
        let frame = self.frame(paths::HOME);
        let latest = self.seasons.last();
        let latest_id = latest.map(|s| s.record.id);
        let mut results = match latest_id {
            Some(id) => self.matches_of(Some(id), None, true),
            None => Vec::new(),
        };
        results.reverse();
        results.truncate(10);
        let mut next = match latest_id {
            Some(id) => self.matches_of(Some(id), None, false),
            None => Vec::new(),
        };
        next.truncate(10);
        HomePage {
            page: &frame,
            words: self.words(),
            standings: latest.map(|s| s.table.clone()),
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
                    href: season_path(s.record.id),
                    label: s.record.name.clone(),
                })
                .collect(),
        }
        .render()
    }
}
