//! What the match-day wizard shows at each step.

use crate::gui::style::badge::{Badge, badge};
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::card;
use crate::gui::style::space;
use crate::gui::widgets::icon_button;
use iced::widget::{
    button, checkbox, column, container, pick_list, row, scrollable, text, text_input,
};
use iced::{Alignment, Element, Length};

use super::match_day::{Count, DayData, Flag, MatchDayScreen, Message, Step};
use crate::coach::dreadball::{ItemLine, MvpOffer, PostMatchPlan, TeamDay};
use crate::coach::{AsOf, Context};
use crate::data::Lang;
use crate::gui::print::Document;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{bold, caption, field, heading, mc, refusal, segment, subheading};
use crate::rules::dreadball::match_day::{Advance, MatchDaySettings};
use crate::store::dreadball::{ItemKind, PlayerRecord};

/// Width of a player's name in the players step.
const NAME_WIDTH: f32 = 190.0;

impl MatchDayScreen {
    pub fn view<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        self.data
            .view(lang, Message::StepChosen(self.step), |data| {
                let day = &data.day;
                let title = fill(
                    tr(lang, Text::MatchDayTitle),
                    &[&day.home.name, &day.away.name],
                );
                let steps = row(Step::ALL.iter().map(|step| {
                    segment(
                        tr(lang, step_label(*step)),
                        *step == self.step,
                        Message::StepChosen(*step),
                    )
                }))
                .spacing(6);
                let print = icon_button(Icon::Print, tr(lang, Text::PrintMatchSheet)).on_press(
                    Message::Print(Document::Match {
                        fixture: self.fixture,
                    }),
                );
                let mut page = column![
                    row![
                        icon_button(Icon::Back, tr(lang, Text::Back))
                            .on_press(Message::BackPressed),
                        heading(title),
                    ]
                    .spacing(12)
                    .align_y(Alignment::Center),
                    row![steps, iced::widget::space::horizontal(), print]
                        .spacing(12)
                        .align_y(Alignment::Center)
                ]
                .spacing(12);
                if let Some(reason) = &self.refusal {
                    page = page.push(refusal(reason.as_str()));
                }
                let body = match self.step {
                    Step::Pre => self.pre_view(data, context),
                    Step::Result => self.result_view(data, lang),
                    Step::Post => self.players_view(data, lang),
                    Step::Review => self.review_view(data, context),
                };
                page = page.push(body);
                scrollable(container(page).padding(iced::Padding::ZERO.right(14))).into()
            })
    }

    fn pre_view<'a>(&'a self, data: &'a DayData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let day = &data.day;
        let outsider = [&day.home, &day.away]
            .into_iter()
            .find(|t| Some(t.team_id) == day.outsider);
        let headline = match outsider {
            Some(team) => fill(
                tr(lang, Text::OutsiderLine),
                &[&team.name, &mc(day.bonus_mc)],
            ),
            None => tr(lang, Text::NoOutsider).to_string(),
        };
        let teams = row![
            card(self.team_column(data, 0, context)).width(Length::FillPortion(1)),
            card(self.team_column(data, 1, context)).width(Length::FillPortion(1)),
        ]
        .spacing(space::L);
        column![
            bold(headline),
            caption(tr(lang, Text::BonusRule)),
            teams,
            next(lang, Step::Result)
        ]
        .spacing(10)
        .into()
    }

    fn team_column<'a>(
        &'a self,
        data: &'a DayData,
        side: usize,
        context: Context,
    ) -> Element<'a, Message> {
        let lang = context.lang;
        let team = if side == 0 {
            &data.day.home
        } else {
            &data.day.away
        };
        let sheet = Document::Team {
            team: team.team_id,
            name: team.name.clone(),
            as_of: AsOf::BeforeMatch(self.fixture),
        };
        let title = row![
            subheading(team.name.as_str()),
            icon_button(Icon::Print, tr(lang, Text::PrintSheetBeforeMatch))
                .on_press(Message::Print(sheet)),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        let mut col = column![
            title,
            field(tr(lang, Text::TeamValue), mc(team.value_mc)),
            field(tr(lang, Text::Treasury), mc(team.treasury_mc)),
            field(
                tr(lang, Text::Players),
                format!(
                    "{}/{}",
                    team.players,
                    context.reference().limits.max_players
                )
            ),
            caption(fill(
                tr(lang, Text::CheerleadersOnDay),
                &[
                    &team.cheerleaders_allowed.to_string(),
                    &team.cheerleaders_owned.to_string()
                ]
            )),
            caption(fill(
                tr(lang, Text::StaffOnDay),
                &[&team.staff.len().to_string()]
            )),
        ]
        .spacing(4)
        .width(Length::FillPortion(1));
        if team.bonus.bonus_mc > 0 {
            col = col.push(text(fill(
                tr(lang, Text::BonusLeftLine),
                &[
                    &mc(team.bonus_left_mc),
                    &team.rolls_left.to_string(),
                    &mc(team.lost_mc),
                ],
            )));
        }
        if team.giants > 0 {
            col = col.push(caption(tr(lang, Text::GiantNote)));
        }
        col = col.push(self.items_view(team, context));
        if data.day.played {
            return col.into();
        }
        col = col.push(self.rolls_view(team, side, lang));
        col = col.push(self.hack_view(team, side, context));
        col = col.push(self.offers_view(team, side, &data.offers[side], context));
        col.into()
    }

    fn items_view<'a>(&'a self, team: &'a TeamDay, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let mut col = column![
            row![
                bold(tr(lang, Text::HiredHeading)),
                badge(Badge::HiredForMatch, tr(lang, Text::ForThisMatch)),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center)
        ]
        .spacing(4);
        if team.items.is_empty() {
            col = col.push(caption(tr(lang, Text::NothingYet)));
        }
        for item in &team.items {
            col = col.push(item_row(item, team, context));
        }
        col.into()
    }

    fn rolls_view<'a>(
        &'a self,
        team: &'a TeamDay,
        side: usize,
        lang: Lang,
    ) -> Element<'a, Message> {
        let tables: Vec<u8> = (1..=7).collect();
        let picker = pick_list(tables, Some(self.table[side]), move |t| {
            Message::TablePicked(side, t)
        })
        .text_size(13);
        let mut roll = icon_button(Icon::Dice, tr(lang, Text::RollDie));
        if team.rolls_left > 0 && !self.busy && !team.items.iter().any(ItemLine::is_pending) {
            roll = roll.on_press(Message::RollPressed(side));
        }
        column![
            bold(tr(lang, Text::FreeAgentsHeading)),
            row![
                caption(fill(tr(lang, Text::TableNumber), &[""])),
                picker,
                roll
            ]
            .spacing(6)
            .align_y(Alignment::Center)
        ]
        .spacing(4)
        .into()
    }

    fn hack_view<'a>(
        &'a self,
        team: &'a TeamDay,
        side: usize,
        context: Context,
    ) -> Element<'a, Message> {
        let lang = context.lang;
        let mut col = column![bold(tr(lang, Text::HacksHeading))].spacing(4);
        if let Some(hack) = &team.hack {
            return col
                .push(text(fill(tr(lang, Text::HackBought), &[hack])))
                .into();
        }
        let letters: Vec<String> = context
            .reference()
            .hacks
            .hack
            .iter()
            .map(|h| format!("{} {}", h.letter, crate::data::Named::name(h, lang)))
            .collect();
        let chosen = self.hack[side].as_ref().and_then(|letter| {
            letters
                .iter()
                .find(|l| l.starts_with(letter.as_str()))
                .cloned()
        });
        let picker = pick_list(letters, chosen, move |label: String| {
            Message::HackPicked(side, label.chars().take(1).collect())
        })
        .placeholder(tr(lang, Text::ChooseHack))
        .text_size(13);
        let mut buy =
            button(text(tr(lang, Text::Buy)).size(13)).style(crate::gui::style::button::secondary);
        if self.hack[side].is_some() && !self.busy {
            buy = buy.on_press(Message::HackPressed(side));
        }
        col = col.push(row![picker, buy].spacing(6).align_y(Alignment::Center));
        col.into()
    }

    fn offers_view<'a>(
        &'a self,
        team: &'a TeamDay,
        side: usize,
        offers: &'a [MvpOffer],
        context: Context,
    ) -> Element<'a, Message> {
        let lang = context.lang;
        let mut col = column![bold(tr(lang, Text::MvpsHeading))].spacing(3);
        let (mut rows, refused): (Vec<&MvpOffer>, Vec<&MvpOffer>) =
            offers.iter().partition(|o| o.payment.is_some());
        let toggle = if self.show_refused {
            tr(lang, Text::HideOthers).to_string()
        } else {
            fill(tr(lang, Text::ShowOthers), &[&refused.len().to_string()])
        };
        if self.show_refused {
            rows.extend(refused);
        }
        let busy = self.busy;
        let team_id = team.team_id;
        col = col.push(super::team_mvps::mvp_list(
            rows,
            &self.mvp_filter[side],
            move |filter| Message::MvpFilterEdited(side, filter),
            move |offer: &MvpOffer| {
                (!busy).then(|| Message::HirePressed(team_id, offer.id.clone()))
            },
            context,
        ));
        col = col.push(
            button(caption(toggle))
                .style(crate::gui::style::button::quiet)
                .padding(0)
                .on_press(Message::ToggleRefused),
        );
        col.into()
    }

    fn result_view<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let day = &data.day;
        if day.played {
            let line = fill(
                tr(lang, Text::PlayedAlready),
                &[&self.home_score, &self.away_score],
            );
            return column![text(line), next(lang, Step::Post)]
                .spacing(10)
                .into();
        }
        let score = |label: &'a str, value: &'a str, on: fn(String) -> Message| {
            row![
                text(label).width(Length::Fixed(NAME_WIDTH)),
                text_input("0", value)
                    .on_input(on)
                    .width(Length::Fixed(70.0))
            ]
            .spacing(8)
            .align_y(Alignment::Center)
        };
        let scores = column![
            score(
                day.home.name.as_str(),
                &self.home_score,
                Message::HomeScoreEdited
            ),
            score(
                day.away.name.as_str(),
                &self.away_score,
                Message::AwayScoreEdited
            ),
            caption(tr(lang, Text::LandslideRule)),
        ]
        .spacing(10);
        column![card(scores), next(lang, Step::Post)]
            .spacing(space::M)
            .into()
    }

    fn players_view<'a>(&'a self, data: &'a DayData, lang: Lang) -> Element<'a, Message> {
        let mut col = column![].spacing(14);
        for side in 0..2 {
            let team = if side == 0 {
                &data.day.home
            } else {
                &data.day.away
            };
            let mut block = column![subheading(team.name.as_str()), header(lang)].spacing(4);
            for player in &data.players[side] {
                block = block.push(self.player_row(player, side, &data.day.settings, lang));
            }
            col = col.push(card(block).width(Length::Fill));
        }
        col.push(next(lang, Step::Review)).into()
    }

    fn player_row<'a>(
        &'a self,
        player: &'a PlayerRecord,
        side: usize,
        settings: &MatchDaySettings,
        lang: Lang,
    ) -> Element<'a, Message> {
        let entry = self.entries.get(&player.id).copied().unwrap_or_default();
        let id = player.id;
        let counter = |count: Count, value: u32| {
            row![
                button(caption("−"))
                    .padding([0, 6])
                    .style(crate::gui::style::button::secondary)
                    .on_press(Message::CountChanged(id, count, -1)),
                text(value.to_string())
                    .size(13)
                    .width(Length::Fixed(18.0))
                    .align_x(Alignment::Center),
                button(caption("+"))
                    .padding([0, 6])
                    .style(crate::gui::style::button::secondary)
                    .on_press(Message::CountChanged(id, count, 1)),
            ]
            .spacing(2)
            .align_y(Alignment::Center)
            .width(Length::Fixed(COUNTER_WIDTH))
        };
        let mut name = column![text(format!("#{} {}", player.number, player.name)).size(13)];
        if player.hired_for.is_some() {
            name = name.push(caption(tr(lang, Text::HiredOnly)));
        }
        let mom = self.man_of_the_match[side] == Some(id);
        let line = row![
            name.width(Length::Fixed(NAME_WIDTH)),
            counter(Count::Strikes, entry.strikes),
            counter(Count::Kills, entry.kills),
            counter(Count::Exploits, entry.exploits),
            counter(Count::Crowd, entry.crowd),
            counter(Count::Other, entry.other),
            checkbox(entry.injured)
                .label(tr(lang, Text::Injured))
                .text_size(13)
                .on_toggle(move |on| Message::FlagToggled(id, Flag::Injured, on)),
            checkbox(entry.dead)
                .label(tr(lang, Text::Dead))
                .text_size(13)
                .on_toggle(move |on| Message::FlagToggled(id, Flag::Dead, on)),
            checkbox(mom)
                .label(tr(lang, Text::ManOfTheMatch))
                .text_size(13)
                .on_toggle(move |_| Message::ManOfTheMatchPicked(side, id)),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        // Reviving and signing go on a line of their own, under the name.
        let mut extra = row![].spacing(12).padding([0, 12]);
        let mut any = false;
        if let (true, Some(price)) = (entry.dead, settings.revival_mc) {
            let label = fill(tr(lang, Text::ReviveFor), &[&mc(price)]);
            extra = extra.push(
                checkbox(entry.revive)
                    .label(label)
                    .text_size(13)
                    .on_toggle(move |on| Message::FlagToggled(id, Flag::Revive, on)),
            );
            any = true;
        }
        let signable = settings.free_agent_signing
            && player.kind == crate::rules::dreadball::PlayerKind::FreeAgent
            && player.hired_for.is_some()
            && player.cost_mc > 0;
        if signable {
            let label = fill(tr(lang, Text::SignFor), &[&mc(player.cost_mc)]);
            extra = extra.push(
                checkbox(entry.sign)
                    .label(label)
                    .text_size(13)
                    .on_toggle(move |on| Message::FlagToggled(id, Flag::Sign, on)),
            );
            any = true;
        }
        if any {
            return column![line, extra].spacing(2).into();
        }
        line.into()
    }

    fn review_view<'a>(&'a self, data: &'a DayData, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let mut col = column![].spacing(8);
        match &self.plan {
            Some(plan) => col = col.push(plan_view(plan, self, data, context)),
            None if self.refusal.is_none() => col = col.push(caption(tr(lang, Text::Reviewing))),
            None => {}
        }
        col = col.push(settings_view(&data.day.settings, lang));
        if self.recorded {
            col = col.push(bold(tr(lang, Text::RecordedNote)));
        } else if let Some(plan) = &self.plan {
            col = col.push(caption(fill(
                tr(lang, Text::SeedLine),
                &[&self.seed.to_string()],
            )));
            let mut record = icon_button(Icon::Save, tr(lang, Text::RecordPostMatch))
                .style(crate::gui::style::button::primary);
            if plan.pending().next().is_none() && !self.busy {
                record = record.on_press(Message::RecordPressed);
            }
            col = col.push(record);
        }
        col.into()
    }
}

/// Width of a − n + counter.
const COUNTER_WIDTH: f32 = 84.0;

fn header(lang: Lang) -> Element<'static, Message> {
    let cell = |label: Text| caption(tr(lang, label)).width(Length::Fixed(COUNTER_WIDTH));
    row![
        caption("").width(Length::Fixed(NAME_WIDTH)),
        cell(Text::ColStrikes),
        cell(Text::ColKills),
        cell(Text::ColExploits),
        cell(Text::ColCrowd),
        cell(Text::ColOther),
    ]
    .spacing(8)
    .into()
}

fn step_label(step: Step) -> Text {
    match step {
        Step::Pre => Text::StepPre,
        Step::Result => Text::StepResult,
        Step::Post => Text::StepPost,
        Step::Review => Text::StepReview,
    }
}

fn next(lang: Lang, step: Step) -> Element<'static, Message> {
    button(text(tr(lang, Text::NextStep)))
        .style(crate::gui::style::button::primary)
        .on_press(Message::StepChosen(step))
        .into()
}

fn item_row<'a>(item: &'a ItemLine, team: &'a TeamDay, context: Context) -> Element<'a, Message> {
    let lang = context.lang;
    let players: Vec<String> = item
        .players
        .iter()
        .map(|p| format!("#{} {}", p.number, p.name))
        .collect();
    let label = match item.kind {
        ItemKind::Mvp => format!(
            "{} ({} + {}) {}",
            item.label,
            mc(item.bonus_mc),
            mc(item.treasury_mc),
            players.join(", ")
        ),
        ItemKind::Hack => item.label.clone(),
        ItemKind::FreeAgent if item.is_pending() => {
            let head = fill(
                tr(lang, Text::ChooseOne),
                &[&item.what, &item.die.unwrap_or(0).to_string()],
            );
            let team_id = team.team_id;
            let choices = super::team_free_agents::free_agent_choices(
                item,
                move |number| Some(Message::ChoosePressed(team_id, number)),
                context,
            );
            return column![caption(head), choices].spacing(3).into();
        }
        ItemKind::FreeAgent => fill(
            tr(lang, Text::RolledLine),
            &[
                &item.what,
                &item.die.unwrap_or(0).to_string(),
                &players.join(", "),
            ],
        ),
    };
    let mut line = row![text(label).size(13).width(Length::Fill)]
        .spacing(6)
        .align_y(Alignment::Center);
    if item.kind != ItemKind::FreeAgent {
        line = line.push(
            button(caption(tr(lang, Text::TakeBack)))
                .style(crate::gui::style::button::secondary)
                .on_press(Message::TakeBackPressed(item.id)),
        );
    }
    let mut col = column![line].spacing(2);
    if item.turned_away > 0 {
        col = col.push(refusal(fill(
            tr(lang, Text::TurnedAway),
            &[&item.turned_away.to_string()],
        )));
    }
    col.into()
}

fn plan_view<'a>(
    plan: &'a PostMatchPlan,
    screen: &'a MatchDayScreen,
    data: &'a DayData,
    context: Context,
) -> Element<'a, Message> {
    let lang = context.lang;
    let mut col = column![].spacing(6);
    for team in &plan.teams {
        let dice: Vec<String> = team.earnings_dice.iter().map(u8::to_string).collect();
        col = col.push(text(fill(
            tr(lang, Text::EarningsLine),
            &[
                &team.name,
                &mc(team.earnings_mc),
                &dice.join(" "),
                &mc(team.value_before_mc),
                &mc(team.value_after_mc),
                &mc(team.treasury_after_mc),
            ],
        )));
    }
    for xp in &plan.experience {
        col = col.push(caption(fill(
            tr(lang, Text::XpLine),
            &[
                &xp.name,
                &xp.gained.to_string(),
                &xp.total.to_string(),
                &xp.rank_before.to_string(),
                &xp.rank_after.to_string(),
            ],
        )));
    }
    for rank in &plan.rank_ups {
        let what = match &rank.advance {
            Some(Advance::Skill(id)) => fill(
                tr(lang, Text::NewSkill),
                &[context
                    .reference()
                    .skill(id)
                    .map_or(id.as_str(), |s| crate::data::Named::name(s, lang))],
            ),
            Some(Advance::Stat(stat)) => fill(
                tr(lang, Text::BetterStat),
                &[crate::present::dreadball::stat_name(*stat, lang)],
            ),
            None => tr(lang, Text::AdvancementToChoose).to_string(),
        };
        let die = rank.die.map_or(String::new(), |d| {
            fill(tr(lang, Text::RolledDie), &[&d.to_string()])
        });
        let mut line = row![bold(fill(
            tr(lang, Text::RankUpLine),
            &[&rank.name, &rank.rank.to_string(), &format!("{what}{die}")]
        ))]
        .spacing(8)
        .align_y(Alignment::Center);
        if !screen.recorded {
            line = line.push(advancement_picker(screen, rank.player_id, data, context));
        }
        col = col.push(line);
    }
    let names = |notes: &[crate::coach::dreadball::PlayerNote]| {
        notes
            .iter()
            .map(|n| n.name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    for (label, notes) in [
        (Text::DiedLine, &plan.dead),
        (Text::RevivedLine, &plan.revived),
        (Text::LeavingLine, &plan.leaving),
        (Text::SignedLine, &plan.signed),
    ] {
        if !notes.is_empty() {
            col = col.push(caption(fill(tr(lang, label), &[&names(notes)])));
        }
    }
    col.into()
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
        label: tr(lang, Text::AdvancementRoll).to_string(),
    }];
    for stat in crate::rules::dreadball::build::Stat::ALL {
        choices.push(Choice {
            id: format!("stat:{}", stat.id()),
            label: fill(
                tr(lang, Text::BetterStat),
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
                tr(lang, Text::NewSkill),
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
fn settings_view(settings: &MatchDaySettings, lang: Lang) -> Element<'static, Message> {
    let defaults = MatchDaySettings::default();
    let mark = |same: bool| {
        format!(
            " ({})",
            tr(
                lang,
                if same {
                    Text::DefaultMark
                } else {
                    Text::LeagueMark
                }
            )
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
        .map_or(tr(lang, Text::Off).to_string(), mc);
    let lines = [
        fill(tr(lang, Text::RanksSetting), &[&thresholds.join(", ")])
            + &mark(settings.rank_thresholds == defaults.rank_thresholds),
        fill(
            tr(lang, Text::MomSetting),
            &[&settings.man_of_the_match_xp.to_string()],
        ) + &mark(settings.man_of_the_match_xp == defaults.man_of_the_match_xp),
        fill(
            tr(lang, Text::EarningsSetting),
            &[
                &mc(e.base_mc),
                &mc(e.win_mc),
                &mc(e.draw_mc),
                &e.dice.to_string(),
            ],
        ) + &mark(e == d),
        fill(tr(lang, Text::RevivalSetting), &[&revival])
            + &mark(settings.revival_mc == defaults.revival_mc),
    ];
    let mut col = column![caption(tr(lang, Text::SettingsInUse))].spacing(2);
    for line in lines {
        col = col.push(caption(format!("  {line}")));
    }
    col.into()
}
