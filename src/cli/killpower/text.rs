//! Killpower Ball's command-line output as text, in English and French (a match's in
//! `match_text`).

use std::fmt::Write;

pub use super::match_text::{postmatch, prematch};
use super::match_text::{rolls, side_name};

use super::tr::Text;
use crate::coach::killpower::{
    ChampionshipLine, DeckImported, FixturePoints, KpbTeam, PowerView, RankingItem, RankingMark,
    RankingNumber, TeamCreated,
};
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::rules::Side;
use crate::rules::killpower::{DeathRisk, PlayoffDraw};
use crate::store::killpower::{CardRecord, KillpowerLeagueRecord};

pub fn points_to_score(a: i32, b: i32, stronger: u32, weaker: u32, lang: Lang) -> String {
    let gap = a.abs_diff(b);
    Text::PointsToScore.fill(lang, &[&a, &b, &gap, &stronger, &weaker])
}

/// TABLE 8's answer: the location (from its die, or aimed at) and what the life gives.
pub fn death_risk(face: Option<u8>, life: i32, risk: &DeathRisk<'_>, lang: Lang) -> String {
    let location = lang.pick(&risk.location.name_en, &risk.location.name_fr);
    let whence = match face {
        Some(face) => format!("{} {face}", Text::LocationDie.get(lang)),
        None => Text::AimedAt.get(lang).to_string(),
    };
    format!(
        "{whence}: {location}; {} {life}: {}\n",
        Text::Life.get(lang),
        risk.outcome.name(lang)
    )
}

pub fn power(power: &PowerView, lang: Lang) -> String {
    format!(
        "{}: {} {} + {} {} / 10 ({}) + {} {} = {} {}, {} {}\n",
        power.team,
        power.ranking_points,
        Text::RankingPoints.get(lang),
        power.experience,
        Text::Experience.get(lang),
        power.xp_rounding.id(),
        power.race,
        Text::Race.get(lang),
        Text::Power.get(lang),
        power.power,
        Text::Division.get(lang),
        power.division
    )
}

pub fn table(lines: &[ChampionshipLine], lang: Lang) -> String {
    let mut out = String::from(Text::PosTeamCoachRankPtsPower.get(lang));
    for l in lines {
        let r = &l.record;
        let _ = writeln!(
            out,
            "{:>3}  {:<25} {:<16} {:>8} {:>6} {:>4} {:>4} {:>2} {:>2} {:>2} {:>2} {:>2}",
            l.position,
            l.team,
            l.coach,
            l.ranking_points,
            l.power,
            l.division,
            l.total_experience,
            r.played,
            r.won,
            r.lost,
            r.drawn,
            r.abandoned
        );
    }
    out.push_str(Text::TableOrder.get(lang));
    out
}

fn card_list(cards: &[String]) -> String {
    if cards.is_empty() {
        String::new()
    } else {
        format!(" [{}]", cards.join(", "))
    }
}

pub fn team(team: &KpbTeam, lang: Lang) -> String {
    let r = &team.record;
    let mut out = format!(
        "{} ({} {}) — {} {}, {} {}, {} {}, {} {}\n{}: {} {}, {} {}, {} {}, {} {}, {} {}\n",
        team.name,
        Text::Coach.get(lang),
        team.coach,
        Text::RankingPoints.get(lang),
        team.ranking_points,
        Text::TotalExperience.get(lang),
        team.total_experience,
        Text::Power.get(lang),
        team.power,
        Text::Division.get(lang),
        team.division,
        Text::Matches.get(lang),
        r.played,
        Text::Played.get(lang),
        r.won,
        Text::Won.get(lang),
        r.lost,
        Text::Lost.get(lang),
        r.drawn,
        Text::Drawn.get(lang),
        r.abandoned,
        Text::Abandoned.get(lang),
    );
    out.push_str(Text::NameSpecializationMovPhyAgiPow.get(lang));
    for g in &team.gladiators {
        let s = g.stats;
        let shield = g
            .shield
            .map_or_else(|| Text::ToRoll.get(lang).to_string(), |v| v.to_string());
        let _ = writeln!(
            out,
            "{:>2}  {:<20} {:<15} {:>3} {:>3} {:>3} {:>3} {:>3} {:>3}  {:>7} {:>4}  {}{}{}",
            g.number,
            g.name,
            g.specialization_name,
            s.dep,
            s.phy,
            s.hab,
            s.pou,
            s.bal,
            s.vie,
            shield,
            g.experience,
            g.magic_name,
            card_list(&g.cards),
            if g.raises_left > 0 {
                format!(" ({} {})", g.raises_left, Text::RaiseSToTake.get(lang))
            } else {
                String::new()
            }
        );
    }
    out
}

pub fn created(created: &TeamCreated, dry_run: bool, lang: Lang) -> String {
    let head = if dry_run {
        Text::WouldCreateNothingWrittenTheSame.get(lang)
    } else {
        Text::Created.get(lang)
    };
    format!(
        "{head}{}{}seed {}\n",
        team(&created.team, lang),
        rolls(&created.rolls, lang),
        created.seed
    )
}

pub fn characteristics(data: &Reference, lang: Lang) -> String {
    let mut out = String::new();
    for race in &data.characteristics.race {
        let _ = writeln!(
            out,
            "{}: DEP {} PHY {} HAB {} POU {} BAL {} VIE {} RAP 1D{}; max {}/{}/{}/{}/{}/{}; {} +{}",
            lang.pick(&race.name_en, &race.name_fr),
            race.dep,
            race.phy,
            race.hab,
            race.pou,
            race.bal,
            race.vie,
            race.rap_die,
            race.max_dep,
            race.max_phy,
            race.max_hab,
            race.max_pou,
            race.max_bal,
            race.max_vie,
            Text::Power.get(lang),
            race.power
        );
    }
    for spec in &data.characteristics.specialization {
        let _ = writeln!(
            out,
            "  {} ({}): +{} {}",
            lang.pick(&spec.name_en, &spec.name_fr),
            spec.id,
            spec.bonus,
            spec.characteristic.to_uppercase()
        );
    }
    out
}

pub fn equipment(data: &Reference, lang: Lang) -> String {
    let mut out = String::new();
    for magic in &data.equipment.magic {
        let _ = writeln!(
            out,
            "{} ({})",
            lang.pick(&magic.name_en, &magic.name_fr),
            magic.id
        );
    }
    let _ = writeln!(
        out,
        "{}: {}",
        Text::NormalArmourShield.get(lang),
        data.equipment.normal_armour.shield
    );
    out
}

pub fn settings(own: &KillpowerLeagueRecord, numbers: &[RankingNumber], lang: Lang) -> String {
    let mark = |number: &RankingNumber| match number.mark() {
        RankingMark::LeagueSetting => Text::LeagueSetting.get(lang),
        RankingMark::FromExample => Text::ReadFromTheSeedSExample.get(lang),
        RankingMark::DugoutDefault => Text::DugoutSDefault.get(lang),
    };
    let label = |item: RankingItem| match item {
        RankingItem::Win => Text::Win.get(lang),
        RankingItem::DivisionBonus => Text::PerDivisionOfGap.get(lang),
        RankingItem::Loss => Text::Loss.get(lang),
        RankingItem::Draw => Text::Draw.get(lang),
        RankingItem::Abandon => Text::Abandon.get(lang),
    };
    let mut out = format!("{}: {}\n", Text::Mode.get(lang), own.mode.id());
    let _ = writeln!(
        out,
        "{}: {}",
        Text::PowersChosen.get(lang),
        own.powers_chosen
    );
    let _ = writeln!(
        out,
        "{}: {}",
        Text::Experience10Rounds.get(lang),
        own.xp_rounding.id()
    );
    for number in numbers {
        let (item, value) = (label(number.item), number.value);
        let _ = writeln!(out, "{item}: {value} ({})", mark(number));
    }
    let _ = writeln!(
        out,
        "{}: {}",
        Text::Floor.get(lang),
        own.ranking
            .minimum
            .map_or_else(|| Text::None.get(lang).to_string(), |m| m.to_string())
    );
    let playoff_mark = if own.playoff_draw == PlayoffDraw::default() {
        Text::DugoutSDefault.get(lang)
    } else {
        Text::LeagueSetting.get(lang)
    };
    let _ = writeln!(
        out,
        "{}: {} ({playoff_mark})",
        Text::AChampionshipSDrawnPlayoffMatch.get(lang),
        playoff_draw_name(own.playoff_draw, lang)
    );
    out
}

/// How a championship's drawn playoff match is settled, in words.
pub fn playoff_draw_name(rule: PlayoffDraw, lang: Lang) -> &'static str {
    match rule {
        PlayoffDraw::FreeThrows => Text::FreeThrowsAsInATournament.get(lang),
        PlayoffDraw::Ranking => Text::RankingPointsFreeThrowsWhenLevel.get(lang),
    }
}

pub fn fixture_points(points: &FixturePoints, lang: Lang) -> String {
    let mut out = String::new();
    for (side, p) in [(Side::Home, &points.home), (Side::Away, &points.away)] {
        let _ = writeln!(
            out,
            "{} ({}): {} {}, {} {}, {} +{}",
            p.team,
            side_name(side, lang),
            Text::Power.get(lang),
            p.power,
            Text::Division.get(lang),
            p.division,
            Text::ToScore.get(lang),
            p.target
        );
    }
    if !points.from_prematch {
        out.push_str(Text::EveryGladiatorCountedThePreMatch.get(lang));
    }
    out
}

pub fn deck(cards: &[CardRecord], lang: Lang) -> String {
    if cards.is_empty() {
        return Text::TheDeckHasNoCardYet.get(lang).to_string();
    }
    let mut out = String::new();
    for c in cards {
        let _ = writeln!(out, "{:>4}  {:<24} x{}  {}", c.id, c.name, c.copies, c.text);
    }
    out
}

pub fn imported(imported: &DeckImported, dry_run: bool, lang: Lang) -> String {
    let verb = if dry_run {
        Text::WouldImport.get(lang)
    } else {
        Text::Imported.get(lang)
    };
    format!(
        "{verb}: {} {}, {} {}; {} {}\n",
        imported.added.len(),
        Text::Added.get(lang),
        imported.updated.len(),
        Text::Changed.get(lang),
        imported.deck.len(),
        Text::CardsInTheDeck.get(lang)
    )
}
