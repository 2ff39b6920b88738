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
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{caption, field, heading, link, refusal, subheading};

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
            button(text(tr(lang, Text::Back)))
                .style(crate::gui::style::button::secondary)
                .on_press(Message::BackPressed),
            heading(team.name.as_str()),
            button(text(tr(lang, Text::PrintSheet))).on_press(Message::Print(print)),
            button(text(tr(lang, Text::ExportTeam)))
                .style(crate::gui::style::button::secondary)
                .on_press(Message::Exchange(
                    crate::gui::exchange::Exchange::ExportTeam {
                        team: team.id,
                        name: team.name.clone(),
                    }
                )),
        ]
        .spacing(12);
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
            summary(team, lang),
            roster(team, self, lang),
            row![
                hire.width(Length::FillPortion(1)),
                self.actions(data, lang).width(Length::FillPortion(1))
            ]
            .spacing(24),
        ]
        .spacing(12)
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
                button(text(label))
                    .style(crate::gui::style::button::danger)
                    .on_press(Message::ReleasePressed),
            );
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
            actions = actions.push(refusal(problem.clone()));
        }
        actions
    }
}

/// A button per offer; the reasons they are refused are said once under them (all that
/// cost more than the treasury holds in one line).
fn offers<'a, K: 'a>(
    mut list: Column<'a, Message>,
    offers: &'a [Offer<K>],
    (treasury_gp, lang): (i64, Lang),
    screen: &'a TeamScreen,
    message: impl Fn(&K) -> (Message, Control),
) -> Column<'a, Message> {
    let mut said: Vec<String> = Vec::new();
    for offer in offers {
        let (pressed, control) = message(&offer.key);
        let label = if offer.cost_gp > 0 {
            format!("{} · {}", offer.name, gp(offer.cost_gp.into(), lang))
        } else {
            offer.name.clone()
        };
        let enabled = offer.refused.is_none();
        list = list.push(
            button(text(label))
                .style(crate::gui::style::button::secondary)
                .on_press_maybe(enabled.then_some(pressed)),
        );
        if let Some(reason) = screen.refusal_for(&control) {
            list = list.push(refusal(reason));
        }
        let reason = match (offer.refused_id, &offer.refused) {
            (Some("cannot_afford"), _) => Some(fill(
                tr(lang, Text::TreasuryTooLow),
                &[&gp(treasury_gp, lang)],
            )),
            (_, Some(reason)) => Some(reason.clone()),
            _ => None,
        };
        if let Some(reason) = reason.filter(|r| !said.contains(r)) {
            said.push(reason);
        }
    }
    for reason in said {
        list = list.push(caption(reason));
    }
    list
}

fn summary(team: &BloodBowlTeam, lang: Lang) -> Element<'_, Message> {
    let tv = i64::try_from(team.team_value_gp).unwrap_or(i64::MAX);
    let ctv = i64::try_from(team.current_team_value_gp).unwrap_or(i64::MAX);
    let yes_no = if team.apothecary { Text::Yes } else { Text::No };
    column![
        text(format!(
            "{} · {} {}",
            team.roster_name,
            tr(lang, Text::Coach),
            team.coach
        )),
        row![
            field(tr(lang, Text::Treasury), gp(team.treasury_gp, lang)),
            field(tr(lang, Text::TeamValue), gp(tv, lang)),
            field(tr(lang, Text::CurrentTeamValue), gp(ctv, lang)),
        ]
        .spacing(24),
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
        .spacing(24),
    ]
    .spacing(8)
    .into()
}

fn roster<'a>(team: &'a BloodBowlTeam, screen: &'a TeamScreen, lang: Lang) -> Element<'a, Message> {
    if team.players.is_empty() {
        return text(tr(lang, Text::NoPlayerYet)).into();
    }
    let target = |n: u8| format!("{n}+");
    let selected = screen.selected;
    let columns = [
        col(text("#"), |p: &'a BloodBowlPlayer| text(p.number)),
        col(text(tr(lang, Text::Name)), move |p: &'a BloodBowlPlayer| {
            let name = if selected == Some(p.id) {
                format!("▸ {}", p.name)
            } else {
                p.name.clone()
            };
            link(text(name), Message::PlayerChosen(p.id))
        }),
        col(text(tr(lang, Text::Position)), |p: &'a BloodBowlPlayer| {
            text(p.position_name.as_str())
        }),
        col(text(lang.pick("MA", "M")), |p: &'a BloodBowlPlayer| {
            text(p.ma)
        }),
        col(text(lang.pick("ST", "F")), |p: &'a BloodBowlPlayer| {
            text(p.st)
        }),
        col(text("AG"), move |p: &'a BloodBowlPlayer| text(target(p.ag))),
        col(
            text(lang.pick("PA", "CP")),
            move |p: &'a BloodBowlPlayer| text(p.pa.map_or("-".to_string(), target)),
        ),
        col(
            text(lang.pick("AV", "AR")),
            move |p: &'a BloodBowlPlayer| text(target(p.av)),
        ),
        col(
            text(tr(lang, Text::Skills)),
            move |p: &'a BloodBowlPlayer| {
                let skills = Reference::bundled()
                    .map_or(p.skills.join(", "), |r| r.skill_list(&p.skills, lang));
                text(skills).size(13)
            },
        )
        .width(Length::Fill),
        col(text(lang.pick("SPP", "PSP")), |p: &'a BloodBowlPlayer| {
            text(p.spp)
        }),
        col(text(tr(lang, Text::Cost)), move |p: &'a BloodBowlPlayer| {
            text(gp(p.cost_gp.into(), lang))
        }),
    ];
    iced::widget::table(columns, &team.players)
        .padding_x(8)
        .padding_y(4)
        .into()
}
