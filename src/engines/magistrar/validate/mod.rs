//! `Game::validate`: whether a state from outside (the engine protocol, a database row) is
//! one a game can reach. Each check names the rule it finds broken; no state that
//! deserializes makes it panic. The phase against the pawns down is `phase.rs`.

mod phase;

use thiserror::Error;

use super::arena::Arena;
use super::moves::{identical, placements};
use super::notation::format_track;
use super::numbers::{
    BAG_TOKENS, DUELS, LAST_DUEL, MATCH_GAMES, MATCH_WINS, MAX_GOLDEN, ROCKS, TRACK_MAX,
};
use super::pieces::{count_tokens, Mage, Pawns, Token, TokenCounts};
use super::scoring::{self, duel_counts, duel_winner, game_result, Encounter, Outcome, TrackMove};
use super::setup::{bag_contents, check_options};
use super::state::{Game, Phase};

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
        self.validate_replies()?;
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

    /// Each game of the record ended as its levels and duel markers say: levels on the
    /// track, no more markers than duels, and the Honoris and the winner they give.
    fn validate_records(&self) -> Result<(), InvalidState> {
        for (i, game) in self.games.iter().enumerate() {
            let number = i + 1;
            if let Some(level) = game.levels.iter().find(|l| **l > TRACK_MAX.unsigned_abs()) {
                return broken(format!(
                    "game {number} ended at energy level {level}: the track stops at {TRACK_MAX}"
                ));
            }
            let markers = u32::from(game.markers[0]) + u32::from(game.markers[1]);
            if markers > u32::from(DUELS) {
                return broken(format!(
                    "game {number} gave {markers} duel markers: a game has {DUELS} duels, one marker each at most"
                ));
            }
            let track = game.levels.map(|l| l as i8);
            if *game != game_result(track, game.markers) {
                return broken(format!(
                    "game {number}'s Honoris or winner does not follow from its levels and duel markers"
                ));
            }
        }
        Ok(())
    }

    fn validate_match(&self) -> Result<(), InvalidState> {
        self.validate_records()?;
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
        let most = self.steps_scored();
        for mage in Mage::BOTH {
            let at = self.track[mage.index()];
            if u32::from(at.unsigned_abs()) > most[mage.index()] {
                return broken(format!(
                    "{mage}'s scoring pawn is at {} on the track, yet the encounters scored so far move it {} spaces at most",
                    format_track(at),
                    most[mage.index()]
                ));
            }
        }
        Ok(())
    }

    /// The most spaces each scoring pawn can have moved this game: one per encounter won
    /// with an energy, two or three per super energy, over the encounters scored (the
    /// finished duels, and those before the one whose way is being chosen).
    fn steps_scored(&self) -> [u32; 2] {
        let scored_now = match (self.arena.as_ref(), self.phase) {
            (Some(arena), Phase::Steer { encounter, .. }) => {
                Some((arena, usize::from(encounter).min(ROCKS).saturating_sub(1)))
            }
            _ => None,
        };
        let mut most = [0u32; 2];
        let finished = self.duels.iter().map(|d| (&d.arena, ROCKS));
        for (arena, rocks) in finished.chain(scored_now) {
            for rock in 0..rocks {
                if let Encounter::Won { mage, track, .. } = scoring::encounter(arena, rock) {
                    most[mage.index()] += match track {
                        TrackMove::Toward(_) => 1,
                        TrackMove::Choose(steps) => u32::from(steps),
                    };
                }
            }
        }
        most
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

    /// In each finished duel of 1–4, player 2 matched the starting player's strengths no
    /// more often than their pawns then forced.
    fn validate_replies(&self) -> Result<(), InvalidState> {
        let mut hands = [Pawns::START; 2];
        for (i, record) in self.duels.iter().enumerate() {
            let duel = i as u8 + 1;
            let starting = if self.duel.saturating_sub(duel).is_multiple_of(2) {
                self.starting
            } else {
                self.starting.other()
            };
            let second = starting.other();
            if duel < LAST_DUEL {
                let mut before = record.arena;
                before.pawns[second.index()] = [None; ROCKS];
                let mut all = Vec::new();
                placements(&before, second, hands[second.index()], &mut all);
                let fewest = all.iter().map(|p| identical(&before, second, p)).min();
                let made = identical(&before, second, &record.arena.pawns[second.index()]);
                if fewest.is_some_and(|fewest| made > fewest) {
                    return broken(format!(
                        "duel {duel}: {second} matched the starting player's pawn {made} times where their pawns allowed fewer"
                    ));
                }
            }
            for mage in Mage::BOTH {
                for s in record.arena.pawns[mage.index()].iter().flatten() {
                    hands[mage.index()].take(*s);
                }
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
        if self.duel != DUELS {
            return broken(format!(
                "a finished game ends at duel {DUELS}, not duel {}",
                self.duel
            ));
        }
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
}
