//! Checks the tables share: the rows of a dice table cover each face of its dice once,
//! gold comes in steps of 5,000 gp, every entry is named in both languages.

use super::{Dice, Entry};
use crate::data::DataError;
use crate::data::check::{check_ids, check_names};

/// Every amount of gold in the tables is a multiple of this.
pub const GP_STEP: u32 = 5_000;

/// A row of a dice table: the rolls it covers and its id.
pub trait DiceRow {
    fn faces(&self) -> (u8, u8);
    fn key(&self) -> &str;
}

/// A row of a two-dice table (D8 then D6, D6 then D6): the first die's range, the second
/// die's face and its id.
pub trait GridRow {
    fn first(&self) -> (u8, u8);
    fn second(&self) -> u8;
    fn key(&self) -> &str;
}

/// How an error names a row: "weather 4-10 (perfect-conditions)".
pub fn row_label(table: &str, row: &impl DiceRow) -> String {
    let (from, to) = row.faces();
    if from == to {
        format!("{table} {from} ({})", row.key())
    } else {
        format!("{table} {from}-{to} ({})", row.key())
    }
}

/// The row a roll falls in.
pub fn find_row<R: DiceRow>(rows: &[R], roll: u8) -> Option<&R> {
    rows.iter().find(|row| {
        let (from, to) = row.faces();
        (from..=to).contains(&roll)
    })
}

/// Each face of `dice` is in exactly one row: no roll outside the dice, no overlap, no gap.
pub fn check_faces<R: DiceRow>(
    file: &str,
    table: &str,
    dice: Dice,
    rows: &[R],
) -> Result<(), DataError> {
    let (low, high) = dice.faces();
    let mut owner: Vec<Option<usize>> = vec![None; usize::from(high) + 1];
    for (index, row) in rows.iter().enumerate() {
        let (from, to) = row.faces();
        let label = row_label(table, row);
        if from > to || from < low || to > high {
            let message = format!(
                "rolls {from}-{to} are not a range within {low}-{high} ({})",
                dice.label()
            );
            return Err(DataError::new(file, Some(&label), message));
        }
        for face in from..=to {
            let slot = &mut owner[usize::from(face)];
            if let Some(other) = *slot {
                let message = format!("overlaps row {} on {face}", row_label(table, &rows[other]));
                return Err(DataError::new(file, Some(&label), message));
            }
            *slot = Some(index);
        }
    }
    let Some(face) = (low..=high).find(|face| owner[usize::from(*face)].is_none()) else {
        return Ok(());
    };
    let before = rows
        .iter()
        .find(|row| row.faces().1.checked_add(1) == Some(face));
    let entry = before.map_or_else(|| table.to_string(), |row| row_label(table, row));
    let message = format!(
        "gap: no row for {face} (the rows must cover {low}-{high} of {})",
        dice.label()
    );
    Err(DataError::new(file, Some(&entry), message))
}

/// A block of a two-dice table: the first die's range.
struct Block<'a> {
    from: u8,
    to: u8,
    key: &'a str,
}

impl DiceRow for Block<'_> {
    fn faces(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn key(&self) -> &str {
        self.key
    }
}

/// The first die's ranges cover its faces once, and within each range the second die's
/// faces are each in exactly one row.
pub fn check_grid<R: GridRow>(
    file: &str,
    table: &str,
    (first, second): (Dice, Dice),
    rows: &[R],
) -> Result<(), DataError> {
    let mut blocks: Vec<Block<'_>> = Vec::new();
    for row in rows {
        let (from, to) = row.first();
        if !blocks.iter().any(|b| (b.from, b.to) == (from, to)) {
            blocks.push(Block {
                from,
                to,
                key: row.key(),
            });
        }
    }
    check_faces(file, table, first, &blocks)?;
    for block in &blocks {
        let seconds: Vec<Block<'_>> = rows
            .iter()
            .filter(|row| row.first() == (block.from, block.to))
            .map(|row| Block {
                from: row.second(),
                to: row.second(),
                key: row.key(),
            })
            .collect();
        let name = format!("{table} {}-{} /", block.from, block.to);
        check_faces(file, &name, second, &seconds)?;
    }
    Ok(())
}

/// An amount of gold is a multiple of 5,000 gp.
pub fn check_gp(file: &str, entry: &str, what: &str, gp: u32) -> Result<(), DataError> {
    if gp.is_multiple_of(GP_STEP) {
        return Ok(());
    }
    let message = format!("{what} {gp} gp is not a multiple of 5,000 gp");
    Err(DataError::new(file, Some(entry), message))
}

/// An English and a French text are both given.
pub fn check_pair(
    file: &str,
    entry: &str,
    what: &str,
    en: &str,
    fr: &str,
) -> Result<(), DataError> {
    if en.trim().is_empty() || fr.trim().is_empty() {
        let message = format!("{what}_en and {what}_fr must not be empty");
        return Err(DataError::new(file, Some(entry), message));
    }
    Ok(())
}

/// Two lists of texts, one per language, match one to one.
pub fn check_lists(
    file: &str,
    entry: &str,
    what: &str,
    en: &[String],
    fr: &[String],
) -> Result<(), DataError> {
    if en.is_empty() || en.len() != fr.len() {
        let message = format!("{what}_en and {what}_fr must have the same number of lines");
        return Err(DataError::new(file, Some(entry), message));
    }
    en.iter()
        .zip(fr)
        .try_for_each(|(en, fr)| check_pair(file, entry, what, en, fr))
}

/// A dice table of entries: the rows cover the dice, ids are unique slugs, names (and
/// effects, where `effects` says every row has one) are given in both languages.
pub fn check_entries(
    file: &str,
    table: &str,
    dice: Dice,
    rows: &[Entry],
    effects: bool,
) -> Result<(), DataError> {
    check_faces(file, table, dice, rows)?;
    check_ids(file, table, rows.iter().map(|row| row.id.as_str()))?;
    for row in rows {
        let label = row_label(table, row);
        check_names(file, &label, &row.name_fr, &row.name_en)?;
        match (&row.effect_en, &row.effect_fr) {
            (Some(en), Some(fr)) => check_pair(file, &label, "effect", en, fr)?,
            (None, None) if !effects => {}
            _ => {
                let message = "effect_en and effect_fr must both be given";
                return Err(DataError::new(file, Some(&label), message));
            }
        }
    }
    Ok(())
}
