//! Creating a Killpower Ball team (chapter 2): coach, name and seven gladiators, each
//! with a specialization and magic equipment whose dice are rolled from one seed (or
//! typed from physical dice) and recorded with the team.

use std::collections::BTreeMap;

use serde::Serialize;

use super::super::audit::{TeamCreated as CreatedAudit, audit_team_created};
use super::super::load_league;
use super::view::{KpbTeam, read_team};
use super::{reference, refused, require_killpower, settings_of};
use crate::Result;
use crate::data::Lang;
use crate::dice::{RollLog, RollRecord};
use crate::error::TeamFault;
use crate::error::killpower::KillpowerFault;
use crate::rules::Side;
use crate::rules::killpower::{
    DeckCard, EquipmentRule, Gladiator, MagicChoice, NewGladiator, create_gladiator,
    tournament_problems,
};
use crate::rules::names::check_name;
use crate::store::killpower::{CardRecord, KpbRollRow};
use crate::store::{LeagueId, Store, TeamId, Tx, today};

/// A gladiator as a coach describes it: the chosen cards by name or deck id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct NewGladiatorSpec {
    pub name: String,
    pub specialization: String,
    /// `gloves`, `armour`, `cards`, or the cards chosen.
    pub magic: String,
    #[serde(default)]
    pub cards: Vec<String>,
}

/// Reads `NAME:SPECIALIZATION:EQUIPMENT` (`Tom:tireur:armour`,
/// `Mia:mentor:cards=Fireball+Sleep`).
pub fn parse_gladiator(text: &str) -> Result<NewGladiatorSpec> {
    let bad = || KillpowerFault::GladiatorSpec {
        given: text.to_string(),
    };
    let mut parts = text.rsplitn(3, ':');
    let (Some(magic), Some(specialization), Some(name)) =
        (parts.next(), parts.next(), parts.next())
    else {
        return Err(bad().into());
    };
    let (magic, cards) = match magic.trim().split_once('=') {
        Some((kind, cards)) => (
            kind,
            cards.split('+').map(|c| c.trim().to_string()).collect(),
        ),
        None => (magic.trim(), Vec::new()),
    };
    if name.trim().is_empty() || specialization.trim().is_empty() || magic.is_empty() {
        return Err(bad().into());
    }
    Ok(NewGladiatorSpec {
        name: name.trim().to_string(),
        specialization: specialization.trim().to_string(),
        magic: magic.to_string(),
        cards,
    })
}

/// Finds a card of the deck by id or by name (any case).
fn card_id(deck: &[CardRecord], query: &str) -> Result<i64> {
    let query = query.trim();
    deck.iter()
        .find(|c| c.id.to_string() == query || c.name.eq_ignore_ascii_case(query))
        .map(|c| c.id)
        .ok_or_else(|| {
            KillpowerFault::CardNamed {
                name: query.to_string(),
                cards: deck.iter().map(|c| c.name.clone()).collect(),
            }
            .into()
        })
}

/// The rules' request for a gladiator described by a coach.
pub(crate) fn new_gladiator(spec: &NewGladiatorSpec, deck: &[CardRecord]) -> Result<NewGladiator> {
    let given = || format!("{}:{}:{}", spec.name, spec.specialization, spec.magic);
    Ok(NewGladiator {
        name: spec.name.clone(),
        specialization: spec.specialization.clone(),
        magic: magic_choice(&spec.magic, &spec.cards, deck, given)?,
    })
}

/// The equipment a coach names (`gloves`, `armour`, `cards`, with the cards chosen by
/// name or deck id in `cards`, or written after it as on the command line:
/// `cards=Fireball+Sleep`); `given` words the description for a refusal.
pub(crate) fn magic_choice(
    magic: &str,
    cards: &[String],
    deck: &[CardRecord],
    given: impl Fn() -> String,
) -> Result<MagicChoice> {
    let (magic, written): (&str, Vec<String>) = match magic.split_once('=') {
        Some((kind, listed)) => (
            kind.trim(),
            listed.split('+').map(|c| c.trim().to_string()).collect(),
        ),
        None => (magic, Vec::new()),
    };
    if !written.is_empty() && !cards.is_empty() {
        return Err(KillpowerFault::GladiatorSpec { given: given() }.into());
    }
    let cards = match written.is_empty() {
        true => cards,
        false => written.as_slice(),
    };
    let data = reference()?;
    let kind = data
        .magic(magic)
        .map(|m| m.id.as_str())
        .ok_or_else(|| KillpowerFault::GladiatorSpec { given: given() })?;
    Ok(match (kind, cards.is_empty()) {
        ("gloves", _) => MagicChoice::Gloves,
        ("armour", _) => MagicChoice::Armour,
        (_, true) => MagicChoice::Cards,
        (_, false) => MagicChoice::Chosen(
            cards
                .iter()
                .map(|c| card_id(deck, c))
                .collect::<Result<_>>()?,
        ),
    })
}

/// A team to create.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewKpbTeam {
    pub league: LeagueId,
    pub name: String,
    pub coach: String,
    pub gladiators: Vec<NewGladiatorSpec>,
    /// Dice typed from physical dice, by key (`gladiator.3.armour`).
    pub dice: BTreeMap<String, u8>,
    /// None: a fresh random seed.
    pub seed: Option<u64>,
}

/// A team just created (or previewed), with every die of its creation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamCreated {
    pub team: KpbTeam,
    pub seed: u64,
    pub rolls: Vec<RollRecord>,
}

/// The gladiators the rules make of a coach's request, with the dice rolled.
pub(crate) fn make_gladiators(
    tx: &Tx<'_>,
    league: LeagueId,
    specs: &[NewGladiatorSpec],
    log: &mut RollLog<'_>,
) -> Result<Vec<Gladiator>> {
    let data = reference()?;
    let settings = settings_of(tx, league)?;
    let rule = EquipmentRule::of(settings.mode, settings.powers_chosen);
    let cards = tx.killpower_cards(league)?;
    let deck: Vec<DeckCard> = cards.iter().map(CardRecord::deck_card).collect();
    let mut gladiators: Vec<Gladiator> = Vec::new();
    for (index, spec) in specs.iter().enumerate() {
        let number = u32::try_from(index + 1).unwrap_or(u32::MAX);
        let name = |_: Side, n: u32| format!("#{n} {}", spec.name);
        let request = new_gladiator(spec, &cards)?;
        let held: Vec<i64> = gladiators.iter().flat_map(|g| g.cards().to_vec()).collect();
        let key = format!("gladiator.{number}");
        let gladiator = create_gladiator(data, rule, &key, &request, &deck, &held, log)
            .map_err(|refusal| refused(&refusal, &name))?;
        gladiators.push(gladiator);
    }
    if rule.powers_chosen {
        let all: Vec<&Gladiator> = gladiators.iter().collect();
        if let Some(problem) = tournament_problems(data, &all, &deck).first() {
            return Err(refused(problem, &super::by_number));
        }
    }
    Ok(gladiators)
}

/// Creates a team with its seven gladiators in one transaction (`dry_run`: shows the
/// team and its dice, writes nothing). The preview with its seed is what gets recorded.
pub fn create_team(
    store: &mut Store,
    lang: Lang,
    new: &NewKpbTeam,
    dry_run: bool,
) -> Result<TeamCreated> {
    let name = check_name(&new.name)?;
    let coach = crate::rules::names::check_coach(&new.coach)?;
    let seed = new.seed.unwrap_or_else(rand::random::<u64>);
    let data = reference()?;
    let needed = data.experience.team.gladiators;
    if new.gladiators.len() != usize::from(needed) {
        return Err(KillpowerFault::GladiatorCount {
            given: new.gladiators.len(),
            needed,
        }
        .into());
    }
    let run = |tx: &Tx<'_>| -> Result<TeamCreated> {
        require_killpower(&load_league(tx, new.league)?)?;
        if tx.team_name_taken(new.league, &name)? {
            return Err(TeamFault::NameTaken {
                league: new.league,
                name: name.clone(),
            }
            .into());
        }
        let mut log = RollLog::new(seed, &new.dice);
        let gladiators = make_gladiators(tx, new.league, &new.gladiators, &mut log)?;
        let rolls = log
            .finish()
            .map_err(|fault| refused(&fault.into(), &super::by_number))?;
        let on = today();
        let team = tx.insert_team(new.league, &name, &coach, &data.base_race().id, on)?;
        tx.insert_killpower_team(team)?;
        for (index, gladiator) in gladiators.iter().enumerate() {
            tx.insert_gladiator(
                team,
                u32::try_from(index + 1).unwrap_or(u32::MAX),
                gladiator,
                on,
            )?;
        }
        write_rolls(tx, Some(team), None, "creation", seed, &rolls)?;
        audit_team_created(
            tx,
            CreatedAudit {
                team,
                name: &name,
                roster: &data.base_race().name_en,
                coach: &coach,
                treasury_field: "ranking_points",
                treasury: 0,
            },
        )?;
        Ok(TeamCreated {
            team: read_team(tx, team, lang)?,
            seed,
            rolls,
        })
    };
    if dry_run {
        store.rehearse(run)
    } else {
        store.write(run)
    }
}

/// Records rolls of a team's creation or of a match's stage.
pub(crate) fn write_rolls(
    tx: &Tx<'_>,
    team: Option<TeamId>,
    fixture: Option<crate::store::FixtureId>,
    stage: &str,
    seed: u64,
    rolls: &[RollRecord],
) -> Result<()> {
    for roll in rolls {
        tx.insert_kpb_roll(&KpbRollRow {
            team_id: team,
            fixture_id: fixture,
            stage: stage.to_string(),
            seed,
            roll: roll.clone(),
        })?;
    }
    Ok(())
}
