//! Accepted means usable: before a document is written to the league file it is written
//! to a copy in memory, and every read a user can run on the league there (its settings,
//! teams, seasons, standings, fixtures, brackets, matches, histories, careers, audit log,
//! exports) is run through the commands' own code, then every undo and every match reset.
//! A document after which one of them would fail is refused, saying which and why.

use super::Problem;
use crate::coach::{self, Context};
use crate::data::Lang;
use crate::error::{ErrorKind, Surface};
use crate::games::Game;
use crate::store::{AuditFilter, FixtureId, LeagueId, Store, TeamId};
use crate::{Error, Result};

/// One read or write of the probe, named for the message when it fails.
struct Step {
    en: String,
    fr: String,
}

impl Step {
    fn new(en: impl Into<String>, fr: impl Into<String>) -> Step {
        Step {
            en: en.into(),
            fr: fr.into(),
        }
    }

    /// The problem saying that this step fails after the import.
    fn failed(&self, error: &Error) -> Problem {
        Problem::new(
            "tables",
            format!(
                "after this import {} would fail ({}); the document holds rows that no command of Dugout writes",
                self.en,
                error.text(Surface::Cli, Lang::En)
            ),
            format!(
                "après cet import, {} échouerait ({}) ; le document contient des lignes qu'aucune commande de Dugout n'écrit",
                self.fr,
                error.text(Surface::Cli, Lang::Fr)
            ),
        )
    }
}

/// A read must always work.
fn read<T>(step: Step, result: Result<T>) -> Result<T, Problem> {
    result.map_err(|error| step.failed(&error))
}

/// A write may be refused by a rule (in words, as for any league); it must not fail on
/// what the file holds.
fn write<T>(step: Step, result: Result<T>) -> Result<(), Problem> {
    match result {
        Ok(_) => Ok(()),
        Err(error) if is_refusal(&error) => Ok(()),
        Err(error) => Err(step.failed(&error)),
    }
}

/// A rule's refusal, as opposed to a row that cannot be read or a link that leads
/// nowhere.
fn is_refusal(error: &Error) -> bool {
    match error {
        Error::Data(_) | Error::Store(_) => false,
        Error::Kind(ErrorKind::NotFound(_)) => false,
        Error::Kind(_) | Error::Refused { .. } => true,
    }
}

/// Runs every read, then every undo and match reset, of league `league` on `scratch`.
pub(super) fn check_usable(
    scratch: &mut Store,
    league: LeagueId,
    game: &dyn Game,
    lang: Lang,
) -> Result<(), Problem> {
    let teams = read_league(scratch, league, game, lang)?;
    let fixtures = read_seasons(scratch, league, lang)?;
    for team in &teams {
        read_team(scratch, *team)?;
    }
    for team in &teams {
        write(
            Step::new(format!("`team undo {team}`"), format!("`team undo {team}`")),
            coach::undo(scratch, *team),
        )?;
    }
    // Newest first, as a commissioner would take a season back.
    for fixture in fixtures.iter().rev() {
        write(
            Step::new(
                format!("`match reset --match {fixture}`"),
                format!("`match reset --match {fixture}`"),
            ),
            coach::reset_result(scratch, *fixture),
        )?;
    }
    Ok(())
}

/// The league's settings, teams, graveyard, audit log and export; its teams' ids.
fn read_league(
    store: &mut Store,
    league: LeagueId,
    game: &dyn Game,
    lang: Lang,
) -> Result<Vec<TeamId>, Problem> {
    read(
        Step::new("`league settings`", "`league settings`"),
        store.read(|tx| game.league_problems(tx, league)),
    )?;
    let teams = read(
        Step::new("`team list`", "`team list`"),
        coach::team_summaries(store, league, lang),
    )?;
    read(
        Step::new("`history graveyard`", "`history graveyard`"),
        coach::graveyard(store, league),
    )?;
    let filter = AuditFilter {
        league: Some(league),
        ..AuditFilter::default()
    };
    read(
        Step::new("`audit`", "`audit`"),
        coach::audit_log(store, &filter),
    )?;
    read(
        Step::new("`export league`", "`export league`"),
        super::export_league(store, league),
    )?;
    Ok(teams.into_iter().map(|team| team.id).collect())
}

/// Every season's view, fixtures, standings and brackets, and every match of it shown;
/// the matches that have a result.
fn read_seasons(
    store: &mut Store,
    league: LeagueId,
    lang: Lang,
) -> Result<Vec<FixtureId>, Problem> {
    let context = Context::new(lang);
    let mut played = Vec::new();
    let seasons = read(
        Step::new("`season list`", "`season list`"),
        coach::seasons(store, league),
    )?;
    for season in seasons {
        let id = season.id;
        read(
            Step::new(format!("`season show {id}`"), format!("`season show {id}`")),
            coach::season_view(store, id),
        )?;
        read(
            Step::new(
                format!("`standings --season {id}`"),
                format!("`standings --season {id}`"),
            ),
            coach::standings(store, &context, id, None),
        )?;
        read(
            Step::new(
                format!("`playoffs list --season {id}`"),
                format!("`playoffs list --season {id}`"),
            ),
            coach::brackets(store, id),
        )?;
        let fixtures = read(
            Step::new(
                format!("`fixtures list --season {id}`"),
                format!("`fixtures list --season {id}`"),
            ),
            coach::fixture_list(store, id),
        )?;
        for line in fixtures {
            let fixture = line.id;
            let step = || {
                Step::new(
                    format!("`match show --match {fixture}`"),
                    format!("`match show --match {fixture}`"),
                )
            };
            read(step(), coach::fixture_line(store, fixture))?;
            read(step(), coach::match_events(store, fixture))?;
            if line.status == "played" {
                read(step(), coach::reset_plan(store, fixture))?;
                played.push(fixture);
            }
        }
    }
    played.sort();
    Ok(played)
}

/// A team's header, ledger, history, each player's career, last change and export.
fn read_team(store: &mut Store, team: TeamId) -> Result<(), Problem> {
    let step = |en: &str| Step::new(format!("`{en} {team}`"), format!("`{en} {team}`"));
    read(step("team show"), coach::team_header(store, team))?;
    read(step("team ledger"), coach::ledger(store, team))?;
    read(step("team last-change"), coach::last_change(store, team))?;
    let history = read(step("history team"), coach::team_history(store, team))?;
    for player in history.players {
        let id = player.player.id;
        read(
            Step::new(
                format!("`history player {id}`"),
                format!("`history player {id}`"),
            ),
            coach::player_career(store, id),
        )?;
    }
    read(step("export team"), super::export_team(store, team))?;
    Ok(())
}
