//! A league's statistics as the window, the sheets, the command line and the website
//! show them: the game's lines read once, then leaders, records and head-to-head for any
//! season, the whole league or one team. The counting itself is `crate::stats`.

use rustc_hash::FxHashMap as HashMap;

use super::{games, load_league};
use crate::Result;
use crate::chart::Rgb;
use crate::error::{NotFound, StatsFault};
use crate::games::Game;
use crate::stats::{
    HeadToHead, Leaders, PlayedMatch, Record, Scope, StatLine, Statistic, ValuePoint, ValueQuery,
    head_to_head, in_play_order, leaders, records,
};
use crate::store::{
    FixtureId, LeagueId, PlayedRow, PlayerId, PlayerNameRow, SeasonId, Store, TeamId, Tx,
};

/// What to read of a league: a scope's statistic lines (for leaders), the played
/// matches of a season or of all time (for records, head-to-head and the race), with the
/// teams' values (for records), or everything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// A scope's totals for its leader boards (lines without a fixture where the game
    /// sums them: `Game::stat_totals`).
    Leaders(Scope),
    Matches(Option<SeasonId>),
    Records(Option<SeasonId>),
    /// A team's lines (all time), matches and values: its charts and its players'.
    Team(TeamId),
    /// A season's lines match by match, with every player in them named: what each
    /// player did in each match (the league's website).
    MatchLines(SeasonId),
    /// Everything, all time (the league's website): the lines match by match with the
    /// carried careers, the played matches, every team's values with its treasury, and
    /// every player the league's teams ever had, named.
    Site,
}

/// What a league's statistics are worked out from, read in one transaction: only what
/// the `Reading` asked for is filled in.
pub struct LeagueStats {
    pub league: LeagueId,
    pub game: &'static dyn Game,
    pub reading: Reading,
    season_ids: Vec<SeasonId>,
    lines: Vec<StatLine>,
    /// The played matches read, in play order.
    played: Vec<PlayedMatch>,
    casualties: Option<HashMap<FixtureId, (u32, u32)>>,
    values: Vec<ValuePoint>,
    players: HashMap<PlayerId, PlayerNameRow>,
    teams: HashMap<TeamId, String>,
    /// Each team's primary colour, where it has one.
    colours: HashMap<TeamId, Rgb>,
}

impl LeagueStats {
    /// Reads what `reading` needs of a league.
    pub fn read(store: &mut Store, league: LeagueId, reading: Reading) -> Result<LeagueStats> {
        store.read(|tx| LeagueStats::read_in(tx, league, reading))
    }

    /// Reads what `reading` needs of the league a season or a team belongs to (the
    /// league's whole scope when it names neither).
    pub fn read_scope(store: &mut Store, scope: Scope, reading: Reading) -> Result<LeagueStats> {
        store.read(|tx| LeagueStats::read_in(tx, league_of(tx, scope)?, reading))
    }

    pub fn read_in(tx: &Tx<'_>, league: LeagueId, reading: Reading) -> Result<LeagueStats> {
        let record = load_league(tx, league)?;
        let game = games::of(&record.game)?;
        let season_ids: Vec<SeasonId> = tx.seasons(league)?.into_iter().map(|s| s.id).collect();
        let mut stats = LeagueStats {
            league,
            game,
            reading,
            season_ids,
            lines: Vec::new(),
            played: Vec::new(),
            casualties: None,
            values: Vec::new(),
            players: HashMap::default(),
            teams: HashMap::default(),
            colours: HashMap::default(),
        };
        for team in tx.team_headers(league)? {
            if let Some(colour) = team.colours.primary.as_deref().and_then(Rgb::parse) {
                stats.colours.insert(team.id, colour);
            }
            stats.teams.insert(team.id, team.name);
        }
        match reading {
            Reading::Leaders(scope) => stats.read_lines(tx, scope, false)?,
            Reading::Matches(season) => stats.read_matches(tx, season)?,
            Reading::MatchLines(season) => {
                stats.read_lines(tx, Scope::Season(season), true)?;
                let mut ids: Vec<PlayerId> = stats.lines.iter().filter_map(|l| l.player).collect();
                ids.sort_unstable();
                ids.dedup();
                stats.name_players(tx, &ids)?;
            }
            Reading::Records(season) => {
                stats.read_matches(tx, season)?;
                let query = ValueQuery {
                    league,
                    played: &stats.played,
                    treasuries: false,
                };
                let mut values = game.value_history(tx, &query)?;
                if season.is_some() {
                    values.retain(|v| v.fixture.is_some());
                }
                stats.values = today_last_by_team(values);
            }
            Reading::Site => {
                stats.read_lines(tx, Scope::League(league), true)?;
                stats.read_matches(tx, None)?;
                let query = ValueQuery {
                    league,
                    played: &stats.played,
                    treasuries: true,
                };
                stats.values = today_last_by_team(game.value_history(tx, &query)?);
                for player in tx.league_players(league)? {
                    stats.players.insert(player.id, player);
                }
            }
            Reading::Team(team) => {
                stats.read_lines(tx, Scope::Team(team), true)?;
                stats.read_matches(tx, None)?;
                stats.played.retain(|m| m.home == team || m.away == team);
                let query = ValueQuery {
                    league,
                    played: &stats.played,
                    treasuries: true,
                };
                let mut values = game.value_history(tx, &query)?;
                values.retain(|v| v.team == team);
                stats.values = today_last_by_team(values);
            }
        }
        Ok(stats)
    }

    /// Reads the scope's lines: one per match (`by_match`), or the game's totals.
    fn read_lines(&mut self, tx: &Tx<'_>, scope: Scope, by_match: bool) -> Result<()> {
        let season = match scope {
            Scope::Season(season) => {
                self.check_season(Some(season))?;
                Some(season)
            }
            Scope::League(_) | Scope::Team(_) => None,
        };
        let mut lines = match by_match {
            true => self.game.stat_lines(tx, self.league, season)?,
            false => self.game.stat_totals(tx, self.league, season)?,
        };
        if let Scope::Team(team) = scope {
            lines.retain(|line| line.team == team);
        }
        self.lines = lines;
        if let Scope::Team(team) = scope {
            let ids: Vec<PlayerId> = tx
                .team_players_ever(team)?
                .iter()
                .map(|p| p.player.id)
                .collect();
            self.name_players(tx, &ids)?;
        }
        Ok(())
    }

    /// Reads the names (and deaths) of the players asked for, adding to those known.
    pub fn name_players(&mut self, tx: &Tx<'_>, ids: &[PlayerId]) -> Result<()> {
        let missing: Vec<PlayerId> = ids
            .iter()
            .filter(|id| !self.players.contains_key(id))
            .copied()
            .collect();
        for player in tx.players_named(&missing)? {
            self.players.insert(player.id, player);
        }
        Ok(())
    }

    fn read_matches(&mut self, tx: &Tx<'_>, season: Option<SeasonId>) -> Result<()> {
        self.check_season(season)?;
        self.played = tx
            .league_played(self.league, season)?
            .into_iter()
            .map(played_match)
            .collect();
        in_play_order(&mut self.played);
        if self.game.counts_casualties() {
            let mut all = HashMap::default();
            let seasons = season.map_or_else(|| self.season_ids.clone(), |s| vec![s]);
            for season in seasons {
                for (fixture, home, away) in self.game.casualties(tx, season)? {
                    all.insert(fixture, (home, away));
                }
            }
            self.casualties = Some(all);
        }
        Ok(())
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

    /// The leaders of each statistic (or the one asked for) over the lines read.
    pub fn leaders(&self, stat: Option<&str>, top: usize) -> Result<Vec<Leaders>> {
        let statistics = self.statistics(stat)?;
        Ok(leaders(&statistics, &self.lines, top))
    }

    /// The records of the matches (and values) read.
    pub fn records(&self) -> Vec<Record> {
        records(&self.played, self.casualties.as_ref(), &self.values)
    }

    /// What each of the teams that played did against each other in the matches read.
    pub fn head_to_head(&self) -> HeadToHead {
        let mut teams: Vec<TeamId> = self.played.iter().flat_map(|m| [m.home, m.away]).collect();
        teams.sort_by(|a, b| self.team_name(*a).cmp(self.team_name(*b)).then(a.cmp(b)));
        teams.dedup();
        head_to_head(teams, &self.played)
    }

    /// The played matches read, in play order.
    pub fn matches(&self) -> &[PlayedMatch] {
        &self.played
    }

    /// A played match of the league.
    pub fn played_match(&self, fixture: FixtureId) -> Option<&PlayedMatch> {
        self.played.iter().find(|m| m.fixture == fixture)
    }

    /// The lines read.
    pub fn lines(&self) -> &[StatLine] {
        &self.lines
    }

    /// Every value each team had, in play order (today's last).
    pub fn values(&self) -> &[ValuePoint] {
        &self.values
    }

    pub fn team_name(&self, team: TeamId) -> &str {
        self.teams.get(&team).map(String::as_str).unwrap_or("")
    }

    /// The team's primary colour, where it has one.
    pub fn team_colour(&self, team: TeamId) -> Option<Rgb> {
        self.colours.get(&team).copied()
    }

    pub fn player(&self, player: PlayerId) -> Option<&PlayerNameRow> {
        self.players.get(&player)
    }

    /// Every player named by the reading, in id order.
    pub fn players(&self) -> Vec<&PlayerNameRow> {
        let mut players: Vec<&PlayerNameRow> = self.players.values().collect();
        players.sort_unstable_by_key(|p| p.id);
        players
    }

    /// Refuses a season that is not the league's.
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

/// The points after matches as the game gave them (in play order), then today's in
/// team order, whatever order the game read them in.
fn today_last_by_team(mut values: Vec<ValuePoint>) -> Vec<ValuePoint> {
    let at = values.partition_point(|v| v.fixture.is_some());
    values[at..].sort_by_key(|v| v.team);
    values
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

/// The league a scope belongs to.
pub(crate) fn league_of(tx: &Tx<'_>, scope: Scope) -> Result<LeagueId> {
    Ok(match scope {
        Scope::Season(season) => {
            tx.season(season)?
                .ok_or(NotFound::Season { id: season })?
                .league_id
        }
        Scope::Team(team) => tx.team_league(team)?.ok_or(NotFound::Team { id: team })?,
        Scope::League(league) => league,
    })
}
