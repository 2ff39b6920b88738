//! Chapter 3.4: how a match ends, who won it and the ranking points each side earns;
//! chapter 13: what settles a draw (free throws in a tournament only; a championship's
//! playoff by the league's setting).

use serde::{Deserialize, Serialize};

use super::{Decided, Mode, Side};

/// How a match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "side", rename_all = "lowercase")]
pub enum Ending {
    /// After the 20 turns: the points each side had to score decide.
    Time,
    /// A team had no gladiator left who could come back (TABLE 7, case VI): this side won.
    Elimination(Side),
    /// This side's coach abandoned.
    Abandon(Side),
}

impl Ending {
    pub fn id(self) -> &'static str {
        match self {
            Ending::Time => "time",
            Ending::Elimination(_) => "elimination",
            Ending::Abandon(_) => "abandon",
        }
    }
}

/// What a match was for one side, as a team's record and a referee sheet count it: an
/// abandon for the side that abandoned (not a loss), else won, lost or drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SideResult {
    Won,
    Lost,
    Drawn,
    Abandoned,
}

impl SideResult {
    /// `side`'s result, where `mine` is how the match went for it (greater: it won, as
    /// the rules decided) and `ending` how the match ended, when known.
    pub fn of(side: Side, mine: std::cmp::Ordering, ending: Option<Ending>) -> SideResult {
        match (ending, mine) {
            (Some(Ending::Abandon(by)), _) if by == side => SideResult::Abandoned,
            (_, std::cmp::Ordering::Greater) => SideResult::Won,
            (_, std::cmp::Ordering::Less) => SideResult::Lost,
            (_, std::cmp::Ordering::Equal) => SideResult::Drawn,
        }
    }
}

/// The result: after time, a side wins when it scored at least its `targets` more than
/// the other (3.2 sequence 3); otherwise it is a draw (3.4, "Match nul").
pub fn decide(score: [u32; 2], targets: [u32; 2], ending: Ending) -> Decided {
    match ending {
        Ending::Elimination(winner) => Decided::of(winner),
        Ending::Abandon(loser) => Decided::of(loser.other()),
        Ending::Time => {
            let lead = |side: Side| {
                let (mine, theirs) = (score[side.index()], score[side.other().index()]);
                mine >= theirs.saturating_add(targets[side.index()].max(1))
            };
            if lead(Side::Home) {
                Decided::Home
            } else if lead(Side::Away) {
                Decided::Away
            } else {
                Decided::Draw
            }
        }
    }
}

/// A league's ranking points per result (`data/killpower/championship.toml` gives the
/// defaults and where each was read).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RankingSettings {
    pub win: i32,
    /// Per division of gap, to a winner of a lower division.
    pub division_bonus: i32,
    pub loss: i32,
    pub draw: i32,
    /// To the side that abandoned.
    pub abandon: i32,
    /// The least a team may have (None: no floor).
    pub minimum: Option<i32>,
}

/// What a result does to one side's ranking points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RankingChange {
    pub before: i32,
    /// What the result earns by the settings.
    pub earned: i32,
    /// What is applied once the floor is kept (a loss below 0 is ignored).
    pub applied: i32,
    pub after: i32,
}

/// Each side's ranking points after a result, from the divisions of the powers seen
/// before the match.
pub fn ranking_changes(
    settings: &RankingSettings,
    decided: Decided,
    ending: Ending,
    divisions: [i32; 2],
    before: [i32; 2],
) -> [RankingChange; 2] {
    let earned = |side: Side| match decided.winner() {
        None => settings.draw,
        Some(winner) if winner == side => {
            let gap = divisions[side.other().index()] - divisions[side.index()];
            settings.win + settings.division_bonus * gap.max(0)
        }
        Some(_) if matches!(ending, Ending::Abandon(_)) => settings.abandon,
        Some(_) => settings.loss,
    };
    Side::BOTH.map(|side| {
        let before = before[side.index()];
        let earned = earned(side);
        let mut after = before.saturating_add(earned);
        if let Some(floor) = settings.minimum {
            after = after.max(floor.min(before));
        }
        RankingChange {
            before,
            earned,
            applied: after - before,
            after,
        }
    })
}

/// How a championship's playoff match drawn after the 20 turns finds its winner (a
/// league setting: the seed has free throws in its tournament only, 13.2, and a
/// championship of endless matches, 13.1, that has no playoff).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayoffDraw {
    /// Free throws, as a tournament's draw (Dugout's default).
    #[default]
    FreeThrows,
    /// The side with more ranking points before the match goes through (13.1: "L'équipe
    /// avec le plus de points de classement est classée première"); free throws when
    /// they are level.
    Ranking,
}

impl PlayoffDraw {
    pub const ALL: [PlayoffDraw; 2] = [PlayoffDraw::FreeThrows, PlayoffDraw::Ranking];

    pub fn id(self) -> &'static str {
        match self {
            PlayoffDraw::FreeThrows => "free_throws",
            PlayoffDraw::Ranking => "ranking",
        }
    }

    pub fn parse(text: &str) -> Option<PlayoffDraw> {
        match text.trim().to_ascii_lowercase().replace('-', "_").as_str() {
            "free_throws" | "lancers_francs" => Some(PlayoffDraw::FreeThrows),
            "ranking" | "classement" => Some(PlayoffDraw::Ranking),
            _ => None,
        }
    }
}

/// What a match drawn after the 20 turns comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "by", content = "side", rename_all = "snake_case")]
pub enum DrawSettled {
    /// A championship match: the draw stays a draw (3.4, "Match nul"; no free throws).
    Stays,
    /// Free throws find the winner (13.2, lines 1850 and 1856–1870).
    FreeThrows,
    /// The playoff setting `ranking`: this side had more ranking points.
    Ranking(Side),
}

/// What settles a draw in a league of `mode`: a tournament's by free throws; a
/// championship's stays a draw, but for a playoff match (`playoff`), settled as the
/// league's `rule` says with the ranking points each side had before the match.
pub fn draw_settled(
    mode: Mode,
    playoff: bool,
    rule: PlayoffDraw,
    ranking: [i32; 2],
) -> DrawSettled {
    match (mode, playoff, rule) {
        (Mode::Tournament, _, _) => DrawSettled::FreeThrows,
        (Mode::Championship, false, _) => DrawSettled::Stays,
        (Mode::Championship, true, PlayoffDraw::FreeThrows) => DrawSettled::FreeThrows,
        (Mode::Championship, true, PlayoffDraw::Ranking) => match ranking[0].cmp(&ranking[1]) {
            std::cmp::Ordering::Greater => DrawSettled::Ranking(Side::Home),
            std::cmp::Ordering::Less => DrawSettled::Ranking(Side::Away),
            std::cmp::Ordering::Equal => DrawSettled::FreeThrows,
        },
    }
}
