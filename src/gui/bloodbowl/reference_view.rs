//! How the Blood Bowl reference looks: a roster's summary and table of positions, the
//! skills by group, the special rules by kind.

use iced::widget::table::column as col;
use iced::widget::{Column, column, container, row, scrollable, space, text};
use iced::{Element, Length};

use super::reference::{
    Message, ReferenceScreen, RosterEntry, SkillGroup, Tab, roster_rules, rosters, rule_groups,
    skill_groups,
};
use crate::data::bloodbowl::{Category, Position, Reference, Roster, RuleKind, Skill, SpecialRule};
use crate::data::{Lang, Named};
use crate::games::Money;
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::browse::search_input;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{bold, caption, field, refusal, segment, subheading};

/// The width of a name column (positions, skills), so that every table lines up.
const NAME_WIDTH: f32 = 210.0;

fn gp(amount: u32, lang: Lang) -> String {
    Money::Gp.format(amount.into(), lang)
}

impl ReferenceScreen {
    /// The tabs and the search above, the tab's entries below.
    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        let tabs = Tab::ALL.into_iter().fold(row![].spacing(6), |tabs, tab| {
            tabs.push(segment(
                tab.label(lang),
                tab == self.tab,
                Message::TabChosen(tab),
            ))
        });
        let search = search_input(lang, &self.search, Message::SearchEdited);
        let body = match Reference::bundled() {
            Ok(reference) => body(self.tab, &self.search, reference, lang),
            Err(error) => {
                let failure = crate::gui::failure::Failure::new(&crate::Error::Data(error), lang);
                refusal(failure.full_text(lang)).into()
            }
        };
        column![
            row![tabs, space::horizontal(), search].spacing(12),
            scrollable(container(body).padding(iced::Padding::ZERO.right(14)))
                .width(Length::Fill)
                .height(Length::Fill),
        ]
        .spacing(12)
        .into()
    }
}

/// The entries of a tab for `search`, or a line saying nothing matches.
pub(super) fn body<'a>(
    tab: Tab,
    search: &str,
    reference: &'a Reference,
    lang: Lang,
) -> Element<'a, Message> {
    let entries: Vec<Element<'a, Message>> = match tab {
        Tab::Teams => rosters(reference, search)
            .into_iter()
            .map(|entry| roster_entry(entry, reference, lang))
            .collect(),
        Tab::Skills => skill_groups(reference, search)
            .into_iter()
            .map(|(group, skills)| skill_group(group, skills, lang))
            .collect(),
        Tab::SpecialRules => rule_groups(reference, search)
            .into_iter()
            .map(|(kind, rules)| rule_group(kind, rules, reference, lang))
            .collect(),
    };
    if entries.is_empty() {
        return text(tr(lang, Text::NothingFound)).into();
    }
    Column::with_children(entries).spacing(22).into()
}

fn roster_entry<'a>(
    entry: RosterEntry<'a>,
    reference: &'a Reference,
    lang: Lang,
) -> Element<'a, Message> {
    let roster = entry.roster;
    let apothecary = if roster.apothecary {
        Text::Yes
    } else {
        Text::No
    };
    let mut block = column![
        subheading(roster.name(lang)),
        row![
            text(fill(tr(lang, Bb::TierNumber), &[&roster.tier.to_string()])),
            field(tr(lang, Bb::TeamReroll), gp(roster.reroll_gp, lang)),
            field(tr(lang, Bb::Apothecary), tr(lang, apothecary).to_string()),
        ]
        .spacing(24),
    ]
    .spacing(6);
    if let Some(rules) = rules_line(roster, reference, lang) {
        block = block.push(caption(rules));
    }
    block
        .push(positions_table(entry.positions, reference, lang))
        .into()
}

/// "Special rules: Old World Classic, one of: …", or None for a roster without any.
fn rules_line(roster: &Roster, reference: &Reference, lang: Lang) -> Option<String> {
    let name = |id: &String| {
        reference
            .special_rule(id)
            .map_or(id.clone(), |rule| rule.name(lang).to_string())
    };
    let mut names: Vec<String> = roster.special_rules.iter().map(name).collect();
    if !roster.special_rule_choice.is_empty() {
        let choice: Vec<String> = roster.special_rule_choice.iter().map(name).collect();
        names.push(fill(tr(lang, Bb::ChooseOneOf), &[&choice.join(", ")]));
    }
    (!names.is_empty()).then(|| fill(tr(lang, Bb::SpecialRulesLine), &[&names.join(", ")]))
}

/// Category letters as the rosters print them ("GS").
fn letters(categories: &[Category]) -> String {
    categories
        .iter()
        .map(|category| category.letter())
        .collect()
}

fn positions_table<'a>(
    positions: Vec<&'a Position>,
    reference: &'a Reference,
    lang: Lang,
) -> Element<'a, Message> {
    let stat = |label: Bb, value: fn(&Position) -> String| {
        col(text(tr(lang, label)), move |p: &'a Position| text(value(p))).width(Length::Fixed(34.0))
    };
    let columns = [
        col(text(tr(lang, Bb::Quantity)), |p: &'a Position| {
            text(format!("0–{}", p.max))
        })
        .width(Length::Fixed(44.0)),
        col(text(tr(lang, Text::Position)), move |p: &'a Position| {
            text(p.name(lang))
        })
        .width(Length::Fixed(NAME_WIDTH)),
        col(text(tr(lang, Text::Cost)), move |p: &'a Position| {
            text(gp(p.cost_gp, lang))
        })
        .width(Length::Fixed(96.0)),
        stat(Bb::StatMa, |p| p.ma.to_string()),
        stat(Bb::StatSt, |p| p.st.to_string()),
        stat(Bb::StatAg, |p| format!("{}+", p.ag)),
        stat(Bb::StatPa, |p| {
            p.pa.map_or("-".to_string(), |pa| format!("{pa}+"))
        }),
        stat(Bb::StatAv, |p| format!("{}+", p.av)),
        col(text(tr(lang, Text::Skills)), move |p: &'a Position| {
            text(reference.skill_list(&p.skills, lang)).size(13)
        })
        .width(Length::Fill),
        col(text(tr(lang, Bb::PrimarySkills)), |p: &'a Position| {
            text(letters(&p.primary))
        }),
        col(text(tr(lang, Bb::SecondarySkills)), |p: &'a Position| {
            text(letters(&p.secondary))
        }),
    ];
    iced::widget::table(columns, positions)
        .width(Length::Fill)
        .padding_x(6)
        .padding_y(3)
        .into()
}

/// A group's heading: its name, with the letter rosters print for it ("General (G)").
fn group_title(group: SkillGroup, lang: Lang) -> String {
    let name = tr(lang, group.label());
    match group.category() {
        Some(category) => format!("{name} ({})", category.letter()),
        None => name.to_string(),
    }
}

fn skill_group<'a>(group: SkillGroup, skills: Vec<&'a Skill>, lang: Lang) -> Element<'a, Message> {
    skills
        .into_iter()
        .fold(
            column![subheading(group_title(group, lang))].spacing(6),
            |list, skill| {
                list.push(
                    row![
                        bold(skill.name(lang))
                            .size(14)
                            .width(Length::Fixed(NAME_WIDTH)),
                        text(lang.pick(&skill.description_en, &skill.description_fr))
                            .size(14)
                            .width(Length::Fill),
                    ]
                    .spacing(12),
                )
            },
        )
        .into()
}

fn rule_group<'a>(
    kind: RuleKind,
    rules: Vec<&'a SpecialRule>,
    reference: &'a Reference,
    lang: Lang,
) -> Element<'a, Message> {
    let title = match kind {
        RuleKind::League => Bb::RegionalLeagues,
        RuleKind::Team => Bb::TeamRules,
    };
    rules
        .into_iter()
        .fold(
            column![subheading(tr(lang, title))].spacing(10),
            |list, rule| list.push(rule_entry(rule, reference, lang)),
        )
        .into()
}

fn rule_entry<'a>(
    rule: &'a SpecialRule,
    reference: &'a Reference,
    lang: Lang,
) -> Element<'a, Message> {
    let teams: Vec<&str> = reference
        .rosters
        .iter()
        .filter(|roster| roster_rules(roster).any(|id| *id == rule.id))
        .map(|roster| roster.name(lang))
        .collect();
    let mut entry = column![
        bold(rule.name(lang)).size(14),
        text(lang.pick(&rule.description_en, &rule.description_fr)).size(14),
    ]
    .spacing(2);
    if !teams.is_empty() {
        entry = entry.push(caption(fill(
            tr(lang, Bb::TeamsWithRule),
            &[&teams.join(", ")],
        )));
    }
    entry.into()
}
