//! What the Killpower Ball match screen shows: its frame (title, steps, print, the
//! refusal) and *Before the match*: each side's points to score, who plays, the dice,
//! and the pre-match as previewed or recorded (RAP of each gladiator, power, division,
//! points to score, who places first and who has the ball, every roll).

use iced::widget::table::column as col;
use iced::widget::{Column, checkbox, column, container, row, text};
use iced::{Element, Length};

use super::match_day::{DayData, MatchScreen, Message, Step};
use super::words::{gave_name, shown_rolls};
use crate::coach::Context;
use crate::coach::killpower::{FixturePoints, PlayingGladiator, PrematchView, StoredPrematch};
use crate::data::Lang;
use crate::dice::RollRecord;
use crate::gui::dice::{dice_editor, rolls_table};
use crate::gui::killpower::tr::Kp;
use crate::gui::print::Document;
use crate::gui::style::panel::{card, section};
use crate::gui::style::space;
use crate::gui::style::table::{cell, header, numbers, table};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{caption, subheading};
use crate::gui::wizard::Staging;
use crate::gui::wizard::frame::{self, FrameMessages};
use crate::rules::killpower::{Mode, Side, moves_first};

impl MatchScreen {
    pub fn view(&self, context: Context) -> Element<'_, Message> {
        let lang = context.lang;
        self.data
            .view(lang, Message::StepChosen(self.flow.step), |data| {
                self.page(data, lang)
            })
    }

    fn page<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let title = fill(
            tr(lang, Kp::MatchTitle),
            &[&data.line.home, &data.line.away],
        );
        let print = Message::Print(Document::Match {
            fixture: self.fixture,
        });
        let body = match self.flow.step {
            Step::Before => self.before_step(data, lang),
            Step::Report => self.report_step(data, lang),
            Step::Review => self.review_step(data, lang),
        };
        let messages = FrameMessages {
            back: Message::BackPressed,
            step: Message::StepChosen,
            print: (tr(lang, Kp::PrintRefereeSheet), print),
        };
        // A form's refusal shows under its Preview button; the review's on top.
        let on_top = self.flow.step == Step::Review;
        frame::page(&self.flow, title, messages, on_top, body, lang)
    }

    fn before_step<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        if let Some(stored) = &data.prematch {
            return column![
                stored_prematch(stored, data, lang),
                next(lang, Step::Report)
            ]
            .spacing(space::L)
            .into();
        }
        if data.line.is_played() {
            return column![
                caption(tr(lang, Kp::PlayedWithoutPrematch)),
                next(lang, Step::Review)
            ]
            .spacing(space::M)
            .into();
        }
        let sides = row![
            card(self.lineup(data, Side::Home, lang)).width(Length::FillPortion(1)),
            card(self.lineup(data, Side::Away, lang)).width(Length::FillPortion(1)),
        ]
        .spacing(space::L);
        let shown = self
            .pre_preview
            .view()
            .map(|view| preview_prematch(view, data.mode, lang));
        column![
            caption(tr(lang, Kp::PrematchHint)),
            section(tr(lang, Kp::PointsToScore), points_view(&data.points, lang)),
            sides,
            dice_editor(&self.pre.dice, lang, Message::PreDice),
            frame::form_foot(
                &self.flow,
                (
                    Message::Pre(Staging::PreviewPressed),
                    tr(lang, Kp::RecordPrematch),
                    Message::Pre(Staging::RecordPressed)
                ),
                shown,
                lang
            ),
        ]
        .spacing(space::L)
        .into()
    }

    /// A side's seven, each with a tick: who plays this match.
    fn lineup<'a>(&'a self, data: &'a DayData, side: Side, lang: Lang) -> Element<'a, Message> {
        let index = side.index();
        let team = &data.teams[index];
        let out = &self.pre.left_out[index];
        let mut list: Column<'a, Message> = column![
            subheading(team.name.as_str()),
            caption(tr(lang, Kp::WhoPlays)),
        ]
        .spacing(space::XS + 2.0);
        for g in &team.gladiators {
            let number = g.number;
            list = list.push(
                checkbox(!out.contains(&number))
                    .label(format!("#{number} {} — {}", g.name, g.specialization_name))
                    .on_toggle(move |on| Message::Plays(index, number, on)),
            );
        }
        list.into()
    }
}

/// Each side's power, division, ranking points and points to score, as the fixture
/// stands (with every gladiator, before the pre-match says who plays).
fn points_view(points: &FixturePoints, lang: Lang) -> Element<'_, Message> {
    let sides = [&points.home, &points.away];
    let both = |label: Kp, f: &dyn Fn(usize) -> String| (tr(lang, label).to_string(), f(0), f(1));
    let figures = vec![
        both(Kp::RankingPoints, &|i| sides[i].ranking_points.to_string()),
        both(Kp::Power, &|i| sides[i].power.to_string()),
        both(Kp::Division, &|i| sides[i].division.to_string()),
        both(Kp::PointsToScore, &|i| format!("+{}", sides[i].target)),
    ];
    let note = if points.from_prematch {
        Kp::PointsFromPrematch
    } else {
        Kp::PointsWithEveryone
    };
    column![
        two_sides([&points.home.team, &points.away.team], figures),
        caption(tr(lang, note)),
    ]
    .spacing(space::S)
    .into()
}

/// A table of figures: a row per figure, a column per side.
pub(super) fn two_sides<'a>(
    teams: [&str; 2],
    rows: Vec<(String, String, String)>,
) -> Element<'a, Message> {
    type R = (String, String, String);
    let columns = [
        col(header(""), |r: R| cell(r.0)).width(Length::Fill),
        numbers(teams[0].to_string(), |r: R| r.1),
        numbers(teams[1].to_string(), |r: R| r.2),
    ];
    container(table(columns, rows)).max_width(640).into()
}

/// The pre-match's figures, whether previewed or recorded.
struct PreFacts<'a> {
    title: String,
    seed_line: String,
    teams: [&'a str; 2],
    ranking: [i32; 2],
    power: [i32; 2],
    division: [i32; 2],
    targets: [u32; 2],
    places_first: Side,
    settled_by: &'a str,
    moves_first: Side,
    mode: Mode,
    playing: &'a [PlayingGladiator],
    rolls: &'a [RollRecord],
}

fn preview_prematch<'a>(view: &'a PrematchView, mode: Mode, lang: Lang) -> Element<'a, Message> {
    let plan = &view.plan;
    prematch_panel(
        PreFacts {
            title: tr(lang, Kp::PrematchPreview).to_string(),
            seed_line: fill(tr(lang, Text::PreviewSeed), &[&view.seed.to_string()]),
            teams: [view.teams[0].as_str(), view.teams[1].as_str()],
            ranking: view.ranking,
            power: plan.power,
            division: plan.division,
            targets: plan.targets,
            places_first: plan.places_first,
            settled_by: &plan.settled_by,
            moves_first: plan.moves_first,
            mode,
            playing: &view.playing,
            rolls: &view.rolls,
        },
        lang,
    )
}

pub(super) fn stored_prematch<'a>(
    stored: &'a StoredPrematch,
    data: &'a DayData,
    lang: Lang,
) -> Element<'a, Message> {
    let row = &stored.row;
    prematch_panel(
        PreFacts {
            title: tr(lang, Kp::StoredPrematch).to_string(),
            seed_line: fill(
                tr(lang, Text::PrematchRecordedOn),
                &[&row.done_on.to_string(), &row.seed.to_string()],
            ),
            teams: data.names(),
            ranking: row.ranking,
            power: row.power,
            division: row.division,
            targets: row.targets,
            places_first: row.places_first,
            settled_by: &row.settled_by,
            moves_first: moves_first(data.mode, row.places_first, &row.settled_by),
            mode: data.mode,
            playing: &stored.playing,
            rolls: &stored.rolls,
        },
        lang,
    )
}

fn prematch_panel<'a>(f: PreFacts<'a>, lang: Lang) -> Element<'a, Message> {
    let both = |label: Kp, v: &dyn Fn(usize) -> String| (tr(lang, label).to_string(), v(0), v(1));
    let rap = |i: usize| {
        let side = [Side::Home, Side::Away][i];
        let total: u32 = f
            .playing
            .iter()
            .filter(|g| g.side == side)
            .map(|g| u32::from(g.rap))
            .sum();
        total.to_string()
    };
    let figures = vec![
        both(Kp::RankingPoints, &|i| f.ranking[i].to_string()),
        both(Kp::Power, &|i| f.power[i].to_string()),
        both(Kp::Division, &|i| f.division[i].to_string()),
        both(Kp::PointsToScore, &|i| format!("+{}", f.targets[i])),
        both(Kp::RapTotal, &rap),
    ];
    let (start, why) = who_starts(&f, lang);
    let teams = f.teams;
    column![
        section(
            f.title,
            column![
                caption(f.seed_line),
                two_sides(teams, figures),
                text(start),
                caption(why),
                rap_table(f.playing, teams, lang),
            ]
            .spacing(space::S)
        ),
        rolls_table(&shown_rolls(f.rolls), lang, &|o| gave_name(o, teams, lang)),
    ]
    .spacing(space::L)
    .into()
}

/// Who places first, who has the ball and the tokens, and why (3.2, or 13.2 in a
/// tournament: no experience between, and the side drawn moves first too).
fn who_starts(f: &PreFacts<'_>, lang: Lang) -> (String, &'static str) {
    let first = f.teams[f.places_first.index()];
    let second = f.teams[f.places_first.other().index()];
    let start = match f.settled_by {
        "draw" if f.moves_first == f.places_first => Kp::FirstByDrawMovesFirst,
        "draw" => Kp::FirstByDraw,
        _ => Kp::FirstPlaces,
    };
    let tournament = f.mode == Mode::Tournament;
    let why = match f.settled_by {
        "power" => Kp::SettledByPower,
        "experience" => Kp::SettledByExperience,
        "rapidity" if tournament => Kp::SettledByRapidityTournament,
        "rapidity" => Kp::SettledByRapidity,
        _ if tournament => Kp::SettledByDrawTournament,
        _ => Kp::SettledByDraw,
    };
    (fill(tr(lang, start), &[first, second]), tr(lang, why))
}

/// Who plays on each side, with the RAP rolled for each (and the armour a tournament
/// rolls at a team's first match, when it does).
fn rap_table<'a>(
    playing: &'a [PlayingGladiator],
    teams: [&'a str; 2],
    lang: Lang,
) -> Element<'a, Message> {
    type P = PlayingGladiator;
    let armour = playing.iter().any(|g| g.armour_rolled.is_some());
    let side = |side: Side| {
        let mut columns = vec![
            col(header(teams[side.index()]), |g: &'a P| {
                cell(format!("#{} {}", g.number, g.name))
            })
            .width(Length::Fill),
            numbers(super::words::abbr("rap", lang), |g: &'a P| {
                g.rap.to_string()
            }),
        ];
        if armour {
            columns.push(numbers(tr(lang, Kp::ArmourRolled), |g: &'a P| {
                g.armour_rolled.map_or_else(String::new, |a| a.to_string())
            }));
        }
        container(table(
            columns,
            playing.iter().filter(move |g| g.side == side),
        ))
        .width(Length::FillPortion(1))
    };
    row![side(Side::Home), side(Side::Away)]
        .spacing(space::XL)
        .into()
}

pub(super) fn next<'a>(lang: Lang, step: Step) -> Element<'a, Message> {
    frame::next(step, lang, Message::StepChosen)
}
