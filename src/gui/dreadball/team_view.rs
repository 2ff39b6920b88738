//! How the DreadBall team screen looks, from the shared roster parts: the header with
//! its key numbers, the roster table's columns, and the panels (the selected player,
//! hire, buy, the team's name, problems, commissioner, ledger; see `team_panels`).

use iced::widget::{column, text, text_input};
use iced::{Element, Length};

use super::team::{Control, Message, TeamData, TeamScreen};
use crate::coach::Context;
use crate::data::Lang;
use crate::gui::dreadball::tr::Dr;
use crate::gui::roster::{self, Figure, Header, RosterColumn};
use crate::gui::style::{self, icon::Icon};
use crate::gui::team_charts::under_table;
use crate::gui::tr::{Text, Tm, fill, tr};
use crate::gui::widgets::{icon_button, mc, refusal, subheading, with_tooltip};
use crate::present::dreadball::{
    movement, player_count, roster_name, skill_names, staff_name, target,
};
use crate::store::dreadball::PlayerRecord;

pub use super::team_panels::undo_label;

impl TeamScreen {
    pub fn view<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        self.data.view(lang, Message::ReloadPressed, move |data| {
            let least = roster::least_width(&roster_columns(data, self.selected, context));
            roster::team_page(
                self.header(data, context),
                least,
                move || {
                    let charts = self.charts.view(self.selected, lang);
                    under_table(
                        roster_table(data, self.selected, context),
                        charts,
                        Message::Charts,
                    )
                },
                move || self.panels(data, context),
            )
        })
    }

    fn header<'a>(&'a self, data: &'a TeamData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let team = &data.view.team;
        let staff: Vec<String> = team
            .staff
            .iter()
            .map(|kind| staff_name(&context, *kind))
            .collect();
        let staff = if staff.is_empty() {
            tr(lang, Dr::None).to_string()
        } else {
            staff.join(", ")
        };
        Header {
            back: Message::BackPressed,
            name: team.name.as_str(),
            game: format!(
                "{} · {}",
                tr(lang, Dr::GameName),
                roster_name(&context, &team.roster)
            ),
            coach: team.coach.as_str(),
            figures: vec![
                Figure::new(tr(lang, Text::Treasury), mc(team.treasury_mc)),
                Figure::new(tr(lang, Text::TeamValue), mc(data.view.team_value_mc)),
                Figure::new(
                    tr(lang, Text::Players),
                    player_count(&context, team.players.len()),
                ),
                Figure::new(tr(lang, Tm::CoachingDice), team.dice.to_string()),
                Figure::new(tr(lang, Dr::CardsFigure), team.cards.to_string()),
                Figure::new(tr(lang, Text::Cheerleaders), team.cheerleaders.to_string()),
                Figure::new(tr(lang, Tm::Staff), staff),
            ],
            actions: vec![
                icon_button(Icon::History, tr(lang, Text::History))
                    .on_press(Message::HistoryPressed)
                    .into(),
                self.undo_button(data, &context),
                self.print_controls(lang),
            ],
            note: None,
        }
        .view(lang)
    }

    /// The team sheet as PDF, now or as of a date typed in; the team's export.
    fn print_controls(&self, lang: Lang) -> Element<'_, Message> {
        let controls = iced::widget::row![
            text_input(tr(lang, Tm::AsOfShort), &self.as_of)
                .on_input(Message::AsOfEdited)
                .on_submit(Message::PrintPressed)
                .width(Length::Fixed(170.0)),
            icon_button(Icon::Print, tr(lang, Text::PrintSheet)).on_press(Message::PrintPressed),
            icon_button(Icon::Export, tr(lang, Text::ExportTeam)).on_press_maybe(
                self.data.loaded().map(|data| {
                    Message::Exchange(crate::gui::exchange::Exchange::ExportTeam {
                        team: self.id,
                        name: data.view.team.name.clone(),
                    })
                })
            ),
        ]
        .spacing(style::space::S);
        column![controls]
            .push(self.refusal_for(&Control::Print).map(refusal))
            .spacing(style::space::XS)
            .align_x(iced::Alignment::End)
            .into()
    }

    fn undo_button<'a>(&'a self, data: &'a TeamData, context: &Context) -> Element<'a, Message> {
        let lang = context.lang;
        let label = match &data.last_change {
            Some(change) => format!("{} (Ctrl+Z)", undo_label(&change.reversal, context)),
            None => tr(lang, Dr::Undo).to_string(),
        };
        let open = data.last_change.as_ref().filter(|c| c.blocked.is_none());
        let press =
            icon_button(Icon::Undo, label).on_press_maybe(open.map(|_| Message::UndoPressed));
        let undo = match &data.last_change {
            Some(_) => Element::from(press),
            None => with_tooltip(press, tr(lang, Text::NothingToUndo).to_string()),
        };
        column![undo]
            .push(self.refusal_for(&Control::Undo).map(refusal))
            .push(crate::gui::widgets::undo_blocked_note(
                data.last_change.as_ref(),
                lang,
            ))
            .spacing(style::space::XS)
            .align_x(iced::Alignment::End)
            .into()
    }
}

fn roster_table<'a>(
    data: &'a TeamData,
    selected: Option<crate::store::PlayerId>,
    context: Context,
) -> Element<'a, Message> {
    let players = &data.view.team.players;
    if players.is_empty() {
        return empty_roster(data, context.lang);
    }
    roster::roster_table(roster_columns(data, selected, context), players)
}

/// DreadBall's columns: number, name, position, the five stats, cost, kind, skills.
fn roster_columns<'a>(
    _data: &'a TeamData,
    selected: Option<crate::store::PlayerId>,
    context: Context,
) -> Vec<RosterColumn<'a, PlayerRecord, Message>> {
    let lang = context.lang;
    let stat =
        |label: Dr, value: fn(&PlayerRecord) -> String| RosterColumn::stat(tr(lang, label), value);
    vec![
        RosterColumn::number(tr(lang, Text::Number), 22.0, |p: &PlayerRecord| {
            p.number.to_string()
        }),
        RosterColumn::name(
            tr(lang, Text::Name),
            150.0,
            |p: &PlayerRecord| p.name.clone(),
            move |p| Some(p.id) == selected,
            |p| Message::PlayerSelected(p.id),
        ),
        RosterColumn::text(tr(lang, Text::Position), 60.0, |p: &PlayerRecord| {
            p.position.name().to_string()
        }),
        stat(Dr::Mv, |p| movement(p.stats.movement)),
        stat(Dr::Str, |p| target(p.stats.strength)),
        stat(Dr::Spd, |p| target(p.stats.speed)),
        stat(Dr::Skl, |p| target(p.stats.skill)),
        stat(Dr::Arm, |p| target(p.stats.armour)),
        RosterColumn::number(tr(lang, Text::Cost), 40.0, |p: &PlayerRecord| mc(p.cost_mc)),
        RosterColumn::text(tr(lang, Dr::Kind), 70.0, move |p: &PlayerRecord| {
            tr(lang, super::team_panels::kind_text(p.kind)).to_string()
        }),
        RosterColumn::wide(tr(lang, Text::Skills), move |p: &PlayerRecord| {
            skill_names(&context, &p.skills)
        }),
    ]
}

/// A team with no players: what to do first, with the button that does it.
fn empty_roster(data: &TeamData, lang: Lang) -> Element<'_, Message> {
    let hint = fill(
        tr(lang, Dr::NoPlayersYet),
        &[&mc(data.view.team.treasury_mc)],
    );
    style::panel::card(
        column![subheading(tr(lang, Dr::NoPlayers)), text(hint)].spacing(style::space::S),
    )
    .width(Length::Fill)
    .into()
}
