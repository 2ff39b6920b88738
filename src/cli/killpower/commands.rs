//! `dugout kpb …`: Killpower Ball's look-ups (tables 2, 3 and 8), a team's power, the
//! championship table, the deck of power cards, and each match's pre-match and report.

use std::process::ExitCode;

use serde_json::json;

use super::args::{DeckArgs, KpbCommand};
use super::text as kpb_text;
use super::tr::Text;
use crate::cli::typed_dice::typed_dice;
use crate::cli::{LeagueFile, emit};
use crate::coach::killpower as kpb;
use crate::coach::{self, Context};
use crate::data::killpower::Reference;
use crate::rules::killpower::{KpbRefusal, death_risk, death_risk_at, division, points_to_score};
use crate::store::{FixtureId, LeagueId, SeasonId, Store, TeamId};
use crate::{Error, Result};

/// Whether the command reads the league file (the table look-ups do not).
pub fn uses_file(command: &KpbCommand) -> bool {
    !matches!(
        command,
        KpbCommand::PointsToScore { .. }
            | KpbCommand::Division { .. }
            | KpbCommand::DeathRisk { .. }
    )
}

fn no_negative_power(power: i32) -> Result<()> {
    if power < 0 {
        return Err(Error::Refused {
            id: "power_negative",
            en: format!("a power is 0 or more (a new team starts at 0, the minimum), not {power}"),
            fr: format!(
                "une puissance vaut 0 ou plus (une équipe débute à 0, le minimum), pas {power}"
            ),
        });
    }
    Ok(())
}

fn refusal(refusal: KpbRefusal) -> Error {
    kpb::refused(&refusal, &kpb::by_number)
}

/// Runs the look-ups, which need no league file.
pub fn run_lookup(context: &Context, command: &KpbCommand) -> Result<ExitCode> {
    let data = Reference::bundled()?;
    let lang = context.lang;
    match command {
        KpbCommand::PointsToScore { power, json } => {
            let (a, b) = (power[0], power[1]);
            no_negative_power(a)?;
            no_negative_power(b)?;
            let (first, second) = points_to_score(&data.tables, a, b);
            let (stronger, weaker) = if a >= b {
                (first, second)
            } else {
                (second, first)
            };
            let value = json!({ "stronger": stronger, "weaker": weaker });
            emit(*json, &value, || {
                kpb_text::points_to_score(a, b, stronger, weaker, lang)
            })?;
        }
        KpbCommand::Division { power, json } => {
            no_negative_power(*power)?;
            let value = division(&data.tables, *power);
            emit(*json, &json!({ "division": value }), || {
                Text::PowerDivision.fill(lang, &[power, &value])
            })?;
        }
        KpbCommand::DeathRisk {
            location,
            aimed,
            life,
            json,
        } => {
            let life = i32::try_from(*life).unwrap_or(i32::MIN);
            let (face, risk) = match (aimed, location) {
                (Some(aimed), _) => (
                    None,
                    death_risk_at(&data.tables, aimed.trim(), life).map_err(refusal)?,
                ),
                (None, location) => {
                    let location = location.unwrap_or(0);
                    let face = u8::try_from(location)
                        .map_err(|_| refusal(KpbRefusal::LocationOffDie { face: location }))?;
                    (
                        Some(face),
                        death_risk(&data.tables, face, life).map_err(refusal)?,
                    )
                }
            };
            let value = json!({ "location": risk.location.id, "outcome": risk.outcome.id() });
            emit(*json, &value, || {
                kpb_text::death_risk(face, life, &risk, lang)
            })?;
        }
        _ => {}
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs the commands that read or write the league file.
pub fn run(file: &mut LeagueFile, context: &Context, command: &KpbCommand) -> Result<ExitCode> {
    let store = file.open()?;
    let lang = context.lang;
    match command {
        KpbCommand::Power { team, json } => {
            let power = kpb::power_of_team(store, TeamId(*team))?;
            emit(*json, &power, || kpb_text::power(&power, lang))?;
        }
        KpbCommand::Table { league, json } => {
            let table = kpb::championship(store, LeagueId(*league))?;
            emit(*json, &table, || kpb_text::table(&table, lang))?;
        }
        KpbCommand::Points { fixture, json } => {
            let points = kpb::fixture_points(store, FixtureId(*fixture))?;
            emit(*json, &points, || kpb_text::fixture_points(&points, lang))?;
        }
        KpbCommand::Deck(args) => deck(store, args, lang)?,
        KpbCommand::Prematch {
            fixture,
            home,
            away,
            rolls,
            seed,
            dry_run,
            json,
        } => {
            let request = kpb::PrematchRequest {
                fixture: FixtureId(*fixture),
                lineups: [home.clone(), away.clone()],
                dice: typed_dice(rolls)?,
                seed: *seed,
            };
            prematch(store, &request, *dry_run, *json, lang)?;
        }
        KpbCommand::Postmatch {
            fixture,
            file: path,
            rolls,
            seed,
            dry_run,
            json,
        } => {
            let mut given = read_report(path)?;
            given.dice.extend(typed_dice(rolls)?);
            if seed.is_some() {
                given.seed = *seed;
            }
            return report(store, context, FixtureId(*fixture), &given, *dry_run, *json);
        }
        KpbCommand::Tournament { season, name, json } => {
            tournament(store, context, SeasonId(*season), name, *json)?;
        }
        KpbCommand::PointsToScore { .. }
        | KpbCommand::Division { .. }
        | KpbCommand::DeathRisk { .. } => {
            return run_lookup(context, command);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `kpb prematch`: previews or records a match's pre-match.
fn prematch(
    store: &mut Store,
    request: &kpb::PrematchRequest,
    dry_run: bool,
    json: bool,
    lang: crate::data::Lang,
) -> Result<()> {
    let view = if dry_run {
        kpb::prematch_preview(store, request)?
    } else {
        kpb::record_prematch(store, request)?
    };
    emit(json, &view, || kpb_text::prematch(&view, dry_run, lang))
}

/// A match report file (JSON), read and checked.
fn read_report(path: &std::path::Path) -> Result<kpb::KpbMatchReport> {
    let text = crate::files::read_text(path, crate::files::InputKind::Report)?;
    kpb::KpbMatchReport::from_text(&text)
}

/// `kpb tournament`: a single-elimination bracket of every team of the season.
fn tournament(
    store: &mut Store,
    context: &Context,
    season: SeasonId,
    name: &str,
    json: bool,
) -> Result<()> {
    let teams = coach::season_view(store, season)?.teams.len();
    let size = u32::try_from(teams).unwrap_or(0);
    let bracket = coach::new_playoff(store, context, season, size, 1, name)?;
    let lang = context.lang;
    emit(json, &bracket, || {
        Text::TournamentStarted.fill(lang, &[&bracket.playoff.name, &teams, &bracket.playoff.id])
    })
}

/// Records (or previews) a match report.
pub fn report(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    report: &kpb::KpbMatchReport,
    dry_run: bool,
    json: bool,
) -> Result<ExitCode> {
    let lang = context.lang;
    let outcome = if dry_run {
        kpb::postmatch_preview(store, lang, fixture, report)?
    } else {
        kpb::record_postmatch(store, lang, fixture, report)?
    };
    emit(json, &outcome, || {
        kpb_text::postmatch(&outcome, dry_run, lang)
    })?;
    Ok(ExitCode::SUCCESS)
}

fn deck(store: &mut Store, args: &DeckArgs, lang: crate::data::Lang) -> Result<()> {
    let league = LeagueId(args.league);
    let card = |name: String| kpb::CardChange {
        name,
        text: args.text.clone().unwrap_or_default(),
        copies: args.copies.unwrap_or(1),
    };
    if let Some(name) = &args.add {
        let added = kpb::add_card(store, league, &card(name.clone()))?;
        return emit(args.json, &added, || {
            format!(
                "Added card {} \"{}\" (x{})\n",
                added.id, added.name, added.copies
            )
        });
    }
    if let Some(id) = args.edit {
        let current = kpb::deck(store, league)?.into_iter().find(|c| c.id == id);
        let change = kpb::CardChange {
            name: args
                .name
                .clone()
                .or_else(|| current.as_ref().map(|c| c.name.clone()))
                .unwrap_or_default(),
            text: args
                .text
                .clone()
                .or_else(|| current.as_ref().map(|c| c.text.clone()))
                .unwrap_or_default(),
            copies: args
                .copies
                .or_else(|| current.as_ref().map(|c| c.copies))
                .unwrap_or(1),
        };
        let changed = kpb::update_card(store, league, id, &change)?;
        return emit(args.json, &changed, || {
            format!(
                "Card {} is now \"{}\" (x{})\n",
                changed.id, changed.name, changed.copies
            )
        });
    }
    if let Some(id) = args.remove {
        let removed = kpb::remove_card(store, league, id)?;
        return emit(args.json, &removed, || {
            format!("Removed card {} \"{}\"\n", removed.id, removed.name)
        });
    }
    if let Some(path) = &args.import {
        let text = crate::files::read_text(path, crate::files::InputKind::Deck)?;
        let cards = kpb::parse_deck(&text)?;
        let imported = kpb::import_deck(store, league, &cards, args.dry_run)?;
        return emit(args.json, &imported, || {
            kpb_text::imported(&imported, args.dry_run, lang)
        });
    }
    let cards = kpb::deck(store, league)?;
    emit(args.json, &cards, || kpb_text::deck(&cards, lang))
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
    let parsed = kpb::KpbMatchReport::from_json(report)?;
    self::report(store, context, fixture, &parsed, dry_run, json)
}
