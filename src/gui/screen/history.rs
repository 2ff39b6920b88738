//! History: a team's record, matches and everyone who played for it; a player's career;
//! a league's graveyard. Pages open from one another and "back" walks the way back.

use iced::Task;

use crate::coach::{self, Career, Grave, TeamHistory};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::widgets::Loadable;
use crate::store::{LeagueId, PlayerId, Store, TeamId};

/// What a history page is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    Team(TeamId),
    Player(PlayerId),
    Graveyard(LeagueId),
}

#[derive(Debug, Clone, PartialEq)]
pub enum HistoryData {
    /// A team's history, with its players who died in a match.
    Team(TeamHistory, Vec<Grave>),
    Player(Career),
    Graveyard {
        league: String,
        graves: Vec<Grave>,
    },
}

#[derive(Debug)]
pub struct HistoryScreen {
    /// The pages opened, the one shown last.
    pub pages: Vec<Page>,
    pub data: Loadable<HistoryData>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Page, Result<Box<HistoryData>, Failure>),
    ReloadPressed,
    BackPressed,
    TeamChosen(TeamId),
    PlayerChosen(PlayerId),
    OpenTeamPressed(TeamId),
}

pub enum Action {
    None,
    Run(Task<Message>),
    /// Leave the history for the screen it was opened from.
    Back,
    OpenTeam(TeamId),
}

impl HistoryScreen {
    pub fn new(page: Page) -> HistoryScreen {
        HistoryScreen {
            pages: vec![page],
            data: Loadable::Loading,
        }
    }

    pub fn page(&self) -> Option<Page> {
        self.pages.last().copied()
    }

    pub fn load(&self, db: &Db, lang: Lang) -> Task<Message> {
        let Some(page) = self.page() else {
            return Task::none();
        };
        Task::perform(
            db.call(lang, move |store, _context| {
                Ok(Box::new(match page {
                    Page::Team(id) => team_page(store, id)?,
                    Page::Player(id) => HistoryData::Player(coach::player_career(store, id)?),
                    Page::Graveyard(id) => HistoryData::Graveyard {
                        league: coach::league(store, id)?.name,
                        graves: coach::graveyard(store, id)?,
                    },
                }))
            }),
            move |result| Message::Loaded(page, result),
        )
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(page, result) => {
                if self.page() == Some(page) {
                    self.data = Loadable::from_result(result.map(|data| *data));
                }
                Action::None
            }
            Message::ReloadPressed => Action::Run(self.load(db, lang)),
            Message::BackPressed => {
                if self.pages.len() <= 1 {
                    return Action::Back;
                }
                self.pages.pop();
                self.open(db, lang)
            }
            Message::TeamChosen(id) => self.go(Page::Team(id), db, lang),
            Message::PlayerChosen(id) => self.go(Page::Player(id), db, lang),
            Message::OpenTeamPressed(id) => Action::OpenTeam(id),
        }
    }

    fn go(&mut self, page: Page, db: &Db, lang: Lang) -> Action {
        if self.page() == Some(page) {
            return Action::None;
        }
        self.pages.push(page);
        self.open(db, lang)
    }

    fn open(&mut self, db: &Db, lang: Lang) -> Action {
        self.data = Loadable::Loading;
        Action::Run(self.load(db, lang))
    }

    /// The page's subject, for the window title.
    pub fn title(&self) -> Option<String> {
        self.data.loaded().map(|data| match data {
            HistoryData::Team(history, _) => history.name.clone(),
            HistoryData::Player(career) => career.player.player.name.clone(),
            HistoryData::Graveyard { league, .. } => league.clone(),
        })
    }
}

/// A team's history and the graves of its players.
fn team_page(store: &mut Store, id: TeamId) -> crate::Result<HistoryData> {
    let history = coach::team_history(store, id)?;
    let league = coach::team_header(store, id)?.league_id;
    let graves = coach::graveyard(store, league)?
        .into_iter()
        .filter(|grave| grave.team_id == id)
        .collect();
    Ok(HistoryData::Team(history, graves))
}
