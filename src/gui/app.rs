//! The root of the window: owns the open league file, the app settings and the
//! screens; routes messages to the screen they belong to and acts on what it asks.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

mod access;
mod crumbs;
mod dialogs;
mod exchange_ops;
mod feedback;
mod file_ops;
mod games;
mod keys;
mod language;
mod layout;
mod measure;
mod opening;
mod places;
mod play;
mod reference_screen;
mod reread;
mod shared_screens;

use iced::keyboard;
use iced::{Subscription, Task};

use super::db::{Db, FileState, Opening};
use super::failure::Failure;

use super::games::reference::{self, ReferenceScreen};
use super::games::screens::{GameMessage, GameScreens};
use super::notice::Notice;
use super::picker::FilePicker;
pub use super::place::Screen;
use super::prefs::Prefs;
use super::print::{self, Printing};
use super::screen::audit::{self, AuditScreen};
use super::screen::history::{self, HistoryScreen};
use super::screen::league::{self, LeagueScreen};
use super::screen::season::{self, SeasonScreen, Tab};
use super::screen::settings;
use super::screen::start::{self, Start};
use super::tr::{Text, tr};
use super::viewer::Viewer;
use crate::coach::Context;
use crate::data::Lang;
use crate::sheet::SheetOptions;
use crate::store::{LeagueId, SeasonId, TeamId};

/// A screen to show once the file is open (`--screen`, used by screenshots).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Landing {
    /// The only league of the file, if it has exactly one; else the start screen.
    Default,
    Start,
    League(LeagueId),
    /// A league, on a part of its game's card (`league:ID:cards`).
    LeaguePart(LeagueId, super::games::CardPart),
    /// A league's team-creation wizard (`newteam:ID`).
    NewTeam(LeagueId),
    Team(TeamId),
    /// A game's own screen of a team (DreadBall's Mechanite or Mutant builder).
    GameScreen(TeamId, super::games::screens::GameLanding),
    /// A season, on the tab given (else the one that fits its state).
    Season(SeasonId, Option<Tab>),
    /// The match-day wizard of a fixture, on the step given.
    MatchDay(crate::store::FixtureId, Option<super::wizard::Step>),
    Audit(LeagueId),
    History(TeamId),
    Graveyard(LeagueId),
    Reference,
    /// A game's reference, on a tab of it if given (`reference:bloodbowl:skills`).
    ReferencePage(reference::Page),
    Settings,
}

/// How the app starts.
#[derive(Clone)]
pub struct Options {
    pub path: PathBuf,
    /// Create the demo league if the file has none (first start).
    pub with_demo: bool,
    /// The window may make the file at `path` when it is missing: its first start on
    /// the default file. `dugout` sets it only then; a `--db` or `DUGOUT_DB` that names
    /// no file is said on the start screen and nothing is made.
    pub create: bool,
    /// The language asked for on the command line, over the saved one.
    pub lang: Option<Lang>,
    pub prefs_path: Option<PathBuf>,
    pub picker: Arc<dyn FilePicker>,
    /// Opens a printed PDF (or a folder of them) in the desktop's viewer.
    pub viewer: Arc<dyn Viewer>,
    pub landing: Landing,
    /// When set, print the time from this instant to the first frame of the first
    /// league, then quit.
    pub measure_startup: Option<Instant>,
    /// When set, re-render the team screen frame after frame (a different player
    /// selected each time), print the median time between frames, then quit.
    pub measure_redraw: bool,
}

/// Frames timed by `--measure-redraw` before it reports.
const REDRAW_FRAMES: usize = 121;

pub struct App {
    /// The language shown: the saved one, or `--lang` for this run.
    pub(super) lang: Lang,
    pub(super) prefs: Prefs,
    pub(super) prefs_path: Option<PathBuf>,
    pub(super) picker: Arc<dyn FilePicker>,
    pub(super) viewer: Arc<dyn Viewer>,
    /// The document being printed, or the last one's outcome.
    pub(super) printing: Printing,
    pub(super) file: FileState,
    /// Whether the next opening of a file may make it (see [`Opening`]).
    pub(super) opening: Opening,
    pub(super) landing: Landing,
    pub(super) screen: Screen,
    pub(super) start: Start,
    pub(super) league: Option<LeagueScreen>,
    pub(super) season: Option<SeasonScreen>,
    /// Every game's screens (team, builder, match day, team-creation wizard).
    pub(super) games: GameScreens,
    pub(super) audit: Option<AuditScreen>,
    pub(super) history: Option<HistoryScreen>,
    /// Where the history's "back" goes once its own pages are walked back.
    pub(super) history_return: Screen,
    /// The places shown before the one in front, oldest first, for Back.
    pub(super) visited: Vec<Screen>,
    /// The next change of screen is not a visit to remember: Back's own, or the
    /// landing's (the start screen shown while the file opened was never chosen).
    pub(super) skip_next_visit: bool,
    /// The file being opened is a new one the user asked for: once open, a notice says
    /// where it was made.
    pub(super) announce_new_file: bool,
    pub(super) reference_screen: ReferenceScreen,
    pub(super) notice: Option<Notice>,
    pub(super) measure_startup: Option<Instant>,
    /// The landing screen's data is in; the next frame is the first complete one.
    pub(super) landed: bool,
    pub(super) measure_redraw: bool,
    pub(super) frames: Vec<Instant>,
    /// An import checked and shown, waiting for a yes.
    pub(super) pending_import: Option<exchange_ops::PendingImport>,
    /// A copy chosen to restore, waiting for the user to confirm.
    pub(super) pending_restore: Option<std::path::PathBuf>,
    /// The background check of the open file.
    pub(super) file_check: super::db::CheckState,
    /// The file's `data_version` when last read: another program changed the file when
    /// it moves.
    pub(super) data_version: Option<i64>,
    /// This window's commits to the file when its screens were last read.
    pub(super) seen_commits: Option<u64>,
    /// The desktop's light or dark preference, for "Follow the system".
    pub(super) system_theme: iced::theme::Mode,
}

pub use exchange_ops::ExchangeMessage;
pub use file_ops::FileMessage;

#[derive(Debug, Clone)]
pub enum Message {
    Start(start::Message),
    League(league::Message),
    /// A message of a game's screens (`Message::from` a screen's own message).
    Game(GameMessage),
    /// The game of a team about to be opened, read from the file.
    TeamGameRead(TeamId, Result<String, Failure>),
    Season(season::Message),
    /// The game of a fixture whose match day is about to open, read from the file.
    MatchDayGameRead(
        crate::store::FixtureId,
        Option<super::wizard::Step>,
        Result<String, Failure>,
    ),
    Audit(audit::Message),
    History(history::Message),
    Reference(reference::Message),
    Settings(settings::Message),
    Print(print::Message),
    File(FileMessage),
    Exchange(ExchangeMessage),
    ScreenChosen(Screen),
    FileOpened(Result<Db, Failure>),
    FilePicked {
        path: Option<PathBuf>,
        create: bool,
    },
    KeyPressed(keyboard::Event),
    NoticeDismissed,
    /// Back: to the place visited before (see `crumbs`).
    Back,
    /// The league (and season) of a team or match opened on its own.
    PlaceRead(places::PlaceRead),
    FrameDrawn(Instant),
    /// The desktop's light or dark preference, as it starts and whenever it changes.
    SystemTheme(iced::theme::Mode),
}

impl<M: Into<GameMessage>> From<M> for Message {
    fn from(message: M) -> Message {
        Message::Game(message.into())
    }
}

impl App {
    /// Builds the app and starts opening its league file.
    pub fn boot(options: Options) -> (App, Task<Message>) {
        let (prefs, warning) = match &options.prefs_path {
            Some(path) => Prefs::load(path),
            None => (Prefs::default(), None),
        };
        // `--lang` is for this run; the saved language changes only in the window.
        let lang = options.lang.unwrap_or(prefs.lang);
        let notice = warning.map(|warning| {
            let said = warning.text(crate::error::Surface::Window, lang);
            Notice::problem(format!("{} {said}", tr(lang, Text::SettingsUnreadable)))
        });
        let mut app = App {
            lang,
            prefs,
            prefs_path: options.prefs_path,
            picker: options.picker,
            viewer: options.viewer,
            printing: Printing::default(),
            file: FileState::Opening(options.path.clone()),
            opening: match (options.create, options.with_demo) {
                (false, _) => Opening::Existing,
                (true, false) => Opening::Create,
                (true, true) => Opening::CreateWithDemo,
            },
            landing: options.landing,
            screen: Screen::Start,
            start: Start::default(),
            league: None,
            season: None,
            games: GameScreens::default(),
            audit: None,
            history: None,
            history_return: Screen::Start,
            visited: Vec::new(),
            skip_next_visit: false,
            announce_new_file: false,
            reference_screen: ReferenceScreen::default(),
            notice,
            measure_startup: options.measure_startup,
            landed: false,
            measure_redraw: options.measure_redraw,
            frames: Vec::new(),
            file_check: super::db::CheckState::NotRun,
            data_version: None,
            seen_commits: None,
            system_theme: iced::theme::Mode::None,
            pending_import: None,
            pending_restore: None,
        };
        let task = app.open_file(options.path);
        let system = iced::system::theme().map(Message::SystemTheme);
        (app, Task::batch([task, system]))
    }

    fn context(&self) -> Context {
        Context::new(self.lang)
    }

    pub fn title(&self) -> String {
        let file = self.file.path().file_name().map_or_else(
            || self.file.path().display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        );
        let place = match self.screen {
            Screen::Start | Screen::Reference | Screen::Settings => None,
            Screen::Builder => self.place_name(Screen::Team),
            Screen::Audit => self.place_name(Screen::League),
            screen => self.place_name(screen),
        };
        match place {
            Some(place) => format!("{place} — {file} — Dugout"),
            None => format!("{file} — Dugout"),
        }
    }

    /// Always the design system's theme: "Follow the system" takes its light or dark one
    /// from the desktop's preference.
    pub fn theme(&self) -> Option<iced::Theme> {
        Some(self.prefs.theme.theme(self.system_theme))
    }

    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().map(Message::KeyPressed);
        let keys = Subscription::batch([
            keys,
            self.watch_subscription(),
            iced::system::theme_changes().map(Message::SystemTheme),
        ]);
        if (self.measure_startup.is_some() && self.landed)
            || (self.measure_redraw && self.redraw_screen_shown())
        {
            Subscription::batch([keys, iced::window::frames().map(Message::FrameDrawn)])
        } else {
            keys
        }
    }

    /// Handles a message; then, when it committed a write, every open screen reads the
    /// file again.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        let before = self.screen;
        let task = self.dispatch(message);
        self.note_visit(before);
        Task::batch([task, self.reread_after_commit()])
    }

    fn dispatch(&mut self, message: Message) -> Task<Message> {
        self.note_success(&message);
        match message {
            Message::League(league::Message::Print(document))
            | Message::Season(season::Message::Print(document)) => self.print(document),
            Message::Print(message) => {
                let options = SheetOptions::new(self.prefs.paper, self.lang);
                self.printing
                    .update(message, self.file.db(), self.viewer.as_ref(), options)
                    .map(Message::Print)
            }
            Message::File(message) => self.file_message(message),
            Message::Exchange(message) => self.exchange_message(message),
            Message::League(league::Message::Exchange(request))
            | Message::Start(start::Message::Exchange(request)) => {
                self.exchange_message(ExchangeMessage::Requested(request))
            }
            Message::Start(message) => self.start_message(message),
            Message::League(message) => self.league_message(message),
            Message::Game(message) => self.game_message(message),
            Message::TeamGameRead(id, game) => self.team_game_read(id, game),
            Message::Season(message) => self.season_message(message),
            Message::MatchDayGameRead(id, step, game) => self.match_day_game_read(id, step, game),
            Message::Audit(message) => self.audit_message(message),
            Message::History(message) => self.history_message(message),
            Message::Reference(message) => self.reference_message(message),
            Message::Settings(message) => self.settings_message(message),
            Message::ScreenChosen(Screen::Reference) => self.open_reference(None),
            Message::ScreenChosen(Screen::Team) if self.screen == Screen::Builder => {
                self.leave_builder()
            }
            Message::ScreenChosen(screen) => self.show(screen),
            Message::FileOpened(result) => self.file_opened(result),
            Message::FilePicked { path: None, .. } => Task::none(),
            Message::FilePicked {
                path: Some(path),
                create,
            } => {
                if create && path.exists() {
                    self.notice = Some(Notice::problem(tr(self.lang(), Text::NewFileExists)));
                    return Task::none();
                }
                self.opening = if create {
                    Opening::Create
                } else {
                    Opening::Existing
                };
                self.announce_new_file = create;
                self.open_file(path)
            }
            Message::KeyPressed(event) => self.key_pressed(event),
            Message::SystemTheme(mode) => {
                self.system_theme = mode;
                Task::none()
            }
            Message::NoticeDismissed => {
                self.notice = None;
                Task::none()
            }
            Message::FrameDrawn(at) => self.frame_drawn(at),
            Message::Back => self.go_back(),
            Message::PlaceRead(place) => self.place_read(place),
        }
    }
}
