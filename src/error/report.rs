//! What a match result refuses in what it says: players, events, scores.

use super::surface::Surface;
use super::words::{Wording, variant_names};
use crate::store::PlayerId;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReportFault {
    /// An event names a player of neither team.
    PlayerNotInMatch {
        player: PlayerId,
        home: String,
        away: String,
    },
    EventCountZero {
        player: PlayerId,
        event: String,
    },
    DiesTwice {
        player: PlayerId,
    },
    StrikesOverScore {
        team: String,
        strikes: u32,
        score: u32,
    },
    /// A casualty count in a DreadBall result.
    NoCasualties,
    /// Player events in a Blood Bowl result.
    EventsAreDreadBall,
}

variant_names!(ReportFault: PlayerNotInMatch, EventCountZero, DiesTwice, StrikesOverScore,
    NoCasualties, EventsAreDreadBall);

impl Wording for ReportFault {
    fn english(&self, surface: Surface) -> String {
        match self {
            ReportFault::PlayerNotInMatch { player, home, away } => format!(
                "player {player} is not on the roster of {home} or {away}; events name players of the two teams"
            ),
            ReportFault::EventCountZero { player, event } => {
                format!("an event counts at least 1; player {player} has a {event} of 0")
            }
            ReportFault::DiesTwice { player } => {
                format!("player {player} dies twice in this match; a player dies once")
            }
            ReportFault::StrikesOverScore {
                team,
                strikes,
                score,
            } => format!(
                "{team}'s players scored {strikes} strikes but the team has {score} points; every strike is worth at least 1 point"
            ),
            ReportFault::NoCasualties => "DreadBall results have no casualty count; record deaths and injuries as player events".into(),
            ReportFault::EventsAreDreadBall => format!(
                "player events{} are DreadBall's; a Blood Bowl result is the touchdowns and casualties of each side",
                surface.pick(" (--event)", "")
            ),
        }
    }

    fn french(&self, surface: Surface) -> String {
        match self {
            ReportFault::PlayerNotInMatch { player, home, away } => format!(
                "le joueur {player} n'est ni dans l'effectif de {home} ni dans celui de {away} ; les actions nomment des joueurs des deux équipes"
            ),
            ReportFault::EventCountZero { player, event } => format!(
                "une action compte au moins 1 ; le joueur {player} a une action « {event} » à 0"
            ),
            ReportFault::DiesTwice { player } => format!(
                "le joueur {player} meurt deux fois dans ce match ; un joueur ne meurt qu'une fois"
            ),
            ReportFault::StrikesOverScore {
                team,
                strikes,
                score,
            } => format!(
                "les joueurs de {team} ont marqué {strikes} strikes mais l'équipe a {score} points ; chaque strike vaut au moins 1 point"
            ),
            ReportFault::NoCasualties => "les résultats de DreadBall ne comptent pas de blessés ; saisissez les morts et les blessures comme actions des joueurs".into(),
            ReportFault::EventsAreDreadBall => format!(
                "les actions des joueurs{} sont propres à DreadBall ; un résultat de Blood Bowl, ce sont les touchdowns et les éliminations de chaque camp",
                surface.pick(" (--event)", "")
            ),
        }
    }
}

#[cfg(test)]
impl ReportFault {
    pub(super) fn examples() -> Vec<ReportFault> {
        vec![
            ReportFault::PlayerNotInMatch {
                player: PlayerId(40),
                home: "Ro-Tek Rivets".into(),
                away: "Greenmoon Grinders".into(),
            },
            ReportFault::EventCountZero {
                player: PlayerId(4),
                event: "strike".into(),
            },
            ReportFault::DiesTwice {
                player: PlayerId(4),
            },
            ReportFault::StrikesOverScore {
                team: "Ro-Tek Rivets".into(),
                strikes: 5,
                score: 3,
            },
            ReportFault::NoCasualties,
            ReportFault::EventsAreDreadBall,
        ]
    }
}
