//! What a match refuses because of where it stands: played or not, with a post-match,
//! pre-match hires or playoff games after it.

use super::surface::Surface;
use super::words::{Wording, variant_names};
use crate::data::Lang;
use crate::store::{FixtureId, TeamId};
use crate::tr::texts;

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

texts! { FixtureTexts {
    ResetCommand => "`dugout match reset --match {}`", "`dugout match reset --match {}`";
    OnItsRow => "on its row in the season's fixtures", "sur sa ligne du calendrier de la saison";
    PlayedCli => "match {} has been played; reset it first ({})", "le match {} a été joué ; effacez d'abord son résultat ({})";
    PlayedWindow => "this match has been played; reset it first (Reset, {})", "ce match a été joué ; effacez d'abord son résultat (Effacer, {})";
    HasResultCli => "match {} already has a result ({}–{}); reset it ({}) or edit it (`dugout match edit`)", "le match {} a déjà un résultat ({}–{}) ; effacez-le ({}) ou modifiez-le (`dugout match edit`)";
    HasResultWindow => "this match already has a result ({}–{}); reset it or edit it (Reset or Edit, {})", "ce match a déjà un résultat ({}–{}) ; effacez-le ou modifiez-le (Effacer ou Modifier, {})";
    NoResultCli => "match {} has no result", "le match {} n'a pas de résultat";
    NoResultWindow => "this match has no result yet; enter it first (Enter result, {})", "ce match n'a pas encore de résultat ; saisissez-le d'abord (Saisir le résultat, {})";
    NothingToResetCli => "match {} has no result to reset; it is still to be played", "le match {} n'a pas de résultat à effacer ; il reste à jouer";
    NothingToResetWindow => "this match has no result to reset; it is still to be played", "ce match n'a pas de résultat à effacer ; il reste à jouer";
    PostMatchRecordedCli => "the post-match of match {} is already recorded; reset the match ({}) to do the match day again", "l'après-match du match {} est déjà enregistré ; effacez le match ({}) pour refaire la journée";
    PostMatchRecordedWindow => "the post-match of this match is already recorded; reset the match (Reset, {}) to do the match day again", "l'après-match de ce match est déjà enregistré ; effacez le match (Effacer, {}) pour refaire la journée";
    EditAfterPostMatchCli => "match {} has its post-match recorded (experience, rank-ups, earnings); reset the match ({}) and record the match day again", "le match {} a son après-match enregistré (expérience, rangs, gains) ; effacez le match ({}) et enregistrez de nouveau la journée";
    EditAfterPostMatchWindow => "this match has its post-match recorded (experience, rank-ups, earnings); reset the match (Reset, {}) and record the match day again", "ce match a son après-match enregistré (expérience, rangs, gains) ; effacez le match (Effacer, {}) et enregistrez de nouveau la journée";
    HasPreMatchItemsCli => "match {} has pre-match hires, rolls or hacks; reset the match first ({})", "le match {} a des embauches, jets ou piratages d'avant-match ; effacez d'abord le match ({})";
    HasPreMatchItemsWindow => "this match has pre-match hires, rolls or hacks; reset the match first (Reset, {})", "ce match a des embauches, jets ou piratages d'avant-match ; effacez d'abord le match (Effacer, {})";
    PlayoffGameCli => "match {} is a playoff game; the bracket makes and removes its games", "le match {} est un match de phase finale ; le tableau crée et supprime ses matchs";
    PlayoffGameWindow => "this match is a playoff game; the bracket makes and removes its games", "ce match est un match de phase finale ; le tableau crée et supprime ses matchs";
    FollowingGamePlayedCli => "the playoff game {} that follows match {} has a result; reset it first", "le match de phase finale {} qui suit le match {} a un résultat ; effacez-le d'abord";
    FollowingGamePlayedWindow => "the next playoff game after this match has a result; reset it first", "le match de phase finale suivant a un résultat ; effacez-le d'abord";
    FollowingGameHasItemsCli => "the playoff game {} that follows match {} has pre-match hires or hacks; reset it first", "le match de phase finale {} qui suit le match {} a des embauches ou piratages d'avant-match ; effacez-le d'abord";
    FollowingGameHasItemsWindow => "the next playoff game after this match has pre-match hires or hacks; reset it first", "le match de phase finale suivant a des embauches ou piratages d'avant-match ; effacez-le d'abord";
    TeamNotInMatchCli => "team {} does not play in match {}; its teams are {} (home) and {} (away)", "l'équipe {} ne joue pas le match {} ; ses équipes sont {} (domicile) et {} (extérieur)";
    TeamNotInMatchWindow => "this team does not play in this match", "cette équipe ne joue pas ce match";
} }

impl Wording for FixtureFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        match surface {
            Surface::Cli => self.cli_text(lang),
            Surface::Window => self.window_text(lang),
        }
    }
}

impl FixtureFault {
    /// The command line's wording: the match's id and the command that resets it.
    fn cli_text(&self, lang: Lang) -> String {
        let reset = |id: &FixtureId| FixtureTexts::ResetCommand.fill(lang, &[id]);
        match self {
            FixtureFault::Played { id } => FixtureTexts::PlayedCli.fill(lang, &[id, &reset(id)]),
            FixtureFault::HasResult { id, home, away } => {
                FixtureTexts::HasResultCli.fill(lang, &[id, home, away, &reset(id)])
            }
            FixtureFault::NoResult { id } => FixtureTexts::NoResultCli.fill(lang, &[id]),
            FixtureFault::NothingToReset { id } => {
                FixtureTexts::NothingToResetCli.fill(lang, &[id])
            }
            FixtureFault::PostMatchRecorded { id } => {
                FixtureTexts::PostMatchRecordedCli.fill(lang, &[id, &reset(id)])
            }
            FixtureFault::EditAfterPostMatch { id } => {
                FixtureTexts::EditAfterPostMatchCli.fill(lang, &[id, &reset(id)])
            }
            FixtureFault::HasPreMatchItems { id } => {
                FixtureTexts::HasPreMatchItemsCli.fill(lang, &[id, &reset(id)])
            }
            FixtureFault::PlayoffGame { id } => FixtureTexts::PlayoffGameCli.fill(lang, &[id]),
            FixtureFault::FollowingGamePlayed { game, id } => {
                FixtureTexts::FollowingGamePlayedCli.fill(lang, &[game, id])
            }
            FixtureFault::FollowingGameHasItems { game, id } => {
                FixtureTexts::FollowingGameHasItemsCli.fill(lang, &[game, id])
            }
            FixtureFault::TeamNotInMatch {
                team,
                id,
                home,
                away,
            } => FixtureTexts::TeamNotInMatchCli.fill(lang, &[team, id, home, away]),
        }
    }

    /// The window's wording: this match, and the buttons on its row.
    fn window_text(&self, lang: Lang) -> String {
        let row = FixtureTexts::OnItsRow.get(lang);
        let text = match self {
            FixtureFault::Played { .. } => FixtureTexts::PlayedWindow,
            FixtureFault::HasResult { home, away, .. } => {
                return FixtureTexts::HasResultWindow.fill(lang, &[home, away, &row]);
            }
            FixtureFault::NoResult { .. } => FixtureTexts::NoResultWindow,
            FixtureFault::NothingToReset { .. } => FixtureTexts::NothingToResetWindow,
            FixtureFault::PostMatchRecorded { .. } => FixtureTexts::PostMatchRecordedWindow,
            FixtureFault::EditAfterPostMatch { .. } => FixtureTexts::EditAfterPostMatchWindow,
            FixtureFault::HasPreMatchItems { .. } => FixtureTexts::HasPreMatchItemsWindow,
            FixtureFault::PlayoffGame { .. } => FixtureTexts::PlayoffGameWindow,
            FixtureFault::FollowingGamePlayed { .. } => FixtureTexts::FollowingGamePlayedWindow,
            FixtureFault::FollowingGameHasItems { .. } => FixtureTexts::FollowingGameHasItemsWindow,
            FixtureFault::TeamNotInMatch { .. } => FixtureTexts::TeamNotInMatchWindow,
        };
        text.fill(lang, &[&row])
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::FixtureTexts::ALL);
    }
}
