//! The Killpower Ball ranking sheet ("LA FEUILLE DE CLASSEMENT GENERALE", 1.2 and
//! 13.1): the league's teams by ranking points, with coach, power, division, matches
//! won, lost, drawn and abandoned and total experience; at the bottom, how ranking
//! points are earned, each number marked as read from the seed's example, Dugout's
//! default, the rules' own, or the league's setting.

use chrono::NaiveDate;

use super::common::signed;
use super::tr::Kp;
use crate::Result;
use crate::coach::killpower::{
    ChampionshipLine, RankingItem, RankingMark, RankingNumber, championship, default_settings,
    league_settings, ranking_numbers,
};
use crate::rules::killpower::Mode;
use crate::sheet::SheetOptions;
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::table::{Col, Table, Width, row_height};
use crate::sheet::tr::L;
use crate::store::killpower::KillpowerLeagueRecord;
use crate::store::{LeagueId, Store, today};

const SIZE: f32 = 9.0;
const NOTE: Style = Style::new(7.5).grey(0.3);
const LEADING: f32 = 10.5;

/// What the ranking sheet prints.
#[derive(Debug, Clone)]
pub struct ChampionshipDoc {
    pub league: String,
    pub date: NaiveDate,
    /// The league's settings: its mode and ranking points per result.
    pub settings: KillpowerLeagueRecord,
    pub lines: Vec<ChampionshipLine>,
}

/// A Killpower Ball league's ranking sheet as PDF bytes: what the window prints.
pub fn championship_document(
    store: &mut Store,
    league: LeagueId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let settings = league_settings(store, league)?;
    let lines = championship(store, league)?;
    let record = crate::coach::league(store, league)?;
    let doc = ChampionshipDoc {
        league: record.name,
        date: today(),
        settings,
        lines,
    };
    championship_pdf(&doc, options)
}

pub fn championship_pdf(doc: &ChampionshipDoc, options: &SheetOptions) -> Result<Vec<u8>> {
    let numbers = ranking_numbers(&doc.settings.ranking)?;
    let mut w = Writer::new(&doc.league, options)?;
    let right = format!(
        "{} · {}",
        w.t(Kp::RankingSheet),
        crate::sheet::frame::as_of(&w, doc.date)
    );
    w.title(&doc.league, &right);
    w.y += 6.0;
    let table = Table::new(w.left(), w.inner_width(), columns(&w), SIZE);
    table.header(&mut w);
    if doc.lines.is_empty() {
        w.line_of_text(w.t(L::NoTeams), Style::new(8.0).grey(0.3));
    }
    for (index, line) in doc.lines.iter().enumerate() {
        row(&mut w, &table, line, index % 2 == 1);
    }
    w.y += 3.0;
    w.line_of_text(w.t(Kp::RankingLegend), NOTE);
    rules(&mut w, doc, &numbers);
    Ok(w.finish(&doc.league))
}

fn columns(w: &Writer) -> Vec<Col> {
    let number = |label: Kp, width: f32| Col::new(w.t(label), Width::Fixed(width), Align::Right);
    vec![
        number(Kp::PositionShort, 22.0),
        Col::new(w.t(Kp::Team), Width::Share(1.5), Align::Left),
        Col::new(w.t(L::Coach), Width::Share(1.0), Align::Left),
        number(Kp::RankingPointsShort, 48.0),
        number(Kp::PowerShort, 34.0),
        number(Kp::DivisionShort, 24.0),
        number(Kp::PlayedShort, 16.0),
        number(Kp::WonShort, 16.0),
        number(Kp::LostShort, 16.0),
        number(Kp::DrawnShort, 16.0),
        number(Kp::AbandonedShort, 16.0),
        number(Kp::TotalExperienceShort, 56.0),
    ]
}

/// A team's row: its name (up to three lines) and coach (two), the numbers on the first.
fn row(w: &mut Writer, table: &Table, line: &ChampionshipLine, shade: bool) {
    let plain = Style::new(SIZE);
    let cells = cells(line);
    let wrapped = [(1, plain.bold(), 3), (2, plain, 2)]
        .map(|(i, style, most)| (i, style, w.wrap(&cells[i], table.widths[i], style, most)));
    let lines = wrapped
        .iter()
        .map(|(_, _, l)| l.len())
        .max()
        .unwrap_or(1)
        .max(1);
    let height = row_height(SIZE) + (lines - 1) as f32 * LEADING;
    if w.ensure(height) {
        table.header(w);
    }
    if shade {
        table.band(w, height);
    }
    let baseline = w.y + SIZE + 1.5;
    for (i, text) in cells.iter().enumerate() {
        if i == 1 || i == 2 {
            continue;
        }
        let (x, width, align) = (table.xs[i], table.widths[i], table.cols[i].align);
        w.cell(x, baseline, width, text, plain, align);
    }
    for (i, style, texts) in wrapped {
        for (n, text) in texts.iter().enumerate() {
            let y = baseline + n as f32 * LEADING;
            w.cell(table.xs[i], y, table.widths[i], text, style, Align::Left);
        }
    }
    w.y += height;
}

fn cells(line: &ChampionshipLine) -> Vec<String> {
    let r = &line.record;
    vec![
        line.position.to_string(),
        line.team.clone(),
        line.coach.clone(),
        line.ranking_points.to_string(),
        line.power.to_string(),
        line.division.to_string(),
        r.played.to_string(),
        r.won.to_string(),
        r.lost.to_string(),
        r.drawn.to_string(),
        r.abandoned.to_string(),
        line.total_experience.to_string(),
    ]
}

/// Where a number comes from: the league's own value, else the data file's source.
fn mark(w: &Writer, number: &RankingNumber) -> String {
    match number.mark() {
        RankingMark::LeagueSetting => w.tf(Kp::LeagueSetting, &[&signed(number.default)]),
        RankingMark::FromExample => w.t(Kp::FromExample).to_string(),
        RankingMark::DugoutDefault => w.t(Kp::DugoutDefault).to_string(),
    }
}

/// How the sheet words a ranking number's rule.
fn rule_label(item: RankingItem) -> Kp {
    match item {
        RankingItem::Win => Kp::RuleWin,
        RankingItem::DivisionBonus => Kp::RuleBonus,
        RankingItem::Loss => Kp::RuleLoss,
        RankingItem::Draw => Kp::RuleDraw,
        RankingItem::Abandon => Kp::RuleAbandon,
    }
}

/// How ranking points are earned, as the league counts them, at the bottom.
fn rules(w: &mut Writer, doc: &ChampionshipDoc, numbers: &[RankingNumber]) {
    w.ensure(130.0);
    w.heading(w.t(Kp::RankingRules));
    let lines = if doc.settings.mode == Mode::Tournament {
        vec![w.t(Kp::TournamentNoRanking).to_string()]
    } else {
        rule_lines(w, doc, numbers)
    };
    let style = Style::new(8.0);
    for line in lines {
        w.ensure(style.size + 4.0);
        w.text(w.left(), w.y + style.size, "•", style);
        w.paragraph(&line, style, 9.0);
        w.y += 1.5;
    }
}

/// A championship's rules: the order, each result's points with where it comes from,
/// the floor, the divisions used.
fn rule_lines(w: &Writer, doc: &ChampionshipDoc, numbers: &[RankingNumber]) -> Vec<String> {
    let mut lines = vec![w.t(Kp::RankingOrder).to_string()];
    let own = doc.settings.ranking;
    let defaults = default_settings(doc.settings.mode)
        .map(|d| d.ranking)
        .unwrap_or(own);
    for number in numbers {
        let text = w.tf(rule_label(number.item), &[&signed(number.value)]);
        lines.push(format!("{text} — {}", mark(w, number)));
    }
    let floor = match own.minimum {
        Some(minimum) => w.tf(Kp::RuleFloor, &[&minimum]),
        None => w.t(Kp::RuleNoFloor).to_string(),
    };
    let floor_mark = if own.minimum == defaults.minimum {
        w.t(Kp::QuotedRule).to_string()
    } else {
        let default = defaults.minimum.map_or_else(|| "—".to_string(), signed);
        w.tf(Kp::LeagueSetting, &[&default])
    };
    lines.push(format!("{floor} — {floor_mark}"));
    lines.push(w.t(Kp::RankingDivisions).to_string());
    lines
}
