//! How the Blood Bowl team screen looks, from the shared roster parts: the header with
//! its key numbers, the roster table's columns, and the panels (the selected player,
//! hire, buy, what the team breaks).

use iced::Element;
use iced::widget::{column, text};

use super::team::{Control, Message, TeamData, TeamScreen};
use crate::coach::AsOf;
use crate::coach::bloodbowl::{BloodBowlPlayer, BloodBowlTeam, Offer};
use crate::data::Lang;
use crate::data::bloodbowl::Reference;
use crate::data::nouns::PLAYERS;
use crate::games::Money;
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::print::Document;
use crate::gui::roster::{self, Figure, Header, OfferLine, RosterColumn, offer_panel};
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::section;
use crate::gui::style::{self, space};
use crate::gui::team_charts::under_table;
use crate::gui::tr::{Text, Tm, fill, tr};
use crate::gui::widgets::{caption, confirm_bar, icon_button, note, refusal, with_tooltip};

fn gp(amount: i64, lang: Lang) -> String {
    Money::Gp.format(amount, lang)
}

impl TeamScreen {
    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        self.data.view(lang, Message::ReloadPressed, move |data| {
            let least = roster::least_width(&roster_columns(self, lang));
            roster::team_page(
                self.header(data, lang),
                least,
                move || {
                    let charts = self.charts.view(self.selected, lang);
                    under_table(
                        roster_table(&data.team, self, lang),
                        charts,
                        Message::Charts,
                    )
                },
                move || self.panels(data, lang),
            )
        })
    }

    fn header<'a>(&'a self, data: &'a TeamData, lang: Lang) -> Element<'a, Message> {
        let team = &data.team;
        let print = Document::Team {
            team: team.id,
            name: team.name.clone(),
            as_of: AsOf::Now,
        };
        let export = crate::gui::exchange::Exchange::ExportTeam {
            team: team.id,
            name: team.name.clone(),
        };
        Header {
            back: Message::BackPressed,
            name: team.name.as_str(),
            game: format!("{} · {}", tr(lang, Bb::GameName), team.roster_name),
            coach: team.coach.as_str(),
            figures: figures(team, lang),
            actions: std::iter::once(self.undo_button(data, lang))
                .chain(crate::gui::roster::print_and_export(
                    Message::Print(print),
                    Message::Exchange(export),
                    lang,
                ))
                .collect(),
            note: None,
        }
        .view(lang)
    }

    fn undo_button<'a>(&'a self, data: &'a TeamData, lang: Lang) -> Element<'a, Message> {
        let label = match &data.last_change {
            Some(change) => {
                let namer = |id: &str| -> String {
                    crate::rules::bloodbowl::Purchase::parse(id).map_or_else(
                        || id.to_string(),
                        |purchase| {
                            let (en, fr) = purchase.names();
                            match lang {
                                Lang::En => en.to_string(),
                                Lang::Fr => fr.to_string(),
                            }
                        },
                    )
                };
                crate::gui::undo_label::undo_label(&change.reversal, lang, &namer)
            }
            None => tr(lang, Text::UndoPurchase).to_string(),
        };
        let open = data.last_change.as_ref().filter(|c| c.blocked.is_none());
        let press =
            icon_button(Icon::Undo, label).on_press_maybe(open.map(|_| Message::UndoPressed));
        let undo = match &data.last_change {
            Some(change) => with_tooltip(press, change.summary.clone()),
            None => with_tooltip(press, tr(lang, Text::NothingToUndo).to_string()),
        };
        column![undo]
            .push(self.refusal_for(&Control::Undo).map(refusal))
            .push(crate::gui::widgets::undo_blocked_note(
                data.last_change.as_ref(),
                lang,
            ))
            .spacing(space::XS)
            .align_x(iced::Alignment::End)
            .into()
    }

    fn panels<'a>(&'a self, data: &'a TeamData, lang: Lang) -> Vec<Element<'a, Message>> {
        let treasury = data.team.treasury_gp;
        let hires = data.offers.hires.iter().map(|offer| {
            offer_line(
                offer,
                offer.key.clone(),
                Message::HirePressed(offer.key.clone()),
                treasury,
                lang,
            )
        });
        let hire_refused = data
            .offers
            .hires
            .iter()
            .find_map(|offer| self.refusal_for(&Control::Hire(offer.key.clone())));
        let buys = data.offers.purchases.iter().map(|offer| {
            let key = format!("{:?}", offer.key).to_lowercase();
            offer_line(offer, key, Message::BuyPressed(offer.key), treasury, lang)
        });
        let buy_refused = data
            .offers
            .purchases
            .iter()
            .find_map(|offer| self.refusal_for(&Control::Buy(offer.key)));
        let mut panels = vec![
            self.selected_panel(data, lang),
            offer_panel(
                tr(lang, Bb::HireHeading),
                Vec::new(),
                hires.collect(),
                hire_refused,
            ),
            offer_panel(
                tr(lang, Bb::BuyHeading),
                Vec::new(),
                buys.collect(),
                buy_refused,
            ),
        ];
        if !data.offers.problems.is_empty() {
            let problems = data
                .offers
                .problems
                .iter()
                .fold(column![].spacing(space::XS), |list, problem| {
                    list.push(note(problem.as_str()))
                });
            panels.push(section(tr(lang, Text::Problems), problems).into());
        }
        panels
    }

    /// The selected player, with the button that releases them; else the hint to pick one.
    fn selected_panel<'a>(&'a self, data: &'a TeamData, lang: Lang) -> Element<'a, Message> {
        let Some(player) = self
            .selected
            .and_then(|id| data.team.players.iter().find(|p| p.id == id))
        else {
            return caption(tr(lang, Tm::SelectHint)).into();
        };
        let mut panel = column![
            text(format!("#{} {}", player.number, player.name)).size(style::size::SECTION),
            icon_button(
                Icon::Delete,
                fill(tr(lang, Bb::ReleasePlayer), &[&player.name])
            )
            .style(style::button::danger)
            .on_press(Message::ReleasePressed),
        ]
        .spacing(space::S);
        if self.confirm_release {
            panel = panel.push(confirm_bar(
                fill(
                    tr(lang, Bb::ReleaseQuestion),
                    &[&player.name, &gp(i64::from(player.cost_gp), lang)],
                ),
                tr(lang, Text::Release),
                Message::ReleaseConfirmed,
                tr(lang, Text::Cancel),
                Message::ReleaseCancelled,
            ));
        }
        panel = panel.push(self.refusal_for(&Control::Release).map(refusal));
        style::panel::card(panel).width(iced::Length::Fill).into()
    }
}

/// An offer's line; a refusal for want of money says what the treasury holds.
fn offer_line<K>(
    offer: &Offer<K>,
    key: String,
    message: Message,
    treasury: i64,
    lang: Lang,
) -> OfferLine<Message> {
    let press = match (&offer.refused, offer.refused_id) {
        (None, _) => Ok(message),
        (Some(_), Some("cannot_afford")) => {
            Err(fill(tr(lang, Tm::TreasuryHolds), &[&gp(treasury, lang)]))
        }
        (Some(reason), _) => Err(reason.clone()),
    };
    let price = if offer.cost_gp > 0 {
        gp(offer.cost_gp.into(), lang)
    } else {
        String::new()
    };
    OfferLine {
        key,
        name: offer.name.clone(),
        price,
        press,
    }
}

fn figures(team: &BloodBowlTeam, lang: Lang) -> Vec<Figure> {
    let tv = i64::try_from(team.team_value_gp).unwrap_or(i64::MAX);
    let ctv = i64::try_from(team.current_team_value_gp).unwrap_or(i64::MAX);
    let yes_no = if team.apothecary { Text::Yes } else { Text::No };
    vec![
        Figure::new(tr(lang, Text::Treasury), gp(team.treasury_gp, lang)),
        Figure::new(tr(lang, Text::TeamValue), gp(tv, lang)),
        Figure::new(tr(lang, Bb::CurrentTeamValue), gp(ctv, lang)),
        Figure::new(
            tr(lang, Tm::Roster),
            PLAYERS.count(team.players.len(), lang),
        ),
        Figure::new(tr(lang, Tm::TeamRerolls), team.rerolls.to_string()),
        Figure::new(tr(lang, Bb::DedicatedFans), team.dedicated_fans.to_string()),
        Figure::new(tr(lang, Bb::AssistantCoaches), team.assistants.to_string()),
        Figure::new(tr(lang, Text::Cheerleaders), team.cheerleaders.to_string()),
        Figure::new(tr(lang, Tm::Apothecary), tr(lang, yes_no)),
    ]
}

fn roster_table<'a>(
    team: &'a BloodBowlTeam,
    screen: &'a TeamScreen,
    lang: Lang,
) -> Element<'a, Message> {
    if team.players.is_empty() {
        return style::panel::card(text(tr(lang, Tm::NoPlayersHire)))
            .width(iced::Length::Fill)
            .into();
    }
    roster::roster_table(roster_columns(screen, lang), &team.players)
}

/// Blood Bowl's columns: number, name, position, MA ST AG PA AV, SPP, cost, skills.
fn roster_columns<'a>(
    screen: &'a TeamScreen,
    lang: Lang,
) -> Vec<RosterColumn<'a, BloodBowlPlayer, Message>> {
    type P = BloodBowlPlayer;
    let selected = screen.selected;
    let stat = |label: Bb, value: fn(&P) -> String| RosterColumn::stat(tr(lang, label), value);
    vec![
        RosterColumn::number(tr(lang, Text::Number), 22.0, |p: &P| p.number.to_string()),
        RosterColumn::name(
            tr(lang, Text::Name),
            150.0,
            |p: &P| p.name.clone(),
            move |p| selected == Some(p.id),
            |p| Message::PlayerChosen(p.id),
        ),
        RosterColumn::text(tr(lang, Text::Position), 150.0, |p: &P| {
            p.position_name.clone()
        }),
        stat(Bb::StatMa, |p| p.ma.to_string()),
        stat(Bb::StatSt, |p| p.st.to_string()),
        stat(Bb::StatAg, |p| format!("{}+", p.ag)),
        stat(Bb::StatPa, |p| {
            p.pa.map_or("-".to_string(), |n| format!("{n}+"))
        }),
        stat(Bb::StatAv, |p| format!("{}+", p.av)),
        RosterColumn::number(tr(lang, Bb::Spp), 30.0, |p: &P| p.spp.to_string()),
        RosterColumn::number(tr(lang, Text::Cost), 88.0, move |p: &P| {
            gp(p.cost_gp.into(), lang)
        }),
        RosterColumn::wide(tr(lang, Text::Skills), move |p: &P| {
            Reference::bundled().map_or(p.skills.join(", "), |r| r.skill_list(&p.skills, lang))
        }),
    ]
}
