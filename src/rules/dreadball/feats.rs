//! What a player's position and skills let them do in a match, as seed 000 gives it, so
//! a result names only feats the player could have made, however it comes in (the
//! command line, a report, the window, an imported league):
//!
//! - **Strikes**: only Jacks and Strikers throw the ball ("LANCER / TENTER UN STRIKE —
//!   JACK STRIKER", seed 000 l.314; "Throw Strike or Pass", seed 002 l.84). A Guard scores
//!   none, unless it has **Prima Donna** (it may be deployed as a Striker, l.637) or is a
//!   **Transformer** robot (it changes role during the match, l.643).
//! - A **Keeper** (the position, or a Guard with the Keeper skill) "can never throw the
//!   ball", and a punt never scores (l.613): no strike, even as a Transformer.
//! - A **Pacifist** "never slams, counter-slams, throws the ball at another player, charges
//!   in the back or stomps" (l.632): it kills no one.

use crate::data::dreadball::Position;

/// A feat a match report credits a player with, that a position or a skill may bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feat {
    Strike,
    Kill,
}

/// Why a player could not have made a feat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeatBar {
    /// A Guard (without Prima Donna or Transformer) does not throw, so scores no strike.
    GuardDoesNotThrow,
    /// A Keeper never throws the ball.
    KeeperNeverThrows,
    /// A Pacifist never slams, throws at a player or stomps.
    PacifistKillsNoOne,
}

/// The skills that let a player do what its position does not.
const PRIMA_DONNA: &str = "prima-donna";
const TRANSFORMER: &str = "transformer";
const KEEPER: &str = "keeper";
const PACIFIST: &str = "pacifist";

/// Whether a player of `position` with `skills` could make `feat`: None, or the rule
/// that bars it.
pub fn feat_bar(position: Position, skills: &[String], feat: Feat) -> Option<FeatBar> {
    let has = |skill: &str| skills.iter().any(|s| s == skill);
    match feat {
        Feat::Strike if position == Position::Keeper || has(KEEPER) => {
            Some(FeatBar::KeeperNeverThrows)
        }
        Feat::Strike if position == Position::Guard && !has(PRIMA_DONNA) && !has(TRANSFORMER) => {
            Some(FeatBar::GuardDoesNotThrow)
        }
        Feat::Kill if has(PACIFIST) => Some(FeatBar::PacifistKillsNoOne),
        Feat::Strike | Feat::Kill => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skills(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn jacks_and_strikers_score_and_guards_and_keepers_do_not() {
        for position in [Position::Jack, Position::Striker] {
            assert_eq!(feat_bar(position, &[], Feat::Strike), None);
        }
        assert_eq!(
            feat_bar(Position::Guard, &[], Feat::Strike),
            Some(FeatBar::GuardDoesNotThrow)
        );
        assert_eq!(
            feat_bar(Position::Keeper, &[], Feat::Strike),
            Some(FeatBar::KeeperNeverThrows)
        );
        assert_eq!(
            feat_bar(Position::Guard, &skills(&["keeper"]), Feat::Strike),
            Some(FeatBar::KeeperNeverThrows)
        );
    }

    #[test]
    fn prima_donna_and_transformer_let_a_guard_score_but_never_a_keeper() {
        assert_eq!(
            feat_bar(Position::Guard, &skills(&["prima-donna"]), Feat::Strike),
            None
        );
        assert_eq!(
            feat_bar(Position::Guard, &skills(&["transformer"]), Feat::Strike),
            None
        );
        assert_eq!(
            feat_bar(Position::Keeper, &skills(&["transformer"]), Feat::Strike),
            Some(FeatBar::KeeperNeverThrows)
        );
    }

    #[test]
    fn a_pacifist_kills_no_one_and_anyone_else_may() {
        assert_eq!(
            feat_bar(Position::Jack, &skills(&["pacifist", "reach"]), Feat::Kill),
            Some(FeatBar::PacifistKillsNoOne)
        );
        for position in [
            Position::Guard,
            Position::Jack,
            Position::Striker,
            Position::Keeper,
        ] {
            assert_eq!(feat_bar(position, &[], Feat::Kill), None);
        }
        assert_eq!(
            feat_bar(Position::Striker, &skills(&["pacifist"]), Feat::Strike),
            None
        );
    }
}
