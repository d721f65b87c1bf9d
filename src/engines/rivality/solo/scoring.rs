//! Final scoring at the three levels. Tiles under a wizard score nothing; a tie loses.
//!
//! Beginner: each side adds up the tiles it controls (contested tiles go to nobody: there
//! is no Well of Mana to break ties). Standard: contested tiles go to Suramun. Master: as
//! Standard, and you lose 1 point per tile you control (and score) that holds at least one
//! of Suramun's golems — a wizard's tile scores nothing, so it costs nothing either.

use serde::{Deserialize, Serialize};

use super::super::battlefield::Control;
use super::super::events::EndReason;
use super::super::geometry::Cell;
use super::super::scoring::{tally, Outcome};
use super::state::SoloGame;
use super::{Difficulty, PLAYER, SURAMUN};

/// The score of both sides, and where it comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloScore {
    pub difficulty: Difficulty,
    pub player: i16,
    pub suramun: i16,
    /// The tiles you score.
    pub player_tiles: Vec<Cell>,
    /// The tiles Suramun scores, contested ones included from Standard up.
    pub suramun_tiles: Vec<Cell>,
    /// Master: your tiles holding an enemy golem, one point off each.
    pub penalised: Vec<Cell>,
}

impl SoloScore {
    /// You win only with more points than Suramun: a tie is not good enough.
    pub fn player_wins(&self) -> bool {
        self.player > self.suramun
    }

    /// The game's outcome with this score.
    pub fn outcome(&self, reason: EndReason) -> Outcome {
        Outcome {
            reason,
            scores: vec![self.player, self.suramun],
            winners: vec![if self.player_wins() { PLAYER } else { SURAMUN }],
        }
    }
}

/// Scores the battlefield as it stands, at the game's difficulty.
pub fn score(game: &SoloGame) -> SoloScore {
    // Two sides and no Well: the shared tally gives exactly the Beginner count.
    let base = tally(&game.field, &game.wizards, 2, false);
    let mut result = SoloScore {
        difficulty: game.difficulty,
        player: base.scores[PLAYER.index()],
        suramun: base.scores[SURAMUN.index()],
        player_tiles: base.tiles[PLAYER.index()].clone(),
        suramun_tiles: base.tiles[SURAMUN.index()].clone(),
        penalised: Vec::new(),
    };
    if game.difficulty == Difficulty::Beginner {
        return result;
    }
    for tile in &game.field.tiles {
        if tile.control() == Control::Contested && !game.wizard_at(tile.cell) {
            result.suramun += i16::from(tile.tile.kind().vp());
            result.suramun_tiles.push(tile.cell);
        }
    }
    if game.difficulty == Difficulty::Master {
        for cell in &result.player_tiles {
            if game.tile(*cell).is_some_and(|t| t.golems_of(SURAMUN) > 0) {
                result.penalised.push(*cell);
            }
        }
        result.player -= result.penalised.len() as i16;
    }
    result
}

impl SoloGame {
    /// The score if the game ended now.
    pub fn score_now(&self) -> SoloScore {
        score(self)
    }
}
