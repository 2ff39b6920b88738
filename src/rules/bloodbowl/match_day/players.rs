//! What each player did in the match, the star player points it earns (the SPP table
//! printed after post-match step 4), and the Most Valuable Player of each team: chosen by
//! the coach, or drawn among the team's eligible players.

use serde::{Deserialize, Serialize};

use super::roll_log::RollLog;
use super::{MatchDayRefusal, SIDES, side_key};
use crate::data::bloodbowl::tables::Spp;
use crate::rules::bloodbowl::post_match::{SppEarned, spp};

/// One player's line of the match report.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerMatch {
    pub player: i64,
    #[serde(default)]
    pub touchdowns: u32,
    #[serde(default)]
    pub casualties: u32,
    #[serde(default)]
    pub completions: u32,
    #[serde(default)]
    pub interceptions: u32,
    #[serde(default)]
    pub deflections: u32,
}

/// The star player points a line is worth, with the MVP's award when `mvp`.
pub fn spp_of(table: &Spp, line: &PlayerMatch, mvp: bool) -> Result<u32, MatchDayRefusal> {
    let earned = SppEarned {
        touchdowns: line.touchdowns,
        casualties: line.casualties,
        completions: line.completions,
        interceptions: line.interceptions,
        deflections: line.deflections,
        mvps: u32::from(mvp),
    };
    let total = spp(table, &earned).map_err(|award| MatchDayRefusal::TableGap {
        table: award,
        roll: 0,
    })?;
    Ok(u32::try_from(total).unwrap_or(u32::MAX))
}

/// Each side's MVP: the one chosen (who must be eligible), or one drawn with a die of as
/// many faces as the side has eligible players (`mvp.home`, `mvp.away`). A side with no
/// eligible player has none.
pub fn draw_mvps(
    log: &mut RollLog<'_>,
    eligible: [&[i64]; 2],
    chosen: [Option<i64>; 2],
) -> Result<[Option<i64>; 2], MatchDayRefusal> {
    let mut mvps = [None; 2];
    for (index, side) in SIDES.into_iter().enumerate() {
        let players = eligible[index];
        mvps[index] = match chosen[index] {
            Some(player) if players.contains(&player) => Some(player),
            Some(player) => return Err(MatchDayRefusal::MvpNotEligible { player, side }),
            None if players.is_empty() => None,
            None => {
                let faces = u8::try_from(players.len()).unwrap_or(u8::MAX);
                let face = log.die(&format!("mvp.{}", side_key(side)), faces)?;
                let player = players.get(usize::from(face) - 1).copied();
                if let Some(player) = player {
                    log.gave(&player.to_string());
                }
                player
            }
        };
    }
    Ok(mvps)
}
