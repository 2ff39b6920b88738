//! What the Killpower Ball match screen asks of the store: previews (run and rolled
//! back), the records that repeat them with the same seed, and the shared reset.

use iced::Task;

use super::match_day::{Action, MatchScreen, Message, Step};
use crate::coach::killpower::{
    PostmatchPreview, PrematchView, postmatch_preview, prematch_preview, record_postmatch,
    record_prematch,
};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::rules::killpower::{Mode, Side};

impl MatchScreen {
    /// A refusal of the form itself: shown, and nothing asked of the store.
    fn refuse(&mut self, reason: String) -> Action {
        self.refusal = Some(reason);
        Action::None
    }

    pub(super) fn preview_pre(&mut self, db: &Db, lang: Lang) -> Action {
        let Some(data) = self.data.loaded() else {
            return Action::None;
        };
        let numbers = [0, 1].map(|i| data.teams[i].gladiators.iter().map(|g| g.number).collect());
        let request = match self.pre.request(self.fixture, numbers, lang) {
            Ok(request) => request,
            Err(reason) => return self.refuse(reason),
        };
        self.refusal = None;
        let request = self.pre_preview.ask(request);
        Action::Run(Task::perform(
            db.call(lang, move |s, _| {
                prematch_preview(s, &request).map(Box::new)
            }),
            Message::PrePreviewed,
        ))
    }

    pub(super) fn pre_previewed(&mut self, result: Result<Box<PrematchView>, Failure>) {
        self.refusal = self.pre_preview.answered(result);
    }

    pub(super) fn record_pre(&mut self, db: &Db, lang: Lang) -> Action {
        let Some(request) = self.pre_preview.to_record().filter(|_| !self.busy) else {
            return Action::None;
        };
        self.busy = true;
        Action::Run(Task::perform(
            db.call(lang, move |s, _| record_prematch(s, &request).map(Box::new)),
            Message::PreRecorded,
        ))
    }

    pub(super) fn pre_recorded(
        &mut self,
        result: Result<Box<PrematchView>, Failure>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        self.busy = false;
        match result {
            Ok(_) => {
                self.pre_preview.clear();
                self.step_asked = true;
                Action::Changed(self.load(db, lang))
            }
            Err(failure) => self.refuse(failure.message),
        }
    }

    pub(super) fn preview_report(&mut self, db: &Db, lang: Lang) -> Action {
        let Some(data) = self.data.loaded() else {
            return Action::None;
        };
        let championship = data.mode == Mode::Championship;
        let name = |side: Side, number: u32| data.label(side, number);
        let report = match self.report.report(championship, lang, &name) {
            Ok(report) => report,
            Err(reason) => return self.refuse(reason),
        };
        self.refusal = None;
        let report = self.report_preview.ask(report);
        let fixture = self.fixture;
        Action::Run(Task::perform(
            db.call(lang, move |s, c| {
                postmatch_preview(s, c.lang, fixture, &report).map(Box::new)
            }),
            Message::ReportPreviewed,
        ))
    }

    pub(super) fn report_previewed(&mut self, result: Result<Box<PostmatchPreview>, Failure>) {
        self.refusal = self.report_preview.answered(result);
    }

    pub(super) fn record_report(&mut self, db: &Db, lang: Lang) -> Action {
        let Some(report) = self.report_preview.to_record().filter(|_| !self.busy) else {
            return Action::None;
        };
        self.busy = true;
        let fixture = self.fixture;
        Action::Run(Task::perform(
            db.call(lang, move |s, c| {
                record_postmatch(s, c.lang, fixture, &report).map(Box::new)
            }),
            Message::ReportRecorded,
        ))
    }

    pub(super) fn report_recorded(
        &mut self,
        result: Result<Box<PostmatchPreview>, Failure>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        self.busy = false;
        match result {
            Ok(_) => {
                self.report_preview.clear();
                self.step = Step::Review;
                self.step_asked = true;
                Action::Changed(self.load(db, lang))
            }
            Err(failure) => self.refuse(failure.message),
        }
    }

    pub(super) fn reset(&mut self, db: &Db, lang: Lang) -> Action {
        if self.busy {
            return Action::None;
        }
        self.busy = true;
        self.confirm_reset = false;
        let fixture = self.fixture;
        Action::Run(Task::perform(
            db.call(lang, move |s, _| {
                crate::coach::reset_result(s, fixture).map(|_| ())
            }),
            Message::ResetDone,
        ))
    }

    pub(super) fn reset_done(
        &mut self,
        result: Result<(), Failure>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        self.busy = false;
        match result {
            Ok(()) => {
                *self = MatchScreen::new(self.fixture, Some(Step::Before));
                Action::Changed(self.load(db, lang))
            }
            Err(failure) => self.refuse(failure.message),
        }
    }
}
