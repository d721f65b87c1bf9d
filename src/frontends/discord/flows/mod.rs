//! What a command or a click does: one file per journey.

pub mod announce;
pub mod click;
pub mod game_start;
pub mod help;
pub mod here;
pub mod hint;
pub mod lobby;
pub mod locale;
pub mod moderation;
pub mod notify;
pub mod reach;
pub mod rematch;
pub mod replay;
pub mod resign;
pub mod rivalry;
pub mod route;
pub mod rules;
pub mod settings;
pub mod stale_turns;
pub mod standings;
pub mod step_change;
pub mod step_panel;
pub mod takeback;
pub mod turn;
pub mod typed;
pub mod vacation;
