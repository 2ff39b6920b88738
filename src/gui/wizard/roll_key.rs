//! A roll key (`gladiator.2.armour`, `mvp.home`, `skill.41.2.half`) in the user's words:
//! "Gladiator 2 — armour", "MVP — home". Each part of a key is a word of the game's
//! rules (the family of the roll, a sub-roll), a side, or a number (a gladiator, a
//! player, an attempt): a word starts a part of the label, a number joins the word
//! before it, a side's gladiator is "home #2".

use crate::data::Lang;
use crate::data::nouns::sentence_case;
use crate::gui::tr::{Wz, tr};

/// The rules' word a part of a key stands for, if it is one.
fn word(part: &str) -> Option<Wz> {
    Some(match part {
        "armour" => Wz::RollArmour,
        "gladiator" => Wz::RollGladiator,
        "card" => Wz::RollCard,
        "rap" => Wz::RollRap,
        "first" => Wz::RollFirst,
        "free_throw" => Wz::RollFreeThrow,
        "location" => Wz::RollLocation,
        "new" => Wz::RollNew,
        "reequip" => Wz::RollReequip,
        "mvp" => Wz::RollMvp,
        "coin" => Wz::RollCoin,
        "ball" => Wz::RollBall,
        "fans" => Wz::RollFans,
        "dedicated-fans" => Wz::RollDedicatedFans,
        "stadium" => Wz::RollStadium,
        "stadium-winnings" => Wz::RollStadiumWinnings,
        "table" => Wz::RollTable,
        "attribute" => Wz::RollAttribute,
        "petty-cash" => Wz::RollPettyCash,
        "weather" => Wz::RollWeather,
        "prayer" => Wz::RollPrayer,
        "sponsorship" => Wz::RollSponsorship,
        "residency" => Wz::RollResidency,
        "residency-keep" => Wz::RollResidencyKeep,
        "owner" => Wz::RollOwner,
        "sale" => Wz::RollSale,
        "sale-gp" => Wz::RollSaleGp,
        "costly-errors" => Wz::RollCostlyErrors,
        "costly-loss" => Wz::RollCostlyLoss,
        "skill" => Wz::RollSkill,
        "half" => Wz::RollHalf,
        "row" => Wz::RollRow,
        "characteristic" => Wz::RollCharacteristic,
        "casualty" => Wz::RollCasualty,
        "apothecary" => Wz::RollApothecary,
        "lasting" => Wz::RollLasting,
        "player" => Wz::RollPlayer,
        "attempt" => Wz::RollAttempt,
        _ => return None,
    })
}

/// A side's word, if the part names a side.
fn side(part: &str) -> Option<Wz> {
    match part {
        "home" => Some(Wz::RollHome),
        "away" => Some(Wz::RollAway),
        _ => None,
    }
}

/// What the last group of the label is, for the number after it.
#[derive(PartialEq)]
enum Last {
    Nothing,
    Word,
    Side,
    Number,
}

/// The key in the user's words, in `lang`; a part no rule names is shown as it is.
pub fn roll_label(key: &str, lang: Lang) -> String {
    let mut groups: Vec<String> = Vec::new();
    let mut last = Last::Nothing;
    for part in key.split('.').filter(|p| !p.is_empty()) {
        let is_number = part.chars().all(|c| c.is_ascii_digit());
        match groups.last_mut() {
            Some(group) if is_number => {
                let joint = match last {
                    Last::Side => " #",
                    Last::Number => ".",
                    _ => " ",
                };
                group.push_str(joint);
                group.push_str(part);
                last = Last::Number;
                continue;
            }
            _ => {}
        }
        let (text, kind) = match (word(part), side(part)) {
            (Some(w), _) => (tr(lang, w).to_string(), Last::Word),
            (None, Some(s)) => (tr(lang, s).to_string(), Last::Side),
            (None, None) => (part.replace(['-', '_'], " "), Last::Word),
        };
        let text = if groups.is_empty() {
            text
        } else {
            lowered(&text)
        };
        groups.push(text);
        last = kind;
    }
    sentence_case(&groups.join(" — "))
}

/// A word inside a label: "Armour" reads "armour" after a dash; "MVP", "JdM" stay.
fn lowered(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) if !chars.clone().any(char::is_uppercase) => {
            first.to_lowercase().chain(chars).collect()
        }
        _ => word.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_s_roll_keys_read_in_both_languages() {
        let cases = [
            (
                "gladiator.2.armour",
                "Gladiator 2 — armour",
                "Gladiateur 2 — armure",
            ),
            ("mvp.home", "MVP — home", "JdM — domicile"),
            ("armour.away.3", "Armour — away #3", "Armure — extérieur #3"),
            (
                "skill.41.2.half",
                "Skill 41.2 — half",
                "Compétence 41.2 — moitié",
            ),
            (
                "stadium.petty-cash",
                "Stadium — petty cash",
                "Stade — petite caisse",
            ),
            ("prayer.1", "Prayer to Nuffle 1", "Prière à Nuffle 1"),
            ("first", "Who places first", "Qui place en premier"),
            ("away.mvp", "Away — MVP", "Extérieur — JdM"),
        ];
        for (key, en, fr) in cases {
            assert_eq!(roll_label(key, Lang::En), en, "{key}");
            assert_eq!(roll_label(key, Lang::Fr), fr, "{key}");
        }
    }

    #[test]
    fn a_part_no_rule_names_is_shown_as_it_is() {
        assert_eq!(roll_label("odd_thing.home", Lang::En), "Odd thing — home");
        assert_eq!(roll_label("", Lang::En), "");
    }
}
