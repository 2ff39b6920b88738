//! Why the Blood Bowl rules refuse a change, or what a team breaks, in English and
//! French: the words for the rules' `Refusal`.

use std::fmt;

use crate::data::nouns::PLAYERS;
use crate::data::{Lang, Money};
use crate::rules::bloodbowl::Refusal;
use crate::tr::texts;

texts! { RefusalText {
    UnknownPosition => "this roster has no position `{}`; its positions are: {}",
        "ce roster n'a pas de poste « {} » ; ses postes sont : {}";
    TeamFull => "the team already has {} players, the most a team may have",
        "l'équipe a déjà {} joueurs, le plus qu'une équipe puisse avoir";
    PositionFull => "the team already has {} {}, the most its roster allows (0–{})",
        "l'équipe a déjà {} {}, le plus que son roster permette (0–{})";
    SharedLimitFull => "the roster allows at most {} among {}, and the team has them",
        "le roster permet au plus {} parmi {}, et l'équipe les a";
    TooMany => "a team may have at most {} {}", "une équipe peut avoir au plus {} {}";
    NoApothecary => "the {} roster may not hire an apothecary",
        "le roster {} ne peut pas engager d'apothicaire";
    FansOnlyBeforeFirstMatch => "dedicated fans are bought only while the team is created, before its first match; after that they change with the post-match roll",
        "les fans dévoués ne s'achètent qu'à la création de l'équipe, avant son premier match ; ensuite ils changent avec le jet d'après-match";
    CountZero => "buy at least one", "achetez-en au moins un";
    CannotAfford => "this costs {} but the treasury holds {}",
        "cela coûte {} mais la trésorerie contient {}";
    TooFewPlayers => "the team has {}; it needs at least {} to play (journeymen fill the gap on match day)",
        "l'équipe a {} ; il lui en faut au moins {} pour jouer (des journaliers complètent le jour du match)";
    TreasuryNegative => "the treasury is below zero ({})", "la trésorerie est sous zéro ({})";
    StartingTreasury => "a new team's treasury of {} is not allowed: it takes an amount from 0 gp to {} in steps of {}, like every amount of gold",
        "une trésorerie de départ de {} n'est pas permise : elle va de 0 po à {} par tranches de {}, comme toute somme d'or";
} }

fn gp(amount: impl Into<i64>, lang: Lang) -> String {
    Money::Gp.format(amount.into(), lang)
}

/// The English or the French of a pair of names.
fn said<'a>(en: &'a str, fr: &'a str, lang: Lang) -> &'a str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

impl Refusal {
    /// The refusal in `lang`: what is wrong and what is allowed.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            Refusal::UnknownPosition { position, allowed } => {
                RefusalText::UnknownPosition.fill(lang, &[position, &allowed.join(", ")])
            }
            Refusal::TeamFull { max } => RefusalText::TeamFull.fill(lang, &[max]),
            Refusal::PositionFull {
                position,
                position_fr,
                max,
            } => RefusalText::PositionFull
                .fill(lang, &[max, &said(position, position_fr, lang), max]),
            Refusal::SharedLimitFull { positions, max } => {
                RefusalText::SharedLimitFull.fill(lang, &[max, positions])
            }
            Refusal::TooMany { what, max } => {
                let (en, fr) = what.names();
                RefusalText::TooMany.fill(lang, &[max, &said(en, fr, lang)])
            }
            Refusal::NoApothecary { team, team_fr } => {
                RefusalText::NoApothecary.fill(lang, &[&said(team, team_fr, lang)])
            }
            Refusal::FansOnlyBeforeFirstMatch => {
                RefusalText::FansOnlyBeforeFirstMatch.get(lang).to_string()
            }
            Refusal::CountZero => RefusalText::CountZero.get(lang).to_string(),
            Refusal::CannotAfford {
                cost_gp,
                treasury_gp,
            } => RefusalText::CannotAfford
                .fill(lang, &[&gp(*cost_gp, lang), &gp(*treasury_gp, lang)]),
            Refusal::TooFewPlayers { count, min } => {
                RefusalText::TooFewPlayers.fill(lang, &[&PLAYERS.count(*count, lang), min])
            }
            Refusal::TreasuryNegative { treasury_gp } => {
                RefusalText::TreasuryNegative.fill(lang, &[&gp(*treasury_gp, lang)])
            }
            Refusal::StartingTreasury {
                given_gp,
                most_gp,
                step_gp,
            } => RefusalText::StartingTreasury.fill(
                lang,
                &[
                    &gp(*given_gp, lang),
                    &gp(*most_gp, lang),
                    &gp(*step_gp, lang),
                ],
            ),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_texts_are_complete() {
        crate::tr::assert_complete(RefusalText::ALL);
    }
}
