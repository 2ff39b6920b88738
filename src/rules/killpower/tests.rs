//! Tables 2, 3, 8 and 11, the rounding rules, creation, ranking and experience, with the
//! seed's worked examples.

use std::collections::BTreeMap;

use super::*;
use crate::data::killpower::Reference;
use crate::dice::RollLog;

pub(super) fn data() -> &'static Reference {
    Reference::bundled().expect("bundled data")
}

pub(super) fn typed(pairs: &[(&str, u8)]) -> BTreeMap<String, u8> {
    pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

pub(super) fn deck() -> Vec<DeckCard> {
    ["Fireball", "Shield wall", "Sleep", "Haste", "Fear"]
        .iter()
        .enumerate()
        .map(|(i, name)| DeckCard {
            id: i as i64 + 1,
            name: name.to_string(),
            copies: 2,
        })
        .collect()
}

const CHAMPIONSHIP: creation::EquipmentRule = creation::EquipmentRule {
    powers_chosen: false,
    armour_rolled_now: true,
};

#[test]
fn one_d5_is_a_d10_halved_and_rounded_up() {
    let halves: Vec<u8> = (1..=10).map(half_die).collect();
    assert_eq!(halves, [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
}

#[test]
fn division_rounds_tenths_from_five_up() {
    let t = &data().tables;
    let cases = [
        (0, 0),
        (4, 0),
        (5, 1),
        (12, 1),
        (14, 1),
        (15, 2),
        (19, 2),
        (46, 5),
        (33, 3),
        (100, 10),
    ];
    for (power, expected) in cases {
        assert_eq!(division(t, power), expected, "power {power}");
    }
}

#[test]
fn power_adds_ranking_points_experience_tenths_and_race() {
    let t = &data().tables;
    assert_eq!(power(t, 0, 0, 0, XpRounding::Down), 0);
    assert_eq!(power(t, 15, 45, 0, XpRounding::Down), 19);
    assert_eq!(power(t, 15, 45, 0, XpRounding::Nearest), 20);
    assert_eq!(power(t, 15, 44, 0, XpRounding::Nearest), 19);
    assert_eq!(power(t, 3, 120, 2, XpRounding::Down), 17);
    // "Une équipe qui débute a une puissance de 0, le minimum possible."
    assert_eq!(power(t, -5, 0, 0, XpRounding::Down), 0);
}

#[test]
fn table_3_nabos_46_against_titanos_33() {
    let t = &data().tables;
    // Difference 13: "Les Nabos doivent marquer 3 points de plus ... et les Titanos 1".
    assert_eq!(points_to_score(t, 46, 33), (3, 1));
    assert_eq!(points_to_score(t, 33, 46), (1, 3));
    // Equal power 0: one point more than the other.
    assert_eq!(points_to_score(t, 0, 0), (1, 1));
    let rows = [
        (4, 1),
        (5, 2),
        (54, 11),
        (55, 12),
        (59, 12),
        (60, 13),
        (99, 20),
        (100, 25),
        (250, 25),
    ];
    for (gap, stronger) in rows {
        assert_eq!(points_to_score(t, gap, 0).0, stronger, "gap {gap}");
    }
    assert_eq!(points_to_score(t, 0, 57), (3, 12));
    assert_eq!(points_to_score(t, 0, 72).0, 1);
}

#[test]
fn a_draw_when_neither_side_scores_its_points() {
    // 3.4: A needed 1 more, B 3 more; A 0, B 2: nobody met the contract.
    assert_eq!(decide([0, 2], [1, 3], Ending::Time), Decided::Draw);
    assert_eq!(decide([0, 3], [1, 3], Ending::Time), Decided::Away);
    assert_eq!(decide([1, 0], [1, 3], Ending::Time), Decided::Home);
    assert_eq!(decide([0, 0], [1, 1], Ending::Time), Decided::Draw);
    assert_eq!(
        decide([0, 9], [1, 1], Ending::Elimination(Side::Home)),
        Decided::Home
    );
    assert_eq!(
        decide([5, 0], [1, 1], Ending::Abandon(Side::Home)),
        Decided::Away
    );
}

fn settings() -> RankingSettings {
    let r = &data().championship.ranking;
    RankingSettings {
        win: r.win,
        division_bonus: r.division_bonus,
        loss: r.loss,
        draw: r.draw,
        abandon: r.abandon,
        minimum: Some(r.minimum),
    }
}

#[test]
fn team_a_12_beats_team_b_19_and_the_ranking_follows_the_example() {
    let t = &data().tables;
    let divisions = [division(t, 12), division(t, 19)];
    assert_eq!(divisions, [1, 2]);
    let [a, b] = ranking_changes(
        &settings(),
        Decided::Home,
        Ending::Time,
        divisions,
        [15, 20],
    );
    assert_eq!((a.earned, a.after), (4, 19));
    assert_eq!((b.earned, b.after), (-2, 18));
    // The higher division winning earns no bonus.
    let [_, b] = ranking_changes(
        &settings(),
        Decided::Away,
        Ending::Time,
        divisions,
        [15, 20],
    );
    assert_eq!(b.after, 23);
    // Two divisions of gap: two points of bonus.
    let [a, _] = ranking_changes(&settings(), Decided::Home, Ending::Time, [0, 2], [0, 0]);
    assert_eq!(a.earned, 5);
}

#[test]
fn ranking_points_never_fall_below_zero_in_a_championship() {
    let [_, b] = ranking_changes(&settings(), Decided::Home, Ending::Time, [0, 0], [0, 1]);
    assert_eq!((b.earned, b.applied, b.after), (-2, -1, 0));
    let [a, b] = ranking_changes(&settings(), Decided::Draw, Ending::Time, [0, 0], [3, 0]);
    assert_eq!((a.after, b.after), (3, 0));
    let [a, b] = ranking_changes(
        &settings(),
        Decided::Away,
        Ending::Abandon(Side::Home),
        [1, 1],
        [10, 2],
    );
    assert_eq!((a.after, b.after), (8, 5));
    let open = RankingSettings {
        minimum: None,
        ..settings()
    };
    let [_, b] = ranking_changes(&open, Decided::Home, Ending::Time, [0, 0], [0, 0]);
    assert_eq!(b.after, -2);
}

#[test]
fn tom_gets_a_magic_armour_of_9_and_shoots_with_5() {
    // 2.1: "Je jette 1D5 et j'obtiens 3. Il a donc une armure de 9. Tom aura la
    // spécialisation Tireur, donc +1 en Ballon, soit 5."
    for face in [5, 6] {
        let dice = typed(&[("gladiator.1.armour", face)]);
        let mut log = RollLog::new(1, &dice);
        let tom = NewGladiator {
            name: "Tom".into(),
            specialization: "Tireur".into(),
            magic: MagicChoice::Armour,
        };
        let tom = create_gladiator(
            data(),
            CHAMPIONSHIP,
            "gladiator.1",
            &tom,
            &[],
            &[],
            &mut log,
        )
        .unwrap();
        assert_eq!(tom.magic, Magic::Armour { armour: Some(9) });
        assert_eq!(tom.shield(data()), Some(9));
        assert_eq!(
            tom.stats,
            Stats {
                dep: 5,
                phy: 4,
                hab: 4,
                pou: 4,
                bal: 5,
                vie: 4
            }
        );
        let rolls = log.finish().unwrap();
        assert_eq!(rolls.len(), 1);
        assert!(rolls[0].entered);
        assert_eq!(rolls[0].outcome.as_deref(), Some("armour 9"));
    }
}

#[test]
fn normal_armour_is_a_shield_of_one_and_every_armour_is_7_to_11() {
    let none = BTreeMap::new();
    let mut log = RollLog::new(5, &none);
    let gloves = NewGladiator {
        name: "Ana".into(),
        specialization: "guerrier".into(),
        magic: MagicChoice::Gloves,
    };
    let ana = create_gladiator(data(), CHAMPIONSHIP, "g", &gloves, &[], &[], &mut log).unwrap();
    assert_eq!((ana.shield(data()), ana.stats.phy), (Some(1), 5));
    for seed in 0..200 {
        let none = BTreeMap::new();
        let mut log = RollLog::new(seed, &none);
        let armour = roll_armour(data(), "a", &mut log).unwrap();
        assert!((7..=11).contains(&armour), "{armour}");
    }
}

#[test]
fn power_cards_are_drawn_from_the_teams_pack_without_the_cards_it_holds() {
    let deck = deck();
    // The pack holds each card twice but for the held ones: Fireball is held twice.
    let dice = typed(&[("g.card.1", 1), ("g.card.2", 1)]);
    let mut log = RollLog::new(1, &dice);
    let new = NewGladiator {
        name: "Mia".into(),
        specialization: "mentor".into(),
        magic: MagicChoice::Cards,
    };
    let mia = create_gladiator(data(), CHAMPIONSHIP, "g", &new, &deck, &[1, 1], &mut log).unwrap();
    assert_eq!(mia.cards(), [2, 2]);
    let rolls = log.finish().unwrap();
    assert_eq!(rolls[0].dice, "D8");
    assert_eq!(rolls[1].dice, "D7");
    assert_eq!(rolls[1].outcome.as_deref(), Some("Shield wall"));
    let small = [DeckCard {
        id: 9,
        name: "Only".into(),
        copies: 1,
    }];
    let none = BTreeMap::new();
    let mut log = RollLog::new(1, &none);
    let refused =
        create_gladiator(data(), CHAMPIONSHIP, "g", &new, &small, &[], &mut log).unwrap_err();
    assert_eq!(refused, KpbRefusal::DeckTooSmall { needed: 2, left: 1 });
}

#[test]
fn a_typed_die_off_its_faces_or_an_unknown_specialization_is_refused() {
    let dice = typed(&[("g.armour", 11)]);
    let mut log = RollLog::new(1, &dice);
    let new = NewGladiator {
        name: "Bo".into(),
        specialization: "archer".into(),
        magic: MagicChoice::Armour,
    };
    let refused =
        create_gladiator(data(), CHAMPIONSHIP, "g", &new, &[], &[], &mut log).unwrap_err();
    assert_eq!(refused.id(), "roll_off_dice");
    let wizard = NewGladiator {
        specialization: "wizard".into(),
        ..new
    };
    let none = BTreeMap::new();
    let mut log = RollLog::new(1, &none);
    let refused =
        create_gladiator(data(), CHAMPIONSHIP, "g", &wizard, &[], &[], &mut log).unwrap_err();
    let text = refused.message(crate::data::Lang::Fr, &|_, n| n.to_string());
    assert!(text.contains("wizard") && text.contains("tireur"), "{text}");
}

#[test]
fn tournament_powers_are_chosen_at_most_three_times_and_never_twice_on_one() {
    let rule = creation::EquipmentRule::of(Mode::Tournament, false);
    let deck = deck();
    let none = BTreeMap::new();
    let mut log = RollLog::new(1, &none);
    let twice = NewGladiator {
        name: "Z".into(),
        specialization: "tireur".into(),
        magic: MagicChoice::Chosen(vec![3, 3]),
    };
    let refused = create_gladiator(data(), rule, "g", &twice, &deck, &[], &mut log).unwrap_err();
    assert_eq!(refused.id(), "same_power_twice");
    let drawn = NewGladiator {
        magic: MagicChoice::Cards,
        ..twice.clone()
    };
    assert_eq!(
        create_gladiator(data(), rule, "g", &drawn, &deck, &[], &mut log).unwrap_err(),
        KpbRefusal::PowersAreChosen
    );
    let armour = NewGladiator {
        magic: MagicChoice::Armour,
        ..twice.clone()
    };
    let armoured = create_gladiator(data(), rule, "g", &armour, &deck, &[], &mut log).unwrap();
    assert_eq!(armoured.magic, Magic::Armour { armour: None });
    assert_eq!(armoured.shield(data()), None);
    let pair = NewGladiator {
        magic: MagicChoice::Chosen(vec![3, 4]),
        ..twice
    };
    let team: Vec<Gladiator> = (0..4)
        .map(|_| create_gladiator(data(), rule, "g", &pair, &deck, &[], &mut log).unwrap())
        .collect();
    assert!(
        tournament_problems(data(), &team.iter().take(3).collect::<Vec<_>>(), &deck).is_empty()
    );
    let problems = tournament_problems(data(), &team.iter().collect::<Vec<_>>(), &deck);
    assert_eq!(problems.len(), 2);
    assert_eq!(
        problems[0],
        KpbRefusal::SamePowerTooOften {
            card: "Sleep".into(),
            count: 4,
            most: 3
        }
    );
    assert!(
        log.finish().unwrap().is_empty(),
        "nothing is rolled for chosen equipment"
    );
}

#[test]
fn ten_experience_buys_one_raise_within_the_race_maximum() {
    let none = BTreeMap::new();
    let mut log = RollLog::new(1, &none);
    let new = NewGladiator {
        name: "Vi".into(),
        specialization: "defenseur".into(),
        magic: MagicChoice::Gloves,
    };
    let mut vi = create_gladiator(data(), CHAMPIONSHIP, "g", &new, &[], &[], &mut log).unwrap();
    assert_eq!(vi.stats.vie, 5);
    vi.experience = 5;
    assert_eq!(raises_left(data(), &vi), 0);
    assert_eq!(
        raise(data(), &mut vi, Stat::Vie).unwrap_err().id(),
        "no_raise_left"
    );
    vi.experience = 10;
    raise(data(), &mut vi, Stat::Vie).unwrap();
    assert_eq!((vi.stats.vie, raises_left(data(), &vi)), (6, 0));
    assert_eq!(
        raise(data(), &mut vi, Stat::Dep).unwrap_err().id(),
        "not_raisable"
    );
    // Experience is never spent: 110 points are 11 raises in all.
    vi.experience = 110;
    for _ in 0..9 {
        raise(data(), &mut vi, Stat::Vie).unwrap();
    }
    assert_eq!(vi.stats.vie, 15);
    assert_eq!(raises_left(data(), &vi), 1);
    let refused = raise(data(), &mut vi, Stat::Vie).unwrap_err();
    assert_eq!(
        refused,
        KpbRefusal::AtRaceMaximum {
            gladiator: "Vi".into(),
            stat: Stat::Vie,
            value: 15,
            most: 15
        }
    );
    raise(data(), &mut vi, Stat::Phy).unwrap();
    assert_eq!(vi.experience, 110);
}

#[test]
fn table_8_reads_the_location_then_the_negative_life() {
    let t = &data().tables;
    // 9.2: Tom falls to -11, the die gives a limb: "Tom est juste dans le coma".
    for face in 5..=10 {
        assert_eq!(
            death_risk(t, face, -11).unwrap().outcome,
            Outcome::Coma,
            "face {face}"
        );
    }
    let read = |face, life| {
        let risk = death_risk(t, face, life).unwrap();
        (risk.location.id.clone(), risk.outcome)
    };
    assert_eq!(read(1, -11), ("head".into(), Outcome::Death));
    assert_eq!(read(1, -10), ("head".into(), Outcome::SeriousInjury));
    assert_eq!(read(3, -15), ("trunk".into(), Outcome::Coma));
    assert_eq!(read(3, -16), ("trunk".into(), Outcome::Death));
    assert_eq!(read(9, -40), ("left-leg".into(), Outcome::Death));
    assert_eq!(read(7, -1), ("right-arm".into(), Outcome::SeriousInjury));
    assert_eq!(death_risk(t, 11, -12).unwrap_err().id(), "location_off_die");
    assert_eq!(death_risk(t, 4, 0).unwrap_err().id(), "life_not_negative");
}

#[test]
fn a_blow_takes_life_and_armour_together() {
    // 9.1: 8 points of damage on Tom, armour 6 and VIE 4: 10 - 8 = 2, nothing.
    assert_eq!(state_after_blow(4, 6, 8), 2);
    // 9.2: 23 points on the same Tom: -11... with his armour of 9 and VIE 4, 24 give -11.
    assert_eq!(state_after_blow(4, 9, 24), -11);
}

#[test]
fn the_ball_malus_and_rolling_under() {
    let t = &data().tables;
    let malus: Vec<u8> = [2, 3, 4, 6, 7, 10, 12, 13, 24, 25, 40]
        .iter()
        .map(|d| ball_malus(t, *d))
        .collect();
    assert_eq!(malus, [0, 0, 1, 1, 2, 3, 3, 4, 7, 8, 8]);
    assert!(roll_under(t, 5, 5) && !roll_under(t, 6, 5));
    assert!(!roll_under(t, 10, 13), "a 10 always fails");
    assert!(roll_under(t, 1, 0), "a 1 always succeeds");
}

#[test]
fn an_abandon_counts_as_such_for_the_side_that_abandoned_only() {
    use std::cmp::Ordering::{Equal, Greater, Less};
    let abandon = Some(Ending::Abandon(Side::Away));
    assert_eq!(
        SideResult::of(Side::Away, Less, abandon),
        SideResult::Abandoned
    );
    assert_eq!(
        SideResult::of(Side::Home, Greater, abandon),
        SideResult::Won
    );
    assert_eq!(
        SideResult::of(Side::Home, Equal, Some(Ending::Time)),
        SideResult::Drawn
    );
    assert_eq!(SideResult::of(Side::Home, Less, None), SideResult::Lost);
}
