//! Hand-worked teams: every limit refused with its message, TV and CTV.

use super::*;
use crate::data::Lang;
use crate::data::bloodbowl::{
    Category, Position, Priced, Rerolls, Roster, SharedLimit, SquadSize, Staff,
};

fn staff() -> Staff {
    Staff {
        cheerleaders: Priced {
            cost_gp: 10_000,
            max: 12,
        },
        assistants: Priced {
            cost_gp: 10_000,
            max: 6,
        },
        apothecary: Priced {
            cost_gp: 50_000,
            max: 1,
        },
        rerolls: Rerolls {
            max: 8,
            after_first_match_multiplier: 2,
        },
        players: SquadSize { min: 11, max: 16 },
    }
}

fn position(id: &str, max: u32, cost_gp: u32, lineman: bool) -> Position {
    Position {
        id: id.to_string(),
        name_en: id.to_string(),
        name_fr: format!("{id}-fr"),
        max,
        cost_gp,
        ma: 6,
        st: 3,
        ag: 3,
        pa: Some(4),
        av: 9,
        skills: Vec::new(),
        primary: vec![Category::General],
        secondary: vec![Category::Agility],
        lineman,
    }
}

/// Humans as the 2020 list gives them (BBBase): Lineman 0-16 50k, Blitzer 0-4 85k,
/// Ogre 0-1 140k; re-rolls 50k; apothecary allowed.
fn humans() -> Roster {
    Roster {
        id: "human".into(),
        name_en: "Human".into(),
        name_fr: "Humains".into(),
        tier: 2,
        reroll_gp: 50_000,
        reroll_max: None,
        apothecary: true,
        special_rule_choice: Vec::new(),
        special_rules: vec!["old-world-classic".into()],
        sources: vec!["test".into()],
        notes: Vec::new(),
        position: vec![
            position("lineman", 16, 50_000, true),
            position("blitzer", 4, 85_000, false),
            position("ogre", 1, 140_000, false),
        ],
        limit: Vec::new(),
    }
}

/// A Low Cost Linemen team without an apothecary, with a shared Big Guy limit.
fn goblins() -> Roster {
    Roster {
        id: "goblin".into(),
        name_en: "Goblin".into(),
        name_fr: "Gobelins".into(),
        tier: 3,
        reroll_gp: 60_000,
        reroll_max: None,
        apothecary: false,
        special_rule_choice: Vec::new(),
        special_rules: vec!["low-cost-linemen".into()],
        sources: vec!["test".into()],
        notes: Vec::new(),
        position: vec![
            position("lineman", 16, 40_000, true),
            position("troll", 2, 115_000, false),
            position("fanatic", 1, 70_000, false),
        ],
        limit: vec![SharedLimit {
            positions: vec!["troll".into(), "fanatic".into()],
            max: 2,
            note: None,
        }],
    }
}

fn player(position: &str, value_gp: u32) -> PlayerState {
    PlayerState {
        position: position.to_string(),
        value_gp,
        available: true,
        journeyman: false,
    }
}

fn team<'r>(roster: &'r Roster, staff: &'r Staff, treasury_gp: i64) -> TeamState<'r> {
    TeamState {
        roster,
        staff,
        treasury_gp,
        items: Items {
            dedicated_fans: 1,
            ..Items::default()
        },
        players: Vec::new(),
        matches_played: 0,
    }
}

const CREATION: CreationRules = CreationRules {
    max_dedicated_fans: 6,
    dedicated_fan_gp: 10_000,
};

#[test]
fn a_position_at_its_maximum_is_refused_in_both_languages() {
    let (roster, staff) = (humans(), staff());
    let mut t = team(&roster, &staff, 1_000_000);
    assert_eq!(hire_cost(&t, "ogre"), Ok(140_000));
    t.players.push(player("ogre", 140_000));
    let refusal = hire_cost(&t, "ogre").unwrap_err();
    assert_eq!(refusal.id(), "position_full");
    assert!(refusal.message(Lang::En).contains("0–1"), "{refusal}");
    assert!(
        refusal.message(Lang::Fr).contains("ogre-fr"),
        "{}",
        refusal.message(Lang::Fr)
    );
}

#[test]
fn the_sixteenth_player_is_the_last() {
    let (roster, staff) = (humans(), staff());
    let mut t = team(&roster, &staff, 10_000_000);
    t.players = (0..16).map(|_| player("lineman", 50_000)).collect();
    assert_eq!(hire_cost(&t, "blitzer"), Err(Refusal::TeamFull { max: 16 }));
    // A journeyman hired for one match does not take one of the 16 places.
    t.players.pop();
    t.players.push(PlayerState {
        journeyman: true,
        ..player("lineman", 50_000)
    });
    assert_eq!(hire_cost(&t, "blitzer"), Ok(85_000));
}

#[test]
fn a_shared_limit_is_refused_once_reached() {
    let (roster, staff) = (goblins(), staff());
    let mut t = team(&roster, &staff, 1_000_000);
    t.players = vec![player("troll", 115_000), player("fanatic", 70_000)];
    let refusal = hire_cost(&t, "troll").unwrap_err();
    assert_eq!(refusal.id(), "shared_limit_full");
    assert!(refusal.message(Lang::En).contains("troll, fanatic"));
}

#[test]
fn an_unknown_position_names_those_the_roster_has() {
    let (roster, staff) = (humans(), staff());
    let t = team(&roster, &staff, 1_000_000);
    let message = hire_cost(&t, "wizard").unwrap_err().message(Lang::En);
    assert!(message.contains("lineman, blitzer, ogre"), "{message}");
}

#[test]
fn the_treasury_must_hold_the_price() {
    let (roster, staff) = (humans(), staff());
    let t = team(&roster, &staff, 80_000);
    let refusal = hire_cost(&t, "blitzer").unwrap_err();
    assert_eq!(
        refusal.message(Lang::En),
        "this costs 85,000 gp but the treasury holds 80,000 gp"
    );
    assert_eq!(
        refusal.message(Lang::Fr),
        "cela coûte 85\u{a0}000 po mais la trésorerie contient 80\u{a0}000 po"
    );
}

#[test]
fn rerolls_cost_the_roster_price_then_double_after_the_first_match() {
    let (roster, staff) = (humans(), staff());
    let mut t = team(&roster, &staff, 1_000_000);
    assert_eq!(
        purchase_cost(&t, Purchase::Rerolls, 2, &CREATION),
        Ok(100_000)
    );
    t.matches_played = 1;
    assert_eq!(
        purchase_cost(&t, Purchase::Rerolls, 1, &CREATION),
        Ok(100_000)
    );
    t.items.rerolls = 8;
    assert_eq!(
        purchase_cost(&t, Purchase::Rerolls, 1, &CREATION),
        Err(Refusal::TooMany {
            what: Purchase::Rerolls,
            max: 8
        })
    );
}

#[test]
fn staff_limits_are_six_assistants_and_twelve_cheerleaders() {
    let (roster, staff) = (humans(), staff());
    let mut t = team(&roster, &staff, 1_000_000);
    assert_eq!(
        purchase_cost(&t, Purchase::Assistants, 6, &CREATION),
        Ok(60_000)
    );
    assert!(purchase_cost(&t, Purchase::Assistants, 7, &CREATION).is_err());
    t.items.cheerleaders = 12;
    let refusal = purchase_cost(&t, Purchase::Cheerleaders, 1, &CREATION).unwrap_err();
    assert_eq!(
        refusal.message(Lang::En),
        "a team may have at most 12 cheerleaders"
    );
    assert_eq!(
        purchase_cost(&t, Purchase::Cheerleaders, 0, &CREATION),
        Err(Refusal::CountZero)
    );
}

#[test]
fn the_apothecary_only_where_the_roster_allows_and_only_one() {
    let (humans, goblins, staff) = (humans(), goblins(), staff());
    let mut t = team(&humans, &staff, 1_000_000);
    assert_eq!(
        purchase_cost(&t, Purchase::Apothecary, 1, &CREATION),
        Ok(50_000)
    );
    t.items.apothecary = true;
    assert!(purchase_cost(&t, Purchase::Apothecary, 1, &CREATION).is_err());
    let g = team(&goblins, &staff, 1_000_000);
    let refusal = purchase_cost(&g, Purchase::Apothecary, 1, &CREATION).unwrap_err();
    assert_eq!(refusal.id(), "no_apothecary");
    assert!(refusal.message(Lang::Fr).contains("Gobelins"));
}

#[test]
fn dedicated_fans_only_before_the_first_match_up_to_the_league_setting() {
    let (roster, staff) = (humans(), staff());
    let mut t = team(&roster, &staff, 1_000_000);
    assert_eq!(
        purchase_cost(&t, Purchase::DedicatedFans, 5, &CREATION),
        Ok(50_000)
    );
    assert!(purchase_cost(&t, Purchase::DedicatedFans, 6, &CREATION).is_err());
    t.matches_played = 2;
    assert_eq!(
        purchase_cost(&t, Purchase::DedicatedFans, 1, &CREATION),
        Err(Refusal::FansOnlyBeforeFirstMatch)
    );
}

#[test]
fn team_value_and_current_value_of_a_human_team() {
    // 11 Linemen (550k) + 2 Blitzers (170k) + Ogre (140k) = 860k of players;
    // 3 re-rolls at 50k (150k), 2 assistants (20k), 4 cheerleaders (40k), apothecary
    // (50k) = 260k. TV 1,120,000. One Blitzer misses the next match: CTV 1,035,000.
    let (roster, staff) = (humans(), staff());
    let mut t = team(&roster, &staff, 0);
    t.players = (0..11).map(|_| player("lineman", 50_000)).collect();
    t.players.push(player("blitzer", 85_000));
    t.players.push(PlayerState {
        available: false,
        ..player("blitzer", 85_000)
    });
    t.players.push(player("ogre", 140_000));
    t.items = Items {
        rerolls: 3,
        dedicated_fans: 4,
        assistants: 2,
        cheerleaders: 4,
        apothecary: true,
    };
    assert_eq!(team_value_gp(&t), 1_120_000);
    assert_eq!(current_team_value_gp(&t), 1_035_000);
}

#[test]
fn low_cost_linemen_do_not_count_in_current_value_but_journeymen_do() {
    // 10 Linemen (400k) + Troll (115k) + 2 re-rolls at 60k (120k): TV 635,000. CTV
    // leaves out the 10 Linemen: 235,000; with a journeyman Lineman (40k): 275,000.
    let (roster, staff) = (goblins(), staff());
    let mut t = team(&roster, &staff, 0);
    t.players = (0..10).map(|_| player("lineman", 40_000)).collect();
    t.players.push(player("troll", 115_000));
    t.items.rerolls = 2;
    assert_eq!(team_value_gp(&t), 635_000);
    assert_eq!(current_team_value_gp(&t), 235_000);
    t.players.push(PlayerState {
        journeyman: true,
        ..player("lineman", 40_000)
    });
    assert_eq!(
        team_value_gp(&t),
        635_000,
        "a journeyman is not the team's own"
    );
    assert_eq!(current_team_value_gp(&t), 275_000);
}

#[test]
fn problems_list_a_short_squad_without_refusing_it() {
    let (roster, staff) = (humans(), staff());
    let mut t = team(&roster, &staff, 1_000_000);
    t.players = (0..9).map(|_| player("lineman", 50_000)).collect();
    let found = problems(&t);
    assert_eq!(found, vec![Refusal::TooFewPlayers { count: 9, min: 11 }]);
    assert_eq!(hire_cost(&t, "lineman"), Ok(50_000));
    t.players.extend((0..2).map(|_| player("ogre", 140_000)));
    t.items.apothecary = true;
    let ids: Vec<&str> = problems(&t).iter().map(Refusal::id).collect();
    assert_eq!(ids, vec!["position_full"]);
}
