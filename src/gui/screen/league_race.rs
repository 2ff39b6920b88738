//! The season race on the league's Statistics tab: each team's position after each
//! round, one division at a time, with a team picked out. The race is read with the rest
//! of the tab; choosing a division or a team only redraws the chart.

use iced::widget::{Column, pick_list, row};
use iced::{Alignment, Element};

use crate::coach::{self, SeasonRace};
use crate::data::Lang;
use crate::gui::chart::ChartView;
use crate::gui::style::space;
use crate::gui::tr::texts;
use crate::gui::widgets::caption;
use crate::store::TeamId;

texts! { Rc {
    Race => "Season race", "Course de la saison";
    Division => "Division", "Division";
    PickOut => "Pick out", "Mettre en avant";
    NoTeam => "No team", "Aucune équipe";
} }

/// A division in the race's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DivisionChoice {
    pub index: usize,
    pub label: String,
}

impl std::fmt::Display for DivisionChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// A team to pick out (None: no team).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamChoice {
    pub team: Option<TeamId>,
    pub label: String,
}

impl std::fmt::Display for TeamChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

#[derive(Debug, Clone)]
pub enum RaceMessage {
    DivisionPicked(DivisionChoice),
    TeamPicked(TeamChoice),
}

/// A season's race and how it is shown.
#[derive(Debug)]
pub struct RacePanel {
    pub race: SeasonRace,
    pub division: usize,
    pub highlight: Option<TeamId>,
    pub chart: ChartView,
}

impl RacePanel {
    /// The race with `division` shown (the first if there is no such division) and
    /// `highlight` picked out if it plays there; None when no round was played.
    pub fn new(
        race: SeasonRace,
        division: usize,
        highlight: Option<TeamId>,
        lang: Lang,
    ) -> Option<RacePanel> {
        if race.rounds.is_empty() || race.divisions.is_empty() {
            return None;
        }
        let division = if division < race.divisions.len() {
            division
        } else {
            0
        };
        let plays = |team| {
            race.divisions[division]
                .lines
                .iter()
                .any(|l| l.team_id == team)
        };
        let highlight = highlight.filter(|team| plays(*team));
        let chart = race_view(&race, division, highlight, lang);
        Some(RacePanel {
            race,
            division,
            highlight,
            chart,
        })
    }

    pub fn update(&mut self, message: RaceMessage, lang: Lang) {
        match message {
            RaceMessage::DivisionPicked(choice) => {
                self.division = choice.index.min(self.race.divisions.len() - 1);
                let teams = &self.race.divisions[self.division].lines;
                if !teams.iter().any(|l| Some(l.team_id) == self.highlight) {
                    self.highlight = None;
                }
            }
            RaceMessage::TeamPicked(choice) => self.highlight = choice.team,
        }
        self.chart = race_view(&self.race, self.division, self.highlight, lang);
    }

    pub fn view(&self, lang: Lang) -> Element<'_, RaceMessage> {
        let mut pickers = row![].spacing(space::M).align_y(Alignment::Center);
        if self.race.divisions.len() > 1 {
            let choices = self.division_choices();
            let chosen = choices.get(self.division).cloned();
            pickers = pickers
                .push(caption(Rc::Division.get(lang)))
                .push(pick_list(choices, chosen, RaceMessage::DivisionPicked));
        }
        let teams = self.team_choices(lang);
        let chosen = teams.iter().find(|c| c.team == self.highlight).cloned();
        pickers = pickers.push(caption(Rc::PickOut.get(lang))).push(pick_list(
            teams,
            chosen,
            RaceMessage::TeamPicked,
        ));
        Column::new()
            .push(pickers)
            .push(self.chart.view())
            .spacing(space::S)
            .into()
    }

    fn division_choices(&self) -> Vec<DivisionChoice> {
        self.race
            .divisions
            .iter()
            .enumerate()
            .map(|(index, division)| DivisionChoice {
                index,
                label: division
                    .division
                    .clone()
                    .unwrap_or_else(|| (index + 1).to_string()),
            })
            .collect()
    }

    /// No team, then the division's teams in the order they stand.
    fn team_choices(&self, lang: Lang) -> Vec<TeamChoice> {
        let none = TeamChoice {
            team: None,
            label: Rc::NoTeam.get(lang).to_string(),
        };
        std::iter::once(none)
            .chain(
                self.race.divisions[self.division]
                    .lines
                    .iter()
                    .map(|line| TeamChoice {
                        team: Some(line.team_id),
                        label: line.team.clone(),
                    }),
            )
            .collect()
    }
}

fn race_view(
    race: &SeasonRace,
    division: usize,
    highlight: Option<TeamId>,
    lang: Lang,
) -> ChartView {
    let chart = coach::race_chart(race, &race.divisions[division], highlight, lang);
    ChartView::new(chart, lang)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_race_texts_are_complete() {
        crate::tr::assert_complete(super::Rc::ALL);
    }
}
