//! The table service: seats, turns, deadlines and permissions, between the front ends and
//! the engines. No Discord types here.

pub mod kinds;
