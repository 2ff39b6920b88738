//! The league file's errors in words: English (`Display`, the command line's) and
//! French, for the command line and the window. SQLite's own messages are never shown:
//! at most the name of its result code.

use std::fmt;
use std::path::Path;

use super::facts::IoCause;
use super::store_file::{damage, file_size};
use super::surface::Surface;
use super::words::{quote, variant_names};
use crate::data::Lang;
use crate::store::{BUSY_TIMEOUT, Damage, Mismatch, SchemaObject, StoreError, migrate};

variant_names!(StoreError: NotSqlite, NotDugout, NewerSchema, UnknownSchema, ForeignSchema,
    NotAFile, TooLarge, Damaged, Io, Migration, Backup, CopyTarget, Busy, Malformed, Sqlite,
    Corrupt);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Surface::Cli, Lang::En))
    }
}

impl StoreError {
    /// The message for `surface` in `lang`.
    pub fn text(&self, surface: Surface, lang: Lang) -> String {
        let cli = surface == Surface::Cli;
        match self {
            StoreError::NotSqlite { path } => not_sqlite(path, lang),
            StoreError::NotDugout { path } => not_dugout(path, lang),
            StoreError::NewerSchema {
                path,
                found,
                supported,
            } => newer_schema(path, *found, *supported, lang),
            StoreError::UnknownSchema { path, found } => unknown_schema(path, *found, lang),
            StoreError::ForeignSchema { path, object, how } => {
                foreign_schema(path, &object_text(object, surface, lang), *how, lang)
            }
            StoreError::NotAFile { path } => not_a_file(path, lang),
            StoreError::TooLarge { path, bytes, limit } => too_large(path, *bytes, *limit, lang),
            StoreError::Damaged { path, reason } => damaged(path, reason, surface, lang),
            StoreError::Io { path, source } => io(path, &IoCause::of(source), lang),
            StoreError::Migration { name, source } => migration(name, source, lang),
            StoreError::Backup { path, detail } => backup(path, cli.then_some(detail), lang),
            StoreError::CopyTarget { path, detail } => {
                copy_target(path, cli.then_some(detail), lang)
            }
            StoreError::Busy => busy(lang),
            StoreError::Malformed => malformed(surface, lang),
            StoreError::Sqlite(error) => sqlite(error, lang),
            StoreError::Corrupt(detail) => corrupt(cli.then_some(detail), lang),
        }
    }
}

/// " (detail)" when there is one to show.
fn aside(detail: Option<&String>) -> String {
    detail
        .map(|detail| format!(" ({detail})"))
        .unwrap_or_default()
}

fn not_sqlite(path: &Path, lang: Lang) -> String {
    let path = path.display();
    match lang {
        Lang::En => format!(
            "{path} is not a Dugout league file (it is not an SQLite database); it was left untouched"
        ),
        Lang::Fr => format!(
            "{path} n'est pas un fichier de ligue Dugout (ce n'est pas une base SQLite) ; il n'a pas été modifié"
        ),
    }
}

fn not_dugout(path: &Path, lang: Lang) -> String {
    let path = path.display();
    match lang {
        Lang::En => format!(
            "{path} is an SQLite database made by another program, not a Dugout league file; it was left untouched"
        ),
        Lang::Fr => format!(
            "{path} est une base SQLite d'un autre programme, pas un fichier de ligue Dugout ; il n'a pas été modifié"
        ),
    }
}

fn newer_schema(path: &Path, found: i64, supported: i64, lang: Lang) -> String {
    let path = path.display();
    match lang {
        Lang::En => format!(
            "{path} was made by a newer Dugout (schema {found}, this version reads up to {supported}); update Dugout to open it. The file was left untouched"
        ),
        Lang::Fr => format!(
            "{path} a été fait par un Dugout plus récent (schéma {found}, cette version lit jusqu'au {supported}) ; mettez Dugout à jour pour l'ouvrir. Le fichier n'a pas été modifié"
        ),
    }
}

fn unknown_schema(path: &Path, found: i64, lang: Lang) -> String {
    let (path, latest) = (path.display(), migrate::latest_version());
    match lang {
        Lang::En => format!(
            "{path} says it is at schema {found}, a version no Dugout writes (this one writes 1 to {latest}); it may have been changed by another program, so it was refused and left untouched"
        ),
        Lang::Fr => format!(
            "{path} se dit au schéma {found}, une version qu'aucun Dugout n'écrit (celui-ci écrit les versions 1 à {latest}) ; un autre programme l'a peut-être modifié : il est refusé et n'a pas été modifié"
        ),
    }
}

fn foreign_schema(path: &Path, object: &str, how: Mismatch, lang: Lang) -> String {
    let path = path.display();
    let what = match (how, lang) {
        (Mismatch::Extra, Lang::En) => {
            format!("holds the {object} that Dugout's schema does not have")
        }
        (Mismatch::Missing, Lang::En) => format!("lacks the {object} that Dugout's schema has"),
        (Mismatch::Different, Lang::En) => {
            format!("holds the {object} defined otherwise than in Dugout's schema")
        }
        (Mismatch::Extra, Lang::Fr) => {
            format!("contient {object} que le schéma de Dugout ne prévoit pas")
        }
        (Mismatch::Missing, Lang::Fr) => {
            format!("n'a pas {object} que le schéma de Dugout prévoit")
        }
        (Mismatch::Different, Lang::Fr) => {
            format!("contient {object} défini autrement que dans le schéma de Dugout")
        }
    };
    match lang {
        Lang::En => format!(
            "{path} {what}; it may have been changed by another program to run its own code, so it was refused and left untouched"
        ),
        Lang::Fr => format!(
            "{path} {what} ; un autre programme l'a peut-être modifié pour y faire tourner son propre code : il est refusé et n'a pas été modifié"
        ),
    }
}

fn not_a_file(path: &Path, lang: Lang) -> String {
    let path = path.display();
    match lang {
        Lang::En => format!(
            "{path} is not a regular file (it is a folder, a device or a pipe), so it cannot be a league file; nothing was changed"
        ),
        Lang::Fr => format!(
            "{path} n'est pas un fichier ordinaire (c'est un dossier, un périphérique ou un tube) : ce ne peut pas être un fichier de ligue ; rien n'a été changé"
        ),
    }
}

fn too_large(path: &Path, bytes: u64, limit: u64, lang: Lang) -> String {
    let (path, size, limit) = (path.display(), file_size(bytes), file_size(limit));
    match lang {
        Lang::En => format!(
            "{path} is {size}, more than the {limit} Dugout restores a league file from; nothing was changed"
        ),
        Lang::Fr => format!(
            "{path} fait {size}, plus que les {limit} depuis lesquels Dugout restaure un fichier de ligue ; rien n'a été changé"
        ),
    }
}

/// A damaged file: what SQLite found on the command line; in the window, where to
/// restore a copy.
fn damaged(path: &Path, reason: &Damage, surface: Surface, lang: Lang) -> String {
    let path = path.display();
    let how = damage(reason, surface, lang);
    let restore = match (lang, surface) {
        (Lang::En, Surface::Cli) => "Restore it from a copy (`dugout restore COPY`)",
        (Lang::En, Surface::Window) => {
            "Restore it from a copy (Restore from a copy…, on the start screen)"
        }
        (Lang::Fr, Surface::Cli) => "Restaurez-le depuis une copie (`dugout restore COPIE`)",
        (Lang::Fr, Surface::Window) => {
            "Restaurez-le depuis une copie (Restaurer depuis une copie…, sur l'écran d'accueil)"
        }
    };
    match lang {
        Lang::En => format!("{path} is damaged ({how}); it was left untouched. {restore}"),
        Lang::Fr => format!("{path} est endommagé ({how}) ; il n'a pas été modifié. {restore}"),
    }
}

fn io(path: &Path, cause: &IoCause, lang: Lang) -> String {
    let (path, cause) = (path.display(), cause.text(lang));
    match lang {
        Lang::En => format!("cannot read {path}: {cause}"),
        Lang::Fr => format!("impossible de lire {path} : {cause}"),
    }
}

fn migration(name: &str, source: &rusqlite::Error, lang: Lang) -> String {
    let code = code_suffix(source);
    match lang {
        Lang::En => format!(
            "updating the league file for this version of Dugout failed at step {name}{code}; that step was not applied and the file was left as it was before it"
        ),
        Lang::Fr => format!(
            "la mise à jour du fichier de ligue pour cette version de Dugout a échoué à l'étape {name}{code} ; cette étape n'a pas été appliquée et le fichier est resté tel qu'il était avant elle"
        ),
    }
}

fn backup(path: &Path, detail: Option<&String>, lang: Lang) -> String {
    let (path, detail) = (path.display(), aside(detail));
    match lang {
        Lang::En => {
            format!("could not copy {path} before updating it{detail}; it was left untouched")
        }
        Lang::Fr => format!(
            "impossible de copier {path} avant de le modifier{detail} ; il n'a pas été modifié"
        ),
    }
}

fn copy_target(path: &Path, detail: Option<&String>, lang: Lang) -> String {
    let (path, detail) = (path.display(), aside(detail));
    match lang {
        Lang::En => format!("could not write the copy to {path}{detail}; nothing was written"),
        Lang::Fr => {
            format!("impossible d'écrire la copie dans {path}{detail} ; rien n'a été écrit")
        }
    }
}

fn busy(lang: Lang) -> String {
    let seconds = BUSY_TIMEOUT.as_secs();
    match lang {
        Lang::En => format!(
            "the league file is being changed by another Dugout (or another program) and stayed busy for {seconds} seconds; nothing was changed, try again"
        ),
        Lang::Fr => format!(
            "le fichier de ligue est en cours de modification par un autre Dugout (ou un autre programme) et l'est resté {seconds} secondes ; rien n'a été changé, réessayez"
        ),
    }
}

/// A malformed page: the command line names the check command, the window the start
/// screen's restore button.
fn malformed(surface: Surface, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "the league file is damaged (SQLite found a malformed page while reading it); nothing was changed. {}",
            surface.pick(
                "Run `dugout check-file` and restore a backup",
                "Check the file and restore a copy from the start screen (Restore from a copy…)"
            )
        ),
        Lang::Fr => format!(
            "le fichier de ligue est endommagé (SQLite y a trouvé une page mal formée) ; rien n'a été changé. {}",
            surface.pick(
                "Lancez `dugout check-file` et restaurez une sauvegarde",
                "Vérifiez le fichier et restaurez une copie depuis l'écran d'accueil (Restaurer depuis une copie…)"
            )
        ),
    }
}

/// Any other SQLite error: a plain sentence with at most its result code's name.
fn sqlite(error: &rusqlite::Error, lang: Lang) -> String {
    let code = code_suffix(error);
    match lang {
        Lang::En => format!("an unexpected error in the league file{code}; nothing was changed"),
        Lang::Fr => {
            format!("une erreur inattendue dans le fichier de ligue{code} ; rien n'a été changé")
        }
    }
}

/// Stored data that does not read: what is wrong on the command line only.
fn corrupt(detail: Option<&String>, lang: Lang) -> String {
    match (lang, detail) {
        (Lang::En, Some(detail)) => format!("stored data is not valid: {detail}"),
        (Lang::Fr, Some(detail)) => format!("données enregistrées invalides : {detail}"),
        (Lang::En, None) => "the league file holds data this version of Dugout cannot read; nothing was changed".into(),
        (Lang::Fr, None) => "le fichier de ligue contient des données que cette version de Dugout ne sait pas lire ; rien n'a été changé".into(),
    }
}

/// "the trigger `rename_all`", "l'index « x » sur « t »".
fn object_text(object: &SchemaObject, surface: Surface, lang: Lang) -> String {
    let q = |text: &str| quote(text, surface, lang);
    let kind = match (lang, object.kind.as_str()) {
        (Lang::En, kind) => kind.to_string(),
        (Lang::Fr, "table") => "la table".into(),
        (Lang::Fr, "index") => "l'index".into(),
        (Lang::Fr, "trigger") => "le déclencheur".into(),
        (Lang::Fr, "view") => "la vue".into(),
        (Lang::Fr, other) => format!("l'objet {other}"),
    };
    match &object.table {
        Some(table) => format!(
            "{kind} {} {} {}",
            q(&object.name),
            lang.pick("on", "sur"),
            q(table)
        ),
        None => format!("{kind} {}", q(&object.name)),
    }
}

/// " (SQLITE_CONSTRAINT)": the name of the SQLite result code behind an error, if any.
fn code_suffix(error: &rusqlite::Error) -> String {
    error
        .sqlite_error()
        .and_then(|error| code_name(error.extended_code & 0xff))
        .map(|name| format!(" ({name})"))
        .unwrap_or_default()
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
impl StoreError {
    /// One example of every variant.
    pub(super) fn examples() -> Vec<StoreError> {
        use crate::store::{Rule, RuleBreak};
        use std::path::PathBuf;
        let path = || PathBuf::from("/home/coach/league.db");
        let sqlite = || {
            rusqlite::Error::SqliteFailure(
                rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY),
                Some("FOREIGN KEY constraint failed on `team`".into()),
            )
        };
        vec![
            StoreError::NotSqlite { path: path() },
            StoreError::NotDugout { path: path() },
            StoreError::NewerSchema {
                path: path(),
                found: 99,
                supported: 8,
            },
            StoreError::ForeignSchema {
                path: path(),
                object: SchemaObject {
                    kind: "trigger".into(),
                    name: "rename_all".into(),
                    table: Some("team".into()),
                },
                how: Mismatch::Extra,
            },
            StoreError::ForeignSchema {
                path: path(),
                object: SchemaObject {
                    kind: "index".into(),
                    name: "team_by_league".into(),
                    table: Some("team".into()),
                },
                how: Mismatch::Different,
            },
            StoreError::ForeignSchema {
                path: path(),
                object: SchemaObject {
                    kind: "table".into(),
                    name: "ledger".into(),
                    table: None,
                },
                how: Mismatch::Missing,
            },
            StoreError::UnknownSchema {
                path: path(),
                found: -1,
            },
            StoreError::NotAFile {
                path: PathBuf::from("/dev/zero"),
            },
            StoreError::TooLarge {
                path: path(),
                bytes: 3 << 30,
                limit: crate::store::RESTORE_LIMIT_BYTES,
            },
            StoreError::Damaged {
                path: path(),
                reason: Damage::Rules {
                    count: 3,
                    first: RuleBreak {
                        table: "ledger".into(),
                        row: Some(4),
                        rule: Rule::Check("amount >= 0".into()),
                    },
                },
            },
            StoreError::Damaged {
                path: path(),
                reason: Damage::Rules {
                    count: 1,
                    first: RuleBreak {
                        table: "team".into(),
                        row: None,
                        rule: Rule::NotNull("name".into()),
                    },
                },
            },
            StoreError::Damaged {
                path: path(),
                reason: Damage::Rules {
                    count: 1,
                    first: RuleBreak {
                        table: "team".into(),
                        row: Some(2),
                        rule: Rule::Kind("name".into()),
                    },
                },
            },
            StoreError::Damaged {
                path: path(),
                reason: Damage::Problems {
                    count: 2,
                    first: "row 3 missing from index".into(),
                },
            },
            StoreError::Damaged {
                path: path(),
                reason: Damage::Unreadable { code: Some(26) },
            },
            StoreError::Damaged {
                path: path(),
                reason: Damage::SchemaVersion,
            },
            StoreError::Damaged {
                path: path(),
                reason: Damage::Orphans {
                    first: crate::store::OrphanRow {
                        table: "ledger".into(),
                        row: 5,
                        target: "team".into(),
                    },
                },
            },
            StoreError::Io {
                path: path(),
                source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
            },
            StoreError::Migration {
                name: "0008_trust_and_exchange.sql".into(),
                source: sqlite(),
            },
            StoreError::Backup {
                path: path(),
                detail: "disk I/O error".into(),
            },
            StoreError::CopyTarget {
                path: path(),
                detail: "unable to open `x`".into(),
            },
            StoreError::Busy,
            StoreError::Malformed,
            StoreError::Sqlite(sqlite()),
            StoreError::Corrupt("unknown tie-breaker `goals`".into()),
        ]
    }
}
