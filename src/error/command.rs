//! What the command line refuses in how a command was given: options of another game,
//! missing options, no place to run. The window never gives a command, but each kind
//! still has a wording of its own there.

use super::facts::GameName;
use super::words::{WordingBySurface, variant_names};

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

impl WordingBySurface for CommandFault {
    fn cli_english(&self) -> String {
        match self {
            CommandFault::NoHome => "no home directory found: give the league file with --db PATH or DUGOUT_DB".into(),
            CommandFault::NoTeamCommands { game } => {
                format!("the command line has no team commands for {} yet", game.en)
            }
            CommandFault::BudgetIsDreadBall => {
                "--budget is DreadBall's; a Blood Bowl team starts with --treasury GP".into()
            }
            CommandFault::TreasuryIsBloodBowl => "--treasury and --hire are Blood Bowl's; a DreadBall team starts from its line-up or with --budget MC".into(),
            CommandFault::DreadBallOption => "that option is DreadBall's; a Blood Bowl league takes --points-win/draw/loss, --tie-breakers, --starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving and --mvp-chosen-house-rule".into(),
            CommandFault::BloodBowlOptions => "--starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving and --mvp-chosen-house-rule are Blood Bowl's; this is a DreadBall league".into(),
            CommandFault::OtherGameOption { option, game } => format!("{option} is for {} only; this league is of another game", game.en),
            CommandFault::ImportRosterUsage => {
                "import a roster pack with: dugout data import-roster FILE --league L".into()
            }
            CommandFault::BloodBowlDataOnly => {
                "special rules and roster packs are Blood Bowl's: add --game bloodbowl".into()
            }
            CommandFault::ReportOrInteractive => "give the report with --file REPORT.json, or answer the questions with --interactive".into(),
            CommandFault::NoDisplay => "no graphical display (neither DISPLAY nor WAYLAND_DISPLAY is set): run the window in a desktop session, or use the commands (`dugout --help`)".into(),
            _ => self.window_english(),
        }
    }

    fn window_english(&self) -> String {
        match self {
            CommandFault::NoHome => {
                "no home folder found, so there is no default league file: open one".into()
            }
            CommandFault::StoreNotOpen => "the league file did not open".into(),
            CommandFault::NoTeamCommands { game } => {
                format!("there are no team commands for {} yet", game.en)
            }
            CommandFault::TeamCommandOtherGame => {
                "this team command does not apply to the team's game".into()
            }
            CommandFault::BudgetIsDreadBall => "a starting budget is DreadBall's; a Blood Bowl team starts with a treasury in gold pieces".into(),
            CommandFault::TreasuryIsBloodBowl => "a starting treasury and hires are Blood Bowl's; a DreadBall team starts from its line-up or with a budget in mc".into(),
            CommandFault::DreadBallOption => "that setting is DreadBall's; a Blood Bowl league has points per result, tie-breakers, a starting treasury and dedicated fans".into(),
            CommandFault::BloodBowlOptions => "the starting treasury and dedicated fans are Blood Bowl's settings; this is a DreadBall league".into(),
            CommandFault::OtherGameOption { game, .. } => format!("that setting is {}'s only; this league is of another game", game.en),
            CommandFault::ImportRosterUsage => {
                "a roster pack is imported into a league: choose the file and the league".into()
            }
            CommandFault::BloodBowlDataOnly => {
                "special rules and roster packs are Blood Bowl's".into()
            }
            CommandFault::ReportOrInteractive => {
                "give the post-match report, or answer its questions".into()
            }
            CommandFault::NoDisplay => "no graphical display: run the window in a desktop session".into(),
        }
    }

    fn cli_french(&self) -> String {
        match self {
            CommandFault::NoHome => "aucun dossier personnel trouvé : donnez le fichier de ligue avec --db CHEMIN ou DUGOUT_DB".into(),
            CommandFault::NoTeamCommands { game } => format!(
                "la ligne de commande n'a pas encore de commandes d'équipe pour {}",
                game.fr
            ),
            CommandFault::BudgetIsDreadBall => "--budget est propre à DreadBall ; une équipe de Blood Bowl commence avec --treasury PO".into(),
            CommandFault::TreasuryIsBloodBowl => "--treasury et --hire sont propres à Blood Bowl ; une équipe de DreadBall part de sa composition officielle ou de --budget MC".into(),
            CommandFault::DreadBallOption => "cette option est propre à DreadBall ; une ligue de Blood Bowl prend --points-win/draw/loss, --tie-breakers, --starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving et --mvp-chosen-house-rule".into(),
            CommandFault::BloodBowlOptions => "--starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving et --mvp-chosen-house-rule sont propres à Blood Bowl ; cette ligue est une ligue de DreadBall".into(),
            CommandFault::OtherGameOption { option, game } => format!("{option} est propre à {} ; cette ligue est d'un autre jeu", game.fr),
            CommandFault::ImportRosterUsage => "importez un paquet d'équipes avec : dugout data import-roster FICHIER --league L".into(),
            CommandFault::BloodBowlDataOnly => "les règles spéciales et les paquets d'équipes sont propres à Blood Bowl : ajoutez --game bloodbowl".into(),
            CommandFault::ReportOrInteractive => "donnez le rapport avec --file RAPPORT.json, ou répondez aux questions avec --interactive".into(),
            CommandFault::NoDisplay => "pas d'affichage graphique (ni DISPLAY ni WAYLAND_DISPLAY n'est défini) : lancez la fenêtre dans une session de bureau, ou utilisez les commandes (`dugout --help`)".into(),
            _ => self.window_french(),
        }
    }

    fn window_french(&self) -> String {
        match self {
            CommandFault::NoHome => "aucun dossier personnel trouvé, donc pas de fichier de ligue par défaut : ouvrez-en un".into(),
            CommandFault::StoreNotOpen => "le fichier de ligue ne s'est pas ouvert".into(),
            CommandFault::NoTeamCommands { game } => {
                format!("il n'y a pas encore de commandes d'équipe pour {}", game.fr)
            }
            CommandFault::TeamCommandOtherGame => {
                "cette commande d'équipe ne s'applique pas au jeu de l'équipe".into()
            }
            CommandFault::BudgetIsDreadBall => "un budget de départ est propre à DreadBall ; une équipe de Blood Bowl commence avec une trésorerie en pièces d'or".into(),
            CommandFault::TreasuryIsBloodBowl => "une trésorerie de départ et des embauches sont propres à Blood Bowl ; une équipe de DreadBall part de sa composition officielle ou d'un budget en mc".into(),
            CommandFault::DreadBallOption => "ce réglage est propre à DreadBall ; une ligue de Blood Bowl a des points par résultat, des critères de départage, une trésorerie de départ et des fans dévoués".into(),
            CommandFault::BloodBowlOptions => "la trésorerie de départ et les fans dévoués sont des réglages de Blood Bowl ; cette ligue est une ligue de DreadBall".into(),
            CommandFault::OtherGameOption { game, .. } => format!("ce réglage est propre à {} ; cette ligue est d'un autre jeu", game.fr),
            CommandFault::ImportRosterUsage => "un paquet d'équipes s'importe dans une ligue : choisissez le fichier et la ligue".into(),
            CommandFault::BloodBowlDataOnly => {
                "les règles spéciales et les paquets d'équipes sont propres à Blood Bowl".into()
            }
            CommandFault::ReportOrInteractive => {
                "donnez le rapport d'après-match, ou répondez à ses questions".into()
            }
            CommandFault::NoDisplay => "pas d'affichage graphique : lancez la fenêtre dans une session de bureau".into(),
        }
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
