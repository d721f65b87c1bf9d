//! A test per statement of the rulebook's text that a test can check.

mod battle;
mod turn;
