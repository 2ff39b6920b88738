//! Creating DreadBall teams and every change a coach makes to one.

use serde::{Deserialize, Serialize};

use super::DreadBall;
use crate::Result;
use crate::coach::audit::{TeamCreated, audit_team_created};
use crate::coach::undo::{Reversal, record_change};
use crate::coach::{Context, load_league};
use crate::data::Named;
use crate::data::dreadball::{Role, StaffKind, Team};
use crate::error::dreadball::DreadBallFault;
use crate::error::{LeagueFault, NotFound, TeamFault};
use crate::games::Game;
use crate::rules::dreadball::build::{Design, MutantDesign};
use crate::rules::dreadball::{self as rules, PlayerKind, Settings, Violation};
use crate::store::dreadball::{NewPlayer, PlayerRecord, TeamRecord};
use crate::store::{LeagueId, PlayerId, Store, TeamId, Tx, today};

/// How a new team starts: the roster's official line-up, or an empty roster and a budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamStart {
    StartingLineup,
    Budget(u32),
}

/// The things a team buys by the unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Item {
    Dice,
    Cards,
    Cheerleaders,
}

impl Item {
    pub fn parse(text: &str) -> Option<Item> {
        match text.trim().to_lowercase().as_str() {
            "dice" | "die" | "dés" | "dé" | "des" => Some(Item::Dice),
            "cards" | "card" | "cartes" | "carte" => Some(Item::Cards),
            "cheerleaders" | "cheerleader" => Some(Item::Cheerleaders),
            _ => None,
        }
    }

    pub(crate) fn ledger_kind(self) -> &'static str {
        match self {
            Item::Dice => "dice",
            Item::Cards => "cards",
            Item::Cheerleaders => "cheerleaders",
        }
    }

    /// The team's (dice, cards, cheerleaders) once `change` is applied to this item's count.
    fn counts_with(
        self,
        team: &TeamRecord,
        change: impl Fn(u32) -> Option<u32>,
    ) -> Option<(u32, u32, u32)> {
        let (dice, cards, cheerleaders) = (team.dice, team.cards, team.cheerleaders);
        Some(match self {
            Item::Dice => (change(dice)?, cards, cheerleaders),
            Item::Cards => (dice, change(cards)?, cheerleaders),
            Item::Cheerleaders => (dice, cards, change(cheerleaders)?),
        })
    }

    /// How many of this item the team has.
    pub(crate) fn count(self, team: &TeamRecord) -> u32 {
        match self {
            Item::Dice => team.dice,
            Item::Cards => team.cards,
            Item::Cheerleaders => team.cheerleaders,
        }
    }

    /// The counts after giving `count` back; `None` if the team has fewer.
    pub(crate) fn taken_back(self, team: &TeamRecord, count: u32) -> Option<(u32, u32, u32)> {
        self.counts_with(team, |have| have.checked_sub(count))
    }
}

/// A team as shown to a user: the stored team plus its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamView {
    #[serde(flatten)]
    pub team: TeamRecord,
    pub team_value_mc: u32,
}

fn find_roster<'r>(context: &Context, query: &str) -> Result<&'r Team> {
    context.reference().team(query).ok_or_else(|| {
        DreadBallFault::RosterNotFound {
            query: query.trim().to_string(),
        }
        .into()
    })
}

/// A DreadBall league's settings; a league of another game is refused.
fn league_settings(tx: &Tx<'_>, league: LeagueId) -> Result<Settings> {
    let record = load_league(tx, league)?;
    match tx.dreadball_league(league)? {
        Some(own) if record.game == crate::coach::dreadball::DreadBall.id() => Ok(own.settings),
        _ => Err(LeagueFault::OtherGame {
            league,
            name: record.name,
            expected: crate::games::Game::names(&crate::coach::dreadball::DreadBall),
        }
        .into()),
    }
}

/// The player a roster role makes, before it has a number and a name.
fn player_of_role(
    role: &Role,
    kind: PlayerKind,
    cost_mc: u32,
    number: u32,
    name: String,
) -> NewPlayer {
    NewPlayer {
        number,
        name,
        kind,
        role: Some(role.id.clone()),
        position: role.position,
        stats: role.stats(),
        skills: role.skills.clone(),
        cost_mc,
        build: None,
        giant: false,
    }
}

pub fn create_team(
    store: &mut Store,
    context: &Context,
    league: LeagueId,
    roster: &str,
    name: &str,
    coach: &str,
    start: TeamStart,
) -> Result<TeamView> {
    let roster = find_roster(context, roster)?;
    let name = rules::check_name(name)?;
    let coach = crate::rules::names::check_coach(coach)?;
    let lineup = match start {
        TeamStart::StartingLineup => rules::starting_lineup(roster, context.lang)?,
        TeamStart::Budget(_) => Vec::new(),
    };
    let team_id = store.write(|tx| -> Result<TeamId> {
        let settings = league_settings(tx, league)?;
        if tx.team_name_taken(league, &name)? {
            return Err(TeamFault::NameTaken {
                league,
                name: name.clone(),
            }
            .into());
        }
        let on = today();
        let team = tx.insert_team(league, &name, &coach, &roster.id, on)?;
        tx.set_team_items(team, 0, 0, 0)?;
        match start {
            TeamStart::Budget(budget) => {
                tx.add_ledger(
                    team,
                    on,
                    i64::from(budget),
                    "budget",
                    "Starting budget",
                    None,
                )?;
            }
            TeamStart::StartingLineup => {
                let reason = format!(
                    "Starting treasury (official starting line-up of the {})",
                    roster.name_en
                );
                tx.add_ledger(
                    team,
                    on,
                    i64::from(settings.starting_treasury_mc),
                    "starting",
                    &reason,
                    None,
                )?;
                let mut number = 1;
                for (role, count) in &lineup {
                    for _ in 0..*count {
                        let name = format!("{} {number}", role.name(context.lang));
                        let cost = role.cost_mc.unwrap_or(0);
                        tx.insert_player(
                            team,
                            &player_of_role(role, PlayerKind::Roster, cost, number, name),
                            on,
                        )?;
                        number += 1;
                    }
                }
                tx.set_team_items(
                    team,
                    roster.starting_dice.unwrap_or(0),
                    roster.starting_cards.unwrap_or(0),
                    0,
                )?;
                for kind in &roster.starting_staff {
                    tx.insert_staff(team, *kind, on)?;
                }
            }
        }
        let treasury = tx.treasury(team)?;
        audit_team_created(
            tx,
            TeamCreated {
                team,
                name: &name,
                roster: &roster.name_en,
                coach: &coach,
                treasury_field: "treasury_mc",
                treasury,
            },
        )?;
        Ok(team)
    })?;
    show_team(store, context, team_id)
}

pub fn show_team(store: &mut Store, context: &Context, id: TeamId) -> Result<TeamView> {
    store.read(|tx| {
        let team = load_team(tx, id)?;
        let settings = league_settings(tx, team.league_id)?;
        let state = context.team_state(&team)?;
        let team_value_mc = rules::team_value_mc(&state, &settings, context.reference());
        Ok(TeamView {
            team,
            team_value_mc,
        })
    })
}

/// Every team of a league, with its value.
pub fn list_teams(store: &mut Store, context: &Context, league: LeagueId) -> Result<Vec<TeamView>> {
    store.read(|tx| {
        let settings = league_settings(tx, league)?;
        tx.teams(league)?
            .into_iter()
            .map(|team| {
                let state = context.team_state(&team)?;
                let team_value_mc = rules::team_value_mc(&state, &settings, context.reference());
                Ok(TeamView {
                    team,
                    team_value_mc,
                })
            })
            .collect()
    })
}

/// Every rule the team breaks as it stands.
pub fn check_team(store: &mut Store, context: &Context, id: TeamId) -> Result<Vec<Violation>> {
    store.read(|tx| {
        let team = load_team(tx, id)?;
        let state = context.team_state(&team)?;
        Ok(rules::team_problems(
            &state,
            context.reference(),
            context.lang,
        ))
    })
}

/// Hires one player of the team's own roster, paying from the treasury.
pub fn hire(
    store: &mut Store,
    context: &Context,
    id: TeamId,
    position: &str,
    name: Option<&str>,
) -> Result<PlayerRecord> {
    store.write(|tx| {
        let team = load_team(tx, id)?;
        let state = context.team_state(&team)?;
        let hire = rules::check_hire(&state, context.reference(), position, context.lang)?;
        let number = state.next_free_number();
        let name = match name {
            Some(name) => rules::check_name(name)?,
            None => format!("{} {number}", hire.role.name(context.lang)),
        };
        let on = today();
        let mut player = player_of_role(hire.role, hire.kind, hire.cost_mc, number, name);
        if hire.kind == PlayerKind::Mutant {
            player.build = base_mutant(&hire.role.id);
        }
        let player_id = tx.insert_player(id, &player, on)?;
        let reason = format!("Hired {} #{number} {}", hire.role.name_en, player.name);
        let ledger = tx.add_ledger(
            id,
            on,
            -i64::from(hire.cost_mc),
            "hire",
            &reason,
            Some(player_id),
        )?;
        let reversal = Reversal::RemovePlayer {
            player: player_id,
            number,
            name: player.name.clone(),
        };
        record_change(tx, id, &reason, &reversal, Some(ledger))?;
        find_player(&load_team(tx, id)?, player_id)
    })
}

pub(super) fn find_player(team: &TeamRecord, player: PlayerId) -> Result<PlayerRecord> {
    team.players
        .iter()
        .find(|p| p.id == player)
        .cloned()
        .ok_or_else(|| {
            NotFound::PlayerOfTeam {
                team: team.id,
                player,
            }
            .into()
        })
}

/// Releases a player: the player leaves the roster (nothing is refunded).
pub fn release(
    store: &mut Store,
    context: &Context,
    id: TeamId,
    player: PlayerId,
) -> Result<PlayerRecord> {
    store.write(|tx| {
        let team = load_team(tx, id)?;
        let released = find_player(&team, player)?;
        rules::check_release(&context.team_state(&team)?, released.number)?;
        let on = today();
        tx.release_player(player, on)?;
        let reason = format!("Released #{} {}", released.number, released.name);
        let ledger = tx.add_ledger(id, on, 0, "release", &reason, Some(player))?;
        let reversal = Reversal::RestorePlayer {
            player,
            number: released.number,
            name: released.name.clone(),
        };
        record_change(tx, id, &reason, &reversal, Some(ledger))?;
        Ok(released)
    })
}

/// Buys `count` dice, cards or cheerleaders; returns what they cost.
pub fn buy(
    store: &mut Store,
    context: &Context,
    id: TeamId,
    item: Item,
    count: u32,
) -> Result<u32> {
    store.write(|tx| {
        let team = load_team(tx, id)?;
        let settings = league_settings(tx, team.league_id)?;
        let state = context.team_state(&team)?;
        let cost = match item {
            Item::Dice => rules::check_buy_dice(&state, &settings, count)?,
            Item::Cards => rules::check_buy_cards(&state, &settings, count)?,
            Item::Cheerleaders => {
                rules::check_buy_cheerleaders(&state, context.reference(), count)?
            }
        };
        let (dice, cards, cheerleaders) = item
            .counts_with(&team, |have| have.checked_add(count))
            .ok_or(TeamFault::TooManyToBuy { count })?;
        tx.set_team_items(id, dice, cards, cheerleaders)?;
        let reason = format!("Bought {count} {}", item.ledger_kind());
        let ledger = tx.add_ledger(
            id,
            today(),
            -i64::from(cost),
            item.ledger_kind(),
            &reason,
            None,
        )?;
        record_change(
            tx,
            id,
            &reason,
            &Reversal::Unbuy {
                item: item.ledger_kind().to_string(),
                count,
            },
            Some(ledger),
        )?;
        Ok(cost)
    })
}

/// Hires a coaching assistant of `kind` (its kind is fixed once bought).
pub fn hire_staff(
    store: &mut Store,
    context: &Context,
    id: TeamId,
    kind: StaffKind,
) -> Result<u32> {
    store.write(|tx| {
        let team = load_team(tx, id)?;
        let cost = rules::check_hire_staff(&context.team_state(&team)?, context.reference(), kind)?;
        let on = today();
        tx.insert_staff(id, kind, on)?;
        let reason = format!("Hired a {} assistant", kind.id());
        let ledger = tx.add_ledger(id, on, -i64::from(cost), "staff", &reason, None)?;
        record_change(
            tx,
            id,
            &reason,
            &Reversal::RemoveStaff {
                kind: kind.id().to_string(),
            },
            Some(ledger),
        )?;
        Ok(cost)
    })
}

pub fn rename_player(
    store: &mut Store,
    id: TeamId,
    player: PlayerId,
    name: &str,
) -> Result<PlayerRecord> {
    let name = rules::check_name(name)?;
    store.write(|tx| {
        let before = find_player(&load_team(tx, id)?, player)?;
        tx.rename_player(player, &name)?;
        let summary = format!("Renamed #{} {} to {name}", before.number, before.name);
        let reversal = Reversal::RenamePlayer {
            player,
            number: before.number,
            name: before.name,
        };
        record_change(tx, id, &summary, &reversal, None)?;
        find_player(&load_team(tx, id)?, player)
    })
}

pub fn renumber_player(
    store: &mut Store,
    context: &Context,
    id: TeamId,
    player: PlayerId,
    number: u32,
) -> Result<PlayerRecord> {
    store.write(|tx| {
        let team = load_team(tx, id)?;
        let current = find_player(&team, player)?;
        rules::check_renumber(&context.team_state(&team)?, current.number, number)?;
        tx.renumber_player(player, number)?;
        let summary = format!(
            "Renumbered {} from #{} to #{number}",
            current.name, current.number
        );
        let reversal = Reversal::RenumberPlayer {
            player,
            name: current.name,
            number: current.number,
        };
        record_change(tx, id, &summary, &reversal, None)?;
        find_player(&load_team(tx, id)?, player)
    })
}

/// Loads a DreadBall team inside a transaction, or says it does not exist or is a team
/// of another game (whose players DreadBall's rules cannot read).
pub(crate) fn load_team(tx: &Tx<'_>, id: TeamId) -> Result<TeamRecord> {
    let header = crate::coach::load_team_header(tx, id)?;
    if header.game != DreadBall.id() {
        return Err(TeamFault::NotOfGame {
            id,
            name: header.name,
            game: crate::coach::games::of(&header.game)?.names(),
            expected: DreadBall.names(),
        }
        .into());
    }
    tx.team(id)?.ok_or_else(|| NotFound::Team { id }.into())
}

/// The design a roster hire of the Kovoss Kryptics stands for: the position, no upgrades.
fn base_mutant(position: &str) -> Option<serde_json::Value> {
    serde_json::to_value(Design::Mutant(MutantDesign {
        position: position.to_string(),
        upgrades: Vec::new(),
    }))
    .ok()
}
