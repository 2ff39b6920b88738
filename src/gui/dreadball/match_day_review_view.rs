//! What the match-day wizard's review shows after the match: the post-match plan (earnings,
//! experience, advancements to pick) and the match-day settings in use.

use crate::gui::style::space;
use iced::widget::{column, pick_list, row, text};
use iced::{Alignment, Element, Length};

use super::match_day::{DayData, MatchDayScreen, Message};
use crate::coach::Context;
use crate::coach::dreadball::PostMatchPlan;
use crate::data::Lang;
use crate::gui::dreadball::tr::Dr;
use crate::gui::style::table::{cell as tcell, header as theader, numbers, table as ttable};
use crate::gui::tr::Wz;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{bold, caption, mc};
use crate::gui::wizard::review::facts_panel;
use crate::rules::dreadball::match_day::{Advance, MatchDaySettings};
use iced::widget::table::column as tcolumn;

pub(super) fn plan_view<'a>(
    plan: &'a PostMatchPlan,
    screen: &'a MatchDayScreen,
    data: &'a DayData,
    context: Context,
) -> Element<'a, Message> {
    let lang = context.lang;
    // Parts as the other games' reviews set them: a secondary heading over a table.
    let mut col =
        column![caption(tr(lang, Wz::Earnings)), earnings_table(plan, lang)].spacing(space::S);
    if !plan.experience.is_empty() {
        col = col
            .push(caption(tr(lang, Wz::Experience)))
            .push(experience_table(plan, lang));
    }
    let mut ranks = column![].spacing(space::S);
    for rank in &plan.rank_ups {
        let what = match &rank.advance {
            Some(Advance::Skill(id)) => fill(
                tr(lang, Dr::NewSkill),
                &[context
                    .reference()
                    .skill(id)
                    .map_or(id.as_str(), |s| crate::data::Named::name(s, lang))],
            ),
            Some(Advance::Stat(stat)) => fill(
                tr(lang, Dr::BetterStat),
                &[crate::present::dreadball::stat_name(*stat, lang)],
            ),
            None => tr(lang, Dr::AdvancementToChoose).to_string(),
        };
        let die = rank.die.map_or(String::new(), |d| {
            fill(tr(lang, Dr::RolledDie), &[&d.to_string()])
        });
        let mut line = row![bold(fill(
            tr(lang, Dr::RankUpLine),
            &[&rank.name, &rank.rank.to_string(), &format!("{what}{die}")]
        ))]
        .spacing(8)
        .align_y(Alignment::Center);
        if !screen.recorded {
            line = line.push(advancement_picker(screen, rank.player_id, data, context));
        }
        ranks = ranks.push(line);
    }
    if !plan.rank_ups.is_empty() {
        col = col.push(caption(tr(lang, Wz::RankUps))).push(ranks);
    }
    let mut notes = column![].spacing(space::XS);
    let names = |notes: &[crate::coach::dreadball::PlayerNote]| {
        notes
            .iter()
            .map(|n| n.name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    for (label, list) in [
        (Dr::DiedLine, &plan.dead),
        (Dr::RevivedLine, &plan.revived),
        (Dr::LeavingLine, &plan.leaving),
        (Dr::SignedLine, &plan.signed),
    ] {
        if !list.is_empty() {
            notes = notes.push(text(fill(tr(lang, label), &[&names(list)])));
        }
    }
    let (title, seed) = if screen.recorded {
        (Wz::PostmatchRecorded, screen.seed)
    } else {
        (Wz::PostmatchPreview, screen.seed)
    };
    let seed_line = fill(tr(lang, Dr::SeedLine), &[&seed.to_string()]);
    facts_panel(tr(lang, title), seed_line, col.push(notes))
}

/// Each team's earnings, dice, team value before and after, and treasury after.
fn earnings_table(plan: &PostMatchPlan, lang: Lang) -> Element<'_, Message> {
    type T = crate::coach::dreadball::TeamPost;
    let columns = [
        tcolumn(theader(tr(lang, Wz::ColTeam)), |t: &T| {
            tcell(t.name.as_str())
        })
        .width(Length::Fill),
        numbers(tr(lang, Wz::Earnings), |t: &T| mc(t.earnings_mc)),
        numbers(tr(lang, Wz::ColDice), |t: &T| {
            let dice: Vec<String> = t.earnings_dice.iter().map(u8::to_string).collect();
            dice.join(" ")
        }),
        numbers(tr(lang, Wz::ColValueBefore), |t: &T| mc(t.value_before_mc)),
        numbers(tr(lang, Wz::ColValueAfter), |t: &T| mc(t.value_after_mc)),
        numbers(tr(lang, Wz::ColTreasury), |t: &T| mc(t.treasury_after_mc)),
    ];
    ttable(columns, &plan.teams)
}

/// Each player's experience gained, total, and rank before → after.
fn experience_table(plan: &PostMatchPlan, lang: Lang) -> Element<'_, Message> {
    type X = crate::coach::dreadball::XpLine;
    let columns = [
        tcolumn(theader(tr(lang, Wz::ColPlayer)), |x: &X| {
            tcell(x.name.as_str())
        })
        .width(Length::Fill),
        numbers(tr(lang, Wz::ColGained), |x: &X| format!("+{}", x.gained)),
        numbers(tr(lang, Wz::ColTotal), |x: &X| x.total.to_string()),
        numbers(tr(lang, Wz::ColRank), |x: &X| {
            format!("{} → {}", x.rank_before, x.rank_after)
        }),
    ];
    ttable(columns, &plan.experience)
}

/// The advancements a coach can pick: a roll, each stat, or a skill.
fn advancement_picker<'a>(
    screen: &'a MatchDayScreen,
    player: crate::store::PlayerId,
    _data: &'a DayData,
    context: Context,
) -> Element<'a, Message> {
    let lang = context.lang;
    let mut choices = vec![Choice {
        id: "roll".to_string(),
        label: tr(lang, Dr::AdvancementRoll).to_string(),
    }];
    for stat in crate::rules::dreadball::build::Stat::ALL {
        choices.push(Choice {
            id: format!("stat:{}", stat.id()),
            label: fill(
                tr(lang, Dr::BetterStat),
                &[crate::present::dreadball::stat_name(stat, lang)],
            ),
        });
    }
    for skill in context
        .reference()
        .skills
        .iter()
        .filter(|s| !s.challenge_cup)
    {
        choices.push(Choice {
            id: format!("skill:{}", skill.id),
            label: fill(
                tr(lang, Dr::NewSkill),
                &[crate::data::Named::name(skill, lang)],
            ),
        });
    }
    let chosen = screen
        .advancements
        .get(&player)
        .and_then(|id| choices.iter().find(|c| &c.id == id).cloned());
    pick_list(choices, chosen, move |choice: Choice| {
        Message::AdvancementPicked(player, choice.id)
    })
    .text_size(13)
    .into()
}

/// One advancement in the picker.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Choice {
    id: String,
    label: String,
}

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// The match-day settings in use, each marked as Dugout's default or the league's own.
pub(super) fn settings_view(settings: &MatchDaySettings, lang: Lang) -> Element<'static, Message> {
    let defaults = MatchDaySettings::default();
    let mark = |same: bool| {
        format!(
            " ({})",
            if same {
                tr(lang, Text::DefaultMark)
            } else {
                tr(lang, Dr::LeagueMark)
            }
        )
    };
    let thresholds: Vec<String> = settings
        .rank_thresholds
        .iter()
        .map(u32::to_string)
        .collect();
    let (e, d) = (settings.earnings, defaults.earnings);
    let revival = settings
        .revival_mc
        .map_or(tr(lang, Dr::Off).to_string(), mc);
    let lines = [
        fill(tr(lang, Dr::RanksSetting), &[&thresholds.join(", ")])
            + &mark(settings.rank_thresholds == defaults.rank_thresholds),
        fill(
            tr(lang, Dr::MomSetting),
            &[&settings.man_of_the_match_xp.to_string()],
        ) + &mark(settings.man_of_the_match_xp == defaults.man_of_the_match_xp),
        fill(
            tr(lang, Dr::EarningsSetting),
            &[
                &mc(e.base_mc),
                &mc(e.win_mc),
                &mc(e.draw_mc),
                &e.dice.to_string(),
            ],
        ) + &mark(e == d),
        fill(tr(lang, Dr::RevivalSetting), &[&revival])
            + &mark(settings.revival_mc == defaults.revival_mc),
    ];
    let mut col = column![caption(tr(lang, Dr::SettingsInUse))].spacing(2);
    for line in lines {
        col = col.push(caption(format!("  {line}")));
    }
    col.into()
}
