//! Blood Bowl's entry in the game registry (`src/games.rs`).

use std::collections::HashMap;

use crate::Result;
use crate::coach::MatchReport;
use crate::data::Lang;
use crate::error::bloodbowl::BloodBowlFault;
use crate::games::{Game, Money, TeamSummary};
use crate::league::{PointsTable, TieBreaker};
use crate::rules::bloodbowl::pre_match::dungeonbowl_result_possible;
use crate::store::{FieldChange, FixtureId, LeagueId, SeasonId, TeamColours, TeamId, Tx};
use crate::tr::texts;

/// Blood Bowl, 2020 edition; Dungeonbowl is one of its league formats.
pub struct BloodBowl;

/// The league formats of Blood Bowl besides the standard one.
const FORMATS: &[&str] = &[DUNGEONBOWL];

/// The Dungeonbowl format (seed 003).
pub const DUNGEONBOWL: &str = "dungeonbowl";

/// Dugout's default points for a Blood Bowl league (not a quoted rule): 3 for a win,
/// 1 for a draw, 0 for a loss. Blood Bowl has no bonus win: it scores as a win.
pub const DEFAULT_POINTS: PointsTable = PointsTable {
    landslide_win: 3,
    win: 3,
    draw: 1,
    loss: 0,
};

const TIE_BREAKERS: &[TieBreaker] = &[
    TieBreaker::Points,
    TieBreaker::HeadToHead,
    TieBreaker::ScoreDifference,
    TieBreaker::CasualtiesFor,
    TieBreaker::ScoreFor,
    TieBreaker::CasualtyDifference,
    TieBreaker::Wins,
    TieBreaker::TeamValue,
    TieBreaker::CoinFlip,
];

impl Game for BloodBowl {
    fn id(&self) -> &'static str {
        "bloodbowl"
    }

    fn name(&self, _lang: Lang) -> &'static str {
        "Blood Bowl"
    }

    fn money(&self) -> Money {
        Money::Gp
    }

    fn starting_points(&self) -> PointsTable {
        DEFAULT_POINTS
    }

    fn starting_tie_breakers(&self) -> &'static [TieBreaker] {
        &[
            TieBreaker::Points,
            TieBreaker::HeadToHead,
            TieBreaker::ScoreDifference,
            TieBreaker::CasualtiesFor,
            TieBreaker::Wins,
            TieBreaker::CoinFlip,
        ]
    }

    fn tie_breakers(&self) -> &'static [TieBreaker] {
        TIE_BREAKERS
    }

    fn own_tie_breaker_name(&self, tie_breaker: TieBreaker, lang: Lang) -> Option<&'static str> {
        let name = match tie_breaker {
            TieBreaker::ScoreDifference => BloodBowlWords::ScoreDifference,
            TieBreaker::ScoreFor => BloodBowlWords::ScoreFor,
            _ => return None,
        };
        Some(name.get(lang))
    }

    fn counts_casualties(&self) -> bool {
        true
    }

    fn standings_legend(&self, lang: Lang) -> &'static str {
        BloodBowlWords::Legend.get(lang)
    }

    fn score_headings(&self, _lang: Lang) -> [&'static str; 3] {
        ["TD+", "TD-", "TDΔ"]
    }

    fn score_noun(&self, lang: Lang) -> &'static str {
        BloodBowlWords::ScoreNoun.get(lang)
    }

    fn check_result(&self, report: &MatchReport, playoff: bool) -> Result<()> {
        super::result::check(report, playoff)
    }

    fn write_result(&self, tx: &Tx<'_>, fixture: FixtureId, report: &MatchReport) -> Result<()> {
        let league = tx.fixture_league(fixture)?;
        let format = tx.bloodbowl_league(league)?.map(|settings| settings.format);
        let dungeonbowl = &crate::data::bloodbowl::Reference::bundled()?.dungeonbowl;
        if format.as_deref() == Some(DUNGEONBOWL)
            && !dungeonbowl_result_possible(dungeonbowl, report.home_score, report.away_score)
        {
            return Err(BloodBowlFault::DungeonbowlResult {
                home: report.home_score,
                away: report.away_score,
            }
            .into());
        }
        tx.insert_bloodbowl_result(fixture, report.home_casualties, report.away_casualties)?;
        Ok(())
    }

    fn casualties(&self, tx: &Tx<'_>, season: SeasonId) -> Result<Vec<(FixtureId, u32, u32)>> {
        Ok(tx.bloodbowl_casualties(season)?)
    }

    fn team_summaries(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        lang: Lang,
    ) -> Result<Vec<TeamSummary>> {
        tx.team_headers(league)?
            .into_iter()
            .map(|header| {
                let team = super::view::Loaded::read(tx, header)?.view(lang)?;
                Ok(TeamSummary {
                    id: team.id,
                    players: team.players.len(),
                    value: i64::try_from(team.team_value_gp).unwrap_or(i64::MAX),
                    treasury: team.treasury_gp,
                    money: Money::Gp,
                    name: team.name,
                    coach: team.coach,
                    roster: team.roster,
                    roster_name: team.roster_name,
                    colours: TeamColours::default(),
                })
            })
            .collect()
    }

    fn team_values(&self, tx: &Tx<'_>, league: LeagueId) -> Result<HashMap<TeamId, i64>> {
        let mut values = HashMap::new();
        for header in tx.team_headers(league)? {
            let id = header.id;
            let team = super::view::Loaded::read(tx, header)?;
            let value = crate::rules::bloodbowl::team_value_gp(&team.state()?);
            values.insert(id, i64::try_from(value).unwrap_or(i64::MAX));
        }
        Ok(values)
    }

    fn check_data(&self) -> Result<()> {
        super::rosters::reference()?;
        Ok(())
    }

    fn create_league(&self, tx: &Tx<'_>, league: LeagueId, format: Option<&str>) -> Result<()> {
        let format = format.unwrap_or("standard");
        if format != "standard" && !FORMATS.contains(&format) {
            return Err(BloodBowlFault::FormatUnknown {
                format: format.to_string(),
                formats: FORMATS.iter().map(|f| f.to_string()).collect(),
            }
            .into());
        }
        tx.insert_bloodbowl_league(league, format)?;
        Ok(())
    }

    fn formats(&self) -> &'static [&'static str] {
        FORMATS
    }

    fn format_name(&self, _format: &str, _lang: Lang) -> String {
        "Dungeonbowl".into()
    }

    fn exchange_tables(&self) -> &'static [crate::exchange::spec::TableSpec] {
        super::exchange::TABLES
    }

    fn league_problems(&self, tx: &Tx<'_>, league: LeagueId) -> Result<Vec<(String, String)>> {
        super::import_check::league_problems(tx, league)
    }

    fn import_problems(
        &self,
        tx: &Tx<'_>,
        team: TeamId,
        _lang: Lang,
    ) -> Result<Vec<(String, String)>> {
        super::import_check::import_problems(tx, team)
    }

    fn career_statistic(&self) -> &'static str {
        "spp"
    }

    fn value_history(
        &self,
        tx: &Tx<'_>,
        query: &crate::stats::ValueQuery<'_>,
    ) -> Result<Vec<crate::stats::ValuePoint>> {
        super::stats::value_history(self, tx, query)
    }

    fn statistics(&self) -> &'static [crate::stats::Statistic] {
        super::stats::STATISTICS
    }

    fn player_story(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        lang: Lang,
    ) -> Result<Vec<crate::games::StoryLine>> {
        super::story::player_story(tx, league, lang)
    }

    fn stat_lines(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<crate::stats::StatLine>> {
        super::stats::stat_lines(tx, league, season)
    }

    fn fields(&self) -> &'static [crate::games::FieldSpec] {
        super::overrides::FIELDS
    }

    fn field_value(&self, tx: &Tx<'_>, at: crate::games::FieldAt, field: &str) -> Result<String> {
        super::overrides::field_value(tx, at, field)
    }

    fn set_field(
        &self,
        tx: &Tx<'_>,
        at: crate::games::FieldAt,
        field: &str,
        value: &str,
        reason: &str,
    ) -> Result<Option<crate::store::LedgerId>> {
        super::overrides::set_field(tx, at, field, value, reason)
    }

    fn restore_items(
        &self,
        tx: &Tx<'_>,
        team: TeamId,
        items: &serde_json::Value,
    ) -> Result<Vec<FieldChange>> {
        super::purchase_undo::restore_items(tx, team, items)
    }

    fn undo_purchase(
        &self,
        tx: &Tx<'_>,
        team: TeamId,
        item: &str,
        count: u32,
        change: &str,
    ) -> Result<Vec<FieldChange>> {
        super::purchase_undo::undo_purchase(tx, team, item, count, change)
    }

    fn undo_match_day(&self, tx: &Tx<'_>, fixture: FixtureId, after_result: bool) -> Result<()> {
        super::match_day::undo_match_day(tx, fixture, after_result)
    }

    fn match_day_lines(&self, tx: &Tx<'_>, fixture: FixtureId) -> Result<(Vec<String>, bool)> {
        super::match_day::match_day_lines(tx, fixture)
    }
}

texts! { BloodBowlWords {
    Legend => "P played, W won, D drawn, L lost, TD+ touchdowns scored, TD- touchdowns conceded, TDΔ difference, CAS+ casualties inflicted, CAS- casualties suffered.", "J joués, G gagnés, N nuls, P perdus, TD+ touchdowns marqués, TD- touchdowns encaissés, TDΔ différence, ÉLI+ éliminations infligées, ÉLI- éliminations subies.";
    ScoreNoun => "touchdowns", "touchdowns";
    ScoreDifference => "touchdown difference", "différence de touchdowns";
    ScoreFor => "touchdowns scored", "touchdowns marqués";
} }

#[cfg(test)]
mod tie_breaker_tests {
    use super::*;

    #[test]
    fn the_tie_breaker_names_are_complete() {
        crate::tr::assert_complete(BloodBowlWords::ALL);
    }
}
