//! The post-match steps about players: deaths and revivals, free agents signed for good,
//! and players hired for the match leaving.

use super::load_dreadball_player;
use chrono::NaiveDate;

use super::load_team;
use super::postmatch_report::{PlayerNote, PostMatchReport};
use super::prematch_view::PreMatch;
use crate::rules::dreadball::PlayerKind;
use crate::store::dreadball::{MatchLedger, PostPlayerKind, PostPlayerRecord};
use crate::store::{EventKind, FixtureId, PlayerId, Tx};
use crate::{Error, Result};

pub(super) fn note(tx: &Tx<'_>, player: PlayerId, cost_mc: u32) -> Result<PlayerNote> {
    let history = load_dreadball_player(tx, player)?;
    Ok(PlayerNote {
        player_id: player,
        name: history.player.name,
        team_id: history.team_id,
        cost_mc,
    })
}

pub(super) fn deaths(tx: &Tx<'_>, fixture: FixtureId) -> Result<Vec<PlayerNote>> {
    tx.match_events(fixture)?
        .iter()
        .filter(|e| e.kind == EventKind::Death)
        .map(|e| note(tx, e.player_id, 0))
        .collect()
}

pub(super) fn revive(
    tx: &Tx<'_>,
    day: &PreMatch,
    dead: &[PlayerNote],
    report: &PostMatchReport,
    fixture: FixtureId,
    on: NaiveDate,
) -> Result<Vec<PlayerNote>> {
    let mut revived = Vec::new();
    for player in &report.revive {
        let Some(death) = dead.iter().find(|d| d.player_id == *player) else {
            return Err(Error::Invalid(format!(
                "player {player} did not die in this match; only those who did can be revived"
            )));
        };
        let Some(price) = day.settings.revival_mc else {
            return Err(Error::Invalid(
                "this league does not allow reviving dead players (league setting `revival`)"
                    .to_string(),
            ));
        };
        if load_dreadball_player(tx, *player)?
            .player
            .hired_for
            .is_some()
        {
            return Err(Error::Invalid(format!(
                "{} was hired for this match only; only a team's own players are revived",
                death.name
            )));
        }
        let treasury = tx.treasury(death.team_id)?;
        if treasury < i64::from(price) {
            return Err(Error::Invalid(format!(
                "reviving {} costs {price}mc but the treasury holds {treasury}mc",
                death.name
            )));
        }
        let number = load_dreadball_player(tx, *player)?.player.number;
        if let Some(other) = load_team(tx, death.team_id)?
            .players
            .iter()
            .find(|p| p.number == number)
        {
            return Err(Error::Invalid(format!(
                "{} would come back as #{number}, which {} now wears",
                death.name, other.name
            )));
        }
        tx.add_match_ledger(
            &MatchLedger {
                team: death.team_id,
                fixture,
                item: None,
                amount_mc: -i64::from(price),
                kind: "revival",
                reason: &format!("Revived {} after match {fixture}", death.name),
                player: Some(*player),
            },
            on,
        )?;
        tx.set_player_released(*player, None)?;
        tx.insert_postmatch_player(
            fixture,
            &PostPlayerRecord {
                player_id: *player,
                kind: PostPlayerKind::Revived,
                cost_mc: price,
            },
        )?;
        revived.push(PlayerNote {
            cost_mc: price,
            ..death.clone()
        });
    }
    Ok(revived)
}

pub(super) fn sign(
    tx: &Tx<'_>,
    allowed: bool,
    report: &PostMatchReport,
    fixture: FixtureId,
    on: NaiveDate,
) -> Result<Vec<PlayerNote>> {
    let mut signed = Vec::new();
    for player in &report.sign {
        let history = load_dreadball_player(tx, *player)?;
        let name = &history.player.name;
        if !allowed {
            return Err(Error::Invalid(
                "this league does not let free agents be signed after a match (league setting `signing`)".to_string(),
            ));
        }
        if history.player.hired_for != Some(fixture) || history.player.kind != PlayerKind::FreeAgent
        {
            return Err(Error::Invalid(format!(
                "{name} is not a free agent hired for this match; only those can be signed (MVPs always leave)"
            )));
        }
        if history.released_on.is_some() {
            return Err(Error::Invalid(format!(
                "{name} died in this match and cannot be signed"
            )));
        }
        let cost = history.player.cost_mc;
        if cost == 0 {
            return Err(Error::Invalid(format!(
                "{name} has no hiring price on the reference card, so cannot be signed for good"
            )));
        }
        let treasury = tx.treasury(history.team_id)?;
        if treasury < i64::from(cost) {
            return Err(Error::Invalid(format!(
                "signing {name} costs {cost}mc but the treasury holds {treasury}mc (earnings included)"
            )));
        }
        tx.add_match_ledger(
            &MatchLedger {
                team: history.team_id,
                fixture,
                item: None,
                amount_mc: -i64::from(cost),
                kind: "signing",
                reason: &format!("Signed {name} after match {fixture}"),
                player: Some(*player),
            },
            on,
        )?;
        tx.set_hired_for(*player, None)?;
        tx.insert_postmatch_player(
            fixture,
            &PostPlayerRecord {
                player_id: *player,
                kind: PostPlayerKind::Signed,
                cost_mc: cost,
            },
        )?;
        signed.push(note(tx, *player, cost)?);
    }
    Ok(signed)
}

/// Players hired for this match only leave the roster after it.
pub(super) fn leave(tx: &Tx<'_>, fixture: FixtureId, on: NaiveDate) -> Result<Vec<PlayerNote>> {
    let mut leaving = Vec::new();
    for player in tx.match_players(fixture)? {
        let history = load_dreadball_player(tx, player)?;
        if history.player.hired_for == Some(fixture) && history.released_on.is_none() {
            tx.set_player_released(player, Some(on))?;
            leaving.push(note(tx, player, 0)?);
        }
    }
    Ok(leaving)
}
