//! What the Blood Bowl match-day wizard shows, read in one go: the fixture, both teams
//! with their players, what is already stored, and whether it is a Dungeonbowl match.
//! The wizard and its forms both read it, so it stands apart from either.

use crate::coach::FixtureLine;
use crate::coach::bloodbowl::match_day::MatchDayView;
use crate::coach::bloodbowl::{BloodBowlPlayer, BloodBowlTeam};
use crate::data::Lang;
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::tr::{fill, tr};
use crate::store::SeasonId;

/// Everything the wizard shows, read in one go.
#[derive(Debug, Clone, PartialEq)]
pub struct DayData {
    pub line: FixtureLine,
    /// The home and the away team, with their players (journeymen hired included).
    pub teams: [BloodBowlTeam; 2],
    pub stored: MatchDayView,
    /// A Dungeonbowl match: no stadium, no weather, two spiked balls.
    pub dungeonbowl: bool,
}

impl DayData {
    pub fn season(&self) -> SeasonId {
        self.line.record.season_id
    }

    /// A player of either team, with the index of its side.
    pub fn player(&self, id: i64) -> Option<(usize, &BloodBowlPlayer)> {
        (0..2).find_map(|side| {
            self.teams[side]
                .players
                .iter()
                .find(|p| p.id.0 == id)
                .map(|p| (side, p))
        })
    }

    /// "#7 Name", or what is known of a player no longer on a roster (a journeyman
    /// who was not signed, a player who died).
    pub fn label(&self, id: i64, lang: Lang) -> String {
        if let Some((_, p)) = self.player(id) {
            return format!("#{} {}", p.number, p.name);
        }
        let known = self
            .stored
            .names
            .iter()
            .find(|(player, _, _)| player.0 == id);
        let who = known.map_or_else(|| id.to_string(), |(_, n, name)| format!("#{n} {name}"));
        fill(tr(lang, Bb::GonePlayer), &[&who])
    }

    /// Who plays this match on a side: those not missing it.
    pub fn playing(&self, side: usize) -> impl Iterator<Item = &BloodBowlPlayer> {
        self.teams[side]
            .players
            .iter()
            .filter(|p| !p.miss_next_game)
    }
}
