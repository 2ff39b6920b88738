//! The shapes of `data/killpower/*.toml` (see `data/killpower/SCHEMA.md`).

use serde::{Deserialize, Serialize};

/// `characteristics.toml`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacteristicsFile {
    pub characteristic: Vec<Characteristic>,
    pub race: Vec<Race>,
    pub specialization: Vec<Specialization>,
}

/// One characteristic of a gladiator (RAP, DEP, PHY, HAB, POU, BAL, VIE).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Characteristic {
    pub id: String,
    pub abbr_fr: String,
    pub abbr_en: String,
    pub name_fr: String,
    pub name_en: String,
    pub about_en: String,
    pub about_fr: String,
    /// Whether experience may raise it (chapter 12).
    pub raisable: bool,
}

/// A race of TABLE 11: starting values, maxima, the RAP die and its power.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Race {
    pub id: String,
    pub name_fr: String,
    pub name_en: String,
    pub dep: u8,
    pub phy: u8,
    pub hab: u8,
    pub pou: u8,
    pub bal: u8,
    pub vie: u8,
    pub rap_die: u8,
    pub max_dep: u8,
    pub max_phy: u8,
    pub max_hab: u8,
    pub max_pou: u8,
    pub max_bal: u8,
    pub max_vie: u8,
    /// What a gladiator of this race adds to its team's power.
    pub power: i32,
}

/// A specialization of TABLE 11: +`bonus` to one characteristic.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Specialization {
    pub id: String,
    pub name_fr: String,
    pub name_en: String,
    pub characteristic: String,
    pub bonus: u8,
}

/// `equipment.toml`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EquipmentFile {
    pub dice: DiceRule,
    pub normal_armour: NormalArmour,
    pub magic: Vec<MagicEquipment>,
    pub tournament: TournamentEquipment,
}

/// Chapter 1.1: the one die, and how 1D5 is read from it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceRule {
    pub die: u8,
    pub half_die_rounds_up: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NormalArmour {
    pub shield: u8,
}

/// One of the three kinds of magic equipment.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MagicEquipment {
    pub id: String,
    pub name_fr: String,
    pub name_en: String,
    /// Gloves: the die rolled for damage at each blow.
    #[serde(default)]
    pub damage_die: Option<u8>,
    /// Armour: this many half dice (1D5) plus `plus`.
    #[serde(default)]
    pub half_dice: Option<u8>,
    #[serde(default)]
    pub plus: Option<u8>,
    /// Power cards: how many are drawn.
    #[serde(default)]
    pub cards: Option<u8>,
    pub rolled_at_creation: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentEquipment {
    pub same_power_per_team: u8,
    pub same_power_per_gladiator: u8,
}

/// `experience.toml`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExperienceFile {
    pub team: TeamSize,
    pub experience: ExperienceRule,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamSize {
    pub gladiators: u8,
    pub on_the_pitch: u8,
    pub least_to_play: u8,
}

/// Chapter 12.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExperienceRule {
    pub per_match_played: u32,
    pub per_raise: u32,
    pub raise_by: u8,
    pub raisable: Vec<String>,
}

/// `tables.toml`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TablesFile {
    pub power: PowerRule,
    pub division: DivisionRule,
    pub points_to_score: Vec<PointsToScore>,
    pub location: Vec<Location>,
    pub level: Vec<InjuryLevel>,
    pub ball_malus: Vec<BallMalus>,
    pub roll_under: RollUnder,
    pub free_throws: FreeThrowRule,
}

/// TABLE 2's power.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PowerRule {
    pub experience_per_point: u32,
    /// `down` or `nearest`: Dugout's default for total experience / 10.
    pub experience_rounding_default: String,
    pub minimum: i32,
}

/// TABLE 2's division.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DivisionRule {
    pub per: u32,
    pub round_up_from_tenths: u32,
}

/// A row of TABLE 3.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointsToScore {
    pub from: u32,
    /// None: "100 ou plus".
    #[serde(default)]
    pub to: Option<u32>,
    pub stronger: u32,
    pub weaker: u32,
    /// False where the seed prints the weaker value without its "+".
    #[serde(default = "printed")]
    pub plus_printed: bool,
}

fn printed() -> bool {
    true
}

/// A location of TABLE 8, with the faces of the D10 that give it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Location {
    pub id: String,
    pub name_fr: String,
    pub name_en: String,
    /// `limb` for the four limbs, which the table reads as one column.
    #[serde(default)]
    pub group: Option<String>,
    pub faces: Vec<u8>,
}

/// A row of TABLE 8: a range of negative life and what it gives.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InjuryLevel {
    pub from: i32,
    /// None: "ou moins".
    #[serde(default)]
    pub to: Option<i32>,
    pub outcome: String,
    /// What a blow to the head gives instead, when it differs.
    #[serde(default)]
    pub head: Option<String>,
    pub name_fr: String,
    pub name_en: String,
}

/// A row of TABLE 9's ball malus.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BallMalus {
    pub from: u32,
    #[serde(default)]
    pub to: Option<u32>,
    pub malus: u8,
}

/// Chapter 1.1: rolling under a characteristic.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RollUnder {
    pub die: u8,
    pub always_fails: u8,
    pub always_succeeds: u8,
}

/// Chapter 13.2's free throws.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreeThrowRule {
    pub throwers: u8,
    pub min_distance: u32,
    pub max_distance: u32,
}

/// `championship.toml`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChampionshipFile {
    pub ranking: RankingDefaults,
}

/// The ranking points a new league starts with, and where each was read.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RankingDefaults {
    pub win: i32,
    pub win_source: String,
    pub division_bonus: i32,
    pub division_bonus_source: String,
    pub loss: i32,
    pub loss_source: String,
    pub draw: i32,
    pub draw_source: String,
    pub abandon: i32,
    pub abandon_source: String,
    pub minimum: i32,
}
