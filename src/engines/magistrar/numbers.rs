//! Every number of the game in one place (`shared/rules/magistrar-readings.md`): a
//! corrected value is a one-line change here.

/// Light energy tokens in a mage's bag.
pub const LIGHT_TOKENS: u8 = 14;
/// Dark energy tokens in a mage's bag.
pub const DARK_TOKENS: u8 = 14;
/// Super energies in a mage's bag.
pub const SUPER_TOKENS: u8 = 2;
/// Tokens in a bag at the start of a game (without golden super energies).
pub const BAG_TOKENS: u8 = LIGHT_TOKENS + DARK_TOKENS + SUPER_TOKENS;
/// The golden super energies of one colour in the box: the most a mage's bag can hold.
pub const MAX_GOLDEN: u8 = 2;

/// Spell pawns of each mage, by strength.
pub const STRONG_PAWNS: u8 = 5;
pub const MEDIUM_PAWNS: u8 = 13;
pub const WEAK_PAWNS: u8 = 10;
pub const PAWNS: u8 = STRONG_PAWNS + MEDIUM_PAWNS + WEAK_PAWNS;

/// Duels in a game, and rune rocks (encounters) in a duel.
pub const DUELS: u8 = 5;
pub const ROCKS: usize = 6;
/// The duel played one encounter at a time.
pub const LAST_DUEL: u8 = DUELS;

/// The energy track runs from light `TRACK_MAX` through 0 to dark `TRACK_MAX`.
pub const TRACK_MAX: i8 = 15;
/// Spaces a won super energy moves its owner's scoring pawn (owner's choice of way).
pub const SUPER_STEPS: u8 = 2;
/// Spaces a won golden super energy moves it (Grand Mage).
pub const GOLDEN_STEPS: u8 = 3;
/// How many encounters a win with a golden super energy counts for in the duel.
pub const GOLDEN_DUEL_WEIGHT: u8 = 2;

/// Honoris for a duel marker.
pub const DUEL_MARKER_HONORIS: i32 = 5;
/// Honoris by energy level 0..=15 (reading: the picture of the table is missing).
pub const LEVEL_HONORIS: [i32; TRACK_MAX as usize + 1] =
    [-5, -4, -3, -1, 1, 3, 5, 8, 11, 14, 17, 20, 23, 27, 31, 35];

/// Grand Mage: games at most, and the wins that end the match.
pub const MATCH_GAMES: u8 = 5;
pub const MATCH_WINS: u8 = 3;
