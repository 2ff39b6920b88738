//! Season: its teams by division, its fixtures and results, its standings and its
//! playoffs, on four tabs. Every change goes to the store on a worker thread; a refusal
//! is shown next to the form that asked, and nothing changes.

use iced::Task;

use crate::coach::{self, Bracket, Context, DivisionTable, FixtureLine, ResetPlan, SeasonView};
use crate::data::Lang;
use crate::gui::date_picker::{DateMessage, DatePicker};
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::tr::Text;
use crate::gui::widgets::Loadable;
use crate::store::{FixtureId, LeagueId, LeagueRecord, SeasonId, Store, TeamId};

pub const HOME_SCORE_INPUT: &str = "home-score";
pub const AWAY_SCORE_INPUT: &str = "away-score";

/// Days between rounds when the field is left empty.
pub const DEFAULT_EVERY_DAYS: u32 = coach::DEFAULT_DAYS_BETWEEN_ROUNDS;
/// Teams in a new playoff when the field is left empty.
pub const DEFAULT_PLAYOFF_TEAMS: u32 = 4;
/// Games per series when the field is left empty.
pub const DEFAULT_BEST_OF: u32 = 1;

/// The four views of a season.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tab {
    Teams,
    Fixtures,
    Standings,
    Playoffs,
}

impl Tab {
    pub const ALL: [Tab; 4] = [Tab::Teams, Tab::Fixtures, Tab::Standings, Tab::Playoffs];

    pub fn id(self) -> &'static str {
        match self {
            Tab::Teams => "teams",
            Tab::Fixtures => "fixtures",
            Tab::Standings => "standings",
            Tab::Playoffs => "playoffs",
        }
    }

    pub fn parse(text: &str) -> Option<Tab> {
        let text = text.trim().to_ascii_lowercase();
        Tab::ALL.into_iter().find(|tab| tab.id() == text)
    }

    pub fn label(self) -> Text {
        match self {
            Tab::Teams => Text::Teams,
            Tab::Fixtures => Text::Fixtures,
            Tab::Standings => Text::Standings,
            Tab::Playoffs => Text::Playoffs,
        }
    }
}

/// A league team, in a drop-down list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamChoice {
    pub id: TeamId,
    pub name: String,
}

impl std::fmt::Display for TeamChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct SeasonData {
    pub view: SeasonView,
    pub league: LeagueRecord,
    /// The league's teams not entered yet, for the add form.
    pub others: Vec<TeamChoice>,
    pub fixtures: Vec<FixtureLine>,
    pub tables: Vec<DivisionTable>,
    pub brackets: Vec<Bracket>,
}

impl SeasonData {
    pub fn fixture(&self, id: FixtureId) -> Option<&FixtureLine> {
        self.fixtures.iter().find(|line| line.id == id)
    }

    /// Whether the season has league (not playoff) fixtures already.
    pub fn has_league_fixtures(&self) -> bool {
        self.fixtures.iter().any(|line| !line.playoff)
    }
}

/// A result being entered, or edited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultForm {
    pub fixture: FixtureId,
    pub home: String,
    pub away: String,
    pub landslide: bool,
    pub editing: bool,
}

/// The form or button a change came from, so its refusal is shown beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    AddTeam,
    RemoveTeam(TeamId),
    Closing,
    Generate,
    Result(FixtureId),
    Reset(FixtureId),
    Delete(FixtureId),
    Playoff,
}

#[derive(Debug)]
pub struct SeasonScreen {
    pub id: SeasonId,
    pub data: Loadable<SeasonData>,
    pub tab: Tab,
    /// The tab is settled (chosen by the user or `--screen`, or picked at the first load).
    pub tab_chosen: bool,
    pub add_team: Option<TeamId>,
    pub division: String,
    pub double: bool,
    pub start: String,
    /// The calendar beside the first round's date.
    pub start_picker: DatePicker,
    pub every: String,
    pub result: Option<ResultForm>,
    /// A reset waiting for confirmation, with what it will undo.
    pub reset: Option<ResetPlan>,
    /// An unplayed fixture to delete, waiting for confirmation.
    pub deleting: Option<FixtureId>,
    pub playoff_name: String,
    pub top: String,
    pub best_of: String,
    pub refusal: Option<(Control, String)>,
    /// What the last change did, in a line.
    pub done: Option<String>,
    /// A change is on its way to the store; further changes wait.
    pub busy: bool,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<SeasonData>, Failure>),
    ReloadPressed,
    BackPressed,
    TabChosen(Tab),
    TeamChosen(TeamId),
    HistoryChosen(TeamId),
    MatchDayPressed(FixtureId),
    AddTeamPicked(TeamChoice),
    DivisionEdited(String),
    AddTeamPressed,
    RemoveTeamPressed(TeamId),
    ClosePressed(bool),
    DoubleToggled(bool),
    StartEdited(String),
    StartCalendar(DateMessage),
    EveryEdited(String),
    GeneratePressed,
    EnterResultPressed(FixtureId),
    EditResultPressed(FixtureId),
    HomeScoreEdited(String),
    AwayScoreEdited(String),
    LandslideToggled(bool),
    SaveResultPressed,
    CancelPressed,
    ResetPressed(FixtureId),
    PlanLoaded(FixtureId, Result<Box<ResetPlan>, Failure>),
    ConfirmResetPressed,
    DeletePressed(FixtureId),
    ConfirmDeletePressed,
    PlayoffNameEdited(String),
    TopEdited(String),
    BestOfEdited(String),
    NewPlayoffPressed,
    Changed(Control, Result<String, Failure>),
    /// Print this document (the app asks where to save it).
    Print(crate::gui::print::Document),
}

pub enum Action {
    None,
    Run(Task<Message>),
    Back(LeagueId),
    OpenTeam(TeamId),
    OpenHistory(TeamId),
    /// The match-day wizard of a fixture.
    OpenMatchDay(FixtureId),
    /// The store changed: reload this screen with the task, and the others that show it.
    Changed(Task<Message>),
}

pub(super) type Job = Box<dyn FnOnce(&mut Store, &Context) -> crate::Result<String> + Send>;

impl SeasonScreen {
    pub fn new(id: SeasonId, tab: Option<Tab>) -> SeasonScreen {
        SeasonScreen {
            id,
            data: Loadable::Loading,
            tab: tab.unwrap_or(Tab::Standings),
            tab_chosen: tab.is_some(),
            add_team: None,
            division: String::new(),
            double: false,
            start: String::new(),
            start_picker: DatePicker::default(),
            every: String::new(),
            result: None,
            reset: None,
            deleting: None,
            playoff_name: String::new(),
            top: String::new(),
            best_of: String::new(),
            refusal: None,
            done: None,
            busy: false,
        }
    }

    pub fn title(&self) -> Option<String> {
        self.data.loaded().map(|data| data.view.season.name.clone())
    }

    pub fn league_id(&self) -> Option<LeagueId> {
        self.data.loaded().map(|data| data.view.season.league_id)
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(result) => self.loaded(result.map(|data| *data)),
            Message::ReloadPressed => return Action::Run(self.load(db, lang)),
            // The app takes it on its way here.
            Message::Print(_) => {}
            Message::BackPressed => {
                if let Some(league) = self.league_id() {
                    return Action::Back(league);
                }
            }
            Message::TabChosen(tab) => {
                self.tab = tab;
                self.tab_chosen = true;
                self.cancel();
            }
            Message::TeamChosen(id) => return Action::OpenTeam(id),
            Message::HistoryChosen(id) => return Action::OpenHistory(id),
            Message::MatchDayPressed(id) => return Action::OpenMatchDay(id),
            Message::AddTeamPicked(choice) => self.edit(|s| s.add_team = Some(choice.id)),
            Message::DivisionEdited(name) => self.edit(|s| s.division = name),
            Message::DoubleToggled(double) => self.edit(|s| s.double = double),
            Message::StartEdited(date) => self.edit(|s| s.start = date),
            Message::StartCalendar(message) => self.edit(|s| {
                s.start_picker
                    .update(message, &mut s.start, crate::store::today())
            }),
            Message::EveryEdited(days) => self.edit(|s| s.every = days),
            Message::EnterResultPressed(id) => self.open_result(id, false),
            Message::EditResultPressed(id) => self.open_result(id, true),
            Message::HomeScoreEdited(score) => self.edit_result(|form| form.home = score),
            Message::AwayScoreEdited(score) => self.edit_result(|form| form.away = score),
            Message::LandslideToggled(on) => self.edit_result(|form| form.landslide = on),
            Message::CancelPressed => self.cancel(),
            Message::ResetPressed(id) => return self.ask_reset(id, db, lang),
            Message::DeletePressed(id) => {
                self.cancel();
                self.deleting = Some(id);
            }
            Message::PlanLoaded(id, result) => self.plan_loaded(id, result, lang),
            Message::PlayoffNameEdited(name) => self.edit(|s| s.playoff_name = name),
            Message::TopEdited(top) => self.edit(|s| s.top = top),
            Message::BestOfEdited(best_of) => self.edit(|s| s.best_of = best_of),
            Message::Changed(control, result) => return self.changed(control, result, db, lang),
            change => return self.change(change, db, lang),
        }
        Action::None
    }

    fn loaded(&mut self, result: Result<SeasonData, Failure>) {
        if let Ok(data) = &result
            && !self.tab_chosen
        {
            // Only the first reading picks the tab; later ones keep the user's place.
            self.tab_chosen = true;
            self.tab = if data.view.teams.is_empty() {
                Tab::Teams
            } else {
                Tab::Standings
            };
        }
        self.data = Loadable::from_result(result);
    }

    fn edit(&mut self, change: impl FnOnce(&mut SeasonScreen)) {
        change(self);
        self.refusal = None;
    }

    fn edit_result(&mut self, change: impl FnOnce(&mut ResultForm)) {
        if let Some(form) = self.result.as_mut() {
            change(form);
        }
        self.refusal = None;
    }

    /// Escape: close the open form and forget any refusal.
    pub fn cancel(&mut self) {
        self.start_picker = DatePicker::default();
        self.result = None;
        self.reset = None;
        self.deleting = None;
        self.refusal = None;
    }

    fn open_result(&mut self, id: FixtureId, editing: bool) {
        let Some(line) = self.data.loaded().and_then(|data| data.fixture(id)) else {
            return;
        };
        let score = |value: Option<u32>| match (editing, value) {
            (true, Some(score)) => score.to_string(),
            _ => String::new(),
        };
        self.result = Some(ResultForm {
            fixture: id,
            home: score(line.home_score),
            away: score(line.away_score),
            landslide: editing && line.landslide,
            editing,
        });
        self.reset = None;
        self.refusal = None;
        self.done = None;
    }

    fn ask_reset(&mut self, id: FixtureId, db: &Db, lang: Lang) -> Action {
        self.result = None;
        self.reset = None;
        self.refusal = None;
        self.done = None;
        Action::Run(Task::perform(
            db.call(lang, move |store, _| {
                coach::reset_plan(store, id).map(Box::new)
            }),
            move |result| Message::PlanLoaded(id, result),
        ))
    }

    fn plan_loaded(&mut self, id: FixtureId, result: Result<Box<ResetPlan>, Failure>, lang: Lang) {
        match result {
            Ok(plan) => self.reset = Some(*plan),
            Err(failure) => self.refusal = Some((Control::Reset(id), failure.full_text(lang))),
        }
    }

    /// Sends one change to the store, unless it is refused before it leaves.
    fn change(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        if self.busy {
            return Action::None;
        }
        let (control, job) = match self.request(message, lang) {
            Ok(Some(request)) => request,
            Ok(None) => return Action::None,
            Err((control, reason)) => {
                self.refusal = Some((control, reason));
                return Action::None;
            }
        };
        self.busy = true;
        self.refusal = None;
        self.done = None;
        Action::Run(Task::perform(db.call(lang, job), move |result| {
            Message::Changed(control, result)
        }))
    }

    fn request(
        &self,
        message: Message,
        lang: Lang,
    ) -> Result<Option<(Control, Job)>, (Control, String)> {
        let season = self.id;
        Ok(Some(match message {
            Message::AddTeamPressed => self.add_team_job(lang)?,
            Message::RemoveTeamPressed(team) => (
                Control::RemoveTeam(team),
                Box::new(move |s: &mut Store, _: &Context| {
                    coach::remove_team_from_season(s, season, team)?;
                    Ok(String::new())
                }) as Job,
            ),
            Message::ClosePressed(closed) => (
                Control::Closing,
                Box::new(move |s: &mut Store, _: &Context| {
                    coach::set_season_closed(s, season, closed)?;
                    Ok(String::new())
                }) as Job,
            ),
            Message::GeneratePressed => self.generate_job(lang)?,
            Message::SaveResultPressed => match &self.result {
                Some(form) => Self::result_job(form, lang)?,
                None => return Ok(None),
            },
            Message::ConfirmResetPressed => match &self.reset {
                Some(plan) => Self::reset_job(plan.fixture.id, lang),
                None => return Ok(None),
            },
            Message::ConfirmDeletePressed => match self.deleting {
                Some(id) => Self::delete_job(id, lang),
                None => return Ok(None),
            },
            Message::NewPlayoffPressed => self.playoff_job(lang)?,
            _ => return Ok(None),
        }))
    }

    fn changed(
        &mut self,
        control: Control,
        result: Result<String, Failure>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        self.busy = false;
        match result {
            Ok(done) => {
                match control {
                    Control::Result(_) => self.result = None,
                    Control::Reset(_) => self.reset = None,
                    Control::Delete(_) => self.deleting = None,
                    Control::AddTeam => {
                        self.add_team = None;
                        self.division.clear();
                    }
                    Control::Playoff => self.playoff_name.clear(),
                    _ => {}
                }
                self.done = Some(done).filter(|done| !done.is_empty());
                Action::Changed(self.load(db, lang))
            }
            Err(failure) => {
                self.refusal = Some((control, failure.full_text(lang)));
                Action::None
            }
        }
    }

    /// The refusal for `control`, if the last change from it was refused.
    pub fn refusal_for(&self, control: Control) -> Option<&str> {
        match &self.refusal {
            Some((refused, reason)) if *refused == control => Some(reason),
            _ => None,
        }
    }
}

/// "4–2", or "9–1" with the landslide mark added by the view.
pub fn score_text(line: &FixtureLine) -> String {
    match (line.home_score, line.away_score) {
        (Some(home), Some(away)) => format!("{home}–{away}"),
        _ => String::new(),
    }
}
