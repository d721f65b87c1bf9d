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
use super::super::scoring::Outcome;
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
///
/// The shared `scoring::tally` is not used: it reads the tile at the Well's cell as the
/// Well of Mana, and that cell is A1 here.
pub fn score(game: &SoloGame) -> SoloScore {
    let mut result = SoloScore {
        difficulty: game.difficulty,
        player: 0,
        suramun: 0,
        player_tiles: Vec::new(),
        suramun_tiles: Vec::new(),
        penalised: Vec::new(),
    };
    for tile in &game.field.tiles {
        if game.wizard_at(tile.cell) {
            continue;
        }
        let vp = i16::from(tile.tile.kind().vp());
        match tile.control() {
            Control::Side(PLAYER) => {
                result.player += vp;
                result.player_tiles.push(tile.cell);
                if game.difficulty == Difficulty::Master && tile.golems_of(SURAMUN) > 0 {
                    result.player -= 1;
                    result.penalised.push(tile.cell);
                }
            }
            Control::Side(_) => {
                result.suramun += vp;
                result.suramun_tiles.push(tile.cell);
            }
            Control::Contested if game.difficulty != Difficulty::Beginner => {
                result.suramun += vp;
                result.suramun_tiles.push(tile.cell);
            }
            Control::Contested | Control::Empty => {}
        }
    }
    result
}

impl SoloGame {
    /// The score if the game ended now.
    pub fn score_now(&self) -> SoloScore {
        score(self)
    }
}

#[cfg(test)]
mod tests {
    use super::super::new_solo;
    use super::*;

    #[test]
    fn an_untouched_battlefield_scores_nothing_and_the_tie_goes_to_suramun() {
        for d in Difficulty::ALL {
            let s = score(&new_solo(1, d));
            assert_eq!((s.player, s.suramun), (0, 0));
            assert_eq!(s.outcome(EndReason::NoMoveLeft).winners, vec![SURAMUN]);
        }
    }

    #[test]
    fn a_contested_tile_counts_only_from_standard_up() {
        let mut g = new_solo(1, Difficulty::Beginner);
        g.field.tiles[5].golems = [2, 2, 0];
        let vp = i16::from(g.field.tiles[5].tile.kind().vp());
        assert_eq!(score(&g).suramun, 0);
        g.difficulty = Difficulty::Standard;
        assert_eq!(score(&g).suramun, vp);
        // Under a wizard it scores nothing at all.
        g.wizards[PLAYER.index()] = Some(g.field.tiles[5].cell);
        assert_eq!(score(&g).suramun, 0);
    }
}
