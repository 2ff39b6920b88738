//! Seed 001, pre-match step 5: the inducements a team buys with its petty cash and what
//! it adds from its treasury. Each on the seed's list has its count (0–N) and its price,
//! or is for some teams only, or is priced by what is hired (Star Players, mercenaries:
//! the coach enters the price). Petty cash is spent first; what is left of it is lost.

use crate::data::Lang;
use crate::data::bloodbowl::tables::{Inducement, Inducements, Price};
use crate::games::Money;

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
            .map(|(_, count, _)| count)
            .sum::<u32>()
            + buy.count;
        if inducement.max.is_some_and(|max| asked > max) {
            return Err(InducementRefusal::TooMany {
                name: names(inducement),
                max: inducement.max.unwrap_or(0),
                asked,
            });
        }
        let each = match inducement.price_for(rules, tier) {
            None => {
                return Err(InducementRefusal::NotForThisTeam {
                    name: names(inducement),
                });
            }
            Some(Price::Fixed(gp)) => gp,
            Some(Price::Variable) => {
                buy.price_each_gp
                    .ok_or_else(|| InducementRefusal::PriceNeeded {
                        name: names(inducement),
                    })?
            }
        };
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
            InducementRefusal::OverBudget { .. } => "inducements_over_budget",
        }
    }

    /// The refusal in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        let gp = |amount: &u64| Money::Gp.format(i64::try_from(*amount).unwrap_or(i64::MAX), lang);
        let name = |pair: &[String; 2]| pair[usize::from(lang == Lang::Fr)].clone();
        match (self, lang) {
            (InducementRefusal::Unknown { id }, Lang::En) => {
                format!("`{id}` is not on the seed's list of inducements")
            }
            (InducementRefusal::Unknown { id }, Lang::Fr) => {
                format!("« {id} » n'est pas dans la liste des coups de pouce")
            }
            (InducementRefusal::NotForThisTeam { name: n }, Lang::En) => {
                format!("{} is only for some teams, and not this one", name(n))
            }
            (InducementRefusal::NotForThisTeam { name: n }, Lang::Fr) => {
                format!(
                    "{} est réservé à certaines équipes, pas à celle-ci",
                    name(n)
                )
            }
            (
                InducementRefusal::TooMany {
                    name: n,
                    max,
                    asked,
                },
                Lang::En,
            ) => {
                format!("a team may induce at most {max} {}; {asked} asked", name(n))
            }
            (
                InducementRefusal::TooMany {
                    name: n,
                    max,
                    asked,
                },
                Lang::Fr,
            ) => {
                format!(
                    "une équipe peut prendre au plus {max} {} ; {asked} demandés",
                    name(n)
                )
            }
            (InducementRefusal::PriceNeeded { name: n }, Lang::En) => {
                format!(
                    "{} is priced by who is hired: give the price of each",
                    name(n)
                )
            }
            (InducementRefusal::PriceNeeded { name: n }, Lang::Fr) => {
                format!(
                    "le prix de {} dépend de qui est engagé : donnez le prix de chacun",
                    name(n)
                )
            }
            (
                InducementRefusal::OverBudget {
                    total_gp,
                    petty_cash_gp,
                    treasury_gp,
                },
                Lang::En,
            ) => format!(
                "these inducements cost {} but the petty cash ({}) and the treasury ({}) hold {}",
                gp(total_gp),
                gp(petty_cash_gp),
                gp(treasury_gp),
                gp(&petty_cash_gp.saturating_add(*treasury_gp))
            ),
            (
                InducementRefusal::OverBudget {
                    total_gp,
                    petty_cash_gp,
                    treasury_gp,
                },
                Lang::Fr,
            ) => format!(
                "ces coups de pouce coûtent {} mais la petite monnaie ({}) et la trésorerie ({}) ne font que {}",
                gp(total_gp),
                gp(petty_cash_gp),
                gp(treasury_gp),
                gp(&petty_cash_gp.saturating_add(*treasury_gp))
            ),
        }
    }
}
