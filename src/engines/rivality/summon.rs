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
    let (first, second) = enemies_of(actor);
    let largest = golems[first].max(golems[second]);
    let mut tied = Groups {
        sides: [actor; Side::MAX],
        len: 1,
    };
    if largest == 0 {
        return NextRemoval::Each(tied);
    }
    tied.len = 0;
    for s in [first, second] {
        if golems[s] == largest {
            tied.sides[tied.len] = Side(s as u8);
            tied.len += 1;
        }
    }
    if tied.len == 1 || excess >= tied.len {
        NextRemoval::Each(tied)
    } else {
        NextRemoval::Choose(tied)
    }
}

/// The two sides other than `actor` (of three at most), by index: asked for every tile of
/// every listing, so without a walk over the sides.
pub(crate) fn enemies_of(actor: Side) -> (usize, usize) {
    match actor.index() {
        0 => (1, 2),
        1 => (0, 2),
        _ => (0, 1),
    }
}

/// Whether the five-golem limit on a tile holding `golems` would ask `actor` to choose
/// between tied enemy groups.
pub fn removal_needs_choice(golems: [u8; Side::MAX], actor: Side) -> bool {
    // A choice is between two enemy groups, and removal never adds any. Asked for many
    // placements while listing moves, so counted here rather than settled golem by golem:
    // the larger enemy group loses one at a time; two equal ones lose one each when two
    // golems at least must still go, and ask for a choice when only one must.
    let (first, second) = enemies_of(actor);
    let (a, b) = (u32::from(golems[first]), u32::from(golems[second]));
    if a == 0 || b == 0 {
        return false;
    }
    let total: u32 = golems.iter().map(|g| u32::from(*g)).sum();
    let excess = total.saturating_sub(u32::from(MAX_GOLEMS_PER_TILE));
    // The larger group loses `a.abs_diff(b)` alone; then pairs go while both last, and an
    // odd one left over while they do is the choice.
    let left = excess.saturating_sub(a.abs_diff(b));
    left % 2 == 1 && left / 2 < a.min(b)
}

/// The numbers of golems (bit `n` for `n` golems, 1 to 5) that `actor`, bringing them to
/// a tile holding `golems`, would have to stop for a removal choice with, counted as in
/// [`removal_needs_choice`]: none unless two enemy groups are there.
pub fn removal_choice_risk(golems: [u8; Side::MAX], actor: Side) -> u8 {
    let (first, second) = enemies_of(actor);
    let (a, b) = (u32::from(golems[first]), u32::from(golems[second]));
    if a == 0 || b == 0 {
        return 0;
    }
    let total: u32 = golems.iter().map(|g| u32::from(*g)).sum();
    let mut risk = 0u8;
    for brought in 1..=u32::from(MAX_GOLEMS_PER_TILE) {
        let excess = (total + brought).saturating_sub(u32::from(MAX_GOLEMS_PER_TILE));
        let left = excess.saturating_sub(a.abs_diff(b));
        if left % 2 == 1 && left / 2 < a.min(b) {
            risk |= 1 << brought;
        }
    }
    risk
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
    choice: Option<Side>,
) -> Removal {
    match settle_until_choice(golems, supplies, removed, actor, choice) {
        None => Removal::Settled,
        Some(tied) => Removal::NeedsChoice(tied.as_slice().to_vec()),
    }
}

/// [`settle_golems`], stopping at a choice without allocating (listing moves settles the
/// limit for every order of many placements): whether it stopped.
pub(crate) fn settle_stops_for_choice(
    golems: &mut [u8; Side::MAX],
    supplies: &mut [u8; Side::MAX],
    actor: Side,
) -> bool {
    let mut removed = [0u8; Side::MAX];
    settle_until_choice(golems, supplies, &mut removed, actor, None).is_some()
}

/// The five-golem limit settled as far as it goes: the tied groups when it stops for a
/// choice.
fn settle_until_choice(
    golems: &mut [u8; Side::MAX],
    supplies: &mut [u8; Side::MAX],
    removed: &mut [u8; Side::MAX],
    actor: Side,
    mut choice: Option<Side>,
) -> Option<Groups> {
    loop {
        let losers = match next_removal(golems, actor) {
            NextRemoval::Settled => return None,
            NextRemoval::Each(sides) => sides,
            NextRemoval::Choose(tied) => match choice.take() {
                Some(side) if tied.as_slice().contains(&side) => Groups {
                    sides: [side; Side::MAX],
                    len: 1,
                },
                _ => return Some(tied),
            },
        };
        for &side in losers.as_slice() {
            golems[side.index()] -= 1;
            supplies[side.index()] += 1;
            removed[side.index()] += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The count in `removal_needs_choice` asks for a choice exactly where settling golem
    /// by golem stops for one, for every actor and every tile up to nine golems a side.
    #[test]
    fn a_removal_choice_counted_is_the_one_settling_stops_for() {
        for actor in 0..Side::MAX {
            for packed in 0..10u32.pow(3) {
                let golems = [packed % 10, packed / 10 % 10, packed / 100].map(|g| g as u8);
                let actor = Side(actor as u8);
                let stops =
                    settle_stops_for_choice(&mut golems.clone(), &mut [0; Side::MAX], actor);
                assert_eq!(removal_needs_choice(golems, actor), stops, "{golems:?}");
                for brought in 1..=MAX_GOLEMS_PER_TILE {
                    let mut after = golems;
                    after[actor.index()] += brought;
                    assert_eq!(
                        removal_choice_risk(golems, actor) & 1 << brought != 0,
                        removal_needs_choice(after, actor),
                        "{golems:?} and {brought} brought"
                    );
                }
            }
        }
    }
}
