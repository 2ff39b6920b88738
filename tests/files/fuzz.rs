//! Property tests over what Dugout reads from outside: exchange documents (league, team,
//! match report) with random damage, and the reference data files and roster packs with
//! random edits. Whatever the input, no panic; an import either passes every check and
//! writes, or is refused and writes nothing. Bounded case counts run in CI (the totals
//! are printed); `PROPTEST_CASES` raises them for a longer run.

use crate::common;

use std::path::Path;
use std::sync::OnceLock;

use common::property::cases;
use dugout::data::Lang;
use dugout::exchange;
use dugout::store::{LeagueId, Store};
use proptest::prelude::*;
use serde_json::{Value, json};

const SCHEMA_7: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-7");

/// The two leagues of the schema-7 fixture and one team of each, as documents.
fn documents() -> &'static (Value, Value, Value, Value) {
    static DOCUMENTS: OnceLock<(Value, Value, Value, Value)> = OnceLock::new();
    DOCUMENTS.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("league.db");
        std::fs::copy(Path::new(SCHEMA_7).join("league.db"), &path).unwrap();
        let mut store = Store::open(&path).unwrap();
        let value = |document: exchange::Document| serde_json::to_value(document).unwrap();
        (
            value(exchange::export_league(&mut store, LeagueId(1)).unwrap()),
            value(exchange::export_league(&mut store, LeagueId(2)).unwrap()),
            value(exchange::export_team(&mut store, dugout::store::TeamId(6)).unwrap()),
            value(exchange::export_team(&mut store, dugout::store::TeamId(7)).unwrap()),
        )
    })
}

/// A JSON value of any kind, as a damaged document might hold.
fn any_json() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        (-3i64..40).prop_map(|n| json!(n)),
        any::<f64>().prop_map(|x| json!(x)),
        "[a-z_-]{0,12}".prop_map(Value::String),
        "20[0-9]{2}-[0-9]{2}-[0-9]{2}".prop_map(Value::String),
        Just(json!([])),
        Just(json!({"x": 1})),
        Just(json!(["steady", 7])),
    ]
}

/// One kind of damage to a document.
#[derive(Debug, Clone)]
enum Damage {
    /// A field of a row replaced (table, row, column picked by index).
    Replace(usize, usize, usize, Value),
    Remove(usize, usize, usize),
    Unknown(usize, usize, String),
    DuplicateRow(usize, usize),
    DropRow(usize, usize),
    Envelope(String, Value),
}

fn damage() -> impl Strategy<Value = Damage> {
    let index = || 0usize..64;
    prop_oneof![
        4 => (index(), index(), index(), any_json()).prop_map(|(t, r, c, v)| Damage::Replace(t, r, c, v)),
        1 => (index(), index(), index()).prop_map(|(t, r, c)| Damage::Remove(t, r, c)),
        1 => (index(), index(), "[a-z]{1,8}").prop_map(|(t, r, f)| Damage::Unknown(t, r, f)),
        1 => (index(), index()).prop_map(|(t, r)| Damage::DuplicateRow(t, r)),
        1 => (index(), index()).prop_map(|(t, r)| Damage::DropRow(t, r)),
        1 => (prop_oneof![Just("format".to_string()), Just("version".to_string()), Just("game".to_string()), Just("tables".to_string())], any_json())
            .prop_map(|(f, v)| Damage::Envelope(f, v)),
    ]
}

fn apply(document: &mut Value, damage: &Damage) {
    if let Damage::Envelope(field, value) = damage {
        document[field.as_str()] = value.clone();
        return;
    }
    let Some(tables) = document["tables"].as_object_mut() else {
        return;
    };
    let names: Vec<String> = tables.keys().cloned().collect();
    let (Damage::Replace(t, r, ..)
    | Damage::Remove(t, r, _)
    | Damage::Unknown(t, r, _)
    | Damage::DuplicateRow(t, r)
    | Damage::DropRow(t, r)) = damage
    else {
        return;
    };
    if names.is_empty() {
        return;
    }
    let Some(rows) = tables
        .get_mut(&names[t % names.len()])
        .and_then(Value::as_array_mut)
    else {
        return;
    };
    if rows.is_empty() {
        return;
    }
    let at = r % rows.len();
    match damage {
        Damage::DuplicateRow(..) => {
            let copy = rows[at].clone();
            rows.push(copy);
        }
        Damage::DropRow(..) => {
            rows.remove(at);
        }
        Damage::Unknown(_, _, field) => {
            if let Some(row) = rows[at].as_object_mut() {
                row.insert(format!("zz_{field}"), json!(1));
            }
        }
        Damage::Replace(_, _, c, _) | Damage::Remove(_, _, c) => {
            let Some(row) = rows[at].as_object_mut() else {
                return;
            };
            let keys: Vec<String> = row.keys().cloned().collect();
            if keys.is_empty() {
                return;
            }
            let key = keys[c % keys.len()].clone();
            if let Damage::Replace(.., value) = damage {
                row.insert(key, value.clone());
            } else {
                row.remove(&key);
            }
        }
        Damage::Envelope(..) => {}
    }
}

/// An empty league file in memory with a league of each game to import teams into.
fn target() -> Store {
    let mut store = Store::open_in_memory().unwrap();
    dugout::coach::create_league(&mut store, "Dread Target", "dreadball").unwrap();
    dugout::coach::create_league(&mut store, "Bowl Target", "bloodbowl").unwrap();
    store
}

/// Rows of the tables an import writes first and last.
fn rows(store: &mut Store) -> usize {
    store
        .read(|tx| -> Result<usize, dugout::store::StoreError> {
            let mut total = 0;
            for table in ["league", "team", "player", "ledger", "audit"] {
                total += tx.table_rows(table, &["rowid"], "?1 = ?1", 0)?.len();
            }
            Ok(total)
        })
        .unwrap()
}

proptest! {
    #![proptest_config(cases(48))]

    #[test]
    fn a_damaged_league_document_is_imported_whole_or_refused_writing_nothing(
        which in 0usize..2,
        damages in proptest::collection::vec(damage(), 1..4),
    ) {
        let (dread, bowl, _, _) = documents();
        let mut document = if which == 0 { dread.clone() } else { bowl.clone() };
        for damage in &damages {
            apply(&mut document, damage);
        }
        let mut store = target();
        let before = rows(&mut store);
        let text = document.to_string();
        match exchange::import_league(&mut store, &text, false, Lang::En) {
            Ok(summary) => prop_assert!(!summary.teams.is_empty() || summary.rows.iter().any(|c| c.table == "league")),
            Err(error) => {
                prop_assert!(!error.message(Lang::En).is_empty());
                prop_assert!(!error.message(Lang::Fr).is_empty());
                prop_assert_eq!(rows(&mut store), before);
            }
        }
    }

    #[test]
    fn a_damaged_team_document_is_imported_whole_or_refused_writing_nothing(
        which in 0usize..2,
        damages in proptest::collection::vec(damage(), 1..4),
    ) {
        let (_, _, dread, bowl) = documents();
        let mut document = if which == 0 { dread.clone() } else { bowl.clone() };
        for damage in &damages {
            apply(&mut document, damage);
        }
        let mut store = target();
        let before = rows(&mut store);
        let league = LeagueId(which as i64 + 1);
        if exchange::import_team(&mut store, &document.to_string(), league, None, false, Lang::Fr).is_err() {
            prop_assert_eq!(rows(&mut store), before);
        }
    }

    #[test]
    fn any_report_file_is_read_or_refused(text in "\\PC{0,200}", value in any_json()) {
        let _ = exchange::read_report(&text);
        let _ = exchange::read_report(&value.to_string());
        let wrapped = json!({"format": "dugout.report", "version": value.clone(), "game": "dreadball", "report": value});
        let _ = exchange::read_report(&wrapped.to_string());
    }
}

/// A data file with one random edit: a slice cut out, a line doubled, a number changed.
fn edited(text: &str, at: usize, kind: u8, number: i64) -> String {
    let cut = at % text.len().max(1);
    let cut = (0..=cut)
        .rev()
        .find(|i| text.is_char_boundary(*i))
        .unwrap_or(0);
    match kind % 3 {
        0 => {
            let end = (cut + 40).min(text.len());
            let end = (end..=text.len())
                .find(|i| text.is_char_boundary(*i))
                .unwrap_or(text.len());
            format!("{}{}", &text[..cut], &text[end..])
        }
        1 => {
            let line_start = text[..cut].rfind('\n').map_or(0, |i| i + 1);
            let line_end = text[cut..].find('\n').map_or(text.len(), |i| cut + i + 1);
            format!("{}{}", &text[..line_end], &text[line_start..])
        }
        _ => {
            let digit = text[cut..]
                .find(|c: char| c.is_ascii_digit())
                .map(|i| cut + i);
            match digit {
                Some(at) => format!("{}{number}{}", &text[..at], &text[at + 1..]),
                None => text.to_string(),
            }
        }
    }
}

proptest! {
    #![proptest_config(cases(48))]

    #[test]
    fn an_edited_dreadball_data_file_loads_or_says_why(file in 0usize..7, at in any::<usize>(), kind in any::<u8>(), number in -5i64..500) {
        use dugout::data::dreadball::{BUNDLED, Reference};
        let mut sources = BUNDLED;
        let texts = [BUNDLED.skills, BUNDLED.teams, BUNDLED.mvps, BUNDLED.free_agents, BUNDLED.mechanite, BUNDLED.mutant, BUNDLED.team_items];
        let changed = edited(texts[file], at, kind, number);
        match file {
            0 => sources.skills = &changed,
            1 => sources.teams = &changed,
            2 => sources.mvps = &changed,
            3 => sources.free_agents = &changed,
            4 => sources.mechanite = &changed,
            5 => sources.mutant = &changed,
            _ => sources.team_items = &changed,
        }
        if let Err(error) = Reference::load(&sources) {
            prop_assert!(!error.to_string().is_empty());
        }
    }

    #[test]
    fn an_edited_blood_bowl_data_file_or_roster_pack_loads_or_says_why(file in 0usize..4, at in any::<usize>(), kind in any::<u8>(), number in -5i64..500) {
        use dugout::data::bloodbowl::{BUNDLED, Reference, load_pack};
        let reference = Reference::bundled().unwrap();
        let (name, pack) = BUNDLED.rosters[at % BUNDLED.rosters.len()];
        if file == 3 {
            let changed = edited(pack, at, kind, number);
            if let Err(error) = load_pack(reference, name, &changed) {
                prop_assert!(!error.to_string().is_empty());
            }
            return Ok(());
        }
        let mut sources = BUNDLED;
        let texts = [BUNDLED.skills, BUNDLED.special_rules, BUNDLED.staff];
        let changed = edited(texts[file], at, kind, number);
        match file {
            0 => sources.skills = &changed,
            1 => sources.special_rules = &changed,
            _ => sources.staff = &changed,
        }
        if let Err(error) = Reference::load(&sources) {
            prop_assert!(!error.to_string().is_empty());
        }
    }
}
