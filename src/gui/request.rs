//! The narrow interface between the window's root and a game's screens: what a game's
//! screens are given (`Ctx`: the open file and the language) and what
//! they ask of the root in return (`Request`: run a task, come to the front, print,
//! export, go to a league, a season or a history). A game's screens never reach the
//! root's own state; the root acts on their requests in order.

use iced::Task;

use super::db::Db;
use super::exchange::Exchange as ExchangeRequest;
use super::place::Screen;
use super::print::Document;
use crate::coach::Context;
use crate::data::Lang;
use crate::store::{LeagueId, SeasonId, TeamId};

/// The file a card asks for comes back to the card as this message.
pub type Then<M> = Box<dyn Fn(Option<std::path::PathBuf>) -> M + Send>;

/// What a game's screens are given to act on a message.
#[derive(Clone, Copy)]
pub struct Ctx<'a> {
    pub db: &'a Db,
    pub lang: Lang,
}

impl Ctx<'_> {
    /// The commands' context in the user's language.
    pub fn context(&self) -> Context {
        Context::new(self.lang)
    }
}

/// What a game's screen asks of the window's root.
pub enum Request<M> {
    /// Runs a task whose result comes back to the screen.
    Run(Task<M>),
    /// Shows the screen of the game now in front.
    Front(Screen),
    /// The landing asked for at start is reached: forget it.
    Landed,
    /// Asks where to save a document, then prints it.
    Print(Document),
    /// An export or import the screen asked for.
    Exchange(ExchangeRequest),
    /// The league's screen, read again if it is the one open, else opened.
    ShowLeague(LeagueId),
    /// The open league's screen, read again; when none is open, the leagues (`true`) or
    /// nothing (`false`).
    ShowOpenLeague { or_start: bool },
    /// The leagues.
    ShowStart,
    /// A season, on its fixtures.
    OpenSeasonFixtures(SeasonId),
    /// A team's history; its "back" returns to `Screen`.
    OpenTeamHistory(TeamId, Screen),
}

impl<M: Send + 'static> Request<M> {
    /// The same request, its task's messages wrapped by `wrap`.
    pub fn map<N: Send + 'static>(self, wrap: impl Fn(M) -> N + Send + 'static) -> Request<N> {
        match self {
            Request::Run(task) => Request::Run(task.map(wrap)),
            Request::Front(screen) => Request::Front(screen),
            Request::Landed => Request::Landed,
            Request::Print(document) => Request::Print(document),
            Request::Exchange(request) => Request::Exchange(request),
            Request::ShowLeague(id) => Request::ShowLeague(id),
            Request::ShowOpenLeague { or_start } => Request::ShowOpenLeague { or_start },
            Request::ShowStart => Request::ShowStart,
            Request::OpenSeasonFixtures(id) => Request::OpenSeasonFixtures(id),
            Request::OpenTeamHistory(team, back) => Request::OpenTeamHistory(team, back),
        }
    }
}

/// A screen's requests, in the order the root acts on them.
pub type Requests<M> = Vec<Request<M>>;

/// Wraps every request's task messages by `wrap`.
pub fn map_all<M: Send + 'static, N: Send + 'static>(
    requests: Requests<M>,
    wrap: impl Fn(M) -> N + Clone + Send + 'static,
) -> Requests<N> {
    requests
        .into_iter()
        .map(|request| request.map(wrap.clone()))
        .collect()
}

/// What a game's part of the shared league screen (its card) asks of that screen.
pub enum CardRequest<M> {
    None,
    Run(Task<M>),
    /// A change went through: read the league again.
    Reload,
    OpenTeam(TeamId),
    /// Print the league's ranking sheet.
    PrintChampionship,
    /// Ask for a file of `kind` under `title`; its path comes back as `then`'s message.
    PickFile {
        title: String,
        kind: super::picker::FileKind,
        then: Then<M>,
    },
}

impl<M: Send + 'static> CardRequest<M> {
    /// The same request, its messages wrapped by `wrap`.
    pub fn map<N: Send + 'static>(self, wrap: fn(M) -> N) -> CardRequest<N> {
        match self {
            CardRequest::None => CardRequest::None,
            CardRequest::Run(task) => CardRequest::Run(task.map(wrap)),
            CardRequest::Reload => CardRequest::Reload,
            CardRequest::OpenTeam(team) => CardRequest::OpenTeam(team),
            CardRequest::PrintChampionship => CardRequest::PrintChampionship,
            CardRequest::PickFile { title, kind, then } => CardRequest::PickFile {
                title,
                kind,
                then: Box::new(move |path| wrap(then(path))),
            },
        }
    }
}

/// Opens a screen just made: it takes its place (`slot`), its first read runs and it
/// comes to the front as `place`.
pub fn open_screen<S, M>(
    slot: &mut Option<S>,
    screen: S,
    first_read: Task<M>,
    place: Screen,
) -> Requests<M> {
    *slot = Some(screen);
    vec![Request::Run(first_read), Request::Front(place)]
}

/// A message of a match-day wizard: what its action asks, its messages wrapped by
/// `wrap`; nothing when no wizard is open.
pub fn wizard_message<S, M: Send + 'static, N: Send + 'static>(
    wizard: Option<&mut S>,
    update: impl FnOnce(&mut S) -> crate::gui::wizard::Action<M>,
    wrap: impl Fn(M) -> N + Clone + Send + 'static,
) -> Requests<N> {
    wizard.map_or_else(Vec::new, |wizard| {
        map_all(from_wizard(update(wizard)), wrap)
    })
}

/// What a match-day wizard's action asks of the root.
pub fn from_wizard<M: Send + 'static>(action: crate::gui::wizard::Action<M>) -> Requests<M> {
    use crate::gui::wizard::Action;
    match action {
        Action::None => Vec::new(),
        Action::Run(task) | Action::Changed(task) => vec![Request::Run(task)],
        Action::Back(season) => vec![Request::OpenSeasonFixtures(season)],
    }
}
