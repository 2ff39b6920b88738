//! How the league's Statistics tab looks: the scope's list, the leader boards three to a
//! row, the season's race (`league_race`), the winning margins' chart, the records and
//! the head-to-head matrix, each in a section of the design system.

use iced::widget::{Column, column, pick_list, row, scrollable, text};
use iced::{Alignment, Element, Length};

use super::league_race::Rc;
use super::league_stats::{Message, RecordRow, St, StatsData, StatsTab};
use crate::coach::{LeaderBoard, LeaderLine, NamedTeam};
use crate::data::Lang;
use crate::gui::style::badge::{Badge, badge};
use crate::gui::style::panel::{card, section};
use crate::gui::style::space;
use crate::gui::style::table::{self, cell, header, minor, numbers};
use crate::gui::widgets::{bold, caption};
use crate::store::SeasonRecord;

/// Leader boards side by side.
const BOARDS_PER_ROW: usize = 3;

impl StatsTab {
    pub fn view<'a>(&'a self, seasons: &'a [SeasonRecord], lang: Lang) -> Element<'a, Message> {
        let choices = StatsTab::choices(seasons, lang);
        let shown = self.scope(seasons);
        let chosen = choices.iter().find(|c| c.scope == shown).cloned();
        let picker = row![
            caption(St::Of.get(lang)),
            pick_list(choices, chosen, Message::ScopePicked),
        ]
        .spacing(space::S)
        .align_y(Alignment::Center);
        let body = self.data.view(lang, Message::ReloadPressed, move |data| {
            self.numbers(data, lang)
        });
        column![picker, body].spacing(space::L).into()
    }

    fn numbers<'a>(&'a self, data: &'a StatsData, lang: Lang) -> Element<'a, Message> {
        let mut page = Column::new().spacing(space::L);
        if data.played == 0 && data.boards.iter().all(|b| b.rows.is_empty()) {
            return card(text(St::NoMatch.get(lang))).width(Length::Fill).into();
        }
        page = page.push(section(St::Leaders.get(lang), boards(&data.boards, lang)));
        if let Some(race) = &self.race {
            let race = race.view(lang).map(Message::Race);
            page = page.push(section(Rc::Race.get(lang), race));
        }
        if let Some(margins) = &self.margins {
            page = page.push(section(St::Results.get(lang), margins.view()));
        }
        page = page.push(section(St::Records.get(lang), records(&data.records, lang)));
        page = page.push(section(
            St::HeadToHead.get(lang),
            matrix(&data.matrix.teams, &data.grid, lang),
        ));
        page.into()
    }
}

fn boards<'a>(boards: &'a [LeaderBoard], lang: Lang) -> Element<'a, Message> {
    let mut rows = Column::new().spacing(space::L);
    for chunk in boards.chunks(BOARDS_PER_ROW) {
        let mut line = row![].spacing(space::L);
        for board in chunk {
            line = line.push(
                column![bold(board.name), leader_table(board, lang)]
                    .spacing(space::XS)
                    .width(Length::Fill),
            );
        }
        for _ in chunk.len()..BOARDS_PER_ROW {
            line = line.push(iced::widget::space::horizontal());
        }
        rows = rows.push(line);
    }
    rows.into()
}

fn leader_table<'a>(board: &'a LeaderBoard, lang: Lang) -> Element<'a, Message> {
    if board.rows.is_empty() {
        return caption(St::NoneYet.get(lang)).into();
    }
    let players = board.of == "player";
    let who = move |line: &'a LeaderLine| -> Element<'a, Message> {
        let name = match (players, &line.player) {
            (true, Some(player)) => player.as_str(),
            _ => line.team.as_str(),
        };
        let mut who = column![cell(name)];
        if players {
            who = who.push(minor(line.team.as_str()));
        }
        let mut shown = row![who].spacing(space::XS).align_y(Alignment::Center);
        if line.dead {
            shown = shown.push(badge(Badge::Dead, St::Dead.get(lang)));
        }
        shown.into()
    };
    let heading = match players {
        true => St::Player.get(lang),
        false => St::Team.get(lang),
    };
    table::table(
        [
            numbers(St::Rank.get(lang), |line: &'a LeaderLine| {
                line.rank.to_string()
            }),
            iced::widget::table::column(header(heading), who),
            numbers(St::Total.get(lang), |line: &'a LeaderLine| {
                line.value.to_string()
            }),
        ],
        &board.rows,
    )
}

fn records<'a>(rows: &'a [RecordRow], lang: Lang) -> Element<'a, Message> {
    if rows.is_empty() {
        return caption(St::NoneYet.get(lang)).into();
    }
    table::table(
        [
            iced::widget::table::column(header(St::Record.get(lang)), |r: &'a RecordRow| {
                cell(r.line.name)
            }),
            numbers(St::Total.get(lang), |r: &'a RecordRow| {
                r.line.value.to_string()
            }),
            iced::widget::table::column(header(St::HeldBy.get(lang)), |r: &'a RecordRow| {
                cell(r.line.team.as_str())
            }),
            iced::widget::table::column(header(St::Set.get(lang)), move |r: &'a RecordRow| {
                let mut set = column![cell(r.set.as_str())];
                match r.line.equalled {
                    0 => {}
                    1 => set = set.push(minor(St::EqualledOnce.get(lang))),
                    n => set = set.push(minor(St::Equalled.fill(lang, &[&n]))),
                }
                set
            }),
        ],
        rows,
    )
}

fn matrix<'a>(teams: &'a [NamedTeam], grid: &'a [Vec<String>], lang: Lang) -> Element<'a, Message> {
    if teams.is_empty() {
        return caption(St::NoneYet.get(lang)).into();
    }
    let rows: Vec<usize> = (0..teams.len()).collect();
    let mut columns = vec![iced::widget::table::column(
        header(St::Team.get(lang)),
        move |i: usize| cell(format!("{}. {}", i + 1, teams[i].team)),
    )];
    columns.extend((0..teams.len()).map(|column_index| {
        numbers((column_index + 1).to_string(), move |i: usize| {
            grid[i][column_index].clone()
        })
    }));
    column![
        caption(St::MatrixHint.get(lang)),
        scrollable(table::table(columns, rows)).direction(scrollable::Direction::Horizontal(
            scrollable::Scrollbar::default()
        )),
    ]
    .spacing(space::S)
    .into()
}
