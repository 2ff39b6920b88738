//! The command line's shared texts, in English and French (the one translation pattern,
//! `crate::tr::texts!`); each game's own are in its folder's `tr.rs`.

use crate::tr::texts;

texts! { Text {
    EveryPageReadsBackAsWritten => "every page reads back as written and every row keeps its table's rules\n", "chaque page se relit telle qu'écrite et chaque ligne respecte les règles de sa table\n";
    DamagedRestoreABackupDugoutRestore => "DAMAGED; restore a backup (`dugout restore FILE`):\n", "ENDOMMAGÉ ; restaurez une sauvegarde (`dugout restore FICHIER`) :\n";
    TeamSheet => "team sheet", "la feuille d'équipe";
    MatchSheet => "match sheet", "la feuille de match";
    Standings => "standings", "le classement";
    Fixtures => "fixtures", "le calendrier";
    RankingSheet => "ranking sheet", "la feuille de classement";
    Bracket => "bracket", "le tableau final";
    SeasonReport => "season report", "le bilan de saison";
    Wrote => "Wrote the {} to {} ({}).", "Écrit {} dans {} ({}).";
} }

#[cfg(test)]
mod tests {
    #[test]
    fn every_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::Text::ALL);
    }
}
