//! DreadBall's commands (teams, builds, match day, sheets data) and its entry in the game
//! registry (`src/games.rs`).

mod build;
pub mod demo;
mod exchange;
mod import_check;
mod league_settings;
mod match_day_settings;
mod match_day_undo;
mod overrides;
mod postmatch;
mod postmatch_experience;
mod postmatch_players;
mod postmatch_report;
mod prematch;
mod prematch_players;
mod prematch_view;
mod sheet_data;
mod stats;
mod story;
mod team;

pub use build::*;
pub use league_settings::*;
pub use match_day_settings::*;
pub use overrides::*;
pub use postmatch::*;
pub use postmatch_report::*;
pub use prematch::*;
pub use prematch_view::*;
pub use sheet_data::*;
pub use team::*;

use crate::coach::MatchReport;
use crate::data::Lang;
use crate::data::dreadball::Reference;
use crate::error::dreadball::DreadBallFault;
use crate::error::{HistoryFault, LeagueFault, NotFound};
use crate::games::{Game, Money, TeamSummary};
use crate::league::{PointsTable, TieBreaker};
use crate::tr::texts;
use std::collections::HashMap;

use crate::coach::Context;
use crate::data::dreadball::StaffKind;
use crate::rules::dreadball::match_day::limits;
use crate::rules::dreadball::{PlayerState, Settings, TeamState, check_result, team_value_mc};
use crate::store::dreadball::{DreadBallLeagueRecord, DreadBallPlayerHistory, TeamRecord};
use crate::store::{
    FieldChange, FixtureId, LeagueId, LeagueRecord, PlayerId, Store, StoreError, TeamColours,
    TeamId, Tx,
};
use crate::{Error, Result};

/// DreadBall (1st edition, Seasons 1–6).
pub struct DreadBall;

impl Game for DreadBall {
    fn id(&self) -> &'static str {
        "dreadball"
    }

    fn name(&self, _lang: Lang) -> &'static str {
        "DreadBall"
    }

    fn money(&self) -> Money {
        Money::Mc
    }

    fn starting_points(&self) -> PointsTable {
        crate::league::PointsTable::DREADBALL_DEFAULT
    }

    fn starting_tie_breakers(&self) -> &'static [TieBreaker] {
        &TieBreaker::DEFAULT_ORDER
    }

    fn tie_breakers(&self) -> &'static [TieBreaker] {
        &TieBreaker::DEFAULT_WITH_TEAM_VALUE
    }

    fn own_tie_breaker_name(&self, tie_breaker: TieBreaker, lang: Lang) -> Option<&'static str> {
        let name = match tie_breaker {
            TieBreaker::ScoreDifference => DreadBallWords::ScoreDifference,
            TieBreaker::ScoreFor => DreadBallWords::ScoreFor,
            _ => return None,
        };
        Some(name.get(lang))
    }

    fn has_bonus_win(&self) -> bool {
        true
    }

    fn standings_legend(&self, lang: Lang) -> &'static str {
        DreadBallWords::Legend.get(lang)
    }

    fn score_headings(&self, lang: Lang) -> [&'static str; 3] {
        match lang {
            Lang::En => ["SF", "SA", "SD"],
            Lang::Fr => ["SM", "SE", "DS"],
        }
    }

    /// The French rules (seed 000) keep the game's own word, "le Strike"; it is written
    /// with its capital there, as a term of the game.
    fn score_noun(&self, lang: Lang) -> &'static str {
        DreadBallWords::ScoreNoun.get(lang)
    }

    fn check_feats(&self, tx: &Tx<'_>, events: &[crate::games::PlayerEvent]) -> Result<()> {
        check_feats(tx, events)
    }

    fn check_result(&self, report: &MatchReport, playoff: bool) -> Result<()> {
        if report.home_casualties > 0 || report.away_casualties > 0 {
            return Err(DreadBallFault::NoCasualties.into());
        }
        limits::check_scores(report.home_score, report.away_score)?;
        limits::check_events(report.events.iter().map(|e| (e.kind.id(), e.amount)))?;
        check_result(
            report.home_score,
            report.away_score,
            report.landslide,
            playoff,
        )?;
        Ok(())
    }

    fn team_summaries(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        lang: Lang,
    ) -> Result<Vec<TeamSummary>> {
        let reference = Reference::bundled().map_err(Error::Data)?;
        let context = Context::new(lang);
        let settings = *load_dreadball_league(tx, league)?.settings();
        tx.teams(league)?
            .into_iter()
            .map(|team| {
                let state = context.team_state(&team)?;
                Ok(TeamSummary {
                    id: team.id,
                    roster_name: crate::present::dreadball::roster_name(&context, &team.roster)
                        .to_string(),
                    players: team.players.len(),
                    value: i64::from(team_value_mc(&state, &settings, reference)),
                    treasury: team.treasury_mc,
                    money: Money::Mc,
                    name: team.name,
                    coach: team.coach,
                    roster: team.roster,
                    colours: TeamColours::default(),
                })
            })
            .collect()
    }

    fn team_values(&self, tx: &Tx<'_>, league: LeagueId) -> Result<HashMap<TeamId, i64>> {
        let reference = Reference::bundled().map_err(Error::Data)?;
        let context = Context::new(Lang::En);
        let settings = *load_dreadball_league(tx, league)?.settings();
        let mut values = HashMap::new();
        for team in tx.teams(league)? {
            let state = context.team_state(&team)?;
            values.insert(
                team.id,
                i64::from(team_value_mc(&state, &settings, reference)),
            );
        }
        Ok(values)
    }

    fn fields(&self) -> &'static [crate::games::FieldSpec] {
        overrides::FIELDS
    }

    fn field_value(&self, tx: &Tx<'_>, at: crate::games::FieldAt, field: &str) -> Result<String> {
        overrides::field_value(tx, at, field)
    }

    fn set_field(
        &self,
        tx: &Tx<'_>,
        at: crate::games::FieldAt,
        field: &str,
        value: &str,
        reason: &str,
    ) -> Result<Option<crate::store::LedgerId>> {
        overrides::set_field(tx, at, field, value, reason)
    }

    fn undo_purchase(
        &self,
        tx: &Tx<'_>,
        team: TeamId,
        item: &str,
        count: u32,
        change: &str,
    ) -> Result<Vec<FieldChange>> {
        let record = load_team(tx, team)?;
        let kind = Item::parse(item).ok_or_else(|| {
            Error::Store(StoreError::Corrupt(format!(
                "team {team}: a change names an unknown item `{item}`"
            )))
        })?;
        let have = kind.count(&record);
        let (dice, cards, cheerleaders) =
            kind.taken_back(&record, count)
                .ok_or_else(|| HistoryFault::TooFewToTakeBack {
                    change: change.to_string(),
                    item: kind.ledger_kind().to_string(),
                    have,
                    count,
                })?;
        tx.set_team_items(team, dice, cards, cheerleaders)?;
        Ok(vec![FieldChange::new(
            kind.ledger_kind(),
            have,
            have - count,
        )])
    }

    fn undo_staff_hire(&self, tx: &Tx<'_>, team: TeamId, kind: &str) -> Result<Vec<FieldChange>> {
        let staff = StaffKind::parse(kind).ok_or_else(|| {
            Error::Store(StoreError::Corrupt(format!(
                "team {team}: a change names an unknown staff kind `{kind}`"
            )))
        })?;
        tx.remove_staff(team, staff)?;
        Ok(vec![FieldChange {
            field: "staff".to_string(),
            before: Some(kind.to_string()),
            after: None,
        }])
    }

    fn undo_match_day(&self, tx: &Tx<'_>, fixture: FixtureId, after_result: bool) -> Result<()> {
        if after_result {
            match_day_undo::undo_postmatch(tx, fixture)
        } else {
            match_day_undo::undo_prematch(tx, fixture)
        }
    }

    fn check_data(&self) -> Result<()> {
        Reference::bundled()?;
        Ok(())
    }

    fn exchange_tables(&self) -> &'static [crate::exchange::spec::TableSpec] {
        exchange::TABLES
    }

    fn league_problems(&self, tx: &Tx<'_>, league: LeagueId) -> Result<Vec<(String, String)>> {
        league_settings::league_problems(tx, league)
    }

    fn import_problems(
        &self,
        tx: &Tx<'_>,
        team: TeamId,
        lang: Lang,
    ) -> Result<Vec<(String, String)>> {
        import_check::import_problems(tx, team, lang)
    }

    fn career_statistic(&self) -> &'static str {
        "experience"
    }

    fn value_history(
        &self,
        tx: &Tx<'_>,
        query: &crate::stats::ValueQuery<'_>,
    ) -> Result<Vec<crate::stats::ValuePoint>> {
        stats::value_history(self, tx, query)
    }

    fn statistics(&self) -> &'static [crate::stats::Statistic] {
        stats::STATISTICS
    }

    fn player_story(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        lang: Lang,
    ) -> Result<Vec<crate::games::StoryLine>> {
        story::player_story(tx, league, lang)
    }

    fn stat_lines(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        season: Option<crate::store::SeasonId>,
    ) -> Result<Vec<crate::stats::StatLine>> {
        stats::stat_lines(tx, league, season, true)
    }

    fn stat_totals(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        season: Option<crate::store::SeasonId>,
    ) -> Result<Vec<crate::stats::StatLine>> {
        stats::stat_lines(tx, league, season, false)
    }

    fn create_league(&self, tx: &Tx<'_>, league: LeagueId, _format: Option<&str>) -> Result<()> {
        let reference = Reference::bundled().map_err(Error::Data)?;
        tx.insert_dreadball_league(league, &Settings::defaults(reference))?;
        Ok(())
    }
}

/// Loads a DreadBall player (on a roster or gone) inside a transaction, or says it does
/// not exist.
/// Each strike and kill against what the player's position and skills let them do
/// (`rules::dreadball::feats`).
fn check_feats(tx: &Tx<'_>, events: &[crate::games::PlayerEvent]) -> Result<()> {
    use crate::rules::dreadball::{Feat, feat_bar};
    for event in events {
        let feat = match event.kind {
            crate::store::EventKind::Strike => Feat::Strike,
            crate::store::EventKind::Kill => Feat::Kill,
            _ => continue,
        };
        let player = load_dreadball_player(tx, event.player)?.player;
        if let Some(bar) = feat_bar(player.position, &player.skills, feat) {
            return Err(crate::error::ReportFault::FeatBarred {
                player: player.id,
                number: player.number,
                name: player.name,
                position: player.position.name(),
                bar,
            }
            .into());
        }
    }
    Ok(())
}

pub(crate) fn load_dreadball_player(tx: &Tx<'_>, id: PlayerId) -> Result<DreadBallPlayerHistory> {
    tx.dreadball_player_history(id)?
        .ok_or_else(|| Error::from(NotFound::Player { id }))
}

/// A DreadBall league: every league's record and DreadBall's own settings (as JSON, one
/// object with `settings` and `match_day` beside the shared fields).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct DreadBallLeague {
    #[serde(flatten)]
    pub league: LeagueRecord,
    #[serde(flatten)]
    pub own: DreadBallLeagueRecord,
}

impl DreadBallLeague {
    pub fn settings(&self) -> &Settings {
        &self.own.settings
    }

    pub fn match_day(&self) -> &crate::rules::dreadball::match_day::MatchDaySettings {
        &self.own.match_day
    }
}

/// Loads a DreadBall league with its own settings inside a transaction.
pub(crate) fn load_dreadball_league(tx: &Tx<'_>, id: LeagueId) -> Result<DreadBallLeague> {
    let league = super::load_league(tx, id)?;
    let own = tx
        .dreadball_league(id)?
        .ok_or_else(|| LeagueFault::OtherGame {
            league: id,
            name: league.name.clone(),
            expected: DreadBall.names(),
        })?;
    Ok(DreadBallLeague { league, own })
}

/// A DreadBall league with its own settings (prices and match-day settings).
pub fn dreadball_league(store: &mut Store, id: LeagueId) -> Result<DreadBallLeague> {
    store.read(|tx| load_dreadball_league(tx, id))
}

/// DreadBall's view of the commands' context.
impl Context {
    /// DreadBall's bundled reference data (loaded once per process, checked at start).
    pub fn reference(&self) -> &'static Reference {
        Reference::bundled_or_empty()
    }

    /// The rules' view of a stored team.
    pub fn team_state(&self, team: &TeamRecord) -> Result<TeamState<'static>> {
        let roster = self
            .reference()
            .teams
            .iter()
            .find(|r| r.id == team.roster)
            .ok_or_else(|| {
                Error::Store(StoreError::Corrupt(format!(
                    "team {} uses roster `{}`, which the reference data does not have",
                    team.id, team.roster
                )))
            })?;
        Ok(TeamState {
            roster,
            treasury_mc: team.treasury_mc,
            dice: team.dice,
            cards: team.cards,
            cheerleaders: team.cheerleaders,
            staff: team.staff.clone(),
            players: team
                .players
                .iter()
                .map(|player| PlayerState {
                    number: player.number,
                    name: player.name.clone(),
                    kind: player.kind,
                    role: player.role.clone(),
                    cost_mc: player.cost_mc,
                    giant: player.giant,
                    match_only: player.hired_for.is_some(),
                })
                .collect(),
        })
    }
}

texts! { DreadBallWords {
    Legend => "P played, W won, D drawn, L lost, LS landslide wins, SF strikes scored, SA strikes conceded, SD difference.", "J joués, G gagnés, N nuls, P perdus, VE victoires écrasantes, SM strikes marqués, SE strikes encaissés, Diff différence.";
    ScoreNoun => "strikes", "Strikes";
    ScoreDifference => "strike difference", "différence de strikes";
    ScoreFor => "strikes scored", "strikes marqués";
} }

#[cfg(test)]
mod tie_breaker_tests {
    use super::*;

    #[test]
    fn the_tie_breaker_names_are_complete() {
        crate::tr::assert_complete(DreadBallWords::ALL);
    }
}
