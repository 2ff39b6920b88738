//! `dugout bb winnings | spp | costly-errors | advancement-cost`: seed 001's post-match
//! arithmetic as quick look-ups, in words or as JSON. Nothing is read from or written to
//! a league file.

use std::process::ExitCode;

use serde_json::{Value, json};

use super::args::BbCommand;
use super::tables::die;
use super::tr::Text;
use crate::cli::emit;
use crate::coach::Context;
use crate::data::Lang;
use crate::data::bloodbowl::Reference;
use crate::data::bloodbowl::tables::{Characteristic, Dice, Tables};
use crate::error::LookupFault;
use crate::games::Money;
use crate::rules::bloodbowl::post_match::{
    AdvancementKind, CostlyLoss, Halving, SppEarned, advancement_cost, costly_error, spp,
    winnings_gp,
};
use crate::{Error, Result};

pub fn run(context: &Context, command: &BbCommand) -> Result<ExitCode> {
    let tables = &Reference::bundled()?.tables;
    let lang = context.lang;
    match command {
        BbCommand::Winnings {
            fan_factors,
            touchdowns,
            round_up,
            json,
        } => winnings(tables, fan_factors, *touchdowns, *round_up, *json, lang),
        BbCommand::Spp {
            td,
            cas,
            comp,
            interceptions,
            deflections,
            mvp,
            json,
        } => {
            let earned = SppEarned {
                touchdowns: *td,
                casualties: *cas,
                completions: *comp,
                interceptions: *interceptions,
                deflections: *deflections,
                mvps: *mvp,
            };
            let total = spp(&tables.post_match.spp, &earned).map_err(|award| {
                crate::data::DataError::new(
                    "post_match.toml",
                    Some(award),
                    "the SPP award is missing",
                )
            })?;
            emit(*json, &json!({ "spp": total }), || {
                format!("{total} {}\n", Text::Spp.get(lang))
            })?;
            Ok(ExitCode::SUCCESS)
        }
        BbCommand::CostlyErrors {
            treasury,
            roll,
            amount_roll,
            json,
        } => costly_errors(tables, *treasury, *roll, *amount_roll, *json, lang),
        BbCommand::AdvancementCost {
            level,
            kind,
            characteristic,
            json,
        } => advancement(tables, *level, kind, characteristic.as_deref(), *json, lang),
        BbCommand::Table {
            table,
            roll,
            attribute,
            second,
            json,
        } => {
            let lookup = super::tables::Lookup {
                table: *table,
                roll: *roll,
                attribute: *attribute,
                second: *second,
            };
            super::tables::run(tables, &lookup, *json, lang)
        }
        BbCommand::Prematch(_) | BbCommand::Postmatch(_) | BbCommand::Matchday { .. } => {
            Err(Error::Refused {
                id: "needs_file",
                en: "this command needs a league file".into(),
                fr: "cette commande a besoin d'un fichier de ligue".into(),
            })
        }
    }
}

fn winnings(
    tables: &Tables,
    fan_factors: &[u32],
    touchdowns: u32,
    round_up: bool,
    json: bool,
    lang: Lang,
) -> Result<ExitCode> {
    // clap takes exactly two values for --fan-factors.
    let pair = [
        fan_factors.first().copied().unwrap_or(0),
        fan_factors.get(1).copied().unwrap_or(0),
    ];
    let halving = if round_up { Halving::Up } else { Halving::Down };
    let gp = winnings_gp(&tables.post_match.winnings, pair, touchdowns, halving);
    let shown = json!({
        "winnings_gp": gp,
        "fan_factors": pair,
        "touchdowns": touchdowns,
        "halving": if round_up { "up" } else { "down" },
        "halving_is_default": halving == Halving::default(),
    });
    emit(json, &shown, || format!("{}\n", money(gp, lang)))?;
    Ok(ExitCode::SUCCESS)
}

fn costly_errors(
    tables: &Tables,
    treasury_gp: u64,
    roll: i64,
    amount_roll: Option<i64>,
    json: bool,
    lang: Lang,
) -> Result<ExitCode> {
    let table = &tables.post_match.costly_errors;
    let d6 = die(roll, ["costly errors", "des erreurs coûteuses"], Dice::D6)?;
    let step = u64::from(crate::rules::bloodbowl::settings::GOLD_STEP_GP);
    if !treasury_gp.is_multiple_of(step) {
        let below_gp = treasury_gp / step * step;
        return Err(LookupFault::TreasuryOffStep {
            treasury_gp,
            step_gp: step,
            below_gp,
            above_gp: below_gp.saturating_add(step),
        }
        .into());
    }
    let Some(error) = costly_error(table, treasury_gp, d6) else {
        return Err(LookupFault::DieRoll {
            what: ["costly errors", "des erreurs coûteuses"],
            dice: "D6",
            given: roll,
            low: 1,
            high: 6,
        }
        .into());
    };
    let amount = match (error.loss.dice(), amount_roll) {
        (Some(dice), Some(total)) => Some(die(total, ["amount", "du montant"], dice)?),
        _ => None,
    };
    let loss = error.loss.settle(treasury_gp, amount);
    let band = &table.band[error.band];
    let shown = json!({
        "result": error.outcome.id.replace('-', "_"),
        "name": lang.pick(&error.outcome.name_en, &error.outcome.name_fr),
        "effect": lang.pick(&error.outcome.effect_en, &error.outcome.effect_fr),
        "band": lang.pick(&band.name_en, &band.name_fr),
        "treasury_gp": treasury_gp,
        "then_roll": error.loss.dice().filter(|_| loss.is_none()).map(Dice::label),
        "loss_gp": loss,
        "treasury_after_gp": loss.map(|loss| treasury_gp - loss),
    });
    emit(json, &shown, || {
        let mut line = format!(
            "{} — {}",
            lang.pick(&error.outcome.name_en, &error.outcome.name_fr),
            lang.pick(&error.outcome.effect_en, &error.outcome.effect_fr)
        );
        match (loss, error.loss) {
            (Some(loss), _) => line.push_str(&format!(
                "\n{}−{} → {}",
                Text::TreasuryLabel.get(lang),
                money(loss, lang),
                money(treasury_gp - loss, lang)
            )),
            (None, CostlyLoss::Rolled(_) | CostlyLoss::AllBut(_)) => {
                line.push_str(Text::RollTheDiceAndGiveThe.get(lang))
            }
            (None, _) => {}
        }
        line.push('\n');
        line
    })?;
    Ok(ExitCode::SUCCESS)
}

fn advancement(
    tables: &Tables,
    level: i64,
    kind: &str,
    characteristic: Option<&str>,
    json: bool,
    lang: Lang,
) -> Result<ExitCode> {
    let table = &tables.advancement.advancement;
    let highest = table.level.iter().map(|l| l.level).max().unwrap_or(0);
    let level = u8::try_from(level)
        .ok()
        .filter(|level| (1..=highest).contains(level))
        .ok_or(LookupFault::AdvancementLevel {
            given: level,
            highest,
        })?;
    let kind = AdvancementKind::parse(kind).ok_or_else(|| LookupFault::AdvancementKind {
        given: kind.to_string(),
        kinds: [
            "random-primary",
            "chosen-primary",
            "random-secondary",
            "chosen-secondary",
            "random-characteristic",
        ]
        .map(String::from)
        .to_vec(),
    })?;
    let characteristic = characteristic.map(parse_characteristic).transpose()?;
    let cost = advancement_cost(table, level, kind, characteristic).ok_or(
        LookupFault::AdvancementLevel {
            given: level.into(),
            highest,
        },
    )?;
    let by_characteristic: Value = if kind == AdvancementKind::RandomCharacteristic {
        let values = &table.characteristic_value_gp;
        json!({ "ma": values.ma, "st": values.st, "ag": values.ag, "pa": values.pa, "av": values.av })
    } else {
        Value::Null
    };
    let shown = json!({
        "spp": cost.spp,
        "value_gp": cost.value_gp,
        "level": level,
        "kind": kind.id(),
        "value_gp_by_characteristic": by_characteristic,
    });
    emit(json, &shown, || {
        let value = cost.value_gp.map_or_else(
            || {
                Text::ValueByTheCharacteristicCharacteristic
                    .get(lang)
                    .to_string()
            },
            |gp| format!("+{}", money(gp.into(), lang)),
        );
        format!("{} {} · {value}\n", cost.spp, Text::Spp.get(lang))
    })?;
    Ok(ExitCode::SUCCESS)
}

fn parse_characteristic(text: &str) -> Result<Characteristic> {
    match text.trim().to_lowercase().as_str() {
        "ma" | "m" => Ok(Characteristic::Ma),
        "st" | "f" => Ok(Characteristic::St),
        "ag" => Ok(Characteristic::Ag),
        "pa" | "cp" => Ok(Characteristic::Pa),
        "av" | "ar" => Ok(Characteristic::Av),
        _ => Err(LookupFault::Characteristic {
            given: text.to_string(),
        }
        .into()),
    }
}

fn money(gp: u64, lang: Lang) -> String {
    Money::Gp.format(i64::try_from(gp).unwrap_or(i64::MAX), lang)
}
