//! Creating and listing leagues.

use super::audit::audit;
use super::load_league;
use crate::Result;
use crate::error::LeagueFault;
use crate::games;
use crate::league::{PointsTable, TieBreaker};
use crate::rules::names::check_name;
use crate::store::{
    FieldChange, LeagueId, LeagueRecord, NewAudit, PlaySettings, Store, Tx, tie_breakers_text,
    today,
};

/// Creates a league of a game of the registry (`dreadball`, `bloodbowl`), or of one of a
/// game's formats (`dungeonbowl`: a Blood Bowl league in that format).
pub fn create_league(store: &mut Store, name: &str, game: &str) -> Result<LeagueRecord> {
    let (name, game, format) = new_league(name, game)?;
    store.write(|tx| {
        let id = tx.insert_league(&name, game.id(), today(), &game.default_play())?;
        game.create_league(tx, id, format)?;
        let game = format.unwrap_or(game.id());
        audit(
            tx,
            NewAudit {
                action: "league.create".to_string(),
                league_id: Some(id),
                summary: format!("Created the {game} league {name}"),
                ..NewAudit::default()
            },
        )?;
        load_league(tx, id)
    })
}

/// Checks a new league's name and game without touching any file: `league new` on a
/// missing file makes the file only once these are right.
pub fn check_new_league(name: &str, game: &str) -> Result<()> {
    new_league(name, game).map(|_| ())
}

/// The checked name, and the game and format a new league plays.
fn new_league(
    name: &str,
    game: &str,
) -> Result<(String, &'static dyn games::Game, Option<&'static str>)> {
    let name = check_name(name)?;
    let (game, format) = crate::coach::games::find_with_format(game)
        .ok_or_else(|| crate::coach::games::unknown(game))?;
    Ok((name, game, format))
}

/// The teams of a league of any game, as its team list shows them.
pub fn team_summaries(
    store: &mut Store,
    league: LeagueId,
    lang: crate::data::Lang,
) -> Result<Vec<games::TeamSummary>> {
    store.read(|tx| {
        let record = load_league(tx, league)?;
        let mut summaries =
            crate::coach::games::of(&record.game)?.team_summaries(tx, league, lang)?;
        for summary in &mut summaries {
            summary.colours = tx.team_colours(summary.id)?.unwrap_or_default();
        }
        Ok(summaries)
    })
}

pub fn list_leagues(store: &mut Store) -> Result<Vec<LeagueRecord>> {
    store.read(|tx| Ok(tx.leagues()?))
}

pub fn league(store: &mut Store, id: LeagueId) -> Result<LeagueRecord> {
    store.read(|tx| load_league(tx, id))
}

/// Logs a settings change, if it changed anything.
pub(crate) fn audit_settings(
    tx: &Tx<'_>,
    id: LeagueId,
    summary: String,
    changes: Vec<FieldChange>,
) -> Result<()> {
    if changes.is_empty() {
        return Ok(());
    }
    audit(
        tx,
        NewAudit {
            action: "league.settings".to_string(),
            league_id: Some(id),
            summary,
            changes,
            ..NewAudit::default()
        },
    )
}

/// A change to a league's points per result and tie-breaker order; `None` keeps it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayChange {
    pub landslide_win: Option<i32>,
    pub win: Option<i32>,
    pub draw: Option<i32>,
    pub loss: Option<i32>,
    pub tie_breakers: Option<Vec<TieBreaker>>,
}

impl PlayChange {
    pub fn is_empty(&self) -> bool {
        *self == PlayChange::default()
    }
}

/// Reads a comma-separated tie-breaker list: known ids, each at most once.
pub fn parse_tie_breakers(text: &str) -> Result<Vec<TieBreaker>> {
    let allowed = || TieBreaker::ALL.iter().map(|t| t.id().to_string()).collect();
    let mut list = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let tie_breaker =
            TieBreaker::parse(part).ok_or_else(|| LeagueFault::TieBreakerUnknown {
                given: part.to_string(),
                allowed: allowed(),
            })?;
        if list.contains(&tie_breaker) {
            return Err(LeagueFault::TieBreakerTwice {
                given: part.to_string(),
            }
            .into());
        }
        list.push(tie_breaker);
    }
    if list.is_empty() {
        return Err(LeagueFault::TieBreakersMissing { allowed: allowed() }.into());
    }
    Ok(list)
}

/// Changes how a league's tables are worked out. Standings are recomputed from the
/// results, so the change applies to every season at once.
pub fn change_play_settings(
    store: &mut Store,
    id: LeagueId,
    change: &PlayChange,
) -> Result<LeagueRecord> {
    store.write(|tx| {
        let (league, play) = play_after(tx, id, change)?;
        let before = league.play.clone();
        tx.update_play_settings(id, &play)?;
        let summary = format!("Changed how the tables of {} are worked out", league.name);
        audit_settings(tx, id, summary, play_changes(&before, &play))?;
        Ok(LeagueRecord { play, ..league })
    })
}

/// Whether `change` would be accepted, changing nothing (checked before a command that
/// changes other settings too writes any of them).
pub fn check_play_change(store: &mut Store, id: LeagueId, change: &PlayChange) -> Result<()> {
    store.read(|tx| play_after(tx, id, change).map(|_| ()))
}

/// The league and its play settings once `change` is made, checked.
fn play_after(
    tx: &Tx<'_>,
    id: LeagueId,
    change: &PlayChange,
) -> Result<(LeagueRecord, PlaySettings)> {
    let league = load_league(tx, id)?;
    let before = &league.play;
    let points = PointsTable {
        landslide_win: change.landslide_win.unwrap_or(before.points.landslide_win),
        win: change.win.unwrap_or(before.points.win),
        draw: change.draw.unwrap_or(before.points.draw),
        loss: change.loss.unwrap_or(before.points.loss),
    };
    check_points(&points)?;
    if let Some(list) = &change.tie_breakers {
        check_tie_breakers(crate::coach::games::of(&league.game)?, list)?;
    }
    let play = PlaySettings {
        points,
        tie_breakers: change
            .tie_breakers
            .clone()
            .unwrap_or_else(|| before.tie_breakers.clone()),
    };
    Ok((league, play))
}

/// A league's points and tie-breakers as `league settings` keeps them: points ranking
/// results within their bounds, at least one tie-breaker, each once and offered by the
/// game. An imported league is checked by the same rule.
pub(crate) fn check_play(game: &dyn games::Game, play: &PlaySettings) -> Result<()> {
    check_points(&play.points)?;
    let ids: Vec<&str> = play.tie_breakers.iter().map(|t| t.id()).collect();
    parse_tie_breakers(&ids.join(","))?;
    check_tie_breakers(game, &play.tie_breakers)
}

/// Only the tie-breakers the league's game offers (a DreadBall result counts no
/// casualties).
fn check_tie_breakers(game: &dyn games::Game, list: &[TieBreaker]) -> Result<()> {
    match list.iter().find(|t| !game.tie_breakers().contains(t)) {
        None => Ok(()),
        Some(refused) => {
            let offered = game.tie_breakers().iter().map(|t| t.id().to_string());
            Err(LeagueFault::TieBreakerNotInGame {
                game: game.names(),
                given: refused.id().to_string(),
                offered: offered.collect(),
            }
            .into())
        }
    }
}

/// Points per result must rank results (landslide win ≥ win ≥ draw ≥ loss) and stay
/// within [`PointsTable::check`]'s bounds.
fn check_points(points: &PointsTable) -> Result<()> {
    points.check()?;
    let ordered = points.landslide_win >= points.win
        && points.win >= points.draw
        && points.draw >= points.loss;
    if !ordered {
        return Err(LeagueFault::PointsOrder {
            landslide_win: points.landslide_win,
            win: points.win,
            draw: points.draw,
            loss: points.loss,
        }
        .into());
    }
    Ok(())
}

fn play_changes(before: &PlaySettings, after: &PlaySettings) -> Vec<FieldChange> {
    let (b, a) = (before.points, after.points);
    let mut changes: Vec<FieldChange> = [
        ("points_landslide_win", b.landslide_win, a.landslide_win),
        ("points_win", b.win, a.win),
        ("points_draw", b.draw, a.draw),
        ("points_loss", b.loss, a.loss),
    ]
    .into_iter()
    .filter(|(_, old, new)| old != new)
    .map(|(field, old, new)| FieldChange::new(field, old, new))
    .collect();
    if before.tie_breakers != after.tie_breakers {
        changes.push(FieldChange::new(
            "tie_breakers",
            tie_breakers_text(&before.tie_breakers),
            tie_breakers_text(&after.tie_breakers),
        ));
    }
    changes
}
