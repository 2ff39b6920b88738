//! Start: the open league file, recent files, the leagues in the file, a new league.

use std::path::PathBuf;

use iced::widget::{button, column, pick_list, row, scrollable, text, text_input};
use iced::{Element, Length, Task};

use crate::coach;
use crate::data::Lang;
use crate::games;
use crate::gui::db::{CheckState, Db, FileState};
use crate::gui::failure::Failure;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{Loadable, caption, failure_view, heading, refusal, subheading};
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
            Some((game, Some(_))) => write!(
                f,
                "{} ({})",
                tr(self.lang, Text::DungeonbowlFormat),
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
            subheading(tr(lang, Text::LeagueFile)),
            text(file.path().display().to_string()),
            column![
                button(text(tr(lang, Text::OpenFile))).on_press(Message::OpenFilePressed),
                button(text(tr(lang, Text::NewFile)))
                    .style(crate::gui::style::button::secondary)
                    .on_press(Message::NewFilePressed),
                button(text(tr(lang, Text::BackUpFile)))
                    .style(crate::gui::style::button::secondary)
                    .on_press_maybe(file.db().is_some().then_some(Message::BackUpPressed)),
                button(text(tr(lang, Text::RestoreFile)))
                    .style(crate::gui::style::button::secondary)
                    .on_press(Message::RestorePressed),
                button(text(tr(lang, Text::ImportLeague)))
                    .style(crate::gui::style::button::secondary)
                    .on_press_maybe(file.db().is_some().then_some(Message::Exchange(
                        crate::gui::exchange::Exchange::ImportLeague
                    ))),
            ]
            .spacing(6),
            self.file_state(file, lang),
            check_line(check, lang),
            subheading(tr(lang, Text::RecentFiles)),
            recent_list(recent, lang),
        ]
        .spacing(10)
        .width(Length::FillPortion(2));
        let leagues = column![
            heading(tr(lang, Text::Leagues)),
            self.leagues
                .view(lang, Message::ReloadPressed, |leagues| league_list(
                    leagues, lang
                )),
            subheading(tr(lang, Text::NewLeague)),
            self.new_league_form(file.db().is_some(), lang),
        ]
        .spacing(12)
        .width(Length::FillPortion(3));
        scrollable(row![files, leagues].spacing(32)).into()
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
        let create = button(text(tr(lang, Text::CreateLeague)))
            .on_press_maybe(file_open.then_some(Message::CreatePressed));
        let chosen = GameChoice {
            lang,
            ..self.new_game
        };
        let game = pick_list(GameChoice::all(lang), Some(chosen), Message::GameChosen);
        let mut form = column![row![input, game, create].spacing(8)].spacing(6);
        if let Some(reason) = &self.refusal {
            form = form.push(refusal(reason.as_str()));
        }
        form.push(caption(tr(lang, Text::NewLeagueHint))).into()
    }
}

/// Where the background check of the whole file stands.
fn check_line<'a>(check: &'a CheckState, lang: Lang) -> Element<'a, Message> {
    match check {
        CheckState::NotRun => iced::widget::space::vertical().height(0).into(),
        CheckState::Running => caption(tr(lang, Text::Checking)).into(),
        CheckState::Done(done) if done.is_sound() => caption(tr(lang, Text::CheckedSound)).into(),
        CheckState::Done(done) => refusal(fill(
            tr(lang, Text::CheckedDamaged),
            &[&done.problems.join("; ")],
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
        return text(tr(lang, Text::NoLeague)).into();
    }
    leagues
        .iter()
        .fold(column![].spacing(6), |list, league| {
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
