//! `dugout bb table NAME --roll N`: one row of seed 001's dice tables, for a commissioner
//! at the table (the kick-off table is the pre-match's look-up).

use std::process::ExitCode;

use serde_json::json;

use super::args::BbTable;
use super::bb_lookup::die;
use super::emit;
use crate::Result;
use crate::data::Lang;
use crate::data::bloodbowl::tables::{Dice, Entry, Tables};
use crate::rules::bloodbowl::pre_match::stadium;

/// A row of a table, as shown: its id, name and effect in both languages.
struct Row<'t> {
    id: &'t str,
    name: [&'t str; 2],
    effect: Option<[&'t str; 2]>,
}

impl<'t> Row<'t> {
    fn entry(entry: &'t Entry) -> Row<'t> {
        Row {
            id: &entry.id,
            name: [&entry.name_en, &entry.name_fr],
            effect: entry
                .effect_en
                .as_deref()
                .zip(entry.effect_fr.as_deref())
                .map(|(en, fr)| [en, fr]),
        }
    }

    fn in_lang(&self, lang: Lang) -> (&'t str, Option<&'t str>) {
        let pick = |pair: [&'t str; 2]| if lang == Lang::Fr { pair[1] } else { pair[0] };
        (pick(self.name), self.effect.map(pick))
    }
}

pub fn run(
    tables: &Tables,
    table: BbTable,
    roll: i64,
    attribute: Option<i64>,
    json: bool,
    lang: Lang,
) -> Result<ExitCode> {
    let what = table_name(table);
    let dice = dice_of(tables, table);
    let roll = die(roll, what, dice)?;
    let mut rows = vec![row_at(tables, table, roll).ok_or_else(|| off_table(what, dice, roll))?];
    if table == BbTable::Stadium
        && let Some(d6) = attribute
    {
        let d6 = die(
            d6,
            ["stadium attribute", "de l'attribut du stade"],
            Dice::D6,
        )?;
        let draw =
            stadium(&tables.stadium, roll, Some(d6)).ok_or_else(|| off_table(what, dice, roll))?;
        rows.extend(draw.attribute.map(Row::entry));
    }
    let shown: Vec<_> = rows
        .iter()
        .map(|row| {
            let (name, effect) = row.in_lang(lang);
            json!({ "id": row.id, "name": name, "effect": effect })
        })
        .collect();
    emit(
        json,
        &json!({ "table": what[0], "roll": roll, "results": shown }),
        || {
            rows.iter()
                .map(|row| match row.in_lang(lang) {
                    (name, Some(effect)) => format!("{name} — {effect}\n"),
                    (name, None) => format!("{name}\n"),
                })
                .collect()
        },
    )?;
    Ok(ExitCode::SUCCESS)
}

fn table_name(table: BbTable) -> [&'static str; 2] {
    match table {
        BbTable::Weather => ["weather", "de la météo"],
        BbTable::KickOff => ["kick-off", "du coup d'envoi"],
        BbTable::Stadium => ["stadium", "du stade"],
        BbTable::Prayer => ["prayer", "de la prière"],
        BbTable::Casualty => ["casualty", "d'élimination"],
        BbTable::LastingInjury => ["lasting-injury", "de séquelle"],
    }
}

fn dice_of(tables: &Tables, table: BbTable) -> Dice {
    match table {
        BbTable::Weather => tables.pre_match.weather.dice,
        BbTable::KickOff => tables.pre_match.kick_off.dice,
        BbTable::Stadium => tables.stadium.dice,
        BbTable::Prayer => tables.prayers.dice,
        BbTable::Casualty => tables.injuries.casualty.dice,
        BbTable::LastingInjury => tables.injuries.lasting_injury.dice,
    }
}

fn row_at(tables: &Tables, table: BbTable, roll: u8) -> Option<Row<'_>> {
    Some(match table {
        BbTable::Weather => Row::entry(tables.pre_match.weather.at(roll)?),
        BbTable::KickOff => Row::entry(tables.pre_match.kick_off.at(roll)?),
        BbTable::Prayer => Row::entry(tables.prayers.at(roll)?),
        BbTable::Stadium => {
            let row = tables.stadium.at(roll)?;
            Row {
                id: &row.id,
                name: [&row.name_en, &row.name_fr],
                effect: None,
            }
        }
        BbTable::Casualty => {
            let row = tables.injuries.casualty.at(roll)?;
            Row {
                id: &row.id,
                name: [&row.name_en, &row.name_fr],
                effect: Some([&row.effect_en, &row.effect_fr]),
            }
        }
        BbTable::LastingInjury => {
            let row = tables.injuries.lasting_injury.at(roll)?;
            Row {
                id: &row.id,
                name: [&row.name_en, &row.name_fr],
                effect: None,
            }
        }
    })
}

/// A roll on the dice that the table has no row for (the data checks every face has one,
/// so this says the data file is damaged).
fn off_table(what: [&'static str; 2], dice: Dice, roll: u8) -> crate::Error {
    crate::data::DataError::new(
        "data/bloodbowl/tables",
        Some(what[0]),
        format!("no row for {roll} on the {} table", dice.label()),
    )
    .into()
}
