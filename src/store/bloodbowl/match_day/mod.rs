//! The Blood Bowl match day's tables: the pre-match, its inducements, every roll, the
//! post-match with its team lines, player lines, casualties and advancements; the team
//! and player rows a post-match changes, read whole and written back whole so a reset
//! puts them as they were.

mod kept;
mod postmatch;
mod prematch;

pub use kept::{PlayerRow, TeamRow, kept_player_reads, kept_team_reads};
pub use postmatch::{AdvancementRow, CasualtyRow, PlayerMatchRow, PostTeamRow, PrayerCounts};
pub use prematch::{PrematchRow, StoredRoll};
