//! Undo of a Blood Bowl purchase: the count it bought taken back from the team's items
//! as they are now (so a later write to another item, dedicated fans after a match day
//! say, stays), or a refusal in words when the team has fewer than that now. Purchases
//! recorded before schema 15 kept the items as they were instead; those are put back
//! only while nothing came after them (`coach::steps`).

use crate::error::HistoryFault;
use crate::rules::bloodbowl::Purchase;
use crate::store::bloodbowl::BloodBowlTeamItems;
use crate::store::{FieldChange, StoreError, TeamId, Tx};
use crate::{Error, Result};

/// How many of `purchase` the items hold (the apothecary: 0 or 1).
fn count_of(items: &BloodBowlTeamItems, purchase: Purchase) -> u32 {
    match purchase {
        Purchase::Rerolls => items.rerolls,
        Purchase::Assistants => items.assistants,
        Purchase::Cheerleaders => items.cheerleaders,
        Purchase::Apothecary => u32::from(items.apothecary),
        Purchase::DedicatedFans => items.dedicated_fans,
    }
}

/// The items with `count` of `purchase` taken back; None when they hold fewer.
fn taken_back(
    mut items: BloodBowlTeamItems,
    purchase: Purchase,
    count: u32,
) -> Option<BloodBowlTeamItems> {
    let left = count_of(&items, purchase).checked_sub(count)?;
    match purchase {
        Purchase::Rerolls => items.rerolls = left,
        Purchase::Assistants => items.assistants = left,
        Purchase::Cheerleaders => items.cheerleaders = left,
        Purchase::Apothecary => items.apothecary = left > 0,
        Purchase::DedicatedFans => items.dedicated_fans = left,
    }
    Some(items)
}

fn corrupt(team: TeamId, what: &str) -> Error {
    Error::Store(StoreError::Corrupt(format!(
        "a recorded change of team {team} cannot be read: {what}"
    )))
}

/// Takes back `count` of the item a purchase bought; returns the field it changed.
pub(crate) fn undo_purchase(
    tx: &Tx<'_>,
    team: TeamId,
    item: &str,
    count: u32,
    change: &str,
) -> Result<Vec<FieldChange>> {
    let purchase = Purchase::parse(item).ok_or_else(|| corrupt(team, item))?;
    let items = tx
        .bloodbowl_team_items(team)?
        .ok_or_else(|| corrupt(team, "no Blood Bowl items"))?;
    let have = count_of(&items, purchase);
    let after =
        taken_back(items, purchase, count).ok_or_else(|| HistoryFault::TooFewToTakeBack {
            change: change.to_string(),
            item: purchase.id().to_string(),
            have,
            count,
        })?;
    tx.set_bloodbowl_team_items(team, &after)?;
    Ok(vec![FieldChange::new(purchase.id(), have, have - count)])
}

/// Puts back the items a purchase recorded before schema 15 found; returns each field
/// that changed.
pub(crate) fn restore_items(
    tx: &Tx<'_>,
    team: TeamId,
    items: &serde_json::Value,
) -> Result<Vec<FieldChange>> {
    let before: BloodBowlTeamItems =
        serde_json::from_value(items.clone()).map_err(|error| corrupt(team, &error.to_string()))?;
    let now = tx
        .bloodbowl_team_items(team)?
        .ok_or_else(|| corrupt(team, "no Blood Bowl items"))?;
    tx.set_bloodbowl_team_items(team, &before)?;
    Ok(Purchase::ALL
        .into_iter()
        .map(|purchase| {
            (
                purchase,
                count_of(&now, purchase),
                count_of(&before, purchase),
            )
        })
        .filter(|(_, now, before)| now != before)
        .map(|(purchase, now, before)| FieldChange::new(purchase.id(), now, before))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items() -> BloodBowlTeamItems {
        BloodBowlTeamItems {
            rerolls: 2,
            dedicated_fans: 2,
            assistants: 0,
            cheerleaders: 1,
            apothecary: true,
        }
    }

    #[test]
    fn taking_back_touches_only_the_item_bought() {
        let after = taken_back(items(), Purchase::Rerolls, 1).unwrap();
        assert_eq!(after.rerolls, 1);
        assert_eq!(after.dedicated_fans, 2, "fans won since stay");
        let after = taken_back(items(), Purchase::Apothecary, 1).unwrap();
        assert!(!after.apothecary);
        assert_eq!(after.rerolls, 2);
    }

    #[test]
    fn taking_back_more_than_the_team_has_is_refused() {
        assert!(taken_back(items(), Purchase::Assistants, 1).is_none());
        assert!(taken_back(items(), Purchase::Rerolls, 3).is_none());
        let mut none = items();
        none.apothecary = false;
        assert!(taken_back(none, Purchase::Apothecary, 1).is_none());
    }
}
