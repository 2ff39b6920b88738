//! A league's records: the biggest win, the most scored and the most casualties in one
//! match, the longest winning and unbeaten runs, the most valuable team ever. Each with
//! who set it first and how many times it was equalled since.

use std::cmp::Ordering;
use std::collections::HashSet;

use rustc_hash::FxHashMap as HashMap;

use super::{PlayedMatch, ValuePoint};
use crate::store::{FixtureId, TeamId};

/// Which record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecordId {
    BiggestWinningMargin,
    MostScoredInAMatch,
    MostCasualtiesInAMatch,
    LongestWinningRun,
    LongestUnbeatenRun,
    MostValuableTeam,
}

impl RecordId {
    pub const ALL: [RecordId; 6] = [
        RecordId::BiggestWinningMargin,
        RecordId::MostScoredInAMatch,
        RecordId::MostCasualtiesInAMatch,
        RecordId::LongestWinningRun,
        RecordId::LongestUnbeatenRun,
        RecordId::MostValuableTeam,
    ];

    /// The id scripts read (`dugout stats records --json`).
    pub fn id(self) -> &'static str {
        match self {
            RecordId::BiggestWinningMargin => "biggest_winning_margin",
            RecordId::MostScoredInAMatch => "most_scored_in_a_match",
            RecordId::MostCasualtiesInAMatch => "most_casualties_in_a_match",
            RecordId::LongestWinningRun => "longest_winning_run",
            RecordId::LongestUnbeatenRun => "longest_unbeaten_run",
            RecordId::MostValuableTeam => "most_valuable_team",
        }
    }
}

/// Who holds a record: a team in one match, a team over a run of matches (first and
/// last), or a team's value (after a match, or today's when `fixture` is None).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordHolder {
    Match {
        team: TeamId,
        fixture: FixtureId,
    },
    Run {
        team: TeamId,
        first: FixtureId,
        last: FixtureId,
    },
    Value {
        team: TeamId,
        fixture: Option<FixtureId>,
    },
}

impl RecordHolder {
    pub fn team(self) -> TeamId {
        match self {
            RecordHolder::Match { team, .. }
            | RecordHolder::Run { team, .. }
            | RecordHolder::Value { team, .. } => team,
        }
    }
}

/// A record: its value, who set it first, and how many others reached it since.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Record {
    pub id: RecordId,
    pub value: i64,
    pub holder: RecordHolder,
    pub equalled: u32,
}

/// The records of `matches` (in play order, see `in_play_order`), with each match's
/// casualties inflicted by home and away when the game counts them, and every value a
/// team has had. A record nobody set (no win, no casualty) is left out.
pub fn records(
    matches: &[PlayedMatch],
    casualties: Option<&HashMap<FixtureId, (u32, u32)>>,
    values: &[ValuePoint],
) -> Vec<Record> {
    let mut found = Vec::new();
    found.extend(best_side(
        RecordId::BiggestWinningMargin,
        matches,
        |m, home| {
            let (ours, theirs) = sides(m, home);
            (m.result_of(team_of(m, home)) == Some(Ordering::Greater))
                .then(|| i64::from(ours) - i64::from(theirs))
        },
    ));
    found.extend(best_side(
        RecordId::MostScoredInAMatch,
        matches,
        |m, home| Some(i64::from(sides(m, home).0)),
    ));
    if let Some(casualties) = casualties {
        found.extend(best_side(
            RecordId::MostCasualtiesInAMatch,
            matches,
            |m, home| {
                casualties
                    .get(&m.fixture)
                    .map(|(h, a)| i64::from(if home { *h } else { *a }))
            },
        ));
    }
    found.extend(longest_runs(matches).into_iter().flatten());
    found.extend(most_valuable(values));
    found
}

fn team_of(m: &PlayedMatch, home: bool) -> TeamId {
    if home { m.home } else { m.away }
}

fn sides(m: &PlayedMatch, home: bool) -> (u32, u32) {
    if home {
        (m.home_score, m.away_score)
    } else {
        (m.away_score, m.home_score)
    }
}

/// The highest positive value any side reached in one match: the first to reach it
/// holds it.
fn best_side(
    id: RecordId,
    matches: &[PlayedMatch],
    value: impl Fn(&PlayedMatch, bool) -> Option<i64>,
) -> Option<Record> {
    let mut best: Option<Record> = None;
    for m in matches {
        for home in [true, false] {
            let Some(value) = value(m, home).filter(|v| *v > 0) else {
                continue;
            };
            let holder = RecordHolder::Match {
                team: team_of(m, home),
                fixture: m.fixture,
            };
            best = Some(match best {
                Some(record) if record.value > value => record,
                Some(record) if record.value == value => Record {
                    equalled: record.equalled + 1,
                    ..record
                },
                _ => Record {
                    id,
                    value,
                    holder,
                    equalled: 0,
                },
            });
        }
    }
    best
}

/// A team's run as it grows: its first match and its length.
#[derive(Clone, Copy)]
struct Run {
    first: FixtureId,
    length: i64,
}

/// A run's record and whether a result extends the run.
type RunRule = (RecordId, fn(Ordering) -> bool);

/// The runs the records follow: wins, and matches without a loss.
const RUNS: [RunRule; 2] = [
    (RecordId::LongestWinningRun, |r| r == Ordering::Greater),
    (RecordId::LongestUnbeatenRun, |r| r != Ordering::Less),
];

/// The longest winning and unbeaten runs: each team's consecutive results in play
/// order, both followed in one pass (a run of length 0 is none).
fn longest_runs(matches: &[PlayedMatch]) -> [Option<Record>; 2] {
    let none = Run {
        first: FixtureId(0),
        length: 0,
    };
    let mut running: HashMap<TeamId, [Run; 2]> = HashMap::default();
    let mut best: [Option<Record>; 2] = [None, None];
    for m in matches {
        for team in [m.home, m.away] {
            let Some(result) = m.result_of(team) else {
                continue;
            };
            let runs = running.entry(team).or_insert([none; 2]);
            for (k, (id, extends)) in RUNS.iter().enumerate() {
                let run = &mut runs[k];
                if !extends(result) {
                    run.length = 0;
                    continue;
                }
                if run.length == 0 {
                    run.first = m.fixture;
                }
                run.length += 1;
                best[k] = Some(grown(best[k], *id, team, *run, m.fixture));
            }
        }
    }
    best
}

/// The record after a team's run grew to `run` (its last match `last`).
fn grown(best: Option<Record>, id: RecordId, team: TeamId, run: Run, last: FixtureId) -> Record {
    let holder = RecordHolder::Run {
        team,
        first: run.first,
        last,
    };
    match best {
        Some(record) if record.value > run.length => record,
        // The run that holds the record grows: still one holder.
        Some(record) if record.value == run.length - 1 && record.holder_is(team, run.first) => {
            Record {
                value: run.length,
                holder,
                equalled: 0,
                ..record
            }
        }
        Some(record) if record.value == run.length => Record {
            equalled: record.equalled + 1,
            ..record
        },
        _ => Record {
            id,
            value: run.length,
            holder,
            equalled: 0,
        },
    }
}

impl Record {
    fn holder_is(&self, team: TeamId, first: FixtureId) -> bool {
        matches!(self.holder, RecordHolder::Run { team: t, first: f, .. } if t == team && f == first)
    }
}

/// The highest value a team ever had; another team reaching it equals it.
fn most_valuable(values: &[ValuePoint]) -> Option<Record> {
    let best = values
        .iter()
        .map(|point| point.value)
        .max()
        .filter(|v| *v > 0)?;
    let mut holders = values.iter().filter(|point| point.value == best);
    let first = holders.next()?;
    let others: HashSet<TeamId> = holders
        .map(|point| point.team)
        .filter(|team| *team != first.team)
        .collect();
    Some(Record {
        id: RecordId::MostValuableTeam,
        value: best,
        holder: RecordHolder::Value {
            team: first.team,
            fixture: first.fixture,
        },
        equalled: u32::try_from(others.len()).unwrap_or(u32::MAX),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::stats::played::sample_match as played;

    fn find(records: &[Record], id: RecordId) -> Option<Record> {
        records.iter().find(|r| r.id == id).copied()
    }

    #[test]
    fn the_biggest_win_and_the_most_scored_are_held_by_the_first_to_reach_them() {
        let matches = [
            played(1, 1, 2, (5, 1)),
            played(2, 3, 4, (0, 4)),
            played(3, 2, 3, (6, 5)),
            played(4, 4, 1, (2, 6)),
        ];
        let found = records(&matches, None, &[]);
        let margin = find(&found, RecordId::BiggestWinningMargin).expect("margin");
        assert_eq!(margin.value, 4);
        assert_eq!(
            margin.holder,
            RecordHolder::Match {
                team: TeamId(1),
                fixture: FixtureId(1)
            }
        );
        assert_eq!(
            margin.equalled, 2,
            "team 4 in match 2 and team 1 in match 4"
        );
        let scored = find(&found, RecordId::MostScoredInAMatch).expect("scored");
        assert_eq!(
            (scored.value, scored.holder.team(), scored.equalled),
            (6, TeamId(2), 1)
        );
        assert!(
            find(&found, RecordId::MostCasualtiesInAMatch).is_none(),
            "not counted"
        );
    }

    #[test]
    fn a_draw_is_no_winning_margin_and_casualties_count_per_side() {
        let matches = [played(1, 1, 2, (2, 2)), played(2, 1, 2, (0, 0))];
        let casualties: HashMap<_, _> = [(FixtureId(1), (1, 3)), (FixtureId(2), (0, 0))]
            .into_iter()
            .collect();
        let found = records(&matches, Some(&casualties), &[]);
        assert!(find(&found, RecordId::BiggestWinningMargin).is_none());
        let cas = find(&found, RecordId::MostCasualtiesInAMatch).expect("casualties");
        assert_eq!(
            (cas.value, cas.holder.team(), cas.equalled),
            (3, TeamId(2), 0)
        );
    }

    #[test]
    fn runs_are_a_teams_consecutive_results_in_play_order() {
        // Team 1: W W D W W W L; team 2 loses or draws; team 3: W D W.
        let matches = [
            played(1, 1, 2, (1, 0)),
            played(2, 3, 2, (2, 0)),
            played(3, 2, 1, (0, 2)),
            played(4, 3, 2, (0, 0)),
            played(5, 1, 2, (1, 1)),
            played(6, 1, 2, (3, 0)),
            played(7, 2, 1, (0, 1)),
            played(8, 1, 2, (2, 1)),
            played(9, 1, 3, (0, 1)),
        ];
        let found = records(&matches, None, &[]);
        let wins = find(&found, RecordId::LongestWinningRun).expect("wins");
        assert_eq!(wins.value, 3);
        assert_eq!(
            wins.holder,
            RecordHolder::Run {
                team: TeamId(1),
                first: FixtureId(6),
                last: FixtureId(8)
            }
        );
        assert_eq!(wins.equalled, 0);
        let unbeaten = find(&found, RecordId::LongestUnbeatenRun).expect("unbeaten");
        assert_eq!(unbeaten.value, 6);
        assert_eq!(
            unbeaten.holder,
            RecordHolder::Run {
                team: TeamId(1),
                first: FixtureId(1),
                last: FixtureId(8)
            }
        );
    }

    #[test]
    fn an_equalled_run_that_grows_holds_alone() {
        let matches = [
            played(1, 1, 9, (1, 0)),
            played(2, 2, 8, (1, 0)),
            played(3, 1, 9, (1, 0)),
            played(4, 2, 8, (1, 0)),
        ];
        let found = records(&matches, None, &[]);
        let wins = find(&found, RecordId::LongestWinningRun).expect("wins");
        assert_eq!(
            (wins.value, wins.holder.team(), wins.equalled),
            (2, TeamId(1), 1)
        );
        let more = [&matches[..], &[played(5, 1, 9, (1, 0))]].concat();
        let wins = find(&records(&more, None, &[]), RecordId::LongestWinningRun).expect("wins");
        assert_eq!(
            (wins.value, wins.holder.team(), wins.equalled),
            (3, TeamId(1), 0)
        );
    }

    #[test]
    fn the_most_valuable_team_is_the_first_to_reach_the_highest_value() {
        let point = |team, fixture: Option<i64>, value| ValuePoint {
            team: TeamId(team),
            fixture: fixture.map(FixtureId),
            value,
            treasury: None,
        };
        let values = [
            point(1, Some(1), 1_000),
            point(2, Some(2), 1_200),
            point(2, Some(3), 1_200),
            point(3, Some(4), 1_200),
            point(1, None, 900),
        ];
        let found = records(&[], None, &values);
        let best = find(&found, RecordId::MostValuableTeam).expect("value");
        assert_eq!(best.value, 1_200);
        assert_eq!(
            best.holder,
            RecordHolder::Value {
                team: TeamId(2),
                fixture: Some(FixtureId(2))
            }
        );
        assert_eq!(best.equalled, 1, "team 3 once; team 2 again does not count");
        assert!(records(&[], None, &[]).is_empty());
    }
}
