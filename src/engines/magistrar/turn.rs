//! `Game::apply`: a move checked completely, then played; the scoring of a duel, the next
//! duel, the end of a game and of a Grand Mage match.

use super::arena::Arena;
use super::error::MoveError;
use super::events::Event;
use super::moves::{facing_super, free_ordinary, identical, Move, Placement};
use super::numbers::{LAST_DUEL, MATCH_GAMES, MATCH_WINS, MAX_GOLDEN, ROCKS};
use super::pieces::{Energy, Mage, Strength, Token};
use super::scoring::{self, duel_counts, duel_winner, game_result, Encounter, TrackMove};
use super::state::{DuelRecord, Game, Phase};

impl Game {
    /// Plays `mv` on a copy: the new state and what happened, or why the move is illegal
    /// (and nothing changed).
    pub fn apply(&self, mv: Move) -> Result<(Game, Vec<Event>), MoveError> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.apply_in_place(mv, &mut events)?;
        Ok((next, events))
    }

    /// Plays `mv`, appending what happened to `events`. The move is checked completely
    /// first: an illegal move changes nothing.
    pub fn apply_in_place(&mut self, mv: Move, events: &mut Vec<Event>) -> Result<(), MoveError> {
        self.check(mv)?;
        let Some(mut arena) = self.arena else {
            return Err(MoveError::GameOver);
        };
        match (mv, self.phase) {
            (Move::Place { pawns }, Phase::Place { mage }) => {
                for (rock, pawn) in pawns.iter().enumerate() {
                    if let Some(s) = pawn {
                        self.pawns[mage.index()].take(*s);
                        arena.pawns[mage.index()][rock] = Some(*s);
                    }
                }
                self.arena = Some(arena);
                events.push(Event::Placed { mage, pawns });
                if self.is_starting(mage) {
                    self.phase = Phase::Place { mage: mage.other() };
                } else {
                    self.resolve_from(0, events);
                }
            }
            (
                Move::Pawn {
                    encounter,
                    strength,
                },
                Phase::Open { mage } | Phase::Answer { mage, .. },
            ) => {
                let rock = encounter as usize - 1;
                self.pawns[mage.index()].take(strength);
                arena.pawns[mage.index()][rock] = Some(strength);
                self.arena = Some(arena);
                events.push(Event::PawnPlaced {
                    mage,
                    encounter,
                    strength,
                });
                match self.phase {
                    Phase::Open { .. } if !arena.is_super_encounter(rock) => {
                        self.phase = Phase::Answer {
                            mage: mage.other(),
                            encounter,
                        }
                    }
                    // After an answer the answerer opens; after a pawn facing a super
                    // energy the other mage is due.
                    Phase::Answer { .. } => self.next_in_last_duel(mage, events),
                    _ => self.next_in_last_duel(mage.other(), events),
                }
            }
            (Move::Steer { toward }, Phase::Steer { mage, encounter }) => {
                let rock = encounter as usize - 1;
                if let Encounter::Won {
                    track: TrackMove::Choose(steps),
                    ..
                } = scoring::encounter(&arena, rock)
                {
                    self.move_scoring_pawn(mage, toward, steps, events);
                }
                self.resolve_from(rock + 1, events);
            }
            _ => return Err(self.not_now()),
        }
        Ok(())
    }

    /// Checks `mv` against the state without changing anything.
    pub fn check(&self, mv: Move) -> Result<(), MoveError> {
        let Some(arena) = &self.arena else {
            return Err(MoveError::GameOver);
        };
        match (mv, self.phase) {
            (_, Phase::Over) => Err(MoveError::GameOver),
            (Move::Place { pawns }, Phase::Place { mage }) => {
                self.check_placement(arena, mage, &pawns)
            }
            (
                Move::Pawn {
                    encounter,
                    strength,
                },
                Phase::Open { mage },
            ) => {
                let rock = self.own_free_rock(arena, mage, encounter)?;
                if !free_ordinary(arena).is_empty() {
                    if arena.is_super_encounter(rock) {
                        return Err(MoveError::SuperEncounterLast { encounter });
                    }
                } else if !facing_super(arena, mage).contains(&rock) {
                    return Err(MoveError::NotFacingSuper { encounter });
                }
                self.check_in_hand(mage, strength, 1)
            }
            (
                Move::Pawn {
                    encounter,
                    strength,
                },
                Phase::Answer {
                    mage,
                    encounter: due,
                },
            ) => {
                if encounter != due {
                    return Err(MoveError::MustAnswer { encounter: due });
                }
                if !(1..=ROCKS as u8).contains(&encounter) {
                    return Err(MoveError::NoSuchRock { encounter });
                }
                self.check_in_hand(mage, strength, 1)?;
                if self.answers(arena, mage, encounter).contains(&strength) {
                    Ok(())
                } else {
                    Err(MoveError::MustDiffer {
                        encounter,
                        strength,
                    })
                }
            }
            (Move::Steer { .. }, Phase::Steer { encounter, .. }) => {
                // Only a damaged state names another rock (validation refuses it).
                if (1..=ROCKS as u8).contains(&encounter) {
                    Ok(())
                } else {
                    Err(MoveError::NoSuchRock { encounter })
                }
            }
            _ => Err(self.not_now()),
        }
    }

    fn not_now(&self) -> MoveError {
        let (mage, expected) = match self.phase {
            Phase::Place { mage } => (mage, "place all their spell pawns for the duel"),
            Phase::Open { mage } => (mage, "place one spell pawn on a free rock"),
            Phase::Answer { mage, .. } => (mage, "answer the pawn just placed"),
            Phase::Steer { mage, .. } => (mage, "choose light or dark for their super energy"),
            Phase::Over => return MoveError::GameOver,
        };
        MoveError::NotNow {
            mage,
            expected: expected.to_string(),
        }
    }

    fn own_free_rock(&self, arena: &Arena, mage: Mage, encounter: u8) -> Result<usize, MoveError> {
        let rock = (encounter as usize)
            .checked_sub(1)
            .filter(|r| *r < ROCKS)
            .ok_or(MoveError::NoSuchRock { encounter })?;
        if !arena.takes_pawn(mage, rock) {
            return Err(MoveError::PawnOnSuper { encounter });
        }
        if arena.pawn(mage, rock).is_some() {
            return Err(MoveError::RockTaken { encounter });
        }
        Ok(rock)
    }

    fn check_in_hand(&self, mage: Mage, strength: Strength, wanted: u8) -> Result<(), MoveError> {
        let have = self.pawns[mage.index()].get(strength);
        if wanted > have {
            return Err(MoveError::NotEnoughPawns {
                strength,
                have,
                wanted,
            });
        }
        Ok(())
    }

    fn check_placement(
        &self,
        arena: &Arena,
        mage: Mage,
        pawns: &Placement,
    ) -> Result<(), MoveError> {
        for (rock, pawn) in pawns.iter().enumerate() {
            let encounter = rock as u8 + 1;
            match (arena.takes_pawn(mage, rock), pawn) {
                (true, None) => return Err(MoveError::MissingPawn { encounter }),
                (false, Some(_)) => return Err(MoveError::PawnOnSuper { encounter }),
                _ => {}
            }
        }
        for strength in Strength::ALL {
            let wanted = pawns.iter().filter(|p| **p == Some(strength)).count() as u8;
            self.check_in_hand(mage, strength, wanted)?;
        }
        if self.is_starting(mage) {
            return Ok(());
        }
        let made = identical(arena, mage, pawns);
        if made == 0 {
            return Ok(());
        }
        let mut all = Vec::new();
        super::moves::placements(arena, mage, self.pawns[mage.index()], &mut all);
        let fewest = all
            .iter()
            .map(|p| identical(arena, mage, p))
            .min()
            .unwrap_or(0);
        if made <= fewest {
            return Ok(());
        }
        // Name the rock when one pawn is the whole trouble, as in the common case.
        if made == 1 {
            if let Some(rock) =
                (0..ROCKS).find(|&r| pawns[r].is_some() && pawns[r] == arena.pawn(mage.other(), r))
            {
                if let Some(strength) = pawns[rock] {
                    return Err(MoveError::MustDiffer {
                        encounter: rock as u8 + 1,
                        strength,
                    });
                }
            }
        }
        Err(MoveError::TooManyIdentical {
            identical: made,
            fewest,
        })
    }

    /// Duel 5: who places next, `due` first; scoring once every pawn is down.
    fn next_in_last_duel(&mut self, due: Mage, events: &mut Vec<Event>) {
        let Some(arena) = self.arena else { return };
        if !free_ordinary(&arena).is_empty() {
            self.phase = Phase::Open { mage: due };
            return;
        }
        for mage in [due, due.other()] {
            if !facing_super(&arena, mage).is_empty() {
                self.phase = Phase::Open { mage };
                return;
            }
        }
        self.resolve_from(0, events);
    }

    fn move_scoring_pawn(
        &mut self,
        mage: Mage,
        toward: Energy,
        steps: u8,
        events: &mut Vec<Event>,
    ) {
        let from = self.track[mage.index()];
        let to = scoring::step(from, toward, steps);
        self.track[mage.index()] = to;
        events.push(Event::TrackMoved {
            mage,
            toward,
            from,
            to,
        });
    }

    /// Scores the encounters from `rock` on, stopping when a super energy's owner must
    /// choose a way; then the duel.
    fn resolve_from(&mut self, rock: usize, events: &mut Vec<Event>) {
        let Some(arena) = self.arena else { return };
        for r in rock..ROCKS {
            let encounter = r as u8 + 1;
            match scoring::encounter(&arena, r) {
                Encounter::Won {
                    mage, token, track, ..
                } => {
                    events.push(Event::EncounterWon {
                        encounter,
                        mage,
                        token,
                    });
                    match track {
                        TrackMove::Toward(energy) => {
                            self.move_scoring_pawn(mage, energy, 1, events)
                        }
                        TrackMove::Choose(steps) => {
                            events.push(Event::SteerAsked {
                                mage,
                                encounter,
                                steps,
                            });
                            self.phase = Phase::Steer { mage, encounter };
                            return;
                        }
                    }
                }
                Encounter::Identical => events.push(Event::EncounterIdentical { encounter }),
                Encounter::SupersTied => events.push(Event::SupersTied { encounter }),
                // Only a damaged state gets here (validation refuses it): score nothing.
                Encounter::Unplayed => {}
            }
        }
        self.end_duel(arena, events);
    }

    fn end_duel(&mut self, arena: Arena, events: &mut Vec<Event>) {
        let encounters = duel_counts(&arena);
        let winner = duel_winner(encounters);
        events.push(Event::DuelEnded {
            duel: self.duel,
            encounters,
            winner,
        });
        self.duels.push(DuelRecord { arena, winner });
        self.arena = None;
        if self.duel >= LAST_DUEL {
            self.end_game(events);
        } else {
            self.duel += 1;
            self.starting = self.starting.other();
            self.begin_duel(events);
        }
    }

    /// Draws six tokens for each mage, rock 1 first, and opens the fight.
    pub(crate) fn begin_duel(&mut self, events: &mut Vec<Event>) {
        let mut tokens = [[Token::Super; ROCKS]; 2];
        for mage in Mage::BOTH {
            for slot in tokens[mage.index()].iter_mut() {
                // A validated state always has six tokens per duel left; a super energy
                // (which takes no pawn) keeps a damaged one from getting stuck.
                *slot = self.bags[mage.index()].pop().unwrap_or(Token::Super);
            }
        }
        self.arena = Some(Arena::new(tokens));
        events.push(Event::DuelBegan {
            duel: self.duel,
            starting: self.starting,
            tokens,
        });
        if self.duel >= LAST_DUEL {
            self.next_in_last_duel(self.starting, events);
        } else {
            self.phase = Phase::Place {
                mage: self.starting,
            };
        }
    }

    fn end_game(&mut self, events: &mut Vec<Event>) {
        let result = game_result(self.track, self.markers());
        events.push(Event::GameEnded {
            game: self.game_number() as u8,
            result,
        });
        self.games.push(result);
        let wins = scoring::wins(&self.games);
        let decided = !self.options.grand_mage
            || wins.iter().any(|w| *w >= MATCH_WINS)
            || self.games.len() >= MATCH_GAMES as usize;
        if decided {
            let winner = if self.options.grand_mage {
                duel_winner(wins)
            } else {
                result.winner
            };
            let outcome = scoring::Outcome {
                winner,
                last_game: result,
                wins,
            };
            self.outcome = Some(outcome);
            self.phase = Phase::Over;
            events.push(Event::Over { outcome });
            return;
        }
        if let Some(loser) = result.winner.map(Mage::other) {
            if self.goldens[loser.index()] < MAX_GOLDEN {
                self.goldens[loser.index()] += 1;
                events.push(Event::GoldenAdded { mage: loser });
            }
        }
        self.start_game();
        events.push(Event::GameBegan {
            game: self.game_number() as u8,
            starting: self.starting,
        });
        self.begin_duel(events);
    }
}
