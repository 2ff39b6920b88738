//! Each game's reference data is loaded once per process: the first call loads and
//! checks it, every later one gets the same data (or the same reason it did not load).

use std::sync::OnceLock;

use super::DataError;

/// Where a game keeps its loaded reference data (a `static` of the game's module).
pub type LoadedOnce<T> = OnceLock<Result<T, DataError>>;

/// The data `cell` holds, loaded by `load` on the first call.
pub fn loaded_once<T>(
    cell: &'static LoadedOnce<T>,
    load: impl FnOnce() -> Result<T, DataError>,
) -> Result<&'static T, DataError> {
    cell.get_or_init(load).as_ref().map_err(Clone::clone)
}
