//! What an import brought of a Killpower Ball league or team, checked by the rules the
//! commands apply (`rules::killpower::legality`): seven gladiators, each as creation,
//! experience and equipment make it, the team's power cards within its pack of the deck,
//! ranking points a result can leave; for a league, its settings and its deck.

use super::league::check_league_settings;
use super::view::read_team;
use super::{by_number, reference, settings_of};
use crate::Result;
use crate::data::Lang;
use crate::error::Surface;
use crate::rules::killpower::{
    DeckCard, EquipmentRule, Gladiator, KpbRefusal, deck_problems, gladiator_problems,
    ranking_problem, team_card_problems,
};
use crate::store::killpower::{CardRecord, KillpowerLeagueRecord};
use crate::store::{LeagueId, TeamId, Tx};

/// Each problem in English and French.
type Problems = Vec<(String, String)>;

fn both(refusal: &KpbRefusal) -> (String, String) {
    (
        refusal.message(Lang::En, &by_number),
        refusal.message(Lang::Fr, &by_number),
    )
}

fn deck_of(tx: &Tx<'_>, league: LeagueId) -> Result<Vec<DeckCard>> {
    Ok(tx
        .killpower_cards(league)?
        .iter()
        .map(CardRecord::deck_card)
        .collect())
}

/// What breaks the rules in a team an import wrote; an error when it cannot be read.
pub(crate) fn import_problems(tx: &Tx<'_>, team: TeamId, lang: Lang) -> Result<Problems> {
    let data = reference()?;
    // A team is of the base race, as `team new` makes it (the roster column names it).
    let race = &data.base_race().id;
    if let Some(header) = tx.team_header(team)?
        && header.roster != *race
    {
        let given = header.roster;
        return Ok(vec![(
            format!(
                "the team's roster is `{given}`; a Killpower Ball team is of the race `{race}`"
            ),
            format!(
                "l'équipe de base est « {given} » ; une équipe de Killpower Ball est de la race « {race} »"
            ),
        )]);
    }
    let view = read_team(tx, team, lang)?;
    let needed = usize::from(data.experience.team.gladiators);
    let mut problems = Vec::new();
    if view.gladiators.len() != needed {
        let count = view.gladiators.len();
        problems.push((
            format!("{} has {count} gladiators; a team has {needed}", view.name),
            format!(
                "{} a {count} gladiateurs ; une équipe en a {needed}",
                view.name
            ),
        ));
    }
    let settings = settings_of(tx, view.league_id)?;
    let deck = deck_of(tx, view.league_id)?;
    problems.extend(team_problems(tx, team, &settings, &deck)?);
    let points = tx.killpower_ranking(team)?.unwrap_or_default();
    problems.extend(
        ranking_problem(&settings.ranking, points)
            .as_ref()
            .map(both),
    );
    problems.extend(crate::coach::import_kinds::kind_problems(
        tx,
        team,
        ("Killpower Ball", "Killpower Ball"),
        &["gladiator"],
    )?);
    Ok(problems)
}

/// Every gladiator the team has had against creation, experience and equipment, and
/// the cards of those on it now against the deck.
fn team_problems(
    tx: &Tx<'_>,
    team: TeamId,
    settings: &KillpowerLeagueRecord,
    deck: &[DeckCard],
) -> Result<Problems> {
    let data = reference()?;
    let rule = EquipmentRule::of(settings.mode, settings.powers_chosen);
    let rows = tx.team_cards(team)?;
    let mut found = Vec::new();
    for record in tx.gladiators(team, true)? {
        let held = rows
            .iter()
            .filter(|(player, _)| *player == record.id)
            .count();
        found.extend(gladiator_problems(
            data,
            rule,
            deck,
            &record.gladiator,
            held,
        ));
    }
    let mut problems: Problems = found.iter().map(both).collect();
    problems.extend(card_problems(tx, team, settings, deck)?);
    Ok(problems)
}

/// The power cards of the team's gladiators now, together, against the deck.
fn card_problems(
    tx: &Tx<'_>,
    team: TeamId,
    settings: &KillpowerLeagueRecord,
    deck: &[DeckCard],
) -> Result<Problems> {
    let rule = EquipmentRule::of(settings.mode, settings.powers_chosen);
    let current = tx.gladiators(team, false)?;
    let gladiators: Vec<&Gladiator> = current.iter().map(|record| &record.gladiator).collect();
    Ok(team_card_problems(reference()?, rule, deck, &gladiators)
        .iter()
        .map(both)
        .collect())
}

/// What breaks the rules in a league's own rows an import wrote: its settings outside
/// `league settings`' bounds, two cards of its deck with one name, and each team's power
/// cards against the deck (more held than the deck has copies).
pub(crate) fn league_problems(tx: &Tx<'_>, league: LeagueId) -> Result<Problems> {
    let settings = settings_of(tx, league)?;
    let mut problems = Problems::new();
    if let Err(error) = check_league_settings(&settings) {
        problems.push((
            error.text(Surface::Window, Lang::En),
            error.text(Surface::Window, Lang::Fr),
        ));
    }
    let deck = deck_of(tx, league)?;
    problems.extend(deck_problems(&deck).iter().map(both));
    for header in tx.team_headers(league)? {
        let name = &header.name;
        problems.extend(
            card_problems(tx, header.id, &settings, &deck)?
                .into_iter()
                .map(|(en, fr)| {
                    (
                        format!("team {name}: {en}"),
                        format!("équipe {name} : {fr}"),
                    )
                }),
        );
    }
    Ok(problems)
}
