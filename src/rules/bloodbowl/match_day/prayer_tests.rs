//! The prayers to Nuffle that pay star player points (seed 001_712c7218694f055c.txt,
//! lines 58–61), with the SPP table's awards (lines 263–264: "REU DET INT ELI TD JdM /
//! 1 1 2 2 3 4"), applied to the lines of the side that drew them.

use super::limits::check_line;
use super::*;
use crate::data::Lang;
use crate::data::bloodbowl::tables::{PrayerCount, PrayerUntil};
use crate::rules::bloodbowl::bundled_data::tables;
use crate::rules::report::ReportRefusal;

fn drawn(ids: &[&str]) -> Vec<String> {
    ids.iter().map(|id| id.to_string()).collect()
}

fn line() -> PlayerMatch {
    PlayerMatch {
        player: 50,
        ..PlayerMatch::default()
    }
}

/// All the SPP a line earns for a side that drew `prayers` (no MVP).
fn earned(prayers: &[&str], line: &PlayerMatch) -> u32 {
    let table = spp_of(&tables().post_match.spp, line, false).unwrap();
    table + prayer_spp(tables(), &drawn(prayers), Side::Away, line).unwrap()
}

#[test]
fn the_four_prayers_pay_what_the_seed_prints() {
    let prayers = &tables().prayers;
    let paid = |id: &str| {
        let paid = prayers.spp.iter().find(|p| p.prayer == id).expect(id);
        (paid.counts, paid.until, paid.spp)
    };
    // 58: "Jusqu'à la fin du match, vos joueurs gagnent 2PSP, au lieu d'1, par Passe réussie."
    assert_eq!(
        paid("perfect-passing"),
        (PrayerCount::Completion, PrayerUntil::Match, 2)
    );
    // 59: "Jusqu'à la fin de la Phase, vos joueurs qui Poussent 1 adversaire dans le Public
    // gagnent 2PSP en cas d'ÉLI."
    assert_eq!(
        paid("fan-interaction"),
        (PrayerCount::CrowdCasualty, PrayerUntil::Drive, 2)
    );
    // 60: "Jusqu'à la fin de la Phase, vos joueurs gagnent 3PSP, au lieu d'2, par ÉLI infligée."
    assert_eq!(
        paid("necessary-violence"),
        (PrayerCount::Casualty, PrayerUntil::Drive, 3)
    );
    // 61: "Jusqu'à la fin de la Phase, vos joueurs qui infligent 1 ÉLI à 1 adversaire sur
    // Agression gagnent 2PSP."
    assert_eq!(
        paid("fouling-frenzy"),
        (PrayerCount::FoulCasualty, PrayerUntil::Drive, 2)
    );
    assert_eq!(prayers.spp.len(), 4, "no other prayer pays SPP");
    // "au lieu d'1", "au lieu d'2": the table's awards the two replace.
    let award = |id: &str| tables().post_match.spp.award(id).map(|a| a.spp);
    assert_eq!((award("completion"), award("casualty")), (Some(1), Some(2)));
}

#[test]
fn perfect_passing_pays_2_spp_per_completion_of_the_match() {
    let passer = PlayerMatch {
        completions: 3,
        ..line()
    };
    assert_eq!(earned(&[], &passer), 3);
    assert_eq!(earned(&["perfect-passing"], &passer), 3 * 2);
    assert_eq!(
        prayer_spp(tables(), &drawn(&["perfect-passing"]), Side::Away, &passer),
        Ok(3)
    );
}

#[test]
fn fan_interaction_pays_2_spp_per_crowd_casualty_of_the_first_drive() {
    let pusher = PlayerMatch {
        crowd_casualties: 2,
        ..line()
    };
    assert_eq!(earned(&["fan-interaction"], &pusher), 2 * 2);
}

#[test]
fn necessary_violence_pays_3_instead_of_2_per_casualty_of_the_first_drive() {
    // Three casualties, one in the first drive: 3 + 2 + 2.
    let hitter = PlayerMatch {
        casualties: 3,
        drive_casualties: 1,
        ..line()
    };
    assert_eq!(
        earned(
            &[],
            &PlayerMatch {
                drive_casualties: 0,
                ..hitter.clone()
            }
        ),
        3 * 2
    );
    assert_eq!(earned(&["necessary-violence"], &hitter), 3 + 2 + 2);
}

#[test]
fn fouling_frenzy_pays_2_spp_per_casualty_by_a_foul_of_the_first_drive() {
    let fouler = PlayerMatch {
        foul_casualties: 1,
        ..line()
    };
    assert_eq!(earned(&["fouling-frenzy"], &fouler), 2);
}

#[test]
fn prayers_add_up_and_one_drawn_twice_pays_once() {
    let busy = PlayerMatch {
        completions: 1,
        casualties: 1,
        drive_casualties: 1,
        crowd_casualties: 1,
        foul_casualties: 1,
        ..line()
    };
    let all = [
        "perfect-passing",
        "fan-interaction",
        "necessary-violence",
        "fouling-frenzy",
    ];
    // Completion 2, casualty 3, crowd 2, foul 2.
    assert_eq!(earned(&all, &busy), 2 + 3 + 2 + 2);
    let twice = ["perfect-passing", "perfect-passing"];
    let passer = PlayerMatch {
        completions: 2,
        ..line()
    };
    assert_eq!(earned(&twice, &passer), 2 * 2);
    // The other prayers pay nothing.
    assert_eq!(earned(&["iron-man", "stiletto"], &passer), 2);
}

#[test]
fn a_count_only_a_prayer_pays_for_is_refused_for_a_side_that_did_not_draw_it() {
    for (field, count, prayer) in [
        ("crowd_casualties", 0, "Fan Interaction"),
        ("foul_casualties", 1, "Fouling Frenzy"),
        ("drive_casualties", 2, "Necessary Violence"),
    ] {
        let mut line = PlayerMatch {
            casualties: 1,
            ..line()
        };
        match count {
            0 => line.crowd_casualties = 1,
            1 => line.foul_casualties = 1,
            _ => line.drive_casualties = 1,
        }
        let refused =
            prayer_spp(tables(), &drawn(&["perfect-passing"]), Side::Home, &line).expect_err(field);
        assert_eq!(refused.id(), "prayer_not_drawn");
        let (en, fr) = (refused.message(Lang::En), refused.message(Lang::Fr));
        assert!(en.contains(field) && en.contains(prayer), "{en}");
        assert!(en.contains("the home team did not draw"), "{en}");
        assert!(
            fr.contains(field) && fr.contains("l'équipe à domicile"),
            "{fr}"
        );
    }
}

#[test]
fn the_first_drives_casualties_are_at_most_all_of_them() {
    let over = PlayerMatch {
        casualties: 1,
        drive_casualties: 2,
        ..line()
    };
    let prayed = drawn(&["necessary-violence"]);
    let refused = prayer_spp(tables(), &prayed, Side::Away, &over).unwrap_err();
    assert_eq!(refused.id(), "drive_over_casualties");
    assert!(
        refused.message(Lang::En).contains("give at most 1"),
        "{refused:?}"
    );
    let all = PlayerMatch {
        drive_casualties: 1,
        ..over
    };
    assert_eq!(prayer_spp(tables(), &prayed, Side::Away, &all), Ok(1));
    let crowd = PlayerMatch {
        crowd_casualties: 33,
        ..line()
    };
    assert!(matches!(
        check_line(0, &crowd),
        Err(ReportRefusal::OutOfRange { ref at, most: 32, .. }) if at == "players[0].crowd_casualties"
    ));
}
