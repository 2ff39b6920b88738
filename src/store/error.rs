//! What can go wrong with a league file, said in English (`Display`) and French.

use std::path::PathBuf;

use super::BUSY_TIMEOUT;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error(
        "{path} is not a Dugout league file (it is not an SQLite database); it was left untouched"
    )]
    NotSqlite { path: PathBuf },
    #[error(
        "{path} is an SQLite database made by another program, not a Dugout league file; it was left untouched"
    )]
    NotDugout { path: PathBuf },
    #[error(
        "{path} was made by a newer Dugout (schema {found}, this version reads up to {supported}); update Dugout to open it. The file was left untouched"
    )]
    NewerSchema {
        path: PathBuf,
        found: i64,
        supported: i64,
    },
    #[error(
        "{path} {} the {object} that Dugout's schema {}; it may have been changed by another program to run its own code, so it was refused and left untouched",
        if *.missing { "lacks" } else { "holds" },
        if *.missing { "has" } else { "does not have" }
    )]
    ForeignSchema {
        path: PathBuf,
        object: String,
        missing: bool,
    },
    #[error("{path} is damaged ({detail}); it was left untouched. Restore it from a backup")]
    Damaged { path: PathBuf, detail: String },
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("migration {name} failed: {source}")]
    Migration {
        name: String,
        source: rusqlite::Error,
    },
    #[error("could not copy {path} before updating it ({detail}); it was left untouched")]
    Backup { path: PathBuf, detail: String },
    #[error("could not write the copy to {path} ({detail}); nothing was written")]
    CopyTarget { path: PathBuf, detail: String },
    #[error(
        "the league file is being changed by another Dugout (or another program) and stayed busy for {} seconds; nothing was changed, try again",
        BUSY_TIMEOUT.as_secs()
    )]
    Busy,
    #[error(
        "the league file is damaged (SQLite found a malformed page while {doing}); nothing was changed. Run `dugout check-file` and restore a backup"
    )]
    Malformed { doing: &'static str },
    #[error("database error: {0}")]
    Sqlite(rusqlite::Error),
    #[error("stored data is not valid: {0}")]
    Corrupt(String),
}

impl From<rusqlite::Error> for StoreError {
    /// A file another writer kept busy past the timeout is said so plainly.
    fn from(error: rusqlite::Error) -> Self {
        match error.sqlite_error_code() {
            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
                StoreError::Busy
            }
            Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase) => {
                StoreError::Malformed {
                    doing: "reading it",
                }
            }
            _ => StoreError::Sqlite(error),
        }
    }
}

impl StoreError {
    /// The message in French (`Display` gives the English one).
    pub fn french(&self) -> String {
        match self {
            StoreError::NotSqlite { path } => format!(
                "{} n'est pas un fichier de ligue Dugout (ce n'est pas une base SQLite) ; il n'a pas été modifié",
                path.display()
            ),
            StoreError::NotDugout { path } => format!(
                "{} est une base SQLite d'un autre programme, pas un fichier de ligue Dugout ; il n'a pas été modifié",
                path.display()
            ),
            StoreError::NewerSchema {
                path,
                found,
                supported,
            } => format!(
                "{} a été fait par un Dugout plus récent (schéma {found}, cette version lit jusqu'au {supported}) ; mettez Dugout à jour pour l'ouvrir. Le fichier n'a pas été modifié",
                path.display()
            ),
            StoreError::ForeignSchema {
                path,
                object,
                missing,
            } => format!(
                "{} {} {object} que le schéma de Dugout {} ; un autre programme l'a peut-être modifié pour y faire tourner son propre code : il est refusé et n'a pas été modifié",
                path.display(),
                if *missing { "n'a pas" } else { "contient" },
                if *missing { "prévoit" } else { "ne prévoit pas" },
            ),
            StoreError::Damaged { path, detail } => format!(
                "{} est endommagé ({detail}) ; il n'a pas été modifié. Restaurez-le depuis une sauvegarde",
                path.display()
            ),
            StoreError::Io { path, source } => {
                format!("impossible de lire {} : {source}", path.display())
            }
            StoreError::Migration { name, source } => {
                format!("la migration {name} a échoué : {source}")
            }
            StoreError::Backup { path, detail } => format!(
                "impossible de copier {} avant de le modifier ({detail}) ; il n'a pas été modifié",
                path.display()
            ),
            StoreError::CopyTarget { path, detail } => format!(
                "impossible d'écrire la copie dans {} ({detail}) ; rien n'a été écrit",
                path.display()
            ),
            StoreError::Busy => format!(
                "le fichier de ligue est en cours de modification par un autre Dugout (ou un autre programme) et l'est resté {} secondes ; rien n'a été changé, réessayez",
                BUSY_TIMEOUT.as_secs()
            ),
            StoreError::Malformed { .. } => "le fichier de ligue est endommagé (SQLite y a trouvé une page mal formée) ; rien n'a été changé. Lancez `dugout check-file` et restaurez une sauvegarde".to_string(),
            StoreError::Sqlite(error) => format!("erreur de base de données : {error}"),
            StoreError::Corrupt(detail) => format!("données enregistrées invalides : {detail}"),
        }
    }
}
