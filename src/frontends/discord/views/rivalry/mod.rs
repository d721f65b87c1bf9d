//! Rivalry's own panels: the sealed set-up.

pub mod setup;
