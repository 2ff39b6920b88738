//! `dugout mechanite …`, `dugout mutant …`, `dugout template …` and the team build
//! commands: designs from the command line's options or from a saved template.

use std::process::ExitCode;

use serde_json::{Value, json};

use super::args::{DesignCommand, MechaniteArgs, MutantArgs, TemplateCommand};
use super::text;
use crate::cli::{LeagueFile, emit};
use crate::coach::{self, Context};
use crate::data::Named;
use crate::data::dreadball::BuildKind;
use crate::error::InputFault;
use crate::present::dreadball::{slot_name, step_reason};
use crate::rules::dreadball::build::{Build, Design, MechaniteDesign, MutantDesign};
use crate::store::Store;
use crate::{Error, Result};

/// Options that describe a design, or name a template that does.
pub trait DesignArgs {
    const KIND: BuildKind;
    fn template(&self) -> Option<&str>;
    /// The design the options give, or which options are missing.
    fn design(&self) -> Result<Design>;
}

fn missing(what: &[&str], kind: &str) -> Error {
    InputFault::DesignMissing {
        kind: kind.to_string(),
        missing: what.iter().map(|w| w.to_string()).collect(),
    }
    .into()
}

impl DesignArgs for MechaniteArgs {
    const KIND: BuildKind = BuildKind::Mechanite;

    fn template(&self) -> Option<&str> {
        self.template.as_deref()
    }

    fn design(&self) -> Result<Design> {
        let named = [
            ("--position", &self.position),
            ("--locomotion", &self.locomotion),
            ("--chassis", &self.chassis),
            ("--head", &self.head),
        ];
        let absent: Vec<&str> = named
            .iter()
            .filter(|(_, value)| value.is_none())
            .map(|(flag, _)| *flag)
            .collect();
        if !absent.is_empty() {
            return Err(missing(&absent, "Mechanite"));
        }
        let value = |option: &Option<String>| option.clone().unwrap_or_default();
        Ok(Design::Mechanite(MechaniteDesign {
            coding: value(&self.position),
            locomotion: value(&self.locomotion),
            chassis: value(&self.chassis),
            head: value(&self.head),
            arms: self.arms.clone(),
            programs: self.programs.clone(),
        }))
    }
}

impl DesignArgs for MutantArgs {
    const KIND: BuildKind = BuildKind::Mutant;

    fn template(&self) -> Option<&str> {
        self.template.as_deref()
    }

    fn design(&self) -> Result<Design> {
        let Some(position) = &self.position else {
            return Err(missing(&["--position"], "Mutant"));
        };
        Ok(Design::Mutant(MutantDesign {
            position: position.clone(),
            upgrades: self.upgrades.clone(),
        }))
    }
}

/// The design the options describe, reading a template from the store if one is named.
pub fn resolve<A: DesignArgs>(
    args: &A,
    context: &Context,
    store: &mut LeagueFile,
) -> Result<Design> {
    let Some(query) = args.template() else {
        return args.design();
    };
    let template = coach::dreadball::find_template(store.open()?, context, query)?;
    let kind = template.design.kind();
    if kind != A::KIND {
        return Err(InputFault::TemplateOtherKind {
            name: template.name,
            kind: kind.id().to_string(),
        }
        .into());
    }
    Ok(template.design)
}

/// A priced build as JSON: the flat fields, then the parts and the design.
pub fn build_json(context: &Context, build: &Build<'_>) -> Value {
    let parts: Vec<Value> = build
        .steps
        .iter()
        .map(|step| {
            json!({
                "slot": slot_name(step.slot, crate::data::Lang::En),
                "id": step.part.id,
                "name": step.part.name(context.lang),
                "price_mc": step.price_mc,
                "paid": step.paid,
                "cost_mc": step.cost_mc(),
                "reason": step_reason(context, step),
            })
        })
        .collect();
    json!({
        "cost_mc": build.cost_mc,
        "position": build.position.id(),
        "move": build.stats.movement,
        "strength": build.stats.strength,
        "speed": build.stats.speed,
        "skill": build.stats.skill,
        "armour": build.stats.armour,
        "skills": build.skills,
        "parts": parts,
        "design": build.design,
    })
}

pub fn run_design<A: DesignArgs + clap::Args>(
    context: &Context,
    command: &DesignCommand<A>,
    store: &mut LeagueFile,
) -> Result<ExitCode> {
    match command {
        DesignCommand::Price { design, json } => {
            let design = resolve(design, context, store)?;
            let build = coach::dreadball::price(context, &design)?;
            emit(*json, &build_json(context, &build), || {
                text::build(context, &build)
            })?;
        }
        DesignCommand::Save { name, design, json } => {
            let design = resolve(design, context, store)?;
            let template = coach::dreadball::save_template(store.open()?, context, name, &design)?;
            emit(*json, &template, || text::template_saved(&template))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub fn run_template(
    store: &mut Store,
    context: &Context,
    command: &TemplateCommand,
) -> Result<ExitCode> {
    match command {
        TemplateCommand::List { json } => {
            let templates = coach::dreadball::templates(store, context)?;
            emit(*json, &templates, || text::templates(&templates))?;
        }
        TemplateCommand::Show { template, json } => {
            let template = coach::dreadball::find_template(store, context, template)?;
            let build = coach::dreadball::price(context, &template.design);
            let value = json!({
                "template": template,
                "build": build.as_ref().ok().map(|b| build_json(context, b)),
            });
            emit(*json, &value, || match &build {
                Ok(build) => format!(
                    "Template {} \"{}\"\n{}",
                    template.id,
                    template.name,
                    text::build(context, build)
                ),
                Err(error) => format!(
                    "Template {} \"{}\" is no longer legal: {}\n",
                    template.id,
                    template.name,
                    error.message(context.lang)
                ),
            })?;
        }
        TemplateCommand::Delete { template } => {
            let deleted = coach::dreadball::delete_template(store, context, template)?;
            outln!("Deleted template {} \"{}\"", deleted.id, deleted.name);
        }
    }
    Ok(ExitCode::SUCCESS)
}
