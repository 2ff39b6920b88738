//! A recorded Killpower Ball match read back, as the match screen's review shows it: the
//! result with its ranking points and free throws, then the post-match (death risks with
//! their location and outcome, the dead and those let go, experience and raises, the new
//! gladiators) and every roll. Reads only; the same lines a report's preview gives.

use super::super::fixtures::load_fixture;
use super::postmatch_outcome::{RiskLine, StayLine};
use super::postmatch_write::PostmatchPreview;
use super::postmatch_write::outcome_of_result;
use super::reference;
use super::view::gladiator_view;
use crate::Result;
use crate::data::Lang;
use crate::rules::Side;
use crate::rules::killpower::{Gladiator, Outcome};
use crate::store::killpower::GladiatorRecord;
use crate::store::{FixtureId, FixtureRecord, PlayerId, Store, Tx};

/// What a match's report recorded, if it has one.
pub fn stored_report(
    store: &mut Store,
    lang: Lang,
    fixture: FixtureId,
) -> Result<Option<PostmatchPreview>> {
    store.read(|tx| stored_in(tx, lang, fixture))
}

fn stored_in(tx: &Tx<'_>, lang: Lang, id: FixtureId) -> Result<Option<PostmatchPreview>> {
    let fixture = load_fixture(tx, id)?;
    let Some(result) = tx.kpb_result(id)? else {
        return Ok(None);
    };
    if fixture.result.is_none() {
        return Ok(None);
    }
    let postmatch = tx.kpb_postmatch(id)?;
    let seed = postmatch.map(|(_, seed)| seed).or(result.seed).unwrap_or(0);
    let mut outcome = outcome_of_result(tx, id, true, seed)?;
    if postmatch.is_some() {
        let read = Reading {
            tx,
            lang,
            fixture: &fixture,
            seq: result.seq,
        };
        read.postmatch(&mut outcome)?;
    }
    Ok(Some(outcome))
}

/// Reads a match's post-match back.
struct Reading<'a, 't> {
    tx: &'a Tx<'t>,
    lang: Lang,
    fixture: &'a FixtureRecord,
    /// The result's place in the order results were recorded.
    seq: i64,
}

fn name(record: &GladiatorRecord) -> String {
    format!("#{} {}", record.number, record.gladiator.name)
}

impl Reading<'_, '_> {
    fn side_of(&self, record: &GladiatorRecord) -> Side {
        if record.team_id == self.fixture.home {
            Side::Home
        } else {
            Side::Away
        }
    }

    fn postmatch(&self, outcome: &mut PostmatchPreview) -> Result<()> {
        let id = self.fixture.id;
        outcome.postmatch = true;
        let dead = self.risks(outcome)?;
        self.kept(outcome, &dead)?;
        self.joined(outcome)?;
        outcome.rolls.extend(
            self.tx
                .kpb_rolls(None, Some(id))?
                .into_iter()
                .filter(|r| r.stage == "postmatch")
                .map(|r| r.roll),
        );
        Ok(())
    }

    /// The death risks with their location and outcome; the dead's ids.
    fn risks(&self, outcome: &mut PostmatchPreview) -> Result<Vec<PlayerId>> {
        let (tx, lang) = (self.tx, self.lang);
        let data = reference()?;
        let mut dead = Vec::new();
        for risk in tx.kpb_death_risks(self.fixture.id)? {
            let Some(record) = tx.gladiator(risk.player_id)? else {
                continue;
            };
            if risk.outcome == Outcome::Death {
                dead.push(risk.player_id);
                outcome.dead.push(name(&record));
            }
            outcome.risks.push(RiskLine {
                side: self.side_of(&record),
                gladiator: name(&record),
                life: risk.life,
                face: risk.face,
                location: data.location_name(&risk.location, lang),
                outcome: risk.outcome,
                outcome_name: risk.outcome.name(lang).to_string(),
            });
        }
        Ok(dead)
    }

    /// Those the post-match changed: let go (not dead), or staying with their
    /// experience, raises and equipment before and after.
    fn kept(&self, outcome: &mut PostmatchPreview, dead: &[PlayerId]) -> Result<()> {
        for kept in self.tx.kept_gladiators(self.fixture.id)? {
            let Some(record) = self.tx.gladiator(kept.player_id)? else {
                continue;
            };
            if record.released_on.is_some() {
                if !dead.contains(&kept.player_id) {
                    outcome.dismissed.push(name(&record));
                }
                continue;
            }
            let after = version_after(self.tx, self.fixture, self.seq, &record)?;
            let (side, gladiator) = (self.side_of(&record), name(&record));
            let line = StayLine::between(side, gladiator, &kept.gladiator, &after);
            outcome.staying.push(line);
        }
        outcome.staying.sort_by_key(|line| line.side.index());
        Ok(())
    }

    /// The new gladiators, as this match made them, with the one each replaced.
    fn joined(&self, outcome: &mut PostmatchPreview) -> Result<()> {
        let tx = self.tx;
        let cards = tx.killpower_cards(tx.fixture_league(self.fixture.id)?)?;
        for (joined, replaced) in tx.kpb_joined(self.fixture.id)? {
            let (Some(mut record), Some(gone)) = (tx.gladiator(joined)?, tx.gladiator(replaced)?)
            else {
                continue;
            };
            record.gladiator = version_after(tx, self.fixture, self.seq, &record)?;
            outcome.joined.push((
                self.side_of(&record),
                name(&gone),
                gladiator_view(reference()?, &record, &cards, self.lang),
            ));
        }
        Ok(())
    }
}

/// A gladiator as this match left him: as the next post-match of his team kept him, or
/// as he is now when none has changed him since.
fn version_after(
    tx: &Tx<'_>,
    fixture: &FixtureRecord,
    seq: i64,
    record: &GladiatorRecord,
) -> Result<Gladiator> {
    let mut later: Vec<(i64, FixtureId)> = Vec::new();
    for other in tx.team_fixtures(record.team_id)? {
        if other.id == fixture.id {
            continue;
        }
        if let Some(result) = tx.kpb_result(other.id)?
            && result.seq > seq
        {
            later.push((result.seq, other.id));
        }
    }
    later.sort();
    for (_, other) in later {
        let kept = tx.kept_gladiators(other)?;
        if let Some(found) = kept.iter().find(|k| k.player_id == record.id) {
            return Ok(found.gladiator.clone());
        }
    }
    Ok(record.gladiator.clone())
}
