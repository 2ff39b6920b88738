//! What Blood Bowl's matches did to players beyond the statistics, for the league's
//! website: each casualty suffered (with its lasting injury) and each advancement.

use crate::Result;
use crate::data::Lang;
use crate::games::{StoryKind, StoryLine};
use crate::present::bloodbowl::outcome_name;
use crate::store::bloodbowl::stats::{BLOODBOWL_ADVANCEMENT_STORY, BLOODBOWL_CASUALTY_STORY};
use crate::store::{LeagueId, StoryRow, Tx};
use crate::tr::texts;

texts! { BbStory {
    Casualty => "{}", "{}";
    Lasting => "{} (lasting: {})", "{} (séquelle : {})";
    Advancement => "Advancement {}: {} ({} SPP)", "Progression {} : {} ({} PSP)";
} }

/// Casualties then advancements, each in match order, then all in match order.
pub fn player_story(tx: &Tx<'_>, league: LeagueId, lang: Lang) -> Result<Vec<StoryLine>> {
    let line = |row: &StoryRow, kind, text| StoryLine {
        player: row.player,
        team: row.team,
        fixture: row.fixture,
        kind,
        text,
    };
    let mut lines = Vec::new();
    for row in tx.story_rows(BLOODBOWL_CASUALTY_STORY, league, 2)? {
        let casualty = outcome_name(&row.parts[0], lang);
        let text = match row.parts[1].as_str() {
            "" => BbStory::Casualty.fill(lang, &[&casualty]),
            lasting => BbStory::Lasting.fill(lang, &[&casualty, &outcome_name(lasting, lang)]),
        };
        lines.push(line(&row, StoryKind::Injury, text));
    }
    for row in tx.story_rows(BLOODBOWL_ADVANCEMENT_STORY, league, 3)? {
        let gained = outcome_name(&row.parts[1], lang);
        let text = BbStory::Advancement.fill(lang, &[&row.parts[0], &gained, &row.parts[2]]);
        lines.push(line(&row, StoryKind::Advancement, text));
    }
    lines.sort_by_key(|l| l.fixture);
    Ok(lines)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_words_are_complete() {
        crate::tr::assert_complete(super::BbStory::ALL);
    }
}
