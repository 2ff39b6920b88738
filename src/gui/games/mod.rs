//! The window's side of the game registry: the table of the window's games (which screens
//! show a game's teams, match days and reference data), what the league screen asks of a
//! game (its rosters, its settings, a new team, its card) and the words a shared screen
//! borrows from a game. Each answer is the game's own (`gui/<game>/`), reached through one
//! `match` on the game's line; a game with no line is said so, never shown as another.

use crate::Result;
use crate::coach::Context;
use crate::coach::bloodbowl::BloodBowl;
use crate::coach::killpower::Killpower;
use crate::data::Lang;
use crate::games::Game;
use crate::gui::killpower::tr::Kp;
use crate::gui::tr::{Text, tr};
use crate::gui::{bloodbowl, dreadball, killpower};
use crate::store::{LeagueRecord, Store, TeamId};

pub mod reference;
pub mod screens;

pub use crate::gui::game_parts::{FactSource, NewTeam, RosterChoice, SettingFact};

/// What a game's card asks of the league screen.
pub type CardOutcome = crate::gui::request::CardRequest<CardMessage>;

/// The team screens the window has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamScreenKind {
    /// DreadBall's (`gui::dreadball::team`).
    DreadBall,
    /// Blood Bowl's (`gui::bloodbowl`).
    BloodBowl,
    /// Killpower Ball's (`gui::killpower`): seven gladiators, made by the creation
    /// wizard; its fixtures open Killpower Ball's match screen.
    Killpower,
}

/// The window's games, one line each: a game of the core's registry and the screens that
/// show its teams (and so its match days and reference). A game with no line here has no
/// screens in this window: it is said so, never shown on another game's screens.
const WINDOW_GAMES: &[(&dyn Game, TeamScreenKind)] = &[
    (
        &crate::coach::dreadball::DreadBall,
        TeamScreenKind::DreadBall,
    ),
    (&BloodBowl, TeamScreenKind::BloodBowl),
    (&Killpower, TeamScreenKind::Killpower),
];

/// The team screen for teams of the game `game_id`; `None` for a game the window has no
/// screens for.
pub fn team_screen(game_id: &str) -> Option<TeamScreenKind> {
    WINDOW_GAMES
        .iter()
        .find(|(game, _)| game.id() == game_id)
        .map(|&(_, kind)| kind)
}

/// The team screen of `game_id`, or the error that names the games the window has.
fn window_game(game_id: &str) -> Result<TeamScreenKind> {
    team_screen(game_id).ok_or_else(|| {
        crate::Error::from(crate::error::NotFound::Game {
            query: game_id.to_string(),
            games: WINDOW_GAMES
                .iter()
                .map(|(game, _)| game.id().to_string())
                .collect(),
        })
    })
}

/// The tab `tab` of the reference of a game shown on `kind`'s screens, by its id; `None`
/// when the game's reference has no such tab (or no tabs).
pub fn reference_tab(kind: TeamScreenKind, tab: &str) -> Option<&'static str> {
    match kind {
        TeamScreenKind::BloodBowl => bloodbowl::reference::page_tab(tab),
        TeamScreenKind::DreadBall | TeamScreenKind::Killpower => None,
    }
}

/// The label of a field a commissioner's override changed, as the audit log shows it
/// (DreadBall's commissioner is the only one); `None` for a field no game names.
pub fn override_field_label(action: &str, field: &str, lang: Lang) -> Option<&'static str> {
    dreadball::commissioner::override_field_label(action, field, lang)
}

/// What the new-team form asks besides the name, coach and roster.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartForm {
    /// DreadBall: an official starting line-up, or a budget in mc.
    LineupOrBudget,
    /// Blood Bowl: the treasury in gp (empty: the league's).
    Treasury,
    /// Killpower Ball: seven gladiators, in the creation wizard (`New team…`).
    Gladiators,
}

impl StartForm {
    /// What the form says when the amount typed is not a number.
    pub fn not_a_number(self) -> Text {
        match self {
            StartForm::LineupOrBudget | StartForm::Gladiators => Text::BudgetNotNumber,
            StartForm::Treasury => Text::TreasuryNotNumber,
        }
    }

    /// What a league's empty team list says when its teams are made in the game's wizard.
    pub fn no_team_yet(self, lang: Lang) -> &'static str {
        match self {
            StartForm::Gladiators => tr(lang, Kp::NoTeamYet),
            StartForm::LineupOrBudget | StartForm::Treasury => tr(lang, Text::NoTeamYet),
        }
    }

    /// What the league screen says of the game's team-creation wizard.
    pub fn wizard_hint(self, lang: Lang) -> &'static str {
        match self {
            StartForm::Gladiators => tr(lang, Kp::NewTeamHint),
            StartForm::LineupOrBudget | StartForm::Treasury => tr(lang, Text::NewTeam),
        }
    }

    /// The button that opens the game's team-creation wizard.
    pub fn wizard_button(self, lang: Lang) -> &'static str {
        match self {
            StartForm::Gladiators => tr(lang, Kp::NewTeamButton),
            StartForm::LineupOrBudget | StartForm::Treasury => tr(lang, Text::NewTeam),
        }
    }

    /// The amount an empty field stands for, as its placeholder shows it.
    pub fn default_amount(self) -> String {
        match self {
            StartForm::LineupOrBudget => dreadball::league::DEFAULT_BUDGET_MC.to_string(),
            StartForm::Treasury | StartForm::Gladiators => String::new(),
        }
    }
}

/// What the league screen shows of its game: the rosters a team is built from and the
/// league's own settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueParts {
    pub rosters: Vec<RosterChoice>,
    pub settings: Vec<SettingFact>,
    pub start_form: StartForm,
    /// Killpower Ball's championship table, deck of power cards and settings.
    pub killpower: Option<Box<killpower::league::KpbLeague>>,
}

/// Loads what the league screen shows of `league`'s game.
pub fn league_parts(store: &mut Store, league: &LeagueRecord, lang: Lang) -> Result<LeagueParts> {
    Ok(match window_game(&league.game)? {
        TeamScreenKind::DreadBall => LeagueParts {
            rosters: dreadball::league::roster_choices(lang),
            settings: dreadball::league::settings(store, league.id, lang)?,
            start_form: StartForm::LineupOrBudget,
            killpower: None,
        },
        TeamScreenKind::BloodBowl => LeagueParts {
            rosters: bloodbowl::league::roster_choices(store, league.id, lang)?,
            settings: bloodbowl::league::settings(store, league.id, lang)?,
            start_form: StartForm::Treasury,
            killpower: None,
        },
        TeamScreenKind::Killpower => LeagueParts {
            rosters: killpower::league::roster_choices(lang),
            settings: killpower::league::settings(store, league.id, lang)?,
            start_form: StartForm::Gladiators,
            killpower: Some(Box::new(killpower::league::load(store, league.id)?)),
        },
    })
}

/// Creates a team of the game of `game_id`.
pub fn create_team(
    store: &mut Store,
    context: &Context,
    game_id: &str,
    team: &NewTeam,
) -> Result<TeamId> {
    match window_game(game_id)? {
        TeamScreenKind::DreadBall => dreadball::league::create_team(store, context, team),
        TeamScreenKind::BloodBowl => bloodbowl::league::create_team(store, context, team),
        TeamScreenKind::Killpower => killpower::league::create_team(),
    }
}

/// The headings of a league's team list: roster, players, and the two figures of the
/// game's money (team value and treasury; Killpower Ball's power and ranking points).
pub fn team_list_headings(game_id: &str, lang: Lang) -> [&'static str; 4] {
    match team_screen(game_id) {
        Some(TeamScreenKind::Killpower) => [
            tr(lang, Kp::Race),
            tr(lang, Kp::Gladiators),
            tr(lang, Kp::Power),
            tr(lang, Kp::RankingPoints),
        ],
        Some(TeamScreenKind::DreadBall | TeamScreenKind::BloodBowl) | None => [
            tr(lang, Text::Roster),
            tr(lang, Text::Players),
            tr(lang, Text::TeamValue),
            tr(lang, Text::Treasury),
        ],
    }
}

/// What a result decided by a game's own rules says of it (Killpower Ball's points to
/// score and free throws are the only such rules).
pub fn decided_hint(lang: Lang) -> &'static str {
    tr(lang, Kp::DecidedHint)
}

/// What the settings screen says of the games' defaults (each game's own note).
pub fn settings_notes(lang: Lang) -> Vec<&'static str> {
    vec![tr(lang, dreadball::tr::Dr::DefaultsNote)]
}

/// The form state of a league's game card: one field per game with a card (Killpower
/// Ball's championship table, deck of power cards and settings editor).
#[derive(Debug, Default)]
pub struct CardForm {
    killpower: killpower::league::LeagueForm,
}

/// A message of a league's game card.
#[derive(Debug, Clone)]
pub enum CardMessage {
    Killpower(killpower::league::Message),
}

impl From<killpower::league::Message> for CardMessage {
    fn from(message: killpower::league::Message) -> CardMessage {
        CardMessage::Killpower(message)
    }
}

/// A part of a league's game card a landing opens on (`--screen league:ID:PART`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardPart {
    Killpower(killpower::league::LeaguePart),
    /// Not the card: the league screen's Statistics tab (`league:ID:stats`).
    Statistics,
    /// Not the card: the league screen with its publish panel open (`league:ID:publish`).
    Publish,
}

impl CardPart {
    /// Reads a part's name, as a game's card names it (`table`, `cards`, `settings`).
    pub fn parse(text: &str) -> Option<CardPart> {
        match text {
            "stats" => return Some(CardPart::Statistics),
            "publish" => return Some(CardPart::Publish),
            _ => {}
        }
        killpower::league::LeaguePart::parse(text).map(CardPart::Killpower)
    }
}

impl CardForm {
    /// Killpower Ball's part of the card (the tests read its refusal).
    pub fn killpower(&self) -> &killpower::league::LeagueForm {
        &self.killpower
    }

    /// The league's data arrived.
    pub fn loaded(&mut self, parts: Option<&LeagueParts>) {
        let killpower = parts.and_then(|parts| parts.killpower.as_deref());
        killpower::league::loaded(&mut self.killpower, killpower);
    }

    /// Opens the card on one of its parts.
    pub fn open_part(&mut self, part: CardPart) {
        match part {
            CardPart::Killpower(part) => part.apply(&mut self.killpower),
            CardPart::Statistics | CardPart::Publish => {}
        }
    }

    /// Escape: the forms empty, the tab kept.
    pub fn cancel(&mut self) {
        killpower::league::cancel(&mut self.killpower);
    }

    /// Routes a message to its game's card.
    pub fn update(
        &mut self,
        parts: Option<&LeagueParts>,
        message: CardMessage,
        (db, league, lang): (&crate::gui::db::Db, crate::store::LeagueId, Lang),
    ) -> CardOutcome {
        match message {
            CardMessage::Killpower(message) => {
                let data = parts.and_then(|parts| parts.killpower.as_deref());
                killpower::league::update(&mut self.killpower, data, message, (db, league, lang))
                    .map(CardMessage::Killpower)
            }
        }
    }

    /// The card's settings editor, among the league's rules; none for a game without.
    pub fn settings_editor<'a>(
        &'a self,
        parts: &'a LeagueParts,
        lang: Lang,
    ) -> Option<iced::Element<'a, CardMessage>> {
        let killpower = parts.killpower.as_deref()?;
        Some(
            killpower::settings_editor(&self.killpower, killpower, lang)
                .map(CardMessage::Killpower),
        )
    }

    /// The card under the league's rules; none for a game without.
    pub fn view<'a>(
        &'a self,
        parts: &'a LeagueParts,
        lang: Lang,
    ) -> Option<iced::Element<'a, CardMessage>> {
        let killpower = parts.killpower.as_deref()?;
        Some(killpower::card_view(&self.killpower, killpower, lang).map(CardMessage::Killpower))
    }
}

impl CardMessage {
    /// Whether the message reports a change that went through.
    pub fn saved(&self) -> bool {
        match self {
            CardMessage::Killpower(message) => killpower::league::saved(message),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_of_the_core_has_its_screens_and_no_other_game_borrows_them() {
        for game in crate::coach::games::GAMES {
            assert!(
                team_screen(game.id()).is_some(),
                "{} has no screens",
                game.id()
            );
        }
        assert_eq!(WINDOW_GAMES.len(), crate::coach::games::GAMES.len());
        assert_eq!(
            team_screen("chess"),
            None,
            "no silent fallback to DreadBall"
        );
        let refused = window_game("chess").unwrap_err().message(Lang::En);
        assert!(refused.contains("chess"), "{refused}");
    }

    #[test]
    fn a_game_with_no_screens_here_is_said_so_on_the_reference_never_shown_as_another() {
        let mut screen = screens::ReferenceScreen::default();
        assert_eq!(
            screen.kind(),
            team_screen(crate::coach::games::GAMES[0].id()),
            "the reference opens on the registry's first game"
        );
        assert_eq!(screen.no_reference(Lang::En), None);
        screen.open(reference::Page {
            game: "pebble",
            tab: Some("skills"),
        });
        assert_eq!(screen.kind(), None, "no silent fallback to another game");
        let en = screen.no_reference(Lang::En).unwrap_or_default();
        assert!(en.contains("no screens for the game “pebble”"), "{en}");
        let fr = screen.no_reference(Lang::Fr).unwrap_or_default();
        assert!(fr.contains("pas d'écrans pour le jeu « pebble »"), "{fr}");
        assert_eq!(reference_tab(TeamScreenKind::DreadBall, "skills"), None);
        assert_eq!(
            reference_tab(TeamScreenKind::BloodBowl, "SKILLS"),
            Some("skills")
        );
    }

    #[test]
    fn the_three_games_name_their_steps_through_the_one_step_bar() {
        use crate::gui::bloodbowl::match_day::Step as BloodBowl;
        use crate::gui::dreadball::match_day::Step as DreadBall;
        use crate::gui::killpower::match_day::Step as Killpower;
        let fr = Lang::Fr;
        assert_eq!(
            crate::gui::wizard::frame::step_name(DreadBall::Pre, fr),
            "1. Avant le match"
        );
        assert_eq!(
            crate::gui::wizard::frame::step_name(DreadBall::Review, fr),
            "4. Bilan"
        );
        assert_eq!(
            crate::gui::wizard::frame::step_name(BloodBowl::Post, Lang::En),
            "3. After the match"
        );
        assert_eq!(
            crate::gui::wizard::frame::step_name(Killpower::Before, fr),
            "1. Avant le match"
        );
        assert_eq!(
            crate::gui::wizard::frame::step_name(Killpower::Review, fr),
            "3. Bilan"
        );
    }
}
