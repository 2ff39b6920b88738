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
    /// `--budget` for a Blood Bowl team.
    BudgetIsDreadBall,
    /// `--treasury` or `--hire` for a DreadBall team.
    TreasuryIsBloodBowl,
    /// A DreadBall league option for a Blood Bowl league.
    DreadBallOption,
    /// A Blood Bowl league option for a DreadBall league.
    BloodBowlOptions,
    /// An option (or setting) that belongs to another game.
    OtherGameOption {
        option: String,
        game: GameName,
    },
    ImportRosterUsage,
    /// Special rules or roster packs asked of DreadBall's data.
    BloodBowlDataOnly,
    /// A post-match with neither a report file nor questions.
    ReportOrInteractive,
    NoDisplay,
}

variant_names!(CommandFault: NoHome, StoreNotOpen, NoTeamCommands, TeamCommandOtherGame,
    BudgetIsDreadBall, TreasuryIsBloodBowl, DreadBallOption, BloodBowlOptions, OtherGameOption, ImportRosterUsage,
    BloodBowlDataOnly, ReportOrInteractive, NoDisplay);

texts! { CommandTexts {
    NoHomeCli => "no home directory found: give the league file with --db PATH or DUGOUT_DB", "aucun dossier personnel trouvé : donnez le fichier de ligue avec --db CHEMIN ou DUGOUT_DB";
    NoHomeWindow => "no home folder found, so there is no default league file: open one", "aucun dossier personnel trouvé, donc pas de fichier de ligue par défaut : ouvrez-en un";
    StoreNotOpen => "the league file did not open", "le fichier de ligue ne s'est pas ouvert";
    NoTeamCommandsCli => "the command line has no team commands for {} yet", "la ligne de commande n'a pas encore de commandes d'équipe pour {}";
    NoTeamCommandsWindow => "there are no team commands for {} yet", "il n'y a pas encore de commandes d'équipe pour {}";
    TeamCommandOtherGame => "this team command does not apply to the team's game", "cette commande d'équipe ne s'applique pas au jeu de l'équipe";
    BudgetIsDreadBallCli => "--budget is DreadBall's; a Blood Bowl team starts with --treasury GP", "--budget est propre à DreadBall ; une équipe de Blood Bowl commence avec --treasury PO";
    BudgetIsDreadBallWindow => "a starting budget is DreadBall's; a Blood Bowl team starts with a treasury in gold pieces", "un budget de départ est propre à DreadBall ; une équipe de Blood Bowl commence avec une trésorerie en pièces d'or";
    TreasuryIsBloodBowlCli => "--treasury and --hire are Blood Bowl's; a DreadBall team starts from its line-up or with --budget MC", "--treasury et --hire sont propres à Blood Bowl ; une équipe de DreadBall part de sa composition officielle ou de --budget MC";
    TreasuryIsBloodBowlWindow => "a starting treasury and hires are Blood Bowl's; a DreadBall team starts from its line-up or with a budget in mc", "une trésorerie de départ et des embauches sont propres à Blood Bowl ; une équipe de DreadBall part de sa composition officielle ou d'un budget en mc";
    DreadBallOptionCli => "that option is DreadBall's; a Blood Bowl league takes --points-win/draw/loss, --tie-breakers, --starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving and --mvp-chosen-house-rule", "cette option est propre à DreadBall ; une ligue de Blood Bowl prend --points-win/draw/loss, --tie-breakers, --starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving et --mvp-chosen-house-rule";
    DreadBallOptionWindow => "that setting is DreadBall's; a Blood Bowl league has points per result, tie-breakers, a starting treasury and dedicated fans", "ce réglage est propre à DreadBall ; une ligue de Blood Bowl a des points par résultat, des critères de départage, une trésorerie de départ et des fans dévoués";
    BloodBowlOptionsCli => "--starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving and --mvp-chosen-house-rule are Blood Bowl's; this is a DreadBall league", "--starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving et --mvp-chosen-house-rule sont propres à Blood Bowl ; cette ligue est une ligue de DreadBall";
    BloodBowlOptionsWindow => "the starting treasury and dedicated fans are Blood Bowl's settings; this is a DreadBall league", "la trésorerie de départ et les fans dévoués sont des réglages de Blood Bowl ; cette ligue est une ligue de DreadBall";
    OtherGameOptionCli => "{} is for {} only; this league is of another game", "{} est propre à {} ; cette ligue est d'un autre jeu";
    OtherGameOptionWindow => "that setting is {}'s only; this league is of another game", "ce réglage est propre à {} ; cette ligue est d'un autre jeu";
    ImportRosterUsageCli => "import a roster pack with: dugout data import-roster FILE --league L", "importez un paquet d'équipes avec : dugout data import-roster FICHIER --league L";
    ImportRosterUsageWindow => "a roster pack is imported into a league: choose the file and the league", "un paquet d'équipes s'importe dans une ligue : choisissez le fichier et la ligue";
    BloodBowlDataOnlyCli => "special rules and roster packs are Blood Bowl's: add --game bloodbowl", "les règles spéciales et les paquets d'équipes sont propres à Blood Bowl : ajoutez --game bloodbowl";
    BloodBowlDataOnlyWindow => "special rules and roster packs are Blood Bowl's", "les règles spéciales et les paquets d'équipes sont propres à Blood Bowl";
    ReportOrInteractiveCli => "give the report with --file REPORT.json, or answer the questions with --interactive", "donnez le rapport avec --file RAPPORT.json, ou répondez aux questions avec --interactive";
    ReportOrInteractiveWindow => "give the post-match report, or answer its questions", "donnez le rapport d'après-match, ou répondez à ses questions";
    NoDisplayCli => "no graphical display (neither DISPLAY nor WAYLAND_DISPLAY is set): run the window in a desktop session, or use the commands (`dugout --help`)", "pas d'affichage graphique (ni DISPLAY ni WAYLAND_DISPLAY n'est défini) : lancez la fenêtre dans une session de bureau, ou utilisez les commandes (`dugout --help`)";
    NoDisplayWindow => "no graphical display: run the window in a desktop session", "pas d'affichage graphique : lancez la fenêtre dans une session de bureau";
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
            CommandFault::BudgetIsDreadBall => said(
                CommandTexts::BudgetIsDreadBallCli,
                CommandTexts::BudgetIsDreadBallWindow,
            ),
            CommandFault::TreasuryIsBloodBowl => said(
                CommandTexts::TreasuryIsBloodBowlCli,
                CommandTexts::TreasuryIsBloodBowlWindow,
            ),
            CommandFault::DreadBallOption => said(
                CommandTexts::DreadBallOptionCli,
                CommandTexts::DreadBallOptionWindow,
            ),
            CommandFault::BloodBowlOptions => said(
                CommandTexts::BloodBowlOptionsCli,
                CommandTexts::BloodBowlOptionsWindow,
            ),
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
            CommandFault::BloodBowlDataOnly => said(
                CommandTexts::BloodBowlDataOnlyCli,
                CommandTexts::BloodBowlDataOnlyWindow,
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
            CommandFault::BudgetIsDreadBall,
            CommandFault::TreasuryIsBloodBowl,
            CommandFault::DreadBallOption,
            CommandFault::BloodBowlOptions,
            CommandFault::OtherGameOption {
                option: "--gladiator".into(),
                game: GameName::BLOOD_BOWL,
            },
            CommandFault::ImportRosterUsage,
            CommandFault::BloodBowlDataOnly,
            CommandFault::ReportOrInteractive,
            CommandFault::NoDisplay,
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
