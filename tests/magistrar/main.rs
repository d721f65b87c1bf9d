//! Magistrar: every worked example of the rulebook, a test per reading of
//! `shared/rules/magistrar-readings.md`, a test per rule, the notation, and the
//! invariants over random games.

mod common;
mod examples;
mod notation;
mod properties;
mod readings;
mod rules;
