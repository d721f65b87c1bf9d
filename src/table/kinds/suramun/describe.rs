//! A solo turn in words, with the solo cell names (A1–D6). Face-down tiles are never
//! named: only a reveal names its tile, and then it is face up for everyone.

use crate::engines::rivality::solo::{
    on_battlefield, solo_label, Difficulty, SoloGame, SoloPreview, PLAYER,
};
use crate::engines::rivality::{Control, EndReason, Event, Side};
use crate::i18n::Lang;
use crate::tr;
use crate::words::rivality::{golems, lost, solo_tile_name};

fn who(side: Side, player: &str) -> String {
    if side == PLAYER {
        player.to_string()
    } else {
        "Suramun".to_string()
    }
}

/// "standard", "débutant", "Meister".
pub fn difficulty_name(difficulty: Difficulty, lang: Lang) -> String {
    match difficulty {
        Difficulty::Beginner => tr!(lang, "suramun-difficulty-beginner"),
        Difficulty::Standard => tr!(lang, "suramun-difficulty-standard"),
        Difficulty::Master => tr!(lang, "suramun-difficulty-master"),
    }
}

/// The account of one solo turn; `game` is the state after it.
pub fn describe(game: &SoloGame, events: &[Event], player: &str, lang: Lang) -> String {
    let mut sentences: Vec<String> = Vec::new();
    for event in events {
        let sentence = match *event {
            Event::WizardMoved { side, cell, golem } => {
                let (who, cell) = (who(side, player), solo_label(cell));
                if golem {
                    tr!(lang, "suramun-moved-with-golem", who = who, cell = cell)
                } else {
                    tr!(lang, "suramun-moved", who = who, cell = cell)
                }
            }
            Event::Revealed { cell, tile } => tr!(
                lang,
                "suramun-revealed",
                cell = solo_label(cell),
                tile = solo_tile_name(tile, lang)
            ),
            Event::Summoned {
                caster,
                target,
                golems: n,
                destroyed,
                ..
            } => {
                let mut text = tr!(
                    lang,
                    "suramun-summoned",
                    who = who(caster, player),
                    golems = golems(n, lang),
                    target = solo_label(target)
                );
                if destroyed > 0 {
                    text.push_str(&tr!(lang, "rivality-destroyed", count = destroyed));
                }
                text
            }
            Event::SpellLost {
                caster,
                target,
                reason,
                ..
            } => {
                let off = !on_battlefield(target);
                let (target, why) = (solo_label(target), lost(reason, lang));
                match (caster, off) {
                    (Some(c), false) => tr!(
                        lang,
                        "suramun-spell-lost",
                        who = who(c, player),
                        target = target,
                        why = why
                    ),
                    (None, false) => {
                        tr!(
                            lang,
                            "suramun-spell-lost-nobody",
                            target = target,
                            why = why
                        )
                    }
                    (Some(c), true) => tr!(lang, "suramun-spell-off", who = who(c, player)),
                    (None, true) => tr!(lang, "suramun-spell-off-nobody"),
                }
            }
            Event::GolemsRemoved {
                cell, side, count, ..
            } => tr!(
                lang,
                "suramun-golems-removed",
                golems = golems(count, lang),
                who = who(side, player),
                cell = solo_label(cell)
            ),
            Event::ControlChanged { cell, to, .. } => {
                let cell = solo_label(cell);
                match to {
                    Control::Side(s) => {
                        tr!(lang, "suramun-held", cell = cell, who = who(s, player))
                    }
                    Control::Contested => tr!(lang, "suramun-contested", cell = cell),
                    Control::Empty => tr!(lang, "suramun-empty", cell = cell),
                }
            }
            Event::GameEnded { reason } => ended(game, reason, player, lang),
            // Multiplayer-only events never come from the solo engine.
            _ => continue,
        };
        sentences.push(sentence);
    }
    // The turn stopped after your wizard turned its tile up: say what it waits for.
    if let Some(pending) = game.pending {
        sentences.push(tr!(
            lang,
            "suramun-order-asked",
            cell = solo_label(pending.cell())
        ));
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
pub fn preview(p: &SoloPreview, lang: Lang) -> String {
    let mut sentences: Vec<String> = Vec::new();
    let mut moves: Vec<String> = Vec::new();
    for event in &p.events {
        if let Event::WizardMoved { side, cell, golem } = *event {
            let cell = solo_label(cell);
            moves.push(match (side == PLAYER, golem) {
                (true, false) => tr!(lang, "suramun-preview-you-go", cell = cell),
                (true, true) => tr!(lang, "suramun-preview-you-go-with-golem", cell = cell),
                (false, false) => tr!(lang, "suramun-preview-suramun-goes", cell = cell),
                (false, true) => {
                    tr!(lang, "suramun-preview-suramun-goes-with-golem", cell = cell)
                }
            });
        }
    }
    sentences.push(match moves.as_slice() {
        [first, second] => tr!(
            lang,
            "suramun-preview-both",
            first = first.as_str(),
            second = second.as_str()
        ),
        others => others.join("; "),
    });
    match p.turned_up.as_slice() {
        [] => {}
        [one] => sentences.push(tr!(
            lang,
            "suramun-preview-turns-up",
            cell = solo_label(*one)
        )),
        [first, second, ..] => sentences.push(tr!(
            lang,
            "suramun-preview-turn-up",
            first = solo_label(*first),
            second = solo_label(*second)
        )),
    }
    for event in &p.events {
        match *event {
            Event::GolemsRemoved {
                cell, side, count, ..
            } => {
                let (golems, cell) = (golems(count, lang), solo_label(cell));
                sentences.push(if side == PLAYER {
                    tr!(
                        lang,
                        "suramun-preview-yours-back",
                        golems = golems,
                        cell = cell
                    )
                } else {
                    tr!(
                        lang,
                        "suramun-preview-his-back",
                        golems = golems,
                        cell = cell
                    )
                })
            }
            Event::GameEnded {
                reason: EndReason::SupplyEmpty { side },
            } => sentences.push(if side == PLAYER {
                tr!(lang, "suramun-preview-your-last-golem")
            } else {
                tr!(lang, "suramun-preview-his-last-golem")
            }),
            _ => {}
        }
    }
    if !p.ends() {
        sentences.push(tr!(
            lang,
            "suramun-preview-then-spells",
            cell = solo_label(p.yours)
        ));
    }
    sentences.join(". ") + "."
}

fn ended(game: &SoloGame, reason: EndReason, player: &str, lang: Lang) -> String {
    let why = match reason {
        EndReason::SupplyEmpty { side } => {
            tr!(lang, "suramun-end-supply", who = who(side, player))
        }
        EndReason::NoMoveLeft => tr!(lang, "suramun-end-no-move", player = player),
        EndReason::TilesExhausted => tr!(lang, "suramun-end-tiles"),
    };
    tr!(
        lang,
        "suramun-over",
        why = why,
        result = result(game, player, lang)
    )
}

/// "Scores (standard): Mira 14, Suramun 12. Mira wins"; a tie says who it goes to.
pub fn result(game: &SoloGame, player: &str, lang: Lang) -> String {
    let s = game.score_now();
    let verdict = if s.player_wins() {
        tr!(lang, "suramun-player-wins", player = player)
    } else if s.player == s.suramun {
        tr!(lang, "suramun-wins-tie")
    } else {
        tr!(lang, "suramun-wins")
    };
    tr!(
        lang,
        "suramun-scores",
        difficulty = difficulty_name(s.difficulty, lang),
        player = player,
        score = s.player,
        suramun = s.suramun,
        verdict = verdict
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
            let text = result(&game, "Ann", Lang::En);
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
            preview(&p, Lang::En),
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
            preview(&p, Lang::En),
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
            Lang::En,
        );
        assert!(text.starts_with("A1 turned face up: "), "{text}");
        assert!(text.contains(" #A7"), "{text}");
    }

    #[test]
    fn a_solo_turn_reads_in_french_and_german() {
        use crate::engines::rivality::solo::SoloMove;
        use crate::engines::rivality::Cell;
        let game = new_solo(5, Difficulty::Standard);
        let mv = SoloMove::Enter {
            cell: Cell::new(2, 0),
        };
        let p = game.preview(mv).unwrap();
        assert_eq!(
            preview(&p, Lang::Fr),
            "Tu vas en C1 avec un Golem\u{a0}; Suramun ira en C6 avec un Golem. C6 est retournée \
             face visible. Puis Suramun lance ses Sorts, et toi les tiens si tu tiens encore C1."
        );
        assert_eq!(
            preview(&p, Lang::De),
            "Du ziehst mit einem Golem auf C1; Suramun wird mit einem Golem auf C6 ziehen. C6 \
             wird aufgedeckt. Dann wirkt Suramun seine Zauber, und du deine, wenn du C1 noch \
             kontrollierst."
        );
        let mut events = Vec::new();
        let mut after = game.clone();
        after.apply_in_place(mv, &mut events).unwrap();
        let fr = describe(&after, &events, "Ann", Lang::Fr);
        assert!(
            fr.starts_with("Le Magicien de Ann est allé en C1 avec un Golem"),
            "{fr}"
        );
        let de = describe(&after, &events, "Ann", Lang::De);
        assert!(
            de.starts_with("Der Zauberer von Ann zog mit einem Golem auf C1"),
            "{de}"
        );
        assert!(
            result(&after, "Ann", Lang::Fr).starts_with("Scores (standard)\u{a0}: Ann "),
            "{}",
            result(&after, "Ann", Lang::Fr)
        );
        assert!(result(&after, "Ann", Lang::De).starts_with("Punkte (Standard): Ann "));
    }
}
