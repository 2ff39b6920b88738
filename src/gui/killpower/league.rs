//! Killpower Ball's part of the league screen: its settings as the registry lists them
//! (each marked Dugout's default, read from the seed's worked example, or the rules),
//! and what the screen adds for it: the championship table, the deck of power cards
//! (add, edit, remove, import a file) and the settings' editor. Every change goes
//! through the core on a worker thread; a refusal is shown where it was asked and
//! nothing changes.

use super::league_jobs::{
    Jobs, deck_read, done, edit_card, import, remove_card, save_card, save_settings, settings_form,
    typed,
};
pub use super::league_state::{
    CardForm, Control, KpbLeague, LeagueForm, LeagueTab, Message, NUMBERS, Outcome, PendingDeck,
    SettingEdit, SettingsForm,
};
use crate::coach::killpower::{self as kpb, DefaultFrom, RankingItem};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::game_parts::{FactSource, SettingFact};
use crate::gui::killpower::tr::Kp;
use crate::gui::tr::{Text, tr};
use crate::rules::killpower::{Mode, PlayoffDraw, XpRounding};
use crate::store::{LeagueId, Store};
use crate::{Error, Result};

/// Reads it.
pub fn load(store: &mut Store, league: LeagueId) -> Result<KpbLeague> {
    Ok(KpbLeague {
        settings: kpb::league_settings(store, league)?,
        table: kpb::championship(store, league)?,
        deck: kpb::deck(store, league)?,
    })
}

/// A number of points with its sign (+3, -2; 0 as it is).
pub fn signed(value: i32) -> String {
    if value == 0 {
        "0".to_string()
    } else {
        format!("{value:+}")
    }
}

/// The editor's and the settings list's label of a ranking number.
fn ranking_label(item: RankingItem) -> Kp {
    match item {
        RankingItem::Win => Kp::PointsWin,
        RankingItem::DivisionBonus => Kp::PointsDivisionBonus,
        RankingItem::Loss => Kp::PointsLoss,
        RankingItem::Draw => Kp::PointsDraw,
        RankingItem::Abandon => Kp::PointsAbandon,
    }
}

fn rounding(rounding: XpRounding, lang: Lang) -> String {
    tr(
        lang,
        match rounding {
            XpRounding::Down => Kp::RoundingDown,
            XpRounding::Nearest => Kp::RoundingNearest,
        },
    )
    .to_string()
}

/// The words of how a championship's drawn playoff match is settled.
pub(super) fn playoff_draw_words(rule: PlayoffDraw) -> Kp {
    match rule {
        PlayoffDraw::FreeThrows => Kp::PlayoffByFreeThrows,
        PlayoffDraw::Ranking => Kp::PlayoffByRanking,
    }
}

fn playoff_draw(rule: PlayoffDraw, lang: Lang) -> String {
    tr(lang, playoff_draw_words(rule)).to_string()
}

fn yes_no(on: bool, lang: Lang) -> String {
    tr(lang, if on { Text::Yes } else { Text::No }).to_string()
}

/// The league's own settings, each with where its default comes from.
pub fn settings(store: &mut Store, league: LeagueId, lang: Lang) -> Result<Vec<SettingFact>> {
    let own = kpb::league_settings(store, league)?;
    let default = kpb::default_settings(own.mode)?;
    let mut facts = Vec::new();
    if own.mode == Mode::Tournament {
        facts.push(
            SettingFact::new(
                tr(lang, Kp::PowersChosen),
                yes_no(true, lang),
                yes_no(true, lang),
            )
            .read_from(FactSource::Rules),
        );
    } else {
        facts.push(SettingFact::new(
            tr(lang, Kp::PowersChosen),
            yes_no(own.powers_chosen, lang),
            yes_no(default.powers_chosen, lang),
        ));
    }
    facts.push(SettingFact::new(
        tr(lang, Kp::XpRounding),
        rounding(own.xp_rounding, lang),
        rounding(default.xp_rounding, lang),
    ));
    if own.mode == Mode::Tournament {
        return Ok(facts);
    }
    let (r, d) = (own.ranking, default.ranking);
    for number in kpb::ranking_numbers(&r)? {
        let from = match number.default_from {
            DefaultFrom::Example => FactSource::Example,
            DefaultFrom::Dugout => FactSource::Default,
        };
        facts.push(
            SettingFact::new(
                tr(lang, ranking_label(number.item)),
                signed(number.value),
                signed(number.default),
            )
            .read_from(from),
        );
    }
    let floor =
        |f: Option<i32>| f.map_or_else(|| tr(lang, Kp::NoFloor).to_string(), |f| f.to_string());
    facts.push(
        SettingFact::new(tr(lang, Kp::Floor), floor(r.minimum), floor(d.minimum))
            .read_from(FactSource::Rules),
    );
    facts.push(SettingFact::new(
        tr(lang, Kp::PlayoffDraw),
        playoff_draw(own.playoff_draw, lang),
        playoff_draw(default.playoff_draw, lang),
    ));
    Ok(facts)
}

/// The league's one "roster": the base game's race.
pub fn roster_choices(lang: Lang) -> Vec<crate::gui::game_parts::RosterChoice> {
    kpb::reference().map_or_else(
        |_| Vec::new(),
        |data| {
            let race = data.base_race();
            vec![crate::gui::game_parts::RosterChoice {
                id: race.id.clone(),
                label: lang.pick(&race.name_en, &race.name_fr).to_string(),
            }]
        },
    )
}

/// A Killpower Ball team is made with its gladiators (the creation wizard), not from a
/// roster's line-up: the league's short form says so.
pub fn create_team() -> Result<crate::store::TeamId> {
    Err(Error::Refused {
        id: "killpower_wizard",
        en: "a Killpower Ball team is created with its seven gladiators: use New team…".into(),
        fr: "une équipe de Killpower Ball se crée avec ses sept gladiateurs : utilisez Nouvelle équipe…".into(),
    })
}

/// Where the league screen opens on its Killpower Ball part (`--screen league:ID:cards`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeaguePart {
    Table,
    Cards,
    /// The settings' editor, open.
    Settings,
}

impl LeaguePart {
    /// Reads `table`, `cards` or `settings`.
    pub fn parse(text: &str) -> Option<LeaguePart> {
        match text.trim() {
            "table" => Some(LeaguePart::Table),
            "cards" | "deck" => Some(LeaguePart::Cards),
            "settings" => Some(LeaguePart::Settings),
            _ => None,
        }
    }

    /// Puts the part in front.
    pub fn apply(self, form: &mut LeagueForm) {
        match self {
            LeaguePart::Table => form.tab = LeagueTab::Table,
            LeaguePart::Cards => form.tab = LeagueTab::Cards,
            LeaguePart::Settings => form.settings_on_load = true,
        }
    }
}

/// The league is read: opens the settings' editor when it was asked for before.
pub fn loaded(form: &mut LeagueForm, data: Option<&KpbLeague>) {
    if let Some(data) = data.filter(|_| form.settings_on_load) {
        form.settings_on_load = false;
        form.settings = Some(settings_form(&data.settings));
    }
}

/// Escape: the forms empty, the tab kept.
pub fn cancel(form: &mut LeagueForm) {
    *form = LeagueForm {
        tab: form.tab,
        ..LeagueForm::default()
    };
}

/// Whether the message reports a change that went through.
pub fn saved(message: &Message) -> bool {
    matches!(message, Message::Done(_, Ok(())))
}

/// Handles a message of the Killpower Ball part.
pub fn update(
    form: &mut LeagueForm,
    data: Option<&KpbLeague>,
    message: Message,
    (db, league, lang): (&Db, LeagueId, Lang),
) -> Outcome {
    let jobs = Jobs { db, league, lang };
    match message {
        Message::TabChosen(tab) => form.tab = tab,
        Message::TeamChosen(team) => return Outcome::OpenTeam(team),
        Message::PrintPressed => return Outcome::PrintChampionship,
        Message::CardEditPressed(id) => edit_card(form, data, id),
        Message::CardEditCancelled => form.card = CardForm::default(),
        Message::CardSavePressed => return save_card(form, &jobs),
        Message::CardRemovePressed(id) => form.confirm_remove = Some(id),
        Message::CardRemoveCancelled => form.confirm_remove = None,
        Message::CardRemoveConfirmed => return remove_card(form, &jobs),
        Message::ImportDeckPressed => {
            return Outcome::PickFile {
                title: tr(lang, Kp::ImportDeckTitle).to_string(),
                kind: crate::gui::picker::FileKind::Deck,
                then: Box::new(Message::DeckPicked),
            };
        }
        Message::DeckPicked(None) => {}
        Message::DeckPicked(Some(path)) => return Outcome::Run(jobs.read_deck(path)),
        Message::DeckRead(result) => deck_read(form, result, lang),
        Message::ImportCancelled => form.pending = None,
        Message::ImportConfirmed => return import(form, &jobs),
        Message::SettingsOpened => form.settings = data.map(|d| settings_form(&d.settings)),
        Message::SettingsCancelled => form.settings = None,
        Message::SettingsSavePressed => return save_settings(form, &jobs),
        Message::Done(control, result) => return done(form, control, result, lang),
        edit => typed(form, edit),
    }
    Outcome::None
}
