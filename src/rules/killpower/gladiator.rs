//! A gladiator as the team sheet shows it: characteristics, specialization, experience
//! and magic equipment.

use serde::{Deserialize, Serialize};

use crate::data::Lang;
use crate::data::killpower::{Race, Reference};

/// A characteristic a gladiator keeps between matches (RAP is rolled before each match).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stat {
    Dep,
    Phy,
    Hab,
    Pou,
    Bal,
    Vie,
}

impl Stat {
    pub const ALL: [Stat; 6] = [
        Stat::Dep,
        Stat::Phy,
        Stat::Hab,
        Stat::Pou,
        Stat::Bal,
        Stat::Vie,
    ];

    /// The id the data files and scripts use (`phy`).
    pub fn id(self) -> &'static str {
        match self {
            Stat::Dep => "dep",
            Stat::Phy => "phy",
            Stat::Hab => "hab",
            Stat::Pou => "pou",
            Stat::Bal => "bal",
            Stat::Vie => "vie",
        }
    }

    /// Reads an id, or the abbreviation or name in either language (any case).
    pub fn parse(text: &str, reference: &Reference) -> Option<Stat> {
        let text = text.trim();
        let found = reference.characteristics.characteristic.iter().find(|c| {
            [&c.id, &c.abbr_en, &c.abbr_fr, &c.name_en, &c.name_fr]
                .iter()
                .any(|name| crate::data::slug_matches(name, text))
        })?;
        Stat::ALL.into_iter().find(|stat| stat.id() == found.id)
    }

    /// Its abbreviation in `lang` (PHY, HAB / AGI…).
    pub fn abbr(self, reference: &Reference, lang: Lang) -> String {
        reference
            .characteristic(self.id())
            .map(|c| lang.pick(&c.abbr_en, &c.abbr_fr).to_string())
            .unwrap_or_else(|| self.id().to_uppercase())
    }
}

/// The six kept characteristics.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Stats {
    pub dep: u8,
    pub phy: u8,
    pub hab: u8,
    pub pou: u8,
    pub bal: u8,
    pub vie: u8,
}

impl Stats {
    /// A race's starting values.
    pub fn of_race(race: &Race) -> Stats {
        Stats {
            dep: race.dep,
            phy: race.phy,
            hab: race.hab,
            pou: race.pou,
            bal: race.bal,
            vie: race.vie,
        }
    }

    /// A race's maxima ("MAXIMUM DE RACE").
    pub fn maxima(race: &Race) -> Stats {
        Stats {
            dep: race.max_dep,
            phy: race.max_phy,
            hab: race.max_hab,
            pou: race.max_pou,
            bal: race.max_bal,
            vie: race.max_vie,
        }
    }

    pub fn get(&self, stat: Stat) -> u8 {
        match stat {
            Stat::Dep => self.dep,
            Stat::Phy => self.phy,
            Stat::Hab => self.hab,
            Stat::Pou => self.pou,
            Stat::Bal => self.bal,
            Stat::Vie => self.vie,
        }
    }

    pub fn set(&mut self, stat: Stat, value: u8) {
        match stat {
            Stat::Dep => self.dep = value,
            Stat::Phy => self.phy = value,
            Stat::Hab => self.hab = value,
            Stat::Pou => self.pou = value,
            Stat::Bal => self.bal = value,
            Stat::Vie => self.vie = value,
        }
    }
}

/// A gladiator's magic equipment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Magic {
    /// Combat gloves: 1D10 more damage at each blow.
    Gloves,
    /// Magic armour: its 1D5+6, rolled once and kept (None: a tournament armour not
    /// rolled yet, which the first match rolls).
    Armour { armour: Option<u8> },
    /// Two power cards of the league's deck, by their id in the deck.
    Cards { cards: Vec<i64> },
}

impl Magic {
    /// The id of its kind in `equipment.toml`.
    pub fn kind(&self) -> &'static str {
        match self {
            Magic::Gloves => "gloves",
            Magic::Armour { .. } => "armour",
            Magic::Cards { .. } => "cards",
        }
    }
}

/// One of a team's seven gladiators.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gladiator {
    pub name: String,
    pub race: String,
    pub specialization: String,
    /// The characteristics with the specialization and every raise in.
    pub stats: Stats,
    /// Every point earned; none is ever spent (chapter 12).
    pub experience: u32,
    /// The characteristics raised, in order.
    pub raises: Vec<Stat>,
    pub magic: Magic,
}

impl Gladiator {
    /// The shield box: the magic armour's points, or the normal armour's; None while a
    /// tournament armour is not rolled yet.
    pub fn shield(&self, reference: &Reference) -> Option<u8> {
        match self.magic {
            Magic::Armour { armour } => armour,
            _ => Some(reference.equipment.normal_armour.shield),
        }
    }

    /// The card ids it holds.
    pub fn cards(&self) -> &[i64] {
        match &self.magic {
            Magic::Cards { cards } => cards,
            _ => &[],
        }
    }
}
