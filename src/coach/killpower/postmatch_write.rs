//! Writing a Killpower Ball match report: the result through the shared result (which
//! calls the game's part), then the championship's post-match: gladiators changed (kept
//! as they were for the reset), the dead to the graveyard, the new ones in their places.

use super::postmatch_outcome::{PostmatchOutcome, RiskLine, StayLine, ThrowLine};
use std::collections::BTreeMap;

use super::super::audit::audit;
use super::super::fixtures::load_fixture;
use super::super::load_league;
use super::super::matches::write_result;
use super::super::season::load_open_season;
use super::postmatch::{KpbMatchReport, SideReport};
use super::prematch::namer;
use super::result::{ResultDetail, played_numbers};
use super::team::{magic_choice, new_gladiator, write_rolls};
use super::view::gladiator_view;
use super::{reference, refused, require_killpower, settings_of};
use crate::coach::MatchReport;
use crate::data::Lang;
use crate::dice::RollLog;
use crate::error::FixtureFault;
use crate::error::killpower::KillpowerFault;
use crate::rules::killpower::{
    Decided, EquipmentRule, Gladiator, MagicChoice, Mode, PostmatchInput, PostmatchPlan,
    Replacement, Side, Stat, TeamAfterMatch, postmatch,
};
use crate::store::killpower::{CardRecord, DeathRiskRow, GladiatorRecord, KeptGladiator};
use crate::store::{EventKind, EventRecord, FixtureId, FixtureRecord, NewAudit, Store, Tx};
use crate::{Error, Result};

/// The gladiators out of the match on each side (at risk of death or said to be out).
fn out_of_match(report: &KpbMatchReport) -> [Vec<u32>; 2] {
    [0, 1].map(|i| {
        let side = report.side(i);
        side.out
            .iter()
            .copied()
            .chain(side.death_risks.iter().map(|r| r.player))
            .collect()
    })
}

/// Records the result when the match has none; otherwise checks the report agrees.
fn result_part(
    tx: &Tx<'_>,
    fixture: &FixtureRecord,
    report: &KpbMatchReport,
    seed: u64,
    dice: BTreeMap<String, u8>,
) -> Result<bool> {
    if let Some(result) = fixture.result {
        let stored = tx.kpb_result(fixture.id)?.map(|r| r.ending);
        let same_score =
            (result.home_score, result.away_score) == (report.home_score, report.away_score);
        let same_ending = report.ending.is_none() || report.ending == stored;
        if !same_score || !same_ending || !report.free_throws.is_empty() || !dice.is_empty() {
            return Err(FixtureFault::HasResult {
                id: fixture.id,
                home: result.home_score,
                away: result.away_score,
            }
            .into());
        }
        return Ok(false);
    }
    let detail = ResultDetail {
        ending: report.ending,
        free_throws: report.free_throws.clone(),
        out: out_of_match(report),
        dice,
        seed: Some(seed),
    };
    let shared = MatchReport {
        home_score: report.home_score,
        away_score: report.away_score,
        played_on: report.played_on,
        game_detail: Some(serde_json::to_value(&detail).map_err(|e| {
            KillpowerFault::ReportShape {
                detail: e.to_string(),
            }
        })?),
        ..MatchReport::default()
    };
    write_result(tx, fixture, &shared)?;
    Ok(true)
}

/// The rules' input for one side.
fn input_of(side: &SideReport, cards: &[CardRecord]) -> Result<PostmatchInput> {
    let data = reference()?;
    let replacements = side
        .replacements
        .iter()
        .map(|r| {
            Ok(Replacement {
                replaces: r.replaces,
                new: new_gladiator(&r.gladiator, cards)?,
            })
        })
        .collect::<Result<_>>()?;
    let reequip = side
        .reequip
        .iter()
        .map(|r| {
            let given = || format!("#{}:{}", r.player, r.magic);
            Ok((r.player, magic_choice(&r.magic, &r.cards, cards, given)?))
        })
        .collect::<Result<Vec<(u32, MagicChoice)>>>()?;
    let raises = side
        .raises
        .iter()
        .map(|r| {
            let stat = Stat::parse(&r.stat, data).ok_or_else(|| {
                let raisable = data
                    .experience
                    .experience
                    .raisable
                    .join(", ")
                    .to_uppercase();
                Error::from(KillpowerFault::StatUnknown {
                    stat: r.stat.clone(),
                    raisable,
                })
            })?;
            Ok((r.player, stat))
        })
        .collect::<Result<_>>()?;
    Ok(PostmatchInput {
        death_risks: side.death_risks.clone(),
        dismissed: side.dismissed.clone(),
        replacements,
        reequip,
        raises,
    })
}

/// Runs the whole report (see the module's doc).
pub(crate) fn run(
    tx: &Tx<'_>,
    lang: Lang,
    id: FixtureId,
    report: &KpbMatchReport,
    seed: u64,
) -> Result<PostmatchOutcome> {
    report.check()?;
    let fixture = load_fixture(tx, id)?;
    let season = load_open_season(tx, fixture.season_id)?;
    let league = load_league(tx, season.league_id)?;
    require_killpower(&league)?;
    let settings = settings_of(tx, league.id)?;
    if tx.kpb_postmatch(id)?.is_some() {
        return Err(KillpowerFault::PostmatchDone { fixture: id.0 }.into());
    }
    let steps = report.home.has_steps() || report.away.has_steps();
    if settings.mode == Mode::Tournament && steps {
        return Err(KillpowerFault::TournamentKeepsTeams.into());
    }
    let (result_dice, post_dice): (BTreeMap<String, u8>, BTreeMap<String, u8>) = report
        .dice
        .clone()
        .into_iter()
        .partition(|(key, _)| key.starts_with("free_throw."));
    let recorded = result_part(tx, &fixture, report, seed, result_dice)?;
    let mut outcome = outcome_of_result(tx, id, recorded, seed)?;
    if settings.mode == Mode::Championship {
        let rule = EquipmentRule::of(settings.mode, settings.powers_chosen);
        postmatch_part(
            tx,
            lang,
            &fixture,
            report,
            rule,
            seed,
            post_dice,
            &mut outcome,
        )?;
    }
    crate::coach::steps::match_day_written(tx, id)?;
    audit(
        tx,
        NewAudit {
            action: "match.postmatch".to_string(),
            league_id: Some(league.id),
            fixture_id: Some(id),
            summary: format!(
                "Match report of {} v {}: {}–{}, {} dead, {} new",
                outcome.teams[0],
                outcome.teams[1],
                outcome.score[0],
                outcome.score[1],
                outcome.dead.len(),
                outcome.joined.len()
            ),
            ..NewAudit::default()
        },
    )?;
    Ok(outcome)
}

pub(super) fn outcome_of_result(
    tx: &Tx<'_>,
    id: FixtureId,
    recorded: bool,
    seed: u64,
) -> Result<PostmatchOutcome> {
    let fixture = load_fixture(tx, id)?;
    let result = fixture.result.ok_or(FixtureFault::NothingToReset { id })?;
    let stored = tx
        .kpb_result(id)?
        .ok_or_else(|| KillpowerFault::ReportShape {
            detail: format!("match {id} has no Killpower Ball result"),
        })?;
    let teams = [fixture.home, fixture.away];
    let names = [
        super::super::load_team_header(tx, teams[0])?.name,
        super::super::load_team_header(tx, teams[1])?.name,
    ];
    let rosters = [
        tx.gladiators(teams[0], true)?,
        tx.gladiators(teams[1], true)?,
    ];
    let mut free_throws = Vec::new();
    for row in tx.kpb_free_throws(id)? {
        let gladiator = rosters[row.side.index()]
            .iter()
            .find(|g| g.id == row.player_id);
        free_throws.push(ThrowLine {
            round: row.round,
            side: row.side,
            gladiator: gladiator.map_or_else(String::new, |g| {
                format!("#{} {}", g.number, g.gladiator.name)
            }),
            distance: row.distance,
            target: row.target,
            die: row.die,
            scored: row.scored,
            points: row.points,
        });
    }
    let rolls = tx
        .kpb_rolls(None, Some(id))?
        .into_iter()
        .filter(|r| r.stage == "result")
        .map(|r| r.roll)
        .collect();
    Ok(PostmatchOutcome {
        fixture: id,
        teams: names,
        score: [result.home_score, result.away_score],
        ending: stored.ending,
        decided: result.decided.unwrap_or(Decided::Draw),
        targets: stored.targets,
        ranking: stored.ranking,
        free_throws,
        risks: Vec::new(),
        dead: Vec::new(),
        dismissed: Vec::new(),
        staying: Vec::new(),
        joined: Vec::new(),
        result_recorded: recorded,
        postmatch: false,
        seed,
        rolls,
    })
}

#[allow(clippy::too_many_arguments)]
fn postmatch_part(
    tx: &Tx<'_>,
    lang: Lang,
    fixture: &FixtureRecord,
    report: &KpbMatchReport,
    rule: EquipmentRule,
    seed: u64,
    dice: BTreeMap<String, u8>,
    outcome: &mut PostmatchOutcome,
) -> Result<()> {
    let data = reference()?;
    let league = tx.fixture_league(fixture.id)?;
    let teams = [fixture.home, fixture.away];
    let rosters = [
        tx.gladiators(teams[0], false)?,
        tx.gladiators(teams[1], false)?,
    ];
    let played = played_numbers(tx, fixture.id, teams)?;
    let cards = tx.killpower_cards(league)?;
    let deck: Vec<_> = cards.iter().map(CardRecord::deck_card).collect();
    let inputs = [
        input_of(&report.home, &cards)?,
        input_of(&report.away, &cards)?,
    ];
    let squads: [Vec<(u32, Gladiator)>; 2] = [0, 1].map(|i| {
        rosters[i]
            .iter()
            .map(|g| (g.number, g.gladiator.clone()))
            .collect()
    });
    let name = namer(&rosters);
    let mut log = RollLog::new(seed, &dice);
    let sides = [0, 1].map(|i| TeamAfterMatch {
        gladiators: &squads[i],
        played: &played[i],
        input: &inputs[i],
    });
    let plan = postmatch(data, rule, &deck, sides, &mut log).map_err(|r| refused(&r, &name))?;
    let rolls = log
        .finish()
        .map_err(|fault| refused(&fault.into(), &name))?;
    let on = fixture_date(tx, fixture.id)?;
    tx.insert_kpb_postmatch(fixture.id, on, seed)?;
    for side in Side::BOTH {
        write_side(
            tx,
            fixture.id,
            teams[side.index()],
            on,
            &rosters[side.index()],
            &plan,
            side,
        )?;
    }
    write_rolls(tx, None, Some(fixture.id), "postmatch", seed, &rolls)?;
    describe(lang, &rosters, &plan, &cards, outcome)?;
    outcome.rolls.extend(rolls);
    outcome.postmatch = true;
    Ok(())
}

fn fixture_date(tx: &Tx<'_>, id: FixtureId) -> Result<chrono::NaiveDate> {
    let fixture = load_fixture(tx, id)?;
    Ok(fixture
        .result
        .map_or_else(crate::store::today, |r| r.played_on))
}

fn write_side(
    tx: &Tx<'_>,
    fixture: FixtureId,
    team: crate::store::TeamId,
    on: chrono::NaiveDate,
    roster: &[GladiatorRecord],
    plan: &PostmatchPlan,
    side: Side,
) -> Result<()> {
    let part = &plan.sides[side.index()];
    let record = |number: u32| roster.iter().find(|g| g.number == number);
    let keep = |g: &GladiatorRecord| {
        tx.keep_gladiator(
            fixture,
            &KeptGladiator {
                player_id: g.id,
                gladiator: g.gladiator.clone(),
                released: false,
            },
        )
    };
    for (number, after) in &part.staying {
        if let Some(before) = record(*number).filter(|g| g.gladiator != *after) {
            keep(before)?;
            tx.set_gladiator(before.id, after)?;
        }
    }
    for number in part.dead.iter().chain(&part.dismissed) {
        let Some(leaving) = record(*number) else {
            continue;
        };
        keep(leaving)?;
        tx.set_player_released(leaving.id, Some(on))?;
        if part.dead.contains(number) {
            tx.insert_event(&EventRecord {
                fixture_id: fixture,
                player_id: leaving.id,
                kind: EventKind::Death,
                amount: 1,
                source: None,
            })?;
        }
    }
    for risk in &part.risks {
        let Some(gladiator) = record(risk.player) else {
            continue;
        };
        tx.insert_kpb_death_risk(
            fixture,
            &DeathRiskRow {
                player_id: gladiator.id,
                life: risk.life,
                face: risk.face,
                location: risk.location.clone(),
                outcome: risk.outcome,
            },
        )?;
    }
    for (number, gladiator) in &part.new {
        let Some(replaced) = record(*number) else {
            continue;
        };
        let new_id = tx.insert_gladiator(team, *number, gladiator, on)?;
        tx.insert_kpb_joined(fixture, new_id, replaced.id)?;
    }
    Ok(())
}

/// Fills the review lines of the post-match.
fn describe(
    lang: Lang,
    rosters: &[Vec<GladiatorRecord>; 2],
    plan: &PostmatchPlan,
    cards: &[CardRecord],
    outcome: &mut PostmatchOutcome,
) -> Result<()> {
    let data = reference()?;
    let name = namer(rosters);
    for side in Side::BOTH {
        let part = &plan.sides[side.index()];
        let roster = &rosters[side.index()];
        for risk in &part.risks {
            outcome.risks.push(RiskLine {
                side,
                gladiator: name(side, risk.player),
                life: risk.life,
                face: risk.face,
                location: data.location_name(&risk.location, lang),
                outcome: risk.outcome,
                outcome_name: risk.outcome.name(lang).to_string(),
            });
        }
        outcome
            .dead
            .extend(part.dead.iter().map(|n| name(side, *n)));
        outcome
            .dismissed
            .extend(part.dismissed.iter().map(|n| name(side, *n)));
        for (number, after) in &part.staying {
            let Some(before) = roster.iter().find(|g| g.number == *number) else {
                continue;
            };
            if before.gladiator == *after {
                continue;
            }
            let gladiator = name(side, *number);
            let line = StayLine::between(side, gladiator, &before.gladiator, after);
            outcome.staying.push(line);
        }
        for (number, gladiator) in &part.new {
            let stand_in = GladiatorRecord {
                id: crate::store::PlayerId(0),
                team_id: crate::store::TeamId(0),
                number: *number,
                hired_on: crate::store::today(),
                released_on: None,
                gladiator: gladiator.clone(),
            };
            outcome.joined.push((
                side,
                name(side, *number),
                gladiator_view(data, &stand_in, cards, lang),
            ));
        }
    }
    Ok(())
}

/// What a report does, previewed or recorded.
pub type PostmatchPreview = PostmatchOutcome;

/// Shows what the report would write, writing nothing.
pub fn postmatch_preview(
    store: &mut Store,
    lang: Lang,
    fixture: FixtureId,
    report: &KpbMatchReport,
) -> Result<PostmatchPreview> {
    let seed = report.seed.unwrap_or_else(rand::random::<u64>);
    store.rehearse(|tx| run(tx, lang, fixture, report, seed))
}

/// Records the report in one transaction.
pub fn record_postmatch(
    store: &mut Store,
    lang: Lang,
    fixture: FixtureId,
    report: &KpbMatchReport,
) -> Result<PostmatchPreview> {
    let seed = report.seed.unwrap_or_else(rand::random::<u64>);
    store.write(|tx| run(tx, lang, fixture, report, seed))
}
