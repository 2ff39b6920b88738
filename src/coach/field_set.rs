//! A commissioner's field of a game, found by name, and set back by an undo: the part of
//! overrides that both the override command (`overrides`) and undo (`undo`) use, so
//! neither calls the other.

use crate::Result;
use crate::error::OverrideFault;
use crate::games::{FieldAt, FieldKind, FieldSpec, Game, OverrideOf, no_field};
use crate::store::Tx;

/// The game's field `field` of kind `of` (any case), or a refusal listing its fields.
pub(crate) fn find_field(game: &dyn Game, of: OverrideOf, field: &str) -> Result<FieldSpec> {
    let given = field.trim().to_ascii_lowercase();
    game.fields()
        .iter()
        .find(|f| f.of == of && f.id == given)
        .copied()
        .ok_or_else(|| no_field(game.names(), game.fields(), of, field))
}

/// Undo of an override: sets the field back to `before`, refused in words when it no
/// longer holds `after` (changed since). A money field needs nothing more: undo pays
/// its ledger row back.
pub(crate) fn set_back(
    tx: &Tx<'_>,
    game: &dyn Game,
    at: FieldAt,
    field: &str,
    values: (&str, &str),
) -> Result<()> {
    let (before, after) = values;
    let spec = find_field(game, at.of(), field)?;
    if spec.kind == FieldKind::Money {
        return Ok(());
    }
    let now = game.field_value(tx, at, spec.id)?;
    if now != after {
        return Err(OverrideFault::ChangedSince {
            field: spec.id.to_string(),
            now,
            set: after.to_string(),
        }
        .into());
    }
    game.set_field(tx, at, spec.id, before, "undo")?;
    Ok(())
}
