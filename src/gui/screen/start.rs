//! Start: the open league file, recent files, the leagues in the file, a new league.

use std::path::PathBuf;

use iced::widget::{button, column, pick_list, row, scrollable, text, text_input};

use crate::gui::style::icon::Icon;
use crate::gui::style::panel::{card, section};
use crate::gui::style::{self, space};
use crate::gui::widgets::icon_button;
use iced::{Element, Length, Task};

use crate::coach;
use crate::coach::games;
use crate::data::Lang;
use crate::error::Surface;
use crate::gui::db::{CheckState, Db, FileState};
use crate::gui::failure::Failure;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{Loadable, caption, failure_view, heading, refusal};
use crate::store::{LeagueId, LeagueRecord};

/// The id of the new league's name field (Ctrl+N focuses it).
pub const NEW_LEAGUE_INPUT: &str = "new-league-name";

#[derive(Debug)]
pub struct Start {
    pub leagues: Loadable<Vec<LeagueRecord>>,
    pub new_name: String,
    /// The game (or a game's league format) the new league is for.
    pub new_game: GameChoice,
    pub refusal: Option<String>,
}

/// A game, or a league format of a game, as the new-league form offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameChoice {
    pub id: &'static str,
    pub lang: Lang,
}

impl GameChoice {
    fn all(lang: Lang) -> Vec<GameChoice> {
        games::choices()
            .into_iter()
            .map(|id| GameChoice { id, lang })
            .collect()
    }
}

impl std::fmt::Display for GameChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match games::find_with_format(self.id) {
            Some((game, None)) => f.write_str(game.name(self.lang)),
            Some((game, Some(format))) => write!(
                f,
                "{} ({})",
                game.format_name(format, self.lang),
                game.name(self.lang)
            ),
            None => f.write_str(self.id),
        }
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    LeaguesLoaded(Result<Vec<LeagueRecord>, Failure>),
    ReloadPressed,
    NameEdited(String),
    GameChosen(GameChoice),
    CreatePressed,
    Created(Result<LeagueRecord, Failure>),
    LeagueChosen(LeagueId),
    OpenFilePressed,
    NewFilePressed,
    RecentChosen(PathBuf),
    RetryOpenPressed,
    BackUpPressed,
    RestorePressed,
    /// Open the file's demo league, made first if there is none.
    DemoPressed,
    DemoReady(Result<LeagueId, Failure>),
    /// "Create your league": the new league's name field takes the keys.
    StartOwnPressed,
    /// Import a league document (the app asks for the file).
    Exchange(crate::gui::exchange::Exchange),
}

/// What the root should do after a start-screen message.
pub enum Action {
    None,
    Run(Task<Message>),
    OpenLeague(LeagueId),
    OpenFile,
    NewFile,
    OpenRecent(PathBuf),
    RetryOpen,
    BackUp,
    Restore,
}

impl Default for Start {
    fn default() -> Self {
        Start {
            leagues: Loadable::Loading,
            new_name: String::new(),
            new_game: GameChoice {
                id: games::GAMES[0].id(),
                lang: Lang::En,
            },
            refusal: None,
        }
    }
}

impl Start {
    /// Reads the leagues of the file.
    pub fn load(&mut self, db: &Db, lang: Lang) -> Task<Message> {
        self.leagues = Loadable::Loading;
        Task::perform(
            db.call(lang, |store, _| coach::list_leagues(store)),
            Message::LeaguesLoaded,
        )
    }

    pub fn update(&mut self, message: Message, db: Option<&Db>, lang: Lang) -> Action {
        match message {
            Message::LeaguesLoaded(result) => self.leagues = Loadable::from_result(result),
            Message::ReloadPressed => {
                if let Some(db) = db {
                    return Action::Run(self.load(db, lang));
                }
            }
            Message::NameEdited(name) => {
                self.new_name = name;
                self.refusal = None;
            }
            Message::GameChosen(choice) => self.new_game = choice,
            Message::CreatePressed => return self.create(db, lang),
            Message::Created(Ok(league)) => {
                self.new_name.clear();
                self.refusal = None;
                return Action::OpenLeague(league.id);
            }
            Message::Created(Err(failure)) => self.refusal = Some(failure.full_text(lang)),
            Message::LeagueChosen(id) => return Action::OpenLeague(id),
            Message::OpenFilePressed => return Action::OpenFile,
            Message::NewFilePressed => return Action::NewFile,
            Message::RecentChosen(path) => return Action::OpenRecent(path),
            Message::RetryOpenPressed => return Action::RetryOpen,
            Message::BackUpPressed => return Action::BackUp,
            Message::RestorePressed => return Action::Restore,
            Message::DemoPressed => return self.open_demo(db, lang),
            Message::DemoReady(Ok(id)) => return Action::OpenLeague(id),
            Message::DemoReady(Err(failure)) => self.refusal = Some(failure.full_text(lang)),
            Message::StartOwnPressed => {
                return Action::Run(iced::widget::operation::focus(NEW_LEAGUE_INPUT));
            }
            Message::Exchange(_) => {}
        }
        Action::None
    }

    fn create(&mut self, db: Option<&Db>, lang: Lang) -> Action {
        let Some(db) = db else {
            self.refusal = Some(tr(lang, Text::NoFileOpen).to_string());
            return Action::None;
        };
        let name = self.new_name.clone();
        let game = self.new_game.id;
        Action::Run(Task::perform(
            db.call(lang, move |store, _context| {
                coach::create_league(store, &name, game)
            }),
            Message::Created,
        ))
    }

    fn open_demo(&mut self, db: Option<&Db>, lang: Lang) -> Action {
        let Some(db) = db else {
            self.refusal = Some(tr(lang, Text::NoFileOpen).to_string());
            return Action::None;
        };
        Action::Run(Task::perform(
            db.call(lang, games::open_or_create_demo),
            Message::DemoReady,
        ))
    }

    /// Escape: forget what was typed.
    pub fn cancel(&mut self) {
        self.new_name.clear();
        self.refusal = None;
    }

    pub fn view<'a>(
        &'a self,
        file: &'a FileState,
        check: &'a CheckState,
        recent: &'a [PathBuf],
        lang: Lang,
    ) -> Element<'a, Message> {
        let files = column![
            section(
                tr(lang, Text::LeagueFile),
                self.file_card(file, check, lang)
            ),
            section(tr(lang, Text::RecentFiles), recent_list(recent, lang)),
        ]
        .spacing(space::L)
        .width(Length::FillPortion(2));
        let open = file.db().is_some();
        let mut leagues = column![heading(tr(lang, Text::Leagues))].spacing(space::L);
        if self.first_steps() {
            leagues = leagues.push(first_steps(open, lang));
        }
        let leagues = leagues
            .push(card(self.leagues.view(
                lang,
                Message::ReloadPressed,
                |leagues| league_list(leagues, lang),
            )))
            .push(section(
                tr(lang, Text::NewLeague),
                self.new_league_form(open, lang),
            ))
            .width(Length::FillPortion(3));
        scrollable(row![files, leagues].spacing(space::XL)).into()
    }

    /// A file with no league of its own yet (at most the demo) shows the first steps.
    fn first_steps(&self) -> bool {
        self.leagues
            .loaded()
            .is_some_and(|leagues| leagues.iter().all(|league| league.name == games::DEMO_NAME))
    }

    fn file_card<'a>(
        &'a self,
        file: &'a FileState,
        check: &'a CheckState,
        lang: Lang,
    ) -> Element<'a, Message> {
        let open = file.db().is_some();
        column![
            text(file.path().display().to_string()),
            self.file_state(file, lang),
            check_line(check, lang),
            column![
                icon_button(Icon::OpenFile, tr(lang, Text::OpenFile))
                    .on_press(Message::OpenFilePressed),
                icon_button(Icon::NewFile, tr(lang, Text::NewFile))
                    .on_press(Message::NewFilePressed),
                icon_button(Icon::BackUp, tr(lang, Text::BackUpFile))
                    .on_press_maybe(open.then_some(Message::BackUpPressed)),
                icon_button(Icon::Restore, tr(lang, Text::RestoreFile))
                    .on_press(Message::RestorePressed),
                icon_button(Icon::Import, tr(lang, Text::ImportLeague)).on_press_maybe(
                    open.then_some(Message::Exchange(
                        crate::gui::exchange::Exchange::ImportLeague
                    ))
                ),
            ]
            .spacing(space::XS + 2.0),
        ]
        .spacing(space::S)
        .into()
    }

    fn file_state<'a>(&'a self, file: &'a FileState, lang: Lang) -> Element<'a, Message> {
        match file {
            FileState::Opening(_) => caption(tr(lang, Text::Opening)).into(),
            FileState::Open(_) => caption(tr(lang, Text::FileOpen)).into(),
            FileState::Failed(_, failure) => {
                failure_view(lang, failure, Some(Message::RetryOpenPressed))
            }
        }
    }

    fn new_league_form(&self, file_open: bool, lang: Lang) -> Element<'_, Message> {
        let input = text_input(tr(lang, Text::LeagueName), &self.new_name)
            .id(NEW_LEAGUE_INPUT)
            .on_input(Message::NameEdited)
            .on_submit(Message::CreatePressed)
            .width(Length::Fixed(280.0));
        let create = icon_button(Icon::Add, tr(lang, Text::CreateLeague))
            .style(style::button::primary)
            .on_press_maybe(file_open.then_some(Message::CreatePressed));
        let chosen = GameChoice {
            lang,
            ..self.new_game
        };
        let game = pick_list(GameChoice::all(lang), Some(chosen), Message::GameChosen);
        let mut form =
            column![row![input, game, create].spacing(space::S).wrap()].spacing(space::S);
        if let Some(reason) = &self.refusal {
            form = form.push(refusal(reason.as_str()));
        }
        let games: Vec<String> = GameChoice::all(lang)
            .iter()
            .map(ToString::to_string)
            .collect();
        form.push(caption(fill(
            tr(lang, Text::NewLeagueHint),
            &[&games.join(", ")],
        )))
        .into()
    }
}

/// The two first actions of a newcomer: look around the demo, or start their own.
fn first_steps<'a>(file_open: bool, lang: Lang) -> Element<'a, Message> {
    let big = |glyph: Icon, label: Text| {
        icon_button(glyph, tr(lang, label))
            .padding([space::M, space::L])
            .width(Length::Fill)
    };
    let actions = row![
        big(Icon::Demo, Text::OpenDemo).on_press_maybe(file_open.then_some(Message::DemoPressed)),
        big(Icon::Add, Text::StartOwnLeague)
            .style(style::button::primary)
            .on_press_maybe(file_open.then_some(Message::StartOwnPressed)),
    ]
    .spacing(space::M);
    section(
        tr(lang, Text::FirstSteps),
        column![text(tr(lang, Text::FirstStepsHint)), actions].spacing(space::M),
    )
    .into()
}

/// Where the background check of the whole file stands.
fn check_line<'a>(check: &'a CheckState, lang: Lang) -> Element<'a, Message> {
    match check {
        CheckState::NotRun => iced::widget::space::vertical().height(0).into(),
        CheckState::Running => caption(tr(lang, Text::Checking)).into(),
        CheckState::Done(done) if done.is_sound() => caption(tr(lang, Text::CheckedSound)).into(),
        CheckState::Done(done) => refusal(fill(
            tr(lang, Text::CheckedDamaged),
            &[&done.damage_text(Surface::Window, lang)],
        ))
        .into(),
        CheckState::Failed(text) => refusal(fill(tr(lang, Text::CheckedDamaged), &[text])).into(),
    }
}

fn recent_list<'a>(recent: &'a [PathBuf], lang: Lang) -> Element<'a, Message> {
    if recent.is_empty() {
        return caption(tr(lang, Text::NoRecentFiles)).into();
    }
    recent
        .iter()
        .fold(column![].spacing(4), |list, path| {
            list.push(
                button(text(path.display().to_string()).size(13))
                    .style(crate::gui::style::button::quiet)
                    .on_press(Message::RecentChosen(path.clone())),
            )
        })
        .into()
}

fn league_list(leagues: &[LeagueRecord], lang: Lang) -> Element<'_, Message> {
    if leagues.is_empty() {
        return text(tr(lang, Text::NoLeagueYet)).into();
    }
    leagues
        .iter()
        .fold(column![].spacing(space::XS + 2.0), |list, league| {
            let game = games::find(&league.game).map_or(league.game.as_str(), |g| g.name(lang));
            let details = format!("{game} · {}", league.created_on);
            list.push(
                button(row![text(league.name.as_str()), caption(details)].spacing(12))
                    .style(crate::gui::style::button::secondary)
                    .width(Length::Fill)
                    .on_press(Message::LeagueChosen(league.id)),
            )
        })
        .into()
}
