//! A team's colours: set, changed or cleared in one write, recorded as a team change
//! (audited, undone like a rename). A primary colour too light to read on the light
//! chart surface is kept, with a warning: charts then draw the team in their own palette.

use crate::Result;
use crate::chart::Rgb;
use crate::chart::palette::{LIGHT, readable};
use crate::coach::load_team_header;
use crate::coach::undo::{Reversal, record_change};
use crate::error::TeamFault;
use crate::store::{Store, TeamColours, TeamId};

/// What to do with one of a team's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourChoice<'a> {
    /// Leave it as it is.
    Keep,
    /// The team has none any more.
    Clear,
    /// `#RRGGBB` (or `RRGGBB`, any case): written back as `#RRGGBB` in upper case.
    Set(&'a str),
}

/// The team's colours after a change, and whether its primary colour reads on the light
/// chart surface (3:1); a colour that does not is kept, and charts use their palette.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ColoursSet {
    pub before: TeamColours,
    pub colours: TeamColours,
    /// False when the primary colour is too light for charts (none set: true).
    pub primary_reads_on_charts: bool,
}

/// The team's colours as stored.
pub fn team_colours(store: &mut Store, team: TeamId) -> Result<TeamColours> {
    store.read(|tx| Ok(load_team_header(tx, team)?.colours))
}

/// Sets, keeps or clears each of the team's colours in one write. A malformed colour is
/// refused and changes nothing; a change to the same colours records nothing.
pub fn set_team_colours(
    store: &mut Store,
    team: TeamId,
    primary: ColourChoice<'_>,
    secondary: ColourChoice<'_>,
) -> Result<ColoursSet> {
    let primary_given = checked(primary, false)?;
    let secondary_given = checked(secondary, true)?;
    store.write(|tx| {
        let header = load_team_header(tx, team)?;
        let before = header.colours;
        let colours = TeamColours {
            primary: primary_given.unwrap_or_else(|| before.primary.clone()),
            secondary: secondary_given.unwrap_or_else(|| before.secondary.clone()),
        };
        let primary_reads_on_charts = reads_on_charts(colours.primary.as_deref());
        if colours != before {
            tx.set_team_colours(team, &colours)?;
            let summary = format!(
                "Colours of {}: {} / {} (were {} / {})",
                header.name,
                shown(&colours.primary),
                shown(&colours.secondary),
                shown(&before.primary),
                shown(&before.secondary)
            );
            let reversal = Reversal::RestoreColours {
                primary: before.primary.clone(),
                secondary: before.secondary.clone(),
            };
            record_change(tx, team, &summary, &reversal, None)?;
        }
        Ok(ColoursSet {
            before,
            colours,
            primary_reads_on_charts,
        })
    })
}

/// The colour to write (`Some(None)`: none), or None to keep the one there is.
fn checked(choice: ColourChoice<'_>, secondary: bool) -> Result<Option<Option<String>>> {
    match choice {
        ColourChoice::Keep => Ok(None),
        ColourChoice::Clear => Ok(Some(None)),
        ColourChoice::Set(text) => match Rgb::parse(text) {
            Some(colour) => Ok(Some(Some(colour.hex()))),
            None => Err(TeamFault::ColourMalformed {
                secondary,
                given: text.to_string(),
            }
            .into()),
        },
    }
}

/// Whether a stored colour reads on the light chart surface (no colour: nothing to read).
pub fn reads_on_charts(colour: Option<&str>) -> bool {
    colour
        .and_then(Rgb::parse)
        .is_none_or(|colour| readable(colour, &LIGHT).is_some())
}

fn shown(colour: &Option<String>) -> &str {
    colour.as_deref().unwrap_or("none")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_light_primary_colour_does_not_read_on_charts_and_a_dark_one_does() {
        assert!(!reads_on_charts(Some("#FFFF00")));
        assert!(!reads_on_charts(Some("#FFFFFF")));
        assert!(reads_on_charts(Some("#2B57C9")));
        assert!(reads_on_charts(None));
    }

    #[test]
    fn a_colour_is_written_back_in_upper_case_and_a_malformed_one_is_named() {
        assert_eq!(
            checked(ColourChoice::Set("#2b57c9"), false).unwrap(),
            Some(Some("#2B57C9".to_string()))
        );
        assert_eq!(checked(ColourChoice::Clear, true).unwrap(), Some(None));
        assert_eq!(checked(ColourChoice::Keep, true).unwrap(), None);
        let refused = checked(ColourChoice::Set("#12345"), true).unwrap_err();
        let text = refused.text(crate::error::Surface::Cli, crate::data::Lang::Fr);
        assert!(
            text.contains("#RRVVBB") && text.contains("secondaire"),
            "{text}"
        );
    }
}
