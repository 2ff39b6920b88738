//! The one way Dugout says a text: tables of keyed texts, English and French side by
//! side, declared with `texts!`. The window's tables live in `gui/tr`, the printed
//! documents' in `sheet/tr.rs`, the command line's in `cli`; each is checked complete by
//! a test (`assert_complete`). Data names (teams, positions, skills) are not here: they
//! come from the data files in the chosen language.

/// The language names and descriptions are shown in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    pub fn parse(code: &str) -> Option<Lang> {
        match code.to_ascii_lowercase().as_str() {
            "en" | "english" => Some(Lang::En),
            "fr" | "french" | "français" | "francais" => Some(Lang::Fr),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// Picks the text for this language from an (English, French) pair.
    pub fn pick<'a>(self, en: &'a str, fr: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }
}

/// A table of keyed texts. `tr` reads any of them.
pub trait Words: Copy {
    /// The text in `lang`.
    fn words(self, lang: Lang) -> &'static str;
}

/// Declares a table of texts: `texts! { Name { Key => "English", "French"; … } }` makes
/// the enum `Name` with one variant per key, `Name::ALL`, `Words`, and two shorthands:
/// `key.get(lang)` and `key.fill(lang, &[&value, …])`.
macro_rules! texts {
    ($kind:ident { $($name:ident => $en:expr, $fr:expr;)* }) => {
        /// A keyed text, said in each language.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $kind { $($name),* }

        impl $kind {
            /// Every text, for the tests that check both languages are complete.
            #[allow(dead_code)]
            pub const ALL: &[$kind] = &[$($kind::$name),*];

            /// The text in `lang`.
            #[allow(dead_code)]
            pub fn get(self, lang: $crate::data::Lang) -> &'static str {
                $crate::tr::Words::words(self, lang)
            }

            /// The text in `lang`, each `{}` replaced by the next value in order.
            #[allow(dead_code)]
            pub fn fill(self, lang: $crate::data::Lang, values: &[&dyn std::fmt::Display]) -> String {
                $crate::tr::fill_shown(self.get(lang), values)
            }
        }

        impl $crate::tr::Words for $kind {
            fn words(self, lang: $crate::data::Lang) -> &'static str {
                match self {
                    $($kind::$name => match lang {
                        $crate::data::Lang::En => $en,
                        $crate::data::Lang::Fr => $fr,
                    }),*
                }
            }
        }
    };
}
pub(crate) use texts;

/// The text in `lang`.
pub fn tr(lang: Lang, text: impl Words) -> &'static str {
    text.words(lang)
}

/// Replaces each `{}` of `template`, in order, with the next value; a `{}` with no value
/// left stays as it is.
pub fn fill(template: &str, values: &[&str]) -> String {
    let shown: Vec<&dyn std::fmt::Display> = values
        .iter()
        .map(|value| value as &dyn std::fmt::Display)
        .collect();
    fill_shown(template, &shown)
}

/// `fill` for any values that can be shown.
pub fn fill_shown(template: &str, values: &[&dyn std::fmt::Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut values = values.iter();
    let mut rest = template;
    while let Some(at) = rest.find("{}") {
        out.push_str(&rest[..at]);
        match values.next() {
            Some(value) => out.push_str(&value.to_string()),
            None => out.push_str("{}"),
        }
        rest = &rest[at + 2..];
    }
    out.push_str(rest);
    out
}

/// Checks a table of texts: each says something in both languages, with as many `{}`
/// in French as in English.
#[cfg(test)]
pub(crate) fn assert_complete<T: Words + std::fmt::Debug>(all: &[T]) {
    for text in all {
        let (en, fr) = (tr(Lang::En, *text), tr(Lang::Fr, *text));
        assert!(!en.trim().is_empty() && !fr.trim().is_empty(), "{text:?}");
        let placeholders = |said: &str| said.matches("{}").count();
        assert_eq!(placeholders(en), placeholders(fr), "{text:?} placeholders");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    texts! { Sample {
        Greeting => "Hello {}", "Bonjour {}";
        Pair => "{} v {}", "{} contre {}";
    } }

    #[test]
    fn fills_in_order_and_keeps_a_missing_value_visible() {
        assert_eq!(Sample::Pair.fill(Lang::Fr, &[&"A", &2]), "A contre 2");
        assert_eq!(fill(Sample::Greeting.get(Lang::En), &[]), "Hello {}");
        assert_eq!(fill("{}-{}", &["a", "b", "c"]), "a-b");
        assert_complete(Sample::ALL);
    }
}
