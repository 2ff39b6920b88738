//! DreadBall's entry in the game registry (`src/games.rs`).

use crate::coach::MatchReport;
use crate::data::Lang;
use crate::data::dreadball::Reference;
use crate::games::{Game, Money, TeamSummary};
use crate::league::TieBreaker;
use std::collections::HashMap;

use crate::coach::Context;
use crate::rules::dreadball::{Settings, check_result, team_value_mc};
use crate::store::{LeagueId, PlaySettings, TeamId, Tx};
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

    fn default_play(&self) -> PlaySettings {
        PlaySettings::default()
    }

    fn tie_breakers(&self) -> &'static [TieBreaker] {
        &[
            TieBreaker::Points,
            TieBreaker::HeadToHead,
            TieBreaker::ScoreDifference,
            TieBreaker::ScoreFor,
            TieBreaker::Wins,
            TieBreaker::TeamValue,
            TieBreaker::CoinFlip,
        ]
    }

    fn tie_breaker_name(&self, tie_breaker: TieBreaker, lang: Lang) -> String {
        let (en, fr) = match tie_breaker {
            TieBreaker::Points => ("points", "points"),
            TieBreaker::ScoreDifference => ("strike difference", "différence de strikes"),
            TieBreaker::ScoreFor => ("strikes scored", "strikes marqués"),
            TieBreaker::HeadToHead => ("head-to-head", "confrontations directes"),
            TieBreaker::Wins => ("wins", "victoires"),
            TieBreaker::TeamValue => ("team value", "valeur d'équipe"),
            TieBreaker::CoinFlip => ("the coin flip", "tirage au sort"),
            TieBreaker::CasualtiesFor => ("casualties inflicted", "éliminations infligées"),
            TieBreaker::CasualtyDifference => ("casualty difference", "différence d'éliminations"),
        };
        lang.pick(en, fr).to_string()
    }

    fn has_bonus_win(&self) -> bool {
        true
    }

    fn standings_legend(&self, lang: Lang) -> &'static str {
        lang.pick(
            "P played, W won, D drawn, L lost, LS landslide wins, SF strikes scored, SA strikes conceded, SD difference.",
            "J joués, G gagnés, N nuls, P perdus, VE victoires écrasantes, SM strikes marqués, SE strikes encaissés, Diff différence.",
        )
    }

    fn score_headings(&self, lang: Lang) -> [&'static str; 3] {
        match lang {
            Lang::En => ["SF", "SA", "SD"],
            Lang::Fr => ["SM", "SE", "DS"],
        }
    }

    fn check_result(&self, report: &MatchReport, playoff: bool) -> Result<()> {
        if report.home_casualties > 0 || report.away_casualties > 0 {
            return Err(Error::Invalid(
                "DreadBall results have no casualty count; record deaths and injuries as player events".into(),
            ));
        }
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
        let context = Context::new(reference, lang);
        let settings = super::load_league(tx, league)?.settings;
        tx.teams(league)?
            .into_iter()
            .map(|team| {
                let state = context.team_state(&team)?;
                Ok(TeamSummary {
                    id: team.id,
                    roster_name: crate::present::roster_name(&context, &team.roster).to_string(),
                    players: team.players.len(),
                    value: i64::from(team_value_mc(&state, &settings, reference)),
                    treasury: team.treasury_mc,
                    money: Money::Mc,
                    name: team.name,
                    coach: team.coach,
                    roster: team.roster,
                })
            })
            .collect()
    }

    fn team_values(&self, tx: &Tx<'_>, league: LeagueId) -> Result<HashMap<TeamId, i64>> {
        let reference = Reference::bundled().map_err(Error::Data)?;
        let context = Context::new(reference, Lang::En);
        let settings = super::load_league(tx, league)?.settings;
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

    fn create_league(&self, tx: &Tx<'_>, league: LeagueId, _format: Option<&str>) -> Result<()> {
        let reference = Reference::bundled().map_err(Error::Data)?;
        tx.insert_dreadball_league(league, &Settings::defaults(reference))?;
        Ok(())
    }
}
