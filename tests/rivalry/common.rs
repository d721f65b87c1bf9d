//! Scenes built directly on the state, moves played on them, and dice found by seed.

use manawell::engines::dice::Dice;
use manawell::engines::rivalry::{
    map, start, suggested_setup, Event, Game, Move, MoveError, Phase, Side, SiteId, TileId, Units,
};

pub const R: Side = Side::Republic;
pub const K: Side = Side::Kingdom;

pub fn t(name: &str) -> TileId {
    map()
        .tile_id(name)
        .unwrap_or_else(|| panic!("no tile {name}"))
}

pub fn s(name: &str) -> SiteId {
    map()
        .site_id(name)
        .unwrap_or_else(|| panic!("no site {name}"))
}

/// A game started from both suggested set-ups.
pub fn started(seed: u64) -> Game {
    start(&suggested_setup(R), &suggested_setup(K), seed)
        .expect("the suggested set-ups are valid")
        .0
}

/// A bare scene: no unit on the board, these cities (the first of each list the capital),
/// the Republic's turn in round 1 at `phase`.
pub fn bare(republic: &[&str], kingdom: &[&str], phase: Phase) -> Game {
    let mut game = started(1);
    for side in Side::BOTH {
        game.units[side.index()]
            .iter_mut()
            .for_each(|u| *u = Units::NONE);
    }
    game.moved.iter_mut().for_each(|u| *u = Units::NONE);
    game.owner = [None; 18];
    for (side, cities) in [(R, republic), (K, kingdom)] {
        for c in cities.iter() {
            game.owner[s(c).0 as usize] = Some(side);
        }
        game.capital[side.index()] = s(cities[0]);
    }
    game.turn = R;
    game.round = 1;
    game.phase = phase;
    game.offers.clear();
    game.assaulted.clear();
    game.lost_turns = [0; 2];
    game.sabotage = [0; 2];
    game.sabotaged = false;
    game.roll = None;
    game
}

pub fn put(game: &mut Game, side: Side, tile: &str, armies: u8, cavalry: u8) {
    game.units[side.index()][t(tile).0 as usize] = Units::new(armies, cavalry);
}

pub fn at(game: &Game, side: Side, tile: &str) -> Units {
    game.units_at(side, t(tile))
}

/// Plays `mv` for `side`, which must be legal; what happened.
pub fn play(game: &mut Game, side: Side, mv: Move) -> Vec<Event> {
    let mut events = Vec::new();
    game.apply_in_place(side, &mv, &mut events)
        .unwrap_or_else(|e| panic!("{mv:?}: {e}"));
    events
}

/// The error for `mv`, checking that the game did not change.
pub fn refused(game: &Game, side: Side, mv: Move) -> MoveError {
    let mut copy = game.clone();
    let err = copy
        .apply_in_place(side, &mv, &mut Vec::new())
        .expect_err("the move is refused");
    assert_eq!(&copy, game, "a refused move changes nothing");
    err
}

/// Plays `mv` with the first dice seed whose events satisfy `wanted`: a scene with the
/// dice the test needs, rolled as the game would.
pub fn rigged(
    game: &Game,
    side: Side,
    mv: Move,
    wanted: impl Fn(&Game, &[Event]) -> bool,
) -> (Game, Vec<Event>) {
    for seed in 0..10_000 {
        let mut copy = game.clone();
        copy.dice = Dice::new(seed);
        let mut events = Vec::new();
        copy.apply_in_place(side, &mv, &mut events)
            .unwrap_or_else(|e| panic!("{mv:?}: {e}"));
        if wanted(&copy, &events) {
            return (copy, events);
        }
    }
    panic!("no seed gives the wanted dice for {mv:?}");
}

/// The assaults' totals in `events`: (attack, defence).
pub fn assault_totals(events: &[Event]) -> Vec<(u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Assault {
                attack, defence, ..
            } => Some((attack[0] + attack[1], defence[0] + defence[1])),
            _ => None,
        })
        .collect()
}

pub fn listed(game: &Game) -> Vec<Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

/// The standard scene: the Republic holds R2 (capital), R3, R4 and R6, the Kingdom K1
/// (capital), K2, K3 and K5; nothing at R8 and K9 (Fordwick and Westwatch, at the western
/// crossing); no unit anywhere; the Republic's move step with `left` units to move.
pub fn scene(left: u8) -> Game {
    bare(
        &["R2", "R3", "R4", "R6"],
        &["K1", "K2", "K3", "K5"],
        Phase::Move { left },
    )
}

/// Ends `side.other()`'s turn and begins `side`'s with a roll of `total`.
pub fn turn_with_roll(game: &Game, side: Side, total: u8) -> (Game, Vec<Event>) {
    let mut game = game.clone();
    game.turn = side.other();
    game.phase = Phase::Recruit;
    rigged(&game, side.other(), Move::EndTurn, |_, events| {
        events.iter().any(|e| {
            matches!(e, Event::Rolled { side: s, dice } if *s == side && dice[0] + dice[1] == total)
        })
    })
}

pub fn has(events: &[Event], wanted: impl Fn(&Event) -> bool) -> bool {
    events.iter().any(wanted)
}

/// `side` draws `card` (put on top of the deck) on a roll of 7 at the start of its turn.
pub fn draw(game: &Game, side: Side, card: manawell::engines::rivalry::Card) -> (Game, Vec<Event>) {
    let mut game = game.clone();
    game.deck.push(card);
    turn_with_roll(&game, side, 7)
}

pub fn mv(from: &str, to: &str, armies: u8, cavalry: u8) -> Move {
    Move::Move {
        from: t(from),
        to: t(to),
        units: Units::new(armies, cavalry),
    }
}

pub fn assault(from: &str, target: manawell::engines::rivalry::Target, fight_out: bool) -> Move {
    Move::Assault {
        from: t(from),
        target,
        fight_out,
    }
}

pub fn tile(name: &str) -> manawell::engines::rivalry::Target {
    manawell::engines::rivalry::Target::Tile(t(name))
}

pub fn city(name: &str) -> manawell::engines::rivalry::Target {
    manawell::engines::rivalry::Target::City(s(name))
}
