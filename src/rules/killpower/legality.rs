//! A stored gladiator, a team's power cards and its ranking points checked against the
//! rules that made them: a known race and specialization, characteristics that the
//! creation (`starting_stats`) and every raise taken (`raise`, within the experience and
//! the race's maxima) give, known equipment with its armour as rolled and its power
//! cards in their slots, a team's cards within its pack of the deck (or chapter 13.2's
//! limits when powers are chosen), ranking points a result can leave. An import reads
//! what a document brings with these.

use std::collections::BTreeMap;

use super::creation::{card_name, cards_per_gladiator, starting_stats};
use super::{
    DeckCard, EquipmentRule, Gladiator, KpbRefusal, Magic, RankingSettings, Stat, half_die, raise,
    tournament_problems,
};
use crate::data::killpower::Reference;

/// Ranking points a new team starts with (the store's default).
pub const RANKING_START: i32 = 0;

fn of(gladiator: &Gladiator, problem: KpbRefusal) -> KpbRefusal {
    KpbRefusal::OfGladiator {
        gladiator: gladiator.name.clone(),
        problem: Box::new(problem),
    }
}

/// The least and most points of magic armour: its half dice and what it adds, every
/// die at its lowest and at its highest face.
pub fn armour_range(reference: &Reference) -> (u8, u8) {
    let armour = reference.magic("armour");
    let (half_dice, plus) =
        armour.map_or((1, 6), |a| (a.half_dice.unwrap_or(1), a.plus.unwrap_or(0)));
    let die = reference.equipment.dice.die;
    let dice = half_dice.max(1);
    (
        plus.saturating_add(half_die(1).saturating_mul(dice)),
        plus.saturating_add(half_die(die).saturating_mul(dice)),
    )
}

/// The characteristics the creation and the raises taken give, or the refusal of the
/// first raise the rules would not have allowed.
fn replayed(reference: &Reference, gladiator: &Gladiator) -> Result<Gladiator, KpbRefusal> {
    let race = reference.race(&gladiator.race).ok_or_else(|| {
        of(
            gladiator,
            KpbRefusal::UnknownRace {
                given: gladiator.race.clone(),
                allowed: reference
                    .characteristics
                    .race
                    .iter()
                    .map(|r| r.id.clone())
                    .collect(),
            },
        )
    })?;
    let specializations = &reference.characteristics.specialization;
    let spec = specializations
        .iter()
        .find(|s| s.id == gladiator.specialization)
        .ok_or_else(|| {
            of(
                gladiator,
                KpbRefusal::UnknownSpecialization {
                    given: gladiator.specialization.clone(),
                    allowed: specializations.iter().map(|s| s.id.clone()).collect(),
                },
            )
        })?;
    let mut replay = Gladiator {
        stats: starting_stats(reference, race, spec),
        raises: Vec::new(),
        ..gladiator.clone()
    };
    for stat in &gladiator.raises {
        raise(reference, &mut replay, *stat).map_err(|refusal| match refusal {
            KpbRefusal::NotRaisable { .. } => of(gladiator, refusal),
            named => named,
        })?;
    }
    Ok(replay)
}

/// Every way a stored gladiator is not what creation, experience and equipment make;
/// `rows` is how many power cards are stored for it, whatever its equipment.
pub fn gladiator_problems(
    reference: &Reference,
    rule: EquipmentRule,
    deck: &[DeckCard],
    gladiator: &Gladiator,
    rows: usize,
) -> Vec<KpbRefusal> {
    let mut problems = Vec::new();
    match replayed(reference, gladiator) {
        Err(problem) => problems.push(problem),
        Ok(replay) => problems.extend(Stat::ALL.into_iter().filter_map(|stat| {
            let (value, expected) = (gladiator.stats.get(stat), replay.stats.get(stat));
            (value != expected).then(|| {
                let problem = KpbRefusal::StatNotFromRules {
                    stat,
                    value,
                    expected,
                };
                of(gladiator, problem)
            })
        })),
    }
    let kind = gladiator.magic.kind();
    if reference.magic(kind).is_none() {
        let allowed = reference.equipment.magic.iter().map(|m| m.id.clone());
        let problem = KpbRefusal::UnknownEquipment {
            given: kind.to_string(),
            allowed: allowed.collect(),
        };
        problems.push(of(gladiator, problem));
    }
    problems.extend(
        equipment_problem(reference, rule, deck, gladiator, rows).map(|p| of(gladiator, p)),
    );
    problems
}

/// The armour as rolled, the power cards in their slots and in the deck.
fn equipment_problem(
    reference: &Reference,
    rule: EquipmentRule,
    deck: &[DeckCard],
    gladiator: &Gladiator,
    rows: usize,
) -> Option<KpbRefusal> {
    let cards = match &gladiator.magic {
        Magic::Cards { cards } => cards,
        magic if rows > 0 => {
            return Some(KpbRefusal::CardsWithoutPowers {
                count: rows,
                magic: magic.kind().to_string(),
            });
        }
        Magic::Armour { armour } => {
            let (least, most) = armour_range(reference);
            let fits = armour.map_or(!rule.armour_rolled_now, |a| (least..=most).contains(&a));
            return (!fits).then_some(KpbRefusal::ArmourRoll {
                armour: *armour,
                least,
                most,
            });
        }
        Magic::Gloves => return None,
    };
    let needed = cards_per_gladiator(reference);
    if cards.len() != needed {
        return Some(KpbRefusal::CardCount {
            count: cards.len(),
            needed,
        });
    }
    if let Some(card) = cards.iter().find(|id| !deck.iter().any(|c| c.id == **id)) {
        return Some(KpbRefusal::CardNotInDeck { card: *card });
    }
    let per_gladiator = usize::from(reference.equipment.tournament.same_power_per_gladiator);
    let twice = cards
        .iter()
        .find(|card| cards.iter().filter(|c| c == card).count() > per_gladiator);
    match twice {
        Some(card) if rule.powers_chosen => Some(KpbRefusal::SamePowerTwice {
            key: gladiator.name.clone(),
            card: card_name(deck, *card),
        }),
        _ => None,
    }
}

/// A team's power cards together: drawn, no card more often than the deck has copies
/// (each team draws from its own pack of the deck, its gladiators' cards taken out);
/// chosen, chapter 13.2's limit per team. `gladiators`: those on the team now.
pub fn team_card_problems(
    reference: &Reference,
    rule: EquipmentRule,
    deck: &[DeckCard],
    gladiators: &[&Gladiator],
) -> Vec<KpbRefusal> {
    if rule.powers_chosen {
        return tournament_problems(reference, gladiators, deck);
    }
    let mut held: BTreeMap<i64, u32> = BTreeMap::new();
    for card in gladiators.iter().flat_map(|g| g.cards()) {
        *held.entry(*card).or_default() += 1;
    }
    held.into_iter()
        .filter_map(|(id, held)| {
            let card = deck.iter().find(|c| c.id == id)?;
            (held > card.copies).then(|| KpbRefusal::CopiesHeld {
                card: card.name.clone(),
                held,
                copies: card.copies,
            })
        })
        .collect()
}

/// The least ranking points a team can have: a result never takes it below the floor
/// (`ranking_changes`), and it starts at `RANKING_START`; `None` without a floor.
pub fn ranking_least(settings: &RankingSettings) -> Option<i32> {
    settings.minimum.map(|floor| floor.min(RANKING_START))
}

/// Ranking points below what a team can reach.
pub fn ranking_problem(settings: &RankingSettings, points: i32) -> Option<KpbRefusal> {
    let least = ranking_least(settings)?;
    (points < least).then_some(KpbRefusal::RankingBelowFloor { points, least })
}

/// Whether two power cards' names are the same card: case and surrounding spaces aside.
pub fn same_card_name(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

/// Two cards of a deck with one name, as adding a card refuses.
pub fn deck_problems(deck: &[DeckCard]) -> Vec<KpbRefusal> {
    deck.iter()
        .enumerate()
        .filter(|(at, card)| {
            deck[..*at]
                .iter()
                .any(|c| same_card_name(&c.name, &card.name))
        })
        .map(|(_, card)| KpbRefusal::CardNameTwice {
            name: card.name.clone(),
        })
        .collect()
}
