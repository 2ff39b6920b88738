//! Designed players: pricing a Mechanite or Mutant design, adding the player it makes
//! to a team, and named designs (templates) saved in the league file.

use serde::Serialize;

use super::load_team;
use super::team::find_player;
use crate::coach::Context;
use crate::coach::audit::audit;
use crate::coach::undo::{Reversal, record_change};
use crate::data::Named;
use crate::data::dreadball::BuildKind;
use crate::error::dreadball::DreadBallFault;
use crate::error::{FileFault, NotFound};
use crate::rules::dreadball::build::{Build, Design, price_design};
use crate::rules::dreadball::{self as rules, PlayerKind};
use crate::store::dreadball::{NewPlayer, PlayerRecord, TemplateRecord};
use crate::store::{NewAudit, PlayerId, Store, TeamId, TemplateId, Tx, today};
use crate::{Error, Result};

/// Checks and prices a design (no database needed).
pub fn price<'r>(context: &Context, design: &Design) -> Result<Build<'r>> {
    Ok(price_design(context.reference(), design, context.lang)?)
}

/// The design a built player keeps, if it has one.
pub fn design_of(player: &PlayerRecord) -> Option<Design> {
    player
        .build
        .as_ref()
        .and_then(|value| serde_json::from_value(value.clone()).ok())
}

fn kind_of(build: BuildKind) -> PlayerKind {
    match build {
        BuildKind::Mechanite => PlayerKind::Mechanite,
        BuildKind::Mutant => PlayerKind::Mutant,
        BuildKind::Roster => PlayerKind::Roster,
    }
}

fn design_json(design: &Design) -> Result<serde_json::Value> {
    serde_json::to_value(design).map_err(|error| {
        FileFault::Json {
            detail: format!("the design: {error}"),
        }
        .into()
    })
}

/// Builds the player a design makes and adds it to the team, paying its price.
pub fn build_player(
    store: &mut Store,
    context: &Context,
    id: TeamId,
    design: &Design,
    name: Option<&str>,
) -> Result<PlayerRecord> {
    let build = price(context, design)?;
    let name = name.map(rules::check_name).transpose()?;
    store.write(|tx| {
        let team = load_team(tx, id)?;
        let state = context.team_state(&team)?;
        rules::check_build(&state, context.reference(), &build, context.lang)?;
        let number = state.next_free_number();
        let position_name = build
            .steps
            .first()
            .map_or("", |step| step.part.name(context.lang));
        let name = name.unwrap_or_else(|| format!("{position_name} {number}"));
        let kind = build.design.kind();
        let player = NewPlayer {
            number,
            name,
            kind: kind_of(kind),
            role: (kind == BuildKind::Mutant).then(|| build.position.id().to_string()),
            position: build.position,
            stats: build.stats,
            skills: build.skills.clone(),
            cost_mc: build.cost_mc,
            build: Some(design_json(&build.design)?),
            giant: false,
        };
        add_built_player(tx, id, &player)
    })
}

fn add_built_player(tx: &Tx<'_>, team: TeamId, player: &NewPlayer) -> Result<PlayerRecord> {
    let on = today();
    let player_id = tx.insert_player(team, player, on)?;
    let reason = format!(
        "Built {} #{} {} ({}mc)",
        player.kind.id(),
        player.number,
        player.name,
        player.cost_mc
    );
    let ledger = tx.add_ledger(
        team,
        on,
        -i64::from(player.cost_mc),
        "build",
        &reason,
        Some(player_id),
    )?;
    let reversal = Reversal::RemovePlayer {
        player: player_id,
        number: player.number,
        name: player.name.clone(),
    };
    record_change(tx, team, &reason, &reversal, Some(ledger))?;
    find_player(&load_team(tx, team)?, player_id)
}

/// Builds another player from the design a team's player was built with.
pub fn rebuild_player(
    store: &mut Store,
    context: &Context,
    id: TeamId,
    from: PlayerId,
    name: Option<&str>,
) -> Result<PlayerRecord> {
    let design = store.read(|tx| {
        let original = find_player(&load_team(tx, id)?, from)?;
        design_of(&original).ok_or_else(|| {
            Error::from(DreadBallFault::NotBuilt {
                player: from,
                name: original.name.clone(),
            })
        })
    })?;
    build_player(store, context, id, &design, name)
}

/// A saved design, priced with today's reference data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Template {
    pub id: TemplateId,
    pub name: String,
    pub design: Design,
    /// The price, or `None` with `problem` saying why the design is no longer legal.
    pub cost_mc: Option<u32>,
    pub problem: Option<String>,
}

fn template_of(context: &Context, record: TemplateRecord) -> Result<Template> {
    let design: Design = serde_json::from_str(&record.design).map_err(|error| {
        Error::Store(crate::store::StoreError::Corrupt(format!(
            "template {} is not a readable design: {error}",
            record.id
        )))
    })?;
    let priced = price(context, &design);
    Ok(Template {
        id: record.id,
        name: record.name,
        cost_mc: priced.as_ref().ok().map(|build| build.cost_mc),
        problem: priced.err().map(|error| error.message(context.lang)),
        design,
    })
}

/// Saves a legal design under a name no other template has.
pub fn save_template(
    store: &mut Store,
    context: &Context,
    name: &str,
    design: &Design,
) -> Result<Template> {
    let name = rules::check_name(name)?;
    if name.parse::<i64>().is_ok() {
        return Err(DreadBallFault::TemplateNameNumeric { name }.into());
    }
    let build = price(context, design)?;
    let json = design_json(&build.design)?.to_string();
    store.write(|tx| {
        if tx
            .templates()?
            .iter()
            .any(|t| t.name.eq_ignore_ascii_case(&name))
        {
            return Err(DreadBallFault::TemplateNameTaken { name: name.clone() }.into());
        }
        let id = tx.insert_template(&name, build.design.kind().id(), &json, today())?;
        audit(
            tx,
            NewAudit {
                action: "template.save".to_string(),
                summary: format!("Saved the {} template {name}", build.design.kind().id()),
                ..NewAudit::default()
            },
        )?;
        let record = tx
            .find_template(&id.to_string())?
            .ok_or_else(|| NotFound::Template {
                query: id.to_string(),
            })?;
        template_of(context, record)
    })
}

pub fn templates(store: &mut Store, context: &Context) -> Result<Vec<Template>> {
    store.read(|tx| {
        tx.templates()?
            .into_iter()
            .map(|record| template_of(context, record))
            .collect()
    })
}

fn load_template(tx: &Tx<'_>, query: &str) -> Result<TemplateRecord> {
    tx.find_template(query)?.ok_or_else(|| {
        NotFound::Template {
            query: query.trim().to_string(),
        }
        .into()
    })
}

/// The template with this id or name.
pub fn find_template(store: &mut Store, context: &Context, query: &str) -> Result<Template> {
    store.read(|tx| template_of(context, load_template(tx, query)?))
}

pub fn delete_template(store: &mut Store, context: &Context, query: &str) -> Result<Template> {
    store.write(|tx| {
        let record = load_template(tx, query)?;
        tx.delete_template(record.id)?;
        audit(
            tx,
            NewAudit {
                action: "template.delete".to_string(),
                summary: format!("Deleted the template {}", record.name),
                ..NewAudit::default()
            },
        )?;
        template_of(context, record)
    })
}

/// The parts a built player was made from ("Jack, Monowheel, Body B, …"), or why its
/// stored design no longer prices; `None` for a player not built from parts.
pub fn built_parts(
    context: &Context,
    player: &crate::store::dreadball::PlayerRecord,
) -> Option<String> {
    let design = design_of(player)?;
    let lang = context.lang;
    Some(match price(context, &design) {
        Ok(build) => build
            .steps
            .iter()
            .map(|step| step.part.name(lang).to_string())
            .collect::<Vec<_>>()
            .join(", "),
        Err(error) => error.text(crate::error::Surface::Window, lang),
    })
}
