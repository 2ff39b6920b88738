//! A Killpower Ball match report as previewed or recorded (the result and its ranking
//! points, free throws, death risks with their location and outcome, the dead and the
//! let go, experience and raises, new gladiators, every roll), and the *Review* step
//! with the reset that asks first.

use iced::widget::table::column as col;
use iced::widget::{Column, column, text};
use iced::{Element, Length};

use super::league::signed;
use super::match_day::{DayData, MatchScreen, Message, Step};
use super::match_jobs::RESET;
use super::match_view::{next, stored_prematch, two_sides};
use super::words::{gave_name, shown_rolls, stat_abbr};
use crate::coach::killpower::{PostmatchPreview, RiskLine, StayLine, ThrowLine};
use crate::data::Lang;
use crate::gui::dice::rolls_table;
use crate::gui::killpower::tr::Kp;
use crate::gui::style::panel::section;
use crate::gui::style::space;
use crate::gui::style::table::{cell, header, numbers, table};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::caption;
use crate::gui::wizard::review::review_page;
use crate::rules::killpower::{Decided, Ending, Outcome};

/// How the match ended and who won, in a line.
fn result_line(view: &PostmatchPreview, teams: [&str; 2], lang: Lang) -> String {
    let ending = match view.ending {
        Ending::Time => tr(lang, Kp::EndedAfterTime).to_string(),
        Ending::Elimination(side) => fill(tr(lang, Kp::EndedElimination), &[teams[side.index()]]),
        Ending::Abandon(side) => fill(tr(lang, Kp::EndedAbandon), &[teams[side.index()]]),
    };
    let mut decided = match view.decided {
        Decided::Draw => tr(lang, Kp::DrawResult).to_string(),
        winner => fill(
            tr(lang, Kp::WinnerResult),
            &[teams[usize::from(winner == Decided::Away)]],
        ),
    };
    if !view.free_throws.is_empty() {
        decided = fill(tr(lang, Kp::ByFreeThrows), &[&decided]);
    }
    format!("{}–{} · {ending} · {decided}", view.score[0], view.score[1])
}

/// The report as previewed (`preview`) or as recorded.
pub(super) fn report_panel(
    view: &PostmatchPreview,
    (preview, championship): (bool, bool),
    lang: Lang,
) -> Element<'_, Message> {
    let teams = [view.teams[0].as_str(), view.teams[1].as_str()];
    let (title, seed) = if preview {
        (
            Kp::ReportPreview,
            fill(tr(lang, Text::PreviewSeed), &[&view.seed.to_string()]),
        )
    } else {
        (
            Kp::StoredReport,
            fill(tr(lang, Kp::RecordedSeed), &[&view.seed.to_string()]),
        )
    };
    let both = |label: Kp, v: &dyn Fn(usize) -> String| (tr(lang, label).to_string(), v(0), v(1));
    let r = &view.ranking;
    let mut figures = vec![both(Kp::PointsToScore, &|i| {
        format!("+{}", view.targets[i])
    })];
    if championship {
        figures.extend([
            both(Kp::RankingBefore, &|i| r[i].before.to_string()),
            both(Kp::RankingEarned, &|i| signed(r[i].earned)),
            both(Kp::RankingApplied, &|i| signed(r[i].applied)),
            both(Kp::RankingAfter, &|i| r[i].after.to_string()),
        ]);
    }
    let mut facts: Column<'_, Message> = column![
        caption(seed),
        text(result_line(view, teams, lang)),
        two_sides(teams, figures),
    ]
    .spacing(space::S);
    if !view.result_recorded {
        facts = facts.push(caption(tr(lang, Kp::ResultAlreadyIn)));
    }
    let mut page = column![section(tr(lang, title), facts)].spacing(space::L);
    if !view.free_throws.is_empty() {
        page = page.push(section(
            tr(lang, Kp::FreeThrows),
            throws_table(&view.free_throws, teams, lang),
        ));
    }
    if view.postmatch {
        page = page.push(section(
            tr(lang, Kp::Postmatch),
            postmatch(view, teams, lang),
        ));
    }
    page.push(rolls_table(&shown_rolls(&view.rolls), lang, &|o| {
        gave_name(o, teams, lang)
    }))
    .into()
}

fn postmatch<'a>(
    view: &'a PostmatchPreview,
    teams: [&'a str; 2],
    lang: Lang,
) -> Element<'a, Message> {
    let none = tr(lang, Text::Nothing).to_string();
    let list = |names: &[String]| {
        if names.is_empty() {
            none.clone()
        } else {
            names.join(", ")
        }
    };
    let mut body = column![
        caption(tr(lang, Kp::DeathRisks)),
        if view.risks.is_empty() {
            Element::from(text(none.clone()))
        } else {
            risks_table(&view.risks, teams, lang)
        },
        text(fill(tr(lang, Kp::DeadLine), &[&list(&view.dead)])),
        text(fill(tr(lang, Kp::LetGoLine), &[&list(&view.dismissed)])),
        caption(tr(lang, Kp::ExperienceHeading)),
        stay_table(&view.staying, teams, lang),
    ]
    .spacing(space::S);
    if !view.joined.is_empty() {
        body = body.push(caption(tr(lang, Kp::NewGladiators)));
        for (side, replaced, new) in &view.joined {
            body = body.push(text(fill(
                tr(lang, Kp::JoinedLine),
                &[
                    teams[side.index()],
                    &format!("#{} {}", new.number, new.name),
                    replaced,
                ],
            )));
        }
        body = body.push(crate::gui::roster::roster_table(
            super::team::gladiator_columns(lang),
            view.joined.iter().map(|(_, _, g)| g),
        ));
    }
    body.into()
}

fn risks_table<'a>(risks: &'a [RiskLine], teams: [&'a str; 2], lang: Lang) -> Element<'a, Message> {
    type R = RiskLine;
    let columns = [
        col(header(tr(lang, Text::Team)), move |r: &'a R| {
            cell(teams[r.side.index()])
        }),
        col(header(tr(lang, Kp::Gladiator)), |r: &'a R| {
            cell(r.gladiator.as_str())
        }),
        numbers(tr(lang, Kp::Life), |r: &'a R| r.life.to_string()),
        numbers(tr(lang, Kp::LocationDie), move |r: &'a R| {
            r.face
                .map_or_else(|| tr(lang, Kp::AimedNoDie).to_string(), |f| f.to_string())
        }),
        col(header(tr(lang, Kp::Location)), |r: &'a R| {
            cell(r.location.as_str())
        }),
        col(header(tr(lang, Kp::OutcomeHeading)), |r: &'a R| {
            let line = cell(r.outcome_name.as_str());
            if r.outcome == Outcome::Death {
                line.style(crate::gui::widgets::danger)
            } else {
                line
            }
        })
        .width(Length::Fill),
    ];
    table(columns, risks)
}

fn stay_table<'a>(
    staying: &'a [StayLine],
    teams: [&'a str; 2],
    lang: Lang,
) -> Element<'a, Message> {
    type S = StayLine;
    if staying.is_empty() {
        return text(tr(lang, Text::Nothing)).into();
    }
    let columns = [
        col(header(tr(lang, Text::Team)), move |s: &'a S| {
            cell(teams[s.side.index()])
        }),
        col(header(tr(lang, Kp::Gladiator)), |s: &'a S| {
            cell(s.gladiator.as_str())
        }),
        numbers(tr(lang, Kp::Experience), |s: &'a S| {
            format!("{} → {}", s.experience_before, s.experience_after)
        }),
        col(header(tr(lang, Kp::Raised)), move |s: &'a S| {
            cell(
                s.raised
                    .iter()
                    .map(|r| stat_abbr(*r, lang))
                    .collect::<Vec<_>>()
                    .join(", "),
            )
        }),
        col(header(tr(lang, Kp::Equipment)), move |s: &'a S| {
            cell(
                s.reequipped
                    .as_deref()
                    .map_or_else(String::new, |m| magic_name(m, lang)),
            )
        })
        .width(Length::Fill),
    ];
    table(columns, staying)
}

fn magic_name(id: &str, lang: Lang) -> String {
    super::words::data().map_or_else(|| id.to_string(), |d| d.magic_name(id, lang))
}

fn throws_table<'a>(
    throws: &'a [ThrowLine],
    teams: [&'a str; 2],
    lang: Lang,
) -> Element<'a, Message> {
    type T = ThrowLine;
    let columns = [
        numbers(tr(lang, Kp::Round), |t: &'a T| t.round.to_string()),
        col(header(tr(lang, Text::Team)), move |t: &'a T| {
            cell(teams[t.side.index()])
        }),
        col(header(tr(lang, Kp::Shooter)), |t: &'a T| {
            cell(t.gladiator.as_str())
        }),
        numbers(tr(lang, Kp::SquaresHeading), |t: &'a T| {
            t.distance.to_string()
        }),
        numbers(tr(lang, Kp::Target), |t: &'a T| t.target.to_string()),
        numbers(tr(lang, Kp::Die), |t: &'a T| t.die.to_string()),
        col(header(tr(lang, Text::Result)), move |t: &'a T| {
            cell(tr(lang, if t.scored { Kp::Scored } else { Kp::Missed }))
        }),
        numbers(tr(lang, Kp::PointsShort), |t: &'a T| t.points.to_string()),
    ];
    table(columns, throws)
}

impl MatchScreen {
    pub(super) fn review_step<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        if data.prematch.is_none() && data.report.is_none() {
            return column![
                caption(tr(lang, Kp::NothingRecorded)),
                next(lang, Step::Before)
            ]
            .spacing(space::M)
            .into();
        }
        let report = match &data.report {
            Some(report) => {
                let championship = data.mode == crate::rules::killpower::Mode::Championship;
                report_panel(report, (false, championship), lang)
            }
            None => caption(tr(lang, Kp::NoReportYet)).into(),
        };
        let mut panels = vec![report];
        if let Some(stored) = &data.prematch {
            panels.push(stored_prematch(stored, data, lang));
        }
        review_page(
            &self.flow,
            (tr(lang, Kp::ResetQuestion), RESET),
            panels,
            lang,
        )
    }
}
