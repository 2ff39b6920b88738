//! A league's statistics as the window, the sheets, the command line and the website
//! show them: the game's lines read once, then leaders, records and head-to-head for any
//! season, the whole league or one team. The counting itself is `crate::stats`.

use std::collections::HashMap;

use super::{games, load_league};
use crate::Result;
use crate::error::{NotFound, StatsFault};
use crate::games::Game;
use crate::stats::{
    HeadToHead, Leaders, PlayedMatch, Record, Scope, StatLine, Statistic, ValuePoint, head_to_head,
    in_play_order, leaders, records,
};
use crate::store::{
    FixtureId, LeagueId, PlayedRow, PlayerId, PlayerNameRow, SeasonId, Store, TeamId, Tx,
};

/// What a league's statistics are worked out from, read in one transaction.
pub struct LeagueStats {
    pub league: LeagueId,
    pub game: &'static dyn Game,
    lines: Vec<StatLine>,
    seasons: HashMap<FixtureId, SeasonId>,
    season_ids: Vec<SeasonId>,
    /// Every played match, in play order.
    played: Vec<PlayedMatch>,
    casualties: Option<HashMap<FixtureId, (u32, u32)>>,
    values: Vec<ValuePoint>,
    players: HashMap<PlayerId, PlayerNameRow>,
    teams: HashMap<TeamId, String>,
}

impl LeagueStats {
    /// Reads a league's statistics.
    pub fn read(store: &mut Store, league: LeagueId) -> Result<LeagueStats> {
        store.read(|tx| LeagueStats::read_in(tx, league))
    }

    /// Reads the statistics of a season's league.
    pub fn read_season(store: &mut Store, season: SeasonId) -> Result<LeagueStats> {
        store.read(|tx| {
            let record = tx.season(season)?.ok_or(NotFound::Season { id: season })?;
            LeagueStats::read_in(tx, record.league_id)
        })
    }

    /// Reads the statistics of a team's league.
    pub fn read_team(store: &mut Store, team: TeamId) -> Result<LeagueStats> {
        store.read(|tx| {
            let league = tx.team_league(team)?.ok_or(NotFound::Team { id: team })?;
            LeagueStats::read_in(tx, league)
        })
    }

    pub fn read_in(tx: &Tx<'_>, league: LeagueId) -> Result<LeagueStats> {
        let record = load_league(tx, league)?;
        let game = games::of(&record.game)?;
        let seasons = tx.fixture_seasons(league)?;
        let mut played: Vec<PlayedMatch> = tx
            .league_played(league)?
            .into_iter()
            .map(played_match)
            .collect();
        in_play_order(&mut played);
        let season_ids: Vec<SeasonId> = tx.seasons(league)?.into_iter().map(|s| s.id).collect();
        let casualties = if game.counts_casualties() {
            let mut all = HashMap::new();
            for season in &season_ids {
                for (fixture, home, away) in game.casualties(tx, *season)? {
                    all.insert(fixture, (home, away));
                }
            }
            Some(all)
        } else {
            None
        };
        Ok(LeagueStats {
            league,
            game,
            lines: game.stat_lines(tx, league)?,
            seasons,
            season_ids,
            values: value_points_in_play_order(game.value_history(tx, league)?, &played),
            played,
            casualties,
            players: tx
                .league_player_names(league)?
                .into_iter()
                .map(|p| (p.id, p))
                .collect(),
            teams: tx
                .team_headers(league)?
                .into_iter()
                .map(|t| (t.id, t.name))
                .collect(),
        })
    }

    /// The game's statistics, or the one asked for.
    pub fn statistics(&self, stat: Option<&str>) -> Result<Vec<Statistic>> {
        let all = self.game.statistics();
        let Some(id) = stat else {
            return Ok(all.to_vec());
        };
        let id = id.trim();
        match all.iter().find(|s| s.id.eq_ignore_ascii_case(id)) {
            Some(found) => Ok(vec![*found]),
            None => Err(StatsFault::UnknownStat {
                given: id.to_string(),
                game: self.game.names(),
                stats: all.iter().map(|s| s.id.to_string()).collect(),
            }
            .into()),
        }
    }

    /// The leaders of each statistic (or the one asked for) in a scope.
    pub fn leaders(&self, scope: Scope, stat: Option<&str>, top: usize) -> Result<Vec<Leaders>> {
        let statistics = self.statistics(stat)?;
        let counts = |line: &StatLine| scope.counts(line, |f| self.seasons.get(&f).copied());
        Ok(leaders(&statistics, &self.lines, counts, top))
    }

    /// The records of the league, or of one of its seasons.
    pub fn records(&self, season: Option<SeasonId>) -> Result<Vec<Record>> {
        self.check_season(season)?;
        let matches = self.matches(season);
        let values: Vec<ValuePoint> = match season {
            None => self.values.clone(),
            Some(season) => self
                .values
                .iter()
                .filter(|v| v.fixture.and_then(|f| self.seasons.get(&f)) == Some(&season))
                .copied()
                .collect(),
        };
        Ok(records(&matches, self.casualties.as_ref(), &values))
    }

    /// What each of the teams that played did against each other, in a season or all time.
    pub fn head_to_head(&self, season: Option<SeasonId>) -> Result<HeadToHead> {
        self.check_season(season)?;
        let matches = self.matches(season);
        let mut teams: Vec<TeamId> = matches.iter().flat_map(|m| [m.home, m.away]).collect();
        teams.sort_by(|a, b| self.team_name(*a).cmp(self.team_name(*b)).then(a.cmp(b)));
        teams.dedup();
        Ok(head_to_head(teams, &matches))
    }

    /// The played matches of a season (or all), in play order.
    pub fn matches(&self, season: Option<SeasonId>) -> Vec<PlayedMatch> {
        self.played
            .iter()
            .filter(|m| season.is_none_or(|s| m.season == s))
            .copied()
            .collect()
    }

    /// A played match of the league.
    pub fn played_match(&self, fixture: FixtureId) -> Option<&PlayedMatch> {
        self.played.iter().find(|m| m.fixture == fixture)
    }

    /// Every value each team had, in play order (today's last).
    pub fn values(&self) -> &[ValuePoint] {
        &self.values
    }

    pub fn team_name(&self, team: TeamId) -> &str {
        self.teams.get(&team).map(String::as_str).unwrap_or("")
    }

    pub fn player(&self, player: PlayerId) -> Option<&PlayerNameRow> {
        self.players.get(&player)
    }

    fn check_season(&self, season: Option<SeasonId>) -> Result<()> {
        match season {
            Some(season) if !self.season_ids.contains(&season) => {
                Err(StatsFault::SeasonOfAnotherLeague {
                    season,
                    league: self.league,
                }
                .into())
            }
            _ => Ok(()),
        }
    }
}

fn played_match(row: PlayedRow) -> PlayedMatch {
    let outcome = row
        .decided
        .map(crate::rules::Decided::ordering)
        .unwrap_or_else(|| row.home_score.cmp(&row.away_score));
    PlayedMatch {
        fixture: row.fixture,
        season: row.season,
        round: row.round,
        playoff: row.playoff,
        played_on: row.played_on,
        home: row.home,
        away: row.away,
        home_score: row.home_score,
        away_score: row.away_score,
        outcome,
    }
}

/// Value points sorted as their matches were played (`played` is in play order); today's
/// values last.
fn value_points_in_play_order(
    mut points: Vec<ValuePoint>,
    played: &[PlayedMatch],
) -> Vec<ValuePoint> {
    let place: HashMap<FixtureId, usize> = played
        .iter()
        .enumerate()
        .map(|(i, m)| (m.fixture, i))
        .collect();
    points.sort_by_key(|p| {
        let at = p.fixture.and_then(|f| place.get(&f).copied());
        (at.unwrap_or(usize::MAX), p.team)
    });
    points
}
