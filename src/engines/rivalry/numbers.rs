//! Every number of the readings' table (`shared/rules/rivalry-readings.md`) in one place: a
//! changed reading is a one-line change here.

/// Dice in a roll (two six-sided dice, 2d6), and the faces of a die.
pub const DICE: u8 = 2;
pub const FACES: u8 = 6;
/// The roll that draws an orange card instead of moving.
pub const CARD_ROLL: u8 = 7;

/// Cities each side places at set-up (one of them the capital).
pub const SETUP_CITIES: usize = 4;
/// Units placed at set-up, of which at most `MAX_CAVALRY` cavalry …
pub const SETUP_UNITS: u8 = 25;
/// … and the extra army on one of one's cities' tiles.
pub const SETUP_EXTRA_ARMIES: u8 = 1;

/// The box, per nation: never more than this many armies and cavalry on the board.
pub const MAX_ARMIES: u8 = 32;
pub const MAX_CAVALRY: u8 = 8;

/// Tiles an army and a cavalry may move in a turn.
pub const ARMY_STEPS: u8 = 1;
pub const CAVALRY_STEPS: u8 = 2;

/// New units per city held at the end of a turn played.
pub const RECRUITS_PER_CITY: u8 = 1;

/// The leader's escape die: this or lower, the leader is caught; higher, the leader escapes.
pub const ESCAPE_CAUGHT_AT_MOST: u8 = 3;

/// Rounds before the game ends on the tie-breaks (a round: the Republic's turn, then the
/// Kingdom's).
pub const ROUND_LIMIT: u16 = 40;

/// The orange deck: copies with their numbers.
pub const FOREIGN_AID: [u8; 4] = [3, 4, 5, 6];
pub const NEW_RECRUITS: [u8; 5] = [2, 2, 3, 3, 4];
pub const INTERNAL_IMPROVEMENTS: u8 = 4;
pub const MUTINY: [u8; 4] = [2, 2, 3, 4];
pub const REVOLTS: u8 = 3;
pub const SABOTAGES: u8 = 4;
/// Scandal! cards naming each nation's head (the President, the Prime Minister).
pub const SCANDALS_EACH: u8 = 2;
/// Cards in the deck.
pub const DECK_SIZE: usize = FOREIGN_AID.len()
    + NEW_RECRUITS.len()
    + INTERNAL_IMPROVEMENTS as usize
    + MUTINY.len()
    + REVOLTS as usize
    + SABOTAGES as usize
    + 2 * SCANDALS_EACH as usize;

/// The map: tiles in the file, land tiles and city sites per nation.
pub const LAND_PER_NATION: usize = 35;
pub const SITES_PER_NATION: usize = 9;
pub const SITES: usize = 2 * SITES_PER_NATION;
