//! Blood Bowl's dice on the shared roll log (`crate::dice::RollLog`): a table's dice
//! (`2D6`, `D16`…) rolled for a key, and the log's faults as match-day refusals.

use super::MatchDayRefusal;
use crate::data::bloodbowl::tables::Dice as TableDice;
pub use crate::dice::{RollFault, RollLog, RollRecord};

/// Rolls a table's dice for a key of the shared log.
pub trait TableRolls {
    /// Rolls a table's dice for `key`, or takes the value typed for it.
    fn table(&mut self, key: &str, dice: TableDice) -> Result<u8, RollFault>;
}

impl TableRolls for RollLog<'_> {
    fn table(&mut self, key: &str, dice: TableDice) -> Result<u8, RollFault> {
        let faces = dice.faces();
        let rolled = |source: &mut crate::dice::Dice| super::super::rolls::roll(source, dice);
        self.take(key, dice.label(), faces, rolled)
    }
}

impl From<RollFault> for MatchDayRefusal {
    fn from(fault: RollFault) -> Self {
        match fault {
            RollFault::OffDice {
                key,
                value,
                low,
                high,
            } => MatchDayRefusal::RollOffDice {
                key,
                value,
                low,
                high,
            },
            RollFault::NotAsked { key, asked } => MatchDayRefusal::RollNotAsked { key, asked },
        }
    }
}
