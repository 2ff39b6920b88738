//! League: its teams as a sortable, searchable table, a form to create a team, its
//! seasons with a form to start one, and the way to its audit log and graveyard.

use iced::Task;

use super::league_publish::{self, PublishPanel};
use super::league_stats::{self, StatsTab};
use super::table_rules::{self, RulesForm};
use crate::coach::{self, SeasonView};
use crate::data::Lang;
use crate::games::TeamSummary;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
pub use crate::gui::games::RosterChoice;
use crate::gui::games::{self, LeagueParts, NewTeam};
use crate::gui::games::{CardForm, CardMessage, CardOutcome};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::Loadable;
use crate::store::{LeagueId, LeagueRecord, SeasonId, SeasonRecord, TeamId};

pub const SEARCH_INPUT: &str = "league-search";
pub const NEW_TEAM_INPUT: &str = "new-team-name";
pub const NEW_SEASON_INPUT: &str = "new-season-name";

#[derive(Debug, Clone, PartialEq)]
pub struct LeagueData {
    pub league: LeagueRecord,
    pub teams: Vec<TeamSummary>,
    pub seasons: Vec<SeasonRecord>,
    /// What the league's game adds: its rosters, its settings, its new-team form.
    pub parts: LeagueParts,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortKey {
    Name,
    Coach,
    Roster,
    Players,
    Value,
    Treasury,
}

/// A season whose teams a new season takes, or none, in the new-season form's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonChoice {
    pub start: coach::SeasonStart,
    pub label: String,
}

impl std::fmt::Display for SeasonChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartChoice {
    Lineup,
    Budget,
}

#[derive(Debug)]
pub struct LeagueScreen {
    pub id: LeagueId,
    pub data: Loadable<LeagueData>,
    pub sort: (SortKey, bool),
    pub search: String,
    /// The page of the team table shown (0-based), `TEAMS_PER_PAGE` teams a page.
    pub page: usize,
    pub team_name: String,
    pub coach: String,
    pub roster: Option<String>,
    pub start: StartChoice,
    pub budget: String,
    pub refusal: Option<String>,
    pub season_name: String,
    pub season_start: coach::SeasonStart,
    pub season_refusal: Option<String>,
    /// The table-rules form, while it is open.
    pub rules: Option<RulesForm>,
    /// The game's card: its tabs, forms and editors (`gui::games::CardForm`).
    pub card: CardForm,
    /// The Statistics tab is in front (else the teams and seasons).
    pub showing_stats: bool,
    pub stats: StatsTab,
    /// The "Publish the league's site…" panel.
    pub publish: PublishPanel,
}

#[derive(Debug, Clone)]
pub enum Message {
    /// The empty league's first step: the new team's name field takes the keys.
    FirstTeamPressed,
    Loaded(Result<Box<LeagueData>, Failure>),
    ReloadPressed,
    SortPressed(SortKey),
    SearchEdited(String),
    PageChosen(usize),
    TeamChosen(TeamId),
    TeamNameEdited(String),
    CoachEdited(String),
    RosterPicked(RosterChoice),
    StartPicked(StartChoice),
    BudgetEdited(String),
    CreatePressed,
    Created(Result<TeamId, Failure>),
    SeasonChosen(SeasonId),
    SeasonNameEdited(String),
    SeasonFromPicked(SeasonChoice),
    CreateSeasonPressed,
    SeasonCreated(Result<Box<SeasonView>, Failure>),
    AuditPressed,
    GraveyardPressed,
    Rules(table_rules::Message),
    /// Print this document (the app asks where to save it).
    Print(crate::gui::print::Document),
    /// Export the league or import a team into it (the app asks for the file).
    Exchange(crate::gui::exchange::Exchange),
    /// A game whose teams are made in a wizard of their own.
    NewGameTeamPressed,
    /// A message of the game's card.
    Card(CardMessage),
    /// The Statistics tab (true) or the teams and seasons (false) in front.
    StatsShown(bool),
    Stats(league_stats::Message),
    /// A message of the "Publish the league's site…" panel.
    Publish(league_publish::Message),
}

pub enum Action {
    None,
    Run(Task<Message>),
    OpenTeam(TeamId),
    /// The game's team-creation wizard, for this league.
    OpenNewTeam(LeagueId),
    OpenSeason(SeasonId),
    OpenAudit(LeagueId),
    OpenGraveyard(LeagueId),
    /// Ask for a file for the game's card; its path comes back to the card.
    PickFile {
        title: String,
        kind: crate::gui::picker::FileKind,
        then: crate::gui::request::Then<CardMessage>,
    },
    /// Ask for a folder to publish the site into; it comes back to the publish panel.
    PickPublishFolder(String),
    /// Open the published site's page in the desktop's browser.
    Browse(std::path::PathBuf),
    /// A publish ended: say it at the window's foot unless the panel in front shows it.
    Published {
        notice: crate::gui::notice::Notice,
        here: bool,
    },
}

impl<M: Into<CardMessage>> From<M> for Message {
    fn from(message: M) -> Message {
        Message::Card(message.into())
    }
}

impl LeagueScreen {
    pub fn new(id: LeagueId) -> LeagueScreen {
        LeagueScreen {
            id,
            data: Loadable::Loading,
            sort: (SortKey::Name, true),
            search: String::new(),
            page: 0,
            team_name: String::new(),
            coach: String::new(),
            roster: None,
            start: StartChoice::Lineup,
            budget: String::new(),
            refusal: None,
            season_name: String::new(),
            season_start: coach::SeasonStart::Empty,
            season_refusal: None,
            rules: None,
            card: CardForm::default(),
            showing_stats: false,
            stats: StatsTab::new(),
            publish: PublishPanel::default(),
        }
    }

    /// Reads the screen's data (and the Statistics tab's, when it is in front).
    pub fn load(&mut self, db: &Db, lang: Lang) -> Task<Message> {
        let stats = match self.showing_stats {
            true => self.load_stats(db, lang),
            false => Task::none(),
        };
        Task::batch([self.load_league(db, lang), stats])
    }

    /// The Statistics tab's numbers, once the league's seasons are known.
    fn load_stats(&self, db: &Db, lang: Lang) -> Task<Message> {
        let Some(seasons) = self.data.loaded().map(|d| &d.seasons[..]) else {
            return Task::none();
        };
        let scope = self.stats.scope(seasons);
        self.stats
            .load(db, lang, self.id, scope)
            .map(Message::Stats)
    }

    fn load_league(&self, db: &Db, lang: Lang) -> Task<Message> {
        let id = self.id;
        Task::perform(
            db.call(lang, move |store, context| {
                let league = coach::league(store, id)?;
                let teams = coach::team_summaries(store, id, context.lang)?;
                let seasons = coach::seasons(store, id)?;
                let parts = games::league_parts(store, &league, context.lang)?;
                Ok(Box::new(LeagueData {
                    teams,
                    seasons,
                    parts,
                    league,
                }))
            }),
            Message::Loaded,
        )
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(result) => {
                self.data = Loadable::from_result(result.map(|data| *data));
                let parts = self.data.loaded().map(|d| &d.parts);
                self.card.loaded(parts);
                // Opened on the tab before the seasons were known: its numbers now.
                if self.showing_stats && self.stats.data == Loadable::Loading {
                    return Action::Run(self.load_stats(db, lang));
                }
            }
            Message::ReloadPressed => return Action::Run(self.load(db, lang)),
            Message::SortPressed(key) => {
                self.sort = match self.sort {
                    (current, ascending) if current == key => (key, !ascending),
                    _ => (key, true),
                };
                self.page = 0;
            }
            Message::SearchEdited(search) => {
                self.search = search;
                self.page = 0;
            }
            Message::PageChosen(page) => self.page = page,
            Message::FirstTeamPressed => {
                return Action::Run(iced::widget::operation::focus(NEW_TEAM_INPUT));
            }
            Message::TeamChosen(id) => return Action::OpenTeam(id),
            Message::TeamNameEdited(name) => self.edit(|form| form.team_name = name),
            Message::CoachEdited(name) => self.edit(|form| form.coach = name),
            Message::RosterPicked(choice) => self.edit(|form| form.roster = Some(choice.id)),
            Message::StartPicked(start) => self.edit(|form| form.start = start),
            Message::BudgetEdited(budget) => self.edit(|form| form.budget = budget),
            Message::CreatePressed => return self.create(db, lang),
            Message::Created(Ok(team)) => {
                self.team_name.clear();
                self.coach.clear();
                self.refusal = None;
                return Action::OpenTeam(team);
            }
            Message::Created(Err(failure)) => self.refusal = Some(failure.full_text(lang)),
            Message::SeasonChosen(id) => return Action::OpenSeason(id),
            // The app takes it on its way here.
            Message::Print(_) | Message::Exchange(_) => {}
            Message::Rules(message) => return self.rules_message(message, db, lang),
            Message::SeasonNameEdited(name) => {
                self.season_name = name;
                self.season_refusal = None;
            }
            Message::SeasonFromPicked(choice) => {
                self.season_start = choice.start;
                self.season_refusal = None;
            }
            Message::CreateSeasonPressed => return self.create_season(db, lang),
            Message::SeasonCreated(Ok(view)) => {
                self.season_name.clear();
                self.season_start = coach::SeasonStart::Empty;
                self.season_refusal = None;
                return Action::OpenSeason(view.season.id);
            }
            Message::SeasonCreated(Err(failure)) => {
                self.season_refusal = Some(failure.full_text(lang));
            }
            Message::AuditPressed => return Action::OpenAudit(self.id),
            Message::NewGameTeamPressed => return Action::OpenNewTeam(self.id),
            Message::Card(message) => return self.card_message(message, db, lang),
            Message::GraveyardPressed => return Action::OpenGraveyard(self.id),
            Message::StatsShown(shown) => {
                self.showing_stats = shown;
                if shown {
                    return Action::Run(self.load_stats(db, lang));
                }
            }
            Message::Publish(message) => return self.publish_message(message, db, lang),
            Message::Stats(message) => {
                let seasons = self.data.loaded().map_or(Vec::new(), |d| d.seasons.clone());
                let (league, db) = (self.id, db.clone());
                let task = self.stats.update(message, lang, move |tab| {
                    tab.load(&db, lang, league, tab.scope(&seasons))
                });
                return Action::Run(task.map(Message::Stats));
            }
        }
        Action::None
    }

    fn publish_message(&mut self, message: league_publish::Message, db: &Db, lang: Lang) -> Action {
        use league_publish::Outcome;
        match self.publish.update(message, db, self.id, lang) {
            Outcome::None => Action::None,
            Outcome::Run(task) => Action::Run(task.map(Message::Publish)),
            Outcome::PickFolder(title) => Action::PickPublishFolder(title),
            Outcome::Browse(page) => Action::Browse(page),
            Outcome::Finished { notice, here } => Action::Published { notice, here },
        }
    }

    fn rules_message(&mut self, message: table_rules::Message, db: &Db, lang: Lang) -> Action {
        let Some(data) = self.data.loaded() else {
            return Action::None;
        };
        let play = data.league.play.clone();
        match table_rules::update(&mut self.rules, &play, message, db, self.id, lang) {
            table_rules::Outcome::None => Action::None,
            table_rules::Outcome::Run(task) => Action::Run(task.map(Message::Rules)),
            table_rules::Outcome::Saved => Action::Run(self.load(db, lang)),
        }
    }

    fn card_message(&mut self, message: CardMessage, db: &Db, lang: Lang) -> Action {
        let parts = self.data.loaded().map(|data| &data.parts);
        match self.card.update(parts, message, (db, self.id, lang)) {
            CardOutcome::None => Action::None,
            CardOutcome::Run(task) => Action::Run(task.map(Message::Card)),
            CardOutcome::Reload => Action::Run(self.load(db, lang)),
            CardOutcome::OpenTeam(team) => Action::OpenTeam(team),
            CardOutcome::PrintChampionship => self.print_championship(),
            CardOutcome::PickFile { title, kind, then } => Action::PickFile { title, kind, then },
        }
    }

    /// The league's ranking sheet, printed through the app like every document.
    fn print_championship(&self) -> Action {
        let Some(data) = self.data.loaded() else {
            return Action::None;
        };
        let document = crate::gui::print::Document::Championship {
            league: self.id,
            name: data.league.name.clone(),
        };
        Action::Run(Task::done(Message::Print(document)))
    }

    fn create_season(&mut self, db: &Db, lang: Lang) -> Action {
        let (league, name, start) = (self.id, self.season_name.clone(), self.season_start);
        Action::Run(Task::perform(
            db.call(lang, move |store, _| {
                coach::start_season(store, league, &name, start).map(Box::new)
            }),
            Message::SeasonCreated,
        ))
    }

    /// The new-season form's list: start empty, or take an earlier season's teams.
    pub fn season_choices(&self, lang: Lang) -> Vec<SeasonChoice> {
        let empty = SeasonChoice {
            start: coach::SeasonStart::Empty,
            label: tr(lang, Text::StartEmpty).to_string(),
        };
        let every = SeasonChoice {
            start: coach::SeasonStart::EveryTeam,
            label: tr(lang, Text::StartEveryTeam).to_string(),
        };
        let seasons = self.data.loaded().map_or(&[][..], |data| &data.seasons[..]);
        [empty, every]
            .into_iter()
            .chain(seasons.iter().rev().map(|season| SeasonChoice {
                start: coach::SeasonStart::SameAs(season.id),
                label: fill(tr(lang, Text::SameTeamsAs), &[&season.name]),
            }))
            .collect()
    }

    fn edit(&mut self, change: impl FnOnce(&mut LeagueScreen)) {
        change(self);
        self.refusal = None;
    }

    fn create(&mut self, db: &Db, lang: Lang) -> Action {
        let Some(roster) = self.roster.clone() else {
            self.refusal = Some(tr(lang, Text::ChooseRoster).to_string());
            return Action::None;
        };
        let Some(data) = self.data.loaded() else {
            return Action::None;
        };
        let game = data.league.game.clone();
        let amount = match self
            .budget
            .trim()
            .replace([',', ' ', '\u{a0}', '\u{202f}'], "")
        {
            text if text.is_empty() => None,
            text => match text.parse() {
                Ok(amount) => Some(amount),
                Err(_) => {
                    self.refusal = Some(tr(lang, data.parts.start_form.not_a_number()).to_string());
                    return Action::None;
                }
            },
        };
        let team = NewTeam {
            league: self.id,
            roster,
            name: self.team_name.clone(),
            coach: self.coach.clone(),
            budget: self.start == StartChoice::Budget,
            amount,
        };
        Action::Run(Task::perform(
            db.call(lang, move |store, context| {
                games::create_team(store, context, &game, &team)
            }),
            Message::Created,
        ))
    }

    pub fn cancel(&mut self) {
        self.search.clear();
        self.page = 0;
        self.team_name.clear();
        self.coach.clear();
        self.refusal = None;
        self.season_name.clear();
        self.season_refusal = None;
        self.card.cancel();
        self.publish.close();
    }

    pub fn title(&self) -> Option<&str> {
        self.data.loaded().map(|data| data.league.name.as_str())
    }
}

/// Teams shown at once in the league's table: a league of hundreds of teams is read a
/// page at a time (and searched), so each frame stays quick.
pub const TEAMS_PER_PAGE: usize = 50;

/// The teams that match `search` (name, coach or roster), in the asked order.
pub fn sorted_teams<'a>(
    teams: &'a [TeamSummary],
    (key, ascending): (SortKey, bool),
    search: &str,
) -> Vec<&'a TeamSummary> {
    let needle = search.trim().to_lowercase();
    let mut rows: Vec<&TeamSummary> = teams
        .iter()
        .filter(|team| {
            needle.is_empty()
                || [
                    team.name.as_str(),
                    team.coach.as_str(),
                    team.roster_name.as_str(),
                ]
                .iter()
                .any(|field| field.to_lowercase().contains(&needle))
        })
        .collect();
    rows.sort_by(|a, b| {
        let order = match key {
            SortKey::Name => a.name.to_lowercase().cmp(&b.name.to_lowercase()),
            SortKey::Coach => a.coach.to_lowercase().cmp(&b.coach.to_lowercase()),
            SortKey::Roster => a.roster_name.cmp(&b.roster_name),
            SortKey::Players => a.players.cmp(&b.players),
            SortKey::Value => a.value.cmp(&b.value),
            SortKey::Treasury => a.treasury.cmp(&b.treasury),
        };
        if ascending { order } else { order.reverse() }
    });
    rows
}
