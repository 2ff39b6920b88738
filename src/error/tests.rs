//! Every kind of error, worded on both surfaces in both languages.

use std::collections::BTreeSet;

use super::{Error, ErrorKind, Surface};
use crate::data::{DataError, Lang};
use crate::store::StoreError;

const SURFACES: [Surface; 2] = [Surface::Cli, Surface::Window];

/// What every message must be: said, in French as well as English, and in the window
/// without a command, a flag, a backtick or a placeholder left over.
fn check_wording(name: &str, error: &Error) {
    for surface in SURFACES {
        let en = error.text(surface, Lang::En);
        let fr = error.text(surface, Lang::Fr);
        for text in [&en, &fr] {
            assert!(!text.trim().is_empty(), "{name} ({surface:?}) says nothing");
            assert!(
                !text.contains('{') && !text.contains('}'),
                "{name} ({surface:?}) has a placeholder left: {text}"
            );
        }
        assert_ne!(en, fr, "{name} ({surface:?}) has no French");
        if surface == Surface::Window {
            for text in [&en, &fr] {
                for word in ["`", "dugout ", "--"] {
                    assert!(
                        !text.contains(word),
                        "{name} in the window names a command ({word:?}): {text}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_examples_cover_every_variant_of_every_area() {
    let areas = ErrorKind::areas();
    let named: Vec<&str> = areas.iter().map(|(area, _)| *area).collect();
    assert_eq!(
        named,
        ErrorKind::VARIANTS,
        "ErrorKind::areas must list every area"
    );
    let expected: BTreeSet<(&str, &str)> = areas
        .iter()
        .flat_map(|(area, variants)| variants.iter().map(move |v| (*area, *v)))
        .collect();
    let covered: BTreeSet<(&str, &str)> = ErrorKind::examples()
        .iter()
        .map(|kind| (kind.variant(), kind.fault()))
        .collect();
    let missing: Vec<_> = expected.difference(&covered).collect();
    assert!(missing.is_empty(), "no example of: {missing:?}");
}

#[test]
fn every_kind_is_worded_on_both_surfaces_in_both_languages() {
    for kind in ErrorKind::examples() {
        let name = format!("{}::{}", kind.variant(), kind.fault());
        check_wording(&name, &Error::Kind(kind));
    }
}

#[test]
fn every_store_error_is_worded_without_sqlite_s_own_message() {
    let examples = StoreError::examples();
    let covered: BTreeSet<&str> = examples.iter().map(StoreError::variant).collect();
    let all: BTreeSet<&str> = StoreError::VARIANTS.iter().copied().collect();
    assert_eq!(covered, all, "StoreError::examples must give every variant");
    for error in examples {
        let name = format!("StoreError::{}", error.variant());
        let error = Error::Store(error);
        check_wording(&name, &error);
        for surface in SURFACES {
            for lang in [Lang::En, Lang::Fr] {
                let text = error.text(surface, lang);
                assert!(
                    !text.contains("FOREIGN KEY constraint failed"),
                    "{name} shows SQLite's message: {text}"
                );
            }
        }
    }
}

#[test]
fn an_unexpected_sqlite_error_names_its_result_code_only() {
    let error = Error::from(rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY),
        Some("FOREIGN KEY constraint failed".into()),
    ));
    assert_eq!(
        error.message(Lang::En),
        "an unexpected error in the league file (SQLITE_CONSTRAINT); nothing was changed"
    );
    assert!(format!("{error:?}").contains("FOREIGN KEY constraint failed"));
}

#[test]
fn reference_data_and_refusals_are_worded_in_both_languages() {
    let data = Error::Data(DataError::new(
        "teams.toml",
        Some("elves"),
        "missing field `mv`",
    ));
    check_wording("Data", &data);
    assert!(
        data.message(Lang::Fr)
            .starts_with("données de référence : teams.toml")
    );
    let refused = Error::Refused {
        id: "budget",
        en: "over budget".into(),
        fr: "budget dépassé".into(),
    };
    check_wording("Refused", &refused);
}

#[test]
fn the_command_line_keeps_its_commands_and_the_window_speaks_of_its_screens() {
    let played = Error::from(super::FixtureFault::Played {
        id: crate::store::FixtureId(12),
    });
    assert!(
        played
            .message(Lang::En)
            .contains("`dugout match reset --match 12`")
    );
    let window = played.text(Surface::Window, Lang::Fr);
    assert!(window.contains("calendrier de la saison"), "{window}");
    let team = Error::from(super::NotFound::Team {
        id: crate::store::TeamId(99),
    });
    assert_eq!(
        team.message(Lang::En),
        "no team `99`: list teams with `dugout team list --league ID`"
    );
    assert_eq!(
        team.text(Surface::Window, Lang::En),
        "no team 99: pick a team on the league screen"
    );
}

#[test]
fn the_error_texts_are_complete() {
    crate::tr::assert_complete(super::ErrorTexts::ALL);
}
