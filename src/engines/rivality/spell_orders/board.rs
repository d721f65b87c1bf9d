//! What the spells of a placement find where they land, looked up once per listing: the
//! tiles by cell, and for each tile what a spell of the side to move meets there.

use super::super::battlefield::Control;
use super::super::geometry::{Cell, Facing};
use super::super::state::Game;
use super::super::summon::removal_choice_risk;
use super::super::tiles::TileId;

/// The battlefield's tiles by cell, on a grid over the cells they cover and a margin
/// around them as wide as a spell cast from an open spot reaches: one look instead of a
/// walk through every tile.
#[derive(Default)]
pub(super) struct Board {
    west: i16,
    south: i16,
    width: i16,
    height: i16,
    /// For each cell of the grid, row by row: the tile's index in the battlefield plus one,
    /// or 0 where there is none.
    grid: Vec<u16>,
    /// For each cell of the grid, what a spell landing there meets, at a glance.
    glance: Vec<Glance>,
    /// Expert rules: whether a siege is due before any tile is placed (never after a turn
    /// played out; a position from outside may hold one). Looked for only when a placement
    /// first asks, most listings never do: None until then.
    siege_due: std::cell::Cell<Option<bool>>,
    /// Expert rules: where delayed spells wait for a tile.
    aimed: Vec<Cell>,
}

/// What a spell of the side to move meets on a cell, at a glance: `EMPTY`, `LOST`, or a
/// tile (`ON`) with, in bit `n` for `n` from 1 to 5, whether `n` golems brought there by
/// the side to move would stop for a removal choice.
type Glance = u8;
/// No tile.
const EMPTY: Glance = 0;
/// A tile under an enemy wizard: the spell is lost.
const LOST: Glance = 0x80;
/// A tile the spell lands on.
const ON: Glance = 1;

/// An open spot touches a tile, and a spell reaches three cells further.
const MARGIN: i16 = 4;

impl Board {
    /// Built anew for `game` in the buffers it already holds: a scratch's board serves
    /// listing after listing without allocating.
    pub fn build(&mut self, game: &Game) {
        let side = game.side_of(game.turn);
        let tiles = &game.field.tiles;
        let (mut west, mut east, mut south, mut north) = (0i16, 0i16, 0i16, 0i16);
        for (i, t) in tiles.iter().enumerate() {
            let (x, y) = (i16::from(t.cell.x), i16::from(t.cell.y));
            if i == 0 {
                (west, east, south, north) = (x, x, y, y);
            }
            (west, east) = (west.min(x), east.max(x));
            (south, north) = (south.min(y), north.max(y));
        }
        let (west, south) = (west - MARGIN, south - MARGIN);
        let (width, height) = (east + MARGIN - west + 1, north + MARGIN - south + 1);
        let cells = (width as usize) * (height as usize);
        let board = self;
        (board.west, board.south, board.width, board.height) = (west, south, width, height);
        board.grid.clear();
        board.grid.resize(cells, 0);
        board.glance.clear();
        board.glance.resize(cells, EMPTY);
        for (i, t) in tiles.iter().enumerate() {
            let Ok(number) = u16::try_from(i + 1) else {
                break;
            };
            let Some(slot) = board.slot(t.cell) else {
                continue;
            };
            // As `Battlefield::at`: the first tile at a cell is the one found.
            if board.grid[slot] == 0 {
                board.grid[slot] = number;
                board.glance[slot] = ON | removal_choice_risk(t.golems, side);
            }
        }
        board.siege_due.set(None);
        board.aimed.clear();
        if game.options.expert {
            for t in tiles {
                for edge in t.delayed.iter() {
                    if let Some(spell) = t.tile.spec().spell(edge) {
                        board
                            .aimed
                            .push(t.cell.step(edge.direction(t.facing), spell.range));
                    }
                }
            }
        }
        // The placed tile's spells are lost on a tile under an enemy wizard.
        for enemy in game.sides().filter(|s| *s != side) {
            let Some(cell) = game.wizards[enemy.index()] else {
                continue;
            };
            match board.slot(cell) {
                Some(slot) if board.grid[slot] != 0 && game.wizard_at(cell) == Some(enemy) => {
                    board.glance[slot] = LOST;
                }
                _ => {}
            }
        }
    }

    fn slot(&self, cell: Cell) -> Option<usize> {
        let (x, y) = (
            i16::from(cell.x) - self.west,
            i16::from(cell.y) - self.south,
        );
        if x < 0 || y < 0 || x >= self.width || y >= self.height {
            return None;
        }
        Some(y as usize * self.width as usize + x as usize)
    }

    /// The index in the battlefield of the tile at `cell`.
    pub fn at(&self, cell: Cell) -> Option<usize> {
        let number = *self.grid.get(self.slot(cell)?)?;
        (number > 0).then(|| usize::from(number) - 1)
    }

    /// Who holds the tile at `cell` in `game` (the position the board was built for).
    pub fn control(&self, game: &Game, cell: Cell) -> Option<Control> {
        let index = self.at(cell)?;
        game.field.tiles.get(index).map(|tile| tile.control())
    }

    /// Expert rules: whether a delayed spell waits for a tile at `cell`.
    pub fn awaited(&self, cell: Cell) -> bool {
        self.aimed.contains(&cell)
    }

    /// Whether a siege is due in `game` (the position the board was built for), looked
    /// for once, on the grid.
    pub fn siege_due(&self, game: &Game) -> bool {
        if let Some(due) = self.siege_due.get() {
            return due;
        }
        let due = game.find_siege_with(|cell| self.at(cell)).is_some();
        self.siege_due.set(Some(due));
        due
    }

    /// Where `tile`'s spells land from a spot, towards each facing, as steps on the grid.
    pub fn plan(&self, tile: TileId) -> Plan {
        let spec = tile.spec();
        let mut plan = Plan {
            steps: [[0; 3]; 4],
            golems: [0; 3],
            count: 0,
        };
        for edge in spec.spell_edges() {
            let Some(spell) = spec.spell(edge) else {
                continue;
            };
            for (f, facing) in Facing::ALL.into_iter().enumerate() {
                let (dx, dy) = edge.direction(facing).delta();
                let range = isize::from(spell.range);
                plan.steps[f][plan.count] =
                    (isize::from(dy) * isize::from(self.width) + isize::from(dx)) * range;
            }
            plan.golems[plan.count] = spell.golems;
            plan.count += 1;
        }
        plan
    }

    /// Where `cell` lies on the grid, if three cells on every side of it are on the grid
    /// too (as for every open spot) and it is far from where `Cell::step` would stop at the
    /// edge of the coordinates: where [`Board::alike`] can look.
    pub fn inside(&self, cell: Cell) -> Option<usize> {
        let (x, y) = (
            i16::from(cell.x) - self.west,
            i16::from(cell.y) - self.south,
        );
        let inside = |v: i16, size: i16| (3..size - 3).contains(&v);
        let near_well = cell.x.unsigned_abs() <= 100 && cell.y.unsigned_abs() <= 100;
        (inside(x, self.width) && inside(y, self.height) && near_well)
            .then(|| y as usize * self.width as usize + x as usize)
    }

    /// Whether every order of the planned tile's spells from the spot `here` (from
    /// [`Board::inside`]) towards `facing` surely ends the same, seen from where they land
    /// alone (false when that cannot tell): none lands on a tile; or none lands where the
    /// golems it could bring (at most as printed) would ask for a removal choice, and
    /// either one lands and none waits
    /// (each order plays that one spell alike), or the supply left after the wizard's
    /// golem covers every golem printed on those that land with one to spare. What
    /// [`Game::distinct_orders`] would find, for most placements, without playing any order.
    pub fn alike(&self, plan: &Plan, here: usize, facing: usize, supply: u8, expert: bool) -> bool {
        let (mut on, mut tied, mut empty, mut golems) = (0u8, 0u8, 0u8, 0u8);
        for (step, printed) in plan.steps[facing & 3]
            .iter()
            .zip(plan.golems)
            .take(plan.count)
        {
            let Some(&glance) = self.glance.get(here.wrapping_add_signed(*step)) else {
                return false;
            };
            on += glance & ON;
            // Bits 1 to `printed`: the spell brings no more golems than printed.
            tied |= glance & 0x3e & !(0xfeu8 << printed.min(6));
            empty += u8::from(glance == EMPTY);
            golems += printed * (glance & ON);
        }
        let waits = if expert { empty } else { 0 };
        tied == 0
            && (on == 0 || (on == 1 && waits == 0) || u16::from(golems) + 1 < u16::from(supply))
    }
}

/// Where a tile's spells land from a spot: for each facing (as in `Facing::ALL`), the step
/// on the grid to each spell's target; the golems each spell prints.
pub(super) struct Plan {
    steps: [[isize; 3]; 4],
    golems: [u8; 3],
    count: usize,
}
