//! How the league screen looks: its teams, its seasons, the new-team form.

use iced::widget::{button, column, container, pick_list, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use super::league::{
    LeagueData, LeagueScreen, Message, NEW_SEASON_INPUT, NEW_TEAM_INPUT, SEARCH_INPUT, SortKey,
    StartChoice, TEAMS_PER_PAGE, sorted_teams,
};
use super::league_publish_view::{open_button, over};
use super::table_rules;
use crate::coach::Context;
use crate::data::Lang;
use crate::games::TeamSummary;
use crate::gui::exchange::Exchange;
use crate::gui::games::{FactSource, StartForm};
use crate::gui::print::Document;
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::{card, section};
use crate::gui::style::table::cell;
use crate::gui::style::{self, space};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{caption, heading, icon_button, link, refusal, subheading};
use iced::alignment::Horizontal;

impl LeagueScreen {
    pub fn view<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let page = self.page(context);
        match self.publish.view(context.lang) {
            Some(dialog) => over(page, dialog.map(Message::Publish)),
            None => page,
        }
    }

    fn page<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        self.data.view(lang, Message::ReloadPressed, move |data| {
            let rules = column![settings_line(data, lang)]
                .push(
                    self.card
                        .settings_editor(&data.parts, lang)
                        .map(|editor| editor.map(Message::Card)),
                )
                .push(crate::coach::games::of(&data.league.game).ok().map(|game| {
                    table_rules::view(self.rules.as_ref(), &data.league.play, game, lang)
                        .map(Message::Rules)
                }));
            let page = column![
                row![
                    heading(data.league.name.as_str()),
                    iced::widget::space().width(space::L),
                    tabs(self.showing_stats, lang),
                    iced::widget::space::horizontal(),
                    icon_button(Icon::Log, tr(lang, Text::AuditLog))
                        .on_press(Message::AuditPressed),
                    button(text(tr(lang, Text::Graveyard)))
                        .style(style::button::secondary)
                        .on_press(Message::GraveyardPressed),
                ]
                .spacing(space::S)
                .align_y(Alignment::Center),
            ]
            .spacing(space::L)
            .padding(iced::Padding::ZERO.right(14));
            if self.showing_stats {
                let stats = self.stats.view(&data.seasons, lang).map(Message::Stats);
                return scrollable(page.push(stats)).height(Length::Fill).into();
            }
            let page = page
                .push(card(rules.spacing(space::S)).width(Length::Fill))
                .push(
                    self.card
                        .view(&data.parts, lang)
                        .map(|card| card.map(Message::Card)),
                )
                .push(
                    column![
                        section(tr(lang, Text::Seasons), self.seasons_section(data, lang))
                            .width(Length::Fill),
                        card(self.teams_section(data, context)).width(Length::Fill),
                        section(tr(lang, Text::NewTeam), self.new_team_form(data, context))
                            .width(Length::Fill),
                    ]
                    .spacing(space::L),
                );
            scrollable(page).height(Length::Fill).into()
        })
    }

    fn teams_section<'a>(&'a self, data: &'a LeagueData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        if data.teams.is_empty() {
            let (empty_hint, first) = if data.parts.start_form == StartForm::Gladiators {
                (
                    data.parts.start_form.no_team_yet(lang),
                    Message::NewGameTeamPressed,
                )
            } else {
                (tr(lang, Text::NoTeamYet), Message::FirstTeamPressed)
            };
            return column![
                subheading(tr(lang, Text::Teams)),
                text(empty_hint),
                icon_button(Icon::Add, tr(lang, Text::CreateFirstTeam))
                    .style(style::button::primary)
                    .on_press(first),
            ]
            .spacing(space::S)
            .into();
        }
        column![
            row![
                subheading(tr(lang, Text::Teams)),
                text_input(tr(lang, Text::SearchTeams), &self.search)
                    .id(SEARCH_INPUT)
                    .on_input(Message::SearchEdited)
                    .width(Length::Fixed(260.0)),
            ]
            .spacing(space::L)
            .align_y(iced::Alignment::Center),
            row![
                print_button(data, Text::PrintAllOneFile, true, lang),
                print_button(data, Text::PrintAllFiles, false, lang),
                exchange_button(
                    Icon::Export,
                    Text::ExportLeague,
                    Exchange::ExportLeague {
                        league: data.league.id,
                        name: data.league.name.clone(),
                    },
                    lang
                ),
                exchange_button(
                    Icon::Import,
                    Text::ImportTeam,
                    Exchange::ImportTeam {
                        league: data.league.id,
                    },
                    lang
                ),
                open_button(lang).map(Message::Publish),
            ]
            .spacing(space::S)
            .wrap(),
            self.teams_table(data, context),
        ]
        .spacing(space::S)
        .into()
    }

    fn seasons_section<'a>(&'a self, data: &'a LeagueData, lang: Lang) -> Element<'a, Message> {
        let mut list = column![].spacing(4);
        if data.seasons.is_empty() {
            list = list.push(caption(tr(lang, Text::NoSeason)));
        }
        for season in data.seasons.iter().rev() {
            let state = match season.closed_on {
                Some(on) => fill(tr(lang, Text::ClosedOn), &[&on.to_string()]),
                None => fill(tr(lang, Text::OpenSince), &[&season.started_on.to_string()]),
            };
            list = list.push(
                row![
                    button(text(season.name.as_str()))
                        .style(crate::gui::style::button::secondary)
                        .on_press(Message::SeasonChosen(season.id)),
                    caption(state),
                ]
                .spacing(10)
                .align_y(Alignment::Center),
            );
        }
        let choices = self.season_choices(lang);
        let chosen = choices
            .iter()
            .find(|choice| choice.start == self.season_start)
            .cloned();
        list = list.push(
            row![
                text_input(tr(lang, Text::SeasonName), &self.season_name)
                    .id(NEW_SEASON_INPUT)
                    .on_input(Message::SeasonNameEdited)
                    .on_submit(Message::CreateSeasonPressed)
                    .width(Length::Fixed(250.0)),
                pick_list(choices, chosen, Message::SeasonFromPicked),
                icon_button(Icon::Add, tr(lang, Text::NewSeason))
                    .on_press(Message::CreateSeasonPressed),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
        if let Some(reason) = &self.season_refusal {
            list = list.push(refusal(reason.as_str()));
        }
        list.into()
    }

    fn teams_table<'a>(&'a self, data: &'a LeagueData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let teams = sorted_teams(&data.teams, self.sort, &self.search);
        if teams.is_empty() {
            return text(fill(tr(lang, Text::NoTeamMatches), &[&self.search])).into();
        }
        let found = teams.len();
        let pages = found.div_ceil(TEAMS_PER_PAGE);
        let page = self.page.min(pages - 1);
        let teams: Vec<&TeamSummary> = teams
            .into_iter()
            .skip(page * TEAMS_PER_PAGE)
            .take(TEAMS_PER_PAGE)
            .collect();
        let shown = teams.len();
        let [roster, players, value, treasury] =
            crate::gui::games::team_list_headings(&data.league.game, lang);
        let header = |key: SortKey, label: &str| {
            let arrow = match self.sort {
                (current, true) if current == key => " ▲",
                (current, false) if current == key => " ▼",
                _ => "",
            };
            button(style::table::header(format!("{label}{arrow}")))
                .style(style::button::quiet)
                .padding(0)
                .on_press(Message::SortPressed(key))
        };
        let columns = [
            iced::widget::table::column(
                header(SortKey::Name, tr(lang, Text::Name)),
                |team: &'a TeamSummary| {
                    link(cell(team.name.as_str()), Message::TeamChosen(team.id))
                },
            ),
            iced::widget::table::column(
                header(SortKey::Coach, tr(lang, Text::Coach)),
                |team: &'a TeamSummary| cell(team.coach.as_str()),
            ),
            iced::widget::table::column(
                header(SortKey::Roster, roster),
                |team: &'a TeamSummary| cell(team.roster_name.as_str()),
            ),
            iced::widget::table::column(
                header(SortKey::Players, players),
                |team: &'a TeamSummary| cell(team.players.to_string()),
            )
            .align_x(Horizontal::Right),
            iced::widget::table::column(
                header(SortKey::Value, value),
                move |team: &'a TeamSummary| cell(team.money.format(team.value, lang)),
            )
            .align_x(Horizontal::Right),
            iced::widget::table::column(
                header(SortKey::Treasury, treasury),
                move |team: &'a TeamSummary| cell(team.money.format(team.treasury, lang)),
            )
            .align_x(Horizontal::Right),
        ];
        let table = style::table::table(columns, teams);
        if pages == 1 {
            return table;
        }
        let first = page * TEAMS_PER_PAGE + 1;
        let range = fill(
            tr(lang, Text::TeamsShown),
            &[
                &first.to_string(),
                &(first + shown - 1).to_string(),
                &found.to_string(),
            ],
        );
        let pager = row![
            button(text(tr(lang, Text::PreviousPage)))
                .style(crate::gui::style::button::secondary)
                .on_press_maybe((page > 0).then(|| Message::PageChosen(page - 1))),
            caption(range),
            button(text(tr(lang, Text::NextPage)))
                .style(crate::gui::style::button::secondary)
                .on_press_maybe((page + 1 < pages).then(|| Message::PageChosen(page + 1))),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        column![table, pager].spacing(8).into()
    }

    fn new_team_form<'a>(&'a self, data: &'a LeagueData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        if data.parts.start_form == StartForm::Gladiators {
            return column![
                caption(data.parts.start_form.wizard_hint(lang)),
                icon_button(Icon::Add, data.parts.start_form.wizard_button(lang))
                    .style(style::button::primary)
                    .on_press(Message::NewGameTeamPressed),
            ]
            .spacing(space::S)
            .into();
        }
        let rosters = data.parts.rosters.clone();
        let selected = self
            .roster
            .as_ref()
            .and_then(|id| rosters.iter().find(|choice| &choice.id == id).cloned());
        let start_button = |start: StartChoice, label: Text| {
            let style = if self.start == start {
                crate::gui::style::button::primary
            } else {
                crate::gui::style::button::secondary
            };
            button(text(tr(lang, label)))
                .style(style)
                .on_press(Message::StartPicked(start))
        };
        let mut start_row = row![
            start_button(StartChoice::Lineup, Text::StartingLineup),
            start_button(StartChoice::Budget, Text::Budget),
        ]
        .spacing(6)
        .align_y(iced::Alignment::Center);
        if data.parts.start_form == StartForm::Treasury {
            start_row = row![
                text_input(tr(lang, Text::StartingTreasuryGp), &self.budget)
                    .on_input(Message::BudgetEdited)
                    .on_submit(Message::CreatePressed)
                    .width(Length::Fixed(380.0)),
                caption(tr(lang, Text::GoldPieces)),
            ]
            .spacing(6)
            .align_y(iced::Alignment::Center);
        } else if self.start == StartChoice::Budget {
            start_row = start_row.push(
                text_input(&StartForm::LineupOrBudget.default_amount(), &self.budget)
                    .on_input(Message::BudgetEdited)
                    .on_submit(Message::CreatePressed)
                    .width(Length::Fixed(80.0)),
            );
            start_row = start_row.push(caption("mc"));
        }
        let mut form = column![
            row![
                text_input(tr(lang, Text::TeamName), &self.team_name)
                    .id(NEW_TEAM_INPUT)
                    .on_input(Message::TeamNameEdited)
                    .on_submit(Message::CreatePressed)
                    .width(Length::Fixed(220.0)),
                text_input(tr(lang, Text::CoachName), &self.coach)
                    .on_input(Message::CoachEdited)
                    .on_submit(Message::CreatePressed)
                    .width(Length::Fixed(160.0)),
                pick_list(rosters, selected, Message::RosterPicked)
                    .placeholder(tr(lang, Text::ChooseRoster)),
            ]
            .spacing(8),
            row![
                start_row,
                icon_button(Icon::Add, tr(lang, Text::CreateTeam))
                    .style(style::button::primary)
                    .on_press(Message::CreatePressed)
            ]
            .spacing(24)
            .align_y(iced::Alignment::Center),
        ]
        .spacing(8);
        if let Some(reason) = &self.refusal {
            form = form.push(refusal(reason.as_str()));
        }
        container(form).into()
    }
}

/// The league's own settings, each with a badge: Dugout's default, or the league's own
/// value (with the default it replaced).
fn settings_line(data: &LeagueData, lang: Lang) -> Element<'_, Message> {
    use crate::gui::style::badge::{Badge, badge};
    let facts = data.parts.settings.iter().map(|fact| {
        let mark = match (&fact.changed_from, fact.source) {
            (None, FactSource::Default) => badge(Badge::Default, tr(lang, Text::DefaultMark)),
            (None, FactSource::Example) => badge(Badge::FromRules, tr(lang, Text::ExampleMark)),
            (None, FactSource::Rules) => badge(Badge::FromRules, tr(lang, Text::RulesMark)),
            (Some(default), _) => badge(
                Badge::LeagueSetting,
                fill(tr(lang, Text::LeagueSettingWas), &[default]),
            ),
        };
        row![
            caption(crate::data::nouns::sentence_case(&fact.label)),
            text(fact.value.as_str()),
            mark
        ]
        .spacing(space::XS + 2.0)
        .align_y(Alignment::Center)
        .into()
    });
    iced::widget::Row::with_children(facts)
        .spacing(space::XL)
        .wrap()
        .into()
}

fn exchange_button(
    glyph: Icon,
    label: Text,
    request: Exchange,
    lang: Lang,
) -> Element<'static, Message> {
    icon_button(glyph, tr(lang, label))
        .on_press(Message::Exchange(request))
        .into()
}

/// Prints every team sheet of the league: in one PDF, or a file per team.
fn print_button(
    data: &LeagueData,
    label: Text,
    one_file: bool,
    lang: Lang,
) -> Element<'_, Message> {
    let document = Document::LeagueSheets {
        league: data.league.id,
        name: data.league.name.clone(),
        one_file,
    };
    icon_button(Icon::Print, tr(lang, label))
        .on_press_maybe((!data.teams.is_empty()).then_some(Message::Print(document)))
        .into()
}

/// The screen's two tabs: its teams and seasons, its statistics.
fn tabs(showing_stats: bool, lang: Lang) -> Element<'static, Message> {
    use super::league_stats::St;
    let tab = |label: &'static str, stats: bool| {
        button(text(label))
            .style(style::button::tab(showing_stats == stats))
            .on_press(Message::StatsShown(stats))
    };
    row![
        tab(St::Overview.get(lang), false),
        tab(St::Statistics.get(lang), true),
    ]
    .spacing(space::S)
    .into()
}
