//! Blood Bowl's reference data on the command line (`dugout data TABLE --game
//! bloodbowl`) and the roster packs a league imports.

use std::fmt::Write;

use serde_json::json;

use super::gp;
use super::tr::Text;
use crate::Result;
use crate::cli::args::DataTable;
use crate::cli::emit;
use crate::coach::Context;
use crate::coach::bloodbowl as bb;
use crate::data::bloodbowl::{Position, Reference};
use crate::data::{Lang, Named};
use crate::error::{CommandFault, InputFault};
use crate::store::{LeagueId, Store};

/// `dugout data TABLE --game bloodbowl`.
pub fn print(context: &Context, table: DataTable, as_json: bool) -> Result<()> {
    let lang = context.lang;
    let r = Reference::bundled()?;
    match table {
        DataTable::Teams => emit(
            as_json,
            &json!({ "teams": r.rosters, "staff": r.staff }),
            || teams(r, lang),
        ),
        DataTable::Skills => emit(as_json, &r.skills, || skills(r, lang)),
        DataTable::SpecialRules => emit(as_json, &r.special_rules, || {
            r.special_rules
                .iter()
                .map(|rule| {
                    let text = lang.pick(&rule.description_en, &rule.description_fr);
                    format!("{} — {}: {text}\n", rule.id, rule.name(lang))
                })
                .collect()
        }),
        DataTable::Inducements => {
            let list = &r.tables.inducements.list;
            emit(as_json, list, || inducements(list, lang))
        }
        other => Err(InputFault::DataTable {
            game: crate::games::Game::names(&crate::coach::bloodbowl::BloodBowl),
            given: format!("{other:?}").to_lowercase(),
            tables: ["teams", "skills", "special-rules", "inducements"]
                .map(String::from)
                .to_vec(),
        }
        .into()),
    }
}

/// The inducements: id, name, how many, and the price (or who may buy them at what).
fn inducements(list: &[crate::data::bloodbowl::tables::Inducement], lang: Lang) -> String {
    let money = |v: u32| gp(v.into(), lang);
    let mut out = String::new();
    for inducement in list {
        let most = inducement.max.map_or_else(
            || Text::AnyNumber.get(lang).to_string(),
            |m| format!("0-{m}"),
        );
        let price = match (inducement.price_gp, inducement.only_for.is_empty()) {
            (Some(price), _) => money(price),
            (None, true) => Text::PriceOfWhatIsHired.get(lang).to_string(),
            (None, false) => inducement
                .only_for
                .iter()
                .map(|e| {
                    let who = e
                        .rule
                        .clone()
                        .or_else(|| e.tier.map(|t| format!("tier {t}")))
                        .unwrap_or_default();
                    format!("{} ({who})", money(e.price_gp))
                })
                .collect::<Vec<_>>()
                .join(", "),
        };
        out.push_str(&format!(
            "{:<30} {:<38} {most:<10} {price}\n",
            inducement.id,
            lang.pick(&inducement.name_en, &inducement.name_fr)
        ));
    }
    out
}

fn characteristics(position: &Position) -> String {
    let pa = position.pa.map_or("-".to_string(), |pa| format!("{pa}+"));
    format!(
        "MA {} ST {} AG {}+ PA {pa} AV {}+",
        position.ma, position.st, position.ag, position.av
    )
}

fn teams(r: &Reference, lang: Lang) -> String {
    let mut out = String::new();
    for roster in &r.rosters {
        let apothecary = if roster.apothecary {
            ""
        } else {
            Text::NoApothecary.get(lang)
        };
        let _ = writeln!(
            out,
            "{} — {} (tier {}) · re-roll {}{apothecary}",
            roster.id,
            roster.name(lang),
            roster.tier,
            gp(roster.reroll_gp.into(), lang)
        );
        for position in &roster.position {
            let _ = writeln!(
                out,
                "  0-{:<2} {:<28} {:>12}  {}  {}",
                position.max,
                position.name(lang),
                gp(position.cost_gp.into(), lang),
                characteristics(position),
                r.skill_list(&position.skills, lang)
            );
        }
    }
    out
}

fn skills(r: &Reference, lang: Lang) -> String {
    let mut out = String::new();
    for skill in &r.skills {
        let _ = writeln!(
            out,
            "{} [{}] {} — {}",
            skill.id,
            skill.category.letter(),
            skill.name(lang),
            lang.pick(&skill.description_en, &skill.description_fr)
        );
    }
    out
}

/// `dugout data import-roster FILE --league L`.
pub fn import_roster(
    store: &mut Store,
    league: Option<i64>,
    file: Option<&std::path::Path>,
    as_json: bool,
) -> Result<()> {
    let (Some(league), Some(file)) = (league, file) else {
        return Err(CommandFault::ImportRosterUsage.into());
    };
    let imported = bb::import_roster_pack(store, LeagueId(league), file)?;
    emit(as_json, &imported, || {
        format!(
            "Imported into league {league}: {}\n",
            imported.teams.join(", ")
        )
    })
}
