//! A season's page (standings with the tie-breakers, charts, playoffs as a bracket,
//! results by round) and a played match's page (score, what each player did, what the
//! match did to them).

use askama::Template;

use super::frame::{match_row, score};
use super::pages::{BracketView, MatchPage, MatchView, SeasonPage, SeedView, SideView, TieView};
use super::paths::{match_path, season_path, team_path};
use super::read::{LangSite, SeasonSite};
use super::words::Site;
use crate::coach::{Bracket, Seeded};
use crate::store::{FixtureId, TeamId};

impl LangSite {
    pub fn season_page(&self, season: &SeasonSite) -> Result<String, askama::Error> {
        let frame = self.frame(&season_path(season.record.id));
        SeasonPage {
            page: &frame,
            words: self.words(),
            table: season.table.clone(),
            results: self.matches_of(Some(season.record.id), None, true),
            charts: season.charts.clone(),
            brackets: season
                .brackets
                .iter()
                .map(|b| self.bracket_view(b))
                .collect(),
        }
        .render()
    }

    fn bracket_view(&self, bracket: &Bracket) -> BracketView {
        let rounds = bracket.rounds.len();
        let seed = |s: &Option<Seeded>| {
            s.as_ref().map(|s| SeedView {
                name: s.name.clone(),
                href: team_path(s.team_id),
                seed: s.seed,
            })
        };
        BracketView {
            name: bracket.playoff.name.clone(),
            champion: bracket.champion_name().map(str::to_string),
            rounds: bracket
                .rounds
                .iter()
                .enumerate()
                .map(|(at, ties)| {
                    let name = match at + 1 == rounds {
                        true => Site::Final.get(self.lang).to_string(),
                        false => Site::PlayoffRound.fill(self.lang, &[&(at + 1)]),
                    };
                    let ties = ties
                        .iter()
                        .map(|tie| TieView {
                            home: seed(&tie.home),
                            away: seed(&tie.away),
                            bye: tie.bye,
                            wins: format!("{}–{}", tie.home_wins, tie.away_wins),
                            home_won: tie
                                .winner
                                .is_some_and(|w| Some(w) == tie.home.as_ref().map(|s| s.team_id)),
                            away_won: tie
                                .winner
                                .is_some_and(|w| Some(w) == tie.away.as_ref().map(|s| s.team_id)),
                            games: self.played_games(&tie.games),
                        })
                        .collect();
                    (name, ties)
                })
                .collect(),
        }
    }

    /// Links to those of `games` that were played and have a page.
    fn played_games(&self, games: &[FixtureId]) -> Vec<super::pages::Link> {
        games
            .iter()
            .filter_map(|id| self.fixture(*id))
            .filter(|(_, f)| f.is_played())
            .map(|(_, f)| super::pages::Link {
                href: match_path(f.id),
                label: score(f),
            })
            .collect()
    }

    pub fn match_page(&self, fixture: FixtureId) -> Result<String, askama::Error> {
        let path = match_path(fixture);
        let frame = self.frame(&path);
        let Some((season, f)) = self.fixture(fixture) else {
            return Err(askama::Error::Custom(
                "a match page without its match".into(),
            ));
        };
        let lines = self.match_lines.get(&fixture);
        let side = |team: TeamId, name: &str| SideView {
            team: name.to_string(),
            href: team_path(team),
            rows: lines
                .map(|all| {
                    all.iter()
                        .filter(|(t, _)| *t == team)
                        .map(|(_, line)| line.clone())
                        .collect()
                })
                .unwrap_or_default(),
            story: self
                .story_of_match(fixture)
                .filter(|line| line.team == team)
                .map(|line| self.story_view(line))
                .collect(),
        };
        let row = match_row(f);
        let game = MatchView {
            home: row.home,
            home_href: row.home_href,
            away: row.away,
            away_href: row.away_href,
            score: row.score,
            season: season.table.title.clone(),
            season_href: season_path(season.record.id),
            round: f.round,
            playoff: f.playoff,
            date: row.date,
            sides: vec![side(f.home_id, &f.home), side(f.away_id, &f.away)],
        };
        MatchPage {
            page: &frame,
            words: self.words(),
            game,
        }
        .render()
    }
}
