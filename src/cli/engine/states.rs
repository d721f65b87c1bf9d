//! What every game's module does alike with a state from outside: read it, then check
//! every invariant before accepting it, refusing with the rule that is broken.

use std::fmt::Display;

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::failure::{Code, Failure};

/// A state from its JSON (`game` names the game, for the refusal), accepted only when
/// `validate` finds it possible.
pub fn checked<G: DeserializeOwned, E: Display>(
    state: Value,
    game: &str,
    validate: impl Fn(&G) -> Result<(), E>,
) -> Result<G, Failure> {
    let game: G = serde_json::from_value(state)
        .map_err(|e| Failure::new(Code::BadState, format!("not {game} state: {e}")))?;
    validate(&game)
        .map_err(|e| Failure::new(Code::BadState, format!("not a possible state: {e}")))?;
    Ok(game)
}

/// A position from its notation, read (and checked) by `parse`.
pub fn from_text<G, E: Display>(
    text: &str,
    parse: impl Fn(&str) -> Result<G, E>,
) -> Result<G, Failure> {
    parse(text).map_err(|e| Failure::new(Code::BadPosition, e.to_string()))
}
