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
pub const BUNDLED_ROSTERS: &[(&str, &str)] = rosters![
    "amazon.toml",
    "black-orc.toml",
    "chaos-chosen.toml",
    "chaos-dwarf.toml",
    "chaos-renegades.toml",
    "dark-elf.toml",
    "dwarf.toml",
    "elven-union.toml",
    "gnome.toml",
    "goblin.toml",
    "halfling.toml",
    "high-elf.toml",
    "human.toml",
    "imperial-nobility.toml",
    "khorne.toml",
    "lizardmen.toml",
    "necromantic-horror.toml",
    "norse.toml",
    "nurgle.toml",
    "ogre.toml",
    "old-world-alliance.toml",
    "orc.toml",
    "shambling-undead.toml",
    "skaven.toml",
    "snotling.toml",
    "tomb-kings.toml",
    "underworld-denizens.toml",
    "vampire.toml",
    "wood-elf.toml",
];
