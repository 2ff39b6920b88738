//! What the window draws: the navigation bar, the question or progress bars, the screen
//! in front, and the passing note over it.

use std::time::Instant;

use iced::widget::{button, column, container, row, text};
use iced::{Element, Length};

use super::{App, Message, Screen};
use crate::data::Lang;
use crate::gui::games::team::TeamScreen;
use crate::gui::screen::league::LeagueScreen;
use crate::gui::screen::season::SeasonScreen;
use crate::gui::screen::settings;
use crate::gui::tr::{Text, tr};

impl App {
    pub fn view(&self) -> Element<'_, Message> {
        let context = self.context();
        let body: Element<'_, Message> = match self.screen {
            Screen::Start => self
                .start
                .view(
                    &self.file,
                    &self.file_check,
                    &self.prefs.recent,
                    context.lang,
                )
                .map(Message::Start),
            Screen::League => match &self.league {
                Some(screen) => screen.view(self.context()).map(Message::League),
                None => text(tr(context.lang, Text::NoLeague)).into(),
            },
            Screen::Team => match &self.team {
                Some(screen) => screen.view(self.context()).map(Message::Team),
                None => text(tr(context.lang, Text::NoTeam)).into(),
            },
            Screen::GameTeam => self.game_team_view(),
            Screen::NewTeam => self.kpb_new_team_view(),
            Screen::Builder => match &self.builder {
                Some(screen) => screen.view(self.context()).map(Message::Builder),
                None => text(tr(context.lang, Text::NoTeam)).into(),
            },
            Screen::Season | Screen::MatchDay | Screen::Audit | Screen::History => self.play_view(),
            Screen::Reference => self
                .reference_screen
                .view(self.context())
                .map(Message::Reference),
            Screen::Settings => {
                let saved = self
                    .prefs_path
                    .as_ref()
                    .map(|path| path.display().to_string());
                settings::view(&self.prefs, self.lang, saved).map(Message::Settings)
            }
        };
        let mut page = column![self.navigation()].spacing(crate::gui::style::space::M);
        if let Some(pending) = self.pending_import_view() {
            page = page.push(pending);
        }
        if let Some(pending) = self.pending_restore_view() {
            page = page.push(pending);
        }
        if let Some(bar) = self.printing.view(context.lang) {
            page = page.push(bar.map(Message::Print));
        }
        let page = container(page.push(body))
            .padding(crate::gui::style::space::L)
            .width(Length::Fill)
            .height(Length::Fill);
        match &self.notice {
            Some(notice) => iced::widget::stack![
                page,
                container(notice.view(context.lang, Message::NoticeDismissed, Instant::now()))
                    .padding(crate::gui::style::space::L)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .align_x(iced::alignment::Horizontal::Center)
                    .align_y(iced::alignment::Vertical::Bottom)
            ]
            .into(),
            None => page.into(),
        }
    }

    fn navigation(&self) -> Element<'_, Message> {
        use crate::gui::style::icon::{Icon, icon};
        let lang = self.lang();
        let tab = |screen: Screen, glyph: Option<Icon>, label: String| {
            let content: Element<'_, Message> = match glyph {
                Some(glyph) => row![icon(glyph), text(label)]
                    .spacing(crate::gui::style::space::XS + 2.0)
                    .align_y(iced::Alignment::Center)
                    .into(),
                None => text(label).into(),
            };
            button(content)
                .style(crate::gui::style::button::tab(self.screen == screen))
                .on_press(Message::ScreenChosen(screen))
        };
        let mut bar = row![tab(
            Screen::Start,
            Some(Icon::Leagues),
            tr(lang, Text::Leagues).to_string()
        )]
        .spacing(crate::gui::style::space::XS + 2.0);
        if let Some(name) = self.league.as_ref().and_then(LeagueScreen::title) {
            bar = bar.push(tab(Screen::League, None, name.to_string()));
        }
        if let Some(name) = self.season.as_ref().and_then(SeasonScreen::title) {
            bar = bar.push(tab(
                Screen::Season,
                None,
                crate::gui::tr::fill(tr(lang, Text::SeasonTitle), &[&name]),
            ));
        }
        if let Some(name) = self.team.as_ref().and_then(TeamScreen::title) {
            bar = bar.push(tab(Screen::Team, None, name.to_string()));
        }
        if let Some(name) = self.game_team_title() {
            bar = bar.push(tab(Screen::GameTeam, None, name.to_string()));
        }
        if self.history.is_some() {
            bar = bar.push(tab(
                Screen::History,
                Some(Icon::History),
                tr(lang, Text::History).to_string(),
            ));
        }
        if self.audit.is_some() {
            bar = bar.push(tab(
                Screen::Audit,
                None,
                tr(lang, Text::AuditTab).to_string(),
            ));
        }
        bar.push(iced::widget::space::horizontal())
            .push(tab(
                Screen::Reference,
                Some(Icon::Reference),
                tr(lang, Text::Reference).to_string(),
            ))
            .push(tab(
                Screen::Settings,
                Some(Icon::Settings),
                tr(lang, Text::Settings).to_string(),
            ))
            .push(
                button(
                    row![icon(Icon::Language), text(tr(lang, Text::Language))]
                        .spacing(crate::gui::style::space::XS + 2.0)
                        .align_y(iced::Alignment::Center),
                )
                .style(crate::gui::style::button::quiet)
                .on_press(Message::Settings(settings::Message::LanguageChosen(
                    match lang {
                        Lang::En => Lang::Fr,
                        Lang::Fr => Lang::En,
                    },
                ))),
            )
            .into()
    }
}
