//! A season's race: each team's position and points after each round, per division,
//! worked out with the season's own standings rules (points, tie-breakers, the game's
//! result points), and drawn as a chart with one line per team.

use std::collections::HashMap;

use serde::Serialize;

use super::season::SeasonView;
use super::season::season_view_in;
use super::standings::{TeamValues, played_fixtures, ranked, team_values};
use super::{Context, load_league};
use crate::Result;
use crate::chart::{Chart, LineChart, Rgb, Series};
use crate::league::Played;
use crate::store::{DivisionId, FixtureId, LeagueRecord, SeasonId, Store, TeamId};
use crate::tr::{Lang, texts};

texts! { RaceWords {
    Title => "The race: {}", "La course : {}";
    Round => "Round", "Journée";
    Position => "Position", "Place";
} }

/// One team's race: after each of the season's rounds (`SeasonRace::rounds`), its
/// position and points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RaceLine {
    pub team_id: TeamId,
    pub team: String,
    /// The team's primary colour (`#RRGGBB`), where it has one.
    pub colour: Option<String>,
    pub positions: Vec<u32>,
    pub points: Vec<i32>,
}

/// A division's race (the whole season's table when it has no divisions), teams in the
/// order they stand after the last round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DivisionRace {
    pub division: Option<String>,
    pub lines: Vec<RaceLine>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeasonRace {
    pub season: SeasonId,
    pub name: String,
    /// The rounds with a played league match, in order.
    pub rounds: Vec<u32>,
    pub divisions: Vec<DivisionRace>,
}

/// The race of a season: the standings after each round with a played match.
pub fn season_race(store: &mut Store, context: &Context, season: SeasonId) -> Result<SeasonRace> {
    store.read(|tx| {
        let view = season_view_in(tx, season)?;
        let league = load_league(tx, view.season.league_id)?;
        let values = team_values(tx, context, &league)?;
        let colours: HashMap<TeamId, String> =
            tx.league_primary_colours(league.id)?.into_iter().collect();
        let round_of: HashMap<FixtureId, u32> = tx
            .fixtures(season)?
            .into_iter()
            .map(|f| (f.id, f.round))
            .collect();
        let played: Vec<(u32, Played<TeamId>)> = played_fixtures(tx, season)?
            .into_iter()
            .filter_map(|(fixture, played)| Some((*round_of.get(&fixture)?, played)))
            .collect();
        let mut rounds: Vec<u32> = played.iter().map(|(round, _)| *round).collect();
        rounds.sort_unstable();
        rounds.dedup();
        let mut groups: Vec<(Option<DivisionId>, Vec<TeamId>)> = Vec::new();
        for team in &view.teams {
            match groups.iter_mut().find(|(d, _)| *d == team.division_id) {
                Some((_, teams)) => teams.push(team.team_id),
                None => groups.push((team.division_id, vec![team.team_id])),
            }
        }
        groups.sort_by_key(|(division, _)| *division);
        // Each division's matches, in one pass over the season's.
        let group_of: HashMap<TeamId, usize> = groups
            .iter()
            .enumerate()
            .flat_map(|(g, (_, teams))| teams.iter().map(move |team| (*team, g)))
            .collect();
        let mut own: Vec<Vec<(u32, Played<TeamId>)>> = vec![Vec::new(); groups.len()];
        for (round, p) in &played {
            let (home, away) = (group_of.get(&p.home), group_of.get(&p.away));
            for g in [home, away.filter(|a| Some(*a) != home)]
                .into_iter()
                .flatten()
            {
                own[*g].push((*round, *p));
            }
        }
        let race = RaceInputs {
            league: &league,
            view: &view,
            values: &values,
            colours: &colours,
            rounds: &rounds,
        };
        let jobs: Vec<_> = groups.into_iter().zip(own).collect();
        // Divisions are ranked apart: the machine's cores share them.
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let share = jobs.len().div_ceil(cores.max(1)).max(1);
        let divisions: Vec<DivisionRace> = std::thread::scope(|scope| {
            let handles: Vec<_> = jobs
                .chunks(share)
                .map(|chunk| {
                    let race = &race;
                    scope.spawn(move || {
                        chunk
                            .iter()
                            .map(|((division, teams), own)| race.division(*division, teams, own))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|handle| {
                    handle
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                })
                .collect()
        });
        Ok(SeasonRace {
            season,
            name: view.season.name.clone(),
            rounds,
            divisions,
        })
    })
}

/// What every division's race is worked out from.
struct RaceInputs<'a> {
    league: &'a LeagueRecord,
    view: &'a SeasonView,
    values: &'a TeamValues,
    colours: &'a HashMap<TeamId, String>,
    rounds: &'a [u32],
}

impl RaceInputs<'_> {
    /// One division's race: its standings after each round, by the season's rules.
    fn division(
        &self,
        division: Option<DivisionId>,
        teams: &[TeamId],
        own: &[(u32, Played<TeamId>)],
    ) -> DivisionRace {
        let mut lines: Vec<RaceLine> = teams
            .iter()
            .map(|team| RaceLine {
                team_id: *team,
                team: self.view.team_name(*team),
                colour: self.colours.get(team).cloned(),
                positions: Vec::with_capacity(self.rounds.len()),
                points: Vec::with_capacity(self.rounds.len()),
            })
            .collect();
        for round in self.rounds {
            let so_far: Vec<Played<TeamId>> = own
                .iter()
                .filter(|(r, _)| r <= round)
                .map(|(_, p)| *p)
                .collect();
            for row in ranked(teams, &so_far, self.league, self.view, self.values) {
                if let Some(line) = lines.iter_mut().find(|l| l.team_id == row.team_id) {
                    line.positions.push(row.position);
                    line.points.push(row.points);
                }
            }
        }
        lines.sort_by_key(|line| (line.positions.last().copied(), line.team_id));
        DivisionRace {
            division: division
                .and_then(|d| self.view.divisions.iter().find(|x| x.id == d))
                .map(|d| d.name.clone()),
            lines,
        }
    }
}

/// A division's race as a chart: positions round by round, first at the top, one line
/// per team in its own colour where it has one (a colour an earlier team already wears
/// gives way to the chart's palette), `highlight` picked out.
pub fn race_chart(
    race: &SeasonRace,
    division: &DivisionRace,
    highlight: Option<TeamId>,
    lang: Lang,
) -> Chart {
    let mut worn = Vec::new();
    let title = match &division.division {
        Some(name) => format!("{} — {name}", race.name),
        None => race.name.clone(),
    };
    Chart::Lines(LineChart {
        title: RaceWords::Title.fill(lang, &[&title]),
        x_labels: race.rounds.iter().map(u32::to_string).collect(),
        x_title: RaceWords::Round.get(lang).to_string(),
        y_title: RaceWords::Position.get(lang).to_string(),
        series: division
            .lines
            .iter()
            .map(|line| Series {
                label: line.team.clone(),
                values: line.positions.iter().map(|p| Some(f64::from(*p))).collect(),
                colour: own_colour(line.colour.as_deref(), &mut worn),
            })
            .collect(),
        y_inverted: true,
        highlight: highlight.and_then(|team| division.lines.iter().position(|l| l.team_id == team)),
    })
}

/// A team's colour for its line, unless an earlier line already wears it.
fn own_colour(colour: Option<&str>, worn: &mut Vec<Rgb>) -> Option<Rgb> {
    let colour = colour.and_then(Rgb::parse)?;
    if worn.contains(&colour) {
        return None;
    }
    worn.push(colour);
    Some(colour)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_words_are_complete() {
        crate::tr::assert_complete(super::RaceWords::ALL);
    }

    #[test]
    fn a_colour_already_worn_gives_way_to_the_palette() {
        let mut worn = Vec::new();
        let blue = Some(super::Rgb(0x2B, 0x57, 0xC9));
        assert_eq!(super::own_colour(Some("#2b57c9"), &mut worn), blue);
        assert_eq!(super::own_colour(Some("#2B57C9"), &mut worn), None);
        assert!(super::own_colour(Some("#C4401A"), &mut worn).is_some());
        assert_eq!(super::own_colour(Some("not a colour"), &mut worn), None);
        assert_eq!(super::own_colour(None, &mut worn), None);
    }
}
