//! A player kind a game does not keep, in a team an import wrote: the import's part
//! of "every player is of a kind its game's commands make" (DreadBall words its own,
//! with its five kinds, through its player profiles).

use crate::Result;
use crate::store::{TeamId, Tx};

/// Each player of `team` (ever on its books) whose kind is not among `kinds`, as a
/// problem in English and French; `game` is the game's name in each.
pub(crate) fn kind_problems(
    tx: &Tx<'_>,
    team: TeamId,
    game: (&str, &str),
    kinds: &[&str],
) -> Result<Vec<(String, String)>> {
    let allowed = kinds.join(", ");
    Ok(tx
        .player_kinds(team)?
        .into_iter()
        .filter(|(_, _, kind)| !kinds.contains(&kind.as_str()))
        .map(|(number, name, kind)| {
            (
                format!(
                    "player #{number} {name} is of kind `{kind}`, which {} does not have; kinds: {allowed}",
                    game.0
                ),
                format!(
                    "le joueur n° {number} {name} est de type « {kind} », que {} n'a pas ; types : {allowed}",
                    game.1
                ),
            )
        })
        .collect())
}
