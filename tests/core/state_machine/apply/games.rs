//! What differs by game: the teams a sequence starts with, the positions, items and
//! designs, the reports, and which coach function each team command calls (as
//! `src/cli/<game>/team.rs` and `src/cli/dreadball/overrides.rs` do).

use dugout::Result;
use dugout::coach::bloodbowl::match_day::{self as bb_day, PostmatchReport, PrematchRequest};
use dugout::coach::dreadball::{Item, PostMatchReport, TeamStart};
use dugout::coach::killpower::{self as kpb, KpbMatchReport};
use dugout::coach::{self, ColourChoice};
use dugout::data::Lang;
use dugout::rules::bloodbowl::Purchase;
use dugout::rules::dreadball::build::{Design, MechaniteDesign, MutantDesign};
use dugout::store::{FixtureId, TeamId};
use serde_json::{Value, json};

use super::{Change, json_players, no_dice};
use crate::common::killpower::{DECK_CSV, SQUAD};
use crate::state_machine::world::{Game, World};

const DREADBALL_POSITIONS: [&str; 3] = ["jack", "striker", "guard"];
const BLOOD_BOWL_POSITIONS: [&str; 6] = [
    "lineman", "blitzer", "thrower", "catcher", "goblin", "big-un",
];
const DREADBALL_ITEMS: [Item; 3] = [Item::Dice, Item::Cards, Item::Cheerleaders];
pub const DESIGNS: usize = 3;

/// The four teams of a new league: each game's own, with players to play.
pub fn create_teams(world: &mut World) {
    let (store, context, league) = (&mut world.store, &world.context, world.league);
    match world.game {
        Game::DreadBall => {
            for (roster, name, start) in [
                ("Trontek 29ers", "Titans", TeamStart::StartingLineup),
                ("Ro-Tek Brutes", "Bolts", TeamStart::Budget(150)),
                ("Kovoss Kryptics", "Freaks", TeamStart::Budget(150)),
                ("Midgard Delvers", "Miners", TeamStart::StartingLineup),
            ] {
                coach::dreadball::create_team(store, context, league, roster, name, "Ann", start)
                    .expect("DreadBall team");
            }
        }
        Game::BloodBowl | Game::Dungeonbowl => {
            let human: Vec<String> = ["lineman:7", "blitzer:2", "thrower:1", "catcher:1"]
                .map(String::from)
                .to_vec();
            let orc: Vec<String> = ["lineman:6", "blitzer:2", "thrower:1", "goblin:2"]
                .map(String::from)
                .to_vec();
            for (roster, name, hires) in [
                ("human", "Reavers", &human),
                ("orc", "Gouged Eye", &orc),
                ("human", "Bulls", &human),
                ("orc", "Skull Crushers", &orc),
            ] {
                let new = coach::bloodbowl::NewTeam {
                    league,
                    roster,
                    name,
                    coach: "Ann",
                    treasury_gp: None,
                    hires,
                };
                coach::bloodbowl::create_team_with(store, Lang::En, &new).expect("Blood Bowl team");
            }
        }
        Game::Killpower => {
            let cards = kpb::parse_deck(DECK_CSV).expect("deck");
            kpb::import_deck(store, league, &cards, false).expect("deck imported");
            for (seed, name) in [(1, "Titanos"), (2, "Viking"), (3, "Wolves"), (4, "Ravens")] {
                let new = kpb::NewKpbTeam {
                    league,
                    name: name.into(),
                    coach: "Ann".into(),
                    gladiators: SQUAD
                        .iter()
                        .map(|g| kpb::parse_gladiator(g).expect("gladiator"))
                        .collect(),
                    dice: no_dice(),
                    seed: Some(seed),
                };
                kpb::create_team(store, Lang::En, &new, false).expect("Killpower Ball team");
            }
        }
    }
}

/// Whether the game's team commands aim at players (Killpower Ball's gladiators are made
/// with the team: `team hire`, `release`, `rename-player`, `renumber` are not its).
pub fn has_players(game: Game) -> bool {
    game != Game::Killpower
}

pub fn position(game: Game, n: u8) -> Option<&'static str> {
    let n = usize::from(n);
    match game {
        Game::DreadBall => Some(DREADBALL_POSITIONS[n % DREADBALL_POSITIONS.len()]),
        Game::BloodBowl | Game::Dungeonbowl => {
            Some(BLOOD_BOWL_POSITIONS[n % BLOOD_BOWL_POSITIONS.len()])
        }
        Game::Killpower => None,
    }
}

/// The Nth item the game's `team buy` takes.
pub fn item(game: Game, n: u8) -> Option<usize> {
    let n = usize::from(n);
    match game {
        Game::DreadBall => Some(n % DREADBALL_ITEMS.len()),
        Game::BloodBowl | Game::Dungeonbowl => Some(n % Purchase::ALL.len()),
        Game::Killpower => None,
    }
}

fn design(n: usize) -> Design {
    match n {
        0 => Design::Mechanite(MechaniteDesign {
            coding: "jack".into(),
            locomotion: "Monoroue".into(),
            chassis: "body b".into(),
            head: "QUAD-CAMS".into(),
            arms: vec!["Main".into(), "claw".into()],
            programs: Vec::new(),
        }),
        1 => Design::Mutant(MutantDesign {
            position: "jack".into(),
            upgrades: vec!["yndij".into()],
        }),
        _ => Design::Mutant(MutantDesign {
            position: "striker".into(),
            upgrades: [
                "asterian",
                "veer-myn tail",
                "striker-arms-judwan",
                "improved focus",
            ]
            .map(String::from)
            .to_vec(),
        }),
    }
}

/// Runs a team change with the coach function its command calls.
pub fn change(world: &mut World, change: &Change) -> Result<()> {
    let game = world.game;
    let (store, context) = (&mut world.store, &world.context);
    let bb = game.is_blood_bowl();
    match change.clone() {
        Change::Hire {
            team,
            position,
            name,
        } if bb => coach::bloodbowl::hire(store, Lang::En, team, position, Some(&name)).map(drop),
        Change::Hire {
            team,
            position,
            name,
        } => coach::dreadball::hire(store, context, team, position, Some(&name)).map(drop),
        Change::Release { team, player } if bb => {
            coach::bloodbowl::release(store, Lang::En, team, player).map(drop)
        }
        Change::Release { team, player } => {
            coach::dreadball::release(store, context, team, player).map(drop)
        }
        Change::Buy { team, item, count } if bb => {
            coach::bloodbowl::buy(store, team, Purchase::ALL[item], count).map(drop)
        }
        Change::Buy { team, item, count } => {
            coach::dreadball::buy(store, context, team, DREADBALL_ITEMS[item], count).map(drop)
        }
        Change::Staff { team, kind } => {
            coach::dreadball::hire_staff(store, context, team, kind).map(drop)
        }
        Change::Build {
            team,
            design: n,
            name,
        } => {
            coach::dreadball::build_player(store, context, team, &design(n), Some(&name)).map(drop)
        }
        Change::RenamePlayer { team, player, name } if bb => {
            coach::bloodbowl::rename_player(store, team, player, &name).map(drop)
        }
        Change::RenamePlayer { team, player, name } => {
            coach::dreadball::rename_player(store, team, player, &name).map(drop)
        }
        Change::Renumber {
            team,
            player,
            number,
        } if bb => coach::bloodbowl::renumber_player(store, team, player, number).map(drop),
        Change::Renumber {
            team,
            player,
            number,
        } => coach::dreadball::renumber_player(store, context, team, player, number).map(drop),
        Change::RenameTeam { team, name } => coach::rename_team(store, team, &name).map(drop),
        Change::Colours { team, colour } => {
            let choice = colour.map_or(ColourChoice::Clear, ColourChoice::Set);
            coach::set_team_colours(store, team, choice, ColourChoice::Keep).map(drop)
        }
        Change::Override {
            team,
            player,
            field,
            value,
        } => overriding(world, team, player, field, &value),
    }
}

/// `override team|player`. HOOK: the command line sends every game's override to
/// DreadBall's functions today (`src/cli/dreadball/overrides.rs`); when each game has its
/// own (issue 44, part 2), call the game's entry point here, as the command line will.
fn overriding(
    world: &mut World,
    team: TeamId,
    player: Option<dugout::store::PlayerId>,
    field: &str,
    value: &str,
) -> Result<()> {
    let reason = "sequence test";
    match player {
        None => {
            coach::overrides::override_team(&mut world.store, team, field, value, reason).map(drop)
        }
        Some(player) => {
            coach::overrides::override_player(&mut world.store, player, field, value, reason)
                .map(drop)
        }
    }
}

/// The home and away teams of a fixture.
pub fn sides(world: &World, fixture: FixtureId) -> Option<(TeamId, TeamId)> {
    world
        .conn()
        .query_row(
            "SELECT home_team_id, away_team_id FROM fixture WHERE id = ?1",
            [fixture.0],
            |row| Ok((TeamId(row.get(0)?), TeamId(row.get(1)?))),
        )
        .ok()
}

/// The post-match report of the game, as its `postmatch --file` takes it: the score, who
/// scored, and (by `detail`'s bits) a man of the match, an injury or casualty, a re-roll
/// bought after the match.
pub fn report(
    world: &World,
    fixture: FixtureId,
    score: [u8; 2],
    detail: u8,
    seed: u64,
) -> Option<Value> {
    let (home, away) = sides(world, fixture)?;
    let (h, a) = (score[0], score[1]);
    let scorer = |team, n| world.player(team, n);
    let mut report = json!({ "home_score": h, "away_score": a, "seed": seed });
    match world.game {
        Game::DreadBall => {
            let mut players = Vec::new();
            for (team, scored) in [(home, h), (away, a)] {
                // A Jack's or Striker's strikes; now and then the first player's, who may
                // be a Guard (a refusal the machine must take without harm).
                let who = match detail & 8 != 0 {
                    true => scorer(team, 0),
                    false => world.scorer(team, 0),
                };
                if let (Some(p), true) = (who, scored > 0) {
                    players.push((p, json!({ "strikes": scored })));
                }
            }
            // A die typed from a physical one (issue 46), now and then.
            if detail & 4 != 0 {
                report["dice"] = json!({ "earnings.home.1": 1 + seed % 6 });
            }
            if let (Some(p), true) = (scorer(away, 1), detail & 2 != 0) {
                players.push((p, json!({ "injured": true })));
            }
            report["players"] = json_players(&players);
            if let (Some(p), true) = (scorer(home, 0), detail & 1 != 0) {
                report["man_of_the_match"] = json!([p.0]);
            }
        }
        Game::BloodBowl | Game::Dungeonbowl => {
            report["game"] = json!("bloodbowl");
            let mut players = Vec::new();
            for (team, scored) in [(home, h), (away, a)] {
                if let (Some(p), true) = (scorer(team, 0), scored > 0) {
                    players.push((p, json!({ "touchdowns": scored })));
                }
            }
            report["players"] = json_players(&players);
            if let (Some(p), true) = (scorer(away, 2), detail & 2 != 0) {
                report["casualties"] = json!([{ "player": p.0 }]);
            }
            if detail & 1 != 0 {
                report["home"] = json!({ "rerolls": 1 });
            }
        }
        Game::Killpower => {}
    }
    Some(report)
}

pub fn prematch(world: &mut World, fixture: FixtureId, seed: u64) -> Result<()> {
    match world.game {
        Game::Killpower => {
            let request = kpb::PrematchRequest {
                fixture,
                lineups: [None, None],
                dice: no_dice(),
                seed: Some(seed),
            };
            kpb::record_prematch(&mut world.store, &request).map(drop)
        }
        _ => {
            let request = PrematchRequest {
                seed: Some(seed),
                ..PrematchRequest::default()
            };
            bb_day::record_prematch(&mut world.store, &world.context, fixture, &request).map(drop)
        }
    }
}

pub fn postmatch(world: &mut World, fixture: FixtureId, report: &Value) -> Result<()> {
    let (store, context) = (&mut world.store, &world.context);
    match world.game {
        Game::DreadBall => {
            let report = PostMatchReport::from_json(report.clone())?;
            coach::dreadball::record_postmatch(store, context, fixture, &report).map(drop)
        }
        Game::BloodBowl | Game::Dungeonbowl => {
            let report = PostmatchReport::from_json(report.clone())?;
            bb_day::record_postmatch(store, context, fixture, &report).map(drop)
        }
        Game::Killpower => {
            let report = KpbMatchReport::from_json(report.clone())?;
            kpb::record_postmatch(store, Lang::En, fixture, &report).map(drop)
        }
    }
}
