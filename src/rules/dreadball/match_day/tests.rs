use super::*;
use crate::data::Lang;
use crate::data::dreadball::{PlaysFor, Reference};
use crate::rules::dreadball::build::Stat;

fn reference() -> &'static Reference {
    Reference::bundled().expect("bundled data")
}

fn settings(event_mvps: bool) -> MatchDaySettings {
    MatchDaySettings {
        event_mvps,
        ..MatchDaySettings::default()
    }
}

fn allowed(
    mvp: &crate::data::dreadball::Mvp,
    roster: &crate::data::dreadball::Team,
    event_mvps: bool,
) -> Result<(), Refusal> {
    let settings = settings(event_mvps);
    let context = MvpContext {
        roster,
        own_hired: &[],
        opponent_hired: &[],
        settings: &settings,
    };
    check_mvp_allowed(mvp, &context, reference(), Lang::En)
}

#[test]
fn every_mvp_plays_only_for_the_teams_its_card_names() {
    let reference = reference();
    let mut checked = 0;
    for mvp in &reference.mvps {
        let listed = |faction: &str| mvp.plays_for_factions.iter().any(|f| f == faction);
        for roster in &reference.teams {
            let outcome = allowed(mvp, roster, true);
            if mvp.cost_mc.is_none() {
                assert!(
                    matches!(outcome, Err(Refusal::MvpNoPrice { .. })),
                    "{}",
                    mvp.id
                );
                continue;
            }
            let should_play = match mvp.plays_for {
                PlaysFor::Everyone => true,
                PlaysFor::EveryoneExcept => !listed(&roster.faction),
                PlaysFor::Only => listed(&roster.faction),
            };
            if should_play {
                assert_eq!(outcome, Ok(()), "{} for {}", mvp.id, roster.id);
            } else {
                let refusal = outcome.expect_err(&format!("{} for {}", mvp.id, roster.id));
                assert!(
                    matches!(refusal, Refusal::MvpNotForTeam { .. }),
                    "{refusal:?}"
                );
                let message = refusal.message(Lang::En);
                assert!(message.contains(&mvp.plays_for_en), "{message}");
                let settings = settings(true);
                let context = MvpContext {
                    roster,
                    own_hired: &[],
                    opponent_hired: &[],
                    settings: &settings,
                };
                let french = check_mvp_allowed(mvp, &context, reference, Lang::Fr).unwrap_err();
                assert!(french.message(Lang::Fr).contains(&mvp.plays_for_fr));
            }
            checked += 1;
        }
        // Every restricted MVP is both allowed somewhere and refused somewhere.
        if mvp.cost_mc.is_some() && mvp.plays_for != PlaysFor::Everyone {
            assert!(
                reference
                    .teams
                    .iter()
                    .any(|r| allowed(mvp, r, true).is_ok()),
                "{}",
                mvp.id
            );
            assert!(
                reference
                    .teams
                    .iter()
                    .any(|r| allowed(mvp, r, true).is_err()),
                "{}",
                mvp.id
            );
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn challenge_cup_venue_mvps_need_the_league_setting() {
    let reference = reference();
    let venue_mvps: Vec<_> = reference
        .mvps
        .iter()
        .filter(|m| !m.event_only_en.is_empty() && m.cost_mc.is_some())
        .collect();
    assert!(venue_mvps.len() >= 5, "{}", venue_mvps.len());
    for mvp in venue_mvps {
        let roster = reference
            .teams
            .iter()
            .find(|r| allowed(mvp, r, true).is_ok())
            .expect("someone they play for");
        let refusal = allowed(mvp, roster, false).unwrap_err();
        assert!(
            matches!(refusal, Refusal::MvpEventOnly { .. }),
            "{}",
            mvp.id
        );
        assert!(refusal.message(Lang::En).contains(&mvp.event_only_en));
    }
}

#[test]
fn an_mvp_who_refuses_another_is_refused_beside_them_only() {
    let reference = reference();
    let mvp = reference
        .mvps
        .iter()
        .find(|m| !m.not_with.is_empty())
        .unwrap();
    let roster = reference
        .teams
        .iter()
        .find(|r| allowed(mvp, r, true).is_ok())
        .unwrap();
    let settings = settings(true);
    let beside = MvpContext {
        roster,
        own_hired: &mvp.not_with,
        opponent_hired: &[],
        settings: &settings,
    };
    let refusal = check_mvp_allowed(mvp, &beside, reference, Lang::En).unwrap_err();
    assert!(matches!(refusal, Refusal::MvpNotWith { .. }), "{refusal:?}");
    let facing = MvpContext {
        own_hired: &[],
        opponent_hired: &mvp.not_with,
        ..beside
    };
    assert_eq!(check_mvp_allowed(mvp, &facing, reference, Lang::En), Ok(()));
}

#[test]
fn the_outsider_bonus_goes_to_the_lower_value_and_remainders_are_lost() {
    assert_eq!(
        outsider(100, 73),
        Outsider {
            side: Some(Side::Away),
            bonus_mc: 27
        }
    );
    assert_eq!(outsider(60, 95).side, Some(Side::Home));
    assert_eq!(
        outsider(88, 88),
        Outsider {
            side: None,
            bonus_mc: 0
        }
    );
    let use_ = |bonus_mc, spent_on_mvps_mc, rolls| BonusUse {
        bonus_mc,
        spent_on_mvps_mc,
        rolls,
    };
    assert_eq!(
        (use_(27, 0, 0).rolls_left(), use_(27, 0, 0).lost_mc()),
        (2, 7)
    );
    let after_mvp = use_(27, 11, 0);
    assert_eq!(
        (
            after_mvp.left_mc(),
            after_mvp.rolls_left(),
            after_mvp.lost_mc()
        ),
        (16, 1, 6)
    );
    let after_roll = use_(27, 11, 1);
    assert_eq!(
        (
            after_roll.left_mc(),
            after_roll.rolls_left(),
            after_roll.lost_mc()
        ),
        (6, 0, 6)
    );
    assert_eq!(use_(9, 0, 0).rolls_left(), 0);
    assert_eq!(use_(10, 0, 0).rolls_left(), 1);
}

#[test]
fn mvps_come_before_rolls_and_cost_what_the_bonus_cannot_cover() {
    let reference = reference();
    let mvp = reference.mvp("buzzcut").unwrap();
    let roster = &reference.teams[0];
    let settings = MatchDaySettings::default();
    let context = MvpContext {
        roster,
        own_hired: &[],
        opponent_hired: &[],
        settings: &settings,
    };
    let purse = |bonus_mc, rolls, treasury_mc, room| Purse {
        bonus: BonusUse {
            bonus_mc,
            spent_on_mvps_mc: 0,
            rolls,
        },
        treasury_mc,
        room,
    };
    let paid = check_mvp_hire(mvp, &context, &purse(30, 0, 0, 5), reference, Lang::En);
    assert_eq!(
        paid,
        Ok(Payment {
            bonus_mc: 11,
            treasury_mc: 0
        })
    );
    let split = check_mvp_hire(mvp, &context, &purse(4, 0, 20, 5), reference, Lang::En);
    assert_eq!(
        split,
        Ok(Payment {
            bonus_mc: 4,
            treasury_mc: 7
        })
    );
    let short = check_mvp_hire(mvp, &context, &purse(4, 0, 6, 5), reference, Lang::En);
    assert!(matches!(short, Err(Refusal::MvpCannotPay { .. })));
    let after_rolls = check_mvp_hire(mvp, &context, &purse(30, 1, 50, 5), reference, Lang::En);
    assert_eq!(after_rolls, Err(Refusal::MvpAfterRolls));
    let full = check_mvp_hire(mvp, &context, &purse(30, 0, 50, 0), reference, Lang::En);
    assert!(matches!(full, Err(Refusal::NoRoom { .. })));
}

#[test]
fn a_pair_mvp_needs_two_places() {
    let reference = reference();
    let pair = reference
        .mvps
        .iter()
        .find(|m| m.member.len() == 2 && m.cost_mc.is_some());
    let Some(pair) = pair else {
        return;
    };
    assert_eq!(mvp_players(pair), 2);
    let roster = reference
        .teams
        .iter()
        .find(|r| allowed(pair, r, true).is_ok())
        .unwrap();
    let settings = settings(true);
    let context = MvpContext {
        roster,
        own_hired: &[],
        opponent_hired: &[],
        settings: &settings,
    };
    let purse = Purse {
        bonus: BonusUse {
            bonus_mc: 50,
            ..BonusUse::default()
        },
        treasury_mc: 0,
        room: 1,
    };
    let refusal = check_mvp_hire(pair, &context, &purse, reference, Lang::En).unwrap_err();
    assert_eq!(refusal, Refusal::NoRoom { max: 14, adding: 2 });
}

#[test]
fn a_giant_takes_two_places_on_the_pitch() {
    let reference = reference();
    let giant = reference
        .mvps
        .iter()
        .find(|m| m.kind == crate::data::dreadball::MvpKind::Giant)
        .unwrap();
    assert_eq!(pitch_places(reference, giant), 2);
    assert_eq!(
        pitch_places(reference, reference.mvp("buzzcut").unwrap()),
        1
    );
}

#[test]
fn free_agent_rolls_need_a_full_ten_and_a_free_place_and_a_real_table() {
    let reference = reference();
    let purse = |left, room| Purse {
        bonus: BonusUse {
            bonus_mc: left,
            ..BonusUse::default()
        },
        treasury_mc: 0,
        room,
    };
    assert_eq!(check_free_agent_roll(&purse(10, 1), 1, reference), Ok(()));
    assert!(matches!(
        check_free_agent_roll(&purse(9, 1), 1, reference),
        Err(Refusal::NoRollLeft {
            left_mc: 9,
            per_roll_mc: 10
        })
    ));
    assert!(matches!(
        check_free_agent_roll(&purse(30, 0), 1, reference),
        Err(Refusal::NoRoom { .. })
    ));
    assert!(matches!(
        check_free_agent_roll(&purse(30, 3), 9, reference),
        Err(Refusal::NoSuchTable { table: 9, .. })
    ));
}

#[test]
fn every_table_has_a_line_for_each_face_and_table_six_offers_choices() {
    let reference = reference();
    for table in &reference.free_agent_tables {
        for die in 1..=FREE_AGENT_DIE {
            let result = free_agent_result(reference, table.number, die)
                .unwrap_or_else(|| panic!("table {} die {die}", table.number));
            let single = result.option.len() == 1;
            let picked = pick_option(result, None, Lang::En).unwrap();
            assert_eq!(picked.is_some(), single);
            assert!(result.option.iter().all(|o| option_players(o) >= 1));
        }
    }
    let six_one = free_agent_result(reference, 6, 1).unwrap();
    assert!(six_one.option.len() >= 2);
    let (number, _) = pick_option(six_one, Some(2), Lang::En).unwrap().unwrap();
    assert_eq!(number, 2);
    assert!(matches!(
        pick_option(six_one, Some(9), Lang::Fr),
        Err(Refusal::NoSuchChoice { choice: 9, .. })
    ));
    let zee = free_agent_result(reference, 3, 1).unwrap();
    assert_eq!(option_players(&zee.option[0]), 2);
    assert!(matches!(
        pick_option(zee, Some(2), Lang::En),
        Err(Refusal::NoChoiceHere { choice: 2 })
    ));
}

#[test]
fn one_hack_a_coach_paid_from_the_treasury() {
    let reference = reference();
    assert_eq!(check_hack(reference, None, 5), Ok(5));
    assert!(matches!(
        check_hack(reference, None, 4),
        Err(Refusal::CannotPay { .. })
    ));
    assert!(matches!(
        check_hack(reference, Some("A"), 50),
        Err(Refusal::HackAlreadyBought { max: 1, .. })
    ));
}

#[test]
fn cheerleaders_on_the_day_follow_the_outsider() {
    let reference = reference();
    assert_eq!(
        cheerleaders_allowed(reference, Some(Side::Home), Side::Home, 5),
        2
    );
    assert_eq!(
        cheerleaders_allowed(reference, Some(Side::Home), Side::Away, 5),
        1
    );
    assert_eq!(cheerleaders_allowed(reference, None, Side::Away, 5), 1);
    assert_eq!(
        cheerleaders_allowed(reference, Some(Side::Home), Side::Home, 1),
        1
    );
    assert_eq!(cheerleaders_allowed(reference, None, Side::Home, 0), 0);
}

#[test]
fn ranks_earnings_and_thresholds() {
    let thresholds = DEFAULT_RANK_THRESHOLDS;
    assert_eq!(rank_of(4, &thresholds), 0);
    assert_eq!(rank_of(5, &thresholds), 1);
    assert_eq!(rank_of(31, &thresholds), 6);
    assert_eq!(ranks_reached(4, 11, &thresholds), vec![1, 2]);
    assert!(ranks_reached(5, 9, &thresholds).is_empty());
    let rule = EarningsRule::default();
    assert_eq!(earnings_mc(&rule, MatchOutcome::Won, &[3]), 5 + 5 + 3);
    assert_eq!(earnings_mc(&rule, MatchOutcome::Drawn, &[6, 1]), 5 + 2 + 7);
    assert_eq!(earnings_mc(&rule, MatchOutcome::Lost, &[]), 5);
    assert_eq!(earnings_dice(&rule, true), 2);
    assert_eq!(parse_thresholds(" 3, 8,20 "), Ok(vec![3, 8, 20]));
    for bad in ["", "5,5", "10,5", "0,4", "a,b"] {
        assert!(parse_thresholds(bad).is_err(), "{bad}");
    }
    assert_eq!(thresholds_text(&[3, 8]), "3,8");
}

#[test]
fn advancements_improve_what_can_improve() {
    let reference = reference();
    let stats = crate::data::dreadball::StatLine {
        movement: Some(5),
        strength: Some(2),
        speed: Some(4),
        skill: Some(4),
        armour: None,
    };
    let skills = vec!["steady".to_string()];
    let player = Advancing {
        name: "Ann",
        stats: &stats,
        skills: &skills,
    };
    let settle = |choice: AdvancementChoice, die| {
        settle_advancement(reference, &player, &choice, die, Lang::En)
    };
    assert_eq!(
        settle(AdvancementChoice::Stat(Stat::Speed), None),
        Ok(Advance::Stat(Stat::Speed))
    );
    let best = settle(AdvancementChoice::Stat(Stat::Strength), None).unwrap_err();
    assert!(matches!(best, Refusal::StatCannotImprove { .. }));
    assert!(matches!(
        settle(AdvancementChoice::Skill("Steady".into()), None),
        Err(Refusal::SkillAlreadyHad { .. })
    ));
    assert!(matches!(
        settle(AdvancementChoice::Skill("no-such".into()), None),
        Err(Refusal::UnknownSkill { .. })
    ));
    let roll = |die| {
        settle(
            AdvancementChoice::Roll {
                fallback: Some("hard".into()),
            },
            Some(die),
        )
    };
    assert_eq!(roll(1), Ok(Advance::Stat(Stat::Move)));
    assert_eq!(
        roll(2),
        Ok(Advance::Skill("hard".into())),
        "Strength is already 2+"
    );
    assert_eq!(
        roll(5),
        Ok(Advance::Skill("hard".into())),
        "Armour is unknown"
    );
    assert_eq!(roll(6), Ok(Advance::Skill("hard".into())));
    let no_fallback = settle(AdvancementChoice::Roll { fallback: None }, Some(6));
    assert!(matches!(
        no_fallback,
        Err(Refusal::RollNeedsSkill { die: 6, .. })
    ));
    let mut improved_stats = stats;
    let mut improved_skills = skills.clone();
    apply_advance(
        &Advance::Stat(Stat::Speed),
        &mut improved_stats,
        &mut improved_skills,
    );
    apply_advance(
        &Advance::Skill("hard".into()),
        &mut improved_stats,
        &mut improved_skills,
    );
    assert_eq!(improved_stats.speed, Some(3));
    assert_eq!(
        improved_skills,
        vec!["steady".to_string(), "hard".to_string()]
    );
}
