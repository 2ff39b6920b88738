//! A Killpower Ball match on the command line, in English and French: the pre-match,
//! the report, and every die with what it gave.

use std::fmt::Write;

use super::tr::Text;
use crate::coach::killpower::{PostmatchPreview, PrematchView};
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::dice::RollRecord;
use crate::rules::Side;
use crate::rules::killpower::{Decided, Ending, Stat, roll_shown};

pub(super) fn side_name(side: Side, lang: Lang) -> &'static str {
    match side {
        Side::Home => Text::Home.get(lang),
        Side::Away => Text::Away.get(lang),
    }
}

pub(super) fn rolls(rolls: &[RollRecord], lang: Lang) -> String {
    let mut out = String::new();
    if rolls.is_empty() {
        return out;
    }
    out.push_str(Text::Dice.get(lang));
    // A 1D5 is read from this die (chapter 1.1): its D10 and the 1D5 it gives.
    let die = Reference::bundled().map_or(10, |data| data.equipment.dice.die);
    for r in rolls {
        let how = if r.entered {
            Text::Typed.get(lang)
        } else {
            Text::Rolled.get(lang)
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
        Text::PreMatchPreviewNothingWritten.get(lang)
    } else {
        Text::PreMatchRecorded.get(lang)
    });
    for side in Side::BOTH {
        let i = side.index();
        let _ = writeln!(
            out,
            "  {} — {} {}, {} {}, {} +{}, RAP {}",
            view.teams[i],
            Text::Power.get(lang),
            plan.power[i],
            Text::Division.get(lang),
            plan.division[i],
            Text::ToScore.get(lang),
            plan.targets[i],
            plan.rap_total[i]
        );
    }
    out.push_str(&who_starts(view, lang));
    for g in &view.playing {
        let armour = g
            .armour_rolled
            .map_or_else(String::new, |a| format!(", {} {a}", Text::Armour.get(lang)));
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
        Text::TheBallStartsOnSquareH14.get(lang).to_string()
    } else {
        format!("{} {}", team(first.other()), Text::HasTheBall.get(lang))
    };
    format!(
        "  {} {} ({}); {ball}; {} {}; {} {}\n",
        team(first),
        Text::PlacesFirst.get(lang),
        plan.settled_by,
        team(plan.moves_first),
        Text::HasTheHandTokenMovesFirst.get(lang),
        team(first.other()),
        Text::HasTheCompulsorySuccessToken.get(lang),
    )
}

fn ending_text(
    ending: Ending,
    decided: Decided,
    teams: &[String; 2],
    free_throws: bool,
    lang: Lang,
) -> String {
    let winner = decided.winner().map(|s| teams[s.index()].clone());
    let how = match ending {
        // A draw after the 20 turns whose winner the free throws found.
        Ending::Time if free_throws => Text::AfterFreeThrows.get(lang),
        Ending::Time => Text::AfterThe20Turns.get(lang),
        Ending::Elimination(_) => Text::ByElimination.get(lang),
        Ending::Abandon(_) => Text::ByAbandon.get(lang),
    };
    match winner {
        Some(team) => format!("{} {team} ({how})", Text::WonBy.get(lang)),
        None => Text::ADraw.get(lang).to_string(),
    }
}

pub fn postmatch(outcome: &PostmatchPreview, dry_run: bool, lang: Lang) -> String {
    let mut out = String::from(if dry_run {
        Text::MatchReportPreviewNothingWritten.get(lang)
    } else {
        Text::MatchReportRecorded.get(lang)
    });
    result_lines(&mut out, outcome, lang);
    after_match_lines(&mut out, outcome, lang);
    out.push_str(&rolls(&outcome.rolls, lang));
    let _ = writeln!(out, "{} {}", Text::Seed.get(lang), outcome.seed);
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
        ending_text(
            outcome.ending,
            outcome.decided,
            &outcome.teams,
            !outcome.free_throws.is_empty(),
            lang
        )
    );
    for t in &outcome.free_throws {
        let _ = writeln!(
            out,
            "  {} {} {}: {} {}, {} {} ≤ {} → {}",
            Text::FreeThrow.get(lang),
            t.round,
            t.gladiator,
            t.distance,
            Text::Squares.get(lang),
            Text::Die.get(lang),
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
            Text::RankingPoints.get(lang),
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
            Text::DeathRisk.get(lang),
            r.gladiator,
            Text::Life.get(lang),
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
            format!(", {}: {name}", Text::NewEquipment.get(lang))
        });
        let _ = writeln!(
            out,
            "  {} {}: {} {} → {}{raised}{equipment}",
            outcome.teams[s.side.index()],
            s.gladiator,
            Text::Experience.get(lang),
            s.experience_before,
            s.experience_after,
        );
    }
    for (side, replaced, g) in &outcome.joined {
        let _ = writeln!(
            out,
            "  {} {}: {} {} {} — {}, {}",
            outcome.teams[side.index()],
            Text::New.get(lang),
            g.name,
            Text::InPlaceOf.get(lang),
            replaced,
            g.specialization_name,
            g.magic_name
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 46 item 10: a draw the free throws settled says so, not "after the 20 turns".
    #[test]
    fn a_draw_won_on_free_throws_says_so() {
        let teams = ["Red".to_string(), "Blue".to_string()];
        let said = ending_text(Ending::Time, Decided::Away, &teams, true, Lang::En);
        assert_eq!(
            said,
            format!(
                "{} Blue (a draw after the 20 turns, won on free throws)",
                Text::WonBy.get(Lang::En)
            )
        );
        let said = ending_text(Ending::Time, Decided::Away, &teams, false, Lang::Fr);
        assert!(said.contains("au bout des 20 tours"), "{said}");
    }
}
