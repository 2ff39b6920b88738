//! Killpower Ball's entry in the game registry (`src/games.rs`).

use std::collections::HashMap;

use crate::Result;
use crate::coach::MatchReport;
use crate::data::Lang;
use crate::error::killpower::KillpowerFault;
use crate::games::{Game, Money, TeamSummary};
use crate::league::{PointsTable, TieBreaker};
use crate::rules::killpower::Mode;
use crate::store::{FixtureId, LeagueId, SeasonId, TeamColours, TeamId, Tx};
use crate::tr::texts;

/// Killpower Ball (seed 004); a tournament is one of its league formats.
pub struct Killpower;

/// The tournament format (13.2).
pub const TOURNAMENT: &str = "killpower-tournament";

const FORMATS: &[&str] = &[TOURNAMENT];

/// The points a season table falls back on when a result has no ranking points (never,
/// once recorded): the worked example's win and loss, Dugout's draw.
pub const DEFAULT_POINTS: PointsTable = PointsTable {
    landslide_win: 3,
    win: 3,
    draw: 0,
    loss: -2,
};

const TIE_BREAKERS: &[TieBreaker] = &TieBreaker::DEFAULT_WITH_TEAM_VALUE;

impl Game for Killpower {
    fn id(&self) -> &'static str {
        "killpower"
    }

    fn name(&self, _lang: Lang) -> &'static str {
        "Killpower Ball"
    }

    fn money(&self) -> Money {
        Money::Points
    }

    fn starting_points(&self) -> PointsTable {
        DEFAULT_POINTS
    }

    fn starting_tie_breakers(&self) -> &'static [TieBreaker] {
        &[
            TieBreaker::Points,
            TieBreaker::HeadToHead,
            TieBreaker::ScoreDifference,
            TieBreaker::TeamValue,
            TieBreaker::CoinFlip,
        ]
    }

    fn tie_breakers(&self) -> &'static [TieBreaker] {
        TIE_BREAKERS
    }

    fn own_tie_breaker_name(&self, tie_breaker: TieBreaker, lang: Lang) -> Option<&'static str> {
        let name = match tie_breaker {
            TieBreaker::Points => KillpowerWords::Points,
            TieBreaker::ScoreDifference => KillpowerWords::ScoreDifference,
            TieBreaker::ScoreFor => KillpowerWords::ScoreFor,
            TieBreaker::TeamValue => KillpowerWords::TeamValue,
            TieBreaker::CoinFlip => KillpowerWords::CoinFlip,
            TieBreaker::CasualtiesFor | TieBreaker::CasualtyDifference => {
                KillpowerWords::NotCounted
            }
            TieBreaker::HeadToHead | TieBreaker::Wins => return None,
        };
        Some(name.get(lang))
    }

    fn standings_legend(&self, lang: Lang) -> &'static str {
        KillpowerWords::Legend.get(lang)
    }

    fn score_headings(&self, lang: Lang) -> [&'static str; 3] {
        match lang {
            Lang::En => ["PF", "PA", "PΔ"],
            Lang::Fr => ["PM", "PE", "PΔ"],
        }
    }

    fn score_noun(&self, lang: Lang) -> &'static str {
        KillpowerWords::ScoreNoun.get(lang)
    }

    fn check_result(&self, report: &MatchReport, _playoff: bool) -> Result<()> {
        if report.landslide || report.home_casualties > 0 || report.away_casualties > 0 {
            return Err(KillpowerFault::ResultNotPoints.into());
        }
        if !report.events.is_empty() {
            return Err(KillpowerFault::EventsAreDreadBall.into());
        }
        crate::rules::killpower::limits::check_scores(report.home_score, report.away_score)?;
        Ok(())
    }

    fn write_result(&self, tx: &Tx<'_>, fixture: FixtureId, report: &MatchReport) -> Result<()> {
        super::result::write_result(tx, fixture, report)
    }

    fn result_points(&self, tx: &Tx<'_>, season: SeasonId) -> Result<Vec<(FixtureId, i32, i32)>> {
        let mut points = Vec::new();
        for fixture in tx.fixtures(season)? {
            if let Some(result) = tx.kpb_result(fixture.id)? {
                points.push((
                    fixture.id,
                    result.ranking[0].applied,
                    result.ranking[1].applied,
                ));
            }
        }
        Ok(points)
    }

    fn points_note(&self, lang: Lang) -> Option<&'static str> {
        Some(KillpowerWords::PointsNote.get(lang))
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
                let team = super::view::read_team(tx, header.id, lang)?;
                let race = super::reference()?.base_race();
                Ok(TeamSummary {
                    id: team.id,
                    name: team.name,
                    coach: team.coach,
                    roster: race.id.clone(),
                    roster_name: lang.pick(&race.name_en, &race.name_fr).to_string(),
                    players: team.gladiators.len(),
                    value: i64::from(team.power),
                    treasury: i64::from(team.ranking_points),
                    money: Money::Points,
                    colours: TeamColours::default(),
                })
            })
            .collect()
    }

    fn team_values(&self, tx: &Tx<'_>, league: LeagueId) -> Result<HashMap<TeamId, i64>> {
        let mut values = HashMap::new();
        for line in super::table::championship_in(tx, league)? {
            values.insert(line.team_id, i64::from(line.power));
        }
        Ok(values)
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

    fn create_league(&self, tx: &Tx<'_>, league: LeagueId, format: Option<&str>) -> Result<()> {
        let mode = match format {
            None => Mode::Championship,
            Some(TOURNAMENT) => Mode::Tournament,
            Some(other) => {
                return Err(crate::coach::games::unknown(other));
            }
        };
        tx.insert_killpower_league(league, &super::default_settings(mode)?)?;
        Ok(())
    }

    fn formats(&self) -> &'static [&'static str] {
        FORMATS
    }

    fn format_name(&self, _format: &str, lang: Lang) -> String {
        KillpowerWords::Tournament.get(lang).into()
    }

    fn check_data(&self) -> Result<()> {
        super::reference()?;
        Ok(())
    }

    fn exchange_tables(&self) -> &'static [crate::exchange::spec::TableSpec] {
        super::exchange::TABLES
    }

    fn shared_rows(
        &self,
        tx: &Tx<'_>,
        league: LeagueId,
        tables: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<Vec<(&'static str, i64, i64)>> {
        let deck = tx.killpower_cards(league)?;
        Ok(super::exchange::cards_in_deck(tables, &deck))
    }

    fn league_problems(&self, tx: &Tx<'_>, league: LeagueId) -> Result<Vec<(String, String)>> {
        super::import_check::league_problems(tx, league)
    }

    fn import_problems(
        &self,
        tx: &Tx<'_>,
        team: TeamId,
        lang: Lang,
    ) -> Result<Vec<(String, String)>> {
        super::import_check::import_problems(tx, team, lang)
    }

    fn career_statistic(&self) -> &'static str {
        "experience"
    }

    fn value_history(
        &self,
        tx: &Tx<'_>,
        query: &crate::stats::ValueQuery<'_>,
    ) -> Result<Vec<crate::stats::ValuePoint>> {
        super::stats::value_history(tx, query)
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

    fn undo_match_day(&self, tx: &Tx<'_>, fixture: FixtureId, after_result: bool) -> Result<()> {
        super::undo::undo_match_day(tx, fixture, after_result)
    }

    fn match_day_lines(&self, tx: &Tx<'_>, fixture: FixtureId) -> Result<(Vec<String>, bool)> {
        super::undo::match_day_lines(tx, fixture)
    }
}

texts! { KillpowerWords {
    Legend => "P played, W won, D drawn, L lost (an abandon counts as lost here), PF points scored, PA points conceded, PΔ difference; Pts: ranking points earned in the season.", "J joués, G gagnés, N nuls, P perdus (un abandon compte ici comme perdu), PM points marqués, PE points encaissés, PΔ différence ; Pts : points de classement gagnés dans la saison.";
    ScoreNoun => "points", "points";
    PointsNote => "Pts: the ranking points the season's results gave, by the league's Killpower Ball settings (win, division bonus, loss, draw, abandon; never below the floor).", "Pts : les points de classement des résultats de la saison, selon les réglages Killpower Ball de la ligue (victoire, bonus de division, défaite, nul, abandon ; jamais sous le minimum).";
    Tournament => "Tournament", "Tournoi";
    Points => "ranking points", "points de classement";
    ScoreDifference => "point difference", "différence de points marqués";
    ScoreFor => "points scored", "points marqués";
    TeamValue => "power", "puissance";
    CoinFlip => "the draw", "tirage au sort";
    NotCounted => "—", "—";
} }

#[cfg(test)]
mod tie_breaker_tests {
    use super::*;

    #[test]
    fn the_tie_breaker_names_are_complete() {
        crate::tr::assert_complete(KillpowerWords::ALL);
    }
}
