//! How the "Publish the league's site" dialog looks: a card over the league screen
//! (dimmed behind it), with the site's language(s), the folder, Publish, and then the
//! progress or the outcome.

use iced::widget::{
    Column, button, center, column, container, opaque, progress_bar, radio, row, stack, text,
    text_input,
};
use iced::{Alignment, Element, Length};

use super::league_publish::{
    Message, Pb, PublishPanel, PublishState, Published, SiteLangs, not_shown_line,
};
use crate::data::Lang;
use crate::data::nouns::sentence_case;
use crate::gui::style::icon::{Icon, icon};
use crate::gui::style::panel::{backdrop_style, dialog_style};
use crate::gui::style::{self, space};
use crate::gui::viewer::NotShown;
use crate::gui::widgets::{caption, icon_button, note, refusal, subheading, with_tooltip};

/// The folder field (its id, for the keyboard).
pub const FOLDER_INPUT: &str = "publish-folder";

/// The button that opens the dialog.
pub fn open_button(lang: Lang) -> Element<'static, Message> {
    icon_button(Icon::Publish, Pb::Open.get(lang))
        .on_press(Message::OpenPressed)
        .into()
}

/// `page` with `dialog` over it, the page dimmed and out of reach while it shows.
pub fn over<'a, M: 'a>(page: Element<'a, M>, dialog: Element<'a, M>) -> Element<'a, M> {
    let dialog = container(dialog)
        .padding(space::L)
        .max_width(720)
        .style(dialog_style);
    stack![
        page,
        opaque(center(dialog).padding(space::L).style(backdrop_style))
    ]
    .into()
}

impl PublishPanel {
    /// The dialog, when it is open.
    pub fn view(&self, lang: Lang) -> Option<Element<'_, Message>> {
        if !self.open {
            return None;
        }
        let close = with_tooltip(
            button(icon(Icon::Close))
                .style(style::button::quiet)
                .on_press(Message::ClosePressed),
            Pb::Close.get(lang).to_string(),
        );
        let panel = column![
            row![
                subheading(Pb::Title.get(lang)),
                iced::widget::space::horizontal(),
                close
            ]
            .align_y(Alignment::Center),
            caption(Pb::Intro.get(lang)),
            self.langs_row(lang),
            self.folder_row(lang),
        ]
        .push(self.no_dialog.then(|| note(Pb::NoDialog.get(lang))))
        .push(self.publish_row(lang))
        .push(self.outcome(lang))
        .spacing(space::M);
        Some(panel.into())
    }

    fn langs_row(&self, lang: Lang) -> Element<'_, Message> {
        let chosen = Some(self.langs(lang));
        let choices = [
            (SiteLangs::One(Lang::En), "English"),
            (SiteLangs::One(Lang::Fr), "Français"),
            (SiteLangs::Both, Pb::Both.get(lang)),
        ];
        choices
            .into_iter()
            .fold(
                row![caption(Pb::Langs.get(lang))]
                    .spacing(space::L)
                    .align_y(Alignment::Center),
                |list, (choice, label)| {
                    list.push(radio(label, choice, chosen, Message::LangsChosen))
                },
            )
            .wrap()
            .into()
    }

    fn folder_row(&self, lang: Lang) -> Element<'_, Message> {
        let working = self.is_working();
        row![
            text_input(Pb::Folder.get(lang), &self.folder)
                .id(FOLDER_INPUT)
                .on_input_maybe((!working).then_some(Message::FolderEdited))
                .on_submit(Message::PublishPressed)
                .width(Length::Fill),
            icon_button(Icon::OpenFile, Pb::ChooseFolder.get(lang))
                .on_press_maybe((!working).then_some(Message::ChooseFolderPressed)),
        ]
        .spacing(space::S)
        .align_y(Alignment::Center)
        .into()
    }

    /// Publish, off while a publish runs or with its reason under it while the folder
    /// is not one.
    fn publish_row(&self, lang: Lang) -> Element<'_, Message> {
        let folder = self.folder_path();
        let ready = folder.is_ok() && !self.is_working();
        let publish = icon_button(Icon::Publish, Pb::Publish.get(lang))
            .style(style::button::primary)
            .on_press_maybe(ready.then_some(Message::PublishPressed));
        let mut line = Column::new().push(publish).spacing(space::XS);
        if let Err(reason) = folder {
            line = line.push(note(reason.get(lang)));
        }
        line.into()
    }

    /// The bar while publishing, then what was done (or why not).
    fn outcome(&self, lang: Lang) -> Option<Element<'_, Message>> {
        Some(match &self.state {
            PublishState::Idle => return None,
            PublishState::Working { done, total, .. } => working(*done, *total, lang),
            PublishState::Done {
                published,
                not_shown,
            } => done(published, not_shown.as_ref(), lang),
            // Next to Publish, the reason alone says it (the foot's note names the job).
            PublishState::Failed(failure) => {
                refusal(sentence_case(&failure.full_text(lang))).into()
            }
        })
    }
}

fn working(done: usize, total: usize, lang: Lang) -> Element<'static, Message> {
    let (line, share) = if total > 0 {
        (
            Pb::WorkingCount.fill(lang, &[&done, &total]),
            done as f32 / total as f32,
        )
    } else {
        (Pb::Working.get(lang).to_string(), 0.0)
    };
    row![
        text(line),
        progress_bar(0.0..=1.0, share).length(Length::Fixed(240.0))
    ]
    .spacing(space::M)
    .align_y(Alignment::Center)
    .into()
}

fn done<'a>(
    published: &'a Published,
    not_shown: Option<&NotShown>,
    lang: Lang,
) -> Element<'a, Message> {
    let said = row![
        icon(Icon::Done).style(|theme: &iced::Theme| text::Style {
            color: Some(style::colors(theme).success),
        }),
        text(published.said(lang)).width(Length::Fill),
    ]
    .spacing(space::S)
    .align_y(Alignment::Center);
    let open =
        icon_button(Icon::Browser, Pb::OpenBrowser.get(lang)).on_press(Message::OpenBrowserPressed);
    column![said, open]
        .push(not_shown.map(|reason| refusal(not_shown_line(reason, &published.index(), lang))))
        .spacing(space::S)
        .into()
}
