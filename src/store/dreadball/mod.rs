//! DreadBall's tables: its league settings, its teams' items and staff, its players'
//! profiles, its match-day items and post-match records, saved designs, overrides.

mod history;
mod league;
mod match_day;
mod overrides;
mod team;
mod template;

pub use history::{DREADBALL_STORY, DreadBallPlayerHistory};
pub use league::DreadBallLeagueRecord;
pub use match_day::{
    AdvancementRecord, ItemKind, ItemRecord, NewItem, PostPlayerKind, PostPlayerRecord,
    PostTeamRecord,
};
pub use team::{NewPlayer, PlayerRecord, TeamRecord};
pub use template::TemplateRecord;
