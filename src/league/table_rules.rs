//! What a league table is made of besides the teams: a played match as the table sees
//! it (`Played`), the points per result (`PointsTable`), the tie-breakers that order
//! level teams (`TieBreaker`) and the rules that bring them together (`TableRules`).

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

/// A played match as the table sees it: scores are strike points.
///
/// The higher score wins; equal scores are a draw. `landslide` marks the winner's win as a
/// landslide and is ignored on a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played<T> {
    pub home: T,
    pub away: T,
    pub home_score: u32,
    pub away_score: u32,
    pub landslide: bool,
    /// Casualties each side inflicted, for games that count them (Blood Bowl); 0 otherwise.
    pub home_casualties: u32,
    pub away_casualties: u32,
    /// The result when the game's rules decide it otherwise than by the higher score
    /// (`Greater`: home won); None: the scores decide.
    pub decided: Option<Ordering>,
    /// The points (home, away) the game's rules gave this result instead of the league's
    /// points table (Killpower Ball's ranking points); None: the table's.
    pub points: Option<(i32, i32)>,
}

impl<T> Played<T> {
    /// Home's result: `Greater` a home win, `Less` an away win, `Equal` a draw.
    pub fn outcome(&self) -> Ordering {
        self.decided
            .unwrap_or_else(|| self.home_score.cmp(&self.away_score))
    }
}

/// Points per result (league setting).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PointsTable {
    pub landslide_win: i32,
    pub win: i32,
    pub draw: i32,
    pub loss: i32,
}

impl PointsTable {
    /// The most points one result may give or take: 100 (Dugout's bound; the defaults give
    /// 0 to 3), so that a season's table adds up without overflowing.
    pub const MOST: i32 = 100;

    /// Every number of the table from -100 to 100 (the shared part of every game's
    /// league settings: `points_landslide_win`, `points_win`, `points_draw`,
    /// `points_loss`).
    pub fn check(&self) -> Result<(), crate::rules::setting::SettingRefusal> {
        let most = i64::from(Self::MOST);
        for (setting, points) in [
            ("points_landslide_win", self.landslide_win),
            ("points_win", self.win),
            ("points_draw", self.draw),
            ("points_loss", self.loss),
        ] {
            crate::rules::setting::within(setting, points, -most, most)?;
        }
        Ok(())
    }

    /// Dugout's default league points for DreadBall (not a quoted rule): 3 for a landslide
    /// win, 2 for a win, 1 for a draw, 0 for a loss.
    pub const DREADBALL_DEFAULT: PointsTable = PointsTable {
        landslide_win: 3,
        win: 2,
        draw: 1,
        loss: 0,
    };

    /// The points (home, away) earned by one match.
    pub fn earned<T>(&self, game: &Played<T>) -> (i32, i32) {
        if let Some(points) = game.points {
            return points;
        }
        let winner = if game.landslide {
            self.landslide_win
        } else {
            self.win
        };
        match game.outcome() {
            Ordering::Greater => (winner, self.loss),
            Ordering::Less => (self.loss, winner),
            Ordering::Equal => (self.draw, self.draw),
        }
    }
}

impl Default for PointsTable {
    fn default() -> Self {
        Self::DREADBALL_DEFAULT
    }
}

/// One way of telling level teams apart. For every criterion the higher value ranks first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreaker {
    /// League points.
    Points,
    /// Score (strikes, touchdowns) for minus against.
    #[serde(rename = "strike_difference")]
    ScoreDifference,
    /// Score for.
    #[serde(rename = "strikes_for")]
    ScoreFor,
    /// Points earned only in matches among the teams still level (a mini-table).
    HeadToHead,
    /// Matches won.
    Wins,
    /// The team's value, as the caller measures it.
    TeamValue,
    /// A seeded coin: reproducible, but arbitrary.
    CoinFlip,
    /// Casualties inflicted (games that count them).
    CasualtiesFor,
    /// Casualties inflicted minus casualties suffered.
    CasualtyDifference,
}

impl TieBreaker {
    /// Every criterion, in declaration order.
    pub const ALL: [TieBreaker; 9] = [
        TieBreaker::Points,
        TieBreaker::ScoreDifference,
        TieBreaker::ScoreFor,
        TieBreaker::HeadToHead,
        TieBreaker::Wins,
        TieBreaker::TeamValue,
        TieBreaker::CoinFlip,
        TieBreaker::CasualtiesFor,
        TieBreaker::CasualtyDifference,
    ];

    /// The order a new league uses.
    pub const DEFAULT_ORDER: [TieBreaker; 6] = [
        TieBreaker::Points,
        TieBreaker::HeadToHead,
        TieBreaker::ScoreDifference,
        TieBreaker::ScoreFor,
        TieBreaker::Wins,
        TieBreaker::CoinFlip,
    ];

    /// The default order with the team's value before the coin: the order a game that
    /// values its teams (DreadBall, Killpower Ball) allows.
    pub const DEFAULT_WITH_TEAM_VALUE: [TieBreaker; 7] = [
        TieBreaker::Points,
        TieBreaker::HeadToHead,
        TieBreaker::ScoreDifference,
        TieBreaker::ScoreFor,
        TieBreaker::Wins,
        TieBreaker::TeamValue,
        TieBreaker::CoinFlip,
    ];

    /// The stable text id, as stored in settings and written by serde. The score
    /// criteria keep the ids DreadBall first stored them under; [`TieBreaker::parse`] also
    /// reads them in other games' words (`touchdown_difference`).
    pub fn id(self) -> &'static str {
        match self {
            TieBreaker::Points => "points",
            TieBreaker::ScoreDifference => "strike_difference",
            TieBreaker::ScoreFor => "strikes_for",
            TieBreaker::HeadToHead => "head_to_head",
            TieBreaker::Wins => "wins",
            TieBreaker::TeamValue => "team_value",
            TieBreaker::CoinFlip => "coin_flip",
            TieBreaker::CasualtiesFor => "casualties_for",
            TieBreaker::CasualtyDifference => "casualty_difference",
        }
    }

    /// Reads an id back, ignoring case and surrounding blanks and taking '-' or ' ' for
    /// '_' ("Head to head", "strike-difference").
    pub fn parse(text: &str) -> Option<TieBreaker> {
        let wanted: String = text
            .trim()
            .chars()
            .map(|c| match c {
                '-' | ' ' => '_',
                other => other.to_ascii_lowercase(),
            })
            .collect();
        let wanted = match wanted.as_str() {
            "score_difference" | "touchdown_difference" => "strike_difference",
            "score_for" | "touchdowns_for" => "strikes_for",
            "casualties_inflicted" => "casualties_for",
            other => other,
        };
        TieBreaker::ALL
            .into_iter()
            .find(|criterion| criterion.id() == wanted)
    }
}

/// Everything the table needs besides the results.
#[derive(Debug, Clone, Copy)]
pub struct TableRules<'a> {
    /// Points per result.
    pub points: PointsTable,
    /// The criteria, most important first.
    pub tie_breakers: &'a [TieBreaker],
    /// The seed fed to [`coin_flip`] for the `CoinFlip` criterion.
    pub coin_seed: u64,
}
