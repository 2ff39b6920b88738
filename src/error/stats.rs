//! What the league's statistics refuse: a statistic the game does not count, a season of
//! another league.

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::store::{LeagueId, SeasonId};
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StatsFault {
    /// A statistic id the league's game does not count; `stats` are the ids it does.
    UnknownStat {
        given: String,
        game: GameName,
        stats: Vec<String>,
    },
    /// A season asked for with a league it is not part of.
    SeasonOfAnotherLeague { season: SeasonId, league: LeagueId },
}

variant_names!(StatsFault: UnknownStat, SeasonOfAnotherLeague);

texts! { StatsTexts {
    UnknownStat => "{} counts no statistic {}; it counts {}", "{} ne compte aucune statistique {} ; il compte {}";
    SeasonOfAnotherLeague => "season {} is not a season of league {}: give one of its seasons, or leave the season out", "la saison {} n'est pas une saison de la ligue {} : donnez l'une de ses saisons, ou ne donnez pas de saison";
} }

impl Wording for StatsFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        match self {
            StatsFault::UnknownStat { given, game, stats } => StatsTexts::UnknownStat.fill(
                lang,
                &[&game.name(lang), &quote(given, surface, lang), &list(stats)],
            ),
            StatsFault::SeasonOfAnotherLeague { season, league } => {
                StatsTexts::SeasonOfAnotherLeague.fill(lang, &[season, league])
            }
        }
    }
}

#[cfg(test)]
impl StatsFault {
    pub(super) fn examples() -> Vec<StatsFault> {
        vec![
            StatsFault::UnknownStat {
                given: "goals".into(),
                game: GameName::BLOOD_BOWL,
                stats: vec!["touchdowns".into(), "casualties".into()],
            },
            StatsFault::SeasonOfAnotherLeague {
                season: SeasonId(4),
                league: LeagueId(2),
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::StatsTexts::ALL);
    }
}
