//! Killpower Ball's reference: the tables a coach and a referee look up, from
//! `data/killpower/` in the user's language: the characteristics with the human's
//! starting values and maxima (TABLE 11), the specializations, the magic equipment,
//! TABLE 3 (points to score) and TABLE 8 (death risk).

use iced::widget::table::column as col;
use iced::widget::{column, row, scrollable};
use iced::{Element, Length};

use super::words::data;
use crate::data::Lang;
use crate::data::killpower::{
    Characteristic, InjuryLevel, Location, MagicEquipment, PointsToScore, Reference, Specialization,
};
use crate::gui::killpower::tr::Kp;
use crate::gui::style::panel::section;
use crate::gui::style::space;
use crate::gui::style::table::{cell, header, minor, numbers, table};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::caption;
use crate::rules::killpower::Stat;

/// The whole reference, one scrolling page.
pub fn view<'a, M: 'a>(lang: Lang) -> Element<'a, M> {
    let Some(data) = data() else {
        return caption(tr(lang, Text::NextReinstall)).into();
    };
    let page = column![
        section(tr(lang, Kp::Characteristics), characteristics(data, lang)),
        row![
            section(tr(lang, Kp::Specializations), specializations(data, lang))
                .width(Length::FillPortion(1)),
            section(tr(lang, Kp::MagicEquipment), equipment(data, lang))
                .width(Length::FillPortion(2)),
        ]
        .spacing(space::L),
        row![
            section(tr(lang, Kp::Table3), points(data, lang)).width(Length::FillPortion(1)),
            section(tr(lang, Kp::Table8), death_risk(data, lang)).width(Length::FillPortion(1)),
        ]
        .spacing(space::L),
    ]
    .spacing(space::L)
    .padding(iced::Padding::ZERO.right(14));
    scrollable(page).into()
}

fn characteristics<'a, M: 'a>(data: &'static Reference, lang: Lang) -> Element<'a, M> {
    type C = Characteristic;
    let race = data.base_race();
    let value = move |c: &C, max: bool| -> String {
        let Some(stat) = Stat::ALL.into_iter().find(|s| s.id() == c.id) else {
            return if max {
                "—".to_string()
            } else {
                format!("1D{}", race.rap_die)
            };
        };
        let stats = if max {
            crate::rules::killpower::Stats::maxima(race)
        } else {
            crate::rules::killpower::Stats::of_race(race)
        };
        stats.get(stat).to_string()
    };
    let columns = [
        col(header(""), move |c: &'a C| {
            cell(lang.pick(&c.abbr_en, &c.abbr_fr))
        }),
        col(header(tr(lang, Text::Name)), move |c: &'a C| {
            cell(lang.pick(&c.name_en, &c.name_fr))
        }),
        numbers(
            fill(
                tr(lang, Kp::RaceStart),
                &[lang.pick(&race.name_en, &race.name_fr)],
            ),
            move |c: &'a C| value(c, false),
        ),
        numbers(tr(lang, Kp::RaceMaximum), move |c: &'a C| value(c, true)),
        col(header(tr(lang, Kp::RaisedByExperience)), move |c: &'a C| {
            cell(tr(lang, if c.raisable { Text::Yes } else { Text::No }))
        }),
        col(header(""), move |c: &'a C| {
            minor(lang.pick(&c.about_en, &c.about_fr))
        })
        .width(Length::Fill),
    ];
    table(columns, &data.characteristics.characteristic)
}

fn specializations<'a, M: 'a>(data: &'static Reference, lang: Lang) -> Element<'a, M> {
    type S = Specialization;
    let columns = [
        col(header(tr(lang, Text::Name)), move |s: &'a S| {
            cell(lang.pick(&s.name_en, &s.name_fr))
        })
        .width(Length::Fill),
        col(header(tr(lang, Kp::Bonus)), move |s: &'a S| {
            cell(format!(
                "+{} {}",
                s.bonus,
                super::words::abbr(&s.characteristic, lang)
            ))
        }),
    ];
    table(columns, &data.characteristics.specialization)
}

fn equipment<'a, M: 'a>(data: &'static Reference, lang: Lang) -> Element<'a, M> {
    type E = MagicEquipment;
    let gives = move |m: &E| match (m.damage_die, m.half_dice, m.cards) {
        (Some(die), _, _) => fill(tr(lang, Kp::GlovesGive), &[&die.to_string()]),
        (_, Some(half), _) => fill(
            tr(lang, Kp::ArmourGives),
            &[&half.to_string(), &m.plus.unwrap_or(0).to_string()],
        ),
        (_, _, Some(cards)) => fill(tr(lang, Kp::CardsGive), &[&cards.to_string()]),
        _ => String::new(),
    };
    let columns = [
        col(header(tr(lang, Text::Name)), move |m: &'a E| {
            cell(lang.pick(&m.name_en, &m.name_fr))
        }),
        col(header(""), move |m: &'a E| minor(gives(m))).width(Length::Fill),
    ];
    column![
        table(columns, &data.equipment.magic),
        caption(fill(
            tr(lang, Kp::NormalArmour),
            &[&data.equipment.normal_armour.shield.to_string()]
        )),
    ]
    .spacing(space::S)
    .into()
}

fn points<'a, M: 'a>(data: &'static Reference, lang: Lang) -> Element<'a, M> {
    type P = PointsToScore;
    let columns = [
        col(header(tr(lang, Kp::PowerDifference)), move |p: &'a P| {
            cell(match p.to {
                Some(to) => format!("{}–{to}", p.from),
                None => fill(tr(lang, Kp::OrMore), &[&p.from.to_string()]),
            })
        })
        .width(Length::Fill),
        numbers(tr(lang, Kp::Stronger), |p: &'a P| {
            format!("+{}", p.stronger)
        }),
        numbers(tr(lang, Kp::Weaker), |p: &'a P| format!("+{}", p.weaker)),
    ];
    table(columns, &data.tables.points_to_score)
}

fn death_risk<'a, M: 'a>(data: &'static Reference, lang: Lang) -> Element<'a, M> {
    type L = Location;
    type I = InjuryLevel;
    let faces = |l: &L| {
        l.faces
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let locations = [
        col(header(tr(lang, Kp::Location)), move |l: &'a L| {
            cell(lang.pick(&l.name_en, &l.name_fr))
        })
        .width(Length::Fill),
        col(header(tr(lang, Kp::LocationDie)), move |l: &'a L| {
            cell(faces(l))
        }),
    ];
    let levels = [
        col(header(tr(lang, Kp::Life)), move |l: &'a I| {
            cell(match l.to {
                Some(to) => format!("{} … {to}", l.from),
                None => fill(tr(lang, Kp::OrLess), &[&l.from.to_string()]),
            })
        })
        .width(Length::Fill),
        col(header(tr(lang, Kp::OutcomeHeading)), move |l: &'a I| {
            cell(lang.pick(&l.name_en, &l.name_fr))
        }),
        col(header(tr(lang, Kp::ToTheHead)), move |l: &'a I| {
            cell(
                l.head
                    .as_deref()
                    .map_or_else(String::new, |h| super::words::outcome_word(h, lang)),
            )
        }),
    ];
    column![
        table(locations, &data.tables.location),
        table(levels, &data.tables.level),
    ]
    .spacing(space::M)
    .into()
}
