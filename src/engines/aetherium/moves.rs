//! Moves: a whole turn in one move (the pawn, its action's stones, and a power token
//! before or after), or a pass; and the list of legal ones.
//!
//! A turn is one move so that it is checked whole before anything changes; a panel that
//! builds a turn step by step asks [`Game::legal_moves`] and keeps the moves that agree
//! with the choices made so far (see [`super::steps`]).

use serde::{Deserialize, Serialize};

use super::mat::{ActionKind, Element, Token, COLUMNS, MAT};
use super::state::{Game, Pawn, Seat};

/// An action with its stones. Columns count from 0 (A) in JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// The stone of `column` down `spaces` (at least one).
    Fall { column: u8, spaces: u8 },
    /// The stones of both columns up [`MAT`]`.twin_rise` each.
    TwinRise { columns: [u8; 2] },
    /// The stone of `step` up [`MAT`]`.step`, then the stone of `leap` up [`MAT`]`.leap`.
    StepAndLeap { step: u8, leap: u8 },
    /// The stone of `column` up [`MAT`]`.surge`.
    Surge { column: u8 },
    /// The stone of `column` up as many spaces as the player's pawns on Gather.
    Gather { column: u8 },
}

impl Action {
    pub fn kind(&self) -> ActionKind {
        match self {
            Action::Fall { .. } => ActionKind::Fall,
            Action::TwinRise { .. } => ActionKind::TwinRise,
            Action::StepAndLeap { .. } => ActionKind::StepAndLeap,
            Action::Surge { .. } => ActionKind::Surge,
            Action::Gather { .. } => ActionKind::Gather,
        }
    }

    /// The columns whose stones it moves, in order.
    pub fn columns(&self) -> Vec<u8> {
        match *self {
            Action::Fall { column, .. } | Action::Surge { column } | Action::Gather { column } => {
                vec![column]
            }
            Action::TwinRise { columns } => columns.to_vec(),
            Action::StepAndLeap { step, leap } => vec![step, leap],
        }
    }
}

/// What a power token does, with its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "token", rename_all = "snake_case")]
pub enum TokenUse {
    /// A rise token of `element`: the stone of that element in `column` one space up.
    Rise {
        element: Element,
        column: u8,
    },
    Aether,
    Block {
        action: ActionKind,
    },
    /// Any stone one space down.
    Fall {
        element: Element,
        column: u8,
    },
}

impl TokenUse {
    pub fn token(&self) -> Token {
        match *self {
            TokenUse::Rise { element, .. } => Token::Rise(element),
            TokenUse::Aether => Token::Aether,
            TokenUse::Block { .. } => Token::Block,
            TokenUse::Fall { .. } => Token::Fall,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum When {
    Before,
    After,
}

/// A power token used during a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TokenPlay {
    pub when: When,
    #[serde(rename = "use")]
    pub effect: TokenUse,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Move {
    /// A pawn on an action space, counting as `element`, the action done in full, and
    /// maybe one power token before or after it.
    Turn {
        pawn: Pawn,
        element: Element,
        action: Action,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<TokenPlay>,
    },
    /// No action is possible with any unused pawn, even with a token: `pawn` is spent.
    Pass { pawn: Pawn },
}

impl Game {
    /// Every legal move for the seat to act, appended to `out` (cleared first). A turn
    /// with a wild pawn comes once per element it can name; a pass only when no turn is
    /// possible.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.is_over() {
            return;
        }
        let seat = self.turn;
        let mut actions = Vec::new();
        let mut effects = Vec::new();
        for element in Element::ALL {
            let pawns = self.pawns_for(seat, element);
            if pawns.is_empty() {
                continue;
            }
            self.actions_for(seat, element, &mut actions);
            for &action in &actions {
                for &pawn in &pawns {
                    out.push(Move::Turn {
                        pawn,
                        element,
                        action,
                        token: None,
                    });
                }
                // A token after the action: from the hand as the action leaves it (no
                // need to play it out when the hand is empty and it takes no token).
                let takes = self
                    .stone_steps(element, action, self.gather_reach(seat))
                    .into_iter()
                    .flatten()
                    .any(|(c, to)| self.mark_at(c as usize, to).is_some());
                if !takes && self.hands[seat as usize & 1].is_empty() {
                    continue;
                }
                let mut after = self.clone();
                after.do_action(seat, pawns[0], element, action, &mut Vec::new());
                // A win at once leaves no token after it; an element all on top does
                // (ending A is judged when the turn ends).
                if after.aether_winner().is_some() {
                    continue;
                }
                after.token_uses(seat, &mut effects);
                for &effect in &effects {
                    for &pawn in &pawns {
                        out.push(Move::Turn {
                            pawn,
                            element,
                            action,
                            token: Some(TokenPlay {
                                when: When::After,
                                effect,
                            }),
                        });
                    }
                }
            }
        }
        // A token before the action: the actions as the token leaves the mat.
        self.token_uses(seat, &mut effects);
        for effect in effects.clone() {
            let mut before = self.clone();
            before.do_token(seat, effect, &mut Vec::new());
            for element in Element::ALL {
                let pawns = before.pawns_for(seat, element);
                if pawns.is_empty() {
                    continue;
                }
                before.actions_for(seat, element, &mut actions);
                for &action in &actions {
                    for &pawn in &pawns {
                        out.push(Move::Turn {
                            pawn,
                            element,
                            action,
                            token: Some(TokenPlay {
                                when: When::Before,
                                effect,
                            }),
                        });
                    }
                }
            }
        }
        if out.is_empty() {
            out.extend(self.unused_pawns(seat).map(|pawn| Move::Pass { pawn }));
        }
    }

    /// Whether `seat` could take any turn at all (with a token or without).
    pub fn can_act(&self) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.iter().any(|m| matches!(m, Move::Turn { .. }))
    }

    /// The unused pawns of `seat` that can count as `element`.
    pub(crate) fn pawns_for(&self, seat: Seat, element: Element) -> Vec<Pawn> {
        [Pawn::of(element), Pawn::Wild]
            .into_iter()
            .filter(|p| !self.pawn_used(seat, *p))
            .collect()
    }

    /// Every action `seat` can do in full with stones of `element` (cleared first).
    pub fn actions_for(&self, seat: Seat, element: Element, out: &mut Vec<Action>) {
        out.clear();
        let top = MAT.top;
        let h = |c: usize| self.height(c, element);
        for kind in MAT.actions {
            if self.is_blocked(kind) {
                continue;
            }
            for c in 0..COLUMNS {
                let column = c as u8;
                match kind {
                    ActionKind::Fall => {
                        out.extend((1..=h(c)).map(|spaces| Action::Fall { column, spaces }))
                    }
                    ActionKind::TwinRise => {
                        for d in c + 1..COLUMNS {
                            if h(c) + MAT.twin_rise <= top && h(d) + MAT.twin_rise <= top {
                                out.push(Action::TwinRise {
                                    columns: [column, d as u8],
                                });
                            }
                        }
                    }
                    ActionKind::StepAndLeap => {
                        for d in (0..COLUMNS).filter(|d| *d != c) {
                            if h(c) + MAT.step <= top && h(d) + MAT.leap <= top {
                                out.push(Action::StepAndLeap {
                                    step: column,
                                    leap: d as u8,
                                });
                            }
                        }
                    }
                    ActionKind::Surge => {
                        if h(c) + MAT.surge <= top {
                            out.push(Action::Surge { column });
                        }
                    }
                    ActionKind::Gather => {
                        if h(c) + self.gather_reach(seat) <= top {
                            out.push(Action::Gather { column });
                        }
                    }
                }
            }
        }
    }

    /// How far Gather would move a stone: the seat's pawns on it, the new one included.
    pub fn gather_reach(&self, seat: Seat) -> u8 {
        let on = self.spaces[seat as usize & 1][ActionKind::Gather.space()].len();
        u8::try_from(on + 1).unwrap_or(u8::MAX)
    }

    /// Every possible use of a token `seat` holds (cleared first).
    pub fn token_uses(&self, seat: Seat, out: &mut Vec<TokenUse>) {
        out.clear();
        let hand = &self.hands[seat as usize & 1];
        for kind in Token::KINDS {
            if !hand.contains(&kind) {
                continue;
            }
            match kind {
                Token::Rise(element) => out.extend(
                    (0..COLUMNS)
                        .filter(|c| self.height(*c, element) < MAT.top)
                        .map(|c| TokenUse::Rise {
                            element,
                            column: c as u8,
                        }),
                ),
                Token::Aether => out.push(TokenUse::Aether),
                Token::Block => out.extend(
                    MAT.actions
                        .into_iter()
                        .filter(|a| !self.is_blocked(*a))
                        .map(|action| TokenUse::Block { action }),
                ),
                Token::Fall => {
                    for c in 0..COLUMNS {
                        for element in Element::ALL {
                            if self.height(c, element) > 0 {
                                out.push(TokenUse::Fall {
                                    element,
                                    column: c as u8,
                                });
                            }
                        }
                    }
                }
            }
        }
    }
}
