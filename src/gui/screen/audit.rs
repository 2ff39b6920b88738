//! Audit log: every change made in a league, newest first, with who made it, each field
//! before and after, and why; filtered by kind of action (a prefix of its id) and by team.

use iced::widget::{Column, button, column, container, pick_list, row, scrollable, text};
use iced::{Alignment, Element, Length, Task};

use crate::coach::{self, Context};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::games::override_field_label;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{Loadable, bold, caption, heading};
use crate::store::{AuditFilter, AuditRecord, FixtureId, LeagueId, Store, TeamId};

/// Rows read at most; the log says when there are more.
pub const AUDIT_LIMIT: u32 = 500;

/// The kinds of action the log can be narrowed to: a prefix of the action id.
pub const ACTION_FILTERS: [(&str, Text); 12] = [
    ("", Text::AllActions),
    ("match", Text::ActionsResults),
    ("match.record", Text::AuditMatchRecord),
    ("match.edit", Text::AuditMatchEdit),
    ("match.reset", Text::AuditMatchReset),
    ("fixtures", Text::ActionsFixtures),
    ("season", Text::ActionsSeasons),
    ("playoff", Text::ActionsPlayoffs),
    ("override", Text::ActionsOverrides),
    ("team", Text::ActionsTeams),
    ("league", Text::ActionsLeague),
    ("template", Text::ActionsTemplates),
];

/// Each action the core writes, named for a reader.
const ACTION_NAMES: [(&str, Text); 22] = [
    ("fixtures.add", Text::AuditFixturesAdd),
    ("fixtures.delete", Text::AuditFixturesDelete),
    ("fixtures.generate", Text::AuditFixturesGenerate),
    ("fixtures.reschedule", Text::AuditFixturesReschedule),
    ("league.create", Text::AuditLeagueCreate),
    ("league.settings", Text::AuditLeagueSettings),
    ("match.edit", Text::AuditMatchEdit),
    ("match.record", Text::AuditMatchRecord),
    ("match.reset", Text::AuditMatchReset),
    ("override.player", Text::AuditOverridePlayer),
    ("override.team", Text::AuditOverrideTeam),
    ("playoff.create", Text::AuditPlayoffCreate),
    ("season.add_team", Text::AuditSeasonAddTeam),
    ("season.close", Text::AuditSeasonClose),
    ("season.create", Text::AuditSeasonCreate),
    ("season.remove_team", Text::AuditSeasonRemoveTeam),
    ("season.reopen", Text::AuditSeasonReopen),
    ("team.change", Text::AuditTeamChange),
    ("team.create", Text::AuditTeamCreate),
    ("team.undo", Text::AuditTeamUndo),
    ("template.delete", Text::AuditTemplateDelete),
    ("template.save", Text::AuditTemplateSave),
];

/// An action as a reader knows it; its id when it is a new one.
pub fn action_name(action: &str, lang: Lang) -> &str {
    ACTION_NAMES
        .iter()
        .find(|(id, _)| *id == action)
        .map_or(action, |(_, name)| tr(lang, *name))
}

/// A choice of the action filter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionFilter {
    pub prefix: &'static str,
    pub label: &'static str,
}

impl std::fmt::Display for ActionFilter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label)
    }
}

/// A choice of the team filter: every team, or one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamFilter {
    pub id: Option<TeamId>,
    pub label: String,
}

impl std::fmt::Display for TeamFilter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct AuditData {
    pub league: String,
    pub records: Vec<AuditRecord>,
    /// The league's teams, by name.
    pub teams: Vec<(TeamId, String)>,
}

#[derive(Debug)]
pub struct AuditScreen {
    pub league: LeagueId,
    pub data: Loadable<AuditData>,
    /// The start of the action ids shown (empty: every action).
    pub action: &'static str,
    pub team: Option<TeamId>,
    /// Counts the loads asked for, so an answer to an older filter is dropped.
    asked: u64,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(u64, Result<Box<AuditData>, Failure>),
    ReloadPressed,
    BackPressed,
    ActionPicked(ActionFilter),
    TeamPicked(TeamFilter),
    /// Drop both filters.
    ShowAllPressed,
}

pub enum Action {
    None,
    Run(Task<Message>),
    Back(LeagueId),
}

impl AuditScreen {
    pub fn new(league: LeagueId) -> AuditScreen {
        AuditScreen {
            league,
            data: Loadable::Loading,
            action: "",
            team: None,
            asked: 0,
        }
    }

    pub fn load(&mut self, db: &Db, lang: Lang) -> Task<Message> {
        self.asked += 1;
        let asked = self.asked;
        let filter = AuditFilter {
            league: Some(self.league),
            action: Some(self.action.to_string()).filter(|a| !a.is_empty()),
            limit: Some(AUDIT_LIMIT),
            ..AuditFilter::default()
        };
        let team = self.team;
        Task::perform(
            db.call(lang, move |store, context| {
                load_audit(store, context, &filter, team).map(Box::new)
            }),
            move |result| Message::Loaded(asked, result),
        )
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(asked, result) => {
                if asked == self.asked {
                    self.data = Loadable::from_result(result.map(|data| *data));
                }
                Action::None
            }
            Message::ReloadPressed => Action::Run(self.load(db, lang)),
            Message::BackPressed => Action::Back(self.league),
            Message::ActionPicked(choice) => {
                self.action = choice.prefix;
                Action::Run(self.load(db, lang))
            }
            Message::TeamPicked(choice) => {
                self.team = choice.id;
                Action::Run(self.load(db, lang))
            }
            Message::ShowAllPressed => {
                self.team = None;
                self.action = "";
                Action::Run(self.load(db, lang))
            }
        }
    }

    pub fn title(&self) -> Option<&str> {
        self.data.loaded().map(|data| data.league.as_str())
    }

    pub fn view<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        self.data.view(lang, Message::ReloadPressed, move |data| {
            let mut log = column![].spacing(10);
            if data.records.is_empty() && (self.team.is_some() || !self.action.is_empty()) {
                log = log.push(text(tr(lang, Text::NothingLogged))).push(
                    button(text(tr(lang, Text::ShowEverything)))
                        .style(crate::gui::style::button::secondary)
                        .on_press(Message::ShowAllPressed),
                );
            } else if data.records.is_empty() {
                log = log.push(text(tr(lang, Text::NothingLoggedYet)));
            }
            for record in &data.records {
                log = log.push(record_view(record, lang));
            }
            if data.records.len() >= AUDIT_LIMIT as usize {
                log = log.push(caption(fill(
                    tr(lang, Text::NewestOnly),
                    &[&AUDIT_LIMIT.to_string()],
                )));
            }
            column![
                row![
                    crate::gui::widgets::icon_button(
                        crate::gui::style::icon::Icon::Back,
                        tr(lang, Text::BackToLeague)
                    )
                    .on_press(Message::BackPressed),
                    heading(fill(tr(lang, Text::AuditTitle), &[&data.league])),
                ]
                .spacing(14)
                .align_y(Alignment::Center),
                self.filters(data, lang),
                scrollable(
                    container(crate::gui::style::panel::card(log).width(Length::Fill))
                        .padding(iced::Padding::ZERO.right(14))
                )
                .width(Length::Fill)
                .height(Length::Fill),
            ]
            .spacing(10)
            .into()
        })
    }

    fn filters<'a>(&'a self, data: &'a AuditData, lang: Lang) -> Element<'a, Message> {
        let choices: Vec<TeamFilter> = std::iter::once(TeamFilter {
            id: None,
            label: tr(lang, Text::AllTeams).to_string(),
        })
        .chain(data.teams.iter().map(|(id, name)| TeamFilter {
            id: Some(*id),
            label: name.clone(),
        }))
        .collect();
        let chosen = choices.iter().find(|c| c.id == self.team).cloned();
        let actions: Vec<ActionFilter> = ACTION_FILTERS
            .iter()
            .map(|(prefix, label)| ActionFilter {
                prefix,
                label: tr(lang, *label),
            })
            .collect();
        let action = actions.iter().find(|a| a.prefix == self.action).cloned();
        row![
            caption(tr(lang, Text::Show)),
            pick_list(actions, action, Message::ActionPicked),
            pick_list(choices, chosen, Message::TeamPicked),
        ]
        .spacing(8)
        .align_y(Alignment::Center)
        .into()
    }
}

const AT_WIDTH: f32 = 150.0;
const ACTOR_WIDTH: f32 = 90.0;
const ACTION_WIDTH: f32 = 150.0;
/// Where the summary starts, so the changes and the reason line up under it.
const SUMMARY_AT: f32 = AT_WIDTH + ACTOR_WIDTH + ACTION_WIDTH + 3.0 * 8.0;

fn record_view(record: &AuditRecord, lang: Lang) -> Element<'_, Message> {
    let mut body: Column<'_, Message> = column![
        row![
            caption(record.at.as_str()).width(Length::Fixed(AT_WIDTH)),
            caption(record.actor.as_str()).width(Length::Fixed(ACTOR_WIDTH)),
            caption(action_name(&record.action, lang)).width(Length::Fixed(ACTION_WIDTH)),
            text(record.summary.as_str()).size(14).width(Length::Fill),
        ]
        .spacing(8),
    ]
    .spacing(2);
    let indent = |line: Element<'static, Message>| {
        row![
            iced::widget::space::horizontal().width(Length::Fixed(SUMMARY_AT)),
            line
        ]
    };
    for change in &record.changes {
        let value = |value: &Option<String>| {
            value
                .as_deref()
                .map_or_else(|| tr(lang, Text::NoValue).to_string(), |v| shown(v, lang))
        };
        let line = fill(
            tr(lang, Text::ChangeLine),
            &[
                field_name(&record.action, &change.field, lang),
                &value(&change.before),
                &value(&change.after),
            ],
        );
        body = body.push(indent(caption(line).into()));
    }
    if let Some(reason) = &record.reason {
        let line = fill(tr(lang, Text::ReasonLine), &[reason]);
        body = body.push(indent(bold(line).size(13).into()));
    }
    body.into()
}

/// A changed field as a reader knows it; its id when it is a new one.
fn field_name<'a>(action: &str, field: &'a str, lang: Lang) -> &'a str {
    let text = match field {
        "result" => Some(Text::Result),
        "date" => Some(Text::Date),
        "treasury_mc" => Some(Text::Treasury),
        _ => None,
    };
    if let Some(text) = text {
        return tr(lang, text);
    }
    override_field_label(action, field, lang).unwrap_or(field)
}

/// A value as the core wrote it, with its landslide mark in the user's language.
fn shown(value: &str, lang: Lang) -> String {
    match value.strip_suffix(" (landslide)") {
        Some(score) => format!("{score} ({})", tr(lang, Text::LandslideMark)),
        None => value.to_string(),
    }
}

/// The league's log as filtered; with a team, the rows about it and about its matches.
pub fn load_audit(
    store: &mut Store,
    context: &Context,
    filter: &AuditFilter,
    team: Option<TeamId>,
) -> crate::Result<AuditData> {
    let league = filter
        .league
        .map_or(Ok(None), |id| coach::league(store, id).map(Some))?;
    let teams = match &league {
        Some(league) => coach::team_summaries(store, league.id, context.lang)?
            .into_iter()
            .map(|team| (team.id, team.name))
            .collect(),
        None => Vec::new(),
    };
    let mut records;
    if let (Some(team), Some(league)) = (team, &league) {
        // A match's rows name the match, not its teams: read them all, then narrow.
        let matches = team_fixtures(store, league.id, team)?;
        let every = AuditFilter {
            limit: None,
            ..filter.clone()
        };
        records = coach::audit_log(store, &every)?;
        records.retain(|record| {
            record.team_id == Some(team)
                || record.fixture_id.is_some_and(|id| matches.contains(&id))
        });
        records.truncate(filter.limit.map_or(usize::MAX, |limit| limit as usize));
    } else {
        records = coach::audit_log(store, filter)?;
    }
    Ok(AuditData {
        league: league.map(|league| league.name).unwrap_or_default(),
        records,
        teams,
    })
}

/// Every match a team has in the league's seasons.
fn team_fixtures(
    store: &mut Store,
    league: LeagueId,
    team: TeamId,
) -> crate::Result<Vec<FixtureId>> {
    let mut ids = Vec::new();
    for season in coach::seasons(store, league)? {
        ids.extend(
            coach::fixture_list(store, season.id)?
                .into_iter()
                .filter(|line| line.home_id == team || line.away_id == team)
                .map(|line| line.id),
        );
    }
    Ok(ids)
}
