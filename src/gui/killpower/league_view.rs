//! How Killpower Ball's part of the league screen looks: a card with the championship
//! table and the deck of power cards, and the settings' editor under the league's
//! settings.

use iced::alignment::Vertical;
use iced::widget::table::column as col;
use iced::widget::{Column, button, checkbox, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::league::{
    Control, KpbLeague, LeagueForm, LeagueTab, Message, NUMBERS, PendingDeck, SettingEdit,
    SettingsForm, playoff_draw_words,
};
use crate::coach::killpower::ChampionshipLine;
use crate::data::Lang;
use crate::gui::dice::SMALL_FIELD;
use crate::gui::killpower::tr::Kp;
use crate::gui::style::icon::Icon;
use crate::gui::style::panel::card;
use crate::gui::style::table::{cell, header, minor, numbers, table};
use crate::gui::style::{button as role, space};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{caption, confirm_bar, icon_button, link, refusal, segment, subheading};
use crate::rules::killpower::{Mode, PlayoffDraw, XpRounding};
use crate::store::killpower::CardRecord;

fn refusal_for(form: &LeagueForm, control: Control) -> Option<&str> {
    match &form.refusal {
        Some((asked, reason)) if *asked == control => Some(reason.as_str()),
        _ => None,
    }
}

/// The Killpower Ball card: the championship table or the deck.
pub fn card_view<'a>(
    form: &'a LeagueForm,
    data: &'a KpbLeague,
    lang: Lang,
) -> Element<'a, Message> {
    let cards = fill(tr(lang, Kp::DeckTab), &[&data.deck.len().to_string()]);
    let tabs = row![
        segment(
            tr(lang, Kp::TableTab),
            form.tab == LeagueTab::Table,
            Message::TabChosen(LeagueTab::Table)
        ),
        button(text(cards))
            .style(if form.tab == LeagueTab::Cards {
                role::primary
            } else {
                role::secondary
            })
            .on_press(Message::TabChosen(LeagueTab::Cards)),
    ]
    .spacing(space::S);
    let mode = match data.settings.mode {
        Mode::Championship => Kp::ModeChampionship,
        Mode::Tournament => Kp::ModeTournament,
    };
    let body = match form.tab {
        LeagueTab::Table => championship(&data.table, data.settings.mode, lang),
        LeagueTab::Cards => deck(form, &data.deck, lang),
    };
    card(
        column![
            row![
                subheading("Killpower Ball"),
                caption(tr(lang, mode)),
                iced::widget::space::horizontal(),
                tabs
            ]
            .spacing(space::M)
            .align_y(Alignment::Center),
            body
        ]
        .spacing(space::M),
    )
    .width(Length::Fill)
    .into()
}

/// 13.1: the teams by ranking points, with power, division, matches and experience.
fn championship<'a>(lines: &'a [ChampionshipLine], mode: Mode, lang: Lang) -> Element<'a, Message> {
    type L = ChampionshipLine;
    if lines.is_empty() {
        return caption(tr(lang, Kp::NoTeamInTable)).into();
    }
    let columns = [
        numbers(tr(lang, Kp::Position), |l: &'a L| l.position.to_string()),
        col(header(tr(lang, Text::Name)), |l: &'a L| {
            link(cell(l.team.as_str()), Message::TeamChosen(l.team_id))
        })
        .width(Length::Fill),
        col(header(tr(lang, Text::Coach)), |l: &'a L| {
            cell(l.coach.as_str())
        }),
        numbers(tr(lang, Kp::RankingShort), |l: &'a L| {
            l.ranking_points.to_string()
        }),
        numbers(tr(lang, Kp::Power), |l: &'a L| l.power.to_string()),
        numbers(tr(lang, Kp::DivisionShort), |l: &'a L| {
            l.division.to_string()
        }),
        numbers(tr(lang, Kp::WonShort), |l: &'a L| l.record.won.to_string()),
        numbers(tr(lang, Kp::LostShort), |l: &'a L| {
            l.record.lost.to_string()
        }),
        numbers(tr(lang, Kp::DrawnShort), |l: &'a L| {
            l.record.drawn.to_string()
        }),
        numbers(tr(lang, Kp::AbandonedShort), |l: &'a L| {
            l.record.abandoned.to_string()
        }),
        numbers(tr(lang, Kp::ExperienceShort), |l: &'a L| {
            l.total_experience.to_string()
        }),
    ];
    let note = match mode {
        Mode::Championship => Kp::TableLegend,
        Mode::Tournament => Kp::TableLegendTournament,
    };
    let print =
        icon_button(Icon::Print, tr(lang, Kp::PrintRankingSheet)).on_press(Message::PrintPressed);
    column![table(columns, lines), caption(tr(lang, note)), print]
        .spacing(space::S)
        .into()
}

/// The deck: its cards (edit, remove), the form to add or change one, and the import.
fn deck<'a>(form: &'a LeagueForm, deck: &'a [CardRecord], lang: Lang) -> Element<'a, Message> {
    let mut page = column![
        row![
            caption(tr(lang, Kp::DeckHint)).width(Length::Fill),
            icon_button(Icon::Import, tr(lang, Kp::ImportDeck))
                .on_press(Message::ImportDeckPressed),
        ]
        .spacing(space::M)
        .align_y(Alignment::Center)
    ]
    .spacing(space::M);
    if let Some(pending) = &form.pending {
        page = page.push(pending_view(pending, lang));
    }
    if let Some(reason) = refusal_for(form, Control::Import) {
        page = page.push(refusal(reason));
    }
    if deck.is_empty() {
        page = page.push(caption(tr(lang, Kp::DeckEmpty)));
    } else {
        page = page.push(cards_table(deck, lang));
    }
    if let Some(id) = form.confirm_remove
        && let Some(card) = deck.iter().find(|c| c.id == id)
    {
        page = page.push(confirm_bar(
            fill(tr(lang, Kp::RemoveCardQuestion), &[&card.name]),
            tr(lang, Kp::RemoveCard),
            Message::CardRemoveConfirmed,
            tr(lang, Text::Cancel),
            Message::CardRemoveCancelled,
        ));
    }
    if let Some(reason) = refusal_for(form, Control::Remove) {
        page = page.push(refusal(reason));
    }
    page.push(card_form(form, lang)).into()
}

fn cards_table<'a>(deck: &'a [CardRecord], lang: Lang) -> Element<'a, Message> {
    type C = CardRecord;
    let columns = [
        col(header(tr(lang, Text::Name)), |c: &'a C| {
            cell(c.name.as_str())
        })
        .align_y(Vertical::Center),
        col(header(tr(lang, Kp::CardText)), |c: &'a C| {
            minor(c.text.as_str())
        })
        .width(Length::Fill)
        .align_y(Vertical::Center),
        numbers(tr(lang, Kp::CopiesHeading), |c: &'a C| c.copies.to_string())
            .align_y(Vertical::Center),
        col(header(""), move |c: &'a C| {
            row![
                icon_button(Icon::Edit, tr(lang, Text::Edit))
                    .style(role::quiet)
                    .on_press(Message::CardEditPressed(c.id)),
                icon_button(Icon::Delete, tr(lang, Text::Remove))
                    .style(role::quiet)
                    .on_press(Message::CardRemovePressed(c.id)),
            ]
            .spacing(space::XS)
        }),
    ];
    table(columns, deck)
}

fn card_form<'a>(form: &'a LeagueForm, lang: Lang) -> Element<'a, Message> {
    let editing = form.card.editing.is_some();
    let (title, save) = if editing {
        (Kp::EditCardTitle, Kp::SaveCard)
    } else {
        (Kp::AddCardTitle, Kp::AddCard)
    };
    let mut actions = row![
        icon_button(if editing { Icon::Save } else { Icon::Add }, tr(lang, save))
            .style(role::primary)
            .on_press(Message::CardSavePressed)
    ]
    .spacing(space::S);
    if editing {
        actions = actions.push(
            button(text(tr(lang, Text::Cancel)))
                .style(role::secondary)
                .on_press(Message::CardEditCancelled),
        );
    }
    let mut body: Column<'a, Message> = column![
        caption(tr(lang, title)),
        row![
            text_input(tr(lang, Kp::CardName), &form.card.name)
                .on_input(Message::CardName)
                .on_submit(Message::CardSavePressed)
                .width(Length::Fixed(200.0)),
            text_input(tr(lang, Kp::CardText), &form.card.text)
                .on_input(Message::CardText)
                .on_submit(Message::CardSavePressed)
                .width(Length::Fill),
            text_input("1", &form.card.copies)
                .on_input(Message::CardCopies)
                .on_submit(Message::CardSavePressed)
                .width(Length::Fixed(SMALL_FIELD)),
            caption(tr(lang, Kp::Copies)),
        ]
        .spacing(space::S)
        .align_y(Alignment::Center),
        actions,
    ]
    .spacing(space::S);
    if let Some(reason) = refusal_for(form, Control::Card) {
        body = body.push(refusal(reason));
    }
    body.into()
}

fn pending_view<'a>(pending: &'a PendingDeck, lang: Lang) -> Element<'a, Message> {
    let none = || tr(lang, Text::Nothing).to_string();
    let list = |names: &[String]| {
        if names.is_empty() {
            none()
        } else {
            names.join(", ")
        }
    };
    let file = pending.path.file_name().map_or_else(
        || pending.path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    container(
        column![
            text(fill(tr(lang, Kp::ImportQuestion), &[&file])),
            caption(fill(
                tr(lang, Kp::ImportAdds),
                &[&list(&pending.summary.added)]
            )),
            caption(fill(
                tr(lang, Kp::ImportChanges),
                &[&list(&pending.summary.updated)]
            )),
            row![
                button(text(tr(lang, Kp::ImportConfirm)))
                    .style(role::primary)
                    .on_press(Message::ImportConfirmed),
                button(text(tr(lang, Text::Cancel)))
                    .style(role::secondary)
                    .on_press(Message::ImportCancelled),
            ]
            .spacing(space::S),
        ]
        .spacing(space::S),
    )
    .padding([space::S, space::M])
    .width(Length::Fill)
    .style(crate::gui::style::panel::note_style(
        crate::gui::style::panel::Tone::Info,
    ))
    .into()
}

/// The ranking points per result and the floor, as typed.
fn points_fields<'a>(settings: &'a SettingsForm, lang: Lang) -> Element<'a, Message> {
    let fields = NUMBERS.iter().enumerate().map(|(index, label)| {
        row![
            caption(tr(lang, *label)),
            text_input("", &settings.numbers[index])
                .on_input(move |v| Message::Setting(SettingEdit::Number(index, v)))
                .on_submit(Message::SettingsSavePressed)
                .width(Length::Fixed(SMALL_FIELD)),
        ]
        .spacing(space::XS + 2.0)
        .align_y(Alignment::Center)
        .into()
    });
    iced::widget::Row::with_children(fields)
        .spacing(space::L)
        .wrap()
        .into()
}

/// Under the league's settings: *Change…*, or the editor once open.
pub fn settings_editor<'a>(
    form: &'a LeagueForm,
    data: &'a KpbLeague,
    lang: Lang,
) -> Element<'a, Message> {
    let Some(settings) = &form.settings else {
        return button(text(tr(lang, Kp::ChangeSettings)).size(crate::gui::style::size::LABEL))
            .style(role::secondary)
            .on_press(Message::SettingsOpened)
            .into();
    };
    let championship = data.settings.mode == Mode::Championship;
    let rounding = |value: XpRounding, label: Kp| {
        segment(
            tr(lang, label),
            settings.xp_rounding == value,
            Message::Setting(SettingEdit::Rounding(value)),
        )
    };
    let mut body = column![
        subheading(tr(lang, Kp::SettingsTitle)),
        row![
            caption(tr(lang, Kp::XpRounding)),
            rounding(XpRounding::Down, Kp::RoundingDown),
            rounding(XpRounding::Nearest, Kp::RoundingNearest),
        ]
        .spacing(space::S)
        .align_y(Alignment::Center),
    ]
    .spacing(space::S);
    if championship {
        body = body.push(
            checkbox(settings.powers_chosen)
                .label(tr(lang, Kp::PowersChosenToggle))
                .on_toggle(|on| Message::Setting(SettingEdit::PowersChosen(on))),
        );
        body = body
            .push(points_fields(settings, lang))
            .push(caption(tr(lang, Kp::SettingsHint)));
        let rule = |value: PlayoffDraw| {
            segment(
                tr(lang, playoff_draw_words(value)),
                settings.playoff_draw == value,
                Message::Setting(SettingEdit::PlayoffDraw(value)),
            )
        };
        body = body.push(
            row![
                caption(tr(lang, Kp::PlayoffDraw)),
                rule(PlayoffDraw::FreeThrows),
                rule(PlayoffDraw::Ranking),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center)
            .wrap(),
        );
    }
    body = body.push(
        row![
            icon_button(Icon::Save, tr(lang, Kp::SaveSettings))
                .style(role::primary)
                .on_press(Message::SettingsSavePressed),
            button(text(tr(lang, Text::Cancel)))
                .style(role::secondary)
                .on_press(Message::SettingsCancelled),
        ]
        .spacing(space::S),
    );
    if let Some(reason) = refusal_for(form, Control::Settings) {
        body = body.push(refusal(reason));
    }
    body.into()
}
