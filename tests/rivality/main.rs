//! The Rivality engine, one binary: every rule of the base game (`rules`, with the
//! questions a turn asks and the mulligan), the Expert rules (`expert_rules`), every worked
//! example of the rulebook (`examples`), and the invariants over random games
//! (`properties`).

mod common;
mod examples;
mod expert_rules;
mod properties;
mod rules;
