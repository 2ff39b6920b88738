//! Pebble Ball, a game invented for this test and known to no file of `src/`: teams
//! score goals, a win is worth 2 points and a draw 1, and a playoff game needs a winner.
//! It keeps nothing of its own in the league file (no table, no setting, no player):
//! everything it plays goes through the tables every game shares.

use std::collections::HashMap;

use dugout::coach::MatchReport;
use dugout::data::Lang;
use dugout::games::{Game, Money, TeamSummary};
use dugout::league::{PointsTable, TieBreaker};
use dugout::stats::{StatLine, StatOf, Statistic};
use dugout::store::{LeagueId, SeasonId, Store, TeamId, Tx, today};
use dugout::{Error, Result};

/// The game's id, as `league.game` stores it.
pub const ID: &str = "pebbleball";

/// The one roster every Pebble Ball team plays with.
pub const ROSTER: &str = "pebbles";

/// Two points a win, one a draw; a game with no bonus win gives its win's points for it.
pub const POINTS: PointsTable = PointsTable {
    landslide_win: 2,
    win: 2,
    draw: 1,
    loss: 0,
};

const TIE_BREAKERS: &[TieBreaker] = &[
    TieBreaker::Points,
    TieBreaker::HeadToHead,
    TieBreaker::ScoreDifference,
    TieBreaker::ScoreFor,
    TieBreaker::Wins,
    TieBreaker::CoinFlip,
];

/// The game's entry in the registry: `games::register(&PebbleBall)`.
pub struct PebbleBall;

fn refused(id: &'static str, en: &str, fr: &str) -> Error {
    Error::Refused {
        id,
        en: en.to_string(),
        fr: fr.to_string(),
    }
}

impl Game for PebbleBall {
    fn id(&self) -> &'static str {
        ID
    }

    fn name(&self, _lang: Lang) -> &'static str {
        "Pebble Ball"
    }

    fn money(&self) -> Money {
        // No money of its own: `Money` is a closed list of the built-in games' units.
        Money::Points
    }

    fn starting_points(&self) -> PointsTable {
        POINTS
    }

    fn starting_tie_breakers(&self) -> &'static [TieBreaker] {
        TIE_BREAKERS
    }

    fn tie_breakers(&self) -> &'static [TieBreaker] {
        TIE_BREAKERS
    }

    /// Only what a goal counts is named in Pebble Ball's words; the rest are shared.
    fn own_tie_breaker_name(&self, tie_breaker: TieBreaker, lang: Lang) -> Option<&'static str> {
        let (en, fr) = match tie_breaker {
            TieBreaker::ScoreDifference => ("goal difference", "différence de buts"),
            TieBreaker::ScoreFor => ("goals scored", "buts marqués"),
            _ => return None,
        };
        Some(match lang {
            Lang::En => en,
            Lang::Fr => fr,
        })
    }

    fn has_bonus_win(&self) -> bool {
        false
    }

    fn standings_legend(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => "GF goals for, GA goals against, GD difference; a win 2 points, a draw 1.",
            Lang::Fr => {
                "BP buts pour, BC buts contre, DB différence ; une victoire 2 points, un nul 1."
            }
        }
    }

    fn score_headings(&self, lang: Lang) -> [&'static str; 3] {
        match lang {
            Lang::En => ["GF", "GA", "GD"],
            Lang::Fr => ["BP", "BC", "DB"],
        }
    }

    fn score_noun(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => "goals",
            Lang::Fr => "buts",
        }
    }

    fn check_result(&self, report: &MatchReport, playoff: bool) -> Result<()> {
        if report.landslide
            || report.home_casualties > 0
            || report.away_casualties > 0
            || !report.events.is_empty()
        {
            return Err(refused(
                "not_pebble_ball",
                "a Pebble Ball result is goals only",
                "un résultat de Pebble Ball ne compte que des buts",
            ));
        }
        if playoff && report.home_score == report.away_score {
            return Err(refused(
                "playoff_draw",
                "a Pebble Ball playoff game needs a winner",
                "un match de play-off de Pebble Ball doit avoir un vainqueur",
            ));
        }
        Ok(())
    }

    fn team_summaries(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        _lang: Lang,
    ) -> Result<Vec<TeamSummary>> {
        Ok(tx
            .team_headers(league)?
            .into_iter()
            .map(|team| TeamSummary {
                id: team.id,
                name: team.name,
                coach: team.coach,
                roster: team.roster,
                roster_name: "Pebbles".to_string(),
                players: 0,
                value: 0,
                treasury: team.treasury,
                money: Money::Points,
                colours: Default::default(),
            })
            .collect())
    }

    fn team_values(&self, tx: &Tx<'_>, league: LeagueId) -> Result<HashMap<TeamId, i64>> {
        Ok(tx
            .team_headers(league)?
            .into_iter()
            .map(|team| (team.id, 0))
            .collect())
    }

    fn create_league(&self, _tx: &Tx<'_>, _league: LeagueId, _format: Option<&str>) -> Result<()> {
        Ok(())
    }

    fn check_data(&self) -> Result<()> {
        Ok(())
    }

    fn exchange_tables(&self) -> &'static [dugout::exchange::spec::TableSpec] {
        &[]
    }

    fn league_problems(&self, _tx: &Tx<'_>, _league: LeagueId) -> Result<Vec<(String, String)>> {
        Ok(Vec::new())
    }

    fn import_problems(
        &self,
        tx: &Tx<'_>,
        team: TeamId,
        _lang: Lang,
    ) -> Result<Vec<(String, String)>> {
        let roster = tx.team_header(team)?.map(|header| header.roster);
        Ok(match roster.as_deref() {
            Some(ROSTER) => Vec::new(),
            other => vec![(
                format!("{other:?} is not a Pebble Ball roster"),
                format!("{other:?} n'est pas une équipe de Pebble Ball"),
            )],
        })
    }

    fn statistics(&self) -> &'static [Statistic] {
        &[Statistic {
            id: "pebbles",
            of: StatOf::Team,
            name: |_| "Pebbles",
        }]
    }

    fn stat_lines(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<StatLine>> {
        Ok(tx
            .side_scores(league, season)?
            .into_iter()
            .map(|side| StatLine {
                stat: "pebbles",
                fixture: Some(side.fixture),
                team: side.team,
                player: side.player,
                value: side.value,
            })
            .collect())
    }

    fn career_statistic(&self) -> &'static str {
        "pebbles"
    }
}

/// The game's own new-team command: every game writes its teams itself (there is no
/// shared one); a Pebble Ball team is only the header every game's team has.
pub fn create_team(store: &mut Store, league: LeagueId, name: &str, coach: &str) -> TeamId {
    store
        .write(|tx| tx.insert_team(league, name, coach, ROSTER, today()))
        .expect("create a Pebble Ball team")
}
