//! Why the post-match refuses what a report says of a side's players, and a fan factor
//! taken below 0, in English and French: the words for the rules' `PlayerRefusal` and
//! `FanFactorRefusal`.

use super::{said, side_said};
use crate::data::Lang;
use crate::rules::bloodbowl::match_day::{FanFactorRefusal, PlayerRefusal};
use crate::rules::bloodbowl::pre_match::Side;
use crate::tr::texts;

texts! { PlayerRefusalText {
    SquadFull => "the {} team keeps {} players after the match, and a team holds at most {}, journeymen signed included: it can sign {} of the {} journeymen asked",
        "l'équipe à {} garde {} joueurs après le match, et une équipe en compte au plus {}, journaliers recrutés compris : elle peut recruter {} des {} journaliers demandés";
    PositionFull => "the {} team keeps {} {} after the match, and its roster allows at most {} (0–{}): it can sign {} of the {} journeymen asked",
        "l'équipe à {} garde {} {} après le match, et son roster en permet au plus {} (0–{}) : elle peut recruter {} des {} journaliers demandés";
    SharedLimitFull => "the {} team keeps {} players among {} after the match, and its roster allows at most {} among them: it can sign {} of the {} journeymen asked",
        "l'équipe à {} garde {} joueurs parmi {} après le match, et son roster en permet au plus {} parmi eux : elle peut recruter {} des {} journaliers demandés";
    MvpDrawn => "player {} cannot be named the {} MVP: this league draws the MVP at random among the players who played and did not die (seed 001); leave `{}.mvp` out, or turn on the house rule with `league settings --mvp-chosen-house-rule true`",
        "le joueur {} ne peut pas être désigné JdM ({}) : cette ligue tire le JdM au hasard parmi les joueurs qui ont joué, sauf les morts (feuille 001) ; retirez `{}.mvp`, ou activez la règle maison avec `league settings --mvp-chosen-house-rule true`";
    PrayerNotDrawn => "player {}: `{}` earns star player points only under the prayer to Nuffle {}, which the {} team did not draw before this match; leave it at 0",
        "joueur {} : `{}` ne rapporte des PSP que sous la prière à Nuffle {}, que l'équipe à {} n'a pas tirée avant ce match ; laissez-le à 0";
    PrayerSppOver => "player {} has {} SPP from prayers to Nuffle in this match; the prayers their side drew pay at most {} for what their line counts",
        "le joueur {} a {} PSP de prières à Nuffle dans ce match ; les prières que son équipe a tirées en donnent au plus {} pour ce que compte sa ligne";
    DriveOverCasualties => "player {}: `drive_casualties` is {}, but the casualties of the first drive are some of the player's `casualties`, {} in the match; give at most {}",
        "joueur {} : `drive_casualties` vaut {}, mais les sorties de la première phase font partie de ses `casualties`, {} dans le match ; donnez-en au plus {}";
    FanFactorBelowZero => "the {} fan factor was {} before the match; a change of {} would take it below 0, the least a fan factor may be: the change goes from -{} to 0",
        "le FP de l'équipe à {} valait {} avant le match ; une variation de {} le ferait passer sous 0, le plus bas qu'un FP puisse valoir : la variation va de -{} à 0";
    FanFactorHome => "home", "domicile";
    FanFactorAway => "away", "l'extérieur";
} }

impl PlayerRefusal {
    /// What is wrong and what is allowed, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        use PlayerRefusalText as T;
        let side_said = |side| side_said(side, lang);
        match self {
            PlayerRefusal::SquadFull {
                side,
                kept,
                signing,
                most,
            } => T::SquadFull.fill(
                lang,
                &[
                    &side_said(*side),
                    kept,
                    most,
                    &most.saturating_sub(*kept),
                    signing,
                ],
            ),
            PlayerRefusal::PositionFull {
                side,
                position_en,
                position_fr,
                kept,
                signing,
                most,
            } => T::PositionFull.fill(
                lang,
                &[
                    &side_said(*side),
                    kept,
                    &said(position_en, position_fr, lang),
                    most,
                    most,
                    &most.saturating_sub(*kept),
                    signing,
                ],
            ),
            PlayerRefusal::SharedLimitFull {
                side,
                positions,
                kept,
                signing,
                most,
            } => T::SharedLimitFull.fill(
                lang,
                &[
                    &side_said(*side),
                    kept,
                    positions,
                    most,
                    &most.saturating_sub(*kept),
                    signing,
                ],
            ),
            PlayerRefusal::MvpDrawn { side, player } => {
                T::MvpDrawn.fill(lang, &[player, &side_said(*side), &side_said(*side)])
            }
            PlayerRefusal::PrayerNotDrawn {
                player,
                side,
                field,
                prayer_en,
                prayer_fr,
            } => T::PrayerNotDrawn.fill(
                lang,
                &[
                    player,
                    field,
                    &said(prayer_en, prayer_fr, lang),
                    &side_said(*side),
                ],
            ),
            PlayerRefusal::PrayerSppOver {
                player,
                stored,
                most,
            } => T::PrayerSppOver.fill(lang, &[player, stored, most]),
            PlayerRefusal::DriveOverCasualties {
                player,
                drive,
                casualties,
            } => T::DriveOverCasualties.fill(lang, &[player, drive, casualties, casualties]),
        }
    }
}

impl FanFactorRefusal {
    /// What is wrong and what is allowed, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        let FanFactorRefusal {
            side,
            fan_factor,
            change,
        } = *self;
        let side = match side {
            Side::Home => PlayerRefusalText::FanFactorHome,
            Side::Away => PlayerRefusalText::FanFactorAway,
        };
        PlayerRefusalText::FanFactorBelowZero
            .fill(lang, &[&side.get(lang), &fan_factor, &change, &fan_factor])
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_player_refusal_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::PlayerRefusalText::ALL);
    }
}
