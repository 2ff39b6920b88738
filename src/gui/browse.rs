//! Browsing a game's reference data, the same on every game's reference screen: the tab
//! shown, the search typed and its field, and what a search matches.

use iced::widget::text_input;
use iced::{Element, Length};

use crate::data::Lang;
use crate::gui::tr::{Text, tr};

/// The search field of every game's reference (Ctrl+F focuses it).
pub const SEARCH_INPUT: &str = "reference-search";

/// Whether an entry named `names` matches the search (case-insensitive, any language).
pub fn matches(search: &str, names: &[&str]) -> bool {
    let needle = search.trim().to_lowercase();
    needle.is_empty()
        || names
            .iter()
            .any(|name| name.to_lowercase().contains(&needle))
}

/// The search field, the same on every game's reference.
pub fn search_input<'a, M: Clone + 'a>(
    lang: Lang,
    search: &str,
    on_input: impl Fn(String) -> M + 'a,
) -> Element<'a, M> {
    text_input(tr(lang, Text::Search), search)
        .id(SEARCH_INPUT)
        .on_input(on_input)
        .width(Length::Fixed(260.0))
        .into()
}

/// What each game's reference screen keeps: the tab shown and the search typed.
#[derive(Debug)]
pub struct Browse<T> {
    pub tab: T,
    pub search: String,
}

#[derive(Debug, Clone)]
pub enum BrowseMessage<T> {
    TabChosen(T),
    SearchEdited(String),
}

impl<T> Browse<T> {
    /// Opens on `tab` with an empty search.
    pub fn on(tab: T) -> Self {
        Browse {
            tab,
            search: String::new(),
        }
    }

    pub fn update(&mut self, message: BrowseMessage<T>) {
        match message {
            BrowseMessage::TabChosen(tab) => self.tab = tab,
            BrowseMessage::SearchEdited(search) => self.search = search,
        }
    }

    pub fn cancel(&mut self) {
        self.search.clear();
    }
}
