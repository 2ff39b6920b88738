//! What DreadBall's builders, saved designs and commissioner overrides refuse.

use super::Error;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::rules::dreadball::Violation;
use crate::rules::dreadball::match_day::Refusal as MatchDayRefusal;
use crate::store::PlayerId;
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DreadBallFault {
    /// Rebuilding a player not built from parts.
    NotBuilt {
        player: PlayerId,
        name: String,
    },
    TemplateNameNumeric {
        name: String,
    },
    TemplateNameTaken {
        name: String,
    },
    /// An override of a field the commissioner cannot set, of a team or of a player.
    /// A count out of range; `field` is its id ("dice", "number", "cost").
    OverrideCount {
        field: &'static str,
        max: u32,
        given: String,
    },
    OverrideTreasury {
        given: String,
    },
    OverridePosition {
        given: String,
        positions: Vec<String>,
    },
    /// A stat out of range; `stat` is its id ("strength").
    OverrideStat {
        stat: &'static str,
        min: u8,
        max: u8,
        given: String,
    },
    OverrideGiant {
        given: String,
    },
    /// `--budget` for a Blood Bowl team.
    BudgetIsDreadBall,
    /// A DreadBall league option for a Blood Bowl league.
    DreadBallOption,
    /// A casualty count in a DreadBall result.
    NoCasualties,
    /// No roster (team of the rule book) by that id or name.
    RosterNotFound {
        query: String,
    },
}

variant_names!(DreadBallFault: NotBuilt, TemplateNameNumeric, TemplateNameTaken, OverrideCount, OverrideTreasury, OverridePosition, OverrideStat, OverrideGiant, BudgetIsDreadBall, DreadBallOption, NoCasualties, RosterNotFound);

texts! { DreadBallTexts {
    RosterNotFound => "no roster {}: {}", "aucune équipe de base {} : {}";
    RosterHintCli => "give a team id or its French or English name; list them with `dugout data teams`", "donnez l'identifiant d'une équipe de base ou son nom français ou anglais ; listez-les avec `dugout data teams`";
    RosterHintWindow => "choose one in the list of rosters", "choisissez-en une dans la liste des équipes de base";
    ShirtNumber => "a shirt number", "un numéro de maillot";
    Cost => "the cost in mc", "le coût en mc";
    Dice => "dice", "les dés de coaching";
    Cards => "cards", "les cartes DreadBall";
    Cheerleaders => "cheerleaders", "les cheerleaders";
    Move => "move", "le déplacement";
    Strength => "strength", "la force";
    Speed => "speed", "la rapidité";
    Skill => "skill", "l'habilité";
    Armour => "armour", "l'armure";
    NotBuilt => "player {} ({}) was not built from parts: only Mechanites and Mutants can be rebuilt", "le joueur {} ({}) n'a pas été construit à partir de pièces : seuls les Mechanites et les Mutants peuvent être reconstruits";
    TemplateNameNumeric => "a template can't be called {}: numbers are template ids; give it a name with letters", "un modèle ne peut pas s'appeler {} : les nombres sont les identifiants des modèles ; donnez-lui un nom avec des lettres";
    TemplateNameTaken => "a template called {} already exists; choose another name or delete it first", "un modèle appelé {} existe déjà ; choisissez un autre nom ou supprimez-le d'abord";
    OverrideCount => "{} must be a whole number from 0 to {}; {} given", "{} doit être un nombre entier de 0 à {} ; {} donné";
    OverrideTreasury => "the treasury is a whole number of mc; {} given", "la trésorerie est un nombre entier de mc ; {} donné";
    OverridePosition => "{} is not a position; positions: {}", "{} n'est pas un poste ; postes : {}";
    OverrideStat => "{} must be from {} to {}, or - for none; {} given", "{} doit aller de {} à {}, ou - pour aucune valeur ; {} donné";
    OverrideGiant => "giant is yes or no; {} given", "géant, c'est oui ou non ; {} donné";
    BudgetIsDreadBallCli => "--budget is DreadBall's; a Blood Bowl team starts with --treasury GP", "--budget est propre à DreadBall ; une équipe de Blood Bowl commence avec --treasury PO";
    BudgetIsDreadBallWindow => "a starting budget is DreadBall's; a Blood Bowl team starts with a treasury in gold pieces", "un budget de départ est propre à DreadBall ; une équipe de Blood Bowl commence avec une trésorerie en pièces d'or";
    DreadBallOptionCli => "that option is DreadBall's; a Blood Bowl league takes --points-win/draw/loss, --tie-breakers, --starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving and --mvp-chosen-house-rule", "cette option est propre à DreadBall ; une ligue de Blood Bowl prend --points-win/draw/loss, --tie-breakers, --starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving et --mvp-chosen-house-rule";
    DreadBallOptionWindow => "that setting is DreadBall's; a Blood Bowl league has points per result, tie-breakers, a starting treasury and dedicated fans", "ce réglage est propre à DreadBall ; une ligue de Blood Bowl a des points par résultat, des critères de départage, une trésorerie de départ et des fans dévoués";
    NoCasualties => "DreadBall results have no casualty count; record deaths and injuries as player events", "les résultats de DreadBall ne comptent pas de blessés ; saisissez les morts et les blessures comme actions des joueurs";
} }

/// A field or stat as the wording names it ("the cost in mc", "la force").
fn field_name(id: &str, lang: Lang) -> String {
    let name = match id {
        "number" => DreadBallTexts::ShirtNumber,
        "cost" => DreadBallTexts::Cost,
        "dice" => DreadBallTexts::Dice,
        "cards" => DreadBallTexts::Cards,
        "cheerleaders" => DreadBallTexts::Cheerleaders,
        "move" => DreadBallTexts::Move,
        "strength" => DreadBallTexts::Strength,
        "speed" => DreadBallTexts::Speed,
        "skill" => DreadBallTexts::Skill,
        "armour" => DreadBallTexts::Armour,
        other => return other.to_string(),
    };
    name.get(lang).to_string()
}

impl Wording for DreadBallFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        match self {
            DreadBallFault::RosterNotFound { query } => {
                let hint = surface.pick(
                    DreadBallTexts::RosterHintCli,
                    DreadBallTexts::RosterHintWindow,
                );
                DreadBallTexts::RosterNotFound.fill(lang, &[&q(query.trim()), &hint.get(lang)])
            }
            DreadBallFault::NotBuilt { player, name } => {
                DreadBallTexts::NotBuilt.fill(lang, &[player, name])
            }
            DreadBallFault::TemplateNameNumeric { name } => {
                DreadBallTexts::TemplateNameNumeric.fill(lang, &[&q(name)])
            }
            DreadBallFault::TemplateNameTaken { name } => {
                DreadBallTexts::TemplateNameTaken.fill(lang, &[&q(name)])
            }
            DreadBallFault::BudgetIsDreadBall => surface
                .pick(
                    DreadBallTexts::BudgetIsDreadBallCli,
                    DreadBallTexts::BudgetIsDreadBallWindow,
                )
                .get(lang)
                .to_string(),
            DreadBallFault::DreadBallOption => surface
                .pick(
                    DreadBallTexts::DreadBallOptionCli,
                    DreadBallTexts::DreadBallOptionWindow,
                )
                .get(lang)
                .to_string(),
            DreadBallFault::NoCasualties => DreadBallTexts::NoCasualties.get(lang).to_string(),
            DreadBallFault::OverrideCount { field, max, given } => DreadBallTexts::OverrideCount
                .fill(lang, &[&field_name(field, lang), max, &q(given)]),
            DreadBallFault::OverrideTreasury { given } => {
                DreadBallTexts::OverrideTreasury.fill(lang, &[&q(given)])
            }
            DreadBallFault::OverridePosition { given, positions } => {
                DreadBallTexts::OverridePosition.fill(lang, &[&q(given), &list(positions)])
            }
            DreadBallFault::OverrideStat {
                stat,
                min,
                max,
                given,
            } => DreadBallTexts::OverrideStat
                .fill(lang, &[&field_name(stat, lang), min, max, &q(given)]),
            DreadBallFault::OverrideGiant { given } => {
                DreadBallTexts::OverrideGiant.fill(lang, &[&q(given)])
            }
        }
    }
}

impl From<Violation> for Error {
    fn from(violation: Violation) -> Self {
        Error::Refused {
            id: violation.id(),
            en: violation.message(Lang::En),
            fr: violation.message(Lang::Fr),
        }
    }
}

impl From<MatchDayRefusal> for Error {
    fn from(refusal: MatchDayRefusal) -> Self {
        Violation::MatchDay(refusal).into()
    }
}

#[cfg(test)]
impl DreadBallFault {
    pub(super) fn examples() -> Vec<DreadBallFault> {
        vec![
            DreadBallFault::RosterNotFound {
                query: "Elves".into(),
            },
            DreadBallFault::NotBuilt {
                player: PlayerId(4),
                name: "Zee".into(),
            },
            DreadBallFault::TemplateNameNumeric { name: "12".into() },
            DreadBallFault::TemplateNameTaken {
                name: "Jack".into(),
            },
            DreadBallFault::OverrideCount {
                field: "number",
                max: 99,
                given: "100".into(),
            },
            DreadBallFault::OverrideTreasury {
                given: "lots".into(),
            },
            DreadBallFault::OverridePosition {
                given: "goalie".into(),
                positions: vec!["jack".into(), "striker".into()],
            },
            DreadBallFault::OverrideStat {
                stat: "strength",
                min: 1,
                max: 6,
                given: "9".into(),
            },
            DreadBallFault::OverrideGiant {
                given: "maybe".into(),
            },
            DreadBallFault::BudgetIsDreadBall,
            DreadBallFault::DreadBallOption,
            DreadBallFault::NoCasualties,
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::DreadBallTexts::ALL);
    }
}
