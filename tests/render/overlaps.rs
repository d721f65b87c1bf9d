//! Nothing on the battlefield covers anything else: over many games played at random,
//! after every move, the boxes `render::board_marks` lays out (the edges' names, what
//! stands on each tile, its printed spells, the spots where delayed spells wait, the
//! highlighted move's words and its spells' lines) share no area. The painter draws
//! exactly these boxes.

use manawell::engines::dice::Dice;
use manawell::engines::rivality::{new_game, Move, Options};
use manawell::render::boxes::Rect;
use manawell::render::{board_marks, BoardMarks, BoardScene, Highlight, MarkKind};
use rand::seq::IndexedRandom;

/// The boxes that cover one another, as readable lines.
fn overlaps(marks: &BoardMarks, c: f32) -> Vec<String> {
    let mut out = Vec::new();
    for (i, a) in marks.labels.iter().enumerate() {
        for b in &marks.labels[i + 1..] {
            // A tile's own occupants and printed spells are drawn as one piece of art, not
            // laid out: their crowding is the tile's design, not a mark hiding another.
            let same_tile = matches!(
                (a.kind, b.kind),
                (MarkKind::Printed { cell: x }, MarkKind::Occupant { cell: y })
                    | (MarkKind::Occupant { cell: x }, MarkKind::Printed { cell: y })
                    | (MarkKind::Printed { cell: x }, MarkKind::Printed { cell: y })
                    | (MarkKind::Occupant { cell: x }, MarkKind::Occupant { cell: y })
                    if x == y
            );
            if !same_tile && a.rect.intersects(&b.rect) {
                out.push(format!(
                    "{:?} `{}` covers {:?} `{}`",
                    a.kind, a.text, b.kind, b.text
                ));
            }
        }
    }
    let w = manawell::render::spell_width(c);
    for spell in &marks.spells {
        for s in spell.points.windows(2) {
            let r = segment(s[0], s[1], w);
            for l in marks.labels.iter().filter(|l| l.rect.intersects(&r)) {
                out.push(format!("a spell's line covers {:?} `{}`", l.kind, l.text));
            }
        }
    }
    out
}

fn segment(a: (f32, f32), b: (f32, f32), width: f32) -> Rect {
    Rect {
        x: a.0.min(b.0) - width / 2.0,
        y: a.1.min(b.1) - width / 2.0,
        w: (a.0 - b.0).abs() + width,
        h: (a.1 - b.1).abs() + width,
    }
}

/// Every move of `games` games from `seed` on, each board checked with its move.
fn check(players: u8, expert: bool, games: u64) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut tags = 0;
    for seed in 0..games {
        let options = Options { players, expert };
        let mut game = new_game(options, seed).expect("a new game");
        let mut rng = Dice::new(seed.wrapping_add(99));
        let mut moves: Vec<Move> = Vec::new();
        let mut events = Vec::new();
        for turn in 0..200 {
            game.legal_moves(&mut moves);
            let Some(mv) = moves.choose(&mut rng).copied() else {
                break;
            };
            events.clear();
            game.apply_in_place(mv, &mut events).expect("a legal move");
            let view = game.view(None);
            let sides = if players == 3 { 3 } else { 2 };
            let scene = BoardScene {
                field: &view.field,
                wizards: &view.wizards[..sides],
                extent: None,
                entry_points: &[],
                events: &events,
                highlight: Highlight::LastMove,
                lang: super::lang(),
            };
            let marks = board_marks(&scene).expect("a layout");
            tags += marks.tags.len();
            let c = manawell::render::Layout::new(&scene).cell;
            for o in overlaps(&marks, c) {
                failures.push(format!("{players}p seed {seed} turn {turn}: {o}"));
            }
        }
    }
    (failures, tags)
}

fn assert_none_covered(players: u8, expert: bool, games: u64) {
    let (failures, tags) = check(players, expert, games);
    assert!(tags > 0, "the games pinned words on their boards");
    let shown: Vec<_> = failures.iter().take(20).collect();
    assert!(
        failures.is_empty(),
        "{} overlaps, first:\n{}",
        failures.len(),
        shown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn nothing_covers_anything_on_two_player_expert_boards() {
    assert_none_covered(2, true, 12);
}

#[test]
fn nothing_covers_anything_on_three_player_expert_boards() {
    assert_none_covered(3, true, 10);
}

#[test]
fn nothing_covers_anything_on_four_player_boards() {
    assert_none_covered(4, false, 8);
}
