//! What the command line asks of every game, shared by the registry (`games.rs`), the
//! shared commands and the games' folders: a league's settings shown, and a game's own
//! flags of a shared command (`league settings`, `team new`) with the one refusal of the
//! flags given to a league of another game.

use crate::games::Game;
use crate::{Error, Result};

/// A league's settings as text and as JSON.
pub struct Shown {
    pub text: String,
    pub json: serde_json::Value,
}

/// A game's own flags of a shared command, flattened into it by `args.rs`.
pub trait GameFlags {
    /// The game the flags belong to.
    fn game(&self) -> &'static dyn Game;
    /// The flags given on the command line, by name (`--budget`); empty when none was.
    fn given(&self) -> Vec<&'static str>;
    /// How a league of another game refuses them, unless that game words it itself.
    fn refusal(&self) -> Error;
    /// Points for a bonus win (DreadBall's landslide) when the flags give them: the
    /// league's points table keeps them beside every game's points.
    fn bonus_win_points(&self) -> Option<i32> {
        None
    }
}

/// The names of the flags given, from each flag's name and whether it was given.
pub fn given_names(flags: &[(&'static str, bool)]) -> Vec<&'static str> {
    flags
        .iter()
        .filter_map(|&(name, given)| given.then_some(name))
        .collect()
}

/// How a league's game words the refusal of another game's flags, when it words it
/// itself.
pub type Wording = fn(&dyn GameFlags) -> Error;

/// Refuses the flags of a game other than `league_game` given to one of its leagues: the
/// first such game whose flags were given, in the order of `groups` (the registry's)
/// starting after the league's game. The refusal is the league's game's `wording` when it
/// has one, else the flags' game's own.
pub fn refuse_other_games(
    league_game: &str,
    groups: &[&dyn GameFlags],
    wording: Option<Wording>,
) -> Result<()> {
    let start = groups
        .iter()
        .position(|group| group.game().id() == league_game)
        .map_or(0, |at| at + 1);
    let in_turn = groups[start..].iter().chain(&groups[..start]);
    for group in in_turn {
        if group.game().id() == league_game || group.given().is_empty() {
            continue;
        }
        return Err(wording.map_or_else(|| group.refusal(), |words| words(*group)));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::CommandFault;

    struct Flags(usize, bool);

    impl GameFlags for Flags {
        fn game(&self) -> &'static dyn Game {
            crate::coach::games::GAMES[self.0]
        }
        fn given(&self) -> Vec<&'static str> {
            if self.1 { vec!["--flag"] } else { Vec::new() }
        }
        fn refusal(&self) -> Error {
            CommandFault::OtherGameOption {
                option: format!("game {}", self.0),
                game: self.game().names(),
            }
            .into()
        }
    }

    fn refused(league: usize, given: [bool; 3], wording: Option<Wording>) -> Option<String> {
        let flags = [Flags(0, given[0]), Flags(1, given[1]), Flags(2, given[2])];
        let groups: Vec<&dyn GameFlags> = flags.iter().map(|f| f as &dyn GameFlags).collect();
        let league = crate::coach::games::GAMES[league].id();
        refuse_other_games(league, &groups, wording)
            .err()
            .map(|error| format!("{error:?}"))
    }

    #[test]
    fn a_league_takes_its_own_flags_and_refuses_the_next_other_game_s() {
        assert_eq!(refused(0, [true, false, false], None), None);
        assert!(refused(1, [true, false, true], None).is_some_and(|e| e.contains("game 2")));
        assert!(refused(2, [true, true, false], None).is_some_and(|e| e.contains("game 0")));
        assert!(refused(0, [false, true, true], None).is_some_and(|e| e.contains("game 1")));
        let own: Wording = |_| CommandFault::TeamCommandOtherGame.into();
        assert!(
            refused(0, [false, false, true], Some(own))
                .is_some_and(|e| e.contains("TeamCommandOtherGame"))
        );
    }
}
