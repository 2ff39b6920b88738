//! The Blood Bowl post-match's players in the window, headless (issue 31; seed
//! 001_712c7218694f055c.txt): the result step draws the MVP unless the league's house
//! rule lets a coach choose it (line 266), and asks the side that drew a prayer to Nuffle
//! paying star player points for what it pays for (lines 58–61), whose SPP the preview
//! shows.

use crate::wizard;

use dugout::data::Lang;
use dugout::gui::bloodbowl::match_day::{Message as Bb, Step};
use dugout::gui::bloodbowl::match_day_form::TeamEdit;
use dugout::gui::bloodbowl::tr::Bp;
use dugout::gui::{Landing, Text, tr};
use dugout::store::FixtureId;
use wizard::{Harness, file, id, run};

const EN: Lang = Lang::En;

#[test]
fn under_the_house_rule_the_result_step_lets_a_coach_choose_the_mvp() {
    let file = file();
    let db = file.dir.path().join("league.db");
    run(
        &db,
        &["league", "settings", "1", "--mvp-chosen-house-rule", "true"],
    );
    let fixture = file.fixture.to_string();
    run(&db, &["bb", "prematch", "--match", &fixture, "--seed", "7"]);
    let landing = Landing::MatchDay(FixtureId(file.fixture), Some(Step::Result));
    let mut h = Harness::open(&file, EN, landing);
    assert!(h.shows(tr(EN, Bp::MvpChosen)));
    assert!(!h.shows(tr(EN, Bp::MvpDrawn)));
    let chosen = id(&file.home[4]);
    h.bb(Bb::ScoreEdited(0, "0".into()));
    h.bb(Bb::ScoreEdited(1, "0".into()));
    h.bb(Bb::Team(0, TeamEdit::Mvp(Some(chosen))));
    h.bb(Bb::StepChosen(Step::Post));
    h.click(tr(EN, Text::Preview));
    let plan = h.wizard().post_preview.view().cloned().expect("a preview");
    assert_eq!(plan.teams[0].mvp.map(|p| p.0), Some(chosen));
    assert!(
        plan.rolls.iter().all(|r| r.key != "mvp.home"),
        "a chosen MVP is not drawn"
    );
    assert!(plan.rolls.iter().any(|r| r.key == "mvp.away"));
}

#[test]
fn the_result_step_asks_the_side_that_prayed_for_what_its_prayers_pay() {
    // Three Blitzers more make the home side 255,000 gp dearer: the away side rolls five
    // prayers (pre-match step 6), typed as Fan Interaction (11), Necessary Violence (12)
    // and three that pay no SPP.
    let file = file();
    let db = file.dir.path().join("league.db");
    let fixture = file.fixture.to_string();
    let home = run(&db, &["fixtures", "list", "--season", "1"])[0]["home_id"].to_string();
    for _ in 0..3 {
        run(&db, &["team", "hire", &home, "--position", "blitzer"]);
    }
    let mut args = vec!["bb", "prematch", "--match", &fixture, "--seed", "7"];
    for roll in [
        "prayer.1=11",
        "prayer.2=12",
        "prayer.3=1",
        "prayer.4=2",
        "prayer.5=3",
    ] {
        args.extend(["--roll", roll]);
    }
    let pre = run(&db, &args);
    assert_eq!(pre["prayers_side"], "away");
    let landing = Landing::MatchDay(FixtureId(file.fixture), Some(Step::Result));
    let mut h = Harness::open(&file, EN, landing);
    let away_name = h.wizard().data.loaded().expect("loaded").teams[1]
        .name
        .clone();
    let hint = dugout::gui::fill(
        tr(EN, Bp::PrayersHint),
        &[&away_name, "Fan Interaction, Necessary Violence"],
    );
    assert!(h.shows(&hint), "{hint}");
    assert!(h.shows(tr(EN, Bp::CrowdCasualties)));
    assert!(h.shows(tr(EN, Bp::DriveCasualties)));
    assert!(
        !h.shows(tr(EN, Bp::FoulCasualties)),
        "Fouling Frenzy not drawn"
    );

    // An away player pushed an opponent into the crowd for a casualty in the first drive.
    let pusher = id(&file.away[0]);
    h.bb(Bb::ScoreEdited(0, "0".into()));
    h.bb(Bb::ScoreEdited(1, "0".into()));
    h.bb(Bb::CountEdited(pusher, 6, "1".into()));
    h.bb(Bb::StepChosen(Step::Post));
    h.click(tr(EN, Text::Preview));
    let plan = h.wizard().post_preview.view().cloned().expect("a preview");
    let line = plan
        .players
        .iter()
        .find(|p| p.player_id.0 == pusher)
        .expect("the pusher's line");
    assert_eq!(line.crowd_casualties, 1);
    assert_eq!(line.prayer_spp, 2);
    assert_eq!(line.spp_earned, 2 + if line.mvp { 4 } else { 0 });
    assert!(h.shows(&format!("+{} (prayer SPP +2)", line.spp_earned)));
}

#[test]
fn the_league_screen_says_the_mvp_house_rule_is_a_house_rule() {
    let file = file();
    let h = Harness::open(&file, EN, Landing::League(dugout::store::LeagueId(1)));
    assert!(h.shows(tr(EN, Bp::MvpHouseRule)));
    let french = Harness::open(&file, Lang::Fr, Landing::League(dugout::store::LeagueId(1)));
    assert!(french.shows(tr(Lang::Fr, Bp::MvpHouseRule)));
}
