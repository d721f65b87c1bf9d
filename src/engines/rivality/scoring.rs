//! Final scoring and the winner, and the score "if the game ended now".

use serde::{Deserialize, Serialize};

use super::battlefield::{Battlefield, Control};
use super::events::EndReason;
use super::geometry::Cell;
use super::sides::Side;

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    pub reason: EndReason,
    /// VP by side (only the game's sides).
    pub scores: Vec<i16>,
    /// One side wins; several share the win when nothing breaks their tie.
    pub winners: Vec<Side>,
}

/// Who scores which tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    pub scores: Vec<i16>,
    /// The tiles each side recovers.
    pub tiles: Vec<Vec<Cell>>,
    /// The controller of the Well of Mana, who breaks ties.
    pub well: Option<Side>,
}

/// Scores the battlefield. Wizard tiles score nothing; contested tiles go to the Well's
/// controller when it is among the tied sides; with `expert`, a scored tile that holds an
/// enemy golem is worth one less.
pub fn tally(field: &Battlefield, wizards: &[Option<Cell>], sides: usize, expert: bool) -> Tally {
    let mut scores = vec![0i16; sides];
    let mut tiles = vec![Vec::new(); sides];
    let well = field.at(Cell::WELL).and_then(|w| w.control().side());
    for tile in &field.tiles {
        if wizards.contains(&Some(tile.cell)) {
            continue;
        }
        let owner = match tile.control() {
            Control::Side(s) => Some(s),
            Control::Contested => well.filter(|w| tile.sides_tied_for_most().any(|s| s == *w)),
            Control::Empty => None,
        };
        let Some(owner) = owner else { continue };
        let mut vp = i16::from(tile.tile.kind().vp());
        let enemy_present = (0..sides).any(|s| s != owner.index() && tile.golems[s] > 0);
        if expert && enemy_present {
            vp -= 1;
        }
        // A side outside the game (a damaged state) scores nothing rather than panicking.
        let (Some(score), Some(won)) =
            (scores.get_mut(owner.index()), tiles.get_mut(owner.index()))
        else {
            continue;
        };
        *score += vp;
        won.push(tile.cell);
    }
    Tally {
        scores,
        tiles,
        well,
    }
}

/// The winners: the most VP; a tie goes to the Well's controller among the tied; with 3
/// players the Well's controller wins whenever the two others are tied with each other.
pub fn winners(scores: &[i16], well: Option<Side>) -> Vec<Side> {
    let sides: Vec<Side> = (0..scores.len() as u8).map(Side).collect();
    if let (3, Some(w)) = (scores.len(), well) {
        let others: Vec<i16> = sides
            .iter()
            .filter(|s| **s != w)
            .map(|s| scores[s.index()])
            .collect();
        if let [a, b] = others[..] {
            if a == b {
                return vec![w];
            }
        }
    }
    let best = scores.iter().copied().max().unwrap_or(0);
    let top: Vec<Side> = sides
        .into_iter()
        .filter(|s| scores[s.index()] == best)
        .collect();
    match well {
        Some(w) if top.len() > 1 && top.contains(&w) => vec![w],
        _ => top,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_teal_tie_break_salmon_and_purple_23_teal_19_with_the_well_teal_wins() {
        assert_eq!(winners(&[23, 23, 19], Some(Side::TEAL)), vec![Side::TEAL]);
    }

    #[test]
    fn a_tie_without_the_well_is_shared() {
        assert_eq!(winners(&[20, 20], None), vec![Side::SALMON, Side::PURPLE]);
        assert_eq!(winners(&[20, 20, 25], None), vec![Side::TEAL]);
    }

    #[test]
    fn a_tie_goes_to_the_well_controller_among_the_tied() {
        assert_eq!(winners(&[20, 20], Some(Side::PURPLE)), vec![Side::PURPLE]);
        assert_eq!(
            winners(&[23, 20, 23], Some(Side::SALMON)),
            vec![Side::SALMON]
        );
    }

    #[test]
    fn the_most_points_win_whoever_holds_the_well() {
        assert_eq!(winners(&[25, 20], Some(Side::PURPLE)), vec![Side::SALMON]);
        assert_eq!(winners(&[25, 23, 19], Some(Side::TEAL)), vec![Side::SALMON]);
    }
}
