//! Uniformly random legal play: for self-play, benchmarks, property tests and renders.

use rand::Rng;

use super::battlefield::{Battlefield, Occupied, OpenSpots};
use super::events::Event;
use super::geometry::{Cell, Facing};
use super::moves::Move;
use super::spell_orders::{Group, OrderScratch};
use super::state::Game;
use super::tiles::TileId;

/// Plays uniformly random legal moves until the game ends or `max_moves` were played;
/// returns the moves played. `buffer` is reused to avoid allocating a move list per turn.
pub fn play_random(
    game: &mut Game,
    rng: &mut impl Rng,
    max_moves: usize,
    buffer: &mut Vec<Move>,
    events: &mut Vec<Event>,
) -> Vec<Move> {
    let mut played = Vec::with_capacity(40);
    let mut scratch = RandomScratch::default();
    while !game.is_over() && played.len() < max_moves {
        let Some(mv) = game.random_move_with(rng, buffer, &mut scratch) else {
            break;
        };
        events.clear();
        if game.apply_listed(mv, events).is_err() {
            // A listed move is always legal; stop rather than loop if that ever broke.
            break;
        }
        played.push(mv);
    }
    played
}

/// The tiles in hand whose placements a random move looks at, at most: a hand holds two
/// or three.
const MOST_TILES: usize = 8;

/// The placements of one tile in hand, as [`Game::legal_moves`] lists them: how many, and
/// those that come more than once (with their moves in the buffer), as `groups[from..to]`
/// of the scratch's list; none when each comes once, without an order.
#[derive(Clone, Copy)]
struct Placements {
    tile: TileId,
    from: usize,
    to: usize,
    count: usize,
}
/// Buffers a random move works in, kept from one move to the next by [`play_random`].
#[derive(Default)]
struct RandomScratch {
    orders: OrderScratch,
    groups: Vec<Group>,
    held: HeldCells,
}

/// The cells held by the tiles of the game [`play_random`] plays, brought up to date at
/// each move with the tiles placed since: tiles are only ever added, never moved.
struct HeldCells {
    /// None once a tile lies too far out for the bit rows: then looked for anew each time.
    occupied: Option<Occupied>,
    /// How many of the battlefield's tiles (the first ones) are counted.
    tiles: usize,
}

impl Default for HeldCells {
    fn default() -> HeldCells {
        HeldCells {
            occupied: Some(Occupied::none()),
            tiles: 0,
        }
    }
}

impl HeldCells {
    /// The open spots of `field`, the battlefield of the game whose earlier fields were
    /// counted.
    fn open_spots(&mut self, field: &Battlefield) -> Open<'_> {
        if self.tiles > field.tiles.len() {
            *self = HeldCells::default();
        }
        if let Some(occupied) = &mut self.occupied {
            if !field.tiles[self.tiles..]
                .iter()
                .all(|t| occupied.hold(t.cell))
            {
                self.occupied = None;
            }
        }
        self.tiles = field.tiles.len();
        match &self.occupied {
            Some(occupied) => Open::Counted {
                occupied,
                count: occupied.open_count(),
                listed: None,
            },
            None => Open::Listed(OpenSpots::of(field)),
        }
    }
}

/// The open spots of one position: counted on the bit rows, and listed only when a
/// tile's placements are worked out one by one (most moves never need the list).
enum Open<'a> {
    Counted {
        occupied: &'a Occupied,
        count: usize,
        listed: Option<OpenSpots>,
    },
    Listed(OpenSpots),
}

impl Open<'_> {
    fn len(&self) -> usize {
        match self {
            Open::Counted { count, .. } => *count,
            Open::Listed(spots) => spots.as_slice().len(),
        }
    }

    /// Every open spot, south to north, then west to east.
    fn listed(&mut self) -> &[Cell] {
        match self {
            Open::Counted {
                occupied, listed, ..
            } => listed
                .get_or_insert_with(|| OpenSpots::around(occupied))
                .as_slice(),
            Open::Listed(spots) => spots.as_slice(),
        }
    }

    /// The open spot at `index` of the list.
    fn at(&self, index: usize) -> Option<Cell> {
        match self {
            Open::Counted { occupied, .. } => occupied.open_spot(index),
            Open::Listed(spots) => spots.as_slice().get(index).copied(),
        }
    }
}

impl Game {
    /// The move at a uniformly random index of [`Game::legal_moves`], drawn with one
    /// `random_range` over the listing's length, as picking from the listing would: the
    /// same move for the same `rng`. Placements that come once each, without an order
    /// (most of them), are counted rather than listed; `buffer` holds the others. None
    /// when there is no legal move.
    pub fn random_move(&self, rng: &mut impl Rng, buffer: &mut Vec<Move>) -> Option<Move> {
        self.random_move_with(rng, buffer, &mut RandomScratch::default())
    }

    fn random_move_with(
        &self,
        rng: &mut impl Rng,
        buffer: &mut Vec<Move>,
        scratch: &mut RandomScratch,
    ) -> Option<Move> {
        if self.is_over() || self.pending.is_some() || self.hand(self.turn).len() > MOST_TILES {
            self.legal_moves(buffer);
            return (!buffer.is_empty()).then(|| buffer[rng.random_range(0..buffer.len())]);
        }
        buffer.clear();
        let RandomScratch {
            orders: scratch,
            groups,
            held,
        } = scratch;
        let mut spots = held.open_spots(&self.field);
        scratch.next_listing();
        groups.clear();
        let mut tiles = [Placements {
            tile: TileId::WELL,
            from: 0,
            to: 0,
            count: 0,
        }; MOST_TILES];
        let mut count = 0;
        self.each_tile_to_place(scratch, |tile, worked, scratch| {
            let from = groups.len();
            let moves = if worked {
                self.count_placements(tile, spots.listed(), scratch, buffer, groups)
            } else {
                spots.len() * Facing::ALL.len()
            };
            if let Some(slot) = tiles.get_mut(count) {
                *slot = Placements {
                    tile,
                    from,
                    to: groups.len(),
                    count: moves,
                };
                count += 1;
            }
        });
        let tiles = &tiles[..count];
        let mulligan = usize::from(self.mulligan_allowed().is_ok());
        let total = tiles.iter().map(|t| t.count).sum::<usize>() + mulligan;
        if total == 0 {
            return None;
        }
        let mut index = rng.random_range(0..total);
        for placements in tiles {
            if index >= placements.count {
                index -= placements.count;
                continue;
            }
            // Each placement that comes more than once shifts those after it.
            let mut shift = 0;
            for group in &groups[placements.from..placements.to] {
                let first = group.placement + shift;
                if index < first {
                    break;
                }
                if index < first + group.moves {
                    return buffer.get(group.start + index - first).copied();
                }
                shift += group.moves - 1;
            }
            let placement = index - shift;
            return spots
                .at(placement / Facing::ALL.len())
                .map(|cell| Move::Place {
                    tile: placements.tile,
                    cell,
                    facing: Facing::ALL[placement % Facing::ALL.len()],
                    order: None,
                });
        }
        Some(Move::Mulligan)
    }
}

/// Each move of the random games of `seeds` at each table of `players`, for tests: the
/// game's seed, the state before it, the move, and what happened.
#[cfg(test)]
pub(crate) fn each_random_move(
    players: std::ops::RangeInclusive<u8>,
    expert: bool,
    seeds: std::ops::Range<u64>,
    mut each: impl FnMut(u64, &Game, Move, &[Event]),
) {
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    for players in players {
        for seed in seeds.clone() {
            let options = super::Options { players, expert };
            let mut game = super::new_game(options, seed).unwrap();
            let mut rng = crate::engines::dice::Dice::new(seed);
            while !game.is_over() {
                let before = game.clone();
                let played = play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
                let Some(&mv) = played.first() else {
                    break;
                };
                each(seed, &before, mv, &events);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::dice::Dice;
    use super::super::{new_game, Options};
    use super::*;

    /// The random move is the listing's move at the index the same dice draw, for every
    /// move of many games of every table: random play is the same as before it stopped
    /// listing every move.
    #[test]
    fn a_random_move_is_the_listed_move_at_a_random_index() {
        let (mut listed, mut buffer, mut events) = (Vec::new(), Vec::new(), Vec::new());
        let mut moves = 0;
        for players in 2..=4 {
            for expert in [false, true] {
                for seed in 0..40 {
                    let mut game = new_game(Options { players, expert }, seed).unwrap();
                    let mut rng = Dice::new(seed);
                    while !game.is_over() {
                        let mut twin = rng;
                        game.legal_moves(&mut listed);
                        let expected = listed[twin.random_range(0..listed.len())];
                        let mv = game.random_move(&mut rng, &mut buffer);
                        assert_eq!(mv, Some(expected), "{players}p expert {expert} seed {seed}");
                        assert_eq!(rng, twin, "the dice drew as the listing's pick");
                        events.clear();
                        game.apply_in_place(expected, &mut events).unwrap();
                        moves += 1;
                    }
                    assert_eq!(game.random_move(&mut rng, &mut buffer), None);
                }
            }
        }
        assert!(moves > 5000, "{moves} moves compared");
    }

    /// Random play that keeps its buffers and held cells from move to move plays the same
    /// moves as one that looks at each position afresh, in games of every table.
    #[test]
    fn random_play_kept_up_to_date_plays_as_each_position_looked_at_afresh() {
        let (mut buffer, mut events) = (Vec::new(), Vec::new());
        let mut moves = 0;
        for players in 2..=4 {
            for expert in [false, true] {
                for seed in 0..20 {
                    let options = Options { players, expert };
                    let mut kept = new_game(options, seed).unwrap();
                    let played = play_random(
                        &mut kept,
                        &mut Dice::new(seed),
                        500,
                        &mut buffer,
                        &mut events,
                    );
                    let mut afresh = new_game(options, seed).unwrap();
                    let mut rng = Dice::new(seed);
                    for (k, mv) in played.iter().enumerate() {
                        let fresh = afresh.random_move(&mut rng, &mut buffer);
                        assert_eq!(
                            fresh,
                            Some(*mv),
                            "{players}p expert {expert} seed {seed} move {k}"
                        );
                        events.clear();
                        afresh.apply_in_place(*mv, &mut events).unwrap();
                        moves += 1;
                    }
                    assert_eq!(afresh, kept);
                }
            }
        }
        assert!(moves > 2000, "{moves} moves compared");
    }
}
