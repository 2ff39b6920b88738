//! The abstract operations of a sequence: each names its targets by index ("the Nth
//! team", "the Nth player of that team", "the Nth match"), resolved against the league
//! as it is when the step runs.

use proptest::prelude::*;

/// One command a commissioner or a coach may give.
#[derive(Debug, Clone)]
pub enum Op {
    Hire {
        team: u8,
        position: u8,
    },
    Release {
        team: u8,
        player: u8,
    },
    Buy {
        team: u8,
        item: u8,
        count: u8,
    },
    Staff {
        team: u8,
        kind: u8,
    },
    /// DreadBall's Mechanite and Mutant builders.
    Build {
        team: u8,
        design: u8,
    },
    RenamePlayer {
        team: u8,
        player: u8,
    },
    Renumber {
        team: u8,
        player: u8,
        number: u8,
    },
    RenameTeam {
        team: u8,
    },
    Colours {
        team: u8,
        colour: u8,
    },
    PreMatch {
        fixture: u8,
        seed: u8,
    },
    /// The game's post-match sequence with a report.
    PostMatch {
        fixture: u8,
        home: u8,
        away: u8,
        detail: u8,
        seed: u8,
    },
    /// `match record`: a plain result, with a scoring event for DreadBall.
    Record {
        fixture: u8,
        home: u8,
        away: u8,
    },
    /// `match reset`, most often of the last match day.
    Reset {
        fixture: u8,
    },
    Undo {
        team: u8,
    },
    /// `override team|player`: `field` picks from `apply::OVERRIDES`.
    Override {
        team: u8,
        player: u8,
        field: u8,
    },
    /// `export team` then `import team` under a new name.
    ExportImport {
        team: u8,
    },
    NewSeason,
    Fixtures {
        double: bool,
    },
    Playoffs {
        top: u8,
    },
    /// Publishes the league's site (slow: at most once a sequence).
    Publish,
}

/// The operations, weighted toward what makes a league interesting: team changes and
/// match days, with undo and reset often right after them.
pub fn op() -> impl Strategy<Value = Op> {
    let i = || 0u8..8;
    prop_oneof![
        4 => (i(), i()).prop_map(|(team, position)| Op::Hire { team, position }),
        2 => (i(), i()).prop_map(|(team, player)| Op::Release { team, player }),
        4 => (i(), i(), 1u8..3).prop_map(|(team, item, count)| Op::Buy { team, item, count }),
        2 => (i(), i()).prop_map(|(team, kind)| Op::Staff { team, kind }),
        2 => (i(), i()).prop_map(|(team, design)| Op::Build { team, design }),
        1 => (i(), i()).prop_map(|(team, player)| Op::RenamePlayer { team, player }),
        1 => (i(), i(), 0u8..40).prop_map(|(team, player, number)| Op::Renumber { team, player, number }),
        1 => i().prop_map(|team| Op::RenameTeam { team }),
        1 => (i(), i()).prop_map(|(team, colour)| Op::Colours { team, colour }),
        4 => (i(), any::<u8>()).prop_map(|(fixture, seed)| Op::PreMatch { fixture, seed }),
        5 => (i(), 0u8..4, 0u8..4, any::<u8>(), any::<u8>()).prop_map(
            |(fixture, home, away, detail, seed)| Op::PostMatch { fixture, home, away, detail, seed }
        ),
        3 => (i(), 0u8..5, 0u8..5).prop_map(|(fixture, home, away)| Op::Record { fixture, home, away }),
        4 => prop_oneof![3 => Just(0u8), 1 => i()].prop_map(|fixture| Op::Reset { fixture }),
        5 => i().prop_map(|team| Op::Undo { team }),
        2 => (i(), i(), any::<u8>()).prop_map(|(team, player, field)| Op::Override { team, player, field }),
        1 => i().prop_map(|team| Op::ExportImport { team }),
        1 => Just(Op::NewSeason),
        1 => any::<bool>().prop_map(|double| Op::Fixtures { double }),
        1 => (0u8..4).prop_map(|top| Op::Playoffs { top }),
        1 => Just(Op::Publish),
    ]
}
