//! A team as a printed sheet shows it: now, at the end of a given date, or as it went
//! into a given match. The past is read back from the ledger, the change log, the
//! matches' events and advancements, not from today's state.
//!
//! Readings: "as of a date" is the end of that day. "Before a match" is the end of the
//! day before the match's date, plus what was hired and bought for that match (a team
//! playing two matches on the same day sees both of that day's matches as after).
//! A commissioner's override of a team or player field is not rolled back.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::prematch_view::side_of;
use super::{Item, load_team};
use crate::Result;
use crate::coach::fixtures::load_fixture;
use crate::coach::undo::Reversal;
use crate::coach::{AsOf, Context};
use crate::data::dreadball::{Position, StaffKind, StatLine};
use crate::error::SheetFault;
use crate::rules::dreadball::match_day::rank_of;
use crate::rules::dreadball::{PlayerKind, PlayerState, TeamState, team_value_mc};
use crate::store::dreadball::DreadBallPlayerHistory;
use crate::store::{ChangeRecord, FixtureId, PlayerId, Store, StoreError, TeamId, Tx, today};

/// A player as the sheet prints them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SheetPlayer {
    pub id: PlayerId,
    pub number: u32,
    pub name: String,
    pub kind: PlayerKind,
    pub position: Position,
    pub stats: StatLine,
    pub skills: Vec<String>,
    pub cost_mc: u32,
    pub giant: bool,
    /// A Mechanite's or Mutant's parts, by name.
    pub parts: Option<String>,
    pub experience: u32,
    pub rank: u32,
    pub injuries: u32,
    /// Hired for this one match only (an MVP or a free agent).
    pub hired_for: Option<FixtureId>,
}

/// Everything a team sheet prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamSheet {
    pub team_id: TeamId,
    pub name: String,
    pub coach: String,
    pub roster: String,
    pub roster_name: String,
    pub league: String,
    pub as_of: AsOf,
    /// The date the sheet stands at (the end of that day).
    pub date: NaiveDate,
    pub treasury_mc: i64,
    pub value_mc: u32,
    pub dice: u32,
    pub cards: u32,
    pub cheerleaders: u32,
    pub staff: Vec<StaffKind>,
    pub players: Vec<SheetPlayer>,
    /// The hack bought for the match (before a match only).
    pub hack: Option<String>,
    pub rank_thresholds: Vec<u32>,
    pub max_players: u32,
}

pub fn team_sheet(
    store: &mut Store,
    context: &Context,
    team: TeamId,
    as_of: AsOf,
) -> Result<TeamSheet> {
    store.read(|tx| team_sheet_in(tx, context, team, as_of))
}

/// A date after anything stored (dates are compared as ISO text in SQL, so it must be a
/// four-digit year).
fn far_future() -> NaiveDate {
    NaiveDate::from_ymd_opt(9999, 12, 31).unwrap_or(NaiveDate::MAX)
}

/// The cut-off date and, before a match, the match.
fn cut_off(tx: &Tx<'_>, team: TeamId, as_of: AsOf) -> Result<(NaiveDate, Option<FixtureId>)> {
    match as_of {
        AsOf::Now => Ok((far_future(), None)),
        AsOf::Date(date) => Ok((date, None)),
        AsOf::BeforeMatch(id) => {
            let fixture = load_fixture(tx, id)?;
            side_of(&fixture, team)?;
            Ok((crate::coach::day_before(&fixture), Some(id)))
        }
    }
}

pub(crate) fn team_sheet_in(
    tx: &Tx<'_>,
    context: &Context,
    id: TeamId,
    as_of: AsOf,
) -> Result<TeamSheet> {
    let team = load_team(tx, id)?;
    if let AsOf::Date(date) = as_of
        && date < team.created_on
    {
        return Err(SheetFault::BeforeCreation {
            team: team.name,
            created_on: team.created_on,
            date,
        }
        .into());
    }
    let league = super::load_dreadball_league(tx, team.league_id)?;
    let (day, fixture) = cut_off(tx, id, as_of)?;
    let items = match fixture {
        Some(fixture) => tx.items(fixture)?,
        None => Vec::new(),
    };
    let match_items: Vec<i64> = items
        .iter()
        .filter(|i| i.team_id == id)
        .map(|i| i.id)
        .collect();
    let mut players = Vec::new();
    for history in tx.dreadball_players_ever(id)? {
        let brought_for_match = history
            .player
            .match_item
            .is_some_and(|item| match_items.contains(&item));
        if brought_for_match || on_roster(&history, day) {
            players.push(history);
        }
    }
    let past = Past::read(tx, id, day)?;
    let thresholds = league.match_day().rank_thresholds.clone();
    let mut sheet_players = Vec::new();
    for history in players {
        sheet_players.push(sheet_player(tx, context, &past, history, day, &thresholds)?);
    }
    sheet_players.sort_by_key(|p| (p.number, p.id));
    let (dice, cards, cheerleaders, staff) = past.items(&team);
    let name = past.team_name.clone().unwrap_or(team.name.clone());
    let roster = context.team_state(&team)?.roster;
    let state = TeamState {
        roster,
        treasury_mc: 0,
        dice,
        cards,
        cheerleaders,
        staff: staff.clone(),
        players: sheet_players
            .iter()
            .map(|p| PlayerState {
                number: p.number,
                name: p.name.clone(),
                kind: p.kind,
                role: None,
                cost_mc: p.cost_mc,
                giant: p.giant,
                match_only: p.hired_for.is_some(),
            })
            .collect(),
    };
    let hack = items
        .iter()
        .find(|i| i.team_id == id && i.kind == crate::store::dreadball::ItemKind::Hack)
        .and_then(|i| context.reference().hack(&i.what))
        .map(|h| format!("{} {}", h.letter, crate::data::Named::name(h, context.lang)));
    Ok(TeamSheet {
        team_id: id,
        name,
        coach: team.coach.clone(),
        roster_name: crate::data::Named::name(roster, context.lang).to_string(),
        roster: team.roster.clone(),
        league: league.league.name.clone(),
        as_of,
        date: if day == far_future() { today() } else { day },
        treasury_mc: tx.treasury_on(id, day, fixture)?,
        value_mc: team_value_mc(&state, league.settings(), context.reference()),
        dice,
        cards,
        cheerleaders,
        staff,
        players: sheet_players,
        hack,
        rank_thresholds: thresholds,
        max_players: context.reference().limits.max_players,
    })
}

/// On the roster at the end of `day`: hired by then and not gone by then.
fn on_roster(history: &DreadBallPlayerHistory, day: NaiveDate) -> bool {
    history.player.hired_on <= day && history.released_on.is_none_or(|gone| gone > day)
}

fn sheet_player(
    tx: &Tx<'_>,
    context: &Context,
    past: &Past,
    history: DreadBallPlayerHistory,
    day: NaiveDate,
    thresholds: &[u32],
) -> Result<SheetPlayer> {
    let mut player = history.player;
    if let Some((stats, skills)) = past.profile(player.id)? {
        player.stats = stats;
        player.skills = skills;
    }
    if let Some((number, name)) = past
        .player_names
        .iter()
        .find(|p| p.0 == player.id)
        .map(|p| (p.1, p.2.clone()))
    {
        player.number = number;
        player.name = name;
    }
    let career = tx.career_on(player.id, day)?;
    let parts = crate::coach::dreadball::built_parts(context, &player);
    Ok(SheetPlayer {
        id: player.id,
        number: player.number,
        name: player.name,
        kind: player.kind,
        position: player.position,
        stats: player.stats,
        skills: player.skills,
        cost_mc: player.cost_mc,
        giant: player.giant,
        parts,
        experience: career.experience,
        rank: rank_of(career.experience, thresholds),
        injuries: career.injuries,
        hired_for: player.hired_for,
    })
}

/// What changed after the cut-off date, to be rolled back.
struct Past {
    /// Changes made after the date and still in effect, newest first.
    after: Vec<Reversal>,
    /// Changes made by the date but undone after it (in effect then, not now).
    undone_since: Vec<Reversal>,
    /// The oldest advancement after the date per player: the profile before it.
    profiles: Vec<(PlayerId, String)>,
    team_name: Option<String>,
    /// (player, number, name) as they were at the date.
    player_names: Vec<(PlayerId, u32, String)>,
}

impl Past {
    fn read(tx: &Tx<'_>, team: TeamId, day: NaiveDate) -> Result<Past> {
        let changes = tx.team_changes(team)?;
        let reversal = |change: &ChangeRecord| -> Result<Reversal> {
            serde_json::from_str(&change.reversal).map_err(|error| {
                StoreError::Corrupt(format!("a stored team change is damaged: {error}")).into()
            })
        };
        let mut after = Vec::new();
        let mut undone_since = Vec::new();
        for change in changes.iter().rev() {
            if change.made_on > day && change.undone_on.is_none() {
                after.push(reversal(change)?);
            } else if change.made_on <= day && change.undone_on.is_some_and(|u| u > day) {
                undone_since.push(reversal(change)?);
            }
        }
        let mut profiles: Vec<(PlayerId, String)> = Vec::new();
        // Newest first: the last one seen for a player is the oldest, the one to keep.
        for advancement in tx.advancements_after(team, day)? {
            profiles.retain(|(p, _)| *p != advancement.player_id);
            profiles.push((advancement.player_id, advancement.before));
        }
        let mut past = Past {
            after,
            undone_since,
            profiles,
            team_name: None,
            player_names: Vec::new(),
        };
        past.read_names();
        Ok(past)
    }

    /// Names and numbers: each later rename's "before" applies, the oldest last.
    fn read_names(&mut self) {
        for reversal in &self.after {
            match reversal {
                Reversal::RenameTeam { name } => self.team_name = Some(name.clone()),
                Reversal::SetField {
                    player: None,
                    field,
                    before,
                    ..
                } if field == "name" => self.team_name = Some(before.clone()),
                Reversal::RenamePlayer {
                    player,
                    number,
                    name,
                }
                | Reversal::RenumberPlayer {
                    player,
                    name,
                    number,
                } => {
                    self.player_names.retain(|p| p.0 != *player);
                    self.player_names.push((*player, *number, name.clone()));
                }
                _ => {}
            }
        }
    }

    fn profile(&self, player: PlayerId) -> Result<Option<(StatLine, Vec<String>)>> {
        #[derive(Deserialize)]
        struct Stored {
            stats: StatLine,
            skills: Vec<String>,
        }
        let Some((_, json)) = self.profiles.iter().find(|(p, _)| *p == player) else {
            return Ok(None);
        };
        let stored: Stored = serde_json::from_str(json).map_err(|error| {
            StoreError::Corrupt(format!("a stored advancement is damaged: {error}"))
        })?;
        Ok(Some((stored.stats, stored.skills)))
    }

    /// Dice, cards, cheerleaders and staff at the date.
    fn items(&self, team: &crate::store::dreadball::TeamRecord) -> (u32, u32, u32, Vec<StaffKind>) {
        let mut counts = [
            team.dice as i64,
            team.cards as i64,
            team.cheerleaders as i64,
        ];
        let mut staff = team.staff.clone();
        let index = |item: &str| match Item::parse(item) {
            Some(Item::Dice) => 0,
            Some(Item::Cards) => 1,
            Some(Item::Cheerleaders) | None => 2,
        };
        for reversal in &self.after {
            match reversal {
                Reversal::Unbuy { item, count } => counts[index(item)] -= i64::from(*count),
                Reversal::RemoveStaff { kind } => staff.retain(|k| k.id() != kind),
                _ => {
                    if let Some((item, moved)) = overridden_count(reversal) {
                        counts[index(item)] -= moved;
                    }
                }
            }
        }
        for reversal in &self.undone_since {
            match reversal {
                Reversal::Unbuy { item, count } => counts[index(item)] += i64::from(*count),
                Reversal::RemoveStaff { kind } => {
                    if let Some(kind) = StaffKind::parse(kind).filter(|k| !staff.contains(k)) {
                        staff.push(kind);
                    }
                }
                _ => {
                    if let Some((item, moved)) = overridden_count(reversal) {
                        counts[index(item)] += moved;
                    }
                }
            }
        }
        let count = |i: usize| counts[i].max(0) as u32;
        (count(0), count(1), count(2), staff)
    }
}

/// A commissioner's override of a team's dice, cards or cheerleaders: the item and how
/// many it added (negative: took away).
fn overridden_count(reversal: &Reversal) -> Option<(&str, i64)> {
    let Reversal::SetField {
        player: None,
        field,
        before,
        after,
        ..
    } = reversal
    else {
        return None;
    };
    Item::parse(field)?;
    let (before, after) = (before.parse::<i64>().ok()?, after.parse::<i64>().ok()?);
    Some((field.as_str(), after - before))
}

#[cfg(test)]
mod override_tests {
    use super::*;

    fn set(field: &str, before: &str, after: &str) -> Reversal {
        Reversal::SetField {
            player: None,
            field: field.into(),
            before: before.into(),
            after: after.into(),
            cosmetic: false,
        }
    }

    #[test]
    fn an_override_of_an_item_count_is_what_it_added() {
        assert_eq!(overridden_count(&set("dice", "1", "3")), Some(("dice", 2)));
        assert_eq!(
            overridden_count(&set("cards", "2", "0")),
            Some(("cards", -2))
        );
        assert_eq!(overridden_count(&set("coach", "Al", "Bo")), None);
    }
}
