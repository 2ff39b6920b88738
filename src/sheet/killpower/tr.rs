//! Killpower Ball's own labels on the printed documents (the team, referee and ranking
//! sheets), English and French side by side.

crate::tr::texts! { Kp {
    PostMatch => "Post-match", "Après-match";
    DeathRisks => "Death risks", "Risques de mort";
    RiskLine => "{}: life {}, {}: {}", "{} : vie {}, {} : {}";
    DeadOrGone => "Dead or let go", "Morts ou renvoyés";
    DiedLine => "{} died", "{} est mort";
    LetGoLine => "{} let go", "{} renvoyé";
    ExperienceRaises => "Experience and raises", "Expérience et hausses";
    ExperienceLine => "{}: {} → {} EXP", "{} : {} → {} EXP";
    NewGladiators => "New gladiators", "Nouveaux gladiateurs";
    ReplacesLine => "{} replaces {}", "{} remplace {}";
    Human => "Human", "Humain";
    KpbMode => "Mode", "Mode";
    ChampionshipMode => "Championship", "Championnat";
    TournamentMode => "Tournament", "Tournoi";
    TotalExperience => "Total experience", "EXP totale";
    MatchesPlayed => "Matches played", "Matchs joués";
    Won => "Won", "Gagnés";
    Lost => "Lost", "Perdus";
    Drawn => "Drawn", "Égalités";
    Abandoned => "Abandoned", "Abandonnés";
    RankingPoints => "Ranking points", "Points de classement";
    Power => "Power", "Puissance";
    DivisionLabel => "Division", "Division";
    Gladiators => "Gladiators", "Gladiateurs";
    Specialization => "Specialization", "Spécialisation";
    MagicEquipment => "Magic equipment", "Équipement magique";
    Shield => "Shield", "Bouclier";
    ExpSmall => "EXP {}", "EXP {}";
    RaisesToTake => "{} raise(s) to take", "{} augmentation(s) à prendre";
    ToRoll => "to roll", "à tirer";
    NoGladiators => "No gladiator yet.", "Aucun gladiateur pour l'instant.";
    RapBlank => "SPD (speed) is rolled before each match (TABLE 12): its box stays blank, to fill in at the match.", "La RAP se tire avant chaque match (TABLE 12) : sa case reste vide, à remplir au match.";
    ShieldNote => "Shield: the magic armour's points, else {} for the normal armour.", "Bouclier : les points de l'armure magique, sinon {} pour l'armure normale.";
    ShieldToRollNote => "Tournament: each magic armour is rolled ({}) with the referee at the first match and kept for the tournament.", "Tournoi : chaque armure magique se tire ({}) avec l'arbitre au premier match et reste pour tout le tournoi.";
    RaisesNote => "Every {} experience gives a raise: +{} to {} (chapter 12).", "Chaque tranche de {} d'expérience donne une augmentation : +{} en {} (chapitre 12).";
    CardGlossary => "Power cards on this sheet", "Cartes pouvoir de cette feuille";
    NoCards => "No gladiator holds a power card.", "Aucun gladiateur n'a de carte pouvoir.";
    RefereeSheet => "Referee sheet", "Feuille d'arbitrage";
    TeamsAndScore => "Teams, points to score and result", "Équipes, points à marquer et résultat";
    Referee => "Referee", "Arbitre";
    MatchDate => "Date of the match", "Date du match";
    PowerTable => "Power (table 2)", "Puissance (table 2)";
    PointsToScore => "Points to score (table 3)", "Points à marquer (table 3)";
    MoreThanOther => "{} more than the other", "{} de plus que l'autre";
    PlacesFirst => "Places first in its touch zone", "Se place le premier en ZT";
    HasBall => "Has the ball and the hand token", "A le ballon et le pion main";
    SettledPower => "{} places first, being the stronger team; {} starts with the ball.", "{} se place la première, étant l'équipe la plus puissante ; {} part avec le ballon.";
    SettledExperience => "Equal powers: {} places first, having more experience; {} starts with the ball.", "Puissances égales : {} se place la première, ayant plus d'expérience ; {} part avec le ballon.";
    SettledRapidity => "Equal powers and experience: {} places first, having more SPD in all; {} starts with the ball.", "Puissances et expérience égales : {} se place la première, ayant plus de RAP au total ; {} part avec le ballon.";
    SettledDraw => "Equal in everything: the ball starts on square H14; {} was drawn to place first.", "Égalité en tout : le ballon est placé en H14 ; {} a été tirée au sort pour se placer la première.";
    SettledRapidityTournament => "Equal powers: {} places first, having more SPD in all; {} starts with the ball (13.2).", "Puissances égales : {} se place la première, ayant plus de RAP au total ; {} part avec le ballon (13.2).";
    SettledDrawTournament => "Equal powers and SPD (13.2: experience does not count): the ball starts on square H14; {} was drawn to place first and to move first, with the hand token.", "Puissances et RAP égales (13.2 : l'expérience ne compte pas) : le ballon est placé en H14 ; {} a été tirée au sort pour se placer la première et se déplacer la première, avec le pion main.";
    NoPrematchKpb => "No pre-match recorded: the powers count every gladiator of each team, the pre-match only those who play. Fill in the boxes at the table.", "Pas d'avant-match enregistré : les puissances comptent tous les gladiateurs de chaque équipe, l'avant-match seulement ceux qui jouent. Remplissez les cases à la table.";
    PrematchOn => "Pre-match recorded on {}: the power and points to score are those it used; the line-up shows who plays and their SPD.", "Avant-match enregistré le {} : puissance et points à marquer sont ceux qu'il a retenus ; la composition montre qui joue et son RAP.";
    WinRule => "After the 20 turns, a side wins if it has scored at least its points more than the other; otherwise the match is drawn (3.4). Eliminating the other team or its coach's abandon also wins.", "Au bout des 20 tours, une équipe gagne si elle a marqué au moins ses points de plus que l'autre ; sinon le match est nul (3.4). Éliminer l'équipe adverse ou faire abandonner son entraîneur fait aussi gagner.";
    Lineup => "Line-up and SPD", "Composition et RAP";
    Plays => "Plays", "Joue";
    LineupToFill => "Tick who plays and write the SPD rolled (TABLE 12), hidden from the other coach.", "Cochez qui joue et écrivez la RAP tirée (TABLE 12), cachée à l'adversaire.";
    ActionOrder => "In phase 3, gladiators act by decreasing SPD; at equal SPD, the team with the hand token first.", "En phase 3, les gladiateurs agissent par RAP décroissante ; à RAP égale, l'équipe qui a le pion main d'abord.";
    ArmourRolled => "armour {}", "armure {}";
    Turns => "Turns", "Tours";
    TurnsHint => "Tick 20 as the match starts, then each turn as it begins, down to 1. Count sleeps and expulsions down from the turn they start.", "Cochez 20 au début du match, puis chaque tour qui commence, jusqu'à 1. Décomptez sommeils et expulsions à partir du tour où ils commencent.";
    TimedEffects => "Expulsions and timed effects", "Expulsions et effets en cours";
    Team => "Team", "Équipe";
    What => "What", "Quoi";
    FromTurn => "Turn", "Tour";
    BackAtTurn => "Ends at turn", "Fin au tour";
    Score => "Score", "Score";
    Result => "Result", "Résultat";
    Win => "Win", "Victoire";
    Loss => "Loss", "Défaite";
    DrawResult => "Draw", "Égalité";
    Abandon => "Abandon", "Abandon";
    RankingBeforeAfter => "Ranking points: before → after", "Points de classement : avant → après";
    FreeThrows => "Free throws (13.2)", "Lancers francs (13.2)";
    FreeThrowsRule => "A draw after the 20 turns: each side picks two living gladiators able to play, who each shoot once a round from {} to {} squares, no power, with the TABLE 9 malus; a basket scores its distance. The stronger team shoots first; rounds go on until the totals differ.", "Égalité après 20 tours : chaque équipe choisit deux gladiateurs vivants aptes à jouer, qui tirent une fois par série, de {} à {} cases, sans pouvoir, malus de la TABLE 9 ; un panier vaut sa distance. L'équipe la plus puissante tire d'abord ; les séries continuent jusqu'à des totaux différents.";
    RoundsBeyond => "+ {} more round(s) in the total", "+ {} série(s) de plus dans le total";
    ShootsFirst => "Shoots first: {}", "Tire en premier : {}";
    Shooter => "Shooter", "Tireur";
    Series => "Round {}", "Série {}";
    Distance => "Squares", "Cases";
    Points => "Points", "Points";
    TotalWithBaskets => "Total (score + baskets)", "Total (score + paniers)";
    RankingSheet => "Ranking sheet", "Feuille de classement générale";
    PositionShort => "Pos.", "Pos.";
    RankingPointsShort => "Rank. pts", "Pts clt";
    PowerShort => "Power", "Puiss.";
    DivisionShort => "Div.", "Div.";
    PlayedShort => "P", "J";
    WonShort => "W", "G";
    LostShort => "L", "P";
    DrawnShort => "D", "N";
    AbandonedShort => "A", "A";
    TotalExperienceShort => "Total EXP", "EXP totale";
    RankingLegend => "P played, W won, L lost, D drawn, A abandoned; Div. = power / 10.", "J joués, G gagnés, P perdus, N égalités, A abandonnés ; Div. = puissance / 10.";
    RankingRules => "How ranking points are earned", "Calcul des points de classement";
    RankingOrder => "Ranked as the season's standings rank the same teams: by the league's table rules (the most ranking points first, 13.1, then its tie-breakers in order: head-to-head, point difference, power… as set), over the matches of every season; positions are never shared.", "Classées comme le classement de la saison classe les mêmes équipes : selon les règles du classement de la ligue (le plus de points de classement d'abord, 13.1, puis ses départages dans l'ordre : confrontations directes, différence de points, puissance… tels que réglés), sur les matchs de toutes les saisons ; aucune place n'est partagée.";
    RuleWin => "Win: {}", "Victoire : {}";
    RuleBonus => "Winner of a lower division: {} per division of gap", "Vainqueur d'une division inférieure : {} par division d'écart";
    RuleLoss => "Loss: {}", "Défaite : {}";
    RuleDraw => "Draw: {}", "Égalité : {}";
    RuleAbandon => "The side that abandons: {} (the other wins)", "L'équipe qui abandonne : {} (l'autre gagne)";
    RuleFloor => "A team has at least {} ranking points; any further loss is ignored", "Une équipe a au minimum {} point(s) de classement ; toute perte supplémentaire est ignorée";
    RuleNoFloor => "No floor: ranking points may go below 0", "Pas de minimum : les points de classement peuvent passer sous 0";
    FromExample => "read from the seed's example (3.4)", "lu dans l'exemple de la règle (3.4)";
    DugoutDefault => "Dugout's default: the rules give none", "valeur par défaut de Dugout : la règle n'en donne pas";
    QuotedRule => "the rules (3.4)", "la règle (3.4)";
    LeagueSetting => "league setting; default {}", "réglage de la ligue ; par défaut {}";
    RankingDivisions => "The divisions are those of the powers seen before the match (3.2), powers' effects ignored.", "Les divisions sont celles des puissances vues avant le match (3.2), en négligeant les pouvoirs.";
    TournamentNoRanking => "Tournament (13.2): results give no ranking points; the winner goes on, the loser is out.", "Tournoi (13.2) : les résultats ne donnent pas de points de classement ; le vainqueur continue, le perdant est éliminé.";
} }

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_has_both_languages() {
        crate::tr::assert_complete(Kp::ALL);
    }
}
