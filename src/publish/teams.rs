//! A team's page: its figures and colour, its roster as its sheet prints it (each name a
//! link to the player's page) with the glossary of its skills, its value and treasury
//! over time, its record and its matches.

use std::cmp::Ordering;

use askama::Template;

use super::charts;
use super::pages::{RecordSummary, RosterView, TeamPage, TeamView};
use super::paths::{player_path, team_path};
use super::read::LangSite;
use crate::sheet::NAME_COLUMN;
use crate::store::TeamId;

/// A roster cell longer than this lets its column wrap; shorter ones never break.
const WIDE: usize = 24;

impl LangSite {
    pub fn team_page(&self, id: TeamId) -> Result<String, askama::Error> {
        let frame = self.frame(&team_path(id));
        let Some(team) = self.teams.iter().find(|t| t.id == id) else {
            return Err(askama::Error::Custom("a team page without its team".into()));
        };
        let view = TeamView {
            name: team.name.clone(),
            coach: team.coach.clone(),
            roster: team.roster_name.clone(),
            players: team.players,
            value: team.money.format(team.value, self.lang),
            treasury: team.money.format(team.treasury, self.lang),
            colour: team.colours.primary.clone(),
        };
        TeamPage {
            page: &frame,
            words: self.words(),
            team: view,
            record: self.record_of(id),
            roster: self.roster_view(id),
            chart: charts::value_chart(&self.stats, id, self.lang),
            results: self.matches_of(None, Some(id), true),
        }
        .render()
    }

    /// The team's roster as its sheet prints it, names linked to their pages.
    pub fn roster_view(&self, team: TeamId) -> RosterView {
        let Some(table) = self.rosters.get(&team) else {
            return RosterView::default();
        };
        let wrap = (0..table.headers.len())
            .map(|column| {
                table.rows.iter().any(|row| {
                    row.cells
                        .get(column)
                        .is_some_and(|c| c.chars().count() > WIDE)
                })
            })
            .collect();
        RosterView {
            wrap,
            headers: table.headers.clone(),
            name_column: NAME_COLUMN,
            rows: table
                .rows
                .iter()
                .map(|row| (player_path(row.player), row.cells.clone(), row.note.clone()))
                .collect(),
            glossary: table.glossary.clone(),
        }
    }

    /// Played, won, drawn, lost over every match of the file.
    fn record_of(&self, team: TeamId) -> RecordSummary {
        let mut record = RecordSummary::default();
        for played in self.stats.matches() {
            match played.result_of(team) {
                Some(Ordering::Greater) => record.won += 1,
                Some(Ordering::Equal) => record.drawn += 1,
                Some(Ordering::Less) => record.lost += 1,
                None => continue,
            }
            record.played += 1;
        }
        record
    }
}
