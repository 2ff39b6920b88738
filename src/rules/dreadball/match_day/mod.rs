//! The DreadBall match day as pure rules: the outsider bonus and what it buys (MVPs and
//! Giants, free-agent rolls), hacks, cheerleaders on the day, and the post-match sequence
//! (experience and ranks, advancements, earnings). No database, no dice: rolls come in
//! as numbers, so a test can give any die it likes.

pub mod limits;
mod postmatch;
mod prematch;
mod refusal;
mod settings;

pub use postmatch::*;
pub use prematch::*;
pub use refusal::Refusal;
pub use settings::*;

#[cfg(test)]
mod tests;
