//! Checking one row of a document against its table's declaration: exactly the
//! table's fields, each of its kind (whole numbers within their limits, bounded text,
//! plausible dates, bounded JSON).

use rusqlite::types::Value as Sql;
use serde_json::{Map, Value};

use crate::data::Lang;
use crate::exchange::Problem;
use crate::exchange::spec::{
    Column, JSON_MAX_BYTES, JsonRule, Kind, RowRule, TEXT_MAX_CHARS, TableSpec, TextRule,
    WHOLE_MAX, roll_range,
};

/// A row checked against its table: the values to write, in the table's column order.
pub(super) type Row = Vec<Sql>;

/// Checks one row: an object with exactly the table's columns, each of its kind.
pub(super) fn check_row(spec: &TableSpec, index: usize, row: &Value) -> Result<Row, Problem> {
    let place = format!("tables.{}[{index}]", spec.name);
    let Some(object) = row.as_object() else {
        return Err(Problem::new(
            place,
            "must be an object of the row's fields",
            "doit être un objet des champs de la ligne",
        ));
    };
    if let Some(unknown) = object.keys().find(|key| spec.column(key).is_none()) {
        let fields: Vec<&str> = spec.columns.iter().map(|c| c.name).collect();
        return Err(Problem::new(
            format!("{place}.{unknown}"),
            format!(
                "`{}` rows have no field `{unknown}` (they have: {})",
                spec.name,
                fields.join(", ")
            ),
            format!(
                "les lignes de `{}` n'ont pas de champ `{unknown}` (elles ont : {})",
                spec.name,
                fields.join(", ")
            ),
        ));
    }
    let values: Row = spec
        .columns
        .iter()
        .map(|column| check_value(column, object, &place))
        .collect::<Result<_, _>>()?;
    for rule in spec.rules {
        check_rule(spec, rule, &values, &place)?;
    }
    Ok(values)
}

/// A rule between a row's values (checked once each value is of its kind).
fn check_rule(spec: &TableSpec, rule: &RowRule, row: &Row, place: &str) -> Result<(), Problem> {
    let value = |name: &str| {
        spec.columns
            .iter()
            .position(|c| c.name == name)
            .and_then(|at| row.get(at))
    };
    match *rule {
        RowRule::NotBefore { later, earlier } => {
            let (Some(Sql::Text(late)), Some(Sql::Text(early))) = (value(later), value(earlier))
            else {
                return Ok(());
            };
            // Both are YYYY-MM-DD, checked: their order is the text's.
            match late < early {
                true => Err(Problem::new(
                    format!("{place}.{later}"),
                    format!("{late} is before {earlier} ({early}); it cannot come first"),
                    format!("{late} est avant {earlier} ({early}) ; il ne peut pas venir avant"),
                )),
                false => Ok(()),
            }
        }
        RowRule::Roll { dice, result, read } => {
            let (Some(Sql::Text(written)), Some(Sql::Integer(got))) = (value(dice), value(result))
            else {
                return Ok(());
            };
            let rolled = read
                .iter()
                .find(|(as_written, _)| as_written == written)
                .map_or(written.as_str(), |(_, die)| die);
            match roll_range(rolled) {
                None => Err(Problem::new(
                    format!("{place}.{dice}"),
                    format!("`{written}` is not dice Dugout records (written like D6, 2D6 or D16)"),
                    format!(
                        "« {written} » n'est pas un jet que Dugout enregistre (écrit comme D6, 2D6 ou D16)"
                    ),
                )),
                Some((least, most)) if !(least..=most).contains(got) => Err(Problem::new(
                    format!("{place}.{result}"),
                    format!("{got} cannot be rolled on {written}: from {least} to {most}"),
                    format!("{got} ne peut pas sortir sur {written} : de {least} à {most}"),
                )),
                Some(_) => Ok(()),
            }
        }
    }
}

fn check_value(column: &Column, row: &Map<String, Value>, place: &str) -> Result<Sql, Problem> {
    let at = format!("{place}.{}", column.name);
    if let (None, Some(value)) = (row.get(column.name), column.when_absent) {
        return Ok(Sql::Integer(value));
    }
    let value = row.get(column.name).unwrap_or(&Value::Null);
    if value.is_null() {
        return if column.nullable {
            Ok(Sql::Null)
        } else {
            Err(Problem::new(at, "is required", "est obligatoire"))
        };
    }
    let wrong = |en: &str, fr: &str| {
        Problem::new(
            at.clone(),
            format!("{value} is not {en}"),
            format!("{value} n'est pas {fr}"),
        )
    };
    match column.kind {
        Kind::Key | Kind::Int => {
            let n = value
                .as_i64()
                .ok_or_else(|| wrong("a whole number", "un nombre entier"))?;
            check_range(column, n, &at)?;
            Ok(Sql::Integer(n))
        }
        Kind::Bool => match value {
            Value::Bool(flag) => Ok(Sql::Integer(i64::from(*flag))),
            _ => Err(wrong("true or false", "true ou false")),
        },
        Kind::Text => {
            let text = value.as_str().ok_or_else(|| wrong("text", "du texte"))?;
            check_text(column.text, text, &at)?;
            Ok(Sql::Text(text.to_string()))
        }
        Kind::Date => {
            let text = value
                .as_str()
                .ok_or_else(|| wrong("a date (YYYY-MM-DD)", "une date (AAAA-MM-JJ)"))?;
            let day = chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d")
                .ok()
                // Written exactly as the file keeps dates ("2026-1-1" is not).
                .filter(|day| day.format("%Y-%m-%d").to_string() == text)
                .ok_or_else(|| wrong("a date (YYYY-MM-DD)", "une date (AAAA-MM-JJ)"))?;
            if !crate::rules::dates::plausible(day) {
                return Err(Problem::new(
                    at,
                    crate::present::dates::implausible_message(day, Lang::En),
                    crate::present::dates::implausible_message(day, Lang::Fr),
                ));
            }
            Ok(Sql::Text(text.to_string()))
        }
        // No JSON column holds a bare string: one is text the file held as it was (not
        // JSON), and goes back as it came.
        Kind::Json => {
            let text = match value {
                Value::String(text) => text.clone(),
                other => other.to_string(),
            };
            if text.len() > JSON_MAX_BYTES {
                return Err(Problem::new(
                    at,
                    format!("holds {} bytes; at most {JSON_MAX_BYTES}", text.len()),
                    format!("fait {} octets ; au plus {JSON_MAX_BYTES}", text.len()),
                ));
            }
            check_json(column.json, value, &text, &at)?;
            Ok(Sql::Text(text))
        }
    }
}

/// A JSON value of the shape its column holds, said in words.
fn check_json(rule: JsonRule, value: &Value, text: &str, at: &str) -> Result<(), Problem> {
    let list =
        |each: fn(&Value) -> bool| value.as_array().is_some_and(|items| items.iter().all(each));
    let (fits, en, fr) = match rule {
        JsonRule::Any => return Ok(()),
        JsonRule::Texts => (
            list(Value::is_string),
            "a list of texts, like [\"Block\", \"Dodge\"]",
            "une liste de textes, comme [\"Block\", \"Dodge\"]",
        ),
        JsonRule::Numbers => (
            list(Value::is_u64),
            "a list of whole numbers from 0, like [3, 5]",
            "une liste de nombres entiers à partir de 0, comme [3, 5]",
        ),
        JsonRule::Objects => (
            list(Value::is_object),
            "a list of objects, like [{…}]",
            "une liste d'objets, comme [{…}]",
        ),
        JsonRule::Object => (
            value.is_object(),
            "an object, like {…}",
            "un objet, comme {…}",
        ),
        JsonRule::Reads(reads) => (
            reads(text),
            "in the form Dugout writes it (its fields, each of its kind)",
            "sous la forme où Dugout l'écrit (ses champs, chacun de son type)",
        ),
    };
    match fits {
        true => Ok(()),
        false => Err(Problem::new(
            at,
            format!("is not {en}"),
            format!("n'est pas {fr}"),
        )),
    }
}

/// A whole number within the column's least and greatest values (a seed may be any).
fn check_range(column: &Column, n: i64, at: &str) -> Result<(), Problem> {
    let least = column.min.unwrap_or(-WHOLE_MAX);
    if column.max.is_some() && n < least {
        return Err(Problem::new(
            at,
            format!("{n} is below the least allowed, {least}"),
            format!("{n} est sous le minimum permis, {least}"),
        ));
    }
    match column.max {
        Some(most) if n > most => Err(Problem::new(
            at,
            format!("{n} is above the most allowed, {most}"),
            format!("{n} dépasse le maximum permis, {most}"),
        )),
        _ => Ok(()),
    }
}

/// Text under its column's rule: a name as every command takes it, free text bounded and
/// without control characters but line breaks and tabs.
fn check_text(rule: TextRule, text: &str, at: &str) -> Result<(), Problem> {
    let named = match rule {
        TextRule::Name => Some(crate::rules::names::check_name(text)),
        TextRule::Coach => Some(crate::rules::names::check_coach(text)),
        TextRule::Free => None,
        TextRule::Colour => return check_colour(text, at),
        TextRule::OneOf(words) => return check_word(words, text, at),
        TextRule::TieBreakers => return check_tie_breakers(text, at),
    };
    if let Some(checked) = named {
        return match checked {
            Err(problem) => Err(Problem::new(
                at,
                problem.message(Lang::En),
                problem.message(Lang::Fr),
            )),
            Ok(trimmed) if trimmed != text => Err(Problem::new(
                at,
                "has spaces at its start or end; Dugout keeps names trimmed",
                "a des espaces au début ou à la fin ; Dugout garde les noms sans",
            )),
            Ok(_) => Ok(()),
        };
    }
    let chars = text.chars().count();
    if chars > TEXT_MAX_CHARS {
        return Err(Problem::new(
            at,
            format!("holds {chars} characters; at most {TEXT_MAX_CHARS}"),
            format!("fait {chars} caractères ; au plus {TEXT_MAX_CHARS}"),
        ));
    }
    if text
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
    {
        return Err(Problem::new(
            at,
            "holds a control character (only line breaks and tabs are allowed)",
            "contient un caractère de contrôle (seuls les sauts de ligne et tabulations sont permis)",
        ));
    }
    Ok(())
}

/// One of the words the column takes, exactly.
fn check_word(words: &[&str], text: &str, at: &str) -> Result<(), Problem> {
    match words.contains(&text) {
        true => Ok(()),
        false => Err(Problem::new(
            at,
            format!("`{text}` is not one of: {}", words.join(", ")),
            format!("« {text} » n'est pas l'un de : {}", words.join(", ")),
        )),
    }
}

/// Tie-breakers as `league settings --tie-breakers` reads them (whether the league's
/// game offers each is checked with the league).
fn check_tie_breakers(text: &str, at: &str) -> Result<(), Problem> {
    match crate::coach::parse_tie_breakers(text) {
        Ok(_) => Ok(()),
        Err(error) => Err(Problem::new(
            at,
            error.text(crate::error::Surface::Cli, Lang::En),
            error.text(crate::error::Surface::Cli, Lang::Fr),
        )),
    }
}

/// A colour as the file keeps it: `#RRGGBB`, upper case.
fn check_colour(text: &str, at: &str) -> Result<(), Problem> {
    match crate::chart::Rgb::parse(text) {
        Some(colour) if colour.hex() == text => Ok(()),
        _ => Err(Problem::new(
            at,
            "is not a colour written #RRGGBB (# and six hexadecimal digits, 0 to 9 and A to F in upper case, e.g. #2B57C9)",
            "n'est pas une couleur écrite #RRVVBB (# et six chiffres hexadécimaux, 0 à 9 et A à F en majuscules, par exemple #2B57C9)",
        )),
    }
}
