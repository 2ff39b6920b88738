//! The league's deck of power cards. The seed prints no card list: the commissioner
//! enters the cards (name, text, copies) or imports them from a CSV or JSON file. Drawn
//! cards stay with the league; a card a gladiator holds cannot be removed.

use serde::{Deserialize, Serialize};

use super::super::audit::audit;
use super::super::load_league;
use super::require_killpower;
use crate::Result;
use crate::error::killpower::KillpowerFault;
use crate::store::killpower::CardRecord;
use crate::store::{FieldChange, LeagueId, NewAudit, Store, Tx};

/// A card as entered or read from a file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardChange {
    pub name: String,
    #[serde(default)]
    pub text: String,
    #[serde(default = "one")]
    pub copies: u32,
}

fn one() -> u32 {
    1
}

/// The league's deck, by name.
pub fn deck(store: &mut Store, league: LeagueId) -> Result<Vec<CardRecord>> {
    store.read(|tx| {
        require_killpower(&load_league(tx, league)?)?;
        Ok(tx.killpower_cards(league)?)
    })
}

fn checked(card: &CardChange) -> Result<CardChange> {
    let name = crate::rules::names::check_name(&card.name)?;
    Ok(CardChange {
        name,
        text: card.text.trim().to_string(),
        copies: card.copies.max(1),
    })
}

fn audit_deck(
    tx: &Tx<'_>,
    league: LeagueId,
    summary: String,
    changes: Vec<FieldChange>,
) -> Result<()> {
    audit(
        tx,
        NewAudit {
            action: "league.deck".to_string(),
            league_id: Some(league),
            summary,
            changes,
            ..NewAudit::default()
        },
    )
}

/// Adds a card to the league's deck.
pub fn add_card(store: &mut Store, league: LeagueId, card: &CardChange) -> Result<CardRecord> {
    let card = checked(card)?;
    store.write(|tx| {
        require_killpower(&load_league(tx, league)?)?;
        let cards = tx.killpower_cards(league)?;
        if let Some(taken) = cards.iter().find(|c| same_card_name(&c.name, &card.name)) {
            let name = taken.name.clone();
            return Err(KillpowerFault::CardNameTaken { name }.into());
        }
        let id = tx.insert_killpower_card(league, &card.name, &card.text, card.copies)?;
        let change = FieldChange::new("copies", 0, card.copies);
        audit_deck(
            tx,
            league,
            format!("Added the power card {}", card.name),
            vec![change],
        )?;
        Ok(CardRecord {
            id,
            name: card.name.clone(),
            text: card.text.clone(),
            copies: card.copies,
        })
    })
}

fn find_card(tx: &Tx<'_>, league: LeagueId, id: i64) -> Result<CardRecord> {
    tx.killpower_cards(league)?
        .into_iter()
        .find(|c| c.id == id)
        .ok_or_else(|| {
            KillpowerFault::CardUnknown {
                id,
                league: league.0,
            }
            .into()
        })
}

/// Changes a card's name, text or copies.
pub fn update_card(
    store: &mut Store,
    league: LeagueId,
    id: i64,
    card: &CardChange,
) -> Result<CardRecord> {
    let card = checked(card)?;
    store.write(|tx| {
        require_killpower(&load_league(tx, league)?)?;
        let before = find_card(tx, league, id)?;
        let others = tx.killpower_cards(league)?;
        let taken = others
            .iter()
            .find(|c| c.id != id && same_card_name(&c.name, &card.name));
        if let Some(taken) = taken {
            let name = taken.name.clone();
            return Err(KillpowerFault::CardNameTaken { name }.into());
        }
        let after = CardRecord {
            id,
            name: card.name.clone(),
            text: card.text.clone(),
            copies: card.copies,
        };
        tx.update_killpower_card(&after)?;
        let changes = [
            ("name", before.name.clone(), after.name.clone()),
            ("text", before.text.clone(), after.text.clone()),
            (
                "copies",
                before.copies.to_string(),
                after.copies.to_string(),
            ),
        ]
        .into_iter()
        .filter(|(_, old, new)| old != new)
        .map(|(field, old, new)| FieldChange::new(field, old, new))
        .collect();
        audit_deck(
            tx,
            league,
            format!("Changed the power card {}", before.name),
            changes,
        )?;
        Ok(after)
    })
}

/// Removes a card no gladiator holds.
pub fn remove_card(store: &mut Store, league: LeagueId, id: i64) -> Result<CardRecord> {
    store.write(|tx| {
        require_killpower(&load_league(tx, league)?)?;
        let card = find_card(tx, league, id)?;
        let holders = tx.killpower_card_uses(id)?;
        if holders > 0 {
            return Err(KillpowerFault::CardInUse {
                name: card.name.clone(),
                holders,
            }
            .into());
        }
        tx.delete_killpower_card(id)?;
        let change = FieldChange::new("copies", card.copies, 0);
        audit_deck(
            tx,
            league,
            format!("Removed the power card {}", card.name),
            vec![change],
        )?;
        Ok(card)
    })
}

/// Splits one CSV line into fields: commas separate, double quotes enclose a field that
/// holds commas or quotes (a quote inside is doubled).
fn csv_fields(line: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            ('"', true) => quoted = false,
            ('"', false) if field.trim().is_empty() => {
                field.clear();
                quoted = true;
            }
            (',', false) => fields.push(std::mem::take(&mut field)),
            (c, _) => field.push(c),
        }
    }
    fields.push(field);
    fields.into_iter().map(|f| f.trim().to_string()).collect()
}

/// Reads a deck file: a JSON list of cards, or CSV lines `name,text,copies` (a first
/// line `name,text,copies` is a heading; text and copies may be left out).
pub fn parse_deck(text: &str) -> Result<Vec<CardChange>> {
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if trimmed.starts_with('[') {
        return serde_json::from_str(trimmed).map_err(|error| {
            KillpowerFault::DeckFile {
                detail: error.to_string(),
            }
            .into()
        });
    }
    let mut cards = Vec::new();
    for (index, line) in trimmed.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let fields = csv_fields(line);
        let heading = index == 0
            && fields
                .first()
                .is_some_and(|f| f.eq_ignore_ascii_case("name"));
        if heading {
            continue;
        }
        let bad = || KillpowerFault::DeckLine {
            line: index + 1,
            found: line.to_string(),
        };
        let name = fields
            .first()
            .filter(|name| !name.is_empty())
            .ok_or_else(bad)?;
        let copies = match fields.get(2).filter(|c| !c.is_empty()) {
            Some(copies) => copies
                .parse::<u32>()
                .ok()
                .filter(|c| *c >= 1)
                .ok_or_else(bad)?,
            None => 1,
        };
        if fields.len() > 3 {
            return Err(bad().into());
        }
        cards.push(CardChange {
            name: name.clone(),
            text: fields.get(1).cloned().unwrap_or_default(),
            copies,
        });
    }
    if cards.is_empty() {
        let detail = "no card in the file".to_string();
        return Err(KillpowerFault::DeckFile { detail }.into());
    }
    Ok(cards)
}

/// What an import did: cards added and cards whose text or copies changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckImported {
    pub added: Vec<String>,
    pub updated: Vec<String>,
    pub deck: Vec<CardRecord>,
}

/// Imports cards in one transaction: a new name is added, a known one (any case) takes
/// the file's text and copies. `dry_run`: shows what would change and writes nothing.
pub fn import_deck(
    store: &mut Store,
    league: LeagueId,
    cards: &[CardChange],
    dry_run: bool,
) -> Result<DeckImported> {
    let cards: Vec<CardChange> = cards.iter().map(checked).collect::<Result<_>>()?;
    let run = |tx: &Tx<'_>| -> Result<DeckImported> {
        require_killpower(&load_league(tx, league)?)?;
        let mut added = Vec::new();
        let mut updated = Vec::new();
        for card in &cards {
            let known = tx.killpower_cards(league)?;
            match known.iter().find(|c| same_card_name(&c.name, &card.name)) {
                Some(old) if old.text == card.text && old.copies == card.copies => {}
                Some(old) => {
                    let after = CardRecord {
                        id: old.id,
                        name: old.name.clone(),
                        text: card.text.clone(),
                        copies: card.copies,
                    };
                    tx.update_killpower_card(&after)?;
                    updated.push(old.name.clone());
                }
                None => {
                    tx.insert_killpower_card(league, &card.name, &card.text, card.copies)?;
                    added.push(card.name.clone());
                }
            }
        }
        let summary = format!(
            "Imported power cards: {} added, {} changed",
            added.len(),
            updated.len()
        );
        audit_deck(tx, league, summary, Vec::new())?;
        Ok(DeckImported {
            added,
            updated,
            deck: tx.killpower_cards(league)?,
        })
    };
    if dry_run {
        store.rehearse(run)
    } else {
        store.write(run)
    }
}

pub(super) use crate::rules::killpower::same_card_name;
