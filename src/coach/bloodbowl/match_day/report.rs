//! The Blood Bowl match report: what a coach enters after the match, as a JSON file
//! (`dugout bb postmatch --file`, `dugout import report`) or from the window. Its format
//! is documented in `docs/bloodbowl.md` ("The match report").

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::exchange::shape::Fits;
use crate::exchange::shape::{self, Field, Shape};
use crate::rules::bloodbowl::match_day::limits::{
    self, MAX_CHOICE_GP, MAX_FAN_FACTOR, MAX_FIELDED, MAX_PASSES, MAX_SCORE, MAX_STAFF_BOUGHT,
};
use crate::rules::bloodbowl::match_day::{AdvanceInput, PlayerMatch, TeamChoices};
use crate::rules::report::ReportRefusal;

/// A casualty a player suffered, and whether their team's apothecary was used on it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CasualtyLine {
    pub player: i64,
    #[serde(default)]
    pub apothecary: bool,
}

/// Everything the post-match needs from the coaches.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostmatchReport {
    /// Marks the file as a Blood Bowl report: `bloodbowl`.
    #[serde(default)]
    pub game: Option<String>,
    pub home_score: u32,
    pub away_score: u32,
    /// When the match was played; its scheduled date (or today) when not given.
    #[serde(default)]
    pub played_on: Option<NaiveDate>,
    /// The dice to roll from; a fresh seed when not given (a preview shows it).
    #[serde(default)]
    pub seed: Option<u64>,
    /// Physical dice typed in, by roll key (`casualty.12`, `costly-errors.home`…).
    #[serde(default)]
    pub dice: BTreeMap<String, u8>,
    /// What each player did: touchdowns, casualties, completions, interceptions,
    /// deflections; and, for the prayers to Nuffle that pay for them, the casualties of
    /// the first drive (all, by a push into the crowd, by a Foul).
    #[serde(default)]
    pub players: Vec<PlayerMatch>,
    #[serde(default)]
    pub casualties: Vec<CasualtyLine>,
    #[serde(default)]
    pub advancements: Vec<AdvanceInput>,
    #[serde(default)]
    pub home: TeamChoices,
    #[serde(default)]
    pub away: TeamChoices,
    /// How much each side's fan factor fell during the match (0 or less: Appalling
    /// Stands, Fickle Fans, Abusive Fans); the winnings use the fan factor it ends with.
    #[serde(default)]
    pub home_fan_factor_change: i32,
    #[serde(default)]
    pub away_fan_factor_change: i32,
}

/// The report's JSON, field by field (`docs/bloodbowl.md`, "The match report").
const PLAYER_SHAPE: Shape = Shape::Object(&[
    Field::required("player", Shape::PLAYER),
    Field::optional("touchdowns", Shape::count(MAX_SCORE)),
    Field::optional("casualties", Shape::count(MAX_FIELDED)),
    Field::optional("completions", Shape::count(MAX_PASSES)),
    Field::optional("interceptions", Shape::count(MAX_PASSES)),
    Field::optional("deflections", Shape::count(MAX_PASSES)),
    Field::optional("drive_casualties", Shape::count(MAX_FIELDED)),
    Field::optional("crowd_casualties", Shape::count(MAX_FIELDED)),
    Field::optional("foul_casualties", Shape::count(MAX_FIELDED)),
]);
const CASUALTY_SHAPE: Shape = Shape::Object(&[
    Field::required("player", Shape::PLAYER),
    Field::optional("apothecary", Shape::Flag),
]);
const ADVANCEMENT_SHAPE: Shape = Shape::Object(&[
    Field::required("player", Shape::PLAYER),
    Field::required("kind", Shape::Text),
    Field::nullable("skill", Shape::Text),
    Field::nullable(
        "category",
        Shape::OneOf(&[
            "agility", "general", "mutation", "passing", "strength", "trait",
        ]),
    ),
    Field::nullable(
        "characteristic",
        Shape::OneOf(&["ma", "st", "ag", "pa", "av"]),
    ),
]);
const CHOICES_SHAPE: Shape = Shape::Object(&[
    Field::nullable("mvp", Shape::PLAYER),
    Field::optional("try_residency", Shape::Flag),
    Field::optional("refuse_residency", Shape::Flag),
    Field::optional("keep_residency_gp", Shape::count(MAX_CHOICE_GP)),
    Field::optional("stadium_payment_gp", Shape::count(MAX_CHOICE_GP)),
    Field::optional("buy_stadium", Shape::Flag),
    Field::optional("sell_stadium", Shape::Flag),
    Field::nullable("sponsorship", Shape::Text),
    Field::optional("sign_journeymen", Shape::ListOf(&Shape::PLAYER)),
    Field::optional("rerolls", Shape::count(MAX_STAFF_BOUGHT)),
    Field::optional("assistants", Shape::count(MAX_STAFF_BOUGHT)),
    Field::optional("cheerleaders", Shape::count(MAX_STAFF_BOUGHT)),
    Field::optional("apothecary", Shape::Flag),
]);
const REPORT_SHAPE: Shape = Shape::Object(&[
    Field::nullable("game", Shape::OneOf(&["bloodbowl"])),
    Field::required("home_score", Shape::count(MAX_SCORE)),
    Field::required("away_score", Shape::count(MAX_SCORE)),
    Field::nullable("played_on", Shape::Date),
    Field::nullable("seed", Shape::Seed),
    Field::optional("dice", Shape::DICE),
    Field::optional("players", Shape::ListOf(&PLAYER_SHAPE)),
    Field::optional("casualties", Shape::ListOf(&CASUALTY_SHAPE)),
    Field::optional("advancements", Shape::ListOf(&ADVANCEMENT_SHAPE)),
    Field::optional("home", CHOICES_SHAPE),
    Field::optional("away", CHOICES_SHAPE),
    Field::optional("home_fan_factor_change", FAN_FACTOR_CHANGE_SHAPE),
    Field::optional("away_fan_factor_change", FAN_FACTOR_CHANGE_SHAPE),
]);

/// A side's fan-factor change: from -12 to 0 (`limits::check_fan_factor_changes`).
const FAN_FACTOR_CHANGE_SHAPE: Shape = Shape::Whole {
    least: -(MAX_FAN_FACTOR as i64),
    most: 0,
    fits: Fits::I32,
};

/// A Blood Bowl result alone (`import report` for a match without a pre-match): the
/// touchdowns and casualties of each side and the day.
pub const RESULT_SHAPE: Shape = Shape::Object(&[
    Field::required("home_score", Shape::count(MAX_SCORE)),
    Field::required("away_score", Shape::count(MAX_SCORE)),
    Field::optional("home_casualties", Shape::count(MAX_FIELDED)),
    Field::optional("away_casualties", Shape::count(MAX_FIELDED)),
    Field::nullable("played_on", Shape::Date),
]);

impl PostmatchReport {
    /// Reads a report from the text of its file, naming the field that does not read.
    pub fn from_text(text: &str) -> crate::Result<PostmatchReport> {
        shape::read_text(
            text,
            &REPORT_SHAPE,
            crate::games::Game::names(&crate::coach::bloodbowl::BloodBowl),
        )
    }

    /// Reads a report from its JSON value.
    pub fn from_json(value: serde_json::Value) -> crate::Result<PostmatchReport> {
        shape::read(
            value,
            &REPORT_SHAPE,
            crate::games::Game::names(&crate::coach::bloodbowl::BloodBowl),
        )
    }

    /// Every number within what a match holds, each player once per list, the day a
    /// possible match day.
    pub fn check(&self) -> Result<(), ReportRefusal> {
        if let Some(day) = self.played_on {
            crate::rules::report::match_day("played_on", day)?;
        }
        let casualties: Vec<i64> = self.casualties.iter().map(|c| c.player).collect();
        limits::check_fan_factor_changes(self.fan_factor_changes())?;
        limits::check_report(
            [self.home_score, self.away_score],
            &self.players,
            &casualties,
            [&self.home, &self.away],
        )
    }

    /// Each side's fan-factor change, home then away.
    pub fn fan_factor_changes(&self) -> [i32; 2] {
        [self.home_fan_factor_change, self.away_fan_factor_change]
    }
}
