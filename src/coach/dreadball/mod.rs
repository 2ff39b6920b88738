//! DreadBall's entry in the game registry (`src/games.rs`).

use crate::data::Lang;
use crate::data::dreadball::Reference;
use crate::games::{Game, Money};
use crate::league::TieBreaker;
use crate::rules::dreadball::Settings;
use crate::store::{LeagueId, PlaySettings, Tx};
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

    fn create_league(&self, tx: &Tx<'_>, league: LeagueId, _format: Option<&str>) -> Result<()> {
        let reference = Reference::bundled().map_err(Error::Data)?;
        tx.insert_dreadball_league(league, &Settings::defaults(reference))?;
        Ok(())
    }
}
