//! `Game::apply`: a turn from the token before to the token after, the end of the turn,
//! the end of the round and the end of the game. Every step is checked before it is
//! carried out, on a copy that replaces the game only when the whole move was legal.

use super::error::MoveError;
use super::events::{AetherCause, Event};
use super::mat::{column_name, Element, COLUMNS, MAT};
use super::moves::{Action, Move, TokenPlay, TokenUse, When};
use super::state::{Game, Outcome, Pawn, Seat, WinReason};

impl Game {
    /// The game after `mv`, and what happened; an illegal move changes nothing.
    pub fn apply(&self, mv: Move) -> Result<(Game, Vec<Event>), MoveError> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.play(mv, &mut events)?;
        Ok((next, events))
    }

    /// Plays `mv` here, appending its events; an illegal move changes nothing.
    pub fn apply_in_place(&mut self, mv: Move, events: &mut Vec<Event>) -> Result<(), MoveError> {
        let mut next = self.clone();
        let start = events.len();
        match next.play(mv, events) {
            Ok(()) => {
                *self = next;
                Ok(())
            }
            Err(e) => {
                events.truncate(start);
                Err(e)
            }
        }
    }

    /// Carries out `mv` step by step; on an error the game is half played and must be
    /// thrown away (the callers play on a copy).
    fn play(&mut self, mv: Move, events: &mut Vec<Event>) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let seat = self.turn;
        match mv {
            Move::Pass { pawn } => {
                if self.pawn_used(seat, pawn) {
                    return Err(MoveError::PawnUsed { pawn });
                }
                if self.can_act() {
                    return Err(MoveError::MustAct {
                        hint: self.act_hint(),
                    });
                }
                self.passed[seat as usize].push(pawn);
                events.push(Event::Passed { seat, pawn });
                self.end_turn(seat, events);
                Ok(())
            }
            Move::Turn {
                pawn,
                element,
                action,
                token,
            } => {
                if let Some(TokenPlay {
                    when: When::Before,
                    effect,
                }) = token
                {
                    self.check_token(seat, effect)?;
                    self.do_token(seat, effect, events);
                    self.last = Some(seat);
                    if self.aether_winner().is_some() {
                        // The game ends with the token; the action named must still be legal.
                        self.check_action(seat, pawn, element, action)?;
                        self.finish(events);
                        return Ok(());
                    }
                }
                self.check_action(seat, pawn, element, action)?;
                self.do_action(seat, pawn, element, action, events);
                self.last = Some(seat);
                // Only a win at once (the last moon) forbids a token after the action;
                // four stones of an element on top win only if they still are when the
                // turn ends, after the token (`aetherium-readings.md`, "An action that
                // won").
                let won_at_once = self.aether_winner().is_some();
                if let Some(TokenPlay {
                    when: When::After,
                    effect,
                }) = token
                {
                    if won_at_once {
                        return Err(MoveError::TokenAfterWin);
                    }
                    self.check_token(seat, effect)?;
                    self.do_token(seat, effect, events);
                }
                if self.aether_winner().is_some() {
                    self.finish(events);
                    return Ok(());
                }
                if let Some(element) = self.element_on_top() {
                    self.end(seat, WinReason::Elements { element }, events);
                    return Ok(());
                }
                self.end_turn(seat, events);
                Ok(())
            }
        }
    }

    fn act_hint(&self) -> String {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
            .first()
            .map(|m| format!(", for example `{}`", super::notation::format_move(m)))
            .unwrap_or_default()
    }

    /// Whether `seat` may put `pawn` on `action`'s space counting as `element` and do it
    /// in full.
    pub fn check_action(
        &self,
        seat: Seat,
        pawn: Pawn,
        element: Element,
        action: Action,
    ) -> Result<(), MoveError> {
        if self.pawn_used(seat, pawn) {
            return Err(MoveError::PawnUsed { pawn });
        }
        if pawn.element().is_some_and(|e| e != element) {
            return Err(MoveError::WrongElement { pawn, element });
        }
        let kind = action.kind();
        if self.is_blocked(kind) {
            return Err(MoveError::Blocked { action: kind });
        }
        for column in action.columns() {
            if column as usize >= COLUMNS {
                return Err(MoveError::NoSuchColumn { column });
            }
        }
        let up = |column: u8, by: u8| -> Result<(), MoveError> {
            if self.height(column as usize, element) as u32 + by as u32 > MAT.top as u32 {
                return Err(MoveError::PastTop {
                    element,
                    column: column_name(column as usize),
                });
            }
            Ok(())
        };
        match action {
            Action::Fall { column, spaces } => {
                if spaces == 0 {
                    return Err(MoveError::NoDistance { action: kind });
                }
                if self.height(column as usize, element) < spaces {
                    return Err(MoveError::PastBottom {
                        element,
                        column: column_name(column as usize),
                    });
                }
                Ok(())
            }
            Action::TwinRise { columns: [a, b] } => {
                if a == b {
                    return Err(MoveError::SameStone { action: kind });
                }
                up(a, MAT.twin_rise)?;
                up(b, MAT.twin_rise)
            }
            Action::StepAndLeap { step, leap } => {
                if step == leap {
                    return Err(MoveError::SameStone { action: kind });
                }
                up(step, MAT.step)?;
                up(leap, MAT.leap)
            }
            Action::Surge { column } => up(column, MAT.surge),
            Action::Gather { column } => up(column, self.gather_reach(seat)),
        }
    }

    /// Places the pawn and moves the stones of a checked action.
    pub(crate) fn do_action(
        &mut self,
        seat: Seat,
        pawn: Pawn,
        element: Element,
        action: Action,
        events: &mut Vec<Event>,
    ) {
        let kind = action.kind();
        let reach = self.gather_reach(seat);
        self.spaces[seat as usize][kind.space()].push(pawn);
        events.push(Event::PawnPlaced {
            seat,
            pawn,
            element,
            action: kind,
        });
        let steps = self.stone_steps(element, action, reach);
        for (column, to) in steps.into_iter().flatten() {
            self.move_stone(seat, column, element, to, events);
        }
    }

    /// Where a checked action takes its stones, in order: `(column, space)`. `reach` is
    /// how far Gather goes.
    pub(crate) fn stone_steps(
        &self,
        element: Element,
        action: Action,
        reach: u8,
    ) -> [Option<(u8, u8)>; 2] {
        let h = |column: u8| self.height(column as usize, element);
        match action {
            Action::Fall { column, spaces } => [Some((column, h(column) - spaces)), None],
            Action::TwinRise { columns: [a, b] } => [
                Some((a, h(a) + MAT.twin_rise)),
                Some((b, h(b) + MAT.twin_rise)),
            ],
            Action::StepAndLeap { step, leap } => [
                Some((step, h(step) + MAT.step)),
                Some((leap, h(leap) + MAT.leap)),
            ],
            Action::Surge { column } => [Some((column, h(column) + MAT.surge)), None],
            Action::Gather { column } => [Some((column, h(column) + reach)), None],
        }
    }

    /// Whether `seat` holds the token and its effect can be carried out.
    pub fn check_token(&self, seat: Seat, effect: TokenUse) -> Result<(), MoveError> {
        let token = effect.token();
        if !self.hands[seat as usize].contains(&token) {
            return Err(MoveError::TokenNotHeld { token });
        }
        let column_ok = |column: u8| {
            if column as usize >= COLUMNS {
                Err(MoveError::NoSuchColumn { column })
            } else {
                Ok(())
            }
        };
        match effect {
            TokenUse::Rise { element, column } => {
                column_ok(column)?;
                if self.height(column as usize, element) >= MAT.top {
                    return Err(MoveError::PastTop {
                        element,
                        column: column_name(column as usize),
                    });
                }
            }
            TokenUse::Fall { element, column } => {
                column_ok(column)?;
                if self.height(column as usize, element) == 0 {
                    return Err(MoveError::PastBottom {
                        element,
                        column: column_name(column as usize),
                    });
                }
            }
            TokenUse::Block { action } => {
                if self.is_blocked(action) {
                    return Err(MoveError::AlreadyBlocked { action });
                }
            }
            TokenUse::Aether => {}
        }
        Ok(())
    }

    /// Uses a checked token: out of the hand, its effect carried out.
    pub(crate) fn do_token(&mut self, seat: Seat, effect: TokenUse, events: &mut Vec<Event>) {
        let token = effect.token();
        let hand = &mut self.hands[seat as usize];
        if let Some(i) = hand.iter().position(|t| *t == token) {
            hand.remove(i);
        }
        events.push(Event::TokenUsed { seat, token });
        match effect {
            TokenUse::Rise { element, column } => {
                let from = self.height(column as usize, element);
                self.used.push(token);
                self.move_stone(seat, column, element, from + 1, events);
            }
            TokenUse::Fall { element, column } => {
                let from = self.height(column as usize, element);
                self.used.push(token);
                self.move_stone(seat, column, element, from - 1, events);
            }
            TokenUse::Aether => {
                self.used.push(token);
                self.move_aether(seat, AetherCause::Token, events);
            }
            TokenUse::Block { action } => {
                self.blocked[action.space()] = true;
                events.push(Event::ActionBlocked { seat, action });
            }
        }
    }

    /// A stone moved by `seat`: it takes the token where it stops, and moves the Aether
    /// token when it reaches the top.
    fn move_stone(
        &mut self,
        seat: Seat,
        column: u8,
        element: Element,
        to: u8,
        events: &mut Vec<Event>,
    ) {
        let c = column as usize;
        let from = self.stones[c][element.index()];
        self.stones[c][element.index()] = to;
        events.push(Event::StoneMoved {
            column,
            element,
            from,
            to,
        });
        if let Some(i) = MAT.mark_index(c, to) {
            if let Some(token) = self.marks[i].take() {
                self.hands[seat as usize].push(token);
                events.push(Event::TokenTaken {
                    seat,
                    token,
                    column,
                    space: to,
                });
            }
        }
        if to == MAT.top && from != MAT.top {
            self.move_aether(seat, AetherCause::Top, events);
        }
    }

    /// One step of the Aether token towards `seat`: off the centre the first time, never
    /// back onto it, never past the last moon.
    pub(crate) fn move_aether(&mut self, seat: Seat, cause: AetherCause, events: &mut Vec<Event>) {
        let step: i8 = if seat == 0 { 1 } else { -1 };
        let from = self.aether;
        let mut to = from + step;
        if to == 0 {
            to += step;
        }
        let to = to.clamp(-MAT.moons, MAT.moons);
        if to == from {
            return;
        }
        self.aether = to;
        events.push(Event::AetherMoved {
            from,
            to,
            towards: seat,
            cause,
        });
    }

    /// The Aether token reached a last moon: its player wins.
    pub(super) fn finish(&mut self, events: &mut Vec<Event>) {
        if let Some(winner) = self.aether_winner() {
            self.end(winner, WinReason::Aether, events);
        }
    }

    pub(super) fn end(&mut self, winner: Seat, reason: WinReason, events: &mut Vec<Event>) {
        let outcome = Outcome { winner, reason };
        self.outcome = Some(outcome);
        events.push(Event::GameEnded { outcome });
    }
}
