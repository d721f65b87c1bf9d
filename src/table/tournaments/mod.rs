//! Tournaments on the table service: a sign-up, then rounds whose every pairing is an
//! ordinary table (opened and started here, played as any other); the pairings and
//! standings are `crate::tournament`'s, pure. A round's games are made in one
//! transaction, once across processes (`store::tournaments::pair_round`); when a game
//! ends its place is recorded, and when the round's last one has, the next is paired,
//! by the move that ended it or, after a restart, by the next sweep.
//!
//! - `error.rs`: the refusals, typed;
//! - `read.rs`: a tournament read back into a history for the pure pairings;
//! - `signup.rs`: create, enter, leave, remove, cancel, start;
//! - `rounds.rs`: results recorded, leavers' games forfeited, the next round paired, the end.

mod error;
mod read;
mod rounds;
mod signup;

pub use error::TournamentError;
pub use read::{Tournament, TournamentFormat, TournamentStatus};
pub use rounds::Progress;
pub use signup::TournamentSpec;
