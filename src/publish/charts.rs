//! The site's charts: the same marks as the window and the PDFs, drawn as inline SVG
//! in the design system's light palette, each with its text alternative.

use crate::Result;
use crate::chart::palette::LIGHT;
use crate::coach::{self, Context, LeagueStats, Reading};
use crate::data::Lang;
use crate::store::{LeagueId, SeasonId, Store, TeamId};

/// Chart size on the website, scaled to the page's width by the browser.
const CHART_SIZE: (f32, f32) = (720.0, 320.0);

/// A season's race, division by division, and its winning margins, as SVG.
pub fn season_charts(
    store: &mut Store,
    context: &Context,
    league: LeagueId,
    season: SeasonId,
) -> Result<Vec<String>> {
    let lang = context.lang;
    let race = coach::season_race(store, context, season)?;
    let (width, height) = CHART_SIZE;
    let mut drawn = Vec::new();
    if !race.rounds.is_empty() {
        for (i, division) in race.divisions.iter().enumerate() {
            let chart = coach::race_chart(&race, division, None, lang);
            let id = format!("race-{i}");
            drawn.push(crate::chart::svg(&chart, width, height, &LIGHT, &id));
        }
    }
    let matches = LeagueStats::read(store, league, Reading::Matches(Some(season)))?;
    if !matches.matches().is_empty() {
        let chart = coach::margins_chart(&matches, lang);
        drawn.push(crate::chart::svg(&chart, width, height, &LIGHT, "margins"));
    }
    Ok(drawn)
}

/// A team's value and treasury after each of its matches, or None before its first.
pub fn value_chart(stats: &LeagueStats, team: TeamId, lang: Lang) -> Option<String> {
    let chart = coach::value_chart(stats, team, lang);
    let crate::chart::Chart::Lines(lines) = &chart else {
        return None;
    };
    if lines.x_labels.len() < 2 {
        return None;
    }
    let (width, height) = CHART_SIZE;
    Some(crate::chart::svg(&chart, width, height, &LIGHT, "value"))
}
