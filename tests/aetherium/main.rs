//! Aetherium: the rulebook's worked examples, the readings of
//! `shared/rules/aetherium-readings.md`, one test per rule, and property tests.

mod common;
mod examples;
mod properties;
mod readings;
mod readings_end;
mod rules;
mod steps;
