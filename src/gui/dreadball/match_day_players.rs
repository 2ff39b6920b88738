//! DreadBall's after-the-match step: each team's players in the design system's table,
//! with the counts every game's match day uses (− field +) and the player's flags.

use iced::alignment::Vertical;
use iced::widget::table::column as col;
use iced::widget::{checkbox, column, row};
use iced::{Element, Length};

use super::match_day::{Count, DayData, Flag, MatchDayScreen, Message, Step};
use crate::data::Lang;
use crate::gui::dreadball::tr::Dr;
use crate::gui::style::panel::card;
use crate::gui::style::space;
use crate::gui::style::table::{cell, header, minor, table};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{mc, subheading};
use crate::gui::wizard::count::count_cell;
use crate::gui::wizard::frame;
use crate::rules::dreadball::PlayerKind;
use crate::rules::dreadball::match_day::MatchDaySettings;
use crate::store::dreadball::PlayerRecord;

/// The counts of a player's match, in the table's order, with their headings.
const COUNTS: [(Count, Dr); 5] = [
    (Count::Strikes, Dr::ColStrikes),
    (Count::Kills, Dr::ColKills),
    (Count::Exploits, Dr::ColExploits),
    (Count::Crowd, Dr::ColCrowd),
    (Count::Other, Dr::ColOther),
];

impl MatchDayScreen {
    pub(super) fn players_view<'a>(
        &'a self,
        data: &'a DayData,
        lang: Lang,
    ) -> Element<'a, Message> {
        let mut page = column![].spacing(space::M);
        for (side, team) in [&data.day.home, &data.day.away].into_iter().enumerate() {
            let block = column![
                subheading(team.name.as_str()),
                self.players_table(&data.players[side], side, &data.day.settings, lang)
            ]
            .spacing(space::XS);
            page = page.push(card(block).width(Length::Fill));
        }
        page.push(frame::next(Step::Review, lang, Message::StepChosen))
            .into()
    }

    fn players_table<'a>(
        &'a self,
        players: &'a [PlayerRecord],
        side: usize,
        settings: &'a MatchDaySettings,
        lang: Lang,
    ) -> Element<'a, Message> {
        let mut columns = vec![
            col(header("#"), |p: &'a PlayerRecord| {
                cell(p.number.to_string())
            })
            .align_y(Vertical::Center),
            col(header(tr(lang, Text::Name)), move |p: &'a PlayerRecord| {
                let mut name = column![cell(p.name.as_str())];
                if p.hired_for.is_some() {
                    name = name.push(minor(tr(lang, Dr::HiredOnly)));
                }
                name
            })
            .align_y(Vertical::Center)
            .width(Length::Fill),
        ];
        columns.extend(COUNTS.into_iter().map(|(count, heading)| {
            col(header(tr(lang, heading)), move |p: &'a PlayerRecord| {
                self.count_of(p, count)
            })
            .align_y(Vertical::Center)
        }));
        columns.push(
            col(header(""), move |p: &'a PlayerRecord| {
                self.flags(p, side, settings, lang)
            })
            .align_y(Vertical::Center),
        );
        table(columns, players.iter())
    }

    fn count_of<'a>(&self, player: &PlayerRecord, count: Count) -> Element<'a, Message> {
        let entry = self.entries.get(&player.id).copied().unwrap_or_default();
        let value = match count {
            Count::Strikes => entry.strikes,
            Count::Kills => entry.kills,
            Count::Exploits => entry.exploits,
            Count::Crowd => entry.crowd,
            Count::Other => entry.other,
        };
        let id = player.id;
        count_cell(
            &value.to_string(),
            |by| Message::CountChanged(id, count, by),
            move |typed| Message::CountTyped(id, count, typed),
        )
    }

    /// Injured, dead, man of the match; under them, reviving a dead player and signing
    /// a free agent hired for the match, where the league allows them.
    fn flags<'a>(
        &self,
        player: &PlayerRecord,
        side: usize,
        settings: &MatchDaySettings,
        lang: Lang,
    ) -> Element<'a, Message> {
        let entry = self.entries.get(&player.id).copied().unwrap_or_default();
        let id = player.id;
        let tick = |on: bool, label: String, flag: Flag| {
            checkbox(on)
                .label(label)
                .text_size(crate::gui::style::size::LABEL)
                .on_toggle(move |on| Message::FlagToggled(id, flag, on))
        };
        let mom = self.man_of_the_match[side] == Some(id);
        let line = row![
            tick(
                entry.injured,
                tr(lang, Dr::Injured).to_string(),
                Flag::Injured
            ),
            tick(entry.dead, tr(lang, Dr::Dead).to_string(), Flag::Dead),
            checkbox(mom)
                .label(tr(lang, Dr::ManOfTheMatch))
                .text_size(crate::gui::style::size::LABEL)
                .on_toggle(move |_| Message::ManOfTheMatchPicked(side, id)),
        ]
        .spacing(space::S);
        let mut flags = column![line].spacing(2);
        if let (true, Some(price)) = (entry.dead, settings.revival_mc) {
            let label = fill(tr(lang, Dr::ReviveFor), &[&mc(price)]);
            flags = flags.push(tick(entry.revive, label, Flag::Revive));
        }
        let signable = settings.free_agent_signing
            && player.kind == PlayerKind::FreeAgent
            && player.hired_for.is_some()
            && player.cost_mc > 0;
        if signable {
            let label = fill(tr(lang, Dr::SignFor), &[&mc(player.cost_mc)]);
            flags = flags.push(tick(entry.sign, label, Flag::Sign));
        }
        flags.into()
    }
}
