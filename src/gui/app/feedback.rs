//! Saying briefly that a change went through: the passing note at the window's foot.

use super::{App, Message};
use crate::gui::notice::Notice;
use crate::gui::screen::{league, season};
use crate::gui::tr::{Text, tr};
use crate::gui::{bloodbowl, dreadball};

impl App {
    /// Shows a passing note when `message` reports a change that succeeded.
    pub(super) fn note_success(&mut self, message: &Message) {
        if let Some(text) = success_text(message, self.lang()) {
            self.notice = Some(Notice::done(text));
        }
    }
}

/// What a message reporting a successful change says, if it reports one.
fn success_text(message: &Message, lang: crate::data::Lang) -> Option<String> {
    let saved = || Some(tr(lang, Text::ChangeSaved).to_string());
    match message {
        Message::Team(dreadball::team::Message::Changed(_, Ok(())))
        | Message::GameTeam(bloodbowl::Message::Changed(_, Ok(())))
        | Message::MatchDay(dreadball::match_day::Message::Changed(Ok(()))) => saved(),
        Message::BbMatchDay(day) => bb_match_day_text(day, lang),
        Message::Killpower(message) => killpower_text(message, lang),
        Message::League(league::Message::Kpb(crate::gui::killpower::league::Message::Done(
            _,
            Ok(()),
        ))) => saved(),
        Message::Season(season::Message::Changed(_, Ok(done))) if !done.is_empty() => {
            Some(done.clone())
        }
        Message::Season(season::Message::Changed(_, Ok(_))) => saved(),
        Message::Builder(dreadball::builder::Message::Added(Ok(added))) => Some(
            crate::gui::tr::fill(tr(lang, Text::PlayerAdded), &[&added.0.name]),
        ),
        Message::League(league::Message::Created(Ok(_))) => {
            Some(tr(lang, Text::TeamCreated).to_string())
        }
        Message::League(league::Message::SeasonCreated(Ok(_))) => {
            Some(tr(lang, Text::SeasonCreated).to_string())
        }
        _ => None,
    }
}

/// What a Blood Bowl match-day message says when it reports a change done.
fn bb_match_day_text(
    message: &bloodbowl::match_day::Message,
    lang: crate::data::Lang,
) -> Option<String> {
    use bloodbowl::match_day::Message as M;
    let text = match message {
        M::Pre(staging) if staging.recorded() => Text::PrematchSaved,
        M::Post(staging) if staging.recorded() => Text::PostmatchSaved,
        M::ResetDone(Ok(())) => Text::MatchReset,
        _ => return None,
    };
    Some(tr(lang, text).to_string())
}

/// What a Killpower Ball message says when it reports a change done.
fn killpower_text(
    message: &crate::gui::killpower::Message,
    lang: crate::data::Lang,
) -> Option<String> {
    use crate::gui::killpower::tr::Kp;
    use crate::gui::killpower::{Message as K, match_day::Message as M, new_team};
    let text = match message {
        K::NewTeam(new_team::Message::Created(Ok(_))) => {
            return Some(tr(lang, Text::TeamCreated).to_string());
        }
        K::Match(M::Pre(staging)) if staging.recorded() => Kp::PrematchSaved,
        K::Match(M::Report(staging)) if staging.recorded() => Kp::ReportSaved,
        K::Match(M::ResetDone(Ok(()))) => return Some(tr(lang, Text::MatchReset).to_string()),
        _ => return None,
    };
    Some(tr(lang, text).to_string())
}
