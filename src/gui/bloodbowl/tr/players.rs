//! The Blood Bowl post-match's words about players (issue 31): the MVP drawn or chosen
//! under the league's house rule, the prayers to Nuffle that pay star player points, and
//! the counts they need. English and French side by side.

crate::gui::tr::texts! { Bp {
    // ----- League settings -----
    MvpHouseRule => "House rule: the coaches choose the MVP (seed 001 draws it at random)", "Règle maison : les coachs choisissent le JdM (la feuille 001 le tire au hasard)";
    // ----- The result step -----
    MvpDrawn => "Each side's MVP is drawn at random among its players who played and did not die, never a Star Player or a mercenary (seed 001). A physical die is typed in the post-match dice as mvp.home or mvp.away.", "Le JdM de chaque équipe est tiré au hasard parmi ses joueurs qui ont joué, sauf les morts, jamais un Star Player ni un mercenaire (feuille 001). Un dé physique se saisit dans les dés de l'après-match sous mvp.home ou mvp.away.";
    MvpChosen => "House rule of this league: the coaches may choose each side's MVP; left to the draw, it is drawn at random (seed 001).", "Règle maison de cette ligue : les coachs peuvent choisir le JdM de chaque équipe ; laissé au tirage, il est tiré au hasard (feuille 001).";
    PrayersHint => "{} drew {} before the match: count, for each of its players, what the prayer pays star player points for in the first drive (the drive the prayer lasts).", "{} a tiré {} avant le match : comptez, pour chacun de ses joueurs, ce que la prière récompense en PSP lors de la première phase (celle que dure la prière).";
    DriveCasualties => "CAS, 1st drive", "SOR, 1re phase";
    CrowdCasualties => "Crowd CAS, 1st drive", "SOR public, 1re phase";
    FoulCasualties => "Foul CAS, 1st drive", "SOR agression, 1re phase";
    // ----- The plan and the stored match day -----
    PrayerSpp => "prayer SPP", "PSP prière";
}}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_both_languages_with_its_placeholders() {
        crate::gui::tr::assert_complete(Bp::ALL);
    }
}
