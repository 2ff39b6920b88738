//! Reference: the Blood Bowl data (team rosters, skills and traits, special rules),
//! browsable and searchable by name in the user's language. What each tab lists is
//! worked out here; `reference_view` draws it (the screen's `view` is there too).

use crate::data::Lang;
use crate::data::bloodbowl::{
    Category, Position, Reference, Roster, RuleKind, Skill, SkillRef, SpecialRule,
};
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::browse::{Browse, BrowseMessage, matches};
use crate::gui::tr::{Text, tr};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tab {
    Teams,
    Skills,
    SpecialRules,
}

impl Tab {
    pub const ALL: [Tab; 3] = [Tab::Teams, Tab::Skills, Tab::SpecialRules];

    /// The tab's name in `--screen reference:bloodbowl:TAB`.
    pub fn id(self) -> &'static str {
        match self {
            Tab::Teams => "teams",
            Tab::Skills => "skills",
            Tab::SpecialRules => "rules",
        }
    }

    /// Reads a tab's id (any case).
    pub fn parse(text: &str) -> Option<Tab> {
        Tab::ALL
            .into_iter()
            .find(|tab| tab.id().eq_ignore_ascii_case(text.trim()))
    }

    pub(super) fn label(self, lang: Lang) -> &'static str {
        match self {
            Tab::Teams => tr(lang, Text::Teams),
            Tab::Skills => tr(lang, Text::Skills),
            Tab::SpecialRules => tr(lang, Bb::SpecialRules),
        }
    }
}

/// The game's reference screen: its tab and search.
pub type ReferenceScreen = Browse<Tab>;
pub type Message = BrowseMessage<Tab>;

impl Default for ReferenceScreen {
    fn default() -> Self {
        Browse::on(Tab::Teams)
    }
}

/// A tab's id as `--screen reference:bloodbowl:TAB` names it (any case), if the game's
/// reference has that tab.
pub fn page_tab(text: &str) -> Option<&'static str> {
    Tab::parse(text).map(Tab::id)
}

impl ReferenceScreen {
    /// Puts the tab named `tab` in front, if there is one.
    pub fn open_tab(&mut self, tab: &str) {
        if let Some(tab) = Tab::parse(tab) {
            self.tab = tab;
        }
    }
}

/// A roster as the search shows it, with the positions to list: all of them when the
/// team matches by its name or a special rule's, else those that match by their name or
/// a starting skill's.
#[derive(Debug, Clone)]
pub struct RosterEntry<'a> {
    pub roster: &'a Roster,
    pub positions: Vec<&'a Position>,
}

/// The rosters the Teams tab lists for `search`, in the data's order.
pub fn rosters<'a>(reference: &'a Reference, search: &str) -> Vec<RosterEntry<'a>> {
    reference
        .rosters
        .iter()
        .filter_map(|roster| {
            let team_matches = matches(search, &[&roster.name_en, &roster.name_fr])
                || roster_rules(roster)
                    .filter_map(|id| reference.special_rule(id))
                    .any(|rule| matches(search, &[&rule.name_en, &rule.name_fr]));
            let positions: Vec<&Position> = roster
                .position
                .iter()
                .filter(|position| team_matches || position_matches(reference, position, search))
                .collect();
            (!positions.is_empty()).then_some(RosterEntry { roster, positions })
        })
        .collect()
}

/// The ids of a roster's special rules: those it has, then those it picks one of.
pub(super) fn roster_rules(roster: &Roster) -> impl Iterator<Item = &String> {
    roster
        .special_rules
        .iter()
        .chain(&roster.special_rule_choice)
}

fn position_matches(reference: &Reference, position: &Position, search: &str) -> bool {
    matches(search, &[&position.name_en, &position.name_fr])
        || position
            .skills
            .iter()
            .filter_map(|text| SkillRef::parse(text).and_then(|r| reference.skill(r.id)))
            .any(|skill| matches(search, &[&skill.name_en, &skill.name_fr]))
}

/// How the Skills tab groups skills: the categories a player picks from, the traits,
/// then the extraordinary traits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SkillGroup {
    General,
    Agility,
    Strength,
    Passing,
    Mutation,
    Traits,
    Extraordinary,
}

impl SkillGroup {
    /// The groups in the order the tab shows them.
    pub const ALL: [SkillGroup; 7] = [
        SkillGroup::General,
        SkillGroup::Agility,
        SkillGroup::Strength,
        SkillGroup::Passing,
        SkillGroup::Mutation,
        SkillGroup::Traits,
        SkillGroup::Extraordinary,
    ];

    pub fn of(skill: &Skill) -> SkillGroup {
        if skill.is_extraordinary() {
            return SkillGroup::Extraordinary;
        }
        match skill.category {
            Category::General => SkillGroup::General,
            Category::Agility => SkillGroup::Agility,
            Category::Strength => SkillGroup::Strength,
            Category::Passing => SkillGroup::Passing,
            Category::Mutation => SkillGroup::Mutation,
            Category::Trait => SkillGroup::Traits,
        }
    }

    /// The category whose letter the rosters print, for the groups players pick from.
    pub(super) fn category(self) -> Option<Category> {
        match self {
            SkillGroup::General => Some(Category::General),
            SkillGroup::Agility => Some(Category::Agility),
            SkillGroup::Strength => Some(Category::Strength),
            SkillGroup::Passing => Some(Category::Passing),
            SkillGroup::Mutation => Some(Category::Mutation),
            SkillGroup::Traits | SkillGroup::Extraordinary => None,
        }
    }

    pub(super) fn label(self) -> Bb {
        match self {
            SkillGroup::General => Bb::SkillsGeneral,
            SkillGroup::Agility => Bb::SkillsAgility,
            SkillGroup::Strength => Bb::SkillsStrength,
            SkillGroup::Passing => Bb::SkillsPassing,
            SkillGroup::Mutation => Bb::SkillsMutation,
            SkillGroup::Traits => Bb::SkillsTraits,
            SkillGroup::Extraordinary => Bb::SkillsExtraordinary,
        }
    }
}

/// The skills the Skills tab lists for `search` (by name, either language), by group;
/// groups with none are left out.
pub fn skill_groups<'a>(
    reference: &'a Reference,
    search: &str,
) -> Vec<(SkillGroup, Vec<&'a Skill>)> {
    SkillGroup::ALL
        .into_iter()
        .map(|group| {
            let skills: Vec<&Skill> = reference
                .skills
                .iter()
                .filter(|skill| SkillGroup::of(skill) == group)
                .filter(|skill| matches(search, &[&skill.name_en, &skill.name_fr]))
                .collect();
            (group, skills)
        })
        .filter(|(_, skills)| !skills.is_empty())
        .collect()
}

/// The special rules the tab lists for `search` (by name, either language): the regional
/// leagues, then the other team rules; kinds with none are left out.
pub fn rule_groups<'a>(
    reference: &'a Reference,
    search: &str,
) -> Vec<(RuleKind, Vec<&'a SpecialRule>)> {
    [RuleKind::League, RuleKind::Team]
        .into_iter()
        .map(|kind| {
            let rules: Vec<&SpecialRule> = reference
                .special_rules
                .iter()
                .filter(|rule| rule.kind == kind)
                .filter(|rule| matches(search, &[&rule.name_en, &rule.name_fr]))
                .collect();
            (kind, rules)
        })
        .filter(|(_, rules)| !rules.is_empty())
        .collect()
}
