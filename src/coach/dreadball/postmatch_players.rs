//! The post-match steps about players: deaths and revivals, free agents signed for good,
//! and players hired for the match leaving.

use super::load_dreadball_player;
use crate::error::{RevivalFault, TeamFault};
use chrono::NaiveDate;

use super::load_team;
use super::postmatch_report::{PlayerNote, PostMatchReport};
use super::prematch_view::PreMatch;
use crate::Result;
use crate::rules::dreadball::PlayerKind;
use crate::store::MatchLedger;
use crate::store::dreadball::{PostPlayerKind, PostPlayerRecord};
use crate::store::{EventKind, FixtureId, PlayerId, Tx};

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
            return Err(RevivalFault::NotDeadHere { player: *player }.into());
        };
        let Some(price) = day.settings.revival_mc else {
            return Err(RevivalFault::RevivalOff.into());
        };
        if load_dreadball_player(tx, *player)?
            .player
            .hired_for
            .is_some()
        {
            return Err(RevivalFault::RevivalHiredOnly {
                name: death.name.clone(),
            }
            .into());
        }
        let treasury = tx.treasury(death.team_id)?;
        if treasury < i64::from(price) {
            return Err(RevivalFault::RevivalTooDear {
                name: death.name.clone(),
                price: i64::from(price),
                treasury,
            }
            .into());
        }
        let number = load_dreadball_player(tx, *player)?.player.number;
        if let Some(other) = load_team(tx, death.team_id)?
            .players
            .iter()
            .find(|p| p.number == number)
        {
            return Err(TeamFault::ReturnNumberTaken {
                name: death.name.clone(),
                number,
                wearer: other.name.clone(),
            }
            .into());
        }
        tx.add_match_ledger(
            &MatchLedger {
                team: death.team_id,
                fixture,
                item: None,
                amount: -i64::from(price),
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
            return Err(RevivalFault::SigningOff.into());
        }
        if history.player.hired_for != Some(fixture) || history.player.kind != PlayerKind::FreeAgent
        {
            return Err(RevivalFault::NotSignable { name: name.clone() }.into());
        }
        if history.released_on.is_some() {
            return Err(RevivalFault::DiedNoSign { name: name.clone() }.into());
        }
        let cost = history.player.cost_mc;
        if cost == 0 {
            return Err(RevivalFault::NoHiringPrice { name: name.clone() }.into());
        }
        let treasury = tx.treasury(history.team_id)?;
        if treasury < i64::from(cost) {
            return Err(RevivalFault::SigningTooDear {
                name: name.clone(),
                cost: i64::from(cost),
                treasury,
            }
            .into());
        }
        tx.add_match_ledger(
            &MatchLedger {
                team: history.team_id,
                fixture,
                item: None,
                amount: -i64::from(cost),
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
