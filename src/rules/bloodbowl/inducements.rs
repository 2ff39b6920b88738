//! Seed 001, pre-match step 5: the inducements a team buys with its petty cash and what
//! it adds from its treasury. Each on the seed's list has its count (0–N) and its price,
//! or is for some teams only, or is priced by what is hired (Star Players, mercenaries:
//! the coach enters the price). Petty cash is spent first; what is left of it is lost.

use super::match_day::limits::{
    GOLD_STEP_GP, INDUCED_PRICE_LEAST_GP, INDUCED_PRICE_MOST_GP, UNLIMITED_INDUCEMENT_MOST,
};
use crate::data::bloodbowl::tables::{Inducement, Inducements, Price};

/// One line of a team's inducements: how many of which, and, for one priced by what is
/// hired, the price of each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InducementBuy {
    pub id: String,
    pub count: u32,
    pub price_each_gp: Option<u32>,
}

/// What a team's inducements cost and where the money comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InducementBill {
    /// Each line with the price paid for each.
    pub lines: Vec<(String, u32, u32)>,
    pub total_gp: u64,
    pub from_petty_cash_gp: u64,
    pub from_treasury_gp: u64,
}

/// Why a team's inducements are refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InducementRefusal {
    Unknown {
        id: String,
    },
    NotForThisTeam {
        name: [String; 2],
    },
    TooMany {
        name: [String; 2],
        max: u32,
        asked: u32,
    },
    /// One priced by what is hired, bought without its price.
    PriceNeeded {
        name: [String; 2],
    },
    /// A price typed for one whose price the list sets.
    PriceNotTyped {
        name: [String; 2],
        given_gp: u32,
        price_gp: u32,
    },
    /// A typed price that is not a multiple of 5,000 gp from 5,000 to 1,000,000 gp.
    PriceOutOfRange {
        name: [String; 2],
        given_gp: u32,
    },
    /// More than the petty cash and the treasury hold together.
    OverBudget {
        total_gp: u64,
        petty_cash_gp: u64,
        treasury_gp: u64,
    },
}

/// The bill of `buys` for a team with these special rules and tier, or the first rule
/// they break. `petty_cash_gp` is what the lower current team value gets (0 for the
/// other team), `treasury_gp` what the team holds.
pub fn bill(
    list: &Inducements,
    buys: &[InducementBuy],
    (rules, tier): (&[String], u8),
    petty_cash_gp: u64,
    treasury_gp: u64,
) -> Result<InducementBill, InducementRefusal> {
    let mut lines = Vec::new();
    for buy in buys.iter().filter(|buy| buy.count > 0) {
        let inducement = list
            .list
            .iter()
            .find(|i| i.id == buy.id)
            .ok_or_else(|| InducementRefusal::Unknown { id: buy.id.clone() })?;
        let asked = lines
            .iter()
            .filter(|(id, _, _)| *id == buy.id)
            .fold(buy.count, |sum, (_, count, _)| sum.saturating_add(*count));
        let max = inducement.max.unwrap_or(UNLIMITED_INDUCEMENT_MOST);
        if asked > max {
            return Err(InducementRefusal::TooMany {
                name: names(inducement),
                max,
                asked,
            });
        }
        let each = price_each(inducement, buy, (rules, tier))?;
        lines.push((buy.id.clone(), buy.count, each));
    }
    let total_gp: u64 = lines
        .iter()
        .map(|(_, count, each)| u64::from(*count) * u64::from(*each))
        .sum();
    if total_gp > petty_cash_gp.saturating_add(treasury_gp) {
        return Err(InducementRefusal::OverBudget {
            total_gp,
            petty_cash_gp,
            treasury_gp,
        });
    }
    let from_petty_cash_gp = total_gp.min(petty_cash_gp);
    Ok(InducementBill {
        lines,
        total_gp,
        from_petty_cash_gp,
        from_treasury_gp: total_gp - from_petty_cash_gp,
    })
}

/// The price of each: the list's, or the one typed for an inducement priced by who is
/// hired (a star player, a mercenary), which must be a price of the game.
fn price_each(
    inducement: &Inducement,
    buy: &InducementBuy,
    (rules, tier): (&[String], u8),
) -> Result<u32, InducementRefusal> {
    let name = || names(inducement);
    match (inducement.price_for(rules, tier), buy.price_each_gp) {
        (None, _) => Err(InducementRefusal::NotForThisTeam { name: name() }),
        (Some(Price::Fixed(price_gp)), Some(given_gp)) => Err(InducementRefusal::PriceNotTyped {
            name: name(),
            given_gp,
            price_gp,
        }),
        (Some(Price::Fixed(gp)), None) => Ok(gp),
        (Some(Price::Variable), None) => Err(InducementRefusal::PriceNeeded { name: name() }),
        (Some(Price::Variable), Some(given_gp)) => {
            let range = INDUCED_PRICE_LEAST_GP..=INDUCED_PRICE_MOST_GP;
            if range.contains(&given_gp) && given_gp.is_multiple_of(GOLD_STEP_GP) {
                Ok(given_gp)
            } else {
                Err(InducementRefusal::PriceOutOfRange {
                    name: name(),
                    given_gp,
                })
            }
        }
    }
}

fn names(inducement: &Inducement) -> [String; 2] {
    [inducement.name_en.clone(), inducement.name_fr.clone()]
}

impl InducementRefusal {
    /// A stable id for scripts.
    pub fn id(&self) -> &'static str {
        match self {
            InducementRefusal::Unknown { .. } => "unknown_inducement",
            InducementRefusal::NotForThisTeam { .. } => "inducement_not_for_team",
            InducementRefusal::TooMany { .. } => "too_many_inducements",
            InducementRefusal::PriceNeeded { .. } => "inducement_price_needed",
            InducementRefusal::PriceNotTyped { .. } => "inducement_price_set",
            InducementRefusal::PriceOutOfRange { .. } => "inducement_price_range",
            InducementRefusal::OverBudget { .. } => "inducements_over_budget",
        }
    }
}
