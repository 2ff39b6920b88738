//! Killpower Ball's reference data (seed 004): `data/killpower/*.toml`, loaded with serde
//! and checked: every table covers its whole range once, every id is known.

mod model;
#[cfg(test)]
mod tests;

use std::sync::OnceLock;

pub use model::*;

use crate::data::check::{check_ids, check_names};
use crate::data::{DataError, LoadedOnce, loaded_once, parse_toml};

pub const CHARACTERISTICS_FILE: &str = "data/killpower/characteristics.toml";
pub const EQUIPMENT_FILE: &str = "data/killpower/equipment.toml";
pub const EXPERIENCE_FILE: &str = "data/killpower/experience.toml";
pub const TABLES_FILE: &str = "data/killpower/tables.toml";
pub const CHAMPIONSHIP_FILE: &str = "data/killpower/championship.toml";

/// The text of every Killpower Ball data file.
#[derive(Debug, Clone)]
pub struct Sources<'a> {
    pub characteristics: &'a str,
    pub equipment: &'a str,
    pub experience: &'a str,
    pub tables: &'a str,
    pub championship: &'a str,
}

/// The files shipped in `data/killpower/`, built into the binary.
pub const BUNDLED: Sources<'static> = Sources {
    characteristics: include_str!("../../../data/killpower/characteristics.toml"),
    equipment: include_str!("../../../data/killpower/equipment.toml"),
    experience: include_str!("../../../data/killpower/experience.toml"),
    tables: include_str!("../../../data/killpower/tables.toml"),
    championship: include_str!("../../../data/killpower/championship.toml"),
};

/// Every Killpower Ball table, loaded and checked.
#[derive(Debug, Clone)]
pub struct Reference {
    pub characteristics: CharacteristicsFile,
    pub equipment: EquipmentFile,
    pub experience: ExperienceFile,
    pub tables: TablesFile,
    pub championship: ChampionshipFile,
}

impl Reference {
    /// Parses and validates a set of data files.
    pub fn load(sources: &Sources<'_>) -> Result<Reference, DataError> {
        let reference = Reference {
            characteristics: parse_toml(CHARACTERISTICS_FILE, sources.characteristics)?,
            equipment: parse_toml(EQUIPMENT_FILE, sources.equipment)?,
            experience: parse_toml(EXPERIENCE_FILE, sources.experience)?,
            tables: parse_toml(TABLES_FILE, sources.tables)?,
            championship: parse_toml(CHAMPIONSHIP_FILE, sources.championship)?,
        };
        reference.validate()?;
        Ok(reference)
    }

    /// The bundled data, loaded once per process.
    pub fn bundled() -> Result<&'static Reference, DataError> {
        static BUNDLED_REFERENCE: LoadedOnce<Reference> = OnceLock::new();
        loaded_once(&BUNDLED_REFERENCE, || Reference::load(&BUNDLED))
    }

    /// The race of the base game (the first in the file: the human).
    pub fn base_race(&self) -> &Race {
        // `validate` refuses a file without a race.
        &self.characteristics.race[0]
    }

    pub fn race(&self, id: &str) -> Option<&Race> {
        self.characteristics.race.iter().find(|race| race.id == id)
    }

    pub fn characteristic(&self, id: &str) -> Option<&Characteristic> {
        self.characteristics
            .characteristic
            .iter()
            .find(|c| c.id == id)
    }

    /// A specialization by id or by name in either language (any case).
    pub fn specialization(&self, query: &str) -> Option<&Specialization> {
        let query = query.trim();
        self.characteristics.specialization.iter().find(|s| {
            s.id.eq_ignore_ascii_case(query)
                || crate::data::slug_matches(&s.name_en, query)
                || crate::data::slug_matches(&s.name_fr, query)
        })
    }

    /// The name of a TABLE 8 location by its id, in `lang`; the id itself if unknown.
    pub fn location_name(&self, id: &str, lang: crate::data::Lang) -> String {
        self.tables
            .location
            .iter()
            .find(|l| l.id == id)
            .map_or_else(
                || id.to_string(),
                |l| lang.pick(&l.name_en, &l.name_fr).to_string(),
            )
    }

    /// The name of a kind of magic equipment by its id, in `lang`; the id if unknown.
    pub fn magic_name(&self, id: &str, lang: crate::data::Lang) -> String {
        self.magic(id).map_or_else(
            || id.to_string(),
            |m| lang.pick(&m.name_en, &m.name_fr).to_string(),
        )
    }

    /// A kind of magic equipment by id or by name in either language.
    pub fn magic(&self, query: &str) -> Option<&MagicEquipment> {
        let query = query.trim();
        self.equipment.magic.iter().find(|m| {
            m.id.eq_ignore_ascii_case(query)
                || crate::data::slug_matches(&m.name_en, query)
                || crate::data::slug_matches(&m.name_fr, query)
        })
    }

    fn validate(&self) -> Result<(), DataError> {
        self.validate_characteristics()?;
        self.validate_equipment()?;
        self.validate_experience()?;
        validate_points_to_score(&self.tables.points_to_score)?;
        validate_locations(&self.tables.location, self.equipment.dice.die)?;
        validate_levels(&self.tables.level)?;
        validate_ball_malus(&self.tables.ball_malus)?;
        validate_ranking(&self.championship.ranking)
    }

    fn validate_characteristics(&self) -> Result<(), DataError> {
        let file = CHARACTERISTICS_FILE;
        let chars = &self.characteristics;
        check_ids(
            file,
            "characteristic",
            chars.characteristic.iter().map(|c| c.id.as_str()),
        )?;
        for c in &chars.characteristic {
            check_names(file, &c.id, &c.name_fr, &c.name_en)?;
        }
        check_ids(file, "race", chars.race.iter().map(|r| r.id.as_str()))?;
        if chars.race.is_empty() {
            return Err(DataError::new(file, None, "at least one race is needed"));
        }
        for race in &chars.race {
            check_names(file, &race.id, &race.name_fr, &race.name_en)?;
            let pairs = [
                (race.dep, race.max_dep),
                (race.phy, race.max_phy),
                (race.hab, race.max_hab),
                (race.pou, race.max_pou),
                (race.bal, race.max_bal),
                (race.vie, race.max_vie),
            ];
            if pairs.iter().any(|(value, max)| value > max) || race.rap_die == 0 {
                let message = "a starting value is over its maximum, or rap_die is 0";
                return Err(DataError::new(file, Some(&race.id), message));
            }
        }
        check_ids(
            file,
            "specialization",
            chars.specialization.iter().map(|s| s.id.as_str()),
        )?;
        for spec in &chars.specialization {
            check_names(file, &spec.id, &spec.name_fr, &spec.name_en)?;
            let raisable = self
                .characteristic(&spec.characteristic)
                .is_some_and(|c| c.raisable);
            if !raisable {
                let message = format!(
                    "characteristic `{}` is not a raisable characteristic",
                    spec.characteristic
                );
                return Err(DataError::new(file, Some(&spec.id), message));
            }
        }
        Ok(())
    }

    fn validate_equipment(&self) -> Result<(), DataError> {
        let file = EQUIPMENT_FILE;
        let equipment = &self.equipment;
        check_ids(file, "magic", equipment.magic.iter().map(|m| m.id.as_str()))?;
        for id in ["gloves", "armour", "cards"] {
            if !equipment.magic.iter().any(|m| m.id == id) {
                let message = format!("magic equipment `{id}` is missing");
                return Err(DataError::new(file, None, message));
            }
        }
        for magic in &equipment.magic {
            check_names(file, &magic.id, &magic.name_fr, &magic.name_en)?;
        }
        if equipment.dice.die == 0 {
            return Err(DataError::new(file, Some("dice"), "die must be at least 1"));
        }
        Ok(())
    }

    fn validate_experience(&self) -> Result<(), DataError> {
        let file = EXPERIENCE_FILE;
        let rule = &self.experience.experience;
        if rule.per_raise == 0 || rule.raise_by == 0 {
            return Err(DataError::new(
                file,
                None,
                "per_raise and raise_by are at least 1",
            ));
        }
        for id in &rule.raisable {
            if !self.characteristic(id).is_some_and(|c| c.raisable) {
                let message = format!("`{id}` is not a raisable characteristic");
                return Err(DataError::new(file, None, message));
            }
        }
        let team = &self.experience.team;
        if team.least_to_play == 0 || team.least_to_play > team.gladiators {
            let message = "least_to_play is between 1 and gladiators";
            return Err(DataError::new(file, None, message));
        }
        Ok(())
    }
}

/// Ranges from `from` to `to` (None: no end) cover 0 and up once each, in order.
fn check_contiguous<'a>(
    file: &str,
    what: &str,
    ranges: impl Iterator<Item = (u32, Option<u32>)> + 'a,
) -> Result<(), DataError> {
    let mut next = Some(0u32);
    for (from, to) in ranges {
        let Some(expected) = next else {
            let message = format!("{what} rows follow an open-ended row");
            return Err(DataError::new(file, None, message));
        };
        if from != expected || to.is_some_and(|to| to < from) {
            let message = format!("{what} rows must follow on: expected {expected}, found {from}");
            return Err(DataError::new(file, None, message));
        }
        next = to.map(|to| to + 1);
    }
    if next.is_some() {
        let message = format!("the last {what} row must have no end");
        return Err(DataError::new(file, None, message));
    }
    Ok(())
}

fn validate_points_to_score(rows: &[PointsToScore]) -> Result<(), DataError> {
    check_contiguous(
        TABLES_FILE,
        "points_to_score",
        rows.iter().map(|row| (row.from, row.to)),
    )
}

fn validate_ball_malus(rows: &[BallMalus]) -> Result<(), DataError> {
    check_contiguous(
        TABLES_FILE,
        "ball_malus",
        rows.iter().map(|r| (r.from, r.to)),
    )
}

fn validate_locations(locations: &[Location], die: u8) -> Result<(), DataError> {
    let file = TABLES_FILE;
    check_ids(file, "location", locations.iter().map(|l| l.id.as_str()))?;
    for face in 1..=die {
        let count = locations.iter().filter(|l| l.faces.contains(&face)).count();
        if count != 1 {
            let message = format!("face {face} of the location die gives {count} locations");
            return Err(DataError::new(file, None, message));
        }
    }
    if locations
        .iter()
        .flat_map(|l| &l.faces)
        .any(|f| *f == 0 || *f > die)
    {
        let message = format!("a location face is not on a D{die}");
        return Err(DataError::new(file, None, message));
    }
    for location in locations {
        check_names(file, &location.id, &location.name_fr, &location.name_en)?;
    }
    Ok(())
}

const OUTCOMES: [&str; 3] = ["serious_injury", "coma", "death"];

fn validate_levels(levels: &[InjuryLevel]) -> Result<(), DataError> {
    let file = TABLES_FILE;
    let ranges = levels.iter().map(|level| {
        let to = level.to.map(|to| to.unsigned_abs() - 1);
        (level.from.unsigned_abs() - 1, to)
    });
    if levels
        .iter()
        .any(|l| l.from >= 0 || l.to.is_some_and(|to| to >= 0))
    {
        return Err(DataError::new(file, None, "injury levels are negative"));
    }
    check_contiguous(file, "level", ranges)?;
    for level in levels {
        let known = |outcome: &str| OUTCOMES.contains(&outcome);
        if !known(&level.outcome) || level.head.as_deref().is_some_and(|h| !known(h)) {
            let message = format!("an outcome is one of {}", OUTCOMES.join(", "));
            return Err(DataError::new(file, Some(&level.name_en), message));
        }
    }
    Ok(())
}

fn validate_ranking(ranking: &RankingDefaults) -> Result<(), DataError> {
    let sources = [
        &ranking.win_source,
        &ranking.division_bonus_source,
        &ranking.loss_source,
        &ranking.draw_source,
        &ranking.abandon_source,
    ];
    if sources.iter().any(|s| *s != "example" && *s != "default") {
        let message = "each *_source is \"example\" or \"default\"";
        return Err(DataError::new(CHAMPIONSHIP_FILE, Some("ranking"), message));
    }
    Ok(())
}
