//! Every kind of error a command refuses with, by area; each carries its facts and
//! words itself for the command line or the window, in English or French.

use super::bloodbowl::BloodBowlFault;
use super::command::CommandFault;
use super::dreadball::DreadBallFault;
use super::file::FileFault;
use super::fixture::FixtureFault;
use super::history::HistoryFault;
use super::input::InputFault;
use super::killpower::KillpowerFault;
use super::league::LeagueFault;
use super::lookup::LookupFault;
use super::not_found::NotFound;
use super::overrides::OverrideFault;
use super::post_match::PostMatchFault;
use super::pre_match::PreMatchFault;
use super::publish::PublishFault;
use super::report::ReportFault;
use super::revival::RevivalFault;
use super::schedule::ScheduleFault;
use super::season::SeasonFault;
use super::sheet::SheetFault;
use super::stats::StatsFault;
use super::surface::Surface;
use super::team::TeamFault;
use super::words::Wording;
use super::words::variant_names;
use crate::data::Lang;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    NotFound(NotFound),
    League(LeagueFault),
    Season(SeasonFault),
    Schedule(ScheduleFault),
    Stats(StatsFault),
    Publish(PublishFault),
    Fixture(FixtureFault),
    History(HistoryFault),
    Report(ReportFault),
    Team(TeamFault),
    DreadBall(DreadBallFault),
    BloodBowl(BloodBowlFault),
    Killpower(KillpowerFault),
    PreMatch(PreMatchFault),
    PostMatch(PostMatchFault),
    Revival(RevivalFault),
    Sheet(SheetFault),
    File(FileFault),
    Command(CommandFault),
    Input(InputFault),
    Lookup(LookupFault),
    Override(OverrideFault),
}

variant_names!(ErrorKind: NotFound, League, Season, Schedule, Stats, Publish, Fixture, History, Report, Team, DreadBall,
    BloodBowl, Killpower, PreMatch, PostMatch, Revival, Sheet, File, Command, Input, Lookup, Override);

impl ErrorKind {
    /// The message for `surface` in `lang`.
    pub fn text(&self, surface: Surface, lang: Lang) -> String {
        match self {
            ErrorKind::NotFound(fault) => fault.text(surface, lang),
            ErrorKind::League(fault) => fault.text(surface, lang),
            ErrorKind::Season(fault) => fault.text(surface, lang),
            ErrorKind::Schedule(fault) => fault.text(surface, lang),
            ErrorKind::Stats(fault) => fault.text(surface, lang),
            ErrorKind::Publish(fault) => fault.text(surface, lang),
            ErrorKind::Fixture(fault) => fault.text(surface, lang),
            ErrorKind::History(fault) => fault.text(surface, lang),
            ErrorKind::Report(fault) => fault.text(surface, lang),
            ErrorKind::Team(fault) => fault.text(surface, lang),
            ErrorKind::DreadBall(fault) => fault.text(surface, lang),
            ErrorKind::BloodBowl(fault) => fault.text(surface, lang),
            ErrorKind::Killpower(fault) => fault.text(surface, lang),
            ErrorKind::PreMatch(fault) => fault.text(surface, lang),
            ErrorKind::PostMatch(fault) => fault.text(surface, lang),
            ErrorKind::Revival(fault) => fault.text(surface, lang),
            ErrorKind::Sheet(fault) => fault.text(surface, lang),
            ErrorKind::File(fault) => fault.text(surface, lang),
            ErrorKind::Command(fault) => fault.text(surface, lang),
            ErrorKind::Input(fault) => fault.text(surface, lang),
            ErrorKind::Lookup(fault) => fault.text(surface, lang),
            ErrorKind::Override(fault) => fault.text(surface, lang),
        }
    }

    /// The variant's name within its area ("Played" of `ErrorKind::Fixture`).
    pub fn fault(&self) -> &'static str {
        match self {
            ErrorKind::NotFound(fault) => fault.variant(),
            ErrorKind::League(fault) => fault.variant(),
            ErrorKind::Season(fault) => fault.variant(),
            ErrorKind::Schedule(fault) => fault.variant(),
            ErrorKind::Stats(fault) => fault.variant(),
            ErrorKind::Publish(fault) => fault.variant(),
            ErrorKind::Fixture(fault) => fault.variant(),
            ErrorKind::History(fault) => fault.variant(),
            ErrorKind::Report(fault) => fault.variant(),
            ErrorKind::Team(fault) => fault.variant(),
            ErrorKind::DreadBall(fault) => fault.variant(),
            ErrorKind::BloodBowl(fault) => fault.variant(),
            ErrorKind::Killpower(fault) => fault.variant(),
            ErrorKind::PreMatch(fault) => fault.variant(),
            ErrorKind::PostMatch(fault) => fault.variant(),
            ErrorKind::Revival(fault) => fault.variant(),
            ErrorKind::Sheet(fault) => fault.variant(),
            ErrorKind::File(fault) => fault.variant(),
            ErrorKind::Command(fault) => fault.variant(),
            ErrorKind::Input(fault) => fault.variant(),
            ErrorKind::Lookup(fault) => fault.variant(),
            ErrorKind::Override(fault) => fault.variant(),
        }
    }
}

macro_rules! area_into_kind {
    ($($fault:ident => $area:ident),+ $(,)?) => {$(
        impl From<$fault> for ErrorKind {
            fn from(fault: $fault) -> ErrorKind {
                ErrorKind::$area(fault)
            }
        }
    )+};
}

/// A game's own refusals become the app's `Error` as every area's do.
macro_rules! game_fault_into_error {
    ($($fault:ident),+ $(,)?) => {$(
        impl From<$fault> for super::Error {
            fn from(fault: $fault) -> Self {
                super::Error::Kind(ErrorKind::from(fault))
            }
        }
    )+};
}

game_fault_into_error!(
    DreadBallFault,
    BloodBowlFault,
    KillpowerFault,
    OverrideFault
);

area_into_kind!(
    NotFound => NotFound,
    LeagueFault => League,
    SeasonFault => Season,
    ScheduleFault => Schedule,
    StatsFault => Stats,
    PublishFault => Publish,
    FixtureFault => Fixture,
    HistoryFault => History,
    ReportFault => Report,
    TeamFault => Team,
    DreadBallFault => DreadBall,
    BloodBowlFault => BloodBowl,
    KillpowerFault => Killpower,
    PreMatchFault => PreMatch,
    PostMatchFault => PostMatch,
    RevivalFault => Revival,
    SheetFault => Sheet,
    FileFault => File,
    CommandFault => Command,
    InputFault => Input,
    LookupFault => Lookup,
    OverrideFault => Override,
);

#[cfg(test)]
impl ErrorKind {
    /// Every area with the names of its variants.
    pub(super) fn areas() -> Vec<(&'static str, &'static [&'static str])> {
        vec![
            ("NotFound", NotFound::VARIANTS),
            ("League", LeagueFault::VARIANTS),
            ("Season", SeasonFault::VARIANTS),
            ("Schedule", ScheduleFault::VARIANTS),
            ("Stats", StatsFault::VARIANTS),
            ("Publish", PublishFault::VARIANTS),
            ("Fixture", FixtureFault::VARIANTS),
            ("History", HistoryFault::VARIANTS),
            ("Report", ReportFault::VARIANTS),
            ("Team", TeamFault::VARIANTS),
            ("DreadBall", DreadBallFault::VARIANTS),
            ("BloodBowl", BloodBowlFault::VARIANTS),
            ("Killpower", KillpowerFault::VARIANTS),
            ("PreMatch", PreMatchFault::VARIANTS),
            ("PostMatch", PostMatchFault::VARIANTS),
            ("Revival", RevivalFault::VARIANTS),
            ("Sheet", SheetFault::VARIANTS),
            ("File", FileFault::VARIANTS),
            ("Command", CommandFault::VARIANTS),
            ("Input", InputFault::VARIANTS),
            ("Lookup", LookupFault::VARIANTS),
            ("Override", OverrideFault::VARIANTS),
        ]
    }

    /// One example of every variant of every area.
    pub(super) fn examples() -> Vec<ErrorKind> {
        let mut all: Vec<ErrorKind> = Vec::new();
        all.extend(NotFound::examples().into_iter().map(ErrorKind::from));
        all.extend(LeagueFault::examples().into_iter().map(ErrorKind::from));
        all.extend(SeasonFault::examples().into_iter().map(ErrorKind::from));
        all.extend(ScheduleFault::examples().into_iter().map(ErrorKind::from));
        all.extend(StatsFault::examples().into_iter().map(ErrorKind::from));
        all.extend(PublishFault::examples().into_iter().map(ErrorKind::from));
        all.extend(FixtureFault::examples().into_iter().map(ErrorKind::from));
        all.extend(HistoryFault::examples().into_iter().map(ErrorKind::from));
        all.extend(ReportFault::examples().into_iter().map(ErrorKind::from));
        all.extend(TeamFault::examples().into_iter().map(ErrorKind::from));
        all.extend(DreadBallFault::examples().into_iter().map(ErrorKind::from));
        all.extend(BloodBowlFault::examples().into_iter().map(ErrorKind::from));
        all.extend(KillpowerFault::examples().into_iter().map(ErrorKind::from));
        all.extend(PreMatchFault::examples().into_iter().map(ErrorKind::from));
        all.extend(PostMatchFault::examples().into_iter().map(ErrorKind::from));
        all.extend(RevivalFault::examples().into_iter().map(ErrorKind::from));
        all.extend(SheetFault::examples().into_iter().map(ErrorKind::from));
        all.extend(FileFault::examples().into_iter().map(ErrorKind::from));
        all.extend(CommandFault::examples().into_iter().map(ErrorKind::from));
        all.extend(InputFault::examples().into_iter().map(ErrorKind::from));
        all.extend(LookupFault::examples().into_iter().map(ErrorKind::from));
        all.extend(OverrideFault::examples().into_iter().map(ErrorKind::from));
        all
    }
}
