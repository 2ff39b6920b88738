//! Chapter 2.1: a new gladiator, with its magic equipment drawn or chosen and its dice
//! recorded; chapter 13.2's limits on chosen powers.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Gladiator, HALF_DIE, KpbRefusal, Magic, Stat, Stats, half_die};
use crate::data::killpower::{Race, Reference, Specialization};
use crate::dice::RollLog;

/// How a league's teams get their equipment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Chapter 2: magic armour rolled at creation, power cards drawn from the deck.
    #[default]
    Championship,
    /// Chapter 13.2: powers chosen, armour rolled at the first match and kept,
    /// single elimination.
    Tournament,
}

impl Mode {
    pub fn id(self) -> &'static str {
        match self {
            Mode::Championship => "championship",
            Mode::Tournament => "tournament",
        }
    }

    pub fn parse(text: &str) -> Option<Mode> {
        match text.trim().to_ascii_lowercase().as_str() {
            "championship" | "championnat" | "standard" => Some(Mode::Championship),
            "tournament" | "tournoi" => Some(Mode::Tournament),
            _ => None,
        }
    }
}

/// A card of a league's deck of power cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckCard {
    pub id: i64,
    pub name: String,
    /// How many of it the deck holds.
    pub copies: u32,
}

/// The equipment a coach picks for a new gladiator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "cards", rename_all = "lowercase")]
pub enum MagicChoice {
    Gloves,
    Armour,
    /// Two cards drawn at random from the deck (championship).
    Cards,
    /// Two cards chosen from the deck (tournament, or a league that chooses powers).
    Chosen(Vec<i64>),
}

/// A gladiator a coach asks for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewGladiator {
    pub name: String,
    pub specialization: String,
    pub magic: MagicChoice,
}

/// How the equipment of a league is had: powers chosen or drawn, armour rolled now or at
/// the first match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EquipmentRule {
    pub powers_chosen: bool,
    pub armour_rolled_now: bool,
}

impl EquipmentRule {
    /// The rule of a league in `mode`; `powers_chosen` is the league's setting for a
    /// championship (13.2: "Vous pouvez aussi faire un championnat en choisissant les
    /// pouvoirs comme en mode tournoi").
    pub fn of(mode: Mode, powers_chosen: bool) -> EquipmentRule {
        match mode {
            Mode::Championship => EquipmentRule {
                powers_chosen,
                armour_rolled_now: true,
            },
            Mode::Tournament => EquipmentRule {
                powers_chosen: true,
                armour_rolled_now: false,
            },
        }
    }
}

/// A new gladiator of the base race: its specialization's +1, its equipment with every
/// die rolled under `key` (`gladiator.3.armour`, `gladiator.3.card.1`). `held`: the cards
/// the team's other gladiators hold, which are not in the team's pack.
pub fn create_gladiator(
    reference: &Reference,
    rule: EquipmentRule,
    key: &str,
    new: &NewGladiator,
    deck: &[DeckCard],
    held: &[i64],
    log: &mut RollLog<'_>,
) -> Result<Gladiator, KpbRefusal> {
    let name = match crate::rules::names::check_name(&new.name) {
        Ok(name) => name,
        Err(crate::rules::names::NameProblem::Empty) => {
            return Err(KpbRefusal::NameMissing {
                key: key.to_string(),
            });
        }
        Err(problem) => {
            return Err(KpbRefusal::BadName {
                key: key.to_string(),
                problem,
            });
        }
    };
    let race = reference.base_race();
    let spec = reference
        .specialization(&new.specialization)
        .ok_or_else(|| KpbRefusal::UnknownSpecialization {
            given: new.specialization.clone(),
            allowed: reference
                .characteristics
                .specialization
                .iter()
                .map(|s| s.id.clone())
                .collect(),
        })?;
    let stats = starting_stats(reference, race, spec);
    let magic = equip(reference, rule, key, &new.magic, deck, held, log)?;
    Ok(Gladiator {
        name,
        race: race.id.clone(),
        specialization: spec.id.clone(),
        stats,
        experience: 0,
        raises: Vec::new(),
        magic,
    })
}

/// A new gladiator's characteristics: its race's, with its specialization's bonus
/// (within the race's maximum).
pub fn starting_stats(reference: &Reference, race: &Race, spec: &Specialization) -> Stats {
    let mut stats = Stats::of_race(race);
    let maxima = Stats::maxima(race);
    let stat = Stat::parse(&spec.characteristic, reference).unwrap_or(Stat::Phy);
    stats.set(stat, (stats.get(stat) + spec.bonus).min(maxima.get(stat)));
    stats
}

/// The magic equipment a choice gives, rolled or drawn now.
pub fn equip(
    reference: &Reference,
    rule: EquipmentRule,
    key: &str,
    choice: &MagicChoice,
    deck: &[DeckCard],
    held: &[i64],
    log: &mut RollLog<'_>,
) -> Result<Magic, KpbRefusal> {
    match choice {
        MagicChoice::Gloves => Ok(Magic::Gloves),
        MagicChoice::Armour if rule.armour_rolled_now => Ok(Magic::Armour {
            armour: Some(roll_armour(reference, &format!("{key}.armour"), log)?),
        }),
        MagicChoice::Armour => Ok(Magic::Armour { armour: None }),
        MagicChoice::Cards if rule.powers_chosen => Err(KpbRefusal::PowersAreChosen),
        MagicChoice::Cards => Ok(Magic::Cards {
            cards: draw_cards(reference, key, deck, held, log)?,
        }),
        MagicChoice::Chosen(_) if !rule.powers_chosen => Err(KpbRefusal::PowersAreDrawn),
        MagicChoice::Chosen(cards) => Ok(Magic::Cards {
            cards: chosen_cards(reference, key, cards, deck)?,
        }),
    }
}

/// 1D5 + 6 points of magic armour, rolled as a D10 halved up.
pub fn roll_armour(
    reference: &Reference,
    key: &str,
    log: &mut RollLog<'_>,
) -> Result<u8, KpbRefusal> {
    let armour = reference.magic("armour");
    let (half_dice, plus) =
        armour.map_or((1, 6), |a| (a.half_dice.unwrap_or(1), a.plus.unwrap_or(0)));
    let die = reference.equipment.dice.die;
    let mut total = plus;
    for index in 0..half_dice.max(1) {
        let key = if half_dice > 1 {
            format!("{key}.{}", index + 1)
        } else {
            key.to_string()
        };
        let face = log.take(&key, HALF_DIE, (1, die), |dice| dice.roll(die))?;
        total = total.saturating_add(half_die(face));
    }
    log.gave(&format!("armour {total}"));
    Ok(total)
}

/// The team's pack: the deck with the cards its gladiators hold taken out, one entry per
/// copy, in the deck's order.
fn pack<'d>(deck: &'d [DeckCard], held: &[i64]) -> Vec<&'d DeckCard> {
    let mut taken: BTreeMap<i64, u32> = BTreeMap::new();
    for card in held {
        *taken.entry(*card).or_default() += 1;
    }
    deck.iter()
        .flat_map(|card| {
            let left = card
                .copies
                .saturating_sub(taken.get(&card.id).copied().unwrap_or(0));
            std::iter::repeat_n(card, left as usize)
        })
        .collect()
}

/// How many power cards a gladiator equipped with them holds.
pub fn cards_per_gladiator(reference: &Reference) -> usize {
    reference
        .magic("cards")
        .and_then(|c| c.cards)
        .map_or(2, usize::from)
}

fn draw_cards(
    reference: &Reference,
    key: &str,
    deck: &[DeckCard],
    held: &[i64],
    log: &mut RollLog<'_>,
) -> Result<Vec<i64>, KpbRefusal> {
    let needed = cards_per_gladiator(reference);
    let mut pack = pack(deck, held);
    if pack.len() < needed {
        return Err(KpbRefusal::DeckTooSmall {
            needed,
            left: pack.len(),
        });
    }
    let mut drawn = Vec::new();
    for draw in 1..=needed {
        let faces = u8::try_from(pack.len()).map_err(|_| KpbRefusal::DeckTooBig {
            cards: pack.len(),
            most: usize::from(u8::MAX),
        })?;
        let face = log.die(&format!("{key}.card.{draw}"), faces)?;
        let card = pack.remove(usize::from(face - 1));
        log.gave(&card.name);
        drawn.push(card.id);
    }
    Ok(drawn)
}

fn chosen_cards(
    reference: &Reference,
    key: &str,
    cards: &[i64],
    deck: &[DeckCard],
) -> Result<Vec<i64>, KpbRefusal> {
    let needed = cards_per_gladiator(reference);
    if cards.len() != needed {
        return Err(KpbRefusal::CardsToChoose {
            key: key.to_string(),
            needed,
            given: cards.len(),
        });
    }
    for card in cards {
        if !deck.iter().any(|c| c.id == *card) {
            return Err(KpbRefusal::CardNotInDeck { card: *card });
        }
    }
    let per_gladiator = usize::from(reference.equipment.tournament.same_power_per_gladiator);
    for card in cards {
        if cards.iter().filter(|c| *c == card).count() > per_gladiator {
            return Err(KpbRefusal::SamePowerTwice {
                key: key.to_string(),
                card: card_name(deck, *card),
            });
        }
    }
    Ok(cards.to_vec())
}

pub(super) fn card_name(deck: &[DeckCard], id: i64) -> String {
    deck.iter()
        .find(|c| c.id == id)
        .map_or_else(|| format!("#{id}"), |c| c.name.clone())
}

/// Chapter 13.2: no power more than three times in a team (counted when powers are
/// chosen).
pub fn tournament_problems(
    reference: &Reference,
    gladiators: &[&Gladiator],
    deck: &[DeckCard],
) -> Vec<KpbRefusal> {
    let most = u32::from(reference.equipment.tournament.same_power_per_team);
    let mut counts: BTreeMap<i64, u32> = BTreeMap::new();
    for card in gladiators.iter().flat_map(|g| g.cards()) {
        *counts.entry(*card).or_default() += 1;
    }
    counts
        .into_iter()
        .filter(|(_, count)| *count > most)
        .map(|(card, count)| KpbRefusal::SamePowerTooOften {
            card: card_name(deck, card),
            count,
            most,
        })
        .collect()
}
