//! The league screen's Statistics tab: for a chosen season (the latest by default) or
//! all time, the leader boards, the season's race, the winning margins' chart, the
//! records and the head-to-head matrix, read off the window's thread like the rest of
//! the screen and read again whenever the file changes.

use std::collections::HashMap;

use iced::Task;

use super::league_race::{RaceMessage, RacePanel};
use crate::coach::{
    self, Context, HeadToHeadView, LeaderBoard, LeagueStats, Reading, RecordLine, SeasonRace,
};
use crate::data::Lang;
use crate::gui::chart::ChartView;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::tr::texts;
use crate::gui::widgets::Loadable;
use crate::stats::Scope;
use crate::store::{LeagueId, SeasonId, SeasonRecord};

texts! { St {
    Overview => "Teams and seasons", "Équipes et saisons";
    Statistics => "Statistics", "Statistiques";
    Of => "Statistics of", "Statistiques de";
    AllTime => "All time", "Toutes saisons";
    Leaders => "Leaders", "En tête";
    Records => "Records", "Records";
    HeadToHead => "Head-to-head", "Face-à-face";
    Results => "Results", "Résultats";
    Rank => "#", "N°";
    Player => "Player", "Joueur";
    Team => "Team", "Équipe";
    Total => "Total", "Total";
    Dead => "dead", "mort";
    Record => "Record", "Record";
    HeldBy => "Held by", "Détenu par";
    Set => "Set", "Établi";
    RoundOf => "{}, round {}", "{}, journée {}";
    EqualledOnce => "equalled once", "égalé une fois";
    Equalled => "equalled {} times", "égalé {} fois";
    NoneYet => "No one yet.", "Personne pour l'instant.";
    NoMatch => "No match played here yet: play a match day to see its numbers.",
        "Aucun match joué ici : jouez une journée pour en voir les chiffres.";
    MatrixHint => "Each cell: wins-draws-losses of the row's team against the column's.",
        "Chaque case : victoires-nuls-défaites de l'équipe de la ligne contre celle de la colonne.";
} }

/// Top this many of each statistic.
pub const LEADERS_SHOWN: usize = 5;

/// What the tab shows: one season, or every match of the league.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatsScope {
    Season(SeasonId),
    AllTime,
}

/// A scope in the tab's list, with its name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScopeChoice {
    pub scope: StatsScope,
    pub label: String,
}

impl std::fmt::Display for ScopeChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// A record with where it was set, said in the user's language.
#[derive(Debug, Clone, PartialEq)]
pub struct RecordRow {
    pub line: RecordLine,
    pub set: String,
}

/// What the tab shows, read in one job.
#[derive(Debug, Clone, PartialEq)]
pub struct StatsData {
    pub boards: Vec<LeaderBoard>,
    pub records: Vec<RecordRow>,
    pub matrix: HeadToHeadView,
    /// `grid[row][column]`: "W-D-L", empty where the two never met, a dash on the diagonal.
    pub grid: Vec<Vec<String>>,
    pub played: usize,
    pub margins: crate::chart::Chart,
    /// The season's race (all time has none).
    pub race: Option<SeasonRace>,
}

#[derive(Debug, Clone)]
pub enum Message {
    ScopePicked(ScopeChoice),
    Loaded(Result<Box<StatsData>, Failure>),
    ReloadPressed,
    Race(RaceMessage),
}

/// The tab's state, kept by the league screen.
#[derive(Debug)]
pub struct StatsTab {
    pub scope: Option<StatsScope>,
    pub data: Loadable<StatsData>,
    /// The margins' chart and its drawing, kept between frames.
    pub margins: Option<ChartView>,
    /// The season race's chart and what is picked in it.
    pub race: Option<RacePanel>,
}

impl StatsTab {
    pub fn new() -> StatsTab {
        StatsTab {
            scope: None,
            data: Loadable::Loading,
            margins: None,
            race: None,
        }
    }

    /// The scope shown: the one chosen, else the latest season, else all time.
    pub fn scope(&self, seasons: &[SeasonRecord]) -> StatsScope {
        self.scope.unwrap_or_else(|| {
            seasons
                .last()
                .map_or(StatsScope::AllTime, |s| StatsScope::Season(s.id))
        })
    }

    pub fn choices(seasons: &[SeasonRecord], lang: Lang) -> Vec<ScopeChoice> {
        std::iter::once(ScopeChoice {
            scope: StatsScope::AllTime,
            label: St::AllTime.get(lang).to_string(),
        })
        .chain(seasons.iter().rev().map(|s| ScopeChoice {
            scope: StatsScope::Season(s.id),
            label: s.name.clone(),
        }))
        .collect()
    }

    /// Reads the tab's numbers for `scope` on a worker thread.
    pub fn load(&self, db: &Db, lang: Lang, league: LeagueId, scope: StatsScope) -> Task<Message> {
        Task::perform(
            db.call(lang, move |store, context| {
                read_stats(store, context, league, scope).map(Box::new)
            }),
            Message::Loaded,
        )
    }

    /// Takes a message; gives the task to run when the numbers must be read again.
    pub fn update(
        &mut self,
        message: Message,
        lang: Lang,
        reload: impl FnOnce(&mut StatsTab) -> Task<Message>,
    ) -> Task<Message> {
        match message {
            Message::ScopePicked(choice) => {
                self.scope = Some(choice.scope);
                self.data = Loadable::Loading;
                self.margins = None;
                self.race = None;
                reload(self)
            }
            Message::ReloadPressed => reload(self),
            Message::Loaded(result) => {
                self.data = Loadable::from_result(result.map(|data| *data));
                self.margins = self
                    .data
                    .loaded()
                    .map(|data| ChartView::new(data.margins.clone(), lang));
                self.race = self.fresh_race(lang);
                Task::none()
            }
            Message::Race(message) => {
                if let Some(race) = &mut self.race {
                    race.update(message, lang);
                }
                Task::none()
            }
        }
    }
}

impl StatsTab {
    /// The race of the numbers just read, keeping the division and team picked when
    /// the same season is read again (after a write, say).
    fn fresh_race(&mut self, lang: Lang) -> Option<RacePanel> {
        let race = self.data.loaded()?.race.clone()?;
        let (division, highlight) = match self.race.take() {
            Some(before) if before.race.season == race.season => {
                (before.division, before.highlight)
            }
            _ => (0, None),
        };
        RacePanel::new(race, division, highlight, lang)
    }
}

impl Default for StatsTab {
    fn default() -> StatsTab {
        StatsTab::new()
    }
}

fn read_stats(
    store: &mut crate::store::Store,
    context: &Context,
    league: LeagueId,
    scope: StatsScope,
) -> crate::Result<StatsData> {
    let lang = context.lang;
    let (stats_scope, season) = match scope {
        StatsScope::Season(season) => (Scope::Season(season), Some(season)),
        StatsScope::AllTime => (Scope::League(league), None),
    };
    let boards = coach::leader_boards(store, stats_scope, None, LEADERS_SHOWN, lang)?;
    let seasons: HashMap<SeasonId, String> = coach::seasons(store, league)?
        .into_iter()
        .map(|s| (s.id, s.name))
        .collect();
    let records = LeagueStats::read_scope(store, stats_scope, Reading::Records(season))?
        .record_lines(lang)
        .into_iter()
        .map(|line| {
            let set = match (line.season_id.and_then(|s| seasons.get(&s)), line.round) {
                (Some(name), Some(round)) => St::RoundOf.fill(lang, &[name, &round]),
                (Some(name), None) => name.clone(),
                _ => String::new(),
            };
            RecordRow { line, set }
        })
        .collect();
    let matches = LeagueStats::read_scope(store, stats_scope, Reading::Matches(season))?;
    let matrix = matches.head_to_head_view();
    Ok(StatsData {
        boards,
        records,
        grid: matrix_grid(&matrix),
        played: matches.matches().len(),
        margins: coach::margins_chart(&matches, lang),
        race: match season {
            Some(season) => Some(coach::season_race(store, context, season)?),
            None => None,
        },
        matrix,
    })
}

/// The head-to-head as the table's cells, row by row.
pub fn matrix_grid(matrix: &HeadToHeadView) -> Vec<Vec<String>> {
    matrix
        .teams
        .iter()
        .map(|row| {
            matrix
                .teams
                .iter()
                .map(|column| {
                    if row.team_id == column.team_id {
                        return "—".to_string();
                    }
                    matrix
                        .cells
                        .iter()
                        .find(|c| c.team_id == row.team_id && c.opponent_id == column.team_id)
                        .map(|c| format!("{}-{}-{}", c.won, c.drawn, c.lost))
                        .unwrap_or_default()
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::{HeadToHeadLine, NamedTeam};
    use crate::store::TeamId;

    #[test]
    fn the_statistics_texts_are_complete() {
        crate::tr::assert_complete(St::ALL);
    }

    #[test]
    fn the_matrix_reads_row_against_column_and_leaves_unmet_pairs_empty() {
        let team = |id: i64, name: &str| NamedTeam {
            team_id: TeamId(id),
            team: name.into(),
        };
        let line = |a: i64, b: i64, won, drawn, lost| HeadToHeadLine {
            team_id: TeamId(a),
            opponent_id: TeamId(b),
            won,
            drawn,
            lost,
            scored: 0,
            conceded: 0,
        };
        let matrix = HeadToHeadView {
            teams: vec![team(1, "A"), team(2, "B"), team(3, "C")],
            cells: vec![line(1, 2, 2, 1, 0), line(2, 1, 0, 1, 2)],
        };
        let grid = matrix_grid(&matrix);
        assert_eq!(grid[0], ["—", "2-1-0", ""]);
        assert_eq!(grid[1], ["0-1-2", "—", ""]);
        assert_eq!(grid[2], ["", "", "—"]);
    }
}
