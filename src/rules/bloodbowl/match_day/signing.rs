//! Post-match step 6, "Recrutement Journaliers" (seed 001): the journeymen a side signs
//! join the squad it keeps after the match, and that squad is held to the limits every
//! hire is: at most the players a team holds (16: "l'un des 16 joueurs", the same step),
//! journeymen signed included, and each position at most its roster's 0–N.

use super::MatchDayRefusal;
use super::player_refusal::PlayerRefusal;
use crate::data::bloodbowl::Roster;
use crate::rules::bloodbowl::pre_match::Side;

/// Whether `side` may sign journeymen at the positions `signing` when it keeps players at
/// the positions `kept` after the match (its own players who did not die, those missing
/// a match included), and at most `most` players in all.
pub fn check_signing(
    roster: &Roster,
    most: u32,
    side: Side,
    kept: &[&str],
    signing: &[&str],
) -> Result<(), MatchDayRefusal> {
    if signing.is_empty() {
        return Ok(());
    }
    let count = |list: &[&str], positions: &[&str]| -> u32 {
        let n = list.iter().filter(|p| positions.contains(p)).count();
        u32::try_from(n).unwrap_or(u32::MAX)
    };
    let total = |list: &[&str]| u32::try_from(list.len()).unwrap_or(u32::MAX);
    if total(kept).saturating_add(total(signing)) > most {
        return Err(MatchDayRefusal::Players(PlayerRefusal::SquadFull {
            side,
            kept: total(kept),
            signing: total(signing),
            most,
        }));
    }
    for position in &roster.position {
        let only = [position.id.as_str()];
        let (have, more) = (count(kept, &only), count(signing, &only));
        if more > 0 && have.saturating_add(more) > position.max {
            return Err(MatchDayRefusal::Players(PlayerRefusal::PositionFull {
                side,
                position_en: position.name_en.clone(),
                position_fr: position.name_fr.clone(),
                kept: have,
                signing: more,
                most: position.max,
            }));
        }
    }
    for limit in &roster.limit {
        let positions: Vec<&str> = limit.positions.iter().map(String::as_str).collect();
        let (have, more) = (count(kept, &positions), count(signing, &positions));
        if more > 0 && have.saturating_add(more) > limit.max {
            return Err(MatchDayRefusal::Players(PlayerRefusal::SharedLimitFull {
                side,
                positions: positions.join(", "),
                kept: have,
                signing: more,
                most: limit.max,
            }));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::Lang;
    use crate::data::bloodbowl::{Reference, SharedLimit};

    fn roster(id: &str) -> &'static Roster {
        Reference::bundled()
            .expect("the bundled data loads")
            .roster(id)
            .expect(id)
    }

    fn most() -> u32 {
        Reference::bundled().expect("data").staff.players.max
    }

    fn refusal(result: Result<(), MatchDayRefusal>) -> PlayerRefusal {
        match result {
            Err(MatchDayRefusal::Players(refusal)) => refusal,
            other => panic!("a players' refusal, not {other:?}"),
        }
    }

    #[test]
    fn a_full_squad_signs_no_journeyman_and_says_how_many_it_can() {
        // Seed 001_712c7218694f055c.txt line 301: a player "compte dans l'effectif comme
        // l'un des 16 joueurs"; data/bloodbowl/staff.toml keeps that 16.
        assert_eq!(most(), 16);
        let human = roster("human");
        let sixteen = ["lineman"; 16];
        let refused = refusal(check_signing(
            human,
            most(),
            Side::Home,
            &sixteen,
            &["lineman"],
        ));
        assert_eq!(
            refused,
            PlayerRefusal::SquadFull {
                side: Side::Home,
                kept: 16,
                signing: 1,
                most: 16
            }
        );
        let (en, fr) = (refused.message(Lang::En), refused.message(Lang::Fr));
        assert!(
            en.contains("keeps 16 players") && en.contains("can sign 0 of the 1"),
            "{en}"
        );
        assert!(
            fr.contains("garde 16 joueurs") && fr.contains("recruter 0 des 1"),
            "{fr}"
        );
        // Fifteen kept (one died in the match): one journeyman fits, two do not.
        let fifteen = ["lineman"; 15];
        assert_eq!(
            check_signing(human, most(), Side::Away, &fifteen, &["lineman"]),
            Ok(())
        );
        let two = refusal(check_signing(
            human,
            most(),
            Side::Away,
            &fifteen,
            &["lineman", "lineman"],
        ));
        assert!(
            two.message(Lang::En).contains("can sign 1 of the 2"),
            "{two:?}"
        );
        assert_eq!(
            check_signing(human, most(), Side::Away, &sixteen, &[]),
            Ok(())
        );
    }

    #[test]
    fn a_journeyman_signed_is_held_to_his_positions_maximum() {
        // Shambling Undead: journeymen are Skeleton Linemen, 0–12 on the roster.
        let undead = roster("shambling-undead");
        let skeletons = ["skeleton-lineman"; 12];
        let refused = refusal(check_signing(
            undead,
            most(),
            Side::Home,
            &skeletons,
            &["skeleton-lineman"],
        ));
        assert!(
            matches!(
                refused,
                PlayerRefusal::PositionFull {
                    kept: 12,
                    signing: 1,
                    most: 12,
                    ..
                }
            ),
            "{refused:?}"
        );
        assert!(
            refused.message(Lang::En).contains("Skeleton"),
            "{refused:?}"
        );
        assert_eq!(
            check_signing(
                undead,
                most(),
                Side::Home,
                &skeletons[..11],
                &["skeleton-lineman"]
            ),
            Ok(())
        );
        // A limit shared with another position counts both.
        let mut shared = undead.clone();
        shared.limit.push(SharedLimit {
            positions: vec!["skeleton-lineman".into(), "zombie-lineman".into()],
            max: 13,
            note: None,
        });
        let kept = [
            "skeleton-lineman",
            "skeleton-lineman",
            "zombie-lineman",
            "zombie-lineman",
        ];
        let mut many = kept.repeat(3);
        many.push("zombie-lineman");
        let refused = refusal(check_signing(
            &shared,
            most(),
            Side::Away,
            &many,
            &["skeleton-lineman"],
        ));
        assert!(
            matches!(
                refused,
                PlayerRefusal::SharedLimitFull {
                    kept: 13,
                    most: 13,
                    ..
                }
            ),
            "{refused:?}"
        );
    }
}
