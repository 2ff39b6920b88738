//! The league file's errors in words: English (`Display`, the command line's) and
//! French, for the command line and the window. SQLite's own messages are never shown:
//! at most the name of its result code.

use std::fmt;
use std::path::Path;

use super::facts::IoCause;
use super::store_file::{code_name, damage, file_size};
use super::surface::Surface;
use super::words::{quote, variant_names};
use crate::data::Lang;
use crate::store::{BUSY_TIMEOUT, Damage, Mismatch, SchemaObject, StoreError, migrate};
use crate::tr::texts;

variant_names!(StoreError: NoLeagueFile, NotSqlite, NotDugout, NewerSchema, UnknownSchema, ForeignSchema,
    NotAFile, TooLarge, Damaged, Io, Migration, Backup, CopyTarget, Busy, Malformed, ReadOnly, Sqlite,
    Corrupt);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Surface::Cli, Lang::En))
    }
}

texts! { StoreTexts {
    Aside => " ({})", " ({})";
    NoLeagueFileCli => "there is no league file at {}; nothing was created. Check the path (--db or DUGOUT_DB), or make a league file there with the same --db: `dugout league new --name NAME --game GAME`, or `dugout league demo` for a demo league", "il n'y a pas de fichier de ligue à {} ; rien n'a été créé. Vérifiez le chemin (--db ou DUGOUT_DB), ou créez-y un fichier de ligue avec le même --db : `dugout league new --name NOM --game JEU`, ou `dugout league demo` pour une ligue de démonstration";
    NoLeagueFileWindow => "there is no league file at {}; nothing was created. Open another one (Open a league file…), make a new one (New league file…) or restore a copy there (Restore from a copy…)", "il n'y a pas de fichier de ligue à {} ; rien n'a été créé. Ouvrez-en un autre (Ouvrir un fichier de ligue…), créez-en un nouveau (Nouveau fichier de ligue…) ou restaurez-y une copie (Restaurer depuis une copie…)";
    NotSqlite => "{} is not a Dugout league file (it is not an SQLite database); it was left untouched", "{} n'est pas un fichier de ligue Dugout (ce n'est pas une base SQLite) ; il n'a pas été modifié";
    NotDugout => "{} is an SQLite database made by another program, not a Dugout league file; it was left untouched", "{} est une base SQLite d'un autre programme, pas un fichier de ligue Dugout ; il n'a pas été modifié";
    NewerSchema => "{} was made by a newer Dugout (schema {}, this version reads up to {}); update Dugout to open it. The file was left untouched", "{} a été fait par un Dugout plus récent (schéma {}, cette version lit jusqu'au {}) ; mettez Dugout à jour pour l'ouvrir. Le fichier n'a pas été modifié";
    UnknownSchema => "{} says it is at schema {}, a version no Dugout writes (this one writes 1 to {}); it may have been changed by another program, so it was refused and left untouched", "{} se dit au schéma {}, une version qu'aucun Dugout n'écrit (celui-ci écrit les versions 1 à {}) ; un autre programme l'a peut-être modifié : il est refusé et n'a pas été modifié";
    ObjectExtra => "holds the {} that Dugout's schema does not have", "contient {} que le schéma de Dugout ne prévoit pas";
    ObjectMissing => "lacks the {} that Dugout's schema has", "n'a pas {} que le schéma de Dugout prévoit";
    ObjectDifferent => "holds the {} defined otherwise than in Dugout's schema", "contient {} défini autrement que dans le schéma de Dugout";
    ForeignSchema => "{} {}; it may have been changed by another program to run its own code, so it was refused and left untouched", "{} {} ; un autre programme l'a peut-être modifié pour y faire tourner son propre code : il est refusé et n'a pas été modifié";
    NotAFile => "{} is not a regular file (it is a folder, a device or a pipe), so it cannot be a league file; nothing was changed", "{} n'est pas un fichier ordinaire (c'est un dossier, un périphérique ou un tube) : ce ne peut pas être un fichier de ligue ; rien n'a été changé";
    TooLarge => "{} is {}, more than the {} Dugout restores a league file from; nothing was changed", "{} fait {}, plus que les {} depuis lesquels Dugout restaure un fichier de ligue ; rien n'a été changé";
    RestoreCli => "Restore it from a copy (`dugout restore COPY`)", "Restaurez-le depuis une copie (`dugout restore COPIE`)";
    RestoreWindow => "Restore it from a copy (Restore from a copy…, on the start screen)", "Restaurez-le depuis une copie (Restaurer depuis une copie…, sur l'écran d'accueil)";
    Damaged => "{} is damaged ({}); it was left untouched. {}", "{} est endommagé ({}) ; il n'a pas été modifié. {}";
    Io => "cannot read {}: {}", "impossible de lire {} : {}";
    Migration => "updating the league file for this version of Dugout failed at step {}{}; that step was not applied and the file was left as it was before it", "la mise à jour du fichier de ligue pour cette version de Dugout a échoué à l'étape {}{} ; cette étape n'a pas été appliquée et le fichier est resté tel qu'il était avant elle";
    Backup => "could not copy {} before updating it{}; it was left untouched", "impossible de copier {} avant de le modifier{} ; il n'a pas été modifié";
    CopyTarget => "could not write the copy to {}{}; nothing was written", "impossible d'écrire la copie dans {}{} ; rien n'a été écrit";
    Busy => "the league file is being changed by another Dugout (or another program) and stayed busy for {} seconds; nothing was changed, try again", "le fichier de ligue est en cours de modification par un autre Dugout (ou un autre programme) et l'est resté {} secondes ; rien n'a été changé, réessayez";
    Malformed => "the league file is damaged (SQLite found a malformed page while reading it); nothing was changed. {}", "le fichier de ligue est endommagé (SQLite y a trouvé une page mal formée) ; rien n'a été changé. {}";
    ReadOnlyCli => "the league file is in a folder (or on a disk) you cannot write to, so it cannot be changed; nothing was changed. Reading it works (`dugout league list`, `team show`, exports, sheets); to change it, copy it to a folder you can write to (`--db` there), or get write access to its folder", "le fichier de ligue est dans un dossier (ou sur un disque) où vous ne pouvez pas écrire : il ne peut pas être modifié ; rien n'a été changé. Le lire fonctionne (`dugout league list`, `team show`, exports, feuilles) ; pour le modifier, copiez-le dans un dossier où vous pouvez écrire (`--db` vers lui), ou obtenez l'accès en écriture à son dossier";
    ReadOnlyWindow => "the league file is in a folder (or on a disk) you cannot write to, so it cannot be changed; nothing was changed. Everything can still be read; to change it, copy it to a folder you can write to and open it there", "le fichier de ligue est dans un dossier (ou sur un disque) où vous ne pouvez pas écrire : il ne peut pas être modifié ; rien n'a été changé. Tout reste lisible ; pour le modifier, copiez-le dans un dossier où vous pouvez écrire et ouvrez-le là";
    CheckFileCli => "Run `dugout check-file` and restore a backup", "Lancez `dugout check-file` et restaurez une sauvegarde";
    CheckFileWindow => "Check the file and restore a copy from the start screen (Restore from a copy…)", "Vérifiez le fichier et restaurez une copie depuis l'écran d'accueil (Restaurer depuis une copie…)";
    Sqlite => "an unexpected error in the league file{}; nothing was changed", "une erreur inattendue dans le fichier de ligue{} ; rien n'a été changé";
    CorruptCli => "stored data is not valid: {}", "données enregistrées invalides : {}";
    Corrupt => "the league file holds data this version of Dugout cannot read; nothing was changed", "le fichier de ligue contient des données que cette version de Dugout ne sait pas lire ; rien n'a été changé";
    Table => "table", "la table";
    Index => "index", "l'index";
    Trigger => "trigger", "le déclencheur";
    View => "view", "la vue";
    OtherObject => "{}", "l'objet {}";
    Object => "{} {}", "{} {}";
    ObjectOnTable => "{} {} on {}", "{} {} sur {}";
} }

impl StoreError {
    /// The message for `surface` in `lang`.
    pub fn text(&self, surface: Surface, lang: Lang) -> String {
        let cli = surface == Surface::Cli;
        match self {
            StoreError::NoLeagueFile { path } => {
                let text =
                    surface.pick(StoreTexts::NoLeagueFileCli, StoreTexts::NoLeagueFileWindow);
                text.fill(lang, &[&path.display()])
            }
            StoreError::NotSqlite { path } => StoreTexts::NotSqlite.fill(lang, &[&path.display()]),
            StoreError::NotDugout { path } => StoreTexts::NotDugout.fill(lang, &[&path.display()]),
            StoreError::NewerSchema {
                path,
                found,
                supported,
            } => StoreTexts::NewerSchema.fill(lang, &[&path.display(), found, supported]),
            StoreError::UnknownSchema { path, found } => {
                let latest = migrate::latest_version();
                StoreTexts::UnknownSchema.fill(lang, &[&path.display(), found, &latest])
            }
            StoreError::ForeignSchema { path, object, how } => {
                foreign_schema(path, &object_text(object, surface, lang), *how, lang)
            }
            StoreError::NotAFile { path } => StoreTexts::NotAFile.fill(lang, &[&path.display()]),
            StoreError::TooLarge { path, bytes, limit } => StoreTexts::TooLarge.fill(
                lang,
                &[&path.display(), &file_size(*bytes), &file_size(*limit)],
            ),
            StoreError::Damaged { path, reason } => damaged(path, reason, surface, lang),
            StoreError::Io { path, source } => {
                StoreTexts::Io.fill(lang, &[&path.display(), &IoCause::of(source).text(lang)])
            }
            StoreError::Migration { name, source } => {
                StoreTexts::Migration.fill(lang, &[name, &code_suffix(source, lang)])
            }
            StoreError::Backup { path, detail } => StoreTexts::Backup.fill(
                lang,
                &[&path.display(), &aside(cli.then_some(detail), lang)],
            ),
            StoreError::CopyTarget { path, detail } => StoreTexts::CopyTarget.fill(
                lang,
                &[&path.display(), &aside(cli.then_some(detail), lang)],
            ),
            StoreError::Busy => StoreTexts::Busy.fill(lang, &[&BUSY_TIMEOUT.as_secs()]),
            StoreError::ReadOnly => surface
                .pick(StoreTexts::ReadOnlyCli, StoreTexts::ReadOnlyWindow)
                .get(lang)
                .to_string(),
            StoreError::Malformed => {
                let how = surface.pick(StoreTexts::CheckFileCli, StoreTexts::CheckFileWindow);
                StoreTexts::Malformed.fill(lang, &[&how.get(lang)])
            }
            StoreError::Sqlite(error) => sqlite_text(error, lang),
            StoreError::Corrupt(detail) => match cli {
                true => StoreTexts::CorruptCli.fill(lang, &[detail]),
                false => StoreTexts::Corrupt.get(lang).into(),
            },
        }
    }
}

/// " (detail)" when there is one to show.
fn aside(detail: Option<&String>, lang: Lang) -> String {
    detail
        .map(|detail| StoreTexts::Aside.fill(lang, &[detail]))
        .unwrap_or_default()
}

fn foreign_schema(path: &Path, object: &str, how: Mismatch, lang: Lang) -> String {
    let what = match how {
        Mismatch::Extra => StoreTexts::ObjectExtra,
        Mismatch::Missing => StoreTexts::ObjectMissing,
        Mismatch::Different => StoreTexts::ObjectDifferent,
    };
    StoreTexts::ForeignSchema.fill(lang, &[&path.display(), &what.fill(lang, &[&object])])
}

/// A damaged file: what SQLite found on the command line; in the window, where to
/// restore a copy.
fn damaged(path: &Path, reason: &Damage, surface: Surface, lang: Lang) -> String {
    let how = damage(reason, surface, lang);
    let restore = surface.pick(StoreTexts::RestoreCli, StoreTexts::RestoreWindow);
    StoreTexts::Damaged.fill(lang, &[&path.display(), &how, &restore.get(lang)])
}

/// Any other SQLite error: a plain sentence with at most its result code's name.
fn sqlite_text(error: &rusqlite::Error, lang: Lang) -> String {
    StoreTexts::Sqlite.fill(lang, &[&code_suffix(error, lang)])
}

/// "the trigger `rename_all`", "l'index « x » sur « t »".
fn object_text(object: &SchemaObject, surface: Surface, lang: Lang) -> String {
    let q = |text: &str| quote(text, surface, lang);
    let kind = match object.kind.as_str() {
        "table" => StoreTexts::Table.get(lang).to_string(),
        "index" => StoreTexts::Index.get(lang).to_string(),
        "trigger" => StoreTexts::Trigger.get(lang).to_string(),
        "view" => StoreTexts::View.get(lang).to_string(),
        other => StoreTexts::OtherObject.fill(lang, &[&other]),
    };
    match &object.table {
        Some(table) => StoreTexts::ObjectOnTable.fill(lang, &[&kind, &q(&object.name), &q(table)]),
        None => StoreTexts::Object.fill(lang, &[&kind, &q(&object.name)]),
    }
}

/// " (SQLITE_CONSTRAINT)": the name of the SQLite result code behind an error, if any.
fn code_suffix(error: &rusqlite::Error, lang: Lang) -> String {
    error
        .sqlite_error()
        .and_then(|error| code_name(error.extended_code & 0xff))
        .map(|name| StoreTexts::Aside.fill(lang, &[&name]))
        .unwrap_or_default()
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
            StoreError::NoLeagueFile { path: path() },
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
            StoreError::ReadOnly,
            StoreError::Sqlite(sqlite()),
            StoreError::Corrupt("unknown tie-breaker `goals`".into()),
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::StoreTexts::ALL);
    }
}
