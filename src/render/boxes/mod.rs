//! Boxes placed before anything is drawn, so that no mark or word hides another: the
//! [`Rect`]s a picture's marks take and the [`Placer`] that finds each a free spot.
//! Rivalry's map and Rivality's battlefield both lay out their marks with them.

mod placer;
mod rect;

pub use placer::{Label, Placer};
pub use rect::Rect;
