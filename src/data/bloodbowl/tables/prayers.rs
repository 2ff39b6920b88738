//! `prayers.toml`: the prayers to Nuffle (seed 001, pre-match step 6).

use serde::{Deserialize, Serialize};

use super::check::{check_entries, check_gp, check_pair, find_row};
use super::{Dice, Entry, PRAYERS_FILE};
use crate::data::{DataError, parse_toml};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PrayersFile {
    prayers: Prayers,
}

impl PrayersFile {
    pub(super) fn load(text: &str) -> Result<Prayers, DataError> {
        let file: PrayersFile = parse_toml(PRAYERS_FILE, text)?;
        file.prayers.validate()?;
        Ok(file.prayers)
    }
}

/// The prayers: the team with the lower CTV rolls once per `ctv_step_gp` of difference.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prayers {
    pub dice: Dice,
    pub ctv_step_gp: u32,
    pub rule_en: String,
    pub rule_fr: String,
    #[serde(default)]
    pub note: Option<String>,
    pub row: Vec<Entry>,
    /// The prayers that pay star player points, each once.
    pub spp: Vec<PrayerSpp>,
}

/// What a player did that a prayer pays star player points for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PrayerCount {
    Completion,
    Casualty,
    /// A casualty caused by pushing an opponent into the crowd.
    CrowdCasualty,
    /// A casualty caused by a Foul.
    FoulCasualty,
}

/// How long a prayer lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PrayerUntil {
    /// "Jusqu'à la fin du match".
    Match,
    /// "Jusqu'à la fin de la Phase": the first drive, for a prayer drawn before the match.
    Drive,
}

/// A prayer that pays star player points: `spp` for each of what it `counts`, while it
/// lasts, instead of the SPP table's award where the table has one.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PrayerSpp {
    /// The id of the prayer's row.
    pub prayer: String,
    pub counts: PrayerCount,
    pub until: PrayerUntil,
    pub spp: u32,
}

/// What the match report counts, for each prayer there is a count for: completions over
/// the whole match, and the casualties (all, by a push into the crowd, by a Foul) of the
/// first drive.
pub const PRAYER_COUNTS: [(PrayerCount, PrayerUntil); 4] = [
    (PrayerCount::Completion, PrayerUntil::Match),
    (PrayerCount::Casualty, PrayerUntil::Drive),
    (PrayerCount::CrowdCasualty, PrayerUntil::Drive),
    (PrayerCount::FoulCasualty, PrayerUntil::Drive),
];

impl Prayers {
    /// The prayer a roll gives.
    pub fn at(&self, roll: u8) -> Option<&Entry> {
        find_row(&self.row, roll)
    }

    /// How many prayers the team with the lower CTV rolls: one per whole `ctv_step_gp` of
    /// difference (the reading `note` records).
    pub fn rolls_for(&self, ctv_difference_gp: u64) -> u64 {
        ctv_difference_gp / u64::from(self.ctv_step_gp.max(1))
    }

    fn validate(&self) -> Result<(), DataError> {
        let file = PRAYERS_FILE;
        check_pair(file, "prayers", "rule", &self.rule_en, &self.rule_fr)?;
        if self.ctv_step_gp == 0 {
            let message = "ctv_step_gp must be more than 0";
            return Err(DataError::new(file, Some("prayers"), message));
        }
        check_gp(file, "prayers", "ctv_step_gp", self.ctv_step_gp)?;
        check_entries(file, "prayers", self.dice, &self.row, true)?;
        self.check_spp()
    }

    /// The prayer that pays for `count` over `until`, if any.
    pub fn paying(&self, count: PrayerCount, until: PrayerUntil) -> Option<&PrayerSpp> {
        self.spp
            .iter()
            .find(|paid| paid.counts == count && paid.until == until)
    }

    /// Each prayer paying star player points is a row of the table, once, for what the
    /// match report counts, and no two pay for the same count.
    fn check_spp(&self) -> Result<(), DataError> {
        for (index, paid) in self.spp.iter().enumerate() {
            let label = format!("prayers.spp[{index}]");
            let fail = |message: String| Err(DataError::new(PRAYERS_FILE, Some(&label), message));
            if !self.row.iter().any(|row| row.id == paid.prayer) {
                return fail(format!("no prayer `{}` in the table", paid.prayer));
            }
            if !PRAYER_COUNTS.contains(&(paid.counts, paid.until)) {
                return fail(format!(
                    "the match report counts no {:?} until the end of the {:?}",
                    paid.counts, paid.until
                ));
            }
            let earlier = &self.spp[..index];
            if earlier.iter().any(|e| e.prayer == paid.prayer)
                || earlier
                    .iter()
                    .any(|e| (e.counts, e.until) == (paid.counts, paid.until))
            {
                return fail(format!("`{}` is given twice", paid.prayer));
            }
        }
        Ok(())
    }
}
