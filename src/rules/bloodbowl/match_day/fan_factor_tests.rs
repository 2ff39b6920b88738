//! The fan factors a match day works out, with dice typed in so every number is the
//! seed's (001_712c7218694f055c.txt): a stadium attribute's bonus before the match (line
//! 32) and the changes during it (lines 18, 35, 177), and the winnings they give (line
//! 214).

use std::collections::BTreeMap;

use super::*;
use crate::data::Lang;
use crate::rules::bloodbowl::bundled_data::{humans, reference, tables};
use crate::rules::bloodbowl::post_match::{Halving, TeamMatch, winnings_gp};
use crate::rules::bloodbowl::pre_match::Side;
use crate::rules::bloodbowl::{Items, PlayerState, TeamState};

/// 11 Human Linemen and `fans` dedicated fans: both sides alike, so no petty cash and no
/// prayer.
fn side(fans: u32) -> PrematchSide<'static> {
    let team = TeamState {
        roster: humans(),
        staff: &reference().staff,
        treasury_gp: 100_000,
        items: Items {
            dedicated_fans: fans,
            ..Items::default()
        },
        players: (0..11)
            .map(|_| PlayerState {
                position: "lineman".into(),
                value_gp: 50_000,
                available: true,
                journeyman: false,
            })
            .collect(),
        matches_played: 1,
    };
    PrematchSide {
        team,
        rules: &humans().special_rules,
        tier: humans().tier,
        residence: None,
        buys: Vec::new(),
    }
}

/// The pre-match's fan factors in a Local Crowd stadium (the two coaches' D6: 5 + 6 = 11,
/// line 30 "1D6 Public Local") whose attribute D6 is `attribute`; dedicated fans 4 and 1,
/// fan factor D3s 2 and 3.
fn fan_factors_with(attribute: u8) -> [u32; 2] {
    let typed: BTreeMap<String, u8> = [
        ("stadium.home", 5),
        ("stadium.away", 6),
        ("stadium.attribute", attribute),
        ("weather.home", 3),
        ("weather.away", 4),
        ("fans.home", 2),
        ("fans.away", 3),
        ("coin", 1),
    ]
    .into_iter()
    .map(|(key, value)| (key.to_string(), value))
    .collect();
    let mut log = RollLog::new(1, &typed);
    let format = PrematchFormat {
        stadium: true,
        weather: true,
        ball: true,
        kick_off: true,
    };
    let plan = plan_prematch(
        tables(),
        format,
        [side(4), side(1)],
        PrematchChoices::default(),
        &mut log,
    )
    .unwrap();
    log.finish().unwrap();
    plan.fan_factors
}

/// Line 32: "Populace Tapageuse : +1 FP" (the Local Crowd's 2) adds one to each team's
/// fan factor (line 37: FD + 1D3), so the winnings of line 214, ((sum of FP) / 2 + TD) x
/// 10,000 gp, are 10,000 gp more than a Local Crowd that leaves the fan factor alone
/// (Ale-fuelled Maniacs, its 1).
#[test]
fn boisterous_rabble_raises_both_fan_factors_and_the_winnings_by_10000_gp() {
    let rabble = fan_factors_with(2);
    let maniacs = fan_factors_with(1);
    assert_eq!(maniacs, [4 + 2, 1 + 3]);
    assert_eq!(rabble, [4 + 2 + 1, 1 + 3 + 1]);
    let table = &tables().post_match.winnings;
    let winnings = |fan_factors| winnings_gp(table, fan_factors, 2, Halving::Down);
    assert_eq!(winnings(maniacs), (10 / 2 + 2) * 10_000);
    assert_eq!(winnings(rabble), (12 / 2 + 2) * 10_000);
    assert_eq!(winnings(rabble) - winnings(maniacs), 10_000);
}

/// Lines 18 and 35 ("-1 au FP (min = 0)", "-1 FP (min = 0)") and 177 ("-1FP pour les 2
/// équipes") lower a fan factor during the match; the winnings use the one it ends with.
#[test]
fn the_winnings_use_the_fan_factors_the_match_ends_with() {
    let start = [3, 4];
    assert_eq!(final_fan_factors(start, [0, 0]), Ok([3, 4]));
    let ends = final_fan_factors(start, [-1, -2]).unwrap();
    assert_eq!(ends, [2, 2]);
    assert_eq!(final_fan_factors(start, [-3, -4]), Ok([0, 0]));
    let played_in = StadiumPick {
        stadium: "nothing-out-of-the-ordinary".into(),
        attribute: None,
        resident: None,
    };
    let winnings = |fan_factors| {
        let input = TeamInput {
            side: Side::Home,
            matched: TeamMatch {
                won: true,
                dedicated_fans: 2,
                touchdowns: 1,
                ..TeamMatch::default()
            },
            fan_factors,
            halving: Halving::Down,
            played_in: Some(&played_in),
            state: StadiumState::default(),
            treasury_gp: 100_000,
        };
        let typed = BTreeMap::new();
        let mut log = RollLog::new(7, &typed);
        team_steps(tables(), &mut log, &input, &TeamChoices::default())
            .unwrap()
            .winnings_gp
    };
    // ((3 + 4) / 2 + 1) x 10,000 before the match; ((2 + 2) / 2 + 1) x 10,000 after.
    assert_eq!(winnings(start), 40_000);
    assert_eq!(winnings(ends), 30_000);
}

#[test]
fn a_change_that_takes_a_fan_factor_below_0_is_refused_saying_what_it_may_be() {
    let refused = final_fan_factors([1, 4], [-2, 0]);
    let refusal = FanFactorRefusal {
        side: Side::Home,
        fan_factor: 1,
        change: -2,
    };
    assert_eq!(refused, Err(refusal));
    assert_eq!(
        final_fan_factors([4, 0], [0, -1]).map_err(|r| r.side),
        Err(Side::Away)
    );
    assert_eq!(
        refusal.message(Lang::En),
        "the home fan factor was 1 before the match; a change of -2 would take it below 0, the least a fan factor may be: the change goes from -1 to 0"
    );
    let french = MatchDayRefusal::FanFactor(refusal).message(Lang::Fr);
    assert!(french.contains("la variation va de -1 à 0"), "{french}");
    assert_eq!(
        MatchDayRefusal::FanFactor(refusal).id(),
        "fan_factor_below_zero"
    );
}
