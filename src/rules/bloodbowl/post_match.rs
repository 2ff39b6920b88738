//! The post-match arithmetic of seed 001, pure: winnings (step 1), residency (step 2),
//! sponsorship (step 3), dedicated fans (step 4), star player points (the table after
//! step 4), advancements (step 5), costly errors (step 7) and the current team value with
//! inducements (step 8). The numbers come from `data/bloodbowl/tables/`; only the way they
//! combine is here.

use crate::data::bloodbowl::tables::{
    Advancement, Characteristic, CharacteristicRow, CostlyErrors, CostlyOutcome, DedicatedFans,
    Dice, Each, Loss, Modifier, OpenEntry, Residency, RolledGp, Sponsorship, Spp, Winnings,
};

/// How the sum of the two fan factors is halved when it is odd. The seed does not say
/// (`post_match.toml`, `[winnings] note`): a league setting, Dugout's default `Down`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Halving {
    #[default]
    Down,
    Up,
}

/// Step 1: (the sum of both fan factors / 2 + the touchdowns the team scored) × 10,000 gp.
pub fn winnings_gp(
    table: &Winnings,
    fan_factors: [u32; 2],
    touchdowns: u32,
    halving: Halving,
) -> u64 {
    let sum = u64::from(fan_factors[0]) + u64::from(fan_factors[1]);
    let divisor = u64::from(table.fan_factor_divisor.max(1));
    let half = match halving {
        Halving::Down => sum / divisor,
        Halving::Up => sum.div_ceil(divisor),
    };
    (half + u64::from(touchdowns)) * u64::from(table.unit_gp)
}

/// What a player did in a match that earns star player points.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SppEarned {
    pub touchdowns: u32,
    pub casualties: u32,
    pub completions: u32,
    pub interceptions: u32,
    pub deflections: u32,
    /// Times named Most Valuable Player (0 or 1 in a match).
    pub mvps: u32,
}

impl SppEarned {
    /// Each count with the id of its award in the SPP table.
    fn counts(&self) -> [(&'static str, u32); 6] {
        [
            ("touchdown", self.touchdowns),
            ("casualty", self.casualties),
            ("completion", self.completions),
            ("interception", self.interceptions),
            ("deflection", self.deflections),
            ("mvp", self.mvps),
        ]
    }
}

/// The star player points `earned` is worth by the SPP table, or the award the table
/// lacks.
pub fn spp(table: &Spp, earned: &SppEarned) -> Result<u64, &'static str> {
    earned.counts().iter().try_fold(0u64, |total, (id, count)| {
        let award = table
            .award
            .iter()
            .find(|award| award.id == *id)
            .ok_or(*id)?;
        Ok(total + u64::from(award.spp) * u64::from(*count))
    })
}

/// The four kinds of advancement the seed prices (its columns).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdvancementKind {
    RandomPrimary,
    /// The seed's second column: a chosen primary skill, or a random secondary one.
    ChosenPrimary,
    ChosenSecondary,
    RandomCharacteristic,
}

impl AdvancementKind {
    pub const ALL: [AdvancementKind; 4] = [
        AdvancementKind::RandomPrimary,
        AdvancementKind::ChosenPrimary,
        AdvancementKind::ChosenSecondary,
        AdvancementKind::RandomCharacteristic,
    ];

    /// The id of the kind in `advancement.toml`.
    pub fn id(self) -> &'static str {
        match self {
            AdvancementKind::RandomPrimary => "random-primary",
            AdvancementKind::ChosenPrimary => "chosen-primary-or-random-secondary",
            AdvancementKind::ChosenSecondary => "chosen-secondary",
            AdvancementKind::RandomCharacteristic => "random-characteristic",
        }
    }

    /// The kind a user typed: the seed's id, or the short names the command line takes
    /// (`chosen-primary` and `random-secondary` are the seed's second column).
    pub fn parse(text: &str) -> Option<AdvancementKind> {
        let text = text.trim().to_lowercase();
        match text.as_str() {
            "random-primary" => Some(AdvancementKind::RandomPrimary),
            "chosen-primary" | "random-secondary" | "chosen-primary-or-random-secondary" => {
                Some(AdvancementKind::ChosenPrimary)
            }
            "chosen-secondary" => Some(AdvancementKind::ChosenSecondary),
            "random-characteristic" => Some(AdvancementKind::RandomCharacteristic),
            _ => None,
        }
    }
}

/// What an advancement costs and adds: its SPP for the player's level and the value it
/// adds to the player (for a characteristic, the one improved decides).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AdvancementCost {
    pub spp: u32,
    /// None for a random characteristic whose characteristic is not known yet.
    pub value_gp: Option<u32>,
}

/// The cost of an advancement of `kind` for a player of `level` (1 for the first
/// advancement, 6 for the sixth), or None past the seed's levels.
pub fn advancement_cost(
    table: &Advancement,
    level: u8,
    kind: AdvancementKind,
    characteristic: Option<Characteristic>,
) -> Option<AdvancementCost> {
    let spp = table.spp(level, kind.id())?;
    let value_gp = match kind {
        AdvancementKind::RandomCharacteristic => {
            characteristic.map(|c| table.characteristic_value_gp.get(c))
        }
        _ => table.kind(kind.id()).and_then(|k| k.value_gp),
    };
    Some(AdvancementCost { spp, value_gp })
}

/// How many times one characteristic of a player may be improved (`advancement.toml`,
/// `note`: "2 augmentations max").
pub const CHARACTERISTIC_IMPROVEMENTS_MAX: usize = 2;

/// The characteristics a random improvement's row lets the coach choose from, less those
/// the player has already improved twice; empty when the player must take a secondary
/// skill instead.
pub fn characteristic_choices(
    row: &CharacteristicRow,
    improved: &[Characteristic],
) -> Vec<Characteristic> {
    row.choices
        .iter()
        .copied()
        .filter(|choice| {
            improved.iter().filter(|done| *done == choice).count() < CHARACTERISTIC_IMPROVEMENTS_MAX
        })
        .collect()
}

/// What a costly error takes, once its own dice (if any) are rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CostlyLoss {
    Nothing,
    /// The amount rolled: the dice times `times_gp`.
    Rolled(RolledGp),
    /// A known amount (half the treasury, rounded down).
    Fixed(u64),
    /// Everything but the amount rolled.
    AllBut(RolledGp),
}

/// The costly error a treasury and a D6 roll give.
#[derive(Debug, Clone, Copy)]
pub struct CostlyError<'t> {
    pub outcome: &'t CostlyOutcome,
    /// The treasury band (the table's column), from 0.
    pub band: usize,
    pub loss: CostlyLoss,
}

/// Step 7: the outcome of `roll` (a D6) for a team holding `treasury_gp`, or None when
/// the roll is not a D6 face. Every treasury has a band (`CostlyErrors::band_for`).
pub fn costly_error(table: &CostlyErrors, treasury_gp: u64, roll: u8) -> Option<CostlyError<'_>> {
    let band = table.band_for(treasury_gp)?;
    let outcome = table.outcome(treasury_gp, roll)?;
    let loss = match (outcome.loss, outcome.roll) {
        (Loss::None, _) => CostlyLoss::Nothing,
        (Loss::Roll, Some(rolled)) => CostlyLoss::Rolled(rolled),
        (Loss::AllButRoll, Some(rolled)) => CostlyLoss::AllBut(rolled),
        (Loss::Half, _) => {
            let step = u64::from(outcome.round_down_gp.unwrap_or(1).max(1));
            CostlyLoss::Fixed(treasury_gp / 2 / step * step)
        }
        (Loss::Roll | Loss::AllButRoll, None) => return None,
    };
    Some(CostlyError {
        outcome,
        band,
        loss,
    })
}

impl CostlyLoss {
    /// The dice still to roll to know the loss, if any.
    pub fn dice(self) -> Option<Dice> {
        match self {
            CostlyLoss::Rolled(rolled) | CostlyLoss::AllBut(rolled) => Some(rolled.dice),
            CostlyLoss::Nothing | CostlyLoss::Fixed(_) => None,
        }
    }

    /// What the team loses from `treasury_gp`, given the total of the loss's own dice
    /// (ignored when it has none); never more than the treasury holds. None when the
    /// dice are needed but not given, or the total is not a face of those dice.
    pub fn settle(self, treasury_gp: u64, dice_total: Option<u8>) -> Option<u64> {
        let rolled = |rolled: RolledGp| -> Option<u64> {
            let total = dice_total?;
            let (low, high) = rolled.dice.faces();
            (low..=high)
                .contains(&total)
                .then(|| u64::from(total) * u64::from(rolled.times_gp))
        };
        let loss = match self {
            CostlyLoss::Nothing => 0,
            CostlyLoss::Fixed(gp) => gp,
            CostlyLoss::Rolled(dice) => rolled(dice)?,
            CostlyLoss::AllBut(dice) => treasury_gp.saturating_sub(rolled(dice)?),
        };
        Some(loss.min(treasury_gp))
    }
}

/// How a match went for one team, as the post-match modifiers count it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TeamMatch {
    pub won: bool,
    pub lost: bool,
    pub playoff: bool,
    pub dedicated_fans: u32,
    pub touchdowns: u32,
    pub casualties: u32,
    /// The sponsorship the team holds (an id of `[[sponsorship.option]]`: one-off,
    /// extended, major), if any.
    pub sponsorship: Option<&'static str>,
}

impl TeamMatch {
    /// What `modifier` adds for this match, or its id when the rules here do not know
    /// when it applies.
    fn modifier(&self, modifier: &Modifier) -> Result<i64, String> {
        let times = match modifier.each {
            Each::DedicatedFan => self.dedicated_fans,
            Each::Touchdown => self.touchdowns,
            Each::Casualty => self.casualties,
            Each::Once => match modifier.id.as_str() {
                "win" | "match-won" => u32::from(self.won),
                "match-lost" => u32::from(self.lost),
                "play-off" => u32::from(self.playoff),
                "extended-sponsorship" => u32::from(self.sponsorship == Some("extended")),
                "major-sponsorship" => u32::from(self.sponsorship == Some("major")),
                "dedicated-fans-over-3" => u32::from(self.dedicated_fans > 3),
                other => return Err(other.to_string()),
            },
        };
        Ok(i64::from(modifier.value) * i64::from(times))
    }
}

/// Step 3: a D16 plus the sponsorship modifiers; on `target` (20) or more the team may
/// take a sponsorship.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SponsorshipRoll {
    pub total: i64,
    pub earned: bool,
}

pub fn sponsorship(
    table: &Sponsorship,
    team: &TeamMatch,
    d16: u8,
) -> Result<SponsorshipRoll, String> {
    let modifiers = table
        .modifier
        .iter()
        .map(|modifier| team.modifier(modifier))
        .sum::<Result<i64, String>>()?;
    let total = i64::from(d16) + modifiers;
    Ok(SponsorshipRoll {
        total,
        earned: total >= i64::from(table.target),
    })
}

/// Step 4: the winner's D6 at least its dedicated fans raises them by one, the loser's
/// D6 below them lowers them by one (never under 1, what every team starts with); no
/// roll after a draw unless the table says so. The new number of dedicated fans.
pub fn dedicated_fans_after(table: &DedicatedFans, team: &TeamMatch, d6: u8) -> u32 {
    let fans = team.dedicated_fans;
    let drawn = !team.won && !team.lost;
    if drawn && !table.roll_on_draw {
        return fans;
    }
    if team.won && u32::from(d6) >= fans {
        fans + 1
    } else if team.lost && u32::from(d6) < fans {
        (fans - 1).max(1)
    } else {
        fans
    }
}

/// Step 2: the roll to become resident in the stadium played in: a D6 and the residency
/// modifiers; the result the total gives.
#[derive(Debug, Clone, Copy)]
pub struct ResidencyRoll<'t> {
    pub total: i64,
    pub result: &'t OpenEntry,
}

pub fn residency<'t>(
    table: &'t Residency,
    team: &TeamMatch,
    d6: u8,
) -> Result<ResidencyRoll<'t>, String> {
    let modifiers = table
        .modifier
        .iter()
        .map(|modifier| team.modifier(modifier))
        .sum::<Result<i64, String>>()?;
    let total = i64::from(d6) + modifiers;
    let clamped = i32::try_from(total).unwrap_or(if total < 0 { i32::MIN } else { i32::MAX });
    let result = table
        .result_for(clamped)
        .ok_or_else(|| format!("no residency result for {total}"))?;
    Ok(ResidencyRoll { total, result })
}

/// Step 8: the current team value with the inducements bought for the match, which the
/// prayers to Nuffle compare (pre-match step 5: "recalculer VEA après achats").
pub fn ctv_with_inducements(ctv_gp: u64, inducements_gp: u64) -> u64 {
    ctv_gp.saturating_add(inducements_gp)
}

/// Step 5: whether a player with `spp` unspent star player points can take an
/// advancement of `kind` at `level`; None past the seed's levels.
pub fn can_advance(
    table: &Advancement,
    spp: u32,
    level: u8,
    kind: AdvancementKind,
) -> Option<bool> {
    table.spp(level, kind.id()).map(|cost| spp >= cost)
}
