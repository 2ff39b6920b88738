//! A Blood Bowl post-match (seed 001, post-match steps 1 to 8) over the stored match:
//! the result with each player's line and casualties, the MVPs, SPP, each team's
//! winnings, stadium, sponsorship, dedicated fans, advancements, journeymen signed, staff
//! bought, costly errors, and the values that follow. `postmatch_write` records it.

use std::collections::BTreeMap;

use chrono::NaiveDate;

use super::load::{Match, refused, tables};
use super::plan::{CasualtyLine, PlayerLine, PostmatchPlan, PostmatchTeam};
use super::postmatch_write::{audit_postmatch, write_plan};
use super::report::PostmatchReport;
use super::squad::{Squad, apothecaries_for, squads};
use crate::Result;
use crate::coach::Context;
use crate::data::bloodbowl::tables::Tables;
use crate::error::bloodbowl::BloodBowlFault;
use crate::rules::bloodbowl::match_day::MatchDayRefusal;
use crate::rules::bloodbowl::match_day::{
    RollLog, SIDES, StadiumPick, TeamChoices, TeamInput, apply_casualty, costly_errors_step,
    draw_mvps, final_fan_factors, prayer_spp, roll_casualty, spp_of, team_steps,
};
use crate::rules::bloodbowl::post_match::TeamMatch;
use crate::rules::bloodbowl::pre_match::Side;
use crate::store::bloodbowl::PrematchRow;
use crate::store::{FixtureId, PlayerId, Store, Tx, today};

/// The post-match a report would record, without recording it.
pub fn preview_postmatch(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    report: &PostmatchReport,
) -> Result<PostmatchPlan> {
    let seed = report.seed.unwrap_or_else(rand::random::<u64>);
    store.rehearse(|tx| run(tx, context, fixture, report, seed))
}

/// Records the post-match (and the result it carries) in one transaction.
pub fn record_postmatch(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    report: &PostmatchReport,
) -> Result<PostmatchPlan> {
    let seed = report.seed.unwrap_or_else(rand::random::<u64>);
    store.write(|tx| {
        let plan = run(tx, context, fixture, report, seed)?;
        audit_postmatch(tx, &plan)?;
        Ok(plan)
    })
}

pub(super) fn run(
    tx: &Tx<'_>,
    _context: &Context,
    id: FixtureId,
    report: &PostmatchReport,
    seed: u64,
) -> Result<PostmatchPlan> {
    report.check()?;
    let game = Match::load(tx, id)?;
    game.unplayed()?;
    let Some(prematch) = tx.bb_prematch(id)? else {
        return Err(BloodBowlFault::PrematchMissing { fixture: id }.into());
    };
    if let Some(game_id) = report.game.as_deref().filter(|g| *g != "bloodbowl") {
        return Err(BloodBowlFault::ReportOfOtherGame {
            game: game_id.to_string(),
        }
        .into());
    }
    let tables = tables()?;
    let mut squads = squads(tx, &game)?;
    let played_on = report
        .played_on
        .or(game.fixture.scheduled_on)
        .unwrap_or_else(today);
    let mut log = RollLog::new(seed, &report.dice);
    let plan = plan(
        tables,
        &game,
        &prematch,
        report,
        &mut squads,
        &mut log,
        played_on,
        seed,
    )?;
    let mut plan = plan;
    plan.rolls = log.finish().map_err(|fault| refused(fault.into()))?;
    write_plan(tx, &game, &squads, &plan, report)?;
    let values = super::postmatch_write::values_after(tx, &game)?;
    for (team, (tv, ctv)) in plan.teams.iter_mut().zip(values) {
        team.team_value_gp = tv;
        team.current_team_value_gp = ctv;
    }
    super::postmatch_write::write_team_lines(tx, &plan)?;
    Ok(plan)
}

#[allow(clippy::too_many_arguments)]
fn plan(
    tables: &Tables,
    game: &Match,
    prematch: &PrematchRow,
    report: &PostmatchReport,
    squads: &mut [Squad; 2],
    log: &mut RollLog<'_>,
    played_on: NaiveDate,
    seed: u64,
) -> Result<PostmatchPlan> {
    let score = [report.home_score, report.away_score];
    check_lines(report, squads, score)?;
    let stadium = played_in(prematch);
    let casualties = casualties(tables, game, report, squads, log, stadium.as_ref())?;
    let inflicted = [
        casualties.iter().filter(|c| c.side == Side::Away).count(),
        casualties.iter().filter(|c| c.side == Side::Home).count(),
    ]
    .map(|n| u32::try_from(n).unwrap_or(u32::MAX));
    let mvps = mvps(report, squads, log, game.mvp_chosen)?;
    let players = spp(tables, (report, &game.prayers), squads, mvps)?;
    let choices: [&TeamChoices; 2] = [&report.home, &report.away];
    let fan_factors = final_fan_factors(prematch.fan_factors, report.fan_factor_changes())
        .map_err(|refusal| refused(MatchDayRefusal::FanFactor(refusal)))?;
    let halving = game.halving;
    let mut teams = Vec::new();
    for (index, side) in SIDES.into_iter().enumerate() {
        let loaded = &game.teams[index];
        let won = score[index] > score[1 - index];
        let lost = score[index] < score[1 - index];
        let input = TeamInput {
            side,
            matched: TeamMatch {
                won,
                lost,
                playoff: game.fixture.bracket.is_some(),
                dedicated_fans: loaded.row.dedicated_fans,
                touchdowns: score[index],
                casualties: inflicted[index],
                sponsorship: known_sponsorship(loaded.row.sponsorship.as_deref()),
            },
            fan_factors,
            halving,
            played_in: stadium.as_ref(),
            state: squads[index].stadium.clone(),
            treasury_gp: loaded.header.treasury,
        };
        let steps = team_steps(tables, log, &input, choices[index]).map_err(refused)?;
        squads[index].stadium = steps.state_after.clone();
        squads[index].fans = steps.fans_after;
        teams.push((steps, input.treasury_gp));
    }
    let advancements = super::squad::advance_all(tables, game, report, squads, log)?;
    let mut done = Vec::new();
    for (index, (steps, treasury_before)) in teams.into_iter().enumerate() {
        let side = SIDES[index];
        let squad = &mut squads[index];
        let mut treasury = treasury_before + steps.net_gp();
        let roster = &game.teams[index].roster;
        let (signed, signing_gp) = squad.sign(roster, choices[index], &mut treasury)?;
        let staff_gp = squad.buy_staff(&game.teams[index], choices[index], &mut treasury)?;
        let (costly_error, costly_loss_gp) =
            costly_errors_step(tables, log, side, treasury).map_err(refused)?;
        treasury -= i64::try_from(costly_loss_gp).unwrap_or(0);
        squad.release_unsigned(played_on);
        done.push(PostmatchTeam {
            team_id: game.teams[index].header.id,
            name: game.teams[index].header.name.clone(),
            score: score[index],
            casualties_inflicted: inflicted[index],
            treasury_before_gp: treasury_before,
            fan_factor: fan_factors[index],
            fan_factor_change: report.fan_factor_changes()[index],
            mvp: mvps[index].map(PlayerId),
            mvp_name: mvps[index].map(|p| squad.name(p)),
            signed,
            signing_gp,
            staff_gp,
            costly_error,
            costly_loss_gp,
            treasury_after_gp: treasury,
            team_value_gp: 0,
            current_team_value_gp: 0,
            steps,
        });
    }
    let [home, away]: [PostmatchTeam; 2] = done.try_into().map_err(|_| crate::Error::Refused {
        id: "sides",
        en: "two sides".into(),
        fr: "deux camps".into(),
    })?;
    Ok(PostmatchPlan {
        fixture: game.fixture.id,
        seed,
        dungeonbowl: game.dungeonbowl,
        played_on,
        teams: [home, away],
        players,
        casualties,
        advancements,
        rolls: Vec::new(),
    })
}

fn known_sponsorship(id: Option<&str>) -> Option<&'static str> {
    match id? {
        "one-off" => Some("one-off"),
        "extended" => Some("extended"),
        "major" => Some("major"),
        _ => None,
    }
}

/// The stadium the pre-match drew, as the post-match reads it.
fn played_in(prematch: &PrematchRow) -> Option<StadiumPick> {
    Some(StadiumPick {
        stadium: prematch.stadium.clone()?,
        attribute: prematch.stadium_attribute.clone(),
        resident: match prematch.resident_side.as_deref() {
            Some("home") => Some(Side::Home),
            Some("away") => Some(Side::Away),
            _ => None,
        },
    })
}

/// Every player line names a player who played, once; a side's touchdowns fit its score.
fn check_lines(report: &PostmatchReport, squads: &[Squad; 2], score: [u32; 2]) -> Result<()> {
    let mut seen = std::collections::BTreeSet::new();
    let mut touchdowns = [0u32; 2];
    for line in &report.players {
        let index = side_of(squads, line.player)?;
        if !seen.insert(line.player) {
            return Err(refused(MatchDayRefusal::PlayerTwice {
                player: line.player,
                list: "players",
            }));
        }
        touchdowns[index] += line.touchdowns;
    }
    for (index, side) in SIDES.into_iter().enumerate() {
        if touchdowns[index] > score[index] {
            return Err(refused(MatchDayRefusal::TouchdownsOverScore {
                side,
                players: touchdowns[index],
                score: score[index],
            }));
        }
    }
    Ok(())
}

/// The side of a player who played in the match.
pub(super) fn side_of(squads: &[Squad; 2], player: i64) -> Result<usize> {
    squads
        .iter()
        .position(|squad| squad.playing.contains(&player))
        .ok_or_else(|| refused(MatchDayRefusal::PlayerNotInMatch { player }))
}

fn casualties(
    tables: &Tables,
    game: &Match,
    report: &PostmatchReport,
    squads: &mut [Squad; 2],
    log: &mut RollLog<'_>,
    stadium: Option<&StadiumPick>,
) -> Result<Vec<CasualtyLine>> {
    let mut used = [0u32; 2];
    let mut lines = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for casualty in &report.casualties {
        let index = side_of(squads, casualty.player)?;
        if !seen.insert(casualty.player) {
            return Err(refused(MatchDayRefusal::PlayerTwice {
                player: casualty.player,
                list: "casualties",
            }));
        }
        used[index] += u32::from(casualty.apothecary);
        let outcome =
            roll_casualty(tables, log, casualty.player, casualty.apothecary).map_err(refused)?;
        let squad = &mut squads[index];
        if let Some(profile) = squad.profiles.get_mut(&casualty.player) {
            apply_casualty(profile, &outcome);
        }
        if outcome.dead {
            squad.dead.push(casualty.player);
        }
        lines.push(CasualtyLine {
            name: squad.name(casualty.player),
            side: SIDES[index],
            apothecary: casualty.apothecary,
            outcome,
        });
    }
    for (index, side) in SIDES.into_iter().enumerate() {
        let allowed = apothecaries_for(tables, game, index, stadium);
        if used[index] > allowed {
            return Err(refused(MatchDayRefusal::TooManyApothecaries {
                side,
                used: used[index],
                allowed,
            }));
        }
    }
    Ok(lines)
}

/// Each side's MVP: drawn (seed 001), or named by the coach where the league's house
/// rule lets them choose (`choosing`).
fn mvps(
    report: &PostmatchReport,
    squads: &[Squad; 2],
    log: &mut RollLog<'_>,
    choosing: bool,
) -> Result<[Option<i64>; 2]> {
    let eligible = [squads[0].eligible_mvps(), squads[1].eligible_mvps()];
    draw_mvps(
        log,
        [&eligible[0], &eligible[1]],
        [report.home.mvp, report.away.mvp],
        choosing,
    )
    .map_err(refused)
}

/// Each player line's SPP (with the MVP's, and what the prayers its side drew add),
/// added to the players' records.
fn spp(
    tables: &Tables,
    (report, prayers): (&PostmatchReport, &[Vec<String>; 2]),
    squads: &mut [Squad; 2],
    mvps: [Option<i64>; 2],
) -> Result<Vec<PlayerLine>> {
    let table = &tables.post_match.spp;
    let mut lines: BTreeMap<i64, crate::rules::bloodbowl::match_day::PlayerMatch> = report
        .players
        .iter()
        .map(|line| (line.player, line.clone()))
        .collect();
    for mvp in mvps.iter().flatten() {
        lines
            .entry(*mvp)
            .or_insert_with(|| crate::rules::bloodbowl::match_day::PlayerMatch {
                player: *mvp,
                ..Default::default()
            });
    }
    let mut out = Vec::new();
    for line in lines.values() {
        let index = side_of(squads, line.player)?;
        let mvp = mvps[index] == Some(line.player);
        let prayed = prayer_spp(tables, &prayers[index], SIDES[index], line).map_err(refused)?;
        let earned = spp_of(table, line, mvp)
            .map_err(refused)?
            .saturating_add(prayed);
        let squad = &mut squads[index];
        if let Some(profile) = squad.profiles.get_mut(&line.player) {
            profile.spp = profile.spp.saturating_add(earned);
        }
        out.push(PlayerLine {
            player_id: PlayerId(line.player),
            name: squad.name(line.player),
            number: squad.number(line.player),
            side: SIDES[index],
            touchdowns: line.touchdowns,
            casualties: line.casualties,
            completions: line.completions,
            interceptions: line.interceptions,
            deflections: line.deflections,
            drive_casualties: line.drive_casualties,
            crowd_casualties: line.crowd_casualties,
            foul_casualties: line.foul_casualties,
            mvp,
            spp_earned: earned,
            prayer_spp: prayed,
        });
    }
    out.sort_by_key(|line| (line.side != Side::Home, line.number));
    Ok(out)
}
