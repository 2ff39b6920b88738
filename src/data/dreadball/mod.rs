//! DreadBall reference data: teams, MVPs, skills, free agents, builders, team items.

mod files;
mod model;
mod parts;
mod validate;

pub use files::*;
pub use model::*;
pub use parts::*;

use std::sync::OnceLock;

use crate::data::{DataError, LoadedOnce, find_by_name, loaded_once, parse_toml};

/// The text of every DreadBall data file, by file name.
#[derive(Debug, Clone)]
pub struct Sources<'a> {
    pub skills: &'a str,
    pub teams: &'a str,
    pub mvps: &'a str,
    pub free_agents: &'a str,
    pub mechanite: &'a str,
    pub mutant: &'a str,
    pub team_items: &'a str,
}

/// The files shipped in `data/dreadball/`, built into the binary.
pub const BUNDLED: Sources<'static> = Sources {
    skills: include_str!("../../../data/dreadball/skills.toml"),
    teams: include_str!("../../../data/dreadball/teams.toml"),
    mvps: include_str!("../../../data/dreadball/mvps.toml"),
    free_agents: include_str!("../../../data/dreadball/free_agents.toml"),
    mechanite: include_str!("../../../data/dreadball/mechanite.toml"),
    mutant: include_str!("../../../data/dreadball/mutant.toml"),
    team_items: include_str!("../../../data/dreadball/team_items.toml"),
};

pub const SKILLS_FILE: &str = "data/dreadball/skills.toml";
pub const TEAMS_FILE: &str = "data/dreadball/teams.toml";
pub const MVPS_FILE: &str = "data/dreadball/mvps.toml";
pub const FREE_AGENTS_FILE: &str = "data/dreadball/free_agents.toml";
pub const MECHANITE_FILE: &str = "data/dreadball/mechanite.toml";
pub const MUTANT_FILE: &str = "data/dreadball/mutant.toml";
pub const TEAM_ITEMS_FILE: &str = "data/dreadball/team_items.toml";

/// Every DreadBall table, loaded and cross-checked.
#[derive(Debug, Clone, Default)]
pub struct Reference {
    pub skills: Vec<Skill>,
    pub factions: Vec<Faction>,
    pub teams: Vec<Team>,
    pub mvps: Vec<Mvp>,
    pub free_agent_profiles: Vec<FreeAgentProfile>,
    pub free_agent_tables: Vec<FreeAgentTable>,
    pub mechanite_parts: Vec<MechanitePart>,
    pub mechanite_armour: ArmourByPosition,
    pub mutant_positions: Vec<MutantPosition>,
    pub mutant_upgrades: Vec<MutantUpgrade>,
    pub limits: Limits,
    pub cheerleaders: Cheerleaders,
    pub staff: Staff,
    pub hacks: Hacks,
    pub giants: Giants,
    pub default_prices: DefaultPrices,
}

impl Reference {
    /// Parses and validates a set of data files.
    pub fn load(sources: &Sources<'_>) -> Result<Reference, DataError> {
        let skills: SkillsFile = parse_toml(SKILLS_FILE, sources.skills)?;
        let teams: TeamsFile = parse_toml(TEAMS_FILE, sources.teams)?;
        let mvps: MvpsFile = parse_toml(MVPS_FILE, sources.mvps)?;
        let free_agents: FreeAgentsFile = parse_toml(FREE_AGENTS_FILE, sources.free_agents)?;
        let mechanite: MechaniteFile = parse_toml(MECHANITE_FILE, sources.mechanite)?;
        let mutant: MutantFile = parse_toml(MUTANT_FILE, sources.mutant)?;
        let items: TeamItemsFile = parse_toml(TEAM_ITEMS_FILE, sources.team_items)?;
        let reference = Reference {
            skills: skills.skill,
            factions: teams.faction,
            teams: teams.team,
            mvps: mvps.mvp,
            free_agent_profiles: free_agents.profile,
            free_agent_tables: free_agents.table,
            mechanite_parts: mechanite.part,
            mechanite_armour: mechanite.armour,
            mutant_positions: mutant.position,
            mutant_upgrades: mutant.upgrade,
            limits: items.limits,
            cheerleaders: items.cheerleaders,
            staff: items.staff,
            hacks: items.hacks,
            giants: items.giants,
            default_prices: items.prices,
        };
        validate::validate(&reference)?;
        Ok(reference)
    }

    /// The bundled data, loaded once per process.
    pub fn bundled() -> Result<&'static Reference, DataError> {
        static BUNDLED_REFERENCE: LoadedOnce<Reference> = OnceLock::new();
        loaded_once(&BUNDLED_REFERENCE, || Reference::load(&BUNDLED))
    }

    /// The bundled data where nothing can fail (views, text). Every start of the program
    /// loads it first and stops with the reason if it does not load
    /// (`crate::coach::games::check_data`), so the empty reference is never seen in practice: it is
    /// there so that nothing can panic.
    pub fn bundled_or_empty() -> &'static Reference {
        static EMPTY: OnceLock<Reference> = OnceLock::new();
        match Reference::bundled() {
            Ok(reference) => reference,
            Err(_) => EMPTY.get_or_init(Reference::default),
        }
    }

    pub fn team(&self, query: &str) -> Option<&Team> {
        find_by_name(&self.teams, query)
    }

    pub fn skill(&self, id: &str) -> Option<&Skill> {
        self.skills.iter().find(|skill| skill.id == id)
    }

    pub fn faction(&self, id: &str) -> Option<&Faction> {
        self.factions.iter().find(|faction| faction.id == id)
    }

    pub fn mvp(&self, query: &str) -> Option<&Mvp> {
        find_by_name(&self.mvps, query)
    }

    pub fn hack(&self, query: &str) -> Option<&Hack> {
        self.hacks
            .hack
            .iter()
            .find(|hack| hack.letter.eq_ignore_ascii_case(query.trim()))
            .or_else(|| find_by_name(&self.hacks.hack, query))
    }

    pub fn staff_entry(&self, kind: StaffKind) -> Option<&StaffEntry> {
        self.staff.kind.iter().find(|entry| entry.id == kind)
    }
}
