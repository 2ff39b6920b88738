//! The league's table rules, editable on the league screen: points per result and the
//! ordered list of tie-breakers. Both are league settings with Dugout's defaults.

use iced::widget::{button, column, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length, Task};

use super::season_tables::tie_breaker_text;
use crate::coach::{self, PlayChange};
use crate::data::Lang;
use crate::games::Game;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::tr::{Text, tr};
use crate::gui::widgets::{caption, refusal};
use crate::league::{PointsTable, TieBreaker};
use crate::store::{LeagueId, LeagueRecord, PlaySettings};

/// One of the four results points are given for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Result4 {
    LandslideWin,
    Win,
    Draw,
    Loss,
}

impl Result4 {
    const ALL: [Result4; 4] = [
        Result4::LandslideWin,
        Result4::Win,
        Result4::Draw,
        Result4::Loss,
    ];

    fn label(self) -> Text {
        match self {
            Result4::LandslideWin => Text::PointsLandslideWin,
            Result4::Win => Text::PointsWin,
            Result4::Draw => Text::PointsDraw,
            Result4::Loss => Text::PointsLoss,
        }
    }

    fn of(self, points: &PointsTable) -> i32 {
        match self {
            Result4::LandslideWin => points.landslide_win,
            Result4::Win => points.win,
            Result4::Draw => points.draw,
            Result4::Loss => points.loss,
        }
    }
}

/// A tie-breaker in the "add" list, labelled in the user's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TieBreakerChoice {
    pub tie_breaker: TieBreaker,
    pub lang: Lang,
    /// The league's game id: it names the tie-breaker in its own words.
    pub game: &'static str,
}

impl std::fmt::Display for TieBreakerChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match crate::coach::games::find(self.game) {
            Some(game) => f.write_str(&game.tie_breaker_name(self.tie_breaker, self.lang)),
            None => f.write_str(tr(self.lang, tie_breaker_text(self.tie_breaker))),
        }
    }
}

/// The form while the commissioner edits the rules.
#[derive(Debug, Clone, PartialEq)]
pub struct RulesForm {
    pub points: [String; 4],
    pub order: Vec<TieBreaker>,
    pub refusal: Option<String>,
}

#[derive(Debug, Clone)]
pub enum Message {
    EditPressed,
    PointsEdited(Result4, String),
    MovedUp(usize),
    Removed(usize),
    Added(TieBreakerChoice),
    SavePressed,
    Saved(Result<Box<LeagueRecord>, Failure>),
    CancelPressed,
}

/// What the league screen does after a message: nothing, run a task, or reload.
pub enum Outcome {
    None,
    Run(Task<Message>),
    Saved,
}

impl RulesForm {
    pub fn of(play: &PlaySettings) -> RulesForm {
        RulesForm {
            points: Result4::ALL.map(|result| result.of(&play.points).to_string()),
            order: play.tie_breakers.clone(),
            refusal: None,
        }
    }
}

/// Handles a message for the form `form` (None while it is closed).
pub fn update(
    form: &mut Option<RulesForm>,
    play: &PlaySettings,
    message: Message,
    db: &Db,
    league: LeagueId,
    lang: Lang,
) -> Outcome {
    match message {
        Message::EditPressed => *form = Some(RulesForm::of(play)),
        Message::CancelPressed => *form = None,
        Message::Saved(Ok(_)) => {
            *form = None;
            return Outcome::Saved;
        }
        Message::SavePressed => {
            if let Some(open) = form.as_mut() {
                return save(open, db, league, lang);
            }
        }
        other => {
            if let Some(open) = form.as_mut() {
                edit(open, other, lang);
            }
        }
    }
    Outcome::None
}

fn edit(form: &mut RulesForm, message: Message, lang: Lang) {
    form.refusal = None;
    match message {
        Message::PointsEdited(result, value) => {
            if let Some(index) = Result4::ALL.iter().position(|r| *r == result) {
                form.points[index] = value;
            }
        }
        Message::MovedUp(index) if index > 0 && index < form.order.len() => {
            form.order.swap(index - 1, index);
        }
        Message::Removed(index) if index < form.order.len() => {
            form.order.remove(index);
        }
        Message::Added(choice) if !form.order.contains(&choice.tie_breaker) => {
            form.order.push(choice.tie_breaker);
        }
        Message::Saved(Err(failure)) => form.refusal = Some(failure.full_text(lang)),
        _ => {}
    }
}

fn save(form: &mut RulesForm, db: &Db, league: LeagueId, lang: Lang) -> Outcome {
    let mut values = [0i32; 4];
    for (index, text) in form.points.iter().enumerate() {
        match text.trim().parse::<i32>() {
            Ok(value) => values[index] = value,
            Err(_) => {
                form.refusal = Some(format!(
                    "{}: {}",
                    tr(lang, Result4::ALL[index].label()),
                    tr(lang, Text::PointsMustBeWhole)
                ));
                return Outcome::None;
            }
        }
    }
    let [landslide_win, win, draw, loss] = values;
    let change = PlayChange {
        landslide_win: Some(landslide_win),
        win: Some(win),
        draw: Some(draw),
        loss: Some(loss),
        tie_breakers: Some(form.order.clone()),
    };
    if form.order.is_empty() {
        form.refusal = Some(tr(lang, Text::TieBreakersNeedOne).to_string());
        return Outcome::None;
    }
    let task = Task::perform(
        db.call(lang, move |store, _| {
            coach::change_play_settings(store, league, &change).map(Box::new)
        }),
        Message::Saved,
    );
    Outcome::Run(task)
}

/// The rules as one line with a "Change…" button, or the open form.
pub fn view<'a>(
    form: Option<&'a RulesForm>,
    play: &'a PlaySettings,
    game: &dyn Game,
    lang: Lang,
) -> Element<'a, Message> {
    match form {
        None => {
            let (points, order) = summary(play, game, lang);
            // The tie-breaker order has a line of its own, so the button never runs off
            // a narrow window (French at 1024 px wide).
            iced::widget::column![
                row![
                    caption(points),
                    button(text(tr(lang, Text::ChangeTableRules)))
                        .style(crate::gui::style::button::secondary)
                        .on_press(Message::EditPressed),
                ]
                .spacing(10)
                .align_y(Alignment::Center),
                caption(order),
            ]
            .spacing(4)
            .into()
        }
        Some(form) => form_view(form, game, lang),
    }
}

/// The points per result and the tie-breaker order, as two short lines.
fn summary(play: &PlaySettings, game: &dyn Game, lang: Lang) -> (String, String) {
    let points = play.points;
    let whose = if points == game.default_play().points {
        tr(lang, Text::DefaultMark)
    } else {
        tr(lang, Text::LeagueSettingMark)
    };
    let order: Vec<String> = play
        .tie_breakers
        .iter()
        .map(|t| game.tie_breaker_name(*t, lang))
        .collect();
    let landslide = if game.has_bonus_win() {
        format!("{}/", points.landslide_win)
    } else {
        String::new()
    };
    let points = if game.points_note(lang).is_some() {
        tr(lang, Text::PointsByGame).to_string()
    } else {
        format!(
            "{} {landslide}{}/{}/{} ({whose})",
            tr(lang, Text::PointsPerResult),
            points.win,
            points.draw,
            points.loss,
        )
    };
    let order = format!("{} {}", tr(lang, Text::TieBreakersLabel), order.join(" › "));
    (points, order)
}

fn form_view<'a>(form: &'a RulesForm, game: &dyn Game, lang: Lang) -> Element<'a, Message> {
    let mut points = row![caption(tr(lang, Text::PointsPerResult))]
        .spacing(8)
        .align_y(Alignment::Center);
    for (index, result) in Result4::ALL.into_iter().enumerate() {
        if result == Result4::LandslideWin && !game.has_bonus_win() {
            continue;
        }
        points = points.push(caption(tr(lang, result.label())));
        points = points.push(
            text_input("0", &form.points[index])
                .on_input(move |value| Message::PointsEdited(result, value))
                .width(Length::Fixed(52.0)),
        );
    }
    let mut order = column![caption(tr(lang, Text::TieBreakersLabel))].spacing(4);
    for (index, tie_breaker) in form.order.iter().enumerate() {
        let up = button(text("↑")).style(crate::gui::style::button::secondary);
        let up = if index > 0 {
            up.on_press(Message::MovedUp(index))
        } else {
            up
        };
        order = order.push(
            row![
                text(format!("{}.", index + 1)).width(Length::Fixed(24.0)),
                text(game.tie_breaker_name(*tie_breaker, lang)).width(Length::Fixed(200.0)),
                up,
                button(text(tr(lang, Text::RemoveTieBreaker)))
                    .style(crate::gui::style::button::secondary)
                    .on_press(Message::Removed(index)),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    let missing: Vec<TieBreakerChoice> = game
        .tie_breakers()
        .iter()
        .copied()
        .filter(|t| !form.order.contains(t))
        .map(|tie_breaker| TieBreakerChoice {
            tie_breaker,
            lang,
            game: game.id(),
        })
        .collect();
    if !missing.is_empty() {
        order = order.push(
            pick_list(missing, None::<TieBreakerChoice>, Message::Added)
                .placeholder(tr(lang, Text::AddTieBreaker)),
        );
    }
    let mut form_column = column![
        points,
        order,
        caption(tr(lang, Text::TableRulesNote)),
        row![
            button(text(tr(lang, Text::SaveTableRules))).on_press(Message::SavePressed),
            button(text(tr(lang, Text::Cancel)))
                .style(crate::gui::style::button::secondary)
                .on_press(Message::CancelPressed),
        ]
        .spacing(8),
    ]
    .spacing(8);
    if let Some(reason) = &form.refusal {
        form_column = form_column.push(refusal(reason.as_str()));
    }
    form_column.into()
}
