//! Reading a match day before the match: each team's value, the outsider and its bonus,
//! what each team has hired, rolled and bought, and the cheerleaders it may place.

use serde::Serialize;

use super::DreadBallLeague;
use super::load_team;
use crate::Result;
use crate::coach::Context;
use crate::coach::fixtures::{FixtureLine, load_fixture};
use crate::coach::season::season_view_in;
use crate::data::Named;
use crate::data::dreadball::StaffKind;
use crate::error::FixtureFault;
use crate::rules::dreadball::match_day::{
    BonusUse, MatchDaySettings, Side, cheerleaders_allowed, option_labels, outsider,
};
use crate::rules::dreadball::team_value_mc;
use crate::store::dreadball::{ItemKind, ItemRecord, TeamRecord};
use crate::store::{FixtureId, FixtureRecord, PlayerId, Store, TeamId, Tx};

/// A player a pre-match item brought.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HiredPlayer {
    pub id: PlayerId,
    pub number: u32,
    pub name: String,
    pub giant: bool,
}

/// One thing a team did before the match, as a reader sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ItemLine {
    pub id: i64,
    pub team_id: TeamId,
    pub kind: ItemKind,
    /// MVP id, free-agent table number or hack letter.
    pub what: String,
    /// The MVP's or hack's name; for a roll, the option taken (or "" while to choose).
    pub label: String,
    pub bonus_mc: u32,
    pub treasury_mc: u32,
    pub seed: Option<u64>,
    pub die: Option<u8>,
    /// A roll's options as the table prints them (several only where the coach chooses).
    pub options: Vec<String>,
    pub choice: Option<u32>,
    pub players: Vec<HiredPlayer>,
    /// Players the option brought beyond the 14-player limit, who could not join.
    pub turned_away: u32,
}

impl ItemLine {
    /// A free-agent roll whose result still waits for the coach's choice.
    pub fn is_pending(&self) -> bool {
        self.kind == ItemKind::FreeAgent && self.choice.is_none()
    }
}

/// One team's side of the match day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamDay {
    pub team_id: TeamId,
    pub name: String,
    pub side: Side,
    pub value_mc: u32,
    pub treasury_mc: i64,
    /// Players on the roster for this match, hired ones included.
    pub players: u32,
    pub room: u32,
    pub bonus: BonusUse,
    pub bonus_left_mc: u32,
    pub rolls_left: u32,
    pub lost_mc: u32,
    pub cheerleaders_owned: u32,
    pub cheerleaders_allowed: u32,
    pub staff: Vec<StaffKind>,
    /// Giants hired: each takes 2 of the 6 places on the pitch.
    pub giants: u32,
    pub items: Vec<ItemLine>,
    pub hack: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SidesCount {
    pub home: u32,
    pub away: u32,
}

/// The whole pre-match picture of a fixture.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PreMatch {
    pub fixture: FixtureLine,
    pub played: bool,
    pub post_match_done: bool,
    /// The lower-valued team; `None` when the values are equal.
    pub outsider: Option<TeamId>,
    pub bonus_mc: u32,
    pub cheerleaders_allowed: SidesCount,
    pub home: TeamDay,
    pub away: TeamDay,
    pub settings: MatchDaySettings,
}

impl PreMatch {
    pub fn team(&self, id: TeamId) -> Option<&TeamDay> {
        [&self.home, &self.away]
            .into_iter()
            .find(|t| t.team_id == id)
    }
}

pub fn prematch(store: &mut Store, context: &Context, id: FixtureId) -> Result<PreMatch> {
    store.read(|tx| prematch_in(tx, context, id))
}

pub(crate) fn prematch_in(tx: &Tx<'_>, context: &Context, id: FixtureId) -> Result<PreMatch> {
    let fixture = load_fixture(tx, id)?;
    let view = season_view_in(tx, fixture.season_id)?;
    let league = super::load_dreadball_league(tx, view.season.league_id)?;
    let items = tx.items(id)?;
    let home = load_team(tx, fixture.home)?;
    let away = load_team(tx, fixture.away)?;
    let values = [
        value_of(context, &league, &home)?,
        value_of(context, &league, &away)?,
    ];
    let outsider = outsider(values[0], values[1]);
    let post_match_done = tx.postmatch(id)?.is_some();
    let day = |team: &TeamRecord, side: Side, value_mc: u32| {
        team_day(
            tx,
            context,
            DayInput {
                team,
                side,
                value_mc,
                outsider: outsider.side,
                bonus_mc: if outsider.side == Some(side) {
                    outsider.bonus_mc
                } else {
                    0
                },
                items: &items,
                fixture: id,
            },
        )
    };
    let home_day = day(&home, Side::Home, values[0])?;
    let away_day = day(&away, Side::Away, values[1])?;
    Ok(PreMatch {
        played: fixture.result.is_some(),
        post_match_done,
        outsider: outsider.side.map(|side| match side {
            Side::Home => home.id,
            Side::Away => away.id,
        }),
        bonus_mc: outsider.bonus_mc,
        cheerleaders_allowed: SidesCount {
            home: home_day.cheerleaders_allowed,
            away: away_day.cheerleaders_allowed,
        },
        fixture: FixtureLine::of(fixture, &view),
        home: home_day,
        away: away_day,
        settings: league.own.match_day,
    })
}

fn value_of(context: &Context, league: &DreadBallLeague, team: &TeamRecord) -> Result<u32> {
    let state = context.team_state(team)?;
    Ok(team_value_mc(
        &state,
        league.settings(),
        context.reference(),
    ))
}

struct DayInput<'a> {
    team: &'a TeamRecord,
    side: Side,
    value_mc: u32,
    outsider: Option<Side>,
    bonus_mc: u32,
    items: &'a [ItemRecord],
    fixture: FixtureId,
}

fn team_day(tx: &Tx<'_>, context: &Context, input: DayInput<'_>) -> Result<TeamDay> {
    let team = input.team;
    let own: Vec<&ItemRecord> = input
        .items
        .iter()
        .filter(|item| item.team_id == team.id)
        .collect();
    let bonus = BonusUse {
        bonus_mc: input.bonus_mc,
        spent_on_mvps_mc: own
            .iter()
            .filter(|item| item.kind == ItemKind::Mvp)
            .map(|item| item.bonus_mc)
            .sum(),
        rolls: own
            .iter()
            .filter(|item| item.kind == ItemKind::FreeAgent)
            .count() as u32,
    };
    let items = own
        .iter()
        .map(|item| item_line(tx, context, item))
        .collect::<Result<Vec<_>>>()?;
    let hack = items
        .iter()
        .find(|item| item.kind == ItemKind::Hack)
        .map(|item| item.label.clone());
    let players = team.players.len() as u32;
    let max = context.reference().limits.max_players;
    let giants = team
        .players
        .iter()
        .filter(|p| p.giant && p.hired_for == Some(input.fixture))
        .count() as u32;
    Ok(TeamDay {
        team_id: team.id,
        name: team.name.clone(),
        side: input.side,
        value_mc: input.value_mc,
        treasury_mc: team.treasury_mc,
        players,
        room: max.saturating_sub(players),
        bonus_left_mc: bonus.left_mc(),
        rolls_left: bonus.rolls_left(),
        lost_mc: bonus.lost_mc(),
        bonus,
        cheerleaders_owned: team.cheerleaders,
        cheerleaders_allowed: cheerleaders_allowed(
            context.reference(),
            input.outsider,
            input.side,
            team.cheerleaders,
        ),
        staff: team.staff.clone(),
        giants,
        items,
        hack,
    })
}

/// An item with the names and players a reader needs.
pub(crate) fn item_line(tx: &Tx<'_>, context: &Context, item: &ItemRecord) -> Result<ItemLine> {
    let reference = context.reference();
    let lang = context.lang;
    let mut options = Vec::new();
    let mut wanted = 0;
    let label = match item.kind {
        ItemKind::Mvp => reference
            .mvp(&item.what)
            .map_or(item.what.clone(), |mvp| mvp.name(lang).to_string()),
        ItemKind::Hack => reference
            .hack(&item.what)
            .map_or(item.what.clone(), |hack| {
                format!("{} {}", hack.letter, hack.name(lang))
            }),
        ItemKind::FreeAgent => {
            let table: u8 = item.what.parse().unwrap_or(0);
            let result = item.die.and_then(|die| {
                crate::rules::dreadball::match_day::free_agent_result(reference, table, die)
            });
            if let Some(result) = result {
                options = option_labels(result, lang);
                if let Some(option) = item
                    .choice
                    .and_then(|c| result.option.get(c.saturating_sub(1) as usize))
                {
                    wanted = crate::rules::dreadball::match_day::option_players(option);
                }
            }
            item.choice
                .and_then(|c| options.get(c.saturating_sub(1) as usize))
                .cloned()
                .unwrap_or_default()
        }
    };
    let players = hired_players(tx, item.id)?;
    Ok(ItemLine {
        id: item.id,
        team_id: item.team_id,
        kind: item.kind,
        what: item.what.clone(),
        label,
        bonus_mc: item.bonus_mc,
        treasury_mc: item.treasury_mc,
        seed: item.seed,
        die: item.die,
        options,
        choice: item.choice,
        turned_away: wanted.saturating_sub(players.len() as u32),
        players,
    })
}

fn hired_players(tx: &Tx<'_>, item: i64) -> Result<Vec<HiredPlayer>> {
    Ok(tx
        .item_players(item)?
        .into_iter()
        .map(|record| HiredPlayer {
            id: record.id,
            number: record.number,
            name: record.name,
            giant: record.giant,
        })
        .collect())
}

/// The fixture's two teams, and which side `team` is on.
pub(crate) fn side_of(fixture: &FixtureRecord, team: TeamId) -> Result<Side> {
    if team == fixture.home {
        Ok(Side::Home)
    } else if team == fixture.away {
        Ok(Side::Away)
    } else {
        Err(FixtureFault::TeamNotInMatch {
            team,
            id: fixture.id,
            home: fixture.home,
            away: fixture.away,
        }
        .into())
    }
}

/// An MVP or Giant as offered to one team for one match: what it would cost from the
/// bonus and the treasury, or why it cannot be hired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MvpOffer {
    pub id: String,
    pub name: String,
    pub kind: crate::data::dreadball::MvpKind,
    pub cost_mc: Option<u32>,
    pub plays_for: String,
    /// How it would be paid, when it can be hired.
    pub payment: Option<crate::rules::dreadball::match_day::Payment>,
    /// Why it cannot be hired, in the context's language.
    pub refused: Option<String>,
}

/// Every MVP and Giant of the reference data for `team` in this match: those it may hire
/// first (cheapest first), then the others with the reason.
pub fn mvp_offers(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    team: TeamId,
) -> Result<Vec<MvpOffer>> {
    use crate::rules::dreadball::match_day::{MvpContext, Purse, check_mvp_hire};
    store.read(|tx| {
        let record = load_fixture(tx, fixture)?;
        side_of(&record, team)?;
        let day = prematch_in(tx, context, fixture)?;
        let (own, other) = if day.home.team_id == team {
            (&day.home, &day.away)
        } else {
            (&day.away, &day.home)
        };
        let hired = |side: &TeamDay| -> Vec<String> {
            side.items
                .iter()
                .filter(|i| i.kind == ItemKind::Mvp)
                .map(|i| i.what.clone())
                .collect()
        };
        let (own_hired, opponent_hired) = (hired(own), hired(other));
        let roster = context.team_state(&load_team(tx, team)?)?.roster;
        let mvp_context = MvpContext {
            roster,
            own_hired: &own_hired,
            opponent_hired: &opponent_hired,
            settings: &day.settings,
        };
        let purse = Purse {
            bonus: own.bonus,
            treasury_mc: own.treasury_mc,
            room: own.room,
        };
        let mut offers: Vec<MvpOffer> = context
            .reference()
            .mvps
            .iter()
            .map(|mvp| {
                let checked =
                    check_mvp_hire(mvp, &mvp_context, &purse, context.reference(), context.lang);
                MvpOffer {
                    id: mvp.id.clone(),
                    name: mvp.name(context.lang).to_string(),
                    kind: mvp.kind,
                    cost_mc: mvp.cost_mc,
                    plays_for: context
                        .lang
                        .pick(&mvp.plays_for_en, &mvp.plays_for_fr)
                        .to_string(),
                    payment: checked.as_ref().ok().copied(),
                    refused: checked.err().map(|r| r.message(context.lang)),
                }
            })
            .collect();
        offers.sort_by(|a, b| {
            (a.refused.is_some(), a.cost_mc, &a.name).cmp(&(
                b.refused.is_some(),
                b.cost_mc,
                &b.name,
            ))
        });
        Ok(offers)
    })
}
