//! The match-day wizard every game shares (issue 32 items 4, 6 and 7), in the window,
//! headless, on a Blood Bowl fixture: a step opens at its top and a preview arriving is
//! scrolled into view; the step bar is the shared one; roll keys read as words in French;
//! a recorded pre-match names the prayers to Nuffle it drew.

use crate::wizard;

use dugout::data::Lang;
use dugout::gui::bloodbowl::match_day::{Half, Message as Bb, Step};
use dugout::gui::bloodbowl::match_day_form::DiceEdit;
use dugout::gui::bloodbowl::tr::Bb as BbText;
use dugout::gui::wizard::Scroll;
use dugout::gui::wizard::frame::step_name;
use dugout::gui::{Landing, Text, Wz, tr};
use wizard::{Harness, file};

const FR: Lang = Lang::Fr;

fn open_on(step: &str, lang: Lang) -> (wizard::File, Harness) {
    let file = file();
    let landing = Landing::parse(&format!("matchday:{}:{step}", file.fixture)).unwrap();
    let h = Harness::open(&file, lang, landing);
    (file, h)
}

#[test]
fn a_step_opens_at_its_top_and_a_preview_is_scrolled_into_view() {
    let (_file, mut h) = open_on("pre", Lang::En);
    assert_eq!(h.wizard().flow.scrolled(), None, "nothing scrolled yet");
    h.bb(Bb::StepChosen(Step::Result));
    assert_eq!(h.wizard().flow.scrolled(), Some(Scroll::Top));
    h.bb(Bb::StepChosen(Step::Pre));
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Seed("7".into())));
    h.click(tr(Lang::En, Text::Preview));
    assert!(h.wizard().pre_preview.view().is_some());
    assert_eq!(
        h.wizard().flow.scrolled(),
        Some(Scroll::Preview),
        "the preview is brought into view"
    );
    h.bb(Bb::StepChosen(Step::Post));
    assert_eq!(h.wizard().flow.scrolled(), Some(Scroll::Top));
}

#[test]
fn the_step_bar_and_the_roll_keys_read_in_french() {
    let (_file, mut h) = open_on("pre", FR);
    for step in [
        "1. Avant le match",
        "2. Résultat",
        "3. Après le match",
        "4. Bilan",
    ] {
        assert!(h.shows(step), "{step}");
    }
    assert_eq!(step_name(Step::Review, FR), "4. Bilan");
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Seed("7".into())));
    h.click(tr(FR, Text::Preview));
    assert!(h.shows("Supporters — domicile"), "fans.home in French");
    assert!(!h.shows("fans.home"), "no raw key in the rolls table");
    // The dice field offers the preview's rolls by their labels, and names a key typed.
    assert!(h.wizard().pre.dice.known.iter().any(|k| k == "fans.home"));
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Key("mvp.home".into())));
    let hint = dugout::gui::fill(tr(FR, Wz::RollLabelHint), &["JdM — domicile"]);
    assert!(h.shows(&hint), "{hint}");
}

#[test]
fn a_recorded_prematch_names_the_prayers_it_drew() {
    let (file, mut h) = open_on("pre", FR);
    // Bribes for the home side: the away side, now the underdog, prays to Nuffle.
    h.bb(Bb::InducementChosen(0, "bribes".into()));
    h.bb(Bb::InducementAdded(0));
    let mut prayers = Vec::new();
    for seed in 1..60 {
        h.bb(Bb::Dice(Half::Pre, DiceEdit::Seed(seed.to_string())));
        h.click(tr(FR, Text::Preview));
        let view = h.wizard().pre_preview.view().expect("a preview");
        if !view.prayer_names.is_empty() {
            prayers = view.prayer_names.clone();
            break;
        }
    }
    assert!(!prayers.is_empty(), "some seed draws a prayer to Nuffle");
    h.click(tr(FR, BbText::RecordPrematch));
    assert!(h.stored(file.fixture).prematch.is_some());
    h.bb(Bb::StepChosen(Step::Review));
    let team = ["Reikland Reavers", "Altdorf Blue Bulls"]
        .into_iter()
        .find(|team| {
            let line = dugout::gui::fill(tr(FR, Wz::PrayedTo), &[team, &prayers.join(", ")]);
            h.shows(&line)
        });
    assert!(team.is_some(), "the review names {prayers:?}");
    assert!(
        !h.shows("(voir les jets)"),
        "not the old line that named nothing"
    );
}
