//! The move a picture highlights, played or previewed: the arena it was played in (a
//! reply that ends a duel leaves the state with the next duel's arena), and what a move
//! not yet confirmed may show.

use crate::engines::magistrar::numbers::ROCKS;
use crate::engines::magistrar::{Arena, DuelRecord, Event, Mage, Phase, SeatView};

/// A move to highlight: what it did, and the arena it was played in.
#[derive(Clone, Copy, Debug)]
pub struct LastPlay<'a> {
    pub events: &'a [Event],
    /// The arena the move was played in, its pawns down: a placement that ends a duel
    /// leaves the state with the next duel's arena, and this one only in the record.
    pub arena: Option<Arena>,
    /// The duel it was played in.
    pub duel: u8,
    /// A steer move: the mage and the rock (from 1) of the super energy it steered.
    pub steered: Option<(Mage, u8)>,
    /// Not played yet.
    pub preview: bool,
}

impl<'a> LastPlay<'a> {
    /// The move whose `events` followed `before` (the view the move was played from).
    pub fn new(before: &SeatView, events: &'a [Event], preview: bool) -> LastPlay<'a> {
        let arena = before.arena.map(|mut arena| {
            for event in events {
                match *event {
                    Event::Placed { mage, pawns } => {
                        for (rock, pawn) in pawns.iter().enumerate() {
                            if pawn.is_some() {
                                arena.pawns[mage.index()][rock] = *pawn;
                            }
                        }
                    }
                    Event::PawnPlaced {
                        mage,
                        encounter,
                        strength,
                    } => {
                        if let Some(slot) =
                            arena.pawns[mage.index()].get_mut(usize::from(encounter) - 1)
                        {
                            *slot = Some(strength);
                        }
                    }
                    _ => {}
                }
            }
            arena
        });
        let steered = match before.phase {
            Phase::Steer { mage, encounter } => Some((mage, encounter)),
            _ => None,
        };
        LastPlay {
            events,
            arena,
            duel: before.duel,
            steered,
            preview,
        }
    }

    pub(super) fn ended_duel(&self) -> bool {
        self.events
            .iter()
            .any(|e| matches!(e, Event::DuelEnded { .. }))
    }

    /// The pawns the move put down: (mage, rock from 0).
    pub(super) fn pawns(&self) -> Vec<(Mage, usize)> {
        let mut out = Vec::new();
        for event in self.events {
            match *event {
                Event::Placed { mage, pawns } => out.extend(
                    (0..ROCKS)
                        .filter(|r| pawns[*r].is_some())
                        .map(|r| (mage, r)),
                ),
                Event::PawnPlaced {
                    mage, encounter, ..
                } => out.push((mage, usize::from(encounter).saturating_sub(1))),
                _ => {}
            }
        }
        out
    }
}

/// What a move would show before it is confirmed: `before` with the move's open effects
/// (its pawns, the track, a duel's marker, the end of the game) and none of what it would
/// draw: the next duel's tokens (and so the bags' counts after them) stay unknown.
pub fn preview_view(before: &SeatView, events: &[Event]) -> SeatView {
    let last = LastPlay::new(before, events, true);
    let mut view = before.clone();
    view.arena = last.arena;
    for event in events {
        match *event {
            Event::Placed { mage, pawns } => {
                for strength in pawns.iter().flatten() {
                    view.pawns[mage.index()].take(*strength);
                }
            }
            Event::PawnPlaced { mage, strength, .. } => {
                view.pawns[mage.index()].take(strength);
            }
            Event::TrackMoved { mage, to, .. } => view.track[mage.index()] = to,
            Event::DuelEnded { winner, .. } => {
                if let Some(arena) = last.arena {
                    view.duels.push(DuelRecord { arena, winner });
                }
            }
            Event::Over { outcome } => {
                view.outcome = Some(outcome);
                view.phase = Phase::Over;
            }
            Event::DuelBegan { .. } | Event::GameEnded { .. } => break,
            _ => {}
        }
    }
    view
}
