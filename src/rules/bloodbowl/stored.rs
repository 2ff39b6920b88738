//! Stored Blood Bowl rows checked against the rules that write them: a player's
//! characteristics from its position's roster line, moved only by the advancements and
//! lasting injuries it records (`Profile::change`, at most
//! `CHARACTERISTIC_IMPROVEMENTS_MAX` improvements each), its skills and advancements
//! known to the reference data; a team's dedicated fans within what creation and the
//! post-match roll allow; stadiums and sponsorships of the seed's tables; gold in the
//! steps the commands keep it in. An import reads what a document brings with these.

use super::match_day::{NIGGLING_INJURY, Profile, StadiumPick, TakenAdvancement, attribute_entry};
use super::post_match::{AdvancementKind, CHARACTERISTIC_IMPROVEMENTS_MAX};
use crate::data::bloodbowl::tables::{Characteristic, DedicatedFans, Tables};
use crate::data::bloodbowl::{Position, Reference, Roster, SkillRef};
use crate::rules::Who;

pub use super::stored_text::{GoldItem, StoredProblem};

/// The step the commands keep gold in: roster prices, staff and the seed's tables are
/// checked to it on load (`data::bloodbowl`), league prices when set (`league settings`).
pub use super::settings::GOLD_STEP_GP;

/// Every amount a Blood Bowl ledger holds is in gold steps: the commands refuse an
/// amount off the steps where one is typed (`team new --treasury`, a league's prices, an
/// inducement's price, a stadium payment) and every amount the rules work out from them
/// stays on the steps (prices, winnings, a costly error's loss: half rounded down to
/// 5,000 gp, or dice times 10,000 gp). So a treasury, the ledger's sum, is in steps too.
/// Whether `gp` is a whole number of gold steps.
pub fn in_gold_steps(gp: i64) -> bool {
    gp % i64::from(GOLD_STEP_GP) == 0
}

/// The characteristics a roster line gives, in its order.
pub const CHARACTERISTICS: [Characteristic; 5] = [
    Characteristic::Ma,
    Characteristic::St,
    Characteristic::Ag,
    Characteristic::Pa,
    Characteristic::Av,
];

/// The id of a characteristic as stored (`ma`, `pa`…).
pub fn characteristic_id(characteristic: Characteristic) -> &'static str {
    match characteristic {
        Characteristic::Ma => "ma",
        Characteristic::St => "st",
        Characteristic::Ag => "ag",
        Characteristic::Pa => "pa",
        Characteristic::Av => "av",
    }
}

fn characteristic_of(text: &str) -> Option<Characteristic> {
    CHARACTERISTICS
        .into_iter()
        .find(|c| characteristic_id(*c) == text)
}

/// A stored Blood Bowl player as these rules read it.
#[derive(Debug, Clone, Copy)]
pub struct StoredPlayer<'a> {
    pub number: u32,
    pub name: &'a str,
    pub position: &'a str,
    pub ma: u8,
    pub st: u8,
    pub ag: u8,
    pub pa: Option<u8>,
    pub av: u8,
    pub skills: &'a [String],
    /// The advancements and lasting injuries as stored (JSON lists).
    pub advancements: &'a serde_json::Value,
    pub lasting_injuries: &'a serde_json::Value,
}

impl StoredPlayer<'_> {
    fn who(&self) -> Who {
        Who::new(self.number, self.name)
    }

    fn value(&self, characteristic: Characteristic) -> Option<u8> {
        match characteristic {
            Characteristic::Ma => Some(self.ma),
            Characteristic::St => Some(self.st),
            Characteristic::Ag => Some(self.ag),
            Characteristic::Pa => self.pa,
            Characteristic::Av => Some(self.av),
        }
    }
}

fn profile_value(profile: &Profile, characteristic: Characteristic) -> Option<u8> {
    match characteristic {
        Characteristic::Ma => Some(profile.ma),
        Characteristic::St => Some(profile.st),
        Characteristic::Ag => Some(profile.ag),
        Characteristic::Pa => profile.pa,
        Characteristic::Av => Some(profile.av),
    }
}

/// A position's line before anything changed it.
fn base_profile(position: &Position) -> Profile {
    Profile {
        ma: position.ma,
        st: position.st,
        ag: position.ag,
        pa: position.pa,
        av: position.av,
        skills: Vec::new(),
        value_gp: 0,
        spp: 0,
        advancements: Vec::new(),
        lasting_injuries: Vec::new(),
        miss_next_game: false,
    }
}

/// The lowest and highest value each characteristic of `position` can have after
/// `improved` (+1 each) and `injured` (each a lasting injury's change), in any order:
/// the changes saturate at the file's bounds, so the two extremes are every improvement
/// first and every injury first. `None` where the characteristic stays missing.
pub fn characteristic_reach(
    position: &Position,
    improved: &[Characteristic],
    injured: &[(Characteristic, i8)],
) -> [Option<(u8, u8)>; 5] {
    let apply = |first_improve: bool| {
        let mut profile = base_profile(position);
        let improve = improved.iter().map(|c| (*c, 1));
        let injure = injured.iter().copied();
        let changes: Vec<(Characteristic, i8)> = if first_improve {
            improve.chain(injure).collect()
        } else {
            injure.chain(improve).collect()
        };
        for (characteristic, change) in changes {
            profile.change(characteristic, change);
        }
        profile
    };
    let (up_first, down_first) = (apply(true), apply(false));
    CHARACTERISTICS.map(|characteristic| {
        let a = profile_value(&up_first, characteristic)?;
        let b = profile_value(&down_first, characteristic)?;
        Some((a.min(b), a.max(b)))
    })
}

/// The passing values a file written before lasting injuries left a missing
/// characteristic missing may hold: those builds gave a player whose position has no
/// passing value PA 6+ for a Broken Arm (`Profile::change` now leaves it missing), so
/// such a player reads as if the position passed on 6+ and that injury had not happened.
/// None for a position with a passing value, or a player without such an injury.
fn legacy_passing_reach(
    position: &Position,
    improved: &[Characteristic],
    injured: &[(Characteristic, i8)],
) -> Option<(u8, u8)> {
    if position.pa.is_some() {
        return None;
    }
    let arm = injured.iter().position(|(characteristic, change)| {
        *characteristic == Characteristic::Pa && *change < 0
    })?;
    let mut rest = injured.to_vec();
    rest.remove(arm);
    let as_written = Position {
        pa: Some(6),
        ..position.clone()
    };
    characteristic_reach(&as_written, improved, &rest)[3]
}

/// What the player's advancements improved, or the problems with its list.
fn improvements(
    tables: &Tables,
    reference: &Reference,
    player: &StoredPlayer<'_>,
    problems: &mut Vec<StoredProblem>,
) -> Vec<Characteristic> {
    let who = player.who();
    let taken: Vec<TakenAdvancement> = match serde_json::from_value(player.advancements.clone()) {
        Ok(taken) => taken,
        Err(_) => {
            problems.push(StoredProblem::AdvancementsUnreadable { who });
            return Vec::new();
        }
    };
    let levels = tables.advancement.advancement.level.len();
    if taken.len() > levels {
        problems.push(StoredProblem::TooManyAdvancements {
            who: who.clone(),
            count: taken.len(),
            most: levels,
        });
    }
    let mut improved = Vec::new();
    for advancement in &taken {
        if AdvancementKind::parse(&advancement.kind).is_none() {
            problems.push(StoredProblem::UnknownAdvancement {
                who: who.clone(),
                kind: advancement.kind.clone(),
            });
        }
        match characteristic_of(&advancement.gained) {
            Some(characteristic) => improved.push(characteristic),
            None if !skill_known(reference, &advancement.gained) => {
                problems.push(StoredProblem::UnknownSkill {
                    who: who.clone(),
                    skill: advancement.gained.clone(),
                });
            }
            None => {}
        }
    }
    for characteristic in CHARACTERISTICS {
        let count = improved.iter().filter(|c| **c == characteristic).count();
        if count > CHARACTERISTIC_IMPROVEMENTS_MAX {
            problems.push(StoredProblem::TooManyImprovements {
                who: who.clone(),
                characteristic,
                count,
                most: CHARACTERISTIC_IMPROVEMENTS_MAX,
            });
        }
    }
    improved
}

/// What the player's lasting injuries changed, or the problems with its list.
fn injuries(
    tables: &Tables,
    player: &StoredPlayer<'_>,
    problems: &mut Vec<StoredProblem>,
) -> Vec<(Characteristic, i8)> {
    let rows = &tables.injuries.lasting_injury.row;
    let allowed = || {
        std::iter::once(NIGGLING_INJURY.to_string())
            .chain(rows.iter().map(|row| row.id.clone()))
            .collect()
    };
    let ids: Vec<String> = match serde_json::from_value(player.lasting_injuries.clone()) {
        Ok(ids) => ids,
        Err(_) => {
            problems.push(StoredProblem::InjuriesUnreadable { who: player.who() });
            return Vec::new();
        }
    };
    let mut changes = Vec::new();
    for id in ids {
        match rows.iter().find(|row| row.id == id) {
            Some(row) => changes.push((row.characteristic, row.change)),
            None if id == NIGGLING_INJURY => {}
            None => problems.push(StoredProblem::UnknownInjury {
                who: player.who(),
                injury: id,
                allowed: allowed(),
            }),
        }
    }
    changes
}

/// Whether `text` (`block`, `loner(4+)`) names a skill of the reference data.
pub fn skill_known(reference: &Reference, text: &str) -> bool {
    SkillRef::parse(text).is_some_and(|skill| reference.skill(skill.id).is_some())
}

/// Every way a stored player is not what the commands make of its position.
pub fn player_problems(
    reference: &Reference,
    roster: &Roster,
    player: &StoredPlayer<'_>,
) -> Vec<StoredProblem> {
    let tables = &reference.tables;
    let Some(position) = roster.position.iter().find(|p| p.id == player.position) else {
        return vec![StoredProblem::UnknownPosition {
            who: player.who(),
            position: player.position.to_string(),
            allowed: roster.position.iter().map(|p| p.id.clone()).collect(),
        }];
    };
    let mut problems: Vec<StoredProblem> = player
        .skills
        .iter()
        .filter(|skill| !skill_known(reference, skill))
        .map(|skill| StoredProblem::UnknownSkill {
            who: player.who(),
            skill: skill.clone(),
        })
        .collect();
    let improved = improvements(tables, reference, player, &mut problems);
    let injured = injuries(tables, player, &mut problems);
    let reach = characteristic_reach(position, &improved, &injured);
    let legacy = legacy_passing_reach(position, &improved, &injured);
    for (characteristic, reach) in CHARACTERISTICS.into_iter().zip(reach) {
        let value = player.value(characteristic);
        let within = |reach: Option<(u8, u8)>| match (value, reach) {
            (None, None) => true,
            (Some(value), Some((low, high))) => (low..=high).contains(&value),
            _ => false,
        };
        let fits = within(reach)
            || (characteristic == Characteristic::Pa && legacy.is_some() && within(legacy));
        if !fits {
            problems.push(StoredProblem::Characteristic {
                who: player.who(),
                characteristic,
                value,
                reach,
            });
        }
    }
    problems
}

/// The most dedicated fans a team can have: what the league lets it buy at creation, or
/// what the post-match roll can raise them to. The winner's roll raises them only when it
/// is at least their number, so the roll's highest face is the last number it raises.
pub fn dedicated_fans_most(table: &DedicatedFans, at_creation: u32) -> u32 {
    let (_, highest) = table.dice.faces();
    at_creation.max(u32::from(highest) + 1)
}

/// Every team starts with one dedicated fan and the post-match roll never takes the last.
pub const DEDICATED_FANS_LEAST: u32 = 1;

/// A team's dedicated fans within what creation and the post-match roll allow.
pub fn fans_problem(tables: &Tables, fans: u32, at_creation: u32) -> Option<StoredProblem> {
    let most = dedicated_fans_most(&tables.post_match.dedicated_fans, at_creation);
    (!(DEDICATED_FANS_LEAST..=most).contains(&fans)).then_some(StoredProblem::DedicatedFans {
        fans,
        least: DEDICATED_FANS_LEAST,
        most,
    })
}

/// A stadium as a team's residence or a pre-match records it: a kind of the stadium
/// table, and an attribute of that kind's table when one is given.
pub fn stadium_problem(
    tables: &Tables,
    stadium: &str,
    attribute: Option<&str>,
) -> Option<StoredProblem> {
    let rows = &tables.stadium.row;
    if !rows.iter().any(|row| row.id == stadium) {
        return Some(StoredProblem::UnknownStadium {
            given: stadium.to_string(),
            allowed: rows.iter().map(|row| row.id.clone()).collect(),
        });
    }
    let attribute = attribute?;
    let pick = StadiumPick {
        stadium: stadium.to_string(),
        attribute: Some(attribute.to_string()),
        resident: None,
    };
    if attribute_entry(tables, &pick).is_some() {
        return None;
    }
    let allowed = rows
        .iter()
        .find(|row| row.id == stadium)
        .and_then(|row| tables.stadium.attributes_of(row))
        .map(|table| table.row.iter().map(|entry| entry.id.clone()).collect())
        .unwrap_or_default();
    Some(StoredProblem::UnknownStadiumAttribute {
        stadium: stadium.to_string(),
        given: attribute.to_string(),
        allowed,
    })
}

/// A pre-match's weather as stored: a line of the weather table.
pub fn weather_problem(tables: &Tables, weather: &str) -> Option<StoredProblem> {
    let rows = &tables.pre_match.weather.row;
    (!rows.iter().any(|row| row.id == weather)).then(|| StoredProblem::UnknownWeather {
        given: weather.to_string(),
        allowed: rows.iter().map(|row| row.id.clone()).collect(),
    })
}

/// A team's residence as stored: `<stadium>` or `<stadium>/<attribute>`.
pub fn residence_problem(tables: &Tables, residence: &str) -> Option<StoredProblem> {
    match residence.split_once('/') {
        Some((stadium, attribute)) => stadium_problem(tables, stadium, Some(attribute)),
        None => stadium_problem(tables, residence, None),
    }
}

/// A sponsorship: one of the seed's options.
pub fn sponsorship_problem(tables: &Tables, sponsorship: &str) -> Option<StoredProblem> {
    let options = &tables.post_match.sponsorship.option;
    (!options.iter().any(|option| option.id == sponsorship)).then(|| {
        StoredProblem::UnknownSponsorship {
            given: sponsorship.to_string(),
            allowed: options.iter().map(|option| option.id.clone()).collect(),
        }
    })
}

/// A residency roll's result: one of the seed's.
pub fn residency_problem(tables: &Tables, result: &str) -> Option<StoredProblem> {
    let results = &tables.post_match.residency.result;
    (!results.iter().any(|entry| entry.id == result)).then(|| StoredProblem::UnknownResidency {
        given: result.to_string(),
        allowed: results.iter().map(|entry| entry.id.clone()).collect(),
    })
}

/// An amount the commands keep in gold steps that is not.
pub fn gold_problem(item: GoldItem, gp: i64) -> Option<StoredProblem> {
    (!in_gold_steps(gp)).then_some(StoredProblem::GoldStep {
        item,
        gp,
        step: GOLD_STEP_GP,
    })
}
