//! What a match report's JSON may hold, field by field. A report is checked against its
//! game's shape before it is read, so that a refusal names the field as the JSON does
//! (`players[2].strikes`) and says what the field takes in words (“a whole number from 0
//! to 14”), never in the reader's terms. The numbers a whole-number field is said to take
//! are the rules' bounds; whether a number is within them is the rules' own check, made
//! the same way for a report, a command-line flag or the window.

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::problem::{NotJson, json_value};
use crate::error::{Allowed, GameName, ReportFault};

/// What one JSON value may be.
#[derive(Debug, Clone, Copy)]
pub enum Shape {
    /// A whole number the field's type can hold (`fits`), said to run from `least` to
    /// `most` (the rules' bounds).
    Whole {
        least: i64,
        most: i64,
        fits: Fits,
    },
    /// A seed of the dice: any whole number from 0.
    Seed,
    Flag,
    Text,
    /// A day, `YYYY-MM-DD`.
    Date,
    /// One of these words.
    OneOf(&'static [&'static str]),
    ListOf(&'static Shape),
    /// An object with these fields and no other.
    Object(&'static [Field]),
    /// An object whose keys are `keys` (any key when `None`), each holding `value`.
    MapOf {
        keys: Option<&'static [&'static str]>,
        value: &'static Shape,
    },
    /// An object checked later by what reads it (a report inside its envelope).
    AnyObject,
}

/// The whole numbers a field's type can hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fits {
    U8,
    U32,
    I32,
    I64,
}

/// Whether a field must be given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    Required,
    /// May be left out (it then takes its default); `null` is not a value.
    Optional,
    /// May be left out or `null`.
    Nullable,
}

/// One field of an object.
#[derive(Debug, Clone, Copy)]
pub struct Field {
    pub name: &'static str,
    pub shape: Shape,
    pub need: Need,
}

impl Field {
    pub const fn required(name: &'static str, shape: Shape) -> Field {
        Field {
            name,
            shape,
            need: Need::Required,
        }
    }

    pub const fn optional(name: &'static str, shape: Shape) -> Field {
        Field {
            name,
            shape,
            need: Need::Optional,
        }
    }

    pub const fn nullable(name: &'static str, shape: Shape) -> Field {
        Field {
            name,
            shape,
            need: Need::Nullable,
        }
    }
}

impl Shape {
    /// A count from 0 to `most` (a `u32` field).
    pub const fn count(most: u32) -> Shape {
        Shape::Whole {
            least: 0,
            most: most as i64,
            fits: Fits::U32,
        }
    }

    /// A player's id (an `i64` field of a positive id).
    pub const PLAYER: Shape = Shape::Whole {
        least: 1,
        most: i64::MAX,
        fits: Fits::I64,
    };

    /// The face of a die typed in (a `u8` field; each roll says its own faces).
    pub const DIE: Shape = Shape::Whole {
        least: 1,
        most: u8::MAX as i64,
        fits: Fits::U8,
    };

    /// The dice typed in, by roll key.
    pub const DICE: Shape = Shape::MapOf {
        keys: None,
        value: &Shape::DIE,
    };

    /// What the field takes, as a refusal says it.
    fn allowed(&self) -> Allowed {
        match self {
            Shape::Whole { least, most, .. } => Allowed::Whole {
                least: *least,
                most: *most,
            },
            Shape::Seed => Allowed::Seed,
            Shape::Flag => Allowed::Flag,
            Shape::Text => Allowed::Text,
            Shape::Date => Allowed::Date,
            Shape::OneOf(words) => Allowed::OneOf(words.iter().map(|w| w.to_string()).collect()),
            Shape::ListOf(_) => Allowed::List,
            Shape::Object(_) | Shape::MapOf { .. } | Shape::AnyObject => Allowed::Object,
        }
    }
}

/// Whether `value` fits the type `fits`.
fn fits(value: &Value, fits: Fits) -> bool {
    let (signed, unsigned) = (value.as_i64(), value.as_u64());
    match fits {
        Fits::U8 => unsigned.is_some_and(|n| n <= u64::from(u8::MAX)),
        Fits::U32 => unsigned.is_some_and(|n| n <= u64::from(u32::MAX)),
        Fits::I32 => signed.is_some_and(|n| i32::try_from(n).is_ok()),
        Fits::I64 => signed.is_some(),
    }
}

/// The value as the file wrote it, cut short when long.
fn written(value: &Value) -> String {
    let text = value.to_string();
    match text.char_indices().nth(40) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text,
    }
}

/// `value` at `at` is what `shape` allows, or the first field that is not.
pub fn check(value: &Value, shape: &Shape, at: &str) -> Result<(), ReportFault> {
    let wrong = || ReportFault::WrongValue {
        at: at.to_string(),
        given: written(value),
        allowed: shape.allowed(),
    };
    let fine = match (shape, value) {
        (Shape::Whole { fits: f, .. }, Value::Number(_)) => fits(value, *f),
        (Shape::Seed, Value::Number(_)) => value.as_u64().is_some(),
        (Shape::Flag, Value::Bool(_))
        | (Shape::Text, Value::String(_))
        | (Shape::AnyObject, Value::Object(_)) => true,
        (Shape::Date, Value::String(text)) => {
            chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").is_ok()
        }
        (Shape::OneOf(words), Value::String(text)) => words.contains(&text.as_str()),
        (Shape::ListOf(item), Value::Array(items)) => {
            for (index, entry) in items.iter().enumerate() {
                check(entry, item, &format!("{at}[{index}]"))?;
            }
            true
        }
        (Shape::Object(fields), Value::Object(map)) => {
            check_object(map, fields, at)?;
            true
        }
        (Shape::MapOf { keys, value: inner }, Value::Object(map)) => {
            for (key, entry) in map {
                if let Some(keys) = keys
                    && !keys.contains(&key.as_str())
                {
                    return Err(unknown(at, key, keys.iter().copied()));
                }
                check(entry, inner, &join(at, key))?;
            }
            true
        }
        _ => false,
    };
    if fine { Ok(()) } else { Err(wrong()) }
}

fn check_object(
    map: &serde_json::Map<String, Value>,
    fields: &[Field],
    at: &str,
) -> Result<(), ReportFault> {
    if let Some(key) = map.keys().find(|k| !fields.iter().any(|f| f.name == *k)) {
        return Err(unknown(at, key, fields.iter().map(|f| f.name)));
    }
    for field in fields {
        let place = join(at, field.name);
        match (map.get(field.name), field.need) {
            (None, Need::Required) => {
                return Err(ReportFault::MissingField {
                    at: place,
                    allowed: field.shape.allowed(),
                });
            }
            (None, _) | (Some(Value::Null), Need::Nullable) => {}
            (Some(value), _) => check(value, &field.shape, &place)?,
        }
    }
    Ok(())
}

fn unknown<'a>(at: &str, key: &str, fields: impl Iterator<Item = &'a str>) -> ReportFault {
    ReportFault::UnknownField {
        at: at.to_string(),
        field: key.to_string(),
        fields: fields.map(str::to_string).collect(),
    }
}

/// The path of field `name` of the object at `at`.
fn join(at: &str, name: &str) -> String {
    if at.is_empty() {
        name.to_string()
    } else {
        format!("{at}.{name}")
    }
}

/// Reads a report of `game` from its JSON value, once its shape is checked.
pub fn read<T: DeserializeOwned>(value: Value, shape: &Shape, game: GameName) -> crate::Result<T> {
    check(&value, shape, "")?;
    serde_json::from_value(value).map_err(|_| ReportFault::Unreadable { game }.into())
}

/// Reads a report of `game` from the text of its file.
pub fn read_text<T: DeserializeOwned>(
    text: &str,
    shape: &Shape,
    game: GameName,
) -> crate::Result<T> {
    let value = json_value(text)
        .map_err(|NotJson { line, column }| ReportFault::NotJson { line, column })?;
    read(value, shape, game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::Lang;
    use crate::error::Surface;
    use serde_json::json;

    const LINE: Shape = Shape::Object(&[
        Field::required("player", Shape::PLAYER),
        Field::optional("strikes", Shape::count(14)),
        Field::nullable("played_on", Shape::Date),
    ]);
    const REPORT: Shape = Shape::Object(&[
        Field::required("home_score", Shape::count(56)),
        Field::optional("players", Shape::ListOf(&LINE)),
        Field::optional("seed", Shape::Seed),
        Field::optional("dice", Shape::DICE),
    ]);

    fn refused(value: serde_json::Value) -> (String, String) {
        let fault = check(&value, &REPORT, "").unwrap_err();
        let error = crate::Error::from(fault);
        (
            error.text(Surface::Cli, Lang::En),
            error.text(Surface::Cli, Lang::Fr),
        )
    }

    #[test]
    fn a_number_of_the_wrong_kind_is_named_by_its_path_in_words() {
        let (en, fr) = refused(json!({"home_score": 1, "players": [
            {"player": 3}, {"player": 4}, {"player": 5, "strikes": -1}]}));
        assert!(en.contains("`players[2].strikes` is `-1`"), "{en}");
        assert!(en.contains("a whole number from 0 to 14"), "{en}");
        assert!(fr.contains("un nombre entier de 0 à 14"), "{fr}");
        for text in [&en, &fr] {
            assert!(
                !text.contains("u32") && !text.contains("expected"),
                "{text}"
            );
        }
        let (en, _) = refused(json!({"home_score": 4_294_967_296_u64}));
        assert!(en.contains("`home_score` is `4294967296`"), "{en}");
        let (en, _) = refused(json!({"home_score": 1.5}));
        assert!(en.contains("a whole number from 0 to 56"), "{en}");
    }

    #[test]
    fn unknown_and_missing_fields_are_named() {
        let (en, fr) = refused(json!({"home_score": 1, "players": [{"player": 3, "goals": 1}]}));
        assert!(en.contains("`players[0]` has no field `goals`"), "{en}");
        assert!(en.contains("player, strikes, played_on"), "{en}");
        assert!(fr.contains("n'a pas de champ « goals »"), "{fr}");
        let (en, fr) = refused(json!({"players": []}));
        assert!(en.contains("`home_score` is missing"), "{en}");
        assert!(fr.contains("il manque « home_score »"), "{fr}");
        let (en, _) = refused(json!([1, 2]));
        assert!(en.contains("the report is `[1,2]`"), "{en}");
        assert!(en.contains("an object of named fields"), "{en}");
    }

    #[test]
    fn dates_flags_nulls_and_dice_are_checked() {
        assert!(
            check(
                &json!({"home_score": 0, "players": [{"player": 1, "played_on": null}],
            "seed": 18_446_744_073_709_551_615_u64, "dice": {"mvp.home": 3}}),
                &REPORT,
                ""
            )
            .is_ok()
        );
        let (en, _) = refused(
            json!({"home_score": 0, "players": [{"player": 1, "played_on": "2026-13-01"}]}),
        );
        assert!(en.contains("a date written YYYY-MM-DD"), "{en}");
        let (en, _) = refused(json!({"home_score": 0, "dice": {"mvp.home": 300}}));
        assert!(en.contains("`dice.mvp.home` is `300`"), "{en}");
        let (en, _) = refused(json!({"home_score": 0, "seed": -1}));
        assert!(en.contains("a whole number, 0 or more"), "{en}");
    }
}
