//! Expert rules: besieged tiles, taken by the side (or in 3 players the sides) around them.

use super::siege_reach::besieging;
use super::Flow;
use crate::engines::rivality::battlefield::PlacedTile;
use crate::engines::rivality::events::Event;
use crate::engines::rivality::geometry::Cell;
use crate::engines::rivality::sides::Side;
use crate::engines::rivality::state::Game;

impl Game {
    /// Expert rules: takes besieged tiles, again and again until none is left.
    pub(super) fn take_sieges(&mut self, events: &mut Vec<Event>) -> Flow {
        // Each siege hands a tile to its besieger for good; the bound only guards the loop.
        for _ in 0..self.field.tiles.len() * 4 {
            let Some((index, besieger)) = self.find_siege() else {
                return Flow::Continue;
            };
            let before = self.field.tiles[index].control();
            let tile = &mut self.field.tiles[index];
            let mut returned = [0u8; Side::MAX];
            for (s, count) in tile.golems.iter_mut().enumerate() {
                if s != besieger.index() {
                    returned[s] = *count;
                    self.supplies[s] += *count;
                    *count = 0;
                }
            }
            if self.supplies[besieger.index()] > 0 {
                self.supplies[besieger.index()] -= 1;
                tile.golems[besieger.index()] += 1;
            }
            events.push(Event::Besieged {
                cell: tile.cell,
                by: besieger,
                returned,
            });
            let moment = self.field.next_moment();
            self.note_control(index, before, moment, events);
            if self.end_if_supply_empty(events) {
                return Flow::Over;
            }
        }
        Flow::Continue
    }

    /// The first besieged tile, in placement order, and who takes it.
    pub(crate) fn find_siege(&self) -> Option<(usize, Side)> {
        // Asked every Expert turn and listing: tiles found on a small grid, not by a walk
        // through every tile for each neighbour.
        match TilesByCell::of(&self.field.tiles) {
            Some(grid) => self.find_siege_with(|cell| grid.at(cell)),
            None => self.find_siege_with(|cell| self.field.index_of(cell)),
        }
    }

    /// [`Game::find_siege`], the tile at a cell found by `at`.
    pub(crate) fn find_siege_with(
        &self,
        at: impl Fn(Cell) -> Option<usize>,
    ) -> Option<(usize, Side)> {
        let most_besiegers = self.most_besiegers();
        let tiles = &self.field.tiles;
        for (index, tile) in tiles.iter().enumerate() {
            let neighbours = tile.cell.neighbours().into_iter();
            let around = neighbours.map(|n| at(n).map(|i| tiles[i].control()));
            let Some(held) = besieging(|| tile.control(), around, most_besiegers) else {
                continue;
            };
            // Gathered without allocating: asked for every surrounded tile every turn.
            let (mut besiegers, mut count) = ([Side(0); Side::MAX], 0);
            for s in (0..Side::MAX).filter(|s| held[*s] > 0) {
                besiegers[count] = Side(s as u8);
                count += 1;
            }
            let besiegers = &besiegers[..count];
            let most = besiegers.iter().map(|s| held[s.index()]).max().unwrap_or(0);
            let (mut tied, mut count) = ([Side(0); Side::MAX], 0);
            for &s in besiegers.iter().filter(|s| held[s.index()] == most) {
                tied[count] = s;
                count += 1;
            }
            let tied = &tied[..count];
            let winner = match tied {
                [one] => Some(*one),
                _ => self.siege_completer(tile.cell, tied),
            };
            if let Some(winner) = winner {
                return Some((index, winner));
            }
        }
        None
    }

    /// How many sides may besiege a tile together: two in 3 players, else one.
    pub(crate) fn most_besiegers(&self) -> usize {
        if self.players() == 3 {
            2
        } else {
            1
        }
    }

    /// Among tied besiegers, the one that completed the siege: the side controlling the
    /// neighbour whose control was established most recently (also when the siege arose
    /// because the centre changed hands). Tiles with no moment recorded (a game saved
    /// before moments were kept) count as older than any recorded one, the later placed
    /// as the more recent.
    pub(super) fn siege_completer(&self, cell: Cell, tied: &[Side]) -> Option<Side> {
        cell.neighbours()
            .iter()
            .filter_map(|&n| {
                let index = self.field.index_of(n)?;
                let side = self.field.tiles[index].control().side()?;
                tied.contains(&side)
                    .then(|| (self.field.control_recency(index), side))
            })
            .max_by_key(|(recency, _)| *recency)
            .map(|(_, side)| side)
    }
}

/// The tiles by cell over the box they span and one cell around it, as their index in the
/// battlefield plus one (0 for none): the first tile at a cell, as `Battlefield::at`.
struct TilesByCell {
    west: i16,
    south: i16,
    width: i16,
    height: i16,
    grid: [u8; TilesByCell::CELLS],
}

impl TilesByCell {
    /// Enough for any 25 tiles that touch one another (a box of at most 13 by 13, one
    /// cell around it).
    const CELLS: usize = 256;

    /// None when the tiles span a box too large for the grid (a position from outside).
    fn of(tiles: &[PlacedTile]) -> Option<TilesByCell> {
        let first = tiles.first()?;
        let (mut west, mut east) = (i16::from(first.cell.x), i16::from(first.cell.x));
        let (mut south, mut north) = (i16::from(first.cell.y), i16::from(first.cell.y));
        for t in tiles {
            let (x, y) = (i16::from(t.cell.x), i16::from(t.cell.y));
            (west, east) = (west.min(x), east.max(x));
            (south, north) = (south.min(y), north.max(y));
        }
        let (width, height) = (east - west + 3, north - south + 3);
        if tiles.len() >= usize::from(u8::MAX)
            || (width as usize) * (height as usize) > TilesByCell::CELLS
        {
            return None;
        }
        let mut grid = TilesByCell {
            west: west - 1,
            south: south - 1,
            width,
            height,
            grid: [0; TilesByCell::CELLS],
        };
        for (i, t) in tiles.iter().enumerate().rev() {
            if let Some(slot) = grid.slot(t.cell) {
                grid.grid[slot] = i as u8 + 1;
            }
        }
        Some(grid)
    }

    fn slot(&self, cell: Cell) -> Option<usize> {
        let (x, y) = (
            i16::from(cell.x) - self.west,
            i16::from(cell.y) - self.south,
        );
        ((0..self.width).contains(&x) && (0..self.height).contains(&y))
            .then(|| y as usize * self.width as usize + x as usize)
    }

    fn at(&self, cell: Cell) -> Option<usize> {
        let number = *self.grid.get(self.slot(cell)?)?;
        (number > 0).then(|| usize::from(number) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::random::each_random_move;
    use super::*;

    /// The grid finds the same siege as a walk through the tiles, in every state of
    /// random Expert games and in the same layouts with one tile held against all the
    /// others (besieged once it has a tile on each side).
    #[test]
    fn a_siege_is_found_alike_on_the_grid_and_by_a_walk() {
        let (mut states, mut sieges) = (0, 0);
        each_random_move(2..=4, true, 0..10, |seed, game, _, _| {
            // Also each tile alone held by another side than all the others.
            let mut variants = vec![game.clone()];
            for k in 0..game.field.tiles.len() {
                let mut handed = game.clone();
                for (i, tile) in handed.field.tiles.iter_mut().enumerate() {
                    tile.golems = [0; Side::MAX];
                    tile.golems[usize::from(i == k)] = 1;
                }
                variants.push(handed);
            }
            for state in &variants {
                let grid = TilesByCell::of(&state.field.tiles).unwrap();
                let on_grid = state.find_siege_with(|cell| grid.at(cell));
                let walked = state.find_siege_with(|cell| state.field.index_of(cell));
                let players = state.players();
                assert_eq!(on_grid, walked, "{players}p seed {seed}");
                states += 1;
                sieges += usize::from(walked.is_some());
            }
        });
        assert!(sieges > 100, "{sieges} sieges among {states} states");
    }

    /// Tiles spread wider than the grid holds are looked up by a walk.
    #[test]
    fn tiles_too_far_apart_for_the_grid_are_walked() {
        let mut tiles = Vec::new();
        for x in [0, 20] {
            tiles.push(PlacedTile::new(
                "A1".parse().unwrap(),
                Cell::new(x, 0),
                crate::engines::rivality::geometry::Facing::North,
            ));
        }
        assert!(TilesByCell::of(&tiles).is_some());
        tiles[1].cell = Cell::new(0, 20);
        tiles.push(PlacedTile::new(
            "A2".parse().unwrap(),
            Cell::new(20, 0),
            crate::engines::rivality::geometry::Facing::North,
        ));
        assert!(TilesByCell::of(&tiles).is_none());
    }
}
