//! The engine protocol against hostile input: no request may be slow. Listing moves on the
//! widest position the rules allow (a line of tiles, the most open spots, every spell
//! order asked), by the number of tiles; a 1 MiB position refused; a state loaded and
//! checked.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};
use manawell::cli::engine::Session;
use manawell::engines::rivality::notation::parse_position_checked;
use serde_json::json;

/// A 2-player position with `tiles` terrain tiles in a line east of the Well, salmon to
/// move with two fortresses in hand and three golems in supply (so each spell order is a
/// move of its own).
fn line_of_tiles(tiles: usize) -> String {
    let names: Vec<String> = (1..=9)
        .chain([12])
        .map(|n| format!("A{n}"))
        .chain((1..=12).map(|n| format!("B{n}")))
        .collect();
    let mut text = String::from("rivality 2p\nhand 1: A10 A11\nhand 2: B12\n");
    let mut salmon = 27;
    let mut lines = vec!["M13 W".to_string()];
    for (i, name) in names.iter().take(tiles.min(21)).enumerate() {
        let golems = salmon.min(5);
        salmon -= golems;
        let cell = format!("({},0)", i + 1);
        let golems = if golems > 0 {
            format!(" s{golems}")
        } else {
            String::new()
        };
        lines.push(format!("{cell} {name} north{golems}"));
    }
    // Whatever could not be placed waits on the Well's neighbours.
    assert_eq!(salmon, 0, "room for salmon's golems");
    text += &lines.join("\n");
    text
}

fn hostile_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("moves_on_a_line_of_tiles");
    for tiles in [6, 11, 21] {
        let text = line_of_tiles(tiles);
        let game = parse_position_checked(&text).expect("a possible position");
        let mut buffer = Vec::new();
        game.legal_moves(&mut buffer);
        eprintln!("{tiles} tiles: {} moves", buffer.len());
        group.bench_with_input(BenchmarkId::new("engine", tiles), &game, |b, game| {
            b.iter(|| {
                game.legal_moves(&mut buffer);
                black_box(buffer.len())
            })
        });
        let mut session = Session::default();
        let set_up = json!({"cmd":"position","text":text}).to_string();
        session.answer_bytes(set_up.as_bytes());
        group.bench_with_input(BenchmarkId::new("protocol", tiles), &(), |b, _| {
            b.iter(|| black_box(session.answer_bytes(br#"{"cmd":"moves"}"#)))
        });
    }
    group.finish();
}

fn hostile_requests(c: &mut Criterion) {
    let mut text = String::from("rivality 2p\nhand 1: A1\nhand 2: B1\nM13 W\n");
    while text.len() < 1_000_000 {
        text += "hand 1: A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 A12 B1 B2\n";
    }
    let position = json!({"cmd":"position","text":text}).to_string();
    let mut session = Session::default();
    c.bench_function("position_of_1mib_refused", |b| {
        b.iter(|| black_box(session.answer_bytes(position.as_bytes())))
    });
    session.answer_bytes(br#"{"cmd":"new","players":3,"seed":5,"expert":true}"#);
    let state = session.answer_bytes(br#"{"cmd":"state"}"#)["state"].clone();
    let load = json!({"cmd":"load","state":state}).to_string();
    c.bench_function("load_a_state_checked", |b| {
        b.iter(|| black_box(session.answer_bytes(load.as_bytes())))
    });
}

criterion_group!(benches, hostile_moves, hostile_requests);
criterion_main!(benches);
