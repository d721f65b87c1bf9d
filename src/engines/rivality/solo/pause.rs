//! A turn that waits for the order of your spells.
//!
//! `rivality-tiles.md`, "Suramun's spell order": when your wizard ends its move on a
//! face-down tile, the tile is turned up first and its spells are cast after, in an order
//! of yours chosen with the tile in sight, asked only when your supply cannot cover them
//! all. The order of a face-down tile cannot come with the move (nobody knows its spells
//! yet), so the turn stops right after the tile is turned up, before Suramun moves: the
//! same moment a face-up tile's order is given, with the move. The choice
//! ([`SoloMove::Order`]) plays the rest of the turn.
//!
//! [`SoloMove::Order`]: super::SoloMove::Order

use serde::{Deserialize, Serialize};

use super::super::geometry::{Cell, Edge};
use super::super::moves::{orders, SpellOrder};
use super::super::validate::InvalidState;
use super::moves::SoloMove;
use super::state::SoloGame;
use super::{is_players_land, mirror, solo_label, PLAYER, SURAMUN};

/// What a stopped turn waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum SoloPending {
    /// The order of the spells of the tile your wizard has just turned up at `cell`.
    Order { cell: Cell },
}

impl SoloPending {
    pub fn cell(&self) -> Cell {
        match *self {
            SoloPending::Order { cell } => cell,
        }
    }
}

impl SoloGame {
    /// Whether you are asked the order of the spells of your wizard's tile at `cell`, your
    /// wizard's golem already taken from your supply: more than one spell, and a supply
    /// that cannot cover them all (an empty one has ended the game already).
    pub(super) fn order_asked(&self, cell: Cell) -> bool {
        let Some(tile) = self.tile(cell) else {
            return false;
        };
        let spec = tile.tile.spec();
        let supply = self.supplies[PLAYER.index()];
        supply > 0 && spec.spell_edges().count() > 1 && supply < spec.total_golems()
    }

    /// Every order of the spells of the tile at `cell` (none for fewer than two spells).
    pub(super) fn spell_orders(&self, cell: Cell) -> Vec<SpellOrder> {
        let mut out = Vec::with_capacity(6);
        if let Some(tile) = self.tile(cell) {
            let edges: Vec<Edge> = tile.tile.spec().spell_edges().collect();
            orders(&edges, &mut out);
        }
        out
    }

    /// The answers to a turn waiting for the order at `cell`: every order, as for a
    /// face-up tile (see [`SoloGame::legal_moves`]).
    pub(super) fn order_moves(&self, cell: Cell, out: &mut Vec<SoloMove>) {
        out.extend(
            self.spell_orders(cell)
                .into_iter()
                .map(|order| SoloMove::Order { cell, order }),
        );
    }

    /// An order to give as an example while one is awaited, as typed.
    pub(super) fn order_example(&self, cell: Cell) -> String {
        let mut moves = Vec::new();
        self.order_moves(cell, &mut moves);
        moves.first().map_or_else(
            || format!("order {}", solo_label(cell)),
            ToString::to_string,
        )
    }

    /// Whether a stopped turn is one a game can reach: your wizard has just turned up a
    /// tile of Suramun's lands (yours are all face up from the start) holding only its
    /// golem, the order is one you are asked, and Suramun has not moved yet.
    pub(super) fn check_pending(&self) -> Result<(), InvalidState> {
        let Some(pending) = self.pending else {
            return Ok(());
        };
        let solo = |why: String| Err(InvalidState::Solo(why));
        let cell = pending.cell();
        let at = solo_label(cell);
        if self.is_over() {
            return solo("the game is over, yet a spell order is awaited".into());
        }
        if self.wizard() != Some(cell) {
            return solo(format!(
                "the order of {at}'s spells is awaited, but your wizard does not stand there"
            ));
        }
        if is_players_land(cell) {
            return solo(format!(
                "{at} is in your lands, face up from the start: your wizard turned up no tile there"
            ));
        }
        let only_its_golem = self
            .tile(cell)
            .is_some_and(|t| !t.face_down && t.golems_of(PLAYER) == 1 && t.total_golems() == 1);
        if !only_its_golem {
            return solo(format!(
                "{at} was just turned up by your wizard: it must hold its golem and nothing else"
            ));
        }
        if !self.order_asked(cell) {
            return solo(format!(
                "your supply covers all of {at}'s spells: their order is not asked"
            ));
        }
        // Suramun still stands where your last move sent him, the mirror of another tile.
        let his = self
            .suramun()
            .filter(|his| *his != mirror(cell) && *his != cell);
        if his.is_none() || self.turns < 2 {
            return solo(format!(
                "Suramun has not yet answered your move to {at}: he stands where your previous move sent him"
            ));
        }
        if self.supplies[SURAMUN.index()] == 0 {
            return solo("Suramun's supply is empty, yet the game goes on".into());
        }
        Ok(())
    }
}
