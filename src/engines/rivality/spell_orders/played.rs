//! A placed tile's own spells, in one order, played on their targets' golems alone, with
//! the same rules as the turn (`summon.rs`).

use super::super::battlefield::MAX_GOLEMS_PER_TILE;
use super::super::geometry::Edge;
use super::super::sides::Side;
use super::super::state::Game;
use super::super::summon::settle_stops_for_choice;
use super::outcome::{Landing, Target};

/// What a tile's own spells, in one order, leave behind.
#[derive(Clone, Copy)]
pub(super) struct Played {
    /// On each target, in the order of the targets.
    pub golems: [[u8; Side::MAX]; 3],
    pub supplies: [u8; Side::MAX],
    /// Expert rules: the spells left waiting for a tile, a bit by edge index.
    pub delayed: u8,
    /// A supply ran out: the game is over.
    pub ended: bool,
    /// Where in the order the turn stopped for a removal choice.
    pub paused_at: Option<usize>,
}

impl Game {
    /// The placed tile's own spells in `order`, played on their targets' golems only, with
    /// the same rules as the turn (`summon.rs`): what they leave.
    pub(super) fn spells_played(
        &self,
        order: &[Edge],
        landing: &[Landing; 3],
        start: &[Target],
    ) -> Played {
        let side = self.side_of(self.turn).index();
        let mut played = Played {
            golems: [[0u8; Side::MAX]; 3],
            supplies: self.supplies,
            delayed: 0,
            ended: false,
            paused_at: None,
        };
        for (slot, t) in played.golems.iter_mut().zip(start) {
            *slot = t.golems;
        }
        let supplies = &mut played.supplies;
        supplies[side] = supplies[side].saturating_sub(1);
        played.ended = supplies[side] == 0;
        self.play_spells(order, 0, landing, start, &mut played);
        played
    }

    /// The spells of `order` from the one at `from` on, played on what `played` holds.
    pub(super) fn play_spells(
        &self,
        order: &[Edge],
        from: usize,
        landing: &[Landing; 3],
        start: &[Target],
        played: &mut Played,
    ) {
        let side = self.side_of(self.turn).index();
        let sides = self.side_count();
        let supplies = &mut played.supplies;
        for (i, &edge) in order.iter().enumerate().skip(from) {
            if played.ended {
                break;
            }
            let (index, brought) = match landing[edge.index()] {
                Landing::On(index) => match start.get(index) {
                    Some(t) => (index, t.brought),
                    None => continue,
                },
                Landing::Waits => {
                    played.delayed |= 1 << edge.index();
                    continue;
                }
                Landing::Lost => continue,
            };
            let Some(golems) = played.golems.get_mut(index) else {
                continue;
            };
            let placed = brought.min(supplies[side]);
            supplies[side] -= placed;
            golems[side] += placed;
            if settle(golems, supplies, Side(side as u8)) {
                played.paused_at = Some(i);
                return;
            }
            played.ended = supplies[..sides].contains(&0);
        }
    }
}

/// The five-golem limit on a tile the acting side `actor` just brought golems to, the
/// golems removed going back to `supplies`: whether it stops for a choice. With one enemy
/// group at most (nearly always) it is a count: that group's golems go first, then the
/// actor's own.
fn settle(golems: &mut [u8; Side::MAX], supplies: &mut [u8; Side::MAX], actor: Side) -> bool {
    let total: u8 = golems.iter().sum();
    if total <= MAX_GOLEMS_PER_TILE {
        return false;
    }
    let mut enemies = (0..Side::MAX).filter(|s| *s != actor.index() && golems[*s] > 0);
    let (enemy, more) = (enemies.next(), enemies.next());
    if more.is_some() {
        return settle_stops_for_choice(golems, supplies, actor);
    }
    let mut excess = total - MAX_GOLEMS_PER_TILE;
    if let Some(enemy) = enemy {
        let removed = excess.min(golems[enemy]);
        golems[enemy] -= removed;
        supplies[enemy] += removed;
        excess -= removed;
    }
    golems[actor.index()] -= excess;
    supplies[actor.index()] += excess;
    false
}
