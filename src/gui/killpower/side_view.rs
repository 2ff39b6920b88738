//! One side's post-match in a championship (3.4, sequence 16), on the *Report* step:
//! death risks (gladiator and the negative life he fell to), those let go, new
//! gladiators in the place of the dead and the let go, new equipment, and a
//! characteristic for each raise the experience gives.

use iced::widget::{Column, checkbox, column, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::match_day::{DayData, MatchScreen, Message};
use super::match_form::SideEdit;
use super::words::{Equipping, equipment_fields, gladiator_fields, stat_picks};
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::gui::dice::SMALL_FIELD;
use crate::gui::killpower::tr::Kp;
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::section;
use crate::gui::style::{button as role, space};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{Pick, caption, icon_button, subheading};
use crate::rules::killpower::{EquipmentRule, Side};

/// A gladiator picker over `options`.
fn who<'a>(
    options: Vec<Pick<u32>>,
    chosen: Option<u32>,
    lang: Lang,
    on_pick: impl Fn(u32) -> Message + 'a,
) -> Element<'a, Message> {
    let chosen = chosen.and_then(|n| options.iter().find(|p| p.value == n).cloned());
    pick_list(options, chosen, move |p: Pick<u32>| on_pick(p.value))
        .placeholder(tr(lang, Kp::ChooseGladiator))
        .width(Length::Fixed(190.0))
        .into()
}

/// The location a blow aimed at (8.4), or the location die rolled (TABLE 8's locations
/// in the user's words).
fn aimed_at<'a>(
    aimed: Option<&str>,
    lang: Lang,
    on_pick: impl Fn(Option<String>) -> Message + 'a,
) -> Element<'a, Message> {
    let locations = Reference::bundled().map(|d| d.tables.location.clone());
    let mut options = vec![Pick {
        value: None,
        label: tr(lang, Kp::LocationRolled).to_string(),
    }];
    options.extend(locations.unwrap_or_default().into_iter().map(|l| Pick {
        label: fill(tr(lang, Kp::AimedAt), &[lang.pick(&l.name_en, &l.name_fr)]),
        value: Some(l.id),
    }));
    let chosen = options
        .iter()
        .find(|p| p.value.as_deref() == aimed)
        .cloned();
    pick_list(options, chosen, move |p: Pick<Option<String>>| {
        on_pick(p.value)
    })
    .width(Length::Fixed(200.0))
    .into()
}

fn remove_button<'a>(lang: Lang, message: Message) -> Element<'a, Message> {
    icon_button(Icon::Delete, tr(lang, Text::Remove))
        .style(role::quiet)
        .on_press(message)
        .into()
}

fn add_button<'a>(label: &'a str, message: Message) -> Element<'a, Message> {
    icon_button(Icon::Add, label).on_press(message).into()
}

impl MatchScreen {
    pub(super) fn side_form<'a>(
        &'a self,
        data: &'a DayData,
        side: Side,
        lang: Lang,
    ) -> Element<'a, Message> {
        let i = side.index();
        let played: Vec<Pick<u32>> = data
            .played(side)
            .into_iter()
            .map(|n| Pick {
                value: n,
                label: data.label(side, n),
            })
            .collect();
        let body = column![
            self.risks(side, &played, lang),
            self.dismissed(side, &played, lang),
            self.replacements(data, side, lang),
            self.reequip(data, side, &played, lang),
            self.raises(data, side, lang),
        ]
        .spacing(space::M);
        section(fill(tr(lang, Kp::PostmatchOf), &[data.names()[i]]), body).into()
    }

    fn risks<'a>(&'a self, side: Side, played: &[Pick<u32>], lang: Lang) -> Column<'a, Message> {
        let i = side.index();
        let mut list = column![
            subheading(tr(lang, Kp::DeathRisks)).size(crate::gui::style::size::BODY),
            caption(tr(lang, Kp::DeathRisksHint)),
        ]
        .spacing(space::S);
        for (index, (player, life, aimed)) in self.report.sides[i].risks.iter().enumerate() {
            list = list.push(
                row![
                    who(played.to_vec(), *player, lang, move |n| {
                        Message::Side(i, SideEdit::RiskPlayer(index, n))
                    }),
                    caption(tr(lang, Kp::LifeFellTo)),
                    text_input("-11", life)
                        .on_input(move |v| Message::Side(i, SideEdit::RiskLife(index, v)))
                        .width(Length::Fixed(SMALL_FIELD)),
                    aimed_at(aimed.as_deref(), lang, move |a| {
                        Message::Side(i, SideEdit::RiskAimed(index, a))
                    }),
                    remove_button(lang, Message::Side(i, SideEdit::RiskRemoved(index))),
                ]
                .spacing(space::S)
                .align_y(Alignment::Center)
                .wrap(),
            );
        }
        list.push(add_button(
            tr(lang, Kp::AddDeathRisk),
            Message::Side(i, SideEdit::RiskAdded),
        ))
    }

    fn dismissed<'a>(
        &'a self,
        side: Side,
        played: &[Pick<u32>],
        lang: Lang,
    ) -> Column<'a, Message> {
        let i = side.index();
        let chosen = &self.report.sides[i].dismissed;
        let boxes = played.iter().fold(row![].spacing(space::M), |line, p| {
            let number = p.value;
            line.push(
                checkbox(chosen.contains(&number))
                    .label(p.label.clone())
                    .on_toggle(move |on| Message::Side(i, SideEdit::Dismissed(number, on))),
            )
        });
        column![
            subheading(tr(lang, Kp::LetGo)).size(crate::gui::style::size::BODY),
            caption(tr(lang, Kp::LetGoHint)),
            boxes.wrap(),
        ]
        .spacing(space::S)
    }

    fn replacements<'a>(
        &'a self,
        data: &'a DayData,
        side: Side,
        lang: Lang,
    ) -> Column<'a, Message> {
        let i = side.index();
        let everyone: Vec<Pick<u32>> = data.teams[i]
            .gladiators
            .iter()
            .map(|g| Pick {
                value: g.number,
                label: data.label(side, g.number),
            })
            .collect();
        let rule = equipping(data);
        let mut list = column![
            subheading(tr(lang, Kp::Replacements)).size(crate::gui::style::size::BODY),
            caption(tr(lang, Kp::ReplacementsHint)),
        ]
        .spacing(space::S);
        for (index, (replaces, new)) in self.report.sides[i].replacements.iter().enumerate() {
            list = list.push(
                row![
                    caption(tr(lang, Kp::InPlaceOf)),
                    who(everyone.clone(), *replaces, lang, move |n| {
                        Message::Side(i, SideEdit::Replaces(index, n))
                    }),
                    remove_button(lang, Message::Side(i, SideEdit::ReplacementRemoved(index))),
                ]
                .spacing(space::S)
                .align_y(Alignment::Center),
            );
            list = list.push(gladiator_fields(
                String::new(),
                new,
                rule,
                &data.deck,
                lang,
                move |e| Message::Side(i, SideEdit::Replacement(index, e)),
            ));
        }
        list.push(add_button(
            tr(lang, Kp::AddReplacement),
            Message::Side(i, SideEdit::ReplacementAdded),
        ))
    }

    fn reequip<'a>(
        &'a self,
        data: &'a DayData,
        side: Side,
        played: &[Pick<u32>],
        lang: Lang,
    ) -> Column<'a, Message> {
        let i = side.index();
        let rule = equipping(data);
        let mut list = column![
            subheading(tr(lang, Kp::NewEquipment)).size(crate::gui::style::size::BODY),
            caption(tr(lang, Kp::NewEquipmentHint)),
        ]
        .spacing(space::S);
        for (index, (player, equipment)) in self.report.sides[i].reequip.iter().enumerate() {
            list = list.push(
                row![
                    who(played.to_vec(), *player, lang, move |n| {
                        Message::Side(i, SideEdit::ReequipPlayer(index, n))
                    }),
                    equipment_fields(equipment, rule, &data.deck, lang, move |e| {
                        Message::Side(i, SideEdit::Reequip(index, e))
                    }),
                    remove_button(lang, Message::Side(i, SideEdit::ReequipRemoved(index))),
                ]
                .spacing(space::S)
                .align_y(Alignment::Center)
                .wrap(),
            );
        }
        list.push(add_button(
            tr(lang, Kp::AddEquipment),
            Message::Side(i, SideEdit::ReequipAdded),
        ))
    }

    /// A characteristic picker per raise each gladiator will have after the match (10
    /// experience a raise, +5 for playing).
    fn raises<'a>(&'a self, data: &'a DayData, side: Side, lang: Lang) -> Column<'a, Message> {
        let i = side.index();
        let played = data.played(side);
        let form = &self.report.sides[i];
        let mut list = column![
            subheading(tr(lang, Kp::Raises)).size(crate::gui::style::size::BODY),
            caption(tr(lang, Kp::RaisesHint)),
        ]
        .spacing(space::S);
        let mut any = false;
        for g in &data.teams[i].gladiators {
            let after = g.experience + experience_for(played.contains(&g.number));
            let slots = raise_slots(after, g.raises.len());
            if slots == 0 {
                continue;
            }
            any = true;
            let number = g.number;
            let mut line = row![
                text(format!(
                    "{} · {} {} → {}",
                    data.label(side, number),
                    tr(lang, Kp::ExperienceShort),
                    g.experience,
                    after
                ))
                .width(Length::Fixed(260.0))
            ]
            .spacing(space::S)
            .align_y(Alignment::Center);
            for slot in 0..slots {
                let picks = stat_picks(lang);
                let chosen = form
                    .raises
                    .get(&(number, slot))
                    .and_then(|s| picks.iter().find(|p| p.value == *s).cloned());
                line = line.push(
                    pick_list(picks, chosen, move |p| {
                        Message::Side(i, SideEdit::Raise(number, slot, p.value))
                    })
                    .placeholder(fill(tr(lang, Kp::RaiseN), &[&(slot + 1).to_string()])),
                );
            }
            if form.raises.keys().any(|(n, _)| *n == number) {
                line = line.push(remove_button(
                    lang,
                    Message::Side(i, SideEdit::RaisesCleared(number)),
                ));
            }
            list = list.push(line);
        }
        if !any {
            list = list.push(caption(tr(lang, Kp::NoRaiseDue)));
        }
        list
    }
}

/// How the league's gladiators get their equipment.
fn equipping(data: &DayData) -> Equipping {
    let rule = EquipmentRule::of(data.mode, data.powers_chosen);
    Equipping {
        powers_chosen: rule.powers_chosen,
        armour_now: rule.armour_rolled_now,
    }
}

/// The experience a match gives a gladiator who played (chapter 12).
fn experience_for(played: bool) -> u32 {
    let per = super::words::data().map_or(5, |d| d.experience.experience.per_match_played);
    if played { per } else { 0 }
}

/// How many raises `experience` allows beyond the `taken` ones.
fn raise_slots(experience: u32, taken: usize) -> usize {
    let per = super::words::data().map_or(10, |d| d.experience.experience.per_raise.max(1));
    usize::try_from(experience / per)
        .unwrap_or(0)
        .saturating_sub(taken)
}
