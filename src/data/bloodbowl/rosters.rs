//! The built-in roster packs, one file per team in `data/bloodbowl/rosters/`.

/// (file name, text) of every built-in roster pack.
pub const BUNDLED_ROSTERS: &[(&str, &str)] = &[];
