//! The window's side of the game registry: which screens show a game's teams and its
//! reference data, and what the league screen asks of a game (its rosters, its settings,
//! a new team).

use crate::Result;
use crate::coach::Context;
use crate::coach::bloodbowl::BloodBowl;
use crate::coach::killpower::Killpower;
use crate::data::Lang;
use crate::games::Game;
use crate::gui::tr::{Text, tr};
use crate::store::{LeagueRecord, Store, TeamId};

pub mod league_card;

pub use crate::gui::game_parts::{FactSource, NewTeam, RosterChoice, SettingFact};
pub mod reference;
pub mod screens;

pub use league_card::LeaguePart;

/// DreadBall's builder kinds (a landing names one) and the commissioner's field labels (the audit log shows them).
pub use super::dreadball::{builder, commissioner};
/// Each game's own words in the window.
pub use super::{bloodbowl::tr::Bb, bloodbowl::tr::Bp, dreadball::tr::Dr, killpower::tr::Kp};

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

/// The reference screens the window has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReferenceKind {
    /// DreadBall's (`gui::dreadball::reference`).
    DreadBall,
    /// Blood Bowl's (`gui::bloodbowl::reference`).
    BloodBowl,
    /// Killpower Ball's (`gui::killpower::reference`).
    Killpower,
}

/// The reference screen for the data of the game `game_id` (the reference lists only the
/// window's games, so one is always found; DreadBall's stands for an unknown id).
pub fn reference_screen(game_id: &str) -> ReferenceKind {
    match team_screen(game_id) {
        Some(TeamScreenKind::BloodBowl) => ReferenceKind::BloodBowl,
        Some(TeamScreenKind::Killpower) => ReferenceKind::Killpower,
        Some(TeamScreenKind::DreadBall) | None => ReferenceKind::DreadBall,
    }
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
            StartForm::LineupOrBudget => super::dreadball::league::DEFAULT_BUDGET_MC.to_string(),
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
    pub killpower: Option<Box<super::killpower::league::KpbLeague>>,
}

/// Loads what the league screen shows of `league`'s game.
pub fn league_parts(store: &mut Store, league: &LeagueRecord, lang: Lang) -> Result<LeagueParts> {
    Ok(match window_game(&league.game)? {
        TeamScreenKind::DreadBall => LeagueParts {
            rosters: super::dreadball::league::roster_choices(lang),
            settings: super::dreadball::league::settings(store, league.id, lang)?,
            start_form: StartForm::LineupOrBudget,
            killpower: None,
        },
        TeamScreenKind::BloodBowl => LeagueParts {
            rosters: super::bloodbowl::league::roster_choices(store, league.id, lang)?,
            settings: super::bloodbowl::league::settings(store, league.id, lang)?,
            start_form: StartForm::Treasury,
            killpower: None,
        },
        TeamScreenKind::Killpower => LeagueParts {
            rosters: super::killpower::league::roster_choices(lang),
            settings: super::killpower::league::settings(store, league.id, lang)?,
            start_form: StartForm::Gladiators,
            killpower: Some(Box::new(super::killpower::league::load(store, league.id)?)),
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
        TeamScreenKind::DreadBall => super::dreadball::league::create_team(store, context, team),
        TeamScreenKind::BloodBowl => super::bloodbowl::league::create_team(store, context, team),
        TeamScreenKind::Killpower => super::killpower::league::create_team(),
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
    tr(lang, super::killpower::tr::Kp::DecidedHint)
}

/// What the settings screen says of the games' defaults (each game's own note).
pub fn settings_notes(lang: Lang) -> Vec<&'static str> {
    vec![tr(lang, super::dreadball::tr::Dr::DefaultsNote)]
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
