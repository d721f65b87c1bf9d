//! Tournaments, pure: the pairings' rules as properties over random fields and results
//! (Swiss, round-robin, knockout, Rivality tables), and the standings' tie-breaks on
//! small hand-made tournaments.

mod knockout;
mod play;
mod round_robin;
mod standings;
mod swiss;
mod tables;
