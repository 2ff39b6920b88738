//! What the Blood Bowl match-day wizard asks of the store, through the shared wizard
//! (`gui::wizard`): its two halves (the pre-match, the result with the post-match), each
//! previewed then recorded with the same seed, and the reset.

use super::match_day::{Action, MatchDayScreen, Message, Step};
use crate::coach::bloodbowl::match_day::{
    PostmatchPlan, PostmatchReport, PrematchRequest, PrematchView, preview_postmatch,
    preview_prematch, record_postmatch, record_prematch,
};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::wizard::{Answer, Half, StoreAccess};

const PRE: Half<PrematchRequest, PrematchView, Message> = Half {
    preview: preview_prematch,
    record: record_prematch,
    previewed: Message::PrePreviewed,
    recorded: Message::PreRecorded,
};

const POST: Half<PostmatchReport, PostmatchPlan, Message> = Half {
    preview: preview_postmatch,
    record: record_postmatch,
    previewed: Message::PostPreviewed,
    recorded: Message::PostRecorded,
};

impl MatchDayScreen {
    fn at<'a>(&self, db: &'a Db, lang: Lang) -> StoreAccess<'a> {
        StoreAccess {
            db,
            lang,
            fixture: self.fixture,
        }
    }

    pub(super) fn preview_pre(&mut self, db: &Db, lang: Lang) -> Action {
        let request = self.pre.request(lang);
        let at = self.at(db, lang);
        self.flow.preview(&mut self.pre_preview, request, &PRE, at)
    }

    pub(super) fn pre_previewed(&mut self, answer: Answer<PrematchView>) -> Action {
        if let Ok(view) = &answer {
            self.pre
                .dice
                .learn(view.plan.rolls.iter().map(|r| r.key.as_str()));
        }
        self.flow.previewed(&mut self.pre_preview, answer)
    }

    pub(super) fn record_pre(&mut self, db: &Db, lang: Lang) -> Action {
        self.flow.record(&self.pre_preview, &PRE, self.at(db, lang))
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

    pub(super) fn preview_post(&mut self, db: &Db, lang: Lang) -> Action {
        let Some(data) = self.data.loaded() else {
            return Action::None;
        };
        let report = self.post.report(lang, &|id| data.label(id, lang));
        let at = self.at(db, lang);
        self.flow.preview(&mut self.post_preview, report, &POST, at)
    }

    pub(super) fn post_previewed(&mut self, answer: Answer<PostmatchPlan>) -> Action {
        if let Ok(plan) = &answer {
            self.post
                .dice
                .learn(plan.rolls.iter().map(|r| r.key.as_str()));
        }
        self.flow.previewed(&mut self.post_preview, answer)
    }

    pub(super) fn record_post(&mut self, db: &Db, lang: Lang) -> Action {
        self.flow
            .record(&self.post_preview, &POST, self.at(db, lang))
    }

    pub(super) fn post_recorded(
        &mut self,
        answer: Answer<PostmatchPlan>,
        db: &Db,
        lang: Lang,
    ) -> Action {
        let reload = self.load(db, lang);
        let review = Some(Step::Review);
        self.flow
            .recorded(&mut self.post_preview, answer, review, reload)
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
        *self = MatchDayScreen::new(self.fixture, Some(Step::Pre));
        Action::Changed(self.load(db, lang))
    }
}
