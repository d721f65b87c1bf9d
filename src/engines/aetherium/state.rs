//! The whole state of an Aetherium game, the pouch's order included.

use serde::{Deserialize, Serialize};

use super::super::dice::Dice;
use super::mat::{ActionKind, Element, Token, COLUMNS, MARKED, MAT, PAWNS};

/// A player: 0 (player 1) or 1 (player 2).
pub type Seat = u8;

pub const SEATS: usize = 2;

pub fn other(seat: Seat) -> Seat {
    1 - (seat & 1)
}

/// An element pawn: one of each element and the wild one, which names its element when
/// played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pawn {
    Fire,
    Water,
    Earth,
    Air,
    Wild,
}

impl Pawn {
    pub const ALL: [Pawn; PAWNS] = [Pawn::Fire, Pawn::Water, Pawn::Earth, Pawn::Air, Pawn::Wild];

    pub fn of(element: Element) -> Pawn {
        Pawn::ALL[element.index()]
    }

    /// The element it always counts as; `None` for the wild pawn.
    pub fn element(self) -> Option<Element> {
        Element::ALL.get(self as usize).copied()
    }

    pub fn name(self) -> &'static str {
        match self.element() {
            Some(e) => e.name(),
            None => "wild",
        }
    }

    pub fn from_word(word: &str) -> Option<Pawn> {
        Pawn::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(word))
    }
}

impl std::fmt::Display for Pawn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// How the table plays. The mat itself is [`MAT`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// Who starts the first round; `None`: the initiative relic is flipped (the seed).
    #[serde(default)]
    pub first: Option<Seat>,
}

/// How the game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WinReason {
    /// All four stones of `element` on the top space at the end of the winner's turn.
    Elements { element: Element },
    /// The Aether token on the winner's last moon.
    Aether,
    /// The last round ended with the Aether token on the winner's side (or, still on the
    /// centre, the winner played last).
    Rounds,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Seat,
    pub reason: WinReason,
}

/// An Aetherium game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Game {
    pub options: Options,
    /// 1 to [`MAT`]`.rounds`.
    pub round: u8,
    /// The seat whose turn it is.
    pub turn: Seat,
    /// Who started this round.
    pub starter: Seat,
    /// Who took the last turn (a pass included); `None` before the first turn.
    pub last: Option<Seat>,
    /// The space of each stone, `stones[column][element]`, 0 (bottom) to [`MAT`]`.top`.
    pub stones: [[u8; 4]; COLUMNS],
    /// The power token on each marked space, column by column (see [`super::mat::Mat::marked_spot`]).
    pub marks: [Option<Token>; MARKED],
    /// The tokens each seat holds, in the order taken.
    pub hands: [Vec<Token>; SEATS],
    /// The pouch; the last token is drawn next. Its order is the game's only secret.
    pub pouch: Vec<Token>,
    /// Tokens used and removed from the game.
    pub used: Vec<Token>,
    /// A block token lies on the action space at this index of the mat (for the round).
    pub blocked: [bool; 5],
    /// The pawns on each seat's action spaces, `spaces[seat][space]`, bottom first; space 0
    /// is the one closest to the Aether track.
    pub spaces: [[Vec<Pawn>; 5]; SEATS],
    /// Pawns spent on a pass this round.
    pub passed: [Vec<Pawn>; SEATS],
    /// The Aether token: 0 the centre, `k > 0` player 1's `k`-th moon, `k < 0` player 2's.
    pub aether: i8,
    pub outcome: Option<Outcome>,
    pub dice: Dice,
}

impl Game {
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The seat that must act now; `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        (!self.is_over()).then_some(self.turn)
    }

    pub fn height(&self, column: usize, element: Element) -> u8 {
        self.stones[column][element.index()]
    }

    /// Whether `seat` has used `pawn` this round (on a space or on a pass).
    pub fn pawn_used(&self, seat: Seat, pawn: Pawn) -> bool {
        let s = seat as usize & 1;
        self.passed[s].contains(&pawn) || self.spaces[s].iter().any(|stack| stack.contains(&pawn))
    }

    pub fn unused_pawns(&self, seat: Seat) -> impl Iterator<Item = Pawn> + '_ {
        Pawn::ALL
            .into_iter()
            .filter(move |p| !self.pawn_used(seat, *p))
    }

    pub fn pawns_used(&self, seat: Seat) -> usize {
        let s = seat as usize & 1;
        self.passed[s].len() + self.spaces[s].iter().map(Vec::len).sum::<usize>()
    }

    pub fn is_blocked(&self, action: ActionKind) -> bool {
        self.blocked[action.space()]
    }

    /// The seat the Aether token is closer to, if it is not on the centre.
    pub fn aether_side(&self) -> Option<Seat> {
        match self.aether {
            0 => None,
            a if a > 0 => Some(0),
            _ => Some(1),
        }
    }

    /// The seat whose last moon holds the Aether token: that seat has won.
    pub fn aether_winner(&self) -> Option<Seat> {
        match self.aether {
            a if a >= MAT.moons => Some(0),
            a if a <= -MAT.moons => Some(1),
            _ => None,
        }
    }

    /// An element whose four stones are all on the top space.
    pub fn element_on_top(&self) -> Option<Element> {
        Element::ALL
            .into_iter()
            .find(|e| (0..COLUMNS).all(|c| self.height(c, *e) == MAT.top))
    }

    /// The token on the marked space `(column, space)`, if it is one and holds one.
    pub fn mark_at(&self, column: usize, space: u8) -> Option<Token> {
        MAT.mark_index(column, space)
            .and_then(|i| self.marks.get(i).copied().flatten())
    }

    /// Whether any stone stands on `(column, space)`.
    pub fn stone_at(&self, column: usize, space: u8) -> bool {
        self.stones.get(column).is_some_and(|c| c.contains(&space))
    }

    /// Every token of the game by kind (in [`Token::KINDS`] order) and where: mat, hands,
    /// pouch, used and blocks all together.
    pub fn token_counts(&self) -> [u32; 7] {
        let mut counts = [0u32; 7];
        let all = self
            .marks
            .iter()
            .flatten()
            .chain(self.hands.iter().flatten())
            .chain(self.pouch.iter())
            .chain(self.used.iter());
        for t in all {
            counts[t.index()] += 1;
        }
        counts[Token::Block.index()] += self.blocked.iter().filter(|b| **b).count() as u32;
        counts
    }
}
