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
    // ----- league play: seasons, fixtures, results, standings, playoffs -----
    Seasons => "Seasons", "Saisons";
    NoSeason => "No season yet: start one below.", "Aucune saison : lancez-en une ci-dessous.";
    SeasonName => "Season name, e.g. 2027", "Nom de la saison, p. ex. 2027";
    StartEmpty => "with no team yet", "sans équipe pour l'instant";
    SameTeamsAs => "same teams as {}", "mêmes équipes que {}";
    NewSeason => "New season", "Nouvelle saison";
    OpenSince => "open since {}", "ouverte depuis le {}";
    ClosedOn => "closed on {}", "close le {}";
    AuditLog => "Audit log", "Journal des changements";
    AuditTab => "Audit", "Journal";
    Graveyard => "Graveyard", "Cimetière";
    SeasonTitle => "Season {}", "Saison {}";
    CloseSeason => "Close the season", "Clore la saison";
    ReopenSeason => "Reopen the season", "Rouvrir la saison";
    SeasonClosedHint => "The season is closed: reopen it to change its teams, fixtures or results.", "La saison est close : rouvrez-la pour changer ses équipes, son calendrier ou ses résultats.";
    Fixtures => "Fixtures", "Calendrier";
    Standings => "Standings", "Classement";
    Playoffs => "Playoffs", "Phases finales";
    NoTeamEntered => "No team is entered in this season yet.", "Aucune équipe n'est inscrite dans cette saison.";
    DivisionTitle => "Division {}", "Division {}";
    NoDivision => "No division", "Sans division";
    Team => "Team", "Équipe";
    History => "History", "Historique";
    Remove => "Remove", "Retirer";
    EnterTeam => "Enter a team", "Inscrire une équipe";
    EnterTeamButton => "Enter the team", "Inscrire l'équipe";
    ChooseTeam => "Choose a team", "Choisissez une équipe";
    DivisionOptional => "Division (optional)", "Division (facultative)";
    EveryTeamEntered => "Every team of the league is entered.", "Toutes les équipes de la ligue sont inscrites.";
    NoFixtures => "No fixture yet.", "Aucun match au calendrier.";
    GenerateFixtures => "Generate the fixtures", "Générer le calendrier";
    SingleRoundRobin => "Single round robin", "Matchs simples";
    DoubleRoundRobin => "Home and away", "Aller et retour";
    StartDate => "First round on (YYYY-MM-DD)", "Première journée (AAAA-MM-JJ)";
    DaysBetweenRounds => "days between rounds", "jours entre deux journées";
    Generate => "Generate", "Générer";
    GenerateHint => "Every team meets every other team of its division; without a date the matches have none.", "Chaque équipe rencontre chaque autre équipe de sa division ; sans date, les matchs n'en ont pas.";
    DateNotDate => "A date is written YYYY-MM-DD, e.g. 2026-09-05.", "Une date s'écrit AAAA-MM-JJ, par exemple 2026-09-05.";
    DaysNotNumber => "The days between rounds are a whole number from 1 up, e.g. 7.", "Les jours entre deux journées sont un nombre entier à partir de 1, par exemple 7.";
    FixturesMade => "{} matches scheduled.", "{} matchs au calendrier.";
    RoundTitle => "Round {}", "Journée {}";
    NoDate => "no date", "sans date";
    ToPlay => "to play", "à jouer";
    LandslideMark => "landslide", "victoire écrasante";
    PlayoffMark => "playoff", "phase finale";
    EnterResult => "Enter result", "Saisir le résultat";
    Edit => "Edit", "Modifier";
    Reset => "Reset", "Effacer";
    HomeScore => "Home", "Domicile";
    AwayScore => "Away", "Extérieur";
    Landslide => "Landslide", "Victoire écrasante";
    Cancel => "Cancel", "Annuler";
    EditKeepsEvents => "The players' events recorded with this result are kept.", "Les actions des joueurs saisies avec ce résultat sont conservées.";
    ScoreNotNumber => "A score is a whole number, e.g. 4.", "Un score est un nombre entier, par exemple 4.";
    ResultSaved => "Saved: {} {} {}.", "Enregistré : {} {} {}.";
    ResultReset => "{} v {} is to be played again.", "{} contre {} est de nouveau à jouer.";
    ResetWillUndo => "Resetting returns this match to unplayed and undoes:", "Effacer ce résultat remet le match à jouer et défait :";
    ResetResult => "the result {}", "le résultat {}";
    ResetNoEvents => "no player event (none was recorded)", "aucune action de joueur (aucune n'a été saisie)";
    ResetEvents => "the players' events:", "les actions des joueurs :";
    ResetRevived => "the deaths: {} back on the roster", "les morts : {} de retour dans l'effectif";
    ResetRemovedGames => "the playoff games it made, deleted: match {}", "les matchs de phase finale qu'il a créés, supprimés : match {}";
    ConfirmReset => "Reset the result", "Effacer le résultat";
    EventStrike => "strike", "strike";
    EventInjury => "injury", "blessure";
    EventKill => "kill", "élimination";
    EventDeath => "death", "mort";
    EventExperience => "experience", "expérience";
    PositionShort => "Pos", "Pl.";
    PlayedShort => "P", "J";
    WonShort => "W", "G";
    DrawnShort => "D", "N";
    LostShort => "L", "P";
    LandslidesShort => "LS", "VE";
    PointsShort => "Pts", "Pts";
    StrikesForShort => "SF", "SM";
    StrikesAgainstShort => "SA", "SE";
    DifferenceShort => "SD", "Diff";
    StandingsLegend => "P played, W won, D drawn, L lost, LS landslide wins, SF strikes scored, SA strikes conceded, SD difference.", "J joués, G gagnés, N nuls, P perdus, VE victoires écrasantes, SM strikes marqués, SE strikes encaissés, Diff différence.";
    AboveOn => "{} above {} on {}", "{} devant {} au départage : {}";
    LevelOnAll => "{} and {} are level on every tie-breaker", "{} et {} sont à égalité sur tous les critères";
    TieBreakPoints => "points", "points";
    TieBreakStrikeDifference => "strike difference", "différence de strikes";
    TieBreakStrikesFor => "strikes scored", "strikes marqués";
    TieBreakHeadToHead => "head-to-head", "confrontations directes";
    TieBreakWins => "wins", "victoires";
    TieBreakTeamValue => "team value", "valeur d'équipe";
    TieBreakCoinFlip => "the coin flip", "tirage au sort";
    PointsNote => "Points: landslide win {}, win {}, draw {}, loss {} ({}).", "Points : victoire écrasante {}, victoire {}, nul {}, défaite {} ({}).";
    PointsAreDefaults => "Dugout's defaults, not quoted rules", "valeurs par défaut de Dugout, pas des règles citées";
    PointsAreLeagueSetting => "league setting; Dugout's defaults are 3, 2, 1, 0", "réglage de ligue ; par défaut 3, 2, 1, 0";
    OrderNote => "Level teams are separated by {}.", "Les équipes à égalité sont départagées par : {}.";
    ThenSeparator => ", then ", ", puis ";
    NoPlayoff => "No playoff in this season yet.", "Aucune phase finale dans cette saison.";
    NewPlayoff => "New playoff", "Nouvelle phase finale";
    DefaultPlayoffName => "Playoffs", "Phase finale";
    TopTeams => "top", "les";
    BestOf => "teams, best of", "premiers, au meilleur de";
    StartPlayoff => "Start the playoff", "Lancer la phase finale";
    PlayoffHint => "Seeded from the standings (1 v lowest); a series goes to the first team to win most of its games.", "Têtes de série selon le classement (1 contre le dernier) ; une série revient à la première équipe qui en gagne la majorité.";
    TopNotNumber => "The number of teams is a whole number, e.g. 4.", "Le nombre d'équipes est un nombre entier, par exemple 4.";
    BestOfNotNumber => "Best of is an odd whole number, e.g. 3.", "« Au meilleur de » est un nombre entier impair, par exemple 3.";
    PlayoffStarted => "The playoff {} has started.", "La phase finale {} a commencé.";
    BracketTitle => "{} — best of {}", "{} — au meilleur de {}";
    Final => "Final", "Finale";
    SemiFinals => "Semi-finals", "Demi-finales";
    QuarterFinals => "Quarter-finals", "Quarts de finale";
    Bye => "bye: goes through", "exempt : qualifié d'office";
    ToBeDecided => "to be decided", "à déterminer";
    Champion => "Champion: {}", "Champion : {}";
    NoChampionYet => "No champion yet.", "Pas encore de champion.";
    // ----- audit log -----
    AuditTitle => "Audit log — {}", "Journal des changements — {}";
    Show => "Show", "Afficher";
    AllActions => "All actions", "Toutes les actions";
    AllTeams => "All teams", "Toutes les équipes";
    ActionsResults => "Results", "Résultats";
    ActionsFixtures => "Fixtures", "Calendrier";
    ActionsSeasons => "Seasons", "Saisons";
    ActionsPlayoffs => "Playoffs", "Phases finales";
    ActionsOverrides => "Commissioner overrides", "Forçages du commissaire";
    ActionsTeams => "Team changes", "Changements d'équipe";
    ActionsLeague => "League", "Ligue";
    ActionsTemplates => "Saved designs", "Modèles enregistrés";
    AuditFixturesAdd => "match added", "match ajouté";
    AuditFixturesDelete => "match deleted", "match supprimé";
    AuditFixturesGenerate => "fixtures generated", "calendrier généré";
    AuditFixturesReschedule => "match moved", "match déplacé";
    AuditLeagueCreate => "league created", "ligue créée";
    AuditLeagueSettings => "league settings", "réglages de ligue";
    AuditMatchEdit => "result edited", "résultat modifié";
    AuditMatchRecord => "result recorded", "résultat saisi";
    AuditMatchReset => "result reset", "résultat annulé";
    AuditOverridePlayer => "override: player", "forçage : joueur";
    AuditOverrideTeam => "override: team", "forçage : équipe";
    AuditPlayoffCreate => "playoff started", "phase finale lancée";
    AuditSeasonAddTeam => "team entered", "équipe inscrite";
    AuditSeasonClose => "season closed", "saison close";
    AuditSeasonCreate => "season started", "saison lancée";
    AuditSeasonRemoveTeam => "team withdrawn", "équipe retirée";
    AuditSeasonReopen => "season reopened", "saison rouverte";
    AuditTeamChange => "team change", "changement d'équipe";
    AuditTeamCreate => "team created", "équipe créée";
    AuditTeamUndo => "change undone", "changement annulé";
    AuditTemplateDelete => "design deleted", "modèle supprimé";
    AuditTemplateSave => "design saved", "modèle enregistré";
    NothingLogged => "Nothing logged matches these filters.", "Aucune entrée du journal ne correspond à ces filtres.";
    NewestOnly => "Only the newest {} entries are shown.", "Seules les {} entrées les plus récentes sont affichées.";
    NoValue => "(none)", "(aucun)";
    ReasonLine => "Reason: {}", "Motif : {}";
    // ----- history -----
    Back => "← Back", "← Retour";
    HistoryTitle => "History of {}", "Historique : {}";
    TeamRoster => "Team roster", "Effectif de l'équipe";
    RecordLine => "Played {} · won {} · drawn {} · lost {} · strikes {} scored, {} conceded", "Joués {} · gagnés {} · nuls {} · perdus {} · strikes {} marqués, {} encaissés";
    Matches => "Matches", "Matchs";
    NoMatchPlayed => "No match played yet.", "Aucun match joué pour l'instant.";
    PlayersEver => "Everyone who played for the team", "Tous les joueurs passés par l'équipe";
    PlayerCareerHint => "Click a player's name for their career.", "Cliquez sur le nom d'un joueur pour voir sa carrière.";
    Date => "Date", "Date";
    SeasonRound => "{}, round {}", "{}, journée {}";
    Opponent => "Opponent", "Adversaire";
    AtHome => "home", "domicile";
    Away => "away", "extérieur";
    Score => "Score", "Score";
    Result => "Result", "Résultat";
    Notes => "Notes", "Notes";
    WonLetter => "W", "V";
    DrawnLetter => "D", "N";
    LostLetter => "L", "D";
    Joined => "Joined", "Arrivé";
    JoinedOn => "joined on {}", "arrivé le {}";
    Status => "Status", "Situation";
    LeftOn => "left on {}", "parti le {}";
    DiedOnMatch => "died on {} (match {})", "mort le {} (match {})";
    OnTheRoster => "on the roster", "dans l'effectif";
    TotalsLine => "{} matches · strikes {} · injuries {} · kills {} · experience {}", "{} matchs · strikes {} · blessures {} · éliminations {} · expérience {}";
    Died => "died", "mort";
    StrikesColumn => "Strikes", "Strikes";
    InjuriesColumn => "Injuries", "Blessures";
    KillsColumn => "Kills", "Élim.";
    ExperienceColumn => "XP", "XP";
    GraveyardTitle => "Graveyard — {}", "Cimetière — {}";
    NoGrave => "No player has died in this league.", "Aucun joueur n'est mort dans cette ligue.";
    DiedOn => "Died on", "Mort le";
    MatchColumn => "Match", "Match";
    // ----- commissioner overrides -----
    Commissioner => "Commissioner", "Commissaire";
    CommissionerHint => "Sets a field past the rules. The reason goes to the audit log with the value before and after.", "Change un champ sans passer par les règles. Le motif va au journal avec la valeur avant et après.";
    CommissionerPlayer => "Commissioner: set a field of this player", "Commissaire : changer un champ de ce joueur";
    ChooseField => "Choose a field", "Choisissez un champ";
    NewValue => "New value", "Nouvelle valeur";
    Reason => "Reason (required)", "Motif (obligatoire)";
    Set => "Set", "Appliquer";
    ReasonRequired => "An override needs a reason: say why the rules are set aside.", "Un forçage demande un motif : dites pourquoi les règles sont mises de côté.";
    ChangeLine => "{}: {} → {}", "{} : {} → {}";
    ShirtNumber => "Shirt number", "Numéro";
    Giant => "Giant", "Géant";
    TreasuryHint => "The treasury in mc; a ledger line of the difference is added.", "La trésorerie en mc ; une ligne de la différence est ajoutée aux comptes.";
    PositionHint => "guard, jack, striker or keeper", "guard, jack, striker ou keeper";
    SkillsHint => "Skill names separated by commas; empty for none.", "Noms de compétences séparés par des virgules ; vide pour aucune.";
    GiantHint => "yes or no", "oui ou non";
    StatHint => "A target from 1 to 6 (e.g. 4 or 4+), or - for none.", "Un seuil de 1 à 6 (p. ex. 4 ou 4+), ou - pour aucun.";
    MoveHint => "From 0 to 12, or - for none.", "De 0 à 12, ou - pour aucun.";
}
