//! What one seat may see of a game: its own hand, the sizes of the others' hands and of
//! every stack, never their contents or order.

use serde::{Deserialize, Serialize};

use super::battlefield::Battlefield;
use super::geometry::Cell;
use super::scoring::Outcome;
use super::sides::{Seat, Side};
use super::state::{Game, Options, PendingRemoval};
use super::tiles::TileId;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Whose view this is; `None` for a spectator (the public picture).
    pub viewer: Option<Seat>,
    pub options: Options,
    pub field: Battlefield,
    pub supplies: [u8; Side::MAX],
    pub wizards: [Option<Cell>; Side::MAX],
    /// The viewer's own hand (empty for a spectator).
    pub hand: Vec<TileId>,
    pub hand_sizes: Vec<u8>,
    pub stack_sizes: Vec<u8>,
    pub turn: Seat,
    pub tiles_played: Vec<u8>,
    /// Seats that have taken their mulligan (public: everybody saw it).
    #[serde(default)]
    pub mulligans: Vec<bool>,
    pub pending: Option<PendingRemoval>,
    pub outcome: Option<Outcome>,
}

impl Game {
    pub fn view(&self, viewer: Option<Seat>) -> SeatView {
        SeatView {
            viewer,
            options: self.options,
            field: self.field.clone(),
            supplies: self.supplies,
            wizards: self.wizards,
            hand: viewer.map(|s| self.hand(s).to_vec()).unwrap_or_default(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            stack_sizes: self.stacks.iter().map(|s| s.len() as u8).collect(),
            turn: self.turn,
            tiles_played: self.tiles_played.clone(),
            mulligans: self.mulligans.clone(),
            pending: self.pending.clone(),
            outcome: self.outcome.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{new_game, Options};

    #[test]
    fn a_seat_sees_its_own_hand_and_only_the_sizes_of_the_rest() {
        let g = new_game(
            Options {
                players: 4,
                expert: false,
            },
            9,
        )
        .unwrap();
        let v = g.view(Some(2));
        assert_eq!(v.hand, g.hands[2]);
        assert_eq!(v.hand_sizes, vec![2, 2, 2, 2]);
        assert_eq!(v.stack_sizes, vec![8, 8]);
        let json = serde_json::to_string(&v).unwrap();
        for (seat, hand) in g.hands.iter().enumerate() {
            for tile in hand {
                if seat != 2 && !g.hands[2].contains(tile) {
                    assert!(!json.contains(&format!("\"{tile}\"")), "{tile} leaked");
                }
            }
        }
        assert!(g.view(None).hand.is_empty());
    }
}
