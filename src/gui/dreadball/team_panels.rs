//! The DreadBall team screen's panels: the selected player, hire and buy (the shared
//! offer panels, each disabled line with its reason), the team's name, its problems, the
//! commissioner's overrides and the ledger.

use iced::widget::{button, column, row, text, text_input};
use iced::{Element, Length};

use super::commissioner::Target;
use super::team::{Control, Message, Offer, PLAYER_NAME_INPUT, TeamData, TeamScreen};
use crate::coach::dreadball::Item;
use crate::coach::{Context, Reversal};
use crate::data::dreadball::{BuildKind, StaffKind};
use crate::data::{Lang, Named};
use crate::gui::dreadball::tr::Dr;
use crate::gui::roster::{OfferLine, offer_panel};
use crate::gui::style::panel::section;
use crate::gui::style::{self, icon::Icon};
use crate::gui::tr::{Text, Tm, fill, tr};
use crate::gui::widgets::{caption, confirm_bar, icon_button, mc, refusal, subheading};
use crate::rules::dreadball::PlayerKind;
use crate::store::dreadball::PlayerRecord;

impl TeamScreen {
    /// The panels beside or under the roster table.
    pub(super) fn panels<'a>(
        &'a self,
        data: &'a TeamData,
        context: Context,
    ) -> Vec<Element<'a, Message>> {
        let lang = context.lang;
        let player: Element<'a, Message> = match self.selected_player(data) {
            Some(player) => self.player_editor(player, context),
            None => caption(tr(lang, Tm::SelectHint)).into(),
        };
        vec![
            player,
            self.hire_panel(data, context),
            self.buy_panel(data, context),
            section(tr(lang, Dr::TeamNameHeading), self.rename_team_panel(lang)).into(),
            section(tr(lang, Text::Problems), problems(data, lang)).into(),
            section(
                tr(lang, Dr::Commissioner),
                column![
                    caption(tr(lang, Dr::CommissionerHint)),
                    self.commissioner
                        .view(Target::Team, lang)
                        .map(Message::Commissioner),
                ]
                .spacing(style::space::S),
            )
            .into(),
            section(tr(lang, Dr::Ledger), ledger(data, lang)).into(),
        ]
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
            crate::coach::dreadball::built_parts(&context, player),
        ) {
            editor = editor
                .push(caption(fill(tr(lang, Dr::BuiltFrom), &[&parts])))
                .push(
                    button(text(tr(lang, Dr::BuildAnother)))
                        .style(style::button::secondary)
                        .on_press(Message::BuilderPressed(
                            design.kind(),
                            Some(Box::new(design)),
                        )),
                );
        }
        editor = editor
            .push(
                row![
                    text_input(tr(lang, Text::Name), &self.player_name)
                        .id(PLAYER_NAME_INPUT)
                        .on_input(Message::PlayerNameEdited)
                        .on_submit(Message::RenamePlayerPressed),
                    button(text(tr(lang, Dr::Rename)))
                        .style(style::button::secondary)
                        .on_press(Message::RenamePlayerPressed),
                ]
                .spacing(6),
            )
            .push(self.refusal_for(&Control::PlayerName).map(refusal))
            .push(
                row![
                    text_input("1-99", &self.player_number)
                        .on_input(Message::PlayerNumberEdited)
                        .on_submit(Message::RenumberPressed)
                        .width(Length::Fixed(70.0)),
                    button(text(tr(lang, Dr::Renumber)))
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
                    tr(lang, Dr::ReleaseQuestion),
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
            editor = editor.push(self.refusal_for(&control).map(refusal));
        }
        editor = editor
            .push(caption(tr(lang, Dr::ReleaseNoRefund)))
            .push(caption(tr(lang, Dr::CommissionerPlayer)))
            .push(
                self.commissioner
                    .view(Target::Player, lang)
                    .map(Message::Commissioner),
            );
        style::panel::card(editor).width(Length::Fill).into()
    }

    fn hire_panel<'a>(&'a self, data: &'a TeamData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let mut lead: Vec<Element<'a, Message>> = Vec::new();
        if let Some(reason) = &data.offers.no_hire {
            lead.push(crate::gui::widgets::note(reason.as_str()).into());
        }
        let roster = context.reference().team(&data.view.team.roster);
        let builder = match roster.map(|roster| roster.build) {
            Some(BuildKind::Mechanite) => Some((BuildKind::Mechanite, Dr::DesignMechanite)),
            Some(BuildKind::Mutant) => Some((BuildKind::Mutant, Dr::DesignMutant)),
            _ => None,
        };
        if let Some((kind, label)) = builder {
            lead.push(
                icon_button(Icon::Add, tr(lang, label))
                    .style(style::button::primary)
                    .on_press(Message::BuilderPressed(kind, None))
                    .into(),
            );
        }
        let blocked = treasury_blocks(data, data.offers.hires.iter().map(|o| o.cost_mc), lang);
        let lines = data
            .offers
            .hires
            .iter()
            .map(|offer| {
                let name = roster
                    .and_then(|roster| roster.find_role(&offer.key))
                    .map_or(offer.key.as_str(), |role| role.name(lang));
                offer_line(
                    &offer.key,
                    name,
                    offer,
                    Message::HirePressed(offer.key.clone()),
                    &blocked,
                )
            })
            .collect();
        let pressed = data
            .offers
            .hires
            .iter()
            .find_map(|offer| self.refusal_for(&Control::Hire(offer.key.clone())));
        offer_panel(tr(lang, Dr::Hire), lead, lines, pressed)
    }

    fn buy_panel<'a>(&'a self, data: &'a TeamData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let offers = &data.offers;
        let costs = offers
            .items
            .iter()
            .map(|o| o.cost_mc)
            .chain(offers.staff.iter().map(|o| o.cost_mc));
        let blocked = treasury_blocks(data, costs, lang);
        let items = offers.items.iter().map(|offer| {
            let key = format!("{:?}", offer.key).to_lowercase();
            offer_line(
                &key,
                tr(lang, item_text(offer.key)),
                offer,
                Message::BuyPressed(offer.key),
                &blocked,
            )
        });
        let staff = offers.staff.iter().map(|offer| {
            let key = format!("{:?}", offer.key).to_lowercase();
            let name = staff_name(&context, offer.key);
            offer_line(
                &key,
                &name,
                offer,
                Message::StaffPressed(offer.key),
                &blocked,
            )
        });
        let pressed = offers
            .items
            .iter()
            .find_map(|offer| self.refusal_for(&Control::Buy(offer.key)))
            .or_else(|| {
                offers
                    .staff
                    .iter()
                    .find_map(|offer| self.refusal_for(&Control::Staff(offer.key)))
            });
        offer_panel(
            tr(lang, Dr::Buy),
            Vec::new(),
            items.chain(staff).collect(),
            pressed,
        )
    }

    fn rename_team_panel(&self, lang: Lang) -> Element<'_, Message> {
        column![
            row![
                text_input(tr(lang, Text::TeamName), &self.team_name)
                    .on_input(Message::TeamNameEdited)
                    .on_submit(Message::RenameTeamPressed),
                button(text(tr(lang, Dr::Rename)))
                    .style(style::button::secondary)
                    .on_press(Message::RenameTeamPressed),
            ]
            .spacing(6)
        ]
        .push(self.refusal_for(&Control::TeamName).map(refusal))
        .spacing(4)
        .into()
    }
}

fn staff_name(context: &Context, kind: StaffKind) -> String {
    crate::present::dreadball::staff_name(context, kind)
}

/// An offer's line: its name and price, and what pressing it does or why it can't be
/// had; when the treasury stops every offer of the panel, that one reason for all.
fn offer_line<K>(
    key: &str,
    name: &str,
    offer: &Offer<K>,
    message: Message,
    blocked: &Option<String>,
) -> OfferLine<Message> {
    let press = match (&offer.refused, blocked) {
        (None, _) => Ok(message),
        (Some(_), Some(treasury)) => Err(treasury.clone()),
        (Some(reason), None) => Err(reason.clone()),
    };
    OfferLine {
        key: key.to_string(),
        name: name.to_string(),
        price: mc(offer.cost_mc),
        press,
    }
}

/// When the treasury holds less than the cheapest offer, the one line that says so.
fn treasury_blocks(
    data: &TeamData,
    costs: impl Iterator<Item = u32>,
    lang: Lang,
) -> Option<String> {
    let treasury = data.view.team.treasury_mc;
    let cheapest = costs.min()?;
    (treasury < i64::from(cheapest)).then(|| {
        fill(
            tr(lang, Dr::TreasuryBlocksGroup),
            &[&mc(treasury), &mc(cheapest)],
        )
    })
}

fn problems(data: &TeamData, lang: Lang) -> Element<'_, Message> {
    if data.problems.is_empty() {
        return caption(tr(lang, Dr::TeamIsLegal)).into();
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
        return caption(tr(lang, Dr::EmptyLedger)).into();
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

pub(super) fn item_text(item: Item) -> Dr {
    match item {
        Item::Dice => Dr::CoachingDie,
        Item::Cards => Dr::DreadBallCard,
        Item::Cheerleaders => Dr::Cheerleader,
    }
}

pub(super) fn kind_text(kind: PlayerKind) -> Dr {
    match kind {
        PlayerKind::Roster => Dr::KindRoster,
        PlayerKind::Mvp => Dr::KindMvp,
        PlayerKind::FreeAgent => Dr::KindFreeAgent,
        PlayerKind::Mechanite => Dr::KindMechanite,
        PlayerKind::Mutant => Dr::KindMutant,
    }
}

/// What the undo button will do, in the user's language (DreadBall names its items and
/// staff).
pub fn undo_label(reversal: &Reversal, context: &Context) -> String {
    let lang = context.lang;
    let namer = |id: &str| -> String {
        if let Some(item) = Item::parse(id) {
            return tr(lang, item_text(item)).to_string();
        }
        StaffKind::parse(id).map_or_else(|| id.to_string(), |kind| staff_name(context, kind))
    };
    crate::gui::undo_label::undo_label(reversal, lang, &namer)
}
