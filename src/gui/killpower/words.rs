//! What Killpower Ball's screens share: the lists a coach picks from (specializations,
//! magic equipment, the deck's cards, the characteristics experience raises), a new
//! gladiator as typed (the creation wizard's rows and a post-match's replacements), and
//! the words for what a roll gave.

use iced::widget::{Row, pick_list, row, text_input};
use iced::{Alignment, Element, Length};

use crate::coach::killpower::{GladiatorView, NewGladiatorSpec};
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::dice::RollRecord;
use crate::gui::killpower::tr::Kp;
use crate::gui::style::space;
use crate::gui::tr::{fill, tr};
use crate::gui::widgets::{Pick, caption};
use crate::rules::killpower::{Outcome, Stat, roll_shown};
use crate::store::killpower::CardRecord;

/// The bundled data (None only when it is damaged, which the start of the program
/// already refuses).
pub fn data() -> Option<&'static Reference> {
    Reference::bundled().ok()
}

/// The specializations of TABLE 11, with the characteristic each raises.
pub fn specialization_picks(lang: Lang) -> Vec<Pick<String>> {
    let Some(data) = data() else {
        return Vec::new();
    };
    data.characteristics
        .specialization
        .iter()
        .map(|s| {
            let stat = data
                .characteristic(&s.characteristic)
                .map_or(String::new(), |c| {
                    lang.pick(&c.abbr_en, &c.abbr_fr).to_string()
                });
            Pick {
                value: s.id.clone(),
                label: format!(
                    "{} (+{} {stat})",
                    lang.pick(&s.name_en, &s.name_fr),
                    s.bonus
                ),
            }
        })
        .collect()
}

/// The three kinds of magic equipment.
pub fn magic_picks(lang: Lang) -> Vec<Pick<String>> {
    data().map_or_else(Vec::new, |data| {
        data.equipment
            .magic
            .iter()
            .map(|m| Pick {
                value: m.id.clone(),
                label: lang.pick(&m.name_en, &m.name_fr).to_string(),
            })
            .collect()
    })
}

/// The deck's cards, by name.
pub fn card_picks(deck: &[CardRecord]) -> Vec<Pick<i64>> {
    deck.iter()
        .map(|c| Pick {
            value: c.id,
            label: c.name.clone(),
        })
        .collect()
}

/// The characteristics experience may raise (chapter 12).
pub fn stat_picks(lang: Lang) -> Vec<Pick<Stat>> {
    let Some(data) = data() else {
        return Vec::new();
    };
    Stat::ALL
        .into_iter()
        .filter(|s| {
            data.experience
                .experience
                .raisable
                .iter()
                .any(|r| r == s.id())
        })
        .map(|s| Pick {
            value: s,
            label: stat_abbr(s, lang),
        })
        .collect()
}

/// A characteristic's abbreviation (PHY, HAB / AGI…).
pub fn stat_abbr(stat: Stat, lang: Lang) -> String {
    data().map_or_else(|| stat.id().to_uppercase(), |d| stat.abbr(d, lang))
}

/// The abbreviation of a characteristic by its id (`rap`), for table headings.
pub fn abbr(id: &str, lang: Lang) -> String {
    data().and_then(|d| d.characteristic(id)).map_or_else(
        || id.to_uppercase(),
        |c| lang.pick(&c.abbr_en, &c.abbr_fr).to_string(),
    )
}

/// What a kind of equipment gives and when its dice are rolled, in this league.
pub fn magic_hint(magic: Option<&str>, powers_chosen: bool, armour_now: bool) -> Option<Kp> {
    Some(match (magic?, powers_chosen, armour_now) {
        ("gloves", _, _) => Kp::GlovesHint,
        ("armour", _, true) => Kp::ArmourNowHint,
        ("armour", _, false) => Kp::ArmourLaterHint,
        (_, true, _) => Kp::CardsChosenHint,
        (_, false, _) => Kp::CardsDrawnHint,
    })
}

/// A new gladiator as typed: name, specialization, equipment and, when the league
/// chooses its powers, the two cards.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GladiatorRow {
    pub name: String,
    pub specialization: Option<String>,
    pub magic: Option<String>,
    pub cards: [Option<i64>; 2],
}

/// A change to a `GladiatorRow`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GladiatorEdit {
    Name(String),
    Specialization(String),
    Magic(String),
    Card(usize, i64),
}

impl GladiatorRow {
    pub fn edit(&mut self, edit: GladiatorEdit) {
        match edit {
            GladiatorEdit::Name(name) => self.name = name,
            GladiatorEdit::Specialization(id) => self.specialization = Some(id),
            GladiatorEdit::Magic(id) => self.magic = Some(id),
            GladiatorEdit::Card(slot, card) => {
                if let Some(place) = self.cards.get_mut(slot) {
                    *place = Some(card);
                }
            }
        }
    }

    /// The equipment as the core reads it (`gloves`, `armour`, `cards` and the chosen
    /// cards' ids), or what is missing, naming the gladiator `who`.
    pub fn equipment(&self, who: &str, lang: Lang) -> Result<(String, Vec<String>), String> {
        let magic = self
            .magic
            .clone()
            .ok_or_else(|| fill(tr(lang, Kp::EquipmentMissing), &[who]))?;
        let cards = self.cards.iter().flatten().map(i64::to_string).collect();
        Ok((magic, cards))
    }

    /// The gladiator as the core reads it; `who` names it in a refusal ("gladiator 3").
    pub fn spec(&self, who: &str, lang: Lang) -> Result<NewGladiatorSpec, String> {
        let specialization = self
            .specialization
            .clone()
            .ok_or_else(|| fill(tr(lang, Kp::SpecializationMissing), &[who]))?;
        let (magic, cards) = self.equipment(who, lang)?;
        Ok(NewGladiatorSpec {
            name: self.name.trim().to_string(),
            specialization,
            magic,
            cards,
        })
    }
}

/// How a league gets its equipment, for the rows' pickers and hints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Equipping {
    pub powers_chosen: bool,
    pub armour_now: bool,
}

/// The equipment picker and, for chosen powers, the two card pickers (else what the
/// dice will do).
pub fn equipment_fields<'a, M: Clone + 'a>(
    row: &'a GladiatorRow,
    rule: Equipping,
    deck: &'a [CardRecord],
    lang: Lang,
    edit: impl Fn(GladiatorEdit) -> M + Copy + 'a,
) -> Row<'a, M> {
    let picks = magic_picks(lang);
    let chosen = row
        .magic
        .as_ref()
        .and_then(|id| picks.iter().find(|p| &p.value == id).cloned());
    let mut fields = row![
        pick_list(picks, chosen, move |p: Pick<String>| edit(
            GladiatorEdit::Magic(p.value)
        ))
        .placeholder(tr(lang, Kp::Equipment))
        .width(Length::Fixed(190.0)),
    ]
    .spacing(space::S)
    .align_y(Alignment::Center);
    if row.magic.as_deref() == Some("cards") && rule.powers_chosen {
        for slot in 0..2 {
            let cards = card_picks(deck);
            let picked =
                row.cards[slot].and_then(|id| cards.iter().find(|c| c.value == id).cloned());
            fields = fields.push(
                pick_list(cards, picked, move |p: Pick<i64>| {
                    edit(GladiatorEdit::Card(slot, p.value))
                })
                .placeholder(tr(lang, Kp::ChooseCard))
                .width(Length::Fixed(150.0)),
            );
        }
    } else {
        let hint = magic_hint(row.magic.as_deref(), rule.powers_chosen, rule.armour_now);
        fields = fields.push(hint.map(|hint| caption(tr(lang, hint))));
    }
    fields
}

/// One new gladiator's line: number, name, specialization, equipment.
pub fn gladiator_fields<'a, M: Clone + 'a>(
    label: String,
    row: &'a GladiatorRow,
    rule: Equipping,
    deck: &'a [CardRecord],
    lang: Lang,
    edit: impl Fn(GladiatorEdit) -> M + Copy + 'a,
) -> Element<'a, M> {
    let specs = specialization_picks(lang);
    let spec = row
        .specialization
        .as_ref()
        .and_then(|id| specs.iter().find(|p| &p.value == id).cloned());
    row![
        caption(label).width(Length::Fixed(28.0)),
        text_input(tr(lang, Kp::GladiatorName), &row.name)
            .on_input(move |name| edit(GladiatorEdit::Name(name)))
            .width(Length::Fixed(170.0)),
        pick_list(specs, spec, move |p: Pick<String>| {
            edit(GladiatorEdit::Specialization(p.value))
        })
        .placeholder(tr(lang, Kp::Specialization))
        .width(Length::Fixed(190.0)),
        equipment_fields(row, rule, deck, lang, edit),
    ]
    .spacing(space::S)
    .align_y(Alignment::Center)
    .wrap()
    .into()
}

/// The equipment a gladiator holds: its kind and the cards, by name.
pub fn equipment_text(g: &GladiatorView, lang: Lang) -> String {
    if g.cards.is_empty() {
        g.magic_name.clone()
    } else {
        Kp::EquipmentWithCards.fill(lang, &[&g.magic_name, &g.cards.join(", ")])
    }
}

/// The shield box: the armour's points, or "to roll" for a tournament armour the first
/// match rolls.
pub fn shield_text(g: &GladiatorView, lang: Lang) -> String {
    g.shield
        .map_or_else(|| tr(lang, Kp::ToRoll).to_string(), |s| s.to_string())
}

/// The rolls as the dice table shows them: a 1D5 with the D10 it was read from and the
/// 1D5 that gives (`D10 7 → 1D5`, result 4; chapter 1.1), any other die as rolled.
pub fn shown_rolls(rolls: &[RollRecord]) -> Vec<RollRecord> {
    let die = data().map_or(10, |d| d.equipment.dice.die);
    rolls
        .iter()
        .map(|r| {
            let shown = roll_shown(&r.dice, r.result, die);
            RollRecord {
                dice: shown.dice,
                result: shown.value,
                ..r.clone()
            }
        })
        .collect()
}

/// What a roll gave, in the user's words: a side's team, a basket scored or missed, a
/// TABLE 8 location and outcome, an armour's points; a card's name as it is.
pub fn gave_name(outcome: &str, teams: [&str; 2], lang: Lang) -> String {
    match outcome {
        "home" => return teams[0].to_string(),
        "away" => return teams[1].to_string(),
        "scored" => return tr(lang, Kp::Scored).to_string(),
        "missed" => return tr(lang, Kp::Missed).to_string(),
        _ => {}
    }
    let Some(data) = data() else {
        return outcome.to_string();
    };
    if let Some(points) = outcome.strip_prefix("armour ") {
        let name = data
            .magic("armour")
            .map_or("", |m| lang.pick(&m.name_en, &m.name_fr));
        return format!("{name} {points}");
    }
    if let Some((place, result)) = outcome.split_once(' ')
        && let Some(location) = data.tables.location.iter().find(|l| l.id == place)
    {
        let result = outcome_word(result, lang);
        return format!(
            "{} — {result}",
            lang.pick(&location.name_en, &location.name_fr)
        );
    }
    outcome.to_string()
}

/// A TABLE 8 outcome by its id (`serious_injury`, `coma`, `death`), in the user's words.
pub fn outcome_word(id: &str, lang: Lang) -> String {
    [Outcome::SeriousInjury, Outcome::Coma, Outcome::Death]
        .into_iter()
        .find(|o| o.id() == id)
        .map_or_else(|| id.replace('_', " "), |o| o.name(lang).to_string())
}
