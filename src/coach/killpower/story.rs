//! What Killpower Ball's matches did to gladiators beyond the statistics, for the
//! league's website: each death risk rolled (serious injury, coma, death) and where.

use crate::Result;
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::games::{StoryKind, StoryLine};
use crate::rules::killpower::Outcome;
use crate::store::killpower::KILLPOWER_STORY;
use crate::store::{LeagueId, Tx};
use crate::tr::texts;

texts! { KpStory {
    Risk => "{} ({})", "{} ({})";
} }

/// Each death risk in match order: its outcome, where the blow landed.
pub fn player_story(tx: &Tx<'_>, league: LeagueId, lang: Lang) -> Result<Vec<StoryLine>> {
    let data = Reference::bundled()?;
    let rows = tx.story_rows(KILLPOWER_STORY, league, 2)?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let outcome = Outcome::parse(&row.parts[0]).map_or_else(
                || row.parts[0].clone(),
                |o| crate::present::capitalised(o.name(lang)),
            );
            let place = data.location_name(&row.parts[1], lang);
            StoryLine {
                player: row.player,
                team: row.team,
                fixture: row.fixture,
                kind: StoryKind::Injury,
                text: KpStory::Risk.fill(lang, &[&outcome, &place]),
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_words_are_complete() {
        crate::tr::assert_complete(super::KpStory::ALL);
    }
}
