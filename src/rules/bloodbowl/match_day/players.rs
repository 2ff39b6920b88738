//! What each player did in the match, the star player points it earns (the SPP table
//! printed after post-match step 4), and the Most Valuable Player of each team: drawn
//! among the team's eligible players, or chosen by the coach under a league's house rule.

use serde::{Deserialize, Serialize};

use super::player_refusal::PlayerRefusal;
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
    /// Of `casualties`, those inflicted in the first drive, which a Necessary Violence
    /// drawn before the match pays 3 SPP for instead of 2.
    #[serde(default)]
    pub drive_casualties: u32,
    /// Casualties caused in the first drive by pushing an opponent into the crowd, which
    /// a Fan Interaction drawn before the match pays 2 SPP for (not in `casualties`).
    #[serde(default)]
    pub crowd_casualties: u32,
    /// Casualties caused in the first drive by a Foul, which a Fouling Frenzy drawn
    /// before the match pays 2 SPP for (not in `casualties`).
    #[serde(default)]
    pub foul_casualties: u32,
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

/// Who a player of the side is, as the MVP draw tells them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MvpKind {
    /// One of the team's own players.
    Rostered,
    /// A journeyman hired for the match (a Lineman of the team's roster).
    Journeyman,
    /// A Star Player induced for the match.
    StarPlayer,
    /// A mercenary induced for the match.
    Mercenary,
}

/// A player of a side as the MVP draw sees them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MvpCandidate {
    pub player: i64,
    pub kind: MvpKind,
    /// Available for the match: the player played (did not sit it out).
    pub played: bool,
    pub dead: bool,
}

/// The players the MVP is drawn among, in the order given (seed 001, the line after the
/// SPP table: "JdM au hasard parmi les joueurs disponibles de l'équipe sauf Morts, Stars
/// Players et Mercenaires"): those available for the match, but the dead, Star Players
/// and mercenaries.
pub fn mvp_pool(candidates: &[MvpCandidate]) -> Vec<i64> {
    candidates
        .iter()
        .filter(|c| c.played && !c.dead)
        .filter(|c| matches!(c.kind, MvpKind::Rostered | MvpKind::Journeyman))
        .map(|c| c.player)
        .collect()
}

/// Each side's MVP, drawn with a die of as many faces as its pool has players (`mvp.home`,
/// `mvp.away`; face N is the Nth player of the pool). With the league's house rule on
/// (`choosing`) a coach may name the MVP instead, who must be in the pool; without it a
/// name is refused. A side with an empty pool has none.
pub fn draw_mvps(
    log: &mut RollLog<'_>,
    pools: [&[i64]; 2],
    chosen: [Option<i64>; 2],
    choosing: bool,
) -> Result<[Option<i64>; 2], MatchDayRefusal> {
    let mut mvps = [None; 2];
    for (index, side) in SIDES.into_iter().enumerate() {
        let players = pools[index];
        mvps[index] = match chosen[index] {
            Some(player) if !choosing => {
                return Err(MatchDayRefusal::Players(PlayerRefusal::MvpDrawn {
                    side,
                    player,
                }));
            }
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
