//! Why a tournament refused: typed, for the front end to word.

use super::super::error::TableError;
use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    #[error("no tournament #{0}")]
    NoSuch(i64),
    #[error("tournament #{0} is not signing up")]
    NotSigningUp(i64),
    #[error("tournament #{0} is full")]
    Full(i64),
    #[error("already in tournament #{0}")]
    AlreadyIn(i64),
    #[error("not in tournament #{0}")]
    NotIn(i64),
    #[error("only the creator or a moderator may do that in tournament #{0}")]
    NotAllowed(i64),
    #[error("tournament #{0} needs at least {1} players")]
    TooFew(i64, usize),
    #[error("tournament #{0} has ended")]
    Over(i64),
    #[error("bad tournament options: {0}")]
    BadOptions(String),
    #[error(transparent)]
    Table(#[from] TableError),
    #[error(transparent)]
    Store(#[from] StoreError),
}
