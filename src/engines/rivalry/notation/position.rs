//! Whole positions as text: a header line `rivalry`, then key lines in any order (see
//! `docs/rivalry-notation.md`). `#` starts a comment.

use super::super::super::dice::Dice;
use super::super::cards::{full_deck, Card};
use super::super::map::{map, SiteId, TileId};
use super::super::numbers::SITES;
use super::super::side::Side;
use super::super::state::{Ending, Game, Outcome, Phase};
use super::super::units::Units;
use super::{
    format_card, format_site, format_target, format_tile, format_units, parse_card, parse_site,
    parse_target, parse_tile, parse_units, NotationError,
};

fn ending_word(e: Ending) -> &'static str {
    match e {
        Ending::LeaderCaught => "leader_caught",
        Ending::InterimCapitalTaken => "interim_capital_taken",
        Ending::RoundLimit => "round_limit",
        Ending::Resigned => "resigned",
    }
}

fn parse_ending(w: &str) -> Result<Ending, String> {
    Ok(match w {
        "leader_caught" => Ending::LeaderCaught,
        "interim_capital_taken" => Ending::InterimCapitalTaken,
        "round_limit" => Ending::RoundLimit,
        "resigned" => Ending::Resigned,
        _ => {
            return Err(format!(
            "`{w}` is not an ending: leader_caught, interim_capital_taken, round_limit or resigned"
        ))
        }
    })
}

fn format_phase(p: Phase) -> String {
    match p {
        Phase::Surrender => "surrender".into(),
        Phase::Move { left } => format!("move {left}"),
        Phase::Reinforce { left } => format!("reinforce {left}"),
        Phase::Build => "build".into(),
        Phase::Mutiny { left } => format!("mutiny {left}"),
        Phase::Battle => "battle".into(),
        Phase::Advance { from, target } => {
            format!("advance {} {}", format_tile(from), format_target(target))
        }
        Phase::Recruit => "recruit".into(),
        Phase::Over => "over".into(),
    }
}

fn parse_phase(words: &[&str]) -> Result<Phase, String> {
    let number = |i: usize| -> Result<u8, String> {
        words
            .get(i)
            .and_then(|w| w.parse().ok())
            .ok_or_else(|| "a number of units is missing".to_string())
    };
    Ok(match words.first().copied() {
        Some("surrender") => Phase::Surrender,
        Some("move") => Phase::Move { left: number(1)? },
        Some("reinforce") => Phase::Reinforce { left: number(1)? },
        Some("build") => Phase::Build,
        Some("mutiny") => Phase::Mutiny { left: number(1)? },
        Some("battle") => Phase::Battle,
        Some("advance") if words.len() == 3 => Phase::Advance {
            from: parse_tile(words[1])?,
            target: parse_target(words[2])?,
        },
        Some("recruit") => Phase::Recruit,
        Some("over") => Phase::Over,
        _ => return Err(format!("`{}` is not a step: surrender, move N, reinforce N, build, mutiny N, battle, advance FROM TARGET, recruit or over", words.join(" "))),
    })
}

fn format_stacks(units: &[Units]) -> String {
    let parts: Vec<String> = units
        .iter()
        .enumerate()
        .filter(|(_, u)| !u.is_empty())
        .map(|(i, u)| format!("{}:{}", format_tile(TileId(i as u8)), format_units(*u)))
        .collect();
    parts.join(" ")
}

fn parse_stacks(words: &[&str]) -> Result<Vec<Units>, String> {
    let mut out = vec![Units::NONE; map().tiles.len()];
    for w in words {
        let (t, u) = w
            .split_once(':')
            .ok_or_else(|| format!("`{w}`: a stack reads TILE:UNITS"))?;
        let t = parse_tile(t)?;
        out[t.0 as usize] = out[t.0 as usize].plus(parse_units(u)?);
    }
    Ok(out)
}

fn opt_site(s: Option<SiteId>) -> String {
    s.map(format_site).unwrap_or_else(|| "-".into())
}

fn parse_opt_site(w: &str) -> Result<Option<SiteId>, String> {
    if w == "-" {
        Ok(None)
    } else {
        Ok(Some(parse_site(w)?))
    }
}

fn join<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    items.iter().map(f).collect::<Vec<_>>().join(" ")
}

pub fn format_position(game: &Game) -> String {
    let mut out = vec!["rivalry".to_string()];
    out.push(format!("round {}", game.round));
    out.push(format!("turn {}", game.turn.word()));
    out.push(format!("phase {}", format_phase(game.phase)));
    out.push(format!(
        "capitals {} {}",
        format_site(game.capital[0]),
        format_site(game.capital[1])
    ));
    out.push(format!(
        "interim {} {}",
        opt_site(game.interim[0]),
        opt_site(game.interim[1])
    ));
    for side in Side::BOTH {
        let cities: Vec<SiteId> = game.cities_of(side).collect();
        out.push(format!(
            "cities {} {}",
            side.word(),
            join(&cities, |s| format_site(*s))
        ));
        out.push(format!(
            "units {} {}",
            side.word(),
            format_stacks(&game.units[side.index()])
        ));
    }
    out.push(format!("moved {}", format_stacks(&game.moved)));
    out.push(format!(
        "lost {} {}",
        game.lost_turns[0], game.lost_turns[1]
    ));
    out.push(format!(
        "sabotage {} {}",
        game.sabotage[0], game.sabotage[1]
    ));
    out.push(format!(
        "sabotaged {}",
        if game.sabotaged { "yes" } else { "no" }
    ));
    out.push(format!(
        "recruited {}",
        join(&game.recruited, |s| format_site(*s))
    ));
    out.push(format!(
        "assaulted {}",
        join(&game.assaulted, |t| format_target(*t))
    ));
    out.push(format!(
        "offers {}",
        join(&game.offers, |t| format_target(*t))
    ));
    out.push(format!(
        "forbidden {}",
        join(&game.forbidden, |s| format_site(*s))
    ));
    out.push(match game.roll {
        Some([a, b]) => format!("roll {a} {b}"),
        None => "roll -".into(),
    });
    out.push(format!("deck {}", join(&game.deck, |c| format_card(*c))));
    out.push(format!(
        "discards {}",
        join(&game.discards, |c| format_card(*c))
    ));
    let dice = serde_json::to_string(&game.dice).unwrap_or_default();
    out.push(format!("dice {dice}"));
    out.push(match game.outcome {
        None => "outcome -".into(),
        Some(o) => format!(
            "outcome {} {}",
            o.winner.map_or("draw", Side::word),
            ending_word(o.ending)
        ),
    });
    out.join("\n") + "\n"
}

/// Reads a position and checks that a game can reach it.
pub fn parse_position_checked(text: &str) -> Result<Game, NotationError> {
    let game = parse_position(text)?;
    game.validate()?;
    Ok(game)
}

/// Reads a position without checking it (tests may write part of a game). Lines left out
/// take their defaults: no units, no cities, the deck in its printed order, dice seed 0.
pub fn parse_position(text: &str) -> Result<Game, NotationError> {
    let tiles = map().tiles.len();
    let mut game = Game {
        round: 1,
        turn: Side::Republic,
        phase: Phase::Battle,
        units: [vec![Units::NONE; tiles], vec![Units::NONE; tiles]],
        moved: vec![Units::NONE; tiles],
        owner: [None; SITES],
        capital: [SiteId(1), SiteId(9)],
        interim: [None; 2],
        lost_turns: [0; 2],
        sabotage: [0; 2],
        sabotaged: false,
        recruited: Vec::new(),
        assaulted: Vec::new(),
        offers: Vec::new(),
        forbidden: Vec::new(),
        roll: None,
        deck: full_deck(),
        discards: Vec::new(),
        outcome: None,
        dice: Dice::new(0),
        dictated: Vec::new(),
    };
    let mut header = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let err = |m: String| NotationError::Line {
            line: i + 1,
            message: m,
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        if !header {
            if line != "rivalry" {
                return Err(err("a position begins with the line `rivalry`".into()));
            }
            header = true;
            continue;
        }
        read_line(&mut game, &words).map_err(err)?;
    }
    if !header {
        return Err(NotationError::Line {
            line: 1,
            message: "empty position".into(),
        });
    }
    Ok(game)
}

fn side_word(w: Option<&&str>) -> Result<Side, String> {
    w.and_then(|w| Side::from_word(w))
        .ok_or_else(|| "a side is missing: republic or kingdom".to_string())
}

fn two<T>(rest: &[&str], f: impl Fn(&str) -> Result<T, String>) -> Result<[T; 2], String> {
    match rest {
        [a, b] => Ok([f(a)?, f(b)?]),
        _ => Err("two values are needed: the Republic's, then the Kingdom's".into()),
    }
}

fn number<T: std::str::FromStr>(w: &str) -> Result<T, String> {
    w.parse().map_err(|_| format!("`{w}` is not a number"))
}

fn read_line(game: &mut Game, words: &[&str]) -> Result<(), String> {
    let rest = &words[1..];
    match words[0] {
        "round" => game.round = number(rest.first().copied().unwrap_or(""))?,
        "turn" => game.turn = side_word(rest.first())?,
        "phase" => game.phase = parse_phase(rest)?,
        "capitals" => game.capital = two(rest, |w| Ok(parse_site(w)?))?,
        "interim" => game.interim = two(rest, parse_opt_site)?,
        "cities" => {
            let side = side_word(rest.first())?;
            for w in &rest[1..] {
                game.owner[parse_site(w)?.0 as usize] = Some(side);
            }
        }
        "units" => {
            let side = side_word(rest.first())?;
            game.units[side.index()] = parse_stacks(&rest[1..])?;
        }
        "moved" => game.moved = parse_stacks(rest)?,
        "lost" => game.lost_turns = two(rest, number)?,
        "sabotage" => game.sabotage = two(rest, number)?,
        "sabotaged" => game.sabotaged = rest.first() == Some(&"yes"),
        "recruited" => {
            game.recruited = rest
                .iter()
                .map(|w| parse_site(w))
                .collect::<Result<_, _>>()?
        }
        "assaulted" => {
            game.assaulted = rest
                .iter()
                .map(|w| parse_target(w))
                .collect::<Result<_, _>>()?
        }
        "offers" => {
            game.offers = rest
                .iter()
                .map(|w| parse_target(w))
                .collect::<Result<_, _>>()?
        }
        // `forbidden -` is how one city or none was written before several could be.
        "forbidden" => {
            game.forbidden = match rest {
                ["-"] => Vec::new(),
                _ => rest
                    .iter()
                    .map(|w| parse_site(w))
                    .collect::<Result<_, _>>()?,
            }
        }
        "roll" => {
            game.roll = match rest {
                ["-"] | [] => None,
                [a, b] => Some([number(a)?, number(b)?]),
                _ => return Err("a roll reads `roll 3 4` or `roll -`".into()),
            }
        }
        "deck" => {
            game.deck = rest
                .iter()
                .map(|w| parse_card(w))
                .collect::<Result<Vec<Card>, _>>()?
        }
        "discards" => {
            game.discards = rest
                .iter()
                .map(|w| parse_card(w))
                .collect::<Result<Vec<Card>, _>>()?
        }
        "dice" => {
            game.dice = serde_json::from_str(rest.first().copied().unwrap_or(""))
                .map_err(|_| "the dice read `dice` and a number".to_string())?
        }
        "outcome" => {
            game.outcome = match rest {
                ["-"] | [] => None,
                [who, how] => Some(Outcome {
                    winner: if *who == "draw" {
                        None
                    } else {
                        Some(side_word(Some(who))?)
                    },
                    ending: parse_ending(how)?,
                }),
                _ => {
                    return Err(
                        "an outcome reads `outcome republic resigned` or `outcome -`".into(),
                    )
                }
            }
        }
        other => return Err(format!("`{other}` is not a key of a position")),
    }
    Ok(())
}
