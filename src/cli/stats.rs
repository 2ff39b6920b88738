//! `dugout stats`: a league's leaders, records and head-to-head, as text in the user's
//! language or as JSON for scripts (and a league website's bars).

use std::process::ExitCode;

use clap::{ArgGroup, Args, Subcommand};
use serde::Serialize;

use super::emit;
use super::stats_text;
use crate::Result;
use crate::coach::{self, Context, LeagueStats, Reading};
use crate::stats::Scope;
use crate::store::{LeagueId, SeasonId, Store, TeamId};

#[derive(Debug, Subcommand)]
pub enum StatsCommand {
    /// The top players and teams of each statistic, in a season, a league (all time) or
    /// a team
    Leaders(LeadersArgs),
    /// The league's records (or a season's): biggest win, most scored, longest runs…
    Records(RecordsArgs),
    /// What each team did against each other team, in a season or all time
    H2h(HeadToHeadArgs),
    /// Each team's position and points after each round of a season, per division
    Race(RaceArgs),
}

#[derive(Debug, Args)]
pub struct RaceArgs {
    #[arg(long)]
    pub season: i64,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
#[command(group(ArgGroup::new("scope").required(true).args(["season", "league", "team"])))]
pub struct LeadersArgs {
    #[arg(long)]
    pub season: Option<i64>,
    #[arg(long)]
    pub league: Option<i64>,
    /// One team's players, all time
    #[arg(long)]
    pub team: Option<i64>,
    /// One statistic, by its id (e.g. strikes, touchdowns); every one when left out
    #[arg(long, value_name = "ID")]
    pub stat: Option<String>,
    /// How many places to show (a tie at the last place is shown whole)
    #[arg(long, value_name = "N", default_value_t = 5,
          value_parser = clap::value_parser!(u16).range(1..))]
    pub top: u16,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct RecordsArgs {
    #[arg(long)]
    pub league: i64,
    /// Only this season's matches
    #[arg(long)]
    pub season: Option<i64>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
#[command(group(ArgGroup::new("scope").required(true).args(["season", "league"])))]
pub struct HeadToHeadArgs {
    #[arg(long)]
    pub season: Option<i64>,
    /// All the league's seasons
    #[arg(long)]
    pub league: Option<i64>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct LeadersJson<'a> {
    leaders: &'a [crate::coach::LeaderBoard],
}

#[derive(Serialize)]
struct RecordsJson<'a> {
    records: &'a [crate::coach::RecordLine],
}

pub fn run(store: &mut Store, context: &Context, command: &StatsCommand) -> Result<ExitCode> {
    match command {
        StatsCommand::Leaders(args) => leaders(store, context, args)?,
        StatsCommand::Records(args) => records(store, context, args)?,
        StatsCommand::H2h(args) => head_to_head(store, context, args)?,
        StatsCommand::Race(args) => {
            let race = coach::season_race(store, context, SeasonId(args.season))?;
            emit(args.json, &race, || stats_text::race(&race, context.lang))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn leaders(store: &mut Store, context: &Context, args: &LeadersArgs) -> Result<()> {
    let scope = match (args.season, args.league, args.team) {
        (Some(season), _, _) => Scope::Season(SeasonId(season)),
        (None, Some(league), _) => Scope::League(LeagueId(league)),
        (None, None, team) => Scope::Team(TeamId(team.unwrap_or_default())),
    };
    let boards = coach::leader_boards(
        store,
        scope,
        args.stat.as_deref(),
        usize::from(args.top),
        context.lang,
    )?;
    emit(args.json, &LeadersJson { leaders: &boards }, || {
        stats_text::leaders(&boards, context.lang)
    })
}

fn records(store: &mut Store, context: &Context, args: &RecordsArgs) -> Result<()> {
    let reading = Reading::Records(args.season.map(SeasonId));
    let stats = LeagueStats::read(store, LeagueId(args.league), reading)?;
    let lines = stats.record_lines(context.lang);
    emit(args.json, &RecordsJson { records: &lines }, || {
        stats_text::records(&lines, &stats, context.lang)
    })
}

fn head_to_head(store: &mut Store, context: &Context, args: &HeadToHeadArgs) -> Result<()> {
    let (scope, season) = match (args.season, args.league) {
        (Some(season), _) => (Scope::Season(SeasonId(season)), Some(SeasonId(season))),
        (None, league) => (Scope::League(LeagueId(league.unwrap_or_default())), None),
    };
    let stats = LeagueStats::read_scope(store, scope, Reading::Matches(season))?;
    let view = stats.head_to_head_view();
    emit(args.json, &view, || {
        stats_text::head_to_head(&view, context.lang)
    })
}
