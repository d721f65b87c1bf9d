//! Where a tile may be placed: the empty cells next to a tile, found a row of cells at a
//! time on bit rows.

use super::super::geometry::Cell;
use super::Battlefield;

/// The open spots of a battlefield, gathered without allocating: a battlefield has at
/// most 25 tiles, so at most 100 neighbouring spots.
pub struct OpenSpots {
    cells: [Cell; MOST_SPOTS],
    len: usize,
}

/// At most as many open spots are listed.
const MOST_SPOTS: usize = 100;

/// Cells within this distance of the Well fit the bit rows below; tiles never get
/// further than 24 cells away, since there are only 25 tiles.
const REACH: i32 = 31;

/// Rows of bits, one per y, bit `x + REACH` for the cell at x.
const ROWS: usize = 2 * REACH as usize + 2;

/// The cells that hold a tile and the open spots next to them, one bit per cell, a row per
/// y: kept up to date tile by tile, then asked at a glance instead of with a walk through
/// every tile.
pub struct Occupied {
    rows: [u64; ROWS],
    /// The open spots: cells next to a held cell, not held.
    open: [u64; ROWS],
    /// How many bits `open` has, in all and in each row (a pick walks the rows' counts, not
    /// their bits).
    open_count: u32,
    row_counts: [u8; ROWS],
    /// The rows (by index) that hold a tile, with one more on either side.
    low: usize,
    high: usize,
}

impl Occupied {
    /// No cell held yet.
    pub fn none() -> Occupied {
        Occupied {
            rows: [0; ROWS],
            open: [0; ROWS],
            open_count: 0,
            row_counts: [0; ROWS],
            low: ROWS,
            high: 0,
        }
    }

    /// Counts `cell` as held: false (and nothing changed) when it lies too far from the
    /// Well for the bit rows.
    pub fn hold(&mut self, cell: Cell) -> bool {
        let Some((row, bit)) = row_and_bit(cell) else {
            return false;
        };
        if self.rows[row] & bit != 0 {
            return true;
        }
        self.rows[row] |= bit;
        if self.open[row] & bit != 0 {
            self.open[row] &= !bit;
            self.open_count -= 1;
            self.row_counts[row] -= 1;
        }
        for (near, bit) in [
            (row, bit << 1),
            (row, bit >> 1),
            (row - 1, bit),
            (row + 1, bit),
        ] {
            if (self.rows[near] | self.open[near]) & bit == 0 {
                self.open[near] |= bit;
                self.open_count += 1;
                self.row_counts[near] += 1;
            }
        }
        self.low = self.low.min(row - 1);
        self.high = self.high.max(row + 1);
        true
    }

    /// How many open spots [`OpenSpots::of`] would list, counted without listing
    /// them (random play needs the count every move, the list seldom).
    pub fn open_count(&self) -> usize {
        (self.open_count as usize).min(MOST_SPOTS)
    }

    /// The open spot at `index` of those [`OpenSpots::of`] would list.
    pub fn open_spot(&self, index: usize) -> Option<Cell> {
        if index >= self.open_count() {
            return None;
        }
        let mut left = index;
        for row in self.low..=self.high.min(ROWS - 1) {
            let here = usize::from(self.row_counts[row]);
            if left >= here {
                left -= here;
                continue;
            }
            let mut open = self.open[row];
            for _ in 0..left {
                open &= open - 1;
            }
            let (x, y) = (open.trailing_zeros() as i32 - REACH, row as i32 - REACH);
            return Some(Cell::new(x as i8, y as i8));
        }
        None
    }
}

/// The row and the bit of `cell` on the bit rows; None when it lies too far from the Well
/// for them (with a row and a bit to spare on every side).
fn row_and_bit(cell: Cell) -> Option<(usize, u64)> {
    let (x, y) = (i32::from(cell.x), i32::from(cell.y));
    if x.abs() >= REACH - 1 || y.abs() >= REACH - 1 {
        return None;
    }
    Some(((y + REACH) as usize, 1u64 << (x + REACH)))
}

impl OpenSpots {
    /// Every open spot of `field`, south to north, then west to east: the cells held are
    /// set on bit rows, and each row's open spots found at once from its neighbours.
    pub fn of(field: &Battlefield) -> OpenSpots {
        let mut held = [0u64; ROWS];
        let (mut low, mut high) = (ROWS, 0);
        for tile in &field.tiles {
            let Some((row, bit)) = row_and_bit(tile.cell) else {
                return OpenSpots::by_search(field);
            };
            held[row] |= bit;
            (low, high) = (low.min(row - 1), high.max(row + 1));
        }
        let mut spots = OpenSpots {
            cells: [Cell::WELL; MOST_SPOTS],
            len: 0,
        };
        for row in low..=high {
            let here = held[row];
            let near = held[row - 1] | held[row + 1] | (here << 1) | (here >> 1);
            let mut open = near & !here;
            while open != 0 && spots.len < spots.cells.len() {
                let bit = open.trailing_zeros() as i32;
                open &= open - 1;
                spots.cells[spots.len] = Cell::new((bit - REACH) as i8, (row as i32 - REACH) as i8);
                spots.len += 1;
            }
        }
        spots
    }

    /// The same, cell by cell, for a battlefield too wide for the bit rows.
    fn by_search(field: &Battlefield) -> OpenSpots {
        let mut spots = OpenSpots {
            cells: [Cell::WELL; MOST_SPOTS],
            len: 0,
        };
        for tile in &field.tiles {
            for n in tile.cell.neighbours() {
                let seen = spots.as_slice().contains(&n);
                if !seen && spots.len < spots.cells.len() && field.is_empty_spot(n) {
                    spots.cells[spots.len] = n;
                    spots.len += 1;
                }
            }
        }
        spots.cells[..spots.len].sort_unstable_by_key(|c| (c.y, c.x));
        spots
    }

    pub fn as_slice(&self) -> &[Cell] {
        &self.cells[..self.len]
    }
}

#[cfg(test)]
mod tests {
    use super::super::PlacedTile;
    use super::*;
    use crate::engines::rivality::geometry::Facing;

    /// Cells of a small battlefield, held one after another: a row, a column, a gap.
    const HELD: [(i8, i8); 7] = [(0, 0), (1, 0), (1, 1), (-2, 0), (-1, 0), (0, -3), (0, -2)];

    #[test]
    fn open_spots_by_bits_match_a_plain_search() {
        let mut field = Battlefield::default();
        for (x, y) in HELD.into_iter().chain([(0, -1)]) {
            field.tiles.push(PlacedTile::new(
                "A1".parse().unwrap(),
                Cell::new(x, y),
                Facing::North,
            ));
        }
        assert_eq!(
            OpenSpots::of(&field).as_slice(),
            OpenSpots::by_search(&field).as_slice()
        );
        assert_eq!(OpenSpots::of(&field).as_slice().len(), 15);
        field.tiles.push(PlacedTile::new(
            "A2".parse().unwrap(),
            Cell::new(-31, 0),
            Facing::North,
        ));
        assert_eq!(
            OpenSpots::of(&field).as_slice(),
            OpenSpots::by_search(&field).as_slice()
        );
    }

    #[test]
    fn a_tile_thirty_rows_south_of_the_well_is_searched_not_bit_shifted() {
        let mut field = Battlefield::default();
        for y in [0, -30] {
            field.tiles.push(PlacedTile::new(
                "A1".parse().unwrap(),
                Cell::new(0, y),
                Facing::North,
            ));
        }
        let spots = OpenSpots::of(&field);
        assert!(spots.as_slice().contains(&Cell::new(0, -31)));
        assert_eq!(spots.as_slice(), OpenSpots::by_search(&field).as_slice());
    }

    /// Counting and picking on the bit rows give what the list holds, spot by spot.
    #[test]
    fn open_spots_counted_and_picked_are_those_listed() {
        let mut occupied = Occupied::none();
        let mut field = Battlefield::default();
        assert_eq!((occupied.open_count(), occupied.open_spot(0)), (0, None));
        assert!(OpenSpots::of(&field).as_slice().is_empty());
        // A cell far from the others, and one held twice.
        for (x, y) in HELD.into_iter().chain([(5, 4), (1, 0)]) {
            assert!(occupied.hold(Cell::new(x, y)));
            field.tiles.push(PlacedTile::new(
                "A1".parse().unwrap(),
                Cell::new(x, y),
                Facing::North,
            ));
            let listed = OpenSpots::of(&field);
            let listed = listed.as_slice();
            assert_eq!(occupied.open_count(), listed.len());
            for (i, cell) in listed.iter().enumerate() {
                assert_eq!(occupied.open_spot(i), Some(*cell), "spot {i}");
            }
            assert_eq!(occupied.open_spot(listed.len()), None);
        }
    }
}
