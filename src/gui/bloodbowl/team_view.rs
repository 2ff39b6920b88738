//! How the Blood Bowl team screen looks: its summary, roster table, what can be hired and
//! bought (each refusal said once, where it applies), and undo.

use iced::widget::table::column as col;
use iced::widget::{Column, button, column, row, scrollable, text};
use iced::{Element, Length};

use super::team::{Control, Message, TeamData, TeamScreen};
use crate::coach::AsOf;
use crate::coach::bloodbowl::{BloodBowlPlayer, BloodBowlTeam, Offer};
use crate::data::Lang;
use crate::data::bloodbowl::Reference;
use crate::games::Money;
use crate::gui::print::Document;
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::card;
use crate::gui::style::table::{cell, header, minor, numbers};
use crate::gui::style::{self, space};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{
    action_group, caption, field, heading, icon_button, refusal, subheading,
};

fn gp(amount: i64, lang: Lang) -> String {
    Money::Gp.format(amount, lang)
}

impl TeamScreen {
    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        self.data
            .view(lang, Message::ReloadPressed, |data| self.page(data, lang))
    }

    fn page<'a>(&'a self, data: &'a TeamData, lang: Lang) -> Element<'a, Message> {
        let team = &data.team;
        let print = Document::Team {
            team: team.id,
            name: team.name.clone(),
            as_of: AsOf::Now,
        };
        let top = row![
            icon_button(Icon::Back, tr(lang, Text::Back)).on_press(Message::BackPressed),
            heading(team.name.as_str()),
            caption(format!(
                "{} · {} {}",
                team.roster_name,
                tr(lang, Text::Coach),
                team.coach
            )),
            iced::widget::space::horizontal(),
            icon_button(Icon::Print, tr(lang, Text::PrintSheet)).on_press(Message::Print(print)),
            icon_button(Icon::Export, tr(lang, Text::ExportTeam)).on_press(Message::Exchange(
                crate::gui::exchange::Exchange::ExportTeam {
                    team: team.id,
                    name: team.name.clone(),
                }
            )),
        ]
        .spacing(space::M)
        .align_y(iced::Alignment::Center);
        let hire = offers(
            column![subheading(tr(lang, Text::HireHeading))].spacing(6),
            &data.offers.hires,
            (team.treasury_gp, lang),
            self,
            |key| {
                (
                    Message::HirePressed(key.clone()),
                    Control::Hire(key.clone()),
                )
            },
        );
        let page = column![
            top,
            card(summary(team, lang)).width(Length::Fill),
            roster(team, self, lang),
            row![
                card(hire).width(Length::FillPortion(1)),
                card(self.actions(data, lang)).width(Length::FillPortion(1))
            ]
            .spacing(space::L),
        ]
        .spacing(space::M)
        .padding(iced::Padding::ZERO.right(14));
        scrollable(page).into()
    }

    fn actions<'a>(&'a self, data: &'a TeamData, lang: Lang) -> Column<'a, Message> {
        let mut actions = column![subheading(tr(lang, Text::BuyHeading))].spacing(6);
        let money = (data.team.treasury_gp, lang);
        actions = offers(actions, &data.offers.purchases, money, self, |key| {
            (Message::BuyPressed(*key), Control::Buy(*key))
        });
        if let Some(player) = self
            .selected
            .and_then(|id| data.team.players.iter().find(|p| p.id == id))
        {
            let label = fill(tr(lang, Text::ReleasePlayer), &[&player.name]);
            actions = actions.push(
                crate::gui::widgets::icon_button(crate::gui::style::icon::Icon::Delete, label)
                    .style(crate::gui::style::button::danger)
                    .on_press(Message::ReleasePressed),
            );
            if self.confirm_release {
                actions = actions.push(crate::gui::widgets::confirm_bar(
                    fill(
                        tr(lang, Text::BbReleaseQuestion),
                        &[&player.name, &gp(i64::from(player.cost_gp), lang)],
                    ),
                    tr(lang, Text::Release),
                    Message::ReleaseConfirmed,
                    tr(lang, Text::Cancel),
                    Message::ReleaseCancelled,
                ));
            }
            if let Some(reason) = self.refusal_for(&Control::Release) {
                actions = actions.push(refusal(reason));
            }
        }
        let undo = button(text(tr(lang, Text::UndoPurchase)))
            .style(crate::gui::style::button::secondary)
            .on_press_maybe(data.last_change.is_some().then_some(Message::UndoPressed));
        actions = actions.push(undo);
        if let Some(change) = &data.last_change {
            actions = actions.push(caption(change.summary.clone()));
        }
        if let Some(reason) = self.refusal_for(&Control::Undo) {
            actions = actions.push(refusal(reason));
        }
        for problem in &data.offers.problems {
            actions = actions.push(crate::gui::widgets::note(problem.clone()));
        }
        actions
    }
}

/// A button per offer. Disabled ones give their reason when pointed at; the group says
/// once what they have in common (the treasury, when it is what stops them).
fn offers<'a, K: 'a>(
    list: Column<'a, Message>,
    offers: &'a [Offer<K>],
    (treasury_gp, lang): (i64, Lang),
    screen: &'a TeamScreen,
    message: impl Fn(&K) -> (Message, Control),
) -> Column<'a, Message> {
    let mut actions = Vec::new();
    let mut pressed_refusal = None;
    let mut reasons: Vec<&str> = Vec::new();
    for offer in offers {
        let (pressed, control) = message(&offer.key);
        let label = if offer.cost_gp > 0 {
            format!("{} · {}", offer.name, gp(offer.cost_gp.into(), lang))
        } else {
            offer.name.clone()
        };
        if let Some(reason) = screen.refusal_for(&control) {
            pressed_refusal = Some(reason);
        }
        if let Some(reason) = offer.refused.as_deref().filter(|r| !reasons.contains(r)) {
            reasons.push(reason);
        }
        actions.push((label, offer.refused.clone().map_or(Ok(pressed), Err)));
    }
    let short_of_money = offers
        .iter()
        .any(|offer| offer.refused_id == Some("cannot_afford"));
    let because = match reasons.as_slice() {
        [only] => Some((*only).to_string()),
        _ if short_of_money => Some(fill(
            tr(lang, Text::TreasuryTooLow),
            &[&gp(treasury_gp, lang)],
        )),
        _ => None,
    };
    list.push(action_group(lang, because, actions))
        .push(pressed_refusal.map(refusal))
}

fn summary(team: &BloodBowlTeam, lang: Lang) -> Element<'_, Message> {
    let tv = i64::try_from(team.team_value_gp).unwrap_or(i64::MAX);
    let ctv = i64::try_from(team.current_team_value_gp).unwrap_or(i64::MAX);
    let yes_no = if team.apothecary { Text::Yes } else { Text::No };
    column![
        row![
            field(tr(lang, Text::Treasury), gp(team.treasury_gp, lang)),
            field(tr(lang, Text::TeamValue), gp(tv, lang)),
            field(tr(lang, Text::CurrentTeamValue), gp(ctv, lang)),
        ]
        .spacing(space::XL)
        .wrap(),
        row![
            field(tr(lang, Text::Rerolls), team.rerolls.to_string()),
            field(
                tr(lang, Text::DedicatedFans),
                team.dedicated_fans.to_string()
            ),
            field(
                tr(lang, Text::AssistantCoaches),
                team.assistants.to_string()
            ),
            field(tr(lang, Text::Cheerleaders), team.cheerleaders.to_string()),
            field(tr(lang, Text::Apothecary), tr(lang, yes_no).to_string()),
        ]
        .spacing(space::XL)
        .wrap(),
    ]
    .spacing(8)
    .into()
}

fn roster<'a>(team: &'a BloodBowlTeam, screen: &'a TeamScreen, lang: Lang) -> Element<'a, Message> {
    if team.players.is_empty() {
        return text(tr(lang, Text::NoPlayerYet)).into();
    }
    let selected = screen.selected;
    let stat = |label: &'a str, value: fn(&BloodBowlPlayer) -> String| {
        col(header(label), move |p: &'a BloodBowlPlayer| cell(value(p)))
            .align_x(iced::alignment::Horizontal::Center)
    };
    let columns = [
        numbers("#", |p: &'a BloodBowlPlayer| p.number.to_string()),
        col(
            header(tr(lang, Text::Name)),
            move |p: &'a BloodBowlPlayer| {
                let style = if selected == Some(p.id) {
                    style::button::primary
                } else {
                    style::button::quiet
                };
                button(cell(p.name.as_str()))
                    .style(style)
                    .padding([0, 4])
                    .on_press(Message::PlayerChosen(p.id))
            },
        ),
        col(
            header(tr(lang, Text::Position)),
            |p: &'a BloodBowlPlayer| cell(p.position_name.as_str()),
        ),
        stat(lang.pick("MA", "M"), |p| p.ma.to_string()),
        stat(lang.pick("ST", "F"), |p| p.st.to_string()),
        stat("AG", |p| format!("{}+", p.ag)),
        stat(lang.pick("PA", "CP"), |p| {
            p.pa.map_or("-".to_string(), |n| format!("{n}+"))
        }),
        stat(lang.pick("AV", "AR"), |p| format!("{}+", p.av)),
        numbers(lang.pick("SPP", "PSP"), |p: &'a BloodBowlPlayer| {
            p.spp.to_string()
        }),
        numbers(tr(lang, Text::Cost), move |p: &'a BloodBowlPlayer| {
            gp(p.cost_gp.into(), lang)
        }),
        col(
            header(tr(lang, Text::Skills)),
            move |p: &'a BloodBowlPlayer| {
                let skills = Reference::bundled()
                    .map_or(p.skills.join(", "), |r| r.skill_list(&p.skills, lang));
                minor(skills)
            },
        )
        .width(Length::Fill),
    ];
    style::table::table(columns, &team.players)
}
