//! Why a game's options make no game: the engines' set-up errors, typed, so that a front
//! end words them in the reader's language (`crate::frontends::reasons`). Their own text
//! is the English of the logs and the engine protocol.

use thiserror::Error;

use crate::engines::{aetherium, magistrar, rivality};

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OptionsError {
    #[error(transparent)]
    Rivality(#[from] rivality::SetupError),
    #[error(transparent)]
    Magistrar(#[from] magistrar::SetupError),
    #[error(transparent)]
    Aetherium(#[from] aetherium::SetupError),
}
