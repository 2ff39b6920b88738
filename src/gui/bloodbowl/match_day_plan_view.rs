//! The previews of the Blood Bowl match-day wizard: the pre-match (`PrematchView`) and
//! the whole post-match (`PostmatchPlan`), each with the table of its rolls, and the
//! names of what the tables gave, in the user's language.

use iced::widget::table::column as col;
use iced::widget::{Column, column, text};
use iced::{Element, Length};

use super::match_day::Message;
use crate::coach::bloodbowl::match_day::{PostmatchPlan, PostmatchTeam, PrematchView};
use crate::data::Lang;
use crate::data::bloodbowl::Reference;
use crate::games::Money;
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::bloodbowl::tr::Bp;
use crate::gui::style::panel::section;
use crate::gui::style::space;
use crate::gui::style::table::{cell, header, numbers, table};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{bold, caption};
use crate::present::bloodbowl::named;
pub(super) use crate::present::bloodbowl::outcome_name;
use crate::rules::bloodbowl::match_day::RollRecord;
use crate::rules::bloodbowl::pre_match::Side;

pub(super) fn gp(amount: i64, lang: Lang) -> String {
    Money::Gp.format(amount, lang)
}

pub(super) fn gpu(amount: u64, lang: Lang) -> String {
    gp(i64::try_from(amount).unwrap_or(i64::MAX), lang)
}

pub(super) fn inducement_name(id: &str, lang: Lang) -> String {
    let Ok(r) = Reference::bundled() else {
        return id.to_string();
    };
    named(
        &r.tables.inducements.list,
        id,
        |i| (i.id.as_str(), i.name_en.as_str(), i.name_fr.as_str()),
        lang,
    )
}

/// An advancement kind's name, from the core's id.
pub(super) fn kind_name(id: &str, lang: Lang) -> String {
    let label = match id {
        "random-primary" => Bb::RandomPrimary,
        "chosen-primary-or-random-secondary" | "chosen-primary" => Bb::ChosenPrimary,
        "random-secondary" => Bb::RandomSecondary,
        "chosen-secondary" => Bb::ChosenSecondary,
        "random-characteristic" => Bb::RandomCharacteristic,
        _ => return id.to_string(),
    };
    tr(lang, label).to_string()
}

pub(super) fn side_index(side: Side) -> usize {
    match side {
        Side::Home => 0,
        Side::Away => 1,
    }
}

/// A table of figures with a column per team: (label, home, away) rows.
pub(super) fn two_sides<'a>(
    teams: [&str; 2],
    rows: Vec<(String, String, String)>,
) -> Element<'a, Message> {
    let columns = [
        col(header(""), |r: (String, String, String)| cell(r.0)).width(Length::Fill),
        numbers(teams[0].to_string(), |r: (String, String, String)| r.1),
        numbers(teams[1].to_string(), |r: (String, String, String)| r.2),
    ];
    table(columns, rows)
}

/// What a roll gave, named: a side by its team, a player drawn by `player`, else the
/// table entry's name.
pub(super) fn gave_name(
    outcome: &str,
    teams: [&str; 2],
    player: &dyn Fn(i64) -> Option<String>,
    lang: Lang,
) -> String {
    match outcome {
        "home" => teams[0].to_string(),
        "away" => teams[1].to_string(),
        _ => outcome
            .parse::<i64>()
            .ok()
            .and_then(player)
            .unwrap_or_else(|| outcome_name(outcome, lang)),
    }
}

pub(super) fn rolls_table<'a>(
    rolls: &[RollRecord],
    lang: Lang,
    gave: &dyn Fn(&str) -> String,
) -> Element<'a, Message> {
    crate::gui::dice::rolls_table(rolls, lang, gave)
}

pub(super) fn prematch_view<'a>(view: &'a PrematchView, lang: Lang) -> Element<'a, Message> {
    let plan = &view.plan;
    let teams = [view.teams[0].as_str(), view.teams[1].as_str()];
    let figures = prematch_figures(view, lang);
    let mut facts: Column<'a, Message> = column![
        caption(fill(tr(lang, Text::PreviewSeed), &[&view.seed.to_string()])),
        text(stadium_line(view, lang)),
        text(match &view.weather_name {
            Some(weather) => fill(tr(lang, Bb::WeatherLine), &[weather]),
            None => tr(lang, Bb::NoWeather).to_string(),
        }),
        text(match plan.kick_off {
            true => fill(
                tr(lang, Bb::TossLine),
                &[
                    teams[side_index(plan.toss_winner)],
                    teams[side_index(plan.kicking)],
                ],
            ),
            false => fill(
                tr(lang, Bb::TossPlacesFirst),
                &[teams[side_index(plan.toss_winner)]],
            ),
        }),
    ]
    .spacing(space::XS);
    if let Some(ball) = &view.ball_name {
        facts = facts.push(text(fill(tr(lang, Bb::BallLine), &[ball])));
    }
    if let Some(side) = plan.prayers_side {
        facts = facts.push(text(fill(
            tr(lang, Bb::PrayersLine),
            &[teams[side_index(side)], &view.prayer_names.join(", ")],
        )));
    }
    for (index, lines) in view.inducements.iter().enumerate() {
        for (name, count, each) in lines {
            facts = facts.push(caption(fill(
                tr(lang, Bb::InducementLine),
                &[
                    teams[index],
                    name,
                    &count.to_string(),
                    &gpu(u64::from(*each), lang),
                ],
            )));
        }
    }
    column![
        section(
            tr(lang, Bb::PrematchPreview),
            facts.push(two_sides(teams, figures))
        ),
        rolls_table(&plan.rolls, lang, &|o| gave_name(o, teams, &|_| None, lang)),
    ]
    .spacing(space::L)
    .into()
}

/// A pre-match's figures, a row per figure with a column per team.
fn prematch_figures(view: &PrematchView, lang: Lang) -> Vec<(String, String, String)> {
    let plan = &view.plan;
    let both = |label: Bb, f: &dyn Fn(usize) -> String| (tr(lang, label).to_string(), f(0), f(1));
    vec![
        both(Bb::FanFactor, &|i| plan.fan_factors[i].to_string()),
        both(Bb::Journeymen, &|i| plan.journeymen[i].to_string()),
        both(Bb::Ctv, &|i| gpu(plan.ctv_gp[i], lang)),
        both(Bb::PettyCash, &|i| gpu(plan.petty_cash_gp[i], lang)),
        both(Bb::InducementsCost, &|i| gpu(plan.inducements_gp[i], lang)),
        both(Bb::FromPettyCash, &|i| {
            gpu(plan.bills[i].from_petty_cash_gp, lang)
        }),
        both(Bb::FromTreasury, &|i| {
            gpu(plan.bills[i].from_treasury_gp, lang)
        }),
        both(Bb::CtvAfter, &|i| gpu(plan.ctv_after_gp[i], lang)),
    ]
}

fn stadium_line(view: &PrematchView, lang: Lang) -> String {
    match (&view.stadium_name, &view.stadium_attribute_name) {
        (Some(stadium), Some(attribute)) => fill(
            tr(lang, Bb::StadiumLine),
            &[&format!("{stadium} — {attribute}")],
        ),
        (Some(stadium), None) => fill(tr(lang, Bb::StadiumLine), &[stadium]),
        _ => tr(lang, Bb::NoStadium).to_string(),
    }
}

/// Each team's figures of a post-match, a row per figure.
fn team_rows(teams: &[PostmatchTeam; 2], lang: Lang) -> Vec<(String, String, String)> {
    let both = |label: &str, f: &dyn Fn(&PostmatchTeam) -> String| {
        (label.to_string(), f(&teams[0]), f(&teams[1]))
    };
    let yes = |on: bool| tr(lang, if on { Text::Yes } else { Text::No }).to_string();
    vec![
        both(tr(lang, Text::Score), &|t| t.score.to_string()),
        both(tr(lang, Bb::CasualtiesInflicted), &|t| {
            t.casualties_inflicted.to_string()
        }),
        both(tr(lang, Bb::Mvp), &|t| {
            t.mvp_name.clone().unwrap_or_default()
        }),
        both(tr(lang, Bb::FanFactor), &|t| {
            let before = i64::from(t.fan_factor) - i64::from(t.fan_factor_change);
            match t.fan_factor_change {
                0 => t.fan_factor.to_string(),
                _ => format!("{before} → {}", t.fan_factor),
            }
        }),
        both(tr(lang, Bb::Winnings), &|t| gpu(t.steps.winnings_gp, lang)),
        both(tr(lang, Bb::Residency), &|t| {
            let name = t.steps.residency.as_deref().map(|r| outcome_name(r, lang));
            let total = t.steps.residency_total.map(|n| format!(" ({n})"));
            format!("{}{}", name.unwrap_or_default(), total.unwrap_or_default())
        }),
        both(tr(lang, Bb::SponsorshipRoll), &|t| {
            format!(
                "{} ({})",
                t.steps.sponsorship_total,
                yes(t.steps.sponsorship_earned)
            )
        }),
        both(tr(lang, Bb::DedicatedFans), &|t| {
            format!("{} → {}", t.steps.fans_before, t.steps.fans_after)
        }),
        both(tr(lang, Bb::Signed), &|t| t.signed.join(", ")),
        both(tr(lang, Bb::SigningCost), &|t| gpu(t.signing_gp, lang)),
        both(tr(lang, Bb::StaffCost), &|t| gpu(t.staff_gp, lang)),
        both(tr(lang, Bb::CostlyError), &|t| {
            outcome_name(&t.costly_error, lang)
        }),
        both(tr(lang, Bb::CostlyLoss), &|t| gpu(t.costly_loss_gp, lang)),
        both(tr(lang, Text::Treasury), &|t| {
            format!(
                "{} → {}",
                gp(t.treasury_before_gp, lang),
                gp(t.treasury_after_gp, lang)
            )
        }),
        both(tr(lang, Text::TeamValue), &|t| gpu(t.team_value_gp, lang)),
        both(tr(lang, Bb::Ctv), &|t| gpu(t.current_team_value_gp, lang)),
    ]
}

pub(super) fn plan_view<'a>(plan: &'a PostmatchPlan, lang: Lang) -> Element<'a, Message> {
    let teams = [plan.teams[0].name.as_str(), plan.teams[1].name.as_str()];
    let player = |id: i64| {
        plan.players
            .iter()
            .find(|p| p.player_id.0 == id)
            .map(|p| format!("#{} {}", p.number, p.name))
    };
    let heading = fill(
        tr(lang, Bb::PostPreviewSeed),
        &[&plan.seed.to_string(), &plan.played_on.to_string()],
    );
    column![
        section(
            tr(lang, Bb::PostmatchPreview),
            column![
                bold(heading),
                two_sides(teams, team_rows(&plan.teams, lang))
            ]
            .spacing(space::S)
        ),
        section(tr(lang, Text::Players), players_table(plan, lang)),
        section(
            tr(lang, Bb::CasualtiesSuffered),
            casualties_table(plan, lang)
        ),
        section(tr(lang, Bb::Advancements), advancements_table(plan, lang)),
        rolls_table(&plan.rolls, lang, &|o| gave_name(o, teams, &player, lang)),
    ]
    .spacing(space::L)
    .into()
}

/// The SPP a line earned, "+7 (prayer SPP +2)" when the prayers to Nuffle added some.
pub(super) fn spp_with_prayers(spp: u32, prayer_spp: u32, lang: Lang) -> String {
    if prayer_spp == 0 {
        return format!("+{spp}");
    }
    format!("+{spp} ({} +{prayer_spp})", tr(lang, Bp::PrayerSpp))
}

fn players_table<'a>(plan: &'a PostmatchPlan, lang: Lang) -> Element<'a, Message> {
    use crate::coach::bloodbowl::match_day::PlayerLine as P;
    let team = move |p: &P| plan.teams[side_index(p.side)].name.clone();
    let columns = [
        numbers("#", |p: &'a P| p.number.to_string()),
        col(header(tr(lang, Text::Name)), |p: &'a P| {
            cell(p.name.as_str())
        })
        .width(Length::Fill),
        col(header(tr(lang, Text::Team)), move |p: &'a P| cell(team(p))),
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
            spp_with_prayers(p.spp_earned, p.prayer_spp, lang)
        }),
    ];
    if plan.players.is_empty() {
        return caption(tr(lang, Text::Nothing)).into();
    }
    table(columns, &plan.players)
}

fn casualties_table<'a>(plan: &'a PostmatchPlan, lang: Lang) -> Element<'a, Message> {
    use crate::coach::bloodbowl::match_day::PostmatchCasualty as C;
    if plan.casualties.is_empty() {
        return caption(tr(lang, Text::Nothing)).into();
    }
    let columns = [
        col(header(tr(lang, Text::Name)), |c: &'a C| {
            cell(c.name.as_str())
        })
        .width(Length::Fill),
        col(header(tr(lang, Text::Team)), move |c: &'a C| {
            cell(plan.teams[side_index(c.side)].name.as_str())
        }),
        col(header(tr(lang, Bb::Casualty)), move |c: &'a C| {
            cell(outcome_name(&c.outcome.casualty, lang))
        }),
        col(header(tr(lang, Bb::Apothecary)), move |c: &'a C| {
            cell(match (&c.outcome.first, c.apothecary) {
                (Some(first), _) => {
                    fill(tr(lang, Bb::ApothecaryFirst), &[&outcome_name(first, lang)])
                }
                (None, true) => tr(lang, Text::Yes).to_string(),
                (None, false) => String::new(),
            })
        }),
        col(header(tr(lang, Bb::Lasting)), move |c: &'a C| {
            cell(
                c.outcome
                    .lasting
                    .as_deref()
                    .map_or(String::new(), |l| outcome_name(l, lang)),
            )
        }),
    ];
    table(columns, &plan.casualties)
}

fn advancements_table<'a>(plan: &'a PostmatchPlan, lang: Lang) -> Element<'a, Message> {
    use crate::coach::bloodbowl::match_day::AdvanceLine as A;
    if plan.advancements.is_empty() {
        return caption(tr(lang, Text::Nothing)).into();
    }
    let columns = [
        col(header(tr(lang, Text::Name)), |a: &'a A| {
            cell(a.name.as_str())
        })
        .width(Length::Fill),
        col(header(tr(lang, Bb::Kind)), move |a: &'a A| {
            cell(kind_name(&a.taken.kind, lang))
        }),
        col(header(tr(lang, Bb::Gained)), move |a: &'a A| {
            cell(outcome_name(&a.taken.gained, lang))
        }),
        numbers(tr(lang, Bb::Level), |a: &'a A| a.taken.level.to_string()),
        numbers(tr(lang, Bb::SppSpent), |a: &'a A| a.taken.spp.to_string()),
        numbers(tr(lang, Bb::ValueAdded), move |a: &'a A| {
            gp(i64::from(a.taken.value_gp), lang)
        }),
    ];
    table(columns, &plan.advancements)
}
