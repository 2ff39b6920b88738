//! Killpower Ball (seed 004) in Dugout: its entry in the game registry and the commands a
//! commissioner and a coach run: the league's settings and deck of power cards, team
//! creation with recorded dice, the championship table, each match's pre-match, result
//! and post-match, tournaments.

mod deck;
mod exchange;
mod game;
mod import_check;
mod league;
mod overrides;
mod postmatch;
mod postmatch_outcome;
mod postmatch_write;
mod prematch;
mod result;
mod review;
mod stats;
mod story;
mod table;
mod team;
mod undo;
mod view;

pub use deck::{
    CardChange, DeckImported, add_card, deck, import_deck, parse_deck, remove_card, update_card,
};
pub use game::Killpower;
pub use league::{
    DefaultFrom, KillpowerSettingsChange, RankingItem, RankingMark, RankingNumber,
    change_league_settings, check_league_settings, default_settings, league_settings,
    ranking_numbers,
};
pub use postmatch::{
    GladiatorReport, KpbMatchReport, ReequipReport, ReplacementReport, SideReport, ThrowReport,
};
pub use postmatch_outcome::{RiskLine, StayLine, ThrowLine};
pub use postmatch_write::{PostmatchPreview, postmatch_preview, record_postmatch};
pub use prematch::{
    PlayingGladiator, PrematchRequest, PrematchView, StoredPrematch, prematch_preview,
    record_prematch, stored_prematch,
};
pub use result::ResultDetail;
pub use review::stored_report;
pub use table::{
    ChampionshipLine, FixturePoints, PowerView, SidePoints, championship, fixture_points,
    power_of_team,
};
pub use team::{NewGladiatorSpec, NewKpbTeam, TeamCreated, create_team, parse_gladiator};
pub use view::{GladiatorView, KpbTeam, Record, show_team};

use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::error::LeagueFault;
use crate::games::Game;
use crate::rules::Side;
use crate::rules::killpower::KpbRefusal;
use crate::store::killpower::KillpowerLeagueRecord;
use crate::store::{LeagueId, LeagueRecord, Tx};
use crate::{Error, Result};

/// The bundled Killpower Ball data.
pub fn reference() -> Result<&'static Reference> {
    Ok(Reference::bundled()?)
}

/// Refuses a Killpower Ball command on a league of another game.
pub(crate) fn require_killpower(league: &LeagueRecord) -> Result<()> {
    if league.game == Killpower.id() {
        return Ok(());
    }
    Err(LeagueFault::OtherGame {
        league: league.id,
        name: league.name.clone(),
        expected: Killpower.names(),
    }
    .into())
}

/// The league's own settings.
pub(crate) fn settings_of(tx: &Tx<'_>, league: LeagueId) -> Result<KillpowerLeagueRecord> {
    tx.killpower_league(league)?.ok_or_else(|| {
        Error::Store(crate::store::StoreError::Corrupt(format!(
            "Killpower Ball league {league} has no settings"
        )))
    })
}

/// The rules' refusal as the one error type, gladiators named by `name`.
pub(crate) fn refused(refusal: &KpbRefusal, name: &dyn Fn(Side, u32) -> String) -> Error {
    Error::Refused {
        id: refusal.id(),
        en: refusal.message(Lang::En, name),
        fr: refusal.message(Lang::Fr, name),
    }
}

/// Names a gladiator by number only (when no roster is at hand).
pub(crate) fn by_number(_side: Side, number: u32) -> String {
    format!("#{number}")
}
