//! Killpower Ball's reference data on the command line (`dugout data TABLE --game
//! killpower`).

use super::text;
use crate::Result;
use crate::cli::args::DataTable;
use crate::cli::emit;
use crate::coach::Context;
use crate::data::killpower::Reference;
use crate::error::InputFault;

/// `dugout data characteristics|specializations|... --game killpower`.
pub fn print(context: &Context, table: DataTable, as_json: bool) -> Result<()> {
    let lang = context.lang;
    let data = Reference::bundled()?;
    match table {
        DataTable::Teams => emit(as_json, &data.characteristics, || {
            text::characteristics(data, lang)
        }),
        DataTable::Skills => emit(as_json, &data.equipment, || text::equipment(data, lang)),
        other => Err(InputFault::DataTable {
            game: crate::games::Game::names(&crate::coach::killpower::Killpower),
            given: format!("{other:?}").to_lowercase(),
            tables: ["teams", "skills"].map(String::from).to_vec(),
        }
        .into()),
    }
}
