//! What the Blood Bowl match-day wizard's forms hold, as typed, and how they become the
//! core's pre-match request and post-match report. A field that does not read as a
//! number is refused here, in the user's language, before anything is asked of the core.

use std::collections::{BTreeMap, BTreeSet};

use super::match_day_data::DayData;

use crate::coach::bloodbowl::match_day::{InducementLine, PostmatchReport, PrematchRequest};
use crate::data::Lang;
use crate::data::Named;
use crate::data::bloodbowl::tables::{Characteristic, PrayerCount, PrayerUntil};
use crate::data::bloodbowl::{Category, Reference};
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::bloodbowl::tr::Bp;
use crate::gui::tr::{Text, fill, tr};
use crate::rules::bloodbowl::match_day::{AdvanceInput, PlayerMatch, TeamChoices};
use crate::rules::bloodbowl::pre_match::Side;

pub use crate::gui::dice::{DiceEdit, DiceForm, number};
pub use crate::gui::widgets::Pick;

/// One inducement line as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InducementRow {
    pub id: String,
    pub count: String,
    /// The price of each, for the inducements priced by what is hired.
    pub price: String,
}

/// The pre-match form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PreForm {
    pub inducements: [Vec<InducementRow>; 2],
    /// The inducement chosen in each side's list, before it is added.
    pub chosen: [Option<String>; 2],
    pub own_stadium: Option<Side>,
    pub toss_winner_kicks: bool,
    /// The ball the kicking coach chooses, by id; none rolls the D16.
    pub ball: Option<String>,
    pub dice: DiceForm,
}

impl PreForm {
    /// The request as typed, with its seed fixed (a fresh one when none is typed).
    pub fn request(&self, lang: Lang) -> Result<PrematchRequest, String> {
        let lines = |side: usize| -> Result<Vec<InducementLine>, String> {
            self.inducements[side]
                .iter()
                .map(|row| {
                    let price = row.price.trim();
                    Ok(InducementLine {
                        id: row.id.clone(),
                        count: number(&row.count, 1, tr(lang, Bb::Count), lang)?,
                        price_gp: match price {
                            "" => None,
                            _ => Some(number(price, 0, tr(lang, Bb::PriceEach), lang)?),
                        },
                    })
                })
                .collect()
        };
        Ok(PrematchRequest {
            seed: Some(self.dice.seed(lang)?),
            dice: self.dice.dice(lang)?,
            home_inducements: lines(0)?,
            away_inducements: lines(1)?,
            own_stadium: self.own_stadium,
            toss_winner_kicks: self.toss_winner_kicks,
            ball: self.ball.clone(),
        })
    }
}

/// What a player did, as typed: touchdowns, casualties, completions, interceptions,
/// deflections, then the first drive's casualties a prayer to Nuffle pays for (of
/// casualties, by a push into the crowd, by a Foul).
pub type Counts = [String; COUNT_COLUMNS];

/// How many counts a player's line has.
pub const COUNT_COLUMNS: usize = COUNTS.len() + PRAYER_COUNTS.len();

/// The columns every player's line has, in order.
pub const COUNTS: [Bb; 5] = [
    Bb::Touchdowns,
    Bb::Casualties,
    Bb::Completions,
    Bb::Interceptions,
    Bb::Deflections,
];

/// The columns after them, each shown for the side that drew the prayer paying for it:
/// its label, and what it counts.
pub const PRAYER_COUNTS: [(Bp, PrayerCount); 3] = [
    (Bp::DriveCasualties, PrayerCount::Casualty),
    (Bp::CrowdCasualties, PrayerCount::CrowdCasualty),
    (Bp::FoulCasualties, PrayerCount::FoulCasualty),
];

/// The prayer columns (by index in [`Counts`]) `side` shows: those whose prayer it drew
/// before the match.
pub fn prayer_columns(data: &DayData, side: usize) -> Vec<usize> {
    let Ok(reference) = Reference::bundled() else {
        return Vec::new();
    };
    let drawn = side_prayers(data, side);
    PRAYER_COUNTS
        .iter()
        .enumerate()
        .filter(|(_, (_, count))| {
            reference
                .tables
                .prayers
                .paying(*count, PrayerUntil::Drive)
                .is_some_and(|paid| drawn.contains(&paid.prayer))
        })
        .map(|(index, _)| COUNTS.len() + index)
        .collect()
}

/// The prayers to Nuffle `side` drew before the match (none for the other side).
pub fn side_prayers(data: &DayData, side: usize) -> &[String] {
    let key = if side == 0 { "home" } else { "away" };
    let prayed = data
        .stored
        .prematch
        .as_ref()
        .and_then(|p| p.prayers_side.as_deref());
    if prayed == Some(key) {
        &data.stored.prayers
    } else {
        &[]
    }
}

/// A team's post-match choices as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TeamForm {
    /// None: drawn at random.
    pub mvp: Option<i64>,
    pub try_residency: bool,
    pub refuse_residency: bool,
    pub keep_residency_gp: String,
    pub stadium_payment_gp: String,
    pub buy_stadium: bool,
    pub sell_stadium: bool,
    pub sponsorship: Option<String>,
    pub sign: BTreeSet<i64>,
    pub rerolls: String,
    pub assistants: String,
    pub cheerleaders: String,
    pub apothecary: bool,
}

/// A change to a team's choices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamEdit {
    Mvp(Option<i64>),
    TryResidency(bool),
    RefuseResidency(bool),
    KeepResidency(String),
    StadiumPayment(String),
    BuyStadium(bool),
    SellStadium(bool),
    Sponsorship(Option<String>),
    Sign(i64, bool),
    Rerolls(String),
    Assistants(String),
    Cheerleaders(String),
    Apothecary(bool),
}

impl TeamForm {
    pub fn edit(&mut self, edit: TeamEdit) {
        match edit {
            TeamEdit::Mvp(player) => self.mvp = player,
            TeamEdit::TryResidency(on) => self.try_residency = on,
            TeamEdit::RefuseResidency(on) => self.refuse_residency = on,
            TeamEdit::KeepResidency(gp) => self.keep_residency_gp = gp,
            TeamEdit::StadiumPayment(gp) => self.stadium_payment_gp = gp,
            TeamEdit::BuyStadium(on) => self.buy_stadium = on,
            TeamEdit::SellStadium(on) => self.sell_stadium = on,
            TeamEdit::Sponsorship(id) => self.sponsorship = id,
            TeamEdit::Sign(player, true) => {
                self.sign.insert(player);
            }
            TeamEdit::Sign(player, false) => {
                self.sign.remove(&player);
            }
            TeamEdit::Rerolls(n) => self.rerolls = n,
            TeamEdit::Assistants(n) => self.assistants = n,
            TeamEdit::Cheerleaders(n) => self.cheerleaders = n,
            TeamEdit::Apothecary(on) => self.apothecary = on,
        }
    }

    fn choices(&self, lang: Lang) -> Result<TeamChoices, String> {
        let count = |text: &str, what: &'static str| number(text, 0, what, lang);
        Ok(TeamChoices {
            mvp: self.mvp,
            try_residency: self.try_residency,
            refuse_residency: self.refuse_residency,
            keep_residency_gp: count(&self.keep_residency_gp, tr(lang, Bb::KeepResidency))?,
            stadium_payment_gp: count(&self.stadium_payment_gp, tr(lang, Bb::StadiumPayment))?,
            buy_stadium: self.buy_stadium,
            sell_stadium: self.sell_stadium,
            sponsorship: self.sponsorship.clone(),
            sign_journeymen: self.sign.iter().copied().collect(),
            rerolls: count(&self.rerolls, tr(lang, Bb::Rerolls))?,
            assistants: count(&self.assistants, tr(lang, Bb::AssistantCoaches))?,
            cheerleaders: count(&self.cheerleaders, tr(lang, Text::Cheerleaders))?,
            apothecary: self.apothecary,
        })
    }
}

/// The advancement kinds a coach picks from, as the core reads them.
pub const ADVANCE_KINDS: [(&str, Bb); 5] = [
    ("random-primary", Bb::RandomPrimary),
    ("chosen-primary", Bb::ChosenPrimary),
    ("random-secondary", Bb::RandomSecondary),
    ("chosen-secondary", Bb::ChosenSecondary),
    ("random-characteristic", Bb::RandomCharacteristic),
];

/// One advancement as chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdvanceRow {
    pub player: Option<i64>,
    pub kind: &'static str,
    pub skill: Option<String>,
    pub category: Option<Category>,
    pub characteristic: Option<Characteristic>,
}

impl Default for AdvanceRow {
    fn default() -> AdvanceRow {
        AdvanceRow {
            player: None,
            kind: ADVANCE_KINDS[0].0,
            skill: None,
            category: None,
            characteristic: None,
        }
    }
}

/// A change to an advancement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdvanceEdit {
    Player(i64),
    Kind(&'static str),
    Skill(Option<String>),
    Category(Option<Category>),
    Characteristic(Option<Characteristic>),
}

impl AdvanceRow {
    pub fn edit(&mut self, edit: AdvanceEdit) {
        match edit {
            AdvanceEdit::Player(player) => self.player = Some(player),
            AdvanceEdit::Kind(kind) => self.kind = kind,
            AdvanceEdit::Skill(skill) => self.skill = skill,
            AdvanceEdit::Category(category) => self.category = category,
            AdvanceEdit::Characteristic(c) => self.characteristic = c,
        }
    }
}

/// The result and post-match forms.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PostForm {
    pub score: [String; 2],
    /// The fan factor each side lost during the match, as typed (empty: none).
    pub fan_factor_lost: [String; 2],
    pub counts: BTreeMap<i64, Counts>,
    /// Each casualty suffered, with the apothecary tick.
    pub casualties: Vec<(i64, bool)>,
    pub casualty_chosen: Option<i64>,
    pub teams: [TeamForm; 2],
    pub advancements: Vec<AdvanceRow>,
    pub dice: DiceForm,
}

impl PostForm {
    /// The report as typed, with its seed fixed (a fresh one when none is typed).
    /// `names` gives a player's label for the messages.
    pub fn report(
        &self,
        lang: Lang,
        names: &dyn Fn(i64) -> String,
    ) -> Result<PostmatchReport, String> {
        let score = |side: usize| {
            let what = tr(lang, Text::Score);
            match self.score[side].trim() {
                "" => Err(fill(tr(lang, Text::ScoreMissing), &[])),
                text => number(text, 0, what, lang),
            }
        };
        let mut players = Vec::new();
        for (player, counts) in &self.counts {
            let name = names(*player);
            let mut n = [0u32; COUNT_COLUMNS];
            for (slot, text) in n.iter_mut().zip(counts) {
                *slot = number(text, 0, &name, lang)?;
            }
            if n.iter().any(|v| *v > 0) {
                players.push(PlayerMatch {
                    player: *player,
                    touchdowns: n[0],
                    casualties: n[1],
                    completions: n[2],
                    interceptions: n[3],
                    deflections: n[4],
                    drive_casualties: n[5],
                    crowd_casualties: n[6],
                    foul_casualties: n[7],
                });
            }
        }
        let advancements = self
            .advancements
            .iter()
            .map(|row| {
                let player = row
                    .player
                    .ok_or_else(|| tr(lang, Bb::AdvancePlayerMissing).to_string())?;
                Ok(AdvanceInput {
                    player,
                    kind: row.kind.to_string(),
                    skill: row.skill.clone(),
                    category: row.category,
                    characteristic: row.characteristic,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(PostmatchReport {
            game: None,
            home_score: score(0)?,
            away_score: score(1)?,
            played_on: None,
            seed: Some(self.dice.seed(lang)?),
            dice: self.dice.dice(lang)?,
            players,
            casualties: self
                .casualties
                .iter()
                .map(
                    |(player, apothecary)| crate::coach::bloodbowl::match_day::CasualtyLine {
                        player: *player,
                        apothecary: *apothecary,
                    },
                )
                .collect(),
            advancements,
            home: self.teams[0].choices(lang)?,
            away: self.teams[1].choices(lang)?,
            home_fan_factor_change: self.fan_factor_change(0, lang)?,
            away_fan_factor_change: self.fan_factor_change(1, lang)?,
        })
    }

    /// A side's fan-factor change: minus the points typed as lost (the report's limits
    /// hold it to what a fan factor can lose).
    fn fan_factor_change(&self, side: usize, lang: Lang) -> Result<i32, String> {
        let what = tr(lang, Bb::FanFactorLost);
        let lost = number(&self.fan_factor_lost[side], 0, what, lang)?;
        Ok(i32::try_from(lost).map_or(i32::MIN, |lost| -lost))
    }
}

// ----- The choices the forms' lists offer -----

/// "Team — #7 Name" for a player of either side.
pub(super) fn side_label(data: &DayData, id: i64, lang: Lang) -> String {
    match data.player(id) {
        Some((side, p)) => format!("{} — #{} {}", data.teams[side].name, p.number, p.name),
        None => data.label(id, lang),
    }
}

/// The players who play on `sides`, labelled (with their team when `with_team`).
pub(super) fn players_of(
    data: &DayData,
    sides: &[usize],
    with_team: bool,
    lang: Lang,
) -> Vec<Pick<i64>> {
    sides
        .iter()
        .flat_map(|side| data.playing(*side))
        .map(|p| Pick {
            value: p.id.0,
            label: if with_team {
                side_label(data, p.id.0, lang)
            } else {
                format!("#{} {}", p.number, p.name)
            },
        })
        .collect()
}

/// "None" first, then each choice.
fn with_none<T>(lang: Lang, items: impl Iterator<Item = (T, String)>) -> Vec<Pick<Option<T>>> {
    std::iter::once(Pick {
        value: None,
        label: tr(lang, Bb::NoneChosen).to_string(),
    })
    .chain(items.map(|(value, label)| Pick {
        value: Some(value),
        label,
    }))
    .collect()
}

pub(super) fn sponsorship_options(lang: Lang) -> Vec<Pick<Option<String>>> {
    let options = Reference::bundled()
        .map(|r| r.tables.post_match.sponsorship.option.clone())
        .unwrap_or_default();
    with_none(
        lang,
        options
            .into_iter()
            .map(|o| (o.id.clone(), lang.pick(&o.name_en, &o.name_fr).to_string())),
    )
}

pub(super) fn skill_options(lang: Lang) -> Vec<Pick<Option<String>>> {
    let mut skills: Vec<(String, String)> = Reference::bundled()
        .map(|r| {
            r.skills
                .iter()
                .filter(|s| s.category != Category::Trait)
                .map(|s| (s.id.clone(), s.name(lang).to_string()))
                .collect()
        })
        .unwrap_or_default();
    skills.sort_by(|a, b| a.1.cmp(&b.1));
    with_none(lang, skills.into_iter())
}

pub(super) fn category_options(lang: Lang) -> Vec<Pick<Option<Category>>> {
    let name = |c: Category| match c {
        Category::Agility => Bb::SkillsAgility,
        Category::General => Bb::SkillsGeneral,
        Category::Mutation => Bb::SkillsMutation,
        Category::Passing => Bb::SkillsPassing,
        Category::Strength => Bb::SkillsStrength,
        Category::Trait => Bb::SkillsTraits,
    };
    with_none(
        lang,
        Category::ALL
            .into_iter()
            .filter(|c| *c != Category::Trait)
            .map(|c| (c, tr(lang, name(c)).to_string())),
    )
}

pub(super) fn characteristic_options(lang: Lang) -> Vec<Pick<Option<Characteristic>>> {
    let all = [
        (Characteristic::Ma, Bb::StatMa),
        (Characteristic::St, Bb::StatSt),
        (Characteristic::Ag, Bb::StatAg),
        (Characteristic::Pa, Bb::StatPa),
        (Characteristic::Av, Bb::StatAv),
    ];
    with_none(
        lang,
        all.into_iter()
            .map(|(c, label)| (c, tr(lang, label).to_string())),
    )
}
