//! The Mutant builder ("Concevoir la perfection"): a position's base profile and cost,
//! changed by upgrades from that position's table, one per body part.

use super::step::{Gain, PartRef, Slot, Stat, Step, Tally, sort_outcomes};
use super::{Build, Design, MutantDesign};
use crate::data::dreadball::{BodyPart, MutantPosition, MutantUpgrade, Position, Reference};
use crate::data::{Lang, Named, find_by_name, slug_matches};
use crate::rules::dreadball::Violation;

/// The upgrades of `position`'s table, only those for `body_part` when it is given.
pub fn mutant_upgrades(
    reference: &Reference,
    position: Position,
    body_part: Option<BodyPart>,
) -> impl Iterator<Item = &MutantUpgrade> {
    reference.mutant_upgrades.iter().filter(move |upgrade| {
        upgrade.position == position && body_part.is_none_or(|part| upgrade.body_part == part)
    })
}

/// The position's base profile and cost, by id or name.
pub fn find_mutant_position<'r>(
    reference: &'r Reference,
    query: &str,
) -> Result<(&'r MutantPosition, Position), Violation> {
    find_by_name(&reference.mutant_positions, query)
        .and_then(|base| Position::parse(&base.id).map(|position| (base, position)))
        .ok_or_else(|| Violation::MutantPositionNotFound {
            query: query.trim().to_string(),
            allowed: reference
                .mutant_positions
                .iter()
                .map(|p| p.id.clone())
                .collect(),
        })
}

fn find_upgrade<'r>(
    reference: &'r Reference,
    position: Position,
    query: &str,
    lang: Lang,
) -> Result<&'r MutantUpgrade, Violation> {
    let named: Vec<&MutantUpgrade> = reference
        .mutant_upgrades
        .iter()
        .filter(|u| {
            slug_matches(&u.id, query)
                || slug_matches(&u.name_en, query)
                || slug_matches(&u.name_fr, query)
        })
        .collect();
    let own: Vec<&&MutantUpgrade> = named.iter().filter(|u| u.position == position).collect();
    match (own.as_slice(), named.first()) {
        ([upgrade], _) => Ok(upgrade),
        ([], None) => Err(Violation::UpgradeNotFound {
            query: query.trim().to_string(),
            position,
            allowed: mutant_upgrades(reference, position, None)
                .map(|u| u.id.clone())
                .collect(),
        }),
        ([], Some(other)) => Err(Violation::UpgradeNotForPosition {
            upgrade: other.name(lang).to_string(),
            upgrade_position: other.position,
            position,
        }),
        (several, _) => Err(Violation::AmbiguousUpgrade {
            query: query.trim().to_string(),
            candidates: several.iter().map(|u| u.id.clone()).collect(),
        }),
    }
}

/// The upgrades, found, checked (one per body part) and sorted by body part.
fn chosen_upgrades<'r>(
    reference: &'r Reference,
    position: Position,
    queries: &[String],
    lang: Lang,
) -> Result<Vec<&'r MutantUpgrade>, Violation> {
    let mut upgrades: Vec<&MutantUpgrade> = Vec::with_capacity(queries.len());
    for query in queries {
        let upgrade = find_upgrade(reference, position, query, lang)?;
        if let Some(first) = upgrades.iter().find(|u| u.body_part == upgrade.body_part) {
            return Err(Violation::BodyPartTwice {
                body_part: upgrade.body_part,
                first: first.name(lang).to_string(),
                second: upgrade.name(lang).to_string(),
            });
        }
        upgrades.push(upgrade);
    }
    upgrades.sort_by_key(|u| BodyPart::ALL.iter().position(|part| *part == u.body_part));
    Ok(upgrades)
}

fn base_step<'r>(tally: &mut Tally<'r>, base: &'r MutantPosition, position: Position) -> Step<'r> {
    let by = PartRef::of(base);
    let stats = base.stats();
    let mut gains = vec![Gain::Position(position)];
    gains.extend(
        Stat::ALL
            .into_iter()
            .filter_map(|stat| stat.of(&stats).map(|value| tally.set_stat(stat, value, by))),
    );
    Step {
        slot: Slot::BaseProfile,
        part: by,
        price_mc: base.cost_mc,
        paid: true,
        gains,
        covered: Vec::new(),
    }
}

/// An upgrade's stat replaces the base value; its skills are added. It is always paid.
fn upgrade_step<'r>(tally: &mut Tally<'r>, upgrade: &'r MutantUpgrade) -> Step<'r> {
    let by = PartRef::of(upgrade);
    let stats = upgrade.stats();
    let mut gains: Vec<Gain<'r>> = Stat::ALL
        .into_iter()
        .filter_map(|stat| stat.of(&stats).map(|value| tally.set_stat(stat, value, by)))
        .collect();
    let mut covered = Vec::new();
    for skill in &upgrade.skills {
        sort_outcomes(tally.offer_skill(skill, by), &mut gains, &mut covered);
    }
    Step {
        slot: Slot::Upgrade(upgrade.body_part),
        part: by,
        price_mc: upgrade.cost_mc,
        paid: true,
        gains,
        covered,
    }
}

/// Checks a Mutant design and works out the player and its price.
pub fn price_mutant<'r>(
    reference: &'r Reference,
    design: &MutantDesign,
    lang: Lang,
) -> Result<Build<'r>, Violation> {
    let (base, position) = find_mutant_position(reference, &design.position)?;
    let upgrades = chosen_upgrades(reference, position, &design.upgrades, lang)?;
    let mut tally = Tally::new(reference);
    let mut steps = vec![base_step(&mut tally, base, position)];
    steps.extend(upgrades.iter().map(|u| upgrade_step(&mut tally, u)));
    Ok(Build {
        position,
        stats: tally.stats(),
        skills: tally.skills(),
        cost_mc: steps.iter().map(Step::cost_mc).sum(),
        steps,
        design: Design::Mutant(MutantDesign {
            position: base.id.clone(),
            upgrades: upgrades.iter().map(|u| u.id.clone()).collect(),
        }),
    })
}
