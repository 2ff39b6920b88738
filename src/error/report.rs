//! What a match result refuses in what it says: players, events, scores; and a match
//! report file that does not read: where (the field as its JSON names it,
//! `players[2].strikes`) and what the field may hold.

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::rules::report::ReportRefusal;
use crate::store::PlayerId;
use crate::tr::texts;

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
        let allowed = match self {
            Allowed::Whole { least, most } => return ReportTexts::Whole.fill(lang, &[least, most]),
            Allowed::OneOf(items) => return ReportTexts::OneOf.fill(lang, &[&list(items)]),
            Allowed::Seed => ReportTexts::Seed,
            Allowed::Flag => ReportTexts::Flag,
            Allowed::Text => ReportTexts::Text,
            Allowed::Date => ReportTexts::Date,
            Allowed::List => ReportTexts::List,
            Allowed::Object => ReportTexts::Object,
        };
        allowed.get(lang).into()
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
    /// A feat the player's position or skills bar (a Guard's strike, a Pacifist's kill).
    FeatBarred {
        player: PlayerId,
        number: u32,
        name: String,
        position: &'static str,
        bar: crate::rules::dreadball::FeatBar,
    },
    StrikesOverScore {
        team: String,
        strikes: u32,
        score: u32,
    },
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

variant_names!(ReportFault: PlayerNotInMatch, EventCountZero, DiesTwice, FeatBarred, StrikesOverScore, NotJson, WrongValue, UnknownField, MissingField, Limit, Unreadable);

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

texts! { ReportTexts {
    Whole => "a whole number from {} to {}", "un nombre entier de {} à {}";
    OneOf => "one of: {}", "l'une des valeurs : {}";
    Seed => "a whole number, 0 or more", "un nombre entier positif ou nul";
    Flag => "true or false", "true ou false";
    Text => "text, in quotes", "du texte, entre guillemets";
    Date => "a date written YYYY-MM-DD", "une date écrite AAAA-MM-JJ";
    List => "a list, in [ ]", "une liste, entre [ ]";
    Object => "an object of named fields", "un objet de champs nommés";
    TheReport => "the report", "le rapport";
    NotJson => "the report is not JSON (line {}, column {}); nothing was recorded", "le rapport n'est pas du JSON (ligne {}, colonne {}) ; rien n'a été enregistré";
    WrongValue => "{} is {}; it takes {}", "{} vaut {} ; il attend {}";
    UnknownField => "{} has no field {}; its fields are: {}", "{} n'a pas de champ {} ; ses champs sont : {}";
    MissingField => "{} is missing; it takes {}", "il manque {} ; il attend {}";
    OutOfRange => "{} is {}, more than a match can hold; it takes a whole number from {} to {}", "{} vaut {}, plus qu'un match ne peut compter ; il attend un nombre entier de {} à {}";
    PlayerTwice => "{} names player {} again (already at {}); a player is in the list at most once", "{} nomme le joueur {}, déjà nommé en {} ; un joueur figure au plus une fois dans la liste";
    DayOutOfRange => "{} is {}; a match is played from {} to {}", "{} est le {} ; un match se joue entre le {} et le {}";
    TooMany => "{} has {} entries; a match has at most {}", "{} compte {} entrées ; un match en a au plus {}";
    NotMultiple => "{} is {}; gold goes in steps of {}: it takes a multiple of {}", "{} vaut {} ; l'or va par tranches de {} : il attend un multiple de {}";
    Unreadable => "this is not a {} match report; its fields are described in docs/exchange.md and the game's page in docs/", "ce n'est pas un rapport de match de {} ; ses champs sont décrits dans docs/exchange.md et la page du jeu dans docs/";
    PlayerNotInMatch => "player {} is not on the roster of {} or {}; events name players of the two teams", "le joueur {} n'est ni dans l'effectif de {} ni dans celui de {} ; les actions nomment des joueurs des deux équipes";
    GuardDoesNotThrow => "#{} {} (player {}) is a {} and is credited with a strike: only Jacks and Strikers throw the ball, so only they score (seed 000, the actions table); a Guard does only with Prima Donna or as a Transformer",
        "n° {} {} (joueur {}) est un {} et se voit compter un Strike : seuls les Jacks et les Strikers lancent la balle, donc seuls eux marquent (seed 000, tableau des actions) ; un Guard ne le fait qu'avec Prima Donna ou en Transformiste";
    KeeperNeverThrows => "#{} {} (player {}) is a {} and is credited with a strike: a Keeper never throws the ball and a punt never scores (seed 000, Keeper)",
        "n° {} {} (joueur {}) est un {} et se voit compter un Strike : un Keeper ne lance jamais la balle et un Dégagement ne marque jamais (seed 000, Keeper)";
    PacifistKillsNoOne => "#{} {} (player {}, {}) is credited with a kill: a Pacifist never slams, throws the ball at a player or stomps (seed 000, Pacifist)",
        "n° {} {} (joueur {}, {}) se voit compter une victime : un Pacifiste ne fait jamais de Slam, ne lance jamais la balle sur un joueur et ne piétine jamais (seed 000, Pacifiste)";
    EventCountZero => "an event counts at least 1; player {} has a {} of 0", "une action compte au moins 1 ; le joueur {} a une action « {} » à 0";
    DiesTwice => "player {} dies twice in this match; a player dies once", "le joueur {} meurt deux fois dans ce match ; un joueur ne meurt qu'une fois";
    StrikesOverScore => "{}'s players scored {} strikes but the team has {} points; every strike is worth at least 1 point", "les joueurs de {} ont marqué {} strikes mais l'équipe a {} points ; chaque strike vaut au moins 1 point";
} }

/// The field at `at`, quoted as `surface` quotes; the report itself when `at` is empty.
fn field(at: &str, surface: Surface, lang: Lang) -> String {
    if at.is_empty() {
        return ReportTexts::TheReport.get(lang).to_string();
    }
    quote(at, surface, lang)
}

impl ReportFault {
    /// The wording of a report file's fault, `None` for the others.
    fn file_words(&self, surface: Surface, lang: Lang) -> Option<String> {
        let at = |at: &str| field(at, surface, lang);
        let q = |text: &str| quote(text, surface, lang);
        Some(match self {
            ReportFault::NotJson { line, column } => {
                ReportTexts::NotJson.fill(lang, &[line, column])
            }
            ReportFault::WrongValue {
                at: place,
                given,
                allowed,
            } => ReportTexts::WrongValue.fill(lang, &[&at(place), &q(given), &allowed.text(lang)]),
            ReportFault::UnknownField {
                at: place,
                field: name,
                fields,
            } => ReportTexts::UnknownField.fill(lang, &[&at(place), &q(name), &list(fields)]),
            ReportFault::MissingField { at: place, allowed } => {
                ReportTexts::MissingField.fill(lang, &[&at(place), &allowed.text(lang)])
            }
            ReportFault::Limit(refusal) => limit_words(refusal, surface, lang),
            ReportFault::Unreadable { game } => {
                ReportTexts::Unreadable.fill(lang, &[&game.name(lang)])
            }
            _ => return None,
        })
    }
}

/// The wording of a report's number, list or day outside what a match holds.
fn limit_words(refusal: &ReportRefusal, surface: Surface, lang: Lang) -> String {
    let at = |at: &str| field(at, surface, lang);
    match refusal {
        ReportRefusal::OutOfRange {
            at: place,
            given,
            least,
            most,
        } => ReportTexts::OutOfRange.fill(lang, &[&at(place), given, least, most]),
        ReportRefusal::PlayerTwice {
            at: place,
            player,
            first,
        } => ReportTexts::PlayerTwice.fill(lang, &[&at(place), player, &at(first)]),
        ReportRefusal::DayOutOfRange {
            at: place,
            given,
            earliest,
            latest,
        } => ReportTexts::DayOutOfRange.fill(lang, &[&at(place), given, earliest, latest]),
        ReportRefusal::TooMany {
            at: place,
            given,
            most,
        } => ReportTexts::TooMany.fill(lang, &[&at(place), given, most]),
        ReportRefusal::NotMultiple {
            at: place,
            given,
            step,
        } => ReportTexts::NotMultiple.fill(lang, &[&at(place), given, step, step]),
    }
}

impl Wording for ReportFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        match self {
            ReportFault::PlayerNotInMatch { player, home, away } => {
                ReportTexts::PlayerNotInMatch.fill(lang, &[player, home, away])
            }
            ReportFault::EventCountZero { player, event } => {
                ReportTexts::EventCountZero.fill(lang, &[player, event])
            }
            ReportFault::DiesTwice { player } => ReportTexts::DiesTwice.fill(lang, &[player]),
            ReportFault::FeatBarred {
                player,
                number,
                name,
                position,
                bar,
            } => {
                use crate::rules::dreadball::FeatBar;
                let text = match bar {
                    FeatBar::GuardDoesNotThrow => ReportTexts::GuardDoesNotThrow,
                    FeatBar::KeeperNeverThrows => ReportTexts::KeeperNeverThrows,
                    FeatBar::PacifistKillsNoOne => ReportTexts::PacifistKillsNoOne,
                };
                text.fill(lang, &[number, name, player, position])
            }
            ReportFault::StrikesOverScore {
                team,
                strikes,
                score,
            } => ReportTexts::StrikesOverScore.fill(lang, &[team, strikes, score]),
            _ => self.file_words(surface, lang).unwrap_or_default(),
        }
    }
}

#[cfg(test)]
impl ReportFault {
    pub(super) fn examples() -> Vec<ReportFault> {
        vec![
            ReportFault::FeatBarred {
                player: PlayerId(1),
                number: 1,
                name: "Human Guard 1".into(),
                position: "Guard",
                bar: crate::rules::dreadball::FeatBar::GuardDoesNotThrow,
            },
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::ReportTexts::ALL);
    }
}
