//! The Killpower Ball team screen: the team part of its sheet (coach, ranking points,
//! total experience, power, division, matches) and its seven gladiators. A team changes
//! only through its matches, so the screen reads and prints; it has nothing to undo.

use iced::Task;
use iced::widget::{column, row, scrollable};
use iced::{Element, Length};

use super::words::gladiators_table;
use crate::coach::AsOf;
use crate::coach::killpower::{self as kpb, KpbTeam};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::exchange::Exchange;
use crate::gui::failure::Failure;
use crate::gui::print::Document;
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::{card, section};
use crate::gui::style::space;
use crate::gui::tr::{Kp, Text, tr};
use crate::gui::widgets::{Loadable, caption, field, heading, icon_button};
use crate::rules::killpower::Mode;
use crate::store::TeamId;

#[derive(Debug)]
pub struct TeamScreen {
    pub id: TeamId,
    pub data: Loadable<Box<KpbTeam>>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<KpbTeam>, Failure>),
    ReloadPressed,
    BackPressed,
    Print(Document),
    /// Export the team (the app asks where).
    Exchange(Exchange),
}

/// What the root should do after a message.
pub enum Action {
    None,
    Run(Task<Message>),
    Back,
}

impl TeamScreen {
    pub fn new(id: TeamId) -> TeamScreen {
        TeamScreen {
            id,
            data: Loadable::Loading,
        }
    }

    pub fn load(&self, db: &Db, lang: Lang) -> Task<Message> {
        let id = self.id;
        Task::perform(
            db.call(lang, move |store, context| {
                kpb::show_team(store, context.lang, id).map(Box::new)
            }),
            Message::Loaded,
        )
    }

    pub fn title(&self) -> Option<&str> {
        self.data.loaded().map(|team| team.name.as_str())
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(result) => {
                self.data = Loadable::from_result(result);
                Action::None
            }
            Message::ReloadPressed => Action::Run(self.load(db, lang)),
            Message::BackPressed => Action::Back,
            // The app takes them on their way here.
            Message::Print(_) | Message::Exchange(_) => Action::None,
        }
    }

    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        self.data
            .view(lang, Message::ReloadPressed, |team| page(team, lang))
    }
}

fn page(team: &KpbTeam, lang: Lang) -> Element<'_, Message> {
    let print = Document::Team {
        team: team.id,
        name: team.name.clone(),
        as_of: AsOf::Now,
    };
    let export = Exchange::ExportTeam {
        team: team.id,
        name: team.name.clone(),
    };
    let mode = match team.mode {
        Mode::Championship => Kp::ModeChampionship,
        Mode::Tournament => Kp::ModeTournament,
    };
    let top = row![
        icon_button(Icon::Back, tr(lang, Text::Back)).on_press(Message::BackPressed),
        heading(team.name.as_str()),
        caption(format!(
            "{} · {} {}",
            tr(lang, mode),
            tr(lang, Text::Coach),
            team.coach
        )),
        iced::widget::space::horizontal(),
        icon_button(Icon::Print, tr(lang, Text::PrintSheet)).on_press(Message::Print(print)),
        icon_button(Icon::Export, tr(lang, Text::ExportTeam)).on_press(Message::Exchange(export)),
    ]
    .spacing(space::M)
    .align_y(iced::Alignment::Center);
    let page = column![
        top,
        card(summary(team, lang)).width(Length::Fill),
        section(
            tr(lang, Kp::Gladiators),
            gladiators_table(&team.gladiators, lang)
        ),
    ]
    .spacing(space::M)
    .padding(iced::Padding::ZERO.right(14));
    scrollable(page).into()
}

/// The team part of the sheet.
fn summary(team: &KpbTeam, lang: Lang) -> Element<'_, Message> {
    let record = team.record;
    column![
        row![
            field(tr(lang, Text::Coach), team.coach.clone()),
            field(tr(lang, Kp::RankingPoints), team.ranking_points.to_string()),
            field(
                tr(lang, Kp::TotalExperience),
                team.total_experience.to_string()
            ),
            field(tr(lang, Kp::Power), team.power.to_string()),
            field(tr(lang, Kp::Division), team.division.to_string()),
        ]
        .spacing(space::XL)
        .wrap(),
        row![
            field(tr(lang, Kp::Played), record.played.to_string()),
            field(tr(lang, Kp::Won), record.won.to_string()),
            field(tr(lang, Kp::Lost), record.lost.to_string()),
            field(tr(lang, Kp::Drawn), record.drawn.to_string()),
            field(tr(lang, Kp::Abandoned), record.abandoned.to_string()),
        ]
        .spacing(space::XL)
        .wrap(),
        caption(tr(lang, Kp::PowerNote)),
    ]
    .spacing(space::S)
    .into()
}
