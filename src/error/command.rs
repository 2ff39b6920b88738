//! What the command line refuses in how a command was given: options of another game,
//! missing options, no place to run. The window never gives a command, but each kind
//! still has a wording of its own there.

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, variant_names};
use crate::data::Lang;
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandFault {
    NoHome,
    StoreNotOpen,
    NoTeamCommands {
        game: GameName,
    },
    TeamCommandOtherGame,
    /// An option (or setting) that belongs to another game.
    OtherGameOption {
        option: String,
        game: GameName,
    },
    ImportRosterUsage,
    /// A post-match with neither a report file nor questions.
    ReportOrInteractive,
    NoDisplay,
    /// A shared command handed to the games' registry (a slip of the dispatch).
    NotAGameCommand,
}

variant_names!(CommandFault: NoHome, StoreNotOpen, NoTeamCommands, TeamCommandOtherGame, OtherGameOption, ImportRosterUsage, ReportOrInteractive, NoDisplay, NotAGameCommand);

texts! { CommandTexts {
    NoHomeCli => "no home directory found: give the league file with --db PATH or DUGOUT_DB", "aucun dossier personnel trouvé : donnez le fichier de ligue avec --db CHEMIN ou DUGOUT_DB";
    NoHomeWindow => "no home folder found, so there is no default league file: open one", "aucun dossier personnel trouvé, donc pas de fichier de ligue par défaut : ouvrez-en un";
    StoreNotOpen => "the league file did not open", "le fichier de ligue ne s'est pas ouvert";
    NoTeamCommandsCli => "the command line has no team commands for {} yet", "la ligne de commande n'a pas encore de commandes d'équipe pour {}";
    NoTeamCommandsWindow => "there are no team commands for {} yet", "il n'y a pas encore de commandes d'équipe pour {}";
    TeamCommandOtherGame => "this team command does not apply to the team's game", "cette commande d'équipe ne s'applique pas au jeu de l'équipe";
    OtherGameOptionCli => "{} is for {} only; this league is of another game", "{} est propre à {} ; cette ligue est d'un autre jeu";
    OtherGameOptionWindow => "that setting is {}'s only; this league is of another game", "ce réglage est propre à {} ; cette ligue est d'un autre jeu";
    ImportRosterUsageCli => "import a roster pack with: dugout data import-roster FILE --league L", "importez un paquet d'équipes avec : dugout data import-roster FICHIER --league L";
    ImportRosterUsageWindow => "a roster pack is imported into a league: choose the file and the league", "un paquet d'équipes s'importe dans une ligue : choisissez le fichier et la ligue";
    ReportOrInteractiveCli => "give the report with --file REPORT.json, or answer the questions with --interactive", "donnez le rapport avec --file RAPPORT.json, ou répondez aux questions avec --interactive";
    ReportOrInteractiveWindow => "give the post-match report, or answer its questions", "donnez le rapport d'après-match, ou répondez à ses questions";
    NoDisplayCli => "no graphical display (neither DISPLAY nor WAYLAND_DISPLAY is set): run the window in a desktop session, or use the commands (`dugout --help`)", "pas d'affichage graphique (ni DISPLAY ni WAYLAND_DISPLAY n'est défini) : lancez la fenêtre dans une session de bureau, ou utilisez les commandes (`dugout --help`)";
    NoDisplayWindow => "no graphical display: run the window in a desktop session", "pas d'affichage graphique : lancez la fenêtre dans une session de bureau";
    NotAGameCommand => "this command belongs to no game", "cette commande n'appartient à aucun jeu";
} }

impl Wording for CommandFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let said = |cli: CommandTexts, window: CommandTexts| surface.pick(cli, window).get(lang);
        let text = match self {
            CommandFault::NoHome => said(CommandTexts::NoHomeCli, CommandTexts::NoHomeWindow),
            CommandFault::StoreNotOpen => CommandTexts::StoreNotOpen.get(lang),
            CommandFault::NoTeamCommands { game } => {
                let text = surface.pick(
                    CommandTexts::NoTeamCommandsCli,
                    CommandTexts::NoTeamCommandsWindow,
                );
                return text.fill(lang, &[&game.name(lang)]);
            }
            CommandFault::TeamCommandOtherGame => CommandTexts::TeamCommandOtherGame.get(lang),
            CommandFault::NotAGameCommand => CommandTexts::NotAGameCommand.get(lang),
            CommandFault::OtherGameOption { option, game } => {
                return match surface {
                    Surface::Cli => {
                        CommandTexts::OtherGameOptionCli.fill(lang, &[option, &game.name(lang)])
                    }
                    Surface::Window => {
                        CommandTexts::OtherGameOptionWindow.fill(lang, &[&game.name(lang)])
                    }
                };
            }
            CommandFault::ImportRosterUsage => said(
                CommandTexts::ImportRosterUsageCli,
                CommandTexts::ImportRosterUsageWindow,
            ),
            CommandFault::ReportOrInteractive => said(
                CommandTexts::ReportOrInteractiveCli,
                CommandTexts::ReportOrInteractiveWindow,
            ),
            CommandFault::NoDisplay => {
                said(CommandTexts::NoDisplayCli, CommandTexts::NoDisplayWindow)
            }
        };
        text.into()
    }
}

#[cfg(test)]
impl CommandFault {
    pub(super) fn examples() -> Vec<CommandFault> {
        vec![
            CommandFault::NoHome,
            CommandFault::StoreNotOpen,
            CommandFault::NoTeamCommands {
                game: GameName::BLOOD_BOWL,
            },
            CommandFault::TeamCommandOtherGame,
            CommandFault::OtherGameOption {
                option: "--gladiator".into(),
                game: GameName::BLOOD_BOWL,
            },
            CommandFault::ImportRosterUsage,
            CommandFault::ReportOrInteractive,
            CommandFault::NoDisplay,
            CommandFault::NotAGameCommand,
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::CommandTexts::ALL);
    }
}
