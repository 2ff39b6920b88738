//! One struct per data file, as serde reads it.

use serde::{Deserialize, Serialize};

use super::model::*;
use super::parts::{MechanitePart, MutantPosition, MutantUpgrade};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkillsFile {
    pub skill: Vec<Skill>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamsFile {
    pub faction: Vec<Faction>,
    pub team: Vec<Team>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MvpsFile {
    pub mvp: Vec<Mvp>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreeAgentsFile {
    pub profile: Vec<FreeAgentProfile>,
    pub table: Vec<FreeAgentTable>,
}

/// Armour by position, which a Mechanite takes from the position it plays.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArmourByPosition {
    pub guard: u8,
    pub jack: u8,
    pub striker: u8,
    pub keeper: u8,
}

impl ArmourByPosition {
    pub fn of(&self, position: Position) -> u8 {
        match position {
            Position::Guard => self.guard,
            Position::Jack => self.jack,
            Position::Striker => self.striker,
            Position::Keeper => self.keeper,
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MechaniteFile {
    pub part: Vec<MechanitePart>,
    pub armour: ArmourByPosition,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MutantFile {
    pub position: Vec<MutantPosition>,
    pub upgrade: Vec<MutantUpgrade>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    pub max_players: u32,
    pub max_players_on_pitch: u32,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cheerleaders {
    pub cost_mc: u32,
    pub max: u32,
    pub outsider_may_place: u32,
    pub favourite_may_place: u32,
    pub equal_rank_may_place: u32,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Staff {
    pub cost_mc: u32,
    pub kind: Vec<StaffEntry>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hacks {
    pub cost_mc: u32,
    pub max_per_match: u32,
    pub hack: Vec<Hack>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Giants {
    pub counts_as_players: u32,
    pub extra_dice_vs_non_giants: u32,
}

/// Prices the seeds do not give: defaults for a league's settings.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefaultPrices {
    pub coaching_die_mc: u32,
    pub card_mc: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamItemsFile {
    pub limits: Limits,
    pub cheerleaders: Cheerleaders,
    pub staff: Staff,
    pub hacks: Hacks,
    pub giants: Giants,
    pub prices: DefaultPrices,
}
