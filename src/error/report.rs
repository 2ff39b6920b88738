//! What a match result refuses in what it says: players, events, scores; and a match
//! report file that does not read: where (the field as its JSON names it,
//! `players[2].strikes`) and what the field may hold.

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::rules::report::ReportRefusal;
use crate::store::PlayerId;

/// What a field of a report may hold, as a refusal says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Allowed {
    Whole {
        least: i64,
        most: i64,
    },
    /// A seed of the dice: any whole number from 0.
    Seed,
    Flag,
    Text,
    Date,
    OneOf(Vec<String>),
    List,
    Object,
}

impl Allowed {
    /// What the field holds, in `lang` ("a whole number from 0 to 14").
    pub fn text(&self, lang: Lang) -> String {
        match (self, lang) {
            (Allowed::Whole { least, most }, Lang::En) => {
                format!("a whole number from {least} to {most}")
            }
            (Allowed::Whole { least, most }, Lang::Fr) => {
                format!("un nombre entier de {least} à {most}")
            }
            (Allowed::OneOf(items), Lang::En) => format!("one of: {}", list(items)),
            (Allowed::OneOf(items), Lang::Fr) => format!("l'une des valeurs : {}", list(items)),
            (other, lang) => {
                let (en, fr) = match other {
                    Allowed::Seed => (
                        "a whole number, 0 or more",
                        "un nombre entier positif ou nul",
                    ),
                    Allowed::Flag => ("true or false", "true ou false"),
                    Allowed::Text => ("text, in quotes", "du texte, entre guillemets"),
                    Allowed::Date => ("a date written YYYY-MM-DD", "une date écrite AAAA-MM-JJ"),
                    Allowed::List => ("a list, in [ ]", "une liste, entre [ ]"),
                    _ => ("an object of named fields", "un objet de champs nommés"),
                };
                lang.pick(en, fr).to_string()
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReportFault {
    /// An event names a player of neither team.
    PlayerNotInMatch {
        player: PlayerId,
        home: String,
        away: String,
    },
    EventCountZero {
        player: PlayerId,
        event: String,
    },
    DiesTwice {
        player: PlayerId,
    },
    StrikesOverScore {
        team: String,
        strikes: u32,
        score: u32,
    },
    /// A casualty count in a DreadBall result.
    NoCasualties,
    /// Player events in a Blood Bowl result.
    EventsAreDreadBall,
    /// A report file that is not JSON: where the reader stopped.
    NotJson {
        line: usize,
        column: usize,
    },
    /// A field holding what it may not (`given`: the value as the file wrote it).
    WrongValue {
        at: String,
        given: String,
        allowed: Allowed,
    },
    UnknownField {
        at: String,
        field: String,
        fields: Vec<String>,
    },
    MissingField {
        at: String,
        allowed: Allowed,
    },
    /// A number, list or day beyond what a match holds (`rules::report`).
    Limit(ReportRefusal),
    /// A report whose every field reads but which is not one of the game's as a whole.
    Unreadable {
        game: GameName,
    },
}

variant_names!(ReportFault: PlayerNotInMatch, EventCountZero, DiesTwice, StrikesOverScore,
    NoCasualties, EventsAreDreadBall, NotJson, WrongValue, UnknownField, MissingField,
    Limit, Unreadable);

impl From<ReportRefusal> for ReportFault {
    fn from(refusal: ReportRefusal) -> ReportFault {
        ReportFault::Limit(refusal)
    }
}

impl From<ReportRefusal> for crate::Error {
    fn from(refusal: ReportRefusal) -> crate::Error {
        ReportFault::from(refusal).into()
    }
}

/// The field at `at`, quoted as `surface` quotes; the report itself when `at` is empty.
fn field(at: &str, surface: Surface, lang: Lang) -> String {
    if at.is_empty() {
        return lang.pick("the report", "le rapport").to_string();
    }
    quote(at, surface, lang)
}

impl ReportFault {
    /// The wording of a report file's fault, `None` for the others.
    fn file_words(&self, surface: Surface, lang: Lang) -> Option<String> {
        let at = |at: &str| field(at, surface, lang);
        let fr = lang == Lang::Fr;
        Some(match self {
            ReportFault::NotJson { line, column } if fr => format!(
                "le rapport n'est pas du JSON (ligne {line}, colonne {column}) ; rien n'a été enregistré"
            ),
            ReportFault::NotJson { line, column } => format!(
                "the report is not JSON (line {line}, column {column}); nothing was recorded"
            ),
            ReportFault::WrongValue {
                at: place,
                given,
                allowed,
            } if fr => format!(
                "{} vaut {} ; il attend {}",
                at(place),
                quote(given, surface, lang),
                allowed.text(lang)
            ),
            ReportFault::WrongValue {
                at: place,
                given,
                allowed,
            } => format!(
                "{} is {}; it takes {}",
                at(place),
                quote(given, surface, lang),
                allowed.text(lang)
            ),
            ReportFault::UnknownField {
                at: place,
                field: name,
                fields,
            } if fr => format!(
                "{} n'a pas de champ {} ; ses champs sont : {}",
                at(place),
                quote(name, surface, lang),
                list(fields)
            ),
            ReportFault::UnknownField {
                at: place,
                field: name,
                fields,
            } => format!(
                "{} has no field {}; its fields are: {}",
                at(place),
                quote(name, surface, lang),
                list(fields)
            ),
            ReportFault::MissingField { at: place, allowed } if fr => {
                format!("il manque {} ; il attend {}", at(place), allowed.text(lang))
            }
            ReportFault::MissingField { at: place, allowed } => {
                format!("{} is missing; it takes {}", at(place), allowed.text(lang))
            }
            _ => return self.limit_words(surface, lang),
        })
    }

    /// The wording of a report's number, list or day outside what a match holds.
    fn limit_words(&self, surface: Surface, lang: Lang) -> Option<String> {
        let at = |at: &str| field(at, surface, lang);
        let fr = lang == Lang::Fr;
        Some(match self {
            ReportFault::Limit(ReportRefusal::OutOfRange {
                at: place,
                given,
                least,
                most,
            }) if fr => format!(
                "{} vaut {given}, plus qu'un match ne peut compter ; il attend un nombre entier de {least} à {most}",
                at(place)
            ),
            ReportFault::Limit(ReportRefusal::OutOfRange {
                at: place,
                given,
                least,
                most,
            }) => format!(
                "{} is {given}, more than a match can hold; it takes a whole number from {least} to {most}",
                at(place)
            ),
            ReportFault::Limit(ReportRefusal::PlayerTwice {
                at: place,
                player,
                first,
            }) if fr => format!(
                "{} nomme le joueur {player}, déjà nommé en {} ; un joueur figure au plus une fois dans la liste",
                at(place),
                at(first)
            ),
            ReportFault::Limit(ReportRefusal::PlayerTwice {
                at: place,
                player,
                first,
            }) => format!(
                "{} names player {player} again (already at {}); a player is in the list at most once",
                at(place),
                at(first)
            ),
            ReportFault::Limit(ReportRefusal::DayOutOfRange {
                at: place,
                given,
                earliest,
                latest,
            }) if fr => format!(
                "{} est le {given} ; un match se joue entre le {earliest} et le {latest}",
                at(place)
            ),
            ReportFault::Limit(ReportRefusal::DayOutOfRange {
                at: place,
                given,
                earliest,
                latest,
            }) => format!(
                "{} is {given}; a match is played from {earliest} to {latest}",
                at(place)
            ),
            ReportFault::Limit(ReportRefusal::TooMany {
                at: place,
                given,
                most,
            }) if fr => format!(
                "{} compte {given} entrées ; un match en a au plus {most}",
                at(place)
            ),
            ReportFault::Limit(ReportRefusal::TooMany {
                at: place,
                given,
                most,
            }) => format!(
                "{} has {given} entries; a match has at most {most}",
                at(place)
            ),
            ReportFault::Limit(ReportRefusal::NotMultiple {
                at: place,
                given,
                step,
            }) if fr => format!(
                "{} vaut {given} ; l'or va par tranches de {step} : il attend un multiple de {step}",
                at(place)
            ),
            ReportFault::Limit(ReportRefusal::NotMultiple {
                at: place,
                given,
                step,
            }) => format!(
                "{} is {given}; gold goes in steps of {step}: it takes a multiple of {step}",
                at(place)
            ),
            ReportFault::Unreadable { game } if fr => format!(
                "ce n'est pas un rapport de match de {} ; ses champs sont décrits dans docs/exchange.md et la page du jeu dans docs/",
                game.fr
            ),
            ReportFault::Unreadable { game } => format!(
                "this is not a {} match report; its fields are described in docs/exchange.md and the game's page in docs/",
                game.en
            ),
            _ => return None,
        })
    }
}

impl Wording for ReportFault {
    fn english(&self, surface: Surface) -> String {
        match self {
            ReportFault::PlayerNotInMatch { player, home, away } => format!(
                "player {player} is not on the roster of {home} or {away}; events name players of the two teams"
            ),
            ReportFault::EventCountZero { player, event } => {
                format!("an event counts at least 1; player {player} has a {event} of 0")
            }
            ReportFault::DiesTwice { player } => {
                format!("player {player} dies twice in this match; a player dies once")
            }
            ReportFault::StrikesOverScore {
                team,
                strikes,
                score,
            } => format!(
                "{team}'s players scored {strikes} strikes but the team has {score} points; every strike is worth at least 1 point"
            ),
            ReportFault::NoCasualties => "DreadBall results have no casualty count; record deaths and injuries as player events".into(),
            ReportFault::EventsAreDreadBall => format!(
                "player events{} are DreadBall's; a Blood Bowl result is the touchdowns and casualties of each side",
                surface.pick(" (--event)", "")
            ),
            _ => self.file_words(surface, Lang::En).unwrap_or_default(),
        }
    }

    fn french(&self, surface: Surface) -> String {
        match self {
            ReportFault::PlayerNotInMatch { player, home, away } => format!(
                "le joueur {player} n'est ni dans l'effectif de {home} ni dans celui de {away} ; les actions nomment des joueurs des deux équipes"
            ),
            ReportFault::EventCountZero { player, event } => format!(
                "une action compte au moins 1 ; le joueur {player} a une action « {event} » à 0"
            ),
            ReportFault::DiesTwice { player } => format!(
                "le joueur {player} meurt deux fois dans ce match ; un joueur ne meurt qu'une fois"
            ),
            ReportFault::StrikesOverScore {
                team,
                strikes,
                score,
            } => format!(
                "les joueurs de {team} ont marqué {strikes} strikes mais l'équipe a {score} points ; chaque strike vaut au moins 1 point"
            ),
            ReportFault::NoCasualties => "les résultats de DreadBall ne comptent pas de blessés ; saisissez les morts et les blessures comme actions des joueurs".into(),
            ReportFault::EventsAreDreadBall => format!(
                "les actions des joueurs{} sont propres à DreadBall ; un résultat de Blood Bowl, ce sont les touchdowns et les éliminations de chaque camp",
                surface.pick(" (--event)", "")
            ),
            _ => self.file_words(surface, Lang::Fr).unwrap_or_default(),
        }
    }
}

#[cfg(test)]
impl ReportFault {
    pub(super) fn examples() -> Vec<ReportFault> {
        vec![
            ReportFault::PlayerNotInMatch {
                player: PlayerId(40),
                home: "Ro-Tek Rivets".into(),
                away: "Greenmoon Grinders".into(),
            },
            ReportFault::EventCountZero {
                player: PlayerId(4),
                event: "strike".into(),
            },
            ReportFault::DiesTwice {
                player: PlayerId(4),
            },
            ReportFault::StrikesOverScore {
                team: "Ro-Tek Rivets".into(),
                strikes: 5,
                score: 3,
            },
            ReportFault::NoCasualties,
            ReportFault::EventsAreDreadBall,
            ReportFault::NotJson { line: 3, column: 7 },
            ReportFault::WrongValue {
                at: "players[2].strikes".into(),
                given: "-1".into(),
                allowed: Allowed::Whole { least: 0, most: 14 },
            },
            ReportFault::UnknownField {
                at: "players[0]".into(),
                field: "goals".into(),
                fields: vec!["player".into(), "strikes".into()],
            },
            ReportFault::MissingField {
                at: "home_score".into(),
                allowed: Allowed::Date,
            },
            ReportFault::Limit(ReportRefusal::OutOfRange {
                at: "home_score".into(),
                given: 4_294_967_295,
                least: 0,
                most: 32,
            }),
            ReportFault::Limit(ReportRefusal::PlayerTwice {
                at: "players[3]".into(),
                player: 17,
                first: "players[0]".into(),
            }),
            ReportFault::Limit(ReportRefusal::DayOutOfRange {
                at: "played_on".into(),
                given: chrono::NaiveDate::MIN,
                earliest: crate::rules::report::EARLIEST_DAY,
                latest: crate::rules::report::LATEST_DAY,
            }),
            ReportFault::Limit(ReportRefusal::TooMany {
                at: "free_throws".into(),
                given: 1000,
                most: 200,
            }),
            ReportFault::Limit(ReportRefusal::NotMultiple {
                at: "home.stadium_payment_gp".into(),
                given: 72_500,
                step: 5_000,
            }),
            ReportFault::Unreadable {
                game: GameName::KILLPOWER,
            },
        ]
    }
}
