//! The store and the table service, one binary: the store (`store`), tables, seats and
//! turns (`service`, `turns`), deadlines, reminders and fair clocks (`deadlines`), and the
//! Discord desk on the real service (`desk`, `desk_more`).

#[path = "../support/mod.rs"]
mod support;

mod bots;
mod claims;
mod damaged;
mod deadlines;
mod desk;
mod desk_more;
mod duels;
mod ratings;
mod rematch;
mod replay;
mod service;
mod simultaneous;
mod store;
mod sweeps;
mod takeback;
mod tournament;
mod turns;
mod waiting;
mod workers;
