//! What an import brought of a Blood Bowl league or team, checked by the rules the
//! commands apply (`rules::bloodbowl::stored`): every player it has had against its
//! position's line, its fans, stadium and sponsorship, gold in the commands' steps (every
//! ledger entry, so the treasury too; the stadium fund); for a league, its roster packs as
//! `data import-roster` takes them and the stadiums, inducement prices, sponsorships,
//! residencies and fan-factor changes of its match days.

use super::league::{check_league_settings, load};
use super::rosters::{check_pack, reference};
use crate::data::Lang;
use crate::error::Surface;
use crate::rules::Who;
use crate::rules::bloodbowl::match_day::final_fan_factors;
use crate::rules::bloodbowl::stored::{
    GoldItem, StoredPlayer, StoredProblem, fans_problem, gold_problem, player_problems,
    residence_problem, residency_problem, sponsorship_problem, stadium_problem, weather_problem,
};
use crate::rules::bloodbowl::{Refusal, problems};
use crate::store::bloodbowl::PostTeamRow;
use crate::store::{FixtureId, LeagueId, TeamId, Tx};
use crate::{Error, Result};

/// Each problem in English and French.
type Problems = Vec<(String, String)>;

fn both(problem: &StoredProblem) -> (String, String) {
    (problem.message(Lang::En), problem.message(Lang::Fr))
}

fn error_text(error: &Error) -> (String, String) {
    (
        error.text(Surface::Window, Lang::En),
        error.text(Surface::Window, Lang::Fr),
    )
}

/// What breaks the rules in a team an import wrote; an error when it cannot be read.
pub(crate) fn import_problems(tx: &Tx<'_>, team: TeamId) -> Result<Problems> {
    let loaded = super::team::load(tx, team)?;
    let mut found: Problems = problems(&loaded.state()?)
        .into_iter()
        // A short squad is a team still being hired for, not a broken one.
        .filter(|problem| !matches!(problem, Refusal::TooFewPlayers { .. }))
        .map(|problem| (problem.message(Lang::En), problem.message(Lang::Fr)))
        .collect();
    let data = reference()?;
    let mut stored = Vec::new();
    for player in tx.bloodbowl_players_ever(team)? {
        let profile = StoredPlayer {
            number: player.number,
            name: &player.name,
            position: &player.position,
            ma: player.ma,
            st: player.st,
            ag: player.ag,
            pa: player.pa,
            av: player.av,
            skills: &player.skills,
            advancements: &player.advancements,
            lasting_injuries: &player.lasting_injuries,
        };
        stored.extend(player_problems(data, &loaded.roster, &profile));
        let who = Who::new(player.number, &player.name);
        stored.extend(gold_problem(
            GoldItem::PlayerValue { who },
            i64::from(player.cost_gp),
        ));
    }
    let tables = &data.tables;
    let row = &loaded.row;
    let at_creation = loaded.league.max_dedicated_fans_at_creation;
    stored.extend(fans_problem(tables, row.dedicated_fans, at_creation));
    if let Some(residence) = &row.stadium {
        stored.extend(residence_problem(tables, residence));
    }
    if let Some(sponsorship) = &row.sponsorship {
        stored.extend(sponsorship_problem(tables, sponsorship));
    }
    let fund = i64::from(row.stadium_fund_gp);
    stored.extend(gold_problem(GoldItem::StadiumFund, fund));
    for entry in tx.ledger(team)? {
        let kind = entry.kind.clone();
        stored.extend(gold_problem(GoldItem::Ledger { kind }, entry.amount_mc));
    }
    found.extend(stored.iter().map(both));
    found.extend(crate::coach::import_kinds::kind_problems(
        tx,
        team,
        ("Blood Bowl", "Blood Bowl"),
        &["roster", "journeyman"],
    )?);
    Ok(found)
}

/// What an imported league holds beyond what the commands write: its settings outside
/// `league settings`' bounds, roster packs `data import-roster` refuses, match days with
/// stadiums or sponsorships the seed's tables do not have; an error when they cannot be
/// read.
pub(crate) fn league_problems(tx: &Tx<'_>, league: LeagueId) -> Result<Problems> {
    let settings = load(tx, league)?;
    let mut found = Problems::new();
    if let Err(error) = check_league_settings(&settings) {
        found.push(error_text(&error));
    }
    found.extend(pack_problems(tx, league)?);
    found.extend(match_day_problems(tx, league)?);
    Ok(found)
}

/// Each roster pack in the order the league added it, as `data import-roster` would
/// take it then: a pack it refuses is named with its reason.
fn pack_problems(tx: &Tx<'_>, league: LeagueId) -> Result<Problems> {
    let mut rosters = reference()?.rosters.clone();
    let mut found = Problems::new();
    for (source, text) in tx.roster_packs(league)? {
        match check_pack(&rosters, &source, &text) {
            Ok(pack) => rosters.extend(pack.team),
            Err(error) => found.push(error_text(&error)),
        }
    }
    Ok(found)
}

/// The stadiums and inducement prices of every pre-match, the sponsorships, residency
/// results, fan-factor changes and player lines (`import_prayers`) of every post-match,
/// each named with its match.
fn match_day_problems(tx: &Tx<'_>, league: LeagueId) -> Result<Problems> {
    let mut found = Problems::new();
    for season in tx.seasons(league)? {
        for fixture in tx.fixtures(season.id)? {
            let mut problems = fixture_problems(tx, fixture.id, fixture.home)?;
            problems.extend(super::import_prayers::player_line_problems(
                tx,
                &reference()?.tables,
                &fixture,
            )?);
            found.extend(problems.into_iter().map(|(en, fr)| {
                (
                    format!("match {}: {en}", fixture.id),
                    format!("match {} : {fr}", fixture.id),
                )
            }));
        }
    }
    Ok(found)
}

/// What one match day's stored rows break.
fn fixture_problems(tx: &Tx<'_>, fixture: FixtureId, home: TeamId) -> Result<Problems> {
    let tables = &reference()?.tables;
    let mut stored = Vec::new();
    let prematch = tx.bb_prematch(fixture)?;
    if let Some(prematch) = &prematch
        && let Some(stadium) = &prematch.stadium
    {
        let attribute = prematch.stadium_attribute.as_deref();
        stored.extend(stadium_problem(tables, stadium, attribute));
    }
    if let Some(weather) = prematch.as_ref().and_then(|p| p.weather.as_deref()) {
        stored.extend(weather_problem(tables, weather));
    }
    for (_, inducement, _, price_each_gp) in tx.bb_inducements(fixture)? {
        let item = GoldItem::InducementPrice { inducement };
        stored.extend(gold_problem(item, i64::from(price_each_gp)));
    }
    let lines = tx.bb_postmatch_teams(fixture)?;
    for line in &lines {
        if let Some(sponsorship) = &line.sponsorship {
            stored.extend(sponsorship_problem(tables, sponsorship));
        }
        if let Some(residency) = &line.residency {
            stored.extend(residency_problem(tables, residency));
        }
    }
    let mut found: Problems = stored.iter().map(both).collect();
    if let Some(prematch) = &prematch {
        found.extend(fan_factor_problem(prematch.fan_factors, home, &lines));
    }
    Ok(found)
}

/// A post-match's fan-factor changes, each side's kept at 0 or more as the report's are
/// (`final_fan_factors`).
fn fan_factor_problem(
    start: [u32; 2],
    home: TeamId,
    lines: &[PostTeamRow],
) -> Option<(String, String)> {
    let mut changes = [0; 2];
    for line in lines {
        let index = usize::from(line.team_id != home);
        changes[index] = line.fan_factor_change.unwrap_or(0);
    }
    let refusal = final_fan_factors(start, changes).err()?;
    Some((refusal.message(Lang::En), refusal.message(Lang::Fr)))
}
