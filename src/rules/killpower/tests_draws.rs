//! Draws and what settles them (seed 004, `004_a6efabbd0265c321.txt`): free throws after
//! a draw whose scores differ, who may shoot them, and which matches have them.

use std::collections::BTreeMap;

use super::tests::{data, typed};
use super::*;
use crate::dice::RollLog;

fn shot(side: Side, thrower: u32, distance: u32) -> ThrowInput {
    ThrowInput {
        side,
        thrower,
        distance,
    }
}

/// Two shooters a side, BAL 5 at home and 4 away, as in the seed's Titanos v Viking.
fn shooters() -> Vec<Shooter> {
    let shooter = |player, side, bal| Shooter { player, side, bal };
    vec![
        shooter(1, Side::Home, 5),
        shooter(2, Side::Home, 5),
        shooter(11, Side::Away, 4),
        shooter(12, Side::Away, 4),
    ]
}

/// One round of the seed's example (lines 1878–1883): home at 10 then 12 squares, away
/// at 2 then 11.
fn round() -> [ThrowInput; 4] {
    [
        shot(Side::Home, 1, 10),
        shot(Side::Away, 11, 2),
        shot(Side::Home, 2, 12),
        shot(Side::Away, 12, 11),
    ]
}

/// Every shot of round `n` missed (a 10 always fails, chapter 1.1).
fn all_missed(n: u32) -> Vec<(String, u8)> {
    ["home.1", "away.11", "home.2", "away.12"]
        .iter()
        .map(|who| (format!("free_throw.{n}.{who}"), 10))
        .collect()
}

fn dice(pairs: Vec<(String, u8)>) -> BTreeMap<String, u8> {
    pairs.into_iter().collect()
}

#[test]
fn a_draw_with_unequal_scores_shoots_its_first_round_and_the_higher_total_wins() {
    // Lines 1857–1869: "si aucune des deux équipes ne l'emporte … l'équipe qui aura le
    // score le plus élevé (score du match + points des lancers francs) remportera le
    // match". A 1–0 draw (the home side needed 2 more, table 3): the first round is
    // shot; every shot misses, so the totals stay 1 to 0 and the home side wins.
    let t = &data().tables;
    let typed = dice(all_missed(1));
    let mut log = RollLog::new(1, &typed);
    let settled = settle_free_throws(t, [1, 0], &round(), &shooters(), &mut log).unwrap();
    assert_eq!(settled.throws.len(), 4, "every shot of the round is taken");
    assert_eq!(settled.totals, [1, 0]);
    assert_eq!(settled.winner, Side::Home);
    // Once the totals differ after a round, no other round is shot (line 1870: "Si
    // elles sont encore à égalité, on refait deux nouveaux essais").
    let two = [round(), round()].concat();
    let typed = dice([all_missed(1), all_missed(2)].concat());
    let mut log = RollLog::new(1, &typed);
    assert_eq!(
        settle_free_throws(t, [1, 0], &two, &shooters(), &mut log).unwrap_err(),
        KpbRefusal::ThrowsAfterSettled { round: 2 }
    );
}

#[test]
fn the_seeds_example_turns_a_one_point_lead_around() {
    // The example's shots (lines 1878–1884: missed at 10, 2 in at 2 squares, 12 in at 12
    // squares, 11 in at 11) after a 1–0 draw: 1 + 12 = 13 to 0 + 2 + 11 = 13, level;
    // a second round with the same shooters, where only the away side's 2 squares
    // goes in: 13 to 15.
    let t = &data().tables;
    let mut pairs = vec![
        ("free_throw.1.home.1".to_string(), 7),
        ("free_throw.1.away.11".to_string(), 3),
        ("free_throw.1.home.2".to_string(), 1),
        ("free_throw.1.away.12".to_string(), 1),
    ];
    let one = dice(pairs.clone());
    let mut log = RollLog::new(1, &one);
    assert_eq!(
        settle_free_throws(t, [1, 0], &round(), &shooters(), &mut log).unwrap_err(),
        KpbRefusal::FreeThrowsLevel { totals: [13, 13] }
    );
    let mut second = all_missed(2);
    second[1].1 = 3;
    pairs.extend(second);
    let two = dice(pairs);
    let mut log = RollLog::new(1, &two);
    let throws = [round(), round()].concat();
    let settled = settle_free_throws(t, [1, 0], &throws, &shooters(), &mut log).unwrap();
    assert_eq!(settled.totals, [13, 15]);
    assert_eq!(settled.winner, Side::Away);
    assert_eq!(settled.throws.last().map(|t| t.round), Some(2));
}

#[test]
fn a_level_draw_still_needs_a_round() {
    // Line 1850: "en cas d'égalité, il est possible de désigner un vainqueur en passant
    // aux lancers francs": no shot, no winner.
    let t = &data().tables;
    let none = typed(&[]);
    let mut log = RollLog::new(1, &none);
    assert_eq!(
        settle_free_throws(t, [2, 2], &[], &shooters(), &mut log).unwrap_err(),
        KpbRefusal::NoFreeThrows
    );
}

fn lineup(ranking_points: i32, number: u32, experience: u32) -> SideLineup {
    SideLineup {
        ranking_points,
        gladiators: vec![LineupGladiator {
            number,
            experience,
            race_power: 0,
            rap_die: 10,
            armour_to_roll: false,
        }],
    }
}

#[test]
fn a_tournament_skips_experience_and_its_side_drawn_places_and_moves_first() {
    // Lines 1840–1844: "Si les 2 équipes ont la même puissance, on fait la somme de la
    // rapidité … Si identique, on place le ballon en H14 et on tire au hasard l'équipe
    // qui commence à se placer en ZT et qui se déplacera la première". Equal power 5
    // (the home side 5 ranking points, the away side 4 and 10 experience), and the away
    // side the more experienced: a championship places it first (lines 492–494), a
    // tournament reads the speed totals, 3 to 8.
    let lineups = [lineup(5, 1, 0), lineup(4, 2, 10)];
    let dice = typed(&[("rap.home.1", 3), ("rap.away.2", 8)]);
    let first = |mode: Mode| {
        let mut log = RollLog::new(1, &dice);
        let plan = prematch(data(), mode, XpRounding::Down, &lineups, &mut log).unwrap();
        assert_eq!(plan.power, [5, 5]);
        (plan.places_first, plan.settled_by, plan.moves_first)
    };
    assert_eq!(
        first(Mode::Championship),
        (Side::Away, "experience".to_string(), Side::Home)
    );
    assert_eq!(
        first(Mode::Tournament),
        (Side::Away, "rapidity".to_string(), Side::Home),
        "the slower side has the ball and moves first"
    );
    // Level speed totals: a draw (`first` 2: away). In a tournament the side drawn
    // places first and moves first; in a championship the other has the hand token
    // (line 502: "Quant à la seconde, elle part avec le pion main").
    let level = typed(&[("rap.home.1", 3), ("rap.away.2", 3), ("first", 2)]);
    let drawn = |mode: Mode, lineups: &[SideLineup; 2]| {
        let mut log = RollLog::new(1, &level);
        let plan = prematch(data(), mode, XpRounding::Down, lineups, &mut log).unwrap();
        (plan.places_first, plan.settled_by, plan.moves_first)
    };
    assert_eq!(
        drawn(Mode::Tournament, &lineups),
        (Side::Away, "draw".to_string(), Side::Away)
    );
    let no_experience = [lineup(5, 1, 0), lineup(5, 2, 0)];
    assert_eq!(
        drawn(Mode::Championship, &no_experience),
        (Side::Away, "draw".to_string(), Side::Home)
    );
    assert_eq!(
        moves_first(Mode::Tournament, Side::Home, "draw"),
        Side::Home
    );
    assert_eq!(
        moves_first(Mode::Tournament, Side::Home, "power"),
        Side::Away
    );
    assert_eq!(
        moves_first(Mode::Championship, Side::Home, "draw"),
        Side::Away
    );
}

#[test]
fn free_throws_settle_a_tournament_draw_and_a_playoff_by_the_league_setting() {
    // Line 1850 ("Au bout de 20 tours et en cas d'égalité, il est possible de désigner un
    // vainqueur en passant aux lancers francs") is the tournament's; 13.1's championship
    // plays on, its draw a draw.
    let level = [3, 3];
    let ahead = [6, 0];
    for rule in PlayoffDraw::ALL {
        assert_eq!(
            draw_settled(Mode::Tournament, false, rule, ahead),
            DrawSettled::FreeThrows
        );
        assert_eq!(
            draw_settled(Mode::Championship, false, rule, ahead),
            DrawSettled::Stays
        );
    }
    let playoff = |rule, ranking| draw_settled(Mode::Championship, true, rule, ranking);
    assert_eq!(PlayoffDraw::default(), PlayoffDraw::FreeThrows);
    assert_eq!(
        playoff(PlayoffDraw::FreeThrows, ahead),
        DrawSettled::FreeThrows
    );
    assert_eq!(
        playoff(PlayoffDraw::Ranking, ahead),
        DrawSettled::Ranking(Side::Home)
    );
    assert_eq!(
        playoff(PlayoffDraw::Ranking, [0, 2]),
        DrawSettled::Ranking(Side::Away)
    );
    assert_eq!(
        playoff(PlayoffDraw::Ranking, level),
        DrawSettled::FreeThrows
    );
    for rule in PlayoffDraw::ALL {
        assert_eq!(PlayoffDraw::parse(rule.id()), Some(rule));
    }
    assert_eq!(
        PlayoffDraw::parse("free-throws"),
        Some(PlayoffDraw::FreeThrows)
    );
    assert_eq!(PlayoffDraw::parse("coin"), None);
}
