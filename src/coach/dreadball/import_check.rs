//! What an import brought of a DreadBall team, checked by the rules the commands apply:
//! every player's kind and position read first (a player no read understands is named),
//! then the team as `team check` sees it, then every player it has had (those who left
//! too) against where its profile comes from (`rules::dreadball::profile`).

use super::load_team;
use crate::Result;
use crate::coach::Context;
use crate::data::Lang;
use crate::rules::dreadball::profile::{StoredPlayer, Who, profile_problems, read_labels};
use crate::rules::dreadball::team_problems;
use crate::store::{TeamId, Tx};

/// Each problem in English and French.
type Problems = Vec<(String, String)>;

/// What breaks the rules in a team an import wrote; an error when it cannot be read.
pub(crate) fn import_problems(tx: &Tx<'_>, team: TeamId, lang: Lang) -> Result<Problems> {
    let context = Context::new(lang);
    if let Some(header) = tx.team_header(team)?
        && context.reference().team(&header.roster).is_none()
    {
        let error = crate::Error::from(crate::error::dreadball::DreadBallFault::RosterNotFound {
            query: header.roster,
        });
        let said = |lang| error.text(crate::error::Surface::Cli, lang);
        return Ok(vec![(said(Lang::En), said(Lang::Fr))]);
    }
    let labels: Problems = tx
        .player_labels(team)?
        .iter()
        .filter_map(|label| {
            let who = Who::new(label.number, &label.name);
            read_labels(&who, &label.kind, &label.position).err()
        })
        .map(|problem| (problem.message(Lang::En), problem.message(Lang::Fr)))
        .collect();
    if !labels.is_empty() {
        return Ok(labels);
    }
    let record = load_team(tx, team)?;
    let state = context.team_state(&record)?;
    let reference = context.reference();
    let mut problems: Problems = team_problems(&state, reference, lang)
        .into_iter()
        .map(|problem| (problem.message(Lang::En), problem.message(Lang::Fr)))
        .collect();
    for stored in tx.dreadball_players_ever(team)? {
        let player = &stored.player;
        let profile = StoredPlayer {
            number: player.number,
            name: &player.name,
            kind: player.kind,
            role: player.role.as_deref(),
            position: player.position,
            stats: player.stats,
            skills: &player.skills,
            build: player.build.as_ref(),
            giant: player.giant,
        };
        problems.extend(
            profile_problems(state.roster, reference, &profile)
                .into_iter()
                .map(|problem| (problem.message(Lang::En), problem.message(Lang::Fr))),
        );
    }
    Ok(problems)
}
