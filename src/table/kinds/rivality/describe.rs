//! A turn's events in plain words, for the channel and the log. Only public facts: a drawn
//! tile is never named, and neither is a discarded hand.

use crate::engines::rivality::{Control, EndReason, Event, Game, Side};
use crate::table::kinds::words::{golems, lost, tile_name};
use crate::table::kinds::Names;

/// The players of a side: "Mira" or, in teams, "Mira & Bo".
pub fn side_players(game: &Game, side: Side, names: &Names) -> String {
    let players: Vec<&str> = (0..game.players())
        .filter(|s| game.side_of(*s) == side)
        .map(|s| names.of(s))
        .collect();
    players.join(" & ")
}

/// "Mira (salmon)".
pub fn side_label(game: &Game, side: Side, names: &Names) -> String {
    format!("{} ({side})", side_players(game, side, names))
}

fn control(game: &Game, to: Control, names: &Names) -> String {
    match to {
        Control::Side(s) => format!("held by {}", side_label(game, s, names)),
        Control::Contested => "contested".to_string(),
        Control::Empty => "empty".to_string(),
    }
}

/// The account of one move: a first sentence for the placement and its spells, then one
/// sentence per consequence. `game` is the state after the move (for names and scores).
pub fn describe(game: &Game, events: &[Event], names: &Names) -> String {
    let mut head = String::new();
    let mut spells: Vec<String> = Vec::new();
    let mut after: Vec<String> = Vec::new();
    for event in events {
        match *event {
            Event::Mulligan { seat } => {
                head = format!("{} took a mulligan and drew two new tiles", names.of(seat))
            }
            Event::TilePlaced {
                seat,
                tile,
                cell,
                facing,
                ..
            } => {
                head = format!(
                    "{} placed {} at {cell} facing {}",
                    names.of(seat),
                    tile_name(tile),
                    facing.name()
                )
            }
            Event::WizardMoved { side, cell, golem } => spells.push(format!(
                "the {side} wizard moved to {cell}{}",
                if golem { " with a golem" } else { "" }
            )),
            Event::Revealed { cell, tile } => {
                after.push(format!("{cell} turned face up: {}", tile_name(tile)))
            }
            Event::Summoned {
                caster,
                target,
                golems: n,
                destroyed,
                delayed,
                ..
            } => {
                let mut text = if delayed {
                    format!("a delayed {caster} spell brought {} to {target}", golems(n))
                } else {
                    format!("{} to {target}", golems(n))
                };
                if destroyed > 0 {
                    text.push_str(&format!(", {destroyed} destroyed by the shield"));
                    if destroyed > 1 {
                        text.push('s');
                    }
                }
                spells.push(text);
            }
            Event::SpellLost { target, reason, .. } => {
                spells.push(format!("the spell to {target} was lost ({})", lost(reason)))
            }
            Event::SpellDelayed { target, .. } => {
                spells.push(format!("a spell waits for a tile at {target}"))
            }
            Event::GolemsRemoved {
                cell, side, count, ..
            } => after.push(format!(
                "{} of {side} sent back to supply from {cell} (five at most on a tile)",
                golems(count)
            )),
            Event::ControlChanged { cell, to, .. } => {
                after.push(format!("{cell} is now {}", control(game, to, names)))
            }
            Event::RemovalChoice {
                seat,
                cell,
                ref sides,
            } => {
                let whose: Vec<String> = sides
                    .iter()
                    .map(|s| format!("{} (`remove {s}`)", side_label(game, *s, names)))
                    .collect();
                after.push(format!(
                    "{} must choose whose golem goes back to supply from {cell}: {}",
                    names.of(seat),
                    whose.join(" or ")
                ))
            }
            Event::Besieged { cell, by, .. } => after.push(format!(
                "{cell} is besieged and falls to {}",
                side_label(game, by, names)
            )),
            Event::Drew { seat } => after.push(format!("{} drew a tile", names.of(seat))),
            Event::GameEnded { reason } => after.push(ended(game, reason, names)),
        }
    }
    let mut text = head;
    if !spells.is_empty() {
        if text.is_empty() {
            text = capitalise(&spells.join(", "));
        } else {
            text.push_str(": ");
            text.push_str(&spells.join(", "));
        }
    }
    for sentence in after {
        if !text.is_empty() {
            text.push_str(". ");
        }
        text.push_str(&capitalise(&sentence));
    }
    if !text.is_empty() {
        text.push('.');
    }
    text
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn ended(game: &Game, reason: EndReason, names: &Names) -> String {
    let why = match reason {
        EndReason::TilesExhausted => "the last tile is played".to_string(),
        EndReason::SupplyEmpty { side } => format!("{side} has no golem left in supply"),
        EndReason::NoMoveLeft => "the wizard has nowhere left to go".to_string(),
    };
    match &game.outcome {
        Some(outcome) => format!("The game is over, {why}. {}", result(game, outcome, names)),
        None => format!("The game is over, {why}"),
    }
}

pub use super::outcome::{refusal, resigned, result};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::notation::{parse_move, parse_position};
    use crate::engines::rivality::{Cell, MoveError};

    #[test]
    fn a_turn_reads_as_one_account_with_shields_and_lost_spells() {
        let game = parse_position(
            "rivality 2p\nhand 1: A7\nhand 2: B2\nstack salmon: A1 A2\nstack purple: B3\n\
             M13 W\nN13 B1 north\nN14 B6 north p1\n",
        )
        .unwrap();
        let (after, events) = game.apply(parse_move("A7 M14 east").unwrap()).unwrap();
        let names = Names(vec!["Mira".into(), "Tom".into()]);
        let text = describe(&after, &events, &names);
        assert!(
            text.starts_with("Mira placed Cottage A7 at M14 facing east: "),
            "{text}"
        );
        assert!(
            text.contains("the salmon wizard moved to M14 with a golem"),
            "{text}"
        );
        assert!(
            text.contains("3 golems to N14, 1 destroyed by the shield"),
            "{text}"
        );
        assert!(
            text.contains("the spell to M17 was lost (no tile there)"),
            "{text}"
        );
        assert!(text.contains("N14 is now held by Mira (salmon)"), "{text}");
        assert!(text.ends_with("Mira drew a tile."), "{text}");
        // The drawn tile is in Mira's hand now, and never named.
        assert!(!text.contains("A2"), "{text}");
    }

    #[test]
    fn a_removal_choice_names_the_players() {
        let names = Names(vec!["Ann".into(), "Ben".into(), "Cat".into()]);
        let refused = MoveError::RemovalPending {
            seat: 1,
            cell: Cell::WELL,
        };
        let text = refusal(&refused, &names);
        assert!(text.starts_with("Ben must first choose"), "{text}");
        assert!(!text.contains("seat"), "{text}");
        let game = parse_position("rivality 3p\nM13 W\n").unwrap();
        let text = describe(
            &game,
            &[Event::RemovalChoice {
                seat: 1,
                cell: Cell::WELL,
                sides: vec![Side::SALMON, Side::TEAL],
            }],
            &names,
        );
        assert!(
            text.contains("Ben must choose whose golem goes back to supply from M13: Ann (salmon) (`remove salmon`) or Cat (teal) (`remove teal`)"),
            "{text}"
        );
    }
}
