//! The solo mode against Suramun, one binary: the rulebook's example and each rule of a
//! solo turn (`game`), the end and the three scorings (`end`), and the invariants over
//! random deals (`properties`).

mod common;
mod end;
mod game;
mod properties;
