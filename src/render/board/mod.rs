//! The battlefield: tiles where they lie, north up, with chess-like coordinates along the
//! edges and every empty spot in view named, so that any spot can be talked about.

use crate::engines::rivality::solo::solo_label;
use crate::engines::rivality::{Battlefield, Cell, Event, Side};
use crate::i18n::Lang;
use crate::tr;

use super::canvas::{rounded_rect, Canvas};
use super::golems::{self, Occupant};
use super::highlight;
use super::palette::{self, side_style, BOARD, EMPTY_SPOT, MUTED};
use super::text::Style;
use super::tile_art::{self, Frame};
use super::waiting;
use super::RenderError;

pub mod marks;
pub mod tags;

use marks::{BoardMarks, MarkKind};

/// How the move in `events` is shown: as played, or as a candidate not yet confirmed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Highlight {
    LastMove,
    Preview,
}

/// A battlefield to draw, from any mode of the game (the solo mode fills in `extent` and
/// `entry_points`).
#[derive(Clone, Copy, Debug)]
pub struct BoardScene<'a> {
    pub field: &'a Battlefield,
    /// Where each side's wizard stands, by side index.
    pub wizards: &'a [Option<Cell>],
    /// The corners (south-west, north-east) of a fixed area to show whatever lies there;
    /// `None` shows the tiles plus one ring of empty spots.
    pub extent: Option<(Cell, Cell)>,
    /// Solo: the cells through which the player's wizard enters.
    pub entry_points: &'a [Cell],
    /// What the highlighted move did (empty: nothing highlighted).
    pub events: &'a [Event],
    pub highlight: Highlight,
    /// The language of the words drawn on the board.
    pub lang: Lang,
}

/// Biggest and smallest cell, in pixels: big enough to read on a phone, small enough that
/// a sprawling battlefield still fits a Discord picture.
const MAX_CELL: f32 = 112.0;
const MIN_CELL: f32 = 52.0;
/// The board is sized to fit this many pixels across (and down).
const BOARD_FIT: f32 = 900.0;
const LABEL_BAND: f32 = 34.0;
/// The size of the columns' and rows' names on the edges.
const COORDINATES: f32 = 20.0;
/// Solo: the "Entry Point" label's size, and the room under the column names for the
/// arrows and the label, with a margin below.
const ENTRY_TEXT: f32 = 18.0;
const ENTRY_BAND: f32 = 50.0;

/// Where each cell is drawn on the picture (the board is at its top left).
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    min_x: i16,
    max_y: i16,
    pub cols: i16,
    pub rows: i16,
    pub cell: f32,
    /// Top-left corner of the north-west cell.
    left: f32,
    top: f32,
    /// Extra room under the board for the entry-point marks.
    entry_band: f32,
}

impl Layout {
    pub fn new(scene: &BoardScene) -> Layout {
        let (min, max) = scene.extent.unwrap_or_else(|| around(scene));
        let (min_x, min_y) = (i16::from(min.x), i16::from(min.y));
        let (max_x, max_y) = (i16::from(max.x), i16::from(max.y));
        let cols = (max_x - min_x + 1).max(1);
        let rows = (max_y - min_y + 1).max(1);
        let cell = (BOARD_FIT / f32::from(cols.max(rows)))
            .clamp(MIN_CELL, MAX_CELL)
            .floor();
        let entry_band = if scene.entry_points.is_empty() {
            0.0
        } else {
            ENTRY_BAND
        };
        Layout {
            min_x,
            max_y,
            cols,
            rows,
            cell,
            left: LABEL_BAND + 8.0,
            top: LABEL_BAND + 8.0,
            entry_band,
        }
    }

    pub fn width(&self) -> f32 {
        self.left * 2.0 + f32::from(self.cols) * self.cell
    }

    pub fn height(&self) -> f32 {
        self.top * 2.0 + f32::from(self.rows) * self.cell + self.entry_band
    }

    /// The board's area on the canvas, margins included: (left, top, right, bottom).
    pub fn area(&self) -> (f32, f32, f32, f32) {
        let margin = LABEL_BAND + 8.0;
        (
            self.left - margin,
            self.top - margin,
            self.left + f32::from(self.cols) * self.cell + margin,
            self.top + f32::from(self.rows) * self.cell + margin + self.entry_band,
        )
    }

    pub fn contains(&self, cell: Cell) -> bool {
        let (c, r) = self.grid(cell);
        (0..self.cols).contains(&c) && (0..self.rows).contains(&r)
    }

    /// Column and row from the north-west corner.
    fn grid(&self, cell: Cell) -> (i16, i16) {
        (
            i16::from(cell.x) - self.min_x,
            self.max_y - i16::from(cell.y),
        )
    }

    fn cell_at(&self, col: i16, row: i16) -> Option<Cell> {
        let x = i8::try_from(col + self.min_x).ok()?;
        let y = i8::try_from(self.max_y - row).ok()?;
        Some(Cell::new(x, y))
    }

    /// The centre of `cell` on the canvas.
    pub fn centre(&self, cell: Cell) -> (f32, f32) {
        let (c, r) = self.grid(cell);
        (
            self.left + (f32::from(c) + 0.5) * self.cell,
            self.top + (f32::from(r) + 0.5) * self.cell,
        )
    }

    /// A tile's side within its cell; the rest is the gap where rims and highlights go.
    pub fn tile_size(&self) -> f32 {
        self.cell * 0.82
    }
}

/// The tiles and wizards plus one ring of empty spots around them, where the next tiles
/// may go; and the spots where delayed spells wait (Expert), without a ring of their own:
/// a ring around each far spot filled a phone's picture with empty cells.
fn around(scene: &BoardScene) -> (Cell, Cell) {
    let mut cells: Vec<Cell> = scene.field.tiles.iter().map(|t| t.cell).collect();
    cells.extend(scene.wizards.iter().flatten());
    if cells.is_empty() {
        cells.push(Cell::WELL);
    }
    let ringed = |cells: &[Cell]| -> (i8, i8, i8, i8) {
        let min_x = cells.iter().map(|c| c.x).min().unwrap_or(0);
        let max_x = cells.iter().map(|c| c.x).max().unwrap_or(0);
        let min_y = cells.iter().map(|c| c.y).min().unwrap_or(0);
        let max_y = cells.iter().map(|c| c.y).max().unwrap_or(0);
        (
            min_x.saturating_sub(1),
            min_y.saturating_sub(1),
            max_x.saturating_add(1),
            max_y.saturating_add(1),
        )
    };
    let (mut min_x, mut min_y, mut max_x, mut max_y) = ringed(&cells);
    // The highlighted move's far targets are not added: a tag whose spot lies beyond the
    // crop is placed at the board's edge.
    for (cell, _) in waiting::spots(scene.field) {
        min_x = min_x.min(cell.x);
        max_x = max_x.max(cell.x);
        min_y = min_y.min(cell.y);
        max_y = max_y.max(cell.y);
    }
    (Cell::new(min_x, min_y), Cell::new(max_x, max_y))
}

/// Draws the battlefield with its top-left corner at `(x0, y0)`.
pub fn draw(
    canvas: &mut Canvas,
    scene: &BoardScene,
    layout: &Layout,
    x0: f32,
    y0: f32,
) -> Result<(), RenderError> {
    let layout = Layout {
        left: layout.left + x0,
        top: layout.top + y0,
        ..*layout
    };
    let marks = marks::lay_out(scene, &layout)?;
    let c = layout.cell;
    let (w, h) = (f32::from(layout.cols) * c, f32::from(layout.rows) * c);
    canvas.fill(
        rounded_rect(
            layout.left - 6.0,
            layout.top - 6.0,
            w + 12.0,
            h + 12.0,
            10.0,
        ),
        palette::BOARD,
    );
    for label in marks.of(|k| *k == MarkKind::Coordinate) {
        let (x, y) = label.rect.centre();
        canvas.text(&label.text, x, y, Style::new(COORDINATES, MUTED))?;
    }
    for row in 0..layout.rows {
        for col in 0..layout.cols {
            let Some(cell) = layout.cell_at(col, row) else {
                continue;
            };
            spot(canvas, scene, &layout, &marks, cell)?;
        }
    }
    entry_points(canvas, scene, &layout)?;
    highlight::draw(canvas, scene, &layout, &marks)
}

/// Where every mark of the battlefield goes, as [`draw`] draws it (the board at the
/// picture's top left).
pub fn board_marks(scene: &BoardScene) -> Result<BoardMarks, RenderError> {
    marks::lay_out(scene, &Layout::new(scene))
}

/// The size of an empty spot's name in a cell whose tile would be `s` wide.
fn spot_name_size(s: f32) -> f32 {
    // Alone in its cell, as big as its three characters allow: a sprawling board is
    // still read 400 px wide.
    s * 0.28
}

/// What stands on `tile`: the wizards, then each side's golems.
fn occupants_of(scene: &BoardScene, tile: &crate::engines::rivality::PlacedTile) -> Vec<Occupant> {
    let mut items = Vec::with_capacity(4);
    for (i, at) in scene.wizards.iter().enumerate() {
        if *at == Some(tile.cell) {
            items.push(Occupant::Wizard(Side(i as u8)));
        }
    }
    for (i, n) in tile.golems.iter().enumerate() {
        if *n > 0 {
            items.push(Occupant::Golems(Side(i as u8), *n));
        }
    }
    items
}

/// The names a player uses for a cell's column and row: the table game's (the Well at
/// M13), or the solo battlefield's own A1–D6, from the player's Entry Point.
fn cell_names(solo: bool, cell: Cell) -> (String, String) {
    if solo {
        let name = solo_label(cell);
        let split = name
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(name.len());
        let (column, row) = name.split_at(split);
        (column.to_string(), row.to_string())
    } else {
        (
            cell.column_label().unwrap_or_default(),
            cell.row_label().map(|r| r.to_string()).unwrap_or_default(),
        )
    }
}

/// One cell: a tile with what stands on it, or an empty spot with its name (where the
/// layout kept it) or the delayed spells waiting there.
fn spot(
    canvas: &mut Canvas,
    scene: &BoardScene,
    layout: &Layout,
    marks: &BoardMarks,
    cell: Cell,
) -> Result<(), RenderError> {
    let (cx, cy) = layout.centre(cell);
    let s = layout.tile_size();
    let Some(tile) = scene.field.at(cell) else {
        let half = s / 2.0;
        let open = scene.field.is_open_spot(cell);
        // Spots where a tile may go now stand out a little from the farther ones.
        let ground = if open {
            EMPTY_SPOT.mix(BOARD, 0.55)
        } else {
            EMPTY_SPOT.mix(BOARD, 0.75)
        };
        canvas.fill(rounded_rect(cx - half, cy - half, s, s, s * 0.08), ground);
        let colour = if open { MUTED } else { MUTED.mix(BOARD, 0.45) };
        let (column, row) = cell_names(!scene.entry_points.is_empty(), cell);
        if marks
            .of(|k| *k == MarkKind::Waiting { cell })
            .next()
            .is_some()
        {
            let owners = waiting::owners_at(scene.field, cell);
            return waiting::mark(canvas, &format!("{column}{row}"), &owners, cx, cy, s);
        }
        for label in marks.of(|k| *k == MarkKind::SpotName { cell }) {
            let style = Style::new(spot_name_size(s), colour);
            canvas.text(&label.text, cx, cy, style)?;
        }
        return Ok(());
    };
    golems::control_rim(canvas, tile, cx, cy, s, layout.cell * 0.055);
    if tile.face_down {
        tile_art::back(canvas, cx, cy, s);
    } else {
        let entrenched = tile.control().side().filter(|_| tile.is_entrenched());
        let frame = Frame {
            cx,
            cy,
            size: s,
            facing: tile.facing,
        };
        let extra = entrenched.map(|side| side_style(side).colour);
        tile_art::face(canvas, tile.tile, frame, tile.delayed, extra)?;
    }
    golems::occupants(canvas, &occupants_of(scene, tile), cx, cy, s)
}

/// Solo: a green arrow under each entry point, pointing in, and "Entry Point" centred
/// under the arrows, inside the picture whatever the board's width.
fn entry_points(
    canvas: &mut Canvas,
    scene: &BoardScene,
    layout: &Layout,
) -> Result<(), RenderError> {
    let bottom = layout.top + f32::from(layout.rows) * layout.cell + LABEL_BAND + 10.0;
    let a = 9.0;
    let shown: Vec<f32> = scene
        .entry_points
        .iter()
        .filter(|c| layout.contains(**c))
        .map(|c| layout.centre(*c).0)
        .collect();
    for cx in &shown {
        let arrow = [
            (*cx, bottom - a),
            (cx + a * 1.3, bottom + a),
            (cx - a * 1.3, bottom + a),
        ];
        canvas.fill(super::canvas::polygon(&arrow), palette::ENTRY);
    }
    if let (Some(first), Some(last)) = (shown.first(), shown.last()) {
        let style = Style::new(ENTRY_TEXT, palette::ENTRY);
        let label_y = bottom + a + 6.0 + ENTRY_TEXT / 2.0;
        let label = tr!(scene.lang, "picture-board-entry-point");
        canvas.text(&label, (first + last) / 2.0, label_y, style)?;
    }
    Ok(())
}
