//! Rivality's own panel: tile, spot, facing, spell order (the solo mode's too).

pub mod panel;
pub mod panel_view;
