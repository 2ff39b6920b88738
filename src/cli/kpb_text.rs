//! Killpower Ball's command-line output as text, in English and French (a match's in
//! `match_text`).

mod match_text;

use std::fmt::Write;

use match_text::rolls;
pub use match_text::{postmatch, prematch};

use crate::coach::killpower::{
    ChampionshipLine, DeckImported, FixturePoints, KpbTeam, PowerView, RankingItem, RankingMark,
    RankingNumber, TeamCreated,
};
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::rules::Side;
use crate::rules::killpower::{DeathRisk, PlayoffDraw};
use crate::store::{CardRecord, KillpowerLeagueRecord};

fn side_name(side: Side, lang: Lang) -> &'static str {
    match side {
        Side::Home => lang.pick("home", "domicile"),
        Side::Away => lang.pick("away", "extérieur"),
    }
}

pub fn points_to_score(a: i32, b: i32, stronger: u32, weaker: u32, lang: Lang) -> String {
    let gap = a.abs_diff(b);
    match lang {
        Lang::En => format!(
            "Powers {a} and {b}, difference {gap}: the stronger side must score {stronger} more than the other to win, the weaker {weaker} more.\n"
        ),
        Lang::Fr => format!(
            "Puissances {a} et {b}, différence {gap} : la plus forte doit marquer {stronger} point(s) de plus que l'autre pour gagner, la plus faible {weaker} de plus.\n"
        ),
    }
}

pub fn death_risk(face: u8, life: i32, risk: &DeathRisk<'_>, lang: Lang) -> String {
    let location = lang.pick(&risk.location.name_en, &risk.location.name_fr);
    format!(
        "{} {face}: {location}; {} {life}: {}\n",
        lang.pick("Location die", "Dé de localisation"),
        lang.pick("life", "vie"),
        risk.outcome.name(lang)
    )
}

pub fn power(power: &PowerView, lang: Lang) -> String {
    format!(
        "{}: {} {} + {} {} / 10 ({}) + {} {} = {} {}, {} {}\n",
        power.team,
        power.ranking_points,
        lang.pick("ranking points", "points de classement"),
        power.experience,
        lang.pick("experience", "expérience"),
        power.xp_rounding.id(),
        power.race,
        lang.pick("race", "race"),
        lang.pick("power", "puissance"),
        power.power,
        lang.pick("division", "division"),
        power.division
    )
}

pub fn table(lines: &[ChampionshipLine], lang: Lang) -> String {
    let mut out = String::from(lang.pick(
        "pos  team                      coach            rank pts  power  div  exp  P  W  L  D  A\n",
        "pos  équipe                    entraîneur       pts clt  puiss.  div  exp  J  G  P  N  A\n",
    ));
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
        lang.pick("coach", "entraîneur"),
        team.coach,
        lang.pick("ranking points", "points de classement"),
        team.ranking_points,
        lang.pick("total experience", "expérience totale"),
        team.total_experience,
        lang.pick("power", "puissance"),
        team.power,
        lang.pick("division", "division"),
        team.division,
        lang.pick("Matches", "Matchs"),
        r.played,
        lang.pick("played", "joués"),
        r.won,
        lang.pick("won", "gagnés"),
        r.lost,
        lang.pick("lost", "perdus"),
        r.drawn,
        lang.pick("drawn", "nuls"),
        r.abandoned,
        lang.pick("abandoned", "abandonnés"),
    );
    out.push_str(lang.pick(
        " #  name                 specialization  MOV PHY AGI POW BAL LIF  shield  exp  equipment\n",
        " #  nom                  spécialisation  DEP PHY HAB POU BAL VIE  bouclier exp  équipement\n",
    ));
    for g in &team.gladiators {
        let s = g.stats;
        let shield = g.shield.map_or_else(
            || lang.pick("to roll", "à tirer").to_string(),
            |v| v.to_string(),
        );
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
                format!(
                    " ({} {})",
                    g.raises_left,
                    lang.pick("raise(s) to take", "augmentation(s) à prendre")
                )
            } else {
                String::new()
            }
        );
    }
    out
}

pub fn created(created: &TeamCreated, dry_run: bool, lang: Lang) -> String {
    let head = if dry_run {
        lang.pick(
            "Would create (nothing written; the same --seed records these dice):\n",
            "Créerait (rien n'est écrit ; le même --seed enregistre ces dés) :\n",
        )
    } else {
        lang.pick("Created:\n", "Créée :\n")
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
            lang.pick("power", "puissance"),
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
        lang.pick("Normal armour (shield)", "Armure normale (bouclier)"),
        data.equipment.normal_armour.shield
    );
    out
}

pub fn settings(own: &KillpowerLeagueRecord, numbers: &[RankingNumber], lang: Lang) -> String {
    let mark = |number: &RankingNumber| match number.mark() {
        RankingMark::LeagueSetting => lang.pick("league setting", "réglage de la ligue"),
        RankingMark::FromExample => lang.pick(
            "read from the seed's example",
            "lu dans l'exemple de la règle",
        ),
        RankingMark::DugoutDefault => lang.pick("Dugout's default", "valeur par défaut de Dugout"),
    };
    let label = |item: RankingItem| match item {
        RankingItem::Win => lang.pick("Win", "Victoire"),
        RankingItem::DivisionBonus => lang.pick("Per division of gap", "Par division d'écart"),
        RankingItem::Loss => lang.pick("Loss", "Défaite"),
        RankingItem::Draw => lang.pick("Draw", "Nul"),
        RankingItem::Abandon => lang.pick("Abandon", "Abandon"),
    };
    let mut out = format!("{}: {}\n", lang.pick("Mode", "Mode"), own.mode.id());
    let _ = writeln!(
        out,
        "{}: {}",
        lang.pick("Powers chosen", "Pouvoirs choisis"),
        own.powers_chosen
    );
    let _ = writeln!(
        out,
        "{}: {}",
        lang.pick("Experience / 10 rounds", "Arrondi de l'expérience / 10"),
        own.xp_rounding.id()
    );
    for number in numbers {
        let (item, value) = (label(number.item), number.value);
        let _ = writeln!(out, "{item}: {value} ({})", mark(number));
    }
    let _ = writeln!(
        out,
        "{}: {}",
        lang.pick("Floor", "Minimum"),
        own.ranking
            .minimum
            .map_or_else(|| lang.pick("none", "aucun").to_string(), |m| m.to_string())
    );
    let playoff_mark = if own.playoff_draw == PlayoffDraw::default() {
        lang.pick("Dugout's default", "valeur par défaut de Dugout")
    } else {
        lang.pick("league setting", "réglage de la ligue")
    };
    let _ = writeln!(
        out,
        "{}: {} ({playoff_mark})",
        lang.pick(
            "A championship's drawn playoff match is settled by",
            "Un match nul de phase finale de championnat se départage par"
        ),
        playoff_draw_name(own.playoff_draw, lang)
    );
    out
}

/// How a championship's drawn playoff match is settled, in words.
pub fn playoff_draw_name(rule: PlayoffDraw, lang: Lang) -> &'static str {
    match rule {
        PlayoffDraw::FreeThrows => lang.pick(
            "free throws, as in a tournament",
            "les lancers francs, comme en tournoi",
        ),
        PlayoffDraw::Ranking => lang.pick(
            "ranking points (free throws when level)",
            "les points de classement (lancers francs à égalité)",
        ),
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
            lang.pick("power", "puissance"),
            p.power,
            lang.pick("division", "division"),
            p.division,
            lang.pick("to score", "à marquer"),
            p.target
        );
    }
    if !points.from_prematch {
        out.push_str(lang.pick(
            "(every gladiator counted: the pre-match counts those who play)\n",
            "(tous les gladiateurs comptés : l'avant-match compte ceux qui jouent)\n",
        ));
    }
    out
}

pub fn deck(cards: &[CardRecord], lang: Lang) -> String {
    if cards.is_empty() {
        return lang.pick("The deck has no card yet: add some with --add NAME or --import FILE.\n", "Le paquet n'a encore aucune carte : ajoutez-en avec --add NOM ou --import FICHIER.\n").to_string();
    }
    let mut out = String::new();
    for c in cards {
        let _ = writeln!(out, "{:>4}  {:<24} x{}  {}", c.id, c.name, c.copies, c.text);
    }
    out
}

pub fn imported(imported: &DeckImported, dry_run: bool, lang: Lang) -> String {
    let verb = if dry_run {
        lang.pick("Would import", "Importerait")
    } else {
        lang.pick("Imported", "Importé")
    };
    format!(
        "{verb}: {} {}, {} {}; {} {}\n",
        imported.added.len(),
        lang.pick("added", "ajoutée(s)"),
        imported.updated.len(),
        lang.pick("changed", "modifiée(s)"),
        imported.deck.len(),
        lang.pick("cards in the deck", "cartes dans le paquet")
    )
}
