//! Blood Bowl's texts on the command line, in English and French (the one translation
//! pattern, `crate::tr::texts!`).

use crate::tr::texts;

texts! { Text {
    AnyNumber => "any number", "illimité";
    Spp => "SPP", "PSP";
    TreasuryLabel => "Treasury: ", "Trésorerie : ";
    RollTheDiceAndGiveThe => "\nRoll the dice and give the total with --amount-roll.", "\nLancez les dés et donnez le total avec --amount-roll.";
    ValueByTheCharacteristicCharacteristic => "value: by the characteristic (--characteristic)", "valeur : selon la caractéristique (--characteristic)";
    Home => "home", "domicile";
    Away => "away", "extérieur";
    RollsKeyDiceResult => "Rolls (key, dice, result):\n", "Jets (clé, dés, résultat) :\n";
    TypedIn => "typed in", "saisi";
    Rolled => "rolled", "lancé";
    NothingWasRecordedDryRunThe => "Nothing was recorded (dry run); the same --seed records exactly this.\n", "Rien n'a été enregistré (essai) ; le même --seed enregistre exactement ceci.\n";
    PreMatchOf => "Pre-match of", "Avant-match de";
    Match => "match", "match";
    StadiumCapital => "Stadium", "Stade";
    StadiumNoneDungeonbowlPlayedInA => "Stadium: none (Dungeonbowl: played in a dungeon)\n", "Stade : aucun (Dungeonbowl : joué dans un donjon)\n";
    WeatherCapital => "Weather", "Météo";
    WeatherNoneDungeonbowl => "Weather: none (Dungeonbowl)\n", "Météo : aucune (Dungeonbowl)\n";
    FanFactor => "fan factor", "FP";
    Journeymen => "journeymen", "journaliers";
    Ctv => "CTV", "VEA";
    PettyCash => "petty cash", "petite monnaie";
    CtvAfterInducements => "CTV after inducements", "VEA après coups de pouce";
    Each => "each", "chacun";
    FromTheTreasury => "from the treasury:", "pris sur la trésorerie :";
    PrayersToNuffleCapital => "Prayers to Nuffle", "Prières à Nuffle";
    CoinToss => "Coin toss", "Pile ou face";
    Wins => "wins", "gagne";
    KicksOff => "kicks off", "engage";
    PlacesFirst => "and places chests, teleporters and traps first (no kick-off in a dungeon)", "et place en premier coffres, téléporteurs et trappes (pas de coup d'envoi dans un donjon)";
    BallCapital => "Ball", "Ballon";
    Cas1stDrive => "CAS 1st drive", "SOR 1re phase";
    CrowdCas => "crowd CAS", "SOR public";
    FoulCas => "foul CAS", "SOR agression";
    PostMatchOf => "Post-match of", "Après-match de";
    MvpAfterSpace => " MVP", " JdM";
    PrayersToNuffle => "prayers to Nuffle", "prières à Nuffle";
    ApothecaryReRolled => "apothecary re-rolled", "apothicaire a relancé";
    Level => "level", "niveau";
    Winnings => "winnings", "gains";
    DedicatedFans => "dedicated fans", "fans dévoués";
    SponsorshipRoll => "sponsorship roll", "jet de sponsoring";
    Earned => " (earned)", " (obtenu)";
    CostlyErrors => "costly errors", "erreurs coûteuses";
    Treasury => "treasury", "trésorerie";
    FanFactorDuringTheMatchThe => "fan factor during the match (the winnings use the last):", "FP pendant le match (les gains prennent le dernier) :";
    Mvp => "MVP", "JdM";
    Signed => "signed", "recrutés";
    MatchDayOfMatch => "Match day of match", "Jour de match du match";
    PreMatch => "Pre-match", "Avant-match";
    Stadium => "stadium", "stade";
    Weather => "weather", "météo";
    FanFactors => "fan factors", "FP";
    Kicking => "kicking:", "engage:";
    PlacingFirst => "places first:", "place en premier :";
    NoPreMatchYet => "No pre-match yet.\n", "Pas encore d'avant-match.\n";
    BallLabel => "ball:", "ballon :";
    Team => "team", "équipe";
    NoPostMatchYet => "No post-match yet.\n", "Pas encore d'après-match.\n";
    RollSRecorded => "roll(s) recorded", "jet(s) enregistré(s)";
    Coach => "coach", "coach";
    TreasuryCapital => "Treasury", "Trésorerie";
    ReRolls => "Re-rolls", "Relances";
    AssistantCoaches => "assistant coaches", "coachs assistants";
    Apothecary => "apothecary", "apothicaire";
    Yes => "yes", "oui";
    No => "no", "non";
    PriceOfWhatIsHired => "price of what is hired (--induce SIDE:ID:COUNT:PRICE)",
        "prix de ce qui est engagé (--induce CAMP:ID:NOMBRE:PRIX)";
    NoApothecary => " · no apothecary", " · pas d'apothicaire";
} }

#[cfg(test)]
mod tests {
    #[test]
    fn every_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::Text::ALL);
    }
}
