//! The Most Valuable Player (seed 001_712c7218694f055c.txt line 266: "JdM au hasard parmi
//! les joueurs disponibles de l'équipe sauf Morts, Stars Players et Mercenaires"): drawn
//! from the one seeded source with the roll recorded, among the right players only;
//! named by a coach only under the league's house rule.

use std::collections::{BTreeMap, BTreeSet};

use super::*;

fn candidate(player: i64, kind: MvpKind, played: bool, dead: bool) -> MvpCandidate {
    MvpCandidate {
        player,
        kind,
        played,
        dead,
    }
}

/// A side with one player of each sort the line names, and one who sat the match out.
fn side() -> Vec<MvpCandidate> {
    vec![
        candidate(1, MvpKind::Rostered, true, false),
        candidate(2, MvpKind::Rostered, true, true),
        candidate(3, MvpKind::Rostered, false, false),
        candidate(4, MvpKind::Journeyman, true, false),
        candidate(5, MvpKind::StarPlayer, true, false),
        candidate(6, MvpKind::Mercenary, true, false),
        candidate(7, MvpKind::Rostered, true, false),
    ]
}

#[test]
fn the_pool_is_the_available_players_but_the_dead_star_players_and_mercenaries() {
    // 2 died, 3 was not available, 5 is a Star Player, 6 a mercenary.
    assert_eq!(mvp_pool(&side()), [1, 4, 7]);
    let induced = [
        candidate(5, MvpKind::StarPlayer, true, false),
        candidate(6, MvpKind::Mercenary, true, false),
    ];
    assert!(mvp_pool(&induced).is_empty());
}

#[test]
fn the_mvp_is_drawn_with_a_die_of_as_many_faces_as_the_pool_and_recorded() {
    let pool = mvp_pool(&side());
    let none = BTreeMap::new();
    let mut drawn = BTreeSet::new();
    for seed in 0..200 {
        let mut log = RollLog::new(seed, &none);
        let mvps = draw_mvps(&mut log, [&pool, &[]], [None, None], false).unwrap();
        let rolls = log.finish().unwrap();
        assert_eq!(rolls.len(), 1, "no roll for a side with no one to draw");
        let roll = &rolls[0];
        assert_eq!((roll.key.as_str(), roll.dice.as_str()), ("mvp.home", "D3"));
        let player = pool[usize::from(roll.result) - 1];
        assert_eq!(mvps, [Some(player), None]);
        assert_eq!(roll.outcome.as_deref(), Some(player.to_string().as_str()));
        assert!(!roll.entered);
        // The same seed draws the same player.
        let mut again = RollLog::new(seed, &none);
        let repeated = draw_mvps(&mut again, [&pool, &[]], [None, None], false).unwrap();
        assert_eq!(repeated, mvps);
        drawn.insert(player);
    }
    assert_eq!(
        drawn,
        BTreeSet::from([1, 4, 7]),
        "each of the pool, no one else"
    );
    // A physical die typed for the key picks the player of its face.
    let typed = BTreeMap::from([("mvp.away".to_string(), 2)]);
    let mut log = RollLog::new(9, &typed);
    let mvps = draw_mvps(&mut log, [&pool, &pool], [None, None], false).unwrap();
    assert_eq!(mvps[1], Some(4));
    assert!(log.finish().unwrap()[1].entered);
}

#[test]
fn a_named_mvp_is_refused_unless_the_league_lets_its_coaches_choose() {
    let pool = mvp_pool(&side());
    let none = BTreeMap::new();
    let mut log = RollLog::new(1, &none);
    let refused = draw_mvps(&mut log, [&pool, &pool], [None, Some(7)], false).unwrap_err();
    assert_eq!(
        refused,
        MatchDayRefusal::Players(PlayerRefusal::MvpDrawn {
            side: Side::Away,
            player: 7
        })
    );
    let (en, fr) = (
        refused.message(crate::data::Lang::En),
        refused.message(crate::data::Lang::Fr),
    );
    assert!(
        en.contains("draws the MVP at random") && en.contains("away.mvp"),
        "{en}"
    );
    assert!(en.contains("--mvp-chosen-house-rule true"), "{en}");
    assert!(fr.contains("tire le JdM au hasard"), "{fr}");
    // Under the house rule a coach names one of the pool; a Star Player is never one.
    let mut log = RollLog::new(1, &none);
    let chosen = draw_mvps(&mut log, [&pool, &pool], [Some(4), None], true).unwrap();
    assert_eq!(chosen[0], Some(4));
    let keys: Vec<String> = log.finish().unwrap().into_iter().map(|r| r.key).collect();
    assert_eq!(keys, ["mvp.away"], "only the side that named no one draws");
    let mut log = RollLog::new(1, &none);
    let star = draw_mvps(&mut log, [&pool, &pool], [Some(5), None], true).unwrap_err();
    assert_eq!(star.id(), "mvp_not_eligible");
    assert!(
        star.message(crate::data::Lang::En)
            .contains("never a Star Player or a mercenary")
    );
}
