//! The season's standings (a table per division, what separated level teams, the points
//! and tie-breakers in use) and its playoff brackets (a column per round).

use iced::alignment::Horizontal;
use iced::widget::table::column as col;

use crate::gui::style::{self, panel};
use iced::widget::{Column, button, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::season::{
    Control, DEFAULT_BEST_OF, DEFAULT_PLAYOFF_TEAMS, Message, SeasonData, SeasonScreen,
};
use crate::coach::games;
use crate::coach::{Bracket, DivisionTable, Seeded, StandingLine, Tie};
use crate::data::Lang;
use crate::games::Game;
use crate::gui::print::Document;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{bold, caption, link, refusal, subheading};
use crate::league::TieBreaker;
use crate::present::standings::StandingsColumn;
use crate::store::LeagueRecord;

/// Width of a tie in the bracket.
const TIE_WIDTH: f32 = 230.0;

impl SeasonScreen {
    pub(super) fn standings_tab<'a>(
        &'a self,
        data: &'a SeasonData,
        lang: Lang,
    ) -> Element<'a, Message> {
        let mut page = column![].spacing(10);
        let Ok(game) = games::of(&data.league.game) else {
            return page.into();
        };
        if data.view.teams.is_empty() {
            page = page.push(text(tr(lang, Text::NoTeamEntered)));
        }
        for table in &data.tables {
            if let Some(division) = &table.division {
                page = page.push(subheading(fill(
                    tr(lang, Text::DivisionTitle),
                    &[&division.name],
                )));
            }
            page = page.push(standings_table(table, game, lang));
            for line in tie_lines(&table.rows, game, lang) {
                page = page.push(caption(line));
            }
        }
        page.push(caption(game.standings_legend(lang)))
            .push(caption(points_note(&data.league, game, lang)))
            .push(caption(order_note(&data.league, game, lang)))
            .into()
    }

    pub(super) fn playoffs_tab<'a>(
        &'a self,
        data: &'a SeasonData,
        lang: Lang,
    ) -> Element<'a, Message> {
        let mut page = column![].spacing(12);
        if data.brackets.is_empty() {
            page = page.push(text(tr(lang, Text::NoPlayoff)));
        }
        for bracket in &data.brackets {
            page = page.push(bracket_view(bracket, lang));
        }
        if data.view.is_closed() {
            return page.into();
        }
        page.push(subheading(tr(lang, Text::NewPlayoff)))
            .push(self.playoff_form(lang))
            .into()
    }

    fn playoff_form(&self, lang: Lang) -> Element<'_, Message> {
        let mut form = column![
            row![
                text_input(tr(lang, Text::DefaultPlayoffName), &self.playoff_name)
                    .on_input(Message::PlayoffNameEdited)
                    .on_submit(Message::NewPlayoffPressed)
                    .width(Length::Fixed(200.0)),
                caption(tr(lang, Text::TopTeams)),
                text_input(&DEFAULT_PLAYOFF_TEAMS.to_string(), &self.top)
                    .on_input(Message::TopEdited)
                    .on_submit(Message::NewPlayoffPressed)
                    .width(Length::Fixed(50.0)),
                caption(tr(lang, Text::BestOf)),
                text_input(&DEFAULT_BEST_OF.to_string(), &self.best_of)
                    .on_input(Message::BestOfEdited)
                    .on_submit(Message::NewPlayoffPressed)
                    .width(Length::Fixed(50.0)),
                button(text(tr(lang, Text::StartPlayoff)))
                    .style(style::button::primary)
                    .on_press(Message::NewPlayoffPressed),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            caption(tr(lang, Text::PlayoffHint)),
        ]
        .spacing(6);
        if let Some(reason) = self.refusal_for(Control::Playoff) {
            form = form.push(refusal(reason));
        }
        form.into()
    }
}

fn standings_table<'a>(
    table: &'a DivisionTable,
    game: &dyn Game,
    lang: Lang,
) -> Element<'a, Message> {
    let columns: Vec<_> = StandingsColumn::for_game(game)
        .into_iter()
        .map(|column| {
            let head = style::table::header(column.heading_for(game, lang));
            match column {
                StandingsColumn::Team => col(head, |line: &'a StandingLine| {
                    link(
                        text(line.team.as_str()).size(14),
                        Message::HistoryChosen(line.team_id),
                    )
                })
                .width(Length::Fixed(220.0)),
                StandingsColumn::Points => col(head, move |line: &'a StandingLine| {
                    bold(column.value(line)).size(14)
                })
                .align_x(Horizontal::Right),
                _ => col(head, move |line: &'a StandingLine| {
                    text(column.value(line)).size(14)
                })
                .align_x(Horizontal::Right),
            }
        })
        .collect();
    panel::card(style::table::table(columns, &table.rows)).into()
}

/// "Ro-Tek Rivets above Trontek Titans on head-to-head", for each pair that was level.
pub fn tie_lines(rows: &[StandingLine], game: &dyn Game, lang: Lang) -> Vec<String> {
    rows.windows(2)
        .filter_map(|pair| {
            let (above, below) = (&pair[0], &pair[1]);
            match above.ahead_by {
                Some(tie_breaker) => Some(fill(
                    tr(lang, Text::AboveOn),
                    &[
                        &above.team,
                        &below.team,
                        &game.tie_breaker_name(tie_breaker, lang),
                    ],
                )),
                None if above.level_with_next => Some(fill(
                    tr(lang, Text::LevelOnAll),
                    &[&above.team, &below.team],
                )),
                None => None,
            }
        })
        .collect()
}

pub fn tie_breaker_text(tie_breaker: TieBreaker) -> Text {
    match tie_breaker {
        TieBreaker::Points => Text::TieBreakPoints,
        TieBreaker::ScoreDifference => Text::TieBreakStrikeDifference,
        TieBreaker::ScoreFor => Text::TieBreakStrikesFor,
        TieBreaker::HeadToHead => Text::TieBreakHeadToHead,
        TieBreaker::Wins => Text::TieBreakWins,
        TieBreaker::TeamValue => Text::TieBreakTeamValue,
        TieBreaker::CoinFlip => Text::TieBreakCoinFlip,
        TieBreaker::CasualtiesFor => Text::TieBreakCasualtiesFor,
        TieBreaker::CasualtyDifference => Text::TieBreakCasualtyDifference,
    }
}

/// The points per result, and whether they are Dugout's defaults or the league's own.
fn points_note(league: &LeagueRecord, game: &dyn Game, lang: Lang) -> String {
    if let Some(note) = game.points_note(lang) {
        return note.to_string();
    }
    let points = league.play.points;
    let whose = if points == game.default_play().points {
        Text::PointsAreDefaults
    } else {
        Text::PointsAreLeagueSetting
    };
    if !game.has_bonus_win() {
        return fill(
            tr(lang, Text::PointsNoteNoBonus),
            &[
                &points.win.to_string(),
                &points.draw.to_string(),
                &points.loss.to_string(),
                tr(lang, whose),
            ],
        );
    }
    fill(
        tr(lang, Text::PointsNote),
        &[
            &points.landslide_win.to_string(),
            &points.win.to_string(),
            &points.draw.to_string(),
            &points.loss.to_string(),
            tr(lang, whose),
        ],
    )
}

fn order_note(league: &LeagueRecord, game: &dyn Game, lang: Lang) -> String {
    let order: Vec<String> = league
        .play
        .tie_breakers
        .iter()
        .map(|t| game.tie_breaker_name(*t, lang))
        .collect();
    fill(
        tr(lang, Text::OrderNote),
        &[&order.join(tr(lang, Text::ThenSeparator))],
    )
}

fn bracket_view(bracket: &Bracket, lang: Lang) -> Element<'_, Message> {
    let title = fill(
        tr(lang, Text::BracketTitle),
        &[&bracket.playoff.name, &bracket.playoff.best_of.to_string()],
    );
    let last = bracket.rounds.len();
    let columns =
        bracket
            .rounds
            .iter()
            .enumerate()
            .fold(row![].spacing(16), |columns, (index, ties)| {
                let name = round_name(last, index as u32 + 1, lang);
                let round = ties.iter().fold(
                    column![bold(name)]
                        .spacing(8)
                        .width(Length::Fixed(TIE_WIDTH)),
                    |round, tie| round.push(tie_view(tie, lang)),
                );
                columns.push(round)
            });
    let champion = bracket.champion_name().map_or_else(
        || tr(lang, Text::NoChampionYet).to_string(),
        |name| fill(tr(lang, Text::Champion), &[name]),
    );
    let document = Document::Bracket {
        playoff: bracket.playoff.id,
        name: bracket.playoff.name.clone(),
    };
    let heading = row![
        subheading(title),
        iced::widget::space::horizontal(),
        button(text(tr(lang, Text::PrintBracket)).size(13))
            .style(crate::gui::style::button::secondary)
            .on_press(Message::Print(document)),
    ]
    .align_y(Alignment::Center);
    let mut view: Column<'_, Message> = column![heading, columns].spacing(8);
    view = view.push(if bracket.champion.is_some() {
        Element::from(bold(champion).style(text::success))
    } else {
        Element::from(caption(champion))
    });
    view.into()
}

/// "Final", "Semi-finals", "Quarter-finals", else "Round 1", counted from the end.
pub fn round_name(rounds: usize, round: u32, lang: Lang) -> String {
    match rounds.saturating_sub(round as usize) {
        0 => tr(lang, Text::Final).to_string(),
        1 => tr(lang, Text::SemiFinals).to_string(),
        2 => tr(lang, Text::QuarterFinals).to_string(),
        _ => fill(tr(lang, Text::RoundTitle), &[&round.to_string()]),
    }
}

fn tie_view(tie: &Tie, lang: Lang) -> Element<'_, Message> {
    let side = |team: &Option<Seeded>, wins: u32, shows_wins: bool| -> Element<'_, Message> {
        let Some(team) = team else {
            return caption(tr(lang, Text::ToBeDecided)).into();
        };
        let name = format!("({}) {}", team.seed, team.name);
        let name: Element<'_, Message> = if tie.winner == Some(team.team_id) {
            bold(name).size(14).into()
        } else {
            text(name).size(14).into()
        };
        let mut line =
            row![container(link(name, Message::HistoryChosen(team.team_id))).width(Length::Fill)]
                .spacing(6);
        if shows_wins {
            line = line.push(text(wins).size(14));
        }
        line.into()
    };
    let body = if tie.bye {
        column![side(&tie.home, 0, false), caption(tr(lang, Text::Bye)),]
    } else {
        let played = !tie.games.is_empty();
        let mut body = column![
            side(&tie.home, tie.home_wins, played),
            side(&tie.away, tie.away_wins, played),
        ];
        // The tie's latest game opens on its game's match screen.
        if let Some(game) = tie.games.last() {
            body = body.push(
                button(text(tr(lang, Text::TieMatch)).size(crate::gui::style::size::SMALL))
                    .style(crate::gui::style::button::quiet)
                    .padding([0, 4])
                    .on_press(Message::MatchDayPressed(*game)),
            );
        }
        body
    };
    container(body.spacing(4))
        .padding(8)
        .width(Length::Fill)
        .style(panel::card_style)
        .into()
}
