//! The game's rules on what an import wrote, inside its transaction: every result as
//! the game checks one entered by hand, and the league's own rows (settings, deck,
//! roster packs) as its commands keep them.

use std::collections::HashMap;

use super::Problem;
use crate::Result;
use crate::coach::MatchReport;
use crate::data::Lang;
use crate::error::Surface;
use crate::games::Game;
use crate::store::{LeagueId, Tx};

/// Checks the results and the league's own rows of league `league`. `fixtures` maps
/// the new ids of the matches the import wrote to the document's; a result of a match
/// the import did not write is not checked again.
pub(super) fn check_league(
    tx: &Tx<'_>,
    game: &dyn Game,
    league: LeagueId,
    fixtures: &HashMap<i64, i64>,
    place: &str,
) -> Result<()> {
    let record = crate::coach::load_league(tx, league)?;
    let refused = |en: String, fr: String| -> crate::Error {
        Problem::new(
            place,
            format!("the league breaks the rules: {en}"),
            format!("la ligue enfreint les règles : {fr}"),
        )
        .into()
    };
    if let Err(error) = crate::coach::check_play(game, &record.play) {
        return Err(refused(
            error.text(Surface::Cli, Lang::En),
            error.text(Surface::Cli, Lang::Fr),
        ));
    }
    if let Some((en, fr)) = game.league_problems(tx, league)?.into_iter().next() {
        return Err(refused(en, fr));
    }
    for season in tx.seasons(league)? {
        let casualties: HashMap<_, _> = game
            .casualties(tx, season.id)?
            .into_iter()
            .map(|(fixture, home, away)| (fixture, (home, away)))
            .collect();
        for fixture in tx.fixtures(season.id)? {
            let (Some(result), Some(old)) = (&fixture.result, fixtures.get(&fixture.id.0)) else {
                continue;
            };
            let (home_casualties, away_casualties) =
                casualties.get(&fixture.id).copied().unwrap_or((0, 0));
            let report = MatchReport {
                home_score: result.home_score,
                away_score: result.away_score,
                landslide: result.landslide,
                home_casualties,
                away_casualties,
                played_on: Some(result.played_on),
                // A game's match day writes events of its own (a Blood Bowl post-match's
                // touchdowns); the result as entered by hand carries none.
                events: Vec::new(),
                game_detail: None,
            };
            let events: Vec<crate::games::PlayerEvent> = tx
                .match_events(fixture.id)?
                .into_iter()
                .map(|event| crate::games::PlayerEvent {
                    player: event.player_id,
                    kind: event.kind,
                    amount: event.amount,
                    source: event.source,
                })
                .collect();
            let checked = game
                .check_result(&report, fixture.bracket.is_some())
                .and_then(|()| game.check_feats(tx, &events));
            if let Err(error) = checked {
                return Err(Problem::new(
                    format!("tables.match_result (fixture_id {old})"),
                    format!(
                        "the result breaks the rules: {}",
                        error.text(Surface::Cli, Lang::En)
                    ),
                    format!(
                        "le résultat enfreint les règles : {}",
                        error.text(Surface::Cli, Lang::Fr)
                    ),
                )
                .into());
            }
        }
    }
    Ok(())
}
