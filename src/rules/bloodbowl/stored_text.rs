//! What stored Blood Bowl rows break (see `stored`), said in English and French: what
//! is wrong and what is allowed.

use super::post_match::CHARACTERISTIC_IMPROVEMENTS_MAX as MOST;
use crate::data::Lang;
use crate::data::Money;
use crate::data::bloodbowl::tables::Characteristic;
use crate::rules::{Who, span};

/// Where an amount of gold that must come in steps is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GoldItem {
    /// A ledger row of this kind.
    Ledger { kind: String },
    /// A player's value (its hiring price and what advancements added).
    PlayerValue { who: Who },
    /// What a team has put aside to buy its stadium.
    StadiumFund,
    /// The price paid for each of an inducement in a match's pre-match.
    InducementPrice { inducement: String },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoredProblem {
    UnknownPosition {
        who: Who,
        position: String,
        allowed: Vec<String>,
    },
    /// A characteristic outside what the position's line, the player's advancements and
    /// lasting injuries give; `reach` is `None` where it stays missing ("-").
    Characteristic {
        who: Who,
        characteristic: Characteristic,
        value: Option<u8>,
        reach: Option<(u8, u8)>,
    },
    TooManyImprovements {
        who: Who,
        characteristic: Characteristic,
        count: usize,
        most: usize,
    },
    AdvancementsUnreadable {
        who: Who,
        detail: String,
    },
    TooManyAdvancements {
        who: Who,
        count: usize,
        most: usize,
    },
    UnknownAdvancement {
        who: Who,
        kind: String,
    },
    InjuriesUnreadable {
        who: Who,
        detail: String,
    },
    UnknownInjury {
        who: Who,
        injury: String,
        allowed: Vec<String>,
    },
    UnknownSkill {
        who: Who,
        skill: String,
    },
    DedicatedFans {
        fans: u32,
        least: u32,
        most: u32,
    },
    UnknownStadium {
        given: String,
        allowed: Vec<String>,
    },
    UnknownStadiumAttribute {
        stadium: String,
        given: String,
        allowed: Vec<String>,
    },
    UnknownSponsorship {
        given: String,
        allowed: Vec<String>,
    },
    UnknownResidency {
        given: String,
        allowed: Vec<String>,
    },
    GoldStep {
        item: GoldItem,
        gp: i64,
        step: u32,
    },
}

fn id(characteristic: Characteristic) -> String {
    super::stored::characteristic_id(characteristic).to_uppercase()
}

fn shown(value: Option<u8>) -> String {
    value.map_or_else(|| "-".to_string(), |v| v.to_string())
}

impl GoldItem {
    fn said(&self, lang: Lang) -> String {
        match (self, lang) {
            (GoldItem::Ledger { kind }, Lang::En) => format!("a ledger entry `{kind}`"),
            (GoldItem::Ledger { kind }, Lang::Fr) => format!("une écriture `{kind}` du registre"),
            (GoldItem::PlayerValue { who }, Lang::En) => format!("the value of {}", who.said(lang)),
            (GoldItem::PlayerValue { who }, Lang::Fr) => {
                format!("la valeur du {}", who.said(lang).trim_start_matches("le "))
            }
            (GoldItem::StadiumFund, Lang::En) => "the fund towards the stadium".to_string(),
            (GoldItem::StadiumFund, Lang::Fr) => "le fonds pour le stade".to_string(),
            (GoldItem::InducementPrice { inducement }, Lang::En) => {
                format!("the price of each `{inducement}` induced")
            }
            (GoldItem::InducementPrice { inducement }, Lang::Fr) => {
                format!("le prix de chaque coup de pouce « {inducement} »")
            }
        }
    }
}

impl StoredProblem {
    /// The problem in `lang`: what is wrong and what is allowed.
    pub fn message(&self, lang: Lang) -> String {
        let (en, fr) = self.texts();
        match lang {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }

    fn texts(&self) -> (String, String) {
        use StoredProblem as P;
        let (en, fr) = (Lang::En, Lang::Fr);
        match self {
            P::UnknownPosition {
                who,
                position,
                allowed,
            } => (
                format!(
                    "{} plays at `{position}`, which is not a position of the team's roster; its positions: {}",
                    who.said(en),
                    allowed.join(", ")
                ),
                format!(
                    "{} joue au poste « {position} », qui n'est pas un poste du roster de l'équipe ; ses postes : {}",
                    who.said(fr),
                    allowed.join(", ")
                ),
            ),
            P::Characteristic {
                who,
                characteristic,
                value,
                reach: Some((low, high)),
            } => (
                format!(
                    "{} has {} {}; the position's line, the player's advancements (each +1, at most {MOST} per characteristic) and lasting injuries allow {}",
                    who.said(en),
                    id(*characteristic),
                    shown(*value),
                    span(*low, *high, en)
                ),
                format!(
                    "{} a {} {} ; le profil du poste, les progressions du joueur (+1 chacune, {MOST} au plus par caractéristique) et ses séquelles permettent {}",
                    who.said(fr),
                    id(*characteristic),
                    shown(*value),
                    span(*low, *high, fr)
                ),
            ),
            P::Characteristic {
                who,
                characteristic,
                value,
                reach: None,
            } => (
                format!(
                    "{} has {} {}; the position has none (\"-\") and no advancement or injury recorded gives one",
                    who.said(en),
                    id(*characteristic),
                    shown(*value)
                ),
                format!(
                    "{} a {} {} ; le poste n'en a pas (« - ») et aucune progression ou séquelle enregistrée ne lui en donne",
                    who.said(fr),
                    id(*characteristic),
                    shown(*value)
                ),
            ),
            P::TooManyImprovements {
                who,
                characteristic,
                count,
                most,
            } => (
                format!(
                    "{} improved {} {count} times; a characteristic is improved at most {most} times",
                    who.said(en),
                    id(*characteristic)
                ),
                format!(
                    "{} a amélioré {} {count} fois ; une caractéristique s'améliore au plus {most} fois",
                    who.said(fr),
                    id(*characteristic)
                ),
            ),
            P::AdvancementsUnreadable { who, detail } => (
                format!(
                    "{}'s advancements cannot be read ({detail}); they are a list of {{\"kind\", \"gained\"}}",
                    who.said(en)
                ),
                format!(
                    "les progressions du {} sont illisibles ({detail}) ; c'est une liste de {{\"kind\", \"gained\"}}",
                    who.said(fr).trim_start_matches("le ")
                ),
            ),
            P::TooManyAdvancements { who, count, most } => (
                format!(
                    "{} has {count} advancements; the advancement table has {most} levels",
                    who.said(en)
                ),
                format!(
                    "{} a {count} progressions ; la table des progressions a {most} niveaux",
                    who.said(fr)
                ),
            ),
            P::UnknownAdvancement { who, kind } => (
                format!(
                    "{} has an advancement of kind `{kind}`, which the advancement table does not have",
                    who.said(en)
                ),
                format!(
                    "{} a une progression de sorte « {kind} », que la table des progressions n'a pas",
                    who.said(fr)
                ),
            ),
            P::InjuriesUnreadable { who, detail } => (
                format!(
                    "{}'s lasting injuries cannot be read ({detail}); they are a list of injury ids",
                    who.said(en)
                ),
                format!(
                    "les séquelles du {} sont illisibles ({detail}) ; c'est une liste d'identifiants de séquelles",
                    who.said(fr).trim_start_matches("le ")
                ),
            ),
            P::UnknownInjury {
                who,
                injury,
                allowed,
            } => (
                format!(
                    "{} has the lasting injury `{injury}`, which the injury tables do not have; they have: {}",
                    who.said(en),
                    allowed.join(", ")
                ),
                format!(
                    "{} a la séquelle « {injury} », que les tables de blessures n'ont pas ; elles ont : {}",
                    who.said(fr),
                    allowed.join(", ")
                ),
            ),
            P::UnknownSkill { who, skill } => (
                format!(
                    "{} has the skill `{skill}`, which the reference data does not know (data/bloodbowl/skills.toml)",
                    who.said(en)
                ),
                format!(
                    "{} a la compétence « {skill} », que les données de référence ne connaissent pas (data/bloodbowl/skills.toml)",
                    who.said(fr)
                ),
            ),
            P::DedicatedFans { fans, least, most } => (
                format!(
                    "the team has {fans} dedicated fans; a team has {least} to {most} (what the league sells at creation, or what the post-match roll raises them to)"
                ),
                format!(
                    "l'équipe a {fans} fans dévoués ; une équipe en a de {least} à {most} (ce que la ligue vend à la création, ou ce que le jet d'après-match leur donne)"
                ),
            ),
            P::UnknownStadium { given, allowed } => (
                format!(
                    "`{given}` is not a stadium of the stadium table; stadiums: {}",
                    allowed.join(", ")
                ),
                format!(
                    "« {given} » n'est pas un stade de la table des stades ; stades : {}",
                    allowed.join(", ")
                ),
            ),
            P::UnknownStadiumAttribute {
                stadium,
                given,
                allowed,
            } => (
                format!(
                    "`{given}` is not an attribute of the stadium `{stadium}`; its attributes: {}",
                    allowed.join(", ")
                ),
                format!(
                    "« {given} » n'est pas un attribut du stade « {stadium} » ; ses attributs : {}",
                    allowed.join(", ")
                ),
            ),
            P::UnknownSponsorship { given, allowed } => (
                format!(
                    "`{given}` is not a sponsorship of the seed's table; sponsorships: {}",
                    allowed.join(", ")
                ),
                format!(
                    "« {given} » n'est pas un sponsoring de la table ; sponsorings : {}",
                    allowed.join(", ")
                ),
            ),
            P::UnknownResidency { given, allowed } => (
                format!(
                    "`{given}` is not a result of the residency roll; results: {}",
                    allowed.join(", ")
                ),
                format!(
                    "« {given} » n'est pas un résultat du jet de résidence ; résultats : {}",
                    allowed.join(", ")
                ),
            ),
            P::GoldStep { item, gp, step } => (
                format!(
                    "{} is {}; Dugout keeps it in steps of {}",
                    item.said(en),
                    Money::Gp.format(*gp, en),
                    Money::Gp.format(i64::from(*step), en)
                ),
                format!(
                    "{} vaut {} ; Dugout le tient par tranches de {}",
                    item.said(fr),
                    Money::Gp.format(*gp, fr),
                    Money::Gp.format(i64::from(*step), fr)
                ),
            ),
        }
    }
}
