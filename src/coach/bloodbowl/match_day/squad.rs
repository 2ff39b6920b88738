//! One side of a post-match while it is worked out: its players as the rules change
//! them (profiles), who played, died, signed or leaves, its stadium, fans, staff and the
//! money its own steps move. `snapshot` keeps the rows as they were for a reset.

use std::collections::BTreeMap;

use chrono::NaiveDate;

use super::load::{Match, refused};
use super::plan::AdvanceLine;
use super::report::PostmatchReport;
use crate::data::bloodbowl::Roster;
use crate::data::bloodbowl::tables::Tables;
use crate::rules::bloodbowl::match_day::{
    MatchDayRefusal, MvpCandidate, MvpKind, Profile, RollLog, SIDES, StadiumPick, StadiumState,
    TakenAdvancement, TeamChoices, advance, attribute_entry, check_signing, mvp_pool,
};
use crate::rules::bloodbowl::pre_match::Side;
use crate::rules::bloodbowl::{Purchase, purchase_cost};
use crate::store::bloodbowl::{PlayerRow, TeamRow};
use crate::store::{StoreError, Tx};
use crate::{Error, Result};

/// A sum a side's post-match moves besides its steps 1 to 4: a kind, an amount, the
/// player it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub kind: &'static str,
    pub amount_gp: i64,
    pub player: Option<i64>,
}

pub struct Squad {
    pub side: Side,
    /// The team's own row as the post-match leaves it (staff bought on it).
    pub row: TeamRow,
    /// The team's own row as it was, kept for a reset.
    before: TeamRow,
    pub rows: Vec<PlayerRow>,
    pub profiles: BTreeMap<i64, Profile>,
    info: BTreeMap<i64, (String, u32, String)>,
    /// Who played, by shirt number (those who had to miss this match did not).
    pub playing: Vec<i64>,
    pub journeymen: Vec<i64>,
    pub dead: Vec<i64>,
    pub signed: Vec<i64>,
    pub leaving: Vec<i64>,
    pub released_on: Option<NaiveDate>,
    pub stadium: StadiumState,
    pub fans: u32,
    pub entries: Vec<Entry>,
}

fn corrupt(what: &str, error: impl std::fmt::Display) -> Error {
    Error::Store(StoreError::Corrupt(format!(
        "a player's {what} is damaged: {error}"
    )))
}

fn profile_of(row: &PlayerRow) -> Result<Profile> {
    Ok(Profile {
        ma: row.ma,
        st: row.st,
        ag: row.ag,
        pa: row.pa,
        av: row.av,
        skills: serde_json::from_str(&row.skills).map_err(|e| corrupt("skills", e))?,
        value_gp: row.cost,
        spp: row.spp,
        advancements: serde_json::from_str::<Vec<TakenAdvancement>>(&row.advancements)
            .map_err(|e| corrupt("advancements", e))?,
        lasting_injuries: serde_json::from_str(&row.lasting_injuries)
            .map_err(|e| corrupt("lasting injuries", e))?,
        // Those who sat this match out have served it.
        miss_next_game: false,
    })
}

/// Both sides of a match, read from the file.
pub fn squads(tx: &Tx<'_>, game: &Match) -> Result<[Squad; 2]> {
    let fixture = game.fixture.id;
    let mut out = Vec::new();
    for (index, loaded) in game.teams.iter().enumerate() {
        let rows = tx.bb_player_rows(loaded.header.id, fixture)?;
        let mut profiles = BTreeMap::new();
        for row in &rows {
            profiles.insert(row.id.0, profile_of(row)?);
        }
        let info = loaded
            .players
            .iter()
            .map(|p| (p.id.0, (p.name.clone(), p.number, p.position.clone())))
            .collect();
        out.push(Squad {
            side: SIDES[index],
            row: loaded.row.clone(),
            before: loaded.row.clone(),
            playing: rows
                .iter()
                .filter(|r| !r.miss_next_game)
                .map(|r| r.id.0)
                .collect(),
            journeymen: rows
                .iter()
                .filter(|r| r.journeyman && r.hired_for == Some(fixture))
                .map(|r| r.id.0)
                .collect(),
            rows,
            profiles,
            info,
            dead: Vec::new(),
            signed: Vec::new(),
            leaving: Vec::new(),
            released_on: None,
            stadium: StadiumState {
                stadium: loaded.row.stadium.clone(),
                owned: loaded.row.stadium_owned,
                fund_gp: loaded.row.stadium_fund_gp,
                sponsorship: loaded.row.sponsorship.clone(),
            },
            fans: loaded.row.dedicated_fans,
            entries: Vec::new(),
        });
    }
    out.try_into()
        .map_err(|_| Error::Store(StoreError::Corrupt("a match without two sides".into())))
}

/// Keeps both sides' rows as they were, for a reset (the post-match row exists).
pub fn keep(tx: &Tx<'_>, fixture: crate::store::FixtureId, squads: &[Squad; 2]) -> Result<()> {
    for squad in squads {
        tx.keep_bb_rows(fixture, &squad.before, &squad.rows)?;
    }
    Ok(())
}

/// How many times a side may use an apothecary this match: its own, the wandering
/// apothecaries it bought, and a stadium's on-site one.
pub fn apothecaries_for(
    tables: &Tables,
    game: &Match,
    index: usize,
    stadium: Option<&StadiumPick>,
) -> u32 {
    let own = u32::from(game.teams[index].row.apothecary);
    let bought = game.wandering_apothecaries[index];
    let site = stadium
        .and_then(|s| attribute_entry(tables, s))
        .map_or(0, |e| u32::from(e.match_apothecaries));
    own + bought + site
}

impl Squad {
    pub fn name(&self, player: i64) -> String {
        self.info
            .get(&player)
            .map_or_else(|| format!("#{player}"), |(name, _, _)| name.clone())
    }

    pub fn number(&self, player: i64) -> u32 {
        self.info.get(&player).map_or(0, |(_, number, _)| *number)
    }

    fn position(&self, player: i64) -> Option<&str> {
        self.info
            .get(&player)
            .map(|(_, _, position)| position.as_str())
    }

    /// Who the MVP is drawn among (`mvp_pool`), by shirt number: the side's players who
    /// played and did not die, journeymen included. Star Players and mercenaries induced
    /// for the match are an inducement's count and price, never players of the team, so
    /// they are never in it.
    pub fn eligible_mvps(&self) -> Vec<i64> {
        let candidates: Vec<MvpCandidate> = self
            .rows
            .iter()
            .map(|row| MvpCandidate {
                player: row.id.0,
                kind: if self.journeymen.contains(&row.id.0) {
                    MvpKind::Journeyman
                } else {
                    MvpKind::Rostered
                },
                played: self.playing.contains(&row.id.0),
                dead: self.dead.contains(&row.id.0),
            })
            .collect();
        mvp_pool(&candidates)
    }

    /// Step 6: signs the journeymen asked for, at their Linemen's cost; they lose Loner.
    /// The squad they join is held to the team's limits (`check_signing`).
    pub fn sign(
        &mut self,
        roster: &Roster,
        choices: &TeamChoices,
        treasury: &mut i64,
    ) -> Result<(Vec<String>, u64)> {
        self.check_signing(roster, &choices.sign_journeymen)?;
        let loner = super::load::tables()?.pre_match.journeymen.skill.clone();
        let mut names = Vec::new();
        let mut total = 0u64;
        for &player in &choices.sign_journeymen {
            if !self.journeymen.contains(&player) || self.dead.contains(&player) {
                return Err(refused(MatchDayRefusal::NotAJourneyman { player }));
            }
            if self.signed.contains(&player) {
                return Err(refused(MatchDayRefusal::PlayerTwice {
                    player,
                    list: "sign_journeymen",
                }));
            }
            let Some(profile) = self.profiles.get_mut(&player) else {
                return Err(refused(MatchDayRefusal::NotAJourneyman { player }));
            };
            let cost = profile.value_gp;
            if i64::from(cost) > *treasury {
                return Err(refused(MatchDayRefusal::CannotAfford {
                    side: self.side,
                    what: "signing",
                    cost_gp: cost,
                    treasury_gp: *treasury,
                }));
            }
            profile.skills.retain(|s| *s != loner);
            *treasury -= i64::from(cost);
            total += u64::from(cost);
            self.entries.push(Entry {
                kind: "signing",
                amount_gp: -i64::from(cost),
                player: Some(player),
            });
            self.signed.push(player);
            names.push(self.name(player));
        }
        Ok((names, total))
    }

    /// The squad the side keeps after the match (its own players who did not die, those
    /// missing a match included) and the journeymen it signs, held to the team's limits.
    fn check_signing(&self, roster: &Roster, signing: &[i64]) -> Result<()> {
        let kept: Vec<&str> = self
            .rows
            .iter()
            .map(|row| row.id.0)
            .filter(|p| !self.journeymen.contains(p) && !self.dead.contains(p))
            .filter_map(|p| self.position(p))
            .collect();
        let signed: Vec<&str> = signing
            .iter()
            .filter(|p| self.journeymen.contains(p) && !self.dead.contains(p))
            .filter_map(|p| self.position(*p))
            .collect();
        let most = super::load::reference()?.staff.players.max;
        check_signing(roster, most, self.side, &kept, &signed).map_err(refused)
    }

    /// Step 6: re-rolls (at the doubled price once the team has played), assistants,
    /// cheerleaders and an apothecary, within the roster's limits and the treasury.
    pub fn buy_staff(
        &mut self,
        loaded: &super::super::view::Loaded,
        choices: &TeamChoices,
        treasury: &mut i64,
    ) -> Result<u64> {
        let wanted = [
            (Purchase::Rerolls, choices.rerolls),
            (Purchase::Assistants, choices.assistants),
            (Purchase::Cheerleaders, choices.cheerleaders),
            (Purchase::Apothecary, u32::from(choices.apothecary)),
        ];
        let mut total = 0u64;
        for (purchase, count) in wanted.into_iter().filter(|(_, count)| *count > 0) {
            let mut state = loaded.state()?;
            state.treasury_gp = *treasury;
            state.matches_played += 1;
            state.items.rerolls = self.row.rerolls;
            state.items.assistants = self.row.assistants;
            state.items.cheerleaders = self.row.cheerleaders;
            state.items.apothecary = self.row.apothecary;
            let cost =
                purchase_cost(&state, purchase, count, &loaded.creation_rules()).map_err(|r| {
                    refused(MatchDayRefusal::Purchase {
                        side: self.side,
                        refusal: r,
                    })
                })?;
            match purchase {
                Purchase::Rerolls => self.row.rerolls += count,
                Purchase::Assistants => self.row.assistants += count,
                Purchase::Cheerleaders => self.row.cheerleaders += count,
                Purchase::Apothecary => self.row.apothecary = true,
                Purchase::DedicatedFans => {}
            }
            *treasury -= i64::from(cost);
            total += u64::from(cost);
            self.entries.push(Entry {
                kind: "staff",
                amount_gp: -i64::from(cost),
                player: None,
            });
        }
        Ok(total)
    }

    /// The journeymen not signed leave the team after the match.
    pub fn release_unsigned(&mut self, on: NaiveDate) {
        self.leaving = self
            .journeymen
            .iter()
            .copied()
            .filter(|p| !self.signed.contains(p) && !self.dead.contains(p))
            .collect();
        self.released_on = Some(on);
    }
}

/// Step 5: every advancement of the report, in its order.
pub fn advance_all(
    tables: &Tables,
    game: &Match,
    report: &PostmatchReport,
    squads: &mut [Squad; 2],
    log: &mut RollLog<'_>,
) -> Result<Vec<AdvanceLine>> {
    let reference = super::load::reference()?;
    let category_of = |skill: &str| {
        reference
            .skills
            .iter()
            .find(|s| s.id == skill)
            .map(|s| s.category)
    };
    let mut counts: BTreeMap<i64, usize> = BTreeMap::new();
    let mut lines = Vec::new();
    for input in &report.advancements {
        let index = squads
            .iter()
            .position(|s| s.profiles.contains_key(&input.player))
            .ok_or_else(|| {
                refused(MatchDayRefusal::PlayerNotInMatch {
                    player: input.player,
                })
            })?;
        let squad = &mut squads[index];
        if squad.dead.contains(&input.player) {
            return Err(refused(MatchDayRefusal::PlayerNotInMatch {
                player: input.player,
            }));
        }
        let roster = &game.teams[index].roster;
        let position = squad
            .position(input.player)
            .and_then(|id| roster.position.iter().find(|p| p.id == id))
            .ok_or_else(|| {
                refused(MatchDayRefusal::PlayerNotInMatch {
                    player: input.player,
                })
            })?;
        let number = counts.entry(input.player).or_insert(0);
        *number += 1;
        let name = squad.name(input.player);
        let Some(profile) = squad.profiles.get_mut(&input.player) else {
            continue;
        };
        let taken = advance(
            tables,
            log,
            (profile, position),
            input,
            &category_of,
            *number,
        )
        .map_err(refused)?;
        lines.push(AdvanceLine { name, taken });
    }
    Ok(lines)
}
