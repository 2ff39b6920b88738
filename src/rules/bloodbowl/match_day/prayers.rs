//! The prayers to Nuffle that pay star player points (seed 001, pre-match step 6, rows
//! 10 to 13: Perfect Passing, Fan Interaction, Necessary Violence, Fouling Frenzy), as the
//! post-match applies them to the players of the side that drew them before the match.
//! What each pays, for what and how long is `prayers.toml`'s `[[prayers.spp]]`.

use super::MatchDayRefusal;
use super::player_refusal::PlayerRefusal;
use super::players::PlayerMatch;
use crate::data::bloodbowl::tables::{PRAYER_COUNTS, PrayerCount, PrayerUntil, Tables};
use crate::rules::bloodbowl::pre_match::Side;

/// The field of a report's player line that counts `count` over `until`, and its value.
fn counted(line: &PlayerMatch, count: PrayerCount, until: PrayerUntil) -> (&'static str, u32) {
    match (count, until) {
        (PrayerCount::Completion, _) => ("completions", line.completions),
        (PrayerCount::Casualty, PrayerUntil::Match) => ("casualties", line.casualties),
        (PrayerCount::Casualty, PrayerUntil::Drive) => ("drive_casualties", line.drive_casualties),
        (PrayerCount::CrowdCasualty, _) => ("crowd_casualties", line.crowd_casualties),
        (PrayerCount::FoulCasualty, _) => ("foul_casualties", line.foul_casualties),
    }
}

/// The SPP table's award for what a prayer counts (none for a casualty by a push into
/// the crowd or by a Foul).
fn table_award(tables: &Tables, count: PrayerCount) -> u32 {
    let id = match count {
        PrayerCount::Completion => "completion",
        PrayerCount::Casualty => "casualty",
        PrayerCount::CrowdCasualty | PrayerCount::FoulCasualty => return 0,
    };
    tables
        .post_match
        .spp
        .award
        .iter()
        .find(|award| award.id == id)
        .map_or(0, |award| award.spp)
}

/// The star player points the prayers `drawn` by `side` add to a line of one of its
/// players: for each prayer paying SPP, what the line counts times what the prayer pays
/// beyond the SPP table's award (a prayer drawn twice pays once). A count only a prayer
/// pays for (`drive_casualties`, `crowd_casualties`, `foul_casualties`) is refused when
/// the side did not draw it, and the first drive's casualties are some of the line's.
pub fn prayer_spp(
    tables: &Tables,
    drawn: &[String],
    side: Side,
    line: &PlayerMatch,
) -> Result<u32, MatchDayRefusal> {
    if line.drive_casualties > line.casualties {
        return Err(MatchDayRefusal::Players(
            PlayerRefusal::DriveOverCasualties {
                player: line.player,
                drive: line.drive_casualties,
                casualties: line.casualties,
            },
        ));
    }
    let prayers = &tables.prayers;
    for (count, until) in PRAYER_COUNTS {
        let (field, n) = counted(line, count, until);
        if n == 0 || count == PrayerCount::Completion {
            continue;
        }
        let paying = prayers.paying(count, until);
        if !paying.is_some_and(|paid| drawn.contains(&paid.prayer)) {
            let row = paying.and_then(|paid| prayers.row.iter().find(|r| r.id == paid.prayer));
            return Err(MatchDayRefusal::Players(PlayerRefusal::PrayerNotDrawn {
                player: line.player,
                side,
                field,
                prayer_en: row.map_or_else(|| field.to_string(), |r| r.name_en.clone()),
                prayer_fr: row.map_or_else(|| field.to_string(), |r| r.name_fr.clone()),
            }));
        }
    }
    let mut total = 0u32;
    for paid in prayers
        .spp
        .iter()
        .filter(|paid| drawn.contains(&paid.prayer))
    {
        let (_, n) = counted(line, paid.counts, paid.until);
        let each = paid.spp.saturating_sub(table_award(tables, paid.counts));
        total = total.saturating_add(n.saturating_mul(each));
    }
    Ok(total)
}
