//! The shapes of the DreadBall data files (see `data/dreadball/SCHEMA.md`).

use serde::{Deserialize, Serialize};

use crate::data::Named;

/// A player's position on the pitch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Position {
    Guard,
    Jack,
    Striker,
    Keeper,
}

impl Position {
    pub const ALL: [Position; 4] = [
        Position::Guard,
        Position::Jack,
        Position::Striker,
        Position::Keeper,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Position::Guard => "guard",
            Position::Jack => "jack",
            Position::Striker => "striker",
            Position::Keeper => "keeper",
        }
    }

    /// The position as the game names it, in both languages (French players keep the
    /// English terms: Guard, Jack, Striker, Keeper).
    pub fn name(self) -> &'static str {
        match self {
            Position::Guard => "Guard",
            Position::Jack => "Jack",
            Position::Striker => "Striker",
            Position::Keeper => "Keeper",
        }
    }

    pub fn parse(text: &str) -> Option<Position> {
        Position::ALL
            .into_iter()
            .find(|position| position.id().eq_ignore_ascii_case(text.trim()))
    }
}

/// A stat line; `None` where the seed prints "?". Target numbers are integers (4 = "4+").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StatLine {
    #[serde(rename = "move")]
    pub movement: Option<u8>,
    pub strength: Option<u8>,
    pub speed: Option<u8>,
    pub skill: Option<u8>,
    pub armour: Option<u8>,
}

macro_rules! stat_fields {
    ($(#[$meta:meta])* pub struct $name:ident { $($field:tt)* }) => {
        $(#[$meta])*
        pub struct $name {
            $($field)*
            #[serde(rename = "move", default)]
            pub movement: Option<u8>,
            #[serde(default)]
            pub strength: Option<u8>,
            #[serde(default)]
            pub speed: Option<u8>,
            #[serde(default)]
            pub skill: Option<u8>,
            #[serde(default)]
            pub armour: Option<u8>,
        }

        impl $name {
            pub fn stats(&self) -> StatLine {
                StatLine {
                    movement: self.movement,
                    strength: self.strength,
                    speed: self.speed,
                    skill: self.skill,
                    armour: self.armour,
                }
            }
        }
    };
}
pub(super) use stat_fields;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Skill {
    pub id: String,
    pub name_fr: String,
    pub name_en: String,
    #[serde(default)]
    pub aliases_fr: Vec<String>,
    pub who_fr: String,
    pub who_en: String,
    pub description_en: String,
    pub description_fr: String,
    pub challenge_cup: bool,
    /// The Armour target the skill itself gives (Keeper: 3+), if any.
    #[serde(default)]
    pub armour: Option<u8>,
    #[serde(default)]
    pub note: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Faction {
    pub id: String,
    pub name_fr: String,
    pub name_en: String,
    #[serde(default)]
    pub note: Option<String>,
}

/// How a team's players are made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BuildKind {
    Roster,
    Mutant,
    Mechanite,
}

impl BuildKind {
    /// The id used in the data files, the league file and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            BuildKind::Roster => "roster",
            BuildKind::Mutant => "mutant",
            BuildKind::Mechanite => "mechanite",
        }
    }
}

/// One kind of coaching staff: a team has at most one of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StaffKind {
    Offensive,
    Defensive,
    Support,
}

impl StaffKind {
    pub const ALL: [StaffKind; 3] = [
        StaffKind::Offensive,
        StaffKind::Defensive,
        StaffKind::Support,
    ];

    pub fn id(self) -> &'static str {
        match self {
            StaffKind::Offensive => "offensive",
            StaffKind::Defensive => "defensive",
            StaffKind::Support => "support",
        }
    }

    pub fn parse(text: &str) -> Option<StaffKind> {
        let text = text.trim().to_lowercase();
        StaffKind::ALL.into_iter().find(|kind| {
            kind.id() == text
                || matches!(
                    (kind, text.as_str()),
                    (
                        StaffKind::Offensive,
                        "offensif" | "attaque" | "offence" | "offense"
                    ) | (
                        StaffKind::Defensive,
                        "défensif" | "defensif" | "défense" | "defence"
                    ) | (StaffKind::Support, "soutien")
                )
        })
    }
}

stat_fields! {
    #[derive(Debug, Clone, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Role {
        pub id: String,
        pub name_fr: String,
        pub name_en: String,
        pub position: Position,
        #[serde(default)]
        pub starting_count: Option<u32>,
        #[serde(default)]
        pub cost_mc: Option<u32>,
        pub skills: Vec<String>,
        #[serde(default)]
        pub note: Option<String>,
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Team {
    pub id: String,
    pub name_fr: String,
    pub name_en: String,
    pub faction: String,
    pub season: u8,
    pub build: BuildKind,
    #[serde(default)]
    pub starting_dice: Option<u32>,
    #[serde(default)]
    pub starting_cards: Option<u32>,
    #[serde(default)]
    pub starting_staff: Vec<StaffKind>,
    #[serde(default)]
    pub role: Vec<Role>,
    #[serde(default)]
    pub note: Option<String>,
}

impl Team {
    /// Whether the seed gives this team a complete official starting line-up.
    pub fn has_known_lineup(&self) -> bool {
        self.build == BuildKind::Roster
            && self.starting_dice.is_some()
            && self.starting_cards.is_some()
            && !self.role.is_empty()
            && self.role.iter().all(|role| role.starting_count.is_some())
    }

    pub fn find_role(&self, query: &str) -> Option<&Role> {
        crate::data::find_by_name(&self.role, query)
    }
}

/// Who an MVP agrees to play for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlaysFor {
    Everyone,
    EveryoneExcept,
    Only,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MvpKind {
    Mvp,
    ChallengeCup,
    Giant,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MvpForm {
    pub positions: Vec<Position>,
    #[serde(rename = "move")]
    pub movement: u8,
    pub strength: u8,
    pub speed: u8,
    pub skill: u8,
    pub armour: u8,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MvpMember {
    pub name: String,
    pub form: Vec<MvpForm>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mvp {
    pub id: String,
    pub name_fr: String,
    pub name_en: String,
    pub kind: MvpKind,
    pub season: String,
    #[serde(default)]
    pub cost_mc: Option<u32>,
    pub skills: Vec<String>,
    pub plays_for: PlaysFor,
    #[serde(default)]
    pub plays_for_factions: Vec<String>,
    pub plays_for_fr: String,
    pub plays_for_en: String,
    #[serde(default)]
    pub not_with: Vec<String>,
    #[serde(default)]
    pub event_only_fr: String,
    #[serde(default)]
    pub event_only_en: String,
    pub member: Vec<MvpMember>,
    #[serde(default)]
    pub note: Option<String>,
}

impl MvpForm {
    /// The form's stats as a stat line (an MVP's stats are all known).
    pub fn stats(&self) -> StatLine {
        StatLine {
            movement: Some(self.movement),
            strength: Some(self.strength),
            speed: Some(self.speed),
            skill: Some(self.skill),
            armour: Some(self.armour),
        }
    }
}

impl Mvp {
    /// Whether this MVP agrees to play for a team of `faction`.
    pub fn plays_for_faction(&self, faction: &str) -> bool {
        let listed = self.plays_for_factions.iter().any(|id| id == faction);
        match self.plays_for {
            PlaysFor::Everyone => true,
            PlaysFor::EveryoneExcept => !listed,
            PlaysFor::Only => listed,
        }
    }
}

stat_fields! {
    #[derive(Debug, Clone, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct FreeAgentProfile {
        pub id: String,
        pub name_fr: String,
        pub name_en: String,
        pub position: Position,
        pub skills: Vec<String>,
        pub season: u8,
        #[serde(default)]
        pub note: Option<String>,
    }
}

/// One agent a free-agent result brings: a roster role, a profile or a build.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreeAgentRef {
    pub count: u32,
    #[serde(default)]
    pub team: Option<String>,
    #[serde(default)]
    pub role: Option<String>,
    #[serde(default)]
    pub profile: Option<String>,
    #[serde(default)]
    pub build: Option<BuildKind>,
    #[serde(default)]
    pub position: Option<Position>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreeAgentOption {
    pub label_fr: String,
    pub label_en: String,
    pub agent: Vec<FreeAgentRef>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreeAgentResult {
    pub die: u8,
    pub option: Vec<FreeAgentOption>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreeAgentTable {
    pub number: u8,
    pub result: Vec<FreeAgentResult>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hack {
    pub letter: String,
    pub id: String,
    pub name_fr: String,
    pub name_en: String,
    pub effect_en: String,
    pub effect_fr: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StaffEntry {
    pub id: StaffKind,
    pub name_fr: String,
    pub name_en: String,
    pub max: u32,
    pub formation_fr: String,
    pub formation_en: String,
}

crate::data::impl_named!(Faction, Role, Team, Mvp, FreeAgentProfile, Hack);

impl Named for Skill {
    fn id(&self) -> &str {
        &self.id
    }
    fn name_fr(&self) -> &str {
        &self.name_fr
    }
    fn name_en(&self) -> &str {
        &self.name_en
    }
    fn aliases(&self) -> &[String] {
        &self.aliases_fr
    }
}
