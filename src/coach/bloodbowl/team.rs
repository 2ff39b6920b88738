//! What a coach does to a Blood Bowl team: create it, hire and release players, buy
//! re-rolls, fans and sideline staff, check it. Each command is one transaction; a change
//! the rules refuse writes nothing; every change can be undone.

use super::super::audit::{TeamCreated, audit_team_created};
use super::super::undo::{Reversal, record_change};
use super::super::{load_league, load_team_header};
use super::rosters::find_roster;
use super::view::{BloodBowlPlayer, BloodBowlTeam, Loaded, player_view};
use crate::data::Lang;
use crate::data::Named;
use crate::error::{NotFound, TeamFault};
use crate::games::Money;
use crate::rules::bloodbowl::{Purchase, Refusal, hire_cost, problems, purchase_cost};
use crate::rules::names::check_name;
use crate::store::bloodbowl::{BloodBowlPlayerRecord, BloodBowlTeamItems, NewBloodBowlPlayer};
use crate::store::{LeagueId, PlayerId, Store, StoreError, TeamId, Tx, today};
use crate::{Error, Result};

/// Shirt numbers a player may wear.
const NUMBERS: std::ops::RangeInclusive<u32> = 1..=99;

fn gp(amount: i64) -> String {
    Money::Gp.format(amount, Lang::En)
}

/// Loads a Blood Bowl team, or says it does not exist or is of another game.
pub(crate) fn load(tx: &Tx<'_>, id: TeamId) -> Result<Loaded> {
    let header = load_team_header(tx, id)?;
    let league = load_league(tx, header.league_id)?;
    super::require_bloodbowl(&league)?;
    Loaded::read(tx, header)
}

/// Creates a team of `roster` in a Blood Bowl league, with no players and a treasury of
/// `treasury_gp` (the league's starting treasury when None), 1 dedicated fan, no re-roll
/// and no staff.
pub fn create_team(
    store: &mut Store,
    lang: Lang,
    league: LeagueId,
    roster: &str,
    name: &str,
    coach: &str,
    treasury_gp: Option<u32>,
) -> Result<BloodBowlTeam> {
    let team = NewTeam {
        league,
        roster,
        name,
        coach,
        treasury_gp,
        hires: &[],
    };
    create_team_with(store, lang, &team)
}

/// A team to create, and the players to hire for it at once.
#[derive(Debug, Clone, Copy)]
pub struct NewTeam<'a> {
    pub league: LeagueId,
    pub roster: &'a str,
    pub name: &'a str,
    pub coach: &'a str,
    /// None: the league's starting treasury.
    pub treasury_gp: Option<u32>,
    /// Positions to hire, `blitzer` or `blitzer:4`, in order, each checked by the rules.
    pub hires: &'a [String],
}

/// Creates a team and hires its first players in one transaction: a hire the rules
/// refuse leaves no team behind. Each hire is recorded as a change (undo takes back the
/// last one).
pub fn create_team_with(store: &mut Store, lang: Lang, new: &NewTeam<'_>) -> Result<BloodBowlTeam> {
    let name = check_name(new.name)?;
    let coach = crate::rules::names::check_coach(new.coach)?;
    let hires = hire_list(new.hires)?;
    if let Some(treasury) = new.treasury_gp {
        crate::rules::bloodbowl::settings::check_team_treasury(treasury)?;
    }
    let id = store.write(|tx| -> Result<TeamId> {
        let league = new.league;
        let record = load_league(tx, league)?;
        super::require_bloodbowl(&record)?;
        let roster = find_roster(tx, league, new.roster)?;
        if tx.team_name_taken(league, &name)? {
            return Err(TeamFault::NameTaken {
                league,
                name: name.clone(),
            }
            .into());
        }
        let settings = tx.bloodbowl_league(league)?.ok_or_else(|| {
            Error::Store(StoreError::Corrupt(format!(
                "Blood Bowl league {league} has no settings"
            )))
        })?;
        let treasury = new.treasury_gp.unwrap_or(settings.starting_treasury_gp);
        let on = today();
        let team = tx.insert_team(league, &name, &coach, &roster.id, on)?;
        tx.insert_bloodbowl_team(team)?;
        tx.add_ledger(
            team,
            on,
            i64::from(treasury),
            "starting",
            "Starting treasury",
            None,
        )?;
        audit_team_created(
            tx,
            TeamCreated {
                team,
                name: &name,
                roster: &roster.name_en,
                coach: &coach,
                treasury_field: "treasury_gp",
                treasury: treasury.into(),
            },
        )?;
        let mut loaded = load(tx, team)?;
        for position in &hires {
            hire_in(tx, &mut loaded, position, None, lang)?;
        }
        Ok(team)
    })?;
    show_team(store, lang, id)
}

/// `blitzer:4` → four times `blitzer`; a count of 0 or above 16 is refused.
fn hire_list(specs: &[String]) -> Result<Vec<String>> {
    let mut list = Vec::new();
    for spec in specs {
        let (position, count) = match spec.rsplit_once(':') {
            Some((position, count)) => {
                let count = count
                    .trim()
                    .parse::<u32>()
                    .ok()
                    .filter(|c| (1..=16).contains(c));
                let count = count.ok_or_else(|| TeamFault::HireSpec {
                    spec: spec.to_string(),
                })?;
                (position.trim(), count)
            }
            None => (spec.trim(), 1),
        };
        list.extend((0..count).map(|_| position.to_string()));
    }
    Ok(list)
}

pub fn show_team(store: &mut Store, lang: Lang, id: TeamId) -> Result<BloodBowlTeam> {
    store.read(|tx| load(tx, id)?.view(lang))
}

/// Every rule the team breaks as it stands.
pub fn check_team(store: &mut Store, id: TeamId) -> Result<Vec<Refusal>> {
    store.read(|tx| Ok(problems(&load(tx, id)?.state()?)))
}

/// Hires a player at `position` (id or name), paid from the treasury.
pub fn hire(
    store: &mut Store,
    lang: Lang,
    id: TeamId,
    position: &str,
    name: Option<&str>,
) -> Result<BloodBowlPlayer> {
    store.write(|tx| {
        let mut team = load(tx, id)?;
        let player = hire_in(tx, &mut team, position, name, lang)?;
        let record = team
            .players
            .iter()
            .find(|p| p.id == player)
            .ok_or_else(|| {
                Error::Store(StoreError::Corrupt(format!(
                    "player {player} was not written"
                )))
            })?;
        Ok(player_view(&team.roster, record, lang))
    })
}

/// Hires one player inside the command's transaction and keeps `team` up to date (its
/// players and treasury), so several hires can follow in one transaction.
fn hire_in(
    tx: &Tx<'_>,
    team: &mut Loaded,
    position: &str,
    name: Option<&str>,
    lang: Lang,
) -> Result<PlayerId> {
    let id = team.header.id;
    let entry = team.roster.position(position).cloned().ok_or_else(|| {
        Error::from(Refusal::UnknownPosition {
            position: position.trim().to_string(),
            allowed: team.roster.position.iter().map(|p| p.id.clone()).collect(),
        })
    })?;
    let cost = hire_cost(&team.state()?, &entry.id)?;
    let number = free_number(team)?;
    let name = match name {
        Some(name) => check_name(name)?,
        None => format!("{} {number}", entry.name(lang)),
    };
    let player = NewBloodBowlPlayer {
        number,
        name: name.clone(),
        position: entry.id.clone(),
        cost_gp: cost,
        ma: entry.ma,
        st: entry.st,
        ag: entry.ag,
        pa: entry.pa,
        av: entry.av,
        skills: entry.skills.clone(),
    };
    let on = today();
    let player_id = tx.insert_bloodbowl_player(id, &player, on)?;
    let reason = format!(
        "Hired #{number} {name} ({}) for {}",
        entry.name_en,
        gp(cost.into())
    );
    let ledger = tx.add_ledger(id, on, -i64::from(cost), "hire", &reason, Some(player_id))?;
    let reversal = Reversal::RemovePlayer {
        player: player_id,
        number,
        name,
    };
    record_change(tx, id, &reason, &reversal, Some(ledger))?;
    team.header.treasury -= i64::from(cost);
    team.players
        .push(BloodBowlPlayerRecord::hired(player_id, player, on));
    Ok(player_id)
}

fn free_number(team: &Loaded) -> Result<u32> {
    NUMBERS
        .clone()
        .find(|n| team.players.iter().all(|p| p.number != *n))
        .ok_or_else(|| TeamFault::NoFreeNumber.into())
}

/// Releases a player; nothing is refunded.
pub fn release(
    store: &mut Store,
    lang: Lang,
    id: TeamId,
    player: PlayerId,
) -> Result<BloodBowlPlayer> {
    store.write(|tx| {
        let team = load(tx, id)?;
        let record = find(&team, player)?;
        tx.release_player(player, today())?;
        let summary = format!("Released #{} {}", record.number, record.name);
        let reversal = Reversal::RestorePlayer {
            player,
            number: record.number,
            name: record.name.clone(),
        };
        record_change(tx, id, &summary, &reversal, None)?;
        Ok(player_view(&team.roster, record, lang))
    })
}

/// Buys `count` of `purchase`; returns what it cost.
pub fn buy(store: &mut Store, id: TeamId, purchase: Purchase, count: u32) -> Result<u32> {
    store.write(|tx| {
        let team = load(tx, id)?;
        let cost = purchase_cost(&team.state()?, purchase, count, &team.creation_rules())?;
        let before = team.items;
        let after = bought(before, purchase, count);
        tx.set_bloodbowl_team_items(id, &after)?;
        let what = purchase.names().0;
        let reason = format!("Bought {count} × {what} for {}", gp(cost.into()));
        let ledger = tx.add_ledger(id, today(), -i64::from(cost), "purchase", &reason, None)?;
        let reversal = Reversal::Unbuy {
            item: purchase.id().to_string(),
            count,
        };
        record_change(tx, id, &reason, &reversal, Some(ledger))?;
        Ok(cost)
    })
}

pub(super) fn bought(
    mut items: BloodBowlTeamItems,
    purchase: Purchase,
    count: u32,
) -> BloodBowlTeamItems {
    match purchase {
        Purchase::Rerolls => items.rerolls += count,
        Purchase::Assistants => items.assistants += count,
        Purchase::Cheerleaders => items.cheerleaders += count,
        Purchase::Apothecary => items.apothecary = true,
        Purchase::DedicatedFans => items.dedicated_fans += count,
    }
    items
}

/// Gives a player another name.
pub fn rename_player(
    store: &mut Store,
    id: TeamId,
    player: PlayerId,
    name: &str,
) -> Result<BloodBowlPlayer> {
    let name = check_name(name)?;
    store.write(|tx| {
        let team = load(tx, id)?;
        let before = find(&team, player)?.clone();
        tx.rename_player(player, &name)?;
        let summary = format!("Renamed #{} {} to {name}", before.number, before.name);
        let reversal = Reversal::RenamePlayer {
            player,
            number: before.number,
            name: before.name.clone(),
        };
        record_change(tx, id, &summary, &reversal, None)?;
        let renamed = crate::store::bloodbowl::BloodBowlPlayerRecord { name, ..before };
        Ok(player_view(&team.roster, &renamed, Lang::En))
    })
}

/// Gives a player another shirt number (1 to 99, not worn by a team-mate).
pub fn renumber_player(
    store: &mut Store,
    id: TeamId,
    player: PlayerId,
    number: u32,
) -> Result<BloodBowlPlayer> {
    store.write(|tx| {
        let team = load(tx, id)?;
        let before = find(&team, player)?.clone();
        if !NUMBERS.contains(&number) {
            return Err(TeamFault::NumberOutOfRange { number }.into());
        }
        if let Some(other) = team
            .players
            .iter()
            .find(|p| p.number == number && p.id != player)
        {
            return Err(TeamFault::NumberTaken {
                number,
                wearer: other.name.clone(),
            }
            .into());
        }
        tx.renumber_player(player, number)?;
        let summary = format!(
            "{} now wears #{number} (was #{})",
            before.name, before.number
        );
        let reversal = Reversal::RenumberPlayer {
            player,
            name: before.name.clone(),
            number: before.number,
        };
        record_change(tx, id, &summary, &reversal, None)?;
        let renumbered = crate::store::bloodbowl::BloodBowlPlayerRecord { number, ..before };
        Ok(player_view(&team.roster, &renumbered, Lang::En))
    })
}

fn find(
    team: &Loaded,
    player: PlayerId,
) -> Result<&crate::store::bloodbowl::BloodBowlPlayerRecord> {
    let id = team.header.id;
    team.players
        .iter()
        .find(|p| p.id == player)
        .ok_or_else(|| NotFound::PlayerOfTeam { team: id, player }.into())
}

/// The teams of a Blood Bowl league.
pub fn list_teams(store: &mut Store, lang: Lang, league: LeagueId) -> Result<Vec<BloodBowlTeam>> {
    store.read(|tx| {
        let record = load_league(tx, league)?;
        super::require_bloodbowl(&record)?;
        tx.team_headers(league)?
            .into_iter()
            .map(|header| Loaded::read(tx, header)?.view(lang))
            .collect()
    })
}

/// Something a coach may hire or buy now, with its price, or why not.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Offer<K> {
    pub key: K,
    pub name: String,
    pub cost_gp: u32,
    pub refused: Option<String>,
    /// The refusal's kind (`cannot_afford`…), so a screen can say a shared reason once.
    pub refused_id: Option<&'static str>,
}

/// What the team can hire and buy, one at a time, as it stands.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Offers {
    pub hires: Vec<Offer<String>>,
    pub purchases: Vec<Offer<Purchase>>,
    /// Every rule the team breaks as it stands, in the language asked for.
    pub problems: Vec<String>,
}

pub fn offers(store: &mut Store, lang: Lang, id: TeamId) -> Result<Offers> {
    store.read(|tx| {
        let team = load(tx, id)?;
        let state = team.state()?;
        let creation = team.creation_rules();
        let hires = team
            .roster
            .position
            .iter()
            .map(|position| {
                let refusal = hire_cost(&state, &position.id).err();
                Offer {
                    key: position.id.clone(),
                    name: position.name(lang).to_string(),
                    cost_gp: position.cost_gp,
                    refused_id: refusal.as_ref().map(Refusal::id),
                    refused: refusal.map(|refusal| refusal.message(lang)),
                }
            })
            .collect();
        let purchases = Purchase::ALL
            .into_iter()
            .filter(|p| *p != Purchase::Apothecary || team.roster.apothecary)
            .map(|purchase| {
                let outcome = purchase_cost(&state, purchase, 1, &creation);
                let (en, fr) = purchase.names();
                let cost_gp = match &outcome {
                    Ok(cost) => *cost,
                    Err(Refusal::CannotAfford { cost_gp, .. }) => *cost_gp,
                    Err(_) => 0,
                };
                let refusal = outcome.err();
                Offer {
                    key: purchase,
                    name: crate::data::nouns::sentence_case(lang.pick(en, fr)),
                    cost_gp,
                    refused_id: refusal.as_ref().map(Refusal::id),
                    refused: refusal.map(|refusal| refusal.message(lang)),
                }
            })
            .collect();
        let problems = problems(&state).iter().map(|p| p.message(lang)).collect();
        Ok(Offers {
            hires,
            purchases,
            problems,
        })
    })
}
