//! The labels every printed document shares, in English and French. The documents have
//! their own tables of `texts!` (the window's live in `gui`, which the core never imports);
//! each game's own labels are in its folder (`sheet/<game>/tr.rs`).

crate::tr::texts! { L {
    TeamSheet => "Team sheet", "Feuille d'équipe";
    MatchSheet => "Match sheet", "Feuille de match";
    Versus => "{} v {}", "{} contre {}";
    Standings => "Standings", "Classement";
    Fixtures => "Fixtures", "Calendrier";
    Bracket => "Playoff", "Phase finale";
    Coach => "Coach", "Coach";
    Colon => ": ", " : ";
    Roster => "Roster", "Équipe de base";
    League => "League", "Ligue";
    AsOf => "As of", "Au";
    Treasury => "Treasury", "Trésorerie";
    TeamValue => "Team value", "Valeur d'équipe";
    Cheerleaders => "Cheerleaders", "Cheerleaders";
    Players => "Players", "Joueurs";
    NoneYet => "none", "aucun";
    Number => "#", "N°";
    Name => "Name", "Nom";
    Position => "Position", "Poste";
    Skills => "Skills", "Compétences";
    Injuries => "Inj.", "Bless.";
    Glossary => "Skills on this sheet", "Compétences de cette feuille";
    NoSkills => "No player has a skill.", "Aucun joueur n'a de compétence.";
    Page => "page {} of {}", "page {} sur {}";
    PrintedBy => "Dugout", "Dugout";
    Home => "Home", "Domicile";
    Away => "Away", "Extérieur";
    Match => "Match", "Match";
    Round => "Round {}", "Journée {}";
    PlayoffRound => "Playoff round {}", "Phase finale, tour {}";
    Date => "Date", "Date";
    NoDate => "no date", "sans date";
    Played => "The result is recorded: {}–{}", "Le résultat est enregistré : {}–{}";
    Division => "Division {}", "Division {}";
    AboveOn => "{} above {} on {}", "{} devant {} (départage : {})";
    LevelOnAll => "{} and {} are level on every tie-breaker", "{} et {} sont à égalité sur tous les départages";
    PointsDefault => "Points: landslide win {}, win {}, draw {}, loss {} (Dugout's defaults, not quoted rules).", "Points : victoire écrasante {}, victoire {}, nul {}, défaite {} (valeurs par défaut de Dugout, pas des règles citées).";
    PointsSetting => "Points: landslide win {}, win {}, draw {}, loss {} (league setting; defaults 3/2/1/0).", "Points : victoire écrasante {}, victoire {}, nul {}, défaite {} (réglage de la ligue ; par défaut 3/2/1/0).";
    PointsDefaultNoBonus => "Points: win {}, draw {}, loss {} (Dugout's defaults, not quoted rules).", "Points : victoire {}, nul {}, défaite {} (valeurs par défaut de Dugout, pas des règles citées).";
    PointsSettingNoBonus => "Points: win {}, draw {}, loss {} (league setting; defaults {}/{}/{}).", "Points : victoire {}, nul {}, défaite {} (réglage de la ligue ; par défaut {}/{}/{}).";
    TieOrder => "Tie-breakers, in order: {}.", "Départages, dans l'ordre : {}.";
    NoTeams => "No team in this table yet.", "Aucune équipe dans ce tableau.";
    NoMatches => "No matches yet.", "Aucun match pour l'instant.";
    ToPlay => "to play", "à jouer";
    Bye => "bye: {}", "exempt : {}";
    Final => "Final", "Finale";
    SemiFinals => "Semi-finals", "Demi-finales";
    QuarterFinals => "Quarter-finals", "Quarts de finale";
    RoundOf => "Round {}", "Tour {}";
    BestOf => "best of {}", "au meilleur des {}";
    ByeThrough => "bye", "exempt";
    Champion => "Champion", "Champion";
        ToBeDecided => "to be decided", "à déterminer";
    Games => "matches {}", "matchs {}";
    Season => "Season", "Saison";
    AsRecorded => "As recorded: each player's line, the casualties and totals of this match; the teams as they went into it.", "Tel qu'enregistré : lignes des joueurs, blessures et totaux du match ; les équipes avant le match.";
} }

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::Lang;

    #[test]
    fn fills_placeholders_in_order() {
        assert_eq!(L::Round.fill(Lang::En, &[&4]), "Round 4");
    }

    #[test]
    fn every_label_has_both_languages() {
        crate::tr::assert_complete(L::ALL);
        for label in [L::TeamSheet, L::Glossary, L::PointsDefault] {
            assert_ne!(label.get(Lang::En), label.get(Lang::Fr));
        }
    }
}
