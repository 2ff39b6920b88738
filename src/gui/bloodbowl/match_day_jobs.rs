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
use crate::gui::wizard::review::ResetMessages;
use crate::gui::wizard::{Half, StoreAccess};

const PRE: Half<PrematchRequest, PrematchView, Message> = Half {
    preview: preview_prematch,
    record: record_prematch,
    message: Message::Pre,
    rolls: |view| &view.plan.rolls,
};

const POST: Half<PostmatchReport, PostmatchPlan, Message> = Half {
    preview: preview_postmatch,
    record: record_postmatch,
    message: Message::Post,
    rolls: |plan| &plan.rolls,
};

/// The reset bar's pressed, confirmed and cancelled.
pub(super) const RESET: ResetMessages<Message> = [
    Message::ResetPressed,
    Message::ResetConfirmed,
    Message::ResetCancelled,
];

impl MatchDayScreen {
    fn at<'a>(&self, db: &'a Db, lang: Lang) -> StoreAccess<'a> {
        StoreAccess {
            db,
            lang,
            fixture: self.fixture,
        }
    }

    /// A message of the two halves or the reset, dispatched (given back when it is
    /// not one).
    pub(super) fn staged(
        &mut self,
        message: Message,
        db: &Db,
        lang: Lang,
    ) -> Result<Action, Message> {
        let at = self.at(db, lang);
        let reload = self.load(db, lang);
        Ok(match message {
            Message::Pre(staging) => {
                let call = at.half(staging.asks().then(|| self.pre.request(lang)), None, reload);
                self.flow.stage(
                    staging,
                    (&mut self.pre_preview, &mut self.pre.dice),
                    &PRE,
                    call,
                )
            }
            Message::Post(staging) => {
                let call = at.half(
                    staging.asks().then(|| self.post_request(lang)).flatten(),
                    Some(Step::Review),
                    reload,
                );
                self.flow.stage(
                    staging,
                    (&mut self.post_preview, &mut self.post.dice),
                    &POST,
                    call,
                )
            }
            Message::ResetConfirmed => self.flow.reset(at, Message::ResetDone),
            Message::ResetDone(result) => self.reset_done(result, db, lang),
            other => return Err(other),
        })
    }

    /// The result and post-match as entered, once the teams are read.
    fn post_request(&mut self, lang: Lang) -> Option<Result<PostmatchReport, String>> {
        let data = self.data.loaded()?;
        Some(self.post.report(lang, &|id| data.label(id, lang)))
    }

    fn reset_done(&mut self, result: Result<(), Failure>, db: &Db, lang: Lang) -> Action {
        if !self.flow.reset_done(result) {
            return Action::None;
        }
        *self = MatchDayScreen::new(self.fixture, Some(Step::Pre));
        Action::Changed(self.load(db, lang))
    }
}
