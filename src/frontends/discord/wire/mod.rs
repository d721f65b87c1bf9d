//! Discord's own mechanics, with no game in them.

pub mod custom_id;
pub mod markdown;
pub mod post;
pub mod redact;
pub mod respond;
pub mod time;
pub mod where_to_play;
