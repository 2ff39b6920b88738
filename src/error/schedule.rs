//! What making a season's fixtures refuses.

use super::surface::Surface;
use super::words::{Wording, quote, singular, variant_names};
use crate::data::Lang;
use crate::store::SeasonId;
use crate::tr::texts;

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

texts! { ScheduleTexts {
    AlreadyScheduledCli => "season {} ({}) already has {} fixtures; delete the unplayed ones first or add single matches with `dugout fixtures add`", "la saison {} ({}) a déjà {} matchs au calendrier ; supprimez d'abord ceux qui restent à jouer, ou ajoutez des matchs un à un avec `dugout fixtures add`";
    AlreadyScheduledWindow => "season {} already has {} fixtures; delete the unplayed ones first, or add single matches", "la saison {} a déjà {} matchs au calendrier ; supprimez d'abord ceux qui restent à jouer, ou ajoutez des matchs un à un";
    Division => "division {}", "la division {}";
    Season => "season {}", "la saison {}";
    Team => "team", "équipe";
    Teams => "teams", "équipes";
    EnterTeamsCli => "with `dugout season add-team`", "avec `dugout season add-team`";
    EnterTeamsWindow => "on the season's Teams tab", "dans l'onglet Équipes de la saison";
    GroupTooSmall => "{} has {} {}; a round robin needs at least 2 (enter teams {})", "{} a {} {} ; un calendrier où chacun rencontre chacun en demande au moins 2 (inscrivez des équipes {})";
    RoundTooLate => "round {} would fall after the year 262143", "la journée {} tomberait après l'an 262143";
    PlaysItself => "a team can't play itself: give two different teams", "une équipe ne peut pas jouer contre elle-même : donnez deux équipes différentes";
    RoundZero => "rounds are numbered from 1", "les journées sont numérotées à partir de 1";
} }

impl Wording for ScheduleFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        match self {
            ScheduleFault::AlreadyScheduled {
                season,
                name,
                count,
            } => match surface {
                Surface::Cli => {
                    ScheduleTexts::AlreadyScheduledCli.fill(lang, &[season, name, count])
                }
                Surface::Window => ScheduleTexts::AlreadyScheduledWindow
                    .fill(lang, &[&quote(name, surface, lang), count]),
            },
            ScheduleFault::GroupTooSmall {
                division,
                season,
                count,
            } => {
                let group = match division {
                    Some(division) => ScheduleTexts::Division.fill(lang, &[division]),
                    None => ScheduleTexts::Season.fill(lang, &[season]),
                };
                let teams = match singular(*count, lang) {
                    true => ScheduleTexts::Team,
                    false => ScheduleTexts::Teams,
                };
                let how = surface.pick(
                    ScheduleTexts::EnterTeamsCli,
                    ScheduleTexts::EnterTeamsWindow,
                );
                ScheduleTexts::GroupTooSmall
                    .fill(lang, &[&group, count, &teams.get(lang), &how.get(lang)])
            }
            ScheduleFault::RoundTooLate { round } => {
                ScheduleTexts::RoundTooLate.fill(lang, &[round])
            }
            ScheduleFault::PlaysItself => ScheduleTexts::PlaysItself.get(lang).into(),
            ScheduleFault::RoundZero => ScheduleTexts::RoundZero.get(lang).into(),
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::ScheduleTexts::ALL);
    }
}
