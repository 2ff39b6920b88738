//! What a hire or a purchase costs, or why the rules refuse it (seed 001, step 6, and the
//! team's roster).

use super::{CreationRules, Refusal, TeamState};

/// Something a team buys besides players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Purchase {
    Rerolls,
    Assistants,
    Cheerleaders,
    Apothecary,
    DedicatedFans,
}

impl Purchase {
    pub const ALL: [Purchase; 5] = [
        Purchase::Rerolls,
        Purchase::Assistants,
        Purchase::Cheerleaders,
        Purchase::Apothecary,
        Purchase::DedicatedFans,
    ];

    /// The id typed on the command line (`dugout team buy T dedicated-fans`).
    pub fn id(self) -> &'static str {
        match self {
            Purchase::Rerolls => "rerolls",
            Purchase::Assistants => "assistants",
            Purchase::Cheerleaders => "cheerleaders",
            Purchase::Apothecary => "apothecary",
            Purchase::DedicatedFans => "dedicated-fans",
        }
    }

    /// Reads an id, in any case, with `-`, `_` or a space; singulars accepted.
    pub fn parse(text: &str) -> Option<Purchase> {
        let wanted = text.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        let wanted = match wanted.as_str() {
            "reroll" | "re-roll" | "re-rolls" => "rerolls",
            "assistant" | "assistant-coaches" | "assistant-coach" => "assistants",
            "cheerleader" => "cheerleaders",
            "dedicated-fan" | "fans" | "fan" => "dedicated-fans",
            other => other,
        }
        .to_string();
        Purchase::ALL.into_iter().find(|p| p.id() == wanted)
    }
}

/// The price of hiring a player at `position` (an id of the team's roster), or why the
/// rules refuse it: an unknown position, a full team, a full position or shared limit,
/// an empty treasury.
pub fn hire_cost(team: &TeamState<'_>, position: &str) -> Result<u32, Refusal> {
    let roster = team.roster;
    let Some(entry) = roster.position.iter().find(|p| p.id == position) else {
        return Err(Refusal::UnknownPosition {
            position: position.to_string(),
            allowed: roster.position.iter().map(|p| p.id.clone()).collect(),
        });
    };
    let max = team.staff.players.max;
    if team.squad() >= max as usize {
        return Err(Refusal::TeamFull { max });
    }
    if team.count_at(&entry.id) >= entry.max as usize {
        return Err(Refusal::PositionFull {
            position: entry.name_en.clone(),
            position_fr: entry.name_fr.clone(),
            max: entry.max,
        });
    }
    for limit in roster
        .limit
        .iter()
        .filter(|l| l.positions.contains(&entry.id))
    {
        let count: usize = limit.positions.iter().map(|p| team.count_at(p)).sum();
        if count >= limit.max as usize {
            return Err(Refusal::SharedLimitFull {
                positions: limit.positions.join(", "),
                max: limit.max,
            });
        }
    }
    afford(team, entry.cost_gp)
}

/// The price of `count` of `purchase`, or why the rules refuse it.
pub fn purchase_cost(
    team: &TeamState<'_>,
    purchase: Purchase,
    count: u32,
    creation: &CreationRules,
) -> Result<u32, Refusal> {
    if count == 0 {
        return Err(Refusal::CountZero);
    }
    let (unit_gp, have, max) = price_and_limit(team, purchase, creation)?;
    if have.saturating_add(count) > max {
        return Err(Refusal::TooMany {
            what: purchase,
            max,
        });
    }
    afford(team, unit_gp.saturating_mul(count))
}

/// The unit price, how many the team has, and the most it may have.
fn price_and_limit(
    team: &TeamState<'_>,
    purchase: Purchase,
    creation: &CreationRules,
) -> Result<(u32, u32, u32), Refusal> {
    let (staff, items) = (team.staff, team.items);
    Ok(match purchase {
        Purchase::Rerolls => {
            let base = team.roster.reroll_gp;
            let price = if team.matches_played > 0 {
                base.saturating_mul(staff.rerolls.after_first_match_multiplier)
            } else {
                base
            };
            (price, items.rerolls, team.roster.max_rerolls(staff))
        }
        Purchase::Assistants => (
            staff.assistants.cost_gp,
            items.assistants,
            staff.assistants.max,
        ),
        Purchase::Cheerleaders => (
            staff.cheerleaders.cost_gp,
            items.cheerleaders,
            staff.cheerleaders.max,
        ),
        Purchase::Apothecary => {
            if !team.roster.apothecary {
                return Err(Refusal::NoApothecary {
                    team: team.roster.name_en.clone(),
                    team_fr: team.roster.name_fr.clone(),
                });
            }
            (
                staff.apothecary.cost_gp,
                u32::from(items.apothecary),
                staff.apothecary.max,
            )
        }
        Purchase::DedicatedFans => {
            if team.matches_played > 0 {
                return Err(Refusal::FansOnlyBeforeFirstMatch);
            }
            (
                creation.dedicated_fan_gp,
                items.dedicated_fans,
                creation.max_dedicated_fans,
            )
        }
    })
}

fn afford(team: &TeamState<'_>, cost_gp: u32) -> Result<u32, Refusal> {
    if i64::from(cost_gp) > team.treasury_gp {
        return Err(Refusal::CannotAfford {
            cost_gp,
            treasury_gp: team.treasury_gp,
        });
    }
    Ok(cost_gp)
}
