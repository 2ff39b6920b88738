//! What coaches report after a match, and what the post-match sequence did with it.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::coach::fixtures::FixtureLine;
use crate::error::PostMatchFault;
use crate::exchange::shape::{self, Field, Shape};
use crate::rules::dreadball::build::Stat;
use crate::rules::dreadball::match_day::limits::{
    self, MAX_EXPERIENCE, MAX_KILLS, MAX_SCORE, MAX_STRIKES, PlayerCounts, ReportCounts,
};
use crate::rules::dreadball::match_day::{Advance, AdvancementChoice, MatchOutcome, XpSource};
use crate::rules::report::ReportRefusal;
use crate::store::{PlayerId, TeamId};
use crate::{Error, Result};

/// What the coaches report after a match (the `postmatch --file` JSON).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostMatchReport {
    /// The score, unless the match already has a result.
    #[serde(default)]
    pub home_score: Option<u32>,
    #[serde(default)]
    pub away_score: Option<u32>,
    #[serde(default)]
    pub landslide: Option<bool>,
    #[serde(default)]
    pub played_on: Option<NaiveDate>,
    #[serde(default)]
    pub players: Vec<PlayerReport>,
    /// At most one player of each team.
    #[serde(default)]
    pub man_of_the_match: Vec<PlayerId>,
    #[serde(default)]
    pub advancements: Vec<AdvancementEntry>,
    /// Players who died in this match and are brought back at the league's price.
    #[serde(default)]
    pub revive: Vec<PlayerId>,
    /// Free agents of this match signed for good at their cost.
    #[serde(default)]
    pub sign: Vec<PlayerId>,
    /// The seed of the earnings and advancement dice; a fresh one when absent.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Physical dice typed in, by roll key (`earnings.home.1`, `advancement.31`).
    #[serde(default)]
    pub dice: BTreeMap<String, u8>,
}

/// The report's JSON, field by field (see `docs/exchange.md`, "Match reports").
const PLAYER_SHAPE: Shape = Shape::Object(&[
    Field::required("player", Shape::PLAYER),
    Field::optional("strikes", Shape::count(MAX_STRIKES)),
    Field::optional("kills", Shape::count(MAX_KILLS)),
    Field::optional("injured", Shape::Flag),
    Field::optional("dead", Shape::Flag),
    Field::optional(
        "experience",
        Shape::MapOf {
            keys: Some(&["exploit", "crowd_double", "other"]),
            value: &Shape::count(MAX_EXPERIENCE),
        },
    ),
]);
const ADVANCEMENT_SHAPE: Shape = Shape::Object(&[
    Field::required("player", Shape::PLAYER),
    Field::required("choice", Shape::Text),
]);
const REPORT_SHAPE: Shape = Shape::Object(&[
    Field::nullable("home_score", Shape::count(MAX_SCORE)),
    Field::nullable("away_score", Shape::count(MAX_SCORE)),
    Field::nullable("landslide", Shape::Flag),
    Field::nullable("played_on", Shape::Date),
    Field::optional("players", Shape::ListOf(&PLAYER_SHAPE)),
    Field::optional("man_of_the_match", Shape::ListOf(&Shape::PLAYER)),
    Field::optional("advancements", Shape::ListOf(&ADVANCEMENT_SHAPE)),
    Field::optional("revive", Shape::ListOf(&Shape::PLAYER)),
    Field::optional("sign", Shape::ListOf(&Shape::PLAYER)),
    Field::nullable("seed", Shape::Seed),
    Field::optional("dice", Shape::DICE),
]);

impl PostMatchReport {
    /// Reads a report from its JSON, naming the field that does not read.
    pub fn from_json(value: serde_json::Value) -> Result<PostMatchReport> {
        shape::read(
            value,
            &REPORT_SHAPE,
            crate::games::Game::names(&crate::coach::dreadball::DreadBall),
        )
    }

    /// Reads a report from the text of its file.
    pub fn from_text(text: &str) -> Result<PostMatchReport> {
        shape::read_text(
            text,
            &REPORT_SHAPE,
            crate::games::Game::names(&crate::coach::dreadball::DreadBall),
        )
    }

    /// Every number within what a match holds, each player once per list, the day a
    /// possible match day.
    pub fn check(&self) -> Result<(), ReportRefusal> {
        if let Some(day) = self.played_on {
            crate::rules::report::match_day("played_on", day)?;
        }
        limits::check_report(&ReportCounts {
            home_score: self.home_score,
            away_score: self.away_score,
            players: self
                .players
                .iter()
                .map(|line| PlayerCounts {
                    player: line.player.0,
                    strikes: line.strikes,
                    kills: line.kills,
                    experience: line
                        .experience
                        .iter()
                        .map(|(source, points)| (source.id(), *points))
                        .collect(),
                })
                .collect(),
            man_of_the_match: self.man_of_the_match.iter().map(|p| p.0).collect(),
            revive: self.revive.iter().map(|p| p.0).collect(),
            sign: self.sign.iter().map(|p| p.0).collect(),
        })
    }
}

/// What one player did and suffered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerReport {
    pub player: PlayerId,
    #[serde(default)]
    pub strikes: u32,
    #[serde(default)]
    pub kills: u32,
    #[serde(default)]
    pub injured: bool,
    #[serde(default)]
    pub dead: bool,
    /// Experience by source: `exploit`, `crowd_double`, `other` (the man of the match
    /// is given with `man_of_the_match`).
    #[serde(default)]
    pub experience: BTreeMap<XpSource, u32>,
}

/// A rank-up's advancement: `skill:ID`, `stat:NAME`, `roll` or `roll:FALLBACK-SKILL`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdvancementEntry {
    pub player: PlayerId,
    pub choice: String,
}

/// Reads an advancement choice as written in a report or typed at the prompt.
pub fn parse_advancement(text: &str) -> Result<AdvancementChoice> {
    let text = text.trim();
    let (head, rest) = text.split_once(':').unwrap_or((text, ""));
    let rest = rest.trim();
    let choice = match head.trim().to_ascii_lowercase().as_str() {
        "skill" if !rest.is_empty() => AdvancementChoice::Skill(rest.to_string()),
        "stat" => Stat::parse(rest)
            .map(AdvancementChoice::Stat)
            .ok_or_else(|| bad_advancement(text))?,
        "roll" => AdvancementChoice::Roll {
            fallback: (!rest.is_empty()).then(|| rest.to_string()),
        },
        _ => return Err(bad_advancement(text)),
    };
    Ok(choice)
}

fn bad_advancement(text: &str) -> Error {
    PostMatchFault::AdvancementSyntax {
        text: text.to_string(),
    }
    .into()
}

/// A team's side of the post-match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamPost {
    pub team_id: TeamId,
    pub name: String,
    pub outcome: MatchOutcome,
    pub man_of_the_match: Option<String>,
    pub earnings_dice: Vec<u8>,
    pub earnings_mc: u32,
    pub value_before_mc: u32,
    pub value_after_mc: u32,
    pub treasury_after_mc: i64,
}

/// A player's experience from the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct XpLine {
    pub player_id: PlayerId,
    pub name: String,
    pub team_id: TeamId,
    pub gained: u32,
    pub total: u32,
    pub rank_before: u32,
    pub rank_after: u32,
}

/// A rank reached, with the advancement it gave (`None` while still to choose).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RankUpLine {
    pub player_id: PlayerId,
    pub name: String,
    pub team_id: TeamId,
    pub rank: u32,
    pub advance: Option<Advance>,
    pub die: Option<u8>,
}

/// A player the match sequence touched: died, revived, left or signed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerNote {
    pub player_id: PlayerId,
    pub name: String,
    pub team_id: TeamId,
    pub cost_mc: u32,
}

/// Everything the post-match did (or, in a preview, would do).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PostMatchPlan {
    pub fixture: FixtureLine,
    pub seed: u64,
    /// Every die rolled, by key (`earnings.home.1`, `advancement.31.2`), typed or not.
    pub dice: Vec<crate::dice::RollRecord>,
    pub teams: Vec<TeamPost>,
    pub experience: Vec<XpLine>,
    pub rank_ups: Vec<RankUpLine>,
    pub dead: Vec<PlayerNote>,
    pub revived: Vec<PlayerNote>,
    pub leaving: Vec<PlayerNote>,
    pub signed: Vec<PlayerNote>,
}

impl PostMatchPlan {
    /// Rank-ups still waiting for the coach's advancement (a preview only).
    pub fn pending(&self) -> impl Iterator<Item = &RankUpLine> {
        self.rank_ups.iter().filter(|r| r.advance.is_none())
    }
}
