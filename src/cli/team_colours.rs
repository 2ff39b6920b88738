//! `dugout team colours`: shows, sets or clears a team's colours, warning when the
//! primary colour is too light for the charts; and the colours line `team show` adds
//! to every game's team.

use serde::Serialize;
use serde_json::{Value, json};

use super::emit;
use crate::Result;
use crate::chart::Rgb;
use crate::chart::palette::{LIGHT, contrast};
use crate::coach::{self, ColourChoice};
use crate::data::Lang;
use crate::store::{Store, TeamColours, TeamId};
use crate::tr::texts;

texts! { ColourWords {
    Colours => "Colours: primary {}, secondary {}", "Couleurs : principale {}, secondaire {}";
    NoColour => "none", "aucune";
    Unchanged => "(unchanged)", "(inchangées)";
    TooLight => "Warning: the primary colour {} is too light to read on a white chart (contrast {}:1, at least 3:1 is needed); it is kept, the sheets and the window use it, and charts draw the team in their own colours.", "Attention : la couleur principale {} est trop claire pour se lire sur un graphique blanc (contraste de {}:1, il faut au moins 3:1) ; elle est gardée, les feuilles et la fenêtre l'utilisent, et les graphiques dessinent l'équipe dans leurs propres couleurs.";
} }

/// What the command was given.
#[derive(Debug, Clone, Copy)]
pub struct Given<'a> {
    pub primary: Option<&'a str>,
    pub secondary: Option<&'a str>,
    /// Clears the colours not given.
    pub clear: bool,
}

impl Given<'_> {
    fn choice<'c>(&self, colour: Option<&'c str>) -> ColourChoice<'c> {
        match colour {
            Some(text) => ColourChoice::Set(text),
            None if self.clear => ColourChoice::Clear,
            None => ColourChoice::Keep,
        }
    }
}

/// Runs `team colours`: nothing given shows the colours; else sets them, and warns (on
/// the error stream) when the primary colour does not read on the light chart surface.
pub fn run(
    store: &mut Store,
    lang: Lang,
    team: TeamId,
    given: Given<'_>,
    as_json: bool,
) -> Result<()> {
    if given.primary.is_none() && given.secondary.is_none() && !given.clear {
        let colours = coach::team_header(store, team)?.colours;
        return emit(as_json, &colours, || {
            format!("{}\n", colours_line(&colours, lang))
        });
    }
    let primary = given.choice(given.primary);
    let secondary = given.choice(given.secondary);
    let set = coach::set_team_colours(store, team, primary, secondary)?;
    emit(as_json, &set, || {
        let unchanged = if set.colours == set.before {
            format!(" {}", ColourWords::Unchanged.get(lang))
        } else {
            String::new()
        };
        format!("{}{unchanged}\n", colours_line(&set.colours, lang))
    })?;
    if !set.primary_reads_on_charts
        && let Some(colour) = set.colours.primary.as_deref().and_then(Rgb::parse)
    {
        let ratio = format!("{:.1}", contrast(colour, LIGHT.surface));
        let ratio = if lang == Lang::Fr {
            ratio.replace('.', ",")
        } else {
            ratio
        };
        eprintln!(
            "{}",
            ColourWords::TooLight.fill(lang, &[&colour.hex(), &ratio])
        );
    }
    Ok(())
}

/// "Colours: primary #2B57C9, secondary none".
pub fn colours_line(colours: &TeamColours, lang: Lang) -> String {
    let shown = |colour: &Option<String>| {
        colour
            .clone()
            .unwrap_or_else(|| ColourWords::NoColour.get(lang).to_string())
    };
    ColourWords::Colours.fill(
        lang,
        &[&shown(&colours.primary), &shown(&colours.secondary)],
    )
}

/// Prints a game's team for `team show` with its colours: a `colours` field in JSON, a
/// last line in text.
pub fn show_team<T: Serialize>(
    store: &mut Store,
    lang: Lang,
    team: TeamId,
    as_json: bool,
    shown: &T,
    text: impl FnOnce() -> String,
) -> Result<()> {
    let colours = coach::team_header(store, team)?.colours;
    let mut value = serde_json::to_value(shown).map_err(|error| crate::error::FileFault::Json {
        detail: error.to_string(),
    })?;
    if let Value::Object(fields) = &mut value {
        fields.insert("colours".to_string(), json!(colours));
    }
    emit(as_json, &value, || {
        format!("{}{}\n", text(), colours_line(&colours, lang))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_texts_are_complete_and_a_missing_colour_is_said_none() {
        crate::tr::assert_complete(ColourWords::ALL);
        let colours = TeamColours {
            primary: Some("#2B57C9".into()),
            secondary: None,
        };
        assert_eq!(
            colours_line(&colours, Lang::Fr),
            "Couleurs : principale #2B57C9, secondaire aucune"
        );
    }
}
