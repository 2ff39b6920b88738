//! Reference: the DreadBall data, browsable and searchable, in the user's language.

use iced::widget::{button, column, container, row, scrollable, text, text_input};
use iced::{Element, Length};

use crate::coach::Context;
use crate::data::dreadball::{Mvp, MvpKind, StatLine, Team};
use crate::data::{Lang, Named};
use crate::gui::dreadball::tr::Dr;
use crate::gui::tr::{Text, tr};
use crate::gui::widgets::{caption, mc, subheading};
use crate::present::dreadball::{skill_names, stat_line};

use crate::gui::browse::{Browse, BrowseMessage};
pub use crate::gui::browse::{SEARCH_INPUT, matches};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tab {
    Teams,
    Mvps,
    Giants,
    Skills,
    FreeAgents,
}

impl Tab {
    pub const ALL: [Tab; 5] = [
        Tab::Teams,
        Tab::Mvps,
        Tab::Giants,
        Tab::Skills,
        Tab::FreeAgents,
    ];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Tab::Teams => tr(lang, Text::Teams),
            Tab::Mvps => tr(lang, Dr::Mvps),
            Tab::Giants => tr(lang, Dr::Giants),
            Tab::Skills => tr(lang, Text::Skills),
            Tab::FreeAgents => tr(lang, Dr::FreeAgents),
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

impl ReferenceScreen {
    pub fn view<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let tabs = Tab::ALL.into_iter().fold(row![].spacing(6), |tabs, tab| {
            let style = if tab == self.tab {
                crate::gui::style::button::primary
            } else {
                crate::gui::style::button::secondary
            };
            tabs.push(
                button(text(tab.label(lang)))
                    .style(style)
                    .on_press(Message::TabChosen(tab)),
            )
        });
        let search = text_input(tr(lang, Text::Search), &self.search)
            .id(SEARCH_INPUT)
            .on_input(Message::SearchEdited)
            .width(Length::Fixed(260.0));
        let entries = self.entries(context);
        let body: Element<'a, Message> = if entries.is_empty() {
            text(tr(lang, Text::NothingFound)).into()
        } else {
            entries
                .into_iter()
                .fold(column![].spacing(14), |list, entry| list.push(entry))
                .into()
        };
        column![
            row![tabs, iced::widget::space::horizontal(), search].spacing(12),
            scrollable(container(body).padding(iced::Padding::ZERO.right(14)))
                .width(Length::Fill)
                .height(Length::Fill),
        ]
        .spacing(12)
        .into()
    }

    fn entries<'a>(&'a self, context: Context) -> Vec<Element<'a, Message>> {
        let reference = context.reference();
        let search = self.search.as_str();
        match self.tab {
            Tab::Teams => reference
                .teams
                .iter()
                .filter(|team| matches(search, &[&team.name_en, &team.name_fr]))
                .map(|team| team_entry(team, context))
                .collect(),
            Tab::Mvps | Tab::Giants => reference
                .mvps
                .iter()
                .filter(|mvp| (mvp.kind == MvpKind::Giant) == (self.tab == Tab::Giants))
                .filter(|mvp| matches(search, &[&mvp.name_en, &mvp.name_fr]))
                .map(|mvp| mvp_entry(mvp, context))
                .collect(),
            Tab::Skills => reference
                .skills
                .iter()
                .filter(|skill| {
                    matches(
                        search,
                        &[
                            &skill.name_en,
                            &skill.name_fr,
                            &skill.description_en,
                            &skill.description_fr,
                        ],
                    )
                })
                .map(|skill| {
                    let lang = context.lang;
                    let mut title = skill.name(lang).to_string();
                    if skill.challenge_cup {
                        title = format!("{title} — {}", tr(lang, Dr::ChallengeCup));
                    }
                    column![
                        subheading(title),
                        text(lang.pick(&skill.description_en, &skill.description_fr)).size(14),
                        caption(lang.pick(&skill.who_en, &skill.who_fr)),
                    ]
                    .spacing(2)
                    .into()
                })
                .collect(),
            Tab::FreeAgents => free_agent_entries(search, context),
        }
    }
}

fn team_entry<'a>(team: &'a Team, context: Context) -> Element<'a, Message> {
    let lang = context.lang;
    let faction = context
        .reference()
        .faction(&team.faction)
        .map_or(team.faction.as_str(), |f| f.name(lang));
    let mut entry = column![
        subheading(team.name(lang)),
        caption(format!(
            "{} · {} {}",
            faction,
            tr(lang, Text::Season),
            team.season
        )),
    ]
    .spacing(3);
    if team.role.is_empty() {
        entry = entry.push(caption(tr(lang, Dr::NoKnownPositions)));
    }
    for role in &team.role {
        let cost = role.cost_mc.map_or("—".to_string(), mc);
        let count = role
            .starting_count
            .filter(|n| *n > 0)
            .map_or(String::new(), |n| format!("×{n}"));
        entry = entry.push(stat_row(
            role.name(lang),
            &role.stats(),
            &format!("{cost} {count}"),
            skill_names(&context, &role.skills),
        ));
    }
    entry.into()
}

fn stat_row<'a>(name: &str, stats: &StatLine, extra: &str, skills: String) -> Element<'a, Message> {
    row![
        text(name.to_string()).size(14).width(Length::Fixed(220.0)),
        text(stat_line(stats)).font(iced::Font::MONOSPACE).size(14),
        text(extra.to_string()).size(14).width(Length::Fixed(70.0)),
        text(skills).size(13),
    ]
    .spacing(12)
    .into()
}

fn mvp_entry<'a>(mvp: &'a Mvp, context: Context) -> Element<'a, Message> {
    let lang = context.lang;
    let cost = mvp.cost_mc.map_or("—".to_string(), mc);
    let mut entry = column![
        subheading(format!("{} — {cost}", mvp.name(lang))),
        caption(format!(
            "{}: {}",
            tr(lang, Dr::PlaysFor),
            lang.pick(&mvp.plays_for_en, &mvp.plays_for_fr)
        )),
    ]
    .spacing(3);
    for member in &mvp.member {
        for form in &member.form {
            let positions: Vec<&str> = form.positions.iter().map(|p| p.name()).collect();
            let stats = form.stats();
            entry = entry.push(stat_row(
                &member.name,
                &stats,
                &positions.join("/"),
                String::new(),
            ));
        }
    }
    entry
        .push(text(skill_names(&context, &mvp.skills)).size(13))
        .into()
}

fn free_agent_entries<'a>(search: &str, context: Context) -> Vec<Element<'a, Message>> {
    let lang = context.lang;
    let reference = context.reference();
    let mut entries: Vec<Element<'a, Message>> = Vec::new();
    for table in &reference.free_agent_tables {
        let lines: Vec<String> = table
            .result
            .iter()
            .flat_map(|result| {
                result
                    .option
                    .iter()
                    .map(move |option| (result.die, lang.pick(&option.label_en, &option.label_fr)))
            })
            .filter(|(_, label)| matches(search, &[label]))
            .map(|(die, label)| format!("{die}: {label}"))
            .collect();
        if lines.is_empty() {
            continue;
        }
        let title = format!("{} {}", tr(lang, Dr::FreeAgentTable), table.number);
        entries.push(
            lines
                .into_iter()
                .fold(column![subheading(title)].spacing(2), |list, line| {
                    list.push(text(line).size(14))
                })
                .into(),
        );
    }
    for profile in &reference.free_agent_profiles {
        if matches(search, &[&profile.name_en, &profile.name_fr]) {
            entries.push(stat_row(
                profile.name(lang),
                &profile.stats(),
                profile.position.name(),
                skill_names(&context, &profile.skills),
            ));
        }
    }
    entries
}
