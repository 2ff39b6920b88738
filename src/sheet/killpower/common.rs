//! What the Killpower Ball sheets share: the characteristics' abbreviations as printed
//! (RAP DEP PHY HAB POU BAL VIE in French, from the bundled data), the mode's name.

use super::tr::Kp;
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::rules::killpower::{Mode, Stats};
use crate::sheet::page::Writer;

/// RAP first, then the six characteristics a gladiator keeps, in the sheet's order.
const ORDER: [&str; 7] = ["rap", "dep", "phy", "hab", "pou", "bal", "vie"];

/// The abbreviation of each characteristic in the document's language.
pub(super) fn stat_heads(lang: Lang, reference: &Reference) -> [String; 7] {
    ORDER.map(|id| {
        reference.characteristic(id).map_or_else(
            || id.to_uppercase(),
            |c| lang.pick(&c.abbr_en, &c.abbr_fr).to_string(),
        )
    })
}

/// A gladiator's DEP PHY HAB POU BAL VIE.
pub(super) fn stat_values(stats: &Stats) -> [u8; 6] {
    [
        stats.dep, stats.phy, stats.hab, stats.pou, stats.bal, stats.vie,
    ]
}

/// "RAP Rapidité · DEP Déplacement · …".
pub(super) fn stat_legend(w: &Writer, reference: &Reference) -> String {
    ORDER
        .iter()
        .filter_map(|id| reference.characteristic(id))
        .map(|c| {
            let (abbr, name) = (
                w.lang.pick(&c.abbr_en, &c.abbr_fr),
                w.lang.pick(&c.name_en, &c.name_fr),
            );
            format!("{abbr} {name}")
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

pub(super) fn mode_label(mode: Mode) -> Kp {
    match mode {
        Mode::Championship => Kp::ChampionshipMode,
        Mode::Tournament => Kp::TournamentMode,
    }
}

/// A number of ranking points with its sign: `+3`, `−2`, `0`.
pub(super) fn signed(value: i32) -> String {
    match value {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        _ => "0".to_string(),
    }
}
