//! A league's numbers beyond the standings: each game's statistics (declared by the game
//! through `Game::statistics` and counted by `Game::stat_lines`), leaders, records,
//! head-to-head and a season's race. Pure: it works on the lines `coach::stats` reads, so
//! every rule here is tested without a database, and it names no game.

mod h2h;
mod leaders;
mod played;
mod records;

pub use h2h::{HeadToHead, HeadToHeadCell, head_to_head};
pub use leaders::{LeaderRow, Leaders, leaders};
pub use played::{PlayedMatch, in_play_order};

pub use records::{Record, RecordHolder, RecordId, records};

use crate::store::{FixtureId, LeagueId, PlayerId, SeasonId, TeamId};
use crate::tr::Lang;

/// The statistic every game counts its players' deaths under (each death a match event).
pub const DEATHS: &str = "deaths";

/// Whose statistic it is: a player's (its team's total is the sum of its players'), or
/// only a team's (points scored, ranking points).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatOf {
    Player,
    Team,
}

/// One statistic a game counts: its id (stable, used by `dugout stats --stat` and the
/// JSON), whose it is, and its name in the user's language.
#[derive(Debug, Clone, Copy)]
pub struct Statistic {
    pub id: &'static str,
    pub of: StatOf,
    pub name: fn(Lang) -> &'static str,
}

/// One count behind a statistic: what a player (or a team) added to it in one match, or
/// brought from another league file (`fixture` None: a carried career, which counts all
/// time and for the team, never in a season of this file).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatLine {
    pub stat: &'static str,
    pub fixture: Option<FixtureId>,
    pub team: TeamId,
    pub player: Option<PlayerId>,
    pub value: i64,
}

/// A team's value at one time: after a match (in its game's terms: team value, team
/// rating, power), or today's when `fixture` is None; its treasury then, if the game has
/// one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValuePoint {
    pub team: TeamId,
    pub fixture: Option<FixtureId>,
    pub value: i64,
    pub treasury: Option<i64>,
}

/// What a game's value history is asked for: points after each of `played` (in that
/// order, which is play order) and then every team's today; with each point's treasury
/// only when `treasuries` (charts draw it; records do not need it).
#[derive(Debug, Clone, Copy)]
pub struct ValueQuery<'a> {
    pub league: LeagueId,
    pub played: &'a [PlayedMatch],
    pub treasuries: bool,
}

/// Which matches a leader board (or records, a head-to-head) counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// The matches of one season (its playoff too).
    Season(SeasonId),
    /// Every match of the league and every carried career: all time.
    League(LeagueId),
    /// All time, for one team's players only.
    Team(TeamId),
}
