//! What an undo or a reset refuses because of what was written after it: a change that a
//! later match day counted, a match day with a later match or change of the same team,
//! a change whose own effect is no longer there to take back.

use super::surface::Surface;
use super::words::{Wording, quote, variant_names};
use crate::data::Lang;
use crate::store::{FixtureId, TeamId};
use crate::tr::texts;

/// A match as a refusal names it: its id and its two teams.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchName {
    pub id: FixtureId,
    pub home: String,
    pub away: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HistoryFault {
    /// Undoing a change that a match day written after it counted (a purchase, a hire…).
    UsedByLaterMatch { change: String, later: MatchName },
    /// Undoing a change whose player is no longer on the team's books.
    PlayerGone { change: String, player: String },
    /// Undoing a purchase when the team has fewer of the item than it bought.
    TooFewToTakeBack {
        change: String,
        item: String,
        have: u32,
        count: u32,
    },
    /// Undoing a change that would give a player back a number another player wears now.
    NumberWornSince {
        change: String,
        number: u32,
        wearer: String,
    },
    /// Undoing a change whose field holds another value than the change wrote.
    FieldChangedSince {
        change: String,
        field: String,
        now: String,
    },
    /// Resetting a match day when a later match day of one of its teams stands.
    LaterMatchFirst {
        id: FixtureId,
        team: String,
        later: MatchName,
    },
    /// Resetting a match day when one of its teams was changed since.
    ChangedSince {
        id: FixtureId,
        team: String,
        team_id: TeamId,
        change: String,
    },
}

variant_names!(HistoryFault: UsedByLaterMatch, PlayerGone, TooFewToTakeBack, NumberWornSince,
    FieldChangedSince, LaterMatchFirst, ChangedSince);

texts! { HistoryTexts {
    MatchCli => "match {} ({} v {})", "le match {} ({} c. {})";
    MatchWindow => "the match {} v {}", "le match {} c. {}";
    ResetCli => "reset it first (`dugout match reset --match {}`)", "effacez-le d'abord (`dugout match reset --match {}`)";
    ResetWindow => "reset it first (Reset, on its row in the season's fixtures)", "effacez-le d'abord (Effacer, sur sa ligne du calendrier de la saison)";
    UndoCli => "undo it first (`dugout team undo {}`)", "annulez-le d'abord (`dugout team undo {}`)";
    UndoWindow => "undo it first (Undo, on the team's screen)", "annulez-le d'abord (Annuler, sur l'écran de l'équipe)";
    UsedByLaterMatch => "{} cannot be undone: {} was played after it and counted it; {}, then undo", "impossible d'annuler {} : {} a été joué après et en a tenu compte ; {}, puis annulez";
    PlayerGone => "{} cannot be undone: {} is no longer on the team", "impossible d'annuler {} : {} n'est plus dans l'équipe";
    TooFewToTakeBack => "{} cannot be undone: the team has {} {} now, fewer than the {} it would take back", "impossible d'annuler {} : l'équipe a maintenant {} {}, moins que les {} à reprendre";
    NumberWornSince => "{} cannot be undone: it would give back #{}, which {} wears now; renumber {} first", "impossible d'annuler {} : il rendrait le numéro {}, que {} porte maintenant ; changez d'abord le numéro de {}";
    FieldChangedSince => "{} cannot be undone: its {} has been changed since (it is {} now)", "impossible d'annuler {} : son champ {} a changé depuis (il vaut maintenant {})";
    LaterMatchFirst => "match {} cannot be reset while {} has {} after it; {}", "impossible d'effacer le match {} tant que {} a {} après lui ; {}";
    ThisMatchLaterFirst => "this match cannot be reset while {} has {} after it; {}", "impossible d'effacer ce match tant que {} a {} après lui ; {}";
    ChangedSince => "match {} cannot be reset: {} was changed since ({}); {}", "impossible d'effacer le match {} : {} a été modifiée depuis ({}) ; {}";
    ThisMatchChangedSince => "this match cannot be reset: {} was changed since ({}); {}", "impossible d'effacer ce match : {} a été modifiée depuis ({}) ; {}";
} }

impl Wording for HistoryFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        match self {
            HistoryFault::UsedByLaterMatch { change, later } => HistoryTexts::UsedByLaterMatch
                .fill(
                    lang,
                    &[
                        &q(change),
                        &match_name(later, surface, lang),
                        &reset(later.id, surface, lang),
                    ],
                ),
            HistoryFault::PlayerGone { change, player } => {
                HistoryTexts::PlayerGone.fill(lang, &[&q(change), &q(player)])
            }
            HistoryFault::TooFewToTakeBack {
                change,
                item,
                have,
                count,
            } => HistoryTexts::TooFewToTakeBack.fill(lang, &[&q(change), have, item, count]),
            HistoryFault::NumberWornSince {
                change,
                number,
                wearer,
            } => HistoryTexts::NumberWornSince
                .fill(lang, &[&q(change), number, &q(wearer), &q(wearer)]),
            HistoryFault::FieldChangedSince { change, field, now } => {
                HistoryTexts::FieldChangedSince.fill(lang, &[&q(change), field, &q(now)])
            }
            HistoryFault::LaterMatchFirst { id, team, later } => {
                let (later_name, reset) = (
                    match_name(later, surface, lang),
                    reset(later.id, surface, lang),
                );
                match surface {
                    Surface::Cli => HistoryTexts::LaterMatchFirst
                        .fill(lang, &[id, &q(team), &later_name, &reset]),
                    Surface::Window => HistoryTexts::ThisMatchLaterFirst
                        .fill(lang, &[&q(team), &later_name, &reset]),
                }
            }
            HistoryFault::ChangedSince {
                id,
                team,
                team_id,
                change,
            } => match surface {
                Surface::Cli => HistoryTexts::ChangedSince.fill(
                    lang,
                    &[
                        id,
                        &q(team),
                        &q(change),
                        &HistoryTexts::UndoCli.fill(lang, &[team_id]),
                    ],
                ),
                Surface::Window => HistoryTexts::ThisMatchChangedSince.fill(
                    lang,
                    &[&q(team), &q(change), &HistoryTexts::UndoWindow.get(lang)],
                ),
            },
        }
    }
}

fn match_name(name: &MatchName, surface: Surface, lang: Lang) -> String {
    match surface {
        Surface::Cli => HistoryTexts::MatchCli.fill(lang, &[&name.id, &name.home, &name.away]),
        Surface::Window => HistoryTexts::MatchWindow.fill(lang, &[&name.home, &name.away]),
    }
}

fn reset(id: FixtureId, surface: Surface, lang: Lang) -> String {
    match surface {
        Surface::Cli => HistoryTexts::ResetCli.fill(lang, &[&id]),
        Surface::Window => HistoryTexts::ResetWindow.get(lang).to_string(),
    }
}

#[cfg(test)]
impl HistoryFault {
    pub(super) fn examples() -> Vec<HistoryFault> {
        let later = MatchName {
            id: FixtureId(4),
            home: "Gouged Eye".into(),
            away: "Reikland Reavers".into(),
        };
        let change = "Bought 1 × apothecary for 50,000 gp".to_string();
        vec![
            HistoryFault::UsedByLaterMatch {
                change: change.clone(),
                later: later.clone(),
            },
            HistoryFault::PlayerGone {
                change: "Renamed #3 Ulf to Olaf".into(),
                player: "Olaf".into(),
            },
            HistoryFault::TooFewToTakeBack {
                change: change.clone(),
                item: "rerolls".into(),
                have: 1,
                count: 2,
            },
            HistoryFault::NumberWornSince {
                change: "Released #7 Griff".into(),
                number: 7,
                wearer: "Mighty Zug".into(),
            },
            HistoryFault::FieldChangedSince {
                change: "Override: ma 6 → 7".into(),
                field: "ma".into(),
                now: "5".into(),
            },
            HistoryFault::LaterMatchFirst {
                id: FixtureId(2),
                team: "Gouged Eye".into(),
                later,
            },
            HistoryFault::ChangedSince {
                id: FixtureId(2),
                team: "Gouged Eye".into(),
                team_id: TeamId(9),
                change,
            },
        ]
    }
}
