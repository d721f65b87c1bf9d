//! The Rivality engine, one binary: every rule of the base game (`rules`, with the
//! questions a turn asks and the mulligan), the Expert rules (`expert_rules`), every worked
//! example of the rulebook (`examples`), the invariants over random games
//! (`properties`), the legal-move listing against a plain reference (`listing`), and the
//! readings of `rivality-tiles.md` no other test checks (`readings`).

mod common;
mod examples;
mod expert_rules;
mod listing;
mod properties;
mod readings;
mod rules;
