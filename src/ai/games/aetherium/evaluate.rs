//! How well a seat stands, in moons of the Aether token: where the token is, the pawn
//! majority that moves it at the round's end, the stones the seat to act can bring to the
//! top now (each moves the token), and the tokens in hand.

use crate::engines::aetherium::{ActionKind, Element, Game, Pawn, Seat, Token, MAT};

/// What a majority is worth at the round's start, as a share of its worth at the end: most pawns
/// are still to come.
const MAJORITY_AT_START: f32 = 0.3;
/// What the last stone of an element in reach counts for, in stones on top: a win at once.
const WINS_NOW: f32 = 4.0;
/// An aether token in hand, in moons: one moon whenever it is used.
const HAND_AETHER: f32 = 0.7;
/// A rise token in hand, in moons.
const HAND_RISE: f32 = 0.2;
/// A fall token in hand, in moons.
const HAND_FALL: f32 = 0.1;
/// A block token in hand, in moons.
const HAND_BLOCK: f32 = 0.1;
/// What the pawn majority at the round's end is worth, in moons: it moves the token one.
const MAJORITY_MOONS: f32 = 0.6;
/// What a stone the seat to act can bring to the top now is worth, in moons: it moves the
/// token one, unless the other side answers in kind.
const TEMPO: f32 = 0.5;
/// Moons of the Aether token ahead that count as a fair chance more to win.
const MOON_SCALE: f32 = 1.5;

/// The token's place towards `seat`, in moons (negative: towards the other side).
pub fn aether_moons(game: &Game, seat: Seat) -> f32 {
    let towards_player_1 = f32::from(game.aether);
    if seat == 0 {
        towards_player_1
    } else {
        -towards_player_1
    }
}

/// The pawn majority as it stands: +1 if it would move the token towards `seat` were the
/// round to end now, -1 if away, scaled by how much of the round is played (a majority
/// with most pawns still to come is a weak promise).
pub fn majority(game: &Game, seat: Seat) -> f32 {
    let me = usize::from(seat & 1);
    let decided = (0..MAT.actions.len()).find_map(|i| {
        let (mine, theirs) = (game.spaces[me][i].len(), game.spaces[1 - me][i].len());
        (mine != theirs).then_some(mine > theirs)
    });
    let towards_me = match decided {
        Some(lead) => lead,
        // All tied: the player who plays last, the one who did not start the round.
        None => seat != game.starter,
    };
    let placed = (game.pawns_used(0) + game.pawns_used(1)) as f32;
    let played = (placed / (2 * Pawn::ALL.len()) as f32).clamp(0.0, 1.0);
    let weight = MAJORITY_AT_START + (1.0 - MAJORITY_AT_START) * played;
    if towards_me {
        weight
    } else {
        -weight
    }
}

/// The most stones `seat` can bring onto the top space with one turn now (its unused
/// pawns, the actions not blocked, and one token from its hand): each moves the Aether
/// token one moon its way. An action that would put the last stone of an element on top
/// counts as [`WINS_NOW`].
pub fn reach_now(game: &Game, seat: Seat) -> f32 {
    let top = MAT.top;
    let hand = &game.hands[usize::from(seat & 1)];
    let token_gain = if hand.contains(&Token::Aether) { 1 } else { 0 };
    let mut best = 0;
    let mut wins = false;
    for element in Element::ALL {
        if game.pawns_for(seat, element).is_empty() {
            continue;
        }
        let h: [u8; 4] = std::array::from_fn(|c| game.height(c, element));
        let on_top = h.iter().filter(|x| **x == top).count();
        let rise_gain =
            u8::from(hand.contains(&Token::Rise(element)) && h.iter().any(|x| *x + 1 == top));
        let mut element_best = 0u8;
        for kind in MAT.actions {
            if game.is_blocked(kind) {
                continue;
            }
            let gain = match kind {
                ActionKind::Fall => 0,
                ActionKind::Surge => u8::from(h.iter().any(|x| *x + MAT.surge == top)),
                ActionKind::Gather => {
                    let reach = game.gather_reach(seat);
                    u8::from(h.iter().any(|x| *x + reach == top))
                }
                ActionKind::TwinRise => {
                    let fit = h.iter().filter(|x| **x + MAT.twin_rise <= top).count();
                    let hit = h.iter().filter(|x| **x + MAT.twin_rise == top).count();
                    if fit >= 2 {
                        hit.min(2) as u8
                    } else {
                        0
                    }
                }
                ActionKind::StepAndLeap => {
                    let mut most = 0;
                    for c in 0..4 {
                        for d in (0..4).filter(|d| *d != c) {
                            if h[c] + MAT.step <= top && h[d] + MAT.leap <= top {
                                let g = u8::from(h[c] + MAT.step == top)
                                    + u8::from(h[d] + MAT.leap == top);
                                most = most.max(g);
                            }
                        }
                    }
                    most
                }
            };
            if gain > 0 && on_top + usize::from(gain) >= 4 {
                wins = true;
            }
            element_best = element_best.max(gain);
        }
        if rise_gain > 0 && on_top + 1 + usize::from(element_best) >= 4 {
            wins = true;
        }
        best = best.max(element_best + rise_gain.max(token_gain));
    }
    if wins {
        return WINS_NOW;
    }
    f32::from(best.max(token_gain))
}

/// The tokens in `seat`'s hand, in moons: an aether token is a moon whenever it is used;
/// the others are smaller help.
pub fn hand(game: &Game, seat: Seat) -> f32 {
    game.hands[usize::from(seat & 1)]
        .iter()
        .map(|t| match t {
            Token::Aether => HAND_AETHER,
            Token::Rise(_) => HAND_RISE,
            Token::Fall => HAND_FALL,
            Token::Block => HAND_BLOCK,
        })
        .sum()
}

/// The whole judgement for `seat`, from 0 (lost) to 1 (won).
pub fn evaluate(game: &Game, seat: Seat) -> f32 {
    let other = 1 - (seat & 1);
    let mut moons = aether_moons(game, seat);
    moons += MAJORITY_MOONS * majority(game, seat);
    let tempo = TEMPO * reach_now(game, game.turn);
    moons += if game.turn == seat { tempo } else { -tempo };
    moons += hand(game, seat) - hand(game, other);
    1.0 / (1.0 + (-moons / MOON_SCALE).exp())
}
