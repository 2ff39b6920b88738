//! The Blood Bowl match day in words, in the user's language.

use super::tr::Text;
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
        Side::Home => Text::Home.get(lang),
        Side::Away => Text::Away.get(lang),
    }
}

fn rolls(out: &mut String, rolls: &[RollRecord], lang: Lang) {
    out.push_str(Text::RollsKeyDiceResult.get(lang));
    for roll in rolls {
        let how = if roll.entered {
            Text::TypedIn.get(lang)
        } else {
            Text::Rolled.get(lang)
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
        out.push_str(Text::NothingWasRecordedDryRunThe.get(lang));
    }
}

pub fn prematch(view: &PrematchView, dry_run: bool, lang: Lang) -> String {
    let plan = &view.plan;
    let mut out = format!(
        "{} {} v {} ({} {}), seed {}\n",
        Text::PreMatchOf.get(lang),
        view.teams[0],
        view.teams[1],
        Text::Match.get(lang),
        view.fixture,
        view.seed
    );
    match (&view.stadium_name, &view.stadium_attribute_name) {
        (Some(stadium), Some(attribute)) => out.push_str(&format!(
            "{}: {stadium} — {attribute}\n",
            Text::StadiumCapital.get(lang)
        )),
        (Some(stadium), None) => {
            out.push_str(&format!("{}: {stadium}\n", Text::StadiumCapital.get(lang)))
        }
        _ => out.push_str(Text::StadiumNoneDungeonbowlPlayedInA.get(lang)),
    }
    match &view.weather_name {
        Some(weather) => out.push_str(&format!("{}: {weather}\n", Text::WeatherCapital.get(lang))),
        None => out.push_str(Text::WeatherNoneDungeonbowl.get(lang)),
    }
    for (index, team) in view.teams.iter().enumerate() {
        out.push_str(&format!(
            "{team}: {} {}, {} {}, {} {}, {} {}, {} {}\n",
            Text::FanFactor.get(lang),
            plan.fan_factors[index],
            Text::Journeymen.get(lang),
            plan.journeymen[index],
            Text::Ctv.get(lang),
            gpu(plan.ctv_gp[index], lang),
            Text::PettyCash.get(lang),
            gpu(plan.petty_cash_gp[index], lang),
            Text::CtvAfterInducements.get(lang),
            gpu(plan.ctv_after_gp[index], lang),
        ));
        for (name, count, each) in &view.inducements[index] {
            out.push_str(&format!(
                "  {name} x{count} ({} {})\n",
                gpu(u64::from(*each), lang),
                Text::Each.get(lang)
            ));
        }
        if view.treasury_spent_gp[index] > 0 {
            out.push_str(&format!(
                "  {} {}\n",
                Text::FromTheTreasury.get(lang),
                gpu(view.treasury_spent_gp[index], lang)
            ));
        }
    }
    if let Some(side) = plan.prayers_side {
        out.push_str(&format!(
            "{} ({}): {}\n",
            Text::PrayersToNuffleCapital.get(lang),
            side_name(side, lang),
            view.prayer_names.join(", ")
        ));
    }
    match plan.kick_off {
        true => out.push_str(&format!(
            "{}: {} {}, {} {}\n",
            Text::CoinToss.get(lang),
            side_name(plan.toss_winner, lang),
            Text::Wins.get(lang),
            side_name(plan.kicking, lang),
            Text::KicksOff.get(lang),
        )),
        false => out.push_str(&format!(
            "{}: {} {} {}\n",
            Text::CoinToss.get(lang),
            side_name(plan.toss_winner, lang),
            Text::Wins.get(lang),
            Text::PlacesFirst.get(lang),
        )),
    }
    if let Some(ball) = &view.ball_name {
        out.push_str(&format!("{}: {ball}\n", Text::BallCapital.get(lang)));
    }
    rolls(&mut out, &plan.rolls, lang);
    nothing_written(&mut out, dry_run, lang);
    typeset(out, lang)
}

/// The first drive's casualties a prayer to Nuffle pays for, when the line has any.
fn prayer_counts(line: &crate::coach::bloodbowl::match_day::PlayerLine, lang: Lang) -> String {
    [
        (Text::Cas1stDrive.get(lang), line.drive_casualties),
        (Text::CrowdCas.get(lang), line.crowd_casualties),
        (Text::FoulCas.get(lang), line.foul_casualties),
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
        Text::PostMatchOf.get(lang),
        home.name,
        home.score,
        away.score,
        away.name,
        Text::Match.get(lang),
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
                Text::MvpAfterSpace.get(lang)
            } else {
                ""
            },
            line.spp_earned,
            Text::Spp.get(lang),
            if line.prayer_spp > 0 {
                format!(
                    " ({} +{})",
                    Text::PrayersToNuffle.get(lang),
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
            .map(|first| format!(" ({} {first})", Text::ApothecaryReRolled.get(lang)))
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
            Text::Level.get(lang),
            t.level,
            t.spp,
            Text::Spp.get(lang),
            gp(i64::from(t.value_gp), lang)
        ));
    }
    for team in &plan.teams {
        let s = &team.steps;
        out.push_str(&format!(
            "{}: {} {}; {} {} → {}; {} {}{}; {} {} ({}); {} {} → {}; TV {}, {} {}\n",
            team.name,
            Text::Winnings.get(lang),
            gpu(s.winnings_gp, lang),
            Text::DedicatedFans.get(lang),
            s.fans_before,
            s.fans_after,
            Text::SponsorshipRoll.get(lang),
            s.sponsorship_total,
            if s.sponsorship_earned {
                Text::Earned.get(lang)
            } else {
                ""
            },
            Text::CostlyErrors.get(lang),
            team.costly_error,
            gpu(team.costly_loss_gp, lang),
            Text::Treasury.get(lang),
            gp(team.treasury_before_gp, lang),
            gp(team.treasury_after_gp, lang),
            gpu(team.team_value_gp, lang),
            Text::Ctv.get(lang),
            gpu(team.current_team_value_gp, lang),
        ));
        if team.fan_factor_change != 0 {
            out.push_str(&format!(
                "  {} {} → {} ({})\n",
                Text::FanFactorDuringTheMatchThe.get(lang),
                i64::from(team.fan_factor) - i64::from(team.fan_factor_change),
                team.fan_factor,
                team.fan_factor_change
            ));
        }
        if let Some(mvp) = &team.mvp_name {
            out.push_str(&format!("  {}: {mvp}\n", Text::Mvp.get(lang)));
        }
        if !team.signed.is_empty() {
            out.push_str(&format!(
                "  {}: {}\n",
                Text::Signed.get(lang),
                team.signed.join(", ")
            ));
        }
    }
    rolls(&mut out, &plan.rolls, lang);
    nothing_written(&mut out, dry_run, lang);
    typeset(out, lang)
}

pub fn stored(view: &MatchDayView, lang: Lang) -> String {
    let mut out = format!("{} {}\n", Text::MatchDayOfMatch.get(lang), view.fixture);
    match &view.prematch {
        Some(p) => out.push_str(&format!(
            "{}: {} {} / {}, {} {}, {} {} / {}, {} {}\n",
            Text::PreMatch.get(lang),
            Text::Stadium.get(lang),
            p.stadium.as_deref().unwrap_or("-"),
            p.stadium_attribute.as_deref().unwrap_or("-"),
            Text::Weather.get(lang),
            p.weather.as_deref().unwrap_or("-"),
            Text::FanFactors.get(lang),
            p.fan_factors[0],
            p.fan_factors[1],
            match view.dungeonbowl {
                true => Text::PlacingFirst.get(lang),
                false => Text::Kicking.get(lang),
            },
            p.kicking_side
        )),
        None => out.push_str(Text::NoPreMatchYet.get(lang)),
    }
    if let Some(ball) = &view.ball {
        out.push_str(&format!("  {} {ball}\n", Text::BallLabel.get(lang)));
    }
    for team in &view.teams {
        let change = match team.fan_factor_change {
            Some(change) if change != 0 => {
                format!(", {} {change}", Text::FanFactor.get(lang))
            }
            _ => String::new(),
        };
        out.push_str(&format!(
            "  {} {}: {} {}{change}, TV {}\n",
            Text::Team.get(lang),
            team.team_id,
            Text::Winnings.get(lang),
            gpu(team.winnings_gp, lang),
            gpu(team.team_value_gp, lang)
        ));
    }
    if !view.postmatch {
        out.push_str(Text::NoPostMatchYet.get(lang));
    }
    out.push_str(&format!(
        "{} {}\n",
        view.rolls.len(),
        Text::RollSRecorded.get(lang)
    ));
    typeset(out, lang)
}
