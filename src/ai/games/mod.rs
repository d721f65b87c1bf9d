//! The games that play through [`super::any`]: each module describes its game to the
//! search ([`super::any::Playable`]) and nothing more.

pub mod aetherium;
pub mod magistrar;
pub mod rivalry;
