//! The result step (score, each player's line, casualties, MVPs) and the post-match step
//! (each team's choices, advancements, dice) of the Blood Bowl match-day wizard.

use iced::alignment::Vertical;
use iced::widget::table::column as col;
use iced::widget::{Column, checkbox, column, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::match_day::next;
use super::match_day::{DayData, Half, MatchDayScreen, Message, Step};
use super::match_day_form::{
    ADVANCE_KINDS, AdvanceEdit, AdvanceRow, COUNTS, PRAYER_COUNTS, Pick, TeamEdit, TeamForm,
    category_options, characteristic_options, players_of, prayer_columns, side_label, side_prayers,
    skill_options, sponsorship_options,
};
use super::match_day_plan_view::plan_view;
use super::match_day_view::{MONEY_FIELD, SMALL_FIELD, dice_editor};
use crate::coach::bloodbowl::BloodBowlPlayer;
use crate::data::Lang;
use crate::data::Named;
use crate::data::bloodbowl::Category;
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::bloodbowl::tr::Bp;
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::{card, section};
use crate::gui::style::table::{cell, header};
use crate::gui::style::{button as role, space};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{caption, icon_button, subheading};
use crate::gui::wizard::Staging;
use crate::gui::wizard::count::{count_cell, stepped};

impl MatchDayScreen {
    pub(super) fn result_step<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        if data.stored.postmatch {
            return recorded_note(lang);
        }
        let mut page = column![].spacing(space::L);
        if data.stored.prematch.is_none() {
            page = page.push(caption(tr(lang, Bb::PrematchFirst)));
        }
        let score = |side: usize| {
            row![
                text(data.teams[side].name.as_str()),
                text_input("0", &self.post.score[side])
                    .on_input(move |s| Message::ScoreEdited(side, s))
                    .width(Length::Fixed(SMALL_FIELD)),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center)
        };
        page = page.push(section(
            tr(lang, Text::Score),
            row![score(0), score(1)].spacing(space::XL).wrap(),
        ));
        let lost = |side: usize| {
            row![
                text(data.teams[side].name.as_str()),
                text_input("0", &self.post.fan_factor_lost[side])
                    .on_input(move |s| Message::FanFactorLostEdited(side, s))
                    .width(Length::Fixed(SMALL_FIELD)),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center)
        };
        page = page.push(section(
            tr(lang, Bb::FanFactorLost),
            column![
                caption(tr(lang, Bb::FanFactorLostHint)),
                row![lost(0), lost(1)].spacing(space::XL).wrap(),
            ]
            .spacing(space::S),
        ));
        for side in 0..2 {
            let mut lines = column![].spacing(space::S);
            if let Some(hint) = prayers_hint(data, side, lang) {
                lines = lines.push(caption(hint));
            }
            page = page.push(section(
                data.teams[side].name.as_str(),
                lines.push(self.lines_table(data, side, lang)),
            ));
        }
        page.push(section(
            tr(lang, Bb::CasualtiesSuffered),
            self.casualties(data, lang),
        ))
        .push(section(tr(lang, Bb::Mvps), self.mvps(data, lang)))
        .push(next(lang, Step::Post))
        .into()
    }

    fn lines_table<'a>(
        &'a self,
        data: &'a DayData,
        side: usize,
        lang: Lang,
    ) -> Element<'a, Message> {
        let players: Vec<&BloodBowlPlayer> = data.playing(side).collect();
        let count = move |column: usize| {
            let label = match COUNTS.get(column) {
                Some(text) => tr(lang, *text),
                None => PRAYER_COUNTS
                    .get(column - COUNTS.len())
                    .map_or("", |(text, _)| tr(lang, *text)),
            };
            col(header(label), move |p: &'a BloodBowlPlayer| {
                let id = p.id.0;
                let value = self.post.counts.get(&id).map_or("", |c| c[column].as_str());
                count_cell(
                    value,
                    |by| Message::CountEdited(id, column, stepped(value, by)),
                    move |v| Message::CountEdited(id, column, v),
                )
            })
            .align_y(Vertical::Center)
        };
        let mut columns = vec![
            col(header("#"), |p: &'a BloodBowlPlayer| {
                cell(p.number.to_string())
            })
            .align_y(Vertical::Center),
            col(header(tr(lang, Text::Name)), |p: &'a BloodBowlPlayer| {
                cell(p.name.as_str())
            })
            .align_y(Vertical::Center)
            .width(Length::Fill),
        ];
        columns.extend((0..COUNTS.len()).map(count));
        columns.extend(prayer_columns(data, side).into_iter().map(count));
        crate::gui::style::table::table(columns, players)
    }

    fn casualties<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let everyone = players_of(data, &[0, 1], true, lang);
        let chosen = self
            .post
            .casualty_chosen
            .and_then(|id| everyone.iter().find(|p| p.value == id).cloned());
        let picker = pick_list(everyone, chosen, |p: Pick<i64>| {
            Message::CasualtyChosen(p.value)
        })
        .placeholder(tr(lang, Bb::ChoosePlayer));
        let add = icon_button(Icon::Add, tr(lang, Bb::Add)).on_press_maybe(
            self.post
                .casualty_chosen
                .is_some()
                .then_some(Message::CasualtyAdded),
        );
        let mut list = column![
            caption(tr(lang, Bb::CasualtiesHint)),
            row![picker, add]
                .spacing(space::S)
                .align_y(Alignment::Center)
        ]
        .spacing(space::S);
        for (index, (player, apothecary)) in self.post.casualties.iter().enumerate() {
            list = list.push(
                row![
                    text(side_label(data, *player, lang)).width(Length::Fill),
                    checkbox(*apothecary)
                        .label(tr(lang, Bb::ApothecaryUsed))
                        .on_toggle(move |on| Message::ApothecaryToggled(index, on)),
                    icon_button(Icon::Delete, tr(lang, Text::Remove))
                        .style(role::quiet)
                        .on_press(Message::CasualtyRemoved(index)),
                ]
                .spacing(space::M)
                .align_y(Alignment::Center),
            );
        }
        list.into()
    }

    fn mvps<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let side_mvp = |side: usize| {
            let mut options = vec![Pick {
                value: None,
                label: tr(lang, Bb::DrawAtRandom).to_string(),
            }];
            options.extend(
                players_of(data, &[side], false, lang)
                    .into_iter()
                    .map(|p| Pick {
                        value: Some(p.value),
                        label: p.label,
                    }),
            );
            let chosen = options
                .iter()
                .find(|p| p.value == self.post.teams[side].mvp)
                .cloned();
            row![
                text(data.teams[side].name.as_str()),
                pick_list(options, chosen, move |p: Pick<Option<i64>>| {
                    Message::Team(side, TeamEdit::Mvp(p.value))
                }),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center)
        };
        if !data.stored.mvp_chosen_house_rule {
            return caption(tr(lang, Bp::MvpDrawn)).into();
        }
        column![
            caption(tr(lang, Bp::MvpChosen)),
            row![side_mvp(0), side_mvp(1)].spacing(space::XL).wrap(),
        ]
        .spacing(space::S)
        .into()
    }

    pub(super) fn post_step<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        if data.stored.postmatch {
            return recorded_note(lang);
        }
        let teams = row![
            card(self.team_choices(data, 0, lang)).width(Length::FillPortion(1)),
            card(self.team_choices(data, 1, lang)).width(Length::FillPortion(1)),
        ]
        .spacing(space::L);
        let shown = self.post_preview.view().map(|plan| plan_view(plan, lang));
        column![
            caption(tr(lang, Bb::PostmatchHint)),
            teams,
            section(tr(lang, Bb::Advancements), self.advancements(data, lang)),
            dice_editor(&self.post.dice, Half::Post, lang),
            self.form_foot(
                Message::Post(Staging::PreviewPressed),
                (Bb::RecordPostmatch, Message::Post(Staging::RecordPressed)),
                shown,
                lang
            ),
        ]
        .spacing(space::L)
        .into()
    }

    fn team_choices<'a>(
        &'a self,
        data: &'a DayData,
        side: usize,
        lang: Lang,
    ) -> Element<'a, Message> {
        let form = &self.post.teams[side];
        let tick = tick(side, lang);
        let amount = |label, value, make, width| amount_row(side, label, value, make, width);
        column![
            subheading(data.teams[side].name.as_str()),
            stadium_choices(form, side, lang),
            caption(tr(lang, Bb::StaffHeading)),
            amount(
                tr(lang, Bb::Rerolls),
                &form.rerolls,
                TeamEdit::Rerolls,
                SMALL_FIELD
            ),
            amount(
                tr(lang, Bb::AssistantCoaches),
                &form.assistants,
                TeamEdit::Assistants,
                SMALL_FIELD
            ),
            amount(
                tr(lang, Text::Cheerleaders),
                &form.cheerleaders,
                TeamEdit::Cheerleaders,
                SMALL_FIELD
            ),
            tick(form.apothecary, Bb::BuyApothecary, TeamEdit::Apothecary),
            journeymen(data, side, form.sign.clone(), lang),
        ]
        .spacing(space::S)
        .into()
    }

    fn advancements<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let everyone = players_of(data, &[0, 1], true, lang);
        let mut list: Column<'a, Message> =
            column![caption(tr(lang, Bb::AdvancementsHint))].spacing(space::M);
        for (index, advance) in self.post.advancements.iter().enumerate() {
            list = list.push(advance_row(index, advance, &everyone, lang));
        }
        list.push(
            icon_button(Icon::Add, tr(lang, Bb::AddAdvancement)).on_press(Message::AdvanceAdded),
        )
        .into()
    }
}

/// A tick of a team's choices.
fn tick<'a>(
    side: usize,
    lang: Lang,
) -> impl Fn(bool, Bb, fn(bool) -> TeamEdit) -> iced::widget::Checkbox<'a, Message> {
    move |on, label, make| {
        checkbox(on)
            .label(tr(lang, label))
            .on_toggle(move |v| Message::Team(side, make(v)))
    }
}

/// A labelled amount of a team's choices.
fn amount_row<'a>(
    side: usize,
    label: &'static str,
    value: &'a str,
    make: fn(String) -> TeamEdit,
    width: f32,
) -> iced::widget::Row<'a, Message> {
    row![
        text(label).width(Length::Fill),
        text_input("0", value)
            .on_input(move |v| Message::Team(side, make(v)))
            .width(Length::Fixed(width)),
    ]
    .spacing(space::S)
    .align_y(Alignment::Center)
}

/// A team's stadium and sponsorship choices.
fn stadium_choices<'a>(form: &'a TeamForm, side: usize, lang: Lang) -> Element<'a, Message> {
    let tick = tick(side, lang);
    let amount = |label, value, make, width| amount_row(side, label, value, make, width);
    let sponsorships = sponsorship_options(lang);
    let chosen = sponsorships
        .iter()
        .find(|p| p.value == form.sponsorship)
        .cloned();
    column![
        caption(tr(lang, Bb::StadiumHeading)),
        tick(form.try_residency, Bb::TryResidency, TeamEdit::TryResidency),
        tick(
            form.refuse_residency,
            Bb::RefuseResidency,
            TeamEdit::RefuseResidency
        ),
        amount(
            tr(lang, Bb::KeepResidency),
            &form.keep_residency_gp,
            TeamEdit::KeepResidency,
            MONEY_FIELD
        ),
        amount(
            tr(lang, Bb::StadiumPayment),
            &form.stadium_payment_gp,
            TeamEdit::StadiumPayment,
            MONEY_FIELD
        ),
        row![
            tick(form.buy_stadium, Bb::BuyStadium, TeamEdit::BuyStadium),
            tick(form.sell_stadium, Bb::SellStadium, TeamEdit::SellStadium),
        ]
        .spacing(space::L)
        .wrap(),
        row![
            text(tr(lang, Bb::Sponsorship)).width(Length::Fill),
            pick_list(sponsorships, chosen, move |p: Pick<Option<String>>| {
                Message::Team(side, TeamEdit::Sponsorship(p.value))
            }),
        ]
        .spacing(space::S)
        .align_y(Alignment::Center),
    ]
    .spacing(space::S)
    .into()
}

/// The journeymen of a side, each with a tick to sign them for good.
fn journeymen<'a>(
    data: &'a DayData,
    side: usize,
    signed: std::collections::BTreeSet<i64>,
    lang: Lang,
) -> Element<'a, Message> {
    let hired: Vec<&BloodBowlPlayer> = data.teams[side]
        .players
        .iter()
        .filter(|p| p.journeyman)
        .collect();
    let mut col = column![caption(tr(lang, Bb::SignJourneymen))].spacing(space::XS);
    if hired.is_empty() {
        return col.push(caption(tr(lang, Bb::NoJourneymen))).into();
    }
    for player in hired {
        let id = player.id.0;
        col = col.push(
            checkbox(signed.contains(&id))
                .label(format!("#{} {}", player.number, player.name))
                .on_toggle(move |on| Message::Team(side, TeamEdit::Sign(id, on))),
        );
    }
    col.into()
}

fn advance_row<'a>(
    index: usize,
    advance: &'a AdvanceRow,
    everyone: &[Pick<i64>],
    lang: Lang,
) -> Element<'a, Message> {
    let edit = move |e: AdvanceEdit| Message::Advance(index, e);
    let player = pick_list(
        everyone.to_vec(),
        everyone
            .iter()
            .find(|p| Some(p.value) == advance.player)
            .cloned(),
        move |p: Pick<i64>| edit(AdvanceEdit::Player(p.value)),
    )
    .placeholder(tr(lang, Bb::ChoosePlayer));
    let kinds: Vec<Pick<&'static str>> = ADVANCE_KINDS
        .iter()
        .map(|(id, label)| Pick {
            value: *id,
            label: tr(lang, *label).to_string(),
        })
        .collect();
    let kind_chosen = kinds.iter().find(|p| p.value == advance.kind).cloned();
    let kind = pick_list(kinds, kind_chosen, move |p: Pick<&'static str>| {
        edit(AdvanceEdit::Kind(p.value))
    });
    let skills = skill_options(lang);
    let skill_chosen = skills
        .iter()
        .find(|p| p.value.is_some() && p.value == advance.skill)
        .cloned();
    let categories = category_options(lang);
    let category_chosen = categories
        .iter()
        .find(|p| p.value.is_some() && p.value == advance.category)
        .cloned();
    let characteristics = characteristic_options(lang);
    let characteristic_chosen = characteristics
        .iter()
        .find(|p| p.value.is_some() && p.value == advance.characteristic)
        .cloned();
    row![
        player,
        kind,
        pick_list(skills, skill_chosen, move |p: Pick<Option<String>>| {
            edit(AdvanceEdit::Skill(p.value))
        })
        .placeholder(tr(lang, Bb::Skill)),
        pick_list(
            categories,
            category_chosen,
            move |p: Pick<Option<Category>>| { edit(AdvanceEdit::Category(p.value)) }
        )
        .placeholder(tr(lang, Bb::Category)),
        pick_list(characteristics, characteristic_chosen, move |p| {
            edit(AdvanceEdit::Characteristic(p.value))
        })
        .placeholder(tr(lang, Bb::Characteristic)),
        icon_button(Icon::Delete, tr(lang, Text::Remove))
            .style(role::quiet)
            .on_press(Message::AdvanceRemoved(index)),
    ]
    .spacing(space::S)
    .align_y(Alignment::Center)
    .wrap()
    .into()
}

/// "Team drew Fan Interaction…" over the lines of a side that drew a prayer to Nuffle
/// paying star player points; None for a side that drew none.
fn prayers_hint(data: &DayData, side: usize, lang: Lang) -> Option<String> {
    let tables = &crate::data::bloodbowl::Reference::bundled().ok()?.tables;
    let names: Vec<&str> = side_prayers(data, side)
        .iter()
        .filter(|id| tables.prayers.spp.iter().any(|paid| &paid.prayer == *id))
        .filter_map(|id| tables.prayers.row.iter().find(|row| &row.id == id))
        .map(|row| row.name(lang))
        .collect();
    if names.is_empty() {
        return None;
    }
    Some(fill(
        tr(lang, Bp::PrayersHint),
        &[data.teams[side].name.as_str(), &names.join(", ")],
    ))
}

fn recorded_note<'a>(lang: Lang) -> Element<'a, Message> {
    column![
        caption(tr(lang, Bb::PostmatchRecorded)),
        next(lang, Step::Review)
    ]
    .spacing(space::M)
    .into()
}
