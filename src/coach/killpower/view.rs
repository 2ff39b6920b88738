//! A Killpower Ball team as the team sheet shows it: the team part (coach, ranking
//! points, total experience, matches, power, division), then its seven gladiators.

use serde::Serialize;

use super::super::{load_league, load_team_header};
use super::{reference, require_killpower, settings_of};
use crate::Result;
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::rules::Side;
use crate::rules::killpower::{Magic, Mode, SideResult, Stat, Stats, division, power, raises_left};
use crate::store::killpower::{CardRecord, GladiatorRecord};
use crate::store::{LeagueId, PlayerId, Store, TeamId, Tx};

/// A gladiator, with names in the language asked for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GladiatorView {
    pub id: PlayerId,
    pub number: u32,
    pub name: String,
    pub specialization: String,
    pub specialization_name: String,
    pub stats: Stats,
    pub experience: u32,
    pub raises: Vec<Stat>,
    pub raises_left: u32,
    /// `gloves`, `armour` or `cards`.
    pub magic: String,
    pub magic_name: String,
    /// The shield box: the magic armour's points or the normal armour's 1; None while a
    /// tournament's armour waits for the first match.
    pub shield: Option<u8>,
    /// The power cards held, by name.
    pub cards: Vec<String>,
    pub card_ids: Vec<i64>,
}

/// A team's record of matches.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    pub abandoned: u32,
}

/// A Killpower Ball team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KpbTeam {
    pub id: TeamId,
    pub league_id: LeagueId,
    pub name: String,
    pub coach: String,
    pub mode: Mode,
    pub ranking_points: i32,
    pub total_experience: u32,
    pub power: i32,
    pub division: i32,
    pub record: Record,
    pub gladiators: Vec<GladiatorView>,
}

/// A gladiator's view, its cards named from `deck`.
pub(crate) fn gladiator_view(
    data: &Reference,
    record: &GladiatorRecord,
    deck: &[CardRecord],
    lang: Lang,
) -> GladiatorView {
    let g = &record.gladiator;
    let spec = data.specialization(&g.specialization);
    let magic = data.magic(g.magic.kind());
    let card_name = |id: &i64| {
        deck.iter()
            .find(|c| c.id == *id)
            .map_or_else(|| format!("#{id}"), |c| c.name.clone())
    };
    GladiatorView {
        id: record.id,
        number: record.number,
        name: g.name.clone(),
        specialization: g.specialization.clone(),
        specialization_name: spec
            .map(|s| lang.pick(&s.name_en, &s.name_fr).to_string())
            .unwrap_or_else(|| g.specialization.clone()),
        stats: g.stats,
        experience: g.experience,
        raises: g.raises.clone(),
        raises_left: raises_left(data, g),
        magic: g.magic.kind().to_string(),
        magic_name: magic
            .map(|m| lang.pick(&m.name_en, &m.name_fr).to_string())
            .unwrap_or_default(),
        shield: g.shield(data),
        cards: g.cards().iter().map(card_name).collect(),
        card_ids: g.cards().to_vec(),
    }
}

/// The race power of a team's gladiators (0 for humans).
pub(crate) fn race_power(data: &Reference, gladiators: &[GladiatorRecord]) -> i32 {
    gladiators
        .iter()
        .map(|g| data.race(&g.gladiator.race).map_or(0, |race| race.power))
        .sum()
}

/// A team's matches: won, lost, drawn, abandoned (an abandon counts as such, not as a
/// loss).
pub(crate) fn record_of(tx: &Tx<'_>, team: TeamId) -> Result<Record> {
    let mut record = Record::default();
    for fixture in tx.team_fixtures(team)? {
        let Some(result) = fixture.result else {
            continue;
        };
        let side = if fixture.home == team {
            Side::Home
        } else {
            Side::Away
        };
        let ending = tx.kpb_result(fixture.id)?.map(|r| r.ending);
        record.played += 1;
        let mine = match side {
            Side::Home => result.outcome(),
            Side::Away => result.outcome().reverse(),
        };
        match SideResult::of(side, mine, ending) {
            SideResult::Abandoned => record.abandoned += 1,
            SideResult::Won => record.won += 1,
            SideResult::Lost => record.lost += 1,
            SideResult::Drawn => record.drawn += 1,
        }
    }
    Ok(record)
}

/// Reads a team whole.
pub(crate) fn read_team(tx: &Tx<'_>, id: TeamId, lang: Lang) -> Result<KpbTeam> {
    let header = load_team_header(tx, id)?;
    let league = load_league(tx, header.league_id)?;
    require_killpower(&league)?;
    let settings = settings_of(tx, league.id)?;
    let data = reference()?;
    let gladiators = tx.gladiators(id, false)?;
    let deck = tx.killpower_cards(league.id)?;
    let ranking_points = tx.killpower_ranking(id)?.unwrap_or(0);
    let total_experience: u32 = gladiators.iter().map(|g| g.gladiator.experience).sum();
    let power = power(
        &data.tables,
        ranking_points,
        total_experience,
        race_power(data, &gladiators),
        settings.xp_rounding,
    );
    Ok(KpbTeam {
        id,
        league_id: league.id,
        name: header.name,
        coach: header.coach,
        mode: settings.mode,
        ranking_points,
        total_experience,
        power,
        division: division(&data.tables, power),
        record: record_of(tx, id)?,
        gladiators: gladiators
            .iter()
            .map(|g| gladiator_view(data, g, &deck, lang))
            .collect(),
    })
}

/// A team as its sheet shows it.
pub fn show_team(store: &mut Store, lang: Lang, id: TeamId) -> Result<KpbTeam> {
    store.read(|tx| read_team(tx, id, lang))
}

/// Whether a gladiator's magic is an armour still to roll.
pub(crate) fn armour_to_roll(magic: &Magic) -> bool {
    matches!(magic, Magic::Armour { armour: None })
}
