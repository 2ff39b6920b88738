//! A team's colours on its screen, shared by every game: a primary and a secondary
//! colour, typed as `#RRGGBB` or picked from a palette, each shown as a swatch with its
//! contrast against the charts' light and dark backgrounds. Saving writes both in one
//! change (audited and undone like a rename, `coach::set_team_colours`); a colour that
//! cannot be read is said and nothing is written.

use iced::widget::{Column, Row, button, column, row, text, text_input};
use iced::{Alignment, Element, Length, Task};

use super::db::Db;
use super::failure::Failure;
use super::style::swatch::{swatch, swatch_button};
use super::style::{self, space};
use super::tr::texts;
use super::widgets::{caption, refusal};
use crate::chart::Rgb;
use crate::chart::palette::{DARK, LIGHT, contrast};
use crate::coach::{self, ColourChoice};
use crate::data::Lang;
use crate::store::{TeamColours, TeamId};

texts! { Tk {
    Colours => "Team colours", "Couleurs de l'équipe";
    Primary => "Primary", "Principale";
    Secondary => "Secondary", "Secondaire";
    Placeholder => "#RRGGBB", "#RRGGBB";
    Malformed => "Write a colour as # and six hexadecimal digits, e.g. #2B57C9, or leave it empty for none.",
        "Écrivez une couleur avec # et six chiffres hexadécimaux, p. ex. #2B57C9, ou laissez vide pour aucune.";
    Save => "Save colours", "Enregistrer les couleurs";
    Contrast => "Against the charts' background: {} (light theme), {} (dark theme).",
        "Sur le fond des graphiques : {} (thème clair), {} (thème sombre).";
    Reads => "Charts draw the team in its primary colour where it reaches 3:1.",
        "Les graphiques dessinent l'équipe dans sa couleur principale là où elle atteint 3:1.";
    TooLight => "Below 3:1 on a background, charts draw the team in their own colour there.",
        "Sous 3:1 sur un fond, les graphiques y dessinent l'équipe dans leur propre couleur.";
    NoColours => "No colours: charts draw the team in their own palette.",
        "Aucune couleur : les graphiques dessinent l'équipe dans leur propre palette.";
} }

/// The palette offered: strong colours teams wear, and black, grey and white.
pub const PALETTE: [Rgb; 14] = [
    Rgb(0xC6, 0x28, 0x28),
    Rgb(0xE6, 0x5C, 0x00),
    Rgb(0xF2, 0xB7, 0x05),
    Rgb(0x2E, 0x7D, 0x32),
    Rgb(0x00, 0x79, 0x6B),
    Rgb(0x15, 0x65, 0xC0),
    Rgb(0x1A, 0x23, 0x7E),
    Rgb(0x6A, 0x1B, 0x9A),
    Rgb(0xAD, 0x14, 0x57),
    Rgb(0x7B, 0x1F, 0x2B),
    Rgb(0x5D, 0x40, 0x37),
    Rgb(0x21, 0x21, 0x21),
    Rgb(0x9E, 0x9E, 0x9E),
    Rgb(0xFF, 0xFF, 0xFF),
];

/// Which of the two colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    Primary,
    Secondary,
}

#[derive(Debug, Clone)]
pub enum ColourMessage {
    Typed(Which, String),
    Picked(Which, Rgb),
    SavePressed,
    Saved(Result<(), Failure>),
}

/// The colours as stored and as being edited.
#[derive(Debug, Clone, PartialEq)]
pub struct ColourEditor {
    pub team: TeamId,
    pub stored: TeamColours,
    pub primary: String,
    pub secondary: String,
    pub refusal: Option<String>,
}

/// What a colour field holds: nothing, a colour, or text that is not one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Typed {
    Empty,
    Colour(Rgb),
    Malformed,
}

fn typed(text: &str) -> Typed {
    if text.trim().is_empty() {
        return Typed::Empty;
    }
    Rgb::parse(text).map_or(Typed::Malformed, Typed::Colour)
}

impl ColourEditor {
    pub fn new(team: TeamId, stored: TeamColours) -> ColourEditor {
        ColourEditor {
            team,
            primary: stored.primary.clone().unwrap_or_default(),
            secondary: stored.secondary.clone().unwrap_or_default(),
            stored,
            refusal: None,
        }
    }

    /// Whether the fields say something other than the stored colours.
    fn changed(&self) -> bool {
        let as_stored = |text: &str, stored: &Option<String>| match typed(text) {
            Typed::Empty => stored.is_none(),
            Typed::Colour(colour) => stored.as_deref() == Some(colour.hex().as_str()),
            Typed::Malformed => false,
        };
        !(as_stored(&self.primary, &self.stored.primary)
            && as_stored(&self.secondary, &self.stored.secondary))
    }

    fn readable(&self) -> bool {
        typed(&self.primary) != Typed::Malformed && typed(&self.secondary) != Typed::Malformed
    }

    /// Takes a message; gives the write to run when the user saves.
    pub fn update(&mut self, message: ColourMessage, db: &Db, lang: Lang) -> Task<ColourMessage> {
        match message {
            ColourMessage::Typed(which, text) => *self.field(which) = text,
            ColourMessage::Picked(which, colour) => *self.field(which) = colour.hex(),
            ColourMessage::SavePressed => return self.save(db, lang),
            ColourMessage::Saved(Ok(())) => self.refusal = None,
            ColourMessage::Saved(Err(failure)) => self.refusal = Some(failure.full_text(lang)),
        }
        Task::none()
    }

    fn field(&mut self, which: Which) -> &mut String {
        self.refusal = None;
        match which {
            Which::Primary => &mut self.primary,
            Which::Secondary => &mut self.secondary,
        }
    }

    fn save(&self, db: &Db, lang: Lang) -> Task<ColourMessage> {
        let team = self.team;
        let (primary, secondary) = (self.primary.clone(), self.secondary.clone());
        Task::perform(
            db.call(lang, move |store, _| {
                coach::set_team_colours(store, team, choice(&primary), choice(&secondary))
                    .map(|_| ())
            }),
            ColourMessage::Saved,
        )
    }

    pub fn view(&self, lang: Lang) -> Element<'_, ColourMessage> {
        let mut body = Column::new()
            .spacing(space::M)
            .push(self.line(Which::Primary, &self.primary, lang))
            .push(self.line(Which::Secondary, &self.secondary, lang))
            .push(contrast_note(typed(&self.primary), lang));
        if !self.readable() {
            body = body.push(refusal(Tk::Malformed.get(lang)));
        }
        if let Some(reason) = &self.refusal {
            body = body.push(refusal(reason.as_str()));
        }
        let save = button(text(Tk::Save.get(lang)))
            .style(style::button::primary)
            .on_press_maybe(
                (self.changed() && self.readable()).then_some(ColourMessage::SavePressed),
            );
        column![body, save].spacing(space::M).into()
    }

    fn line<'a>(&'a self, which: Which, value: &'a str, lang: Lang) -> Element<'a, ColourMessage> {
        let label = match which {
            Which::Primary => Tk::Primary,
            Which::Secondary => Tk::Secondary,
        };
        let shown = match typed(value) {
            Typed::Colour(colour) => Some(colour),
            Typed::Empty | Typed::Malformed => None,
        };
        let palette = PALETTE
            .iter()
            .fold(Row::new().spacing(space::XS), |palette, colour| {
                let chosen = shown == Some(*colour);
                palette.push(swatch_button(
                    *colour,
                    chosen,
                    ColourMessage::Picked(which, *colour),
                ))
            });
        row![
            caption(label.get(lang)).width(Length::Fixed(90.0)),
            swatch(shown),
            text_input(Tk::Placeholder.get(lang), value)
                .on_input(move |text| ColourMessage::Typed(which, text))
                .width(Length::Fixed(110.0)),
            palette,
        ]
        .spacing(space::S)
        .align_y(Alignment::Center)
        .into()
    }
}

/// An empty field clears the colour; anything else is set (and checked) as written.
fn choice(text: &str) -> ColourChoice<'_> {
    match text.trim().is_empty() {
        true => ColourChoice::Clear,
        false => ColourChoice::Set(text),
    }
}

/// The primary colour's contrast on each chart background, and what charts do with it.
fn contrast_note<'a>(primary: Typed, lang: Lang) -> Element<'a, ColourMessage> {
    let Typed::Colour(colour) = primary else {
        return caption(Tk::NoColours.get(lang)).into();
    };
    let ratio = |on: Rgb| format!("{:.1}:1", contrast(colour, on));
    let (light, dark) = (ratio(LIGHT.surface), ratio(DARK.surface));
    let reads = contrast(colour, LIGHT.surface) >= 3.0 && contrast(colour, DARK.surface) >= 3.0;
    let verdict = match reads {
        true => Tk::Reads,
        false => Tk::TooLight,
    };
    column![
        caption(Tk::Contrast.fill(lang, &[&light, &dark])),
        caption(verdict.get(lang)),
    ]
    .spacing(space::XS)
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_colour_texts_are_complete() {
        crate::tr::assert_complete(Tk::ALL);
    }

    #[test]
    fn the_editor_knows_a_change_and_a_colour_it_cannot_read() {
        let stored = TeamColours {
            primary: Some("#2B57C9".into()),
            secondary: None,
        };
        let mut editor = ColourEditor::new(TeamId(1), stored);
        assert!(!editor.changed());
        editor.primary = "#2b57c9".into();
        assert!(!editor.changed(), "the same colour, written otherwise");
        editor.secondary = "#FFFFFF".into();
        assert!(editor.changed() && editor.readable());
        editor.primary = "#2B57C".into();
        assert!(!editor.readable());
        editor.primary = String::new();
        editor.secondary = String::new();
        assert!(
            editor.changed() && editor.readable(),
            "clearing is a change"
        );
    }

    #[test]
    fn every_palette_colour_is_distinct() {
        for (i, a) in PALETTE.iter().enumerate() {
            assert!(PALETTE[i + 1..].iter().all(|b| b != a), "{}", a.hex());
        }
    }
}
