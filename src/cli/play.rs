//! Running the league-play commands.

use std::process::ExitCode;

use super::args::{
    AuditArgs, FixturesCommand, HistoryCommand, MatchCommand, PlayoffsCommand, ResultArgs,
    SeasonCommand, StandingsArgs,
};
use super::{emit, history_text, play_text as text, standings_text};
use crate::Result;
use crate::coach::{self, Context, ManualFixture, MatchReport, PlayerEvent, Schedule};
use crate::error::InputFault;
use crate::store::{
    AuditFilter, EventKind, FixtureId, LeagueId, PlayerId, PlayoffId, SeasonId, Store, TeamId,
};

pub fn run_season(store: &mut Store, command: &SeasonCommand) -> Result<ExitCode> {
    match command {
        SeasonCommand::New {
            league,
            name,
            from,
            every_team,
            json,
        } => {
            let start = if *every_team {
                coach::SeasonStart::EveryTeam
            } else {
                coach::SeasonStart::from(from.map(SeasonId))
            };
            let view = coach::start_season(store, LeagueId(*league), name, start)?;
            emit(*json, &view, || text::season_created(&view))?;
        }
        SeasonCommand::List { league, json } => {
            let seasons = coach::seasons(store, LeagueId(*league))?;
            emit(*json, &seasons, || text::seasons(&seasons))?;
        }
        SeasonCommand::Show { season, json } => {
            let view = coach::season_view(store, SeasonId(*season))?;
            emit(*json, &view, || text::season(&view))?;
        }
        SeasonCommand::AddTeam {
            season,
            team,
            division,
            json,
        } => {
            let view = coach::add_team_to_season(
                store,
                SeasonId(*season),
                TeamId(*team),
                division.as_deref(),
            )?;
            emit(*json, &view, || text::season(&view))?;
        }
        SeasonCommand::RemoveTeam { season, team } => {
            coach::remove_team_from_season(store, SeasonId(*season), TeamId(*team))?;
            outln!("Took team {team} out of season {season}.");
        }
        SeasonCommand::Close { season } => {
            let view = coach::set_season_closed(store, SeasonId(*season), true)?;
            outln!("Closed season {} \"{}\".", view.season.id, view.season.name);
        }
        SeasonCommand::Reopen { season } => {
            let view = coach::set_season_closed(store, SeasonId(*season), false)?;
            outln!(
                "Reopened season {} \"{}\".",
                view.season.id,
                view.season.name
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub fn run_fixtures(store: &mut Store, command: &FixturesCommand) -> Result<ExitCode> {
    match command {
        FixturesCommand::Generate {
            season,
            double,
            start,
            every_days,
            json,
        } => {
            let schedule = Schedule {
                double: *double,
                start: *start,
                every_days: every_days.unwrap_or(0),
            };
            let lines = coach::generate_fixtures(store, SeasonId(*season), schedule)?;
            emit(*json, &lines, || text::fixtures_generated(&lines))?;
        }
        FixturesCommand::List {
            season,
            round,
            json,
        } => {
            let mut lines = coach::fixture_list(store, SeasonId(*season))?;
            let mut byes = coach::byes(store, SeasonId(*season))?;
            if let Some(round) = round {
                lines.retain(|line| line.round == *round && !line.playoff);
                byes.retain(|(r, _)| r == round);
            }
            emit(*json, &lines, || text::fixtures_with_byes(&lines, &byes))?;
        }
        FixturesCommand::Add {
            season,
            home,
            away,
            round,
            date,
            json,
        } => {
            let manual = ManualFixture {
                home: TeamId(*home),
                away: TeamId(*away),
                round: *round,
                date: *date,
            };
            let line = coach::add_fixture(store, SeasonId(*season), manual)?;
            emit(*json, &line, || text::fixture_added(&line))?;
        }
        FixturesCommand::Reschedule { fixture, date, .. } => {
            let line = coach::reschedule(store, FixtureId(*fixture), *date)?;
            out!("{}", text::fixtures(std::slice::from_ref(&line)));
        }
        FixturesCommand::Delete { fixture } => {
            let line = coach::delete_fixture(store, FixtureId(*fixture))?;
            outln!(
                "Deleted match {}: {} v {} (round {}).",
                line.id,
                line.home,
                line.away,
                line.round
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub fn run_match(store: &mut Store, command: &MatchCommand) -> Result<ExitCode> {
    match command {
        MatchCommand::Record(args) => {
            let line = coach::record_result(store, FixtureId(args.fixture), &report(args)?)?;
            emit(args.json, &line, || {
                text::result_recorded("Recorded", &line)
            })?;
        }
        MatchCommand::Edit(args) => {
            let id = FixtureId(args.fixture);
            // Without events and date, only the score changes: what players did is kept.
            let line = if args.events.is_empty() && args.date.is_none() {
                coach::edit_scores(store, id, &report(args)?)?
            } else {
                coach::edit_result(store, id, &report(args)?)?
            };
            emit(args.json, &line, || text::result_recorded("Edited", &line))?;
        }
        MatchCommand::Reset {
            fixture,
            dry_run,
            json,
        } => {
            let id = FixtureId(*fixture);
            let plan = if *dry_run {
                coach::reset_plan(store, id)?
            } else {
                coach::reset_result(store, id)?
            };
            emit(*json, &plan, || text::reset(&plan, *dry_run))?;
        }
        MatchCommand::Show { fixture, json } => {
            let id = FixtureId(*fixture);
            let line = coach::fixture_line(store, id)?;
            let events = coach::match_events(store, id)?;
            let shown = serde_json::json!({ "match": line, "events": events });
            emit(*json, &shown, || text::match_shown(&line, &events))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn report(args: &ResultArgs) -> Result<MatchReport> {
    Ok(MatchReport {
        home_score: args.home_score,
        away_score: args.away_score,
        landslide: args.landslide,
        home_casualties: args.home_cas,
        away_casualties: args.away_cas,
        played_on: args.date,
        events: args
            .events
            .iter()
            .map(|text| parse_event(text))
            .collect::<Result<_>>()?,
        game_detail: None,
    })
}

/// Reads `PLAYER:KIND[:COUNT]`.
fn parse_event(text: &str) -> Result<PlayerEvent> {
    let kinds = || EventKind::ALL.map(|kind| kind.id().to_string()).to_vec();
    let bad = || InputFault::EventSyntax {
        given: text.to_string(),
        kinds: kinds(),
    };
    let mut parts = text.split(':');
    let player = parts
        .next()
        .and_then(|p| p.trim().parse::<i64>().ok())
        .ok_or_else(bad)?;
    let kind = parts.next().ok_or_else(bad)?;
    let kind = EventKind::parse(kind).ok_or_else(|| InputFault::EventKindUnknown {
        given: kind.to_string(),
        kinds: kinds(),
    })?;
    let amount = match parts.next() {
        Some(count) => count.trim().parse::<u32>().map_err(|_| bad())?,
        None => 1,
    };
    if parts.next().is_some() {
        return Err(bad().into());
    }
    Ok(PlayerEvent {
        player: PlayerId(player),
        kind,
        amount,
        source: None,
    })
}

pub fn run_standings(
    store: &mut Store,
    context: &Context,
    args: &StandingsArgs,
) -> Result<ExitCode> {
    let tables = coach::standings(
        store,
        context,
        SeasonId(args.season),
        args.division.as_deref(),
    )?;
    if args.json {
        let rows: Vec<_> = tables.iter().flat_map(standings_text::json_rows).collect();
        emit(true, &rows, String::new)?;
    } else {
        let league = coach::season_league(store, SeasonId(args.season))?;
        out!("{}", standings_text::standings(&tables, &league));
    }
    Ok(ExitCode::SUCCESS)
}

pub fn run_playoffs(
    store: &mut Store,
    context: &Context,
    command: &PlayoffsCommand,
) -> Result<ExitCode> {
    match command {
        PlayoffsCommand::New {
            season,
            top,
            best_of,
            name,
            json,
        } => {
            let bracket =
                coach::new_playoff(store, context, SeasonId(*season), *top, *best_of, name)?;
            emit(*json, &bracket, || standings_text::bracket(&bracket, true))?;
        }
        PlayoffsCommand::Show { playoff, json } => {
            let bracket = coach::bracket(store, PlayoffId(*playoff))?;
            emit(*json, &bracket, || standings_text::bracket(&bracket, false))?;
        }
        PlayoffsCommand::List { season, json } => {
            let brackets = coach::brackets(store, SeasonId(*season))?;
            emit(*json, &brackets, || {
                brackets
                    .iter()
                    .map(|b| standings_text::bracket(b, false))
                    .collect()
            })?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub fn run_audit(store: &mut Store, args: &AuditArgs) -> Result<ExitCode> {
    let filter = AuditFilter {
        league: args.league.map(LeagueId),
        team: args.team.map(TeamId),
        player: args.player.map(PlayerId),
        fixture: args.fixture.map(FixtureId),
        action: args.action.clone(),
        limit: args.limit,
    };
    let rows = coach::audit_log(store, &filter)?;
    emit(args.json, &rows, || history_text::audit(&rows))?;
    Ok(ExitCode::SUCCESS)
}

pub fn run_history(store: &mut Store, command: &HistoryCommand) -> Result<ExitCode> {
    match command {
        HistoryCommand::Team { team, json } => {
            let history = coach::team_history(store, TeamId(*team))?;
            emit(*json, &history, || history_text::team_history(&history))?;
        }
        HistoryCommand::Player { player, json } => {
            let career = coach::player_career(store, PlayerId(*player))?;
            emit(*json, &career, || history_text::career(&career))?;
        }
        HistoryCommand::Graveyard { league, json } => {
            let graves = coach::graveyard(store, LeagueId(*league))?;
            emit(*json, &graves, || history_text::graveyard(&graves))?;
        }
        HistoryCommand::H2h {
            team,
            opponent,
            json,
        } => {
            let h2h = coach::head_to_head(store, TeamId(*team), TeamId(*opponent))?;
            emit(*json, &h2h, || history_text::head_to_head(&h2h))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
