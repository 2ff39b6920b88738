//! The words of the match-day wizard every game shares: its steps, and the human labels
//! of the roll keys the dice tables and the dice field show. English and French side by
//! side.

super::texts! { Wz {
    // ----- Steps -----
    Numbered => "{}. {}", "{}. {}";
    StepBefore => "Before the match", "Avant le match";
    StepResult => "Result", "Résultat";
    StepAfter => "After the match", "Après le match";
    StepReport => "Report", "Compte rendu";
    StepReview => "Review", "Bilan";
    // ----- Reviews -----
    PrayedTo => "{} prayed to Nuffle: {}.", "{} a prié Nuffle : {}.";
    PostmatchPreview => "The post-match as it will be recorded", "L'après-match tel qu'il sera enregistré";
    PostmatchRecorded => "The post-match as recorded", "L'après-match enregistré";
    Earnings => "Earnings", "Gains";
    Experience => "Experience", "Expérience";
    RankUps => "Rank ups", "Montées de rang";
    ColTeam => "Team", "Équipe";
    ColDice => "Dice", "Dés";
    ColValueBefore => "Value before", "Valeur avant";
    ColValueAfter => "Value after", "Valeur après";
    ColTreasury => "Treasury after", "Trésorerie après";
    ColPlayer => "Player", "Joueur";
    ColGained => "Gained", "Gagnée";
    ColTotal => "Total", "Total";
    ColRank => "Rank", "Rang";
    // ----- The dice field -----
    KnownRoll => "A roll of the last preview", "Un jet de la dernière prévisualisation";
    RollLabelHint => "Roll: {}", "Jet : {}";
    // ----- Roll keys: what a key's parts say -----
    RollHome => "home", "domicile";
    RollAway => "away", "extérieur";
    RollArmour => "Armour", "Armure";
    RollGladiator => "Gladiator", "Gladiateur";
    RollCard => "card", "carte";
    RollRap => "RAP", "RAP";
    RollFirst => "Who places first", "Qui place en premier";
    RollFreeThrow => "Free throw", "Lancer franc";
    RollLocation => "Death risk location", "Localisation du risque de mort";
    RollNew => "New gladiator", "Nouveau gladiateur";
    RollReequip => "New equipment", "Nouvel équipement";
    RollMvp => "MVP", "JdM";
    RollCoin => "Coin toss", "Pile ou face";
    RollBall => "Ball", "Ballon";
    RollFans => "Fans", "Supporters";
    RollDedicatedFans => "Dedicated fans", "Fans dévoués";
    RollStadium => "Stadium", "Stade";
    RollStadiumWinnings => "Stadium winnings", "Gains du stade";
    RollTable => "table", "table";
    RollAttribute => "attribute", "caractéristique";
    RollPettyCash => "petty cash", "petite caisse";
    RollWeather => "Weather", "Météo";
    RollPrayer => "Prayer to Nuffle", "Prière à Nuffle";
    RollSponsorship => "Sponsorship", "Parrainage";
    RollResidency => "Residency", "Résidence";
    RollResidencyKeep => "Residency kept", "Résidence conservée";
    RollOwner => "Stadium owner", "Propriétaire du stade";
    RollSale => "Stadium sale", "Vente du stade";
    RollSaleGp => "Stadium sale price", "Prix de vente du stade";
    RollCostlyErrors => "Expensive mistakes", "Erreurs coûteuses";
    RollCostlyLoss => "Expensive mistakes, loss", "Erreurs coûteuses, perte";
    RollSkill => "Skill", "Compétence";
    RollHalf => "half", "moitié";
    RollRow => "row", "ligne";
    RollCharacteristic => "Characteristic", "Caractéristique";
    RollCasualty => "Casualty", "Sortie";
    RollApothecary => "Apothecary", "Apothicaire";
    RollLasting => "Lasting injury", "Blessure durable";
    RollPlayer => "player", "joueur";
    RollAttempt => "attempt", "essai";
}}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_has_both_languages() {
        crate::tr::assert_complete(Wz::ALL);
    }
}
