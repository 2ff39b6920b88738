//! League settings the DreadBall rules need but the seeds do not give.

use serde::{Deserialize, Serialize};

use crate::data::dreadball::Reference;

/// Prices and amounts a commissioner may change. The defaults are not quoted rules:
/// a Coaching Die at 6mc and a DreadBall Card at 10mc make every official starting
/// team of Seasons 1–6 worth 100mc, and a new team starts with an empty treasury.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub coaching_die_mc: u32,
    pub card_mc: u32,
    pub starting_treasury_mc: u32,
}

impl Settings {
    pub fn defaults(reference: &Reference) -> Settings {
        Settings {
            coaching_die_mc: reference.default_prices.coaching_die_mc,
            card_mc: reference.default_prices.card_mc,
            starting_treasury_mc: 0,
        }
    }
}
