//! Front ends: thin translations of the table service's descriptions into a medium.

pub mod local;
