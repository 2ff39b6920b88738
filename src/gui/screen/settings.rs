//! Settings: the app's language, theme and paper for printing, saved for the next start.

use iced::Element;
use iced::widget::{column, radio, row};

use crate::data::Lang;
use crate::gui::prefs::{Prefs, ThemeChoice};
use crate::gui::tr::{Text, tr};
use crate::gui::widgets::{caption, heading};
use crate::sheet::Paper;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    LanguageChosen(Lang),
    ThemeChosen(ThemeChoice),
    PaperChosen(Paper),
}

fn theme_text(theme: ThemeChoice) -> Text {
    match theme {
        ThemeChoice::Light => Text::ThemeLight,
        ThemeChoice::Dark => Text::ThemeDark,
        ThemeChoice::System => Text::ThemeSystem,
    }
}

pub fn view<'a>(prefs: &'a Prefs, lang: Lang, saved_to: Option<String>) -> Element<'a, Message> {
    let languages = [(Lang::En, "English"), (Lang::Fr, "Français")]
        .into_iter()
        .fold(row![].spacing(20), |list, (choice, label)| {
            list.push(radio(label, choice, Some(lang), Message::LanguageChosen))
        });
    let themes = ThemeChoice::ALL
        .into_iter()
        .fold(row![].spacing(20), |list, choice| {
            list.push(radio(
                tr(lang, theme_text(choice)),
                choice,
                Some(prefs.theme),
                Message::ThemeChosen,
            ))
        });
    let papers = Paper::ALL
        .into_iter()
        .fold(row![].spacing(20), |list, choice| {
            let label = match choice {
                Paper::A4 => Text::PaperA4,
                Paper::Letter => Text::PaperLetter,
            };
            list.push(radio(
                tr(lang, label),
                choice,
                Some(prefs.paper),
                Message::PaperChosen,
            ))
        });
    use crate::gui::style::{panel::section, space};
    let mut page = column![
        heading(tr(lang, Text::Settings)),
        section(tr(lang, Text::LanguageHeading), languages).max_width(640),
        section(tr(lang, Text::Theme), themes).max_width(640),
        section(tr(lang, Text::PaperHeading), papers).max_width(640),
    ]
    .spacing(space::L);
    if let Some(path) = saved_to {
        page = page.push(caption(format!(
            "{} {path}",
            tr(lang, Text::SettingsSavedIn)
        )));
    }
    crate::gui::games::settings_notes(lang)
        .into_iter()
        .fold(page, |page, note| page.push(caption(note)))
        .into()
}
