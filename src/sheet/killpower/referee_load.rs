//! Loading a Killpower Ball referee sheet from the store: the fixture with its league,
//! season and mode, both teams as they stand, the powers and points to score (those of
//! the pre-match when it is done), the pre-match's line-up, and the result and the
//! post-match if recorded.

use serde::Serialize;

use crate::Result;
use crate::coach::killpower::{
    FixturePoints, KpbTeam, PostmatchPreview, StoredPrematch, ThrowLine, fixture_points, show_team,
    stored_prematch, stored_report,
};
use crate::coach::{FixtureLine, load_fixture, load_league, season_view_in};
use crate::data::Lang;
use crate::rules::Side;
use crate::rules::killpower::{Mode, RankingChange, SideResult};
use crate::store::killpower::KpbResultRow;
use crate::store::{FixtureId, Store};

/// What a referee sheet prints.
#[derive(Debug, Clone, Serialize)]
pub struct RefereeSheet {
    pub fixture: FixtureLine,
    pub league: String,
    pub season: String,
    pub mode: Mode,
    /// Powers, divisions and points to score, home then away.
    pub points: FixturePoints,
    /// The recorded pre-match (who plays, their RAP); `None` prints boxes instead.
    pub prematch: Option<StoredPrematch>,
    /// Both teams as they stand, home then away.
    pub teams: [KpbTeam; 2],
    pub result: Option<RecordedResult>,
    /// The post-match recorded (death risks, the dead and let go, experience and
    /// raises, new gladiators); a championship's only.
    pub postmatch: Option<PostmatchPreview>,
}

impl RefereeSheet {
    /// Free throws settle a drawn match of a tournament or of a playoff.
    pub fn free_throws(&self) -> bool {
        self.mode == Mode::Tournament || self.fixture.playoff
    }
}

/// A recorded result as the sheet ticks it, home then away.
#[derive(Debug, Clone, Serialize)]
pub struct RecordedResult {
    pub score: [u32; 2],
    pub boxes: [SideResult; 2],
    /// Each side's ranking points before and after (None: no Killpower Ball row).
    pub ranking: Option<[RankingChange; 2]>,
    /// The free throws that settled a draw, in the order they were shot.
    pub throws: Vec<ThrowLine>,
}

/// The recorded result as the sheet ticks it: an abandon for the side that abandoned,
/// else win, loss or draw as the rules decided.
fn recorded(
    fixture: &FixtureLine,
    row: Option<&KpbResultRow>,
    throws: Vec<ThrowLine>,
) -> Option<RecordedResult> {
    let result = fixture.record.result?;
    let ending = row.map(|r| r.ending);
    let boxes = Side::BOTH.map(|side| {
        let mine = match side {
            Side::Home => result.outcome(),
            Side::Away => result.outcome().reverse(),
        };
        SideResult::of(side, mine, ending)
    });
    Some(RecordedResult {
        score: [result.home_score, result.away_score],
        boxes,
        ranking: row.map(|r| r.ranking),
        throws,
    })
}

/// What a Killpower Ball referee sheet prints, read from the store.
pub fn referee_sheet_data(store: &mut Store, id: FixtureId, lang: Lang) -> Result<RefereeSheet> {
    let (fixture, league, season, mode, row) = store.read(|tx| -> Result<_> {
        let record = load_fixture(tx, id)?;
        let season = season_view_in(tx, record.season_id)?;
        let league = load_league(tx, season.season.league_id)?;
        crate::coach::killpower::require_killpower(&league)?;
        let mode = tx
            .killpower_league(league.id)?
            .map(|settings| settings.mode)
            .unwrap_or_default();
        let row = tx.kpb_result(id)?;
        let name = season.season.name.clone();
        Ok((
            FixtureLine::of(record, &season),
            league.name,
            name,
            mode,
            row,
        ))
    })?;
    let points = fixture_points(store, id)?;
    let prematch = stored_prematch(store, id)?;
    let teams = [
        show_team(store, lang, fixture.home_id)?,
        show_team(store, lang, fixture.away_id)?,
    ];
    let report = stored_report(store, lang, id)?;
    let throws = report
        .as_ref()
        .map_or_else(Vec::new, |r| r.free_throws.clone());
    let result = recorded(&fixture, row.as_ref(), throws);
    let postmatch = report.filter(|r| r.postmatch);
    Ok(RefereeSheet {
        fixture,
        league,
        season,
        mode,
        points,
        prematch,
        teams,
        result,
        postmatch,
    })
}
