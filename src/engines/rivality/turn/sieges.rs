//! Expert rules: besieged tiles, taken by the side (or in 3 players the sides) around them.

use super::Flow;
use crate::engines::rivality::battlefield::{Control, PlacedTile};
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

/// How many of a tile's neighbours each side holds, when the tile is besieged: held as
/// `holder` says, its neighbours held as `around` (None for no tile), it is besieged when each
/// neighbour is held by a side, by no more sides than may besiege together
/// (`most_besiegers`), none of them its holder.
pub(crate) fn besieging(
    holder: impl FnOnce() -> Control,
    around: impl IntoIterator<Item = Option<Control>>,
    most_besiegers: usize,
) -> Option<[u8; Side::MAX]> {
    let mut held = [0u8; Side::MAX];
    for control in around {
        held[control?.side()?.index()] += 1;
    }
    let sides = held.iter().filter(|h| **h > 0).count();
    // Asked of every tile every Expert turn: the holder only of a surrounded one.
    let holder_besieges =
        sides <= most_besiegers && holder().side().is_some_and(|h| held[h.index()] > 0);
    (sides <= most_besiegers && !holder_besieges).then_some(held)
}

/// Whether a siege this turn could make up for a removal choice at `cell`, among the
/// groups `sides`, its golems `golems` as the choice waits, with nothing else landing there
/// later in the turn. Either choice leaves a golem fewer of a different side: only a siege
/// by `actor`, whose spell brought the golems, sends every other golem back and leaves
/// the tile alike; any other besieger keeps its own there, one fewer with one choice than
/// with the other. The actor cannot besiege a tile it holds, and nothing changes that.
pub(crate) fn siege_may_make_up_for_choice(
    cell: Cell,
    golems: [u8; Side::MAX],
    actor: Side,
    sides: &[Side],
    held: impl Fn(Cell) -> Option<Control>,
    lands: impl Fn(Cell) -> bool,
) -> bool {
    let actor_holds = sides.iter().any(|side| {
        let mut left = golems;
        left[side.index()] = left[side.index()].saturating_sub(1);
        Control::of(left) == Control::Side(actor)
    });
    !actor_holds && may_be_besieged(cell, Some(actor), held, lands)
}

/// Whether the tile at `cell` could be besieged at this turn's siege step (by `besieger`,
/// when given), as far as its neighbours tell. Each must be a tile (`held` says who holds
/// the one at a cell, None for no tile; no tile is placed before the next turn) held by a
/// side, or one that could change hands before then: a spell still to land on it
/// (`lands`), or a siege of its own (it has a tile on each side). The besieger must hold
/// one of them, or one could change hands.
pub(crate) fn may_be_besieged(
    cell: Cell,
    besieger: Option<Side>,
    held: impl Fn(Cell) -> Option<Control>,
    lands: impl Fn(Cell) -> bool,
) -> bool {
    let mut besieger_may_hold = besieger.is_none();
    for n in cell.neighbours() {
        let Some(control) = held(n) else {
            return false;
        };
        let may_change = lands(n) || n.neighbours().iter().all(|m| held(*m).is_some());
        if !may_change && control.side().is_none() {
            return false;
        }
        besieger_may_hold |= may_change || besieger.is_some_and(|b| control.side() == Some(b));
    }
    besieger_may_hold
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
    use super::super::super::random::play_random;
    use super::super::super::{new_game, Options};
    use super::*;
    use crate::engines::dice::Dice;

    /// The grid finds the same siege as a walk through the tiles, in every state of
    /// random Expert games and in the same layouts with one tile held against all the
    /// others (besieged once it has a tile on each side).
    #[test]
    fn a_siege_is_found_alike_on_the_grid_and_by_a_walk() {
        let (mut buffer, mut events) = (Vec::new(), Vec::new());
        let (mut states, mut sieges) = (0, 0);
        for players in 2..=4 {
            for seed in 0..10 {
                let options = Options {
                    players,
                    expert: true,
                };
                let mut game = new_game(options, seed).unwrap();
                let mut rng = Dice::new(seed);
                while !game.is_over() {
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
                        assert_eq!(on_grid, walked, "{players}p seed {seed}");
                        states += 1;
                        sieges += usize::from(walked.is_some());
                    }
                    if play_random(&mut game, &mut rng, 1, &mut buffer, &mut events).is_empty() {
                        break;
                    }
                }
            }
        }
        assert!(sieges > 100, "{sieges} sieges among {states} states");
    }

    /// Every tile a siege takes during a turn was one `may_be_besieged` allowed for, by
    /// that besieger, as the listing asks it before the placement: the placed tile's spot
    /// and its spells' targets as what may change.
    #[test]
    fn every_siege_taken_was_one_that_may_be_besieged_allowed() {
        use super::super::spell_target;
        use crate::engines::rivality::moves::Move;
        let (mut buffer, mut events) = (Vec::new(), Vec::new());
        let mut sieges = 0;
        for players in 2..=4 {
            for seed in 0..200 {
                let options = Options {
                    players,
                    expert: true,
                };
                let mut game = new_game(options, seed).unwrap();
                let mut rng = Dice::new(seed);
                while !game.is_over() {
                    let before = game.clone();
                    let played = play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
                    let Some(&Move::Place {
                        tile, cell, facing, ..
                    }) = played.first()
                    else {
                        if played.is_empty() {
                            break;
                        }
                        continue;
                    };
                    let placed = PlacedTile::new(tile, cell, facing);
                    let targets: Vec<Cell> = tile
                        .spec()
                        .spell_edges()
                        .map(|edge| spell_target(&placed, edge))
                        .collect();
                    let side = before.side_of(before.turn);
                    let held = |at: Cell| {
                        if at == cell {
                            return Some(Control::Side(side));
                        }
                        before.field.at(at).map(|t| t.control())
                    };
                    let lands = |at: Cell| at == cell || targets.contains(&at);
                    for event in &events {
                        if let Event::Besieged {
                            cell: taken, by, ..
                        } = *event
                        {
                            sieges += 1;
                            assert!(
                                may_be_besieged(taken, Some(by), held, lands),
                                "{players}p seed {seed}: {taken:?} taken by {by:?}"
                            );
                        }
                    }
                }
            }
        }
        assert!(sieges > 100, "only {sieges} sieges");
    }

    /// A tile may be besieged only with a tile on each side, each held by a side or
    /// able to change hands (a spell lands on it, or it has a tile on each side itself),
    /// and by a besieger that holds one of them or could.
    #[test]
    fn a_siege_may_come_only_where_every_neighbour_is_held_or_may_change_hands() {
        let centre = Cell::new(0, 0);
        let [north, .., west] = centre.neighbours();
        let (held_by_1, held_by_0) = (Control::Side(Side(1)), Control::Side(Side(0)));
        // The centre and its four neighbours, held as `neighbours` says (in the order of
        // `Cell::neighbours`); no other tile, unless `ring` puts one on every cell around.
        let layout = |neighbours: [Control; 4], ring: bool| {
            move |cell: Cell| {
                if cell == centre {
                    return Some(Control::Contested);
                }
                match centre.neighbours().iter().position(|n| *n == cell) {
                    Some(i) => Some(neighbours[i]),
                    None => ring.then_some(Control::Empty),
                }
            }
        };
        let nowhere = |_: Cell| false;
        let all_1 = [held_by_1; 4];
        assert!(may_be_besieged(centre, None, layout(all_1, false), nowhere));
        assert!(may_be_besieged(
            centre,
            Some(Side(1)),
            layout(all_1, false),
            nowhere
        ));
        // Side 0 holds none, and none can change hands; unless a spell lands on one.
        assert!(!may_be_besieged(
            centre,
            Some(Side(0)),
            layout(all_1, false),
            nowhere
        ));
        let on_north = |cell: Cell| cell == north;
        assert!(may_be_besieged(
            centre,
            Some(Side(0)),
            layout(all_1, false),
            on_north
        ));
        let mut one_0 = all_1;
        one_0[3] = held_by_0;
        assert!(may_be_besieged(
            centre,
            Some(Side(0)),
            layout(one_0, false),
            nowhere
        ));
        // A neighbour held by no side stays so, unless a spell lands on it or it may be
        // besieged itself.
        let mut contested = all_1;
        contested[3] = Control::Contested;
        assert!(!may_be_besieged(
            centre,
            None,
            layout(contested, false),
            nowhere
        ));
        assert!(may_be_besieged(
            centre,
            None,
            layout(contested, false),
            |c| c == west
        ));
        assert!(may_be_besieged(
            centre,
            None,
            layout(contested, true),
            nowhere
        ));
        // A missing neighbour: no siege, whatever lands.
        let missing = move |cell: Cell| (cell != west).then(|| layout(all_1, true)(cell))?;
        assert!(!may_be_besieged(centre, None, missing, |_| true));
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
