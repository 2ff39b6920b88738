//! What the match-day wizard shows at each step.

use crate::gui::style::badge::{Badge, badge};
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::card;
use crate::gui::style::space;
use crate::gui::widgets::icon_button;
use iced::widget::{button, column, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::match_day::{DayData, MatchDayScreen, Message, Step};
use super::match_day_review_view::{plan_view, settings_view};
use crate::coach::dreadball::{ItemLine, MvpOffer, TeamDay};
use crate::coach::{AsOf, Context};
use crate::data::Lang;
use crate::gui::dreadball::tr::Dr;
use crate::gui::print::Document;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{bold, caption, field, mc, refusal, subheading};
use crate::gui::wizard::frame::{self, FrameMessages};
use crate::store::dreadball::ItemKind;

/// Width of a player's name in the players step.
const NAME_WIDTH: f32 = 190.0;

impl MatchDayScreen {
    pub fn view<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        self.data
            .view(lang, Message::StepChosen(self.flow.step), |data| {
                let day = &data.day;
                let title = fill(
                    tr(lang, Dr::MatchDayTitle),
                    &[&day.home.name, &day.away.name],
                );
                let print = Message::Print(Document::Match {
                    fixture: self.fixture,
                });
                let body = match self.flow.step {
                    Step::Pre => self.pre_view(data, context),
                    Step::Result => self.result_view(data, lang),
                    Step::Post => self.players_view(data, lang),
                    Step::Review => self.review_view(data, context),
                };
                let messages = FrameMessages {
                    back: Message::BackPressed,
                    step: Message::StepChosen,
                    print: (tr(lang, Text::PrintMatchSheet), print),
                };
                // The review's refusal shows under its Record button.
                let on_top = self.flow.step != Step::Review;
                frame::page(&self.flow, title, messages, on_top, body, lang)
            })
    }

    fn pre_view<'a>(&'a self, data: &'a DayData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let day = &data.day;
        let outsider = [&day.home, &day.away]
            .into_iter()
            .find(|t| Some(t.team_id) == day.outsider);
        let headline = match outsider {
            Some(team) => fill(tr(lang, Dr::OutsiderLine), &[&team.name, &mc(day.bonus_mc)]),
            None => tr(lang, Dr::NoOutsider).to_string(),
        };
        let teams = row![
            card(self.team_column(data, 0, context)).width(Length::FillPortion(1)),
            card(self.team_column(data, 1, context)).width(Length::FillPortion(1)),
        ]
        .spacing(space::L);
        column![
            bold(headline),
            caption(tr(lang, Dr::BonusRule)),
            teams,
            next(lang, Step::Result)
        ]
        .spacing(10)
        .into()
    }

    fn team_column<'a>(
        &'a self,
        data: &'a DayData,
        side: usize,
        context: Context,
    ) -> Element<'a, Message> {
        let lang = context.lang;
        let team = if side == 0 {
            &data.day.home
        } else {
            &data.day.away
        };
        let sheet = Document::Team {
            team: team.team_id,
            name: team.name.clone(),
            as_of: AsOf::BeforeMatch(self.fixture),
        };
        let title = row![
            subheading(team.name.as_str()),
            icon_button(Icon::Print, tr(lang, Dr::PrintSheetBeforeMatch))
                .on_press(Message::Print(sheet)),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        let mut col = column![
            title,
            field(tr(lang, Text::TeamValue), mc(team.value_mc)),
            field(tr(lang, Text::Treasury), mc(team.treasury_mc)),
            field(
                tr(lang, Text::Players),
                format!(
                    "{}/{}",
                    team.players,
                    context.reference().limits.max_players
                )
            ),
            caption(fill(
                tr(lang, Dr::CheerleadersOnDay),
                &[
                    &team.cheerleaders_allowed.to_string(),
                    &team.cheerleaders_owned.to_string()
                ]
            )),
            caption(fill(
                tr(lang, Dr::StaffOnDay),
                &[&team.staff.len().to_string()]
            )),
        ]
        .spacing(4)
        .width(Length::FillPortion(1));
        if team.bonus.bonus_mc > 0 {
            col = col.push(text(fill(
                tr(lang, Dr::BonusLeftLine),
                &[
                    &mc(team.bonus_left_mc),
                    &team.rolls_left.to_string(),
                    &mc(team.lost_mc),
                ],
            )));
        }
        if team.giants > 0 {
            col = col.push(caption(tr(lang, Dr::GiantNote)));
        }
        col = col.push(self.items_view(team, context));
        if data.day.played {
            return col.into();
        }
        col = col.push(self.rolls_view(team, side, lang));
        col = col.push(self.hack_view(team, side, context));
        col = col.push(self.offers_view(team, side, &data.offers[side], context));
        col.into()
    }

    fn items_view<'a>(&'a self, team: &'a TeamDay, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let mut col = column![
            row![
                bold(tr(lang, Dr::HiredHeading)),
                badge(Badge::HiredForMatch, tr(lang, Dr::ForThisMatch)),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center)
        ]
        .spacing(4);
        if team.items.is_empty() {
            col = col.push(caption(tr(lang, Dr::NothingYet)));
        }
        for item in &team.items {
            col = col.push(item_row(item, team, context));
        }
        col.into()
    }

    fn rolls_view<'a>(
        &'a self,
        team: &'a TeamDay,
        side: usize,
        lang: Lang,
    ) -> Element<'a, Message> {
        let tables: Vec<u8> = (1..=7).collect();
        let picker = pick_list(tables, Some(self.table[side]), move |t| {
            Message::TablePicked(side, t)
        })
        .text_size(13);
        let mut roll = icon_button(Icon::Dice, tr(lang, Dr::RollDie));
        if team.rolls_left > 0 && !self.flow.busy && !team.items.iter().any(ItemLine::is_pending) {
            roll = roll.on_press(Message::RollPressed(side));
        }
        column![
            bold(tr(lang, Dr::FreeAgentsHeading)),
            row![
                caption(fill(tr(lang, Dr::TableNumber), &[""])),
                picker,
                roll
            ]
            .spacing(6)
            .align_y(Alignment::Center)
        ]
        .spacing(4)
        .into()
    }

    fn hack_view<'a>(
        &'a self,
        team: &'a TeamDay,
        side: usize,
        context: Context,
    ) -> Element<'a, Message> {
        let lang = context.lang;
        let mut col = column![bold(tr(lang, Dr::HacksHeading))].spacing(4);
        if let Some(hack) = &team.hack {
            return col
                .push(text(fill(tr(lang, Dr::HackBought), &[hack])))
                .into();
        }
        let letters: Vec<String> = context
            .reference()
            .hacks
            .hack
            .iter()
            .map(|h| format!("{} {}", h.letter, crate::data::Named::name(h, lang)))
            .collect();
        let chosen = self.hack[side].as_ref().and_then(|letter| {
            letters
                .iter()
                .find(|l| l.starts_with(letter.as_str()))
                .cloned()
        });
        let picker = pick_list(letters, chosen, move |label: String| {
            Message::HackPicked(side, label.chars().take(1).collect())
        })
        .placeholder(tr(lang, Dr::ChooseHack))
        .text_size(13);
        let mut buy =
            button(text(tr(lang, Dr::Buy)).size(13)).style(crate::gui::style::button::secondary);
        if self.hack[side].is_some() && !self.flow.busy {
            buy = buy.on_press(Message::HackPressed(side));
        }
        col = col.push(row![picker, buy].spacing(6).align_y(Alignment::Center));
        col.into()
    }

    fn offers_view<'a>(
        &'a self,
        team: &'a TeamDay,
        side: usize,
        offers: &'a [MvpOffer],
        context: Context,
    ) -> Element<'a, Message> {
        let lang = context.lang;
        let mut col = column![bold(tr(lang, Dr::MvpsHeading))].spacing(3);
        let (mut rows, refused): (Vec<&MvpOffer>, Vec<&MvpOffer>) =
            offers.iter().partition(|o| o.payment.is_some());
        let toggle = if self.show_refused {
            tr(lang, Dr::HideOthers).to_string()
        } else {
            fill(tr(lang, Dr::ShowOthers), &[&refused.len().to_string()])
        };
        if self.show_refused {
            rows.extend(refused);
        }
        let busy = self.flow.busy;
        let team_id = team.team_id;
        col = col.push(super::team_mvps::mvp_list(
            rows,
            &self.mvp_filter[side],
            move |filter| Message::MvpFilterEdited(side, filter),
            move |offer: &MvpOffer| {
                (!busy).then(|| Message::HirePressed(team_id, offer.id.clone()))
            },
            context,
        ));
        col = col.push(
            button(caption(toggle))
                .style(crate::gui::style::button::quiet)
                .padding(0)
                .on_press(Message::ToggleRefused),
        );
        col.into()
    }

    fn result_view<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let day = &data.day;
        if day.played {
            let line = fill(
                tr(lang, Dr::PlayedAlready),
                &[&self.home_score, &self.away_score],
            );
            return column![text(line), next(lang, Step::Post)]
                .spacing(10)
                .into();
        }
        let score = |label: &'a str, value: &'a str, on: fn(String) -> Message| {
            row![
                text(label).width(Length::Fixed(NAME_WIDTH)),
                text_input("0", value)
                    .on_input(on)
                    .width(Length::Fixed(70.0))
            ]
            .spacing(8)
            .align_y(Alignment::Center)
        };
        let scores = column![
            score(
                day.home.name.as_str(),
                &self.home_score,
                Message::HomeScoreEdited
            ),
            score(
                day.away.name.as_str(),
                &self.away_score,
                Message::AwayScoreEdited
            ),
            caption(tr(lang, Dr::LandslideRule)),
        ]
        .spacing(10);
        column![card(scores), next(lang, Step::Post)]
            .spacing(space::M)
            .into()
    }

    fn review_view<'a>(&'a self, data: &'a DayData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let mut col = column![].spacing(space::L);
        if self.plan.is_none() && self.flow.refusal.is_none() {
            col = col.push(caption(tr(lang, Dr::Reviewing)));
        }
        let shown = self
            .plan
            .as_ref()
            .map(|plan| plan_view(plan, self, data, context));
        if self.recorded {
            if let Some(shown) = shown {
                col = col.push(shown);
            }
            col = col.push(caption(tr(lang, Dr::RecordedNote)));
        } else {
            let ready = self
                .plan
                .as_ref()
                .is_some_and(|plan| plan.pending().next().is_none());
            col = col.push(frame::form_foot_when(
                &self.flow,
                (
                    Message::PreviewPressed,
                    tr(lang, Dr::RecordPostMatch),
                    Message::RecordPressed,
                ),
                (shown, ready),
                lang,
            ));
        }
        col.push(settings_view(&data.day.settings, lang)).into()
    }
}

fn next(lang: Lang, step: Step) -> Element<'static, Message> {
    frame::next(step, lang, Message::StepChosen)
}

fn item_row<'a>(item: &'a ItemLine, team: &'a TeamDay, context: Context) -> Element<'a, Message> {
    let lang = context.lang;
    let players: Vec<String> = item
        .players
        .iter()
        .map(|p| format!("#{} {}", p.number, p.name))
        .collect();
    let label = match item.kind {
        ItemKind::Mvp => format!(
            "{} ({} + {}) {}",
            item.label,
            mc(item.bonus_mc),
            mc(item.treasury_mc),
            players.join(", ")
        ),
        ItemKind::Hack => item.label.clone(),
        ItemKind::FreeAgent if item.is_pending() => {
            let head = fill(
                tr(lang, Dr::ChooseOne),
                &[&item.what, &item.die.unwrap_or(0).to_string()],
            );
            let team_id = team.team_id;
            let choices = super::team_free_agents::free_agent_choices(
                item,
                move |number| Some(Message::ChoosePressed(team_id, number)),
                context,
            );
            return column![caption(head), choices].spacing(3).into();
        }
        ItemKind::FreeAgent => fill(
            tr(lang, Dr::RolledLine),
            &[
                &item.what,
                &item.die.unwrap_or(0).to_string(),
                &players.join(", "),
            ],
        ),
    };
    let mut line = row![text(label).size(13).width(Length::Fill)]
        .spacing(6)
        .align_y(Alignment::Center);
    if item.kind != ItemKind::FreeAgent {
        line = line.push(
            button(caption(tr(lang, Dr::TakeBack)))
                .style(crate::gui::style::button::secondary)
                .on_press(Message::TakeBackPressed(item.id)),
        );
    }
    let mut col = column![line].spacing(2);
    if item.turned_away > 0 {
        col = col.push(refusal(fill(
            tr(lang, Dr::TurnedAway),
            &[&item.turned_away.to_string()],
        )));
    }
    col.into()
}
