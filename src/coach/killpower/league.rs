//! A Killpower Ball league's own settings: its mode, whether a championship chooses its
//! powers, how experience rounds into power, the ranking points per result (read from
//! the seed's worked example, or Dugout's defaults; `data/killpower/championship.toml`)
//! and how a championship's drawn playoff match finds its winner.

use super::super::league::audit_settings;
use super::super::load_league;
use super::{reference, require_killpower, settings_of};
use serde::Serialize;

use crate::Result;
use crate::rules::killpower::{Mode, PlayoffDraw, RankingSettings, XpRounding};
use crate::store::killpower::KillpowerLeagueRecord;
use crate::store::{FieldChange, LeagueId, Store};

/// The settings a new league of `mode` starts with.
pub fn default_settings(mode: Mode) -> Result<KillpowerLeagueRecord> {
    let data = reference()?;
    let ranking = &data.championship.ranking;
    Ok(KillpowerLeagueRecord {
        mode,
        powers_chosen: false,
        xp_rounding: XpRounding::parse(&data.tables.power.experience_rounding_default)
            .unwrap_or_default(),
        ranking: RankingSettings {
            win: ranking.win,
            division_bonus: ranking.division_bonus,
            loss: ranking.loss,
            draw: ranking.draw,
            abandon: ranking.abandon,
            minimum: Some(ranking.minimum),
        },
        playoff_draw: PlayoffDraw::default(),
    })
}

/// A change to some of the settings; `None` keeps the current value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct KillpowerSettingsChange {
    pub powers_chosen: Option<bool>,
    pub xp_rounding: Option<XpRounding>,
    pub win: Option<i32>,
    pub division_bonus: Option<i32>,
    pub loss: Option<i32>,
    pub draw: Option<i32>,
    pub abandon: Option<i32>,
    /// `Some(None)`: no floor.
    pub minimum: Option<Option<i32>>,
    pub playoff_draw: Option<PlayoffDraw>,
}

impl KillpowerSettingsChange {
    pub fn is_empty(&self) -> bool {
        *self == KillpowerSettingsChange::default()
    }
}

pub fn league_settings(store: &mut Store, id: LeagueId) -> Result<KillpowerLeagueRecord> {
    store.read(|tx| {
        require_killpower(&load_league(tx, id)?)?;
        settings_of(tx, id)
    })
}

fn text<T: std::fmt::Debug>(value: T) -> String {
    format!("{value:?}")
}

pub fn change_league_settings(
    store: &mut Store,
    id: LeagueId,
    change: &KillpowerSettingsChange,
) -> Result<KillpowerLeagueRecord> {
    store.write(|tx| {
        require_killpower(&load_league(tx, id)?)?;
        let before = settings_of(tx, id)?;
        let r = before.ranking;
        let after = KillpowerLeagueRecord {
            powers_chosen: change.powers_chosen.unwrap_or(before.powers_chosen),
            xp_rounding: change.xp_rounding.unwrap_or(before.xp_rounding),
            ranking: RankingSettings {
                win: change.win.unwrap_or(r.win),
                division_bonus: change.division_bonus.unwrap_or(r.division_bonus),
                loss: change.loss.unwrap_or(r.loss),
                draw: change.draw.unwrap_or(r.draw),
                abandon: change.abandon.unwrap_or(r.abandon),
                minimum: change.minimum.unwrap_or(r.minimum),
            },
            playoff_draw: change.playoff_draw.unwrap_or(before.playoff_draw),
            ..before
        };
        crate::rules::killpower::settings::check(&after.ranking)?;
        tx.update_killpower_league(id, &after)?;
        let pairs = [
            (
                "powers_chosen",
                text(before.powers_chosen),
                text(after.powers_chosen),
            ),
            (
                "xp_rounding",
                before.xp_rounding.id().to_string(),
                after.xp_rounding.id().to_string(),
            ),
            ("ranking_win", text(r.win), text(after.ranking.win)),
            (
                "ranking_division_bonus",
                text(r.division_bonus),
                text(after.ranking.division_bonus),
            ),
            ("ranking_loss", text(r.loss), text(after.ranking.loss)),
            ("ranking_draw", text(r.draw), text(after.ranking.draw)),
            (
                "ranking_abandon",
                text(r.abandon),
                text(after.ranking.abandon),
            ),
            (
                "ranking_floor",
                text(r.minimum),
                text(after.ranking.minimum),
            ),
            (
                "playoff_draw",
                before.playoff_draw.id().to_string(),
                after.playoff_draw.id().to_string(),
            ),
        ];
        let changes: Vec<FieldChange> = pairs
            .into_iter()
            .filter(|(_, old, new)| old != new)
            .map(|(field, old, new)| FieldChange::new(field, old, new))
            .collect();
        audit_settings(
            tx,
            id,
            "Changed the Killpower Ball settings of the league".to_string(),
            changes,
        )?;
        Ok(after)
    })
}

/// One of a championship's ranking numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RankingItem {
    Win,
    /// Per division of gap, to a winner of a lower division.
    DivisionBonus,
    Loss,
    Draw,
    Abandon,
}

/// Where a default ranking number comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DefaultFrom {
    /// Read from the worked example of the seed's chapter 3.
    Example,
    /// The seed gives no number: Dugout's own default.
    Dugout,
}

/// What a ranking number is marked with wherever it is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RankingMark {
    /// The league changed it from its default.
    LeagueSetting,
    FromExample,
    DugoutDefault,
}

/// A ranking number as the league counts it, beside its default and where that is from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RankingNumber {
    pub item: RankingItem,
    pub value: i32,
    pub default: i32,
    pub default_from: DefaultFrom,
}

impl RankingNumber {
    pub fn mark(&self) -> RankingMark {
        match self.default_from {
            _ if self.value != self.default => RankingMark::LeagueSetting,
            DefaultFrom::Example => RankingMark::FromExample,
            DefaultFrom::Dugout => RankingMark::DugoutDefault,
        }
    }
}

/// The five ranking numbers of `own` (a league's settings), in the order the rules
/// give them: win, the division bonus, loss, draw, abandon.
pub fn ranking_numbers(own: &RankingSettings) -> Result<[RankingNumber; 5]> {
    let given = &reference()?.championship.ranking;
    let from = |source: &str| match source {
        "example" => DefaultFrom::Example,
        _ => DefaultFrom::Dugout,
    };
    let number = |item, value, default, source: &String| RankingNumber {
        item,
        value,
        default,
        default_from: from(source),
    };
    Ok([
        number(RankingItem::Win, own.win, given.win, &given.win_source),
        number(
            RankingItem::DivisionBonus,
            own.division_bonus,
            given.division_bonus,
            &given.division_bonus_source,
        ),
        number(RankingItem::Loss, own.loss, given.loss, &given.loss_source),
        number(RankingItem::Draw, own.draw, given.draw, &given.draw_source),
        number(
            RankingItem::Abandon,
            own.abandon,
            given.abandon,
            &given.abandon_source,
        ),
    ])
}

/// The bounds `league settings` keeps a league's Killpower Ball settings within (its
/// ranking numbers), so that an import checks the same.
pub fn check_league_settings(settings: &KillpowerLeagueRecord) -> Result<()> {
    Ok(crate::rules::killpower::settings::check(&settings.ranking)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_ranking_number_says_where_it_comes_from() {
        let mut own = default_settings(Mode::Championship).unwrap().ranking;
        let marks = ranking_numbers(&own).unwrap().map(|n| (n.item, n.mark()));
        assert_eq!(
            marks,
            [
                (RankingItem::Win, RankingMark::FromExample),
                (RankingItem::DivisionBonus, RankingMark::FromExample),
                (RankingItem::Loss, RankingMark::FromExample),
                (RankingItem::Draw, RankingMark::DugoutDefault),
                (RankingItem::Abandon, RankingMark::DugoutDefault),
            ]
        );
        own.draw = 1;
        let draw = ranking_numbers(&own).unwrap()[3];
        assert_eq!((draw.value, draw.default), (1, 0));
        assert_eq!(draw.mark(), RankingMark::LeagueSetting);
    }
}
