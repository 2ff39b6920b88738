//! Commissioner overrides on the team screen: set any team field, or any field of the
//! selected player, past the rules, with a reason. The change goes to the audit log.

use iced::widget::{button, column, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length, Task};

use crate::coach::dreadball::{PlayerField, TeamField};
use crate::coach::{self, Context};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::dreadball::tr::Dr;
use crate::gui::failure::Failure;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{caption, refusal};
use crate::present::dreadball::stat_name;
use crate::rules::dreadball::build::Stat;
use crate::store::{FieldChange, PlayerId, Store, TeamId};

pub const TEAM_VALUE_INPUT: &str = "override-team-value";
pub const TEAM_REASON_INPUT: &str = "override-team-reason";
pub const PLAYER_VALUE_INPUT: &str = "override-player-value";
pub const PLAYER_REASON_INPUT: &str = "override-player-reason";

/// What an override sets: a field of the team, or of the selected player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Team(TeamField),
    Player(PlayerField),
}

impl Field {
    fn target(self) -> Target {
        match self {
            Field::Team(_) => Target::Team,
            Field::Player(_) => Target::Player,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Team,
    Player,
}

/// A field in the drop-down list, named in the user's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FieldChoice {
    pub field: Field,
    pub label: &'static str,
}

impl std::fmt::Display for FieldChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label)
    }
}

/// One override form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Form {
    pub field: Option<Field>,
    pub value: String,
    pub reason: String,
    pub refusal: Option<String>,
    /// The last change made from this form, "Treasury: 12 → 50".
    pub done: Option<String>,
    pub busy: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Commissioner {
    pub team: Form,
    pub player: Form,
}

#[derive(Debug, Clone)]
pub enum Message {
    FieldPicked(FieldChoice),
    ValueEdited(Target, String),
    ReasonEdited(Target, String),
    SetPressed(Target),
    Done(Target, Field, Result<FieldChange, Failure>),
}

type Job = Box<dyn FnOnce(&mut Store, &Context) -> crate::Result<FieldChange> + Send>;

/// What the team screen does after an override message.
pub enum Outcome {
    None,
    Run(Task<Message>),
    /// A field was changed: the team is read again.
    Changed,
}

impl Commissioner {
    fn form(&mut self, target: Target) -> &mut Form {
        match target {
            Target::Team => &mut self.team,
            Target::Player => &mut self.player,
        }
    }

    /// A new player is selected: the player form starts again.
    pub fn player_changed(&mut self) {
        self.player = Form::default();
    }

    pub fn update(
        &mut self,
        message: Message,
        team: TeamId,
        player: Option<PlayerId>,
        db: &Db,
        lang: Lang,
    ) -> Outcome {
        match message {
            Message::FieldPicked(choice) => {
                let form = self.form(choice.field.target());
                form.field = Some(choice.field);
                form.refusal = None;
            }
            Message::ValueEdited(target, value) => {
                let form = self.form(target);
                form.value = value;
                form.refusal = None;
            }
            Message::ReasonEdited(target, reason) => {
                let form = self.form(target);
                form.reason = reason;
                form.refusal = None;
            }
            Message::SetPressed(target) => return self.set(target, team, player, db, lang),
            Message::Done(target, field, result) => {
                let form = self.form(target);
                form.busy = false;
                match result {
                    Ok(change) => {
                        form.done = Some(change_text(field, &change, lang));
                        form.value.clear();
                        form.reason.clear();
                        return Outcome::Changed;
                    }
                    Err(failure) => form.refusal = Some(failure.full_text(lang)),
                }
            }
        }
        Outcome::None
    }

    fn set(
        &mut self,
        target: Target,
        team: TeamId,
        player: Option<PlayerId>,
        db: &Db,
        lang: Lang,
    ) -> Outcome {
        let form = self.form(target);
        if form.busy {
            return Outcome::None;
        }
        form.done = None;
        let Some(field) = form.field else {
            form.refusal = Some(tr(lang, Dr::ChooseField).to_string());
            return Outcome::None;
        };
        if form.reason.trim().is_empty() {
            form.refusal = Some(tr(lang, Dr::ReasonRequired).to_string());
            return Outcome::None;
        }
        let (value, reason) = (form.value.clone(), form.reason.trim().to_string());
        let job: Job = match (field, player) {
            (Field::Team(field), _) => Box::new(move |store, _| {
                coach::overrides::override_team(store, team, field.id(), &value, &reason)
            }),
            (Field::Player(field), Some(player)) => Box::new(move |store, _| {
                coach::overrides::override_player(store, player, field.id(), &value, &reason)
            }),
            (Field::Player(_), None) => return Outcome::None,
        };
        form.busy = true;
        form.refusal = None;
        Outcome::Run(Task::perform(db.call(lang, job), move |result| {
            Message::Done(target, field, result)
        }))
    }

    pub fn view(&self, target: Target, lang: Lang) -> Element<'_, Message> {
        let (form, choices, value_id, reason_id) = match target {
            Target::Team => (
                &self.team,
                team_choices(lang),
                TEAM_VALUE_INPUT,
                TEAM_REASON_INPUT,
            ),
            Target::Player => (
                &self.player,
                player_choices(lang),
                PLAYER_VALUE_INPUT,
                PLAYER_REASON_INPUT,
            ),
        };
        let chosen = choices
            .iter()
            .find(|c| Some(c.field) == form.field)
            .copied();
        let mut panel = column![
            row![
                pick_list(choices, chosen, Message::FieldPicked)
                    .placeholder(tr(lang, Dr::ChooseField))
                    .width(Length::FillPortion(1)),
                text_input(tr(lang, Dr::NewValue), &form.value)
                    .id(value_id)
                    .on_input(move |value| Message::ValueEdited(target, value))
                    .on_submit(Message::SetPressed(target))
                    .width(Length::FillPortion(1)),
            ]
            .spacing(6),
            row![
                text_input(tr(lang, Dr::Reason), &form.reason)
                    .id(reason_id)
                    .on_input(move |reason| Message::ReasonEdited(target, reason))
                    .on_submit(Message::SetPressed(target)),
                button(text(tr(lang, Dr::Set)))
                    .style(crate::gui::style::button::danger)
                    .on_press(Message::SetPressed(target)),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        ]
        .spacing(6);
        if let Some(hint) = form.field.and_then(|field| value_hint(field, lang)) {
            panel = panel.push(caption(hint));
        }
        if let Some(reason) = &form.refusal {
            panel = panel.push(refusal(reason.as_str()));
        }
        if let Some(done) = &form.done {
            panel = panel.push(text(done.as_str()).size(13).style(text::success));
        }
        panel.into()
    }
}

/// "Treasury: 12 → 50".
fn change_text(field: Field, change: &FieldChange, lang: Lang) -> String {
    let none = tr(lang, Text::NoValue);
    fill(
        tr(lang, Text::ChangeLine),
        &[
            field_label(field, lang),
            change.before.as_deref().unwrap_or(none),
            change.after.as_deref().unwrap_or(none),
        ],
    )
}

fn team_choices(lang: Lang) -> Vec<FieldChoice> {
    TeamField::ALL
        .into_iter()
        .map(|field| FieldChoice {
            field: Field::Team(field),
            label: field_label(Field::Team(field), lang),
        })
        .collect()
}

fn player_choices(lang: Lang) -> Vec<FieldChoice> {
    PlayerField::ALL
        .into_iter()
        .map(|field| FieldChoice {
            field: Field::Player(field),
            label: field_label(Field::Player(field), lang),
        })
        .collect()
}

/// The label of a field an override changed, as the audit log names it (`action` says
/// whether a player or a team was overridden); None for a field no override has.
pub fn override_field_label(action: &str, field: &str, lang: Lang) -> Option<&'static str> {
    let player = PlayerField::parse(field).ok().map(Field::Player);
    let team = TeamField::parse(field).ok().map(Field::Team);
    let known = if action.starts_with("override.player") {
        player.or(team)
    } else {
        team.or(player)
    };
    known.map(|field| field_label(field, lang))
}

pub fn field_label(field: Field, lang: Lang) -> &'static str {
    match field {
        Field::Team(field) => match field {
            TeamField::Name => tr(lang, Text::TeamName),
            TeamField::Coach => tr(lang, Text::Coach),
            TeamField::Dice => tr(lang, Dr::Dice),
            TeamField::Cards => tr(lang, Dr::Cards),
            TeamField::Cheerleaders => tr(lang, Text::Cheerleaders),
            TeamField::Treasury => tr(lang, Text::Treasury),
        },
        Field::Player(field) => match field {
            PlayerField::Name => tr(lang, Text::Name),
            PlayerField::Number => tr(lang, Dr::ShirtNumber),
            PlayerField::Position => tr(lang, Text::Position),
            PlayerField::Cost => tr(lang, Text::Cost),
            PlayerField::Move => stat_name(Stat::Move, lang),
            PlayerField::Strength => stat_name(Stat::Strength, lang),
            PlayerField::Speed => stat_name(Stat::Speed, lang),
            PlayerField::Skill => stat_name(Stat::Skill, lang),
            PlayerField::Armour => stat_name(Stat::Armour, lang),
            PlayerField::Skills => tr(lang, Text::Skills),
            PlayerField::Giant => tr(lang, Dr::Giant),
        },
    }
}

/// How to write the value of fields that are not plain text or numbers.
fn value_hint(field: Field, lang: Lang) -> Option<&'static str> {
    let text = match field {
        Field::Team(TeamField::Treasury) => Dr::TreasuryHint,
        Field::Player(PlayerField::Position) => Dr::PositionHint,
        Field::Player(PlayerField::Skills) => Dr::SkillsHint,
        Field::Player(PlayerField::Giant) => Dr::GiantHint,
        Field::Player(
            PlayerField::Strength | PlayerField::Speed | PlayerField::Skill | PlayerField::Armour,
        ) => Dr::StatHint,
        Field::Player(PlayerField::Move) => Dr::MoveHint,
        _ => return None,
    };
    Some(tr(lang, text))
}
