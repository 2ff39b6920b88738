//! The Killpower Ball team sheet ("LA FEUILLE D'ÉQUIPE", 1.2): the team part at the top
//! (coach, total experience, matches played and how they ended, ranking points, power,
//! division; the seed's "Banque" is left out, as the seed says), then the seven
//! gladiators: number, name with the experience written small under it, specialization,
//! a blank RAP box (rolled before each match), DEP PHY HAB POU BAL VIE, magic equipment
//! with the power cards by name, shield, and the raises left to take. Under them, the
//! text of every power card the team holds.

use chrono::NaiveDate;

use super::common::{mode_label, stat_heads, stat_values};
use super::tr::Kp;
use crate::Result;
use crate::coach::AsOf;
use crate::coach::killpower::{GladiatorView, KpbTeam};
use crate::data::Lang;
use crate::data::killpower::Reference;
use crate::error::killpower::KillpowerFault;
use crate::sheet::frame::{Fact, fact, info_cells, sheet_header};
use crate::sheet::games::TeamPages;
use crate::sheet::glossary::glossary_titled;
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::roster::{RosterRow, RosterTable};
use crate::sheet::table::{Col, Table, Width};
use crate::sheet::tr::L;
use crate::store::killpower::CardRecord;
use crate::store::{Store, TeamId, today};
use crate::tr::Words;

const SIZE: f32 = 8.0;
const NOTE: f32 = 6.8;
const LINE: f32 = 10.0;
/// The columns of the gladiators' table, by index.
const NAME: usize = 1;
const RAP: usize = 3;
const MAGIC: usize = 10;
const SHIELD: usize = 11;

/// A Killpower Ball team as its sheet shows it, ready to draw.
pub struct KillpowerPages {
    team: KpbTeam,
    league: String,
    date: NaiveDate,
    /// Each power card the gladiators hold, once: name and text.
    cards: Vec<(String, String)>,
    reference: &'static Reference,
}

impl KillpowerPages {
    /// The sheet of `team`; `deck` is its league's deck of power cards (for their text).
    pub fn new(team: KpbTeam, league: &str, date: NaiveDate, deck: &[CardRecord]) -> Result<Self> {
        let mut cards: Vec<(String, String)> = Vec::new();
        for id in team.gladiators.iter().flat_map(|g| &g.card_ids) {
            if let Some(card) = deck.iter().find(|c| c.id == *id)
                && !cards.iter().any(|(name, _)| *name == card.name)
            {
                cards.push((card.name.clone(), card.text.clone()));
            }
        }
        cards.sort_by_key(|(name, _)| name.to_lowercase());
        Ok(KillpowerPages {
            team,
            league: league.to_string(),
            date,
            cards,
            reference: Reference::bundled()?,
        })
    }
}

impl TeamPages for KillpowerPages {
    fn team_id(&self) -> TeamId {
        self.team.id
    }

    fn name(&self) -> &str {
        &self.team.name
    }

    fn roster(&self, lang: Lang) -> RosterTable {
        RosterTable {
            headers: columns(lang, self.reference)
                .into_iter()
                .map(|c| c.header)
                .collect(),
            rows: self
                .team
                .gladiators
                .iter()
                .map(|g| RosterRow {
                    player: g.id,
                    cells: row_words(lang, g),
                    note: name_note(lang, g),
                })
                .collect(),
            glossary: self.cards.clone(),
        }
    }

    fn draw(&self, w: &mut Writer) {
        let team = &self.team;
        let stands = crate::sheet::frame::as_of(w, self.date);
        let race = self.reference.base_race();
        let race = w.lang.pick(&race.name_en, &race.name_fr).to_string();
        sheet_header(w, &team.name, &stands, [&race, &team.coach, &self.league]);
        let [top, matches] = facts(w, team);
        info_cells(w, &top);
        w.y += 4.0;
        info_cells(w, &matches);
        w.y += 6.0;
        w.heading(w.t(Kp::Gladiators));
        gladiators(w, team, self.reference);
        notes(w, team, self.reference);
        glossary_titled(w, [Kp::CardGlossary, Kp::NoCards], self.cards.clone());
    }
}

/// A Killpower Ball team's sheet as it stands now, names in `lang`. Dugout keeps no
/// history of a Killpower Ball team, so a sheet as of a date or before a match is
/// refused rather than printed with today's team under an earlier date.
pub fn team_pages(
    store: &mut Store,
    team: TeamId,
    as_of: AsOf,
    lang: Lang,
) -> Result<Box<dyn TeamPages>> {
    if as_of != AsOf::Now {
        return Err(KillpowerFault::SheetAsOf.into());
    }
    let view = crate::coach::killpower::show_team(store, lang, team)?;
    let league = crate::coach::league(store, view.league_id)?;
    let deck = crate::coach::killpower::deck(store, view.league_id)?;
    let pages = KillpowerPages::new(view, &league.name, today(), &deck)?;
    Ok(Box::new(pages))
}

/// The team part: what the team is worth, then its matches.
fn facts(w: &Writer, team: &KpbTeam) -> [Vec<Fact>; 2] {
    let r = &team.record;
    [
        vec![
            fact(w.t(Kp::KpbMode), w.t(mode_label(team.mode)).to_string()),
            fact(w.t(Kp::TotalExperience), team.total_experience.to_string()),
            fact(w.t(Kp::RankingPoints), team.ranking_points.to_string()),
            fact(w.t(Kp::Power), team.power.to_string()),
            fact(w.t(Kp::DivisionLabel), team.division.to_string()),
        ],
        vec![
            fact(w.t(Kp::MatchesPlayed), r.played.to_string()),
            fact(w.t(Kp::Won), r.won.to_string()),
            fact(w.t(Kp::Lost), r.lost.to_string()),
            fact(w.t(Kp::Drawn), r.drawn.to_string()),
            fact(w.t(Kp::Abandoned), r.abandoned.to_string()),
        ],
    ]
}

fn columns(lang: Lang, reference: &Reference) -> Vec<Col> {
    let stat = |head: String| Col::new(head, Width::Fixed(22.0), Align::Center);
    let [rap, stats @ ..] = stat_heads(lang, reference);
    let mut cols = vec![
        Col::new(L::Number.words(lang), Width::Fixed(16.0), Align::Right),
        Col::new(L::Name.words(lang), Width::Share(1.5), Align::Left),
        Col::new(
            Kp::Specialization.words(lang),
            Width::Fixed(62.0),
            Align::Left,
        ),
        stat(rap),
    ];
    cols.extend(stats.into_iter().map(stat));
    cols.push(Col::new(
        Kp::MagicEquipment.words(lang),
        Width::Share(1.3),
        Align::Left,
    ));
    cols.push(Col::new(
        Kp::Shield.words(lang),
        Width::Fixed(36.0),
        Align::Center,
    ));
    cols
}

fn gladiators(w: &mut Writer, team: &KpbTeam, reference: &Reference) {
    let table = Table::new(w.left(), w.inner_width(), columns(w.lang, reference), SIZE);
    table.header(w);
    if team.gladiators.is_empty() {
        w.line_of_text(w.t(Kp::NoGladiators), Style::new(7.5).grey(0.3));
        return;
    }
    for (index, gladiator) in team.gladiators.iter().enumerate() {
        gladiator_row(w, &table, gladiator, index % 2 == 1);
    }
    w.y += 3.0;
}

/// What the magic equipment cell says: the kind, then the cards held by name, in bold.
fn magic_lines(w: &Writer, table: &Table, g: &GladiatorView) -> Vec<(String, Style)> {
    let (width, plain) = (table.widths[MAGIC], Style::new(SIZE));
    let mut lines: Vec<(String, Style)> = w
        .wrap(&g.magic_name, width, plain, 2)
        .into_iter()
        .map(|line| (line, plain))
        .collect();
    if !g.cards.is_empty() {
        let cards = w.wrap(&g.cards.join(", "), width, plain.bold(), 2);
        lines.extend(cards.into_iter().map(|line| (line, plain.bold())));
    }
    lines
}

/// The name cell: the name in bold, then the experience written small under it (as
/// the seed says) with the raises left to take.
fn name_lines(w: &Writer, table: &Table, g: &GladiatorView) -> Vec<(String, Style)> {
    let (width, bold) = (table.widths[NAME], Style::new(SIZE).bold());
    let note = name_note(w.lang, g);
    let mut lines: Vec<(String, Style)> = w
        .wrap(&g.name, width, bold, 2)
        .into_iter()
        .map(|line| (line, bold))
        .collect();
    let small = Style::new(NOTE).grey(0.3);
    lines.extend(
        w.wrap(&note, width, small, 2)
            .into_iter()
            .map(|l| (l, small)),
    );
    lines
}

/// What is written small under a gladiator's name: experience, raises left to take.
fn name_note(lang: Lang, g: &GladiatorView) -> String {
    let mut note = Kp::ExpSmall.fill(lang, &[&g.experience]);
    if g.raises_left > 0 {
        note.push_str(&format!(
            " · {}",
            Kp::RaisesToTake.fill(lang, &[&g.raises_left])
        ));
    }
    note
}

/// A gladiator's row in words (the website): the sheet's columns, the magic equipment
/// with its cards, the shield or "to roll"; RAP is rolled before each match.
fn row_words(lang: Lang, g: &GladiatorView) -> Vec<String> {
    let mut cells = vec![
        g.number.to_string(),
        g.name.clone(),
        g.specialization_name.clone(),
        "—".to_string(),
    ];
    cells.extend(stat_values(&g.stats).iter().map(u8::to_string));
    let mut magic = g.magic_name.clone();
    if !g.cards.is_empty() {
        magic.push_str(&format!(": {}", g.cards.join(", ")));
    }
    cells.push(magic);
    cells.push(shield_text(lang, g));
    cells
}

fn shield_text(lang: Lang, g: &GladiatorView) -> String {
    match g.shield {
        Some(value) => value.to_string(),
        None => Kp::ToRoll.words(lang).to_string(),
    }
}

/// The one-line cells: number, specialization, DEP to VIE, shield.
fn single_cells(w: &Writer, g: &GladiatorView) -> Vec<(usize, String, Style)> {
    let plain = Style::new(SIZE);
    let mut cells = vec![
        (0, g.number.to_string(), plain.bold()),
        (2, g.specialization_name.clone(), plain),
    ];
    for (offset, value) in stat_values(&g.stats).into_iter().enumerate() {
        cells.push((RAP + 1 + offset, value.to_string(), plain));
    }
    let style = match g.shield {
        Some(_) => Style::new(9.0).bold(),
        None => Style::new(NOTE).grey(0.3),
    };
    let shield = (shield_text(w.lang, g), style);
    cells.push((SHIELD, shield.0, shield.1));
    cells
}

fn gladiator_row(w: &mut Writer, table: &Table, g: &GladiatorView, shade: bool) {
    let columns = [
        (NAME, name_lines(w, table, g)),
        (MAGIC, magic_lines(w, table, g)),
    ];
    let lines = columns.iter().map(|(_, l)| l.len()).max().unwrap_or(1);
    let height = lines.max(2) as f32 * LINE + 5.0;
    if w.ensure(height) {
        table.header(w);
    }
    if shade {
        table.band(w, height);
    }
    let top = w.y;
    let baseline = top + SIZE + 3.0;
    for (index, text, style) in single_cells(w, g) {
        let (x, width, align) = (
            table.xs[index],
            table.widths[index],
            table.cols[index].align,
        );
        w.cell(x, baseline, width, &text, style, align);
    }
    for (index, lines) in columns {
        for (n, (line, style)) in lines.iter().enumerate() {
            let y = baseline + n as f32 * LINE;
            w.cell(
                table.xs[index],
                y,
                table.widths[index],
                line,
                *style,
                Align::Left,
            );
        }
    }
    // The RAP box, blank: RAP is rolled before each match.
    let side = 16.0;
    let x = table.xs[RAP] + (table.widths[RAP] - side) / 2.0;
    w.rect(x, top + 3.0, side, side - 2.0, Some(1.0));
    w.rect(x, top + 3.0, side, side - 2.0, None);
    w.y = top + height;
}

/// The notes under the table: RAP left blank, what the shield holds, armour still to
/// roll, what experience buys, and what each abbreviation stands for.
fn notes(w: &mut Writer, team: &KpbTeam, reference: &Reference) {
    let style = Style::new(6.8).grey(0.35);
    let equipment = &reference.equipment;
    let mut lines = vec![
        w.t(Kp::RapBlank).to_string(),
        w.tf(Kp::ShieldNote, &[&equipment.normal_armour.shield]),
    ];
    if team.gladiators.iter().any(|g| g.shield.is_none()) {
        lines.push(w.tf(Kp::ShieldToRollNote, &[&armour_dice(reference)]));
    }
    if team.gladiators.iter().any(|g| g.raises_left > 0) {
        let rule = &reference.experience.experience;
        let raisable: Vec<String> = rule
            .raisable
            .iter()
            .filter_map(|id| reference.characteristic(id))
            .map(|c| w.lang.pick(&c.abbr_en, &c.abbr_fr).to_string())
            .collect();
        let text = w.tf(
            Kp::RaisesNote,
            &[&rule.per_raise, &rule.raise_by, &raisable.join(", ")],
        );
        lines.push(text);
    }
    lines.push(super::common::stat_legend(w, reference));
    for line in lines {
        w.paragraph(&line, style, 0.0);
    }
}

/// The magic armour's dice as the seed writes them: `1D5+6`.
fn armour_dice(reference: &Reference) -> String {
    let die = reference.equipment.dice.die;
    reference
        .magic("armour")
        .map(|armour| {
            let count = armour.half_dice.unwrap_or(1);
            let plus = armour.plus.unwrap_or(0);
            format!("{count}D{}+{plus}", die / 2)
        })
        .unwrap_or_default()
}
