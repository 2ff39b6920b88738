//! What each game gives the shared league screen, in shared terms: the rosters a new team
//! is built from, the league's own settings with their defaults, and a new team as the
//! form describes it. The games fill them (`gui::<game>::league`); the registry
//! (`gui::games`) asks the right game.

use crate::store::LeagueId;

/// A roster in the new-team form's list, labelled in the user's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RosterChoice {
    pub id: String,
    pub label: String,
}

impl std::fmt::Display for RosterChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// A new team as the league screen's form describes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTeam {
    pub league: LeagueId,
    pub roster: String,
    pub name: String,
    pub coach: String,
    /// DreadBall: built from a budget rather than an official line-up.
    pub budget: bool,
    /// The budget or treasury typed, if any.
    pub amount: Option<i64>,
}

/// One of a league's own settings: its value, and its default when it differs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingFact {
    pub label: String,
    pub value: String,
    /// The default, when the league changed it.
    pub changed_from: Option<String>,
    /// Where the default comes from.
    pub source: FactSource,
}

/// Where a setting's default comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FactSource {
    /// Dugout's own choice, the seed giving none.
    Default,
    /// Read from a worked example of the seed (Killpower Ball's ranking points).
    Example,
    /// A rule the seed states.
    Rules,
}

impl SettingFact {
    /// A setting whose default is Dugout's own.
    pub fn new(label: &str, value: String, default: String) -> SettingFact {
        SettingFact {
            label: label.to_string(),
            changed_from: (value != default).then_some(default),
            value,
            source: FactSource::Default,
        }
    }

    /// The same setting, its default read from `source`.
    pub fn read_from(self, source: FactSource) -> SettingFact {
        SettingFact { source, ..self }
    }
}
