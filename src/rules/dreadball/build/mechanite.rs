//! The Mechanite builder ("Fabrication des Mechanites"): which parts a robot may take,
//! its stat line and skills, and which parts are paid for.

use super::step::{PartRef, Slot, Stat, Step, Tally, sort_outcomes};
use super::{Build, Design, MechaniteDesign};
use crate::data::dreadball::{MechanitePart, PartCategory, Position, Reference};
use crate::data::{Lang, Named, slug_matches};
use crate::rules::dreadball::Violation;

/// How many arms a robot takes, one for each side.
pub const MECHANITE_ARMS: usize = 2;

/// The parts of `category`, only those `position` may take when it is given.
pub fn mechanite_parts(
    reference: &Reference,
    category: PartCategory,
    position: Option<Position>,
) -> impl Iterator<Item = &MechanitePart> {
    reference.mechanite_parts.iter().filter(move |part| {
        part.category == category && position.is_none_or(|p| part.positions.contains(&p))
    })
}

/// The position a basic coding part sets.
pub fn coding_position(part: &MechanitePart) -> Option<Position> {
    match part.positions.as_slice() {
        [position] => Some(*position),
        _ => None,
    }
}

fn find_part<'r>(
    reference: &'r Reference,
    category: PartCategory,
    position: Option<Position>,
    query: &str,
    lang: Lang,
) -> Result<&'r MechanitePart, Violation> {
    let found = mechanite_parts(reference, category, None).find(|part| {
        slug_matches(&part.id, query)
            || slug_matches(&part.name_en, query)
            || slug_matches(&part.name_fr, query)
    });
    let part = found.ok_or_else(|| Violation::PartNotFound {
        category,
        query: query.trim().to_string(),
        allowed: mechanite_parts(reference, category, position)
            .map(|part| part.id.clone())
            .collect(),
    })?;
    if let Some(position) = position
        && !part.positions.contains(&position)
    {
        return Err(Violation::PartNotForPosition {
            part: part.name(lang).to_string(),
            position,
            allowed: part.positions.clone(),
        });
    }
    Ok(part)
}

/// The chosen parts, found and checked against the position, in pricing order.
fn chosen_parts<'r>(
    reference: &'r Reference,
    design: &MechaniteDesign,
    lang: Lang,
) -> Result<(Position, Vec<&'r MechanitePart>), Violation> {
    let coding = find_part(reference, PartCategory::Coding, None, &design.coding, lang)?;
    let Some(position) = coding_position(coding) else {
        return Err(Violation::PartNotFound {
            category: PartCategory::Coding,
            query: design.coding.clone(),
            allowed: Vec::new(),
        });
    };
    let at = Some(position);
    let mut parts = vec![
        coding,
        find_part(
            reference,
            PartCategory::Locomotion,
            at,
            &design.locomotion,
            lang,
        )?,
        find_part(reference, PartCategory::Chassis, at, &design.chassis, lang)?,
        find_part(reference, PartCategory::Head, at, &design.head, lang)?,
    ];
    if design.arms.len() != MECHANITE_ARMS {
        return Err(Violation::ArmCount {
            required: MECHANITE_ARMS,
            given: design.arms.len(),
        });
    }
    let arms = design
        .arms
        .iter()
        .map(|arm| find_part(reference, PartCategory::Arm, at, arm, lang))
        .collect::<Result<Vec<_>, _>>()?;
    if position == Position::Jack && !arms.iter().any(|arm| arm.starred) {
        return Err(Violation::JackNeedsStarredArm {
            starred: mechanite_parts(reference, PartCategory::Arm, at)
                .filter(|arm| arm.starred)
                .map(|arm| arm.name(lang).to_string())
                .collect(),
        });
    }
    parts.extend(arms);
    let first_program = parts.len();
    for query in &design.programs {
        let program = find_part(reference, PartCategory::Programming, at, query, lang)?;
        if parts[first_program..].iter().any(|p| p.id == program.id) {
            return Err(Violation::ProgramTwice {
                program: program.name(lang).to_string(),
            });
        }
        parts.push(program);
    }
    Ok((position, parts))
}

/// Takes one part: what it adds or improves is paid for; if it adds nothing it is free.
/// The basic coding sets the position, and with it the Armour (armour is not a part).
fn take_part<'r>(
    reference: &Reference,
    tally: &mut Tally<'r>,
    part: &'r MechanitePart,
    position: Position,
) -> Step<'r> {
    let by = PartRef::of(part);
    let mut gains = Vec::new();
    let mut covered = Vec::new();
    if part.category == PartCategory::Coding {
        gains.push(super::Gain::Position(position));
        let armour = reference.mechanite_armour.of(position);
        gains.push(tally.set_stat(Stat::Armour, armour, by));
    }
    let stats = part.stats();
    let offered = Stat::ALL
        .into_iter()
        .filter_map(|stat| stat.of(&stats).map(|value| (stat, value)));
    sort_outcomes(
        offered.map(|(stat, value)| tally.offer_stat(stat, value, by)),
        &mut gains,
        &mut covered,
    );
    for skill in &part.skills {
        sort_outcomes(tally.offer_skill(skill, by), &mut gains, &mut covered);
    }
    Step {
        slot: Slot::Part(part.category),
        part: by,
        price_mc: part.cost_mc,
        paid: !gains.is_empty(),
        gains,
        covered,
    }
}

/// Checks a Mechanite design and works out the robot and its price.
pub fn price_mechanite<'r>(
    reference: &'r Reference,
    design: &MechaniteDesign,
    lang: Lang,
) -> Result<Build<'r>, Violation> {
    let (position, parts) = chosen_parts(reference, design, lang)?;
    let mut tally = Tally::new(reference);
    let steps: Vec<Step<'r>> = parts
        .iter()
        .map(|part| take_part(reference, &mut tally, part, position))
        .collect();
    let ids = |category: PartCategory| -> Vec<String> {
        parts
            .iter()
            .filter(|part| part.category == category)
            .map(|part| part.id.clone())
            .collect()
    };
    let first = |category| ids(category).into_iter().next().unwrap_or_default();
    Ok(Build {
        position,
        stats: tally.stats(),
        skills: tally.skills(),
        cost_mc: steps.iter().map(Step::cost_mc).sum(),
        steps,
        design: Design::Mechanite(MechaniteDesign {
            coding: first(PartCategory::Coding),
            locomotion: first(PartCategory::Locomotion),
            chassis: first(PartCategory::Chassis),
            head: first(PartCategory::Head),
            arms: ids(PartCategory::Arm),
            programs: ids(PartCategory::Programming),
        }),
    })
}
