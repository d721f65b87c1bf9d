//! Bringing golems onto a tile: shields, the supply, and the five-golem limit.
//!
//! Shared by the table game and the solo mode.

use super::battlefield::{Battlefield, MAX_GOLEMS_PER_TILE};
use super::events::Event;
use super::geometry::{Cell, Edge};
use super::sides::Side;
use super::tiles::Spell;

/// How the five-golem limit was settled on a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Removal {
    Settled,
    /// Enemy groups tie for the largest: the acting side must choose one of them.
    NeedsChoice(Vec<Side>),
}

/// A spell arriving on its target: who casts it, from which tile edge, and where.
pub struct Summons {
    pub caster: Side,
    pub from: Cell,
    pub edge: Edge,
    pub target: Cell,
    pub spell: Spell,
    /// Cast from a tile placed earlier (Expert delayed spell).
    pub delayed: bool,
}

/// Summons the spell's golems onto the tile at `index`: shields destroy the first ones
/// when the tile is held by an opponent (range 3 ignores them), the caster's supply limits
/// the rest. Returns what happened, as the event to report.
pub fn summon(
    field: &mut Battlefield,
    supplies: &mut [u8; Side::MAX],
    index: usize,
    summons: Summons,
) -> Event {
    let Summons {
        caster,
        from,
        edge,
        target,
        spell,
        delayed,
    } = summons;
    let tile = &mut field.tiles[index];
    let shields = if spell.ignores_shields() {
        0
    } else {
        tile.shields_against(caster)
    };
    let destroyed = shields.min(spell.golems);
    let placed = (spell.golems - destroyed).min(supplies[caster.index()]);
    supplies[caster.index()] -= placed;
    tile.golems[caster.index()] += placed;
    Event::Summoned {
        caster,
        from,
        edge,
        target,
        golems: spell.golems,
        destroyed,
        placed,
        delayed,
    }
}

/// The next step of the five-golem limit on a tile holding `golems`, for `actor`.
enum NextRemoval {
    Settled,
    /// These sides lose one golem each (one side, or tied groups when at least as many
    /// golems must go as there are groups: each loses one whatever the order, since after
    /// each removal the others are the largest).
    Each(Groups),
    /// Tied enemy groups, fewer golems to remove than groups: someone must choose.
    Choose(Groups),
}

/// A few sides' groups of golems on one tile, kept without allocating: the limit is
/// settled for every order of every placement when moves are listed.
#[derive(Clone, Copy)]
struct Groups {
    sides: [Side; Side::MAX],
    len: usize,
}

impl Groups {
    fn as_slice(&self) -> &[Side] {
        &self.sides[..self.len]
    }
}

fn next_removal(golems: &[u8; Side::MAX], actor: Side) -> NextRemoval {
    let total: u8 = golems.iter().sum();
    if total <= MAX_GOLEMS_PER_TILE {
        return NextRemoval::Settled;
    }
    let excess = usize::from(total - MAX_GOLEMS_PER_TILE);
    let largest = (0..Side::MAX)
        .filter(|s| *s != actor.index())
        .map(|s| golems[s])
        .max()
        .unwrap_or(0);
    let mut tied = Groups {
        sides: [actor; Side::MAX],
        len: 1,
    };
    if largest == 0 {
        return NextRemoval::Each(tied);
    }
    tied.len = 0;
    for s in (0..Side::MAX).filter(|s| *s != actor.index() && golems[*s] == largest) {
        // The actor is left out, so the others fit.
        if let Some(slot) = tied.sides.get_mut(tied.len) {
            *slot = Side(s as u8);
            tied.len += 1;
        }
    }
    if tied.len == 1 || excess >= tied.len {
        NextRemoval::Each(tied)
    } else {
        NextRemoval::Choose(tied)
    }
}

/// Whether the five-golem limit on a tile holding `golems` would ask `actor` to choose
/// between tied enemy groups.
pub fn removal_needs_choice(mut golems: [u8; Side::MAX], actor: Side) -> bool {
    // A choice is between two enemy groups at least, and removal never adds any: asked for
    // every placement's spells while listing, so the common case answers at once.
    let enemies = (0..Side::MAX)
        .filter(|s| *s != actor.index() && golems[*s] > 0)
        .count();
    if enemies < 2 {
        return false;
    }
    loop {
        match next_removal(&golems, actor) {
            NextRemoval::Settled => return false,
            NextRemoval::Choose(_) => return true,
            NextRemoval::Each(sides) => {
                sides.as_slice().iter().for_each(|s| golems[s.index()] -= 1)
            }
        }
    }
}

/// Settles the five-golem limit on the tile at `index` for the acting side `actor`: enemy
/// golems go first, one at a time from the largest enemy group; then the actor's own. When
/// enemy groups tie and the choice between them changes the tile, `choice` names the group
/// to take from, or the caller is asked.
pub fn settle_limit(
    field: &mut Battlefield,
    supplies: &mut [u8; Side::MAX],
    index: usize,
    actor: Side,
    choice: Option<Side>,
    events: &mut Vec<Event>,
) -> Removal {
    let mut removed = [0u8; Side::MAX];
    let tile = &mut field.tiles[index];
    let outcome = settle_golems(&mut tile.golems, supplies, &mut removed, actor, choice);
    let cell = tile.cell;
    for (side, count) in removed.iter().enumerate() {
        if *count > 0 {
            events.push(Event::GolemsRemoved {
                cell,
                side: Side(side as u8),
                count: *count,
                by: actor,
            });
        }
    }
    outcome
}

/// [`settle_limit`] on a tile's golems alone: the golems removed go back to `supplies`
/// and are counted in `removed`.
pub fn settle_golems(
    golems: &mut [u8; Side::MAX],
    supplies: &mut [u8; Side::MAX],
    removed: &mut [u8; Side::MAX],
    actor: Side,
    mut choice: Option<Side>,
) -> Removal {
    loop {
        let losers = match next_removal(golems, actor) {
            NextRemoval::Settled => return Removal::Settled,
            NextRemoval::Each(sides) => sides,
            NextRemoval::Choose(tied) => match choice.take() {
                Some(side) if tied.as_slice().contains(&side) => Groups {
                    sides: [side; Side::MAX],
                    len: 1,
                },
                _ => return Removal::NeedsChoice(tied.as_slice().to_vec()),
            },
        };
        for &side in losers.as_slice() {
            golems[side.index()] -= 1;
            supplies[side.index()] += 1;
            removed[side.index()] += 1;
        }
    }
}
