//! The Blood Bowl match sheet: the match, both teams side by side, the pre-match as
//! recorded (or boxes to fill in at the table), then per team its players with boxes
//! for what earns star player points and the casualties suffered, and the team totals.
//! A Dungeonbowl match has no stadium nor weather: its set-up checklist and its rules
//! in short take their place.

use serde::Serialize;

use super::match_boxes::player_tables;
use super::match_played::{Played, PlayedSide};
use super::match_setup::{dungeon_rules, dungeon_setup};
use super::match_totals::gp;
use super::tr::Bb;
use crate::Result;
use crate::coach::FixtureLine;
use crate::coach::bloodbowl::BloodBowlTeam;
use crate::data::bloodbowl::Reference;
use crate::games::Money;
use crate::sheet::SheetOptions;
use crate::sheet::grid::{Cells, GridRow, grid};
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::tr::L;

/// What a Blood Bowl match sheet prints.
#[derive(Debug, Clone, Serialize)]
pub struct MatchSheet {
    pub fixture: FixtureLine,
    pub league: String,
    pub season: String,
    pub dungeonbowl: bool,
    pub home: BloodBowlTeam,
    pub away: BloodBowlTeam,
    /// The recorded pre-match; `None` prints boxes to fill in instead.
    pub prematch: Option<Prematch>,
    /// What a played match holds; `None` (not played) prints boxes to fill in.
    pub played: Option<Played>,
}

/// A recorded pre-match, names in the document's language; sides are 0 home, 1 away.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Prematch {
    pub stadium: Option<String>,
    pub attribute: Option<String>,
    /// The side playing in its own stadium.
    pub resident: Option<usize>,
    pub weather: Option<String>,
    pub fan_factors: [u32; 2],
    /// Current team values with the journeymen.
    pub ctv_gp: [u64; 2],
    pub journeymen: [usize; 2],
    pub petty_cash_gp: [u64; 2],
    /// Each side's inducements: name, how many, the price of each.
    pub inducements: [Vec<(String, u32, u32)>; 2],
    pub inducements_gp: [u64; 2],
    pub prayers_side: Option<usize>,
    pub prayers: Vec<String>,
    pub kicking: Option<usize>,
    pub toss_winner: Option<usize>,
}

/// A Blood Bowl match sheet as PDF bytes, labels in `options.lang`.
pub fn match_sheet_pdf(sheet: &MatchSheet, options: &SheetOptions) -> Result<Vec<u8>> {
    let reference = Reference::bundled()?;
    let title = L::Versus.fill(options.lang, &[&sheet.home.name, &sheet.away.name]);
    let mut w = Writer::new(&title, options)?;
    header(&mut w, sheet, &title);
    panels(&mut w, sheet);
    w.heading(w.t(Bb::PreMatch));
    if sheet.prematch.is_none() {
        w.line_of_text(w.t(Bb::NoPrematchYet), Style::new(7.5).grey(0.35));
    }
    let rows = prematch_rows(&w, sheet);
    grid(&mut w, [&sheet.home.name, &sheet.away.name], &rows);
    if sheet.dungeonbowl {
        let toss = sheet.prematch.as_ref().and_then(|p| p.toss_winner);
        let teams = [sheet.home.name.as_str(), sheet.away.name.as_str()];
        dungeon_setup(&mut w, &reference.dungeonbowl, teams, toss);
    }
    let played = sheet.played.as_ref();
    player_tables(
        &mut w,
        [&sheet.home, &sheet.away],
        played,
        &reference.tables,
    );
    if sheet.dungeonbowl {
        dungeon_rules(&mut w, &reference.dungeonbowl);
    }
    Ok(w.finish(&title))
}

/// The title (both teams), what and when the match is, then league and season.
fn header(w: &mut Writer, sheet: &MatchSheet, title: &str) {
    let fixture = &sheet.fixture;
    crate::sheet::frame::match_title(w, fixture, title, L::MatchSheet);
    let colon = w.t(L::Colon);
    let mut line = format!(
        "{}{colon}{} · {}{colon}{}",
        w.t(L::League),
        sheet.league,
        w.t(L::Season),
        sheet.season
    );
    if sheet.dungeonbowl {
        line.push_str(&format!(" · {}{colon}Dungeonbowl", w.t(Bb::Format)));
    }
    w.line_of_text(&line, Style::new(9.0));
    if let (Some(home), Some(away)) = (fixture.home_score, fixture.away_score) {
        let text = w.tf(L::Played, &[&home, &away]);
        w.line_of_text(&text, Style::new(9.0).bold());
    }
    if let Some(played) = &sheet.played {
        let note = if played.sides.iter().all(|s| s.players.is_empty()) {
            w.t(Bb::NoPostmatch)
        } else {
            w.t(L::AsRecorded)
        };
        w.paragraph(note, Style::new(7.5).grey(0.35), 0.0);
    }
    w.y += 2.0;
}

/// Both teams side by side: coach, roster, values, fans, re-rolls, apothecary.
fn panels(w: &mut Writer, sheet: &MatchSheet) {
    let gap = 16.0;
    let width = (w.inner_width() - gap) / 2.0;
    let top = w.y;
    let mut lowest = top;
    for (index, team) in [&sheet.home, &sheet.away].into_iter().enumerate() {
        let x = w.left() + index as f32 * (width + gap);
        let side = if index == 0 { L::Home } else { L::Away };
        let heading = format!("{} · {}", w.t(side), team.name);
        let style = Style::new(11.0).bold();
        w.cell_shrinking(x, top + 11.0, width, &heading, style, Align::Left, 8.0);
        let mut y = top + 15.0;
        w.line((x, y), (x + width, y), 0.5, 0.3);
        y += 2.0;
        let plain = Style::new(8.3);
        let lines = match &sheet.played {
            Some(played) => played_panel_lines(w, sheet, index, &played.sides[index]),
            None => panel_lines(w, team),
        };
        for text in lines {
            for line in w.wrap(&text, width, plain, 2) {
                w.text(x, y + plain.size + 1.0, &line, plain);
                y += plain.size + 3.0;
            }
        }
        lowest = lowest.max(y);
    }
    w.y = lowest + 2.0;
}

/// "Coach: … · Roster: …".
fn coach_line(w: &Writer, team: &BloodBowlTeam) -> String {
    let colon = w.t(L::Colon);
    format!(
        "{}{colon}{} · {}{colon}{}",
        w.t(L::Coach),
        team.coach,
        w.t(L::Roster),
        team.roster_name
    )
}

/// What a team keeps from match to match: dedicated fans, re-rolls, apothecary.
fn kept_line(
    w: &Writer,
    fans: impl std::fmt::Display,
    rerolls: impl std::fmt::Display,
    apothecary: bool,
) -> String {
    let yes_no = if apothecary { Bb::Yes } else { Bb::No };
    format!(
        "{} {fans} · {} {rerolls} · {} {}",
        w.t(Bb::DedicatedFans),
        w.t(Bb::Rerolls),
        w.t(Bb::Apothecary),
        w.t(yes_no)
    )
}

fn panel_lines(w: &Writer, team: &BloodBowlTeam) -> Vec<String> {
    let colon = w.t(L::Colon);
    let gp = |amount: u64| gp(w, amount);
    vec![
        coach_line(w, team),
        format!(
            "{} {} · {} {}",
            w.t(Bb::Tv),
            gp(team.team_value_gp),
            w.t(Bb::Ctv),
            gp(team.current_team_value_gp)
        ),
        kept_line(w, team.dedicated_fans, team.rerolls, team.apothecary),
        format!(
            "{}{colon}{}",
            w.t(L::Treasury),
            Money::Gp.format(team.treasury_gp, w.lang)
        ),
    ]
}

/// A played match's panel: the team as it went into the match (the pre-match's CTV,
/// the fans, re-rolls and apothecary the post-match found, the treasury before).
fn played_panel_lines(
    w: &Writer,
    sheet: &MatchSheet,
    index: usize,
    side: &PlayedSide,
) -> Vec<String> {
    let team = if index == 0 { &sheet.home } else { &sheet.away };
    let colon = w.t(L::Colon);
    let mut lines = vec![coach_line(w, team)];
    if let Some(prematch) = &sheet.prematch {
        let ctv = gp(w, prematch.ctv_gp[index]);
        lines.push(format!("{}{colon}{ctv}", w.t(Bb::CtvBefore)));
    }
    if let Some(before) = &side.before {
        lines.push(kept_line(
            w,
            before.dedicated_fans,
            before.rerolls,
            before.apothecary,
        ));
    }
    let treasury = Money::Gp.format(side.treasury_before_gp, w.lang);
    lines.push(format!("{}{colon}{treasury}", w.t(Bb::TreasuryBefore)));
    lines
}

/// The pre-match facts, values when recorded, else boxes; no stadium nor weather in a
/// dungeon.
fn prematch_rows(w: &Writer, sheet: &MatchSheet) -> Vec<GridRow> {
    let day = sheet.prematch.as_ref();
    let mut rows = Vec::new();
    if !sheet.dungeonbowl {
        let stadium = day.map(|p| stadium_text(w, sheet, p));
        rows.push(GridRow::new(w.t(Bb::Stadium), Cells::Shared(stadium)));
        let weather = day.map(|p| p.weather.clone().unwrap_or_default());
        rows.push(GridRow::new(w.t(Bb::Weather), Cells::Shared(weather)));
    }
    let each = |f: &dyn Fn(&Prematch, usize) -> String| {
        Cells::Sides([0, 1].map(|side| day.map(|p| vec![f(p, side)])))
    };
    rows.push(GridRow::new(
        w.t(Bb::FanFactor),
        each(&|p, side| p.fan_factors[side].to_string()),
    ));
    rows.push(GridRow::new(
        w.t(Bb::Journeymen),
        each(&|p, side| p.journeymen[side].to_string()),
    ));
    rows.push(GridRow::new(
        w.t(Bb::CtvWithJourneymen),
        each(&|p, side| gp(w, p.ctv_gp[side])),
    ));
    rows.push(GridRow::new(
        w.t(Bb::PettyCash),
        each(&|p, side| gp(w, p.petty_cash_gp[side])),
    ));
    let bought = Cells::Sides([0, 1].map(|side| day.map(|p| inducement_lines(w, p, side))));
    rows.push(GridRow::new(w.t(Bb::Inducements), bought).tall(3));
    let prayers = Cells::Sides([0, 1].map(|side| day.map(|p| prayer_lines(w, p, side))));
    rows.push(GridRow::new(w.t(Bb::Prayers), prayers).tall(2));
    let (label, side) = if sheet.dungeonbowl {
        (Bb::WonToss, day.map(|p| p.toss_winner))
    } else {
        (Bb::KicksOff, day.map(|p| p.kicking))
    };
    let ticks = [0, 1].map(|index| side.map(|s| s == Some(index)));
    rows.push(GridRow::new(w.t(label), Cells::Tick(ticks)));
    rows
}

/// The stadium, its attribute and who lives there.
fn stadium_text(w: &Writer, sheet: &MatchSheet, day: &Prematch) -> String {
    let mut text = day.stadium.clone().unwrap_or_default();
    if let Some(attribute) = &day.attribute {
        text.push_str(&format!(" — {attribute}"));
    }
    let resident = day.resident.map(|side| {
        let team = if side == 0 { &sheet.home } else { &sheet.away };
        w.tf(Bb::Resident, &[&team.name])
    });
    if let Some(resident) = resident {
        text.push_str(&format!(" ({resident})"));
    }
    text
}

fn inducement_lines(w: &Writer, day: &Prematch, side: usize) -> Vec<String> {
    let bought = &day.inducements[side];
    if bought.is_empty() {
        return vec![w.t(L::NoneYet).to_string()];
    }
    let mut lines: Vec<String> = bought
        .iter()
        .map(|(name, count, each)| {
            w.tf(Bb::InducementLine, &[name, count, &gp(w, u64::from(*each))])
        })
        .collect();
    let total = gp(w, day.inducements_gp[side]);
    lines.push(w.tf(Bb::InducementsTotal, &[&total]));
    lines
}

fn prayer_lines(w: &Writer, day: &Prematch, side: usize) -> Vec<String> {
    if day.prayers_side != Some(side) || day.prayers.is_empty() {
        return vec![w.t(L::NoneYet).to_string()];
    }
    // Two to a line: a side may draw many.
    day.prayers.chunks(2).map(|pair| pair.join(" · ")).collect()
}
