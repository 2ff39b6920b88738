//! What a full check of a league file finds, in words: damaged pages, rows that break a
//! rule of their table, rows naming rows that do not exist. The command line lists them
//! (`dugout check-file`); a refusal names the first (`Damage`).

use super::surface::Surface;
use super::words::quote;
use crate::data::Lang;
use crate::store::{Damage, FileCheck, Finding, OrphanRow, Rule, RuleBreak};
use crate::tr::texts;

texts! { FindingTexts {
    Page => "part of the file does not read back as written{}", "une partie du fichier ne se relit pas telle qu'écrite{}";
    Detail => " ({})", " ({})";
    Code => ", {}", ", {}";
    Unreadable => "SQLite cannot read it{}", "SQLite ne peut pas le lire{}";
    SchemaVersion => "its schema version does not read", "sa version de schéma ne se lit pas";
    Problems => "{} part(s) do not read back as written", "{} partie(s) ne se relisent pas telles qu'écrites";
    ManyRules => "{}; {} rows break a rule of their table", "{} ; {} lignes enfreignent une règle de leur table";
    Orphan => "row {} of the table {} names a row of {} that does not exist", "la ligne {} de la table {} désigne une ligne de {} qui n'existe pas";
    Row => "row {} of the table {}", "la ligne {} de la table {}";
    ARow => "a row of the table {}", "une ligne de la table {}";
    BreaksARule => "{} breaks one of its rules", "{} enfreint l'une de ses règles";
    BreaksRule => "{} breaks the rule {}", "{} enfreint la règle {}";
    NotNull => "{} has no value in the column {}, which must have one", "{} n'a pas de valeur dans la colonne {}, qui doit en avoir une";
    Kind => "{} holds a value of the wrong kind (a number for a text, or the reverse) in the column {}", "{} contient une valeur du mauvais type (un nombre pour un texte, ou l'inverse) dans la colonne {}";
} }

impl Finding {
    /// The finding in one sentence; SQLite's own words about a damaged page only on the
    /// command line.
    pub fn text(&self, surface: Surface, lang: Lang) -> String {
        match self {
            Finding::Page { detail } => {
                FindingTexts::Page.fill(lang, &[&aside(surface, detail, lang)])
            }
            Finding::Rule(broken) => rule_break(broken, surface, lang),
            Finding::Orphan(orphan) => orphan_row(orphan, lang),
        }
    }
}

impl FileCheck {
    /// What the check found, in a phrase: how many parts do not read back, or the first
    /// row that breaks a rule or names a row that does not exist. Empty when sound.
    pub fn damage_text(&self, surface: Surface, lang: Lang) -> String {
        Damage::of(&self.findings)
            .map(|reason| damage(&reason, surface, lang))
            .unwrap_or_default()
    }
}

/// " (detail)" on the command line.
fn aside(surface: Surface, detail: &str, lang: Lang) -> String {
    match surface {
        Surface::Cli => FindingTexts::Detail.fill(lang, &[&detail]),
        Surface::Window => String::new(),
    }
}

/// How a file is damaged, in words (SQLite's own stay out; its result code's name may
/// be quoted).
pub(super) fn damage(reason: &Damage, surface: Surface, lang: Lang) -> String {
    let code = |code: &Option<i32>| {
        code.and_then(code_name)
            .map(|name| FindingTexts::Code.fill(lang, &[&name]))
            .unwrap_or_default()
    };
    match reason {
        Damage::Unreadable { code: c } => FindingTexts::Unreadable.fill(lang, &[&code(c)]),
        Damage::SchemaVersion => FindingTexts::SchemaVersion.get(lang).into(),
        Damage::Problems { count, .. } => FindingTexts::Problems.fill(lang, &[count]),
        Damage::Orphans { first } => orphan_row(first, lang),
        Damage::Rules { count, first } if *count > 1 => {
            FindingTexts::ManyRules.fill(lang, &[&rule_break(first, surface, lang), count])
        }
        Damage::Rules { first, .. } => rule_break(first, surface, lang),
    }
}

fn orphan_row(orphan: &OrphanRow, lang: Lang) -> String {
    let OrphanRow { table, row, target } = orphan;
    FindingTexts::Orphan.fill(lang, &[row, table, target])
}

/// "row 4 of the table ledger breaks the rule `amount >= 0`".
fn rule_break(broken: &RuleBreak, surface: Surface, lang: Lang) -> String {
    let table = &broken.table;
    let row = match broken.row {
        Some(row) => FindingTexts::Row.fill(lang, &[&row, table]),
        None => FindingTexts::ARow.fill(lang, &[table]),
    };
    match &broken.rule {
        Rule::Check(rule) if rule.is_empty() => FindingTexts::BreaksARule.fill(lang, &[&row]),
        Rule::Check(rule) => {
            FindingTexts::BreaksRule.fill(lang, &[&row, &quote(rule, surface, lang)])
        }
        Rule::NotNull(column) => FindingTexts::NotNull.fill(lang, &[&row, column]),
        Rule::Kind(column) => FindingTexts::Kind.fill(lang, &[&row, column]),
    }
}

/// A size in bytes as people read it: "812 KiB", "2 GiB", "2.5 GiB".
pub(super) fn file_size(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    let text = format!("{value:.1}");
    let text = text.strip_suffix(".0").unwrap_or(&text);
    format!("{text} {}", UNITS[unit])
}

/// SQLite's name of a primary result code.
pub(super) fn code_name(code: i32) -> Option<&'static str> {
    const NAMES: [&str; 29] = [
        "SQLITE_OK",
        "SQLITE_ERROR",
        "SQLITE_INTERNAL",
        "SQLITE_PERM",
        "SQLITE_ABORT",
        "SQLITE_BUSY",
        "SQLITE_LOCKED",
        "SQLITE_NOMEM",
        "SQLITE_READONLY",
        "SQLITE_INTERRUPT",
        "SQLITE_IOERR",
        "SQLITE_CORRUPT",
        "SQLITE_NOTFOUND",
        "SQLITE_FULL",
        "SQLITE_CANTOPEN",
        "SQLITE_PROTOCOL",
        "SQLITE_EMPTY",
        "SQLITE_SCHEMA",
        "SQLITE_TOOBIG",
        "SQLITE_CONSTRAINT",
        "SQLITE_MISMATCH",
        "SQLITE_MISUSE",
        "SQLITE_NOLFS",
        "SQLITE_AUTH",
        "SQLITE_FORMAT",
        "SQLITE_RANGE",
        "SQLITE_NOTADB",
        "SQLITE_NOTICE",
        "SQLITE_WARNING",
    ];
    usize::try_from(code)
        .ok()
        .and_then(|code| NAMES.get(code).copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(FindingTexts::ALL);
    }

    #[test]
    fn sizes_read_as_people_say_them() {
        assert_eq!(file_size(12), "12 B");
        assert_eq!(file_size(812 * 1024), "812 KiB");
        assert_eq!(file_size(2 * 1024 * 1024 * 1024), "2 GiB");
        assert_eq!(file_size(5 * 1024 * 1024 * 1024 / 2), "2.5 GiB");
    }

    #[test]
    fn findings_name_the_table_the_row_and_the_rule_in_both_languages() {
        let broken = Finding::Rule(RuleBreak {
            table: "ledger".into(),
            row: Some(4),
            rule: Rule::Check("amount >= 0".into()),
        });
        assert_eq!(
            broken.text(Surface::Cli, Lang::En),
            "row 4 of the table ledger breaks the rule `amount >= 0`"
        );
        assert_eq!(
            broken.text(Surface::Window, Lang::Fr),
            "la ligne 4 de la table ledger enfreint la règle « amount >= 0 »"
        );
        let page = Finding::Page {
            detail: "row 3 missing from index x".into(),
        };
        assert!(page.text(Surface::Cli, Lang::En).contains("row 3 missing"));
        assert!(!page.text(Surface::Window, Lang::En).contains("missing"));
    }
}
