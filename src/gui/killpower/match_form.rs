//! What the Killpower Ball match screen's forms hold, as typed, and how they become the
//! core's pre-match request and match report. A field that does not read as a number
//! is refused here, in the user's language, before anything is asked of the core.

use std::collections::{BTreeMap, BTreeSet};

use super::words::{GladiatorEdit, GladiatorRow};
use crate::coach::killpower::{
    GladiatorReport, KpbMatchReport, PrematchRequest, ReequipReport, ReplacementReport, SideReport,
};
use crate::data::Lang;
use crate::gui::dice::DiceForm;
use crate::gui::killpower::tr::Kp;
use crate::gui::tr::{Text, fill, tr};
use crate::rules::killpower::{DeathRiskInput, Ending, Side, Stat, ThrowInput};
use crate::store::FixtureId;

/// Who plays on each side: the numbers left out (none: all seven play).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PreForm {
    pub left_out: [BTreeSet<u32>; 2],
    pub dice: DiceForm,
}

impl PreForm {
    /// The request as typed, with its seed fixed; `numbers` are each side's gladiators.
    pub fn request(
        &mut self,
        fixture: FixtureId,
        numbers: [Vec<u32>; 2],
        lang: Lang,
    ) -> Result<PrematchRequest, String> {
        let lineup = |side: usize| {
            let out = &self.left_out[side];
            (!out.is_empty()).then(|| {
                numbers[side]
                    .iter()
                    .copied()
                    .filter(|n| !out.contains(n))
                    .collect()
            })
        };
        Ok(PrematchRequest {
            fixture,
            lineups: [lineup(0), lineup(1)],
            dice: self.dice.dice(lang)?,
            seed: Some(self.dice.pinned_seed(lang)?),
        })
    }
}

/// A drawn tournament match's free throws: up to two shooters a side, and each round's
/// distances (2 to 12 squares) for each shooter.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ThrowForm {
    pub shooters: [[Option<u32>; 2]; 2],
    pub rounds: Vec<[[String; 2]; 2]>,
}

/// A change to the free throws.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ThrowEdit {
    Shooter(usize, usize, u32),
    RoundAdded,
    RoundRemoved(usize),
    Distance(usize, usize, usize, String),
}

impl ThrowForm {
    pub fn edit(&mut self, edit: ThrowEdit) {
        match edit {
            ThrowEdit::Shooter(side, slot, number) if side < 2 && slot < 2 => {
                self.shooters[side][slot] = Some(number);
            }
            ThrowEdit::RoundAdded => self.rounds.push(Default::default()),
            ThrowEdit::RoundRemoved(index) if index < self.rounds.len() => {
                self.rounds.remove(index);
            }
            ThrowEdit::Distance(round, side, slot, value) if side < 2 && slot < 2 => {
                if let Some(line) = self.rounds.get_mut(round) {
                    line[side][slot] = value;
                }
            }
            _ => {}
        }
    }

    /// Every shot in order: each round, home's shooters then away's.
    fn throws(&self, lang: Lang) -> Result<Vec<ThrowInput>, String> {
        let mut throws = Vec::new();
        for (round, line) in self.rounds.iter().enumerate() {
            for side in Side::BOTH {
                let shooters = self.shooters[side.index()].iter();
                for (shooter, typed) in shooters.zip(&line[side.index()]) {
                    let Some(thrower) = *shooter else {
                        continue;
                    };
                    let typed = typed.trim();
                    let what = fill(tr(lang, Kp::DistanceOf), &[&(round + 1).to_string()]);
                    let distance = typed
                        .parse::<u32>()
                        .map_err(|_| fill(tr(lang, Text::NotANumber), &[&what, typed]))?;
                    throws.push(ThrowInput {
                        side,
                        thrower,
                        distance,
                    });
                }
            }
        }
        Ok(throws)
    }
}

/// One side's post-match, as typed (a championship's sequence 16).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SideForm {
    /// Gladiators taken off at risk of death, with the negative life they fell to and
    /// the location the blow aimed at (None: the location die is rolled).
    pub risks: Vec<(Option<u32>, String, Option<String>)>,
    pub dismissed: BTreeSet<u32>,
    /// New gladiators, with the number of the one each replaces.
    pub replacements: Vec<(Option<u32>, GladiatorRow)>,
    /// New equipment (the row's name and specialization are not used).
    pub reequip: Vec<(Option<u32>, GladiatorRow)>,
    /// A characteristic per raise: (gladiator, nth raise) → characteristic.
    pub raises: BTreeMap<(u32, usize), Stat>,
}

/// A change to a side's post-match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SideEdit {
    RiskAdded,
    RiskPlayer(usize, u32),
    RiskLife(usize, String),
    RiskAimed(usize, Option<String>),
    RiskRemoved(usize),
    Dismissed(u32, bool),
    ReplacementAdded,
    Replaces(usize, u32),
    Replacement(usize, GladiatorEdit),
    ReplacementRemoved(usize),
    ReequipAdded,
    ReequipPlayer(usize, u32),
    Reequip(usize, GladiatorEdit),
    ReequipRemoved(usize),
    Raise(u32, usize, Stat),
    RaisesCleared(u32),
}

fn remove<T>(list: &mut Vec<T>, index: usize) {
    if index < list.len() {
        list.remove(index);
    }
}

impl SideForm {
    pub fn edit(&mut self, edit: SideEdit) {
        match edit {
            SideEdit::RiskAdded => self.risks.push((None, String::new(), None)),
            SideEdit::RiskPlayer(i, n) => {
                if let Some(r) = self.risks.get_mut(i) {
                    r.0 = Some(n);
                }
            }
            SideEdit::RiskLife(i, life) => {
                if let Some(r) = self.risks.get_mut(i) {
                    r.1 = life;
                }
            }
            SideEdit::RiskAimed(i, aimed) => {
                if let Some(r) = self.risks.get_mut(i) {
                    r.2 = aimed;
                }
            }
            SideEdit::RiskRemoved(i) => remove(&mut self.risks, i),
            SideEdit::Dismissed(n, true) => {
                self.dismissed.insert(n);
            }
            SideEdit::Dismissed(n, false) => {
                self.dismissed.remove(&n);
            }
            SideEdit::ReplacementAdded => self.replacements.push(Default::default()),
            SideEdit::Replaces(i, n) => {
                if let Some(r) = self.replacements.get_mut(i) {
                    r.0 = Some(n);
                }
            }
            SideEdit::Replacement(i, e) => {
                if let Some(r) = self.replacements.get_mut(i) {
                    r.1.edit(e);
                }
            }
            SideEdit::ReplacementRemoved(i) => remove(&mut self.replacements, i),
            SideEdit::ReequipAdded => self.reequip.push(Default::default()),
            SideEdit::ReequipPlayer(i, n) => {
                if let Some(r) = self.reequip.get_mut(i) {
                    r.0 = Some(n);
                }
            }
            SideEdit::Reequip(i, e) => {
                if let Some(r) = self.reequip.get_mut(i) {
                    r.1.edit(e);
                }
            }
            SideEdit::ReequipRemoved(i) => remove(&mut self.reequip, i),
            SideEdit::Raise(n, slot, stat) => {
                self.raises.insert((n, slot), stat);
            }
            SideEdit::RaisesCleared(n) => self.raises.retain(|(player, _), _| *player != n),
        }
    }

    /// The side's report; `name` labels a gladiator in the refusals.
    fn report(&self, lang: Lang, name: &dyn Fn(u32) -> String) -> Result<SideReport, String> {
        let pick =
            |number: Option<u32>, missing: Kp| number.ok_or_else(|| tr(lang, missing).to_string());
        let mut death_risks = Vec::new();
        for (player, life, aimed) in &self.risks {
            let player = pick(*player, Kp::RiskGladiatorMissing)?;
            let life = life
                .trim()
                .parse::<i32>()
                .map_err(|_| fill(tr(lang, Kp::LifeNotNumber), &[&name(player), life.trim()]))?;
            death_risks.push(DeathRiskInput {
                player,
                life,
                aimed: aimed.clone(),
            });
        }
        let mut replacements = Vec::new();
        for (replaces, row) in &self.replacements {
            let replaces = pick(*replaces, Kp::ReplacedMissing)?;
            let who = fill(tr(lang, Kp::ReplacementOf), &[&name(replaces)]);
            replacements.push(ReplacementReport {
                replaces,
                gladiator: row.spec(&who, lang)?,
            });
        }
        let mut reequip = Vec::new();
        for (player, row) in &self.reequip {
            let player = pick(*player, Kp::ReequipGladiatorMissing)?;
            let (magic, cards) = row.equipment(&name(player), lang)?;
            reequip.push(ReequipReport {
                player,
                magic,
                cards,
            });
        }
        Ok(SideReport {
            death_risks,
            dismissed: self.dismissed.iter().copied().collect(),
            replacements,
            reequip,
            raises: self
                .raises
                .iter()
                .map(|((player, _), stat)| GladiatorReport {
                    player: *player,
                    stat: stat.id().to_string(),
                })
                .collect(),
            out: Vec::new(),
        })
    }
}

/// The report form: score, how the match ended, free throws, each side's post-match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportForm {
    pub score: [String; 2],
    pub ending: Ending,
    pub throws: ThrowForm,
    pub sides: [SideForm; 2],
    pub dice: DiceForm,
}

impl Default for ReportForm {
    fn default() -> ReportForm {
        ReportForm {
            score: Default::default(),
            ending: Ending::Time,
            throws: ThrowForm::default(),
            sides: Default::default(),
            dice: DiceForm::default(),
        }
    }
}

impl ReportForm {
    /// The report as typed, with its seed fixed. `championship`: the sides' post-match
    /// parts are read (a tournament keeps its teams); `name` labels a side's gladiator.
    pub fn report(
        &mut self,
        championship: bool,
        lang: Lang,
        name: &dyn Fn(Side, u32) -> String,
    ) -> Result<KpbMatchReport, String> {
        let score = |side: usize| match self.score[side].trim() {
            "" => Err(tr(lang, Text::ScoreMissing).to_string()),
            text => crate::gui::dice::number(text, 0, tr(lang, Text::Score), lang),
        };
        let (home_score, away_score) = (score(0)?, score(1)?);
        let side = |side: Side| -> Result<SideReport, String> {
            if !championship {
                return Ok(SideReport::default());
            }
            self.sides[side.index()].report(lang, &|n| name(side, n))
        };
        let (home, away) = (side(Side::Home)?, side(Side::Away)?);
        Ok(KpbMatchReport {
            home_score,
            away_score,
            ending: Some(self.ending),
            free_throws: self.throws.throws(lang)?,
            played_on: None,
            home,
            away,
            dice: self.dice.dice(lang)?,
            seed: Some(self.dice.pinned_seed(lang)?),
        })
    }
}
