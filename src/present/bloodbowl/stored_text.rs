//! What stored Blood Bowl rows break, in English and French: the words for the rules'
//! `StoredProblem` and `GoldItem`, each saying what is wrong and what is allowed.

use crate::data::bloodbowl::tables::Characteristic;
use crate::data::{Lang, Money};
use crate::present::who::span;
use crate::rules::Who;
use crate::rules::bloodbowl::post_match::CHARACTERISTIC_IMPROVEMENTS_MAX as MOST;
use crate::rules::bloodbowl::stored::characteristic_id;
use crate::rules::bloodbowl::stored::{GoldItem, StoredProblem};
use crate::tr::texts;

texts! { StoredText {
    UnknownPosition => "{} plays at `{}`, which is not a position of the team's roster; its positions: {}",
        "{} joue au poste « {} », qui n'est pas un poste du roster de l'équipe ; ses postes : {}";
    Characteristic => "{} has {} {}; the position's line, the player's advancements (each +1, at most {} per characteristic) and lasting injuries allow {}",
        "{} a {} {} ; le profil du poste, les progressions du joueur (+1 chacune, {} au plus par caractéristique) et ses séquelles permettent {}";
    CharacteristicNone => "{} has {} {}; the position has none (\"-\") and no advancement or injury recorded gives one",
        "{} a {} {} ; le poste n'en a pas (« - ») et aucune progression ou séquelle enregistrée ne lui en donne";
    TooManyImprovements => "{} improved {} {} times; a characteristic is improved at most {} times",
        "{} a amélioré {} {} fois ; une caractéristique s'améliore au plus {} fois";
    TooManyAdvancements => "{} has {} advancements; the advancement table has {} levels",
        "{} a {} progressions ; la table des progressions a {} niveaux";
    UnknownAdvancement => "{} has an advancement of kind `{}`, which the advancement table does not have",
        "{} a une progression de sorte « {} », que la table des progressions n'a pas";
    UnknownInjury => "{} has the lasting injury `{}`, which the injury tables do not have; they have: {}",
        "{} a la séquelle « {} », que les tables de blessures n'ont pas ; elles ont : {}";
    UnknownSkill => "{} has the skill `{}`, which the reference data does not know (data/bloodbowl/skills.toml)",
        "{} a la compétence « {} », que les données de référence ne connaissent pas (data/bloodbowl/skills.toml)";
    DedicatedFans => "the team has {} dedicated fans; a team has {} to {} (what the league sells at creation, or what the post-match roll raises them to)",
        "l'équipe a {} fans dévoués ; une équipe en a de {} à {} (ce que la ligue vend à la création, ou ce que le jet d'après-match leur donne)";
    UnknownStadium => "`{}` is not a stadium of the stadium table; stadiums: {}",
        "« {} » n'est pas un stade de la table des stades ; stades : {}";
    UnknownWeather => "`{}` is not a line of the weather table; weather: {}",
        "« {} » n'est pas une ligne de la table de météo ; météo : {}";
    UnknownStadiumAttribute => "`{}` is not an attribute of the stadium `{}`; its attributes: {}",
        "« {} » n'est pas un attribut du stade « {} » ; ses attributs : {}";
    UnknownSponsorship => "`{}` is not a sponsorship of the seed's table; sponsorships: {}",
        "« {} » n'est pas un sponsoring de la table ; sponsorings : {}";
    UnknownResidency => "`{}` is not a result of the residency roll; results: {}",
        "« {} » n'est pas un résultat du jet de résidence ; résultats : {}";
    GoldStep => "{} is {}; Dugout keeps it in steps of {}",
        "{} vaut {} ; Dugout le tient par tranches de {}";
    AdvancementsUnreadable => "{}'s advancements cannot be read; they are a list of {\"kind\": an advancement of the table, \"gained\": what it gave}",
        "les progressions du {} sont illisibles ; c'est une liste de {\"kind\" : une progression de la table, \"gained\" : ce qu'elle a donné}";
    InjuriesUnreadable => "{}'s lasting injuries cannot be read; they are a list of injury ids",
        "les séquelles du {} sont illisibles ; c'est une liste d'identifiants de séquelles";
    Ledger => "a ledger entry `{}`", "une écriture `{}` du registre";
    PlayerValue => "the value of {}", "la valeur du {}";
    StadiumFund => "the fund towards the stadium", "le fonds pour le stade";
    InducementPrice => "the price of each `{}` induced", "le prix de chaque coup de pouce « {} »";
} }

fn id(characteristic: Characteristic) -> String {
    characteristic_id(characteristic).to_uppercase()
}

fn shown(value: Option<u8>) -> String {
    value.map_or_else(|| "-".to_string(), |v| v.to_string())
}

impl GoldItem {
    /// Where the gold is kept, in `lang`.
    fn said(&self, lang: Lang) -> String {
        use StoredText as T;
        match self {
            GoldItem::Ledger { kind } => T::Ledger.fill(lang, &[kind]),
            GoldItem::PlayerValue { who } => {
                T::PlayerValue.fill(lang, &[&who.said_after_article(lang)])
            }
            GoldItem::StadiumFund => T::StadiumFund.get(lang).to_string(),
            GoldItem::InducementPrice { inducement } => {
                T::InducementPrice.fill(lang, &[inducement])
            }
        }
    }
}

impl StoredProblem {
    /// The problem in `lang`: what is wrong and what is allowed.
    pub fn message(&self, lang: Lang) -> String {
        use StoredProblem as P;
        use StoredText as T;
        // The player after an article: "player #7 Vance's …", « … du joueur n°7 Vance ».
        let who_in = |who: &Who| who.said_after_article(lang);
        match self {
            P::UnknownPosition {
                who,
                position,
                allowed,
            } => T::UnknownPosition.fill(lang, &[&who.said(lang), position, &allowed.join(", ")]),
            P::Characteristic {
                who,
                characteristic,
                value,
                reach: Some((low, high)),
            } => T::Characteristic.fill(
                lang,
                &[
                    &who.said(lang),
                    &id(*characteristic),
                    &shown(*value),
                    &MOST,
                    &span(*low, *high, lang),
                ],
            ),
            P::Characteristic {
                who,
                characteristic,
                value,
                reach: None,
            } => T::CharacteristicNone.fill(
                lang,
                &[&who.said(lang), &id(*characteristic), &shown(*value)],
            ),
            P::TooManyImprovements {
                who,
                characteristic,
                count,
                most,
            } => T::TooManyImprovements
                .fill(lang, &[&who.said(lang), &id(*characteristic), count, most]),
            P::AdvancementsUnreadable { who } => {
                T::AdvancementsUnreadable.fill(lang, &[&who_in(who)])
            }
            P::TooManyAdvancements { who, count, most } => {
                T::TooManyAdvancements.fill(lang, &[&who.said(lang), count, most])
            }
            P::UnknownAdvancement { who, kind } => {
                T::UnknownAdvancement.fill(lang, &[&who.said(lang), kind])
            }
            P::InjuriesUnreadable { who } => T::InjuriesUnreadable.fill(lang, &[&who_in(who)]),
            P::UnknownInjury {
                who,
                injury,
                allowed,
            } => T::UnknownInjury.fill(lang, &[&who.said(lang), injury, &allowed.join(", ")]),
            P::UnknownSkill { who, skill } => T::UnknownSkill.fill(lang, &[&who.said(lang), skill]),
            P::DedicatedFans { fans, least, most } => {
                T::DedicatedFans.fill(lang, &[fans, least, most])
            }
            P::UnknownStadium { given, allowed } => {
                T::UnknownStadium.fill(lang, &[given, &allowed.join(", ")])
            }
            P::UnknownWeather { given, allowed } => {
                T::UnknownWeather.fill(lang, &[given, &allowed.join(", ")])
            }
            P::UnknownStadiumAttribute {
                stadium,
                given,
                allowed,
            } => T::UnknownStadiumAttribute.fill(lang, &[given, stadium, &allowed.join(", ")]),
            P::UnknownSponsorship { given, allowed } => {
                T::UnknownSponsorship.fill(lang, &[given, &allowed.join(", ")])
            }
            P::UnknownResidency { given, allowed } => {
                T::UnknownResidency.fill(lang, &[given, &allowed.join(", ")])
            }
            P::GoldStep { item, gp, step } => T::GoldStep.fill(
                lang,
                &[
                    &item.said(lang),
                    &Money::Gp.format(*gp, lang),
                    &Money::Gp.format(i64::from(*step), lang),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_stored_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::StoredText::ALL);
    }
}
