//! Opening a league file and landing where `--screen` asked: the file picked, opened
//! and read, then the place landed on (a league, a part of its card, a team, a season…).

use std::path::PathBuf;

use super::{App, Landing, Message, Screen};
use crate::gui::db::{Db, FileState, Opening};
use crate::gui::failure::Failure;
use crate::gui::games::screens::GameScreens;
use crate::gui::picker::FileKind;
use crate::gui::screen::history::{self};
use crate::gui::screen::league::LeagueScreen;
use crate::gui::screen::start::Start;
use crate::gui::tr::{Text, tr};
use crate::store::LeagueId;
use iced::Task;

impl App {
    pub(super) fn open_file(&mut self, path: PathBuf) -> Task<Message> {
        self.file = FileState::Opening(path.clone());
        self.league = None;
        self.season = None;
        self.games = GameScreens::default();
        self.audit = None;
        self.history = None;
        self.start = Start::default();
        self.screen = Screen::Start;
        self.file_check = crate::gui::db::CheckState::NotRun;
        self.data_version = None;
        self.seen_commits = None;
        Task::perform(
            Db::open(path, self.lang(), self.opening),
            Message::FileOpened,
        )
    }

    pub(super) fn file_opened(&mut self, result: Result<Db, Failure>) -> Task<Message> {
        match result {
            Ok(db) => {
                // Made once: opening it again (after a restore, say) never makes it.
                self.opening = Opening::Existing;
                self.prefs.remember(db.path());
                let path = db.path().to_path_buf();
                self.save_prefs();
                let task = self.start.load(&db, self.lang()).map(Message::Start);
                self.file = FileState::Open(db);
                // The file's version as it opens: the first watch tick then sees any
                // change another program makes from now on.
                let version = self.read_data_version();
                if std::mem::take(&mut self.announce_new_file) {
                    self.notice = Some(self.saved_notice(Text::NewFileMade, &path));
                }
                Task::batch([task, version, self.land(), self.check_in_background()])
            }
            Err(failure) => {
                self.announce_new_file = false;
                self.file = FileState::Failed(self.file.path().to_path_buf(), failure);
                Task::none()
            }
        }
    }

    /// Goes to the screen asked for at start, once the file is open.
    pub(super) fn land(&mut self) -> Task<Message> {
        self.visited.clear();
        self.skip_next_visit = true;
        match self.landing {
            Landing::Default | Landing::Start => Task::none(),
            Landing::League(id) => self.open_league(id),
            Landing::LeaguePart(id, part) => self.open_league_part(id, part),
            Landing::NewTeam(id) => self.open_new_team(id),
            Landing::Team(id) => self.open_team(id),
            Landing::GameScreen(id, landing) => {
                self.games.land(id, landing);
                self.open_team(id)
            }
            Landing::Season(id, tab) => self.open_season(id, tab),
            Landing::MatchDay(id, step) => self.open_match_day(id, step),
            Landing::Audit(id) => Task::batch([self.ensure_league(id), self.open_audit(id)]),
            Landing::History(id) => self.open_history(history::Page::Team(id)),
            Landing::Graveyard(id) => Task::batch([
                self.ensure_league(id),
                self.open_history(history::Page::Graveyard(id)),
            ]),
            Landing::Reference => self.open_reference(None),
            Landing::ReferencePage(page) => self.open_reference(Some(page)),
            Landing::Settings => self.show(Screen::Settings),
        }
    }

    pub(in crate::gui) fn show(&mut self, screen: Screen) -> Task<Message> {
        let available = self.place_open(screen);
        if !available || self.screen == screen {
            return Task::none();
        }
        // Every open screen already holds the file's numbers (`reread`).
        self.screen = screen;
        Task::none()
    }

    pub(super) fn open_league(&mut self, id: LeagueId) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        if self.league.as_ref().is_some_and(|screen| screen.id != id) {
            self.leave_league_places(Screen::League);
        }
        let mut screen = LeagueScreen::new(id);
        let task = screen.load(&db, self.lang()).map(Message::League);
        self.league = Some(screen);
        self.screen = Screen::League;
        task
    }

    /// Opens a league on a part of its game's card (`--screen league:ID:cards`).
    pub(super) fn open_league_part(
        &mut self,
        id: LeagueId,
        part: crate::gui::games::CardPart,
    ) -> Task<Message> {
        let task = self.open_league(id);
        if let Some(screen) = self.league.as_mut() {
            screen.showing_stats = part == crate::gui::games::CardPart::Statistics;
            screen.publish.open = part == crate::gui::games::CardPart::Publish;
            screen.card.open_part(part);
        }
        task
    }

    pub(super) fn pick_file(&mut self, create: bool) -> Task<Message> {
        let lang = self.lang();
        let picked = if create {
            Some(self.ask_save(
                tr(lang, Text::NewFile).to_string(),
                "league.db".into(),
                FileKind::League,
            ))
        } else {
            self.ask_open(tr(lang, Text::OpenFile).to_string(), FileKind::League)
        };
        App::when_picked(picked, move |path| Message::FilePicked { path, create })
    }
}
