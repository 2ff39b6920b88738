//! Why a team's inducements are refused, in English and French: the words for the
//! rules' `InducementRefusal`.

use crate::data::{Lang, Money};
use crate::rules::bloodbowl::inducements::InducementRefusal;
use crate::rules::bloodbowl::match_day::limits::{
    GOLD_STEP_GP, INDUCED_PRICE_LEAST_GP, INDUCED_PRICE_MOST_GP,
};
use crate::tr::texts;

texts! { InducementText {
    Unknown => "`{}` is not on the seed's list of inducements",
        "« {} » n'est pas dans la liste des coups de pouce";
    NotForThisTeam => "{} is only for some teams, and not this one",
        "{} est réservé à certaines équipes, pas à celle-ci";
    TooMany => "a team may induce at most {} {}; {} asked",
        "une équipe peut prendre au plus {} {} ; {} demandés";
    PriceNeeded => "{} is priced by who is hired: give the price of each",
        "le prix de {} dépend de qui est engagé : donnez le prix de chacun";
    PriceNotTyped => "{} costs {} by the seed's list; a price ({}) is typed only for an inducement priced by who is hired (star players, mercenaries)",
        "{} coûte {} d'après la liste ; un prix ({}) ne se donne que pour un coup de pouce dont le prix dépend de qui est engagé (star players, mercenaires)";
    PriceOutOfRange => "the price of each {} is {}; it takes a multiple of {} from {} to {}",
        "le prix de chaque {} est de {} ; il attend un multiple de {} de {} à {}";
    OverBudget => "these inducements cost {} but the petty cash ({}) and the treasury ({}) hold {}",
        "ces coups de pouce coûtent {} mais la petite monnaie ({}) et la trésorerie ({}) ne font que {}";
} }

impl InducementRefusal {
    /// The refusal in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        use InducementRefusal as R;
        use InducementText as T;
        let gp = |amount: u64| Money::Gp.format(i64::try_from(amount).unwrap_or(i64::MAX), lang);
        let name = |pair: &[String; 2]| pair[usize::from(lang == Lang::Fr)].clone();
        match self {
            R::Unknown { id } => T::Unknown.fill(lang, &[id]),
            R::NotForThisTeam { name: n } => T::NotForThisTeam.fill(lang, &[&name(n)]),
            R::TooMany {
                name: n,
                max,
                asked,
            } => T::TooMany.fill(lang, &[max, &name(n), asked]),
            R::PriceNeeded { name: n } => T::PriceNeeded.fill(lang, &[&name(n)]),
            R::PriceNotTyped {
                name: n,
                given_gp,
                price_gp,
            } => T::PriceNotTyped.fill(
                lang,
                &[
                    &name(n),
                    &gp(u64::from(*price_gp)),
                    &gp(u64::from(*given_gp)),
                ],
            ),
            R::PriceOutOfRange { name: n, given_gp } => T::PriceOutOfRange.fill(
                lang,
                &[
                    &name(n),
                    &gp(u64::from(*given_gp)),
                    &gp(u64::from(GOLD_STEP_GP)),
                    &gp(u64::from(INDUCED_PRICE_LEAST_GP)),
                    &gp(u64::from(INDUCED_PRICE_MOST_GP)),
                ],
            ),
            R::OverBudget {
                total_gp,
                petty_cash_gp,
                treasury_gp,
            } => T::OverBudget.fill(
                lang,
                &[
                    &gp(*total_gp),
                    &gp(*petty_cash_gp),
                    &gp(*treasury_gp),
                    &gp(petty_cash_gp.saturating_add(*treasury_gp)),
                ],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_inducement_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::InducementText::ALL);
    }
}
