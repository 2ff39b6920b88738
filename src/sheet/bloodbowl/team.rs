//! The Blood Bowl team sheet: roster with MA ST AG PA AV, skills, SPP and injuries; TV
//! and CTV, re-rolls, fans, staff and treasury; a glossary of every skill on the sheet.
//! A full roster of 16 fits one page.

use super::tr::Bb;
use crate::Result;
use crate::coach::AsOf;
use crate::coach::bloodbowl::{BloodBowlPlayer, BloodBowlTeam};
use crate::data::bloodbowl::{Reference, SkillRef};
use crate::data::{Lang, Named};
use crate::error::bloodbowl::BloodBowlFault;
use crate::games::Money;
use crate::sheet::SheetOptions;
use crate::sheet::frame::{Fact, info_cells, sheet_header};
use crate::sheet::games::TeamPages;
use crate::sheet::glossary::glossary_of;
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::roster::{RosterRow, RosterTable};
use crate::sheet::table::{Col, Table, Width};
use crate::sheet::tr::L;
use crate::store::{Store, TeamId, today};
use crate::tr::Words;

const SIZE: f32 = 8.0;

/// A Blood Bowl team as its sheet shows it, ready to draw.
pub struct BloodBowlPages {
    team: BloodBowlTeam,
    league: String,
    date: chrono::NaiveDate,
    reference: &'static Reference,
}

impl BloodBowlPages {
    pub fn new(team: BloodBowlTeam, league: &str, date: chrono::NaiveDate) -> Result<Self> {
        Ok(BloodBowlPages {
            team,
            league: league.to_string(),
            date,
            reference: Reference::bundled()?,
        })
    }
}

impl TeamPages for BloodBowlPages {
    fn team_id(&self) -> TeamId {
        self.team.id
    }

    fn name(&self) -> &str {
        &self.team.name
    }

    fn roster(&self, lang: Lang) -> RosterTable {
        RosterTable {
            headers: columns(lang).into_iter().map(|c| c.header).collect(),
            rows: self
                .team
                .players
                .iter()
                .map(|p| RosterRow {
                    player: p.id,
                    cells: cells(lang, p, self.reference),
                    note: String::new(),
                })
                .collect(),
            glossary: glossary(&self.team, self.reference, lang),
        }
    }

    fn draw(&self, w: &mut Writer) {
        let team = &self.team;
        let stands = crate::sheet::frame::as_of(w, self.date);
        sheet_header(
            w,
            &team.name,
            &stands,
            [&team.roster_name, &team.coach, &self.league],
        );
        let facts = facts(w, team);
        info_cells(w, &facts);
        w.y += 8.0;
        roster(w, team, self.reference);
        let entries = glossary(team, self.reference, w.lang);
        glossary_of(w, entries);
    }
}

/// A Blood Bowl team sheet as PDF bytes, labels and skills in `options.lang`.
pub fn bloodbowl_team_pdf(
    team: &BloodBowlTeam,
    league: &str,
    date: chrono::NaiveDate,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    BloodBowlPages::new(team.clone(), league, date)?.pdf(options)
}

/// A Blood Bowl team's sheet as it stands now, names in `lang`. Sheets as of a date or
/// before a match come with the Blood Bowl match day.
pub fn team_pages(
    store: &mut Store,
    team: TeamId,
    as_of: AsOf,
    lang: Lang,
) -> Result<Box<dyn TeamPages>> {
    if as_of != AsOf::Now {
        return Err(BloodBowlFault::SheetAsOf.into());
    }
    let view = crate::coach::bloodbowl::show_team(store, lang, team)?;
    let league = crate::coach::league(store, view.league_id)?;
    Ok(Box::new(BloodBowlPages::new(view, &league.name, today())?))
}

fn facts(w: &Writer, team: &BloodBowlTeam) -> Vec<Fact> {
    let gp = |amount: i64| Money::Gp.format(amount, w.lang);
    let fact = |label: &str, value: String| Fact {
        label: label.to_string(),
        value,
    };
    let yes_no = if team.apothecary { Bb::Yes } else { Bb::No };
    vec![
        fact(w.t(L::Treasury), gp(team.treasury_gp)),
        fact(
            w.t(L::TeamValue),
            gp(i64::try_from(team.team_value_gp).unwrap_or(i64::MAX)),
        ),
        fact(
            w.t(Bb::CurrentTeamValue),
            gp(i64::try_from(team.current_team_value_gp).unwrap_or(i64::MAX)),
        ),
        fact(w.t(Bb::Rerolls), team.rerolls.to_string()),
        fact(w.t(Bb::DedicatedFans), team.dedicated_fans.to_string()),
        fact(w.t(Bb::AssistantCoaches), team.assistants.to_string()),
        fact(w.t(L::Cheerleaders), team.cheerleaders.to_string()),
        fact(w.t(Bb::Apothecary), w.t(yes_no).to_string()),
    ]
}

fn columns(lang: Lang) -> Vec<Col> {
    let fixed = |label: &str, width: f32, align: Align| Col::new(label, Width::Fixed(width), align);
    vec![
        fixed(L::Number.words(lang), 16.0, Align::Right),
        Col::new(L::Name.words(lang), Width::Share(1.0), Align::Left),
        Col::new(L::Position.words(lang), Width::Share(0.8), Align::Left),
        fixed(Bb::StatMa.words(lang), 16.0, Align::Center),
        fixed(Bb::StatSt.words(lang), 16.0, Align::Center),
        fixed(Bb::StatAg.words(lang), 18.0, Align::Center),
        fixed(Bb::StatPa.words(lang), 18.0, Align::Center),
        fixed(Bb::StatAv.words(lang), 20.0, Align::Center),
        Col::new(L::Skills.words(lang), Width::Share(1.6), Align::Left),
        fixed(Bb::Spp.words(lang), 20.0, Align::Right),
        fixed(L::Injuries.words(lang), 34.0, Align::Left),
        fixed(Bb::Value.words(lang), 48.0, Align::Right),
    ]
}

fn roster(w: &mut Writer, team: &BloodBowlTeam, reference: &Reference) {
    let table = Table::new(w.left(), w.inner_width(), columns(w.lang), SIZE).emphasise(1);
    table.header(w);
    if team.players.is_empty() {
        w.line_of_text(w.t(Bb::NoPlayers), Style::new(7.5).grey(0.3));
        return;
    }
    for (index, player) in team.players.iter().enumerate() {
        let cells = cells(w.lang, player, reference);
        table.row(w, &cells, Style::new(SIZE), index % 2 == 1);
    }
}

fn cells(lang: Lang, p: &BloodBowlPlayer, reference: &Reference) -> Vec<String> {
    let target = |n: u8| format!("{n}+");
    let injuries = match (
        p.miss_next_game,
        p.lasting_injuries.as_array().map_or(0, Vec::len),
    ) {
        (true, 0) => Bb::MissNextGame.words(lang).to_string(),
        (false, 0) => String::new(),
        (mng, lasting) => {
            let mng = if mng {
                Bb::MissNextGame.words(lang)
            } else {
                ""
            };
            format!("{mng} {lasting}×").trim().to_string()
        }
    };
    vec![
        p.number.to_string(),
        p.name.clone(),
        p.position_name.clone(),
        p.ma.to_string(),
        p.st.to_string(),
        target(p.ag),
        p.pa.map_or("-".to_string(), target),
        target(p.av),
        reference.skill_list(&p.skills, lang),
        p.spp.to_string(),
        injuries,
        Money::Gp.format(p.cost_gp.into(), lang),
    ]
}

/// Every skill of the sheet's players, once, with its description, by name.
fn glossary(team: &BloodBowlTeam, reference: &Reference, lang: Lang) -> Vec<(String, String)> {
    let mut ids: Vec<&str> = team
        .players
        .iter()
        .flat_map(|p| &p.skills)
        .filter_map(|text| SkillRef::parse(text).map(|s| s.id))
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let mut entries: Vec<(String, String)> = ids
        .into_iter()
        .filter_map(|id| reference.skill(id))
        .map(|skill| {
            let description = lang.pick(&skill.description_en, &skill.description_fr);
            (skill.name(lang).to_string(), description.to_string())
        })
        .collect();
    entries.sort_by_key(|(name, _)| name.to_lowercase());
    entries
}
