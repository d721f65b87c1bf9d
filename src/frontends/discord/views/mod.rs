//! Pure builders: from the desk's answers to Discord messages and components (no I/O).

pub mod choices;
pub mod messages;
pub mod panel;
pub mod panel_view;
pub mod rematch;
pub mod rivalry_setup;
pub mod rules_text;
pub mod steps;
pub mod with_picture;
