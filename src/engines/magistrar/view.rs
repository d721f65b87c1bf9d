//! What one seat may see: everything but the order of the tokens in the bags and the
//! random source (which would tell that order). The contents of each bag are open.

use serde::{Deserialize, Serialize};

use super::arena::Arena;
use super::pieces::{count_tokens, Mage, Pawns, TokenCounts};
use super::scoring::{GameResult, Outcome};
use super::state::{DuelRecord, Game, Options, Phase};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Whose view this is; `None` for a spectator. Both mages see the same things.
    pub viewer: Option<Mage>,
    pub options: Options,
    pub duel: u8,
    pub starting: Mage,
    /// Tokens left in each bag by kind: light, dark, super, golden.
    pub bags: [TokenCounts; 2],
    pub pawns: [Pawns; 2],
    pub track: [i8; 2],
    pub arena: Option<Arena>,
    pub duels: Vec<DuelRecord>,
    pub phase: Phase,
    pub goldens: [u8; 2],
    pub games: Vec<GameResult>,
    pub outcome: Option<Outcome>,
}

impl Game {
    pub fn view(&self, viewer: Option<Mage>) -> SeatView {
        SeatView {
            viewer,
            options: self.options,
            duel: self.duel,
            starting: self.starting,
            bags: [0, 1].map(|i| count_tokens(&self.bags[i])),
            pawns: self.pawns,
            track: self.track,
            arena: self.arena,
            duels: self.duels.clone(),
            phase: self.phase,
            goldens: self.goldens,
            games: self.games.clone(),
            outcome: self.outcome,
        }
    }
}
