//! The rosters a Blood Bowl league's teams are built from: the built-in ones, and the
//! roster packs the league imported (house-ruled or newer teams).

use std::path::Path;

use serde::Serialize;

use super::super::audit::audit;
use super::super::load_league;
use crate::Result;
use crate::data::bloodbowl::{Reference, Roster, RosterPack, load_pack};
use crate::data::find_by_name;
use crate::error::bloodbowl::BloodBowlFault;
use crate::store::{LeagueId, NewAudit, Store, Tx, today};

/// The bundled Blood Bowl reference data.
pub fn reference() -> Result<&'static Reference> {
    Ok(Reference::bundled()?)
}

/// Every roster a team of `league` may be built from.
pub fn league_rosters(tx: &Tx<'_>, league: LeagueId) -> Result<Vec<Roster>> {
    let reference = reference()?;
    let mut rosters = reference.rosters.clone();
    for (source, text) in tx.roster_packs(league)? {
        rosters.extend(load_pack(reference, &source, &text)?.team);
    }
    Ok(rosters)
}

/// The roster called `query` (id, English or French name, any case) in `league`.
pub fn find_roster(tx: &Tx<'_>, league: LeagueId, query: &str) -> Result<Roster> {
    if let Some(roster) = reference()?.roster(query) {
        return Ok(roster.clone());
    }
    let rosters = league_rosters(tx, league)?;
    find_by_name(&rosters, query).cloned().ok_or_else(|| {
        BloodBowlFault::RosterNotFound {
            query: query.trim().to_string(),
            rosters: rosters.iter().map(|r| r.id.clone()).collect(),
        }
        .into()
    })
}

/// A roster pack as `data import-roster` takes it: validated like the built-in data
/// (`load_pack`), and no team id one of `existing` (the league's rosters) already has.
pub(crate) fn check_pack(existing: &[Roster], source: &str, text: &str) -> Result<RosterPack> {
    let pack = load_pack(reference()?, source, text)?;
    if let Some(taken) = pack
        .team
        .iter()
        .find(|team| existing.iter().any(|r| r.id == team.id))
    {
        return Err(BloodBowlFault::RosterPackTaken {
            source: source.to_string(),
            roster: taken.id.clone(),
        }
        .into());
    }
    Ok(pack)
}

/// What an import added.
#[derive(Debug, Clone, Serialize)]
pub struct ImportedPack {
    pub league: LeagueId,
    pub teams: Vec<String>,
}

/// Imports a roster pack into a Blood Bowl league: validated completely like the
/// built-in data, refused with the file, the entry and the problem; a team id the league
/// already has (built-in or imported) is refused.
pub fn import_roster_pack(
    store: &mut Store,
    league: LeagueId,
    path: &Path,
) -> Result<ImportedPack> {
    let text = crate::files::read_text(path, crate::files::InputKind::RosterPack)?;
    let source = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string());
    store.write(|tx| {
        let record = load_league(tx, league)?;
        super::require_bloodbowl(&record)?;
        let pack = check_pack(&league_rosters(tx, league)?, &source, &text)?;
        tx.insert_roster_pack(league, today(), &source, &text)?;
        let teams: Vec<String> = pack.team.iter().map(|t| t.id.clone()).collect();
        audit(
            tx,
            NewAudit {
                action: "league.roster_pack".to_string(),
                league_id: Some(league),
                summary: format!("Imported the roster pack {source}: {}", teams.join(", ")),
                ..NewAudit::default()
            },
        )?;
        Ok(ImportedPack { league, teams })
    })
}

/// (id, name in `lang`, tier) of every roster a team of `league` may be built from,
/// by name.
pub fn roster_list(
    store: &mut Store,
    league: LeagueId,
    lang: crate::data::Lang,
) -> Result<Vec<(String, String, u8)>> {
    use crate::data::Named;
    store.read(|tx| {
        let mut list: Vec<(String, String, u8)> = league_rosters(tx, league)?
            .iter()
            .map(|r| (r.id.clone(), r.name(lang).to_string(), r.tier))
            .collect();
        list.sort_by_key(|(_, name, _)| name.to_lowercase());
        Ok(list)
    })
}
