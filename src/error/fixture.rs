//! What a match refuses because of where it stands: played or not, with a post-match,
//! pre-match hires or playoff games after it.

use super::words::{WordingBySurface, variant_names};
use crate::store::{FixtureId, TeamId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FixtureFault {
    /// Moving, deleting or recording a match that has been played.
    Played {
        id: FixtureId,
    },
    /// Entering a result for a match that has one.
    HasResult {
        id: FixtureId,
        home: u32,
        away: u32,
    },
    NoResult {
        id: FixtureId,
    },
    NothingToReset {
        id: FixtureId,
    },
    /// Recording a post-match that is recorded.
    PostMatchRecorded {
        id: FixtureId,
    },
    /// Editing the result of a match whose post-match is recorded.
    EditAfterPostMatch {
        id: FixtureId,
    },
    /// Deleting a match with pre-match hires, rolls or hacks.
    HasPreMatchItems {
        id: FixtureId,
    },
    /// Deleting a playoff game by hand.
    PlayoffGame {
        id: FixtureId,
    },
    /// Resetting a playoff game whose next game has a result.
    FollowingGamePlayed {
        game: FixtureId,
        id: FixtureId,
    },
    /// Resetting a playoff game whose next game has pre-match hires or hacks.
    FollowingGameHasItems {
        game: FixtureId,
        id: FixtureId,
    },
    TeamNotInMatch {
        team: TeamId,
        id: FixtureId,
        home: TeamId,
        away: TeamId,
    },
}

variant_names!(FixtureFault: Played, HasResult, NoResult, NothingToReset, PostMatchRecorded,
    EditAfterPostMatch, HasPreMatchItems, PlayoffGame, FollowingGamePlayed, FollowingGameHasItems,
    TeamNotInMatch);

impl WordingBySurface for FixtureFault {
    fn cli_english(&self) -> String {
        let reset = |id: &FixtureId| format!("`dugout match reset --match {id}`");
        match self {
            FixtureFault::Played { id } => {
                format!("match {id} has been played; reset it first ({})", reset(id))
            }
            FixtureFault::HasResult { id, home, away } => format!(
                "match {id} already has a result ({home}–{away}); reset it ({}) or edit it (`dugout match edit`)",
                reset(id)
            ),
            FixtureFault::NoResult { id } => format!("match {id} has no result"),
            FixtureFault::NothingToReset { id } => {
                format!("match {id} has no result to reset; it is still to be played")
            }
            FixtureFault::PostMatchRecorded { id } => format!(
                "the post-match of match {id} is already recorded; reset the match ({}) to do the match day again",
                reset(id)
            ),
            FixtureFault::EditAfterPostMatch { id } => format!(
                "match {id} has its post-match recorded (experience, rank-ups, earnings); reset the match ({}) and record the match day again",
                reset(id)
            ),
            FixtureFault::HasPreMatchItems { id } => format!(
                "match {id} has pre-match hires, rolls or hacks; reset the match first ({})",
                reset(id)
            ),
            FixtureFault::PlayoffGame { id } => {
                format!("match {id} is a playoff game; the bracket makes and removes its games")
            }
            FixtureFault::FollowingGamePlayed { game, id } => {
                format!(
                    "the playoff game {game} that follows match {id} has a result; reset it first"
                )
            }
            FixtureFault::FollowingGameHasItems { game, id } => format!(
                "the playoff game {game} that follows match {id} has pre-match hires or hacks; reset it first"
            ),
            FixtureFault::TeamNotInMatch {
                team,
                id,
                home,
                away,
            } => format!(
                "team {team} does not play in match {id}; its teams are {home} (home) and {away} (away)"
            ),
        }
    }

    fn window_english(&self) -> String {
        let row = "on its row in the season's fixtures";
        match self {
            FixtureFault::Played { .. } => {
                format!("this match has been played; reset it first (Reset, {row})")
            }
            FixtureFault::HasResult { home, away, .. } => format!(
                "this match already has a result ({home}–{away}); reset it or edit it (Reset or Edit, {row})"
            ),
            FixtureFault::NoResult { .. } => {
                format!("this match has no result yet; enter it first (Enter result, {row})")
            }
            FixtureFault::NothingToReset { .. } => {
                "this match has no result to reset; it is still to be played".into()
            }
            FixtureFault::PostMatchRecorded { .. } => format!(
                "the post-match of this match is already recorded; reset the match (Reset, {row}) to do the match day again"
            ),
            FixtureFault::EditAfterPostMatch { .. } => format!(
                "this match has its post-match recorded (experience, rank-ups, earnings); reset the match (Reset, {row}) and record the match day again"
            ),
            FixtureFault::HasPreMatchItems { .. } => format!(
                "this match has pre-match hires, rolls or hacks; reset the match first (Reset, {row})"
            ),
            FixtureFault::PlayoffGame { .. } => {
                "this match is a playoff game; the bracket makes and removes its games".into()
            }
            FixtureFault::FollowingGamePlayed { .. } => {
                "the next playoff game after this match has a result; reset it first".into()
            }
            FixtureFault::FollowingGameHasItems { .. } => {
                "the next playoff game after this match has pre-match hires or hacks; reset it first".into()
            }
            FixtureFault::TeamNotInMatch { .. } => "this team does not play in this match".into(),
        }
    }

    fn cli_french(&self) -> String {
        let reset = |id: &FixtureId| format!("`dugout match reset --match {id}`");
        match self {
            FixtureFault::Played { id } => format!(
                "le match {id} a été joué ; effacez d'abord son résultat ({})",
                reset(id)
            ),
            FixtureFault::HasResult { id, home, away } => format!(
                "le match {id} a déjà un résultat ({home}–{away}) ; effacez-le ({}) ou modifiez-le (`dugout match edit`)",
                reset(id)
            ),
            FixtureFault::NoResult { id } => format!("le match {id} n'a pas de résultat"),
            FixtureFault::NothingToReset { id } => {
                format!("le match {id} n'a pas de résultat à effacer ; il reste à jouer")
            }
            FixtureFault::PostMatchRecorded { id } => format!(
                "l'après-match du match {id} est déjà enregistré ; effacez le match ({}) pour refaire la journée",
                reset(id)
            ),
            FixtureFault::EditAfterPostMatch { id } => format!(
                "le match {id} a son après-match enregistré (expérience, rangs, gains) ; effacez le match ({}) et enregistrez de nouveau la journée",
                reset(id)
            ),
            FixtureFault::HasPreMatchItems { id } => format!(
                "le match {id} a des embauches, jets ou piratages d'avant-match ; effacez d'abord le match ({})",
                reset(id)
            ),
            FixtureFault::PlayoffGame { id } => format!(
                "le match {id} est un match de phase finale ; le tableau crée et supprime ses matchs"
            ),
            FixtureFault::FollowingGamePlayed { game, id } => format!(
                "le match de phase finale {game} qui suit le match {id} a un résultat ; effacez-le d'abord"
            ),
            FixtureFault::FollowingGameHasItems { game, id } => format!(
                "le match de phase finale {game} qui suit le match {id} a des embauches ou piratages d'avant-match ; effacez-le d'abord"
            ),
            FixtureFault::TeamNotInMatch {
                team,
                id,
                home,
                away,
            } => format!(
                "l'équipe {team} ne joue pas le match {id} ; ses équipes sont {home} (domicile) et {away} (extérieur)"
            ),
        }
    }

    fn window_french(&self) -> String {
        let row = "sur sa ligne du calendrier de la saison";
        match self {
            FixtureFault::Played { .. } => {
                format!("ce match a été joué ; effacez d'abord son résultat (Effacer, {row})")
            }
            FixtureFault::HasResult { home, away, .. } => format!(
                "ce match a déjà un résultat ({home}–{away}) ; effacez-le ou modifiez-le (Effacer ou Modifier, {row})"
            ),
            FixtureFault::NoResult { .. } => format!(
                "ce match n'a pas encore de résultat ; saisissez-le d'abord (Saisir le résultat, {row})"
            ),
            FixtureFault::NothingToReset { .. } => {
                "ce match n'a pas de résultat à effacer ; il reste à jouer".into()
            }
            FixtureFault::PostMatchRecorded { .. } => format!(
                "l'après-match de ce match est déjà enregistré ; effacez le match (Effacer, {row}) pour refaire la journée"
            ),
            FixtureFault::EditAfterPostMatch { .. } => format!(
                "ce match a son après-match enregistré (expérience, rangs, gains) ; effacez le match (Effacer, {row}) et enregistrez de nouveau la journée"
            ),
            FixtureFault::HasPreMatchItems { .. } => format!(
                "ce match a des embauches, jets ou piratages d'avant-match ; effacez d'abord le match (Effacer, {row})"
            ),
            FixtureFault::PlayoffGame { .. } => {
                "ce match est un match de phase finale ; le tableau crée et supprime ses matchs"
                    .into()
            }
            FixtureFault::FollowingGamePlayed { .. } => {
                "le match de phase finale suivant a un résultat ; effacez-le d'abord".into()
            }
            FixtureFault::FollowingGameHasItems { .. } => "le match de phase finale suivant a des embauches ou piratages d'avant-match ; effacez-le d'abord".into(),
            FixtureFault::TeamNotInMatch { .. } => "cette équipe ne joue pas ce match".into(),
        }
    }
}

#[cfg(test)]
impl FixtureFault {
    pub(super) fn examples() -> Vec<FixtureFault> {
        let id = FixtureId(12);
        let game = FixtureId(14);
        vec![
            FixtureFault::Played { id },
            FixtureFault::HasResult {
                id,
                home: 3,
                away: 1,
            },
            FixtureFault::NoResult { id },
            FixtureFault::NothingToReset { id },
            FixtureFault::PostMatchRecorded { id },
            FixtureFault::EditAfterPostMatch { id },
            FixtureFault::HasPreMatchItems { id },
            FixtureFault::PlayoffGame { id },
            FixtureFault::FollowingGamePlayed { game, id },
            FixtureFault::FollowingGameHasItems { game, id },
            FixtureFault::TeamNotInMatch {
                team: TeamId(9),
                id,
                home: TeamId(1),
                away: TeamId(2),
            },
        ]
    }
}
