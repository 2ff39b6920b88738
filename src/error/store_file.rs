//! What a full check of a league file finds, in words: damaged pages, rows that break a
//! rule of their table, rows naming rows that do not exist. The command line lists them
//! (`dugout check-file`); a refusal names the first (`Damage`).

use super::store::code_name;
use super::surface::Surface;
use super::words::quote;
use crate::data::Lang;
use crate::store::{Damage, FileCheck, Finding, OrphanRow, Rule, RuleBreak};

impl Finding {
    /// The finding in one sentence; SQLite's own words about a damaged page only on the
    /// command line.
    pub fn text(&self, surface: Surface, lang: Lang) -> String {
        match (self, lang) {
            (Finding::Page { detail }, Lang::En) => format!(
                "part of the file does not read back as written{}",
                aside(surface, detail)
            ),
            (Finding::Page { detail }, Lang::Fr) => format!(
                "une partie du fichier ne se relit pas telle qu'écrite{}",
                aside(surface, detail)
            ),
            (Finding::Rule(broken), _) => rule_break(broken, surface, lang),
            (Finding::Orphan(orphan), _) => orphan_row(orphan, lang),
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
fn aside(surface: Surface, detail: &str) -> String {
    surface.pick(format!(" ({detail})"), String::new())
}

/// How a file is damaged, in words (SQLite's own stay out; its result code's name may
/// be quoted).
pub(super) fn damage(reason: &Damage, surface: Surface, lang: Lang) -> String {
    let code = |code: &Option<i32>| {
        code.and_then(code_name)
            .map(|name| format!(", {name}"))
            .unwrap_or_default()
    };
    match (reason, lang) {
        (Damage::Unreadable { code: c }, Lang::En) => format!("SQLite cannot read it{}", code(c)),
        (Damage::Unreadable { code: c }, Lang::Fr) => {
            format!("SQLite ne peut pas le lire{}", code(c))
        }
        (Damage::SchemaVersion, Lang::En) => "its schema version does not read".into(),
        (Damage::SchemaVersion, Lang::Fr) => "sa version de schéma ne se lit pas".into(),
        (Damage::Problems { count, .. }, Lang::En) => {
            format!("{count} part(s) do not read back as written")
        }
        (Damage::Problems { count, .. }, Lang::Fr) => {
            format!("{count} partie(s) ne se relisent pas telles qu'écrites")
        }
        (Damage::Orphans { first }, _) => orphan_row(first, lang),
        (Damage::Rules { count, first }, Lang::En) if *count > 1 => format!(
            "{}; {count} rows break a rule of their table",
            rule_break(first, surface, lang)
        ),
        (Damage::Rules { count, first }, Lang::Fr) if *count > 1 => format!(
            "{} ; {count} lignes enfreignent une règle de leur table",
            rule_break(first, surface, lang)
        ),
        (Damage::Rules { first, .. }, _) => rule_break(first, surface, lang),
    }
}

fn orphan_row(orphan: &OrphanRow, lang: Lang) -> String {
    let OrphanRow { table, row, target } = orphan;
    match lang {
        Lang::En => {
            format!("row {row} of the table {table} names a row of {target} that does not exist")
        }
        Lang::Fr => format!(
            "la ligne {row} de la table {table} désigne une ligne de {target} qui n'existe pas"
        ),
    }
}

/// "row 4 of the table ledger breaks the rule `amount >= 0`".
fn rule_break(broken: &RuleBreak, surface: Surface, lang: Lang) -> String {
    let table = &broken.table;
    let row = match (broken.row, lang) {
        (Some(row), Lang::En) => format!("row {row} of the table {table}"),
        (None, Lang::En) => format!("a row of the table {table}"),
        (Some(row), Lang::Fr) => format!("la ligne {row} de la table {table}"),
        (None, Lang::Fr) => format!("une ligne de la table {table}"),
    };
    let q = |text: &str| quote(text, surface, lang);
    match (&broken.rule, lang) {
        (Rule::Check(rule), Lang::En) if rule.is_empty() => {
            format!("{row} breaks one of its rules")
        }
        (Rule::Check(rule), Lang::Fr) if rule.is_empty() => {
            format!("{row} enfreint l'une de ses règles")
        }
        (Rule::Check(rule), Lang::En) => format!("{row} breaks the rule {}", q(rule)),
        (Rule::Check(rule), Lang::Fr) => format!("{row} enfreint la règle {}", q(rule)),
        (Rule::NotNull(column), Lang::En) => {
            format!("{row} has no value in the column {column}, which must have one")
        }
        (Rule::NotNull(column), Lang::Fr) => {
            format!("{row} n'a pas de valeur dans la colonne {column}, qui doit en avoir une")
        }
        (Rule::Kind(column), Lang::En) => format!(
            "{row} holds a value of the wrong kind (a number for a text, or the reverse) in the column {column}"
        ),
        (Rule::Kind(column), Lang::Fr) => format!(
            "{row} contient une valeur du mauvais type (un nombre pour un texte, ou l'inverse) dans la colonne {column}"
        ),
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

#[cfg(test)]
mod tests {
    use super::*;

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
