//! `Game::validate`: whether a state from outside (the engine protocol, a database row) is
//! one a game can reach. Each check names the rule it finds broken; no state that
//! deserializes makes it panic.

use thiserror::Error;

use super::moves::{facing_super, free_ordinary};
use super::numbers::{
    BAG_TOKENS, DUELS, LAST_DUEL, MATCH_GAMES, MATCH_WINS, MAX_GOLDEN, ROCKS, TRACK_MAX,
};
use super::pieces::{count_tokens, Mage, Pawns, Token, TokenCounts};
use super::scoring::{self, duel_counts, duel_winner, game_result, Encounter, Outcome, TrackMove};
use super::setup::{bag_contents, check_options};
use super::state::{Arena, Game, Phase};

/// The rule a state breaks, in words.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct InvalidState(pub String);

fn broken<T>(message: impl Into<String>) -> Result<T, InvalidState> {
    Err(InvalidState(message.into()))
}

impl Game {
    pub fn validate(&self) -> Result<(), InvalidState> {
        check_options(self.options).map_err(|e| InvalidState(e.to_string()))?;
        self.validate_match()?;
        self.validate_track()?;
        self.validate_duels()?;
        for mage in Mage::BOTH {
            self.validate_tokens(mage)?;
            self.validate_pawns(mage)?;
        }
        match (&self.arena, self.phase) {
            (None, _) | (_, Phase::Over) => self.validate_end(),
            (Some(arena), phase) => {
                if self.outcome.is_some() {
                    return broken("a game with an outcome is over: it has no duel in play");
                }
                self.validate_phase(arena, phase)
            }
        }
    }

    fn validate_match(&self) -> Result<(), InvalidState> {
        for mage in Mage::BOTH {
            let goldens = self.goldens[mage.index()];
            if goldens > MAX_GOLDEN {
                return broken(format!(
                    "{mage} has {goldens} golden super energies: the box has {MAX_GOLDEN} of each colour"
                ));
            }
        }
        if !self.options.grand_mage {
            if self.goldens != [0, 0] {
                return broken("golden super energies are only played in Grand Mage");
            }
            if self.games.len() > usize::from(self.is_over()) {
                return broken("without Grand Mage, a table plays one game");
            }
            return Ok(());
        }
        if self.games.len() > MATCH_GAMES as usize {
            return broken(format!(
                "a Grand Mage match has at most {MATCH_GAMES} games"
            ));
        }
        // Golden energies go to the loser of each finished game, two at most.
        let before_this = if self.is_over() {
            self.games.len().saturating_sub(1)
        } else {
            self.games.len()
        };
        let mut losses = [0u8; 2];
        for game in &self.games[..before_this] {
            if let Some(winner) = game.winner {
                let loser = winner.other().index();
                losses[loser] = losses[loser].saturating_add(1);
            }
        }
        let expected = losses.map(|l| l.min(MAX_GOLDEN));
        if self.goldens != expected {
            return broken(format!(
                "the losers of the games so far have {} and {} golden super energies, not {} and {}",
                expected[0], expected[1], self.goldens[0], self.goldens[1]
            ));
        }
        if !self.is_over() {
            let wins = scoring::wins(&self.games);
            if wins.iter().any(|w| *w >= MATCH_WINS) || self.games.len() >= MATCH_GAMES as usize {
                return broken("the match is decided: no further game is played");
            }
        }
        Ok(())
    }

    fn validate_track(&self) -> Result<(), InvalidState> {
        for mage in Mage::BOTH {
            let at = self.track[mage.index()];
            if !(-TRACK_MAX..=TRACK_MAX).contains(&at) {
                return broken(format!(
                    "{mage}'s scoring pawn is at {at}: the energy track stops at {TRACK_MAX} on either side"
                ));
            }
        }
        Ok(())
    }

    fn validate_duels(&self) -> Result<(), InvalidState> {
        let finished = self.duels.len();
        if self.arena.is_some() {
            if !(1..=DUELS).contains(&self.duel) {
                return broken(format!(
                    "there is no duel {}: a game has {DUELS}",
                    self.duel
                ));
            }
            if finished != self.duel as usize - 1 {
                return broken(format!(
                    "duel {} is in play, so {} duels are finished, not {finished}",
                    self.duel,
                    self.duel - 1
                ));
            }
        } else if finished != DUELS as usize {
            return broken(format!(
                "a finished game has {DUELS} finished duels, not {finished}"
            ));
        }
        for (i, record) in self.duels.iter().enumerate() {
            if !record.arena.complete() {
                return broken(format!(
                    "duel {}: a finished duel has a pawn on every rock but those holding their own super energy",
                    i + 1
                ));
            }
            if record.winner != duel_winner(duel_counts(&record.arena)) {
                return broken(format!(
                    "duel {}: its marker went to the wrong mage for the encounters won",
                    i + 1
                ));
            }
        }
        Ok(())
    }

    fn arenas(&self) -> impl Iterator<Item = &Arena> {
        self.duels
            .iter()
            .map(|d| &d.arena)
            .chain(self.arena.as_ref())
    }

    fn validate_tokens(&self, mage: Mage) -> Result<(), InvalidState> {
        let goldens = self.goldens[mage.index()];
        let mut counts: TokenCounts = count_tokens(&self.bags[mage.index()]);
        for arena in self.arenas() {
            for token in arena.tokens[mage.index()] {
                counts[token.index()] = counts[token.index()].saturating_add(1);
            }
        }
        let expected = count_tokens(&bag_contents(goldens));
        if counts != expected {
            let names = Token::ALL.map(|t| t.letter());
            let show = |c: TokenCounts| {
                (0..4)
                    .map(|i| format!("{}{}", names[i], c[i]))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            return broken(format!(
                "{mage}'s tokens (bag and arena) are {}, not the set {}: each token is drawn once",
                show(counts),
                show(expected)
            ));
        }
        let drawn = self.arenas().count() * ROCKS;
        let bag = self.bags[mage.index()].len();
        if bag + drawn != BAG_TOKENS as usize + goldens as usize {
            return broken(format!(
                "{mage}'s bag holds {bag} tokens after {drawn} were drawn"
            ));
        }
        Ok(())
    }

    fn validate_pawns(&self, mage: Mage) -> Result<(), InvalidState> {
        let mut all = self.pawns[mage.index()];
        for arena in self.arenas() {
            for rock in 0..ROCKS {
                match (arena.pawn(mage, rock), arena.takes_pawn(mage, rock)) {
                    (Some(s), true) => all.add(s),
                    (Some(_), false) => {
                        return broken(format!(
                            "{mage} has a pawn on rock {} which holds their own super energy",
                            rock + 1
                        ))
                    }
                    _ => {}
                }
            }
        }
        if all != Pawns::START {
            return broken(format!(
                "{mage}'s spell pawns in hand and placed are {}/{}/{} (strong/medium/weak), not {}/{}/{}: pawns are conserved",
                all.strong, all.medium, all.weak,
                Pawns::START.strong, Pawns::START.medium, Pawns::START.weak
            ));
        }
        Ok(())
    }

    fn validate_end(&self) -> Result<(), InvalidState> {
        if self.arena.is_some() || self.phase != Phase::Over {
            return broken(
                "a game without a duel in play is over, and a game over has no duel in play",
            );
        }
        let Some(outcome) = self.outcome else {
            return broken("a game over has an outcome");
        };
        let result = game_result(self.track, self.markers());
        if self.games.last() != Some(&result) {
            return broken(
                "the last game's result does not follow from the track and the duel markers",
            );
        }
        let wins = scoring::wins(&self.games);
        let winner = if self.options.grand_mage {
            if !(wins.iter().any(|w| *w >= MATCH_WINS) || self.games.len() >= MATCH_GAMES as usize)
            {
                return broken(
                    "the match is over only when a mage has three wins or five games were played",
                );
            }
            duel_winner(wins)
        } else {
            result.winner
        };
        let expected = Outcome {
            winner,
            last_game: result,
            wins,
        };
        if outcome != expected {
            return broken("the outcome does not follow from the games played");
        }
        Ok(())
    }

    fn validate_phase(&self, arena: &Arena, phase: Phase) -> Result<(), InvalidState> {
        let placed = |mage: Mage| {
            (0..ROCKS)
                .filter(|&r| arena.pawn(mage, r).is_some())
                .count()
        };
        let full = |mage: Mage| {
            (0..ROCKS).all(|r| arena.takes_pawn(mage, r) == arena.pawn(mage, r).is_some())
        };
        let last = self.duel == LAST_DUEL;
        match phase {
            Phase::Over => broken("a game over has no duel in play"),
            Phase::Place { mage } => {
                if last {
                    return broken(
                        "duel 5 is played one encounter at a time, not placed in one go",
                    );
                }
                let (first, second) = (self.starting, self.starting.other());
                if mage == first && (placed(first) > 0 || placed(second) > 0) {
                    return broken("the starting player places first: no pawn is down before");
                }
                if mage == second && (!full(first) || placed(second) > 0) {
                    return broken("player 2 places after all the starting player's pawns, and none of theirs is down");
                }
                Ok(())
            }
            Phase::Open { mage } => {
                if !last {
                    return broken("only duel 5 is played one pawn at a time");
                }
                self.validate_last_duel(arena, None)?;
                match self.due_in_last_duel(arena) {
                    Some(due) if due == mage => Ok(()),
                    Some(due) => broken(format!(
                        "in duel 5 it is {due}'s turn to place, not {mage}'s"
                    )),
                    None => broken("duel 5 has every pawn down: it is scored, nobody places"),
                }
            }
            Phase::Answer { mage, encounter } => {
                if !last {
                    return broken("only duel 5 is played one pawn at a time");
                }
                let rock = match (encounter as usize).checked_sub(1).filter(|r| *r < ROCKS) {
                    Some(rock) => rock,
                    None => return broken(format!("there is no rock {encounter}")),
                };
                if arena.is_super_encounter(rock)
                    || arena.pawn(mage.other(), rock).is_none()
                    || arena.pawn(mage, rock).is_some()
                {
                    return broken(format!(
                        "{mage} answers at rock {encounter} only where the other mage has just placed in an ordinary encounter"
                    ));
                }
                self.validate_last_duel(arena, Some(rock))?;
                let opened = (0..ROCKS)
                    .filter(|&r| {
                        !arena.is_super_encounter(r)
                            && arena.pawns[0][r].is_some()
                            && arena.pawns[1][r].is_some()
                    })
                    .count();
                let opener = if opened % 2 == 0 {
                    self.starting
                } else {
                    self.starting.other()
                };
                if opener != mage.other() {
                    return broken(format!(
                        "in duel 5 {opener} opens this encounter, not {}",
                        mage.other()
                    ));
                }
                Ok(())
            }
            Phase::Steer { mage, encounter } => {
                if !arena.complete() {
                    return broken("a super energy is steered while scoring: every pawn is down");
                }
                let rock = match (encounter as usize).checked_sub(1).filter(|r| *r < ROCKS) {
                    Some(rock) => rock,
                    None => return broken(format!("there is no rock {encounter}")),
                };
                match scoring::encounter(arena, rock) {
                    Encounter::Won {
                        mage: m,
                        track: TrackMove::Choose(_),
                        ..
                    } if m == mage => Ok(()),
                    _ => broken(format!(
                        "{mage} did not win a super energy at rock {encounter}"
                    )),
                }
            }
        }
    }

    /// Duel 5's pawns: ordinary encounters have both pawns or none (but the one being
    /// answered); pawns facing a super energy only once no ordinary encounter is left.
    fn validate_last_duel(
        &self,
        arena: &Arena,
        answering: Option<usize>,
    ) -> Result<(), InvalidState> {
        let mut facing = 0;
        for rock in 0..ROCKS {
            let both = [arena.pawns[0][rock], arena.pawns[1][rock]];
            if arena.is_super_encounter(rock) {
                facing += both.iter().flatten().count();
            } else if Some(rock) != answering && both[0].is_some() != both[1].is_some() {
                return broken(format!(
                    "duel 5: rock {} has a pawn left unanswered",
                    rock + 1
                ));
            }
        }
        if facing > 0 && (answering.is_some() || !free_ordinary(arena).is_empty()) {
            return broken("duel 5: the encounters with a super energy are played last");
        }
        Ok(())
    }

    /// Duel 5: the mage due to place next, from the pawns down; none once all are.
    pub fn due_in_last_duel(&self, arena: &Arena) -> Option<Mage> {
        let ordinary_done = (0..ROCKS)
            .filter(|&r| {
                !arena.is_super_encounter(r)
                    && arena.pawns[0][r].is_some()
                    && arena.pawns[1][r].is_some()
            })
            .count();
        let by_turn = |n: usize| {
            if n % 2 == 0 {
                self.starting
            } else {
                self.starting.other()
            }
        };
        if !free_ordinary(arena).is_empty() {
            return Some(by_turn(ordinary_done));
        }
        let facing_done = (0..ROCKS)
            .filter(|&r| arena.is_super_encounter(r))
            .map(|r| arena.pawns[0][r].iter().count() + arena.pawns[1][r].iter().count())
            .sum::<usize>();
        let left = Mage::BOTH.map(|m| !facing_super(arena, m).is_empty());
        match left {
            [true, true] => Some(by_turn(ordinary_done + facing_done)),
            [true, false] => Some(Mage::White),
            [false, true] => Some(Mage::Black),
            [false, false] => None,
        }
    }
}
