//! Rivalry's set-up, drafted step by step before it is sealed: the pure model both front
//! ends share (Discord's set-up panel, `manawell local --game rivalry`). A draft starts
//! from the engine's suggested set-up; each edit keeps it a set-up the notation can write
//! (so it travels as one line, `notation::format_setup`), and what still breaks the rules
//! is the engine's `validate_setup` to say, in the player's words (`words`).

mod draft;
mod words;

pub use draft::{Draft, Edit, EditError};
pub use words::{city_text, edit_error_text, problem_text, summary, units_text};
