//! Uniformly random legal play: for self-play, benchmarks, property tests and renders.

use rand::Rng;

use super::battlefield::{Battlefield, Occupied, OpenSpots};
use super::events::Event;
use super::geometry::{Cell, Facing};
use super::moves::{order_count, Move};
use super::spell_orders::OrderScratch;
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
        let Some(mv) = game.random_move_with(rng, buffer, &mut scratch, MOST_DRAWS) else {
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

/// Draws a random move makes before it falls back on listing every move: each draw is
/// kept with a chance of one in six at least (the most orders of a tile's spells), so
/// this many are all put back at most about once in 100,000 moves.
const MOST_DRAWS: usize = 64;

/// The placements of one tile in hand, as a random move draws them: `slots` for each, as
/// many as the tile's spell orders when its placements must be worked out (a placement
/// lists at most that many moves), else one.
#[derive(Clone, Copy)]
struct Placements {
    tile: TileId,
    slots: usize,
}

/// Buffers a random move works in, kept from one move to the next by [`play_random`].
#[derive(Default)]
struct RandomScratch {
    orders: OrderScratch,
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
            },
            None => Open::Listed(OpenSpots::of(field)),
        }
    }
}

/// The open spots of one position: counted and picked on the bit rows kept from move to
/// move, or listed when a tile lies too far out for them.
enum Open<'a> {
    Counted {
        occupied: &'a Occupied,
        count: usize,
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

    /// The open spot at `index` of the list.
    fn at(&self, index: usize) -> Option<Cell> {
        match self {
            Open::Counted { occupied, .. } => occupied.open_spot(index),
            Open::Listed(spots) => spots.as_slice().get(index).copied(),
        }
    }
}

impl Game {
    /// A uniformly random move of [`Game::legal_moves`], without listing them all: each
    /// placement has a slot for every order of its tile's spells (one when its placements
    /// need no working out), and a slot is drawn until it holds a move, the placement drawn
    /// being worked out alone. Every listed move has one slot, so each is as likely. None
    /// when there is no legal move.
    pub fn random_move(&self, rng: &mut impl Rng, buffer: &mut Vec<Move>) -> Option<Move> {
        self.random_move_with(rng, buffer, &mut RandomScratch::default(), MOST_DRAWS)
    }

    fn random_move_with(
        &self,
        rng: &mut impl Rng,
        buffer: &mut Vec<Move>,
        scratch: &mut RandomScratch,
        draws: usize,
    ) -> Option<Move> {
        let listed = |buffer: &mut Vec<Move>, rng: &mut _| {
            self.legal_moves(buffer);
            (!buffer.is_empty()).then(|| buffer[Rng::random_range(rng, 0..buffer.len())])
        };
        if self.is_over() || self.pending.is_some() || self.hand(self.turn).len() > MOST_TILES {
            return listed(buffer, rng);
        }
        let RandomScratch {
            orders: scratch,
            held,
        } = scratch;
        let spots = held.open_spots(&self.field);
        scratch.next_listing();
        let mut tiles = [Placements {
            tile: TileId::WELL,
            slots: 0,
        }; MOST_TILES];
        let mut count = 0;
        self.each_tile_to_place(scratch, |tile, worked, _| {
            let slots = if worked {
                order_count(tile.spec().spell_edges().count())
            } else {
                1
            };
            if let Some(slot) = tiles.get_mut(count) {
                *slot = Placements { tile, slots };
                count += 1;
            }
        });
        let tiles = &tiles[..count];
        let placements = spots.len() * Facing::ALL.len();
        let mulligan = usize::from(self.mulligan_allowed().is_ok());
        let total = tiles.iter().map(|t| t.slots * placements).sum::<usize>() + mulligan;
        if total == 0 {
            return None;
        }
        'draw: for _ in 0..draws {
            let mut index = rng.random_range(0..total);
            for t in tiles {
                if index >= t.slots * placements {
                    index -= t.slots * placements;
                    continue;
                }
                let (placement, slot) = (index / t.slots, index % t.slots);
                let cell = spots.at(placement / Facing::ALL.len())?;
                let facing = Facing::ALL[placement % Facing::ALL.len()];
                if t.slots == 1 {
                    return Some(Move::Place {
                        tile: t.tile,
                        cell,
                        facing,
                        order: None,
                    });
                }
                buffer.clear();
                self.push_placement(t.tile, cell, facing, scratch, buffer);
                match buffer.get(slot) {
                    Some(mv) => return Some(*mv),
                    None => continue 'draw,
                }
            }
            return Some(Move::Mulligan);
        }
        listed(buffer, rng)
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
mod tests;
