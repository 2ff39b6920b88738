//! A team's totals under its players on the Blood Bowl match sheet: the score, the
//! casualties inflicted and the winnings, in boxes to fill in, or as recorded for a
//! played match (with the SPP its players earned); and how the sheet writes an amount
//! of gold pieces.

use super::match_played::PlayedSide;
use super::tr::Bb;
use crate::games::Money;
use crate::sheet::page::{Style, Writer};
use crate::sheet::tr::L;

/// The height of the totals' line.
pub(super) const TOTALS: f32 = 16.0;
const LABEL: Style = Style::new(7.5).bold().grey(0.3);
const VALUE: Style = Style::new(8.5).bold();
const GAP: f32 = 12.0;

/// "Team totals  Score (touchdowns) [  ]  Casualties inflicted [  ]  Winnings [    ]",
/// the boxes filled in when the match is played.
pub(super) fn team_totals(w: &mut Writer, played: Option<&PlayedSide>) {
    let mut items: Vec<(Bb, Option<String>, f32)> = vec![
        (
            Bb::ScoreTouchdowns,
            played.map(|p| p.score.to_string()),
            34.0,
        ),
        (
            Bb::CasualtiesInflicted,
            played.map(|p| known(w, p.casualties_inflicted.map(|c| c.to_string()))),
            34.0,
        ),
        (
            Bb::Winnings,
            played.map(|p| known(w, p.winnings_gp.map(|amount| gp(w, amount)))),
            90.0,
        ),
    ];
    if let Some(side) = played.filter(|p| !p.players.is_empty()) {
        let spp: u32 = side
            .players
            .iter()
            .filter_map(|p| p.line)
            .map(|l| l.spp)
            .sum();
        items.push((Bb::SppEarned, Some(spp.to_string()), 34.0));
    }
    let top = w.y + 2.0;
    let baseline = top + 9.5;
    let mut x = w.left();
    let head = format!("{}{}", w.t(Bb::TeamTotals), w.t(L::Colon).trim_end());
    w.text(x, baseline, &head, Style::new(8.0).bold());
    x += w.measure(&head, Style::new(8.0).bold()) + GAP;
    for (label, value, room) in items {
        let label = w.t(label);
        w.text(x, baseline, label, LABEL);
        x += w.measure(label, LABEL) + 4.0;
        match value {
            Some(value) => {
                w.text(x, baseline, &value, VALUE);
                x += w.measure(&value, VALUE) + GAP;
            }
            None => {
                w.rect(x, top, room, TOTALS - 4.0, None);
                x += room + GAP;
            }
        }
    }
    w.y += TOTALS;
}

/// A recorded value, or "not recorded".
fn known(w: &Writer, value: Option<String>) -> String {
    value.unwrap_or_else(|| w.t(Bb::NotRecorded).to_string())
}

/// An amount of gold pieces in the document's language.
pub(super) fn gp(w: &Writer, amount: u64) -> String {
    Money::Gp.format(i64::try_from(amount).unwrap_or(i64::MAX), w.lang)
}
