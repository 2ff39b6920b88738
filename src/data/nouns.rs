//! Counts with their nouns, singular or plural as each language says it: "1 player",
//! "2 players", "0 players" in English; "0 joueur", "1 joueur", "2 joueurs" in French,
//! where 0 and 1 take the singular.

use super::{Lang, group_thousands};

/// A noun in both languages, each as [singular, plural].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Noun {
    pub en: [&'static str; 2],
    pub fr: [&'static str; 2],
}

pub const PLAYERS: Noun = Noun {
    en: ["player", "players"],
    fr: ["joueur", "joueurs"],
};
pub const MATCHES: Noun = Noun {
    en: ["match", "matches"],
    fr: ["match", "matchs"],
};
pub const TEAMS: Noun = Noun {
    en: ["team", "teams"],
    fr: ["équipe", "équipes"],
};
pub const CASUALTIES: Noun = Noun {
    en: ["casualty", "casualties"],
    fr: ["élimination", "éliminations"],
};
pub const ADVANCEMENTS: Noun = Noun {
    en: ["advancement", "advancements"],
    fr: ["progression", "progressions"],
};
pub const ROUNDS: Noun = Noun {
    en: ["round", "rounds"],
    fr: ["journée", "journées"],
};

impl Noun {
    /// `count` and the noun it takes, thousands grouped.
    pub fn count(&self, count: impl TryInto<i64>, lang: Lang) -> String {
        let count: i64 = count.try_into().unwrap_or(i64::MAX);
        let (nouns, singular) = match lang {
            Lang::En => (self.en, count.abs() == 1),
            Lang::Fr => (self.fr, count.abs() <= 1),
        };
        let noun = if singular { nouns[0] } else { nouns[1] };
        format!("{} {noun}", group_thousands(count, lang))
    }
}

/// `text` with its first letter in capitals, as a label starts ("Team re-rolls").
pub fn sentence_case(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_says_one_player_and_french_zero_and_one_joueur() {
        assert_eq!(PLAYERS.count(1, Lang::En), "1 player");
        assert_eq!(PLAYERS.count(0, Lang::En), "0 players");
        assert_eq!(PLAYERS.count(2, Lang::En), "2 players");
        assert_eq!(PLAYERS.count(0, Lang::Fr), "0 joueur");
        assert_eq!(PLAYERS.count(1, Lang::Fr), "1 joueur");
        assert_eq!(PLAYERS.count(2, Lang::Fr), "2 joueurs");
        assert_eq!(MATCHES.count(1_200usize, Lang::En), "1,200 matches");
        assert_eq!(CASUALTIES.count(1, Lang::En), "1 casualty");
    }

    #[test]
    fn a_label_starts_with_a_capital() {
        assert_eq!(sentence_case("team re-rolls"), "Team re-rolls");
        assert_eq!(sentence_case("équipe"), "Équipe");
        assert_eq!(sentence_case(""), "");
    }
}
