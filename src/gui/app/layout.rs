//! What the window draws: the navigation bar, the question or progress bars, the screen
//! in front, and the passing note at its foot.

use std::time::Instant;

use iced::widget::{button, column, container, row, text};
use iced::{Element, Length};

use super::{App, Message, Screen};
use crate::data::Lang;
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
            Screen::Team | Screen::Builder | Screen::NewTeam => {
                match self.games.view(self.screen, context) {
                    Some(view) => view.map(Message::Game),
                    None if self.screen == Screen::NewTeam => {
                        text(tr(context.lang, Text::NoLeague)).into()
                    }
                    None => text(tr(context.lang, Text::NoTeam)).into(),
                }
            }
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
        // The note takes its own line at the foot, so it never covers a control.
        let page = page.push(container(body).height(Length::Fill));
        let page = match &self.notice {
            Some(notice) => page.push(
                container(notice.view(context.lang, Message::NoticeDismissed, Instant::now()))
                    .width(Length::Fill)
                    .align_x(iced::alignment::Horizontal::Center),
            ),
            None => page,
        };
        container(page)
            .padding(crate::gui::style::space::L)
            .width(Length::Fill)
            .height(Length::Fill)
            .into()
    }

    fn navigation(&self) -> Element<'_, Message> {
        use crate::gui::style::icon::{Icon, icon};
        let lang = self.lang();
        let tab = |screen: Screen, glyph: Option<Icon>, label: String, chosen: bool| {
            let content: Element<'_, Message> = match glyph {
                Some(glyph) => row![icon(glyph), text(label)]
                    .spacing(crate::gui::style::space::XS + 2.0)
                    .align_y(iced::Alignment::Center)
                    .into(),
                None => text(label).into(),
            };
            button(content)
                .style(crate::gui::style::button::tab(chosen))
                .on_press(Message::ScreenChosen(screen))
        };
        let mut bar = row![self.back_button()]
            .spacing(crate::gui::style::space::XS)
            .align_y(iced::Alignment::Center);
        let trail = self.crumbs();
        let last = trail.len().saturating_sub(1);
        for (at, crumb) in trail.into_iter().enumerate() {
            if at > 0 {
                bar = bar.push(icon(Icon::Trail).style(crate::gui::widgets::muted));
            }
            let chosen = at == last && crumb.screen == self.screen;
            bar = bar.push(tab(crumb.screen, crumb.icon, crumb.label, chosen));
        }
        bar.push(iced::widget::space::horizontal())
            .push(tab(
                Screen::Reference,
                Some(Icon::Reference),
                tr(lang, Text::Reference).to_string(),
                self.screen == Screen::Reference,
            ))
            .push(tab(
                Screen::Settings,
                Some(Icon::Settings),
                tr(lang, Text::Settings).to_string(),
                self.screen == Screen::Settings,
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

    /// Back, an arrow with where it goes in its tooltip (the screens' own "Back" buttons
    /// go up from a page); greyed on the leagues.
    fn back_button(&self) -> Element<'_, Message> {
        use crate::gui::style::icon::{Icon, icon};
        let lang = self.lang();
        let target = self.back_target();
        let tip = match target.and_then(|screen| self.place_name(screen)) {
            Some(name) => crate::gui::tr::fill(tr(lang, Text::BackTo), &[&name]),
            None => tr(lang, Text::NothingBehind).to_string(),
        };
        let back = button(icon(Icon::Back))
            .style(crate::gui::style::button::quiet)
            .on_press_maybe(target.map(|_| Message::Back));
        crate::gui::widgets::with_tooltip(back, tip)
    }
}
