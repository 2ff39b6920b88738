//! A Killpower Ball match on the command line, in English and French: the pre-match,
//! the report, and every die with what it gave.

use std::fmt::Write;

use super::side_name;
use crate::coach::killpower::{PostmatchPreview, PrematchView};
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::dice::RollRecord;
use crate::rules::Side;
use crate::rules::killpower::{Decided, Ending, Stat, roll_shown};

pub(super) fn rolls(rolls: &[RollRecord], lang: Lang) -> String {
    let mut out = String::new();
    if rolls.is_empty() {
        return out;
    }
    out.push_str(lang.pick("Dice:\n", "Dés :\n"));
    // A 1D5 is read from this die (chapter 1.1): its D10 and the 1D5 it gives.
    let die = Reference::bundled().map_or(10, |data| data.equipment.dice.die);
    for r in rolls {
        let how = if r.entered {
            lang.pick("typed", "saisi")
        } else {
            lang.pick("rolled", "tiré")
        };
        let shown = roll_shown(&r.dice, r.result, die);
        let _ = writeln!(
            out,
            "  {:<24} {:<16} ({how}) {}",
            r.key,
            shown.to_string(),
            r.outcome.clone().unwrap_or_default()
        );
    }
    out
}

pub fn prematch(view: &PrematchView, dry_run: bool, lang: Lang) -> String {
    let plan = &view.plan;
    let mut out = String::from(if dry_run {
        lang.pick(
            "Pre-match (preview, nothing written):\n",
            "Avant-match (aperçu, rien n'est écrit) :\n",
        )
    } else {
        lang.pick("Pre-match recorded:\n", "Avant-match enregistré :\n")
    });
    for side in Side::BOTH {
        let i = side.index();
        let _ = writeln!(
            out,
            "  {} — {} {}, {} {}, {} +{}, RAP {}",
            view.teams[i],
            lang.pick("power", "puissance"),
            plan.power[i],
            lang.pick("division", "division"),
            plan.division[i],
            lang.pick("to score", "à marquer"),
            plan.targets[i],
            plan.rap_total[i]
        );
    }
    out.push_str(&who_starts(view, lang));
    for g in &view.playing {
        let armour = g.armour_rolled.map_or_else(String::new, |a| {
            format!(", {} {a}", lang.pick("armour", "armure"))
        });
        let _ = writeln!(
            out,
            "  {} #{} {}: RAP {}{armour}",
            side_name(g.side, lang),
            g.number,
            g.name,
            g.rap
        );
    }
    out.push_str(&rolls(&view.rolls, lang));
    let _ = writeln!(out, "seed {}", view.seed);
    out
}

/// Who places first (and why), who has the ball, the hand token (moves first) and the
/// compulsory-success token (3.2; a tournament's draw, 13.2: the side drawn places first
/// and moves first).
fn who_starts(view: &PrematchView, lang: Lang) -> String {
    let plan = &view.plan;
    let first = plan.places_first;
    let team = |side: Side| view.teams[side.index()].as_str();
    let ball = if plan.settled_by == "draw" {
        lang.pick(
            "the ball starts on square H14",
            "le ballon part de la case H14",
        )
        .to_string()
    } else {
        format!(
            "{} {}",
            team(first.other()),
            lang.pick("has the ball", "a le ballon")
        )
    };
    format!(
        "  {} {} ({}); {ball}; {} {}; {} {}\n",
        team(first),
        lang.pick("places first", "se place la première"),
        plan.settled_by,
        team(plan.moves_first),
        lang.pick(
            "has the hand token (moves first)",
            "a le pion main (se déplace la première)"
        ),
        team(first.other()),
        lang.pick(
            "has the compulsory-success token",
            "a le pion réussite obligatoire"
        ),
    )
}

fn ending_text(ending: Ending, decided: Decided, teams: &[String; 2], lang: Lang) -> String {
    let winner = decided.winner().map(|s| teams[s.index()].clone());
    let how = match ending {
        Ending::Time => lang.pick("after the 20 turns", "au bout des 20 tours"),
        Ending::Elimination(_) => lang.pick("by elimination", "par élimination"),
        Ending::Abandon(_) => lang.pick("by abandon", "par abandon"),
    };
    match winner {
        Some(team) => format!("{} {team} ({how})", lang.pick("won by", "victoire de")),
        None => lang.pick("a draw", "match nul").to_string(),
    }
}

pub fn postmatch(outcome: &PostmatchPreview, dry_run: bool, lang: Lang) -> String {
    let mut out = String::from(if dry_run {
        lang.pick(
            "Match report (preview, nothing written):\n",
            "Rapport de match (aperçu, rien n'est écrit) :\n",
        )
    } else {
        lang.pick(
            "Match report recorded:\n",
            "Rapport de match enregistré :\n",
        )
    });
    result_lines(&mut out, outcome, lang);
    after_match_lines(&mut out, outcome, lang);
    out.push_str(&rolls(&outcome.rolls, lang));
    let _ = writeln!(out, "{} {}", lang.pick("seed", "graine"), outcome.seed);
    out
}

/// The score and how it ended, the free throws, the ranking points.
fn result_lines(out: &mut String, outcome: &PostmatchPreview, lang: Lang) {
    let _ = writeln!(
        out,
        "  {} {}–{} {}: {}",
        outcome.teams[0],
        outcome.score[0],
        outcome.score[1],
        outcome.teams[1],
        ending_text(outcome.ending, outcome.decided, &outcome.teams, lang)
    );
    for t in &outcome.free_throws {
        let _ = writeln!(
            out,
            "  {} {} {}: {} {}, {} {} ≤ {} → {}",
            lang.pick("free throw", "lancer franc"),
            t.round,
            t.gladiator,
            t.distance,
            lang.pick("squares", "cases"),
            lang.pick("die", "dé"),
            t.die,
            t.target,
            t.points
        );
    }
    for side in Side::BOTH {
        let c = &outcome.ranking[side.index()];
        let _ = writeln!(
            out,
            "  {}: {} {} → {} ({:+})",
            outcome.teams[side.index()],
            lang.pick("ranking points", "points de classement"),
            c.before,
            c.after,
            c.applied
        );
    }
}

/// Death risks, experience, raises and new equipment, the new gladiators.
fn after_match_lines(out: &mut String, outcome: &PostmatchPreview, lang: Lang) {
    let data = Reference::bundled().ok();
    for r in &outcome.risks {
        let _ = writeln!(
            out,
            "  {} {}: {} {} → {}, {}",
            lang.pick("death risk", "risque de mort"),
            r.gladiator,
            lang.pick("life", "vie"),
            r.life,
            r.location,
            r.outcome_name
        );
    }
    for s in &outcome.staying {
        let abbr = |stat: &Stat| {
            data.and_then(|d| d.characteristic(stat.id())).map_or_else(
                || stat.id().to_uppercase(),
                |c| lang.pick(&c.abbr_en, &c.abbr_fr).to_string(),
            )
        };
        let raised: String = s
            .raised
            .iter()
            .map(|r| format!(", +1 {}", abbr(r)))
            .collect();
        let equipment = s.reequipped.as_ref().map_or_else(String::new, |id| {
            let name = data.map_or_else(|| id.clone(), |d| d.magic_name(id, lang));
            format!(
                ", {}: {name}",
                lang.pick("new equipment", "nouvel équipement")
            )
        });
        let _ = writeln!(
            out,
            "  {} {}: {} {} → {}{raised}{equipment}",
            outcome.teams[s.side.index()],
            s.gladiator,
            lang.pick("experience", "expérience"),
            s.experience_before,
            s.experience_after,
        );
    }
    for (side, replaced, g) in &outcome.joined {
        let _ = writeln!(
            out,
            "  {} {}: {} {} {} — {}, {}",
            outcome.teams[side.index()],
            lang.pick("new", "nouveau"),
            g.name,
            lang.pick("in place of", "à la place de"),
            replaced,
            g.specialization_name,
            g.magic_name
        );
    }
}
