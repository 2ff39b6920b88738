//! Seed 001's pre-match sequence as one plan: the stadium (step 1), fan factors (2),
//! weather (3), journeymen and current team values (4), petty cash and inducements (5),
//! prayers to Nuffle (6), the coin toss (7) and the ball (9: a D16, or the kicking coach's
//! choice, typed as that D16). Dungeonbowl (seed 003) draws no weather and, played in a
//! dungeon with two spiked balls, no stadium and no ball. Every die goes through the match day's
//! [`RollLog`]; nothing here reads or writes a file.

use serde::Serialize;

use super::roll_log::{RollLog, RollRecord, TableRolls};
use super::{MatchDayRefusal, SIDES, side_key};
use crate::data::bloodbowl::tables::{Entry, Tables};
use crate::rules::bloodbowl::inducements::{InducementBill, InducementBuy, bill};
use crate::rules::bloodbowl::post_match::ctv_with_inducements;
use crate::rules::bloodbowl::pre_match::{Side, fan_factor, journeymen_needed, petty_cash};
use crate::rules::bloodbowl::{PlayerState, TeamState, current_team_value_gp};

/// How many times a tied stadium roll-off is rolled again before the home coach wins it.
const ROLL_OFF_TRIES: u32 = 20;

/// What a format's pre-match draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PrematchFormat {
    pub stadium: bool,
    pub weather: bool,
    /// Step 9, "CHOIX DU BALLON" (seed 001 line 66).
    pub ball: bool,
    /// Whether a team kicks off. In a dungeon there is no kick-off (seed 003 line 11):
    /// the coin toss decides who places chests, teleporters and traps first.
    pub kick_off: bool,
}

/// The inducement a match without weather has no use for (seed 003 line 9).
pub const WEATHER_MAGE: &str = "weather-mage";

/// Refuses a choice the format has no use for: who kicks off where no one does, a
/// team's own stadium where there is none, a Weather Mage where there is no weather.
fn check_choices(
    format: PrematchFormat,
    sides: &[PrematchSide<'_>; 2],
    choices: &PrematchChoices,
) -> Result<(), MatchDayRefusal> {
    if !format.kick_off && choices.toss_winner_kicks {
        return Err(MatchDayRefusal::NoKickOff);
    }
    if !format.stadium && choices.own_stadium.is_some() {
        return Err(MatchDayRefusal::NoOwnStadium);
    }
    if !format.weather {
        for (side, which) in sides.iter().zip([Side::Home, Side::Away]) {
            if side
                .buys
                .iter()
                .any(|buy| buy.id == WEATHER_MAGE && buy.count > 0)
            {
                return Err(MatchDayRefusal::NoWeather { side: which });
            }
        }
    }
    Ok(())
}

/// A stadium a team is resident in: its kind and the attribute it keeps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StadiumPick {
    pub stadium: String,
    pub attribute: Option<String>,
    /// The side whose own stadium it is, when a resident plays at home.
    pub resident: Option<Side>,
}

/// One side of the fixture as the pre-match sees it.
pub struct PrematchSide<'a> {
    /// The team as it stands, without journeymen.
    pub team: TeamState<'a>,
    /// The team's special rules and tier, which some inducements depend on.
    pub rules: &'a [String],
    pub tier: u8,
    pub residence: Option<StadiumPick>,
    pub buys: Vec<InducementBuy>,
}

/// What the coaches decide.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PrematchChoices {
    /// A resident team that plays in its own stadium instead of the one rolled.
    pub own_stadium: Option<Side>,
    /// Whether the coach who wins the toss kicks off (the default: receives).
    pub toss_winner_kicks: bool,
}

/// The whole pre-match, as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrematchPlan {
    pub stadium: Option<StadiumPick>,
    pub weather: Option<String>,
    pub fan_factors: [u32; 2],
    pub journeymen: [u32; 2],
    /// Current team values with journeymen, before inducements.
    pub ctv_gp: [u64; 2],
    pub petty_cash_gp: [u64; 2],
    #[serde(skip)]
    pub bills: [InducementBill; 2],
    pub inducements_gp: [u64; 2],
    pub ctv_after_gp: [u64; 2],
    pub prayers_side: Option<Side>,
    /// The prayers rolled, by id.
    pub prayers: Vec<String>,
    pub toss_winner: Side,
    /// The side that kicks off; in a format without a kick-off, the side that places
    /// first (the toss winner).
    pub kicking: Side,
    /// Whether a side kicks off (false in a dungeon).
    pub kick_off: bool,
    /// The ball the match is played with, by id (none in a dungeon).
    pub ball: Option<String>,
    pub rolls: Vec<RollRecord>,
}

/// Runs the pre-match for both sides.
pub fn plan_prematch(
    tables: &Tables,
    format: PrematchFormat,
    sides: [PrematchSide<'_>; 2],
    choices: PrematchChoices,
    log: &mut RollLog<'_>,
) -> Result<PrematchPlan, MatchDayRefusal> {
    check_choices(format, &sides, &choices)?;
    let stadium = if format.stadium {
        Some(draw_stadium(tables, &sides, choices.own_stadium, log)?)
    } else {
        None
    };
    let weather = if format.weather {
        Some(draw_weather(tables, log)?)
    } else {
        None
    };
    let resident = stadium.as_ref().and_then(|s| s.resident);
    let attribute = stadium.as_ref().and_then(|s| attribute_entry(tables, s));
    let mut fan_factors = [0; 2];
    for (index, side) in SIDES.into_iter().enumerate() {
        let d3 = log.table(
            &format!("fans.{}", side_key(side)),
            tables.pre_match.fan_factor.dice,
        )?;
        let fans = sides[index].team.items.dedicated_fans;
        let own = resident == Some(side);
        fan_factors[index] = fan_factor(&tables.stadium, fans, d3, own, attribute);
    }
    let journeymen = sides.each(|side| journeymen_for(tables, &side.team));
    let ctv_gp = [
        ctv_with_journeymen(&sides[0].team, journeymen[0])?,
        ctv_with_journeymen(&sides[1].team, journeymen[1])?,
    ];
    let petty_cash_gp = petty_cash_for(tables, ctv_gp, stadium.as_ref(), log)?;
    let bills = [
        side_bill(tables, &sides[0], petty_cash_gp[0], Side::Home)?,
        side_bill(tables, &sides[1], petty_cash_gp[1], Side::Away)?,
    ];
    let inducements_gp = [bills[0].total_gp, bills[1].total_gp];
    let ctv_after_gp = [
        ctv_with_inducements(ctv_gp[0], inducements_gp[0]),
        ctv_with_inducements(ctv_gp[1], inducements_gp[1]),
    ];
    let (prayers_side, prayers) = pray(tables, ctv_after_gp, log)?;
    let toss = log.die("coin", 2)?;
    let toss_winner = if toss == 1 { Side::Home } else { Side::Away };
    log.gave(side_key(toss_winner));
    let kicking = match (format.kick_off, choices.toss_winner_kicks, toss_winner) {
        // No kick-off: the toss winner places first.
        (false, _, side) | (true, true, side) => side,
        (true, false, Side::Home) => Side::Away,
        (true, false, Side::Away) => Side::Home,
    };
    let ball = if format.ball {
        Some(draw_ball(tables, log)?)
    } else {
        None
    };
    Ok(PrematchPlan {
        stadium,
        weather,
        fan_factors,
        journeymen,
        ctv_gp,
        petty_cash_gp,
        bills,
        inducements_gp,
        ctv_after_gp,
        prayers_side,
        prayers,
        toss_winner,
        kicking,
        kick_off: format.kick_off,
        ball,
        rolls: Vec::new(),
    })
}

/// The roll key of step 9's D16.
pub const BALL_KEY: &str = "ball";

/// Step 9: a D16 on the ball table; a ball the kicking coach chose is typed as its D16.
fn draw_ball(tables: &Tables, log: &mut RollLog<'_>) -> Result<String, MatchDayRefusal> {
    let balls = &tables.pre_match.balls;
    let roll = log.table(BALL_KEY, balls.dice)?;
    let entry = balls.at(roll).ok_or(MatchDayRefusal::TableGap {
        table: "balls",
        roll,
    })?;
    log.gave(&entry.id);
    Ok(entry.id.clone())
}

/// The D16 a ball chosen by name is typed as (seed 001 line 66: "au choix du coach qui
/// engage"), checked against a D16 typed for the ball too.
pub fn chosen_ball_face(
    tables: &Tables,
    format: PrematchFormat,
    ball: &str,
    typed: Option<u8>,
) -> Result<u8, MatchDayRefusal> {
    if !format.ball {
        return Err(MatchDayRefusal::NoBallToChoose);
    }
    let balls = &tables.pre_match.balls.row;
    let entry = balls
        .iter()
        .find(|entry| entry.id == ball.trim())
        .ok_or_else(|| MatchDayRefusal::UnknownBall {
            ball: ball.to_string(),
            allowed: balls.iter().map(|entry| entry.id.clone()).collect(),
        })?;
    match typed {
        Some(face) if face != entry.from => Err(MatchDayRefusal::BallTwice {
            chosen: entry.id.clone(),
            typed: face,
        }),
        _ => Ok(entry.from),
    }
}

trait EachSide<'a> {
    fn each<T>(&self, f: impl Fn(&PrematchSide<'a>) -> T) -> [T; 2];
}

impl<'a> EachSide<'a> for [PrematchSide<'a>; 2] {
    fn each<T>(&self, f: impl Fn(&PrematchSide<'a>) -> T) -> [T; 2] {
        [f(&self[0]), f(&self[1])]
    }
}

/// Step 1. Without a resident team the two coaches' D6 are added; with one, the coaches
/// roll off and the better rolls 2D6. A resident may then play in its own stadium instead
/// of a kind the seed marks "(ou stade résident 1 x par adversaire)".
fn draw_stadium(
    tables: &Tables,
    sides: &[PrematchSide<'_>; 2],
    own_stadium: Option<Side>,
    log: &mut RollLog<'_>,
) -> Result<StadiumPick, MatchDayRefusal> {
    let table = &tables.stadium;
    let any_resident = sides.iter().any(|side| side.residence.is_some());
    let total = if any_resident {
        roll_off(log)?;
        log.table("stadium.table", table.dice)?
    } else {
        log.table("stadium.home", crate::data::bloodbowl::tables::Dice::D6)?
            + log.table("stadium.away", crate::data::bloodbowl::tables::Dice::D6)?
    };
    let row = table.at(total).ok_or(MatchDayRefusal::TableGap {
        table: "stadium",
        roll: total,
    })?;
    log.gave(&row.id);
    if let Some(side) = own_stadium {
        let index = side_index(side);
        let Some(residence) = &sides[index].residence else {
            return Err(MatchDayRefusal::NotResident { side });
        };
        if !row.resident_option {
            return Err(MatchDayRefusal::StadiumNotSwappable {
                rolled: row.id.clone(),
            });
        }
        return Ok(StadiumPick {
            resident: Some(side),
            ..residence.clone()
        });
    }
    let attribute = match table.attributes_of(row) {
        Some(attributes) => {
            let roll = log.table("stadium.attribute", attributes.dice)?;
            let entry = attributes.at(roll).ok_or(MatchDayRefusal::TableGap {
                table: "stadium attribute",
                roll,
            })?;
            log.gave(&entry.id);
            Some(entry.id.clone())
        }
        None => None,
    };
    Ok(StadiumPick {
        stadium: row.id.clone(),
        attribute,
        resident: None,
    })
}

/// The coaches' D6 roll-off, rolled again while tied; the winner rolls on the table.
fn roll_off(log: &mut RollLog<'_>) -> Result<Side, MatchDayRefusal> {
    let d6 = crate::data::bloodbowl::tables::Dice::D6;
    for attempt in 1..=ROLL_OFF_TRIES {
        let suffix = if attempt == 1 {
            String::new()
        } else {
            format!(".{attempt}")
        };
        let home = log.table(&format!("stadium.home{suffix}"), d6)?;
        let away = log.table(&format!("stadium.away{suffix}"), d6)?;
        if home != away {
            return Ok(if home > away { Side::Home } else { Side::Away });
        }
    }
    Ok(Side::Home)
}

/// Step 3: each coach rolls a D6; the total is read on the weather table.
fn draw_weather(tables: &Tables, log: &mut RollLog<'_>) -> Result<String, MatchDayRefusal> {
    let d6 = crate::data::bloodbowl::tables::Dice::D6;
    let total = log.table("weather.home", d6)? + log.table("weather.away", d6)?;
    let entry: &Entry = tables
        .pre_match
        .weather
        .at(total)
        .ok_or(MatchDayRefusal::TableGap {
            table: "weather",
            roll: total,
        })?;
    log.gave(&entry.id);
    Ok(entry.id.clone())
}

/// Step 4: how many journeymen the team takes to field the squad minimum.
fn journeymen_for(tables: &Tables, team: &TeamState<'_>) -> u32 {
    let available = team.players.iter().filter(|p| p.available).count();
    journeymen_needed(
        tables.pre_match.journeymen.squad_minimum,
        u32::try_from(available).unwrap_or(u32::MAX),
    )
}

/// The position journeymen are hired at: the roster's Linemen.
pub fn journeyman_position<'r>(
    team: &TeamState<'r>,
) -> Option<&'r crate::data::bloodbowl::Position> {
    team.roster.position.iter().find(|p| p.lineman)
}

/// Step 4: the current team value once `journeymen` Linemen are added.
fn ctv_with_journeymen(team: &TeamState<'_>, journeymen: u32) -> Result<u64, MatchDayRefusal> {
    if journeymen == 0 {
        return Ok(current_team_value_gp(team));
    }
    let lineman = journeyman_position(team).ok_or_else(|| MatchDayRefusal::NoLineman {
        roster: team.roster.name_en.clone(),
    })?;
    let mut with = TeamState {
        players: team.players.clone(),
        ..*team
    };
    for _ in 0..journeymen {
        with.players.push(PlayerState {
            position: lineman.id.clone(),
            value_gp: lineman.cost_gp,
            available: true,
            journeyman: true,
        });
    }
    Ok(current_team_value_gp(&with))
}

/// Step 5: the petty cash of each side: the difference of the values to the lower, the
/// visitor's bonus in a resident's stadium, and a stadium attribute's bonus to both.
fn petty_cash_for(
    tables: &Tables,
    ctv_gp: [u64; 2],
    stadium: Option<&StadiumPick>,
    log: &mut RollLog<'_>,
) -> Result<[u64; 2], MatchDayRefusal> {
    let mut cash = [0u64; 2];
    if let Some(lower) = petty_cash(ctv_gp[0], ctv_gp[1]) {
        cash[side_index(lower.side)] += lower.amount_gp;
    }
    let Some(stadium) = stadium else {
        return Ok(cash);
    };
    if let Some(resident) = stadium.resident {
        let visitor = 1 - side_index(resident);
        cash[visitor] += u64::from(tables.stadium.visitor_petty_cash_gp);
    }
    if let Some(bonus) = attribute_entry(tables, stadium).and_then(|e| e.petty_cash_bonus) {
        let roll = log.table("stadium.petty-cash", bonus.dice)?;
        let gp = u64::from(roll) * u64::from(bonus.times_gp);
        cash[0] += gp;
        cash[1] += gp;
    }
    Ok(cash)
}

/// The attribute entry of a stadium pick, if it has one.
pub fn attribute_entry<'t>(tables: &'t Tables, stadium: &StadiumPick) -> Option<&'t Entry> {
    let attribute = stadium.attribute.as_deref()?;
    let row = tables
        .stadium
        .row
        .iter()
        .find(|r| r.id == stadium.stadium)?;
    tables
        .stadium
        .attributes_of(row)?
        .row
        .iter()
        .find(|entry| entry.id == attribute)
}

fn side_bill(
    tables: &Tables,
    side: &PrematchSide<'_>,
    petty_cash_gp: u64,
    which: Side,
) -> Result<InducementBill, MatchDayRefusal> {
    let treasury = u64::try_from(side.team.treasury_gp).unwrap_or(0);
    bill(
        &tables.inducements,
        &side.buys,
        (side.rules, side.tier),
        petty_cash_gp,
        treasury,
    )
    .map_err(|refusal| MatchDayRefusal::Inducement {
        side: which,
        refusal,
    })
}

/// Step 6: the side whose value is still the lower rolls one D16 per 50,000 gp of
/// difference on the prayers table.
fn pray(
    tables: &Tables,
    ctv_after_gp: [u64; 2],
    log: &mut RollLog<'_>,
) -> Result<(Option<Side>, Vec<String>), MatchDayRefusal> {
    let Some(due) = crate::rules::bloodbowl::pre_match::prayers_due(
        &tables.prayers,
        ctv_after_gp[0],
        ctv_after_gp[1],
    ) else {
        return Ok((None, Vec::new()));
    };
    let mut prayers = Vec::new();
    for number in 1..=due.rolls {
        let roll = log.table(&format!("prayer.{number}"), tables.prayers.dice)?;
        let entry = tables.prayers.at(roll).ok_or(MatchDayRefusal::TableGap {
            table: "prayers",
            roll,
        })?;
        log.gave(&entry.id);
        prayers.push(entry.id.clone());
    }
    Ok((Some(due.side), prayers))
}

pub fn side_index(side: Side) -> usize {
    match side {
        Side::Home => 0,
        Side::Away => 1,
    }
}
