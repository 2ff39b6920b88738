//! Why the post-match refuses what a report says of a side's players, as facts (the
//! words are `present::bloodbowl::player_refusal`): a signing past the squad's limits,
//! an MVP chosen where it is drawn, star player points a prayer would give a side that
//! did not draw it.

use crate::rules::bloodbowl::pre_match::Side;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerRefusal {
    /// Journeymen signed would take the squad past the most players a team holds.
    SquadFull {
        side: Side,
        kept: u32,
        signing: u32,
        most: u32,
    },
    /// Journeymen signed would take their position past its roster maximum.
    PositionFull {
        side: Side,
        position_en: String,
        position_fr: String,
        kept: u32,
        signing: u32,
        most: u32,
    },
    /// Journeymen signed would take positions sharing a maximum past it.
    SharedLimitFull {
        side: Side,
        positions: String,
        kept: u32,
        signing: u32,
        most: u32,
    },
    /// An MVP named in a league that draws it (the house rule that lets a coach choose
    /// is off).
    MvpDrawn { side: Side, player: i64 },
    /// A count of a player's line that earns star player points only under a prayer to
    /// Nuffle the player's side did not draw.
    PrayerNotDrawn {
        player: i64,
        side: Side,
        field: &'static str,
        prayer_en: String,
        prayer_fr: String,
    },
    /// More casualties in the first drive than in the whole match.
    DriveOverCasualties {
        player: i64,
        drive: u32,
        casualties: u32,
    },
    /// A stored line whose prayers' SPP are more than the prayers its side drew pay for
    /// what it counts.
    PrayerSppOver { player: i64, stored: u32, most: u32 },
}

impl PlayerRefusal {
    /// A stable id for scripts.
    pub fn id(&self) -> &'static str {
        match self {
            PlayerRefusal::SquadFull { .. } => "squad_full",
            PlayerRefusal::PositionFull { .. } => "signing_position_full",
            PlayerRefusal::SharedLimitFull { .. } => "signing_shared_limit_full",
            PlayerRefusal::MvpDrawn { .. } => "mvp_drawn",
            PlayerRefusal::PrayerNotDrawn { .. } => "prayer_not_drawn",
            PlayerRefusal::PrayerSppOver { .. } => "prayer_spp_over",
            PlayerRefusal::DriveOverCasualties { .. } => "drive_over_casualties",
        }
    }
}
