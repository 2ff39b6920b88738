//! What the match-day wizard asks of the store: previews (run and rolled back), the
//! records that repeat them with the same seed, and the reset.

use iced::Task;

use super::match_day::{Action, MatchDayScreen, Message, Step};
use crate::coach::bloodbowl::match_day::{
    PostmatchPlan, PrematchView, preview_postmatch, preview_prematch, record_postmatch,
    record_prematch,
};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;

impl MatchDayScreen {
    /// A refusal of the form itself: shown, and nothing asked of the store.
    fn refuse(&mut self, reason: String) -> Action {
        self.refusal = Some(reason);
        Action::None
    }

    pub(super) fn preview_pre(&mut self, db: &Db, lang: Lang) -> Action {
        let request = match self.pre.request(lang) {
            Ok(request) => request,
            Err(reason) => return self.refuse(reason),
        };
        self.refusal = None;
        let request = self.pre_preview.ask(request);
        let fixture = self.fixture;
        Action::Run(Task::perform(
            db.call(lang, move |s, c| {
                preview_prematch(s, c, fixture, &request).map(Box::new)
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
        let fixture = self.fixture;
        Action::Run(Task::perform(
            db.call(lang, move |s, c| {
                record_prematch(s, c, fixture, &request).map(Box::new)
            }),
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
            Err(failure) => {
                self.refusal = Some(failure.message);
                Action::None
            }
        }
    }

    pub(super) fn preview_post(&mut self, db: &Db, lang: Lang) -> Action {
        let report = match self.data.loaded() {
            Some(data) => self.post.report(lang, &|id| data.label(id, lang)),
            None => return Action::None,
        };
        let report = match report {
            Ok(report) => report,
            Err(reason) => return self.refuse(reason),
        };
        self.refusal = None;
        let report = self.post_preview.ask(report);
        let fixture = self.fixture;
        Action::Run(Task::perform(
            db.call(lang, move |s, c| {
                preview_postmatch(s, c, fixture, &report).map(Box::new)
            }),
            Message::PostPreviewed,
        ))
    }

    pub(super) fn post_previewed(&mut self, result: Result<Box<PostmatchPlan>, Failure>) {
        self.refusal = self.post_preview.answered(result);
    }

    pub(super) fn record_post(&mut self, db: &Db, lang: Lang) -> Action {
        let Some(report) = self.post_preview.to_record().filter(|_| !self.busy) else {
            return Action::None;
        };
        self.busy = true;
        let fixture = self.fixture;
        Action::Run(Task::perform(
            db.call(lang, move |s, c| {
                record_postmatch(s, c, fixture, &report).map(Box::new)
            }),
            Message::PostRecorded,
        ))
    }

    pub(super) fn post_recorded(
        &mut self,
        result: Result<Box<PostmatchPlan>, Failure>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        self.busy = false;
        match result {
            Ok(_) => {
                self.post_preview.clear();
                self.step = Step::Review;
                self.step_asked = true;
                Action::Changed(self.load(db, lang))
            }
            Err(failure) => {
                self.refusal = Some(failure.message);
                Action::None
            }
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
                let fresh = MatchDayScreen::new(self.fixture, Some(Step::Pre));
                *self = fresh;
                Action::Changed(self.load(db, lang))
            }
            Err(failure) => {
                self.refusal = Some(failure.message);
                Action::None
            }
        }
    }
}
