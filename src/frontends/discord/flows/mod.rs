//! What a command or a click does: one file per journey.

pub mod announce;
pub mod click;
pub mod game_start;
pub mod here;
pub mod hint;
pub mod lobby;
pub mod locale;
pub mod notify;
pub mod rematch;
pub mod replay;
pub mod resign;
pub mod rivalry_setup;
pub mod route;
pub mod rules;
pub mod stale_turns;
pub mod step_change;
pub mod step_panel;
pub mod takeback;
pub mod turn;
pub mod typed;
