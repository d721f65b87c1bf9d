//! Moves as one word each (no spaces), e.g. `C5-B5:2a1c`, `E7x@K9!`, `>D8:4a`.

use super::super::moves::Move;
use super::super::units::Units;
use super::{
    format_site, format_target, format_tile, format_units, parse_site, parse_target, parse_tile,
    parse_units, BadMove, NotationError, Shape,
};

fn kind(cavalry: bool) -> char {
    if cavalry {
        'c'
    } else {
        'a'
    }
}

/// A tile with a kind of unit: `E3a`, `E3c`.
fn parse_tile_kind(text: &str) -> Result<(super::TileId, bool), BadMove> {
    // Stripped as characters, never cut by byte counts: any text may come here.
    let (tile, cavalry) = match (text.strip_suffix('a'), text.strip_suffix('c')) {
        (Some(tile), _) => (tile, false),
        (_, Some(tile)) => (tile, true),
        _ => return Err(BadMove::NeedsKind(text.to_string())),
    };
    Ok((parse_tile(tile)?, cavalry))
}

pub fn format_move(mv: &Move) -> String {
    match mv {
        Move::Surrender { target, to } => {
            let to: Vec<String> = to
                .iter()
                .map(|(t, u)| format!("{}:{}", format_tile(*t), format_units(*u)))
                .collect();
            format!("surrender:{}>{}", format_target(*target), to.join(","))
        }
        Move::Roll => "roll".into(),
        Move::Move { from, to, units } => {
            format!(
                "{}-{}:{}",
                format_tile(*from),
                format_tile(*to),
                format_units(*units)
            )
        }
        Move::EndMoves => "end-moves".into(),
        Move::Reinforce { tile, cavalry } => format!("+{}{}", format_tile(*tile), kind(*cavalry)),
        Move::Build { site } => format!("build{}", format_site(*site)),
        Move::Mutiny { tile, cavalry } => {
            format!("mutiny:{}{}", format_tile(*tile), kind(*cavalry))
        }
        Move::Assault {
            from,
            target,
            fight_out,
        } => format!(
            "{}x{}{}",
            format_tile(*from),
            format_target(*target),
            if *fight_out { "!" } else { "" }
        ),
        Move::Advance { onto, units } => {
            format!(">{}:{}", format_tile(*onto), format_units(*units))
        }
        Move::EndBattles => "end-battles".into(),
        Move::Recruit {
            site,
            tile,
            cavalry,
        } => format!(
            "{}+{}{}",
            format_site(*site),
            format_tile(*tile),
            kind(*cavalry)
        ),
        Move::EndTurn => "end-turn".into(),
        Move::Resign => "resign".into(),
    }
}

pub fn parse_move(text: &str) -> Result<Move, NotationError> {
    read_move(text).map_err(NotationError::Move)
}

/// [`parse_move`] with the typed reason.
pub fn read_move(text: &str) -> Result<Move, BadMove> {
    parse(text.trim())
}

fn split2(text: &str, sep: char, shape: Shape) -> Result<(&str, &str), BadMove> {
    text.split_once(sep).ok_or_else(|| BadMove::Shape {
        text: text.to_string(),
        shape,
    })
}

fn parse(text: &str) -> Result<Move, BadMove> {
    match text {
        "roll" => return Ok(Move::Roll),
        "end-moves" => return Ok(Move::EndMoves),
        "end-battles" => return Ok(Move::EndBattles),
        "end-turn" => return Ok(Move::EndTurn),
        "resign" => return Ok(Move::Resign),
        _ => {}
    }
    if let Some(rest) = text.strip_prefix("surrender:") {
        let (target, to) = split2(rest, '>', Shape::Surrender)?;
        let to = to
            .split(',')
            .map(|part| {
                let (t, u) = split2(part, ':', Shape::Relocation)?;
                Ok((parse_tile(t)?, parse_units(u)?))
            })
            .collect::<Result<Vec<_>, BadMove>>()?;
        return Ok(Move::Surrender {
            target: parse_target(target)?,
            to,
        });
    }
    if let Some(rest) = text.strip_prefix("build") {
        return Ok(Move::Build {
            site: parse_site(rest)?,
        });
    }
    if let Some(rest) = text.strip_prefix("mutiny:") {
        let (tile, cavalry) = parse_tile_kind(rest)?;
        return Ok(Move::Mutiny { tile, cavalry });
    }
    if let Some(rest) = text.strip_prefix('+') {
        let (tile, cavalry) = parse_tile_kind(rest)?;
        return Ok(Move::Reinforce { tile, cavalry });
    }
    if let Some(rest) = text.strip_prefix('>') {
        let (onto, units) = split2(rest, ':', Shape::Advance)?;
        return Ok(Move::Advance {
            onto: parse_tile(onto)?,
            units: parse_units(units)?,
        });
    }
    if text.starts_with('@') {
        let (site, rest) = split2(text, '+', Shape::Recruit)?;
        let (tile, cavalry) = parse_tile_kind(rest)?;
        return Ok(Move::Recruit {
            site: parse_site(site)?,
            tile,
            cavalry,
        });
    }
    if let Some((from, target)) = text.split_once('x').filter(|_| !text.contains(':')) {
        let (target, fight_out) = match target.strip_suffix('!') {
            Some(t) => (t, true),
            None => (target, false),
        };
        return Ok(Move::Assault {
            from: parse_tile(from)?,
            target: parse_target(target)?,
            fight_out,
        });
    }
    if let Some((route, units)) = text.split_once(':') {
        let (from, to) = split2(route, '-', Shape::Move)?;
        let units: Units = parse_units(units)?;
        return Ok(Move::Move {
            from: parse_tile(from)?,
            to: parse_tile(to)?,
            units,
        });
    }
    Err(BadMove::NotAMove(text.to_string()))
}
