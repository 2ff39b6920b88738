//! DreadBall's own labels on the printed documents (the team sheet and the match
//! sheet), English and French side by side.

crate::tr::texts! { Dr {
    BeforeMatch => "Before match", "Avant le match";
    Dice => "Coaching Dice", "Dés de Coaching";
    Cards => "DreadBall Cards", "Cartes DreadBall";
    Staff => "Staff", "Encadrement";
    Hack => "Hack", "Piratage";
    Mv => "Mv", "Mv";
    Str => "Str", "For";
    Spd => "Spd", "Vit";
    Skl => "Skl", "Hab";
    Arm => "Arm", "Arm";
    Experience => "XP", "XP";
    Rank => "Rank", "Rang";
    Mvp => "MVP", "MVP";
    FreeAgent => "Free agent", "Agent libre";
    HiredFor => "hired for match {} only", "engagé pour le match {} seulement";
    Mechanite => "Mechanite", "Mechanite";
    Mutant => "Mutant", "Mutant";
    BuiltFrom => "{}, built from: {}", "{}, construit avec : {}";
    GiantNote => "Giant: counts as 2 players on the pitch", "Géant : compte pour 2 joueurs sur le terrain";
    RanksAt => "Ranks at {} experience (league setting)", "Rangs à {} d'expérience (réglage de la ligue)";
    RanksAtDefault => "Ranks at {} experience (Dugout's default, not a rulebook number)", "Rangs à {} d'expérience (valeur par défaut de Dugout, pas une règle)";
    Guard => "Guard", "Guard";
    Jack => "Jack", "Jack";
    Striker => "Striker", "Striker";
    Keeper => "Keeper", "Keeper";
    Outsider => "Outsider: {}, bonus {}", "Outsider : {}, bonus {}";
    NoOutsider => "Equal team values: no outsider, no bonus", "Valeurs d'équipe égales : pas d'Outsider, pas de bonus";
    Bought => "Hired and rolled", "Engagés et tirés";
    NothingBought => "nothing hired or rolled", "rien d'engagé ni de tiré";
    BonusSpent => "{} from the bonus, {} from the treasury", "{} du bonus, {} de la trésorerie";
    RollLine => "free-agent table {}, die {}: {}", "table d'agents libres {}, dé {} : {}";
    RollPending => "to choose", "à choisir";
    CheerleadersAllowed => "Cheerleaders on the Score track: up to {} (owns {})", "Cheerleaders sur la ligne de Score : jusqu'à {} (en possède {})";
    Giants => "Giants hired: {} (each takes 2 of the 6 places)", "Géants engagés : {} (chacun occupe 2 des 6 places)";
    ScoreTrack => "Score track", "Ligne de Score";
    ScoreTrackHint => "Cross off each strike point; a lead of 7 ends the match by landslide.", "Barrez chaque point de strike ; une avance de 7 termine le match par victoire écrasante.";
    FinalScore => "Final score", "Score final";
    Landslide => "Landslide", "Victoire écrasante";
    Strikes => "Strikes", "Strikes";
    Injured => "Injured", "Blessé";
    Died => "Died", "Mort";
    XpGained => "XP", "XP";
    ManOfTheMatch => "Man of the match", "Homme du match";
    ValueTreasuryBefore => "Before the match: team value {}mc · treasury {}mc", "Avant le match : valeur d'équipe {}mc · trésorerie {}mc";
} }

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::Lang;

    #[test]
    fn every_label_has_both_languages() {
        crate::tr::assert_complete(Dr::ALL);
        assert_ne!(Dr::GiantNote.get(Lang::En), Dr::GiantNote.get(Lang::Fr));
        assert_eq!(
            Dr::CheerleadersAllowed.fill(Lang::Fr, &[&2, &3]),
            "Cheerleaders sur la ligne de Score : jusqu'à 2 (en possède 3)"
        );
    }
}
