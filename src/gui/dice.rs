//! The dice a screen lets the user type in or leave to the app, for every game: a seed
//! and the faces of physical dice by roll key (a match day's halves, Killpower Ball's
//! team creation), the table of rolls a preview or a record shows, and the Preview /
//! Record pair of actions that goes with them.

use std::collections::BTreeMap;

use iced::widget::table::column as col;
use iced::widget::{column, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::style::icon::Icon;
use super::style::panel::section;
use super::style::table::{cell, header, numbers, table};
use super::style::{button as role, space};
use super::tr::{Text, Wz, fill, tr};
use super::widgets::{caption, icon_button};
use super::wizard::roll_key::roll_label;
use crate::data::Lang;
use crate::dice::RollRecord;

/// Width of a small number field (a count, a die).
pub const SMALL_FIELD: f32 = 56.0;
/// Width of a field of money or a seed.
pub const MONEY_FIELD: f32 = 110.0;

/// A whole number typed in a field named `what`; an empty field is `empty`.
pub fn number(text: &str, empty: u32, what: &str, lang: Lang) -> Result<u32, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(empty);
    }
    text.parse::<u32>()
        .map_err(|_| fill(tr(lang, Text::NotANumber), &[what, text]))
}

/// The seed and the physical dice typed in, for one set of rolls.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DiceForm {
    pub seed: String,
    /// Each roll key with the face typed for it.
    pub typed: BTreeMap<String, String>,
    pub new_key: String,
    pub new_value: String,
    /// The keys the last preview rolled, offered by their labels.
    pub known: Vec<String>,
}

/// A change to a `DiceForm`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiceEdit {
    Seed(String),
    Key(String),
    /// A key of the last preview, picked by its label.
    Known(RollChoice),
    Value(String),
    Add,
    Remove(String),
}

impl DiceForm {
    pub fn edit(&mut self, edit: DiceEdit) {
        match edit {
            DiceEdit::Seed(seed) => self.seed = seed,
            DiceEdit::Key(key) => self.new_key = key,
            DiceEdit::Known(choice) => self.new_key = choice.key,
            DiceEdit::Value(value) => self.new_value = value,
            DiceEdit::Add => {
                let key = self.new_key.trim().to_string();
                if !key.is_empty() {
                    self.typed.insert(key, self.new_value.trim().to_string());
                    self.new_key.clear();
                    self.new_value.clear();
                }
            }
            DiceEdit::Remove(key) => {
                self.typed.remove(&key);
            }
        }
    }

    /// The keys a preview rolled: the field offers them by their labels.
    pub fn learn<'k>(&mut self, keys: impl Iterator<Item = &'k str>) {
        self.known = keys.map(str::to_string).collect();
    }

    /// The seed typed, or a fresh one.
    pub fn seed(&self, lang: Lang) -> Result<u64, String> {
        let text = self.seed.trim();
        if text.is_empty() {
            return Ok(rand::random::<u64>());
        }
        text.parse::<u64>()
            .map_err(|_| fill(tr(lang, Text::SeedNotNumber), &[text]))
    }

    /// The seed typed, or a fresh one written into the field: previewing again rolls the
    /// same dice, so a change to the form changes only what it touches.
    pub fn pinned_seed(&mut self, lang: Lang) -> Result<u64, String> {
        let seed = self.seed(lang)?;
        self.seed = seed.to_string();
        Ok(seed)
    }

    /// The dice typed in, each a face from 1 to 255.
    pub fn dice(&self, lang: Lang) -> Result<BTreeMap<String, u8>, String> {
        self.typed
            .iter()
            .map(|(key, value)| {
                value
                    .trim()
                    .parse::<u8>()
                    .map(|face| (key.clone(), face))
                    .map_err(|_| fill(tr(lang, Text::DieNotNumber), &[key, value]))
            })
            .collect()
    }
}

/// A roll key offered by its label (`Gladiator 2 — armour`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollChoice {
    pub key: String,
    pub label: String,
}

impl std::fmt::Display for RollChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// The seed and the dice typed in: a roll to type (picked by its label among the last
/// preview's, or its key typed) and its face, the label of the key being typed, and the
/// dice typed so far, each by its label. `edit` wraps each change in the screen's
/// message.
pub fn dice_editor<'a, M: Clone + 'a>(
    form: &'a DiceForm,
    lang: Lang,
    edit: impl Fn(DiceEdit) -> M + Copy + 'a,
) -> Element<'a, M> {
    let seed = row![
        caption(tr(lang, Text::Seed)),
        text_input(tr(lang, Text::SeedPlaceholder), &form.seed)
            .on_input(move |s| edit(DiceEdit::Seed(s)))
            .width(Length::Fixed(MONEY_FIELD * 2.0)),
    ]
    .spacing(space::S)
    .align_y(Alignment::Center);
    let mut list = column![
        seed,
        caption(tr(lang, Text::DiceHint)),
        die_field(form, lang, edit)
    ]
    .spacing(space::S);
    if !form.new_key.trim().is_empty() {
        let label = roll_label(form.new_key.trim(), lang);
        list = list.push(caption(fill(tr(lang, Wz::RollLabelHint), &[&label])));
    }
    for (key, value) in &form.typed {
        list = list.push(
            row![
                text(fill(
                    tr(lang, Text::TypedDie),
                    &[&roll_label(key, lang), value]
                )),
                caption(key.as_str()),
                icon_button(Icon::Delete, tr(lang, Text::Remove))
                    .style(role::quiet)
                    .on_press(edit(DiceEdit::Remove(key.clone()))),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center),
        );
    }
    section(tr(lang, Text::Dice), list).into()
}

/// The one dice field: the roll (a labelled choice of the last preview's, or a key
/// typed), its face, and the button that types it in.
fn die_field<'a, M: Clone + 'a>(
    form: &'a DiceForm,
    lang: Lang,
    edit: impl Fn(DiceEdit) -> M + Copy + 'a,
) -> Element<'a, M> {
    let choices: Vec<RollChoice> = form
        .known
        .iter()
        .map(|key| RollChoice {
            key: key.clone(),
            label: roll_label(key, lang),
        })
        .collect();
    let chosen = choices.iter().find(|c| c.key == form.new_key).cloned();
    let mut field = row![].spacing(space::S).align_y(Alignment::Center);
    if !choices.is_empty() {
        field = field.push(
            pick_list(choices, chosen, move |c| edit(DiceEdit::Known(c)))
                .placeholder(tr(lang, Wz::KnownRoll))
                .width(Length::Fixed(MONEY_FIELD * 2.5)),
        );
    }
    field
        .push(
            text_input(tr(lang, Text::RollKey), &form.new_key)
                .on_input(move |k| edit(DiceEdit::Key(k)))
                .width(Length::Fixed(MONEY_FIELD * 1.5)),
        )
        .push(
            text_input(tr(lang, Text::Face), &form.new_value)
                .on_input(move |v| edit(DiceEdit::Value(v)))
                .on_submit(edit(DiceEdit::Add))
                .width(Length::Fixed(SMALL_FIELD)),
        )
        .push(
            icon_button(Icon::Dice, tr(lang, Text::TypeDie))
                .on_press_maybe((!form.new_key.trim().is_empty()).then_some(edit(DiceEdit::Add))),
        )
        .wrap()
        .into()
}

/// Every roll: its key, the dice, the result, whether it was typed in or rolled, and what
/// it gave (`gave` names a table entry's id in the user's words).
pub fn rolls_table<'a, M: 'a>(
    rolls: &[RollRecord],
    lang: Lang,
    gave: &dyn Fn(&str) -> String,
) -> Element<'a, M> {
    let rows: Vec<RollRecord> = rolls
        .iter()
        .map(|r| RollRecord {
            outcome: r.outcome.as_deref().map(gave),
            ..r.clone()
        })
        .collect();
    let columns = [
        col(header(tr(lang, Text::RollKey)), move |r: RollRecord| {
            cell(roll_label(&r.key, lang))
        }),
        col(header(tr(lang, Text::DiceColumn)), |r: RollRecord| {
            cell(r.dice)
        }),
        numbers(tr(lang, Text::Result), |r: RollRecord| r.result.to_string()),
        col(header(tr(lang, Text::How)), move |r: RollRecord| {
            cell(tr(
                lang,
                if r.entered {
                    Text::TypedIn
                } else {
                    Text::Rolled
                },
            ))
        }),
        col(header(tr(lang, Text::Gave)), |r: RollRecord| {
            cell(r.outcome.unwrap_or_default())
        })
        .width(Length::Fill),
    ];
    section(tr(lang, Text::Rolls), table(columns, rows)).into()
}

/// Preview and Record: Record is the form's one primary action once a preview stands,
/// Preview until then.
pub fn preview_record<'a, M: Clone + 'a>(
    lang: Lang,
    recordable: bool,
    preview: M,
    (record_label, record): (&'a str, M),
) -> Element<'a, M> {
    type Role = fn(&iced::Theme, iced::widget::button::Status) -> iced::widget::button::Style;
    let (preview_role, record_role): (Role, Role) = if recordable {
        (role::secondary, role::primary)
    } else {
        (role::primary, role::secondary)
    };
    row![
        icon_button(Icon::Search, tr(lang, Text::Preview))
            .style(preview_role)
            .on_press(preview),
        icon_button(Icon::Save, record_label)
            .style(record_role)
            .on_press_maybe(recordable.then_some(record)),
        caption(tr(lang, Text::RecordHint)),
    ]
    .spacing(space::M)
    .align_y(Alignment::Center)
    .wrap()
    .into()
}
