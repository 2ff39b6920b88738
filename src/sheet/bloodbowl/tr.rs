//! Blood Bowl's own labels on the printed documents (the team sheet and the match
//! sheet, with its Dungeonbowl set-up), English and French side by side.

crate::tr::texts! { Bb {
    StatMa => "MA", "M";
    StatSt => "ST", "F";
    StatAg => "AG", "AG";
    StatPa => "PA", "CP";
    StatAv => "AV", "AR";
    CurrentTeamValue => "Current value (CTV)", "Valeur actuelle (VEA)";
    Rerolls => "Re-rolls", "Relances";
    DedicatedFans => "Dedicated fans", "Fans dévoués";
    AssistantCoaches => "Assistant coaches", "Coachs assistants";
    Apothecary => "Apothecary", "Apothicaire";
    Yes => "yes", "oui";
    No => "no", "non";
    NoPlayers => "No player yet.", "Aucun joueur pour l'instant.";
    MissNextGame => "MNG", "RPM";
    Value => "Value", "Valeur";
    Format => "Format", "Format";
    Tv => "TV", "VE";
    Ctv => "CTV", "VEA";
    PreMatch => "Pre-match", "Avant-match";
    NoPrematchYet => "No pre-match recorded yet: fill in the boxes at the table.", "Pas encore d'avant-match enregistré : remplissez les cases à la table.";
    Stadium => "Stadium", "Stade";
    Resident => "{} plays at home", "{} joue chez lui";
    Weather => "Weather", "Météo";
    FanFactor => "Fan factor", "Facteur de popularité";
    Journeymen => "Journeymen", "Journaliers";
    CtvWithJourneymen => "CTV with journeymen", "VEA avec journaliers";
    PettyCash => "Petty cash", "Petite monnaie";
    Inducements => "Inducements", "Coups de pouce";
    InducementLine => "{} × {} at {}", "{} × {} à {}";
    InducementsTotal => "total {}", "total {}";
    Prayers => "Prayers to Nuffle", "Prières à Nuffle";
    KicksOff => "Kicks off", "Engage";
    WonToss => "Won the coin toss", "A gagné le tirage au sort";
    SppLegend => "Star player points (SPP): {}", "Points de Star Player (PSP) : {}";
    CasualtySuffered => "Casualty suffered", "Blessure subie";
    MissesMatch => "misses this match (MNG)", "rate ce match (RPM)";
    TeamTotals => "Team totals", "Totaux des équipes";
    TreasuryBefore => "Treasury before the match", "Trésorerie avant le match";
    CtvBefore => "CTV before the match", "VEA avant le match";
    Spp => "SPP", "PSP";
    SppEarned => "SPP earned", "PSP gagnés";
    NoPostmatch => "No post-match recorded: the result holds the score and the casualties only.", "Aucun après-match enregistré : le résultat ne garde que le score et les éliminations.";
    NotRecorded => "not recorded", "non enregistré";
    ScoreTouchdowns => "Score (touchdowns)", "Score (touchdowns)";
    CasualtiesInflicted => "Casualties inflicted", "Éliminations infligées";
    Winnings => "Winnings", "Gains";
    DungeonSetup => "Dungeon set-up", "Mise en place du donjon";
    SetupOrder => "Each coach places their pieces in turn, starting with the coach who won the coin toss; tick each one as it is placed.", "Chaque coach place ses éléments à tour de rôle, en commençant par celui qui a gagné le tirage au sort ; cochez chacun une fois posé.";
    SetupOrderKnown => "Each coach places their pieces in turn, starting with the coach who won the coin toss ({}); tick each one as it is placed.", "Chaque coach place ses éléments à tour de rôle, en commençant par celui qui a gagné le tirage au sort ({}) ; cochez chacun une fois posé.";
    PlayersAtStart => "Players ×{} on the end-zone tile", "Joueurs ×{} sur la tuile de zone de buts";
    DungeonRules => "Dungeonbowl rules in short", "Règles du Dungeonbowl en bref";
    EndsAt => "The match ends once {} touchdowns are scored or at the end of turn {}.", "Le match s'arrête dès que {} touchdowns sont marqués ou à la fin du tour {}.";
    NoWeather => "No weather roll.", "Pas de jet de météo.";
    NoKickOff => "No kick-off nor kick-off event.", "Ni coup d'envoi ni évènement de coup d'envoi.";
} }

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_has_both_languages() {
        crate::tr::assert_complete(Bb::ALL);
    }
}
