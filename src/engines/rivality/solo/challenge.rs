//! Challenges: a deal (seed) and a difficulty that several people can play and compare,
//! written as a short code to share, like `7QX2-K9MB` (the dash is optional).
//!
//! A code is 8 characters of Crockford's base 32 (digits and letters but I, L, O, U, which
//! are read as 1, 1, 0 and refused) holding 40 bits: a 33-bit seed and the difficulty (35
//! bits, scrambled so that neighbouring seeds do not give look-alike codes) and a 5-bit
//! check that catches any single mistyped character.

use std::fmt;
use std::str::FromStr;

use rand::RngCore;
use serde::{Deserialize, Serialize};

use super::super::super::dice::Dice;
use super::setup::new_solo;
use super::state::SoloGame;
use super::Difficulty;

/// Seeds a challenge can carry: 0 to 2^33 − 1 (over 8 billion deals).
pub const SEED_BITS: u32 = 33;
const DATA_BITS: u32 = SEED_BITS + 2;
const DATA_MASK: u64 = (1 << DATA_BITS) - 1;
const DATA_CHARS: usize = 7;
const CODE_CHARS: usize = DATA_CHARS + 1;
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Odd multipliers: invertible modulo 2^35.
const MIX_1: u64 = 0x2_9E37_79B9;
const MIX_2: u64 = 0x5_BF58_476D;

/// A deal and a difficulty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Challenge {
    pub seed: u64,
    pub difficulty: Difficulty,
}

/// Why a challenge could not be made or read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChallengeError {
    #[error("a challenge code has 8 letters and digits, not {0}")]
    Length(usize),
    #[error("`{0}` cannot appear in a challenge code: it is made of digits and letters (no U)")]
    Character(char),
    #[error("`{0}` is not a valid challenge code: a character is mistyped")]
    Mistyped(String),
    #[error("a challenge seed goes up to {max}, not {0}", max = (1u64 << SEED_BITS) - 1)]
    SeedTooLarge(u64),
    #[error("`{0}` is not a date: write it as YYYY-MM-DD, like 2026-11-22")]
    BadDate(String),
}

/// The inverse of an odd number modulo 2^64 (Newton's iteration).
fn inverse(odd: u64) -> u64 {
    let mut inv = odd;
    for _ in 0..6 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(inv)));
    }
    inv
}

/// A bijection of 35-bit numbers (a right shift of 18 > 35/2 is its own inverse).
fn scramble(x: u64) -> u64 {
    let x = x.wrapping_mul(MIX_1) & DATA_MASK;
    let x = x ^ (x >> 18);
    x.wrapping_mul(MIX_2) & DATA_MASK
}

fn unscramble(x: u64) -> u64 {
    let x = x.wrapping_mul(inverse(MIX_2)) & DATA_MASK;
    let x = x ^ (x >> 18);
    x.wrapping_mul(inverse(MIX_1)) & DATA_MASK
}

/// The check digit: odd weights, so changing any one character always changes it.
fn check(digits: &[u8]) -> u8 {
    let sum: u32 = digits
        .iter()
        .enumerate()
        .map(|(i, d)| (2 * i as u32 + 1) * u32::from(*d))
        .sum();
    (sum % 32) as u8
}

fn digit(ch: char) -> Result<u8, ChallengeError> {
    let upper = match ch.to_ascii_uppercase() {
        'I' | 'L' => '1',
        'O' => '0',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|a| char::from(*a) == upper)
        .map(|p| p as u8)
        .ok_or(ChallengeError::Character(ch))
}

impl Challenge {
    pub fn new(seed: u64, difficulty: Difficulty) -> Result<Challenge, ChallengeError> {
        if seed >> SEED_BITS != 0 {
            return Err(ChallengeError::SeedTooLarge(seed));
        }
        Ok(Challenge { seed, difficulty })
    }

    /// The daily challenge for `date` (`YYYY-MM-DD`, as the caller's calendar gives it):
    /// the same deal for everybody that day, at Standard difficulty.
    pub fn daily(date: &str) -> Result<Challenge, ChallengeError> {
        let (year, month, day) =
            parse_date(date).ok_or_else(|| ChallengeError::BadDate(date.to_string()))?;
        let day_number = u64::from(year) * 10_000 + u64::from(month) * 100 + u64::from(day);
        let seed = Dice::new(day_number).next_u64() >> (64 - SEED_BITS);
        Ok(Challenge {
            seed,
            difficulty: Difficulty::Standard,
        })
    }

    /// The shareable code, 8 characters written as two groups of 4.
    pub fn code(&self) -> String {
        let data = scramble(
            (self.seed & ((1 << SEED_BITS) - 1)) << 2 | u64::from(self.difficulty.index()),
        );
        let mut digits = [0u8; CODE_CHARS];
        for (i, d) in digits[..DATA_CHARS].iter_mut().enumerate() {
            *d = ((data >> (5 * (DATA_CHARS - 1 - i))) & 31) as u8;
        }
        digits[DATA_CHARS] = check(&digits[..DATA_CHARS]);
        let mut code = String::with_capacity(CODE_CHARS + 1);
        for (i, d) in digits.iter().enumerate() {
            if i == 4 {
                code.push('-');
            }
            code.push(char::from(ALPHABET[usize::from(*d)]));
        }
        code
    }

    /// Reads a code; case, dashes and spaces do not matter.
    pub fn parse(code: &str) -> Result<Challenge, ChallengeError> {
        let chars: Vec<char> = code
            .chars()
            .filter(|c| *c != '-' && !c.is_whitespace())
            .collect();
        if chars.len() != CODE_CHARS {
            return Err(ChallengeError::Length(chars.len()));
        }
        let digits = chars
            .into_iter()
            .map(digit)
            .collect::<Result<Vec<u8>, _>>()?;
        let mistyped = || ChallengeError::Mistyped(code.trim().to_string());
        if check(&digits[..DATA_CHARS]) != digits[DATA_CHARS] {
            return Err(mistyped());
        }
        let data = digits[..DATA_CHARS]
            .iter()
            .fold(0u64, |acc, d| acc << 5 | u64::from(*d));
        let plain = unscramble(data);
        let difficulty = Difficulty::from_index((plain & 3) as u8).ok_or_else(mistyped)?;
        Ok(Challenge {
            seed: plain >> 2,
            difficulty,
        })
    }

    /// A fresh game of this challenge.
    pub fn game(&self) -> SoloGame {
        new_solo(self.seed, self.difficulty)
    }
}

impl fmt::Display for Challenge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl FromStr for Challenge {
    type Err = ChallengeError;

    fn from_str(code: &str) -> Result<Challenge, ChallengeError> {
        Challenge::parse(code)
    }
}

/// `YYYY-MM-DD`, a real day of the Gregorian calendar.
fn parse_date(text: &str) -> Option<(u16, u8, u8)> {
    let text = text.trim();
    let bytes = text.as_bytes();
    if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
        return None;
    }
    let number = |range: std::ops::Range<usize>| -> Option<u16> {
        let part = text.get(range)?;
        part.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| part.parse().ok())?
    };
    let year = number(0..4)?;
    let month = u8::try_from(number(5..7)?).ok()?;
    let day = u8::try_from(number(8..10)?).ok()?;
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    (year > 0 && (1..=days).contains(&day)).then_some((year, month, day))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_for_every_difficulty_and_many_seeds() {
        let mut seeds: Vec<u64> = (0..200).collect();
        seeds.extend([(1 << SEED_BITS) - 1, 1 << 32, 123_456_789]);
        for seed in seeds {
            for difficulty in Difficulty::ALL {
                let c = Challenge::new(seed, difficulty).unwrap();
                let code = c.code();
                assert_eq!(code.len(), 9, "{code}");
                assert_eq!(Challenge::parse(&code), Ok(c), "{code}");
                assert_eq!(
                    Challenge::parse(&code.to_lowercase().replace('-', " ")),
                    Ok(c)
                );
            }
        }
    }

    #[test]
    fn neighbouring_seeds_give_unlike_codes() {
        let a = Challenge::new(1, Difficulty::Standard).unwrap().code();
        let b = Challenge::new(2, Difficulty::Standard).unwrap().code();
        let same = a.chars().zip(b.chars()).filter(|(x, y)| x == y).count();
        assert!(same < 6, "{a} {b}");
    }

    #[test]
    fn any_single_mistyped_character_is_caught() {
        let code = Challenge::new(987_654, Difficulty::Master)
            .unwrap()
            .code()
            .replace('-', "");
        for i in 0..code.len() {
            for replacement in ALPHABET.iter().map(|b| char::from(*b)) {
                let mut chars: Vec<char> = code.chars().collect();
                if chars[i] == replacement {
                    continue;
                }
                chars[i] = replacement;
                let typo: String = chars.into_iter().collect();
                assert!(
                    matches!(Challenge::parse(&typo), Err(ChallengeError::Mistyped(_))),
                    "{typo}"
                );
            }
        }
    }

    #[test]
    fn bad_codes_say_what_is_wrong() {
        assert_eq!(Challenge::parse("ABC"), Err(ChallengeError::Length(3)));
        assert_eq!(
            Challenge::parse("ABCD-EFGU"),
            Err(ChallengeError::Character('U'))
        );
        assert_eq!(
            Challenge::parse("ABCD-EFG!"),
            Err(ChallengeError::Character('!'))
        );
        let err = Challenge::new(1 << SEED_BITS, Difficulty::Beginner).unwrap_err();
        assert_eq!(err, ChallengeError::SeedTooLarge(1 << SEED_BITS));
        assert!(err.to_string().contains("8589934591"));
    }

    #[test]
    fn i_l_and_o_read_as_one_one_and_zero() {
        for seed in 0..500 {
            let code = Challenge::new(seed, Difficulty::Beginner).unwrap().code();
            let looser = code.replace('1', "l").replace('0', "O");
            assert_eq!(Challenge::parse(&looser), Challenge::parse(&code));
        }
    }

    #[test]
    fn the_daily_challenge_depends_on_the_date_alone() {
        let today = Challenge::daily("2026-11-22").unwrap();
        assert_eq!(Challenge::daily(" 2026-11-22 "), Ok(today));
        assert_eq!(today.difficulty, Difficulty::Standard);
        let days = ["2026-11-21", "2026-11-23", "2025-11-22", "2028-02-29"];
        for other in days {
            assert_ne!(Challenge::daily(other).unwrap().seed, today.seed, "{other}");
        }
        assert_eq!(Challenge::parse(&today.code()), Ok(today));
        for bad in [
            "2026-13-01",
            "2026-02-29",
            "2026-11-31",
            "26-11-22",
            "2026/11/22",
            "",
            "２０２６-11-22",
        ] {
            assert_eq!(
                Challenge::daily(bad),
                Err(ChallengeError::BadDate(bad.to_string()))
            );
        }
    }

    #[test]
    fn a_challenge_deals_the_same_game_to_everybody() {
        let c = Challenge::parse(&Challenge::new(77, Difficulty::Master).unwrap().code()).unwrap();
        assert_eq!(c.game(), new_solo(77, Difficulty::Master));
    }
}
