//! Pure builders: from the desk's answers to Discord messages and components (no I/O).

pub mod board_link;
pub mod choices;
pub mod help;
pub mod messages;
pub mod rematch;
pub mod rivality;
pub mod rivalry;
pub mod rules_help;
pub mod settings;
pub mod standings;
pub mod steps;
pub mod vacation;
pub mod with_picture;
