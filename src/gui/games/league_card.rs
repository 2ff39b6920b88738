//! What a game adds to the shared league screen, through the window's registry: its card
//! (Killpower Ball's championship table, deck of power cards and settings editor), the
//! card's form state and messages, and what the card asks of the league screen.

use std::path::PathBuf;

use iced::{Element, Task};

use super::LeagueParts;
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::killpower::league as kpb;
use crate::gui::killpower::tr::Kp;
use crate::gui::picker::FileKind;
use crate::gui::tr::tr;
use crate::store::{LeagueId, TeamId};

/// A part of a league's game card a landing opens on (Killpower Ball's).
pub use kpb::LeaguePart;

/// The form state of a league's game card.
#[derive(Debug, Default)]
pub struct CardForm {
    killpower: kpb::LeagueForm,
}

/// A message of a league's game card.
#[derive(Debug, Clone)]
pub enum CardMessage {
    Killpower(kpb::Message),
}

impl From<kpb::Message> for CardMessage {
    fn from(message: kpb::Message) -> CardMessage {
        CardMessage::Killpower(message)
    }
}

/// What the card asks of the league screen.
pub enum CardOutcome {
    None,
    Run(Task<CardMessage>),
    /// A change went through: read the league again.
    Reload,
    OpenTeam(TeamId),
    /// Print the league's ranking sheet.
    PrintChampionship,
    /// Ask for a file of `kind` under `title`; its path comes back as `then`'s message.
    PickFile {
        title: String,
        kind: FileKind,
        then: fn(Option<PathBuf>) -> CardMessage,
    },
}

impl CardForm {
    /// Killpower Ball's part of the card (the tests read its refusal).
    pub fn killpower(&self) -> &kpb::LeagueForm {
        &self.killpower
    }

    /// The league's data arrived.
    pub fn loaded(&mut self, parts: Option<&LeagueParts>) {
        let killpower = parts.and_then(|parts| parts.killpower.as_deref());
        kpb::loaded(&mut self.killpower, killpower);
    }

    /// Opens the card on one of its parts.
    pub fn open_part(&mut self, part: LeaguePart) {
        part.apply(&mut self.killpower);
    }

    /// Escape: the forms empty, the tab kept.
    pub fn cancel(&mut self) {
        self.killpower = kpb::LeagueForm {
            tab: self.killpower.tab,
            ..kpb::LeagueForm::default()
        };
    }

    pub fn update(
        &mut self,
        parts: Option<&LeagueParts>,
        message: CardMessage,
        (db, league, lang): (&Db, LeagueId, Lang),
    ) -> CardOutcome {
        match message {
            CardMessage::Killpower(kpb::Message::ImportDeckPressed) => CardOutcome::PickFile {
                title: tr(lang, Kp::ImportDeckTitle).to_string(),
                kind: FileKind::Deck,
                then: |path| CardMessage::Killpower(kpb::Message::DeckPicked(path)),
            },
            CardMessage::Killpower(message) => {
                let data = parts.and_then(|parts| parts.killpower.as_deref());
                match kpb::update(&mut self.killpower, data, message, (db, league, lang)) {
                    kpb::Outcome::None => CardOutcome::None,
                    kpb::Outcome::Run(task) => CardOutcome::Run(task.map(CardMessage::Killpower)),
                    kpb::Outcome::Reload => CardOutcome::Reload,
                    kpb::Outcome::OpenTeam(team) => CardOutcome::OpenTeam(team),
                    kpb::Outcome::PrintChampionship => CardOutcome::PrintChampionship,
                }
            }
        }
    }

    /// The card's settings editor, among the league's rules; none for a game without.
    pub fn settings_editor<'a>(
        &'a self,
        parts: &'a LeagueParts,
        lang: Lang,
    ) -> Option<Element<'a, CardMessage>> {
        let killpower = parts.killpower.as_deref()?;
        Some(
            crate::gui::killpower::settings_editor(&self.killpower, killpower, lang)
                .map(CardMessage::Killpower),
        )
    }

    /// The card under the league's rules; none for a game without.
    pub fn view<'a>(
        &'a self,
        parts: &'a LeagueParts,
        lang: Lang,
    ) -> Option<Element<'a, CardMessage>> {
        let killpower = parts.killpower.as_deref()?;
        Some(
            crate::gui::killpower::card_view(&self.killpower, killpower, lang)
                .map(CardMessage::Killpower),
        )
    }
}

impl CardMessage {
    /// Whether the message reports a change that went through.
    pub fn saved(&self) -> bool {
        matches!(self, CardMessage::Killpower(kpb::Message::Done(_, Ok(()))))
    }
}
