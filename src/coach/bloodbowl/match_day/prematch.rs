//! Recording a Blood Bowl pre-match: the plan of the rules over both stored teams, then
//! its rows (the pre-match, inducements bought, every roll), the journeymen it hires and
//! the treasury its inducements take, in one transaction.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::load::{Match, record_rolls, refused, tables};
use crate::Result;
use crate::coach::Context;
use crate::coach::audit::audit;
use crate::data::Lang;
use crate::data::bloodbowl::tables::Tables;
use crate::error::bloodbowl::BloodBowlFault;
use crate::rules::bloodbowl::inducements::InducementBuy;
use crate::rules::bloodbowl::match_day::{
    BALL_KEY, PrematchChoices, PrematchFormat, PrematchPlan, PrematchSide, RollLog, SIDES,
    StadiumPick, chosen_ball_face, journeyman_position, plan_prematch, side_index, side_key,
};
use crate::rules::bloodbowl::pre_match::Side;
use crate::store::MatchLedger;
use crate::store::bloodbowl::{NewBloodBowlPlayer, PrematchRow};
use crate::store::{FixtureId, NewAudit, Store, Tx, today};

/// One inducement line as a coach asks for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InducementLine {
    pub id: String,
    #[serde(default = "one")]
    pub count: u32,
    /// The price of each, for those priced by what is hired (Star Players, mercenaries).
    #[serde(default)]
    pub price_gp: Option<u32>,
}

fn one() -> u32 {
    1
}

/// What the coaches bring to the pre-match.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PrematchRequest {
    /// The dice to roll from; a fresh seed when not given.
    pub seed: Option<u64>,
    /// Physical dice typed in, by roll key (`fans.home`, `weather.away`…).
    pub dice: BTreeMap<String, u8>,
    pub home_inducements: Vec<InducementLine>,
    pub away_inducements: Vec<InducementLine>,
    /// A resident side that plays in its own stadium instead of the one rolled.
    pub own_stadium: Option<Side>,
    /// Whether the coach who wins the toss kicks off (otherwise receives).
    pub toss_winner_kicks: bool,
    /// The ball the kicking coach chooses, by id, instead of rolling its D16.
    pub ball: Option<String>,
}

/// The pre-match as the coaches read it, names in their language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrematchView {
    pub fixture: FixtureId,
    pub teams: [String; 2],
    pub seed: u64,
    pub dungeonbowl: bool,
    #[serde(flatten)]
    pub plan: PrematchPlan,
    pub stadium_name: Option<String>,
    pub stadium_attribute_name: Option<String>,
    pub weather_name: Option<String>,
    pub ball_name: Option<String>,
    pub prayer_names: Vec<String>,
    /// Each side's inducements: name, count, price of each.
    pub inducements: [Vec<(String, u32, u32)>; 2],
    pub treasury_spent_gp: [u64; 2],
}

/// The pre-match a request would record, without recording it.
pub fn preview_prematch(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    request: &PrematchRequest,
) -> Result<PrematchView> {
    let seed = request.seed.unwrap_or_else(rand::random::<u64>);
    store.rehearse(|tx| run(tx, context, fixture, request, seed))
}

/// Records the pre-match in one transaction.
pub fn record_prematch(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    request: &PrematchRequest,
) -> Result<PrematchView> {
    let seed = request.seed.unwrap_or_else(rand::random::<u64>);
    store.write(|tx| {
        let view = run(tx, context, fixture, request, seed)?;
        crate::coach::steps::match_day_written(tx, fixture)?;
        audit(
            tx,
            NewAudit {
                action: "match.prematch".to_string(),
                league_id: Some(tx.fixture_league(fixture)?),
                fixture_id: Some(fixture),
                summary: format!(
                    "Pre-match of {} v {}: fan factors {} and {}, petty cash {} gp (seed {seed})",
                    view.teams[0],
                    view.teams[1],
                    view.plan.fan_factors[0],
                    view.plan.fan_factors[1],
                    view.plan.petty_cash_gp[0] + view.plan.petty_cash_gp[1]
                ),
                ..NewAudit::default()
            },
        )?;
        Ok(view)
    })
}

fn run(
    tx: &Tx<'_>,
    context: &Context,
    id: FixtureId,
    request: &PrematchRequest,
    seed: u64,
) -> Result<PrematchView> {
    let game = Match::load(tx, id)?;
    game.unplayed()?;
    if tx.bb_prematch(id)?.is_some() {
        return Err(BloodBowlFault::PrematchRecorded { fixture: id }.into());
    }
    check_own_stadium(tx, &game, request.own_stadium)?;
    let tables = tables()?;
    let format = game.format()?;
    let dice = dice_with_ball(tables, format, request)?;
    let mut log = RollLog::new(seed, &dice);
    let sides = [
        side(&game, 0, &request.home_inducements)?,
        side(&game, 1, &request.away_inducements)?,
    ];
    let choices = PrematchChoices {
        own_stadium: request.own_stadium,
        toss_winner_kicks: request.toss_winner_kicks,
    };
    let mut plan = plan_prematch(tables, format, sides, choices, &mut log).map_err(refused)?;
    plan.rolls = log.finish().map_err(|fault| refused(fault.into()))?;
    write(tx, &game, &plan, seed)?;
    Ok(view(tables, &game, plan, seed, context.lang))
}

/// The dice typed in, with the ball the kicking coach chose typed as its D16.
fn dice_with_ball(
    tables: &Tables,
    format: PrematchFormat,
    request: &PrematchRequest,
) -> Result<BTreeMap<String, u8>> {
    let mut dice = request.dice.clone();
    if let Some(ball) = &request.ball {
        let typed = dice.get(BALL_KEY).copied();
        let face = chosen_ball_face(tables, format, ball, typed).map_err(refused)?;
        dice.insert(BALL_KEY.to_string(), face);
    }
    Ok(dice)
}

fn side<'a>(game: &'a Match, index: usize, lines: &[InducementLine]) -> Result<PrematchSide<'a>> {
    let team = &game.teams[index];
    let residence = team_residence(team.row.stadium.as_deref());
    Ok(PrematchSide {
        team: team.state()?,
        rules: &team.roster.special_rules,
        tier: team.roster.tier,
        residence,
        buys: lines
            .iter()
            .map(|line| InducementBuy {
                id: line.id.clone(),
                count: line.count,
                price_each_gp: line.price_gp,
            })
            .collect(),
    })
}

/// A team's residence as the rules read it: `<stadium>/<attribute>`.
fn team_residence(stadium: Option<&str>) -> Option<StadiumPick> {
    let stadium = stadium?;
    let (kind, attribute) = match stadium.split_once('/') {
        Some((kind, attribute)) => (kind, Some(attribute.to_string())),
        None => (stadium, None),
    };
    Some(StadiumPick {
        stadium: kind.to_string(),
        attribute,
        resident: None,
    })
}

/// A resident plays in its own stadium once per opponent.
fn check_own_stadium(tx: &Tx<'_>, game: &Match, own: Option<Side>) -> Result<()> {
    let Some(side) = own else {
        return Ok(());
    };
    let index = side_index(side);
    let team = game.teams[index].header.id;
    let opponent = game.teams[1 - index].header.id;
    if tx.bb_home_stadium_games(team, opponent)? > 0 {
        return Err(BloodBowlFault::OwnStadiumUsed {
            team: game.teams[index].header.name.clone(),
            opponent: game.teams[1 - index].header.name.clone(),
        }
        .into());
    }
    Ok(())
}

fn write(tx: &Tx<'_>, game: &Match, plan: &PrematchPlan, seed: u64) -> Result<()> {
    let id = game.fixture.id;
    let on = game.fixture.scheduled_on.unwrap_or_else(today);
    let petty = SIDES
        .into_iter()
        .find(|side| plan.petty_cash_gp[side_index(*side)] > 0);
    tx.insert_bb_prematch(
        id,
        &PrematchRow {
            done_on: today(),
            seed,
            stadium: plan.stadium.as_ref().map(|s| s.stadium.clone()),
            stadium_attribute: plan.stadium.as_ref().and_then(|s| s.attribute.clone()),
            resident_side: plan
                .stadium
                .as_ref()
                .and_then(|s| s.resident)
                .map(|s| side_key(s).to_string()),
            weather: plan.weather.clone(),
            fan_factors: plan.fan_factors,
            ctv_gp: plan.ctv_gp,
            petty_cash_side: petty.map(|s| side_key(s).to_string()),
            petty_cash_gp: plan.petty_cash_gp.iter().sum(),
            inducements_gp: plan.inducements_gp,
            prayers_side: plan.prayers_side.map(|s| side_key(s).to_string()),
            kicking_side: side_key(plan.kicking).to_string(),
        },
    )?;
    for (index, team) in game.teams.iter().enumerate() {
        let team_id = team.header.id;
        let bill = &plan.bills[index];
        for (inducement, count, each) in &bill.lines {
            tx.insert_bb_inducement(id, team_id, (inducement, *count, *each))?;
        }
        if bill.from_treasury_gp > 0 {
            tx.add_match_ledger(
                &MatchLedger {
                    team: team_id,
                    fixture: id,
                    item: None,
                    amount: -i64::try_from(bill.from_treasury_gp).unwrap_or(i64::MAX),
                    kind: "inducements",
                    reason: &format!("Inducements for match {id}"),
                    player: None,
                },
                on,
            )?;
        }
        hire_journeymen(tx, team, plan.journeymen[index], id)?;
    }
    record_rolls(tx, id, "prematch", &plan.rolls)?;
    Ok(())
}

/// Hires the journeymen a team needs: Linemen with Loner, for this match only, on the
/// first free shirt numbers.
fn hire_journeymen(
    tx: &Tx<'_>,
    team: &super::super::view::Loaded,
    count: u32,
    fixture: FixtureId,
) -> Result<()> {
    if count == 0 {
        return Ok(());
    }
    let state = team.state()?;
    let Some(lineman) = journeyman_position(&state) else {
        return Ok(());
    };
    let loner = tables()?.pre_match.journeymen.skill.clone();
    let mut taken: Vec<u32> = team.players.iter().map(|p| p.number).collect();
    let on = today();
    for made in 1..=count {
        let number = (1..).find(|n| !taken.contains(n)).unwrap_or(made);
        taken.push(number);
        let mut skills = lineman.skills.clone();
        skills.push(loner.clone());
        let player = tx.insert_bloodbowl_player(
            team.header.id,
            &NewBloodBowlPlayer {
                number,
                name: format!("Journeyman {made}"),
                position: lineman.id.clone(),
                cost_gp: lineman.cost_gp,
                ma: lineman.ma,
                st: lineman.st,
                ag: lineman.ag,
                pa: lineman.pa,
                av: lineman.av,
                skills,
            },
            on,
        )?;
        tx.make_journeyman(player, fixture)?;
    }
    Ok(())
}

fn view(tables: &Tables, game: &Match, plan: PrematchPlan, seed: u64, lang: Lang) -> PrematchView {
    let pick = |en: &str, fr: &str| lang.pick(en, fr).to_string();
    let stadium_row = plan
        .stadium
        .as_ref()
        .and_then(|s| tables.stadium.row.iter().find(|r| r.id == s.stadium));
    let attribute = plan
        .stadium
        .as_ref()
        .and_then(|s| crate::rules::bloodbowl::match_day::attribute_entry(tables, s));
    let weather = plan
        .weather
        .as_ref()
        .and_then(|w| tables.pre_match.weather.row.iter().find(|e| e.id == *w));
    let ball = plan
        .ball
        .as_ref()
        .and_then(|b| tables.pre_match.balls.row.iter().find(|e| e.id == *b));
    let prayer_names = plan
        .prayers
        .iter()
        .filter_map(|id| tables.prayers.row.iter().find(|e| e.id == *id))
        .map(|e| pick(&e.name_en, &e.name_fr))
        .collect();
    let inducements = [0, 1].map(|index| {
        plan.bills[index]
            .lines
            .iter()
            .map(|(id, count, each)| {
                let name = tables
                    .inducements
                    .list
                    .iter()
                    .find(|i| i.id == *id)
                    .map_or(id.clone(), |i| pick(&i.name_en, &i.name_fr));
                (name, *count, *each)
            })
            .collect()
    });
    PrematchView {
        fixture: game.fixture.id,
        teams: [
            game.teams[0].header.name.clone(),
            game.teams[1].header.name.clone(),
        ],
        seed,
        dungeonbowl: game.dungeonbowl,
        stadium_name: stadium_row.map(|r| pick(&r.name_en, &r.name_fr)),
        stadium_attribute_name: attribute.map(|e| pick(&e.name_en, &e.name_fr)),
        weather_name: weather.map(|e| pick(&e.name_en, &e.name_fr)),
        ball_name: ball.map(|e| pick(&e.name_en, &e.name_fr)),
        prayer_names,
        inducements,
        treasury_spent_gp: [
            plan.bills[0].from_treasury_gp,
            plan.bills[1].from_treasury_gp,
        ],
        plan,
    }
}
