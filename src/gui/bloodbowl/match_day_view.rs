//! What the Blood Bowl match-day wizard shows: its frame (title, steps, the refusal) and
//! the pre-match step; the other steps are drawn by `match_day_post_view` (result and
//! post-match), `match_day_plan_view` (previews) and `match_day_stored_view` (review).

use iced::widget::{column, pick_list, row, text_input};
use iced::{Alignment, Element, Length};

use super::match_day::{DayData, Half, MatchDayScreen, Message, Step, next};
use super::match_day_form::{DiceEdit, DiceForm, InducementRow, Pick};
use super::match_day_plan_view::{inducement_name, prematch_view};
use super::match_day_stored_view::stored_prematch;
use crate::coach::Context;
use crate::data::Lang;
use crate::data::Named;
use crate::data::bloodbowl::Reference;
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::{card, section};
use crate::gui::style::{button as role, space};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{caption, icon_button};
use crate::gui::wizard::Staging;
use crate::gui::wizard::frame::{self, FrameMessages};
use crate::rules::bloodbowl::pre_match::Side;

pub(super) use crate::gui::dice::{MONEY_FIELD, SMALL_FIELD};

impl MatchDayScreen {
    pub fn view(&self, context: Context) -> Element<'_, Message> {
        let lang = context.lang;
        self.data
            .view(lang, Message::StepChosen(self.flow.step), |data| {
                self.page(data, lang)
            })
    }

    fn page<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let title = fill(
            tr(lang, Bb::MatchDayTitle),
            &[&data.line.home, &data.line.away],
        );
        let print = Message::Print(crate::gui::print::Document::Match {
            fixture: self.fixture,
        });
        let body = match self.flow.step {
            Step::Pre => self.pre_step(data, lang),
            Step::Result => self.result_step(data, lang),
            Step::Post => self.post_step(data, lang),
            Step::Review => self.review_step(data, lang),
        };
        let messages = FrameMessages {
            back: Message::BackPressed,
            step: Message::StepChosen,
            print: (tr(lang, Text::PrintMatchSheet), print),
        };
        let on_top = self.flow.step == Step::Review;
        frame::page(&self.flow, title, messages, on_top, body, lang)
    }

    fn pre_step<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        if let Some(stored) = &data.stored.prematch {
            return column![
                stored_prematch(stored, data, lang),
                next(lang, Step::Result)
            ]
            .spacing(space::L)
            .into();
        }
        let sides = row![
            card(self.inducements(data, 0, lang)).width(Length::FillPortion(1)),
            card(self.inducements(data, 1, lang)).width(Length::FillPortion(1)),
        ]
        .spacing(space::L);
        let shown = self
            .pre_preview
            .view()
            .map(|view| prematch_view(view, lang));
        column![
            caption(tr(lang, Bb::PrematchHint)),
            sides,
            section(tr(lang, Bb::Choices), self.pre_choices(data, lang)),
            dice_editor(&self.pre.dice, Half::Pre, lang),
            self.form_foot(
                Message::Pre(Staging::PreviewPressed),
                (Bb::RecordPrematch, Message::Pre(Staging::RecordPressed)),
                shown,
                lang
            ),
        ]
        .spacing(space::L)
        .into()
    }

    fn inducements<'a>(
        &'a self,
        data: &'a DayData,
        side: usize,
        lang: Lang,
    ) -> Element<'a, Message> {
        let list = super::inducement_offers::inducement_offers(
            data,
            side,
            &self.pre.inducements[side],
            lang,
        );
        let chosen = self.pre.chosen[side]
            .as_ref()
            .and_then(|id| list.iter().find(|p| &p.value == id).cloned());
        let picker = pick_list(list, chosen, move |p: Pick<String>| {
            Message::InducementChosen(side, p.value)
        })
        .placeholder(tr(lang, Bb::ChooseInducement))
        .width(Length::Fill);
        let add = icon_button(Icon::Add, tr(lang, Bb::Add)).on_press_maybe(
            self.pre.chosen[side]
                .is_some()
                .then_some(Message::InducementAdded(side)),
        );
        let mut col = column![
            crate::gui::widgets::subheading(data.teams[side].name.as_str()),
            caption(tr(lang, Bb::Inducements)),
            row![picker, add]
                .spacing(space::S)
                .align_y(Alignment::Center),
        ]
        .spacing(space::S);
        for (index, line) in self.pre.inducements[side].iter().enumerate() {
            col = col.push(inducement_row(side, index, line, lang));
        }
        col.into()
    }

    fn pre_choices<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        // A dungeon has no stadium and no kick-off (seed 003): the toss only decides who
        // places first, said in the review.
        if data.dungeonbowl {
            return caption(tr(lang, Bb::DungeonToss)).into();
        }
        let own = self.pre.own_stadium;
        let choice = |label: String, value: Option<Side>| {
            let style = if own == value {
                role::primary
            } else {
                role::secondary
            };
            iced::widget::button(iced::widget::text(label))
                .style(style)
                .on_press(Message::OwnStadium(value))
        };
        let stadium = row![
            choice(tr(lang, Bb::StadiumRolled).to_string(), None),
            choice(
                fill(tr(lang, Bb::OwnStadium), &[&data.teams[0].name]),
                Some(Side::Home)
            ),
            choice(
                fill(tr(lang, Bb::OwnStadium), &[&data.teams[1].name]),
                Some(Side::Away)
            ),
        ]
        .spacing(space::S)
        .wrap();
        let mut choices = column![
            caption(tr(lang, Bb::StadiumChoice)),
            stadium,
            caption(tr(lang, Bb::OwnStadiumRule)),
            iced::widget::checkbox(self.pre.toss_winner_kicks)
                .label(tr(lang, Bb::TossWinnerKicks))
                .on_toggle(Message::TossWinnerKicks),
        ]
        .spacing(space::S);
        choices = choices.push(self.ball_choice(lang));
        choices.into()
    }

    /// Step 9: the ball is rolled (D16) unless the kicking coach chooses it.
    fn ball_choice<'a>(&'a self, lang: Lang) -> Element<'a, Message> {
        let rolled = Pick {
            value: None,
            label: tr(lang, Bb::BallRolled).to_string(),
        };
        let balls = Reference::bundled()
            .map(|r| {
                r.tables
                    .pre_match
                    .balls
                    .row
                    .iter()
                    .map(|ball| Pick {
                        value: Some(ball.id.clone()),
                        label: ball.name(lang).to_string(),
                    })
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        let chosen = balls
            .iter()
            .find(|p| p.value == self.pre.ball)
            .cloned()
            .unwrap_or_else(|| rolled.clone());
        let options: Vec<_> = std::iter::once(rolled).chain(balls).collect();
        row![
            iced::widget::text(tr(lang, Bb::BallChoice)),
            pick_list(options, Some(chosen), |p: Pick<Option<String>>| {
                Message::Ball(p.value)
            }),
        ]
        .spacing(space::S)
        .align_y(Alignment::Center)
        .into()
    }
}

fn inducement_row<'a>(
    side: usize,
    index: usize,
    line: &'a InducementRow,
    lang: Lang,
) -> Element<'a, Message> {
    let variable = Reference::bundled().is_ok_and(|r| {
        r.tables
            .inducements
            .list
            .iter()
            .any(|i| i.id == line.id && i.price_gp.is_none() && i.only_for.is_empty())
    });
    let mut line_row = row![
        iced::widget::text(inducement_name(&line.id, lang)).width(Length::Fill),
        caption(tr(lang, Bb::Count)),
        text_input("1", &line.count)
            .on_input(move |n| Message::InducementCount(side, index, n))
            .width(Length::Fixed(SMALL_FIELD)),
    ]
    .spacing(space::S)
    .align_y(Alignment::Center);
    if variable {
        line_row = line_row.push(caption(tr(lang, Bb::PriceEach))).push(
            text_input(tr(lang, Bb::Gp), &line.price)
                .on_input(move |p| Message::InducementPrice(side, index, p))
                .width(Length::Fixed(MONEY_FIELD)),
        );
    }
    line_row
        .push(
            icon_button(Icon::Delete, tr(lang, Text::Remove))
                .style(role::quiet)
                .on_press(Message::InducementRemoved(side, index)),
        )
        .into()
}

/// The seed and the dice typed in for one half (the shared dice editor).
pub(super) fn dice_editor<'a>(form: &'a DiceForm, half: Half, lang: Lang) -> Element<'a, Message> {
    crate::gui::dice::dice_editor(form, lang, move |edit: DiceEdit| Message::Dice(half, edit))
}

impl MatchDayScreen {
    /// A form's foot: Preview and Record, the refusal, the preview (the shared wizard's).
    pub(super) fn form_foot<'a>(
        &'a self,
        preview: Message,
        (record_label, record): (Bb, Message),
        shown: Option<Element<'a, Message>>,
        lang: Lang,
    ) -> Element<'a, Message> {
        frame::form_foot(
            &self.flow,
            (preview, tr(lang, record_label), record),
            shown,
            lang,
        )
    }
}
