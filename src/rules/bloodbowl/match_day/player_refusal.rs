//! Why the post-match refuses what a report says of a side's players, in English and
//! French: a signing past the squad's limits, an MVP chosen where it is drawn, star
//! player points a prayer would give a side that did not draw it.

use super::side_key;
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

fn side_fr(side: Side) -> &'static str {
    match side {
        Side::Home => "domicile",
        Side::Away => "extérieur",
    }
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

    /// The refusal in English and in French.
    pub fn texts(&self) -> (String, String) {
        match self {
            PlayerRefusal::SquadFull {
                side,
                kept,
                signing,
                most,
            } => (
                format!(
                    "the {} team keeps {kept} players after the match, and a team holds at most {most}, journeymen signed included: it can sign {} of the {signing} journeymen asked",
                    side_key(*side),
                    most.saturating_sub(*kept)
                ),
                format!(
                    "l'équipe à {} garde {kept} joueurs après le match, et une équipe en compte au plus {most}, journaliers recrutés compris : elle peut recruter {} des {signing} journaliers demandés",
                    side_fr(*side),
                    most.saturating_sub(*kept)
                ),
            ),
            PlayerRefusal::PositionFull {
                side,
                position_en,
                position_fr,
                kept,
                signing,
                most,
            } => (
                format!(
                    "the {} team keeps {kept} {position_en} after the match, and its roster allows at most {most} (0–{most}): it can sign {} of the {signing} journeymen asked",
                    side_key(*side),
                    most.saturating_sub(*kept)
                ),
                format!(
                    "l'équipe à {} garde {kept} {position_fr} après le match, et son roster en permet au plus {most} (0–{most}) : elle peut recruter {} des {signing} journaliers demandés",
                    side_fr(*side),
                    most.saturating_sub(*kept)
                ),
            ),
            PlayerRefusal::SharedLimitFull {
                side,
                positions,
                kept,
                signing,
                most,
            } => (
                format!(
                    "the {} team keeps {kept} players among {positions} after the match, and its roster allows at most {most} among them: it can sign {} of the {signing} journeymen asked",
                    side_key(*side),
                    most.saturating_sub(*kept)
                ),
                format!(
                    "l'équipe à {} garde {kept} joueurs parmi {positions} après le match, et son roster en permet au plus {most} parmi eux : elle peut recruter {} des {signing} journaliers demandés",
                    side_fr(*side),
                    most.saturating_sub(*kept)
                ),
            ),
            PlayerRefusal::MvpDrawn { side, player } => (
                format!(
                    "player {player} cannot be named the {} MVP: this league draws the MVP at random among the players who played and did not die (seed 001); leave `{}.mvp` out, or turn on the house rule with `league settings --mvp-chosen-house-rule true`",
                    side_key(*side),
                    side_key(*side)
                ),
                format!(
                    "le joueur {player} ne peut pas être désigné JdM ({}) : cette ligue tire le JdM au hasard parmi les joueurs qui ont joué, sauf les morts (feuille 001) ; retirez `{}.mvp`, ou activez la règle maison avec `league settings --mvp-chosen-house-rule true`",
                    side_fr(*side),
                    side_key(*side)
                ),
            ),
            PlayerRefusal::PrayerNotDrawn {
                player,
                side,
                field,
                prayer_en,
                prayer_fr,
            } => (
                format!(
                    "player {player}: `{field}` earns star player points only under the prayer to Nuffle {prayer_en}, which the {} team did not draw before this match; leave it at 0",
                    side_key(*side)
                ),
                format!(
                    "joueur {player} : `{field}` ne rapporte des PSP que sous la prière à Nuffle {prayer_fr}, que l'équipe à {} n'a pas tirée avant ce match ; laissez-le à 0",
                    side_fr(*side)
                ),
            ),
            PlayerRefusal::PrayerSppOver {
                player,
                stored,
                most,
            } => (
                format!(
                    "player {player} has {stored} SPP from prayers to Nuffle in this match; the prayers their side drew pay at most {most} for what their line counts"
                ),
                format!(
                    "le joueur {player} a {stored} PSP de prières à Nuffle dans ce match ; les prières que son équipe a tirées en donnent au plus {most} pour ce que compte sa ligne"
                ),
            ),
            PlayerRefusal::DriveOverCasualties {
                player,
                drive,
                casualties,
            } => (
                format!(
                    "player {player}: `drive_casualties` is {drive}, but the casualties of the first drive are some of the player's `casualties`, {casualties} in the match; give at most {casualties}"
                ),
                format!(
                    "joueur {player} : `drive_casualties` vaut {drive}, mais les sorties de la première phase font partie de ses `casualties`, {casualties} dans le match ; donnez-en au plus {casualties}"
                ),
            ),
        }
    }
}
