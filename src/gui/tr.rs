//! Every string the window shows, in English and French, side by side. Data names
//! (teams, positions, skills) come from the data files in the chosen language; this
//! table holds the interface's own words. `{}` marks a value filled in by `fill`.

use crate::data::Lang;

macro_rules! texts {
    ($($name:ident => $en:expr, $fr:expr;)*) => {
        /// A piece of interface text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Text { $($name),* }

        impl Text {
            /// Every text, for the tests that check both languages are complete.
            pub const ALL: &[Text] = &[$(Text::$name),*];
        }

        /// The text in `lang`.
        pub fn tr(lang: Lang, text: Text) -> &'static str {
            match text {
                $(Text::$name => match lang {
                    Lang::En => $en,
                    Lang::Fr => $fr,
                }),*
            }
        }
    };
}

/// Replaces each `{}` of `template`, in order, with the next value.
pub fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut values = values.iter();
    let mut rest = template;
    while let Some(at) = rest.find("{}") {
        out.push_str(&rest[..at]);
        out.push_str(values.next().copied().unwrap_or("{}"));
        rest = &rest[at + 2..];
    }
    out.push_str(rest);
    out
}

texts! {
    Leagues => "Leagues", "Ligues";
    Teams => "Teams", "Équipes";
    Reference => "Reference", "Référence";
    Settings => "Settings", "Réglages";
    Language => "Français", "English";
    LanguageHeading => "Language", "Langue";
    Theme => "Theme", "Thème";
    ThemeLight => "Light", "Clair";
    ThemeDark => "Dark", "Sombre";
    ThemeSystem => "Follow the system", "Comme le système";
    SettingsSavedIn => "Saved in", "Enregistrés dans";
    SettingsUnreadable => "Your settings could not be read, so the defaults are used:", "Vos réglages n'ont pas pu être lus ; les valeurs par défaut sont utilisées :";
    SettingsNotSaved => "Your settings could not be saved:", "Vos réglages n'ont pas pu être enregistrés :";
    Dismiss => "Dismiss", "Fermer";
    Loading => "Loading…", "Chargement…";
    Retry => "Retry", "Réessayer";
    WorkerStopped => "The background task stopped before it answered.", "La tâche de fond s'est arrêtée sans répondre.";
    NextChooseAnother => "Choose another file, or create a new league file.", "Choisissez un autre fichier, ou créez un nouveau fichier de ligue.";
    NextUpdateDugout => "Install a newer Dugout to open this file.", "Installez une version plus récente de Dugout pour ouvrir ce fichier.";
    NextRestoreBackup => "Restore the file from a backup copy, or open another one.", "Restaurez le fichier depuis une sauvegarde, ou ouvrez-en un autre.";
    NextCheckPermissions => "Check that the folder exists and that you may write in it.", "Vérifiez que le dossier existe et que vous pouvez y écrire.";
    NextRetry => "Try again; if it keeps failing, restart Dugout.", "Réessayez ; si cela échoue encore, redémarrez Dugout.";
    NextReinstall => "The reference data built into Dugout is damaged: reinstall Dugout.", "Les données de référence de Dugout sont endommagées : réinstallez Dugout.";
    LeagueFile => "League file", "Fichier de ligue";
    OpenFile => "Open a league file… (Ctrl+O)", "Ouvrir un fichier de ligue… (Ctrl+O)";
    NewFile => "New league file…", "Nouveau fichier de ligue…";
    NewFileExists => "That file already exists: use Open to work on it, or choose a new name.", "Ce fichier existe déjà : ouvrez-le, ou choisissez un autre nom.";
    Opening => "Opening…", "Ouverture…";
    FileOpen => "Open and ready.", "Ouvert et prêt.";
    NoFileOpen => "No league file is open.", "Aucun fichier de ligue n'est ouvert.";
    RecentFiles => "Recent files", "Fichiers récents";
    NoRecentFiles => "None yet.", "Aucun pour l'instant.";
    NoLeague => "No league in this file yet: create one below.", "Aucune ligue dans ce fichier : créez-en une ci-dessous.";
    NewLeague => "New league", "Nouvelle ligue";
    LeagueName => "League name", "Nom de la ligue";
    CreateLeague => "Create league", "Créer la ligue";
    NewLeagueHint => "DreadBall for now; Blood Bowl, Dungeonbowl and Killpower Ball will follow. (Ctrl+N)", "DreadBall pour l'instant ; Blood Bowl, Dungeonbowl et Killpower Ball suivront. (Ctrl+N)";
    CoachingDiePrice => "Coaching Die", "Dé de Coaching";
    CardPrice => "DreadBall Card", "Carte DreadBall";
    StartingTreasury => "starting treasury of a line-up team", "trésorerie de départ d'une équipe officielle";
    DefaultMark => "default", "par défaut";
    DefaultWas => "league setting; default", "réglage de ligue ; défaut";
    DefaultsNote => "Prices of a Coaching Die and a DreadBall Card, and the starting treasury, are league settings with defaults (6mc, 10mc, 0mc), not quoted rules.", "Les prix d'un Dé de Coaching et d'une Carte DreadBall, et la trésorerie de départ, sont des réglages de ligue avec des valeurs par défaut (6mc, 10mc, 0mc), pas des règles citées.";
    SearchTeams => "Search teams (Ctrl+F)", "Chercher une équipe (Ctrl+F)";
    Search => "Search (Ctrl+F)", "Chercher (Ctrl+F)";
    NoTeam => "No team here yet.", "Aucune équipe pour l'instant.";
    NewTeam => "New team (Ctrl+N)", "Nouvelle équipe (Ctrl+N)";
    TeamName => "Team name", "Nom de l'équipe";
    CoachName => "Coach", "Coach";
    ChooseRoster => "Choose a roster", "Choisissez une équipe de base";
    StartingLineup => "Official starting line-up", "Équipe de départ officielle";
    Budget => "Empty, with a budget of", "Vide, avec un budget de";
    BudgetNotNumber => "The budget must be a whole number of mc, e.g. 100.", "Le budget doit être un nombre entier de mc, par exemple 100.";
    CreateTeam => "Create team", "Créer l'équipe";
    Name => "Name", "Nom";
    Coach => "Coach", "Coach";
    Roster => "Roster", "Équipe de base";
    Players => "Players", "Joueurs";
    TeamValue => "Team value", "Valeur";
    Treasury => "Treasury", "Trésorerie";
    BackToLeague => "← League", "← Ligue";
    Dice => "Coaching Dice", "Dés de Coaching";
    Cards => "DreadBall Cards", "Cartes DreadBall";
    Cheerleaders => "Cheerleaders", "Cheerleaders";
    Staff => "Staff", "Encadrement";
    None => "none", "aucun";
    Undo => "Undo", "Annuler";
    NothingToUndo => "Nothing to undo", "Rien à annuler";
    UndoHire => "Undo hiring #{} {}", "Annuler l'embauche de #{} {}";
    UndoRelease => "Undo releasing #{} {}", "Annuler le renvoi de #{} {}";
    UndoBuy => "Undo buying {} × {}", "Annuler l'achat de {} × {}";
    UndoStaff => "Undo hiring the {}", "Annuler l'embauche : {}";
    UndoRenamePlayer => "Undo renaming #{} (back to {})", "Annuler le renommage de #{} (retour à {})";
    UndoRenumber => "Undo renumbering {} (back to #{})", "Annuler le changement de numéro de {} (retour à #{})";
    UndoRenameTeam => "Undo renaming the team (back to {})", "Annuler le renommage de l'équipe (retour à {})";
    SelectPlayerHint => "Click a player's name to rename, renumber or release them.", "Cliquez sur le nom d'un joueur pour le renommer, changer son numéro ou le renvoyer.";
    Rename => "Rename", "Renommer";
    Renumber => "Renumber", "Changer de numéro";
    Release => "Release", "Renvoyer";
    ReleaseNoRefund => "A released player is not refunded.", "Un joueur renvoyé n'est pas remboursé.";
    NumberNotNumber => "A shirt number is a whole number from 1 to 99.", "Un numéro de maillot est un nombre entier de 1 à 99.";
    Hire => "Hire", "Embaucher";
    Buy => "Buy", "Acheter";
    OfferLabel => "{} — {}, {} left", "{} — {}, reste {}";
    NoKnownPositions => "The seed gives no position for this roster.", "La fiche ne donne aucun poste pour cette équipe.";
    CoachingDie => "Coaching Die", "Dé de Coaching";
    DreadBallCard => "DreadBall Card", "Carte DreadBall";
    Cheerleader => "Cheerleader", "Cheerleader";
    TeamNameHeading => "Team name", "Nom de l'équipe";
    Problems => "Rules check", "Vérification des règles";
    TeamIsLegal => "The team breaks no rule.", "L'équipe respecte toutes les règles.";
    Ledger => "Ledger", "Comptes";
    EmptyLedger => "No entry yet.", "Aucune écriture.";
    NoPlayers => "No player yet: hire from the panel on the right.", "Aucun joueur : embauchez depuis le panneau de droite.";
    Number => "#", "N°";
    Position => "Position", "Poste";
    Mv => "Mv", "Mv";
    Str => "Str", "For";
    Spd => "Spd", "Vit";
    Skl => "Skl", "Hab";
    Arm => "Arm", "Arm";
    Skills => "Skills", "Compétences";
    Cost => "Cost", "Coût";
    Kind => "Kind", "Type";
    KindRoster => "roster", "équipe";
    KindMvp => "MVP", "MVP";
    KindFreeAgent => "free agent", "agent libre";
    KindMechanite => "Mechanite", "Mechanite";
    KindMutant => "Mutant", "Mutant";
    Mvps => "MVPs", "MVP";
    Giants => "Giants", "Géants";
    FreeAgents => "Free agents", "Agents libres";
    FreeAgentTable => "Free-agent table", "Table d'agents libres";
    ChallengeCup => "Challenge Cup", "Challenge Cup";
    PlaysFor => "Plays for", "Joue pour";
    Season => "Season", "Saison";
    NothingFound => "Nothing matches the search.", "Rien ne correspond à la recherche.";
    DesignMechanite => "Design a Mechanite…", "Concevoir un Mechanite…";
    DesignMutant => "Design a Mutant…", "Concevoir un Mutant…";
    BuildAnother => "Build another like this", "En construire un autre identique";
    BuiltFrom => "Built from: {}", "Construit avec : {}";
    MechaniteWorkshop => "Mechanite workshop", "Atelier Mechanite";
    MutantLab => "Mutant lab", "Laboratoire mutant";
    BackToTeam => "← Team", "← Équipe";
    ArmSide => "Arm {}", "Bras {}";
    StarredArmHint => "A Jack needs at least one arm marked *.", "Un Jack doit prendre au moins un bras marqué *.";
    ProgrammingHint => "Optional, each at most once.", "Facultatives, chacune au plus une fois.";
    NoUpgrade => "None", "Aucune";
    UpgradeHint => "One upgrade per body part, from this position's table only.", "Une amélioration par partie du corps, de la table de ce poste uniquement.";
    Paid => "paid", "payé";
    Free => "free", "offert";
    PricingRule => "A part is paid only if it adds or improves a stat or a skill.", "Une pièce n'est payée que si elle ajoute ou améliore une stat ou une compétence.";
    MutantPricingRule => "Base cost plus every upgrade.", "Coût de base plus chaque amélioration.";
    PlayerNameOptional => "Player name (optional)", "Nom du joueur (facultatif)";
    AddToTeam => "Add to the team — {}, {} left", "Ajouter à l'équipe — {}, reste {}";
    AddToTeamRefused => "Add to the team — {}", "Ajouter à l'équipe — {}";
    BuiltPlayer => "Added #{} {} for {}.", "Ajouté : n°{} {} pour {}.";
    SaveTemplate => "Save as template", "Enregistrer comme modèle";
    Save => "Save", "Enregistrer";
    TemplateName => "Template name", "Nom du modèle";
    SavedDesigns => "Saved designs", "Modèles enregistrés";
    NoSavedDesigns => "No saved design of this kind yet.", "Aucun modèle de ce type pour l'instant.";
    UseTemplate => "Use", "Utiliser";
    DeleteTemplate => "Delete", "Supprimer";
    NoLongerLegal => "no longer legal: {}", "n'est plus légal : {}";
    Total => "Total", "Total";
}
