//! The order of a turn: lost turn, surrender, roll (move or card), battle, recruit; the end
//! of a round and the round limit. Every die comes from the game's seed.

use rand::Rng;

use super::cards::Card;
use super::events::Event;
use super::map::map;
use super::numbers::{CARD_ROLL, FACES, ROUND_LIMIT};
use super::side::Side;
use super::state::{Ending, Game, Outcome, Phase};
use super::units::Units;

impl Game {
    /// One die: the next one dictated, else the random source's.
    pub(crate) fn die(&mut self) -> u8 {
        match self.dictated.pop() {
            Some(face) => face,
            None => self.dice.random_range(1..=FACES),
        }
    }

    /// Two dice.
    pub(crate) fn two_dice(&mut self) -> [u8; 2] {
        [self.die(), self.die()]
    }

    /// Starts `side`'s turn: lost turns are skipped whole; then surrender is offered, or
    /// the dice are rolled at once.
    pub(crate) fn begin_turn(&mut self, side: Side, events: &mut Vec<Event>) {
        let mut side = side;
        loop {
            if self.is_over() {
                return;
            }
            self.turn = side;
            self.offers = std::mem::take(&mut self.assaulted);
            self.moved.iter_mut().for_each(|u| *u = Units::NONE);
            self.recruited.clear();
            self.forbidden.clear();
            self.roll = None;
            self.sabotaged = false;
            events.push(Event::TurnBegan {
                side,
                round: self.round,
            });
            if self.lost_turns[side.index()] > 0 {
                self.lost_turns[side.index()] -= 1;
                self.offers.clear();
                events.push(Event::TurnLost { side });
                self.finish_turn(events);
                if self.is_over() {
                    return;
                }
                side = side.other();
                continue;
            }
            if self.sabotage[side.index()] > 0 {
                self.sabotage[side.index()] -= 1;
                self.sabotaged = true;
                events.push(Event::Sabotaged { side });
            }
            self.phase = Phase::Surrender;
            self.settle(events);
            return;
        }
    }

    /// The dice of step 3: a move of up to the roll, or a card.
    pub(crate) fn roll_dice(&mut self, events: &mut Vec<Event>) {
        let side = self.turn;
        let dice = self.two_dice();
        self.roll = Some(dice);
        events.push(Event::Rolled { side, dice });
        if dice[0] + dice[1] == CARD_ROLL {
            self.draw_card(events);
        } else {
            self.phase = Phase::Move {
                left: dice[0] + dice[1],
            };
        }
    }

    /// The top card, drawn and carried out at once (reshuffling the discards if needed).
    fn draw_card(&mut self, events: &mut Vec<Event>) {
        let side = self.turn;
        if self.deck.is_empty() {
            let mut deck = std::mem::take(&mut self.discards);
            rand::seq::SliceRandom::shuffle(deck.as_mut_slice(), &mut self.dice);
            self.deck = deck;
            events.push(Event::Reshuffled);
        }
        self.phase = Phase::Battle;
        let Some(card) = self.deck.pop() else {
            return;
        };
        self.discards.push(card);
        events.push(Event::CardDrawn { side, card });
        match card {
            Card::ForeignAid(n) | Card::NewRecruits(n) => {
                let on = self.on_board(side);
                let room = (super::numbers::MAX_ARMIES - on.armies.min(super::numbers::MAX_ARMIES))
                    + (super::numbers::MAX_CAVALRY - on.cavalry.min(super::numbers::MAX_CAVALRY));
                let raised = n.min(room);
                if raised < n {
                    events.push(Event::NotRaised {
                        side,
                        count: n - raised,
                    });
                }
                self.phase = Phase::Reinforce { left: raised };
            }
            Card::InternalImprovement => {
                if self.buildable(side).is_empty() {
                    events.push(Event::NoSite { side });
                } else {
                    self.phase = Phase::Build;
                }
            }
            Card::Mutiny(n) => {
                let left = (n as u32).min(self.on_board(side).total()) as u8;
                self.phase = Phase::Mutiny { left };
            }
            Card::Revolt => self.lose_turn(side, events),
            Card::Scandal(who) => self.lose_turn(who, events),
            Card::Sabotage => {
                self.sabotage[side.index()] += 1;
                events.push(Event::SabotagePending {
                    side,
                    pending: self.sabotage[side.index()],
                });
            }
        }
    }

    fn lose_turn(&mut self, side: Side, events: &mut Vec<Event>) {
        self.lost_turns[side.index()] += 1;
        events.push(Event::TurnToLose {
            side,
            pending: self.lost_turns[side.index()],
        });
    }

    /// Moves past every step that offers nothing to do, so that no step can leave the game
    /// stuck; rolls the dice when no surrender is on offer.
    pub(crate) fn settle(&mut self, events: &mut Vec<Event>) {
        loop {
            if self.is_over() {
                self.phase = Phase::Over;
                return;
            }
            let side = self.turn;
            match self.phase {
                Phase::Surrender if self.surrender_offers().is_empty() => self.roll_dice(events),
                Phase::Move { left } if left == 0 || !self.can_move(side) => {
                    self.phase = Phase::Battle
                }
                Phase::Reinforce { left }
                    if left == 0 || !(self.box_has(side, false) || self.box_has(side, true)) =>
                {
                    self.phase = Phase::Battle
                }
                Phase::Mutiny { left } if left == 0 || self.on_board(side).is_empty() => {
                    self.phase = Phase::Battle
                }
                Phase::Build if self.buildable(side).is_empty() => self.phase = Phase::Battle,
                Phase::Battle if !self.can_assault(side) => self.phase = Phase::Recruit,
                Phase::Recruit if self.sabotaged || !self.can_recruit(side) => {
                    self.finish_turn(events);
                    if self.is_over() {
                        continue;
                    }
                    return self.begin_turn(side.other(), events);
                }
                _ => return,
            }
        }
    }

    fn can_move(&self, side: Side) -> bool {
        map().tile_ids().any(|t| {
            let have = self.unmoved(side, t);
            !have.is_empty() && !self.reach(side, t, false).is_empty()
        })
    }

    fn can_assault(&self, side: Side) -> bool {
        map()
            .tile_ids()
            .any(|t| !self.targets_from(side, t).is_empty())
    }

    fn can_recruit(&self, side: Side) -> bool {
        (self.box_has(side, false) || self.box_has(side, true))
            && self.cities_of(side).any(|s| !self.recruited.contains(&s))
    }

    /// Ends the active side's turn (played or lost); after the Kingdom's, the round.
    pub(crate) fn finish_turn(&mut self, events: &mut Vec<Event>) {
        events.push(Event::TurnEnded { side: self.turn });
        if self.turn == Side::Kingdom {
            if self.round >= ROUND_LIMIT {
                let winner = self.round_limit_winner();
                self.end(winner, Ending::RoundLimit, events);
            } else {
                self.round += 1;
            }
        }
    }

    /// After round 40: leader at home beats leader in exile; then more cities; then more
    /// units on the board; else a draw.
    pub fn round_limit_winner(&self) -> Option<Side> {
        let [r, k] = Side::BOTH;
        let keys = |s: Side| {
            (
                self.leader_home(s),
                self.cities_of(s).count(),
                self.on_board(s).total(),
            )
        };
        match keys(r).cmp(&keys(k)) {
            std::cmp::Ordering::Greater => Some(r),
            std::cmp::Ordering::Less => Some(k),
            std::cmp::Ordering::Equal => None,
        }
    }

    pub(crate) fn end(&mut self, winner: Option<Side>, ending: Ending, events: &mut Vec<Event>) {
        if self.is_over() {
            return;
        }
        let outcome = Outcome { winner, ending };
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        self.clear_turn();
        events.push(Event::Over { outcome });
    }

    /// A finished game keeps nothing of the turn it ended in: no roll, no units moved,
    /// nothing assaulted, on offer, closed or recruited (the events tell what happened).
    fn clear_turn(&mut self) {
        self.roll = None;
        self.moved.iter_mut().for_each(|u| *u = Units::NONE);
        self.assaulted.clear();
        self.offers.clear();
        self.forbidden.clear();
        self.recruited.clear();
        self.sabotaged = false;
    }
}
