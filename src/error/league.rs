//! What a league's game and settings refuse.

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::rules::setting::SettingRefusal;
use crate::store::LeagueId;
use crate::tr::texts;

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

texts! { LeagueTexts {
    OtherGameCli => "league {} ({}) is not a {} league", "la ligue {} ({}) n'est pas une ligue de {}";
    OtherGameWindow => "league {} is not a {} league", "la ligue {} n'est pas une ligue de {}";
    GameNotManaged => "this league is of the game {}, which this version of Dugout does not manage; update Dugout to open it", "cette ligue est du jeu {}, que cette version de Dugout ne gère pas ; mettez Dugout à jour pour l'ouvrir";
    TieBreakerUnknown => "{} is not a tie-breaker; choose from: {}", "{} n'est pas un critère de départage ; choisissez parmi : {}";
    TieBreakerTwice => "{} is listed twice; each tie-breaker is used at most once", "{} figure deux fois ; chaque critère de départage sert au plus une fois";
    TieBreakersMissing => "give at least one tie-breaker, from: {}", "donnez au moins un critère de départage, parmi : {}";
    TieBreakerNotInGame => "a {} league has no {} tie-breaker; choose from: {}", "une ligue de {} n'a pas de critère de départage {} ; choisissez parmi : {}";
    PointsOrder => "points must not reward a worse result more: landslide win {} ≥ win {} ≥ draw {} ≥ loss {} does not hold", "les points ne doivent pas mieux récompenser un moins bon résultat : victoire écrasante {} ≥ victoire {} ≥ nul {} ≥ défaite {} n'est pas respecté";
    SettingOption => "--{}", "--{}";
    OutOfRange => "{} is {}; this setting takes a whole number from {} to {}", "{} vaut {} ; ce réglage attend un nombre entier de {} à {}";
    NotMultiple => "{} is {}; this setting takes a multiple of {}", "{} vaut {} ; ce réglage attend un multiple de {}";
    TooMany => "{} has {} values; this setting takes at most {}", "{} compte {} valeurs ; ce réglage en prend au plus {}";
} }

/// A setting's name: the option on the command line (`--earnings-dice`), words in the
/// window (“earnings dice”).
fn setting_name(setting: &str, surface: Surface, lang: Lang) -> String {
    match surface {
        Surface::Cli => LeagueTexts::SettingOption.fill(lang, &[&setting.replace('_', "-")]),
        Surface::Window => quote(&setting.replace('_', " "), surface, lang),
    }
}

/// A refused setting, in `lang`.
fn setting_words(refusal: &SettingRefusal, surface: Surface, lang: Lang) -> String {
    match refusal {
        SettingRefusal::OutOfRange {
            setting,
            given,
            least,
            most,
        } => {
            let name = setting_name(setting, surface, lang);
            LeagueTexts::OutOfRange.fill(lang, &[&name, given, least, most])
        }
        SettingRefusal::NotMultiple {
            setting,
            given,
            step,
        } => {
            let name = setting_name(setting, surface, lang);
            LeagueTexts::NotMultiple.fill(lang, &[&name, given, step])
        }
        SettingRefusal::TooMany {
            setting,
            given,
            most,
        } => {
            let name = setting_name(setting, surface, lang);
            LeagueTexts::TooMany.fill(lang, &[&name, given, most])
        }
    }
}

impl Wording for LeagueFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        match self {
            LeagueFault::OtherGame {
                league,
                name,
                expected,
            } => match surface {
                Surface::Cli => {
                    LeagueTexts::OtherGameCli.fill(lang, &[league, name, &expected.name(lang)])
                }
                Surface::Window => {
                    LeagueTexts::OtherGameWindow.fill(lang, &[&q(name), &expected.name(lang)])
                }
            },
            LeagueFault::GameNotManaged { game } => {
                LeagueTexts::GameNotManaged.fill(lang, &[&q(game)])
            }
            LeagueFault::TieBreakerUnknown { given, allowed } => {
                LeagueTexts::TieBreakerUnknown.fill(lang, &[&q(given), &list(allowed)])
            }
            LeagueFault::TieBreakerTwice { given } => {
                LeagueTexts::TieBreakerTwice.fill(lang, &[&q(given)])
            }
            LeagueFault::TieBreakersMissing { allowed } => {
                LeagueTexts::TieBreakersMissing.fill(lang, &[&list(allowed)])
            }
            LeagueFault::TieBreakerNotInGame {
                game,
                given,
                offered,
            } => LeagueTexts::TieBreakerNotInGame
                .fill(lang, &[&game.name(lang), &q(given), &list(offered)]),
            LeagueFault::PointsOrder {
                landslide_win,
                win,
                draw,
                loss,
            } => LeagueTexts::PointsOrder.fill(lang, &[landslide_win, win, draw, loss]),
            LeagueFault::Setting(refusal) => setting_words(refusal, surface, lang),
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::LeagueTexts::ALL);
    }
}
