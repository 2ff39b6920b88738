//! The command line's Killpower Ball entry: its team commands (`team new` with seven
//! gladiators, `team show`, `team list`), its reference data, its league settings and its
//! match reports (`import report`).

use std::process::ExitCode;

use serde_json::json;

use super::args::{DataTable, KpbLeagueSettingsArgs, LeagueCommand, TeamCommand};
use super::games::Shown;
use super::kpb_text;
use super::{emit, team};
use crate::coach::Context;
use crate::coach::killpower as kpb;
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::error::{CommandFault, GameName, InputFault};
use crate::rules::killpower::XpRounding;
use crate::store::{FixtureId, LeagueId, LeagueRecord, Store, TeamId};
use crate::{Error, Result};

/// `KEY=N` pairs, each a die typed in.
pub(super) fn typed_dice(pairs: &[String]) -> Result<std::collections::BTreeMap<String, u8>> {
    super::bb_match_day::rolls(pairs)
}

pub fn run_team(store: &mut Store, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
    let lang = context.lang;
    match command {
        TeamCommand::New {
            league,
            roster,
            name,
            coach,
            budget,
            treasury,
            hires,
            killpower,
            json,
        } => {
            if budget.is_some() || treasury.is_some() || !hires.is_empty() || !roster.is_empty() {
                return Err(Error::from(CommandFault::OtherGameOption {
                    option: "--roster, --budget, --treasury, --hire".into(),
                    game: GameName::BLOOD_BOWL,
                }));
            }
            let gladiators = killpower
                .gladiators
                .iter()
                .map(|g| kpb::parse_gladiator(g))
                .collect::<Result<Vec<_>>>()?;
            let new = kpb::NewKpbTeam {
                league: LeagueId(*league),
                name: name.clone(),
                coach: coach.clone(),
                gladiators,
                dice: typed_dice(&killpower.rolls)?,
                seed: killpower.seed,
            };
            let created = kpb::create_team(store, lang, &new, killpower.dry_run)?;
            emit(*json, &created, || {
                kpb_text::created(&created, killpower.dry_run, lang)
            })?;
        }
        TeamCommand::List { league, json } => {
            let table = kpb::championship(store, LeagueId(*league))?;
            emit(*json, &table, || kpb_text::table(&table, lang))?;
        }
        TeamCommand::Show { id, json } => {
            let team = kpb::show_team(store, lang, TeamId(*id))?;
            emit(*json, &team, || kpb_text::team(&team, lang))?;
        }
        TeamCommand::Check { id, json } => {
            let team = kpb::show_team(store, lang, TeamId(*id))?;
            let needed = usize::from(kpb::reference()?.experience.team.gladiators);
            let messages: Vec<String> = (team.gladiators.len() != needed)
                .then(|| {
                    lang.pick(
                        &format!(
                            "the team has {} gladiators; it must have {needed}",
                            team.gladiators.len()
                        ),
                        &format!(
                            "l'équipe a {} gladiateurs ; elle doit en avoir {needed}",
                            team.gladiators.len()
                        ),
                    )
                    .to_string()
                })
                .into_iter()
                .collect();
            return team::checked(*id, messages, *json);
        }
        _ => return Err(CommandFault::TeamCommandOtherGame.into()),
    }
    Ok(ExitCode::SUCCESS)
}

/// `dugout data characteristics|specializations|... --game killpower`.
pub fn print_data(lang: Lang, table: DataTable, as_json: bool) -> Result<()> {
    let data = Reference::bundled()?;
    match table {
        DataTable::Teams => emit(as_json, &data.characteristics, || {
            kpb_text::characteristics(data, lang)
        }),
        DataTable::Skills => emit(as_json, &data.equipment, || kpb_text::equipment(data, lang)),
        other => Err(InputFault::BloodBowlTable {
            given: format!("{other:?}").to_lowercase(),
        }
        .into()),
    }
}

/// Refuses Killpower Ball's settings for a league of another game.
pub fn refuse_settings(args: &KpbLeagueSettingsArgs) -> Result<()> {
    if args.is_empty() {
        return Ok(());
    }
    Err(CommandFault::OtherGameOption {
        option: "--powers-chosen, --xp-rounding, --ranking-*".into(),
        game: GameName::KILLPOWER,
    }
    .into())
}

fn floor(text: &str) -> Result<Option<i32>> {
    if text.trim().eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    text.trim()
        .parse::<i32>()
        .map(Some)
        .map_err(|_| Error::Refused {
            id: "ranking_floor",
            en: format!("--ranking-floor {text}: a whole number, or none"),
            fr: format!("--ranking-floor {text} : un nombre entier, ou none"),
        })
}

/// Changes Killpower Ball's settings; other games' options are refused.
pub fn change_settings(store: &mut Store, id: LeagueId, command: &LeagueCommand) -> Result<()> {
    let LeagueCommand::Settings {
        bloodbowl,
        killpower,
        ..
    } = command
    else {
        return Ok(());
    };
    if super::dreadball::league::has_dreadball_options(command) {
        return Err(CommandFault::OtherGameOption {
            option: "that option".into(),
            game: GameName::DREADBALL,
        }
        .into());
    }
    if !bloodbowl.is_empty() {
        return Err(CommandFault::OtherGameOption {
            option: "that option".into(),
            game: GameName::BLOOD_BOWL,
        }
        .into());
    }
    if killpower.is_empty() {
        return Ok(());
    }
    let change = kpb::KillpowerSettingsChange {
        powers_chosen: killpower.powers_chosen,
        xp_rounding: killpower.xp_rounding.as_deref().and_then(XpRounding::parse),
        win: killpower.ranking_win,
        division_bonus: killpower.ranking_division_bonus,
        loss: killpower.ranking_loss,
        draw: killpower.ranking_draw,
        abandon: killpower.ranking_abandon,
        minimum: killpower.ranking_floor.as_deref().map(floor).transpose()?,
        playoff_draw: killpower.playoff_draw.map(|rule| rule.rule()),
    };
    kpb::change_league_settings(store, id, &change)?;
    Ok(())
}

/// The league's settings, each marked as read from the seed's example or Dugout's
/// default, or changed.
pub fn settings(store: &mut Store, context: &Context, league: &LeagueRecord) -> Result<Shown> {
    let own = kpb::league_settings(store, league.id)?;
    let defaults = kpb::default_settings(own.mode)?;
    let numbers = kpb::ranking_numbers(&own.ranking)?;
    let text = format!(
        "{}{}",
        kpb_text::settings(&own, &numbers, context.lang),
        super::text::play_settings(league)
    );
    // The league's fields, with the game's own settings under `killpower`.
    let mut json = serde_json::to_value(league).map_err(|error| crate::error::FileFault::Json {
        detail: error.to_string(),
    })?;
    if let Some(fields) = json.as_object_mut() {
        fields.insert("killpower".into(), json!(own));
        fields.insert("killpower_defaults".into(), json!(defaults));
        fields.insert("ranking_numbers".into(), json!(numbers));
        fields.insert(
            "deck_cards".into(),
            json!(kpb::deck(store, league.id)?.len()),
        );
    }
    Ok(Shown { text, json })
}

/// What `league new` prints of a new Killpower Ball league.
pub fn created(store: &mut Store, league: &LeagueRecord) -> Result<String> {
    let own = kpb::league_settings(store, league.id)?;
    Ok(format!(
        "Created league {} \"{}\" (killpower, {}). Ranking points: win {}, +{} per division of gap to a lower-division winner, loss {} (read from the seed's example); draw {}, abandon {} (Dugout's defaults); never below {}. Add the deck of power cards with `dugout kpb deck --league {} --import FILE`.\n",
        league.id,
        league.name,
        own.mode.id(),
        own.ranking.win,
        own.ranking.division_bonus,
        own.ranking.loss,
        own.ranking.draw,
        own.ranking.abandon,
        own.ranking
            .minimum
            .map_or_else(|| "no floor".to_string(), |m| m.to_string()),
        league.id
    ))
}

/// `dugout import report` for a Killpower Ball match.
pub fn import_report(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    report: serde_json::Value,
    dry_run: bool,
    json: bool,
) -> Result<ExitCode> {
    let report = kpb::KpbMatchReport::from_json(report)?;
    super::kpb::report(store, context, fixture, &report, dry_run, json)
}
