//! Team: the roster editor. Every change goes to the store on a worker thread; a
//! refusal is shown next to the control that asked for it, and nothing changes.

use iced::Task;

use super::commissioner::{self, Commissioner};
pub use super::team_data::{Offer, Offers, TeamData, load_team_data, offers};
use chrono::NaiveDate;

use crate::coach::dreadball::Item;
use crate::coach::{self, AsOf, Context};
use crate::data::Lang;
use crate::data::dreadball::{BuildKind, StaffKind};
use crate::gui::db::Db;
use crate::gui::dreadball::tr::Dr;
use crate::gui::failure::Failure;
use crate::gui::print::Document;
use crate::gui::team_charts::{self, TeamCharts};
use crate::gui::tr::{fill, tr};
use crate::gui::widgets::Loadable;
use crate::rules::dreadball::build::Design;
use crate::store::dreadball::TeamRecord;
use crate::store::{PlayerId, Store, TeamId};

/// The id of the selected player's name field.
pub const PLAYER_NAME_INPUT: &str = "player-name";

/// The control a change came from, so its refusal is shown beside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    Hire(String),
    Buy(Item),
    Staff(StaffKind),
    PlayerName,
    PlayerNumber,
    Release,
    TeamName,
    Undo,
    Print,
}

#[derive(Debug)]
pub struct TeamScreen {
    pub id: TeamId,
    pub data: Loadable<TeamData>,
    pub selected: Option<PlayerId>,
    pub player_name: String,
    pub player_number: String,
    pub team_name: String,
    pub refusal: Option<(Control, String)>,
    /// A change is on its way to the store; further changes wait.
    pub busy: bool,
    /// The override forms for the team and the selected player.
    pub commissioner: Commissioner,
    /// The date the sheet is printed as of; empty for the team as it is now.
    pub as_of: String,
    /// The selected player's release waits for the user to confirm it.
    pub confirm_release: bool,
    pub charts: TeamCharts,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<TeamData>, Failure>),
    Charts(team_charts::Message),
    ReloadPressed,
    BackPressed,
    PlayerSelected(PlayerId),
    PlayerNameEdited(String),
    PlayerNumberEdited(String),
    RenamePlayerPressed,
    RenumberPressed,
    ReleasePressed,
    ReleaseConfirmed,
    ReleaseCancelled,
    TeamNameEdited(String),
    RenameTeamPressed,
    HirePressed(String),
    BuyPressed(Item),
    StaffPressed(StaffKind),
    UndoPressed,
    Changed(Control, Result<(), Failure>),
    /// Open the builder of this kind, empty or with a design to build again.
    BuilderPressed(BuildKind, Option<Box<Design>>),
    HistoryPressed,
    Commissioner(commissioner::Message),
    AsOfEdited(String),
    PrintPressed,
    /// Print this document (the app asks where to save it).
    Print(Document),
    /// Export the team (the app asks where).
    Exchange(crate::gui::exchange::Exchange),
}

pub enum Action {
    None,
    Run(Task<Message>),
    Back,
    OpenBuilder(Box<TeamRecord>, BuildKind, Option<Box<Design>>),
    OpenHistory(TeamId),
}

impl TeamScreen {
    pub fn new(id: TeamId) -> TeamScreen {
        TeamScreen {
            id,
            data: Loadable::Loading,
            selected: None,
            player_name: String::new(),
            player_number: String::new(),
            team_name: String::new(),
            refusal: None,
            busy: false,
            commissioner: Commissioner::default(),
            as_of: String::new(),
            confirm_release: false,
            charts: TeamCharts::new(id),
        }
    }

    pub fn load(&mut self, db: &Db, lang: Lang) -> Task<Message> {
        let id = self.id;
        Task::perform(
            db.call(lang, move |store, context| {
                load_team_data(store, context, id).map(Box::new)
            }),
            Message::Loaded,
        )
        .chain(self.charts.load(db, lang).map(Message::Charts))
    }

    pub fn title(&self) -> Option<&str> {
        self.data.loaded().map(|data| data.view.team.name.as_str())
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(result) => self.loaded(result.map(|data| *data)),
            Message::Charts(message) => {
                let outcome = self.charts.update(message, db, lang);
                if let Some(task) = outcome.task(Message::Charts, || self.load(db, lang)) {
                    return Action::Run(task);
                }
            }
            Message::ReloadPressed => return Action::Run(self.load(db, lang)),
            Message::BackPressed => return Action::Back,
            Message::PlayerSelected(id) => self.select(id),
            Message::PlayerNameEdited(name) => self.edit(|screen| screen.player_name = name),
            Message::PlayerNumberEdited(number) => {
                self.edit(|screen| screen.player_number = number)
            }
            Message::TeamNameEdited(name) => self.edit(|screen| screen.team_name = name),
            Message::Changed(control, result) => return self.changed(control, result, db, lang),
            Message::BuilderPressed(kind, design) => {
                if let Some(data) = self.data.loaded() {
                    return Action::OpenBuilder(Box::new(data.view.team.clone()), kind, design);
                }
            }
            Message::HistoryPressed => return Action::OpenHistory(self.id),
            Message::ReleasePressed => self.confirm_release = self.selected.is_some(),
            Message::ReleaseCancelled => self.confirm_release = false,
            Message::AsOfEdited(date) => self.edit(|screen| screen.as_of = date),
            Message::PrintPressed => return self.print(lang),
            // The app takes it on its way here.
            Message::Print(_) | Message::Exchange(_) => {}
            Message::Commissioner(message) => return self.commissioner_message(message, db, lang),
            change => return self.change(change, db, lang),
        }
        Action::None
    }

    /// The team sheet as of the date typed (now when empty).
    fn print(&mut self, lang: Lang) -> Action {
        let Some(data) = self.data.loaded() else {
            return Action::None;
        };
        let typed = self.as_of.trim();
        let as_of = if typed.is_empty() {
            AsOf::Now
        } else {
            let created = data.view.team.created_on;
            match NaiveDate::parse_from_str(typed, "%Y-%m-%d") {
                Ok(date) if date >= created => AsOf::Date(date),
                parsed => {
                    let reason = match parsed {
                        Ok(_) => fill(
                            tr(lang, Dr::AsOfBeforeTeam),
                            &[&data.view.team.name, &created.to_string()],
                        ),
                        Err(_) => fill(tr(lang, Dr::AsOfInvalid), &[typed]),
                    };
                    self.refusal = Some((Control::Print, reason));
                    return Action::None;
                }
            }
        };
        self.refusal = None;
        let document = Document::Team {
            team: self.id,
            name: data.view.team.name.clone(),
            as_of,
        };
        Action::Run(Task::done(Message::Print(document)))
    }

    fn commissioner_message(
        &mut self,
        message: commissioner::Message,
        db: &Db,
        lang: Lang,
    ) -> Action {
        match self
            .commissioner
            .update(message, self.id, self.selected, db, lang)
        {
            commissioner::Outcome::None => Action::None,
            commissioner::Outcome::Run(task) => Action::Run(task.map(Message::Commissioner)),
            commissioner::Outcome::Changed => Action::Run(self.load(db, lang)),
        }
    }

    fn loaded(&mut self, result: Result<TeamData, Failure>) {
        if let Ok(data) = &result {
            self.team_name = data.view.team.name.clone();
            let still_here = self
                .selected
                .and_then(|id| data.view.team.players.iter().find(|p| p.id == id));
            match still_here {
                Some(player) => {
                    self.player_name = player.name.clone();
                    self.player_number = player.number.to_string();
                }
                None => self.selected = None,
            }
        }
        self.data = Loadable::from_result(result);
    }

    fn select(&mut self, id: PlayerId) {
        let Some(player) = self
            .data
            .loaded()
            .and_then(|data| data.view.team.players.iter().find(|p| p.id == id))
        else {
            return;
        };
        self.player_name = player.name.clone();
        self.player_number = player.number.to_string();
        self.confirm_release = false;
        if self.selected != Some(id) {
            self.commissioner.player_changed();
        }
        self.selected = Some(id);
        self.refusal = None;
    }

    fn edit(&mut self, change: impl FnOnce(&mut TeamScreen)) {
        change(self);
        self.refusal = None;
    }

    /// Escape: drop the selection and any refusal, and put the fields back.
    pub fn cancel(&mut self) {
        self.selected = None;
        self.refusal = None;
        self.confirm_release = false;
        if let Some(data) = self.data.loaded() {
            self.team_name = data.view.team.name.clone();
        }
    }

    /// Sends one change to the store, unless it is refused before it leaves.
    fn change(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        if self.busy {
            return Action::None;
        }
        let id = self.id;
        let request = match message {
            Message::HirePressed(role) => {
                let position = role.clone();
                Request::new(Control::Hire(role), move |s, c| {
                    coach::dreadball::hire(s, c, id, &position, None).map(drop)
                })
            }
            Message::BuyPressed(item) => Request::new(Control::Buy(item), move |s, c| {
                coach::dreadball::buy(s, c, id, item, 1).map(drop)
            }),
            Message::StaffPressed(kind) => Request::new(Control::Staff(kind), move |s, c| {
                coach::dreadball::hire_staff(s, c, id, kind).map(drop)
            }),
            Message::UndoPressed => {
                Request::new(Control::Undo, move |s, _| coach::undo(s, id).map(drop))
            }
            Message::RenameTeamPressed => {
                let name = self.team_name.clone();
                Request::new(Control::TeamName, move |s, _| {
                    coach::rename_team(s, id, &name)
                })
            }
            player_change => match self.player_request(player_change, lang) {
                Ok(Some(request)) => request,
                Ok(None) => return Action::None,
                Err((control, reason)) => {
                    self.refusal = Some((control, reason));
                    return Action::None;
                }
            },
        };
        self.busy = true;
        self.refusal = None;
        let control = request.control;
        Action::Run(Task::perform(db.call(lang, request.job), move |result| {
            Message::Changed(control.clone(), result)
        }))
    }

    fn player_request(
        &self,
        message: Message,
        lang: Lang,
    ) -> Result<Option<Request>, (Control, String)> {
        let (id, Some(player)) = (self.id, self.selected) else {
            return Ok(None);
        };
        Ok(Some(match message {
            Message::RenamePlayerPressed => {
                let name = self.player_name.clone();
                Request::new(Control::PlayerName, move |s, _| {
                    coach::dreadball::rename_player(s, id, player, &name).map(drop)
                })
            }
            Message::RenumberPressed => {
                let number: u32 = self.player_number.trim().parse().map_err(|_| {
                    (
                        Control::PlayerNumber,
                        tr(lang, Dr::NumberNotNumber).to_string(),
                    )
                })?;
                Request::new(Control::PlayerNumber, move |s, c| {
                    coach::dreadball::renumber_player(s, c, id, player, number).map(drop)
                })
            }
            Message::ReleaseConfirmed => Request::new(Control::Release, move |s, c| {
                coach::dreadball::release(s, c, id, player).map(drop)
            }),
            _ => return Ok(None),
        }))
    }

    fn changed(
        &mut self,
        control: Control,
        result: Result<(), Failure>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        self.busy = false;
        match result {
            Ok(()) => {
                if control == Control::Release {
                    self.selected = None;
                    self.confirm_release = false;
                }
                Action::Run(self.load(db, lang))
            }
            Err(failure) => {
                self.refusal = Some((control, failure.full_text(lang)));
                Action::None
            }
        }
    }

    /// The refusal for `control`, if the last change from it was refused.
    pub fn refusal_for(&self, control: &Control) -> Option<&str> {
        match &self.refusal {
            Some((refused, reason)) if refused == control => Some(reason),
            _ => None,
        }
    }
}

type Job = Box<dyn FnOnce(&mut Store, &Context) -> crate::Result<()> + Send>;

struct Request {
    control: Control,
    job: Job,
}

impl Request {
    fn new(
        control: Control,
        job: impl FnOnce(&mut Store, &Context) -> crate::Result<()> + Send + 'static,
    ) -> Request {
        Request {
            control,
            job: Box::new(job),
        }
    }
}
