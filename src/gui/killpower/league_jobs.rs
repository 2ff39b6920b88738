//! The Killpower Ball part of the league screen at work: the form's edits, what a
//! change asks of the store (each on a worker thread) and what its answer does to the
//! form.

use std::path::PathBuf;

use iced::Task;

use super::league_state::{
    CardForm, Control, KpbLeague, LeagueForm, Message, NUMBERS, Outcome, PendingDeck, SettingEdit,
    SettingsForm,
};
use crate::Result;
use crate::coach::killpower::{self as kpb, CardChange, KillpowerSettingsChange};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::killpower::tr::Kp;
use crate::gui::tr::{Text, fill, tr};
use crate::store::killpower::KillpowerLeagueRecord;
use crate::store::{LeagueId, Store};

/// A field typed: the refusal it may have caused no longer stands.
pub(super) fn typed(form: &mut LeagueForm, message: Message) {
    match message {
        Message::CardName(name) => form.card.name = name,
        Message::CardText(text) => form.card.text = text,
        Message::CardCopies(copies) => form.card.copies = copies,
        Message::Setting(edit) => {
            if let Some(settings) = form.settings.as_mut() {
                match edit {
                    SettingEdit::PowersChosen(on) => settings.powers_chosen = on,
                    SettingEdit::Rounding(rounding) => settings.xp_rounding = rounding,
                    SettingEdit::PlayoffDraw(rule) => settings.playoff_draw = rule,
                    SettingEdit::Number(index, value) => {
                        if let Some(slot) = settings.numbers.get_mut(index) {
                            *slot = value;
                        }
                    }
                }
            }
        }
        _ => return,
    }
    form.refusal = None;
}

pub(super) fn edit_card(form: &mut LeagueForm, data: Option<&KpbLeague>, id: i64) {
    if let Some(card) = data.and_then(|d| d.deck.iter().find(|c| c.id == id)) {
        form.card = CardForm {
            editing: Some(id),
            name: card.name.clone(),
            text: card.text.clone(),
            copies: card.copies.to_string(),
        };
        form.refusal = None;
    }
}

pub(super) fn settings_form(settings: &KillpowerLeagueRecord) -> SettingsForm {
    let r = settings.ranking;
    SettingsForm {
        powers_chosen: settings.powers_chosen,
        xp_rounding: settings.xp_rounding,
        numbers: [
            r.win.to_string(),
            r.division_bonus.to_string(),
            r.loss.to_string(),
            r.draw.to_string(),
            r.abandon.to_string(),
            r.minimum.map_or_else(String::new, |m| m.to_string()),
        ],
        playoff_draw: settings.playoff_draw,
    }
}

fn whole(text: &str, what: Kp, lang: Lang) -> std::result::Result<i32, String> {
    text.trim()
        .parse::<i32>()
        .map_err(|_| fill(tr(lang, Text::NotANumber), &[tr(lang, what), text.trim()]))
}

/// The change the editor asks for, or why it cannot be read.
fn settings_change(
    form: &SettingsForm,
    lang: Lang,
) -> std::result::Result<KillpowerSettingsChange, String> {
    let n = |i: usize| whole(&form.numbers[i], NUMBERS[i], lang);
    let floor = match form.numbers[5].trim() {
        "" => None,
        _ => Some(n(5)?),
    };
    Ok(KillpowerSettingsChange {
        powers_chosen: Some(form.powers_chosen),
        xp_rounding: Some(form.xp_rounding),
        win: Some(n(0)?),
        division_bonus: Some(n(1)?),
        loss: Some(n(2)?),
        draw: Some(n(3)?),
        abandon: Some(n(4)?),
        minimum: Some(floor),
        playoff_draw: Some(form.playoff_draw),
    })
}

fn card_change(card: &CardForm, lang: Lang) -> std::result::Result<CardChange, String> {
    let copies = match card.copies.trim() {
        "" => 1,
        text => text
            .parse::<u32>()
            .map_err(|_| fill(tr(lang, Text::NotANumber), &[tr(lang, Kp::Copies), text]))?,
    };
    Ok(CardChange {
        name: card.name.clone(),
        text: card.text.clone(),
        copies,
    })
}

fn refuse(form: &mut LeagueForm, control: Control, reason: String) -> Outcome {
    form.refusal = Some((control, reason));
    Outcome::None
}

pub(super) fn save_card(form: &mut LeagueForm, jobs: &Jobs<'_>) -> Outcome {
    match card_change(&form.card, jobs.lang) {
        Ok(card) => Outcome::Run(jobs.save_card(form.card.editing, card)),
        Err(reason) => refuse(form, Control::Card, reason),
    }
}

pub(super) fn remove_card(form: &mut LeagueForm, jobs: &Jobs<'_>) -> Outcome {
    match form.confirm_remove.take() {
        Some(id) => Outcome::Run(jobs.remove_card(id)),
        None => Outcome::None,
    }
}

pub(super) fn deck_read(
    form: &mut LeagueForm,
    result: Result<Box<PendingDeck>, Failure>,
    lang: Lang,
) {
    match result {
        Ok(pending) => {
            form.pending = Some(pending);
            form.refusal = None;
        }
        Err(failure) => form.refusal = Some((Control::Import, failure.full_text(lang))),
    }
}

pub(super) fn import(form: &mut LeagueForm, jobs: &Jobs<'_>) -> Outcome {
    match form.pending.take() {
        Some(pending) => Outcome::Run(jobs.import(pending.cards)),
        None => Outcome::None,
    }
}

pub(super) fn save_settings(form: &mut LeagueForm, jobs: &Jobs<'_>) -> Outcome {
    let Some(settings) = form.settings.as_ref() else {
        return Outcome::None;
    };
    match settings_change(settings, jobs.lang) {
        Ok(change) => Outcome::Run(jobs.settings(change)),
        Err(reason) => refuse(form, Control::Settings, reason),
    }
}

pub(super) fn done(
    form: &mut LeagueForm,
    control: Control,
    result: Result<(), Failure>,
    lang: Lang,
) -> Outcome {
    match result {
        Ok(()) => {
            match control {
                Control::Card => form.card = CardForm::default(),
                Control::Settings => form.settings = None,
                Control::Remove | Control::Import => {}
            }
            form.refusal = None;
            Outcome::Reload
        }
        Err(failure) => refuse(form, control, failure.full_text(lang)),
    }
}

/// The store calls the part makes, each on a worker thread.
pub(super) struct Jobs<'a> {
    pub(super) db: &'a Db,
    pub(super) league: LeagueId,
    pub(super) lang: Lang,
}

impl Jobs<'_> {
    fn run(
        &self,
        control: Control,
        job: impl FnOnce(&mut Store) -> Result<()> + Send + 'static,
    ) -> Task<Message> {
        Task::perform(
            self.db.call(self.lang, move |store, _| job(store)),
            move |r| Message::Done(control, r),
        )
    }

    pub(super) fn save_card(&self, editing: Option<i64>, card: CardChange) -> Task<Message> {
        let league = self.league;
        self.run(Control::Card, move |store| match editing {
            Some(id) => kpb::update_card(store, league, id, &card).map(|_| ()),
            None => kpb::add_card(store, league, &card).map(|_| ()),
        })
    }

    pub(super) fn remove_card(&self, id: i64) -> Task<Message> {
        let league = self.league;
        self.run(Control::Remove, move |store| {
            kpb::remove_card(store, league, id).map(|_| ())
        })
    }

    pub(super) fn import(&self, cards: Vec<CardChange>) -> Task<Message> {
        let league = self.league;
        self.run(Control::Import, move |store| {
            kpb::import_deck(store, league, &cards, false).map(|_| ())
        })
    }

    pub(super) fn settings(&self, change: KillpowerSettingsChange) -> Task<Message> {
        let league = self.league;
        self.run(Control::Settings, move |store| {
            kpb::change_league_settings(store, league, &change).map(|_| ())
        })
    }

    /// Reads a deck file and shows what importing it would do (nothing written).
    pub(super) fn read_deck(&self, path: PathBuf) -> Task<Message> {
        let league = self.league;
        Task::perform(
            self.db.call(self.lang, move |store, _| {
                let text = crate::files::read_text(&path, crate::files::InputKind::Deck)?;
                let cards = kpb::parse_deck(&text)?;
                let summary = kpb::import_deck(store, league, &cards, true)?;
                Ok(Box::new(PendingDeck {
                    path,
                    cards,
                    summary,
                }))
            }),
            Message::DeckRead,
        )
    }
}
