//! A team screen's charts, shared by every game's team screen: the team's value and
//! treasury (power and ranking points) over its matches, and a chosen player's career.
//! Read off the window's thread with the rest of the screen, and read again with it.

use iced::Task;
use iced::widget::{Column, column, pick_list, row};
use iced::{Alignment, Element};

use super::chart::ChartView;
use super::db::Db;
use super::failure::Failure;
use super::style::panel::section;
use super::style::space;
use super::team_colours::{ColourEditor, ColourMessage, Tk};
use super::tr::texts;
use super::widgets::{Loadable, caption};
use crate::chart::Chart;
use crate::coach::{self, LeagueStats, Reading};
use crate::data::Lang;
use crate::stats::Scope;
use crate::store::{PlayerId, TeamColours, TeamId};

texts! { Tc {
    Charts => "Charts", "Graphiques";
    Career => "Career of", "Carrière de";
    PickPlayer => "Choose a player", "Choisir un joueur";
    NoMatch => "No match played yet: the charts start with the team's first match.",
        "Aucun match joué : les graphiques commencent au premier match de l'équipe.";
} }

/// A player in the career list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CareerChoice {
    pub player: PlayerId,
    pub name: String,
}

impl std::fmt::Display for CareerChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}

/// The team's charts, built in the worker.
#[derive(Debug, Clone, PartialEq)]
pub struct ChartsData {
    pub played: usize,
    pub value: Chart,
    pub careers: Vec<(CareerChoice, Chart)>,
    pub colours: TeamColours,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<ChartsData>, Failure>),
    PlayerPicked(CareerChoice),
    Colours(ColourMessage),
}

/// What the team screen does after a message to its charts.
pub enum ChartsOutcome {
    None,
    Run(Task<Message>),
    /// The team changed (its colours): read the whole screen again.
    Reload,
}

impl ChartsOutcome {
    /// The task for the team screen: the charts' own (wrapped), the whole screen read
    /// again (`reload`), or none.
    pub fn task<M: Send + 'static>(
        self,
        wrap: fn(Message) -> M,
        reload: impl FnOnce() -> Task<M>,
    ) -> Option<Task<M>> {
        match self {
            ChartsOutcome::None => None,
            ChartsOutcome::Run(task) => Some(task.map(wrap)),
            ChartsOutcome::Reload => Some(reload()),
        }
    }
}

#[derive(Debug)]
pub struct TeamCharts {
    pub team: TeamId,
    pub data: Loadable<ChartsData>,
    pub value: Option<ChartView>,
    /// The players' careers, in the order of `ChartsData::careers`.
    pub careers: Vec<ChartView>,
    pub picked: Option<PlayerId>,
    /// The team's colours and their editor, once read.
    pub colours: Option<ColourEditor>,
}

impl TeamCharts {
    pub fn new(team: TeamId) -> TeamCharts {
        TeamCharts {
            team,
            data: Loadable::Loading,
            value: None,
            careers: Vec::new(),
            picked: None,
            colours: None,
        }
    }

    pub fn load(&self, db: &Db, lang: Lang) -> Task<Message> {
        let team = self.team;
        Task::perform(
            db.call(lang, move |store, context| {
                read_charts(store, team, context.lang).map(Box::new)
            }),
            Message::Loaded,
        )
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> ChartsOutcome {
        match message {
            Message::Loaded(result) => {
                self.data = Loadable::from_result(result.map(|data| *data));
                let data = self.data.loaded();
                self.value = data.map(|d| ChartView::new(d.value.clone(), lang));
                self.careers = data.map_or(Vec::new(), |d| {
                    d.careers
                        .iter()
                        .map(|(_, chart)| ChartView::new(chart.clone(), lang))
                        .collect()
                });
                self.colours = data.map(|d| ColourEditor::new(self.team, d.colours.clone()));
            }
            Message::PlayerPicked(choice) => self.picked = Some(choice.player),
            Message::Colours(ColourMessage::Saved(Ok(()))) => return ChartsOutcome::Reload,
            Message::Colours(message) => {
                if let Some(editor) = &mut self.colours {
                    let task = editor.update(message, db, lang);
                    return ChartsOutcome::Run(task.map(Message::Colours));
                }
            }
        }
        ChartsOutcome::None
    }

    /// The team's colours, to show over its charts.
    pub fn colours_view(&self, lang: Lang) -> Option<Element<'_, Message>> {
        let editor = self.colours.as_ref()?;
        let body = editor.view(lang).map(Message::Colours);
        Some(section(Tk::Colours.get(lang), body).into())
    }

    /// The team's colours, then its charts; `selected` is the player the screen has
    /// chosen, if any, which the career follows.
    pub fn view(&self, selected: Option<PlayerId>, lang: Lang) -> Option<Element<'_, Message>> {
        let charts = self.charts_view(selected, lang)?;
        Some(
            Column::new()
                .push(self.colours_view(lang))
                .push(charts)
                .spacing(space::L)
                .into(),
        )
    }

    fn charts_view(&self, selected: Option<PlayerId>, lang: Lang) -> Option<Element<'_, Message>> {
        let data = self.data.loaded()?;
        if data.played == 0 {
            return Some(section(Tc::Charts.get(lang), caption(Tc::NoMatch.get(lang))).into());
        }
        let mut body = column![].spacing(space::L);
        if let Some(value) = &self.value {
            body = body.push(value.view());
        }
        if !data.careers.is_empty() {
            let player = selected.or(self.picked);
            let index = data
                .careers
                .iter()
                .position(|(c, _)| Some(c.player) == player);
            let choices: Vec<CareerChoice> = data.careers.iter().map(|(c, _)| c.clone()).collect();
            let chosen = index.map(|i| data.careers[i].0.clone());
            body = body.push(
                row![
                    caption(Tc::Career.get(lang)),
                    pick_list(choices, chosen, Message::PlayerPicked)
                        .placeholder(Tc::PickPlayer.get(lang)),
                ]
                .spacing(space::S)
                .align_y(Alignment::Center),
            );
            if let Some(career) = index.and_then(|i| self.careers.get(i)) {
                body = body.push(career.view());
            }
        }
        Some(section(Tc::Charts.get(lang), body).into())
    }
}

/// A team screen's table with the team's charts under it.
pub fn under_table<'a, M: 'a>(
    table: Element<'a, M>,
    charts: Option<Element<'a, Message>>,
    wrap: fn(Message) -> M,
) -> Element<'a, M> {
    match charts {
        Some(charts) => column![table, charts.map(wrap)].spacing(space::L).into(),
        None => table,
    }
}

fn read_charts(
    store: &mut crate::store::Store,
    team: TeamId,
    lang: Lang,
) -> crate::Result<ChartsData> {
    let stats = LeagueStats::read_scope(store, Scope::Team(team), Reading::Team(team))?;
    let value = coach::value_chart(&stats, team, lang);
    let mut players: Vec<PlayerId> = stats.lines().iter().filter_map(|l| l.player).collect();
    players.sort();
    players.dedup();
    let mut careers = Vec::new();
    for player in players {
        let Some(who) = stats.player(player) else {
            continue;
        };
        let name = who.name.clone();
        careers.push((
            CareerChoice { player, name },
            coach::career_chart(&stats, player, lang)?,
        ));
    }
    careers.sort_by(|a, b| a.0.name.cmp(&b.0.name));
    Ok(ChartsData {
        colours: coach::team_colours(store, team)?,
        played: stats.matches().len(),
        value,
        careers,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_chart_texts_are_complete() {
        crate::tr::assert_complete(super::Tc::ALL);
    }
}
