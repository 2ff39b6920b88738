//! The game seam, proved by a fifth game known only to this test (issue 33 item 5): Pebble
//! Ball implements `games::Game`, registers itself at run time and plays a season through
//! the shared league code. Registering is for the whole process, so this binary holds
//! nothing else: no other test sees a fifth game in the registry (its game lists, the
//! window's game picker).

mod fifth_game;
mod pebble_ball;
