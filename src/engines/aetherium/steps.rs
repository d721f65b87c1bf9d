//! A turn chosen step by step, as a panel asks for it: maybe a power token first, then the
//! pawn (and the wild pawn's element), the action space, the stones, maybe a token after.
//! Each step offers only what some whole legal turn goes on to: nothing can be chosen that
//! cannot be done in full.

use super::mat::{ActionKind, Element};
use super::moves::{Action, Move, TokenPlay, TokenUse, When};
use super::state::{Game, Pawn};

/// The choices made so far; `None` is "not chosen yet", except `before`, where `None`
/// is "no token before the action".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Partial {
    pub before: Option<TokenUse>,
    pub pawn: Option<Pawn>,
    pub element: Option<Element>,
    pub kind: Option<ActionKind>,
    pub action: Option<Action>,
}

impl Partial {
    /// Whether `mv` is a turn that agrees with every choice made.
    pub fn admits(&self, mv: &Move) -> bool {
        let Move::Turn {
            pawn,
            element,
            action,
            token,
        } = mv
        else {
            return false;
        };
        let before = token.filter(|t| t.when == When::Before).map(|t| t.effect);
        before == self.before
            && self.pawn.is_none_or(|p| p == *pawn)
            && self.element.is_none_or(|e| e == *element)
            && self.kind.is_none_or(|k| k == action.kind())
            && self.action.is_none_or(|a| a == *action)
    }
}

fn push_new<T: PartialEq>(out: &mut Vec<T>, item: T) {
    if !out.contains(&item) {
        out.push(item);
    }
}

impl Game {
    /// The legal turns that agree with `partial`.
    pub fn turns_matching(&self, partial: &Partial) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.retain(|m| partial.admits(m));
        moves
    }

    /// The tokens that can be used before the action (each leaves some action possible).
    pub fn tokens_before(&self) -> Vec<TokenUse> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut out = Vec::new();
        for m in &moves {
            if let Move::Turn {
                token:
                    Some(TokenPlay {
                        when: When::Before,
                        effect,
                    }),
                ..
            } = m
            {
                push_new(&mut out, *effect);
            }
        }
        out
    }

    /// The pawns that can still be played, given the choices so far.
    pub fn pawn_choices(&self, partial: &Partial) -> Vec<Pawn> {
        self.collect(partial, |m| match m {
            Move::Turn { pawn, .. } => Some(*pawn),
            Move::Pass { .. } => None,
        })
    }

    /// The elements the chosen pawn can count as (one unless it is the wild pawn).
    pub fn element_choices(&self, partial: &Partial) -> Vec<Element> {
        self.collect(partial, |m| match m {
            Move::Turn { element, .. } => Some(*element),
            Move::Pass { .. } => None,
        })
    }

    /// The action spaces that can be done in full, in the mat's order.
    pub fn action_choices(&self, partial: &Partial) -> Vec<ActionKind> {
        self.collect(partial, |m| match m {
            Move::Turn { action, .. } => Some(action.kind()),
            Move::Pass { .. } => None,
        })
    }

    /// The stones the chosen action can move.
    pub fn stone_choices(&self, partial: &Partial) -> Vec<Action> {
        self.collect(partial, |m| match m {
            Move::Turn { action, .. } => Some(*action),
            Move::Pass { .. } => None,
        })
    }

    /// The tokens that can be used after the chosen action (none if a token came before).
    pub fn tokens_after(&self, partial: &Partial) -> Vec<TokenUse> {
        self.collect(partial, |m| match m {
            Move::Turn {
                token:
                    Some(TokenPlay {
                        when: When::After,
                        effect,
                    }),
                ..
            } => Some(*effect),
            _ => None,
        })
    }

    fn collect<T: PartialEq>(
        &self,
        partial: &Partial,
        pick: impl Fn(&Move) -> Option<T>,
    ) -> Vec<T> {
        let mut out = Vec::new();
        for m in self.turns_matching(partial) {
            if let Some(item) = pick(&m) {
                push_new(&mut out, item);
            }
        }
        out
    }
}
