//! What a game's money is counted in, and how an amount of it is written: a fact of each
//! game's data (mc, gp or points), below the rules that count it. `games` re-exports it.

use super::{Lang, group_thousands};
use crate::tr::texts;

texts! { MoneyUnit {
    Mc => "Megacredits (mc)", "Mégacrédits (mc)";
    Gp => "Gold pieces (gp)", "Pièces d'or (po)";
    Points => "Points", "Points";
} }

/// What a game's money is counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Money {
    /// DreadBall's megacredits.
    Mc,
    /// Blood Bowl's gold pieces.
    Gp,
    /// No money (Killpower Ball): a team's value is its power, its "treasury" its ranking
    /// points.
    Points,
}

impl Money {
    /// The unit's id, as JSON field suffixes use it (`treasury_mc`, `treasury_gp`).
    pub fn id(self) -> &'static str {
        match self {
            Money::Mc => "mc",
            Money::Gp => "gp",
            Money::Points => "points",
        }
    }

    /// The unit's short name after an amount of gold: "gp" in English, "po" in French.
    fn gold_unit(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "gp",
            Lang::Fr => "po",
        }
    }

    /// The unit's name, as a chart's axis says it.
    pub fn unit_name(self, lang: Lang) -> &'static str {
        match self {
            Money::Mc => MoneyUnit::Mc,
            Money::Gp => MoneyUnit::Gp,
            Money::Points => MoneyUnit::Points,
        }
        .get(lang)
    }

    /// An amount as the user reads it: "12mc"; "1,000,000 gp" / "1 000 000 po".
    pub fn format(self, amount: i64, lang: Lang) -> String {
        match self {
            Money::Mc => format!("{amount}mc"),
            Money::Points => amount.to_string(),
            Money::Gp => format!(
                "{} {}",
                group_thousands(amount, lang),
                Money::gold_unit(lang)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gold_pieces_are_grouped_by_thousands_in_each_language() {
        assert_eq!(Money::Gp.format(1_000_000, Lang::En), "1,000,000 gp");
        assert_eq!(
            Money::Gp.format(1_000_000, Lang::Fr),
            "1\u{a0}000\u{a0}000 po"
        );
        assert_eq!(Money::Gp.format(-50_000, Lang::En), "-50,000 gp");
        assert_eq!(Money::Gp.format(0, Lang::En), "0 gp");
        assert_eq!(Money::Mc.format(12, Lang::Fr), "12mc");
        crate::tr::assert_complete(MoneyUnit::ALL);
    }
}
