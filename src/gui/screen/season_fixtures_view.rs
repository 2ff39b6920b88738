//! How the season screen's fixtures tab looks: the rounds and their fixtures, the form
//! that generates them, a result's form and a reset's confirmation.

use iced::widget::{Column, button, checkbox, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::season::{
    AWAY_SCORE_INPUT, Control, DEFAULT_EVERY_DAYS, HOME_SCORE_INPUT, Message, ResultForm,
    SeasonData, SeasonScreen, score_text,
};
use super::season_tables::round_name;
use super::season_view::event_text;
use crate::coach::{FixtureLine, ResetPlan};
use crate::data::Lang;
use crate::gui::style::badge::{Badge, badge};
use crate::gui::style::icon::{Icon, icon};
use crate::gui::style::{self, panel};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{
    bold, caption, confirm_bar, link, refusal, segment, subheading, with_tooltip,
};
use crate::store::TeamId;

/// Width of the score and its landslide mark ("9–1 victoire écrasante" on one line).
const SCORE_WIDTH: f32 = 180.0;
/// Width of a team name in the fixture list, so the scores line up.
const TEAM_WIDTH: f32 = 180.0;

impl SeasonScreen {
    pub(super) fn fixtures_tab<'a>(
        &'a self,
        data: &'a SeasonData,
        lang: Lang,
    ) -> Element<'a, Message> {
        let mut page = column![].spacing(6);
        if !data.has_league_fixtures() {
            page = page.push(text(tr(lang, Text::NoFixtures)));
            if !data.view.is_closed() {
                page = page
                    .push(subheading(tr(lang, Text::GenerateFixtures)))
                    .push(self.generate_form(lang));
            }
        }
        let mut group: Option<(bool, u32)> = None;
        for line in &data.fixtures {
            if group != Some((line.playoff, line.round)) {
                group = Some((line.playoff, line.round));
                page = page.push(subheading(round_title(data, line, lang)));
            }
            page = page.push(self.fixture(data, line, lang));
        }
        page.into()
    }

    fn generate_form(&self, lang: Lang) -> Element<'_, Message> {
        let mut form = column![
            row![
                segment(
                    tr(lang, Text::SingleRoundRobin),
                    !self.double,
                    Message::DoubleToggled(false)
                ),
                segment(
                    tr(lang, Text::DoubleRoundRobin),
                    self.double,
                    Message::DoubleToggled(true)
                ),
            ]
            .spacing(4),
            row![
                caption(tr(lang, Text::StartDate)),
                self.start_picker.view(
                    &self.start,
                    lang,
                    Message::StartEdited,
                    Message::GeneratePressed,
                    Message::StartCalendar
                ),
                text_input(&DEFAULT_EVERY_DAYS.to_string(), &self.every)
                    .on_input(Message::EveryEdited)
                    .on_submit(Message::GeneratePressed)
                    .width(Length::Fixed(50.0)),
                caption(tr(lang, Text::DaysBetweenRounds)),
                button(text(tr(lang, Text::Generate)))
                    .style(style::button::primary)
                    .on_press(Message::GeneratePressed),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        ]
        .spacing(6);
        if let Some(calendar) =
            self.start_picker
                .calendar(&self.start, lang, Message::StartCalendar)
        {
            form = form.push(calendar);
        }
        form = form.push(caption(tr(lang, Text::GenerateHint)));
        if let Some(reason) = self.refusal_for(Control::Generate) {
            form = form.push(refusal(reason));
        }
        form.into()
    }

    fn fixture<'a>(
        &'a self,
        data: &'a SeasonData,
        line: &'a FixtureLine,
        lang: Lang,
    ) -> Element<'a, Message> {
        let date = date_of(line, lang);
        let team = |name: &'a str, id: TeamId| {
            container(link(text(name), Message::HistoryChosen(id))).width(Length::Fixed(TEAM_WIDTH))
        };
        let score: Element<'a, Message> = if line.is_played() {
            let mut score = row![bold(score_text(line))]
                .spacing(6)
                .align_y(Alignment::Center);
            if line.landslide {
                score = score.push(caption(tr(lang, Text::LandslideMark)));
            }
            if let Some(mark) = decided_mark(line, lang) {
                score = score.push(with_tooltip(
                    caption(mark),
                    crate::gui::games::decided_hint(lang).to_string(),
                ));
            }
            score.into()
        } else {
            badge(Badge::ToPlay, tr(lang, Text::ToPlay))
        };
        let mut main = row![
            caption(date).width(Length::Fixed(90.0)),
            team(&line.home, line.home_id),
            caption("v"),
            team(&line.away, line.away_id),
            container(score).width(Length::Fixed(SCORE_WIDTH)),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        if !data.view.is_closed() {
            main = main.push(fixture_buttons(line, lang));
        }
        let mut block = column![main].spacing(4);
        if let Some(form) = self.result.as_ref().filter(|f| f.fixture == line.id) {
            block = block.push(result_form(form, line, lang));
        }
        if let Some(plan) = self.reset.as_ref().filter(|p| p.fixture.id == line.id) {
            block = block.push(reset_box(plan, lang));
        }
        if self.deleting == Some(line.id) {
            block = block.push(confirm_bar(
                fill(
                    tr(lang, Text::DeleteFixtureQuestion),
                    &[&line.home, &line.away, &date_of(line, lang)],
                ),
                tr(lang, Text::DeleteFixture),
                Message::ConfirmDeletePressed,
                tr(lang, Text::Cancel),
                Message::CancelPressed,
            ));
        }
        for control in [
            Control::Result(line.id),
            Control::Reset(line.id),
            Control::Delete(line.id),
        ] {
            if let Some(reason) = self.refusal_for(control) {
                block = block.push(refusal(reason));
            }
        }
        block.into()
    }
}

fn fixture_buttons(line: &FixtureLine, lang: Lang) -> Element<'_, Message> {
    let small = |label: Text| text(tr(lang, label)).size(style::size::LABEL);
    let match_day = button(small(Text::MatchDay))
        .style(crate::gui::style::button::secondary)
        .on_press(Message::MatchDayPressed(line.id));
    if line.is_played() {
        row![
            match_day,
            button(small(Text::Edit))
                .style(crate::gui::style::button::secondary)
                .on_press(Message::EditResultPressed(line.id)),
            with_tooltip(
                button(small(Text::Reset))
                    .style(style::button::secondary)
                    .on_press(Message::ResetPressed(line.id)),
                tr(lang, Text::ResetHint).to_string(),
            ),
        ]
        .spacing(6)
        .into()
    } else {
        let mut buttons = row![
            match_day,
            button(small(Text::EnterResult))
                .style(style::button::secondary)
                .on_press(Message::EnterResultPressed(line.id)),
        ]
        .spacing(6);
        if !line.playoff {
            buttons = buttons.push(with_tooltip(
                button(icon(Icon::Delete))
                    .style(style::button::quiet)
                    .on_press(Message::DeletePressed(line.id)),
                tr(lang, Text::DeleteFixture).to_string(),
            ));
        }
        buttons.into()
    }
}

/// Who won when the game's rules decided it otherwise than the scores say (Killpower
/// Ball's points to score, free throws).
fn decided_mark(line: &FixtureLine, lang: Lang) -> Option<String> {
    let decided = line.decided?;
    let by_score = line.home_score?.cmp(&line.away_score?);
    if decided.ordering() == by_score {
        return None;
    }
    Some(match decided.winner() {
        Some(crate::rules::Side::Home) => fill(tr(lang, Text::DecidedWinner), &[&line.home]),
        Some(crate::rules::Side::Away) => fill(tr(lang, Text::DecidedWinner), &[&line.away]),
        None => tr(lang, Text::DecidedDraw).to_string(),
    })
}

/// "Round 4", or "Autumn Cup — Semi-finals" for a bracket's games.
fn round_title(data: &SeasonData, line: &FixtureLine, lang: Lang) -> String {
    let round = fill(tr(lang, Text::RoundTitle), &[&line.round.to_string()]);
    if !line.playoff {
        return round;
    }
    let bracket = line.record.bracket.and_then(|place| {
        data.brackets
            .iter()
            .find(|b| b.playoff.id == place.playoff_id)
    });
    match bracket {
        Some(bracket) => format!(
            "{} — {}",
            bracket.playoff.name,
            round_name(bracket.rounds.len(), line.round, lang)
        ),
        None => format!("{} — {round}", tr(lang, Text::Playoffs)),
    }
}

fn result_form<'a>(
    form: &'a ResultForm,
    line: &'a FixtureLine,
    lang: Lang,
) -> Element<'a, Message> {
    let mut body = column![
        row![
            text(line.home.as_str()),
            text_input(tr(lang, Text::HomeScore), &form.home)
                .id(HOME_SCORE_INPUT)
                .on_input(Message::HomeScoreEdited)
                .on_submit(Message::SaveResultPressed)
                .width(Length::Fixed(70.0)),
            text("–"),
            text_input(tr(lang, Text::AwayScore), &form.away)
                .id(AWAY_SCORE_INPUT)
                .on_input(Message::AwayScoreEdited)
                .on_submit(Message::SaveResultPressed)
                .width(Length::Fixed(70.0)),
            text(line.away.as_str()),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
        row![
            checkbox(form.landslide)
                .label(tr(lang, Text::Landslide))
                .on_toggle(Message::LandslideToggled),
            iced::widget::space::horizontal().width(Length::Fixed(16.0)),
            button(text(tr(lang, Text::Save)))
                .style(style::button::primary)
                .on_press(Message::SaveResultPressed),
            button(text(tr(lang, Text::Cancel)))
                .style(crate::gui::style::button::secondary)
                .on_press(Message::CancelPressed),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
    ]
    .spacing(8);
    if form.editing {
        body = body.push(caption(tr(lang, Text::EditKeepsEvents)));
    }
    container(body).padding(10).style(panel::card_style).into()
}

fn reset_box(plan: &ResetPlan, lang: Lang) -> Element<'_, Message> {
    let line = &plan.fixture;
    let mut result = score_text(line);
    if line.landslide {
        result = format!("{result} ({})", tr(lang, Text::LandslideMark));
    }
    let mut body: Column<'_, Message> = column![
        bold(tr(lang, Text::ResetWillUndo)),
        text(fill(tr(lang, Text::ResetResult), &[&result])),
    ]
    .spacing(4);
    if plan.events.is_empty() {
        body = body.push(text(tr(lang, Text::ResetNoEvents)));
    } else {
        body = body.push(text(tr(lang, Text::ResetEvents)));
        for event in &plan.events {
            body = body.push(caption(format!("    {}", event_text(event, lang))));
        }
    }
    if !plan.revived.is_empty() {
        body = body.push(text(fill(
            tr(lang, Text::ResetRevived),
            &[&plan.revived.join(", ")],
        )));
    }
    if !plan.removed_games.is_empty() {
        let games: Vec<String> = plan.removed_games.iter().map(|id| id.to_string()).collect();
        body = body.push(text(fill(
            tr(lang, Text::ResetRemovedGames),
            &[&games.join(", ")],
        )));
    }
    if let Some(fault) = &plan.blocked {
        let said = crate::Error::from(fault.clone()).text(crate::error::Surface::Window, lang);
        body = body.push(crate::gui::widgets::refusal(said));
    }
    body = body.push(
        row![
            button(text(tr(lang, Text::ConfirmReset)))
                .style(crate::gui::style::button::danger)
                .on_press_maybe(
                    plan.blocked
                        .is_none()
                        .then_some(Message::ConfirmResetPressed)
                ),
            button(text(tr(lang, Text::Cancel)))
                .style(crate::gui::style::button::secondary)
                .on_press(Message::CancelPressed),
        ]
        .spacing(8),
    );
    container(body).padding(10).style(panel::card_style).into()
}

/// The fixture's date, or that it has none.
fn date_of(line: &FixtureLine, lang: Lang) -> String {
    line.date
        .map_or_else(|| tr(lang, Text::NoDate).to_string(), |d| d.to_string())
}
