//! Creating a Killpower Ball team (chapter 2): its name and coach, seven gladiators (name,
//! specialization of TABLE 11, magic equipment; in a tournament or a league that chooses
//! its powers, the two cards chosen from the deck), then a preview that shows every roll
//! and the team as it would be, and Create, which records that same preview (same seed,
//! same dice). A refusal is shown and nothing is written.

use iced::Task;

use super::words::{Equipping, GladiatorEdit, GladiatorRow};
use crate::coach::killpower::{self as kpb, NewKpbTeam, TeamCreated};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::dice::{DiceEdit, DiceForm};
use crate::gui::failure::Failure;
use crate::gui::killpower::tr::Kp;
use crate::gui::tr::{fill, tr};
use crate::gui::widgets::Loadable;
use crate::rules::killpower::{EquipmentRule, Mode};
use crate::store::killpower::{CardRecord, KillpowerLeagueRecord};
use crate::store::{LeagueId, LeagueRecord, TeamId};

/// What the wizard reads of its league.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WizardData {
    pub league: LeagueRecord,
    pub settings: KillpowerLeagueRecord,
    pub deck: Vec<CardRecord>,
}

impl WizardData {
    /// How this league's gladiators get their equipment.
    pub fn equipping(&self) -> Equipping {
        let rule = EquipmentRule::of(self.settings.mode, self.settings.powers_chosen);
        Equipping {
            powers_chosen: rule.powers_chosen,
            armour_now: rule.armour_rolled_now,
        }
    }
}

#[derive(Debug)]
pub struct NewTeamScreen {
    pub league: LeagueId,
    pub data: Loadable<Box<WizardData>>,
    pub name: String,
    pub coach: String,
    pub rows: Vec<GladiatorRow>,
    pub dice: DiceForm,
    /// The request last previewed, which Create repeats.
    pub request: Option<NewKpbTeam>,
    pub preview: Option<Box<TeamCreated>>,
    pub refusal: Option<String>,
    pub busy: bool,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<WizardData>, Failure>),
    ReloadPressed,
    BackPressed,
    NameEdited(String),
    CoachEdited(String),
    Gladiator(usize, GladiatorEdit),
    Dice(DiceEdit),
    PreviewPressed,
    Previewed(Result<Box<TeamCreated>, Failure>),
    CreatePressed,
    Created(Result<Box<TeamCreated>, Failure>),
}

pub enum Action {
    None,
    Run(Task<Message>),
    /// Back to the league, nothing created.
    Back(LeagueId),
    /// The team is created: open it (and read the league again).
    Created(LeagueId, TeamId),
}

impl NewTeamScreen {
    pub fn new(league: LeagueId) -> NewTeamScreen {
        let size = super::words::data().map_or(7, |d| usize::from(d.experience.team.gladiators));
        NewTeamScreen {
            league,
            data: Loadable::Loading,
            name: String::new(),
            coach: String::new(),
            rows: vec![GladiatorRow::default(); size],
            dice: DiceForm::default(),
            request: None,
            preview: None,
            refusal: None,
            busy: false,
        }
    }

    pub fn load(&self, db: &Db, lang: Lang) -> Task<Message> {
        let league = self.league;
        Task::perform(
            db.call(lang, move |store, _| {
                Ok(Box::new(WizardData {
                    league: crate::coach::league(store, league)?,
                    settings: kpb::league_settings(store, league)?,
                    deck: kpb::deck(store, league)?,
                }))
            }),
            Message::Loaded,
        )
    }

    pub fn title(&self, lang: Lang) -> Option<String> {
        let data = self.data.loaded()?;
        Some(fill(tr(lang, Kp::NewTeamTitle), &[&data.league.name]))
    }

    /// Whether the league is a tournament (13.2).
    pub fn tournament(&self) -> bool {
        self.data
            .loaded()
            .is_some_and(|d| d.settings.mode == Mode::Tournament)
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(result) => self.data = Loadable::from_result(result),
            Message::ReloadPressed => return Action::Run(self.load(db, lang)),
            Message::BackPressed => return Action::Back(self.league),
            Message::PreviewPressed => return self.preview(db, lang),
            Message::Previewed(result) => self.previewed(result),
            Message::CreatePressed => return self.create(db, lang),
            Message::Created(result) => return self.created(result),
            edit => self.edit(edit),
        }
        Action::None
    }

    /// A change to the form: its preview no longer stands.
    fn edit(&mut self, message: Message) {
        match message {
            Message::NameEdited(name) => self.name = name,
            Message::CoachEdited(coach) => self.coach = coach,
            Message::Gladiator(index, edit) => {
                if let Some(row) = self.rows.get_mut(index) {
                    row.edit(edit);
                }
            }
            Message::Dice(edit) => self.dice.edit(edit),
            _ => return,
        }
        self.request = None;
        self.preview = None;
        self.refusal = None;
    }

    /// The team as typed, with its seed fixed (written into the seed field).
    fn request(&mut self, lang: Lang) -> Result<NewKpbTeam, String> {
        let mut gladiators = Vec::new();
        for (index, row) in self.rows.iter().enumerate() {
            let who = fill(tr(lang, Kp::GladiatorNumber), &[&(index + 1).to_string()]);
            gladiators.push(row.spec(&who, lang)?);
        }
        Ok(NewKpbTeam {
            league: self.league,
            name: self.name.clone(),
            coach: self.coach.clone(),
            gladiators,
            dice: self.dice.dice(lang)?,
            seed: Some(self.dice.pinned_seed(lang)?),
        })
    }

    fn preview(&mut self, db: &Db, lang: Lang) -> Action {
        let request = match self.request(lang) {
            Ok(request) => request,
            Err(reason) => {
                self.refusal = Some(reason);
                return Action::None;
            }
        };
        self.refusal = None;
        self.preview = None;
        self.request = Some(request.clone());
        Action::Run(Task::perform(
            db.call(lang, move |store, context| {
                kpb::create_team(store, context.lang, &request, true).map(Box::new)
            }),
            Message::Previewed,
        ))
    }

    fn previewed(&mut self, result: Result<Box<TeamCreated>, Failure>) {
        match result {
            Ok(preview) => self.preview = Some(preview),
            Err(failure) => {
                self.request = None;
                self.refusal = Some(failure.message);
            }
        }
    }

    fn create(&mut self, db: &Db, lang: Lang) -> Action {
        let Some(request) = self.request.clone().filter(|_| self.preview.is_some()) else {
            return Action::None;
        };
        if self.busy {
            return Action::None;
        }
        self.busy = true;
        Action::Run(Task::perform(
            db.call(lang, move |store, context| {
                kpb::create_team(store, context.lang, &request, false).map(Box::new)
            }),
            Message::Created,
        ))
    }

    fn created(&mut self, result: Result<Box<TeamCreated>, Failure>) -> Action {
        self.busy = false;
        match result {
            Ok(created) => Action::Created(self.league, created.team.id),
            Err(failure) => {
                self.refusal = Some(failure.message);
                Action::None
            }
        }
    }
}
