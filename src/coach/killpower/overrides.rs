//! Killpower Ball's commissioner overrides: the fields a commissioner may set by hand on
//! a team (its ranking points: the game keeps no treasury) and on a gladiator (its six
//! kept characteristics within its race's maxima, its experience, its magic armour),
//! each read as text and set from text. RAP is rolled before each match and kept by no
//! gladiator; death and injuries are what a match's death risks record, not a
//! gladiator's field. The shared path (`coach::overrides`) audits and records them.

use super::super::load_league;
use super::super::load_team_header;
use super::{reference, require_killpower, settings_of};
use crate::coach::override_values::{
    count, set_shared_player_field, set_shared_team_field, shared_team_value, whole,
};
use crate::error::{NotFound, OverrideFault};
use crate::games::{FieldAt, FieldKind, FieldSpec};
use crate::rules::killpower::{Gladiator, Magic, Stat, Stats};
use crate::store::killpower::GladiatorRecord;
use crate::store::{LedgerId, PlayerId, StoreError, Tx};
use crate::{Error, Result};

/// Killpower Ball's fields, as `Game::fields` lists them.
pub(super) const FIELDS: &[FieldSpec] = &[
    FieldSpec::team("name", FieldKind::Cosmetic),
    FieldSpec::team("coach", FieldKind::Cosmetic),
    FieldSpec::team("ranking_points", FieldKind::Substantive),
    FieldSpec::player("name", FieldKind::Cosmetic),
    FieldSpec::player("number", FieldKind::Cosmetic),
    FieldSpec::player("dep", FieldKind::Substantive),
    FieldSpec::player("phy", FieldKind::Substantive),
    FieldSpec::player("hab", FieldKind::Substantive),
    FieldSpec::player("pou", FieldKind::Substantive),
    FieldSpec::player("bal", FieldKind::Substantive),
    FieldSpec::player("vie", FieldKind::Substantive),
    FieldSpec::player("experience", FieldKind::Substantive),
    FieldSpec::player("armour", FieldKind::Substantive),
];

/// A magic armour's points: 1D5+6 (equipment.toml), so 7 to 11.
const ARMOUR: (u32, u32) = (7, 11);

/// The most experience Dugout lets a commissioner give.
const MOST_EXPERIENCE: u32 = 9_999;

/// The most ranking points Dugout lets a commissioner give.
const MOST_RANKING: i64 = 100_000;

/// Shirt numbers a gladiator may wear.
const NUMBERS: std::ops::RangeInclusive<u32> = 1..=99;

fn corrupt(text: String) -> Error {
    Error::Store(StoreError::Corrupt(text))
}

/// A field `FIELDS` does not list (the shared path checks it first).
fn not_a_field(field: &str) -> Error {
    corrupt(format!("`{field}` is not a Killpower Ball field"))
}

fn gladiator(tx: &Tx<'_>, player: PlayerId) -> Result<GladiatorRecord> {
    tx.gladiator(player)?
        .ok_or_else(|| NotFound::Player { id: player }.into())
}

fn stat(field: &str) -> Option<Stat> {
    Stat::ALL.into_iter().find(|stat| stat.id() == field)
}

/// A field's value now, as text `set_field` reads back.
pub(super) fn field_value(tx: &Tx<'_>, at: FieldAt, field: &str) -> Result<String> {
    let Some(player) = at.player else {
        let header = load_team_header(tx, at.team)?;
        require_killpower(&load_league(tx, header.league_id)?)?;
        if field == "ranking_points" {
            return Ok(tx.killpower_ranking(at.team)?.unwrap_or(0).to_string());
        }
        return shared_team_value(&header, field).ok_or_else(|| not_a_field(field));
    };
    let record = gladiator(tx, player)?;
    let g = &record.gladiator;
    if let Some(stat) = stat(field) {
        return Ok(g.stats.get(stat).to_string());
    }
    Ok(match field {
        "name" => g.name.clone(),
        "number" => record.number.to_string(),
        "experience" => g.experience.to_string(),
        "armour" => match g.magic {
            Magic::Armour { armour } => armour.map_or_else(|| "-".to_string(), |a| a.to_string()),
            _ => "-".to_string(),
        },
        other => return Err(not_a_field(other)),
    })
}

/// Sets a field from text, checked; no field moves money (the game keeps none).
pub(super) fn set_field(
    tx: &Tx<'_>,
    at: FieldAt,
    field: &str,
    value: &str,
    reason: &str,
) -> Result<Option<LedgerId>> {
    let Some(player) = at.player else {
        let header = load_team_header(tx, at.team)?;
        let league = load_league(tx, header.league_id)?;
        require_killpower(&league)?;
        if field == "ranking_points" {
            let least = settings_of(tx, league.id)?
                .ranking
                .minimum
                .map_or(-MOST_RANKING, i64::from);
            let points = whole(field, value, least, MOST_RANKING)?;
            let points = i32::try_from(points).map_err(|_| corrupt(points.to_string()))?;
            tx.set_killpower_ranking(at.team, points)?;
            return Ok(None);
        }
        return match field {
            "name" | "coach" => {
                Ok(set_shared_team_field(tx, &header, field, value, reason)?.flatten())
            }
            other => Err(not_a_field(other)),
        };
    };
    let mut record = gladiator(tx, player)?;
    if set_shared_player_field(tx, at, player, field, value, NUMBERS)?.is_some() {
        return Ok(None);
    }
    set_own(&mut record.gladiator, field, value)?;
    tx.set_gladiator(player, &record.gladiator)?;
    Ok(None)
}

/// Sets one of the gladiator's own fields, checked by the game's rules.
pub(super) fn set_own(gladiator: &mut Gladiator, field: &str, value: &str) -> Result<()> {
    if let Some(stat) = stat(field) {
        let race = reference()?
            .race(&gladiator.race)
            .ok_or_else(|| corrupt(format!("no race `{}`", gladiator.race)))?;
        let most = Stats::maxima(race).get(stat);
        let n = count(field, value, 0, u32::from(most))?;
        gladiator.stats.set(stat, u8::try_from(n).unwrap_or(most));
        return Ok(());
    }
    match field {
        "experience" => gladiator.experience = count(field, value, 0, MOST_EXPERIENCE)?,
        "armour" => {
            let Magic::Armour { armour } = &mut gladiator.magic else {
                return Err(OverrideFault::NotHeld {
                    field: field.to_string(),
                    who: gladiator.name.clone(),
                }
                .into());
            };
            *armour = match value.trim() {
                "-" => None,
                text => {
                    let n = count(field, text, ARMOUR.0, ARMOUR.1)?;
                    Some(u8::try_from(n).unwrap_or(u8::MAX))
                }
            };
        }
        other => return Err(not_a_field(other)),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn human(magic: Magic) -> Gladiator {
        let race = reference().unwrap().base_race();
        Gladiator {
            name: "Tom".into(),
            race: race.id.clone(),
            specialization: "tireur".into(),
            stats: Stats::of_race(race),
            experience: 0,
            raises: Vec::new(),
            magic,
        }
    }

    #[test]
    fn characteristics_stay_within_the_race_maxima() {
        let race = reference().unwrap().base_race();
        let mut tom = human(Magic::Gloves);
        set_own(&mut tom, "phy", &race.max_phy.to_string()).unwrap();
        assert_eq!(tom.stats.phy, race.max_phy);
        let over = (race.max_phy + 1).to_string();
        assert!(set_own(&mut tom, "phy", &over).is_err());
        assert_eq!(
            tom.stats.phy, race.max_phy,
            "a refused value changes nothing"
        );
    }

    #[test]
    fn only_magic_armour_has_armour_points() {
        let mut tom = human(Magic::Gloves);
        assert!(set_own(&mut tom, "armour", "9").is_err());
        let mut bo = human(Magic::Armour { armour: Some(8) });
        set_own(&mut bo, "armour", "11").unwrap();
        assert_eq!(bo.magic, Magic::Armour { armour: Some(11) });
        assert!(set_own(&mut bo, "armour", "12").is_err());
        set_own(&mut bo, "experience", "40").unwrap();
        assert_eq!(bo.experience, 40);
    }
}
