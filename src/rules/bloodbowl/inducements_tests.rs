//! Inducements: counts, who may buy what, variable prices and the budget.

use super::inducements::*;
use crate::data::Lang;
use crate::data::bloodbowl::Reference;
use crate::data::bloodbowl::tables::Inducements;

fn list() -> &'static Inducements {
    &Reference::bundled()
        .expect("the bundled data loads")
        .tables
        .inducements
}

fn buy(id: &str, count: u32) -> InducementBuy {
    InducementBuy {
        id: id.to_string(),
        count,
        price_each_gp: None,
    }
}

const NO_RULES: (&[String], u8) = (&[], 1);

#[test]
fn petty_cash_is_spent_first_then_the_treasury() {
    // 2 cheerleaders at 20,000 and a bribe at 100,000.
    let buys = [buy("temp-agency-cheerleaders", 2), buy("bribes", 1)];
    let bill = bill(list(), &buys, NO_RULES, 100_000, 80_000).unwrap();
    assert_eq!(bill.total_gp, 140_000);
    assert_eq!(
        (bill.from_petty_cash_gp, bill.from_treasury_gp),
        (100_000, 40_000)
    );
    let cheap = super::inducements::bill(list(), &buys[..1], NO_RULES, 100_000, 0).unwrap();
    assert_eq!(
        (cheap.from_petty_cash_gp, cheap.from_treasury_gp),
        (40_000, 0)
    );
    let nothing = super::inducements::bill(list(), &[], NO_RULES, 0, 0).unwrap();
    assert_eq!(nothing.total_gp, 0);
}

#[test]
fn more_than_the_budget_or_the_seeds_count_is_refused() {
    let over = bill(list(), &[buy("bribes", 2)], NO_RULES, 100_000, 50_000);
    assert_eq!(
        over,
        Err(InducementRefusal::OverBudget {
            total_gp: 200_000,
            petty_cash_gp: 100_000,
            treasury_gp: 50_000
        })
    );
    // 0–4 cheerleaders, asked in two lines.
    let many = bill(
        list(),
        &[
            buy("temp-agency-cheerleaders", 3),
            buy("temp-agency-cheerleaders", 2),
        ],
        NO_RULES,
        1_000_000,
        0,
    );
    assert!(matches!(
        many,
        Err(InducementRefusal::TooMany {
            max: 4,
            asked: 5,
            ..
        })
    ));
    assert!(matches!(
        bill(list(), &[buy("dragon", 1)], NO_RULES, 1_000_000, 0),
        Err(InducementRefusal::Unknown { .. })
    ));
}

#[test]
fn some_are_for_some_teams_only_and_star_players_need_their_price() {
    // The Waaagh! drummer is only for Badlands Brawl teams.
    let refused = bill(list(), &[buy("waaagh-drummer", 1)], NO_RULES, 1_000_000, 0);
    assert!(matches!(
        refused,
        Err(InducementRefusal::NotForThisTeam { .. })
    ));
    let star = bill(list(), &[buy("star-players", 1)], NO_RULES, 1_000_000, 0);
    assert!(matches!(star, Err(InducementRefusal::PriceNeeded { .. })));
    let priced = InducementBuy {
        price_each_gp: Some(230_000),
        ..buy("star-players", 1)
    };
    assert_eq!(
        bill(list(), &[priced], NO_RULES, 300_000, 0)
            .unwrap()
            .total_gp,
        230_000
    );
}

/// Seed 001 (001_712c7218694f055c.txt), line 47, lists "0 – 3 Pots de vin (100 kpo)",
/// "0 – 1 Assistant Funéraire (100 kpo)", "0 – 1 Médecin de la Peste (100 kpo)",
/// "0 – 1 Débutants Déchaînés (100 kpo)" and "0 – 1 Chef Cuistot Halfling (300 kpo)"
/// naming no team, where it names them for others ("0 – 1 Tambour Waaagh ! (50 kpo pour
/// Bagarre des Terres Arides)"): any team buys the first five at the seed's one price.
#[test]
fn what_the_seeds_list_names_no_team_for_any_team_buys_at_its_price() {
    let seed_line_47 = [
        ("bribes", 3, 100_000),
        ("mortuary-assistant", 1, 100_000),
        ("plague-doctor", 1, 100_000),
        ("riotous-rookies", 1, 100_000),
        ("halfling-master-chef", 1, 300_000),
    ];
    for (id, max, price_gp) in seed_line_47 {
        let buys = [buy(id, max)];
        let bill = bill(list(), &buys, NO_RULES, 0, 1_000_000)
            .unwrap_or_else(|refusal| panic!("{id}: {}", refusal.message(Lang::En)));
        assert_eq!(bill.lines, vec![(id.to_string(), max, price_gp)], "{id}");
        let over = bill_over(id, max + 1);
        assert!(
            matches!(over, Err(InducementRefusal::TooMany { max: m, .. }) if m == max),
            "{id}"
        );
    }
    // Line 47 names the Waaagh! Drummer's teams: a team without Badlands Brawl may not.
    let drummer = [buy("waaagh-drummer", 1)];
    assert!(matches!(
        bill(list(), &drummer, NO_RULES, 0, 1_000_000),
        Err(InducementRefusal::NotForThisTeam { .. })
    ));
    let badlands = ["badlands-brawl".to_string()];
    let priced = bill(list(), &drummer, (&badlands, 1), 0, 1_000_000).unwrap();
    assert_eq!(priced.total_gp, 50_000);
}

fn bill_over(id: &str, count: u32) -> Result<InducementBill, InducementRefusal> {
    bill(list(), &[buy(id, count)], NO_RULES, 0, 10_000_000)
}

#[test]
fn every_refusal_is_said_in_both_languages() {
    let name = || ["Bribes".to_string(), "Pots de vin".to_string()];
    let refusals = [
        InducementRefusal::Unknown {
            id: "dragon".into(),
        },
        InducementRefusal::NotForThisTeam { name: name() },
        InducementRefusal::TooMany {
            name: name(),
            max: 3,
            asked: 4,
        },
        InducementRefusal::PriceNeeded { name: name() },
        InducementRefusal::OverBudget {
            total_gp: 200_000,
            petty_cash_gp: 100_000,
            treasury_gp: 50_000,
        },
    ];
    for refusal in refusals {
        let (en, fr) = (refusal.message(Lang::En), refusal.message(Lang::Fr));
        assert!(
            !en.is_empty() && !fr.is_empty() && en != fr,
            "{}",
            refusal.id()
        );
    }
    let budget = InducementRefusal::OverBudget {
        total_gp: 200_000,
        petty_cash_gp: 100_000,
        treasury_gp: 50_000,
    };
    assert_eq!(
        budget.message(Lang::En),
        "these inducements cost 200,000 gp but the petty cash (100,000 gp) and the treasury (50,000 gp) hold 150,000 gp"
    );
}
