//! Killpower Ball's texts on the command line, in English and French (the one translation
//! pattern, `crate::tr::texts!`).

use crate::tr::texts;

texts! { Text {
    Home => "home", "domicile";
    Away => "away", "extérieur";
    Dice => "Dice:\n", "Dés :\n";
    Typed => "typed", "saisi";
    Rolled => "rolled", "tiré";
    PreMatchPreviewNothingWritten => "Pre-match (preview, nothing written):\n", "Avant-match (aperçu, rien n'est écrit) :\n";
    PreMatchRecorded => "Pre-match recorded:\n", "Avant-match enregistré :\n";
    Power => "power", "puissance";
    Division => "division", "division";
    ToScore => "to score", "à marquer";
    Armour => "armour", "armure";
    TheBallStartsOnSquareH14 => "the ball starts on square H14", "le ballon part de la case H14";
    HasTheBall => "has the ball", "a le ballon";
    PlacesFirst => "places first", "se place la première";
    HasTheHandTokenMovesFirst => "has the hand token (moves first)", "a le pion main (se déplace la première)";
    HasTheCompulsorySuccessToken => "has the compulsory-success token", "a le pion réussite obligatoire";
    AfterThe20Turns => "after the 20 turns", "au bout des 20 tours";
    AfterFreeThrows => "a draw after the 20 turns, won on free throws", "nul au bout des 20 tours, gagné aux lancers francs";
    ByElimination => "by elimination", "par élimination";
    ByAbandon => "by abandon", "par abandon";
    WonBy => "won by", "victoire de";
    ADraw => "a draw", "match nul";
    MatchReportPreviewNothingWritten => "Match report (preview, nothing written):\n", "Rapport de match (aperçu, rien n'est écrit) :\n";
    MatchReportRecorded => "Match report recorded:\n", "Rapport de match enregistré :\n";
    Seed => "seed", "graine";
    FreeThrow => "free throw", "lancer franc";
    Squares => "squares", "cases";
    Die => "die", "dé";
    RankingPoints => "ranking points", "points de classement";
    DeathRisk => "death risk", "risque de mort";
    Life => "life", "vie";
    NewEquipment => "new equipment", "nouvel équipement";
    Experience => "experience", "expérience";
    New => "new", "nouveau";
    InPlaceOf => "in place of", "à la place de";
    LocationDie => "Location die", "Dé de localisation";
    AimedAt => "Blow aimed at the location (no die, seed 004 9.2)", "Coup porté à la localisation (pas de dé, seed 004 9.2)";
    Race => "race", "race";
    PosTeamCoachRankPtsPower => "pos  team                      coach            rank pts  power  div  exp  P  W  L  D  A\n", "pos  équipe                    entraîneur       pts clt  puiss.  div  exp  J  G  P  N  A\n";
    TableOrder => "Ranked as `dugout standings` ranks the same teams: by the league's points and tie-breakers in order (`dugout league settings`; ranking points first, 13.1), over the matches of every season.\n", "Classées comme `dugout standings` classe les mêmes équipes : selon les points et départages de la ligue dans l'ordre (`dugout league settings` ; points de classement d'abord, 13.1), sur les matchs de toutes les saisons.\n";
    Coach => "coach", "entraîneur";
    TotalExperience => "total experience", "expérience totale";
    Matches => "Matches", "Matchs";
    Played => "played", "joués";
    Won => "won", "gagnés";
    Lost => "lost", "perdus";
    Drawn => "drawn", "nuls";
    Abandoned => "abandoned", "abandonnés";
    NameSpecializationMovPhyAgiPow => " #  name                 specialization  MOV PHY AGI POW BAL LIF  shield  exp  equipment\n", " #  nom                  spécialisation  DEP PHY HAB POU BAL VIE  bouclier exp  équipement\n";
    ToRoll => "to roll", "à tirer";
    RaiseSToTake => "raise(s) to take", "augmentation(s) à prendre";
    WouldCreateNothingWrittenTheSame => "Would create (nothing written; the same --seed records these dice):\n", "Créerait (rien n'est écrit ; le même --seed enregistre ces dés) :\n";
    Created => "Created:\n", "Créée :\n";
    NormalArmourShield => "Normal armour (shield)", "Armure normale (bouclier)";
    LeagueSetting => "league setting", "réglage de la ligue";
    ReadFromTheSeedSExample => "read from the seed's example", "lu dans l'exemple de la règle";
    DugoutSDefault => "Dugout's default", "valeur par défaut de Dugout";
    Win => "Win", "Victoire";
    PerDivisionOfGap => "Per division of gap", "Par division d'écart";
    Loss => "Loss", "Défaite";
    Draw => "Draw", "Nul";
    Abandon => "Abandon", "Abandon";
    Mode => "Mode", "Mode";
    PowersChosen => "Powers chosen", "Pouvoirs choisis";
    Experience10Rounds => "Experience / 10 rounds", "Arrondi de l'expérience / 10";
    Floor => "Floor", "Minimum";
    None => "none", "aucun";
    AChampionshipSDrawnPlayoffMatch => "A championship's drawn playoff match is settled by", "Un match nul de phase finale de championnat se départage par";
    FreeThrowsAsInATournament => "free throws, as in a tournament", "les lancers francs, comme en tournoi";
    RankingPointsFreeThrowsWhenLevel => "ranking points (free throws when level)", "les points de classement (lancers francs à égalité)";
    EveryGladiatorCountedThePreMatch => "(every gladiator counted: the pre-match counts those who play)\n", "(tous les gladiateurs comptés : l'avant-match compte ceux qui jouent)\n";
    TheDeckHasNoCardYet => "The deck has no card yet: add some with --add NAME or --import FILE.\n", "Le paquet n'a encore aucune carte : ajoutez-en avec --add NOM ou --import FICHIER.\n";
    WouldImport => "Would import", "Importerait";
    Imported => "Imported", "Importé";
    Added => "added", "ajoutée(s)";
    Changed => "changed", "modifiée(s)";
    CardsInTheDeck => "cards in the deck", "cartes dans le paquet";
    PowerDivision => "Power {}: division {}\n", "Puissance {} : division {}\n";
    TournamentStarted => "Started the single-elimination tournament {} of {} teams (playoff {}); each match is played to a winner, free throws settling a draw.\n",
        "Tournoi à élimination directe {} de {} équipes commencé (phase finale {}) ; chaque match a un vainqueur, les lancers francs départageant un nul.\n";
    GladiatorsNeeded => "the team has {} gladiators; it must have {}",
        "l'équipe a {} gladiateurs ; elle doit en avoir {}";
    PointsToScore => "Powers {} and {}, difference {}: the stronger side must score {} more than the other to win, the weaker {} more.\n",
        "Puissances {} et {}, différence {} : la plus forte doit marquer {} point(s) de plus que l'autre pour gagner, la plus faible {} de plus.\n";
} }

#[cfg(test)]
mod tests {
    #[test]
    fn every_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::Text::ALL);
    }
}
