//! The team screens' own words (the header, the roster table, the hire and buy panels
//! and the lists to hire from), English and French side by side, in sentence case.

super::texts! { Tm {
    CoachIs => "Coach: {}", "Entraîneur : {}";
    Roster => "Roster", "Effectif";
    FilterPlaceholder => "Filter by name, position or skill", "Filtrer par nom, poste ou compétence";
    ShownOf => "{} of {} shown", "{} sur {} affichés";
    NoneToList => "None can be had for this match.", "Aucun ne peut être pris pour ce match.";
    NothingMatches => "Nothing matches the filter.", "Rien ne correspond au filtre.";
    NotAvailable => "Not available", "Indisponible";
    HireOne => "Hire", "Engager";
    Apothecary => "Apothecary", "Apothicaire";
    TeamRerolls => "Team re-rolls", "Relances d'équipe";
    Staff => "Staff", "Encadrement";
    TreasuryHolds => "The treasury holds {}: the greyed-out ones cost more.", "La trésorerie contient {} : les choix grisés coûtent plus.";
    Raises => "Raises", "Augmentations";
    Price => "Price", "Prix";
    PaidAs => "{} bonus + {} treasury", "{} bonus + {} trésorerie";
    Choose => "Choose", "Choisir";
    Option => "Option", "Option";
    Built => "Built in the lab or workshop", "Construit au laboratoire ou à l'atelier";
    NoPlayersHire => "No players yet: hire them in the Hire panel.", "Pas encore de joueurs : engagez-les dans le panneau Engager.";
    AsOfShort => "As of YYYY-MM-DD", "Au AAAA-MM-JJ";
    CoachingDice => "Coaching dice", "Dés de coaching";
    SelectHint => "Click a player's name to rename, renumber or release them.", "Cliquez sur le nom d'un joueur pour le renommer, changer son numéro ou le renvoyer.";
}}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::Lang;
    use crate::gui::tr::tr;

    #[test]
    fn every_team_text_exists_in_both_languages_with_its_placeholders() {
        crate::gui::tr::assert_complete(Tm::ALL);
        for text in Tm::ALL {
            let en = tr(Lang::En, *text);
            let first = en.chars().next().unwrap_or(' ');
            assert!(
                first.is_uppercase() || first == '{',
                "{text:?} is in sentence case"
            );
        }
    }
}
