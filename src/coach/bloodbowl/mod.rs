//! Blood Bowl (2020 edition) in Dugout: its entry in the game registry and the commands
//! a coach and a commissioner run on Blood Bowl teams.

mod game;

pub use game::BloodBowl;
