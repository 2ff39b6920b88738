//! Seed 001's post-match arithmetic, checked against the seed as printed (the expected
//! numbers below are typed from the seed, not read from `data/`).

use super::post_match::*;
use crate::data::bloodbowl::tables::Characteristic;
use crate::rules::bloodbowl::bundled_data::tables;

#[test]
fn winnings_halve_the_fan_factors_and_add_the_touchdowns() {
    let table = &tables().post_match.winnings;
    // ((3 + 5) / 2 + 2) x 10,000.
    assert_eq!(winnings_gp(table, [3, 5], 2, Halving::Down), 60_000);
    assert_eq!(winnings_gp(table, [0, 0], 0, Halving::Down), 0);
    assert_eq!(winnings_gp(table, [0, 0], 3, Halving::Down), 30_000);
    // An odd sum: 7 / 2 is 3 by Dugout's default, 4 when the league rounds up.
    assert_eq!(winnings_gp(table, [3, 4], 1, Halving::Down), 40_000);
    assert_eq!(winnings_gp(table, [3, 4], 1, Halving::Up), 50_000);
    assert_eq!(Halving::default(), Halving::Down);
    assert_eq!(
        winnings_gp(table, [u32::MAX, u32::MAX], 0, Halving::Up),
        u64::from(u32::MAX) * 10_000
    );
}

#[test]
fn each_award_is_worth_what_the_seed_prints() {
    let table = &tables().post_match.spp;
    let one = |earned: SppEarned| spp(table, &earned).unwrap();
    // REU 1, DET 1, INT 2, ELI 2, TD 3, JdM 4.
    assert_eq!(
        one(SppEarned {
            completions: 1,
            ..SppEarned::default()
        }),
        1
    );
    assert_eq!(
        one(SppEarned {
            deflections: 1,
            ..SppEarned::default()
        }),
        1
    );
    assert_eq!(
        one(SppEarned {
            interceptions: 1,
            ..SppEarned::default()
        }),
        2
    );
    assert_eq!(
        one(SppEarned {
            casualties: 1,
            ..SppEarned::default()
        }),
        2
    );
    assert_eq!(
        one(SppEarned {
            touchdowns: 1,
            ..SppEarned::default()
        }),
        3
    );
    assert_eq!(
        one(SppEarned {
            mvps: 1,
            ..SppEarned::default()
        }),
        4
    );
    assert_eq!(one(SppEarned::default()), 0);
    let busy = SppEarned {
        touchdowns: 2,
        casualties: 1,
        completions: 3,
        interceptions: 1,
        deflections: 2,
        mvps: 1,
    };
    assert_eq!(one(busy), 6 + 2 + 3 + 2 + 2 + 4);
}

#[test]
fn advancements_cost_the_seeds_spp_at_every_level_and_add_its_value() {
    let table = &tables().advancement.advancement;
    let seed: [[u32; 4]; 6] = [
        [3, 6, 12, 18],
        [4, 8, 14, 20],
        [6, 12, 18, 24],
        [8, 16, 22, 28],
        [10, 20, 26, 32],
        [15, 30, 40, 50],
    ];
    let values = [Some(10_000), Some(20_000), Some(40_000), None];
    for (level, costs) in (1u8..).zip(seed) {
        for ((kind, spp), value) in AdvancementKind::ALL.into_iter().zip(costs).zip(values) {
            let cost = advancement_cost(table, level, kind, None).unwrap();
            assert_eq!(
                cost,
                AdvancementCost {
                    spp,
                    value_gp: value
                },
                "level {level} {kind:?}"
            );
        }
    }
    assert_eq!(
        advancement_cost(table, 7, AdvancementKind::RandomPrimary, None),
        None
    );
    assert_eq!(
        advancement_cost(table, 0, AdvancementKind::RandomPrimary, None),
        None
    );
    // AR +10,000, M +20,000, CP +20,000, AG +40,000, F +80,000.
    for (characteristic, gp) in [
        (Characteristic::Av, 10_000),
        (Characteristic::Ma, 20_000),
        (Characteristic::Pa, 20_000),
        (Characteristic::Ag, 40_000),
        (Characteristic::St, 80_000),
    ] {
        let cost = advancement_cost(
            table,
            2,
            AdvancementKind::RandomCharacteristic,
            Some(characteristic),
        );
        assert_eq!(
            cost,
            Some(AdvancementCost {
                spp: 20,
                value_gp: Some(gp)
            })
        );
    }
}

#[test]
fn advancement_kinds_read_the_seeds_ids_and_the_short_names() {
    assert_eq!(
        AdvancementKind::parse("chosen-primary"),
        Some(AdvancementKind::ChosenPrimary)
    );
    assert_eq!(
        AdvancementKind::parse("Random-Secondary"),
        Some(AdvancementKind::ChosenPrimary)
    );
    for kind in AdvancementKind::ALL {
        assert_eq!(AdvancementKind::parse(kind.id()), Some(kind));
    }
    assert_eq!(AdvancementKind::parse("random-skill"), None);
}

/// The seed's grid: a row per D6 roll, a column per treasury band.
const SEED_GRID: [[&str; 6]; 6] = [
    [
        "minor",
        "minor",
        "major",
        "major",
        "catastrophe",
        "catastrophe",
    ],
    ["averted", "minor", "minor", "major", "major", "catastrophe"],
    ["averted", "averted", "minor", "minor", "major", "major"],
    ["averted", "averted", "averted", "minor", "minor", "major"],
    ["averted", "averted", "averted", "averted", "minor", "minor"],
    [
        "averted", "averted", "averted", "averted", "averted", "minor",
    ],
];

/// The lowest and highest treasury of each band: "Jusqu'à 195 000", "De 200 000 à
/// 295 000", …, "600 000 et +".
const BANDS: [(u64, u64); 6] = [
    (0, 195_000),
    (200_000, 295_000),
    (300_000, 395_000),
    (400_000, 495_000),
    (500_000, 595_000),
    (600_000, 5_000_000),
];

#[test]
fn costly_errors_follow_the_seeds_grid_at_both_edges_of_every_band() {
    let table = &tables().post_match.costly_errors;
    for (roll, row) in (1u8..).zip(SEED_GRID) {
        for ((band, expected), (low, high)) in row.iter().enumerate().zip(BANDS) {
            for treasury in [low, high] {
                let error = costly_error(table, treasury, roll).unwrap();
                let kind = match error.loss {
                    CostlyLoss::Nothing => "averted",
                    CostlyLoss::Rolled(_) => "minor",
                    CostlyLoss::Fixed(_) => "major",
                    CostlyLoss::AllBut(_) => "catastrophe",
                };
                assert_eq!(kind, *expected, "roll {roll}, treasury {treasury}");
                assert_eq!(error.band, band);
            }
        }
    }
    assert!(costly_error(table, 100_000, 0).is_none());
    assert!(costly_error(table, 100_000, 7).is_none());
}

/// Seed 001 (001_712c7218694f055c.txt), lines 305–311: the column of every treasury the
/// app can hold, in 5,000 gp steps from 0 to well past the most a league may start a team
/// with, is the one whose printed edges hold it; the loss of every roll and every total
/// of its own dice (line 313: half "arrondi au 5 000 po inférieures"; line 315: "–1D3 x
/// 10 000 po", "sauf 2D6 x 10 000 po") leaves the treasury on the steps. Above the last
/// step tried, and to the largest treasury there is, the last column ("600 000 et +").
#[test]
fn every_treasury_on_the_steps_has_a_column_and_keeps_to_the_steps_after_its_loss() {
    let table = &tables().post_match.costly_errors;
    let column = |treasury: u64| {
        BANDS
            .iter()
            .position(|(low, high)| (*low..=*high).contains(&treasury))
            .unwrap_or(BANDS.len() - 1)
    };
    for treasury in (0..=12_000_000u64).step_by(5_000) {
        for roll in 1..=6u8 {
            let error = costly_error(table, treasury, roll)
                .unwrap_or_else(|| panic!("no costly error for {treasury} gp, roll {roll}"));
            assert_eq!(error.band, column(treasury), "{treasury} gp");
            let totals: Vec<Option<u8>> = match error.loss.dice() {
                Some(dice) => {
                    let (low, high) = dice.faces();
                    (low..=high).map(Some).collect()
                }
                None => vec![None],
            };
            for total in totals {
                let loss = error.loss.settle(treasury, total).unwrap();
                assert!(
                    loss <= treasury && loss.is_multiple_of(5_000),
                    "{treasury} gp: {loss}"
                );
            }
        }
    }
    for treasury in [12_005_000, u64::from(u32::MAX) + 5_000, u64::MAX] {
        assert_eq!(costly_error(table, treasury, 1).unwrap().band, 5);
    }
    // Between the printed edges (none of Dugout's amounts is), the lower column.
    assert_eq!(costly_error(table, 197_500, 1).unwrap().band, 0);
    assert_eq!(costly_error(table, 599_999, 1).unwrap().band, 4);
}

#[test]
fn costly_losses_are_the_seeds_amounts() {
    let table = &tables().post_match.costly_errors;
    // Minor incident: D3 x 10,000 gp.
    let minor = costly_error(table, 150_000, 1).unwrap().loss;
    assert_eq!(minor.dice().map(|d| d.label()), Some("D3"));
    assert_eq!(minor.settle(150_000, Some(2)), Some(20_000));
    assert_eq!(minor.settle(150_000, Some(4)), None, "a D3 has no 4");
    assert_eq!(minor.settle(150_000, None), None, "the D3 is needed");
    assert_eq!(
        minor.settle(15_000, Some(3)),
        Some(15_000),
        "never more than the treasury"
    );
    // Major incident: half the treasury, rounded down to 5,000 gp.
    let major = costly_error(table, 310_000, 1).unwrap().loss;
    assert_eq!(major, CostlyLoss::Fixed(155_000));
    let major = costly_error(table, 345_000, 1).unwrap().loss;
    assert_eq!(
        major,
        CostlyLoss::Fixed(170_000),
        "172,500 rounds down to 170,000"
    );
    assert_eq!(major.settle(345_000, None), Some(170_000));
    // Catastrophe: all but 2D6 x 10,000 gp.
    let catastrophe = costly_error(table, 650_000, 1).unwrap().loss;
    assert_eq!(catastrophe.dice().map(|d| d.label()), Some("2D6"));
    assert_eq!(catastrophe.settle(650_000, Some(7)), Some(580_000));
    assert_eq!(
        catastrophe.settle(650_000, Some(1)),
        None,
        "2D6 makes 2 to 12"
    );
    // A rich team never averts the crisis; a poor one loses nothing on a 6.
    let rich = costly_error(table, 650_000, 6).unwrap();
    assert_eq!(rich.outcome.id, "minor-incident");
    let averted = costly_error(table, 100_000, 6).unwrap();
    assert_eq!(averted.outcome.id, "crisis-averted");
    assert_eq!(averted.loss.settle(100_000, None), Some(0));
}

#[test]
fn every_characteristic_roll_offers_the_seeds_choices_at_most_twice_each() {
    use Characteristic::{Ag, Av, Ma, Pa, St};
    let table = &tables().advancement.characteristic_improvement;
    // 1–7 +1M ou +1AR; 8–13 +1M, +1CP ou +1AR; 14 +1AG ou +1CP; 15 +1F ou +1AG; 16 au choix.
    let seed = |roll: u8| -> Vec<Characteristic> {
        match roll {
            1..=7 => vec![Ma, Av],
            8..=13 => vec![Ma, Pa, Av],
            14 => vec![Ag, Pa],
            15 => vec![St, Ag],
            _ => vec![Ma, St, Ag, Pa, Av],
        }
    };
    for roll in 1..=16 {
        let row = table.at(roll).unwrap();
        let mut offered = characteristic_choices(row, &[]);
        let mut expected = seed(roll);
        offered.sort_by_key(|c| format!("{c:?}"));
        expected.sort_by_key(|c| format!("{c:?}"));
        assert_eq!(offered, expected, "D16 {roll}");
    }
    assert!(table.at(0).is_none() && table.at(17).is_none());
    let row = table.at(3).unwrap();
    assert_eq!(characteristic_choices(row, &[Ma]), vec![Ma, Av]);
    assert_eq!(characteristic_choices(row, &[Ma, Ma]), vec![Av]);
    assert!(
        characteristic_choices(row, &[Ma, Ma, Av, Av]).is_empty(),
        "a secondary skill instead"
    );
}

#[test]
fn sponsorship_adds_the_seeds_modifiers_and_needs_twenty() {
    let table = &tables().post_match.sponsorship;
    // 1D16 + FD + 3 si victoire + 1 par TD + 1 par ÉLI + 2 si Play-Off.
    let team = TeamMatch {
        won: true,
        lost: false,
        playoff: true,
        dedicated_fans: 4,
        touchdowns: 3,
        casualties: 2,
        sponsorship: None,
    };
    let roll = sponsorship(table, &team, 6).unwrap();
    assert_eq!(
        roll,
        SponsorshipRoll {
            total: 6 + 4 + 3 + 3 + 2 + 2,
            earned: true
        }
    );
    let just_short = sponsorship(table, &team, 5).unwrap();
    assert_eq!(
        just_short,
        SponsorshipRoll {
            total: 19,
            earned: false
        }
    );
    let loser = TeamMatch {
        won: false,
        lost: true,
        playoff: false,
        dedicated_fans: 2,
        touchdowns: 0,
        casualties: 1,
        sponsorship: None,
    };
    assert_eq!(sponsorship(table, &loser, 16).unwrap().total, 16 + 2 + 1);
}

#[test]
fn dedicated_fans_move_by_one_for_the_winner_and_the_loser_only() {
    let table = &tables().post_match.dedicated_fans;
    let won = TeamMatch {
        won: true,
        dedicated_fans: 3,
        ..TeamMatch::default()
    };
    assert_eq!(dedicated_fans_after(table, &won, 3), 4, "3 is at least 3");
    assert_eq!(dedicated_fans_after(table, &won, 2), 3);
    let lost = TeamMatch {
        lost: true,
        dedicated_fans: 3,
        ..TeamMatch::default()
    };
    assert_eq!(dedicated_fans_after(table, &lost, 2), 2, "2 is below 3");
    assert_eq!(dedicated_fans_after(table, &lost, 3), 3);
    let one = TeamMatch {
        lost: true,
        dedicated_fans: 1,
        ..TeamMatch::default()
    };
    assert_eq!(dedicated_fans_after(table, &one, 1), 1, "1 is not below 1");
    let drawn = TeamMatch {
        dedicated_fans: 3,
        ..TeamMatch::default()
    };
    assert_eq!(
        dedicated_fans_after(table, &drawn, 6),
        3,
        "no roll after a draw"
    );
}

#[test]
fn residency_rolls_add_the_seeds_modifiers_and_read_the_result() {
    let table = &tables().post_match.residency;
    // +1 won, -1 lost, +1 extended sponsorship, +2 major, +1 more than 3 dedicated fans;
    // 5 or less failure, 6–8 resident without winnings, 9 or more deal agreed.
    let won = TeamMatch {
        won: true,
        dedicated_fans: 4,
        sponsorship: Some("major"),
        ..TeamMatch::default()
    };
    let roll = residency(table, &won, 5).unwrap();
    assert_eq!((roll.total, roll.result.id.as_str()), (9, "deal-agreed"));
    let lost = TeamMatch {
        lost: true,
        dedicated_fans: 2,
        ..TeamMatch::default()
    };
    let roll = residency(table, &lost, 6).unwrap();
    assert_eq!((roll.total, roll.result.id.as_str()), (5, "failure"));
    let drawn = TeamMatch {
        dedicated_fans: 3,
        sponsorship: Some("extended"),
        ..TeamMatch::default()
    };
    let roll = residency(table, &drawn, 5).unwrap();
    assert_eq!(
        (roll.total, roll.result.id.as_str()),
        (6, "resident-without-winnings")
    );
    let lowest = residency(table, &lost, 1).unwrap();
    assert_eq!((lowest.total, lowest.result.id.as_str()), (0, "failure"));
}

#[test]
fn advancing_needs_the_levels_spp_and_prayers_count_the_inducements() {
    let table = &tables().advancement.advancement;
    assert_eq!(
        can_advance(table, 6, 1, AdvancementKind::ChosenPrimary),
        Some(true)
    );
    assert_eq!(
        can_advance(table, 5, 1, AdvancementKind::ChosenPrimary),
        Some(false)
    );
    assert_eq!(
        can_advance(table, 50, 6, AdvancementKind::RandomCharacteristic),
        Some(true)
    );
    assert_eq!(
        can_advance(table, 99, 7, AdvancementKind::RandomPrimary),
        None
    );
    assert_eq!(ctv_with_inducements(1_000_000, 130_000), 1_130_000);
}
