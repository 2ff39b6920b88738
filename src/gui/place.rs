//! The places of the window: which screen is in front. Shared by the root, the shared
//! screens and the games' screens (which ask the root to bring theirs to the front).

/// Which screen is in front.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    Start,
    League,
    /// A team, on its game's team screen.
    Team,
    /// The Mechanite or Mutant builder of the team in front.
    Builder,
    /// A season's teams, fixtures, standings and playoffs.
    Season,
    /// The match-day wizard of one fixture.
    MatchDay,
    /// A game's team-creation wizard (Killpower Ball's seven gladiators).
    NewTeam,
    /// A league's audit log.
    Audit,
    /// A team's or a player's history, or a league's graveyard.
    History,
    Reference,
    Settings,
}
