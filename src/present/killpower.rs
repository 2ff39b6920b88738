//! How Killpower Ball's refusals are written for people, in English and French.

mod outcome;
mod refusal;
