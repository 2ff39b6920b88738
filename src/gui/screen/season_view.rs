//! How the season screen looks: a header with the tabs, then the teams or the fixtures
//! (standings and playoffs are drawn in `season_tables`, the fixtures in
//! `season_fixtures_view`).

use iced::widget::{button, column, container, pick_list, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use super::season::{Control, Message, SeasonData, SeasonScreen, Tab};
use crate::coach::{Context, EventLine, SeasonTeam};
use crate::data::Lang;
use crate::gui::print::Document;
use crate::gui::style::icon::Icon;
use crate::gui::style::{self};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{caption, heading, icon_button, link, refusal, segment, subheading};
use crate::store::EventKind;

impl SeasonScreen {
    pub fn view<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        self.data.view(lang, Message::ReloadPressed, move |data| {
            let body = match self.tab {
                Tab::Teams => self.teams_tab(data, lang),
                Tab::Fixtures => self.fixtures_tab(data, lang),
                Tab::Standings => self.standings_tab(data, lang),
                Tab::Playoffs => self.playoffs_tab(data, lang),
            };
            let mut tabs =
                row![self.tabs(lang), iced::widget::space::horizontal()].align_y(Alignment::Center);
            if let Some(print) = print_button(self.tab, data, lang) {
                tabs = tabs.push(print);
            }
            let page = column![self.header(data, lang), tabs].spacing(10);
            page.push(
                scrollable(container(body).padding(iced::Padding::ZERO.right(14)))
                    .width(Length::Fill)
                    .height(Length::Fill),
            )
            .into()
        })
    }

    fn header<'a>(&'a self, data: &'a SeasonData, lang: Lang) -> Element<'a, Message> {
        let season = &data.view.season;
        let (state, toggle) = match season.closed_on {
            Some(on) => (
                fill(tr(lang, Text::ClosedOn), &[&on.to_string()]),
                Text::ReopenSeason,
            ),
            None => (
                fill(tr(lang, Text::OpenSince), &[&season.started_on.to_string()]),
                Text::CloseSeason,
            ),
        };
        let mut header = column![
            row![
                crate::gui::widgets::icon_button(
                    crate::gui::style::icon::Icon::Back,
                    tr(lang, Text::BackToLeague)
                )
                .on_press(Message::BackPressed),
                heading(fill(tr(lang, Text::SeasonTitle), &[&season.name])),
                caption(format!("{} · {state}", data.league.name)),
                iced::widget::space::horizontal(),
                button(text(tr(lang, toggle)))
                    .style(crate::gui::style::button::secondary)
                    .on_press(Message::ClosePressed(!data.view.is_closed())),
            ]
            .spacing(14)
            .align_y(Alignment::Center)
        ]
        .spacing(4)
        .align_x(Alignment::End);
        if let Some(reason) = self.refusal_for(Control::Closing) {
            header = header.push(refusal(reason));
        }
        header.into()
    }

    fn tabs(&self, lang: Lang) -> Element<'_, Message> {
        Tab::ALL
            .into_iter()
            .fold(row![].spacing(4), |tabs, tab| {
                tabs.push(segment(
                    tr(lang, tab.label()),
                    self.tab == tab,
                    Message::TabChosen(tab),
                ))
            })
            .into()
    }

    // ----- teams -----

    fn teams_tab<'a>(&'a self, data: &'a SeasonData, lang: Lang) -> Element<'a, Message> {
        let view = &data.view;
        let mut page = column![].spacing(8);
        if view.teams.is_empty() {
            page = page.push(text(tr(lang, Text::NoTeamEntered)));
        }
        let mut divisions: Vec<Option<&str>> = Vec::new();
        for team in &view.teams {
            if !divisions.contains(&team.division.as_deref()) {
                divisions.push(team.division.as_deref());
            }
        }
        let named = divisions.iter().any(Option::is_some);
        for division in divisions {
            if named {
                page = page.push(subheading(match division {
                    Some(name) => fill(tr(lang, Text::DivisionTitle), &[name]),
                    None => tr(lang, Text::NoDivision).to_string(),
                }));
            }
            for team in view
                .teams
                .iter()
                .filter(|t| t.division.as_deref() == division)
            {
                page = page.push(self.entered_team(team, view.is_closed(), lang));
            }
        }
        if view.is_closed() {
            return page.push(caption(tr(lang, Text::SeasonClosedHint))).into();
        }
        page.push(subheading(tr(lang, Text::EnterTeam)))
            .push(self.add_team_form(data, lang))
            .into()
    }

    fn entered_team<'a>(
        &'a self,
        team: &'a SeasonTeam,
        closed: bool,
        lang: Lang,
    ) -> Element<'a, Message> {
        let mut line = row![
            container(link(
                text(team.name.as_str()),
                Message::TeamChosen(team.team_id)
            ))
            .width(Length::Fixed(220.0)),
            caption(format!("{} {}", tr(lang, Text::Coach), team.coach))
                .width(Length::Fixed(160.0)),
            button(text(tr(lang, Text::History)).size(13))
                .style(crate::gui::style::button::secondary)
                .on_press(Message::HistoryChosen(team.team_id)),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        if !closed {
            line = line.push(
                icon_button(Icon::Delete, tr(lang, Text::Remove))
                    .on_press(Message::RemoveTeamPressed(team.team_id)),
            );
        }
        let mut block = column![line].spacing(2);
        if let Some(reason) = self.refusal_for(Control::RemoveTeam(team.team_id)) {
            block = block.push(refusal(reason));
        }
        block.into()
    }

    fn add_team_form<'a>(&'a self, data: &'a SeasonData, lang: Lang) -> Element<'a, Message> {
        if data.others.is_empty() {
            return caption(tr(lang, Text::EveryTeamEntered)).into();
        }
        let chosen = self
            .add_team
            .and_then(|id| data.others.iter().find(|choice| choice.id == id).cloned());
        let mut form = column![
            row![
                pick_list(data.others.as_slice(), chosen, Message::AddTeamPicked)
                    .placeholder(tr(lang, Text::ChooseTeam)),
                text_input(tr(lang, Text::DivisionOptional), &self.division)
                    .on_input(Message::DivisionEdited)
                    .on_submit(Message::AddTeamPressed)
                    .width(Length::Fixed(200.0)),
                icon_button(Icon::Add, tr(lang, Text::EnterTeamButton))
                    .style(style::button::primary)
                    .on_press(Message::AddTeamPressed),
            ]
            .spacing(8)
            .align_y(Alignment::Center)
        ]
        .spacing(4);
        if let Some(reason) = self.refusal_for(Control::AddTeam) {
            form = form.push(refusal(reason));
        }
        form.into()
    }
}

/// "#8 Goblin Jack 8: strike × 2".
pub fn event_text(event: &EventLine, lang: Lang) -> String {
    let kind = tr(lang, event_kind_text(event.kind));
    if event.amount > 1 {
        format!(
            "#{} {}: {kind} × {}",
            event.number, event.player, event.amount
        )
    } else {
        format!("#{} {}: {kind}", event.number, event.player)
    }
}

pub fn event_kind_text(kind: EventKind) -> Text {
    match kind {
        EventKind::Strike => Text::EventStrike,
        EventKind::Injury => Text::EventInjury,
        EventKind::Kill => Text::EventKill,
        EventKind::Death => Text::EventDeath,
        EventKind::Experience => Text::EventExperience,
    }
}

/// The tab's document as PDF: the standings or the fixtures (brackets have their own).
fn print_button(tab: Tab, data: &SeasonData, lang: Lang) -> Option<Element<'_, Message>> {
    let season = data.view.season.id;
    let name = format!("{} {}", data.league.name, data.view.season.name);
    let (label, document) = match tab {
        Tab::Standings => (Text::PrintStandings, Document::Standings { season, name }),
        Tab::Fixtures if !data.fixtures.is_empty() => {
            (Text::PrintFixtures, Document::Fixtures { season, name })
        }
        _ => return None,
    };
    Some(
        button(text(tr(lang, label)).size(13))
            .style(crate::gui::style::button::secondary)
            .on_press(Message::Print(document))
            .into(),
    )
}
