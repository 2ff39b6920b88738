//! The state of Killpower Ball's part of the league screen: what is read of the league
//! (`KpbLeague`), the forms as typed (a card, the settings, a deck waiting for a yes),
//! where a refusal shows, and the messages. `league` handles the messages and
//! `league_jobs` runs the changes; both read this.

use std::path::PathBuf;

use crate::coach::killpower::{CardChange, ChampionshipLine, DeckImported};
use crate::gui::failure::Failure;
use crate::gui::killpower::tr::Kp;
use crate::rules::killpower::{PlayoffDraw, XpRounding};
use crate::store::killpower::{CardRecord, KillpowerLeagueRecord};

/// What the league screen shows of a Killpower Ball league besides the shared parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KpbLeague {
    pub settings: KillpowerLeagueRecord,
    pub table: Vec<ChampionshipLine>,
    pub deck: Vec<CardRecord>,
}

/// The part of the Killpower Ball card shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LeagueTab {
    #[default]
    Table,
    Cards,
}

/// A card as typed; `editing` is the card changed (None: a new one).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardForm {
    pub editing: Option<i64>,
    pub name: String,
    pub text: String,
    pub copies: String,
}

/// The settings as typed in the editor.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsForm {
    pub powers_chosen: bool,
    pub xp_rounding: XpRounding,
    /// Win, division bonus, loss, draw, abandon, floor (empty: none).
    pub numbers: [String; 6],
    pub playoff_draw: PlayoffDraw,
}

/// A change to the settings' editor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingEdit {
    PowersChosen(bool),
    Rounding(XpRounding),
    Number(usize, String),
    PlayoffDraw(PlayoffDraw),
}

/// A deck file read and checked, waiting for a yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingDeck {
    pub path: PathBuf,
    pub cards: Vec<CardChange>,
    pub summary: DeckImported,
}

/// Where a change was asked, so its refusal shows there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Card,
    Remove,
    Import,
    Settings,
}

/// The Killpower Ball part's state on the league screen.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LeagueForm {
    pub tab: LeagueTab,
    pub card: CardForm,
    pub confirm_remove: Option<i64>,
    pub settings: Option<SettingsForm>,
    pub pending: Option<Box<PendingDeck>>,
    pub refusal: Option<(Control, String)>,
    /// Open the settings' editor once the league is read.
    pub settings_on_load: bool,
}

#[derive(Debug, Clone)]
pub enum Message {
    TabChosen(LeagueTab),
    TeamChosen(crate::store::TeamId),
    /// Print the league's ranking sheet (the championship table).
    PrintPressed,
    CardName(String),
    CardText(String),
    CardCopies(String),
    CardSavePressed,
    CardEditPressed(i64),
    CardEditCancelled,
    CardRemovePressed(i64),
    CardRemoveConfirmed,
    CardRemoveCancelled,
    /// Asks the app for a deck file (CSV or JSON).
    ImportDeckPressed,
    DeckPicked(Option<PathBuf>),
    DeckRead(Result<Box<PendingDeck>, Failure>),
    ImportConfirmed,
    ImportCancelled,
    SettingsOpened,
    SettingsCancelled,
    Setting(SettingEdit),
    SettingsSavePressed,
    Done(Control, Result<(), Failure>),
}

/// What the league screen does next.
pub type Outcome = crate::gui::request::CardRequest<Message>;

/// The labels of the editor's numbers, in order.
pub const NUMBERS: [Kp; 6] = [
    Kp::PointsWin,
    Kp::PointsDivisionBonus,
    Kp::PointsLoss,
    Kp::PointsDraw,
    Kp::PointsAbandon,
    Kp::Floor,
];
