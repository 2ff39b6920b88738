//! Writing a worked-out post-match: the result (score, casualties, deaths), each side's
//! players and team row as the plan left them, the money it moved as ledger rows, and the
//! post-match's own rows, with the rows as they were kept for a reset.

use super::load::{Match, record_rolls};
use super::plan::PostmatchPlan;
use super::report::PostmatchReport;
use super::squad::Squad;
use crate::Error;
use crate::Result;
use crate::coach::MatchReport;
use crate::coach::audit::audit;
use crate::coach::matches::write_result;
use crate::data::Lang;
use crate::data::nouns::{ADVANCEMENTS, CASUALTIES};
use crate::rules::bloodbowl::{current_team_value_gp, team_value_gp};
use crate::store::MatchLedger;
use crate::store::bloodbowl::{
    AdvancementRow, CasualtyRow, PlayerMatchRow, PlayerRow, PostTeamRow, PrayerCounts,
};
use crate::store::{EventKind, EventRecord, FixtureId, NewAudit, PlayerId, StoreError, Tx};

/// The ledger kinds a post-match writes (a reset removes them).
pub const POSTMATCH_LEDGER: [&str; 5] = ["winnings", "stadium", "signing", "staff", "costly-error"];

pub fn write_plan(
    tx: &Tx<'_>,
    game: &Match,
    squads: &[Squad; 2],
    plan: &PostmatchPlan,
    report: &PostmatchReport,
) -> Result<()> {
    let id = game.fixture.id;
    write_result(
        tx,
        &game.fixture,
        &MatchReport {
            home_score: report.home_score,
            away_score: report.away_score,
            landslide: false,
            home_casualties: plan.teams[0].casualties_inflicted,
            away_casualties: plan.teams[1].casualties_inflicted,
            played_on: Some(plan.played_on),
            events: Vec::new(),
            game_detail: None,
        },
    )?;
    tx.insert_bb_postmatch(id, (crate::store::today(), plan.seed))?;
    super::squad::keep(tx, id, squads)?;
    for squad in squads {
        write_squad(tx, id, squad, plan)?;
    }
    write_money(tx, id, squads, plan)?;
    for line in &plan.players {
        tx.insert_bb_player_match(
            id,
            &PlayerMatchRow {
                player_id: line.player_id,
                touchdowns: line.touchdowns,
                casualties: line.casualties,
                completions: line.completions,
                interceptions: line.interceptions,
                deflections: line.deflections,
                mvp: line.mvp,
                spp: line.spp_earned,
                prayers: PrayerCounts {
                    drive_casualties: line.drive_casualties,
                    crowd_casualties: line.crowd_casualties,
                    foul_casualties: line.foul_casualties,
                    prayer_spp: line.prayer_spp,
                },
            },
        )?;
    }
    for casualty in &plan.casualties {
        tx.insert_bb_casualty(
            id,
            &CasualtyRow {
                player_id: PlayerId(casualty.outcome.player),
                casualty: casualty.outcome.casualty.clone(),
                lasting: casualty.outcome.lasting.clone(),
                apothecary: casualty.apothecary,
                first_casualty: casualty.outcome.first.clone(),
            },
        )?;
    }
    for line in &plan.advancements {
        let taken = &line.taken;
        tx.insert_bb_advancement(
            id,
            &AdvancementRow {
                player_id: PlayerId(taken.player),
                level: taken.level,
                kind: taken.kind.clone(),
                gained: taken.gained.clone(),
                spp: taken.spp,
                value_gp: taken.value_gp,
            },
        )?;
    }
    record_rolls(tx, id, "postmatch", &plan.rolls)?;
    Ok(())
}

fn json(value: &impl serde::Serialize) -> Result<String> {
    serde_json::to_string(value).map_err(|e| Error::Store(StoreError::Corrupt(e.to_string())))
}

/// A side's players and team row as the plan leaves them; the dead with their death.
fn write_squad(tx: &Tx<'_>, fixture: FixtureId, squad: &Squad, plan: &PostmatchPlan) -> Result<()> {
    for row in &squad.rows {
        let player = row.id.0;
        let Some(profile) = squad.profiles.get(&player) else {
            continue;
        };
        let dead = squad.dead.contains(&player);
        let leaves = dead || squad.leaving.contains(&player);
        let signed = squad.signed.contains(&player);
        tx.set_bb_player_row(&PlayerRow {
            id: row.id,
            cost: profile.value_gp,
            skills: json(&profile.skills)?,
            released_on: if leaves {
                Some(plan.played_on)
            } else {
                row.released_on
            },
            hired_for: if signed { None } else { row.hired_for },
            ma: profile.ma,
            st: profile.st,
            ag: profile.ag,
            pa: profile.pa,
            av: profile.av,
            spp: profile.spp,
            advancements: json(&profile.advancements)?,
            lasting_injuries: json(&profile.lasting_injuries)?,
            miss_next_game: profile.miss_next_game,
            journeyman: row.journeyman && !signed,
        })?;
        if dead {
            tx.insert_event(&EventRecord {
                fixture_id: fixture,
                player_id: row.id,
                kind: EventKind::Death,
                amount: 1,
                source: None,
            })?;
        }
    }
    let mut team = squad.row.clone();
    team.dedicated_fans = squad.fans;
    team.stadium = squad.stadium.stadium.clone();
    team.stadium_owned = squad.stadium.owned;
    team.stadium_fund_gp = squad.stadium.fund_gp;
    team.sponsorship = squad.stadium.sponsorship.clone();
    tx.set_bb_team_row(&team)?;
    Ok(())
}

/// Every sum the post-match moves, one ledger row each, in the order of the steps.
fn write_money(
    tx: &Tx<'_>,
    fixture: FixtureId,
    squads: &[Squad; 2],
    plan: &PostmatchPlan,
) -> Result<()> {
    for (squad, team) in squads.iter().zip(&plan.teams) {
        let mut rows: Vec<(&str, i64, Option<i64>)> = team
            .steps
            .money
            .iter()
            .map(|m| (m.kind, m.amount_gp, None))
            .collect();
        rows.extend(
            squad
                .entries
                .iter()
                .map(|e| (e.kind, e.amount_gp, e.player)),
        );
        rows.push((
            "costly-error",
            -i64::try_from(team.costly_loss_gp).unwrap_or(0),
            None,
        ));
        for (kind, amount, player) in rows.into_iter().filter(|(_, amount, _)| *amount != 0) {
            tx.add_match_ledger(
                &MatchLedger {
                    team: team.team_id,
                    fixture,
                    item: None,
                    amount,
                    kind,
                    reason: &format!("Post-match of match {fixture}: {kind}"),
                    player: player.map(PlayerId),
                },
                plan.played_on,
            )?;
        }
    }
    Ok(())
}

/// Both teams' TV and CTV once the post-match is written.
pub fn values_after(tx: &Tx<'_>, game: &Match) -> Result<[(u64, u64); 2]> {
    let mut values = [(0, 0); 2];
    for (index, team) in game.teams.iter().enumerate() {
        let loaded = super::super::team::load(tx, team.header.id)?;
        let state = loaded.state()?;
        values[index] = (team_value_gp(&state), current_team_value_gp(&state));
    }
    Ok(values)
}

/// The post-match's line for each team.
pub fn write_team_lines(tx: &Tx<'_>, plan: &PostmatchPlan) -> Result<()> {
    for team in &plan.teams {
        let steps = &team.steps;
        let stadium_gp = steps
            .money
            .iter()
            .filter(|m| m.kind == "stadium")
            .map(|m| m.amount_gp)
            .sum();
        tx.insert_bb_postmatch_team(
            plan.fixture,
            &PostTeamRow {
                team_id: team.team_id,
                winnings_gp: steps.winnings_gp,
                dedicated_fans_before: steps.fans_before,
                dedicated_fans_after: steps.fans_after,
                sponsorship_total: Some(steps.sponsorship_total),
                sponsorship: steps.state_after.sponsorship.clone(),
                residency: steps.residency.clone(),
                stadium_gp,
                costly_error: team.costly_error.clone(),
                costly_loss_gp: team.costly_loss_gp,
                mvp: team.mvp,
                team_value_gp: team.team_value_gp,
                current_team_value_gp: team.current_team_value_gp,
                fan_factor_change: Some(team.fan_factor_change),
            },
        )?;
    }
    Ok(())
}

pub fn audit_postmatch(tx: &Tx<'_>, plan: &PostmatchPlan) -> Result<()> {
    let [home, away] = &plan.teams;
    crate::coach::steps::match_day_written(tx, plan.fixture)?;
    audit(
        tx,
        NewAudit {
            action: "match.postmatch".to_string(),
            league_id: Some(tx.fixture_league(plan.fixture)?),
            fixture_id: Some(plan.fixture),
            summary: format!(
                "Post-match of {} {}–{} {}: winnings {} gp and {} gp, {}, {} (seed {})",
                home.name,
                home.score,
                away.score,
                away.name,
                home.steps.winnings_gp,
                away.steps.winnings_gp,
                CASUALTIES.count(plan.casualties.len(), Lang::En),
                ADVANCEMENTS.count(plan.advancements.len(), Lang::En),
                plan.seed
            ),
            ..NewAudit::default()
        },
    )
}
