//! Every game's default Discord picture is read on a phone, 400 px wide: its smallest
//! words, as drawn (recorded by `render::measure`, not guessed from the pixels), are at
//! least [`SMALLEST`] px there. Measured on boards from played games: a few moves in,
//! mid-game and at the end, each with the last move highlighted as the thread shows it.
//! `PICTURES_400=dir` keeps each picture, full size and shrunk to 400 px wide.

use manawell::frontends::pictures::BoardPictures;
use manawell::i18n::Lang;
use manawell::render::measure::{recording, smallest, without_glyph, Drawn};
use manawell::table::kinds::new_game;
use manawell::table::{BoardRenderer, GameOptions, LastAction, Names};

/// The width Discord shows a picture at on a phone.
const SHOWN: f32 = 400.0;
/// The smallest em size a word may have there.
const SMALLEST: f32 = 8.0;

fn options(options: GameOptions) -> (String, String) {
    let json = serde_json::to_value(&options).expect("options as JSON");
    (
        json["kind"].as_str().expect("a kind").to_string(),
        json["options"].to_string(),
    )
}

/// A small deterministic stream of picks.
struct Picks(u64);

impl Picks {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n.max(1) as u64) as usize
    }
}

/// The game of `options` from `seed`, played at random by every seat to act, with the
/// pictures at `stops` (moves played) and at the end: each after its last move.
fn pictures(
    kind: &str,
    options: &str,
    seats: usize,
    seed: u64,
    stops: &[usize],
) -> Vec<(usize, Vec<u8>, Vec<Drawn>)> {
    let names: Vec<String> = ["Ada", "Brune", "Cyrille", "Dora"][..seats]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut game = new_game(kind, options, seed).expect("a new game");
    let mut picks = Picks(seed);
    let mut out = Vec::new();
    let last = stops.iter().max().copied().unwrap_or(0) + 400;
    for played in 1..=last {
        let Some(seat) = game.waiting_for().first().copied() else {
            break;
        };
        let choices = game.choices_for(seat, Lang::En);
        if choices.is_empty() {
            break;
        }
        let notation = choices[picks.next(choices.len())].notation.clone();
        let before = game.clone_box();
        game.play_text_as(seat, &notation, &Names(names.clone()), Lang::En)
            .expect("a listed move is legal");
        let over = game.waiting_for().is_empty();
        if stops.contains(&played) || over {
            let last = LastAction::Move {
                before: &*before,
                notation: &notation,
            };
            let (png, drawn) =
                recording(|| BoardPictures.last_png(&*game, last, None, &names, Lang::En));
            out.push((played, png.expect("the picture is drawn"), drawn));
        }
        if over {
            break;
        }
    }
    out
}

fn keep(name: &str, png: &[u8]) {
    let Some(dir) = std::env::var_os("PICTURES_400") else {
        return;
    };
    let dir = std::path::Path::new(&dir);
    std::fs::create_dir_all(dir).expect("the folder");
    std::fs::write(dir.join(format!("{name}.png")), png).expect("the picture");
    let img = image::load_from_memory(png).expect("a PNG");
    let h = (img.height() as f32 * SHOWN / img.width() as f32).round() as u32;
    let small = img.resize_exact(SHOWN as u32, h, image::imageops::FilterType::Triangle);
    small
        .save(dir.join(format!("{name}-400.png")))
        .expect("the shrunk picture");
}

/// Every picture of the game whose smallest words are under [`SMALLEST`] at 400 px.
fn too_small(name: &str, options: GameOptions, seats: usize) -> Vec<String> {
    let (kind, options) = options_json(options);
    let mut out = Vec::new();
    for seed in [3, 17] {
        for (played, png, drawn) in pictures(&kind, &options, seats, seed, &[6, 30]) {
            keep(&format!("{name}-seed{seed}-move{played}"), &png);
            let boxes = without_glyph(&drawn);
            assert!(boxes.is_empty(), "{name}: no glyph for {boxes:?}");
            let Some(least) = smallest(&drawn, SHOWN) else {
                continue;
            };
            let size = least.size_at(SHOWN);
            if std::env::var_os("PICTURES_400").is_some() {
                eprintln!(
                    "{name} seed {seed} move {played}: `{}` {size:.1} px",
                    least.text
                );
            }
            if size < SMALLEST {
                let small: Vec<String> = drawn
                    .iter()
                    .filter(|d| d.size_at(SHOWN) < SMALLEST && !d.text.trim().is_empty())
                    .map(|d| format!("`{}` {:.1}", d.text, d.size_at(SHOWN)))
                    .take(12)
                    .collect();
                out.push(format!(
                    "{name}, seed {seed}, after move {played}: {}",
                    small.join(", ")
                ));
            }
        }
    }
    out
}

fn options_json(o: GameOptions) -> (String, String) {
    options(o)
}

fn assert_legible(name: &str, options: GameOptions, seats: usize) {
    let failures = too_small(name, options, seats);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[ignore = "not yet legible: a sprawling board (11 to 13 columns) draws its counts and spots' names at 4 to 7 px"]
fn a_two_player_rivality_board_reads_at_400_px() {
    let o = manawell::engines::rivality::Options {
        players: 2,
        expert: true,
    };
    assert_legible("rivality-2p", GameOptions::Rivality(o), 2);
}

#[test]
#[ignore = "not yet legible: a sprawling 3-player board's counts are 5.5 to 7 px"]
fn a_three_player_rivality_board_reads_at_400_px() {
    let o = manawell::engines::rivality::Options {
        players: 3,
        expert: true,
    };
    assert_legible("rivality-3p", GameOptions::Rivality(o), 3);
}

#[test]
#[ignore = "not yet legible: a sprawling 4-player board's counts are 5.4 to 7.3 px"]
fn a_four_player_rivality_board_reads_at_400_px() {
    let o = manawell::engines::rivality::Options {
        players: 4,
        expert: false,
    };
    assert_legible("rivality-4p", GameOptions::Rivality(o), 4);
}

#[test]
fn a_solo_board_reads_at_400_px() {
    let o = manawell::table::kinds::suramun::SoloOptions {
        difficulty: manawell::engines::rivality::solo::Difficulty::Standard,
    };
    assert_legible("solo", GameOptions::Suramun(o), 1);
}

#[test]
fn a_magistrar_table_reads_at_400_px() {
    assert_legible("magistrar", GameOptions::Magistrar(Default::default()), 2);
}

#[test]
fn an_aetherium_mat_reads_at_400_px() {
    assert_legible("aetherium", GameOptions::Aetherium(Default::default()), 2);
}

#[test]
fn the_isle_of_rivalry_reads_at_400_px() {
    assert_legible("rivalry", GameOptions::Rivalry(Default::default()), 2);
}

#[test]
fn a_character_the_font_lacks_is_caught() {
    let drawn = |text: &str| Drawn {
        text: text.to_string(),
        size: 10.0,
        x: 0.0,
        y: 0.0,
        w: 10.0,
        h: 10.0,
        picture_width: 400,
    };
    assert_eq!(without_glyph(&[drawn("+1 ⛉−2")]), vec!['⛉']);
    assert!(without_glyph(&[drawn("Partie terminée\u{a0}: −2 ◆")]).is_empty());
}

#[test]
fn the_recorder_sees_a_label_drawn_small() {
    // The recorder itself: a picture drawn with a known smallest label reports it.
    let (png, drawn) =
        recording(|| manawell::render::render_hand(&[], Lang::En).expect("an empty hand"));
    assert!(!png.is_empty());
    let least = smallest(&drawn, 400.0).expect("the hand says it is empty");
    assert!((least.size - 20.0).abs() < 0.01, "{least:?}");
}
