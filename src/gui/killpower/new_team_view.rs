//! How the Killpower Ball creation wizard looks: the team's name and coach, a line per
//! gladiator, the dice, Preview and Create, then the preview: every roll and the team as
//! it would be.

use iced::widget::{Column, column, row, scrollable, text_input};
use iced::{Alignment, Element, Length};

use super::new_team::{Message, NewTeamScreen, WizardData};
use super::words::{gave_name, gladiator_fields, shown_rolls};
use crate::coach::killpower::TeamCreated;
use crate::data::Lang;
use crate::gui::dice::{dice_editor, preview_record, rolls_table};
use crate::gui::killpower::tr::Kp;
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::section;
use crate::gui::style::space;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{caption, field, heading, icon_button, refusal};

impl NewTeamScreen {
    pub fn view(&self, lang: Lang) -> Element<'_, Message> {
        self.data
            .view(lang, Message::ReloadPressed, |data| self.page(data, lang))
    }

    fn page<'a>(&'a self, data: &'a WizardData, lang: Lang) -> Element<'a, Message> {
        let hint = if self.tournament() {
            Kp::CreationTournamentHint
        } else if data.settings.powers_chosen {
            Kp::CreationChosenHint
        } else {
            Kp::CreationHint
        };
        let mut page = column![
            row![
                icon_button(Icon::Back, tr(lang, Text::Back)).on_press(Message::BackPressed),
                heading(fill(tr(lang, Kp::NewTeamTitle), &[&data.league.name])),
            ]
            .spacing(space::M)
            .align_y(Alignment::Center),
            caption(tr(lang, hint)),
            row![
                text_input(tr(lang, Text::TeamName), &self.name)
                    .on_input(Message::NameEdited)
                    .width(Length::Fixed(260.0)),
                text_input(tr(lang, Text::CoachName), &self.coach)
                    .on_input(Message::CoachEdited)
                    .width(Length::Fixed(200.0)),
            ]
            .spacing(space::S),
            section(tr(lang, Kp::Gladiators), self.rows_view(data, lang)),
            dice_editor(&self.dice, lang, Message::Dice),
            preview_record(
                lang,
                self.preview.is_some() && !self.busy,
                Message::PreviewPressed,
                (tr(lang, Kp::CreateTeam), Message::CreatePressed),
            ),
        ]
        .spacing(space::L);
        if let Some(reason) = &self.refusal {
            page = page.push(refusal(reason.as_str()));
        }
        if let Some(preview) = &self.preview {
            page = page.push(preview_view(preview, lang));
        }
        scrollable(page.padding(iced::Padding::ZERO.right(14))).into()
    }

    fn rows_view<'a>(&'a self, data: &'a WizardData, lang: Lang) -> Column<'a, Message> {
        let rule = data.equipping();
        let mut rows = column![].spacing(space::S);
        for (index, line) in self.rows.iter().enumerate() {
            rows = rows.push(gladiator_fields(
                format!("{}", index + 1),
                line,
                rule,
                &data.deck,
                lang,
                move |edit| Message::Gladiator(index, edit),
            ));
        }
        if rule.powers_chosen && data.deck.is_empty() {
            rows = rows.push(crate::gui::widgets::note(tr(lang, Kp::DeckEmptyHint)));
        }
        rows
    }
}

/// The team as it would be, with every die of its creation.
fn preview_view<'a>(preview: &'a TeamCreated, lang: Lang) -> Element<'a, Message> {
    let team = &preview.team;
    let teams = [team.name.as_str(), team.name.as_str()];
    column![
        section(
            tr(lang, Kp::CreationPreview),
            column![
                caption(fill(
                    tr(lang, Text::PreviewSeed),
                    &[&preview.seed.to_string()]
                )),
                row![
                    field(tr(lang, Text::Coach), team.coach.clone()),
                    field(tr(lang, Kp::Power), team.power.to_string()),
                    field(tr(lang, Kp::Division), team.division.to_string()),
                ]
                .spacing(space::XL),
                super::team::gladiator_roster(&team.gladiators, lang),
            ]
            .spacing(space::S)
        ),
        rolls_table(&shown_rolls(&preview.rolls), lang, &|o| gave_name(
            o, teams, lang
        )),
    ]
    .spacing(space::L)
    .into()
}
