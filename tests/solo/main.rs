//! The solo mode against Suramun, one binary: the rulebook's example and each rule of a
//! solo turn (`game`), the end and the three scorings (`end`), and the invariants over
//! random deals (`properties`); a move previewed before it is played (`preview`); the
//! readings no other test checks (`readings`).

mod common;
mod end;
mod game;
mod order;
mod preview;
mod properties;
mod readings;
