//! A solo turn in words, with the solo cell names (A1–D6). Face-down tiles are never
//! named: only a reveal names its tile, and then it is face up for everyone.

use crate::engines::rivality::solo::{on_battlefield, solo_label, SoloGame, SoloPreview, PLAYER};
use crate::engines::rivality::{Control, EndReason, Event, Side};
use crate::i18n::Lang;
use crate::table::kinds::words::{golems, lost, solo_tile_name};

fn who(side: Side, player: &str) -> String {
    if side == PLAYER {
        player.to_string()
    } else {
        "Suramun".to_string()
    }
}

/// The account of one solo turn; `game` is the state after it.
pub fn describe(game: &SoloGame, events: &[Event], player: &str) -> String {
    let mut sentences: Vec<String> = Vec::new();
    for event in events {
        let sentence = match *event {
            Event::WizardMoved { side, cell, golem } => format!(
                "{} moved to {}{}",
                who(side, player),
                solo_label(cell),
                if golem { " with a golem" } else { "" }
            ),
            Event::Revealed { cell, tile } => {
                format!(
                    "{} turned face up: {}",
                    solo_label(cell),
                    solo_tile_name(tile, Lang::En)
                )
            }
            Event::Summoned {
                caster,
                target,
                golems: n,
                destroyed,
                ..
            } => {
                let mut text = format!(
                    "{}'s spell brought {} to {}",
                    who(caster, player),
                    golems(n, Lang::En),
                    solo_label(target)
                );
                if destroyed > 0 {
                    text.push_str(&format!(", {destroyed} destroyed by the shield"));
                    if destroyed > 1 {
                        text.push('s');
                    }
                }
                text
            }
            Event::SpellLost {
                caster,
                target,
                reason,
                ..
            } => {
                let caster =
                    caster.map_or_else(|| "A".to_string(), |c| format!("{}'s", who(c, player)));
                if on_battlefield(target) {
                    format!(
                        "{caster} spell to {} was lost ({})",
                        solo_label(target),
                        lost(reason, Lang::En)
                    )
                } else {
                    format!("{caster} spell went off the battlefield and was lost")
                }
            }
            Event::GolemsRemoved {
                cell, side, count, ..
            } => format!(
                "{} of {} sent back from {} (five at most on a tile)",
                golems(count, Lang::En),
                who(side, player),
                solo_label(cell)
            ),
            Event::ControlChanged { cell, to, .. } => match to {
                Control::Side(s) => {
                    format!("{} is now held by {}", solo_label(cell), who(s, player))
                }
                Control::Contested => format!("{} is now contested", solo_label(cell)),
                Control::Empty => format!("{} is now empty", solo_label(cell)),
            },
            Event::GameEnded { reason } => ended(game, reason, player),
            // Multiplayer-only events never come from the solo engine.
            _ => continue,
        };
        sentences.push(sentence);
    }
    let mut text = sentences.join(". ");
    if !text.is_empty() {
        text.push('.');
    }
    text
}

/// A move before it is confirmed, for the mover: where both wizards go and what turns
/// face up, never what it is ("You go to B2 with a golem; Suramun will go to B5 with a
/// golem. B5 turns face up. Then Suramun casts his spells, and you yours if you still
/// hold B2.").
pub fn preview(p: &SoloPreview) -> String {
    let with = |golem: bool| if golem { " with a golem" } else { "" };
    let mut sentences: Vec<String> = Vec::new();
    let mut moves: Vec<String> = Vec::new();
    for event in &p.events {
        match *event {
            Event::WizardMoved { side, cell, golem } if side == PLAYER => {
                moves.push(format!("You go to {}{}", solo_label(cell), with(golem)));
            }
            Event::WizardMoved { cell, golem, .. } => moves.push(format!(
                "Suramun will go to {}{}",
                solo_label(cell),
                with(golem)
            )),
            _ => {}
        }
    }
    sentences.push(moves.join("; "));
    match p.turned_up.as_slice() {
        [] => {}
        [one] => sentences.push(format!("{} turns face up", solo_label(*one))),
        [first, second, ..] => sentences.push(format!(
            "{} and {} turn face up",
            solo_label(*first),
            solo_label(*second)
        )),
    }
    for event in &p.events {
        match *event {
            Event::GolemsRemoved {
                cell, side, count, ..
            } => sentences.push(format!(
                "{} of {} go back from {} (five at most on a tile)",
                golems(count, Lang::En),
                if side == PLAYER { "yours" } else { "Suramun's" },
                solo_label(cell)
            )),
            Event::GameEnded {
                reason: EndReason::SupplyEmpty { side },
            } => sentences.push(format!(
                "That is {} last golem: the game ends there",
                if side == PLAYER { "your" } else { "Suramun's" }
            )),
            _ => {}
        }
    }
    if !p.ends() {
        sentences.push(format!(
            "Then Suramun casts his spells, and you yours if you still hold {}",
            solo_label(p.yours)
        ));
    }
    sentences.join(". ") + "."
}

fn ended(game: &SoloGame, reason: EndReason, player: &str) -> String {
    let why = match reason {
        EndReason::SupplyEmpty { side } => format!("{} has no golem left", who(side, player)),
        EndReason::NoMoveLeft => format!("{player}'s wizard has no empty tile to go to"),
        EndReason::TilesExhausted => "no tile is left".to_string(),
    };
    format!("The game is over: {why}. {}", result(game, player))
}

/// "Scores (standard): Mira 14, Suramun 12. Mira wins"; a tie says who it goes to.
pub fn result(game: &SoloGame, player: &str) -> String {
    let s = game.score_now();
    let verdict = if s.player_wins() {
        format!("{player} wins")
    } else if s.player == s.suramun {
        "Suramun wins: a tie goes to him".to_string()
    } else {
        "Suramun wins".to_string()
    };
    format!(
        "Scores ({}): {player} {}, Suramun {}. {verdict}",
        s.difficulty, s.player, s.suramun
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::solo::{new_solo, Difficulty};

    #[test]
    fn a_tie_goes_to_suramun_is_said_only_on_a_tie() {
        let mut game = new_solo(3, Difficulty::Standard);
        let (mut ties, mut others) = (0, 0);
        let mut moves = Vec::new();
        loop {
            let s = game.score_now();
            let text = result(&game, "Ann");
            if s.player == s.suramun {
                ties += 1;
                assert!(text.ends_with("Suramun wins: a tie goes to him"), "{text}");
            } else {
                others += 1;
                assert!(!text.contains("tie"), "{text}");
            }
            game.legal_moves(&mut moves);
            let Some(mv) = moves.first().copied() else {
                break;
            };
            let Ok((next, _)) = game.apply(mv) else { break };
            game = next;
        }
        assert!(
            ties > 0 && others > 0,
            "both cases seen: {ties} ties, {others} others"
        );
    }

    #[test]
    fn a_preview_names_spots_never_tiles() {
        use crate::engines::rivality::solo::SoloMove;
        use crate::engines::rivality::Cell;
        let game = new_solo(5, Difficulty::Standard);
        let p = game
            .preview(SoloMove::Enter {
                cell: Cell::new(2, 0),
            })
            .unwrap();
        assert_eq!(
            preview(&p),
            "You go to C1 with a golem; Suramun will go to C6 with a golem. C6 turns face up. \
             Then Suramun casts his spells, and you yours if you still hold C1."
        );
    }

    #[test]
    fn a_preview_says_when_your_last_golem_ends_the_game() {
        use crate::engines::rivality::solo::SoloMove;
        use crate::engines::rivality::Cell;
        let mut game = new_solo(5, Difficulty::Standard);
        game.supplies[PLAYER.index()] = 1;
        for (index, n) in (4..10).zip([5, 5, 5, 5, 5, 4]) {
            game.field.tiles[index].golems[PLAYER.index()] = n;
        }
        let p = game
            .preview(SoloMove::Enter {
                cell: Cell::new(0, 0),
            })
            .unwrap();
        assert_eq!(
            preview(&p),
            "You go to A1 with a golem. That is your last golem: the game ends there."
        );
    }

    #[test]
    fn a_revealed_tile_never_reads_like_a_cell() {
        use crate::engines::rivality::{Cell, Event, TileId};
        let game = new_solo(3, Difficulty::Standard);
        let text = describe(
            &game,
            &[Event::Revealed {
                cell: Cell::new(0, 0),
                tile: "A7".parse::<TileId>().unwrap(),
            }],
            "Ann",
        );
        assert!(text.starts_with("A1 turned face up: "), "{text}");
        assert!(text.contains(" #A7"), "{text}");
    }
}
