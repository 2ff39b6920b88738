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
use crate::gui::wizard::review::ResetMessages;
use crate::gui::wizard::{Half, StoreAccess};
use crate::rules::killpower::{Mode, Side};

const BEFORE: Half<PrematchRequest, PrematchView, Message> = Half {
    preview: |store, _, _, request| prematch_preview(store, request),
    record: |store, _, _, request| record_prematch(store, request),
    message: Message::Pre,
    rolls: |view| &view.rolls,
};

const REPORT: Half<KpbMatchReport, PostmatchPreview, Message> = Half {
    preview: |store, context, fixture, report| {
        postmatch_preview(store, context.lang, fixture, report)
    },
    record: |store, context, fixture, report| {
        record_postmatch(store, context.lang, fixture, report)
    },
    message: Message::Report,
    rolls: |view| &view.rolls,
};

/// The reset bar's pressed, confirmed and cancelled.
pub(super) const RESET: ResetMessages<Message> = [
    Message::ResetPressed,
    Message::ResetConfirmed,
    Message::ResetCancelled,
];

impl MatchScreen {
    fn at<'a>(&self, db: &'a Db, lang: Lang) -> StoreAccess<'a> {
        StoreAccess {
            db,
            lang,
            fixture: self.fixture,
        }
    }

    /// Who plays, as the form says, once the teams are read.
    fn before_request(&mut self, lang: Lang) -> Option<Result<PrematchRequest, String>> {
        let data = self.data.loaded()?;
        let numbers = [0, 1].map(|i| data.teams[i].gladiators.iter().map(|g| g.number).collect());
        Some(self.pre.request(self.fixture, numbers, lang))
    }

    /// The report as entered, once the teams are read.
    fn report_request(&mut self, lang: Lang) -> Option<Result<KpbMatchReport, String>> {
        let data = self.data.loaded()?;
        let championship = data.mode == Mode::Championship;
        let name = |side: Side, number: u32| data.label(side, number);
        Some(self.report.report(championship, lang, &name))
    }

    /// A message of the two parts or the reset, dispatched (given back when it is not
    /// one).
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
                let call = at.half(
                    staging.asks().then(|| self.before_request(lang)).flatten(),
                    None,
                    reload,
                );
                self.flow.stage(
                    staging,
                    (&mut self.pre_preview, &mut self.pre.dice),
                    &BEFORE,
                    call,
                )
            }
            Message::Report(staging) => {
                let call = at.half(
                    staging.asks().then(|| self.report_request(lang)).flatten(),
                    Some(Step::Review),
                    reload,
                );
                self.flow.stage(
                    staging,
                    (&mut self.report_preview, &mut self.report.dice),
                    &REPORT,
                    call,
                )
            }
            Message::ResetConfirmed => self.flow.reset(at, Message::ResetDone),
            Message::ResetDone(result) => self.reset_done(result, db, lang),
            other => return Err(other),
        })
    }

    fn reset_done(&mut self, result: Result<(), Failure>, db: &Db, lang: Lang) -> Action {
        if !self.flow.reset_done(result) {
            return Action::None;
        }
        *self = MatchScreen::new(self.fixture, Some(Step::Before));
        Action::Changed(self.load(db, lang))
    }
}
