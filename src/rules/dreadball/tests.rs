//! Each team-building rule, checked on plain values with no database.

use super::*;
use crate::data::Lang;
use crate::data::dreadball::{Reference, StaffKind, Team};

fn reference() -> &'static Reference {
    Reference::bundled().expect("bundled data")
}

fn roster(id: &str) -> &'static Team {
    reference().teams.iter().find(|t| t.id == id).expect(id)
}

fn player(number: u32, role: &str, cost_mc: u32) -> PlayerState {
    PlayerState {
        number,
        name: format!("Player {number}"),
        kind: PlayerKind::Roster,
        role: Some(role.to_string()),
        cost_mc,
        giant: false,
        match_only: false,
    }
}

fn team_with(players: u32, treasury_mc: i64) -> TeamState<'static> {
    let mut team = TeamState::empty(roster("trontek-29ers"), treasury_mc);
    team.players = (1..=players).map(|n| player(n, "jack", 8)).collect();
    team
}

fn settings() -> Settings {
    Settings::defaults(reference())
}

#[test]
fn hiring_a_roster_position_costs_its_price() {
    let team = team_with(8, 20);
    let hire = check_hire(&team, reference(), "Human Striker", Lang::En).unwrap();
    assert_eq!(
        (hire.role.id.as_str(), hire.cost_mc, hire.kind),
        ("striker", 10, PlayerKind::Roster)
    );
}

#[test]
fn a_fifteenth_player_is_refused() {
    let team = team_with(14, 100);
    assert_eq!(
        check_hire(&team, reference(), "jack", Lang::En).unwrap_err(),
        Violation::TooManyPlayers {
            max: 14,
            current: 14,
            adding: 1
        }
    );
    assert!(check_hire(&team_with(13, 100), reference(), "jack", Lang::En).is_ok());
}

#[test]
fn the_treasury_never_goes_below_zero() {
    let team = team_with(8, 7);
    assert_eq!(
        check_hire(&team, reference(), "jack", Lang::En).unwrap_err(),
        Violation::NotEnoughMoney {
            cost_mc: 8,
            treasury_mc: 7
        }
    );
    assert!(check_hire(&team_with(8, 8), reference(), "jack", Lang::En).is_ok());
}

#[test]
fn positions_come_only_from_the_teams_own_roster() {
    let team = team_with(0, 100);
    let error = check_hire(&team, reference(), "keeper", Lang::En).unwrap_err();
    assert!(
        matches!(&error, Violation::PositionNotInRoster { allowed, .. } if allowed == &["guard", "jack", "striker"])
    );
    assert!(
        error
            .message(Lang::En)
            .contains("allowed: guard, jack, striker")
    );
    // An Orx Guard is a Greenmoon position, not a Trontek one, even though both are guards.
    let orx = check_hire(
        &TeamState::empty(roster("greenmoon-smackers"), 100),
        reference(),
        "orx guard",
        Lang::En,
    );
    assert_eq!(orx.unwrap().cost_mc, 13);
    assert!(check_hire(&team, reference(), "orx guard", Lang::En).is_err());
}

#[test]
fn transformer_forms_and_mechanites_are_not_hired_from_the_roster() {
    let chargers = TeamState::empty(roster("chromium-chargers"), 100);
    assert!(matches!(
        check_hire(&chargers, reference(), "guard", Lang::En),
        Err(Violation::PositionNotHireable { .. })
    ));
    let brutes = TeamState::empty(roster("ro-tek-brutes"), 100);
    assert!(matches!(
        check_hire(&brutes, reference(), "jack", Lang::En),
        Err(Violation::NeedsBuilder { .. })
    ));
    let kovoss = TeamState::empty(roster("kovoss-kryptics"), 100);
    let base_mutant = check_hire(&kovoss, reference(), "jack", Lang::En).unwrap();
    assert_eq!(
        (base_mutant.kind, base_mutant.cost_mc),
        (PlayerKind::Mutant, 7)
    );
}

#[test]
fn dice_and_cards_cost_the_leagues_prices() {
    let team = team_with(8, 30);
    assert_eq!(check_buy_dice(&team, &settings(), 5), Ok(30));
    assert_eq!(
        check_buy_dice(&team, &settings(), 6),
        Err(Violation::NotEnoughMoney {
            cost_mc: 36,
            treasury_mc: 30
        })
    );
    assert_eq!(check_buy_cards(&team, &settings(), 3), Ok(30));
    let dear = Settings {
        card_mc: 12,
        ..settings()
    };
    assert_eq!(check_buy_cards(&team, &dear, 2), Ok(24));
    assert_eq!(
        check_buy_dice(&team, &settings(), 0),
        Err(Violation::CountMustBePositive)
    );
}

#[test]
fn at_most_seven_cheerleaders_at_8mc() {
    let mut team = team_with(8, 100);
    assert_eq!(check_buy_cheerleaders(&team, reference(), 7), Ok(56));
    team.cheerleaders = 6;
    assert_eq!(check_buy_cheerleaders(&team, reference(), 1), Ok(8));
    assert_eq!(
        check_buy_cheerleaders(&team, reference(), 2),
        Err(Violation::TooManyCheerleaders {
            max: 7,
            current: 6,
            adding: 2
        })
    );
}

#[test]
fn one_assistant_of_each_kind_at_8mc() {
    let mut team = team_with(8, 100);
    assert_eq!(
        check_hire_staff(&team, reference(), StaffKind::Offensive),
        Ok(8)
    );
    team.staff = vec![StaffKind::Offensive];
    assert!(matches!(
        check_hire_staff(&team, reference(), StaffKind::Offensive),
        Err(Violation::StaffAlreadyHired { .. })
    ));
    assert_eq!(
        check_hire_staff(&team, reference(), StaffKind::Support),
        Ok(8)
    );
    team.treasury_mc = 7;
    assert!(matches!(
        check_hire_staff(&team, reference(), StaffKind::Support),
        Err(Violation::NotEnoughMoney { .. })
    ));
}

#[test]
fn shirt_numbers_are_unique_and_in_range() {
    let team = team_with(3, 0);
    assert_eq!(
        check_renumber(&team, 1, 2),
        Err(Violation::NumberTaken { number: 2 })
    );
    assert_eq!(check_renumber(&team, 1, 1), Ok(()));
    assert_eq!(check_renumber(&team, 1, 23), Ok(()));
    assert!(matches!(
        check_renumber(&team, 1, 0),
        Err(Violation::NumberOutOfRange { .. })
    ));
    assert!(matches!(
        check_renumber(&team, 1, 100),
        Err(Violation::NumberOutOfRange { .. })
    ));
    assert_eq!(
        check_renumber(&team, 9, 10),
        Err(Violation::NoSuchPlayer { number: 9 })
    );
    assert_eq!(team.next_free_number(), 4);
}

#[test]
fn names_are_trimmed_and_bounded() {
    assert_eq!(check_name("  Zoé  "), Ok("Zoé".to_string()));
    assert_eq!(check_name("   "), Err(Violation::NameEmpty));
    assert!(matches!(
        check_name(&"x".repeat(NAME_MAX_CHARS + 1)),
        Err(Violation::NameTooLong { .. })
    ));
}

#[test]
fn starting_line_up_is_the_seeds() {
    let lineup = starting_lineup(roster("trontek-29ers"), Lang::En).unwrap();
    let counts: Vec<(&str, u32)> = lineup
        .iter()
        .map(|(role, count)| (role.id.as_str(), *count))
        .collect();
    assert_eq!(counts, [("guard", 2), ("jack", 3), ("striker", 3)]);
    // Transformer forms with x0 are not part of the line-up.
    let chargers = starting_lineup(roster("chromium-chargers"), Lang::En).unwrap();
    assert_eq!(chargers.len(), 1);
    assert!(matches!(
        starting_lineup(roster("kovoss-kryptics"), Lang::En),
        Err(Violation::LineupUnknown { .. })
    ));
}

#[test]
fn team_problems_list_every_broken_rule() {
    let mut team = team_with(15, -3);
    team.cheerleaders = 8;
    team.staff = vec![StaffKind::Support, StaffKind::Support];
    team.players[1].number = 1;
    team.players[2].role = Some("keeper".into());
    let problems = team_problems(&team, reference(), Lang::En);
    assert!(problems.contains(&Violation::TooManyPlayers {
        max: 14,
        current: 15,
        adding: 0
    }));
    assert!(problems.contains(&Violation::NegativeTreasury { treasury_mc: -3 }));
    assert!(problems.contains(&Violation::TooManyCheerleaders {
        max: 7,
        current: 8,
        adding: 0
    }));
    assert!(problems.contains(&Violation::DuplicateNumber { number: 1 }));
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, Violation::StaffAlreadyHired { .. }))
    );
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, Violation::RoleNotInRoster { player: 3, .. }))
    );
    assert!(team_problems(&team_with(8, 0), reference(), Lang::En).is_empty());
}

#[test]
fn team_value_adds_players_dice_cards_cheerleaders_and_staff() {
    let mut team = team_with(3, 0); // 3 jacks at 8mc = 24
    team.dice = 2; // 12
    team.cards = 1; // 10
    team.cheerleaders = 2; // 16
    team.staff = vec![StaffKind::Defensive]; // 8
    assert_eq!(
        team_value_mc(&team, &settings(), reference()),
        24 + 12 + 10 + 16 + 8
    );
}

#[test]
fn team_value_holds_at_its_ceiling_whatever_the_counts() {
    let mut team = team_with(3, 0);
    team.dice = u32::MAX;
    team.cards = 1_000_000_000;
    assert_eq!(team_value_mc(&team, &settings(), reference()), u32::MAX);
    team.dice = 1_000;
    team.cards = 0;
    let dice = 1_000 * settings().coaching_die_mc;
    assert_eq!(team_value_mc(&team, &settings(), reference()), 24 + dice);
}

#[test]
fn messages_exist_in_french() {
    let violation = Violation::TooManyCheerleaders {
        max: 7,
        current: 7,
        adding: 1,
    };
    assert!(
        violation
            .message(Lang::Fr)
            .contains("au plus 7 cheerleaders")
    );
    assert!(
        violation
            .message(Lang::En)
            .contains("at most 7 cheerleaders")
    );
}
