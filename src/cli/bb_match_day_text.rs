//! The Blood Bowl match day in words, in the user's language.

use crate::coach::bloodbowl::match_day::{MatchDayView, PostmatchPlan, PrematchView};
use crate::data::Lang;
use crate::games::Money;
use crate::rules::bloodbowl::match_day::RollRecord;
use crate::rules::bloodbowl::pre_match::Side;

fn gp(amount: i64, lang: Lang) -> String {
    Money::Gp.format(amount, lang)
}

fn gpu(amount: u64, lang: Lang) -> String {
    gp(i64::try_from(amount).unwrap_or(i64::MAX), lang)
}

fn side_name(side: Side, lang: Lang) -> &'static str {
    match side {
        Side::Home => lang.pick("home", "domicile"),
        Side::Away => lang.pick("away", "extérieur"),
    }
}

fn rolls(out: &mut String, rolls: &[RollRecord], lang: Lang) {
    out.push_str(lang.pick(
        "Rolls (key, dice, result):\n",
        "Jets (clé, dés, résultat) :\n",
    ));
    for roll in rolls {
        let how = if roll.entered {
            lang.pick("typed in", "saisi")
        } else {
            lang.pick("rolled", "lancé")
        };
        let gave = roll
            .outcome
            .as_deref()
            .map(|o| format!(" → {o}"))
            .unwrap_or_default();
        out.push_str(&format!(
            "  {:<28} {:<4} {:>2} ({how}){gave}\n",
            roll.key, roll.dice, roll.result
        ));
    }
}

/// French puts a space before a colon.
fn typeset(text: String, lang: Lang) -> String {
    match lang {
        Lang::En => text,
        Lang::Fr => text.replace(" : ", ": ").replace(": ", " : "),
    }
}

fn nothing_written(out: &mut String, dry_run: bool, lang: Lang) {
    if dry_run {
        out.push_str(lang.pick(
            "Nothing was recorded (dry run); the same --seed records exactly this.\n",
            "Rien n'a été enregistré (essai) ; le même --seed enregistre exactement ceci.\n",
        ));
    }
}

pub fn prematch(view: &PrematchView, dry_run: bool, lang: Lang) -> String {
    let plan = &view.plan;
    let mut out = format!(
        "{} {} v {} ({} {}), seed {}\n",
        lang.pick("Pre-match of", "Avant-match de"),
        view.teams[0],
        view.teams[1],
        lang.pick("match", "match"),
        view.fixture,
        view.seed
    );
    match (&view.stadium_name, &view.stadium_attribute_name) {
        (Some(stadium), Some(attribute)) => out.push_str(&format!(
            "{}: {stadium} — {attribute}\n",
            lang.pick("Stadium", "Stade")
        )),
        (Some(stadium), None) => {
            out.push_str(&format!("{}: {stadium}\n", lang.pick("Stadium", "Stade")))
        }
        _ => out.push_str(lang.pick(
            "Stadium: none (Dungeonbowl: played in a dungeon)\n",
            "Stade : aucun (Dungeonbowl : joué dans un donjon)\n",
        )),
    }
    match &view.weather_name {
        Some(weather) => out.push_str(&format!("{}: {weather}\n", lang.pick("Weather", "Météo"))),
        None => out.push_str(lang.pick(
            "Weather: none (Dungeonbowl)\n",
            "Météo : aucune (Dungeonbowl)\n",
        )),
    }
    for (index, team) in view.teams.iter().enumerate() {
        out.push_str(&format!(
            "{team}: {} {}, {} {}, {} {}, {} {}, {} {}\n",
            lang.pick("fan factor", "FP"),
            plan.fan_factors[index],
            lang.pick("journeymen", "journaliers"),
            plan.journeymen[index],
            lang.pick("CTV", "VEA"),
            gpu(plan.ctv_gp[index], lang),
            lang.pick("petty cash", "petite monnaie"),
            gpu(plan.petty_cash_gp[index], lang),
            lang.pick("CTV after inducements", "VEA après coups de pouce"),
            gpu(plan.ctv_after_gp[index], lang),
        ));
        for (name, count, each) in &view.inducements[index] {
            out.push_str(&format!(
                "  {name} x{count} ({} {})\n",
                gpu(u64::from(*each), lang),
                lang.pick("each", "chacun")
            ));
        }
        if view.treasury_spent_gp[index] > 0 {
            out.push_str(&format!(
                "  {} {}\n",
                lang.pick("from the treasury:", "pris sur la trésorerie :"),
                gpu(view.treasury_spent_gp[index], lang)
            ));
        }
    }
    if let Some(side) = plan.prayers_side {
        out.push_str(&format!(
            "{} ({}): {}\n",
            lang.pick("Prayers to Nuffle", "Prières à Nuffle"),
            side_name(side, lang),
            view.prayer_names.join(", ")
        ));
    }
    out.push_str(&format!(
        "{}: {} {}, {} {}\n",
        lang.pick("Coin toss", "Pile ou face"),
        side_name(plan.toss_winner, lang),
        lang.pick("wins", "gagne"),
        side_name(plan.kicking, lang),
        lang.pick("kicks off", "engage"),
    ));
    if let Some(ball) = &view.ball_name {
        out.push_str(&format!("{}: {ball}\n", lang.pick("Ball", "Ballon")));
    }
    rolls(&mut out, &plan.rolls, lang);
    nothing_written(&mut out, dry_run, lang);
    typeset(out, lang)
}

/// The first drive's casualties a prayer to Nuffle pays for, when the line has any.
fn prayer_counts(line: &crate::coach::bloodbowl::match_day::PlayerLine, lang: Lang) -> String {
    [
        (
            lang.pick("CAS 1st drive", "SOR 1re phase"),
            line.drive_casualties,
        ),
        (lang.pick("crowd CAS", "SOR public"), line.crowd_casualties),
        (lang.pick("foul CAS", "SOR agression"), line.foul_casualties),
    ]
    .into_iter()
    .filter(|(_, n)| *n > 0)
    .map(|(label, n)| format!(" {label} {n}"))
    .collect()
}

pub fn postmatch(plan: &PostmatchPlan, dry_run: bool, lang: Lang) -> String {
    let [home, away] = &plan.teams;
    let mut out = format!(
        "{} {} {}–{} {} ({} {}, {}), seed {}\n",
        lang.pick("Post-match of", "Après-match de"),
        home.name,
        home.score,
        away.score,
        away.name,
        lang.pick("match", "match"),
        plan.fixture,
        plan.played_on,
        plan.seed
    );
    for line in &plan.players {
        out.push_str(&format!(
            "  #{} {} ({}): TD {} CAS {} COMP {} INT {} DEF {}{}{} → +{} {}{}\n",
            line.number,
            line.name,
            side_name(line.side, lang),
            line.touchdowns,
            line.casualties,
            line.completions,
            line.interceptions,
            line.deflections,
            prayer_counts(line, lang),
            if line.mvp {
                lang.pick(" MVP", " JdM")
            } else {
                ""
            },
            line.spp_earned,
            lang.pick("SPP", "PSP"),
            if line.prayer_spp > 0 {
                format!(
                    " ({} +{})",
                    lang.pick("prayers to Nuffle", "prières à Nuffle"),
                    line.prayer_spp
                )
            } else {
                String::new()
            }
        ));
    }
    for casualty in &plan.casualties {
        let outcome = &casualty.outcome;
        let lasting = outcome
            .lasting
            .as_deref()
            .map(|l| format!(", {l}"))
            .unwrap_or_default();
        let apothecary = outcome
            .first
            .as_deref()
            .map(|first| {
                format!(
                    " ({} {first})",
                    lang.pick("apothecary re-rolled", "apothicaire a relancé")
                )
            })
            .unwrap_or_default();
        out.push_str(&format!(
            "  {}: {}{lasting}{apothecary}\n",
            casualty.name, outcome.casualty
        ));
    }
    for line in &plan.advancements {
        let t = &line.taken;
        out.push_str(&format!(
            "  {}: {} {} ({} {}, {} {}, +{})\n",
            line.name,
            t.kind,
            t.gained,
            lang.pick("level", "niveau"),
            t.level,
            t.spp,
            lang.pick("SPP", "PSP"),
            gp(i64::from(t.value_gp), lang)
        ));
    }
    for team in &plan.teams {
        let s = &team.steps;
        out.push_str(&format!(
            "{}: {} {}; {} {} → {}; {} {}{}; {} {} ({}); {} {} → {}; TV {}, {} {}\n",
            team.name,
            lang.pick("winnings", "gains"),
            gpu(s.winnings_gp, lang),
            lang.pick("dedicated fans", "fans dévoués"),
            s.fans_before,
            s.fans_after,
            lang.pick("sponsorship roll", "jet de sponsoring"),
            s.sponsorship_total,
            if s.sponsorship_earned {
                lang.pick(" (earned)", " (obtenu)")
            } else {
                ""
            },
            lang.pick("costly errors", "erreurs coûteuses"),
            team.costly_error,
            gpu(team.costly_loss_gp, lang),
            lang.pick("treasury", "trésorerie"),
            gp(team.treasury_before_gp, lang),
            gp(team.treasury_after_gp, lang),
            gpu(team.team_value_gp, lang),
            lang.pick("CTV", "VEA"),
            gpu(team.current_team_value_gp, lang),
        ));
        if team.fan_factor_change != 0 {
            out.push_str(&format!(
                "  {} {} → {} ({})\n",
                lang.pick(
                    "fan factor during the match (the winnings use the last):",
                    "FP pendant le match (les gains prennent le dernier) :"
                ),
                i64::from(team.fan_factor) - i64::from(team.fan_factor_change),
                team.fan_factor,
                team.fan_factor_change
            ));
        }
        if let Some(mvp) = &team.mvp_name {
            out.push_str(&format!("  {}: {mvp}\n", lang.pick("MVP", "JdM")));
        }
        if !team.signed.is_empty() {
            out.push_str(&format!(
                "  {}: {}\n",
                lang.pick("signed", "recrutés"),
                team.signed.join(", ")
            ));
        }
    }
    rolls(&mut out, &plan.rolls, lang);
    nothing_written(&mut out, dry_run, lang);
    typeset(out, lang)
}

pub fn stored(view: &MatchDayView, lang: Lang) -> String {
    let mut out = format!(
        "{} {}\n",
        lang.pick("Match day of match", "Jour de match du match"),
        view.fixture
    );
    match &view.prematch {
        Some(p) => out.push_str(&format!(
            "{}: {} {} / {}, {} {}, {} {} / {}, {} {}\n",
            lang.pick("Pre-match", "Avant-match"),
            lang.pick("stadium", "stade"),
            p.stadium.as_deref().unwrap_or("-"),
            p.stadium_attribute.as_deref().unwrap_or("-"),
            lang.pick("weather", "météo"),
            p.weather.as_deref().unwrap_or("-"),
            lang.pick("fan factors", "FP"),
            p.fan_factors[0],
            p.fan_factors[1],
            lang.pick("kicking:", "engage:"),
            p.kicking_side
        )),
        None => out.push_str(lang.pick("No pre-match yet.\n", "Pas encore d'avant-match.\n")),
    }
    if let Some(ball) = &view.ball {
        out.push_str(&format!("  {} {ball}\n", lang.pick("ball:", "ballon :")));
    }
    for team in &view.teams {
        let change = match team.fan_factor_change {
            Some(change) if change != 0 => {
                format!(", {} {change}", lang.pick("fan factor", "FP"))
            }
            _ => String::new(),
        };
        out.push_str(&format!(
            "  {} {}: {} {}{change}, TV {}\n",
            lang.pick("team", "équipe"),
            team.team_id,
            lang.pick("winnings", "gains"),
            gpu(team.winnings_gp, lang),
            gpu(team.team_value_gp, lang)
        ));
    }
    if !view.postmatch {
        out.push_str(lang.pick("No post-match yet.\n", "Pas encore d'après-match.\n"));
    }
    out.push_str(&format!(
        "{} {}\n",
        view.rolls.len(),
        lang.pick("roll(s) recorded", "jet(s) enregistré(s)")
    ));
    typeset(out, lang)
}
