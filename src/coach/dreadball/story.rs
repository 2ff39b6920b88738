//! What DreadBall's matches did to players beyond the statistics, for the league's
//! website: each rank-up's advancement (a skill, or a better characteristic).

use serde::Deserialize;

use crate::Result;
use crate::data::Lang;
use crate::data::dreadball::StatLine;
use crate::games::{StoryKind, StoryLine};
use crate::present::Context;
use crate::present::dreadball::{skill_names, stat_value};
use crate::rules::dreadball::build::Stat;
use crate::store::dreadball::DREADBALL_STORY;
use crate::store::{LeagueId, Tx};
use crate::tr::texts;

texts! { DbStory {
    Rank => "Rank {}: {}", "Rang {} : {}";
} }

/// The profile an advancement left (only its stat line is read).
#[derive(Deserialize)]
struct After {
    stats: StatLine,
}

/// Each advancement in match order: "Rank 2: Dodge", "Rank 3: Speed 3+".
pub fn player_story(tx: &Tx<'_>, league: LeagueId, lang: Lang) -> Result<Vec<StoryLine>> {
    let context = Context::new(lang);
    let rows = tx.story_rows(DREADBALL_STORY, league, 4)?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let (rank, kind, choice, after) =
                (&row.parts[0], &row.parts[1], &row.parts[2], &row.parts[3]);
            let what = match (kind.as_str(), Stat::parse(choice)) {
                ("stat", Some(stat)) => stat_after(stat, after, lang),
                _ => skill_names(&context, std::slice::from_ref(choice)),
            };
            StoryLine {
                player: row.player,
                team: row.team,
                fixture: row.fixture,
                kind: StoryKind::Advancement,
                text: DbStory::Rank.fill(lang, &[rank, &what]),
            }
        })
        .collect())
}

/// "Speed 3+": the characteristic as the advancement left it (its name alone when the
/// stored profile cannot be read).
fn stat_after(stat: Stat, after: &str, lang: Lang) -> String {
    let value = serde_json::from_str::<After>(after)
        .ok()
        .and_then(|a| match stat {
            Stat::Move => a.stats.movement,
            Stat::Strength => a.stats.strength,
            Stat::Speed => a.stats.speed,
            Stat::Skill => a.stats.skill,
            Stat::Armour => a.stats.armour,
        });
    match value {
        Some(value) => stat_value(stat, value, lang),
        None => crate::present::dreadball::stat_name(stat, lang).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stat_advancement_says_the_new_value() {
        crate::tr::assert_complete(DbStory::ALL);
        let after =
            r#"{"stats":{"move":5,"strength":3,"speed":3,"skill":4,"armour":4},"skills":[]}"#;
        assert_eq!(stat_after(Stat::Speed, after, Lang::En), "Speed 3+");
        assert_eq!(stat_after(Stat::Speed, "not json", Lang::Fr), "Rapidité");
    }
}
