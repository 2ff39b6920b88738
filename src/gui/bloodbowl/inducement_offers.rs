//! The inducements a side may buy, as its pre-match list offers them: only those the
//! seed's list (line 47) gives its team, each with its price and, for those the list
//! counts, how many are left after the lines already added.

use super::match_day_data::DayData;
use super::match_day_form::InducementRow;
use crate::data::Lang;
use crate::data::Named;
use crate::data::bloodbowl::Reference;
use crate::data::bloodbowl::tables::{Inducement, Price};
use crate::games::Money;
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::tr::{fill, tr};
use crate::gui::widgets::Pick;

/// The list of side `side` (0 home, 1 away), given the lines it has added.
pub fn inducement_offers(
    data: &DayData,
    side: usize,
    added: &[InducementRow],
    lang: Lang,
) -> Vec<Pick<String>> {
    let Ok(reference) = Reference::bundled() else {
        return Vec::new();
    };
    let team = &data.teams[side];
    // A roster from a league's roster pack is not bundled: its list is not narrowed
    // (the pre-match still refuses what the team may not buy).
    let roster = reference.roster(&team.roster);
    reference
        .tables
        .inducements
        .list
        .iter()
        // A dungeon has no weather (seed 003): no Weather Mage is offered there.
        .filter(|inducement| {
            !(data.dungeonbowl && inducement.id == crate::rules::bloodbowl::match_day::WEATHER_MAGE)
        })
        .filter_map(|inducement| {
            let price = match roster {
                Some(roster) => inducement.price_for(&roster.special_rules, roster.tier)?,
                None => inducement.price_gp.map_or(Price::Variable, Price::Fixed),
            };
            Some(Pick {
                value: inducement.id.clone(),
                label: offer_label(inducement, price, added, lang),
            })
        })
        .collect()
}

/// "Bribes · 100,000 gp, 2 left", "Star Players · price typed".
fn offer_label(
    inducement: &Inducement,
    price: Price,
    added: &[InducementRow],
    lang: Lang,
) -> String {
    let name = inducement.name(lang);
    let price = match price {
        Price::Fixed(gp) => Money::Gp.format(i64::from(gp), lang),
        Price::Variable => tr(lang, Bb::PriceTyped).to_string(),
    };
    match inducement.max {
        Some(max) => {
            let taken: u32 = added
                .iter()
                .filter(|row| row.id == inducement.id)
                .map(|row| row.count.trim().parse::<u32>().unwrap_or(1))
                .sum();
            let left = max.saturating_sub(taken).to_string();
            fill(tr(lang, Bb::OfferLeft), &[name, &price, &left])
        }
        None => fill(tr(lang, Bb::Offer), &[name, &price]),
    }
}
