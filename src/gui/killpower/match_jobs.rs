//! What the Killpower Ball match screen asks of the store, through the shared wizard
//! (`gui::wizard`): its two halves (before the match, the report), each previewed then
//! recorded with the same seed, and the shared reset.

use super::match_day::{Action, MatchScreen, Message, Step};
use crate::coach::killpower::{
    KpbMatchReport, PostmatchPreview, PrematchRequest, PrematchView, postmatch_preview,
    prematch_preview, record_postmatch, record_prematch,
};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::wizard::{Answer, Half, StoreAccess};
use crate::rules::killpower::{Mode, Side};

const BEFORE: Half<PrematchRequest, PrematchView, Message> = Half {
    preview: |store, _, _, request| prematch_preview(store, request),
    record: |store, _, _, request| record_prematch(store, request),
    previewed: Message::PrePreviewed,
    recorded: Message::PreRecorded,
};

const REPORT: Half<KpbMatchReport, PostmatchPreview, Message> = Half {
    preview: |store, context, fixture, report| {
        postmatch_preview(store, context.lang, fixture, report)
    },
    record: |store, context, fixture, report| {
        record_postmatch(store, context.lang, fixture, report)
    },
    previewed: Message::ReportPreviewed,
    recorded: Message::ReportRecorded,
};

impl MatchScreen {
    fn at<'a>(&self, db: &'a Db, lang: Lang) -> StoreAccess<'a> {
        StoreAccess {
            db,
            lang,
            fixture: self.fixture,
        }
    }

    pub(super) fn preview_pre(&mut self, db: &Db, lang: Lang) -> Action {
        let Some(data) = self.data.loaded() else {
            return Action::None;
        };
        let numbers = [0, 1].map(|i| data.teams[i].gladiators.iter().map(|g| g.number).collect());
        let request = self.pre.request(self.fixture, numbers, lang);
        let at = self.at(db, lang);
        self.flow
            .preview(&mut self.pre_preview, request, &BEFORE, at)
    }

    pub(super) fn pre_previewed(&mut self, answer: Answer<PrematchView>) -> Action {
        if let Ok(view) = &answer {
            self.pre
                .dice
                .learn(view.rolls.iter().map(|r| r.key.as_str()));
        }
        self.flow.previewed(&mut self.pre_preview, answer)
    }

    pub(super) fn record_pre(&mut self, db: &Db, lang: Lang) -> Action {
        self.flow
            .record(&self.pre_preview, &BEFORE, self.at(db, lang))
    }

    pub(super) fn pre_recorded(
        &mut self,
        answer: Answer<PrematchView>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        let reload = self.load(db, lang);
        self.flow
            .recorded(&mut self.pre_preview, answer, None, reload)
    }

    pub(super) fn preview_report(&mut self, db: &Db, lang: Lang) -> Action {
        let Some(data) = self.data.loaded() else {
            return Action::None;
        };
        let championship = data.mode == Mode::Championship;
        let name = |side: Side, number: u32| data.label(side, number);
        let report = self.report.report(championship, lang, &name);
        let at = self.at(db, lang);
        self.flow
            .preview(&mut self.report_preview, report, &REPORT, at)
    }

    pub(super) fn report_previewed(&mut self, answer: Answer<PostmatchPreview>) -> Action {
        if let Ok(view) = &answer {
            self.report
                .dice
                .learn(view.rolls.iter().map(|r| r.key.as_str()));
        }
        self.flow.previewed(&mut self.report_preview, answer)
    }

    pub(super) fn record_report(&mut self, db: &Db, lang: Lang) -> Action {
        self.flow
            .record(&self.report_preview, &REPORT, self.at(db, lang))
    }

    pub(super) fn report_recorded(
        &mut self,
        answer: Answer<PostmatchPreview>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        let reload = self.load(db, lang);
        let review = Some(Step::Review);
        self.flow
            .recorded(&mut self.report_preview, answer, review, reload)
    }

    pub(super) fn reset(&mut self, db: &Db, lang: Lang) -> Action {
        let at = self.at(db, lang);
        self.flow.reset(at, Message::ResetDone)
    }

    pub(super) fn reset_done(
        &mut self,
        result: Result<(), Failure>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        if !self.flow.reset_done(result) {
            return Action::None;
        }
        *self = MatchScreen::new(self.fixture, Some(Step::Before));
        Action::Changed(self.load(db, lang))
    }
}
