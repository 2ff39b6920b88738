//! The league file's errors in words: English (`Display`, the command line's) and
//! French, for the command line and the window. SQLite's own messages are never shown:
//! at most the name of its result code.

use std::fmt;

use super::facts::IoCause;
use super::surface::Surface;
use super::words::{quote, variant_names};
use crate::data::Lang;
use crate::store::{BUSY_TIMEOUT, SchemaObject, StoreError};

variant_names!(StoreError: NotSqlite, NotDugout, NewerSchema, ForeignSchema, Damaged, Io,
    Migration, Backup, CopyTarget, Busy, Malformed, Sqlite, Corrupt);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Surface::Cli, Lang::En))
    }
}

impl StoreError {
    /// The message for `surface` in `lang`.
    pub fn text(&self, surface: Surface, lang: Lang) -> String {
        match lang {
            Lang::En => self.english(surface),
            Lang::Fr => self.french(surface),
        }
    }

    fn english(&self, surface: Surface) -> String {
        let cli = surface == Surface::Cli;
        let restore = "Restore it from a copy (Restore from a copy…, on the start screen)";
        match self {
            StoreError::NotSqlite { path } => format!(
                "{} is not a Dugout league file (it is not an SQLite database); it was left untouched",
                path.display()
            ),
            StoreError::NotDugout { path } => format!(
                "{} is an SQLite database made by another program, not a Dugout league file; it was left untouched",
                path.display()
            ),
            StoreError::NewerSchema {
                path,
                found,
                supported,
            } => format!(
                "{} was made by a newer Dugout (schema {found}, this version reads up to {supported}); update Dugout to open it. The file was left untouched",
                path.display()
            ),
            StoreError::ForeignSchema {
                path,
                object,
                missing,
            } => format!(
                "{} {} the {} that Dugout's schema {}; it may have been changed by another program to run its own code, so it was refused and left untouched",
                path.display(),
                if *missing { "lacks" } else { "holds" },
                object_text(object, surface, Lang::En),
                if *missing { "has" } else { "does not have" }
            ),
            StoreError::Damaged { path, detail } if cli => format!(
                "{} is damaged ({detail}); it was left untouched. Restore it from a backup",
                path.display()
            ),
            StoreError::Damaged { path, .. } => {
                format!(
                    "{} is damaged; it was left untouched. {restore}",
                    path.display()
                )
            }
            StoreError::Io { path, source } => format!(
                "cannot read {}: {}",
                path.display(),
                IoCause::of(source).text(Lang::En)
            ),
            StoreError::Migration { name, source } => format!(
                "updating the league file for this version of Dugout failed at step {name}{}; that step was not applied and the file was left as it was before it",
                code_suffix(source)
            ),
            StoreError::Backup { path, detail } => format!(
                "could not copy {} before updating it{}; it was left untouched",
                path.display(),
                if cli {
                    format!(" ({detail})")
                } else {
                    String::new()
                }
            ),
            StoreError::CopyTarget { path, detail } => format!(
                "could not write the copy to {}{}; nothing was written",
                path.display(),
                if cli {
                    format!(" ({detail})")
                } else {
                    String::new()
                }
            ),
            StoreError::Busy => format!(
                "the league file is being changed by another Dugout (or another program) and stayed busy for {} seconds; nothing was changed, try again",
                BUSY_TIMEOUT.as_secs()
            ),
            StoreError::Malformed => format!(
                "the league file is damaged (SQLite found a malformed page while reading it); nothing was changed. {}",
                surface.pick(
                    "Run `dugout check-file` and restore a backup",
                    "Check the file and restore a copy from the start screen (Restore from a copy…)"
                )
            ),
            StoreError::Sqlite(error) => format!(
                "an unexpected error in the league file{}; nothing was changed",
                code_suffix(error)
            ),
            StoreError::Corrupt(detail) if cli => format!("stored data is not valid: {detail}"),
            StoreError::Corrupt(_) => {
                "the league file holds data this version of Dugout cannot read; nothing was changed"
                    .into()
            }
        }
    }

    fn french(&self, surface: Surface) -> String {
        let cli = surface == Surface::Cli;
        let restore =
            "Restaurez-le depuis une copie (Restaurer depuis une copie…, sur l'écran d'accueil)";
        match self {
            StoreError::NotSqlite { path } => format!(
                "{} n'est pas un fichier de ligue Dugout (ce n'est pas une base SQLite) ; il n'a pas été modifié",
                path.display()
            ),
            StoreError::NotDugout { path } => format!(
                "{} est une base SQLite d'un autre programme, pas un fichier de ligue Dugout ; il n'a pas été modifié",
                path.display()
            ),
            StoreError::NewerSchema { path, found, supported } => format!(
                "{} a été fait par un Dugout plus récent (schéma {found}, cette version lit jusqu'au {supported}) ; mettez Dugout à jour pour l'ouvrir. Le fichier n'a pas été modifié",
                path.display()
            ),
            StoreError::ForeignSchema { path, object, missing } => format!(
                "{} {} {} que le schéma de Dugout {} ; un autre programme l'a peut-être modifié pour y faire tourner son propre code : il est refusé et n'a pas été modifié",
                path.display(),
                if *missing { "n'a pas" } else { "contient" },
                object_text(object, surface, Lang::Fr),
                if *missing { "prévoit" } else { "ne prévoit pas" },
            ),
            StoreError::Damaged { path, detail } if cli => format!(
                "{} est endommagé ({detail}) ; il n'a pas été modifié. Restaurez-le depuis une sauvegarde",
                path.display()
            ),
            StoreError::Damaged { path, .. } => format!(
                "{} est endommagé ; il n'a pas été modifié. {restore}",
                path.display()
            ),
            StoreError::Io { path, source } => format!(
                "impossible de lire {} : {}",
                path.display(),
                IoCause::of(source).text(Lang::Fr)
            ),
            StoreError::Migration { name, source } => format!(
                "la mise à jour du fichier de ligue pour cette version de Dugout a échoué à l'étape {name}{} ; cette étape n'a pas été appliquée et le fichier est resté tel qu'il était avant elle",
                code_suffix(source)
            ),
            StoreError::Backup { path, detail } => format!(
                "impossible de copier {} avant de le modifier{} ; il n'a pas été modifié",
                path.display(),
                if cli { format!(" ({detail})") } else { String::new() }
            ),
            StoreError::CopyTarget { path, detail } => format!(
                "impossible d'écrire la copie dans {}{} ; rien n'a été écrit",
                path.display(),
                if cli { format!(" ({detail})") } else { String::new() }
            ),
            StoreError::Busy => format!(
                "le fichier de ligue est en cours de modification par un autre Dugout (ou un autre programme) et l'est resté {} secondes ; rien n'a été changé, réessayez",
                BUSY_TIMEOUT.as_secs()
            ),
            StoreError::Malformed => format!(
                "le fichier de ligue est endommagé (SQLite y a trouvé une page mal formée) ; rien n'a été changé. {}",
                surface.pick(
                    "Lancez `dugout check-file` et restaurez une sauvegarde",
                    "Vérifiez le fichier et restaurez une copie depuis l'écran d'accueil (Restaurer depuis une copie…)"
                )
            ),
            StoreError::Sqlite(error) => format!(
                "une erreur inattendue dans le fichier de ligue{} ; rien n'a été changé",
                code_suffix(error)
            ),
            StoreError::Corrupt(detail) if cli => {
                format!("données enregistrées invalides : {detail}")
            }
            StoreError::Corrupt(_) => "le fichier de ligue contient des données que cette version de Dugout ne sait pas lire ; rien n'a été changé".into(),
        }
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
fn code_name(code: i32) -> Option<&'static str> {
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
                missing: false,
            },
            StoreError::Damaged {
                path: path(),
                detail: "row 3 of `team` is missing".into(),
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
