//! The Blood Bowl match-day wizard in the window, headless: a Blood Bowl fixture opens
//! it (from the season's fixtures and from `--screen matchday:M:step`); the pre-match is
//! previewed (nothing written) then recorded with the same seed; the result and the
//! post-match are entered, previewed and recorded; the review resets the match after
//! asking. A refused input says why and writes nothing. Each step draws in both themes,
//! both sizes and both languages.

use crate::wizard;

use dugout::data::Lang;
use dugout::gui::bloodbowl::inducement_offers::inducement_offers;
use dugout::gui::bloodbowl::match_day::{Half, Message as Bb, Step};
use dugout::gui::bloodbowl::match_day_form::{DiceEdit, TeamEdit};
use dugout::gui::bloodbowl::tr::{Bb as BbText, Bp};
use dugout::gui::screen::season::{self, Tab};
use dugout::gui::wizard::Staging;
use dugout::gui::{Landing, Message, Screen, Text, tr};
use dugout::store::{FixtureId, SeasonId};
use iced::Settings;
use iced_test::simulator::Simulator;
use wizard::{Harness, file, id, run};

const EN: Lang = Lang::En;

#[test]
fn a_blood_bowl_fixture_opens_its_wizard_and_records_a_whole_match_day_then_resets_it() {
    let file = file();
    let mut h = Harness::open(&file, EN, Landing::Season(SeasonId(1), Some(Tab::Fixtures)));
    h.send(Message::Season(season::Message::MatchDayPressed(
        FixtureId(file.fixture),
    )));
    assert_eq!(h.app.screen(), Screen::MatchDay);
    assert!(
        h.app.games().match_day_screen().is_none(),
        "not DreadBall's wizard"
    );
    assert_eq!(h.wizard().flow.step, Step::Pre);

    // The away side's list: only what the seed's list gives a Human team, each with its
    // price and how many are left (seed 001 line 47).
    let offers = |h: &Harness| {
        let data = h.wizard().data.loaded().expect("the wizard's data");
        inducement_offers(data, 1, &h.wizard().pre.inducements[1], EN)
    };
    let labels: Vec<String> = offers(&h).into_iter().map(|p| p.label).collect();
    assert!(
        labels.contains(&"Bribes · 100,000 gp, 3 left".to_string()),
        "{labels:?}"
    );
    assert!(
        !labels.iter().any(|l| l.starts_with("Waaagh! Drummer")),
        "{labels:?}"
    );

    // Pre-match: bribes for the away side, seed 7; the preview writes nothing.
    h.bb(Bb::InducementChosen(1, "bribes".into()));
    h.bb(Bb::InducementAdded(1));
    let labels: Vec<String> = offers(&h).into_iter().map(|p| p.label).collect();
    assert!(
        labels.contains(&"Bribes · 100,000 gp, 2 left".to_string()),
        "{labels:?}"
    );
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Seed("7".into())));
    h.click(tr(EN, Text::Preview));
    let preview = h.wizard().pre_preview.view().cloned().expect("a preview");
    assert_eq!(preview.seed, 7);
    assert_eq!(preview.plan.journeymen, [0, 2]);
    assert!(h.shows(tr(EN, BbText::PrematchPreview)));
    assert!(
        h.shows("Fans — home"),
        "the rolls are listed by their labels"
    );
    assert!(
        h.stored(file.fixture).prematch.is_none(),
        "a preview writes nothing"
    );

    h.click(tr(EN, BbText::RecordPrematch));
    let stored = h.stored(file.fixture);
    let prematch = stored.prematch.expect("the pre-match is recorded");
    assert_eq!(prematch.seed, 7);
    assert_eq!(prematch.fan_factors, preview.plan.fan_factors);
    assert_eq!(stored.inducements.len(), 1);
    assert_eq!(h.app.notice(), Some(tr(EN, Text::PrematchSaved)));
    assert!(
        h.shows(tr(EN, BbText::StoredPrematch)),
        "the step shows what is stored"
    );

    // Result: 1-0, a home touchdown, an away casualty; the MVPs are drawn (seed 001 line
    // 266), so the step offers no choice in a league without the house rule.
    h.click(tr(EN, Text::NextStep));
    assert_eq!(h.wizard().flow.step, Step::Result);
    let scorer = id(&file.home[0]);
    let hurt = id(&file.away[0]);
    h.bb(Bb::ScoreEdited(0, "1".into()));
    h.bb(Bb::ScoreEdited(1, "0".into()));
    h.bb(Bb::CountEdited(scorer, 0, "1".into()));
    h.bb(Bb::CasualtyChosen(hurt));
    h.bb(Bb::CasualtyAdded);
    assert!(h.shows(tr(EN, Bp::MvpDrawn)));
    assert!(!h.shows(tr(EN, Bp::MvpChosen)), "no MVP to choose");
    // The away fan factor fell by 1 during the match (seed 001, lines 18, 35, 177).
    assert!(h.shows(tr(EN, BbText::FanFactorLost)));
    h.bb(Bb::FanFactorLostEdited(1, "1".into()));

    // Post-match: a re-roll bought by the home side; previewed, then recorded.
    h.click(tr(EN, Text::NextStep));
    assert_eq!(h.wizard().flow.step, Step::Post);
    h.bb(Bb::Team(0, TeamEdit::Rerolls("1".into())));
    h.bb(Bb::Dice(Half::Post, DiceEdit::Seed("11".into())));
    // The home MVP's die typed: face 1, the first home player by shirt number.
    h.bb(Bb::Dice(Half::Post, DiceEdit::Key("mvp.home".into())));
    h.bb(Bb::Dice(Half::Post, DiceEdit::Value("1".into())));
    h.bb(Bb::Dice(Half::Post, DiceEdit::Add));
    h.click(tr(EN, Text::Preview));
    let plan = h
        .wizard()
        .post_preview
        .view()
        .cloned()
        .expect("a post-match preview");
    assert_eq!(plan.seed, 11);
    assert_eq!(
        plan.teams[0].mvp_name.as_deref(),
        Some(file.home[0]["name"].as_str().unwrap())
    );
    assert_eq!(plan.casualties.len(), 1);
    let away = &plan.teams[1];
    assert_eq!(away.fan_factor_change, -1);
    assert_eq!(away.fan_factor + 1, prematch.fan_factors[1]);
    assert!(h.shows(tr(EN, BbText::PostmatchPreview)));
    assert!(
        !h.stored(file.fixture).postmatch,
        "a preview writes nothing"
    );

    h.click(tr(EN, BbText::RecordPostmatch));
    let stored = h.stored(file.fixture);
    assert!(stored.postmatch);
    let changes: Vec<Option<i32>> = stored.teams.iter().map(|t| t.fan_factor_change).collect();
    assert_eq!(changes, [Some(0), Some(-1)]);
    let line = stored
        .players
        .iter()
        .find(|p| p.player_id.0 == scorer)
        .expect("the scorer's line");
    assert_eq!((line.touchdowns, line.mvp), (1, true));
    assert_eq!(stored.casualties.len(), 1);
    assert_eq!(h.wizard().flow.step, Step::Review);
    assert_eq!(h.app.notice(), Some(tr(EN, Text::PostmatchSaved)));
    assert!(h.shows(tr(EN, BbText::StoredPostmatch)));

    // Review: the reset asks first, then undoes both halves.
    h.click(tr(EN, Text::ResetMatch));
    assert!(h.shows(tr(EN, Text::ResetMatchConfirm)));
    assert!(
        h.stored(file.fixture).postmatch,
        "nothing undone before the yes"
    );
    h.click(tr(EN, Text::ResetMatchConfirm));
    let stored = h.stored(file.fixture);
    assert!(stored.prematch.is_none() && !stored.postmatch && stored.rolls.is_empty());
    assert_eq!(h.wizard().flow.step, Step::Pre);
}

#[test]
fn a_refused_input_says_why_and_writes_nothing() {
    let file = file();
    let landing = Landing::parse(&format!("matchday:{}:pre", file.fixture)).unwrap();
    let mut h = Harness::open(&file, EN, landing);
    assert_eq!(h.wizard().flow.step, Step::Pre);

    // A seed that is not a number: the form refuses it.
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Seed("seven".into())));
    h.click(tr(EN, Text::Preview));
    let refusal = h.wizard().flow.refusal.clone().expect("a refusal");
    assert!(refusal.contains("seven"), "{refusal}");
    assert!(h.shows(&refusal));
    assert!(h.wizard().pre_preview.view().is_none());

    // A die typed for a roll the pre-match never makes: the core refuses it.
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Seed("7".into())));
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Key("fans.middle".into())));
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Value("2".into())));
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Add));
    h.click(tr(EN, Text::Preview));
    let refusal = h.wizard().flow.refusal.clone().expect("a refusal");
    assert!(refusal.contains("fans.middle"), "{refusal}");
    assert!(h.shows(&refusal));
    // Recording needs a preview that stands.
    h.bb(Bb::Pre(Staging::RecordPressed));
    assert!(
        h.stored(file.fixture).prematch.is_none(),
        "nothing is written"
    );

    // More touchdowns than the score, once the pre-match is in: refused by the core.
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Remove("fans.middle".into())));
    h.click(tr(EN, Text::Preview));
    h.click(tr(EN, BbText::RecordPrematch));
    assert!(h.stored(file.fixture).prematch.is_some());
    h.bb(Bb::StepChosen(Step::Post));
    h.bb(Bb::ScoreEdited(0, "0".into()));
    h.bb(Bb::ScoreEdited(1, "0".into()));
    h.bb(Bb::CountEdited(id(&file.home[0]), 0, "2".into()));
    h.click(tr(EN, Text::Preview));
    let refusal = h.wizard().flow.refusal.clone().expect("a refusal");
    assert!(h.shows(&refusal), "{refusal}");
    assert!(h.wizard().post_preview.view().is_none());
    h.bb(Bb::Post(Staging::RecordPressed));
    assert!(!h.stored(file.fixture).postmatch, "nothing is written");

    // A fan factor that loses more than a side can have: refused by the report's limits.
    h.bb(Bb::CountEdited(id(&file.home[0]), 0, "0".into()));
    h.bb(Bb::FanFactorLostEdited(0, "13".into()));
    h.click(tr(EN, Text::Preview));
    let refusal = h.wizard().flow.refusal.clone().expect("a refusal");
    assert!(refusal.contains("home_fan_factor_change"), "{refusal}");
    assert!(refusal.contains("from -12 to 0"), "{refusal}");
    assert!(!h.stored(file.fixture).postmatch);
    h.bb(Bb::FanFactorLostEdited(0, String::new()));

    // A score that is not a number.
    h.bb(Bb::ScoreEdited(0, "one".into()));
    h.click(tr(EN, Text::Preview));
    let refusal = h.wizard().flow.refusal.clone().expect("a refusal");
    assert!(refusal.contains("one"), "{refusal}");
    assert!(!h.stored(file.fixture).postmatch);
}

/// Each step of the wizard builds and draws in both themes, at both window sizes, in
/// both languages: the pre-match form with its preview, the pre-match as stored, the
/// result and post-match forms, the post-match preview and the review; the two themes
/// never draw alike.
#[test]
fn every_wizard_step_draws_in_both_themes_sizes_and_languages() {
    use dugout::gui::style::{DARK, LIGHT, theme};
    let file = file();
    let db = file.dir.path().join("league.db");
    let fixture = file.fixture.to_string();
    let mut drawn = 0;
    let mut draw = |step: &str, prepare: &dyn Fn(&mut Harness)| {
        for lang in [Lang::En, Lang::Fr] {
            let landing = Landing::parse(&format!("matchday:{fixture}:{step}")).unwrap();
            let mut h = Harness::open(&file, lang, landing);
            assert!(h.app.games().bb_match_day_screen().is_some(), "{step}");
            prepare(&mut h);
            assert_eq!(h.wizard().flow.refusal, None, "{step}");
            for size in [(1280.0, 800.0), (1024.0, 640.0)] {
                let mut ui = Simulator::with_size(Settings::default(), size, h.app.view());
                let image = file.dir.path().join(format!("{drawn}-{}", size.0));
                drawn += 1;
                let light = ui.snapshot(&theme(&LIGHT)).expect("a light frame");
                assert!(light.matches_image(&image).expect("written"));
                let dark = ui.snapshot(&theme(&DARK)).expect("a dark frame");
                assert!(
                    !dark.matches_image(&image).expect("read back"),
                    "{step}: the two themes draw alike"
                );
            }
        }
    };
    draw("pre", &|h| {
        h.bb(Bb::InducementChosen(1, "bribes".into()));
        h.bb(Bb::InducementAdded(1));
        h.bb(Bb::Dice(Half::Pre, DiceEdit::Key("fans.home".into())));
        h.bb(Bb::Dice(Half::Pre, DiceEdit::Value("2".into())));
        h.bb(Bb::Dice(Half::Pre, DiceEdit::Add));
        h.bb(Bb::Pre(Staging::PreviewPressed));
        assert!(h.wizard().pre_preview.view().is_some());
    });
    run(
        &db,
        &[
            "bb",
            "prematch",
            "--match",
            &fixture,
            "--seed",
            "7",
            "--induce",
            "away:bribes:1",
        ],
    );
    draw("pre", &|_| {});
    draw("result", &|h| {
        h.bb(Bb::ScoreEdited(0, "1".into()));
        h.bb(Bb::CasualtyChosen(id(&file.away[0])));
        h.bb(Bb::CasualtyAdded);
    });
    draw("post", &|h| {
        h.bb(Bb::ScoreEdited(0, "1".into()));
        h.bb(Bb::ScoreEdited(1, "0".into()));
        h.bb(Bb::Post(Staging::PreviewPressed));
        assert!(h.wizard().post_preview.view().is_some());
    });
    let report = file.dir.path().join("report.json");
    std::fs::write(&report, r#"{"home_score": 2, "away_score": 1}"#).unwrap();
    run(
        &db,
        &[
            "bb",
            "postmatch",
            "--match",
            &fixture,
            "--file",
            report.to_str().unwrap(),
        ],
    );
    draw("review", &|_| {});
}

#[test]
fn the_wizard_prints_the_blood_bowl_match_sheet_in_french() {
    let file = file();
    let pdf = file.dir.path().join("feuille.pdf");
    let landing = Landing::MatchDay(FixtureId(file.fixture), Some(Step::Pre));
    let mut h = Harness::open_saving(&file, Lang::Fr, landing, vec![Some(pdf.clone())]);
    h.click(tr(Lang::Fr, Text::PrintMatchSheet));
    let text = std::process::Command::new("pdftotext")
        .args(["-layout", pdf.to_str().unwrap(), "-"])
        .output()
        .expect("pdftotext");
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("Feuille de match"), "{text}");
    assert!(text.contains("Reikland Reavers") && text.contains("Altdorf Blue Bulls"));
}
