//! The root's part for Killpower Ball's league card: a deck file to import, and a league
//! opened on a part of its card.

use iced::Task;

use super::{App, Message};
use crate::gui::killpower::league::LeaguePart;
use crate::gui::killpower::league::Message as LeagueKpb;
use crate::gui::killpower::tr::Kp;
use crate::gui::picker::FileKind;
use crate::gui::screen::league;
use crate::gui::tr::tr;
use crate::store::LeagueId;

impl App {
    /// Asks for a deck file for the league on screen, then gives it to the league.
    pub(super) fn pick_deck(&mut self) -> Task<Message> {
        let title = tr(self.lang(), Kp::ImportDeckTitle).to_string();
        let picked = self.ask_open(title, FileKind::Deck);
        App::when_picked(picked, |path| {
            Message::League(league::Message::Kpb(LeagueKpb::DeckPicked(path)))
        })
    }

    /// Opens a league on a part of its Killpower Ball card (`--screen league:ID:cards`).
    pub(super) fn open_league_part(&mut self, id: LeagueId, part: LeaguePart) -> Task<Message> {
        let task = self.open_league(id);
        if let Some(screen) = self.league.as_mut() {
            part.apply(&mut screen.kpb);
        }
        task
    }
}
