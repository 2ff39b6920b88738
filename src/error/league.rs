//! What a league's game and settings refuse.

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::rules::setting::SettingRefusal;
use crate::store::LeagueId;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeagueFault {
    /// A command of one game asked of a league of another.
    OtherGame {
        league: LeagueId,
        name: String,
        expected: GameName,
    },
    /// A stored league of a game this build does not know.
    GameNotManaged {
        game: String,
    },
    TieBreakerUnknown {
        given: String,
        allowed: Vec<String>,
    },
    TieBreakerTwice {
        given: String,
    },
    TieBreakersMissing {
        allowed: Vec<String>,
    },
    TieBreakerNotInGame {
        game: GameName,
        given: String,
        offered: Vec<String>,
    },
    /// Points per result that reward a worse result more.
    PointsOrder {
        landslide_win: i32,
        win: i32,
        draw: i32,
        loss: i32,
    },
    /// A setting outside its bounds, not a multiple of its step, or too long a list.
    Setting(SettingRefusal),
}

variant_names!(LeagueFault: OtherGame, GameNotManaged, TieBreakerUnknown, TieBreakerTwice,
    TieBreakersMissing, TieBreakerNotInGame, PointsOrder, Setting);

impl From<SettingRefusal> for crate::Error {
    fn from(refusal: SettingRefusal) -> crate::Error {
        LeagueFault::Setting(refusal).into()
    }
}

/// A setting's name: the option on the command line (`--earnings-dice`), words in the
/// window (“earnings dice”).
fn setting_name(setting: &str, surface: Surface, lang: Lang) -> String {
    match surface {
        Surface::Cli => format!("--{}", setting.replace('_', "-")),
        Surface::Window => quote(&setting.replace('_', " "), surface, lang),
    }
}

/// A refused setting, in `lang`.
fn setting_words(refusal: &SettingRefusal, surface: Surface, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    match refusal {
        SettingRefusal::OutOfRange {
            setting,
            given,
            least,
            most,
        } => {
            let name = setting_name(setting, surface, lang);
            if fr {
                format!(
                    "{name} vaut {given} ; ce réglage attend un nombre entier de {least} à {most}"
                )
            } else {
                format!(
                    "{name} is {given}; this setting takes a whole number from {least} to {most}"
                )
            }
        }
        SettingRefusal::NotMultiple {
            setting,
            given,
            step,
        } => {
            let name = setting_name(setting, surface, lang);
            if fr {
                format!("{name} vaut {given} ; ce réglage attend un multiple de {step}")
            } else {
                format!("{name} is {given}; this setting takes a multiple of {step}")
            }
        }
        SettingRefusal::TooMany {
            setting,
            given,
            most,
        } => {
            let name = setting_name(setting, surface, lang);
            if fr {
                format!("{name} compte {given} valeurs ; ce réglage en prend au plus {most}")
            } else {
                format!("{name} has {given} values; this setting takes at most {most}")
            }
        }
    }
}

impl Wording for LeagueFault {
    fn english(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::En);
        match self {
            LeagueFault::OtherGame {
                league,
                name,
                expected,
            } => match surface {
                Surface::Cli => format!("league {league} ({name}) is not a {} league", expected.en),
                Surface::Window => format!("league {} is not a {} league", q(name), expected.en),
            },
            LeagueFault::GameNotManaged { game } => format!(
                "this league is of the game {}, which this version of Dugout does not manage; update Dugout to open it",
                q(game)
            ),
            LeagueFault::TieBreakerUnknown { given, allowed } => format!(
                "{} is not a tie-breaker; choose from: {}",
                q(given),
                list(allowed)
            ),
            LeagueFault::TieBreakerTwice { given } => format!(
                "{} is listed twice; each tie-breaker is used at most once",
                q(given)
            ),
            LeagueFault::TieBreakersMissing { allowed } => {
                format!("give at least one tie-breaker, from: {}", list(allowed))
            }
            LeagueFault::TieBreakerNotInGame {
                game,
                given,
                offered,
            } => format!(
                "a {} league has no {} tie-breaker; choose from: {}",
                game.en,
                q(given),
                list(offered)
            ),
            LeagueFault::PointsOrder {
                landslide_win,
                win,
                draw,
                loss,
            } => format!(
                "points must not reward a worse result more: landslide win {landslide_win} ≥ win {win} ≥ draw {draw} ≥ loss {loss} does not hold"
            ),
            LeagueFault::Setting(refusal) => setting_words(refusal, surface, Lang::En),
        }
    }

    fn french(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::Fr);
        match self {
            LeagueFault::OtherGame {
                league,
                name,
                expected,
            } => match surface {
                Surface::Cli => format!(
                    "la ligue {league} ({name}) n'est pas une ligue de {}",
                    expected.fr
                ),
                Surface::Window => {
                    format!(
                        "la ligue {} n'est pas une ligue de {}",
                        q(name),
                        expected.fr
                    )
                }
            },
            LeagueFault::GameNotManaged { game } => format!(
                "cette ligue est du jeu {}, que cette version de Dugout ne gère pas ; mettez Dugout à jour pour l'ouvrir",
                q(game)
            ),
            LeagueFault::TieBreakerUnknown { given, allowed } => format!(
                "{} n'est pas un critère de départage ; choisissez parmi : {}",
                q(given),
                list(allowed)
            ),
            LeagueFault::TieBreakerTwice { given } => format!(
                "{} figure deux fois ; chaque critère de départage sert au plus une fois",
                q(given)
            ),
            LeagueFault::TieBreakersMissing { allowed } => format!(
                "donnez au moins un critère de départage, parmi : {}",
                list(allowed)
            ),
            LeagueFault::TieBreakerNotInGame {
                game,
                given,
                offered,
            } => format!(
                "une ligue de {} n'a pas de critère de départage {} ; choisissez parmi : {}",
                game.fr,
                q(given),
                list(offered)
            ),
            LeagueFault::PointsOrder {
                landslide_win,
                win,
                draw,
                loss,
            } => format!(
                "les points ne doivent pas mieux récompenser un moins bon résultat : victoire écrasante {landslide_win} ≥ victoire {win} ≥ nul {draw} ≥ défaite {loss} n'est pas respecté"
            ),
            LeagueFault::Setting(refusal) => setting_words(refusal, surface, Lang::Fr),
        }
    }
}

#[cfg(test)]
impl LeagueFault {
    pub(super) fn examples() -> Vec<LeagueFault> {
        let names = |items: &[&str]| items.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        vec![
            LeagueFault::OtherGame {
                league: LeagueId(2),
                name: "Old World".into(),
                expected: GameName::DREADBALL,
            },
            LeagueFault::GameNotManaged {
                game: "killpower".into(),
            },
            LeagueFault::TieBreakerUnknown {
                given: "goals".into(),
                allowed: names(&["points", "strike_difference"]),
            },
            LeagueFault::TieBreakerTwice {
                given: "points".into(),
            },
            LeagueFault::TieBreakersMissing {
                allowed: names(&["points", "coin_flip"]),
            },
            LeagueFault::TieBreakerNotInGame {
                game: GameName::DREADBALL,
                given: "casualty_difference".into(),
                offered: names(&["points", "coin_flip"]),
            },
            LeagueFault::PointsOrder {
                landslide_win: 3,
                win: 4,
                draw: 1,
                loss: 0,
            },
            LeagueFault::Setting(SettingRefusal::OutOfRange {
                setting: "earnings_dice",
                given: 1_000_000_000,
                least: 0,
                most: 10,
            }),
        ]
    }
}
