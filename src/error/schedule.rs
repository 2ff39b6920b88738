//! What making a season's fixtures refuses.

use super::surface::Surface;
use super::words::{Wording, quote, variant_names};
use crate::data::Lang;
use crate::store::SeasonId;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScheduleFault {
    /// Generating fixtures for a season that has some.
    AlreadyScheduled {
        season: SeasonId,
        name: String,
        count: usize,
    },
    /// A round robin for a division (or a season without divisions) of fewer than 2.
    GroupTooSmall {
        division: Option<String>,
        season: String,
        count: usize,
    },
    RoundTooLate {
        round: u32,
    },
    PlaysItself,
    RoundZero,
}

variant_names!(ScheduleFault: AlreadyScheduled, GroupTooSmall, RoundTooLate, PlaysItself, RoundZero);

impl Wording for ScheduleFault {
    fn english(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::En);
        match self {
            ScheduleFault::AlreadyScheduled {
                season,
                name,
                count,
            } => match surface {
                Surface::Cli => format!(
                    "season {season} ({name}) already has {count} fixtures; delete the unplayed ones first or add single matches with `dugout fixtures add`"
                ),
                Surface::Window => format!(
                    "season {} already has {count} fixtures; delete the unplayed ones first, or add single matches",
                    q(name)
                ),
            },
            ScheduleFault::GroupTooSmall {
                division,
                season,
                count,
            } => {
                let group = match division {
                    Some(division) => format!("division {division}"),
                    None => format!("season {season}"),
                };
                let how =
                    surface.pick("with `dugout season add-team`", "on the season's Teams tab");
                let teams = if *count == 1 { "team" } else { "teams" };
                format!(
                    "{group} has {count} {teams}; a round robin needs at least 2 (enter teams {how})"
                )
            }
            ScheduleFault::RoundTooLate { round } => {
                format!("round {round} would fall after the year 262143")
            }
            ScheduleFault::PlaysItself => {
                "a team can't play itself: give two different teams".into()
            }
            ScheduleFault::RoundZero => "rounds are numbered from 1".into(),
        }
    }

    fn french(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::Fr);
        match self {
            ScheduleFault::AlreadyScheduled {
                season,
                name,
                count,
            } => match surface {
                Surface::Cli => format!(
                    "la saison {season} ({name}) a déjà {count} matchs au calendrier ; supprimez d'abord ceux qui restent à jouer, ou ajoutez des matchs un à un avec `dugout fixtures add`"
                ),
                Surface::Window => format!(
                    "la saison {} a déjà {count} matchs au calendrier ; supprimez d'abord ceux qui restent à jouer, ou ajoutez des matchs un à un",
                    q(name)
                ),
            },
            ScheduleFault::GroupTooSmall {
                division,
                season,
                count,
            } => {
                let group = match division {
                    Some(division) => format!("la division {division}"),
                    None => format!("la saison {season}"),
                };
                let how = surface.pick(
                    "avec `dugout season add-team`",
                    "dans l'onglet Équipes de la saison",
                );
                let teams = if *count > 1 { "équipes" } else { "équipe" };
                format!(
                    "{group} a {count} {teams} ; un calendrier où chacun rencontre chacun en demande au moins 2 (inscrivez des équipes {how})"
                )
            }
            ScheduleFault::RoundTooLate { round } => {
                format!("la journée {round} tomberait après l'an 262143")
            }
            ScheduleFault::PlaysItself => {
                "une équipe ne peut pas jouer contre elle-même : donnez deux équipes différentes"
                    .into()
            }
            ScheduleFault::RoundZero => "les journées sont numérotées à partir de 1".into(),
        }
    }
}

#[cfg(test)]
impl ScheduleFault {
    pub(super) fn examples() -> Vec<ScheduleFault> {
        vec![
            ScheduleFault::AlreadyScheduled {
                season: SeasonId(4),
                name: "Spring".into(),
                count: 20,
            },
            ScheduleFault::GroupTooSmall {
                division: Some("North".into()),
                season: "Spring".into(),
                count: 1,
            },
            ScheduleFault::RoundTooLate { round: 99_999 },
            ScheduleFault::PlaysItself,
            ScheduleFault::RoundZero,
        ]
    }
}
