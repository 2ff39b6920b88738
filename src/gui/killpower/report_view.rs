//! The *Report* step of the Killpower Ball match screen: the score, how the match ended,
//! the free throws of a drawn match that needs a winner, each side's post-match in a
//! championship (`side_view`), the dice, Preview and Record, and the preview.

use iced::widget::{Column, column, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::match_day::{DayData, MatchScreen, Message, Step};
use super::match_form::ThrowEdit;
use super::match_view::next;
use super::review_view::report_panel;
use crate::data::Lang;
use crate::gui::dice::{SMALL_FIELD, dice_editor};
use crate::gui::killpower::tr::Kp;
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::section;
use crate::gui::style::{button as role, space};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{Pick, caption, icon_button};
use crate::gui::wizard::Staging;
use crate::gui::wizard::frame;
use crate::rules::killpower::{Ending, Mode, Side};

impl MatchScreen {
    pub(super) fn report_step<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        if data.finished() {
            return column![
                caption(tr(lang, Kp::ReportRecorded)),
                next(lang, Step::Review)
            ]
            .spacing(space::M)
            .into();
        }
        let mut page = column![].spacing(space::L);
        if data.prematch.is_none() {
            page = page.push(caption(tr(lang, Kp::NoPrematchYet)));
        }
        page = page
            .push(self.score(data, lang))
            .push(section(tr(lang, Kp::HowItEnded), self.ending(data, lang)));
        if data.needs_winner() {
            page = page.push(section(
                tr(lang, Kp::FreeThrows),
                self.free_throws(data, lang),
            ));
        }
        if data.mode == Mode::Championship {
            page = page
                .push(caption(tr(lang, Kp::PostmatchHint)))
                .push(self.side_form(data, Side::Home, lang))
                .push(self.side_form(data, Side::Away, lang));
        } else {
            page = page.push(caption(tr(lang, Kp::TournamentKeepsTeams)));
        }
        let championship = data.mode == Mode::Championship;
        let shown = self
            .report_preview
            .view()
            .map(|view| report_panel(view, (true, championship), lang));
        page.push(dice_editor(&self.report.dice, lang, Message::ReportDice))
            .push(frame::form_foot(
                &self.flow,
                (
                    Message::Report(Staging::PreviewPressed),
                    tr(lang, Kp::RecordReport),
                    Message::Report(Staging::RecordPressed),
                ),
                shown,
                lang,
            ))
            .into()
    }

    /// What each side had to score, and the score.
    fn score<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let names = data.names();
        let targets = [data.points.home.target, data.points.away.target];
        let line = fill(
            tr(lang, Kp::TargetsLine),
            &[
                names[0],
                &targets[0].to_string(),
                names[1],
                &targets[1].to_string(),
            ],
        );
        let score = |side: usize| {
            row![
                text(names[side]),
                text_input("0", &self.report.score[side])
                    .on_input(move |s| Message::Score(side, s))
                    .width(Length::Fixed(SMALL_FIELD)),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center)
        };
        section(
            tr(lang, Text::Score),
            column![
                caption(line),
                row![score(0), score(1)].spacing(space::XL).wrap()
            ]
            .spacing(space::S),
        )
        .into()
    }

    /// After the 20 turns, an elimination by a side, or an abandon by a side.
    fn ending<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let names = data.names();
        let choice = |label: String, ending: Ending| -> Element<'a, Message> {
            let style = if self.report.ending == ending {
                role::primary
            } else {
                role::secondary
            };
            iced::widget::button(text(label))
                .style(style)
                .on_press(Message::Ended(ending))
                .into()
        };
        let mut choices = vec![choice(
            tr(lang, Kp::EndedAfterTime).to_string(),
            Ending::Time,
        )];
        for side in Side::BOTH {
            choices.push(choice(
                fill(tr(lang, Kp::EndedElimination), &[names[side.index()]]),
                Ending::Elimination(side),
            ));
        }
        for side in Side::BOTH {
            choices.push(choice(
                fill(tr(lang, Kp::EndedAbandon), &[names[side.index()]]),
                Ending::Abandon(side),
            ));
        }
        column![
            iced::widget::Row::with_children(choices)
                .spacing(space::S)
                .wrap(),
            caption(tr(lang, Kp::EndingHint)),
        ]
        .spacing(space::S)
        .into()
    }

    /// Up to two shooters a side (any living gladiator of the team) and each round's
    /// distances.
    fn free_throws<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let throws = &self.report.throws;
        let mut list: Column<'a, Message> =
            column![caption(tr(lang, Kp::FreeThrowsHint))].spacing(space::S);
        for side in Side::BOTH {
            let i = side.index();
            let options: Vec<Pick<u32>> = data
                .living(side)
                .into_iter()
                .map(|n| Pick {
                    value: n,
                    label: data.label(side, n),
                })
                .collect();
            let mut line = row![text(data.names()[i]).width(Length::Fixed(180.0))]
                .spacing(space::S)
                .align_y(Alignment::Center);
            for slot in 0..2 {
                let chosen = throws.shooters[i][slot]
                    .and_then(|n| options.iter().find(|p| p.value == n).cloned());
                line = line.push(
                    pick_list(options.clone(), chosen, move |p: Pick<u32>| {
                        Message::Throw(ThrowEdit::Shooter(i, slot, p.value))
                    })
                    .placeholder(tr(lang, Kp::Shooter)),
                );
            }
            list = list.push(line);
        }
        for (round, distances) in throws.rounds.iter().enumerate() {
            list = list.push(self.round_line(data, round, distances, lang));
        }
        list.push(
            icon_button(Icon::Add, tr(lang, Kp::AddRound))
                .on_press(Message::Throw(ThrowEdit::RoundAdded)),
        )
        .into()
    }

    fn round_line<'a>(
        &'a self,
        data: &'a DayData,
        round: usize,
        distances: &'a [[String; 2]; 2],
        lang: Lang,
    ) -> Element<'a, Message> {
        let shooters = &self.report.throws.shooters;
        let mut line = row![caption(fill(
            tr(lang, Kp::RoundN),
            &[&(round + 1).to_string()]
        ))]
        .spacing(space::S)
        .align_y(Alignment::Center);
        for side in Side::BOTH {
            let i = side.index();
            for slot in 0..2 {
                let Some(number) = shooters[i][slot] else {
                    continue;
                };
                line = line.push(caption(data.label(side, number))).push(
                    text_input(tr(lang, Kp::Squares), &distances[i][slot])
                        .on_input(move |d| Message::Throw(ThrowEdit::Distance(round, i, slot, d)))
                        .width(Length::Fixed(SMALL_FIELD)),
                );
            }
        }
        line.push(
            icon_button(Icon::Delete, tr(lang, Text::Remove))
                .style(role::quiet)
                .on_press(Message::Throw(ThrowEdit::RoundRemoved(round))),
        )
        .wrap()
        .into()
    }
}
