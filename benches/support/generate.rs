//! Generated leagues for the benchmarks: teams from every roster with a known line-up,
//! and plausible results recorded straight into the store.

use dugout::coach::dreadball::TeamStart;
use dugout::coach::{self, Context, FixtureLine};
use std::collections::HashMap;

use dugout::store::{
    EventKind, EventRecord, FixtureId, LeagueId, PlayerId, ResultRecord, SeasonId, Store, TeamId,
    Tx,
};

/// A plausible DreadBall score from a counter: leads of 7 or more are landslides.
pub fn score(n: u64) -> (u32, u32, bool) {
    let mix = n
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    let home = ((mix >> 33) % 10) as u32;
    let away = ((mix >> 45) % 10) as u32;
    (home, away, home.abs_diff(away) >= 7)
}

/// The rosters whose official starting line-up is known, by id.
pub fn lineup_rosters(context: &Context) -> Vec<String> {
    context
        .reference()
        .teams
        .iter()
        .filter(|t| t.has_known_lineup())
        .map(|t| t.id.clone())
        .collect()
}

/// `count` teams made from the starting line-ups, rosters taken in turn.
pub fn teams(store: &mut Store, context: &Context, league: LeagueId, count: usize) -> Vec<TeamId> {
    let rosters = lineup_rosters(context);
    (0..count)
        .map(|index| {
            coach::dreadball::create_team(
                store,
                context,
                league,
                &rosters[index % rosters.len()],
                &format!("Team {index}"),
                "Coach",
                TeamStart::StartingLineup,
            )
            .expect("team")
            .team
            .id
        })
        .collect()
}

/// Records a result for every match of `lines` but those of round `unplayed`, in one
/// transaction; returns the matches left to play. `counter` numbers the scores. With
/// `events`, each side's strikes go to two of its players, each scorer earning 1
/// experience, as a post-match would record them (the statistics read them).
pub fn play(
    store: &mut Store,
    lines: &[FixtureLine],
    unplayed: Option<u32>,
    counter: &mut u64,
    events: bool,
) -> Vec<FixtureId> {
    let played_on = chrono::NaiveDate::from_ymd_opt(2026, 1, 1).expect("date");
    let mut left = Vec::new();
    let mut rosters: HashMap<TeamId, Vec<PlayerId>> = HashMap::new();
    store
        .write(|tx| -> dugout::Result<()> {
            for line in lines {
                if Some(line.round) == unplayed {
                    left.push(line.id);
                    continue;
                }
                *counter += 1;
                let (home_score, away_score, landslide) = score(*counter);
                tx.insert_result(
                    line.id,
                    &ResultRecord {
                        home_score,
                        away_score,
                        landslide,
                        played_on,
                        decided: None,
                    },
                )?;
                if events {
                    for (team, strikes) in [(line.home_id, home_score), (line.away_id, away_score)]
                    {
                        let roster = match rosters.get(&team) {
                            Some(roster) => roster,
                            None => rosters.entry(team).or_insert(scorers(tx, team)?),
                        };
                        record_strikes(tx, line.id, roster, strikes, *counter)?;
                    }
                }
            }
            Ok(())
        })
        .expect("results");
    left
}

/// A team's current players who may score a strike: its Jacks and Strikers (seed 000).
fn scorers(tx: &Tx<'_>, team: TeamId) -> dugout::Result<Vec<PlayerId>> {
    Ok(tx
        .player_labels(team)?
        .into_iter()
        .filter(|p| p.released_on.is_none() && matches!(p.position.as_str(), "jack" | "striker"))
        .map(|p| p.id)
        .collect())
}

/// A side's strikes split between two of its players (chosen by `counter`), with 1
/// experience each.
fn record_strikes(
    tx: &Tx<'_>,
    fixture: FixtureId,
    roster: &[PlayerId],
    strikes: u32,
    counter: u64,
) -> dugout::Result<()> {
    if strikes == 0 || roster.is_empty() {
        return Ok(());
    }
    let first = roster[(counter as usize) % roster.len()];
    let second = roster[(counter as usize + 3) % roster.len()];
    let split = [(first, strikes.div_ceil(2)), (second, strikes / 2)];
    for (player, amount) in split.into_iter().filter(|(_, amount)| *amount > 0) {
        for (kind, amount) in [(EventKind::Strike, amount), (EventKind::Experience, 1)] {
            tx.insert_event(&EventRecord {
                fixture_id: fixture,
                player_id: player,
                kind,
                amount,
                source: (kind == EventKind::Experience).then(|| "exploit".to_string()),
            })?;
        }
    }
    Ok(())
}

/// A new season `name` of `league` with `teams` entered (in the division `division`
/// names for each team's index, or a single table), its double round robin generated;
/// the season and its matches, not yet played.
pub fn double_round_robin(
    store: &mut Store,
    league: LeagueId,
    name: &str,
    teams: &[TeamId],
    division: impl Fn(usize) -> Option<String>,
) -> (SeasonId, Vec<FixtureLine>) {
    let season = coach::create_season(store, league, name, None)
        .expect("season")
        .season
        .id;
    for (index, team) in teams.iter().enumerate() {
        coach::add_team_to_season(store, season, *team, division(index).as_deref()).expect("enter");
    }
    let schedule = coach::Schedule {
        double: true,
        ..coach::Schedule::default()
    };
    let lines = coach::generate_fixtures(store, season, schedule).expect("fixtures");
    (season, lines)
}
