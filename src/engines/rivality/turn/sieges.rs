//! Expert rules: besieged tiles, taken by the side (or in 3 players the sides) around them.

use super::Flow;
use crate::engines::rivality::battlefield::{Control, Occupied, PlacedTile};
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
        let most_besiegers = if self.players() == 3 { 2 } else { 1 };
        // Asked every Expert turn: most tiles have an empty neighbour, seen at a glance.
        let occupied = Occupied::of(&self.field);
        // Most turns, no tile has a tile on every side: seen a row at a time.
        if occupied.as_ref().is_some_and(|o| !o.any_surrounded()) {
            return None;
        }
        for (index, tile) in self.field.tiles.iter().enumerate() {
            if let Some(occupied) = &occupied {
                if !tile.cell.neighbours().iter().all(|n| occupied.holds(*n)) {
                    continue;
                }
            }
            let mut held = [0u8; Side::MAX];
            let mut surrounded = true;
            for n in tile.cell.neighbours() {
                match self.field.at(n).map(PlacedTile::control) {
                    Some(Control::Side(s)) => held[s.index()] += 1,
                    _ => {
                        surrounded = false;
                        break;
                    }
                }
            }
            if !surrounded {
                continue;
            }
            // Gathered without allocating: asked for every surrounded tile every turn.
            let (mut besiegers, mut count) = ([Side(0); Side::MAX], 0);
            for s in (0..Side::MAX).filter(|s| held[*s] > 0) {
                besiegers[count] = Side(s as u8);
                count += 1;
            }
            let besiegers = &besiegers[..count];
            if besiegers.len() > most_besiegers {
                continue;
            }
            if let Control::Side(holder) = tile.control() {
                if besiegers.contains(&holder) {
                    continue;
                }
            }
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
