//! The tiles where a spell of the side to move could stop for a removal choice (3
//! players): found once per listing, without the listing's grid, they spare most tiles in
//! hand and most placements any look at where their spells land.

use super::super::geometry::{Cell, Facing};
use super::super::state::Game;
use super::super::summon::{enemies_of, removal_choice_risk};
use super::super::tiles::{Spell, TileId};

/// A tile where some number of golems brought by the side to move would ask for a
/// removal choice: bit `n` of `risk` for `n` golems (as `removal_choice_risk` counts),
/// and the shields it holds against that side.
#[derive(Clone, Copy)]
struct Risky {
    cell: Cell,
    risk: u8,
    shields: u8,
}

impl Risky {
    /// Whether `spell` landing here, all its golems brought past the shields (the supply
    /// permitting), stops for a removal choice: what the listing would find, as
    /// `spells_covered` in `outcome.rs` counts it.
    fn asks(self, spell: Spell) -> bool {
        let shields = if spell.ignores_shields() {
            0
        } else {
            self.shields
        };
        let brought = spell.golems - shields.min(spell.golems);
        u32::from(self.risk)
            .checked_shr(u32::from(brought))
            .is_some_and(|bit| bit & 1 != 0)
    }
}

/// The risky tiles of one listing's position, found when first asked (most listings of 2
/// or 4 players never ask).
#[derive(Default)]
pub(crate) struct RiskyTiles {
    tiles: Vec<Risky>,
    found: bool,
}

impl RiskyTiles {
    /// Forgets them: another position.
    pub fn next_listing(&mut self) {
        self.found = false;
    }

    /// Found for `game` unless they already were.
    pub fn of(&mut self, game: &Game) -> &RiskyTiles {
        if self.found {
            return self;
        }
        self.found = true;
        self.tiles.clear();
        let side = game.side_of(game.turn);
        let tiles = &game.field.tiles;
        // Only a tile holding golems of both enemy sides can ask for a choice: marked
        // without a branch per tile (which tiles hold what follows no pattern), the few
        // marked then looked at.
        let (first, second) = enemies_of(side);
        for (chunk, group) in tiles.chunks(64).enumerate() {
            let mut both = 0u64;
            for (i, t) in group.iter().enumerate() {
                let held = (t.golems[first] != 0) & (t.golems[second] != 0);
                both |= u64::from(held) << i;
            }
            while both != 0 {
                let i = chunk * 64 + both.trailing_zeros() as usize;
                both &= both - 1;
                self.look_at(game, i);
            }
        }
        self
    }

    /// Keeps the tile at `index` if some number of golems brought there would ask for a
    /// removal choice.
    fn look_at(&mut self, game: &Game, index: usize) {
        let side = game.side_of(game.turn);
        let tiles = &game.field.tiles;
        let Some(t) = tiles.get(index) else {
            return;
        };
        let risk = removal_choice_risk(t.golems, side);
        if risk == 0 {
            return;
        }
        // A spell lands on the first tile at its cell, and is lost under an enemy
        // wizard.
        let hidden = tiles[..index].iter().any(|o| o.cell == t.cell);
        if hidden || game.wizard_at(t.cell).is_some_and(|w| w != side) {
            return;
        }
        self.tiles.push(Risky {
            cell: t.cell,
            risk,
            shields: t.shields_against(side),
        });
    }

    /// Whether some spell of `tile`, wherever it is placed, could land on a risky tile
    /// and stop there for a removal choice, its golems all brought.
    pub fn reached_by(&self, tile: TileId) -> bool {
        let spec = tile.spec();
        self.tiles.iter().any(|r| {
            spec.spell_edges()
                .filter_map(|e| spec.spell(e))
                .any(|s| r.asks(s))
        })
    }

    /// With golems to spare for every spell of `tile`, the placements on `spots` whose
    /// spells may end differently in different orders, a bit for each facing (as in
    /// `Facing::ALL`) by spot: those with a spell that, landing on its tile with all its
    /// golems, would stop for a removal choice. Every other placement ends the same in
    /// every order. None when the spots are too many or too far out for that count.
    pub fn placements(&self, tile: TileId, spots: &[Cell]) -> Option<[u8; 100]> {
        let far = |c: &Cell| c.x.unsigned_abs() > 100 || c.y.unsigned_abs() > 100;
        if spots.len() > 100 || spots.iter().any(far) {
            return None;
        }
        let mut marks = [0u8; 100];
        let spec = tile.spec();
        for risky in &self.tiles {
            for edge in spec.spell_edges() {
                let Some(spell) = spec.spell(edge) else {
                    continue;
                };
                if !risky.asks(spell) {
                    continue;
                }
                for (f, facing) in Facing::ALL.into_iter().enumerate() {
                    let spot = risky
                        .cell
                        .step(edge.direction(facing).opposite(), spell.range);
                    // Open spots come south to north, then west to east.
                    if let Ok(i) = spots.binary_search_by_key(&(spot.y, spot.x), |c| (c.y, c.x)) {
                        marks[i] |= 1 << f;
                    }
                }
            }
        }
        Some(marks)
    }
}
