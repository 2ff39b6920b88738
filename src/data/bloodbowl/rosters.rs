//! The built-in roster packs, one file per team in `data/bloodbowl/rosters/`. A new
//! built-in team is its file and one line here.

macro_rules! rosters {
    ($($file:literal),* $(,)?) => {
        &[$((
            concat!("data/bloodbowl/rosters/", $file),
            include_str!(concat!("../../../data/bloodbowl/rosters/", $file)),
        )),*]
    };
}

/// (file name, text) of every built-in roster pack.
pub const BUNDLED_ROSTERS: &[(&str, &str)] = rosters!["human.toml"];
