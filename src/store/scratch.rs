//! A copy of the open league file in memory, to try a change on before the file gets it
//! (an import is written there first and every read is run on the result).

use rusqlite::Connection;
use rusqlite::backup::Backup;

use super::{Store, StoreError, schema_check};

impl Store {
    /// The league file as it is now, copied into memory: writes to the copy never reach
    /// the file.
    pub fn scratch_copy(&self) -> Result<Store, StoreError> {
        let mut copy = Connection::open_in_memory()?;
        Backup::new(&self.conn, &mut copy)?.run_to_completion(
            1024,
            std::time::Duration::ZERO,
            None,
        )?;
        schema_check::harden(&copy)?;
        copy.pragma_update(None, "foreign_keys", true)?;
        Ok(Store {
            conn: copy,
            path: None,
            commits: 0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_to_the_copy_leave_the_file_as_it_was() {
        let count = |store: &mut Store| -> i64 {
            store
                .read(|tx| -> Result<i64, StoreError> {
                    Ok(tx
                        .conn()
                        .query_row("SELECT count(*) FROM file_setting", [], |row| row.get(0))?)
                })
                .expect("count")
        };
        let mut store = Store::open_in_memory().expect("store");
        store
            .write(|tx| -> Result<(), StoreError> {
                tx.conn().execute(
                    "INSERT INTO file_setting (key, value) VALUES ('a', '1')",
                    [],
                )?;
                Ok(())
            })
            .expect("write");
        let mut copy = store.scratch_copy().expect("copy");
        copy.write(|tx| -> Result<(), StoreError> {
            tx.conn().execute("DELETE FROM file_setting", [])?;
            Ok(())
        })
        .expect("write copy");
        assert_eq!(count(&mut store), 1);
        assert_eq!(count(&mut copy), 0);
    }
}
