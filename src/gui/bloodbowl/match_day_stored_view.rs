//! What is stored of a Blood Bowl match day (`match_day_view`): the pre-match as
//! recorded, and the review step with the post-match and the reset that asks first.

use iced::widget::table::column as col;
use iced::widget::{Column, column, text};
use iced::{Element, Length};

use super::match_day::{DayData, MatchDayScreen, Message, Step, next};
use super::match_day_jobs::RESET;
use super::match_day_plan_view::{
    gave_name, gp, gpu, inducement_name, outcome_name, rolls_table, spp_with_prayers, two_sides,
};
use crate::data::Lang;
use crate::data::Named;
use crate::data::bloodbowl::Reference;
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::style::panel::section;
use crate::gui::style::space;
use crate::gui::style::table::{cell, header, numbers, table};
use crate::gui::tr::{Text, Wz, fill, tr};
use crate::gui::widgets::caption;
use crate::gui::wizard::review::review_page;
use crate::rules::bloodbowl::match_day::{RollRecord, StadiumPick, attribute_entry};
use crate::store::bloodbowl::{
    AdvancementRow, CasualtyRow, PlayerMatchRow, PostTeamRow, PrematchRow,
};

/// The side a stored `home`/`away` names.
fn side_of_key(key: Option<&str>) -> Option<usize> {
    match key? {
        "home" => Some(0),
        "away" => Some(1),
        _ => None,
    }
}

/// The rolls of one stage, as the roll table reads them.
fn stage_rolls(data: &DayData, stage: &str) -> Vec<RollRecord> {
    data.stored
        .rolls
        .iter()
        .filter(|r| r.stage == stage)
        .map(|r| RollRecord {
            key: r.roll.clone(),
            dice: r.dice.clone(),
            result: r.result,
            entered: r.entered,
            outcome: r.outcome.clone(),
        })
        .collect()
}

fn stadium_text(row: &PrematchRow, data: &DayData, lang: Lang) -> String {
    let Some(stadium) = &row.stadium else {
        return tr(lang, Bb::NoStadium).to_string();
    };
    let pick = StadiumPick {
        stadium: stadium.clone(),
        attribute: row.stadium_attribute.clone(),
        resident: None,
    };
    let attribute = Reference::bundled()
        .ok()
        .and_then(|r| attribute_entry(&r.tables, &pick))
        .map(|e| format!(" — {}", e.name(lang)))
        .unwrap_or_default();
    let mut line = fill(
        tr(lang, Bb::StadiumLine),
        &[&format!("{}{attribute}", outcome_name(stadium, lang))],
    );
    if let Some(side) = side_of_key(row.resident_side.as_deref()) {
        line.push_str(&fill(
            tr(lang, Bb::ResidentPlays),
            &[&data.teams[side].name],
        ));
    }
    line
}

/// Who prayed to Nuffle and the prayers the rolls drew, as the preview named them.
fn prayed_line(data: &DayData, team: &str, lang: Lang) -> String {
    let prayers: Vec<String> = stage_rolls(data, "prematch")
        .iter()
        .filter(|r| r.key.starts_with("prayer."))
        .filter_map(|r| r.outcome.as_deref())
        .map(|prayer| outcome_name(prayer, lang))
        .collect();
    if prayers.is_empty() {
        return fill(tr(lang, Bb::PrayedStored), &[team]);
    }
    fill(tr(lang, Wz::PrayedTo), &[team, &prayers.join(", ")])
}

/// The pre-match as recorded.
pub(super) fn stored_prematch<'a>(
    row: &'a PrematchRow,
    data: &'a DayData,
    lang: Lang,
) -> Element<'a, Message> {
    let teams = [data.teams[0].name.as_str(), data.teams[1].name.as_str()];
    let mut facts: Column<'a, Message> = column![
        caption(fill(
            tr(lang, Text::PrematchRecordedOn),
            &[&row.done_on.to_string(), &row.seed.to_string()]
        )),
        text(stadium_text(row, data, lang)),
        text(match &row.weather {
            Some(weather) => fill(tr(lang, Bb::WeatherLine), &[&outcome_name(weather, lang)]),
            None => tr(lang, Bb::NoWeather).to_string(),
        }),
    ]
    .spacing(space::XS);
    if let Some(side) = side_of_key(Some(row.kicking_side.as_str())) {
        let line = match data.stored.dungeonbowl {
            true => Bb::PlacesFirst,
            false => Bb::KicksOff,
        };
        facts = facts.push(text(fill(tr(lang, line), &[teams[side]])));
    }
    if let Some(ball) = &data.stored.ball {
        facts = facts.push(text(fill(
            tr(lang, Bb::BallLine),
            &[&outcome_name(ball, lang)],
        )));
    }
    if let Some(side) = side_of_key(row.prayers_side.as_deref()) {
        facts = facts.push(text(prayed_line(data, teams[side], lang)));
    }
    for (team, id, count, each) in &data.stored.inducements {
        let side = usize::from(*team != data.line.home_id);
        facts = facts.push(caption(fill(
            tr(lang, Bb::InducementLine),
            &[
                teams[side],
                &inducement_name(id, lang),
                &count.to_string(),
                &gpu(u64::from(*each), lang),
            ],
        )));
    }
    let figures = prematch_figures(row, lang);
    column![
        section(
            tr(lang, Bb::StoredPrematch),
            facts.push(two_sides(teams, figures))
        ),
        rolls_table(&stage_rolls(data, "prematch"), lang, &|o| {
            gave_name(o, teams, &|id| Some(data.label(id, lang)), lang)
        }),
    ]
    .spacing(space::L)
    .into()
}

/// A stored pre-match's figures, a row per figure with a column per team.
fn prematch_figures(row: &PrematchRow, lang: Lang) -> Vec<(String, String, String)> {
    let petty = side_of_key(row.petty_cash_side.as_deref());
    let petty_of = |i: usize| {
        gpu(
            if petty == Some(i) {
                row.petty_cash_gp
            } else {
                0
            },
            lang,
        )
    };
    let both = |label: Bb, f: &dyn Fn(usize) -> String| (tr(lang, label).to_string(), f(0), f(1));
    vec![
        both(Bb::FanFactor, &|i| row.fan_factors[i].to_string()),
        both(Bb::Ctv, &|i| gpu(row.ctv_gp[i], lang)),
        both(Bb::PettyCash, &petty_of),
        both(Bb::InducementsCost, &|i| gpu(row.inducements_gp[i], lang)),
    ]
}

impl MatchDayScreen {
    pub(super) fn review_step<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let stored = &data.stored;
        let Some(prematch) = &stored.prematch else {
            return column![caption(tr(lang, Bb::NothingStored)), next(lang, Step::Pre)]
                .spacing(space::M)
                .into();
        };
        let post = if stored.postmatch {
            stored_postmatch(data, lang)
        } else {
            caption(tr(lang, Bb::NoPostmatchYet)).into()
        };
        review_page(
            &self.flow,
            (tr(lang, Bb::ResetQuestion), RESET),
            vec![post, stored_prematch(prematch, data, lang)],
            lang,
        )
    }
}

fn stored_postmatch<'a>(data: &'a DayData, lang: Lang) -> Element<'a, Message> {
    let stored = &data.stored;
    let teams = [data.teams[0].name.as_str(), data.teams[1].name.as_str()];
    let line = |i: usize| {
        let id = [data.line.home_id, data.line.away_id][i];
        stored.teams.iter().find(|t| t.team_id == id)
    };
    let both = |label: &str, f: &dyn Fn(&PostTeamRow) -> String| {
        let value = |i: usize| line(i).map_or(String::new(), f);
        (label.to_string(), value(0), value(1))
    };
    let score = [data.line.home_score, data.line.away_score].map(|s| s.unwrap_or(0).to_string());
    let mut figures = vec![(
        tr(lang, Text::Score).to_string(),
        score[0].clone(),
        score[1].clone(),
    )];
    figures.extend([
        both(tr(lang, Bb::Mvp), &|t| {
            t.mvp.map_or(String::new(), |p| data.label(p.0, lang))
        }),
        both(tr(lang, Bb::Winnings), &|t| gpu(t.winnings_gp, lang)),
        both(tr(lang, Bb::Residency), &|t| {
            t.residency
                .as_deref()
                .map_or(String::new(), |r| outcome_name(r, lang))
        }),
        both(tr(lang, Bb::StadiumMoney), &|t| gp(t.stadium_gp, lang)),
        both(tr(lang, Bb::SponsorshipRoll), &|t| {
            let taken = t
                .sponsorship
                .as_deref()
                .map(|s| format!(" — {}", outcome_name(s, lang)));
            let total = t.sponsorship_total.map_or(String::new(), |n| n.to_string());
            format!("{total}{}", taken.unwrap_or_default())
        }),
        both(tr(lang, Bb::DedicatedFans), &|t| {
            format!("{} → {}", t.dedicated_fans_before, t.dedicated_fans_after)
        }),
        both(tr(lang, Bb::CostlyError), &|t| {
            outcome_name(&t.costly_error, lang)
        }),
        both(tr(lang, Bb::CostlyLoss), &|t| gpu(t.costly_loss_gp, lang)),
        both(tr(lang, Text::TeamValue), &|t| gpu(t.team_value_gp, lang)),
        both(tr(lang, Bb::Ctv), &|t| gpu(t.current_team_value_gp, lang)),
    ]);
    column![
        section(tr(lang, Bb::StoredPostmatch), two_sides(teams, figures)),
        section(tr(lang, Text::Players), stored_players(data, lang)),
        section(
            tr(lang, Bb::CasualtiesSuffered),
            stored_casualties(data, lang)
        ),
        section(tr(lang, Bb::Advancements), stored_advancements(data, lang)),
        rolls_table(&stage_rolls(data, "postmatch"), lang, &|o| {
            gave_name(o, teams, &|id| Some(data.label(id, lang)), lang)
        }),
    ]
    .spacing(space::L)
    .into()
}

fn stored_players<'a>(data: &'a DayData, lang: Lang) -> Element<'a, Message> {
    type P = PlayerMatchRow;
    if data.stored.players.is_empty() {
        return caption(tr(lang, Text::Nothing)).into();
    }
    let columns = [
        col(header(tr(lang, Text::Name)), move |p: &'a P| {
            cell(data.label(p.player_id.0, lang))
        })
        .width(Length::Fill),
        numbers(tr(lang, Bb::Touchdowns), |p: &'a P| {
            p.touchdowns.to_string()
        }),
        numbers(tr(lang, Bb::Casualties), |p: &'a P| {
            p.casualties.to_string()
        }),
        numbers(tr(lang, Bb::Completions), |p: &'a P| {
            p.completions.to_string()
        }),
        numbers(tr(lang, Bb::Interceptions), |p: &'a P| {
            p.interceptions.to_string()
        }),
        numbers(tr(lang, Bb::Deflections), |p: &'a P| {
            p.deflections.to_string()
        }),
        col(header(tr(lang, Bb::Mvp)), move |p: &'a P| {
            cell(if p.mvp { tr(lang, Bb::Mvp) } else { "" })
        }),
        numbers(tr(lang, Bb::SppEarned), move |p: &'a P| {
            spp_with_prayers(p.spp, p.prayers.prayer_spp, lang)
        }),
    ];
    table(columns, &data.stored.players)
}

fn stored_casualties<'a>(data: &'a DayData, lang: Lang) -> Element<'a, Message> {
    type C = CasualtyRow;
    if data.stored.casualties.is_empty() {
        return caption(tr(lang, Text::Nothing)).into();
    }
    let columns = [
        col(header(tr(lang, Text::Name)), move |c: &'a C| {
            cell(data.label(c.player_id.0, lang))
        })
        .width(Length::Fill),
        col(header(tr(lang, Bb::Casualty)), move |c: &'a C| {
            cell(outcome_name(&c.casualty, lang))
        }),
        col(header(tr(lang, Bb::Apothecary)), move |c: &'a C| {
            cell(match (&c.first_casualty, c.apothecary) {
                (Some(first), _) => {
                    fill(tr(lang, Bb::ApothecaryFirst), &[&outcome_name(first, lang)])
                }
                (None, true) => tr(lang, Text::Yes).to_string(),
                (None, false) => String::new(),
            })
        }),
        col(header(tr(lang, Bb::Lasting)), move |c: &'a C| {
            cell(
                c.lasting
                    .as_deref()
                    .map_or(String::new(), |l| outcome_name(l, lang)),
            )
        }),
    ];
    table(columns, &data.stored.casualties)
}

fn stored_advancements<'a>(data: &'a DayData, lang: Lang) -> Element<'a, Message> {
    type A = AdvancementRow;
    if data.stored.advancements.is_empty() {
        return caption(tr(lang, Text::Nothing)).into();
    }
    let columns = [
        col(header(tr(lang, Text::Name)), move |a: &'a A| {
            cell(data.label(a.player_id.0, lang))
        })
        .width(Length::Fill),
        col(header(tr(lang, Bb::Kind)), move |a: &'a A| {
            cell(super::match_day_plan_view::kind_name(&a.kind, lang))
        }),
        col(header(tr(lang, Bb::Gained)), move |a: &'a A| {
            cell(outcome_name(&a.gained, lang))
        }),
        numbers(tr(lang, Bb::Level), |a: &'a A| a.level.to_string()),
        numbers(tr(lang, Bb::SppSpent), |a: &'a A| a.spp.to_string()),
        numbers(tr(lang, Bb::ValueAdded), move |a: &'a A| {
            gp(i64::from(a.value_gp), lang)
        }),
    ];
    table(columns, &data.stored.advancements)
}
