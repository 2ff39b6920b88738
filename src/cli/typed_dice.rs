//! Dice typed in from a physical roll: every game's `--roll KEY=N`.

use std::collections::BTreeMap;

use crate::Result;
use crate::error::InputFault;

/// `KEY=N` pairs, each a die typed in, each key once.
pub fn typed_dice(pairs: &[String]) -> Result<BTreeMap<String, u8>> {
    let mut dice = BTreeMap::new();
    for pair in pairs {
        let parsed = pair
            .split_once('=')
            .and_then(|(key, value)| Some((key.trim(), value.trim().parse::<u8>().ok()?)))
            .filter(|(key, _)| !key.is_empty());
        let Some((key, value)) = parsed else {
            return Err(InputFault::RollSyntax {
                given: pair.to_string(),
            }
            .into());
        };
        if dice.contains_key(key) {
            return Err(InputFault::RollTwice {
                key: key.to_string(),
            }
            .into());
        }
        dice.insert(key.to_string(), value);
    }
    Ok(dice)
}
