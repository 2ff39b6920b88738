//! The match sheet: both teams as they go into the match (values, outsider and bonus,
//! what each hired and rolled, hacks, cheerleaders, Giants) and boxes to fill in at the
//! table: a score track, strikes, injuries, deaths and experience per player, the man
//! of the match.

use serde::Serialize;

use super::match_boxes::{roster_boxes, score_track};
use super::played::Played;
use super::tr::Dr;
use crate::Result;
use crate::coach::Context;
use crate::coach::dreadball::{ItemLine, PreMatch, TeamDay, TeamSheet};
use crate::present::dreadball::staff_name;
use crate::sheet::SheetOptions;
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::tr::L;
use crate::store::dreadball::ItemKind;

/// What a match sheet prints: the pre-match view and each team's sheet before the match.
#[derive(Debug, Clone, Serialize)]
pub struct MatchSheet {
    pub prematch: PreMatch,
    pub home: TeamSheet,
    pub away: TeamSheet,
    /// What the file holds once played; `None` prints boxes to fill in.
    pub played: Option<Played>,
}

pub fn match_sheet_pdf(sheet: &MatchSheet, options: &SheetOptions) -> Result<Vec<u8>> {
    let context = Context::new(options.lang);
    let fixture = &sheet.prematch.fixture;
    let title = L::Versus.fill(options.lang, &[&fixture.home, &fixture.away]);
    let mut w = Writer::new(&title, options)?;
    crate::sheet::frame::match_title(&mut w, fixture, &title, L::MatchSheet);
    w.line_of_text(&outsider_line(&w, &sheet.prematch), Style::new(9.0));
    if let (Some(home), Some(away)) = (fixture.home_score, fixture.away_score) {
        let text = w.tf(L::Played, &[&home, &away]);
        w.line_of_text(&text, Style::new(9.0).bold());
        w.paragraph(w.t(L::AsRecorded), Style::new(7.5).grey(0.35), 0.0);
    }
    w.y += 4.0;
    panels(&mut w, sheet, &context);
    let played = sheet.played.as_ref();
    score_track(&mut w, &sheet.prematch, played);
    roster_boxes(&mut w, [&sheet.home, &sheet.away], played);
    Ok(w.finish(&title))
}

fn outsider_line(w: &Writer, prematch: &PreMatch) -> String {
    match prematch.outsider.and_then(|id| prematch.team(id)) {
        Some(team) => w.tf(
            Dr::Outsider,
            &[&team.name, &format!("{}mc", prematch.bonus_mc)],
        ),
        None => w.t(Dr::NoOutsider).to_string(),
    }
}

/// The two teams' facts side by side.
fn panels(w: &mut Writer, sheet: &MatchSheet, context: &Context) {
    let gap = 16.0;
    let width = (w.inner_width() - gap) / 2.0;
    let top = w.y;
    let sides = [
        (&sheet.prematch.home, &sheet.home, w.left()),
        (&sheet.prematch.away, &sheet.away, w.left() + width + gap),
    ];
    let mut lowest = top;
    for (day, team, x) in sides {
        let lines = panel_lines(w, day, team, sheet.played.is_some(), context);
        let mut y = top;
        let side = if x == w.left() { L::Home } else { L::Away };
        let heading = format!("{} · {}", w.t(side), day.name);
        w.cell(
            x,
            y + 11.0,
            width,
            &heading,
            Style::new(11.0).bold(),
            Align::Left,
        );
        y += 15.0;
        w.line((x, y), (x + width, y), 0.5, 0.3);
        y += 2.0;
        for (text, style) in lines {
            for line in w.wrap(&text, width, style, 3) {
                w.text(x, y + style.size + 1.0, &line, style);
                y += style.size + 3.0;
            }
        }
        lowest = lowest.max(y);
    }
    w.y = lowest + 6.0;
}

/// A team's facts; once played, its value and treasury as it went into the match.
fn panel_lines(
    w: &Writer,
    day: &TeamDay,
    team: &TeamSheet,
    played: bool,
    context: &Context,
) -> Vec<(String, Style)> {
    let plain = Style::new(8.3);
    let values = if played {
        w.tf(
            Dr::ValueTreasuryBefore,
            &[&team.value_mc, &team.treasury_mc],
        )
    } else {
        format!(
            "{} {}mc · {} {}mc",
            w.t(L::TeamValue),
            day.value_mc,
            w.t(L::Treasury),
            team.treasury_mc
        )
    };
    let mut lines = vec![
        (format!("{} {}", w.t(L::Coach), team.coach), plain),
        (values, plain),
        (
            format!(
                "{} {} · {} {}",
                w.t(Dr::Dice),
                team.dice,
                w.t(Dr::Cards),
                team.cards
            ),
            plain,
        ),
        (
            w.tf(
                Dr::CheerleadersAllowed,
                &[&day.cheerleaders_allowed, &day.cheerleaders_owned],
            ),
            plain,
        ),
    ];
    let staff: Vec<String> = day.staff.iter().map(|k| staff_name(context, *k)).collect();
    let staff = if staff.is_empty() {
        w.t(L::NoneYet).to_string()
    } else {
        staff.join(", ")
    };
    let colon = w.t(L::Colon);
    lines.push((format!("{}{colon}{staff}", w.t(Dr::Staff)), plain));
    let hack = day
        .hack
        .clone()
        .unwrap_or_else(|| w.t(L::NoneYet).to_string());
    lines.push((format!("{}{colon}{hack}", w.t(Dr::Hack)), plain));
    if day.giants > 0 {
        lines.push((w.tf(Dr::Giants, &[&day.giants]), plain));
    }
    let hired: Vec<String> = day
        .items
        .iter()
        .filter(|item| item.kind != ItemKind::Hack)
        .map(|item| item_text(w, item))
        .collect();
    let bought = if hired.is_empty() {
        w.t(Dr::NothingBought).to_string()
    } else {
        hired.join("; ")
    };
    lines.push((format!("{}{colon}{bought}", w.t(Dr::Bought)), plain));
    lines
}

/// An MVP with how it was paid, or a free-agent roll with its result and players.
fn item_text(w: &Writer, item: &ItemLine) -> String {
    let paid = w.tf(
        Dr::BonusSpent,
        &[
            &format!("{}mc", item.bonus_mc),
            &format!("{}mc", item.treasury_mc),
        ],
    );
    match item.kind {
        ItemKind::Mvp => format!("{} {} ({paid})", w.t(Dr::Mvp), item.label),
        ItemKind::FreeAgent | ItemKind::Hack => {
            let result = if item.label.is_empty() {
                w.t(Dr::RollPending).to_string()
            } else {
                item.label.clone()
            };
            let die = item.die.map_or("?".to_string(), |d| d.to_string());
            let mut text = w.tf(Dr::RollLine, &[&item.what, &die, &result]);
            let names: Vec<String> = item
                .players
                .iter()
                .map(|p| format!("#{} {}", p.number, p.name))
                .collect();
            if !names.is_empty() {
                text.push_str(&format!(" — {}", names.join(", ")));
            }
            text
        }
    }
}
