//! Where the battlefield's marks go, decided before anything is drawn, as Rivalry's map
//! does with the same [`Placer`]: the edges' coordinates, what stands on each tile and
//! its printed spells, the spots where delayed spells wait stay where they are; the
//! highlighted move's spells run along the gaps between the tiles, never over a tile;
//! its words (`+3`, `× lost`, `−1 back`, `waits`, a siege) each take the first free spot
//! near what they tell of. An empty spot's name, the faintest word, is left out where
//! anything covers it. The painter draws exactly these boxes, and the tests read them.

use crate::engines::rivality::Cell;

use super::super::boxes::{Label, Placer, Rect};
use super::super::golems;
use super::super::text;
use super::super::tile_art::{self, Frame};
use super::super::waiting;
use super::super::RenderError;
use super::tags::{pill_size, tag_of, Tag};
use super::{cell_names, BoardScene, Layout, COORDINATES};

/// What a box on the battlefield shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkKind {
    /// A column's or a row's name on the board's edge.
    Coordinate,
    /// A wizard or a side's golems on a tile.
    Occupant { cell: Cell },
    /// A printed spell on a tile's edge, or the tile's back band (VP and shields).
    Printed { cell: Cell },
    /// Where delayed spells wait.
    Waiting { cell: Cell },
    /// A highlighted spell's line, along the gaps.
    Spell,
    /// The highlighted move's words: `BoardMarks::tags[index]`.
    Tag { index: usize },
    /// An empty spot's name.
    SpotName { cell: Cell },
}

/// A highlighted spell's line: from its edge, along the gaps between the tiles, to its
/// target's near edge; `solid` when it brought golems.
#[derive(Clone, Debug, PartialEq)]
pub struct SpellLine {
    pub points: Vec<(f32, f32)>,
    /// The way it points into its target.
    pub towards: (f32, f32),
    pub solid: bool,
}

/// Everything on the battlefield and where it goes.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardMarks {
    pub labels: Vec<Label<MarkKind>>,
    pub tags: Vec<Tag>,
    pub spells: Vec<SpellLine>,
}

impl BoardMarks {
    pub fn of<'s>(
        &'s self,
        f: impl Fn(&MarkKind) -> bool + 's,
    ) -> impl Iterator<Item = &'s Label<MarkKind>> + 's {
        self.labels.iter().filter(move |l| f(&l.kind))
    }
}

/// A spell line's width, ink included: thin enough for the gap between two tiles.
pub fn spell_width(c: f32) -> f32 {
    c * 0.05
}

fn rect((l, t, r, b): (f32, f32, f32, f32)) -> Rect {
    Rect {
        x: l,
        y: t,
        w: r - l,
        h: b - t,
    }
}

pub fn lay_out(scene: &BoardScene, layout: &Layout) -> Result<BoardMarks, RenderError> {
    let (x0, y0, x1, y1) = layout.area();
    let c = layout.cell;
    let area = Rect {
        x: x0,
        y: y0,
        w: x1 - x0,
        h: y1 - y0,
    };
    let mut p = Placer::new(area).reaching(c * 0.05, c * 3.0);
    coordinates(&mut p, layout, !scene.entry_points.is_empty())?;
    tiles(&mut p, scene, layout);
    waiting_spots(&mut p, scene, layout);
    let (tags, spells) = highlighted(&mut p, scene, layout)?;
    spot_names(&mut p, scene, layout)?;
    Ok(BoardMarks {
        labels: p.into_labels(),
        tags,
        spells,
    })
}

fn coordinates(p: &mut Placer<MarkKind>, layout: &Layout, solo: bool) -> Result<(), RenderError> {
    let c = layout.cell;
    let band = super::LABEL_BAND;
    let bottom = layout.top + f32::from(layout.rows) * c;
    let right = layout.left + f32::from(layout.cols) * c;
    let mut put = |text: String, x: f32, y: f32| -> Result<(), RenderError> {
        let w = text::width(&text, COORDINATES)?;
        let rect = Rect::centred((x, y), w, COORDINATES);
        p.fixed(MarkKind::Coordinate, text, rect);
        Ok(())
    };
    for col in 0..layout.cols {
        let Some(cell) = layout.cell_at(col, 0) else {
            continue;
        };
        let (label, _) = cell_names(solo, cell);
        let x = layout.left + (f32::from(col) + 0.5) * c;
        put(label.clone(), x, layout.top - band / 2.0 - 6.0)?;
        put(label, x, bottom + band / 2.0 + 6.0)?;
    }
    for row in 0..layout.rows {
        let Some(cell) = layout.cell_at(0, row) else {
            continue;
        };
        let (_, label) = cell_names(solo, cell);
        let y = layout.top + (f32::from(row) + 0.5) * c;
        put(label.clone(), layout.left - band / 2.0 - 6.0, y)?;
        put(label, right + band / 2.0 + 6.0, y)?;
    }
    Ok(())
}

/// The wizards and golems on each tile, and its printed spells and band.
fn tiles(p: &mut Placer<MarkKind>, scene: &BoardScene, layout: &Layout) {
    let s = layout.tile_size();
    for tile in &scene.field.tiles {
        let cell = tile.cell;
        if !layout.contains(cell) {
            continue;
        }
        let (cx, cy) = layout.centre(cell);
        if !tile.face_down {
            let frame = Frame {
                cx,
                cy,
                size: s,
                facing: tile.facing,
            };
            for b in tile_art::mark_boxes(tile.tile, frame) {
                p.fixed(MarkKind::Printed { cell }, String::new(), rect(b));
            }
        }
        for (item, x, y, size) in golems::placements(&super::occupants_of(scene, tile), cx, cy, s) {
            let b = golems::extent(item, x, y, size);
            p.fixed(MarkKind::Occupant { cell }, String::new(), rect(b));
        }
    }
}

fn waiting_spots(p: &mut Placer<MarkKind>, scene: &BoardScene, layout: &Layout) {
    let s = layout.tile_size();
    for (cell, _) in waiting::spots(scene.field) {
        if scene.field.at(cell).is_some() || !layout.contains(cell) {
            continue;
        }
        let r = waiting::extent(s);
        let rect = Rect::centred(layout.centre(cell), 2.0 * r, 2.0 * r);
        p.fixed(MarkKind::Waiting { cell }, String::new(), rect);
    }
}

/// An empty spot's name in its middle, where nothing covers it.
fn spot_names(
    p: &mut Placer<MarkKind>,
    scene: &BoardScene,
    layout: &Layout,
) -> Result<(), RenderError> {
    let s = layout.tile_size();
    let solo = !scene.entry_points.is_empty();
    for row in 0..layout.rows {
        for col in 0..layout.cols {
            let Some(cell) = layout.cell_at(col, row) else {
                continue;
            };
            if scene.field.at(cell).is_some()
                || p.find(|k| *k == MarkKind::Waiting { cell }).is_some()
            {
                continue;
            }
            let (column, row) = cell_names(solo, cell);
            let name = format!("{column}{row}");
            let size = super::spot_name_size(s);
            let w = text::width(&name, size)?;
            let rect = Rect::centred(layout.centre(cell), w, size);
            p.if_free(MarkKind::SpotName { cell }, name, rect);
        }
    }
    Ok(())
}

/// The highlighted move's spells along the gaps, then its words where they find room.
fn highlighted(
    p: &mut Placer<MarkKind>,
    scene: &BoardScene,
    layout: &Layout,
) -> Result<(Vec<Tag>, Vec<SpellLine>), RenderError> {
    let c = layout.cell;
    let mut spells: Vec<SpellLine> = Vec::new();
    let mut wanted: Vec<(Tag, Vec<(f32, f32)>)> = Vec::new();
    for event in scene.events {
        let Some((from, target, tag, solid, on_spot)) = tag_of(event, scene.lang) else {
            continue;
        };
        let (tx, ty) = layout.centre(target);
        let mut spots = Vec::new();
        if let Some(from) = from {
            let line = spell_line(layout, from, target, solid, &spells);
            let (dx, dy) = line.towards;
            let near = (tx - dx * c * 0.5, ty - dy * c * 0.5);
            if on_spot {
                spots.push((tx, ty));
            }
            // Beside the arrow's head, on either side of its line.
            let (px, py) = (-dy, dx);
            for k in [0.0, -0.5, 0.5] {
                spots.push((
                    near.0 - dx * c * 0.3 + px * k * c,
                    near.1 - dy * c * 0.3 + py * k * c,
                ));
            }
            for segment in line.points.windows(2) {
                let r = segment_box(segment[0], segment[1], spell_width(c));
                p.keep_clear(r);
            }
            spells.push(line);
        } else {
            spots.push((tx, ty + c * 0.3));
            spots.push((tx, ty));
        }
        wanted.push((tag, spots));
    }
    let mut tags = Vec::new();
    for (index, (tag, spots)) in wanted.into_iter().enumerate() {
        let (w, h) = pill_size(&tag, c)?;
        // The pill's outline, half outside it, is part of its box.
        let line = c * 0.06;
        p.place_or_nearest(
            MarkKind::Tag { index },
            tag.text.clone(),
            w + line,
            h + line,
            &spots,
        );
        tags.push(tag);
    }
    Ok((tags, spells))
}

/// The box a straight, axis-aligned stretch of line `width` wide covers.
fn segment_box(a: (f32, f32), b: (f32, f32), width: f32) -> Rect {
    let half = width / 2.0;
    Rect {
        x: a.0.min(b.0) - half,
        y: a.1.min(b.1) - half,
        w: (a.0 - b.0).abs() + width,
        h: (a.1 - b.1).abs() + width,
    }
}

/// From the edge of `from` towards `target` (in a straight line of cells), along the gap
/// beside the cells between them, to the middle of `target`'s near edge. Beside on one
/// side or the other: the first that no earlier line runs along.
fn spell_line(
    layout: &Layout,
    from: Cell,
    target: Cell,
    solid: bool,
    earlier: &[SpellLine],
) -> SpellLine {
    let c = layout.cell;
    let (fx, fy) = layout.centre(from);
    let (tx, ty) = layout.centre(target);
    let (dx, dy) = (sign(tx - fx), sign(ty - fy));
    let start = (fx + dx * c * 0.5, fy + dy * c * 0.5);
    let end = (tx - dx * c * 0.5, ty - dy * c * 0.5);
    let towards = (dx, dy);
    let adjacent = (start.0 - end.0).abs() < 1.0 && (start.1 - end.1).abs() < 1.0;
    if adjacent {
        return SpellLine {
            points: vec![start],
            towards,
            solid,
        };
    }
    let (px, py) = (-dy, dx);
    let path = |k: f32| {
        vec![
            start,
            (start.0 + px * k * c * 0.5, start.1 + py * k * c * 0.5),
            (end.0 + px * k * c * 0.5, end.1 + py * k * c * 0.5),
            end,
        ]
    };
    let taken = |points: &Vec<(f32, f32)>| {
        let w = spell_width(c);
        earlier.iter().any(|line| {
            line.points.windows(2).any(|a| {
                points
                    .windows(2)
                    .any(|b| segment_box(a[0], a[1], w).intersects(&segment_box(b[0], b[1], w)))
            })
        })
    };
    let first = path(1.0);
    let points = if taken(&first) { path(-1.0) } else { first };
    SpellLine {
        points,
        towards,
        solid,
    }
}

/// -1, 0 or 1 (`f32::signum` gives 1 for 0, which would bend a straight spell).
fn sign(d: f32) -> f32 {
    if d.abs() < 0.5 {
        0.0
    } else {
        d.signum()
    }
}
