//! Each operation resolved against the league and run through the coach functions the
//! command line calls for it (see `src/cli`): the team commands of each game, the match
//! day, undo and reset, exchange, seasons, fixtures, playoffs, publish.

use std::collections::BTreeMap;

use dugout::coach::{self, MatchReport, PlayerEvent, Schedule, SeasonStart};
use dugout::data::Lang;
use dugout::data::dreadball::StaffKind;
use dugout::store::{EventKind, FixtureId, PlayerId, TeamId};
use dugout::{Error, Result};
use serde_json::{Value, json};

use super::ops::Op;
use super::world::{Game, World};

mod games;
mod step;

pub use games::create_teams;
pub use step::step;

/// A team change the store can undo, as given: run again by `change` to give it again.
#[derive(Debug, Clone)]
pub enum Change {
    Hire {
        team: TeamId,
        position: &'static str,
        name: String,
    },
    Release {
        team: TeamId,
        player: PlayerId,
    },
    Buy {
        team: TeamId,
        item: usize,
        count: u32,
    },
    Staff {
        team: TeamId,
        kind: StaffKind,
    },
    Build {
        team: TeamId,
        design: usize,
        name: String,
    },
    RenamePlayer {
        team: TeamId,
        player: PlayerId,
        name: String,
    },
    Renumber {
        team: TeamId,
        player: PlayerId,
        number: u32,
    },
    RenameTeam {
        team: TeamId,
        name: String,
    },
    Colours {
        team: TeamId,
        colour: Option<&'static str>,
    },
    Override {
        team: TeamId,
        player: Option<PlayerId>,
        field: &'static str,
        value: String,
    },
}

impl Change {
    pub fn team(&self) -> TeamId {
        match self {
            Change::Hire { team, .. }
            | Change::Release { team, .. }
            | Change::Buy { team, .. }
            | Change::Staff { team, .. }
            | Change::Build { team, .. }
            | Change::RenamePlayer { team, .. }
            | Change::Renumber { team, .. }
            | Change::RenameTeam { team, .. }
            | Change::Colours { team, .. }
            | Change::Override { team, .. } => *team,
        }
    }
}

/// What a step does, its targets resolved.
#[derive(Debug, Clone)]
pub enum Action {
    Change(Change),
    Undo(TeamId),
    /// A read: DreadBall's pre-match screen (its offers, nothing written).
    Look(FixtureId),
    PreMatch(FixtureId, u64),
    PostMatch(FixtureId, Value),
    Record(FixtureId, MatchReport),
    Reset(FixtureId),
    ExportImport(TeamId, String),
    NewSeason(String),
    Fixtures(bool),
    Playoffs(u32),
    Publish,
}

impl Action {
    /// The fixture of a match-day write.
    pub fn match_day(&self) -> Option<FixtureId> {
        match self {
            Action::PreMatch(f, _) | Action::PostMatch(f, _) | Action::Record(f, _) => Some(*f),
            _ => None,
        }
    }
}

/// The team commands colours take: set, set another, clear.
const COLOURS: [Option<&str>; 3] = [Some("#1A2B3C"), Some("c0ffee"), None];

/// `override` fields: (on a player?, field, value; `None` for a fresh name).
pub const OVERRIDES: [(bool, &str, Option<&str>); 19] = [
    (false, "name", None),
    (false, "coach", Some("Overseer")),
    (false, "dice", Some("3")),
    (false, "treasury", Some("150")),
    (false, "cheerleaders", Some("1")),
    (true, "name", None),
    (true, "number", Some("17")),
    (true, "strength", Some("4")),
    (true, "move", Some("6")),
    // Blood Bowl and Dungeonbowl's fields.
    (false, "rerolls", Some("2")),
    (false, "dedicated_fans", Some("2")),
    (false, "apothecary", Some("yes")),
    (true, "st", Some("4")),
    (true, "ma", Some("7")),
    (true, "spp", Some("6")),
    // Killpower Ball's.
    (false, "ranking_points", Some("12")),
    (true, "phy", Some("5")),
    (true, "experience", Some("10")),
    (true, "dep", Some("4")),
];

/// Resolves `op` against the league; None when the game has no such command or there is
/// nothing to aim it at (the step is skipped).
pub fn resolve(world: &mut World, op: &Op) -> Option<Action> {
    let game = world.game;
    let change = |c: Change| Some(Action::Change(c));
    match *op {
        Op::Hire { team, position } => {
            let team = world.team(team)?;
            let position = games::position(game, position)?;
            let name = world.fresh_name("Rookie");
            change(Change::Hire {
                team,
                position,
                name,
            })
        }
        Op::Release { team, player } => {
            let team = world.team(team)?;
            let player = games::has_players(game).then(|| world.player(team, player))??;
            change(Change::Release { team, player })
        }
        Op::Buy { team, item, count } => {
            let team = world.team(team)?;
            let item = games::item(game, item)?;
            change(Change::Buy {
                team,
                item,
                count: u32::from(count),
            })
        }
        Op::Staff { team, kind } => {
            let team = world.team(team)?;
            if game != Game::DreadBall {
                return None;
            }
            let kind = [
                StaffKind::Offensive,
                StaffKind::Defensive,
                StaffKind::Support,
            ][usize::from(kind) % 3];
            change(Change::Staff { team, kind })
        }
        Op::Build { team, design } => {
            let team = world.team(team)?;
            if game != Game::DreadBall {
                return None;
            }
            let name = world.fresh_name("Built");
            change(Change::Build {
                team,
                design: usize::from(design) % games::DESIGNS,
                name,
            })
        }
        Op::RenamePlayer { team, player } => {
            let team = world.team(team)?;
            let player = games::has_players(game).then(|| world.player(team, player))??;
            let name = world.fresh_name("Renamed");
            change(Change::RenamePlayer { team, player, name })
        }
        Op::Renumber {
            team,
            player,
            number,
        } => {
            let team = world.team(team)?;
            let player = games::has_players(game).then(|| world.player(team, player))??;
            change(Change::Renumber {
                team,
                player,
                number: u32::from(number),
            })
        }
        Op::RenameTeam { team } => {
            let team = world.team(team)?;
            let name = world.fresh_name("Team");
            change(Change::RenameTeam { team, name })
        }
        Op::Colours { team, colour } => {
            let team = world.team(team)?;
            let colour = COLOURS[usize::from(colour) % COLOURS.len()];
            change(Change::Colours { team, colour })
        }
        Op::Override {
            team,
            player,
            field,
        } => {
            let team = world.team(team)?;
            let (on_player, field, value) = OVERRIDES[usize::from(field) % OVERRIDES.len()];
            let player = if on_player {
                Some(world.player(team, player)?)
            } else {
                None
            };
            let value = match value {
                Some(value) => value.to_string(),
                None => world.fresh_name("Overridden"),
            };
            change(Change::Override {
                team,
                player,
                field,
                value,
            })
        }
        Op::Undo { team } => Some(Action::Undo(world.team(team)?)),
        Op::PreMatch { fixture, seed } => {
            let fixture = world.fixture(fixture)?;
            Some(match game {
                Game::DreadBall => Action::Look(fixture),
                _ => Action::PreMatch(fixture, u64::from(seed)),
            })
        }
        Op::PostMatch {
            fixture,
            home,
            away,
            detail,
            seed,
        } => {
            let fixture = world.fixture(fixture)?;
            let report = games::report(world, fixture, [home, away], detail, u64::from(seed))?;
            Some(Action::PostMatch(fixture, report))
        }
        Op::Record {
            fixture,
            home,
            away,
        } => {
            let fixture = world.fixture(fixture)?;
            Some(Action::Record(
                fixture,
                record(world, fixture, [home, away])?,
            ))
        }
        Op::Reset { fixture } => Some(Action::Reset(world.fixture_to_reset(fixture)?)),
        Op::ExportImport { team } => {
            let team = world.team(team)?;
            Some(Action::ExportImport(team, world.fresh_name("Imported")))
        }
        Op::NewSeason => Some(Action::NewSeason(world.fresh_name("Season"))),
        Op::Fixtures { double } => Some(Action::Fixtures(double)),
        Op::Playoffs { top } => Some(Action::Playoffs([2, 4, 2, 3][usize::from(top) % 4])),
        Op::Publish => (!world.published).then_some(Action::Publish),
    }
}

/// `match record`: the score, and for DreadBall the strikes of one player of each side
/// (events of players that then stay in the file).
fn record(world: &World, fixture: FixtureId, score: [u8; 2]) -> Option<MatchReport> {
    let (home, away) = games::sides(world, fixture)?;
    let mut events = Vec::new();
    if world.game == Game::DreadBall {
        for (team, scored) in [(home, score[0]), (away, score[1])] {
            if let (Some(player), true) = (world.scorer(team, 0), scored > 0) {
                events.push(PlayerEvent {
                    player,
                    kind: EventKind::Strike,
                    amount: u32::from(scored),
                    source: None,
                });
            }
        }
    }
    // Only Blood Bowl counts casualties in a result.
    let casualties = |n: u8| {
        if world.game.is_blood_bowl() {
            u32::from(n % 2)
        } else {
            0
        }
    };
    Some(MatchReport {
        home_score: u32::from(score[0]),
        away_score: u32::from(score[1]),
        landslide: false,
        home_casualties: casualties(score[1]),
        away_casualties: casualties(score[0]),
        played_on: None,
        events,
        game_detail: None,
    })
}

/// Runs a resolved action, as the command line would.
pub fn run(world: &mut World, action: &Action) -> Result<()> {
    let league = world.league;
    match action {
        Action::Change(change) => games::change(world, change),
        Action::Undo(team) => coach::undo(&mut world.store, *team).map(drop),
        Action::Look(fixture) => {
            coach::dreadball::prematch(&mut world.store, &world.context, *fixture).map(drop)
        }
        Action::PreMatch(fixture, seed) => games::prematch(world, *fixture, *seed),
        Action::PostMatch(fixture, report) => games::postmatch(world, *fixture, report),
        Action::Record(fixture, report) => {
            coach::record_result(&mut world.store, *fixture, report).map(drop)
        }
        Action::Reset(fixture) => coach::reset_result(&mut world.store, *fixture).map(drop),
        Action::ExportImport(team, name) => {
            let text = dugout::exchange::export_team(&mut world.store, *team)?.to_text()?;
            dugout::exchange::import_team(
                &mut world.store,
                &text,
                league,
                Some(name),
                false,
                Lang::En,
            )
            .map(drop)
        }
        Action::NewSeason(name) => {
            coach::start_season(&mut world.store, league, name, SeasonStart::EveryTeam).map(drop)
        }
        Action::Fixtures(double) => {
            let season = latest_season(world)?;
            let schedule = Schedule {
                double: *double,
                start: None,
                every_days: 0,
            };
            coach::generate_fixtures(&mut world.store, season, schedule).map(drop)
        }
        Action::Playoffs(top) => {
            let season = latest_season(world)?;
            // Killpower Ball's `kpb tournament`: every team of the season.
            let top = if world.game == Game::Killpower {
                let teams = coach::season_view(&mut world.store, season)?.teams.len();
                u32::try_from(teams).unwrap_or(0)
            } else {
                *top
            };
            let name = world.fresh_name("Cup");
            coach::new_playoff(&mut world.store, &world.context, season, top, 1, &name).map(drop)
        }
        Action::Publish => {
            world.published = true;
            let options = dugout::publish::PublishOptions {
                langs: vec![Lang::En],
                seasons: Vec::new(),
            };
            let site = world.site.clone();
            dugout::publish::publish(&mut world.store, league, &site, &options, &|_| {}).map(drop)
        }
    }
}

fn latest_season(world: &World) -> Result<dugout::store::SeasonId> {
    world
        .seasons()
        .last()
        .copied()
        .ok_or_else(|| Error::Refused {
            id: "no_season",
            en: "the league has no season".into(),
            fr: "la ligue n'a pas de saison".into(),
        })
}

/// A die map for requests that take typed dice (none: every die from the seed).
pub fn no_dice() -> BTreeMap<String, u8> {
    BTreeMap::new()
}

pub fn json_players(list: &[(PlayerId, Value)]) -> Value {
    Value::Array(
        list.iter()
            .map(|(player, fields)| {
                let mut line = json!({ "player": player.0 });
                if let (Some(line), Some(fields)) = (line.as_object_mut(), fields.as_object()) {
                    line.extend(fields.clone());
                }
                line
            })
            .collect(),
    )
}
