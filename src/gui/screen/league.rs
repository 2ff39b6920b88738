//! League: its teams as a sortable, searchable table, and a form to create a team.

use iced::widget::{button, column, container, pick_list, row, scrollable, text, text_input};
use iced::{Element, Length, Task};

use crate::coach::{self, Context, TeamStart, TeamView};
use crate::data::{Lang, Named};
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::tr::{Text, tr};
use crate::gui::widgets::{Loadable, caption, heading, mc, refusal, subheading};
use crate::present::roster_name;
use crate::rules::dreadball::Settings;
use crate::store::{LeagueId, LeagueRecord, TeamId};

pub const SEARCH_INPUT: &str = "league-search";
pub const NEW_TEAM_INPUT: &str = "new-team-name";

#[derive(Debug, Clone, PartialEq)]
pub struct LeagueData {
    pub league: LeagueRecord,
    pub teams: Vec<TeamView>,
    pub defaults: Settings,
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

/// A roster in the new-team form's list, labelled in the user's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RosterChoice {
    pub id: String,
    pub label: String,
}

impl std::fmt::Display for RosterChoice {
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
    pub team_name: String,
    pub coach: String,
    pub roster: Option<String>,
    pub start: StartChoice,
    pub budget: String,
    pub refusal: Option<String>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<LeagueData>, Failure>),
    ReloadPressed,
    SortPressed(SortKey),
    SearchEdited(String),
    TeamChosen(TeamId),
    TeamNameEdited(String),
    CoachEdited(String),
    RosterPicked(RosterChoice),
    StartPicked(StartChoice),
    BudgetEdited(String),
    CreatePressed,
    Created(Result<TeamView, Failure>),
}

pub enum Action {
    None,
    Run(Task<Message>),
    OpenTeam(TeamId),
}

/// Default budget of a team built from scratch (the value of an official starting team).
pub const DEFAULT_BUDGET_MC: u32 = 100;

impl LeagueScreen {
    pub fn new(id: LeagueId) -> LeagueScreen {
        LeagueScreen {
            id,
            data: Loadable::Loading,
            sort: (SortKey::Name, true),
            search: String::new(),
            team_name: String::new(),
            coach: String::new(),
            roster: None,
            start: StartChoice::Lineup,
            budget: String::new(),
            refusal: None,
        }
    }

    pub fn load(&mut self, db: &Db, lang: Lang) -> Task<Message> {
        let id = self.id;
        Task::perform(
            db.call(lang, move |store, context| {
                let league = coach::league(store, id)?;
                let teams = coach::list_teams(store, context, id)?;
                Ok(Box::new(LeagueData {
                    league,
                    teams,
                    defaults: Settings::defaults(context.reference),
                }))
            }),
            Message::Loaded,
        )
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(result) => self.data = Loadable::from_result(result.map(|data| *data)),
            Message::ReloadPressed => return Action::Run(self.load(db, lang)),
            Message::SortPressed(key) => {
                self.sort = match self.sort {
                    (current, ascending) if current == key => (key, !ascending),
                    _ => (key, true),
                }
            }
            Message::SearchEdited(search) => self.search = search,
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
                return Action::OpenTeam(team.team.id);
            }
            Message::Created(Err(failure)) => self.refusal = Some(failure.full_text(lang)),
        }
        Action::None
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
        let start = match self.start {
            StartChoice::Lineup => TeamStart::StartingLineup,
            StartChoice::Budget if self.budget.trim().is_empty() => {
                TeamStart::Budget(DEFAULT_BUDGET_MC)
            }
            StartChoice::Budget => match self.budget.trim().parse() {
                Ok(budget) => TeamStart::Budget(budget),
                Err(_) => {
                    self.refusal = Some(tr(lang, Text::BudgetNotNumber).to_string());
                    return Action::None;
                }
            },
        };
        let (league, name, coach_name) = (self.id, self.team_name.clone(), self.coach.clone());
        Action::Run(Task::perform(
            db.call(lang, move |store, context| {
                coach::create_team(store, context, league, &roster, &name, &coach_name, start)
            }),
            Message::Created,
        ))
    }

    pub fn cancel(&mut self) {
        self.search.clear();
        self.team_name.clear();
        self.coach.clear();
        self.refusal = None;
    }

    pub fn title(&self) -> Option<&str> {
        self.data.loaded().map(|data| data.league.name.as_str())
    }

    pub fn view<'a>(&'a self, context: Context<'a>) -> Element<'a, Message> {
        let lang = context.lang;
        self.data.view(lang, Message::ReloadPressed, move |data| {
            let table = self.teams_table(data, context);
            let page = column![
                heading(data.league.name.as_str()),
                settings_line(data, lang),
                row![
                    subheading(tr(lang, Text::Teams)),
                    text_input(tr(lang, Text::SearchTeams), &self.search)
                        .id(SEARCH_INPUT)
                        .on_input(Message::SearchEdited)
                        .width(Length::Fixed(260.0)),
                ]
                .spacing(16)
                .align_y(iced::Alignment::Center),
                table,
                subheading(tr(lang, Text::NewTeam)),
                self.new_team_form(context),
            ]
            .spacing(10)
            .padding(iced::Padding::ZERO.right(14));
            scrollable(page).height(Length::Fill).into()
        })
    }

    fn teams_table<'a>(
        &'a self,
        data: &'a LeagueData,
        context: Context<'a>,
    ) -> Element<'a, Message> {
        let lang = context.lang;
        let teams = sorted_teams(&data.teams, self.sort, &self.search, &context);
        if teams.is_empty() {
            return text(tr(lang, Text::NoTeam)).into();
        }
        let header = |key: SortKey, label: Text| {
            let arrow = match self.sort {
                (current, true) if current == key => " ▲",
                (current, false) if current == key => " ▼",
                _ => "",
            };
            button(text(format!("{}{arrow}", tr(lang, label))))
                .style(button::text)
                .padding(0)
                .on_press(Message::SortPressed(key))
        };
        let columns = [
            iced::widget::table::column(header(SortKey::Name, Text::Name), |view: &'a TeamView| {
                button(text(view.team.name.as_str()))
                    .style(button::text)
                    .padding(0)
                    .on_press(Message::TeamChosen(view.team.id))
            }),
            iced::widget::table::column(
                header(SortKey::Coach, Text::Coach),
                |view: &'a TeamView| text(view.team.coach.as_str()),
            ),
            iced::widget::table::column(
                header(SortKey::Roster, Text::Roster),
                move |view: &'a TeamView| text(roster_name(&context, &view.team.roster)),
            ),
            iced::widget::table::column(
                header(SortKey::Players, Text::Players),
                |view: &'a TeamView| text(view.team.players.len()),
            ),
            iced::widget::table::column(
                header(SortKey::Value, Text::TeamValue),
                |view: &'a TeamView| text(mc(view.team_value_mc)),
            ),
            iced::widget::table::column(
                header(SortKey::Treasury, Text::Treasury),
                |view: &'a TeamView| text(mc(view.team.treasury_mc)),
            ),
        ];
        iced::widget::table(columns, teams)
            .padding_x(10)
            .padding_y(4)
            .into()
    }

    fn new_team_form<'a>(&'a self, context: Context<'a>) -> Element<'a, Message> {
        let lang = context.lang;
        let rosters = roster_choices(&context);
        let selected = self
            .roster
            .as_ref()
            .and_then(|id| rosters.iter().find(|choice| &choice.id == id).cloned());
        let start_button = |start: StartChoice, label: Text| {
            let style = if self.start == start {
                button::primary
            } else {
                button::secondary
            };
            button(text(tr(lang, label)))
                .style(style)
                .on_press(Message::StartPicked(start))
        };
        let mut start_row = row![
            start_button(StartChoice::Lineup, Text::StartingLineup),
            start_button(StartChoice::Budget, Text::Budget),
        ]
        .spacing(6)
        .align_y(iced::Alignment::Center);
        if self.start == StartChoice::Budget {
            start_row = start_row.push(
                text_input(&DEFAULT_BUDGET_MC.to_string(), &self.budget)
                    .on_input(Message::BudgetEdited)
                    .on_submit(Message::CreatePressed)
                    .width(Length::Fixed(80.0)),
            );
            start_row = start_row.push(caption("mc"));
        }
        let mut form = column![
            row![
                text_input(tr(lang, Text::TeamName), &self.team_name)
                    .id(NEW_TEAM_INPUT)
                    .on_input(Message::TeamNameEdited)
                    .on_submit(Message::CreatePressed)
                    .width(Length::Fixed(220.0)),
                text_input(tr(lang, Text::CoachName), &self.coach)
                    .on_input(Message::CoachEdited)
                    .on_submit(Message::CreatePressed)
                    .width(Length::Fixed(160.0)),
                pick_list(rosters, selected, Message::RosterPicked)
                    .placeholder(tr(lang, Text::ChooseRoster)),
            ]
            .spacing(8),
            row![
                start_row,
                button(text(tr(lang, Text::CreateTeam))).on_press(Message::CreatePressed)
            ]
            .spacing(24)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(8);
        if let Some(reason) = &self.refusal {
            form = form.push(refusal(reason.as_str()));
        }
        container(form).into()
    }
}

fn settings_line(data: &LeagueData, lang: Lang) -> Element<'_, Message> {
    let mark = |value: u32, default: u32| {
        if value == default {
            format!("{} ({})", mc(value), tr(lang, Text::DefaultMark))
        } else {
            format!(
                "{} ({} {})",
                mc(value),
                tr(lang, Text::DefaultWas),
                mc(default)
            )
        }
    };
    let (s, d) = (&data.league.settings, &data.defaults);
    caption(format!(
        "{}: {} · {}: {} · {}: {}",
        tr(lang, Text::CoachingDiePrice),
        mark(s.coaching_die_mc, d.coaching_die_mc),
        tr(lang, Text::CardPrice),
        mark(s.card_mc, d.card_mc),
        tr(lang, Text::StartingTreasury),
        mark(s.starting_treasury_mc, d.starting_treasury_mc),
    ))
    .into()
}

/// Every roster a team can be built from, by name in the user's language.
pub fn roster_choices(&context: &Context<'_>) -> Vec<RosterChoice> {
    let mut choices: Vec<RosterChoice> = context
        .reference
        .teams
        .iter()
        .map(|roster| RosterChoice {
            id: roster.id.clone(),
            label: format!("{} (S{})", roster.name(context.lang), roster.season),
        })
        .collect();
    choices.sort_by_key(|choice| choice.label.to_lowercase());
    choices
}

/// The teams that match `search` (name, coach or roster), in the asked order.
pub fn sorted_teams<'a>(
    teams: &'a [TeamView],
    (key, ascending): (SortKey, bool),
    search: &str,
    context: &Context<'_>,
) -> Vec<&'a TeamView> {
    let needle = search.trim().to_lowercase();
    let mut rows: Vec<&TeamView> = teams
        .iter()
        .filter(|view| {
            needle.is_empty()
                || [
                    view.team.name.as_str(),
                    view.team.coach.as_str(),
                    roster_name(context, &view.team.roster),
                ]
                .iter()
                .any(|field| field.to_lowercase().contains(&needle))
        })
        .collect();
    rows.sort_by(|a, b| {
        let order = match key {
            SortKey::Name => a.team.name.to_lowercase().cmp(&b.team.name.to_lowercase()),
            SortKey::Coach => a
                .team
                .coach
                .to_lowercase()
                .cmp(&b.team.coach.to_lowercase()),
            SortKey::Roster => {
                roster_name(context, &a.team.roster).cmp(roster_name(context, &b.team.roster))
            }
            SortKey::Players => a.team.players.len().cmp(&b.team.players.len()),
            SortKey::Value => a.team_value_mc.cmp(&b.team_value_mc),
            SortKey::Treasury => a.team.treasury_mc.cmp(&b.team.treasury_mc),
        };
        if ascending { order } else { order.reverse() }
    });
    rows
}
