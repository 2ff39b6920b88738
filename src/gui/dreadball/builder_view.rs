//! How the builders look: the parts to pick on the left, the player they make and
//! each part's price (paid or free, and why) on the right.

use iced::widget::{button, column, container, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use super::builder::{BuilderScreen, Choice, Control, Message, POSITIONS, Pick, ROBOT_PARTS};
use crate::coach::Context;
use crate::data::dreadball::{BodyPart, BuildKind, MechanitePart, PartCategory, Position};
use crate::data::{Lang, Named};
use crate::error::Surface;
use crate::gui::dreadball::tr::Dr;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{caption, field, guarded_button, heading, mc, refusal, subheading};
use crate::present::capitalised;
use crate::present::dreadball::{offer_text, player_count, slot_name, stat_line, step_reason};
use crate::rules::dreadball::build::{Build, coding_position, mechanite_parts, mutant_upgrades};
use crate::rules::dreadball::{self as rules, Violation};

/// Width of the result panel, so the choices keep the rest.
const RESULT_WIDTH: f32 = 440.0;

/// A part button: filled when picked.
fn chip<'a>(label: String, picked: bool, message: Message) -> Element<'a, Message> {
    button(text(label).size(13))
        .style(if picked {
            crate::gui::style::button::primary
        } else {
            crate::gui::style::button::secondary
        })
        .padding([4, 10])
        .on_press(message)
        .into()
}

fn chips<'a>(items: Vec<Element<'a, Message>>) -> Element<'a, Message> {
    row(items).spacing(6).wrap().into()
}

fn part_label(part: &MechanitePart, lang: Lang) -> String {
    let star = if part.starred { "*" } else { "" };
    format!("{}{star} {}", part.name(lang), mc(part.cost_mc))
}

impl BuilderScreen {
    pub fn view<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let priced = crate::coach::dreadball::price(&context, &self.choice.design());
        let choices = match &self.choice {
            Choice::Mechanite { .. } => self.robot_choices(context),
            Choice::Mutant { .. } => self.mutant_choices(context),
        };
        let body = row![
            scrollable(choices.padding(iced::Padding::ZERO.right(14))).width(Length::Fill),
            scrollable(
                self.result_panel(priced.as_ref(), context)
                    .padding(iced::Padding::ZERO.right(14))
            )
            .width(Length::Fixed(RESULT_WIDTH)),
        ]
        .spacing(16)
        .height(Length::Fill);
        column![self.title(context), body].spacing(12).into()
    }

    fn title<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let name = match self.choice.kind() {
            BuildKind::Mutant => tr(lang, Text::MutantLab),
            _ => tr(lang, Text::MechaniteWorkshop),
        };
        let team = &self.team;
        row![
            crate::gui::widgets::icon_button(
                crate::gui::style::icon::Icon::Back,
                tr(lang, Dr::BackToTeam)
            )
            .on_press(Message::BackPressed),
            heading(format!("{name} — {}", team.name)),
            iced::widget::space::horizontal(),
            crate::gui::roster::figure_strip(vec![
                crate::gui::roster::Figure::new(tr(lang, Text::Treasury), mc(team.treasury_mc)),
                crate::gui::roster::Figure::new(
                    tr(lang, Text::Players),
                    player_count(&context, team.players.len())
                ),
            ]),
        ]
        .spacing(14)
        .align_y(Alignment::Center)
        .into()
    }

    fn position_chips<'a>(&self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let reference = context.reference();
        let current = self.choice.position();
        let price = |position: Position| match self.choice.kind() {
            BuildKind::Mutant => reference
                .mutant_positions
                .iter()
                .find(|p| p.id == position.id())
                .map(|p| (p.name(lang).to_string(), p.cost_mc)),
            _ => mechanite_parts(reference, PartCategory::Coding, None)
                .find(|part| coding_position(part) == Some(position))
                .map(|part| (part.name(lang).to_string(), part.cost_mc)),
        };
        chips(
            POSITIONS
                .into_iter()
                .filter_map(|position| {
                    let (name, cost) = price(position)?;
                    Some(chip(
                        format!("{name} {}", mc(cost)),
                        position == current,
                        Message::PositionPicked(position),
                    ))
                })
                .collect(),
        )
    }

    fn robot_choices<'a>(&'a self, context: Context) -> iced::widget::Column<'a, Message> {
        let lang = context.lang;
        let Choice::Mechanite {
            position,
            parts,
            arms,
            programs,
        } = &self.choice
        else {
            return column![];
        };
        let reference = context.reference();
        let mut choices = column![
            subheading(capitalised(PartCategory::Coding.name(lang))),
            self.position_chips(context),
        ]
        .spacing(8);
        let described = |id: &str| {
            reference
                .mechanite_parts
                .iter()
                .find(|part| part.id == id)
                .map_or(String::new(), |part| {
                    offer_text(&context, &part.stats(), &part.skills)
                })
        };
        for (category, picked) in ROBOT_PARTS.into_iter().zip(parts) {
            let items = mechanite_parts(reference, category, Some(*position))
                .map(|part| {
                    chip(
                        part_label(part, lang),
                        &part.id == picked,
                        Message::Picked(Pick::Part(category, part.id.clone())),
                    )
                })
                .collect();
            choices = choices
                .push(subheading(capitalised(category.name(lang))))
                .push(chips(items))
                .push(caption(described(picked)));
        }
        for (side, picked) in arms.iter().enumerate() {
            let items = mechanite_parts(reference, PartCategory::Arm, Some(*position))
                .map(|part| {
                    chip(
                        part_label(part, lang),
                        &part.id == picked,
                        Message::Picked(Pick::Arm(side, part.id.clone())),
                    )
                })
                .collect();
            choices = choices
                .push(subheading(fill(
                    tr(lang, Dr::ArmSide),
                    &[&(side + 1).to_string()],
                )))
                .push(chips(items))
                .push(caption(described(picked)));
        }
        choices = choices.push(caption(tr(lang, Dr::StarredArmHint)));
        let items = mechanite_parts(reference, PartCategory::Programming, Some(*position))
            .map(|part| {
                chip(
                    part_label(part, lang),
                    programs.contains(&part.id),
                    Message::Picked(Pick::Program(part.id.clone())),
                )
            })
            .collect();
        choices
            .push(subheading(capitalised(
                PartCategory::Programming.name(lang),
            )))
            .push(chips(items))
            .push(caption(tr(lang, Dr::ProgrammingHint)))
    }

    fn mutant_choices<'a>(&'a self, context: Context) -> iced::widget::Column<'a, Message> {
        let lang = context.lang;
        let reference = context.reference();
        let position = self.choice.position();
        let mut choices = column![
            subheading(tr(lang, Text::Position)),
            self.position_chips(context),
            caption(tr(lang, Dr::UpgradeHint)),
        ]
        .spacing(8);
        for body_part in Choice::body_parts(reference, position) {
            choices = choices
                .push(subheading(capitalised(body_part.name(lang))))
                .push(self.upgrade_chips(context, position, body_part));
        }
        choices
    }

    fn upgrade_chips<'a>(
        &self,
        context: Context,
        position: Position,
        body_part: BodyPart,
    ) -> Element<'a, Message> {
        let lang = context.lang;
        let picked = self.choice.upgrade_for(body_part);
        let mut items = vec![chip(
            tr(lang, Dr::NoUpgrade).to_string(),
            picked.is_none(),
            Message::Picked(Pick::Upgrade(body_part, None)),
        )];
        let mut described = String::new();
        for upgrade in mutant_upgrades(context.reference(), position, Some(body_part)) {
            let is_picked = picked == Some(upgrade.id.as_str());
            if is_picked {
                described = offer_text(&context, &upgrade.stats(), &upgrade.skills);
            }
            items.push(chip(
                format!("{} {}", upgrade.name(lang), mc(upgrade.cost_mc)),
                is_picked,
                Message::Picked(Pick::Upgrade(body_part, Some(upgrade.id.clone()))),
            ));
        }
        column![chips(items), caption(described)].spacing(4).into()
    }

    fn result_panel<'a>(
        &'a self,
        priced: Result<&Build<'a>, &crate::Error>,
        context: Context,
    ) -> iced::widget::Column<'a, Message> {
        let lang = context.lang;
        let mut panel = column![].spacing(10);
        match priced {
            Ok(build) => {
                panel = panel
                    .push(player_card(build, context))
                    .push(self.add_panel(build, context));
            }
            Err(error) => {
                let said = error.text(Surface::Window, lang);
                panel = panel.push(refusal(said.clone())).push(guarded_button(
                    fill(tr(lang, Dr::AddToTeamRefused), &["—"]),
                    Err(said),
                ));
            }
        }
        panel
            .push(self.save_panel(lang))
            .push(self.templates_panel(context))
    }

    fn add_panel<'a>(&'a self, build: &Build<'_>, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let allowed = context
            .team_state(&self.team)
            .map_err(|error| error.text(Surface::Window, lang))
            .and_then(|state| {
                rules::check_build(&state, context.reference(), build, lang)
                    .map_err(|violation: Violation| violation.message(lang))
            });
        let left = self.team.treasury_mc - i64::from(build.cost_mc);
        let (label, press) = match allowed {
            Ok(()) => (
                fill(tr(lang, Dr::AddToTeam), &[&mc(build.cost_mc), &mc(left)]),
                Ok(Message::AddPressed),
            ),
            Err(reason) => (
                fill(tr(lang, Dr::AddToTeamRefused), &[&mc(build.cost_mc)]),
                Err(reason),
            ),
        };
        let mut panel = column![
            text_input(tr(lang, Dr::PlayerNameOptional), &self.player_name)
                .id(super::builder::PLAYER_NAME_INPUT)
                .on_input(Message::PlayerNameEdited)
                .on_submit(Message::AddPressed),
            match press {
                Ok(message) => button(text(label))
                    .style(crate::gui::style::button::primary)
                    .on_press(message)
                    .into(),
                Err(reason) => guarded_button(label, Err(reason)),
            },
        ]
        .spacing(6);
        if let Some(reason) = self.refusal_for(Control::Add) {
            panel = panel.push(refusal(reason));
        }
        if let Some(player) = &self.built {
            panel = panel.push(
                text(fill(
                    tr(lang, Dr::BuiltPlayer),
                    &[
                        &player.number.to_string(),
                        &player.name,
                        &mc(player.cost_mc),
                    ],
                ))
                .style(text::success),
            );
        }
        panel.into()
    }

    fn save_panel(&self, lang: Lang) -> Element<'_, Message> {
        let mut panel = column![
            subheading(tr(lang, Dr::SaveTemplate)),
            row![
                text_input(tr(lang, Dr::TemplateName), &self.template_name)
                    .on_input(Message::TemplateNameEdited)
                    .on_submit(Message::SavePressed),
                button(text(tr(lang, Text::Save))).on_press(Message::SavePressed),
            ]
            .spacing(6),
        ]
        .spacing(6);
        if let Some(reason) = self.refusal_for(Control::Save) {
            panel = panel.push(refusal(reason));
        }
        panel.into()
    }

    fn templates_panel<'a>(&'a self, context: Context) -> Element<'a, Message> {
        let lang = context.lang;
        let kind = self.choice.kind();
        let mut panel = column![subheading(tr(lang, Dr::SavedDesigns))].spacing(6);
        let Some(templates) = self.templates.loaded() else {
            return panel.push(caption(tr(lang, Text::Loading))).into();
        };
        let mut any = false;
        for template in templates.iter().filter(|t| t.design.kind() == kind) {
            any = true;
            let cost = template.cost_mc.map_or("—".to_string(), mc);
            let mut line = row![
                text(format!("{} — {cost}", template.name)).width(Length::Fill),
                button(text(tr(lang, Dr::UseTemplate)).size(13))
                    .on_press(Message::TemplateUsed(template.id)),
                button(text(tr(lang, Dr::DeleteTemplate)).size(13))
                    .style(crate::gui::style::button::danger)
                    .on_press(Message::TemplateDeletePressed(template.id)),
            ]
            .spacing(6)
            .align_y(Alignment::Center);
            if let Some(problem) = &template.problem {
                line = line.push(refusal(fill(tr(lang, Dr::NoLongerLegal), &[problem])));
            }
            panel = panel.push(line);
        }
        if !any {
            panel = panel.push(caption(tr(lang, Dr::NoSavedDesigns)));
        }
        if let Some(reason) = self.refusal_for(Control::Template) {
            panel = panel.push(refusal(reason));
        }
        panel.into()
    }
}

/// The player a build makes: stat line, skills, then each part with its price and why.
fn player_card<'a>(build: &Build<'_>, context: Context) -> Element<'a, Message> {
    let lang = context.lang;
    let headline = format!(
        "{} — {}",
        capitalised(build.position.id()),
        mc(build.cost_mc)
    );
    let skills = crate::present::dreadball::skill_names(&context, &build.skills);
    let mut card = column![
        heading(headline),
        text(format!(
            "{:>2} {:>3} {:>3} {:>3} {:>3}",
            tr(lang, Dr::Mv),
            tr(lang, Dr::Str),
            tr(lang, Dr::Spd),
            tr(lang, Dr::Skl),
            tr(lang, Dr::Arm)
        ))
        .font(iced::Font::MONOSPACE)
        .size(13),
        text(stat_line(&build.stats)).font(iced::Font::MONOSPACE),
        field(
            tr(lang, Text::Skills),
            if skills.is_empty() {
                "—".to_string()
            } else {
                skills
            }
        ),
        caption(match build.design.kind() {
            BuildKind::Mutant => tr(lang, Dr::MutantPricingRule),
            _ => tr(lang, Dr::PricingRule),
        }),
    ]
    .spacing(6);
    for step in &build.steps {
        card = card.push(step_line(step, context));
    }
    card = card.push(field(tr(lang, Dr::Total), mc(build.cost_mc)));
    container(card)
        .padding(10)
        .style(crate::gui::style::panel::card_style)
        .into()
}

fn step_line<'a>(
    step: &crate::rules::dreadball::build::Step<'_>,
    context: Context,
) -> Element<'a, Message> {
    let lang = context.lang;
    let (badge, style): (&str, fn(&iced::Theme) -> text::Style) = if step.paid {
        (tr(lang, Dr::Paid), text::primary)
    } else {
        (tr(lang, Dr::Free), text::success)
    };
    column![
        row![
            caption(capitalised(slot_name(step.slot, lang))).width(Length::Fixed(110.0)),
            text(step.part.name(lang).to_string()).width(Length::Fill),
            text(mc(step.cost_mc())),
            text(badge).style(style).width(Length::Fixed(56.0)),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
        caption(step_reason(&context, step)),
    ]
    .spacing(2)
    .into()
}
