//! Cells, facings and tile edges: the geometry of the battlefield.
//!
//! The Well of Mana sits at `(0, 0)`; `x` grows to the east and `y` to the north.

use serde::{Deserialize, Serialize};

/// A spot on the battlefield, whether or not a tile lies there. Written as its label
/// (`M13`) in JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
#[repr(C)]
pub struct Cell {
    pub x: i8,
    pub y: i8,
}

impl Cell {
    /// Where the Well of Mana (the starting tile) always lies.
    pub const WELL: Cell = Cell { x: 0, y: 0 };

    pub const fn new(x: i8, y: i8) -> Cell {
        Cell { x, y }
    }

    /// Both coordinates as one number, equal exactly when the cells are: compared at once
    /// in the walks that look for the tile at a cell.
    pub fn key(self) -> u16 {
        u16::from_le_bytes([self.x as u8, self.y as u8])
    }

    /// The cell `distance` steps away towards `direction`.
    pub fn step(self, direction: Facing, distance: u8) -> Cell {
        let (dx, dy) = direction.delta();
        let d = distance as i8;
        Cell {
            x: self.x.saturating_add(dx * d),
            y: self.y.saturating_add(dy * d),
        }
    }

    /// The four orthogonal neighbours, north, east, south, west.
    pub fn neighbours(self) -> [Cell; 4] {
        Facing::ALL.map(|f| self.step(f, 1))
    }
}

/// The column of the Well of Mana is `M`, its row `13`: the labels of the cells a game
/// uses stay the same all game long. Beyond the lettered columns (rare, long chains of
/// tiles) a cell is written `(x,y)`.
const WELL_COLUMN: i16 = 12;
const WELL_ROW: i16 = 13;

impl Cell {
    /// The column letters (A is 12 columns west of the Well), if the cell has any.
    pub fn column_label(self) -> Option<String> {
        let mut c = i16::from(self.x) + WELL_COLUMN;
        if c < 0 {
            return None;
        }
        let mut letters = Vec::new();
        loop {
            letters.push(b'A' + (c % 26) as u8);
            if c < 26 {
                break;
            }
            c = c / 26 - 1;
        }
        letters.reverse();
        String::from_utf8(letters).ok()
    }

    /// The row number (13 is the Well's row, higher is further north), if positive.
    pub fn row_label(self) -> Option<i16> {
        let r = i16::from(self.y) + WELL_ROW;
        (r >= 1).then_some(r)
    }
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.column_label(), self.row_label()) {
            (Some(col), Some(row)) => write!(f, "{col}{row}"),
            _ => write!(f, "({},{})", self.x, self.y),
        }
    }
}

/// Why a cell name could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a cell: write a column letter and a row number, like M13")]
pub struct UnknownCell(pub String);

impl From<Cell> for String {
    fn from(cell: Cell) -> String {
        cell.to_string()
    }
}

impl TryFrom<String> for Cell {
    type Error = UnknownCell;

    fn try_from(text: String) -> Result<Cell, UnknownCell> {
        text.parse()
    }
}

impl std::str::FromStr for Cell {
    type Err = UnknownCell;

    fn from_str(text: &str) -> Result<Cell, UnknownCell> {
        let bad = || UnknownCell(text.to_string());
        let t = text.trim();
        if let Some(inner) = t.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
            let (x, y) = inner.split_once(',').ok_or_else(bad)?;
            let x: i8 = x.trim().parse().map_err(|_| bad())?;
            let y: i8 = y.trim().parse().map_err(|_| bad())?;
            return Ok(Cell { x, y });
        }
        let split = t
            .find(|ch: char| !ch.is_ascii_alphabetic())
            .ok_or_else(bad)?;
        let (letters, digits) = t.split_at(split);
        if letters.is_empty() || letters.len() > 2 {
            return Err(bad());
        }
        let mut c: i16 = -1;
        for ch in letters.bytes() {
            c = (c + 1) * 26 + i16::from(ch.to_ascii_uppercase() - b'A');
        }
        let r: i16 = digits.parse().map_err(|_| bad())?;
        if r < 1 {
            return Err(bad());
        }
        let x = i8::try_from(c - WELL_COLUMN).map_err(|_| bad())?;
        let y = i8::try_from(r - WELL_ROW).map_err(|_| bad())?;
        Ok(Cell { x, y })
    }
}

/// A compass direction: where a tile's front edge points, or where a spell goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Facing {
    North,
    East,
    South,
    West,
}

impl Facing {
    pub const ALL: [Facing; 4] = [Facing::North, Facing::East, Facing::South, Facing::West];

    pub fn delta(self) -> (i8, i8) {
        match self {
            Facing::North => (0, 1),
            Facing::East => (1, 0),
            Facing::South => (0, -1),
            Facing::West => (-1, 0),
        }
    }

    pub fn clockwise(self) -> Facing {
        match self {
            Facing::North => Facing::East,
            Facing::East => Facing::South,
            Facing::South => Facing::West,
            Facing::West => Facing::North,
        }
    }

    pub fn counter_clockwise(self) -> Facing {
        self.clockwise().clockwise().clockwise()
    }

    pub fn opposite(self) -> Facing {
        self.clockwise().clockwise()
    }

    pub fn name(self) -> &'static str {
        match self {
            Facing::North => "north",
            Facing::East => "east",
            Facing::South => "south",
            Facing::West => "west",
        }
    }

    pub fn letter(self) -> char {
        match self {
            Facing::North => 'n',
            Facing::East => 'e',
            Facing::South => 's',
            Facing::West => 'w',
        }
    }

    pub fn from_word(word: &str) -> Option<Facing> {
        match word.to_ascii_lowercase().as_str() {
            "n" | "north" => Some(Facing::North),
            "e" | "east" => Some(Facing::East),
            "s" | "south" => Some(Facing::South),
            "w" | "west" => Some(Facing::West),
            _ => None,
        }
    }
}

/// An edge of a tile that can carry a spell. The back edge carries the VP and shields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Edge {
    Left,
    Front,
    Right,
}

impl Edge {
    /// The order in which a tile's spells are listed and, by default, cast.
    pub const CASTING_ORDER: [Edge; 3] = [Edge::Front, Edge::Left, Edge::Right];

    pub fn index(self) -> usize {
        match self {
            Edge::Left => 0,
            Edge::Front => 1,
            Edge::Right => 2,
        }
    }

    /// Where a spell on this edge goes when the tile's front faces `facing`.
    pub fn direction(self, facing: Facing) -> Facing {
        match self {
            Edge::Left => facing.counter_clockwise(),
            Edge::Front => facing,
            Edge::Right => facing.clockwise(),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Edge::Left => "left",
            Edge::Front => "front",
            Edge::Right => "right",
        }
    }

    pub fn letter(self) -> char {
        match self {
            Edge::Left => 'l',
            Edge::Front => 'f',
            Edge::Right => 'r',
        }
    }

    pub fn from_word(word: &str) -> Option<Edge> {
        match word.to_ascii_lowercase().as_str() {
            "l" | "left" => Some(Edge::Left),
            "f" | "front" => Some(Edge::Front),
            "r" | "right" => Some(Edge::Right),
            _ => None,
        }
    }
}

/// A small set of edges (the delayed spells still waiting on a tile).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EdgeSet(u8);

impl EdgeSet {
    pub const EMPTY: EdgeSet = EdgeSet(0);

    pub fn contains(self, edge: Edge) -> bool {
        self.0 & (1 << edge.index()) != 0
    }

    pub fn insert(&mut self, edge: Edge) {
        self.0 |= 1 << edge.index();
    }

    pub fn remove(&mut self, edge: Edge) {
        self.0 &= !(1 << edge.index());
    }

    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Edge> {
        Edge::CASTING_ORDER
            .into_iter()
            .filter(move |e| self.contains(*e))
    }

    pub fn is_valid(self) -> bool {
        self.0 < 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_facing_east_casts_left_to_the_north_and_right_to_the_south() {
        assert_eq!(Edge::Front.direction(Facing::East), Facing::East);
        assert_eq!(Edge::Left.direction(Facing::East), Facing::North);
        assert_eq!(Edge::Right.direction(Facing::East), Facing::South);
    }

    #[test]
    fn cell_labels_put_the_well_at_m13_and_round_trip() {
        assert_eq!(Cell::WELL.to_string(), "M13");
        assert_eq!(Cell::new(-12, -12).to_string(), "A1");
        assert_eq!(Cell::new(13, 0).to_string(), "Z13");
        assert_eq!(Cell::new(14, 0).to_string(), "AA13");
        assert_eq!(Cell::new(-13, 0).to_string(), "(-13,0)");
        assert_eq!(Cell::new(0, -13).to_string(), "(0,-13)");
        for x in -27..=27 {
            for y in -27..=27 {
                let c = Cell::new(x, y);
                assert_eq!(c.to_string().parse::<Cell>(), Ok(c), "{c}");
            }
        }
        assert_eq!("m14".parse::<Cell>(), Ok(Cell::new(0, 1)));
        assert!("13".parse::<Cell>().is_err());
        assert!("M0".parse::<Cell>().is_err());
        assert!("M".parse::<Cell>().is_err());
        assert!("ABC1".parse::<Cell>().is_err());
    }

    #[test]
    fn steps_move_along_the_compass() {
        assert_eq!(Cell::WELL.step(Facing::North, 2), Cell::new(0, 2));
        assert_eq!(Cell::WELL.step(Facing::West, 3), Cell::new(-3, 0));
        assert_eq!(Facing::North.opposite(), Facing::South);
    }
}
