//! How the team screen looks: summary, roster table, the side panel of changes.

use iced::widget::{button, column, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use super::commissioner::Target;
use super::team::{Control, Message, Offer, TeamData, TeamScreen};
use crate::coach::dreadball::Item;
use crate::coach::{Context, Reversal};
use crate::data::dreadball::{BuildKind, StaffKind};
use crate::data::{Lang, Named};
use crate::gui::style::panel::section;
use crate::gui::style::{self, icon::Icon};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{
    action_group, caption, confirm_bar, field, heading, icon_button, mc, refusal, subheading,
    with_tooltip,
};
use crate::present::dreadball::{
    movement, player_count, roster_name, skill_names, staff_name, target,
};
use crate::rules::dreadball::PlayerKind;
use crate::store::dreadball::PlayerRecord;

pub const PLAYER_NAME_INPUT: &str = "player-name";

/// Width of the side panel of changes, so the roster table keeps the rest.
const PANEL_WIDTH: f32 = 350.0;

impl TeamScreen {
    pub fn view<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        self.data.view(lang, Message::ReloadPressed, move |data| {
            let body = row![
                // At 1024 wide in French the roster is wider than its place: it scrolls.
                scrollable(
                    iced::widget::container(roster_table(data, self.selected, context))
                        .padding(iced::Padding::ZERO.bottom(style::space::M))
                )
                .direction(scrollable::Direction::Both {
                    vertical: scrollable::Scrollbar::default(),
                    horizontal: scrollable::Scrollbar::default(),
                })
                .width(Length::Fill)
                .height(Length::Fill),
                scrollable(
                    self.side_panel(data, context)
                        .padding(iced::Padding::ZERO.right(14))
                )
                .width(Length::Fixed(PANEL_WIDTH)),
            ]
            .spacing(16)
            .height(Length::Fill);
            column![self.summary(data, context), body]
                .spacing(12)
                .into()
        })
    }

    fn summary<'a>(&'a self, data: &'a TeamData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let team = &data.view.team;
        let staff: Vec<String> = team
            .staff
            .iter()
            .map(|kind| staff_name(&context, *kind))
            .collect();
        let staff = if staff.is_empty() {
            tr(lang, Text::None).to_string()
        } else {
            staff.join(", ")
        };
        let title = row![
            icon_button(Icon::Back, tr(lang, Text::BackToLeague)).on_press(Message::BackPressed),
            heading(team.name.as_str()),
            caption(format!(
                "{} · {} {}",
                roster_name(&context, &team.roster),
                tr(lang, Text::Coach),
                team.coach
            )),
            iced::widget::space::horizontal(),
            icon_button(Icon::History, tr(lang, Text::History)).on_press(Message::HistoryPressed),
            self.undo_button(data, &context),
        ]
        .spacing(14)
        .align_y(Alignment::Center);
        let figures = row![
            field(tr(lang, Text::Treasury), mc(team.treasury_mc)),
            field(tr(lang, Text::TeamValue), mc(data.view.team_value_mc)),
            field(
                tr(lang, Text::Players),
                player_count(&context, team.players.len())
            ),
            field(tr(lang, Text::Dice), team.dice.to_string()),
            field(tr(lang, Text::Cards), team.cards.to_string()),
            field(tr(lang, Text::Cheerleaders), team.cheerleaders.to_string()),
            field(tr(lang, Text::Staff), staff),
        ]
        .spacing(style::space::XL)
        .wrap();
        column![
            title,
            style::panel::card(figures).width(Length::Fill),
            self.print_row(lang)
        ]
        .spacing(style::space::S)
        .into()
    }

    /// The team sheet as PDF, now or as of a date typed in.
    fn print_row(&self, lang: Lang) -> Element<'_, Message> {
        let controls = row![
            iced::widget::space::horizontal(),
            text_input(tr(lang, Text::AsOfPlaceholder), &self.as_of)
                .on_input(Message::AsOfEdited)
                .on_submit(Message::PrintPressed)
                .width(Length::Fixed(280.0)),
            icon_button(Icon::Print, tr(lang, Text::PrintSheet)).on_press(Message::PrintPressed),
            icon_button(Icon::Export, tr(lang, Text::ExportTeam)).on_press_maybe(
                self.data.loaded().map(|data| {
                    Message::Exchange(crate::gui::exchange::Exchange::ExportTeam {
                        team: self.id,
                        name: data.view.team.name.clone(),
                    })
                })
            ),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let mut print = column![controls].spacing(4).align_x(Alignment::End);
        if let Some(reason) = self.refusal_for(&Control::Print) {
            print = print.push(refusal(reason));
        }
        print.into()
    }

    fn undo_button<'a>(&'a self, data: &'a TeamData, context: &Context) -> Element<'a, Message> {
        let lang = context.lang;
        let mut undo = column![].align_x(Alignment::End).spacing(4);
        let label = match &data.last_change {
            Some(change) => format!("{} (Ctrl+Z)", undo_label(&change.reversal, context)),
            None => tr(lang, Text::Undo).to_string(),
        };
        let press = icon_button(Icon::Undo, label)
            .on_press_maybe(data.last_change.as_ref().map(|_| Message::UndoPressed));
        undo = undo.push(match &data.last_change {
            Some(_) => Element::from(press),
            None => with_tooltip(press, tr(lang, Text::NothingToUndo).to_string()),
        });
        if let Some(reason) = self.refusal_for(&Control::Undo) {
            undo = undo.push(refusal(reason));
        }
        undo.into()
    }

    fn side_panel<'a>(
        &'a self,
        data: &'a TeamData,
        context: Context,
    ) -> iced::widget::Column<'a, Message> {
        let lang = context.lang;
        let mut panel = column![].spacing(style::space::M);
        if let Some(player) = self.selected_player(data) {
            panel = panel.push(self.player_editor(player, context));
        } else {
            panel = panel.push(caption(tr(lang, Text::SelectPlayerHint)));
        }
        panel = panel
            .push(section(
                tr(lang, Text::Hire),
                self.hire_panel(data, context),
            ))
            .push(section(tr(lang, Text::Buy), self.buy_panel(data, context)))
            .push(section(
                tr(lang, Text::TeamNameHeading),
                self.rename_team_panel(lang),
            ))
            .push(section(tr(lang, Text::Problems), problems(data, lang)))
            .push(section(
                tr(lang, Text::Commissioner),
                column![
                    caption(tr(lang, Text::CommissionerHint)),
                    self.commissioner
                        .view(Target::Team, lang)
                        .map(Message::Commissioner),
                ]
                .spacing(style::space::S),
            ))
            .push(section(tr(lang, Text::Ledger), ledger(data, lang)));
        panel
    }

    fn selected_player<'a>(&self, data: &'a TeamData) -> Option<&'a PlayerRecord> {
        let id = self.selected?;
        data.view.team.players.iter().find(|player| player.id == id)
    }

    fn player_editor<'a>(
        &'a self,
        player: &'a PlayerRecord,
        context: Context,
    ) -> Element<'a, Message> {
        let lang = context.lang;
        let mut editor =
            column![subheading(format!("#{} {}", player.number, player.name))].spacing(6);
        if let (Some(design), Some(parts)) = (
            crate::coach::dreadball::design_of(player),
            crate::present::dreadball::built_parts(&context, player),
        ) {
            editor = editor
                .push(caption(fill(tr(lang, Text::BuiltFrom), &[&parts])))
                .push(
                    button(text(tr(lang, Text::BuildAnother)))
                        .style(crate::gui::style::button::secondary)
                        .on_press(Message::BuilderPressed(
                            design.kind(),
                            Some(Box::new(design)),
                        )),
                );
        }
        editor = editor.push(
            row![
                text_input(tr(lang, Text::Name), &self.player_name)
                    .id(PLAYER_NAME_INPUT)
                    .on_input(Message::PlayerNameEdited)
                    .on_submit(Message::RenamePlayerPressed),
                button(text(tr(lang, Text::Rename)))
                    .style(style::button::secondary)
                    .on_press(Message::RenamePlayerPressed),
            ]
            .spacing(6),
        );
        if let Some(reason) = self.refusal_for(&Control::PlayerName) {
            editor = editor.push(refusal(reason));
        }
        editor = editor.push(
            row![
                text_input("1-99", &self.player_number)
                    .on_input(Message::PlayerNumberEdited)
                    .on_submit(Message::RenumberPressed)
                    .width(Length::Fixed(70.0)),
                button(text(tr(lang, Text::Renumber)))
                    .style(style::button::secondary)
                    .on_press(Message::RenumberPressed),
                icon_button(Icon::Delete, tr(lang, Text::Release))
                    .style(style::button::danger)
                    .on_press(Message::ReleasePressed),
            ]
            .spacing(6),
        );
        if self.confirm_release {
            editor = editor.push(confirm_bar(
                fill(
                    tr(lang, Text::ReleaseQuestion),
                    &[
                        &player.number.to_string(),
                        &player.name,
                        &mc(player.cost_mc),
                    ],
                ),
                tr(lang, Text::Release),
                Message::ReleaseConfirmed,
                tr(lang, Text::Cancel),
                Message::ReleaseCancelled,
            ));
        }
        for control in [Control::PlayerNumber, Control::Release] {
            if let Some(reason) = self.refusal_for(&control) {
                editor = editor.push(refusal(reason));
            }
        }
        editor = editor
            .push(caption(tr(lang, Text::ReleaseNoRefund)))
            .push(caption(tr(lang, Text::CommissionerPlayer)))
            .push(
                self.commissioner
                    .view(Target::Player, lang)
                    .map(Message::Commissioner),
            );
        style::panel::card(editor).into()
    }

    fn hire_panel<'a>(&'a self, data: &'a TeamData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let mut panel = column![].spacing(style::space::XS + 2.0);
        if let Some(reason) = &data.offers.no_hire {
            panel = panel.push(refusal(reason.as_str()));
        }
        let roster = context.reference().team(&data.view.team.roster);
        let builder = match roster.map(|roster| roster.build) {
            Some(BuildKind::Mechanite) => Some((BuildKind::Mechanite, Text::DesignMechanite)),
            Some(BuildKind::Mutant) => Some((BuildKind::Mutant, Text::DesignMutant)),
            _ => None,
        };
        if let Some((kind, label)) = builder {
            panel = panel.push(
                icon_button(Icon::Add, tr(lang, label))
                    .style(style::button::primary)
                    .on_press(Message::BuilderPressed(kind, None)),
            );
        }
        let hires = data.offers.hires.iter().map(|offer| {
            let name = roster
                .and_then(|roster| roster.find_role(&offer.key))
                .map_or(offer.key.as_str(), |role| role.name(lang));
            offer_action(
                name,
                offer,
                data,
                Message::HirePressed(offer.key.clone()),
                lang,
            )
        });
        let costs = data
            .offers
            .hires
            .iter()
            .map(|offer| (offer.cost_mc, &offer.refused));
        panel = panel.push(action_group(
            lang,
            group_reason(data, costs, lang),
            hires.collect(),
        ));
        let pressed = data
            .offers
            .hires
            .iter()
            .find_map(|offer| self.refusal_for(&Control::Hire(offer.key.clone())));
        panel.push(pressed.map(refusal)).into()
    }

    fn buy_panel<'a>(&'a self, data: &'a TeamData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let mut actions = Vec::new();
        for offer in &data.offers.items {
            let name = tr(lang, item_text(offer.key));
            actions.push(offer_action(
                name,
                offer,
                data,
                Message::BuyPressed(offer.key),
                lang,
            ));
        }
        for offer in &data.offers.staff {
            let name = staff_name(&context, offer.key);
            actions.push(offer_action(
                &name,
                offer,
                data,
                Message::StaffPressed(offer.key),
                lang,
            ));
        }
        let costs = data
            .offers
            .items
            .iter()
            .map(|offer| (offer.cost_mc, &offer.refused))
            .chain(
                data.offers
                    .staff
                    .iter()
                    .map(|offer| (offer.cost_mc, &offer.refused)),
            );
        let pressed = data
            .offers
            .items
            .iter()
            .find_map(|offer| self.refusal_for(&Control::Buy(offer.key)))
            .or_else(|| {
                data.offers
                    .staff
                    .iter()
                    .find_map(|offer| self.refusal_for(&Control::Staff(offer.key)))
            });
        column![action_group(lang, group_reason(data, costs, lang), actions)]
            .push(pressed.map(refusal))
            .spacing(style::space::XS)
            .into()
    }

    fn rename_team_panel(&self, lang: Lang) -> Element<'_, Message> {
        let mut panel = column![
            row![
                text_input(tr(lang, Text::TeamName), &self.team_name)
                    .on_input(Message::TeamNameEdited)
                    .on_submit(Message::RenameTeamPressed),
                button(text(tr(lang, Text::Rename)))
                    .style(style::button::secondary)
                    .on_press(Message::RenameTeamPressed),
            ]
            .spacing(6)
        ]
        .spacing(4);
        if let Some(reason) = self.refusal_for(&Control::TeamName) {
            panel = panel.push(refusal(reason));
        }
        panel.into()
    }
}

fn roster_table<'a>(
    data: &'a TeamData,
    selected: Option<crate::store::PlayerId>,
    context: Context,
) -> Element<'a, Message> {
    use crate::gui::style::table::{cell, header, minor, numbers};
    use iced::widget::table::column as col;
    let lang = context.lang;
    let players = &data.view.team.players;
    if players.is_empty() {
        return empty_roster(data, lang);
    }
    let stat = |label: Text, value: fn(&PlayerRecord) -> String| {
        col(header(tr(lang, label)), move |player: &'a PlayerRecord| {
            cell(value(player))
        })
        .align_x(iced::alignment::Horizontal::Center)
    };
    let columns = vec![
        numbers(tr(lang, Text::Number), |player: &'a PlayerRecord| {
            player.number.to_string()
        }),
        col(
            header(tr(lang, Text::Name)),
            move |player: &'a PlayerRecord| {
                let style = if Some(player.id) == selected {
                    style::button::primary
                } else {
                    style::button::quiet
                };
                button(cell(player.name.as_str()))
                    .style(style)
                    .padding([0, 4])
                    .on_press(Message::PlayerSelected(player.id))
            },
        ),
        col(
            header(tr(lang, Text::Position)),
            |player: &'a PlayerRecord| cell(player.position.name()),
        ),
        stat(Text::Mv, |p| movement(p.stats.movement)),
        stat(Text::Str, |p| target(p.stats.strength)),
        stat(Text::Spd, |p| target(p.stats.speed)),
        stat(Text::Skl, |p| target(p.stats.skill)),
        stat(Text::Arm, |p| target(p.stats.armour)),
        numbers(tr(lang, Text::Cost), |player: &'a PlayerRecord| {
            mc(player.cost_mc)
        }),
        col(
            header(tr(lang, Text::Kind)),
            move |player: &'a PlayerRecord| minor(tr(lang, kind_text(player.kind))),
        ),
        col(
            header(tr(lang, Text::Skills)),
            move |player: &'a PlayerRecord| minor(skill_names(&context, &player.skills)),
        ),
    ];
    style::table::table(columns, players)
}

/// A team with no players: what to do first, with the button that does it.
fn empty_roster(data: &TeamData, lang: Lang) -> Element<'_, Message> {
    let hint = fill(
        tr(lang, Text::NoPlayersYet),
        &[&mc(data.view.team.treasury_mc)],
    );
    style::panel::card(
        column![subheading(tr(lang, Text::NoPlayers)), text(hint)].spacing(style::space::S),
    )
    .width(Length::Fill)
    .into()
}

fn problems(data: &TeamData, lang: Lang) -> Element<'_, Message> {
    if data.problems.is_empty() {
        return caption(tr(lang, Text::TeamIsLegal)).into();
    }
    data.problems
        .iter()
        .fold(column![].spacing(4), |list, problem| {
            list.push(refusal(problem.as_str()))
        })
        .into()
}

fn ledger(data: &TeamData, lang: Lang) -> Element<'_, Message> {
    if data.ledger.is_empty() {
        return caption(tr(lang, Text::EmptyLedger)).into();
    }
    data.ledger
        .iter()
        .rev()
        .fold(column![].spacing(3), |list, entry| {
            list.push(
                row![
                    caption(entry.on_date.to_string()).width(Length::Fixed(80.0)),
                    text(format!("{:+}mc", entry.amount_mc))
                        .size(13)
                        .width(Length::Fixed(56.0)),
                    caption(entry.reason.as_str()),
                ]
                .spacing(6),
            )
        })
        .into()
}

fn item_text(item: Item) -> Text {
    match item {
        Item::Dice => Text::CoachingDie,
        Item::Cards => Text::DreadBallCard,
        Item::Cheerleaders => Text::Cheerleader,
    }
}

fn kind_text(kind: PlayerKind) -> Text {
    match kind {
        PlayerKind::Roster => Text::KindRoster,
        PlayerKind::Mvp => Text::KindMvp,
        PlayerKind::FreeAgent => Text::KindFreeAgent,
        PlayerKind::Mechanite => Text::KindMechanite,
        PlayerKind::Mutant => Text::KindMutant,
    }
}

/// What the undo button will do, in the user's language.
pub fn undo_label(reversal: &Reversal, context: &Context) -> String {
    let lang = context.lang;
    match reversal {
        Reversal::RemovePlayer { number, name, .. } => {
            fill(tr(lang, Text::UndoHire), &[&number.to_string(), name])
        }
        Reversal::RestorePlayer { number, name, .. } => {
            fill(tr(lang, Text::UndoRelease), &[&number.to_string(), name])
        }
        Reversal::Unbuy { item, count } => {
            let item = Item::parse(item).map_or(item.as_str(), |item| tr(lang, item_text(item)));
            fill(tr(lang, Text::UndoBuy), &[&count.to_string(), item])
        }
        Reversal::RemoveStaff { kind } => {
            let staff =
                StaffKind::parse(kind).map_or_else(|| kind.clone(), |k| staff_name(context, k));
            fill(tr(lang, Text::UndoStaff), &[&staff])
        }
        Reversal::RenamePlayer { number, name, .. } => fill(
            tr(lang, Text::UndoRenamePlayer),
            &[&number.to_string(), name],
        ),
        Reversal::RenumberPlayer { name, number, .. } => {
            fill(tr(lang, Text::UndoRenumber), &[name, &number.to_string()])
        }
        Reversal::RenameTeam { name } => fill(tr(lang, Text::UndoRenameTeam), &[name]),
        Reversal::RestoreItems { .. } => tr(lang, Text::UndoPurchase).to_string(),
    }
}

/// "Jack — 8mc, 12mc left" with what pressing it does, or the rule that stops it.
fn offer_action<K>(
    name: &str,
    offer: &Offer<K>,
    data: &TeamData,
    message: Message,
    lang: Lang,
) -> (String, Result<Message, String>) {
    let left = data.view.team.treasury_mc - i64::from(offer.cost_mc);
    match &offer.refused {
        None => (
            fill(
                tr(lang, Text::OfferLabel),
                &[name, &mc(offer.cost_mc), &mc(left)],
            ),
            Ok(message),
        ),
        Some(reason) => (
            format!("{name} — {}", mc(offer.cost_mc)),
            Err(reason.clone()),
        ),
    }
}

/// The one line over a group of offers: the treasury, when it is what stops them.
fn group_reason<'a>(
    data: &TeamData,
    offers: impl Iterator<Item = (u32, &'a Option<String>)>,
    lang: Lang,
) -> Option<String> {
    let treasury = data.view.team.treasury_mc;
    let offers: Vec<(u32, bool)> = offers
        .map(|(cost, refused)| (cost, refused.is_some()))
        .collect();
    let cheapest = offers.iter().map(|(cost, _)| *cost).min()?;
    let disabled = offers.iter().filter(|(_, refused)| *refused).count();
    if disabled == offers.len() && treasury < i64::from(cheapest) {
        return Some(fill(
            tr(lang, Text::TreasuryBlocksGroup),
            &[&mc(treasury), &mc(cheapest)],
        ));
    }
    let too_dear = offers
        .iter()
        .any(|(cost, refused)| *refused && i64::from(*cost) > treasury);
    (disabled > 1 && too_dear).then(|| fill(tr(lang, Text::SomeTooDear), &[&mc(treasury)]))
}
