//! Post-match steps 1 to 4 and 7 for one team: winnings (with a stadium's bonus), the
//! stadium (residency won or lost, the owner's home result, instalments, purchase, sale),
//! sponsorship, dedicated fans, and the costly errors on the treasury left at the end.

use serde::{Deserialize, Serialize};

use super::prematch::{StadiumPick, attribute_entry};
use super::roll_log::{RollLog, TableRolls};
use super::{MatchDayRefusal, side_key};
use crate::data::bloodbowl::tables::{Dice, Tables};
use crate::rules::bloodbowl::post_match::{
    Halving, TeamMatch, costly_error, dedicated_fans_after, residency, sponsorship, winnings_gp,
};
use crate::rules::bloodbowl::pre_match::Side;

/// A team's stadium and sponsorship as they stand.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StadiumState {
    /// `<stadium id>` or `<stadium id>/<attribute id>`.
    pub stadium: Option<String>,
    pub owned: bool,
    pub fund_gp: u32,
    pub sponsorship: Option<String>,
}

impl StadiumPick {
    /// The stadium as a team's residence records it.
    pub fn residence_id(&self) -> String {
        match &self.attribute {
            Some(attribute) => format!("{}/{attribute}", self.stadium),
            None => self.stadium.clone(),
        }
    }
}

/// What a coach decides after the match, as the report gives it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TeamChoices {
    /// The MVP chosen (a player id); drawn at random when not given.
    pub mvp: Option<i64>,
    /// Roll to become resident in the stadium the match was played in.
    pub try_residency: bool,
    /// On "resident, winnings lost", keep the winnings and stay out.
    pub refuse_residency: bool,
    /// Spent to take 1 off the roll to keep a residence per 30,000 gp.
    pub keep_residency_gp: u32,
    /// Paid towards buying the stadium (the first payment opens the fund).
    pub stadium_payment_gp: u32,
    pub buy_stadium: bool,
    pub sell_stadium: bool,
    /// The sponsorship taken when the roll allows one.
    pub sponsorship: Option<String>,
    /// Journeymen of the match signed for good (player ids).
    pub sign_journeymen: Vec<i64>,
    /// Staff and re-rolls bought (step 6).
    pub rerolls: u32,
    pub assistants: u32,
    pub cheerleaders: u32,
    pub apothecary: bool,
}

/// One team's side of the finished match.
pub struct TeamInput<'a> {
    pub side: Side,
    pub matched: TeamMatch,
    pub fan_factors: [u32; 2],
    pub halving: Halving,
    /// The stadium played in (None in Dungeonbowl).
    pub played_in: Option<&'a StadiumPick>,
    pub state: StadiumState,
    pub treasury_gp: i64,
}

/// A sum of money the post-match moves, as a ledger row: its kind and amount.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Money {
    pub kind: &'static str,
    pub amount_gp: i64,
}

/// What steps 1 to 4 gave a team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamOutcome {
    pub winnings_gp: u64,
    pub residency: Option<String>,
    pub residency_total: Option<i64>,
    pub residency_lost: bool,
    pub sponsorship_total: i64,
    pub sponsorship_earned: bool,
    pub fans_before: u32,
    pub fans_after: u32,
    pub state_after: StadiumState,
    pub money: Vec<Money>,
}

impl TeamOutcome {
    pub fn net_gp(&self) -> i64 {
        self.money.iter().map(|m| m.amount_gp).sum()
    }
}

/// Steps 1 to 4 for one team.
pub fn team_steps(
    tables: &Tables,
    log: &mut RollLog<'_>,
    input: &TeamInput<'_>,
    choices: &TeamChoices,
) -> Result<TeamOutcome, MatchDayRefusal> {
    let post = &tables.post_match;
    let side = side_key(input.side);
    let mut book = Book {
        money: Vec::new(),
        treasury: input.treasury_gp,
        side: input.side,
    };
    let mut winnings = winnings_gp(
        &post.winnings,
        input.fan_factors,
        input.matched.touchdowns,
        input.halving,
    );
    if let Some(bonus) = input
        .played_in
        .and_then(|stadium| attribute_entry(tables, stadium))
        .and_then(|entry| entry.winnings_bonus)
    {
        let roll = log.table(&format!("stadium-winnings.{side}"), bonus.dice)?;
        winnings += u64::from(roll) * u64::from(bonus.times_gp);
    }
    let mut state = input.state.clone();
    let residency = roll_residency(tables, log, input, choices, &state)?;
    if residency.loses_winnings {
        winnings = 0;
    }
    book.add("winnings", i64::try_from(winnings).unwrap_or(i64::MAX));
    if let Some(here) = residency.becomes {
        if state.stadium.is_some() {
            book.spend("stadium", post.residency.change_gp)?;
        }
        state = StadiumState {
            stadium: Some(here),
            sponsorship: state.sponsorship.clone(),
            ..StadiumState::default()
        };
    }
    let residency_lost = keep_residency(tables, log, input, choices, &mut state, &mut book)?;
    owner_result(tables, log, input, &state, &mut book)?;
    stadium_money(tables, log, input, choices, &mut state, &mut book)?;
    let roll = log.table(&format!("sponsorship.{side}"), post.sponsorship.dice)?;
    let sponsored = sponsorship(&post.sponsorship, &input.matched, roll).map_err(|id| {
        MatchDayRefusal::TableGap {
            table: leak(id),
            roll,
        }
    })?;
    if let Some(choice) = &choices.sponsorship {
        if !sponsored.earned {
            return Err(MatchDayRefusal::SponsorshipNotEarned {
                side: input.side,
                total: sponsored.total,
            });
        }
        if !post.sponsorship.option.iter().any(|o| o.id == *choice) {
            return Err(MatchDayRefusal::UnknownSponsorship {
                sponsorship: choice.clone(),
                allowed: post
                    .sponsorship
                    .option
                    .iter()
                    .map(|o| o.id.clone())
                    .collect(),
            });
        }
        state.sponsorship = Some(choice.clone());
    }
    let fans_before = input.matched.dedicated_fans;
    let fans_after = if input.matched.won || input.matched.lost || post.dedicated_fans.roll_on_draw
    {
        let d6 = log.table(&format!("dedicated-fans.{side}"), post.dedicated_fans.dice)?;
        dedicated_fans_after(&post.dedicated_fans, &input.matched, d6)
    } else {
        fans_before
    };
    Ok(TeamOutcome {
        winnings_gp: winnings,
        residency: residency.result,
        residency_total: residency.total,
        residency_lost,
        sponsorship_total: sponsored.total,
        sponsorship_earned: sponsored.earned,
        fans_before,
        fans_after,
        state_after: state,
        money: book.money,
    })
}

/// Turns a table's missing id into the refusal's static text (ids are few and fixed).
fn leak(id: String) -> &'static str {
    match id.as_str() {
        "win" | "match-won" => "sponsorship: win",
        _ => "sponsorship modifier",
    }
}

/// The money a team's post-match moves, and what it may still spend.
struct Book {
    money: Vec<Money>,
    treasury: i64,
    side: Side,
}

impl Book {
    fn add(&mut self, kind: &'static str, amount_gp: i64) {
        if amount_gp != 0 {
            self.money.push(Money { kind, amount_gp });
            self.treasury += amount_gp;
        }
    }

    fn spend(&mut self, kind: &'static str, cost_gp: u32) -> Result<(), MatchDayRefusal> {
        if i64::from(cost_gp) > self.treasury {
            return Err(MatchDayRefusal::CannotAfford {
                side: self.side,
                what: kind,
                cost_gp,
                treasury_gp: self.treasury,
            });
        }
        self.add(kind, -i64::from(cost_gp));
        Ok(())
    }
}

/// What the roll to become resident gave.
#[derive(Default)]
struct ResidencyRoll {
    result: Option<String>,
    total: Option<i64>,
    /// The residence the team takes.
    becomes: Option<String>,
    loses_winnings: bool,
}

/// Step 2: a team that asks rolls to become resident in the stadium played in. On
/// "resident, winnings lost" it becomes resident and loses the match's winnings, unless
/// the coach refuses; changing residence costs 50,000 gp (paid by the caller).
fn roll_residency(
    tables: &Tables,
    log: &mut RollLog<'_>,
    input: &TeamInput<'_>,
    choices: &TeamChoices,
    state: &StadiumState,
) -> Result<ResidencyRoll, MatchDayRefusal> {
    if !choices.try_residency {
        return Ok(ResidencyRoll::default());
    }
    let Some(played_in) = input.played_in else {
        return Err(MatchDayRefusal::NoStadium { side: input.side });
    };
    let here = played_in.residence_id();
    if state.stadium.as_deref() == Some(here.as_str()) {
        return Err(MatchDayRefusal::AlreadyResident { side: input.side });
    }
    let table = &tables.post_match.residency;
    let d6 = log.table(&format!("residency.{}", side_key(input.side)), table.dice)?;
    let roll = residency(table, &input.matched, d6).map_err(|_| MatchDayRefusal::TableGap {
        table: "residency",
        roll: d6,
    })?;
    let result = roll.result.id.clone();
    log.gave(&result);
    let (becomes, loses_winnings) = match result.as_str() {
        "deal-agreed" => (true, false),
        "resident-without-winnings" if !choices.refuse_residency => (true, true),
        _ => (false, false),
    };
    Ok(ResidencyRoll {
        result: Some(result),
        total: Some(roll.total),
        becomes: becomes.then_some(here),
        loses_winnings,
    })
}

/// Step 2: a resident (not owner) that lost rolls a D6, less 1 per 30,000 gp spent; above
/// its dedicated fans, or on a natural 6, it loses its residence.
fn keep_residency(
    tables: &Tables,
    log: &mut RollLog<'_>,
    input: &TeamInput<'_>,
    choices: &TeamChoices,
    state: &mut StadiumState,
    book: &mut Book,
) -> Result<bool, MatchDayRefusal> {
    let table = &tables.post_match.residency;
    let at_risk = state.stadium.is_some() && !state.owned && input.matched.lost;
    if !at_risk {
        if choices.keep_residency_gp > 0 {
            return Err(MatchDayRefusal::NoResidencyAtRisk { side: input.side });
        }
        return Ok(false);
    }
    let step = table.keep_roll_step_gp.max(1);
    if !choices.keep_residency_gp.is_multiple_of(step) {
        return Err(MatchDayRefusal::KeepResidencyStep { step_gp: step });
    }
    book.spend("stadium", choices.keep_residency_gp)?;
    let d6 = log.table(
        &format!("residency-keep.{}", side_key(input.side)),
        Dice::D6,
    )?;
    let lowered = i64::from(d6) - i64::from(choices.keep_residency_gp / step);
    let lost = d6 == 6 || lowered > i64::from(input.matched.dedicated_fans);
    if lost {
        log.gave("lost");
        state.stadium = None;
        state.fund_gp = 0;
    }
    Ok(lost)
}

/// Step 2: an owner earns D3 x 10,000 gp after a win in its own stadium and loses as much
/// after a defeat there.
fn owner_result(
    tables: &Tables,
    log: &mut RollLog<'_>,
    input: &TeamInput<'_>,
    state: &StadiumState,
    book: &mut Book,
) -> Result<(), MatchDayRefusal> {
    let at_home = input.played_in.and_then(|p| p.resident) == Some(input.side);
    if !(state.owned && at_home && (input.matched.won || input.matched.lost)) {
        return Ok(());
    }
    let rolled = tables.post_match.residency.owner_result;
    let roll = log.table(&format!("owner.{}", side_key(input.side)), rolled.dice)?;
    let gp = i64::from(roll) * i64::from(rolled.times_gp);
    book.add(
        "stadium",
        if input.matched.won {
            gp
        } else {
            -gp.min(book.treasury.max(0))
        },
    );
    Ok(())
}

/// Step 2: instalments towards the stadium, its purchase (250,000 gp less the fund) and
/// its sale (the D6 sale table).
fn stadium_money(
    tables: &Tables,
    log: &mut RollLog<'_>,
    input: &TeamInput<'_>,
    choices: &TeamChoices,
    state: &mut StadiumState,
    book: &mut Book,
) -> Result<(), MatchDayRefusal> {
    let table = &tables.post_match.residency;
    let side = input.side;
    let resident_tenant = state.stadium.is_some() && !state.owned;
    if choices.stadium_payment_gp > 0 {
        if !resident_tenant {
            return Err(MatchDayRefusal::NotResident { side });
        }
        if state.fund_gp == 0 && choices.stadium_payment_gp < table.first_instalment_gp {
            return Err(MatchDayRefusal::FirstInstalment {
                first_gp: table.first_instalment_gp,
            });
        }
        book.spend("stadium", choices.stadium_payment_gp)?;
        let bank = if state.fund_gp == 0 {
            table.bank_fund_gp
        } else {
            0
        };
        state.fund_gp = state
            .fund_gp
            .saturating_add(choices.stadium_payment_gp + bank);
    }
    if choices.buy_stadium {
        if !resident_tenant {
            return Err(MatchDayRefusal::NotResident { side });
        }
        book.spend("stadium", table.purchase_gp.saturating_sub(state.fund_gp))?;
        state.owned = true;
        state.fund_gp = 0;
    }
    if choices.sell_stadium {
        if !state.owned {
            return Err(MatchDayRefusal::NotOwner { side });
        }
        let key = side_key(side);
        let d6 = log.table(&format!("sale.{key}"), table.sale.dice)?;
        let row = table.sale_at(d6).ok_or(MatchDayRefusal::TableGap {
            table: "stadium sale",
            roll: d6,
        })?;
        log.gave(&row.id);
        let mut gp = i64::from(row.fixed_gp);
        if let Some(rolled) = row.roll {
            gp += i64::from(log.table(&format!("sale-gp.{key}"), rolled.dice)?)
                * i64::from(rolled.times_gp);
        }
        book.add("stadium", gp);
        *state = StadiumState {
            sponsorship: state.sponsorship.clone(),
            ..StadiumState::default()
        };
    }
    Ok(())
}

/// Step 7: the D6 on the costly errors table for the treasury the team ends with, and
/// what it loses (its own dice rolled when it has some).
pub fn costly_errors_step(
    tables: &Tables,
    log: &mut RollLog<'_>,
    side: Side,
    treasury_gp: i64,
) -> Result<(String, u64), MatchDayRefusal> {
    let table = &tables.post_match.costly_errors;
    let treasury = u64::try_from(treasury_gp).unwrap_or(0);
    let key = side_key(side);
    let d6 = log.table(&format!("costly-errors.{key}"), Dice::D6)?;
    let error = costly_error(table, treasury, d6).ok_or(MatchDayRefusal::TableGap {
        table: "costly errors",
        roll: d6,
    })?;
    log.gave(&error.outcome.id);
    let dice_total = match error.loss.dice() {
        Some(dice) => Some(log.table(&format!("costly-loss.{key}"), dice)?),
        None => None,
    };
    let loss = error
        .loss
        .settle(treasury, dice_total)
        .ok_or(MatchDayRefusal::TableGap {
            table: "costly errors",
            roll: d6,
        })?;
    Ok((error.outcome.id.clone(), loss))
}
