//! `inducements.toml`: what the team with the lower CTV may buy before a match (seed 001,
//! pre-match step 5).

use serde::{Deserialize, Serialize};

use super::INDUCEMENTS_FILE;
use super::check::{check_gp, check_pair};
use crate::data::bloodbowl::SpecialRule;
use crate::data::check::{check_ids, check_names, is_slug};
use crate::data::{DataError, parse_toml};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct InducementsFile {
    inducements: super::Rule,
    inducement: Vec<Inducement>,
}

/// The inducements, in the seed's order, and the rule of the budget.
#[derive(Debug, Clone)]
pub struct Inducements {
    /// Treasury plus petty cash: the rule of the budget.
    pub rule_en: String,
    pub rule_fr: String,
    pub list: Vec<Inducement>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Inducement {
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub min: u32,
    /// None: no maximum (the seed's "Illimité").
    #[serde(default)]
    pub max: Option<u32>,
    /// The price for any team; None with no `only_for`: "Variable" (what is hired sets it).
    #[serde(default)]
    pub price_gp: Option<u32>,
    /// When not empty, only a team meeting one of these may buy it, at that one's price.
    #[serde(default)]
    pub only_for: Vec<Eligibility>,
    #[serde(default)]
    pub note: Option<String>,
}

/// A team special rule (an id of special_rules.toml) or a tier, and the price it pays.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Eligibility {
    #[serde(default)]
    pub rule: Option<String>,
    #[serde(default)]
    pub tier: Option<u8>,
    pub price_gp: u32,
}

/// What an inducement costs a team.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Price {
    Fixed(u32),
    /// Set by what is hired (a Star Player, a mercenary…).
    Variable,
}

impl Eligibility {
    fn admits(&self, rules: &[String], tier: u8) -> bool {
        let by_rule = self
            .rule
            .as_ref()
            .is_some_and(|rule| rules.iter().any(|r| r == rule));
        by_rule || self.tier == Some(tier)
    }
}

impl Inducement {
    /// What a team with these special rules and tier pays, or None when it may not buy it
    /// (the lowest price where it qualifies twice).
    pub fn price_for(&self, rules: &[String], tier: u8) -> Option<Price> {
        if self.only_for.is_empty() {
            return Some(self.price_gp.map_or(Price::Variable, Price::Fixed));
        }
        self.only_for
            .iter()
            .filter(|e| e.admits(rules, tier))
            .map(|e| e.price_gp)
            .min()
            .map(Price::Fixed)
    }

    fn validate(&self) -> Result<(), DataError> {
        let (file, id) = (INDUCEMENTS_FILE, self.id.as_str());
        check_names(file, id, &self.name_fr, &self.name_en)?;
        if self.max.is_some_and(|max| max < self.min || max == 0) {
            let message = "max must be at least 1 and at least min";
            return Err(DataError::new(file, Some(id), message));
        }
        if let Some(price) = self.price_gp {
            check_gp(file, id, "price", price)?;
        }
        if !self.only_for.is_empty() && self.price_gp.is_some() {
            let message = "a restricted inducement gives its prices in only_for, not price_gp";
            return Err(DataError::new(file, Some(id), message));
        }
        for eligibility in &self.only_for {
            check_gp(file, id, "price", eligibility.price_gp)?;
            let valid = match (&eligibility.rule, eligibility.tier) {
                (Some(rule), None) => is_slug(rule),
                (None, Some(tier)) => (1..=5).contains(&tier),
                _ => false,
            };
            if !valid {
                let message = "each only_for gives a special rule id or a tier (1-5), not both";
                return Err(DataError::new(file, Some(id), message));
            }
        }
        Ok(())
    }
}

crate::data::impl_named!(Inducement);

impl Inducements {
    pub(super) fn load(text: &str) -> Result<Inducements, DataError> {
        let file: InducementsFile = parse_toml(INDUCEMENTS_FILE, text)?;
        let rule = file.inducements;
        check_pair(
            INDUCEMENTS_FILE,
            "inducements",
            "rule",
            &rule.rule_en,
            &rule.rule_fr,
        )?;
        check_ids(
            INDUCEMENTS_FILE,
            "inducement",
            file.inducement.iter().map(|i| i.id.as_str()),
        )?;
        for inducement in &file.inducement {
            inducement.validate()?;
        }
        Ok(Inducements {
            rule_en: rule.rule_en,
            rule_fr: rule.rule_fr,
            list: file.inducement,
        })
    }

    /// An inducement by id or name, in either language.
    pub fn get(&self, query: &str) -> Option<&Inducement> {
        crate::data::find_by_name(&self.list, query)
    }

    /// Every special rule an inducement needs is one of `rules`.
    pub(super) fn check_rules(&self, rules: &[SpecialRule]) -> Result<(), DataError> {
        for inducement in &self.list {
            let needed = inducement.only_for.iter().filter_map(|e| e.rule.as_deref());
            for rule in needed {
                if !rules.iter().any(|r| r.id == rule) {
                    let message = format!("unknown special rule `{rule}`");
                    return Err(DataError::new(
                        INDUCEMENTS_FILE,
                        Some(&inducement.id),
                        message,
                    ));
                }
            }
        }
        Ok(())
    }
}
