//! `post_match.toml`: winnings, stadium residency, sponsorship, dedicated fans, SPP,
//! costly errors and the definitions of TV and CTV (seed 001, post-match steps 1-4, 7
//! and 8). The costly errors table is in `costly_errors.rs`.

use serde::{Deserialize, Serialize};

use super::check::{DiceRow, check_faces, check_gp, check_lists, check_pair, find_row};
use super::{CostlyErrors, Dice, POST_MATCH_FILE, RolledGp};
use crate::data::DataError;
use crate::data::check::{check_ids, check_names};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostMatch {
    pub winnings: Winnings,
    pub residency: Residency,
    pub sponsorship: Sponsorship,
    pub dedicated_fans: DedicatedFans,
    pub spp: Spp,
    pub costly_errors: CostlyErrors,
    pub team_value: TeamValueNotes,
}

/// Winnings = (sum of fan factors / `fan_factor_divisor` + touchdowns) x `unit_gp`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Winnings {
    pub fan_factor_divisor: u32,
    pub unit_gp: u32,
    pub rule_en: String,
    pub rule_fr: String,
    #[serde(default)]
    pub note: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Residency {
    pub dice: Dice,
    pub rule_en: String,
    pub rule_fr: String,
    pub change_gp: u32,
    pub purchase_gp: u32,
    pub first_instalment_gp: u32,
    pub bank_fund_gp: u32,
    /// Each of these spent takes 1 off the roll to keep a residence.
    pub keep_roll_step_gp: u32,
    /// What an owner earns after a home win (and loses after a home defeat).
    pub owner_result: RolledGp,
    #[serde(default)]
    pub note: Option<String>,
    pub rules_en: Vec<String>,
    pub rules_fr: Vec<String>,
    pub modifier: Vec<Modifier>,
    pub result: Vec<OpenEntry>,
    pub sale: SaleTable,
}

/// A modifier to a roll: `value`, once or for each of `each`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Modifier {
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub value: i32,
    #[serde(default)]
    pub each: Each,
}

/// What a modifier is counted for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Each {
    #[default]
    Once,
    DedicatedFan,
    Touchdown,
    Casualty,
}

/// A result of a modified roll: from `from` (None: anything lower) to `to` (None:
/// anything higher).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpenEntry {
    #[serde(default)]
    pub from: Option<i32>,
    #[serde(default)]
    pub to: Option<i32>,
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub effect_en: String,
    pub effect_fr: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaleTable {
    pub dice: Dice,
    pub row: Vec<SaleRow>,
}

/// What selling a stadium brings: `fixed_gp` plus the `roll`, if any.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaleRow {
    pub from: u8,
    pub to: u8,
    pub id: String,
    #[serde(default)]
    pub fixed_gp: u32,
    #[serde(default)]
    pub roll: Option<RolledGp>,
    pub effect_en: String,
    pub effect_fr: String,
}

impl DiceRow for SaleRow {
    fn faces(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn key(&self) -> &str {
        &self.id
    }
}

/// The team may take one of `option` when the modified roll is `target` or more.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sponsorship {
    pub dice: Dice,
    pub target: u32,
    pub rule_en: String,
    pub rule_fr: String,
    pub modifier: Vec<Modifier>,
    pub option: Vec<NamedItem>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamedItem {
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
}

/// The winner's roll at least its dedicated fans: +1; the loser's below them: -1.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DedicatedFans {
    pub dice: Dice,
    pub roll_on_draw: bool,
    pub rule_en: String,
    pub rule_fr: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spp {
    pub mvp_rule_en: String,
    pub mvp_rule_fr: String,
    pub award: Vec<SppAward>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SppAward {
    pub id: String,
    pub abbr_en: String,
    pub abbr_fr: String,
    pub name_en: String,
    pub name_fr: String,
    pub spp: u32,
}

/// TV and CTV as the seed defines them; `code` computes them.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamValueNotes {
    pub code: String,
    pub tv_en: String,
    pub tv_fr: String,
    pub ctv_en: String,
    pub ctv_fr: String,
}

impl Residency {
    /// The result of a modified residency roll.
    pub fn result_for(&self, total: i32) -> Option<&OpenEntry> {
        self.result.iter().find(|entry| {
            entry.from.is_none_or(|from| from <= total) && entry.to.is_none_or(|to| total <= to)
        })
    }

    /// What selling the stadium brings on a roll.
    pub fn sale_at(&self, roll: u8) -> Option<&SaleRow> {
        find_row(&self.sale.row, roll)
    }

    fn validate(&self) -> Result<(), DataError> {
        let (file, table) = (POST_MATCH_FILE, "residency");
        check_pair(file, table, "rule", &self.rule_en, &self.rule_fr)?;
        check_lists(file, table, "rules", &self.rules_en, &self.rules_fr)?;
        for (what, gp) in [
            ("change_gp", self.change_gp),
            ("purchase_gp", self.purchase_gp),
            ("first_instalment_gp", self.first_instalment_gp),
            ("bank_fund_gp", self.bank_fund_gp),
            ("keep_roll_step_gp", self.keep_roll_step_gp),
            ("owner_result", self.owner_result.times_gp),
        ] {
            check_gp(file, table, what, gp)?;
        }
        check_modifiers(table, &self.modifier)?;
        check_open(table, &self.result)?;
        check_faces(file, "residency.sale", self.sale.dice, &self.sale.row)?;
        check_ids(
            file,
            "residency.sale",
            self.sale.row.iter().map(|r| r.id.as_str()),
        )?;
        for row in &self.sale.row {
            let entry = format!("residency.sale {}", row.id);
            check_pair(file, &entry, "effect", &row.effect_en, &row.effect_fr)?;
            check_gp(file, &entry, "fixed_gp", row.fixed_gp)?;
            if let Some(roll) = row.roll {
                check_gp(file, &entry, "roll", roll.times_gp)?;
            }
        }
        Ok(())
    }
}

fn check_modifiers(table: &str, modifiers: &[Modifier]) -> Result<(), DataError> {
    let file = POST_MATCH_FILE;
    let what = format!("{table} modifier");
    check_ids(file, &what, modifiers.iter().map(|m| m.id.as_str()))?;
    for modifier in modifiers {
        let entry = format!("{what} {}", modifier.id);
        check_names(file, &entry, &modifier.name_fr, &modifier.name_en)?;
        if modifier.value == 0 {
            return Err(DataError::new(file, Some(&entry), "value must not be 0"));
        }
    }
    Ok(())
}

/// The results of a modified roll follow each other with no gap or overlap, the first
/// open below and the last open above.
fn check_open(table: &str, rows: &[OpenEntry]) -> Result<(), DataError> {
    let file = POST_MATCH_FILE;
    check_ids(file, table, rows.iter().map(|r| r.id.as_str()))?;
    let mut previous_to: Option<i32> = None;
    for (index, row) in rows.iter().enumerate() {
        let entry = format!("{table} result {}", row.id);
        check_names(file, &entry, &row.name_fr, &row.name_en)?;
        check_pair(file, &entry, "effect", &row.effect_en, &row.effect_fr)?;
        let (first, last) = (index == 0, index + 1 == rows.len());
        let follows = match (previous_to, row.from) {
            (None, None) => first,
            (Some(to), Some(from)) => to.checked_add(1) == Some(from),
            _ => false,
        };
        let ends = row.to.is_none() == last && row.from.zip(row.to).is_none_or(|(f, t)| f <= t);
        if !follows || !ends {
            let message = "results must follow each other with no gap or overlap, \
                           the first without `from`, the last without `to`";
            return Err(DataError::new(file, Some(&entry), message));
        }
        previous_to = row.to;
    }
    Ok(())
}

impl Spp {
    /// The SPP of an award by id ("touchdown", "mvp").
    pub fn award(&self, id: &str) -> Option<&SppAward> {
        self.award.iter().find(|award| award.id == id)
    }

    fn validate(&self) -> Result<(), DataError> {
        let file = POST_MATCH_FILE;
        check_pair(
            file,
            "spp",
            "mvp_rule",
            &self.mvp_rule_en,
            &self.mvp_rule_fr,
        )?;
        check_ids(file, "spp award", self.award.iter().map(|a| a.id.as_str()))?;
        for award in &self.award {
            let entry = format!("spp {}", award.id);
            check_names(file, &entry, &award.name_fr, &award.name_en)?;
            check_pair(file, &entry, "abbr", &award.abbr_en, &award.abbr_fr)?;
            if award.spp == 0 {
                return Err(DataError::new(file, Some(&entry), "spp must be positive"));
            }
        }
        Ok(())
    }
}

impl PostMatch {
    pub(super) fn validate(&self) -> Result<(), DataError> {
        let file = POST_MATCH_FILE;
        let winnings = &self.winnings;
        check_pair(
            file,
            "winnings",
            "rule",
            &winnings.rule_en,
            &winnings.rule_fr,
        )?;
        check_gp(file, "winnings", "unit_gp", winnings.unit_gp)?;
        if winnings.fan_factor_divisor == 0 || winnings.unit_gp == 0 {
            let message = "fan_factor_divisor and unit_gp must be more than 0";
            return Err(DataError::new(file, Some("winnings"), message));
        }
        self.residency.validate()?;
        let sponsorship = &self.sponsorship;
        check_pair(
            file,
            "sponsorship",
            "rule",
            &sponsorship.rule_en,
            &sponsorship.rule_fr,
        )?;
        check_modifiers("sponsorship", &sponsorship.modifier)?;
        check_ids(
            file,
            "sponsorship option",
            sponsorship.option.iter().map(|o| o.id.as_str()),
        )?;
        for option in &sponsorship.option {
            check_names(file, &option.id, &option.name_fr, &option.name_en)?;
        }
        let fans = &self.dedicated_fans;
        check_pair(file, "dedicated_fans", "rule", &fans.rule_en, &fans.rule_fr)?;
        self.spp.validate()?;
        self.costly_errors.validate()?;
        let value = &self.team_value;
        check_pair(file, "team_value", "tv", &value.tv_en, &value.tv_fr)?;
        check_pair(file, "team_value", "ctv", &value.ctv_en, &value.ctv_fr)
    }
}
