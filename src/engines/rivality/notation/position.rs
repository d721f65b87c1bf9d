//! Positions as text: a header, hands, stacks, and one line per tile in placement order.
//!
//! ```text
//! rivality 2p expert
//! turn 1
//! hand 1: A3 A7
//! hand 2: B2 B9
//! stack salmon: A1 A2
//! M13 W s2 p1
//! L13 A7 east s2 p1 @salmon ~left ^2
//! ```

use super::tile_words::{parse_side, parse_tile_words, tile_words_text};
use super::{line_error, NotationError};
use crate::engines::dice::Dice;
use crate::engines::rivality::battlefield::PlacedTile;
use crate::engines::rivality::events::EndReason;
use crate::engines::rivality::geometry::{Cell, Facing};
use crate::engines::rivality::scoring::Outcome;
use crate::engines::rivality::setup::starting_golems;
use crate::engines::rivality::sides::{side_count, Side};
use crate::engines::rivality::state::{Game, Options};
use crate::engines::rivality::tiles::TileId;

/// Writes the whole game (hidden parts included) the way [`parse_position`] reads it.
pub fn format_position(game: &Game) -> String {
    let mut out = format!(
        "rivality {}p{}\n",
        game.players(),
        if game.options.expert { " expert" } else { "" }
    );
    out += &format!("turn {}\n", game.turn + 1);
    for (seat, hand) in game.hands.iter().enumerate() {
        out += &format!("hand {}:{}\n", seat + 1, tiles_text(hand));
    }
    for side in game.sides() {
        out += &format!("stack {side}:{}\n", tiles_text(game.stack_of(side)));
    }
    let supplies: Vec<String> = game
        .sides()
        .map(|s| format!("{s} {}", game.supplies[s.index()]))
        .collect();
    out += &format!("supply {}\n", supplies.join(" "));
    let played: Vec<String> = game.tiles_played.iter().map(u8::to_string).collect();
    out += &format!("played {}\n", played.join(" "));
    let mulligans: Vec<String> = (0..game.players())
        .filter(|s| game.mulligans.get(*s as usize) == Some(&true))
        .map(|s| (s + 1).to_string())
        .collect();
    if !mulligans.is_empty() {
        out += &format!("mulligans {}\n", mulligans.join(" "));
    }
    out += &format!(
        "dice {}\n",
        serde_json::to_string(&game.dice).unwrap_or_default()
    );
    if let Some(outcome) = &game.outcome {
        out += &match outcome.reason {
            EndReason::SupplyEmpty { side } => format!("over supply {side}\n"),
            _ => "over tiles\n".to_string(),
        };
    }
    for tile in &game.field.tiles {
        out += &tile_line(game, tile);
        out.push('\n');
    }
    out
}

fn tiles_text(tiles: &[TileId]) -> String {
    tiles.iter().map(|t| format!(" {t}")).collect()
}

fn tile_line(game: &Game, tile: &PlacedTile) -> String {
    let mut line = format!("{} {}", tile.cell, tile.tile);
    if tile.tile != TileId::WELL {
        line += &format!(" {}", tile.facing.name());
    }
    line += &tile_words_text(tile, game.sides(), game.wizard_at(tile.cell));
    line
}

/// Reads a position. Lines may come in any order except tile lines, which give the
/// placement order; `#` starts a comment. Checks the notation (cells, at most five golems
/// a tile, each spot once, the Well at M13) but not that a game can reach the position:
/// see [`parse_position_checked`]. Left out: `supply` (the starting golems less those
/// on the board), `played` (1 for a seat whose side's wizard is on the board), stacks and
/// hands (empty), `turn` (1).
pub fn parse_position(text: &str) -> Result<Game, NotationError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty());
    let (n, header) = lines
        .next()
        .ok_or_else(|| line_error(1, "empty position: start with `rivality 2p`"))?;
    let options = parse_header(n, header)?;
    let players = options.players;
    let sides = side_count(players);
    let mut game = Game::blank(options, Dice::new(0));
    let mut supply_given = false;
    let mut played_given = false;
    let mut over = None;
    for (n, line) in lines {
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match word.to_ascii_lowercase().as_str() {
            "turn" => game.turn = parse_seat(n, rest, players)?,
            "hand" => {
                let (seat, tiles) = rest
                    .split_once(':')
                    .ok_or_else(|| line_error(n, "write `hand 1: A3 A7`"))?;
                let seat = parse_seat(n, seat, players)?;
                game.hands[seat as usize] = parse_tiles(n, tiles)?;
            }
            "stack" => {
                let (side, tiles) = rest
                    .split_once(':')
                    .ok_or_else(|| line_error(n, "write `stack salmon: A1 A2`"))?;
                let side = parse_side(n, side, sides)?;
                game.stacks[side.index()] = parse_tiles(n, tiles)?;
            }
            "supply" => {
                parse_supply(n, rest, sides, &mut game.supplies)?;
                supply_given = true;
            }
            "played" => {
                game.tiles_played = parse_numbers(n, rest, players as usize)?;
                played_given = true;
            }
            "mulligans" => {
                for seat in rest.split_whitespace() {
                    let seat = parse_seat(n, seat, players)?;
                    game.mulligans[seat as usize] = true;
                }
            }
            "dice" => {
                game.dice = serde_json::from_str(rest)
                    .map_err(|_| line_error(n, "`dice` takes a whole number"))?
            }
            "over" => over = Some(parse_over(n, rest, sides)?),
            _ => {
                // Each tile once: more lines than tiles is refused before any search.
                if game.field.tiles.len() >= MAX_TILES {
                    return Err(line_error(n, "more tiles than the game has (25)"));
                }
                let (tile, wizard) = parse_tile_line(n, line, sides)?;
                if game.field.at(tile.cell).is_some() {
                    return Err(line_error(n, format!("two tiles at {}", tile.cell)));
                }
                if let Some(side) = wizard {
                    game.wizards[side.index()] = Some(tile.cell);
                }
                game.field.tiles.push(tile);
            }
        }
    }
    if game.field.at(Cell::WELL).map(|t| t.tile) != Some(TileId::WELL) {
        return Err(line_error(
            1,
            "the Well of Mana must lie at M13: add `M13 W`",
        ));
    }
    if !supply_given {
        for side in game.sides() {
            let on_board = game.field.golems_of(side);
            game.supplies[side.index()] =
                u8::try_from(u32::from(starting_golems(players)).saturating_sub(on_board))
                    .unwrap_or(0);
        }
    }
    if !played_given {
        for seat in 0..players {
            let side = game.side_of(seat);
            game.tiles_played[seat as usize] = u8::from(game.wizards[side.index()].is_some());
        }
    }
    if let Some(reason) = over {
        let mut outcome: Outcome = game.scores_now();
        outcome.reason = reason;
        game.outcome = Some(outcome);
    }
    Ok(game)
}

/// Reads a position and checks that a game can reach it ([`Game::validate`]): what input
/// from outside (the engine protocol) goes through. [`parse_position`] alone also takes
/// part of a game — a scoring scene without hands, a supply given short — for tests.
pub fn parse_position_checked(text: &str) -> Result<Game, NotationError> {
    let game = parse_position(text)?;
    game.validate()?;
    Ok(game)
}

/// The Well and the 24 terrain tiles.
const MAX_TILES: usize = 25;

fn parse_header(n: usize, header: &str) -> Result<Options, NotationError> {
    let words: Vec<String> = header
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    let players = match words.as_slice() {
        [game, players, ..] if game == "rivality" => players
            .trim_end_matches('p')
            .parse::<u8>()
            .ok()
            .filter(|p| (2..=4).contains(p)),
        _ => None,
    }
    .ok_or_else(|| {
        line_error(
            n,
            "start with `rivality 2p` (2p, 3p or 4p, then `expert` if so)",
        )
    })?;
    let expert = match words.get(2).map(String::as_str) {
        None => false,
        Some("expert") => true,
        Some(other) => return Err(line_error(n, format!("unknown option `{other}`"))),
    };
    Ok(Options { players, expert })
}

fn parse_seat(n: usize, text: &str, players: u8) -> Result<u8, NotationError> {
    match text.trim().parse::<u8>() {
        Ok(s) if (1..=players).contains(&s) => Ok(s - 1),
        _ => Err(line_error(
            n,
            format!("`{text}` is not a seat: 1 to {players}"),
        )),
    }
}

fn parse_tiles(n: usize, text: &str) -> Result<Vec<TileId>, NotationError> {
    text.split_whitespace()
        .map(|w| {
            w.parse()
                .map_err(|e: crate::engines::rivality::tiles::UnknownTile| {
                    line_error(n, e.to_string())
                })
        })
        .collect()
}

fn parse_numbers(n: usize, text: &str, count: usize) -> Result<Vec<u8>, NotationError> {
    let numbers: Result<Vec<u8>, _> = text.split_whitespace().map(str::parse).collect();
    match numbers {
        Ok(v) if v.len() == count => Ok(v),
        _ => Err(line_error(n, format!("expected {count} whole numbers"))),
    }
}

fn parse_supply(
    n: usize,
    text: &str,
    sides: usize,
    supplies: &mut [u8; Side::MAX],
) -> Result<(), NotationError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    for pair in words.chunks(2) {
        let [side, count] = pair else {
            return Err(line_error(n, "write `supply salmon 25 purple 28`"));
        };
        let side = parse_side(n, side, sides)?;
        supplies[side.index()] = count
            .parse()
            .map_err(|_| line_error(n, format!("`{count}` is not a number of golems")))?;
    }
    Ok(())
}

fn parse_over(n: usize, text: &str, sides: usize) -> Result<EndReason, NotationError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        ["tiles"] => Ok(EndReason::TilesExhausted),
        ["supply", side] => Ok(EndReason::SupplyEmpty {
            side: parse_side(n, side, sides)?,
        }),
        _ => Err(line_error(n, "write `over tiles` or `over supply salmon`")),
    }
}

fn parse_tile_line(
    n: usize,
    line: &str,
    sides: usize,
) -> Result<(PlacedTile, Option<Side>), NotationError> {
    let mut words = line.split_whitespace();
    let cell: Cell = words.next().unwrap_or_default().parse().map_err(
        |e: crate::engines::rivality::geometry::UnknownCell| {
            line_error(n, format!("{e} (or an unknown keyword)"))
        },
    )?;
    parse_tile_words(n, cell, words, sides, Facing::North)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_position_fills_in_supplies_and_played() {
        let game = parse_position(
            "rivality 2p\nhand 1: A3 A7\nhand 2: B2\nM13 W s2\nM14 B4 east p1 @purple\n",
        )
        .unwrap();
        assert_eq!(game.supplies, [28, 29, 0]);
        assert_eq!(game.tiles_played, vec![0, 1]);
        assert_eq!(game.wizards[1], Some(Cell::new(0, 1)));
        assert_eq!(game.field.tiles[1].facing, Facing::East);
    }

    #[test]
    fn bad_lines_name_their_line() {
        let err = parse_position("rivality 2p\nM13 W\nM14 A99 east").unwrap_err();
        assert!(err.to_string().starts_with("line 3:"), "{err}");
        let err = parse_position("rivality 5p\n").unwrap_err();
        assert!(err.to_string().contains("2p, 3p or 4p"));
        let err = parse_position("rivality 2p\nM14 A1 north\n").unwrap_err();
        assert!(err.to_string().contains("Well of Mana"));
        let err = parse_position("rivality 2p\nM13 W s4 p2\n").unwrap_err();
        assert!(err.to_string().contains("more than five"));
        let err = parse_position("rivality 2p\nM13 W t2\n").unwrap_err();
        assert!(err.to_string().contains("not a side"));
    }

    #[test]
    fn the_moment_a_tiles_control_began_reads_and_writes_back() {
        let game = parse_position("rivality 3p expert\nM13 W s1 ^4\nM14 A1 north t1\n").unwrap();
        assert_eq!(game.field.tiles[0].control_since, 4);
        assert_eq!(game.field.tiles[1].control_since, 0, "no moment: unknown");
        let text = format_position(&game);
        assert!(text.contains("\nM13 W s1 ^4\n"), "{text}");
        assert!(text.contains("\nM14 A1 north t1\n"), "{text}");
        let err = parse_position("rivality 3p\nM13 W s1 ^x\n").unwrap_err();
        assert!(err.to_string().starts_with("line 2:"), "{err}");
        assert!(err.to_string().contains("moment"), "{err}");
    }
}
