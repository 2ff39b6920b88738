//! The league's numbers as charts (see `crate::chart`), named in the user's language: a
//! season's winning margins, a team's value and treasury over its matches, a player's
//! career. The window, the sheets and the website draw the same charts.

use std::cmp::Ordering;

use super::stats::LeagueStats;
use crate::Result;
use crate::chart::{BarChart, Chart, LineChart, Series};
use crate::data::Money;
use crate::error::NotFound;
use crate::store::{PlayerId, TeamId};
use crate::tr::{Lang, texts};

texts! { ChartWords {
    Margins => "Winning margins", "Écarts de victoire";
    Draw => "Draw", "Nul";
    By => "by {}", "de {}";
    ByOrMore => "by {}+", "de {}+";
    Matches => "Matches", "Matchs";
    ValueTitle => "{}: value and treasury", "{} : valeur et trésorerie";
    PowerTitle => "{}: power and ranking points", "{} : puissance et points de classement";
    Value => "Team value", "Valeur d'équipe";
    Treasury => "Treasury", "Trésorerie";
    Power => "Power", "Puissance";
    Ranking => "Ranking points", "Points de classement";
    Match => "Match", "Match";
    Now => "now", "auj.";
    CareerTitle => "{}: {} over their matches", "{} : {} au fil de ses matchs";
} }

/// Margins of 5 or more share a bar.
const WIDEST_MARGIN: u32 = 5;

/// How the matches read were won: draws, then wins by 1, 2, … 5 or more.
pub fn margins_chart(stats: &LeagueStats, lang: Lang) -> Chart {
    let mut counts = vec![0u32; WIDEST_MARGIN as usize + 1];
    for played in stats.matches() {
        let margin = played.home_score.abs_diff(played.away_score);
        let bucket = match played.outcome {
            Ordering::Equal => 0,
            _ => margin.clamp(1, WIDEST_MARGIN),
        };
        counts[bucket as usize] += 1;
    }
    let label = |bucket: u32| match bucket {
        0 => ChartWords::Draw.get(lang).to_string(),
        WIDEST_MARGIN => ChartWords::ByOrMore.fill(lang, &[&WIDEST_MARGIN]),
        n => ChartWords::By.fill(lang, &[&n]),
    };
    Chart::Bars(BarChart {
        title: ChartWords::Margins.get(lang).to_string(),
        y_title: ChartWords::Matches.get(lang).to_string(),
        bars: (0..=WIDEST_MARGIN)
            .map(|bucket| (label(bucket), f64::from(counts[bucket as usize])))
            .collect(),
    })
}

/// A team's value and treasury (Killpower Ball: power and ranking points) after each of
/// its matches, then today's, from a `Reading::Team`.
pub fn value_chart(stats: &LeagueStats, team: TeamId, lang: Lang) -> Chart {
    let points: Vec<_> = stats.values().iter().filter(|v| v.team == team).collect();
    let x_labels = points
        .iter()
        .enumerate()
        .map(|(i, p)| match p.fixture {
            Some(_) => (i + 1).to_string(),
            None => ChartWords::Now.get(lang).to_string(),
        })
        .collect();
    let power = stats.game.money() == Money::Points;
    let (title, value, treasury) = match power {
        true => (
            ChartWords::PowerTitle,
            ChartWords::Power,
            ChartWords::Ranking,
        ),
        false => (
            ChartWords::ValueTitle,
            ChartWords::Value,
            ChartWords::Treasury,
        ),
    };
    let series = vec![
        Series {
            label: value.get(lang).to_string(),
            values: points.iter().map(|p| Some(p.value as f64)).collect(),
            colour: stats.team_colour(team),
        },
        Series {
            label: treasury.get(lang).to_string(),
            values: points
                .iter()
                .map(|p| p.treasury.map(|t| t as f64))
                .collect(),
            colour: None,
        },
    ];
    Chart::Lines(LineChart {
        title: title.fill(lang, &[&stats.team_name(team)]),
        x_labels,
        x_title: ChartWords::Match.get(lang).to_string(),
        y_title: stats.game.money().unit_name(lang).to_string(),
        series,
        y_inverted: false,
        highlight: None,
    })
}

/// A player's career: the game's career statistic (star player points, experience)
/// added up over the team's matches while on its roster, from a `Reading::Team`.
pub fn career_chart(stats: &LeagueStats, player: PlayerId, lang: Lang) -> Result<Chart> {
    let who = stats
        .player(player)
        .ok_or(NotFound::Player { id: player })?;
    let stat_id = stats.game.career_statistic();
    let statistic = stats.statistics(Some(stat_id))?[0];
    let carried: i64 = stats
        .lines()
        .iter()
        .filter(|l| l.player == Some(player) && l.stat == stat_id && l.fixture.is_none())
        .map(|l| l.value)
        .sum();
    let mut total = carried;
    let mut values = Vec::new();
    let mut x_labels = Vec::new();
    let on_roster = |date| who.hired_on <= date && who.released_on.is_none_or(|gone| date <= gone);
    for played in stats.matches().iter().filter(|m| on_roster(m.played_on)) {
        total += stats
            .lines()
            .iter()
            .filter(|l| {
                l.player == Some(player) && l.stat == stat_id && l.fixture == Some(played.fixture)
            })
            .map(|l| l.value)
            .sum::<i64>();
        values.push(Some(total as f64));
        x_labels.push((x_labels.len() + 1).to_string());
    }
    let name = (statistic.name)(lang);
    Ok(Chart::Lines(LineChart {
        title: ChartWords::CareerTitle.fill(lang, &[&who.name, &name.to_lowercase()]),
        x_labels,
        x_title: ChartWords::Match.get(lang).to_string(),
        y_title: name.to_string(),
        series: vec![Series {
            label: who.name.clone(),
            values,
            colour: stats.team_colour(who.team),
        }],
        y_inverted: false,
        highlight: None,
    }))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_words_are_complete() {
        crate::tr::assert_complete(super::ChartWords::ALL);
    }
}
