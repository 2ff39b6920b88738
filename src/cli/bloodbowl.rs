//! Blood Bowl on the command line: its reference data and its team commands.

use std::fmt::Write;
use std::process::ExitCode;

use serde_json::json;

use super::args::{DataTable, LeagueCommand, TeamCommand};
use super::emit;
use super::games::Shown;
use crate::Result;
use crate::coach::Context;
use crate::coach::bloodbowl::{self as bb, BloodBowlTeam};
use crate::data::bloodbowl::{Position, Reference};
use crate::data::{Lang, Named};
use crate::error::{CommandFault, FileFault, FixtureFault, GameName, InputFault, TeamFault};
use crate::games::Money;
use crate::rules::bloodbowl::Purchase;
use crate::store::{LeagueId, LeagueRecord, PlayerId, Store, TeamId};

fn gp(amount: i64, lang: Lang) -> String {
    Money::Gp.format(amount, lang)
}

/// `dugout data TABLE --game bloodbowl`.
pub fn print_data(lang: Lang, table: DataTable, as_json: bool) -> Result<()> {
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
        other => Err(InputFault::BloodBowlTable {
            given: format!("{other:?}").to_lowercase(),
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
            || lang.pick("any number", "illimité").to_string(),
            |m| format!("0-{m}"),
        );
        let price = match (inducement.price_gp, inducement.only_for.is_empty()) {
            (Some(price), _) => money(price),
            (None, true) => lang
                .pick(
                    "price of what is hired (--induce SIDE:ID:COUNT:PRICE)",
                    "prix de ce qui est engagé (--induce CAMP:ID:NOMBRE:PRIX)",
                )
                .to_string(),
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
        let apothecary = match (roster.apothecary, lang) {
            (true, _) => "",
            (false, Lang::En) => " · no apothecary",
            (false, Lang::Fr) => " · pas d'apothicaire",
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

/// `dugout team …` on a team of a Blood Bowl league.
pub fn run_team(store: &mut Store, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
    let lang = context.lang;
    match command {
        TeamCommand::New {
            league,
            roster,
            name,
            coach: coach_name,
            treasury,
            budget,
            hires,
            killpower,
            json,
        } => {
            if !killpower.is_empty() {
                return Err(crate::error::CommandFault::OtherGameOption {
                    option: "--gladiator, --roll, --seed, --dry-run".into(),
                    game: crate::error::GameName::KILLPOWER,
                }
                .into());
            }
            if budget.is_some() {
                return Err(CommandFault::BudgetIsDreadBall.into());
            }
            let new = bb::NewTeam {
                league: LeagueId(*league),
                roster,
                name,
                coach: coach_name,
                treasury_gp: *treasury,
                hires,
            };
            let team = bb::create_team_with(store, lang, &new)?;
            emit(*json, &team, || team_text(&team, lang))?;
        }
        TeamCommand::List { league, json } => {
            let teams = bb::list_teams(store, lang, LeagueId(*league))?;
            emit(*json, &teams, || {
                let mut out = String::from(
                    " id  name                      roster                  coach        players            TV      treasury\n",
                );
                for t in &teams {
                    let _ = writeln!(
                        out,
                        "{:>3}  {:<25} {:<23} {:<12} {:>7} {:>13} {:>13}",
                        t.id,
                        t.name,
                        t.roster_name,
                        t.coach,
                        t.players.len(),
                        gp(t.team_value_gp as i64, lang),
                        gp(t.treasury_gp, lang)
                    );
                }
                out
            })?;
        }
        TeamCommand::RenamePlayer { id, player, name } => {
            let player = bb::rename_player(store, TeamId(*id), PlayerId(*player), name)?;
            outln!("Player {} is now called {}", player.id, player.name);
        }
        TeamCommand::Renumber { id, player, number } => {
            let player = bb::renumber_player(store, TeamId(*id), PlayerId(*player), *number)?;
            outln!("{} now wears #{}", player.name, player.number);
        }
        TeamCommand::Show { id, json } => {
            let team = bb::show_team(store, lang, TeamId(*id))?;
            emit(*json, &team, || team_text(&team, lang))?;
        }
        TeamCommand::Check { id, json } => {
            let problems = bb::check_team(store, TeamId(*id))?;
            let messages: Vec<String> = problems.iter().map(|p| p.message(lang)).collect();
            return super::team::checked(*id, messages, *json);
        }
        TeamCommand::Hire {
            id,
            position,
            name,
            json,
        } => {
            let player = bb::hire(store, lang, TeamId(*id), position, name.as_deref())?;
            emit(*json, &player, || {
                format!(
                    "Hired #{} {} ({}) for {}\n",
                    player.number,
                    player.name,
                    player.position_name,
                    gp(player.cost_gp.into(), lang)
                )
            })?;
        }
        TeamCommand::Release { id, player, json } => {
            let player = bb::release(store, lang, TeamId(*id), PlayerId(*player))?;
            emit(*json, &player, || {
                format!("Released #{} {}\n", player.number, player.name)
            })?;
        }
        TeamCommand::Buy {
            id,
            item,
            count,
            json,
        } => {
            let purchase = Purchase::parse(item).ok_or_else(|| {
                let items = Purchase::ALL.iter().map(|p| p.id().to_string());
                TeamFault::CannotBuy {
                    game: GameName::BLOOD_BOWL,
                    item: item.clone(),
                    items: items.collect(),
                }
            })?;
            let cost = bb::buy(store, TeamId(*id), purchase, *count)?;
            let value =
                json!({ "team": id, "item": purchase.id(), "count": count, "cost_gp": cost });
            emit(*json, &value, || {
                format!(
                    "Bought {count} × {} for {}\n",
                    lang.pick(purchase.names().0, purchase.names().1),
                    gp(cost.into(), lang)
                )
            })?;
        }
        command => return super::team::run_shared(store, context, command),
    }
    Ok(ExitCode::SUCCESS)
}

fn team_text(team: &BloodBowlTeam, lang: Lang) -> String {
    let r = Reference::bundled().ok();
    let mut out = format!(
        "#{} {} — {} · {} {}\n",
        team.id,
        team.name,
        team.roster_name,
        lang.pick("coach", "coach"),
        team.coach
    );
    let _ = writeln!(
        out,
        "{} {} · TV {} · CTV {}",
        lang.pick("Treasury", "Trésorerie"),
        gp(team.treasury_gp, lang),
        gp(team.team_value_gp as i64, lang),
        gp(team.current_team_value_gp as i64, lang)
    );
    let _ = writeln!(
        out,
        "{} {} · {} {} · {} {} · cheerleaders {} · {} {}",
        lang.pick("Re-rolls", "Relances"),
        team.rerolls,
        lang.pick("dedicated fans", "fans dévoués"),
        team.dedicated_fans,
        lang.pick("assistant coaches", "coachs assistants"),
        team.assistants,
        team.cheerleaders,
        lang.pick("apothecary", "apothicaire"),
        if team.apothecary {
            lang.pick("yes", "oui")
        } else {
            lang.pick("no", "non")
        }
    );
    for p in &team.players {
        let pa = p.pa.map_or("-".to_string(), |pa| format!("{pa}+"));
        let skills = r.map_or(p.skills.join(", "), |r| r.skill_list(&p.skills, lang));
        let _ = writeln!(
            out,
            "  {:>2} {:<24} {:<20} MA {} ST {} AG {}+ PA {pa} AV {}+  SPP {}  {}  [id {}]",
            p.number, p.name, p.position_name, p.ma, p.st, p.ag, p.av, p.spp, skills, p.id
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

/// Blood Bowl's league settings on `dugout league settings`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct LeagueSettingsArgs {
    /// Blood Bowl: treasury a new team starts with (default 1,000,000 gp)
    #[arg(long, value_name = "GP")]
    pub starting_treasury_gp: Option<u32>,
    /// Blood Bowl: dedicated fans a team may have before its first match (default 6)
    #[arg(long, value_name = "N")]
    pub max_dedicated_fans: Option<u32>,
    /// Blood Bowl: price of a dedicated fan bought at creation (default 10,000 gp)
    #[arg(long, value_name = "GP")]
    pub dedicated_fan_gp: Option<u32>,
    /// Blood Bowl: how an odd sum of fan factors is halved for the winnings, down or up
    /// (the seed does not say; default down)
    #[arg(long, value_name = "DOWN|UP", value_parser = ["down", "up"])]
    pub winnings_halving: Option<String>,
    /// Blood Bowl, a house rule: the coaches choose each side's MVP (the seed draws it at
    /// random; default false)
    #[arg(long, value_name = "BOOL")]
    pub mvp_chosen_house_rule: Option<bool>,
}

impl LeagueSettingsArgs {
    pub fn is_empty(&self) -> bool {
        self.starting_treasury_gp.is_none()
            && self.max_dedicated_fans.is_none()
            && self.dedicated_fan_gp.is_none()
            && self.winnings_halving.is_none()
            && self.mvp_chosen_house_rule.is_none()
    }
}

/// Changes Blood Bowl's own settings; DreadBall's options are refused.
pub fn change_settings(store: &mut Store, id: LeagueId, command: &LeagueCommand) -> Result<()> {
    let LeagueCommand::Settings {
        bloodbowl,
        killpower,
        ..
    } = command
    else {
        return Ok(());
    };
    super::killpower::refuse_settings(killpower)?;
    if super::dreadball::league::has_dreadball_options(command) {
        return Err(CommandFault::DreadBallOption.into());
    }
    if !bloodbowl.is_empty() {
        let change = bb::LeagueSettingsChange {
            starting_treasury_gp: bloodbowl.starting_treasury_gp,
            max_dedicated_fans_at_creation: bloodbowl.max_dedicated_fans,
            dedicated_fan_gp: bloodbowl.dedicated_fan_gp,
            winnings_round_up: bloodbowl.winnings_halving.as_deref().map(|h| h == "up"),
            mvp_chosen_house_rule: bloodbowl.mvp_chosen_house_rule,
        };
        bb::change_league_settings(store, id, &change)?;
    }
    Ok(())
}

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off, the MVP is drawn" }
}

fn halving(up: bool) -> &'static str {
    if up { "rounded up" } else { "rounded down" }
}

/// A Blood Bowl league's settings, each marked as Dugout's default or the league's own.
pub fn settings(store: &mut Store, _context: &Context, league: &LeagueRecord) -> Result<Shown> {
    let own = bb::league_settings(store, league.id)?;
    let defaults = bb::DEFAULTS;
    let mark = |value: String, default: String, same: bool| {
        if same {
            format!("{value} (default)")
        } else {
            format!("{value} (league setting; default {default})")
        }
    };
    let money = |v: u32| gp(v.into(), Lang::En);
    let text = format!(
        "League {} \"{}\" (Blood Bowl, format {}) settings — not quoted rules, a commissioner may change them:\n  starting treasury: {}\n  dedicated fans a team may have when created: {}\n  price of a dedicated fan at creation: {}\n  an odd sum of fan factors, halved for the winnings: {}\n  house rule, the coaches choose the MVP (seed 001 draws it at random): {}\n{}",
        league.id,
        league.name,
        own.format,
        mark(
            money(own.starting_treasury_gp),
            money(defaults.starting_treasury_gp),
            own.starting_treasury_gp == defaults.starting_treasury_gp
        ),
        mark(
            own.max_dedicated_fans_at_creation.to_string(),
            defaults.max_dedicated_fans_at_creation.to_string(),
            own.max_dedicated_fans_at_creation == defaults.max_dedicated_fans_at_creation
        ),
        mark(
            money(own.dedicated_fan_gp),
            money(defaults.dedicated_fan_gp),
            own.dedicated_fan_gp == defaults.dedicated_fan_gp
        ),
        mark(
            halving(own.winnings_round_up).to_string(),
            halving(defaults.winnings_round_up).to_string(),
            own.winnings_round_up == defaults.winnings_round_up
        ),
        mark(
            on_off(own.mvp_chosen_house_rule).to_string(),
            on_off(defaults.mvp_chosen_house_rule).to_string(),
            own.mvp_chosen_house_rule == defaults.mvp_chosen_house_rule
        ),
        super::text::play_settings(league)
    );
    // The league's fields, and the game's own settings under `bloodbowl` (as a DreadBall
    // league's carry `settings` and `match_day`).
    let mut json = serde_json::to_value(league).map_err(|error| FileFault::Json {
        detail: error.to_string(),
    })?;
    if let Some(fields) = json.as_object_mut() {
        fields.insert("bloodbowl".into(), json!(own));
    }
    Ok(Shown { text, json })
}

/// What `league new` says of a new Blood Bowl league.
pub fn created(store: &mut Store, league: &LeagueRecord) -> Result<String> {
    let own = bb::league_settings(store, league.id)?;
    Ok(format!(
        "Created league {} \"{}\" (bloodbowl, format {}). A new team starts with {}, 1 dedicated fan (up to {} at {} each before its first match): league settings, Dugout's defaults, not quoted rules.\n",
        league.id,
        league.name,
        own.format,
        gp(own.starting_treasury_gp.into(), Lang::En),
        own.max_dedicated_fans_at_creation,
        gp(own.dedicated_fan_gp.into(), Lang::En)
    ))
}

/// A coach's Blood Bowl match report, until the post-match sequence has its own: the
/// score (touchdowns), casualties inflicted and the day it was played.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultReport {
    home_score: u32,
    away_score: u32,
    #[serde(default)]
    home_casualties: u32,
    #[serde(default)]
    away_casualties: u32,
    #[serde(default)]
    played_on: Option<chrono::NaiveDate>,
}

/// `dugout import report` for a Blood Bowl match: records its result.
pub fn import_report(
    store: &mut Store,
    _context: &Context,
    fixture: crate::store::FixtureId,
    report: serde_json::Value,
    dry_run: bool,
    json: bool,
) -> Result<ExitCode> {
    if let Some(report) = postmatch_report(store, fixture, &report)? {
        return super::bb_match_day::run_report(store, _context, fixture, &report, dry_run, json);
    }
    let report: ResultReport = crate::exchange::shape::read(
        report,
        &crate::coach::bloodbowl::match_day::RESULT_SHAPE,
        GameName::BLOOD_BOWL,
    )?;
    let report = crate::coach::MatchReport {
        home_score: report.home_score,
        away_score: report.away_score,
        landslide: false,
        home_casualties: report.home_casualties,
        away_casualties: report.away_casualties,
        played_on: report.played_on,
        events: Vec::new(),
        game_detail: None,
    };
    let line = if dry_run {
        let line = crate::coach::fixture_line(store, fixture)?;
        if line.home_score.is_some() {
            return Err(FixtureFault::Played { id: fixture }.into());
        }
        crate::coach::games::of("bloodbowl")?.check_result(&report, line.playoff)?;
        line
    } else {
        crate::coach::record_result(store, fixture, &report)?
    };
    let verb = if dry_run { "Would record" } else { "Recorded" };
    emit(json, &line, || {
        super::play_text::result_recorded(verb, &line)
    })
    .map(|()| ExitCode::SUCCESS)
}

/// The report as a whole post-match, when it is one: the match has its pre-match, or the
/// report holds what only a post-match report has (players, casualties, choices).
fn postmatch_report(
    store: &mut Store,
    fixture: crate::store::FixtureId,
    report: &serde_json::Value,
) -> Result<Option<crate::coach::bloodbowl::match_day::PostmatchReport>> {
    let post_only = [
        "players",
        "casualties",
        "advancements",
        "home",
        "away",
        "dice",
        "seed",
    ];
    let looks_post = post_only.iter().any(|key| report.get(key).is_some());
    let has_prematch = crate::coach::bloodbowl::match_day::match_day_view(store, fixture)?
        .prematch
        .is_some();
    if !looks_post && !has_prematch {
        return Ok(None);
    }
    crate::coach::bloodbowl::match_day::PostmatchReport::from_json(report.clone()).map(Some)
}
