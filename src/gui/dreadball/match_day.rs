//! The match-day wizard: before the match (outsider bonus, MVPs, free-agent rolls,
//! hacks), the result, each player's match, and a review of the post-match sequence
//! (worked out with the dice it will record) before it is recorded in one transaction.

use std::collections::BTreeMap;

use iced::Task;

use crate::coach::dreadball::{
    AdvancementEntry, MvpOffer, PlayerReport, PostMatchPlan, PostMatchReport, PreMatch,
};
use crate::coach::{self, Context};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::widgets::Loadable;
pub use crate::gui::wizard::Step;
use crate::gui::wizard::{Flow, Scroll};
use crate::rules::dreadball::match_day::XpSource;
use crate::store::dreadball::PlayerRecord;
use crate::store::{FixtureId, PlayerId, SeasonId, Store, TeamId};

/// A change the pre-match buttons send to the store.
type Job = Box<dyn FnOnce(&mut Store, &Context) -> crate::Result<()> + Send>;

/// Everything the wizard shows, read in one go.
#[derive(Debug, Clone, PartialEq)]
pub struct DayData {
    pub day: PreMatch,
    pub season: SeasonId,
    /// MVP offers for the home and the away team.
    pub offers: [Vec<MvpOffer>; 2],
    /// The players of the home and the away team, hired ones included.
    pub players: [Vec<PlayerRecord>; 2],
}

/// What the coaches enter for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PlayerEntry {
    pub strikes: u32,
    pub kills: u32,
    pub injured: bool,
    pub dead: bool,
    pub exploits: u32,
    pub crowd: u32,
    pub other: u32,
    pub revive: bool,
    pub sign: bool,
}

/// A counter of a player's entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    Strikes,
    Kills,
    Exploits,
    Crowd,
    Other,
}

/// A yes/no of a player's entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flag {
    Injured,
    Dead,
    Revive,
    Sign,
}

#[derive(Debug)]
pub struct MatchDayScreen {
    pub fixture: FixtureId,
    /// The step, the refusal and the busy flag (the shared wizard).
    pub flow: Flow<Step>,
    pub data: Loadable<DayData>,
    /// The free-agent table picked by the home and the away coach.
    pub table: [u8; 2],
    /// The hack letter picked by the home and the away coach.
    pub hack: [Option<String>; 2],
    pub show_refused: bool,
    /// The filter of the home and the away coach's MVP list.
    pub mvp_filter: [String; 2],
    pub home_score: String,
    pub away_score: String,
    pub entries: BTreeMap<PlayerId, PlayerEntry>,
    pub man_of_the_match: [Option<PlayerId>; 2],
    pub advancements: BTreeMap<PlayerId, String>,
    /// The dice seed the review used, so recording rolls the same.
    pub seed: u64,
    pub plan: Option<PostMatchPlan>,
    pub recorded: bool,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<DayData>, Failure>),
    BackPressed,
    StepChosen(Step),
    ToggleRefused,
    MvpFilterEdited(usize, String),
    HirePressed(TeamId, String),
    TablePicked(usize, u8),
    RollPressed(usize),
    ChoosePressed(TeamId, u32),
    HackPicked(usize, String),
    HackPressed(usize),
    TakeBackPressed(i64),
    HomeScoreEdited(String),
    AwayScoreEdited(String),
    CountChanged(PlayerId, Count, i32),
    /// A count typed in its field (empty reads as 0; what is not a number is ignored).
    CountTyped(PlayerId, Count, String),
    FlagToggled(PlayerId, Flag, bool),
    ManOfTheMatchPicked(usize, PlayerId),
    AdvancementPicked(PlayerId, String),
    PreviewPressed,
    Previewed(Result<Box<PostMatchPlan>, Failure>),
    RecordPressed,
    Recorded(Result<Box<PostMatchPlan>, Failure>),
    Changed(Result<(), Failure>),
    /// Print this document (the app asks where to save it).
    Print(crate::gui::print::Document),
}

/// What the wizard asks of the window (the shared wizard's).
pub type Action = crate::gui::wizard::Action<Message>;

impl MatchDayScreen {
    /// The home and the away team's names, once the match is read.
    pub fn sides(&self) -> Option<(String, String)> {
        let line = &self.data.loaded()?.day.fixture;
        Some((line.home.clone(), line.away.clone()))
    }

    pub fn new(fixture: FixtureId, step: Option<Step>) -> MatchDayScreen {
        MatchDayScreen {
            fixture,
            flow: Flow::new(step),
            data: Loadable::Loading,
            table: [1, 1],
            hack: [None, None],
            show_refused: false,
            mvp_filter: [String::new(), String::new()],
            home_score: String::new(),
            away_score: String::new(),
            entries: BTreeMap::new(),
            man_of_the_match: [None, None],
            advancements: BTreeMap::new(),
            seed: rand::random::<u64>(),
            plan: None,
            recorded: false,
        }
    }

    pub fn load(&self, db: &Db, lang: Lang) -> Task<Message> {
        let fixture = self.fixture;
        Task::perform(
            db.call(lang, move |store, context| {
                let day = coach::dreadball::prematch(store, context, fixture)?;
                let season = day.fixture.record.season_id;
                let mut offers = [Vec::new(), Vec::new()];
                let mut players = [Vec::new(), Vec::new()];
                for (side, team) in [day.home.team_id, day.away.team_id].into_iter().enumerate() {
                    if !day.played {
                        offers[side] = coach::dreadball::mvp_offers(store, context, fixture, team)?;
                    }
                    players[side] = coach::dreadball::show_team(store, context, team)?
                        .team
                        .players;
                }
                Ok(Box::new(DayData {
                    day,
                    season,
                    offers,
                    players,
                }))
            }),
            Message::Loaded,
        )
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        match message {
            Message::Loaded(result) => {
                self.loaded(result.map(|data| *data));
                let waiting = self.plan.is_none() && self.flow.refusal.is_none();
                if self.flow.step == Step::Review && !self.recorded && waiting {
                    return self.preview(db, lang);
                }
            }
            Message::BackPressed => {
                if let Some(data) = self.data.loaded() {
                    return Action::Back(data.season);
                }
            }
            Message::StepChosen(step) => return self.choose(step, db, lang),
            Message::ToggleRefused => self.show_refused = !self.show_refused,
            Message::MvpFilterEdited(side, filter) => self.mvp_filter[side] = filter,
            // The app takes it on its way here.
            Message::Print(_) => {}
            Message::TablePicked(side, table) => self.table[side] = table,
            Message::HackPicked(side, letter) => self.hack[side] = Some(letter),
            Message::HomeScoreEdited(score) => self.home_score = score,
            Message::AwayScoreEdited(score) => self.away_score = score,
            Message::CountChanged(player, count, by) => self.count(player, count, by),
            Message::CountTyped(player, count, typed) => self.count_typed(player, count, &typed),
            Message::FlagToggled(player, flag, on) => self.flag(player, flag, on),
            Message::ManOfTheMatchPicked(side, player) => {
                self.man_of_the_match[side] =
                    Some(player).filter(|p| self.man_of_the_match[side] != Some(*p));
            }
            Message::AdvancementPicked(player, choice) => {
                self.advancements.insert(player, choice);
                return self.preview(db, lang);
            }
            Message::PreviewPressed => return self.preview(db, lang),
            Message::Previewed(result) => self.previewed(result, lang),
            Message::RecordPressed => return self.record(db, lang),
            Message::Recorded(result) => return self.recorded(result, db, lang),
            Message::Changed(result) => return self.changed(result, db, lang),
            change => return self.pre_match(change, db, lang),
        }
        Action::None
    }

    /// A step opens at its top; the review previews the post-match as it opens.
    fn choose(&mut self, step: Step, db: &Db, lang: Lang) -> Action {
        let top = self.flow.choose(step);
        if step != Step::Review || self.recorded {
            return Action::Run(top);
        }
        match self.preview(db, lang) {
            Action::Run(preview) => Action::Run(Task::batch([top, preview])),
            _ => Action::Run(top),
        }
    }

    fn loaded(&mut self, result: Result<DayData, Failure>) {
        if let Ok(data) = &result {
            let day = &data.day;
            if day.played && self.home_score.is_empty() {
                self.home_score = day.fixture.home_score.unwrap_or(0).to_string();
                self.away_score = day.fixture.away_score.unwrap_or(0).to_string();
            }
            if day.post_match_done {
                self.recorded = true;
            }
        }
        self.data = Loadable::from_result(result);
    }

    fn count_field(&mut self, player: PlayerId, count: Count) -> &mut u32 {
        let entry = self.entries.entry(player).or_default();
        match count {
            Count::Strikes => &mut entry.strikes,
            Count::Kills => &mut entry.kills,
            Count::Exploits => &mut entry.exploits,
            Count::Crowd => &mut entry.crowd,
            Count::Other => &mut entry.other,
        }
    }

    fn count(&mut self, player: PlayerId, count: Count, by: i32) {
        let field = self.count_field(player, count);
        *field = field.saturating_add_signed(by);
        self.plan = None;
    }

    fn count_typed(&mut self, player: PlayerId, count: Count, typed: &str) {
        let typed = typed.trim();
        let Ok(value) = (if typed.is_empty() {
            Ok(0)
        } else {
            typed.parse::<u32>()
        }) else {
            return;
        };
        *self.count_field(player, count) = value.min(99);
        self.plan = None;
    }

    fn flag(&mut self, player: PlayerId, flag: Flag, on: bool) {
        let entry = self.entries.entry(player).or_default();
        match flag {
            Flag::Injured => entry.injured = on,
            Flag::Dead => {
                entry.dead = on;
                entry.revive &= on;
            }
            Flag::Revive => entry.revive = on,
            Flag::Sign => entry.sign = on,
        }
        self.plan = None;
    }

    /// The pre-match buttons: each is one change in the store.
    fn pre_match(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        let Some(data) = self.data.loaded() else {
            return Action::None;
        };
        let fixture = self.fixture;
        let team_of = |side: usize| {
            if side == 0 {
                data.day.home.team_id
            } else {
                data.day.away.team_id
            }
        };
        let job: Job = match message {
            Message::HirePressed(team, mvp) => Box::new(move |s, c| {
                coach::dreadball::hire_mvp(s, c, fixture, team, &mvp).map(|_| ())
            }),
            Message::RollPressed(side) => {
                let (team, table) = (team_of(side), self.table[side]);
                Box::new(move |s, c| {
                    coach::dreadball::roll_free_agent(s, c, fixture, team, table, None, None)
                        .map(|_| ())
                })
            }
            Message::ChoosePressed(team, choice) => Box::new(move |s, c| {
                coach::dreadball::choose_free_agent(s, c, fixture, team, choice).map(|_| ())
            }),
            Message::HackPressed(side) => {
                let team = team_of(side);
                let Some(letter) = self.hack[side].clone() else {
                    return Action::None;
                };
                Box::new(move |s, c| {
                    coach::dreadball::buy_hack(s, c, fixture, team, &letter).map(|_| ())
                })
            }
            Message::TakeBackPressed(item) => {
                Box::new(move |s, c| coach::dreadball::cancel_item(s, c, fixture, item).map(|_| ()))
            }
            _ => return Action::None,
        };
        if self.flow.busy {
            return Action::None;
        }
        self.flow.busy = true;
        self.flow.edited();
        Action::Run(Task::perform(db.call(lang, job), Message::Changed))
    }

    fn changed(&mut self, result: Result<(), Failure>, db: &Db, lang: Lang) -> Action {
        self.flow.busy = false;
        if let Err(failure) = result {
            self.flow.refusal = Some(failure.message);
        }
        Action::Changed(self.load(db, lang))
    }

    /// The report as entered, with the review's seed.
    pub fn report(&self) -> PostMatchReport {
        let played = self.data.loaded().is_some_and(|d| d.day.played);
        let score = |text: &str| text.trim().parse::<u32>().ok();
        let (home, away) = if played {
            (None, None)
        } else {
            (score(&self.home_score), score(&self.away_score))
        };
        let landslide = match (home, away) {
            (Some(h), Some(a)) => Some(h.abs_diff(a) >= crate::rules::dreadball::LANDSLIDE_LEAD),
            _ => None,
        };
        let mut report = PostMatchReport {
            home_score: home,
            away_score: away,
            landslide,
            man_of_the_match: self.man_of_the_match.iter().flatten().copied().collect(),
            advancements: self
                .advancements
                .iter()
                .map(|(player, choice)| AdvancementEntry {
                    player: *player,
                    choice: choice.clone(),
                })
                .collect(),
            seed: Some(self.seed),
            ..PostMatchReport::default()
        };
        for (player, entry) in &self.entries {
            let experience: BTreeMap<XpSource, u32> = [
                (XpSource::Exploit, entry.exploits),
                (XpSource::CrowdDouble, entry.crowd),
                (XpSource::Other, entry.other),
            ]
            .into_iter()
            .filter(|(_, amount)| *amount > 0)
            .collect();
            let any = entry.strikes + entry.kills > 0 || entry.injured || entry.dead;
            if any || !experience.is_empty() {
                report.players.push(PlayerReport {
                    player: *player,
                    strikes: entry.strikes,
                    kills: entry.kills,
                    injured: entry.injured,
                    dead: entry.dead,
                    experience,
                });
            }
            if entry.dead && entry.revive {
                report.revive.push(*player);
            }
            if entry.sign {
                report.sign.push(*player);
            }
        }
        report
    }

    fn preview(&mut self, db: &Db, lang: Lang) -> Action {
        let (fixture, report) = (self.fixture, self.report());
        self.flow.edited();
        Action::Run(Task::perform(
            db.call(lang, move |s, c| {
                coach::dreadball::preview_postmatch(s, c, fixture, &report).map(Box::new)
            }),
            Message::Previewed,
        ))
    }

    fn previewed(&mut self, result: Result<Box<PostMatchPlan>, Failure>, _lang: Lang) {
        match result {
            Ok(plan) => self.plan = Some(*plan),
            Err(failure) => {
                self.plan = None;
                self.flow.refusal = Some(failure.message);
            }
        }
    }

    fn record(&mut self, db: &Db, lang: Lang) -> Action {
        if self.flow.busy || self.recorded {
            return Action::None;
        }
        self.flow.busy = true;
        let (fixture, report) = (self.fixture, self.report());
        Action::Run(Task::perform(
            db.call(lang, move |s, c| {
                coach::dreadball::record_postmatch(s, c, fixture, &report).map(Box::new)
            }),
            Message::Recorded,
        ))
    }

    fn recorded(
        &mut self,
        result: Result<Box<PostMatchPlan>, Failure>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        self.flow.busy = false;
        match result {
            Ok(plan) => {
                self.plan = Some(*plan);
                self.recorded = true;
                Action::Changed(self.load(db, lang).chain(self.flow.scroll(Scroll::Top)))
            }
            Err(failure) => self.flow.refuse(failure.message),
        }
    }
}
