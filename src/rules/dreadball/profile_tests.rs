//! A stored player's profile against what made it, with the numbers of the reference
//! data: roster hires, advancements, MVPs and Giants, builds, free agents, skills.

use super::build::{Design, MechaniteDesign, Stat};
use super::match_day::{BEST_TARGET, MAX_MOVE, improved};
use super::profile::*;
use super::{PlayerKind, profile_text::ProfileProblem as P};
use crate::data::Lang;
use crate::data::dreadball::{MvpKind, Position, Reference, Role, StatLine, Team};

fn reference() -> &'static Reference {
    Reference::bundled().expect("bundled data")
}

fn roster(id: &str) -> &'static Team {
    reference().teams.iter().find(|t| t.id == id).expect(id)
}

fn role(team: &'static Team, id: &str) -> &'static Role {
    team.role.iter().find(|r| r.id == id).expect(id)
}

fn hired<'a>(role: &'a Role, skills: &'a [String]) -> StoredPlayer<'a> {
    StoredPlayer {
        number: 7,
        name: "Vance",
        kind: PlayerKind::Roster,
        role: Some(&role.id),
        position: role.position,
        stats: role.stats(),
        skills,
        build: None,
        giant: false,
    }
}

fn problems(team: &Team, player: &StoredPlayer<'_>) -> Vec<P> {
    profile_problems(team, reference(), player)
}

#[test]
fn a_player_as_a_hire_writes_it_has_no_problem() {
    let team = roster("trontek-29ers");
    for role in &team.role {
        assert_eq!(
            problems(team, &hired(role, &role.skills)),
            [],
            "{}",
            role.id
        );
    }
}

#[test]
fn a_position_is_read_only_among_the_games() {
    let who = Who::new(3, "Vance");
    assert!(read_labels(&who, "roster", "Guard").is_ok());
    let Err(problem) = read_labels(&who, "roster", "dragon") else {
        panic!("a dragon is no position");
    };
    assert_eq!(
        problem,
        P::UnknownPosition {
            who: who.clone(),
            given: "dragon".into()
        }
    );
    assert!(problem.message(Lang::En).contains("`dragon`"));
    assert!(problem.message(Lang::Fr).contains("« dragon »"));
    assert!(read_labels(&who, "wizard", "guard").is_err());
}

#[test]
fn the_position_agrees_with_the_role() {
    let team = roster("trontek-29ers");
    let guard = role(team, "guard");
    let mut player = hired(guard, &guard.skills);
    player.position = Position::Striker;
    assert_eq!(
        problems(team, &player),
        [P::PositionNotOfRole {
            who: Who::new(7, "Vance"),
            position: Position::Striker,
            role: Some("guard".into()),
            allowed: vec![guard.position],
        }]
    );
    player.role = Some("dragon-rider");
    assert!(matches!(
        problems(team, &player)[..],
        [P::UnknownRole { .. }]
    ));
}

#[test]
fn advancements_improve_a_stat_only_as_far_as_the_rules_go() {
    let team = roster("trontek-29ers");
    let jack = role(team, "jack");
    let line = jack.stats();
    let movement = line.movement.expect("a jack moves");
    let strength = line.strength.expect("a jack has strength");
    assert_eq!(
        stat_reach(Stat::Move, &line),
        Some((movement, movement.max(MAX_MOVE)))
    );
    assert_eq!(
        stat_reach(Stat::Strength, &line),
        Some((strength.min(BEST_TARGET), strength))
    );
    // The last step `improved` gives is the best.
    let mut best = line;
    Stat::Move.set(&mut best, movement.max(MAX_MOVE));
    assert_eq!(improved(Stat::Move, &best), None);
    let ok = |stats: StatLine| {
        let player = StoredPlayer {
            stats,
            ..hired(jack, &jack.skills)
        };
        problems(team, &player)
    };
    assert_eq!(ok(best), []);
    Stat::Move.set(&mut best, movement.max(MAX_MOVE) + 1);
    assert!(matches!(
        ok(best)[..],
        [P::StatOutOfReach {
            stat: Stat::Move,
            ..
        }]
    ));
    let mut worse = line;
    Stat::Strength.set(&mut worse, strength + 1);
    let found = ok(worse);
    assert_eq!(
        found,
        [P::StatOutOfReach {
            who: Who::new(7, "Vance"),
            stat: Stat::Strength,
            value: Some(strength + 1),
            reach: Some((strength.min(BEST_TARGET), strength)),
        }]
    );
    assert!(found[0].message(Lang::Fr).contains("permettent"));
}

#[test]
fn an_mvp_plays_in_one_of_its_forms_and_a_giant_is_marked() {
    let giant = reference()
        .mvps
        .iter()
        .find(|mvp| mvp.kind == MvpKind::Giant)
        .expect("a Giant");
    let form = &giant.member[0].form[0];
    let team = roster("trontek-29ers");
    let mut player = StoredPlayer {
        number: 12,
        name: &giant.member[0].name,
        kind: PlayerKind::Mvp,
        role: Some(&giant.id),
        position: form.positions[0],
        stats: form.stats(),
        skills: &giant.skills,
        build: None,
        giant: true,
    };
    assert_eq!(problems(team, &player), []);
    player.giant = false;
    assert!(matches!(
        problems(team, &player)[..],
        [P::GiantMark { giant: false, .. }]
    ));
}

#[test]
fn a_mechanite_is_what_its_design_prices() {
    let design = Design::Mechanite(MechaniteDesign {
        coding: "guard".into(),
        locomotion: "quad".into(),
        chassis: "body-a".into(),
        head: "tank".into(),
        arms: vec!["wrecking-ball".into(), "ram".into()],
        programs: Vec::new(),
    });
    let priced = super::build::price_design(reference(), &design, Lang::En).expect("a robot");
    let stored = serde_json::to_value(&priced.design).expect("json");
    let team = roster("ro-tek-brutes");
    let player = StoredPlayer {
        number: 1,
        name: "Bolt",
        kind: PlayerKind::Mechanite,
        role: None,
        position: priced.position,
        stats: priced.stats,
        skills: &priced.skills,
        build: Some(&stored),
        giant: false,
    };
    assert_eq!(problems(team, &player), []);
    let broken = serde_json::json!({"build": "mechanite", "coding": "guard"});
    let unreadable = StoredPlayer {
        build: Some(&broken),
        ..player
    };
    assert!(matches!(
        problems(team, &unreadable)[..],
        [P::BuildUnreadable { .. }]
    ));
    let none = StoredPlayer {
        build: None,
        ..player
    };
    assert!(matches!(
        problems(team, &none)[..],
        [P::BuildMissing { .. }]
    ));
}

#[test]
fn a_free_agent_card_with_no_parts_leaves_the_stats_unknown() {
    let team = roster("trontek-29ers");
    let player = StoredPlayer {
        number: 40,
        name: "Agent",
        kind: PlayerKind::FreeAgent,
        role: None,
        position: Position::Jack,
        stats: StatLine::default(),
        skills: &[],
        build: None,
        giant: false,
    };
    assert_eq!(problems(team, &player), []);
    let profile = &reference().free_agent_profiles[0];
    let signed = StoredPlayer {
        role: Some(&profile.id),
        position: profile.position,
        stats: profile.stats(),
        skills: &profile.skills,
        ..player
    };
    assert_eq!(problems(team, &signed), []);
}

#[test]
fn every_skill_is_one_the_reference_data_knows() {
    let team = roster("trontek-29ers");
    let guard = role(team, "guard");
    let skills = vec!["flying".to_string()];
    let found = problems(team, &hired(guard, &skills));
    assert_eq!(
        found,
        [P::UnknownSkill {
            who: Who::new(7, "Vance"),
            skill: "flying".into()
        }]
    );
    assert!(found[0].message(Lang::En).contains("`flying`"));
    assert!(found[0].message(Lang::Fr).contains("« flying »"));
}
