//! `dugout bb table NAME --roll N`: one row of seed 001's dice tables, for a commissioner
//! at the table: the pre-match's tables, the ball (D16), the optional random events (D8
//! then D6) and the injury tables.

use std::process::ExitCode;

use serde_json::json;

use super::args::BbTable;
use crate::Result;
use crate::cli::emit;
use crate::data::Lang;
use crate::data::bloodbowl::tables::{Dice, Entry, GridEntry, Tables};
use crate::error::LookupFault;
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

    fn grid(entry: &'t GridEntry) -> Row<'t> {
        Row {
            id: &entry.id,
            name: [&entry.name_en, &entry.name_fr],
            effect: Some([&entry.effect_en, &entry.effect_fr]),
        }
    }

    fn in_lang(&self, lang: Lang) -> (&'t str, Option<&'t str>) {
        let pick = |pair: [&'t str; 2]| if lang == Lang::Fr { pair[1] } else { pair[0] };
        (pick(self.name), self.effect.map(pick))
    }
}

/// What `dugout bb table` was asked: the table, its roll and any second die.
pub struct Lookup {
    pub table: BbTable,
    pub roll: i64,
    /// The stadium's attribute D6.
    pub attribute: Option<i64>,
    /// The random events' D6, after their D8.
    pub second: Option<i64>,
}

pub fn run(tables: &Tables, lookup: &Lookup, json: bool, lang: Lang) -> Result<ExitCode> {
    let table = lookup.table;
    let what = table_name(table);
    let dice = dice_of(tables, table);
    let roll = die(lookup.roll, what, dice)?;
    let rows = rows_of(tables, lookup, roll)?;
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

/// The rows a roll gives: one, or for the stadium the type then its attribute.
fn rows_of<'t>(tables: &'t Tables, lookup: &Lookup, roll: u8) -> Result<Vec<Row<'t>>> {
    let table = lookup.table;
    let what = table_name(table);
    let dice = dice_of(tables, table);
    second_die_fits(lookup)?;
    if table == BbTable::RandomEvent {
        let second_dice = tables.random_events.second_dice;
        let given = lookup.second.ok_or(LookupFault::SecondDieMissing {
            table: what,
            flag: "--second",
            dice: second_dice.label(),
        })?;
        let second = die(
            given,
            ["random event's second", "du second dé des évènements"],
            second_dice,
        )?;
        let event = tables.random_events.at(roll, second);
        return Ok(vec![
            event
                .map(Row::grid)
                .ok_or_else(|| off_table(what, dice, roll))?,
        ]);
    }
    let mut rows = vec![row_at(tables, table, roll).ok_or_else(|| off_table(what, dice, roll))?];
    if let Some(d6) = lookup.attribute {
        let d6 = die(
            d6,
            ["stadium attribute", "de l'attribut du stade"],
            Dice::D6,
        )?;
        let draw =
            stadium(&tables.stadium, roll, Some(d6)).ok_or_else(|| off_table(what, dice, roll))?;
        rows.extend(draw.attribute.map(Row::entry));
    }
    Ok(rows)
}

/// A second die given only to the table that reads one: `--attribute` to the stadium,
/// `--second` to the random events.
fn second_die_fits(lookup: &Lookup) -> Result<()> {
    let misplaced = [
        ("--attribute", lookup.attribute, BbTable::Stadium),
        ("--second", lookup.second, BbTable::RandomEvent),
    ];
    for (flag, given, owner) in misplaced {
        if given.is_some() && lookup.table != owner {
            return Err(LookupFault::SecondDieUnused {
                table: table_name(lookup.table),
                flag,
                takes_it: table_name(owner)[0],
            }
            .into());
        }
    }
    Ok(())
}

fn table_name(table: BbTable) -> [&'static str; 2] {
    match table {
        BbTable::Weather => ["weather", "de la météo"],
        BbTable::KickOff => ["kick-off", "du coup d'envoi"],
        BbTable::Stadium => ["stadium", "du stade"],
        BbTable::Prayer => ["prayer", "de la prière"],
        BbTable::Casualty => ["casualty", "d'élimination"],
        BbTable::LastingInjury => ["lasting-injury", "de séquelle"],
        BbTable::Ball => ["ball", "du ballon"],
        BbTable::RandomEvent => ["random-event", "des évènements aléatoires"],
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
        BbTable::Ball => tables.pre_match.balls.dice,
        BbTable::RandomEvent => tables.random_events.dice,
    }
}

fn row_at(tables: &Tables, table: BbTable, roll: u8) -> Option<Row<'_>> {
    Some(match table {
        BbTable::Weather => Row::entry(tables.pre_match.weather.at(roll)?),
        BbTable::KickOff => Row::entry(tables.pre_match.kick_off.at(roll)?),
        BbTable::Prayer => Row::entry(tables.prayers.at(roll)?),
        BbTable::Ball => Row::entry(tables.pre_match.balls.at(roll)?),
        // Read with its second die in `rows_of`.
        BbTable::RandomEvent => return None,
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

/// A roll of `dice`, or what it should have been.
pub(super) fn die(given: i64, what: [&'static str; 2], dice: Dice) -> Result<u8> {
    let (low, high) = dice.faces();
    u8::try_from(given)
        .ok()
        .filter(|roll| (low..=high).contains(roll))
        .ok_or_else(|| {
            crate::Error::from(LookupFault::DieRoll {
                what,
                dice: dice.label(),
                given,
                low,
                high,
            })
        })
}
