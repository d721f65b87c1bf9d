//! Where everything goes, in the picture's design pixels (a phone screen's width): drawn
//! from the mat's table ([`MAT`]: column height, action spaces in their order from the
//! track, moons), so that another mat is a change of data there, not here.
//!
//! Top to bottom: the title, player 2 (their hand and pawns, then their action spaces),
//! the columns, player 1's action spaces, then player 1. The Aether track runs down the
//! right edge from player 2's last moon to player 1's, and each side's action spaces run
//! from it: the space closest to the track is the rightmost.

use crate::engines::aetherium::mat::{COLUMNS, MAT};
use crate::engines::aetherium::{Element, Seat};

use super::look::token_size;

/// The design width of the mat's picture.
pub const WIDTH: f32 = 400.0;
pub const PAD: f32 = 10.0;
const TRACK_W: f32 = 34.0;
const HEADER: f32 = 42.0;
/// One space of a column.
pub const ROW: f32 = 22.0;
const COL_GAP: f32 = 6.0;
/// The column letters above the columns.
const LABELS: f32 = 16.0;
pub const SPACE_H: f32 = 66.0;
pub const SPACE_GAP: f32 = 5.0;
const GAP: f32 = 6.0;
/// Text size of a power token's word.
pub const TOKEN_TEXT: f32 = 11.0;
const STRIP_NAME: f32 = 24.0;
const STRIP_LINE: f32 = 25.0;
/// A pawn in a player's strip.
pub const PAWN: f32 = 15.0;
const PAWN_SLOT: f32 = 17.0;

#[derive(Clone, Debug)]
pub struct Geometry {
    /// The columns' and action spaces' left and right edges.
    pub left: f32,
    pub right: f32,
    pub col_w: f32,
    pub lane_w: f32,
    /// The top edge of each seat's strip and its height.
    pub strip_y: [f32; 2],
    pub strip_h: [f32; 2],
    /// The top edge of each seat's action spaces.
    pub spaces_y: [f32; 2],
    /// The top edge of the columns' top space.
    pub columns_y: f32,
    pub track_x: f32,
    pub track_top: f32,
    pub track_bottom: f32,
    pub height: f32,
}

impl Geometry {
    /// `items[seat]`: the tokens shown in each seat's strip (its hand, and a token it just
    /// used).
    pub fn new(items: [usize; 2]) -> Geometry {
        let left = PAD;
        let right = WIDTH - PAD - TRACK_W - 8.0;
        let col_w = (right - left - COL_GAP * (COLUMNS as f32 - 1.0)) / COLUMNS as f32;
        let lane_w = (col_w - 4.0) / Element::ALL.len() as f32;
        let strip_h = items.map(|n| STRIP_NAME + STRIP_LINE * strip_rows(n) as f32 + 2.0);
        let mut y = HEADER;
        let top_strip = y;
        y += strip_h[1];
        let top_spaces = y;
        y += SPACE_H + GAP + LABELS;
        let columns_y = y;
        y += ROW * f32::from(MAT.top + 1) + GAP;
        let bottom_spaces = y;
        y += SPACE_H;
        let bottom_strip = y;
        y += strip_h[0] + PAD;
        Geometry {
            left,
            right,
            col_w,
            lane_w,
            strip_y: [bottom_strip, top_strip],
            strip_h,
            spaces_y: [bottom_spaces, top_spaces],
            columns_y,
            track_x: WIDTH - PAD - TRACK_W / 2.0,
            track_top: top_spaces + 8.0,
            track_bottom: bottom_spaces + SPACE_H - 8.0,
            height: y,
        }
    }

    pub fn header_y(&self) -> f32 {
        HEADER / 2.0
    }

    pub fn column_x(&self, column: usize) -> f32 {
        self.left + column as f32 * (self.col_w + COL_GAP)
    }

    /// The column's letter, centred above it.
    pub fn label_y(&self) -> f32 {
        self.columns_y - LABELS / 2.0 - 1.0
    }

    /// The top edge of `space` (0 is the bottom space).
    pub fn space_y(&self, space: u8) -> f32 {
        self.columns_y + f32::from(MAT.top.saturating_sub(space)) * ROW
    }

    /// Where the stone of `element` in `column` stands on `space`: each element has a lane
    /// of its own in every column, so a row of one element reads straight across.
    pub fn stone(&self, column: usize, element: Element, space: u8) -> (f32, f32) {
        let x = self.column_x(column) + 2.0 + self.lane_w * (element.index() as f32 + 0.5);
        (x, self.space_y(space) + ROW / 2.0)
    }

    pub fn stone_size(&self) -> f32 {
        (self.lane_w - 3.0).min(ROW - 5.0)
    }

    /// The action space at `index` of [`MAT`]`.actions` on `seat`'s side: (x, y, w, h).
    pub fn action_space(&self, seat: Seat, index: usize) -> (f32, f32, f32, f32) {
        let n = MAT.actions.len() as f32;
        let w = (self.right - self.left - SPACE_GAP * (n - 1.0)) / n;
        let x = self.right - w - index as f32 * (w + SPACE_GAP);
        (x, self.spaces_y[usize::from(seat & 1)], w, SPACE_H)
    }

    /// The Aether track's spot for `position` (0 the centre, player 1's moons below it).
    pub fn track_spot(&self, position: i8) -> (f32, f32) {
        let moons = f32::from(MAT.moons.max(1));
        let step = (self.track_bottom - self.track_top) / (2.0 * moons);
        let y = (self.track_top + self.track_bottom) / 2.0 + f32::from(position) * step;
        (self.track_x, y)
    }

    /// The middle of the name line of `seat`'s strip.
    pub fn strip_name_y(&self, seat: Seat) -> f32 {
        self.strip_y[usize::from(seat & 1)] + STRIP_NAME / 2.0 + 2.0
    }

    /// The centre of `seat`'s pawn number `i` (in [`Pawn::ALL`](crate::engines::aetherium::Pawn) order).
    pub fn strip_pawn(&self, seat: Seat, i: usize) -> (f32, f32) {
        let y = self.strip_y[usize::from(seat & 1)] + STRIP_NAME + STRIP_LINE / 2.0;
        (PAD + PAWN_SLOT * (i as f32 + 0.5), y)
    }

    /// The centre of the `i`-th token of `seat`'s strip: after the pawns, then on lines of
    /// their own.
    pub fn strip_token(&self, seat: Seat, i: usize) -> (f32, f32) {
        let (w, _) = token_size(TOKEN_TEXT);
        let slot = w + 4.0;
        let first = first_row_slots();
        let per_row = row_slots();
        let (row, col, x0) = if i < first {
            (0, i, pawns_end())
        } else {
            let j = i - first;
            (1 + j / per_row, j % per_row, PAD)
        };
        let y = self.strip_y[usize::from(seat & 1)] + STRIP_NAME + STRIP_LINE * (row as f32 + 0.5);
        (x0 + slot * (col as f32 + 0.5), y)
    }
}

fn pawns_end() -> f32 {
    PAD + PAWN_SLOT * crate::engines::aetherium::mat::PAWNS as f32 + 10.0
}

fn first_row_slots() -> usize {
    let slot = token_size(TOKEN_TEXT).0 + 4.0;
    ((WIDTH - PAD - pawns_end()) / slot).floor().max(1.0) as usize
}

fn row_slots() -> usize {
    let slot = token_size(TOKEN_TEXT).0 + 4.0;
    ((WIDTH - 2.0 * PAD) / slot).floor().max(1.0) as usize
}

/// Lines a strip needs for the pawns and `n` tokens.
fn strip_rows(n: usize) -> usize {
    let first = first_row_slots();
    if n <= first {
        1
    } else {
        1 + (n - first).div_ceil(row_slots())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_columns_and_spaces_fit_left_of_the_track() {
        let g = Geometry::new([0, 0]);
        let last = g.column_x(COLUMNS - 1) + g.col_w;
        assert!((last - g.right).abs() < 0.01);
        let (x, _, _, _) = g.action_space(0, MAT.actions.len() - 1);
        assert!((x - g.left).abs() < 0.01);
        assert!(g.right + 8.0 < g.track_x - 10.0);
    }

    #[test]
    fn the_space_closest_to_the_track_is_drawn_nearest_it() {
        let g = Geometry::new([0, 0]);
        let near = g.action_space(0, 0).0;
        let far = g.action_space(0, 1).0;
        assert!(near > far);
    }

    #[test]
    fn player_one_s_moons_lie_towards_player_one() {
        let g = Geometry::new([0, 0]);
        assert!(g.track_spot(MAT.moons).1 > g.track_spot(0).1);
        assert!(g.track_spot(-MAT.moons).1 < g.track_spot(0).1);
        assert!(g.strip_y[0] > g.strip_y[1]);
    }

    #[test]
    fn a_big_hand_wraps_onto_more_lines() {
        let small = Geometry::new([1, 0]);
        let big = Geometry::new([12, 0]);
        assert!(big.strip_h[0] > small.strip_h[0]);
        assert!(big.height > small.height);
        let (x, _) = big.strip_token(0, 11);
        assert!(x < WIDTH - PAD);
    }
}
