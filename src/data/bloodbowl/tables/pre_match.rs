//! `pre_match.toml`: fan factor, weather, journeymen, set-up, the ball and the kick-off
//! (seed 001, pre-match steps 2, 3, 4, 8, 9 and 10).

use serde::{Deserialize, Serialize};

use super::check::{check_entries, check_lists, check_pair};
use super::{Dice, Entry, PRE_MATCH_FILE, RuledTable};
use crate::data::DataError;
use crate::data::bloodbowl::{Skill, SkillRef};
use crate::data::check::is_slug;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PreMatch {
    pub fan_factor: FanFactor,
    pub weather: RuledTable,
    pub journeymen: Journeymen,
    pub setup: Setup,
    pub balls: RuledTable,
    pub kick_off: KickOff,
}

/// Fan factor = dedicated fans + a roll of `dice`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FanFactor {
    pub dice: Dice,
    pub rule_en: String,
    pub rule_fr: String,
}

/// A team short of `squad_minimum` players fills up with Linemen who carry `skill`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Journeymen {
    pub squad_minimum: u32,
    /// A skill reference, as rosters write them: `loner(4+)`.
    pub skill: String,
    pub rule_en: String,
    pub rule_fr: String,
    /// What happens to a journeyman the team hires after the match.
    pub hire_en: String,
    pub hire_fr: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub max_on_pitch: u32,
    pub max_per_wide_zone: u32,
    pub min_on_line_of_scrimmage: u32,
    pub rule_en: String,
    pub rule_fr: String,
}

/// The kick-off table, with the steps of a kick-off and the ball's moves it names.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KickOff {
    pub dice: Dice,
    pub sequence_en: Vec<String>,
    pub sequence_fr: Vec<String>,
    pub terms_en: Vec<String>,
    pub terms_fr: Vec<String>,
    pub row: Vec<Entry>,
}

impl KickOff {
    /// The kick-off event a roll gives.
    pub fn at(&self, roll: u8) -> Option<&Entry> {
        super::check::find_row(&self.row, roll)
    }
}

impl PreMatch {
    pub(super) fn validate(&self) -> Result<(), DataError> {
        let file = PRE_MATCH_FILE;
        let fans = &self.fan_factor;
        check_pair(file, "fan_factor", "rule", &fans.rule_en, &fans.rule_fr)?;
        self.weather.check(file, "weather", true)?;
        self.journeymen.validate()?;
        self.setup.validate()?;
        self.balls.check(file, "balls", false)?;
        let kick_off = &self.kick_off;
        check_lists(
            file,
            "kick_off",
            "sequence",
            &kick_off.sequence_en,
            &kick_off.sequence_fr,
        )?;
        check_lists(
            file,
            "kick_off",
            "terms",
            &kick_off.terms_en,
            &kick_off.terms_fr,
        )?;
        check_entries(file, "kick_off", kick_off.dice, &kick_off.row, true)
    }
}

impl Journeymen {
    fn validate(&self) -> Result<(), DataError> {
        let file = PRE_MATCH_FILE;
        check_pair(file, "journeymen", "rule", &self.rule_en, &self.rule_fr)?;
        check_pair(file, "journeymen", "hire", &self.hire_en, &self.hire_fr)?;
        if self.squad_minimum == 0 {
            let message = "squad_minimum must be at least 1";
            return Err(DataError::new(file, Some("journeymen"), message));
        }
        match SkillRef::parse(&self.skill) {
            Some(skill) if is_slug(skill.id) => Ok(()),
            _ => {
                let message = format!("skill `{}` is not a skill reference", self.skill);
                Err(DataError::new(file, Some("journeymen"), message))
            }
        }
    }

    /// The journeymen's skill is one of `skills`.
    pub(super) fn check_skill(&self, skills: &[Skill]) -> Result<(), DataError> {
        let id = SkillRef::parse(&self.skill).map_or(self.skill.as_str(), |s| s.id);
        if skills.iter().any(|skill| skill.id == id) {
            return Ok(());
        }
        let message = format!("unknown skill `{id}`");
        Err(DataError::new(PRE_MATCH_FILE, Some("journeymen"), message))
    }
}

impl Setup {
    fn validate(&self) -> Result<(), DataError> {
        let file = PRE_MATCH_FILE;
        check_pair(file, "setup", "rule", &self.rule_en, &self.rule_fr)?;
        let fits = self.min_on_line_of_scrimmage <= self.max_on_pitch
            && self.max_per_wide_zone <= self.max_on_pitch
            && self.max_on_pitch > 0;
        if fits {
            return Ok(());
        }
        let message = "the line of scrimmage and wide zone limits must fit max_on_pitch";
        Err(DataError::new(file, Some("setup"), message))
    }
}
