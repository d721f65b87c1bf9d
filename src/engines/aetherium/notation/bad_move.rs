//! Why typed text is not an Aetherium move: what is wrong, with the word that is (cut to
//! 24 characters). Its text is the English of the engine protocol; a table words it in
//! the reader's language.

use thiserror::Error;

use crate::engines::aetherium::mat::{ActionKind, Token};

const SHAPE: &str =
    "write a pawn, an action and its columns, like `fire surge B`, `wild:water twin A C` or `pass earth`";

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BadMove {
    #[error("an empty move: {SHAPE}")]
    Empty,
    #[error("a pass names one unused pawn, like `pass earth`")]
    PassShape,
    #[error("at most one `then`, for one token: {SHAPE}")]
    TooManyThens,
    #[error("`{0}` is not a pawn: fire, water, earth, air or wild")]
    NotAPawn(String),
    #[error("`{0}` is not a column: A to D")]
    NotAColumn(String),
    #[error("`{0}` is not an element: fire, water, earth or air")]
    NotAnElement(String),
    #[error("a turn is missing: {SHAPE}")]
    TurnMissing,
    #[error("only the wild pawn names an element, like `wild:fire`: not `{0}`")]
    OnlyWildNamesElement(String),
    #[error("the wild pawn names its element, like `wild:fire`")]
    WildNamesElement,
    #[error("an action is missing after `{0}`: {SHAPE}")]
    ActionMissing(String),
    #[error("`{0}` is not an action: fall, twin, step-leap, surge or gather")]
    NotAnAction(String),
    #[error("`{0}` is not a number of spaces")]
    NotSpaces(String),
    #[error("{0} takes {expected}", expected = action_takes(*.0))]
    ActionTakes(ActionKind),
    #[error("a token is missing around `then`")]
    TokenMissing,
    #[error("`{0}` is not a power token: aether, block, fall or rise-fire (rise-water, rise-earth, rise-air)")]
    NotAToken(String),
    #[error("`{0}` is not an action to block: fall, twin, step-leap, surge or gather")]
    NotAnActionToBlock(String),
    #[error("the {0} token takes {expected}", expected = token_takes(*.0))]
    TokenTakes(Token),
}

fn action_takes(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::Fall => "a column and a number of spaces, like `fall B 2`",
        ActionKind::TwinRise => "two columns, like `twin A C`",
        ActionKind::StepAndLeap => {
            "the column stepping one, then the one leaping three, like `step-leap A C`"
        }
        _ => "one column, like `surge B`",
    }
}

fn token_takes(token: Token) -> &'static str {
    match token {
        Token::Aether => "nothing more: `aether`",
        Token::Block => "an action: `block twin`",
        Token::Rise(_) => "a column: `rise-fire C`",
        Token::Fall => "an element and a column: `fall water A`",
    }
}
