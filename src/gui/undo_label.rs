//! What Undo will take back, in the user's language, for every game: the kind of change
//! and what it was about. A game names its own items and staff (`namer`: the game's
//! name of an item or staff id, in the user's language).

use crate::coach::Reversal;
use crate::data::Lang;

crate::gui::tr::texts! { UndoWords {
    Hire => "Undo hiring #{} {}", "Annuler l'embauche de #{} {}";
    Release => "Undo releasing #{} {}", "Annuler le renvoi de #{} {}";
    Buy => "Undo buying {} × {}", "Annuler l'achat de {} × {}";
    Staff => "Undo hiring the {}", "Annuler l'embauche : {}";
    RenamePlayer => "Undo renaming #{} (back to {})", "Annuler le renommage de #{} (retour à {})";
    Renumber => "Undo renumbering {} (back to #{})", "Annuler le changement de numéro de {} (retour à #{})";
    RenameTeam => "Undo renaming the team (back to {})", "Annuler le renommage de l'équipe (retour à {})";
    SetField => "Undo the commissioner's {} (back to {})", "Annuler le forçage de {} (retour à {})";
    Colours => "Undo the change of colours", "Annuler le changement de couleurs";
    Items => "Undo the last purchase", "Annuler le dernier achat";
} }

/// Undo's label for `reversal`.
pub fn undo_label(reversal: &Reversal, lang: Lang, namer: &dyn Fn(&str) -> String) -> String {
    match reversal {
        Reversal::RemovePlayer { number, name, .. } => UndoWords::Hire.fill(lang, &[number, name]),
        Reversal::RestorePlayer { number, name, .. } => {
            UndoWords::Release.fill(lang, &[number, name])
        }
        Reversal::Unbuy { item, count } => UndoWords::Buy.fill(lang, &[count, &namer(item)]),
        Reversal::RemoveStaff { kind } => UndoWords::Staff.fill(lang, &[&namer(kind)]),
        Reversal::RenamePlayer { number, name, .. } => {
            UndoWords::RenamePlayer.fill(lang, &[number, name])
        }
        Reversal::RenumberPlayer { name, number, .. } => {
            UndoWords::Renumber.fill(lang, &[name, number])
        }
        Reversal::RenameTeam { name } => UndoWords::RenameTeam.fill(lang, &[name]),
        Reversal::SetField { field, before, .. } => {
            UndoWords::SetField.fill(lang, &[field, before])
        }
        Reversal::RestoreColours { .. } => UndoWords::Colours.get(lang).to_string(),
        Reversal::RestoreItems { .. } => UndoWords::Items.get(lang).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_undo_words_are_complete() {
        crate::tr::assert_complete(UndoWords::ALL);
    }

    #[test]
    fn a_purchase_is_named_in_the_user_s_language() {
        let reversal = Reversal::Unbuy {
            item: "apothecary".into(),
            count: 1,
        };
        let namer = |id: &str| format!("<{id}>");
        assert_eq!(
            undo_label(&reversal, Lang::Fr, &namer),
            "Annuler l'achat de 1 × <apothecary>"
        );
    }
}
