//! The Blood Bowl team screen: its roster, values, re-rolls, fans and staff; hiring,
//! buying, releasing and undoing through the store on a worker thread. A refusal is shown
//! next to what asked and nothing changes.

use iced::Task;

use crate::coach::bloodbowl::{self as bb, BloodBowlTeam, Offers};
use crate::coach::{self, Change};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::print::Document;
use crate::gui::team_charts::{self, TeamCharts};
use crate::gui::widgets::Loadable;
use crate::rules::bloodbowl::Purchase;
use crate::store::{PlayerId, TeamId};

/// Everything the screen shows, read in one go.
#[derive(Debug, Clone, PartialEq)]
pub struct TeamData {
    pub team: BloodBowlTeam,
    pub offers: Offers,
    pub last_change: Option<Change>,
}

/// Where a change was asked from, so its refusal shows there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    Hire(String),
    Buy(Purchase),
    Release,
    Undo,
}

#[derive(Debug)]
pub struct TeamScreen {
    pub id: TeamId,
    pub data: Loadable<Box<TeamData>>,
    pub selected: Option<PlayerId>,
    pub refusal: Option<(Control, String)>,
    /// The selected player's release waits for the user to confirm it.
    pub confirm_release: bool,
    pub charts: TeamCharts,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<TeamData>, Failure>),
    Charts(team_charts::Message),
    ReloadPressed,
    HirePressed(String),
    BuyPressed(Purchase),
    PlayerChosen(PlayerId),
    ReleasePressed,
    ReleaseConfirmed,
    ReleaseCancelled,
    UndoPressed,
    Changed(Control, Result<(), Failure>),
    BackPressed,
    Print(Document),
    /// Export the team (the app asks where).
    Exchange(crate::gui::exchange::Exchange),
}

/// What the root should do after a message.
pub enum Action {
    None,
    Run(Task<Message>),
    Back,
}

impl TeamScreen {
    pub fn new(id: TeamId) -> TeamScreen {
        TeamScreen {
            id,
            data: Loadable::Loading,
            selected: None,
            refusal: None,
            confirm_release: false,
            charts: TeamCharts::new(id),
        }
    }

    pub fn load(&mut self, db: &Db, lang: Lang) -> Task<Message> {
        let id = self.id;
        Task::perform(
            db.call(lang, move |store, context| {
                let team = bb::show_team(store, context.lang, id)?;
                let offers = bb::offers(store, context.lang, id)?;
                let last_change = coach::last_change(store, id)?;
                Ok(Box::new(TeamData {
                    team,
                    offers,
                    last_change,
                }))
            }),
            Message::Loaded,
        )
        .chain(self.charts.load(db, lang).map(Message::Charts))
    }

    pub fn title(&self) -> Option<&str> {
        self.data.loaded().map(|data| data.team.name.as_str())
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(result) => {
                self.data = Loadable::from_result(result);
                Action::None
            }
            Message::ReloadPressed => Action::Run(self.load(db, lang)),
            Message::Charts(message) => {
                let outcome = self.charts.update(message, db, lang);
                match outcome.task(Message::Charts, || self.load(db, lang)) {
                    Some(task) => Action::Run(task),
                    None => Action::None,
                }
            }
            Message::HirePressed(position) => self.change(db, lang, Control::Hire(position)),
            Message::BuyPressed(purchase) => self.change(db, lang, Control::Buy(purchase)),
            Message::ReleasePressed => {
                self.confirm_release = self.selected.is_some();
                Action::None
            }
            Message::ReleaseCancelled => {
                self.confirm_release = false;
                Action::None
            }
            Message::ReleaseConfirmed => {
                self.confirm_release = false;
                self.change(db, lang, Control::Release)
            }
            Message::UndoPressed => self.change(db, lang, Control::Undo),
            Message::PlayerChosen(player) => {
                self.selected = (self.selected != Some(player)).then_some(player);
                self.refusal = None;
                self.confirm_release = false;
                Action::None
            }
            Message::Changed(control, Ok(())) => {
                if control == Control::Release {
                    self.selected = None;
                }
                self.refusal = None;
                Action::Run(self.load(db, lang))
            }
            Message::Changed(control, Err(failure)) => {
                self.refusal = Some((control, failure.full_text(lang)));
                Action::None
            }
            Message::BackPressed => Action::Back,
            Message::Print(_) | Message::Exchange(_) => Action::None,
        }
    }

    /// Escape: drop the selected player and the refusal.
    pub fn cancel(&mut self) {
        self.selected = None;
        self.refusal = None;
        self.confirm_release = false;
    }

    /// Ctrl+Z.
    pub fn undo(&mut self, db: &Db, lang: Lang) -> Action {
        self.change(db, lang, Control::Undo)
    }

    fn change(&mut self, db: &Db, lang: Lang, control: Control) -> Action {
        let id = self.id;
        let selected = self.selected;
        let job = control.clone();
        let task = Task::perform(
            db.call(lang, move |store, context| match job {
                Control::Hire(position) => {
                    bb::hire(store, context.lang, id, &position, None).map(|_| ())
                }
                Control::Buy(purchase) => bb::buy(store, id, purchase, 1).map(|_| ()),
                Control::Release => match selected {
                    Some(player) => bb::release(store, context.lang, id, player).map(|_| ()),
                    None => Ok(()),
                },
                Control::Undo => coach::undo(store, id).map(|_| ()),
            }),
            move |result| Message::Changed(control.clone(), result),
        );
        Action::Run(task)
    }

    pub fn refusal_for(&self, control: &Control) -> Option<&str> {
        match &self.refusal {
            Some((asked, reason)) if asked == control => Some(reason.as_str()),
            _ => None,
        }
    }
}
