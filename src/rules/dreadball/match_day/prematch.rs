//! Before a match: who is the outsider and with what bonus, which MVPs a team may hire and
//! how it pays, free-agent rolls, hacks and cheerleaders on the day.

use serde::Serialize;

use super::{MatchDaySettings, Refusal};
use crate::data::dreadball::{FreeAgentOption, FreeAgentResult, Mvp, MvpKind, Reference, Team};
use crate::data::{Lang, Named};

/// One roll on a free-agent table for every full this-many mc of bonus left.
pub const FREE_AGENT_ROLL_MC: u32 = 10;
/// The die every free-agent table is rolled with.
pub const FREE_AGENT_DIE: u8 = 6;

/// The key of the free-agent roll's die, typed as `--roll free-agent=N`.
pub const FREE_AGENT_ROLL: &str = "free-agent";

pub use crate::rules::Side;

/// The lower-valued team gets the difference of the two values as its bonus; teams of
/// equal value have no outsider.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Outsider {
    pub side: Option<Side>,
    pub bonus_mc: u32,
}

pub fn outsider(home_value_mc: u32, away_value_mc: u32) -> Outsider {
    let side = match home_value_mc.cmp(&away_value_mc) {
        std::cmp::Ordering::Less => Some(Side::Home),
        std::cmp::Ordering::Greater => Some(Side::Away),
        std::cmp::Ordering::Equal => None,
    };
    Outsider {
        side,
        bonus_mc: home_value_mc.abs_diff(away_value_mc),
    }
}

/// How much of a team's bonus is used and what is left of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct BonusUse {
    pub bonus_mc: u32,
    pub spent_on_mvps_mc: u32,
    pub rolls: u32,
}

impl BonusUse {
    pub fn left_mc(&self) -> u32 {
        self.bonus_mc
            .saturating_sub(self.spent_on_mvps_mc)
            .saturating_sub(self.rolls * FREE_AGENT_ROLL_MC)
    }

    /// Free-agent rolls the bonus still pays for.
    pub fn rolls_left(&self) -> u32 {
        self.left_mc() / FREE_AGENT_ROLL_MC
    }

    /// What is below a full roll: it is lost.
    pub fn lost_mc(&self) -> u32 {
        self.left_mc() % FREE_AGENT_ROLL_MC
    }
}

/// Cheerleaders a team may put on the Score track: the outsider up to 2, its opponent 1,
/// and 1 each when neither is the outsider; never more than the team owns.
pub fn cheerleaders_allowed(
    reference: &Reference,
    outsider: Option<Side>,
    side: Side,
    owned: u32,
) -> u32 {
    let rule = &reference.cheerleaders;
    let may_place = match outsider {
        None => rule.equal_rank_may_place,
        Some(outsider) if outsider == side => rule.outsider_may_place,
        Some(_) => rule.favourite_may_place,
    };
    may_place.min(owned)
}

/// Players an MVP entry brings (Harmony and Melody come as two).
pub fn mvp_players(mvp: &Mvp) -> u32 {
    mvp.member.len().max(1) as u32
}

/// Players a Giant takes on the pitch.
pub fn pitch_places(reference: &Reference, mvp: &Mvp) -> u32 {
    if mvp.kind == MvpKind::Giant {
        reference.giants.counts_as_players
    } else {
        1
    }
}

/// What else is true of the match when a team wants an MVP.
#[derive(Debug, Clone, Copy)]
pub struct MvpContext<'a> {
    pub roster: &'a Team,
    /// MVP ids this team already hired for the match.
    pub own_hired: &'a [String],
    /// MVP ids the opponent hired for the match.
    pub opponent_hired: &'a [String],
    pub settings: &'a MatchDaySettings,
}

/// Whether an MVP may play for this team in this match (not whether it can pay).
pub fn check_mvp_allowed(
    mvp: &Mvp,
    context: &MvpContext<'_>,
    reference: &Reference,
    lang: Lang,
) -> Result<(), Refusal> {
    let name = mvp.name(lang).to_string();
    let Some(_) = mvp.cost_mc else {
        return Err(Refusal::MvpNoPrice { mvp: name });
    };
    if !mvp.plays_for_faction(&context.roster.faction) {
        let faction = reference
            .faction(&context.roster.faction)
            .map(|f| lang.pick(&f.name_en, &f.name_fr).to_string())
            .unwrap_or_else(|| context.roster.faction.clone());
        return Err(Refusal::MvpNotForTeam {
            mvp: name,
            faction,
            plays_for: lang.pick(&mvp.plays_for_en, &mvp.plays_for_fr).to_string(),
        });
    }
    let event = lang.pick(&mvp.event_only_en, &mvp.event_only_fr);
    if !event.is_empty() && !context.settings.event_mvps {
        return Err(Refusal::MvpEventOnly {
            mvp: name,
            event: event.to_string(),
        });
    }
    if context.own_hired.contains(&mvp.id) {
        return Err(Refusal::MvpAlreadyHired { mvp: name });
    }
    if context.opponent_hired.contains(&mvp.id) {
        return Err(Refusal::MvpWithOpponent { mvp: name });
    }
    if let Some(other) = mvp
        .not_with
        .iter()
        .find(|other| context.own_hired.contains(other))
    {
        let other = reference
            .mvp(other)
            .map_or(other.clone(), |m| m.name(lang).to_string());
        return Err(Refusal::MvpNotWith { mvp: name, other });
    }
    Ok(())
}

/// How a hire is paid: from the bonus first, the rest from the treasury.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Payment {
    pub bonus_mc: u32,
    pub treasury_mc: u32,
}

/// The team's money on the day, and whether it has started rolling for free agents.
#[derive(Debug, Clone, Copy)]
pub struct Purse {
    pub bonus: BonusUse,
    pub treasury_mc: i64,
    /// Free roster places left (the 14-player limit counts MVPs and free agents).
    pub room: u32,
}

/// Hiring an MVP (or Giant) for the match: allowed for the team, room on the roster,
/// MVPs before free-agent rolls, and money enough.
pub fn check_mvp_hire(
    mvp: &Mvp,
    context: &MvpContext<'_>,
    purse: &Purse,
    reference: &Reference,
    lang: Lang,
) -> Result<Payment, Refusal> {
    check_mvp_allowed(mvp, context, reference, lang)?;
    let players = mvp_players(mvp);
    if purse.room < players {
        return Err(Refusal::NoRoom {
            max: reference.limits.max_players,
            adding: players,
        });
    }
    if purse.bonus.rolls > 0 && purse.bonus.left_mc() > 0 {
        return Err(Refusal::MvpAfterRolls);
    }
    let cost = mvp.cost_mc.unwrap_or(0);
    let bonus_mc = cost.min(purse.bonus.left_mc());
    let treasury_mc = cost - bonus_mc;
    let can_use_treasury = context.settings.mvp_from_treasury;
    if treasury_mc > 0 && (!can_use_treasury || purse.treasury_mc < i64::from(treasury_mc)) {
        return Err(Refusal::MvpCannotPay {
            cost_mc: cost,
            bonus_left_mc: purse.bonus.left_mc(),
            treasury_mc: purse.treasury_mc,
            treasury_allowed: can_use_treasury,
        });
    }
    Ok(Payment {
        bonus_mc,
        treasury_mc,
    })
}

/// A free-agent roll needs a full roll's worth of bonus left and a free roster place.
pub fn check_free_agent_roll(
    purse: &Purse,
    table: u8,
    reference: &Reference,
) -> Result<(), Refusal> {
    if !reference
        .free_agent_tables
        .iter()
        .any(|t| t.number == table)
    {
        return Err(Refusal::NoSuchTable {
            table,
            tables: reference
                .free_agent_tables
                .iter()
                .map(|t| t.number)
                .collect(),
        });
    }
    if purse.room == 0 {
        return Err(Refusal::NoRoom {
            max: reference.limits.max_players,
            adding: 1,
        });
    }
    if purse.bonus.rolls_left() == 0 {
        return Err(Refusal::NoRollLeft {
            left_mc: purse.bonus.left_mc(),
            per_roll_mc: FREE_AGENT_ROLL_MC,
        });
    }
    Ok(())
}

/// The line of a free-agent table a die selects.
pub fn free_agent_result(reference: &Reference, table: u8, die: u8) -> Option<&FreeAgentResult> {
    reference
        .free_agent_tables
        .iter()
        .find(|t| t.number == table)?
        .result
        .iter()
        .find(|result| result.die == die)
}

/// The option a coach takes on a result: the only one, or the chosen one (1-based) where
/// the table offers several. `Ok(None)`: a choice is still to be made.
pub fn pick_option(
    result: &FreeAgentResult,
    choice: Option<u32>,
    lang: Lang,
) -> Result<Option<(u32, &FreeAgentOption)>, Refusal> {
    let options = option_labels(result, lang);
    match (result.option.as_slice(), choice) {
        ([only], None | Some(1)) => Ok(Some((1, only))),
        ([_], Some(choice)) => Err(Refusal::NoChoiceHere { choice }),
        (_, None) => Ok(None),
        (all, Some(choice)) => {
            let index = choice.checked_sub(1).map(|i| i as usize);
            match index.and_then(|i| all.get(i)) {
                Some(option) => Ok(Some((choice, option))),
                None => Err(Refusal::NoSuchChoice { choice, options }),
            }
        }
    }
}

/// The options of a result as the coach reads them, in order.
pub fn option_labels(result: &FreeAgentResult, lang: Lang) -> Vec<String> {
    result
        .option
        .iter()
        .map(|option| lang.pick(&option.label_en, &option.label_fr).to_string())
        .collect()
}

/// Players an option brings (a Zee result brings a pair).
pub fn option_players(option: &FreeAgentOption) -> u32 {
    option.agent.iter().map(|agent| agent.count).sum()
}

/// Buying a hack: at most one a coach per match, paid from the treasury.
pub fn check_hack(
    reference: &Reference,
    already: Option<&str>,
    treasury_mc: i64,
) -> Result<u32, Refusal> {
    if let Some(hack) = already {
        return Err(Refusal::HackAlreadyBought {
            hack: hack.to_string(),
            max: reference.hacks.max_per_match,
        });
    }
    let cost = reference.hacks.cost_mc;
    if treasury_mc < i64::from(cost) {
        return Err(Refusal::CannotPay {
            cost_mc: cost,
            treasury_mc,
        });
    }
    Ok(cost)
}
