//! Rivalry's set-up, drafted step by step before it is sealed: the pure model both front
//! ends share (Discord's set-up panel, `manawell local --game rivalry`). A draft starts
//! from the engine's suggested set-up; each edit keeps it a set-up the notation can write
//! (so it travels as one line, `notation::format_setup`), and what still breaks the rules
//! is the engine's `validate_setup` to say, in the player's words (`words`).

mod draft;
mod words;

pub use draft::{Draft, Edit, EditError};
pub use words::{city_text, edit_error_text, problem_text, summary, units_text};

use crate::engines::rivalry::Side;

/// The side whose sealed set-up a seat's moves are, when they are Rivalry's set-up: its
/// only move is the side's set-up line (`republic cities …`, `Rules::print_move`).
pub fn setup_side<S: AsRef<str>>(moves: &[S]) -> Option<Side> {
    let [only] = moves else {
        return None;
    };
    let mut words = only.as_ref().split_whitespace();
    let side = words
        .next()
        .filter(|w| w.len() > 1)
        .and_then(Side::from_word)?;
    (words.next()? == "cities").then_some(side)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_up_is_told_by_its_only_move() {
        let line = format!("kingdom {}", Draft::suggested(Side::Kingdom).line());
        assert_eq!(setup_side(&[line.as_str()]), Some(Side::Kingdom));
        assert_eq!(setup_side(&[line.as_str(), "r A1"]), None);
        assert_eq!(setup_side(&["k cities"]), None);
        assert_eq!(setup_side::<&str>(&[]), None);
        assert_eq!(setup_side(&["move E3 E4 2a"]), None);
    }
}
