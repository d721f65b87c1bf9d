//! How long the bot takes to draw a full end-of-game board, and how big the PNG is, in
//! both layouts: wide (the terminal mode) and phone first (Discord); Rivality's boards,
//! then Magistrar's, then an Aetherium game in its last round.

use criterion::{criterion_group, criterion_main, Criterion};
use manawell::cli::render::play_random;
use manawell::engines::rivality::{Event, Game, Options};
use manawell::render::{render_board, BoardPicture, Format};

fn boards(c: &mut Criterion) {
    let options = Options {
        players: 2,
        expert: false,
    };
    let (game, events) = play_random(options, 5, 500).expect("a random game plays to its end");
    assert!(game.is_over());
    // This one sprawls past `PHONE_MAX_COLUMNS`: drawn wide in either layout.
    bench(
        c,
        "end-of-game 2-player board",
        &game,
        &events,
        Format::Wide,
    );
    // The middle of a game, 6 columns wide: both layouts.
    let (game, events) = play_random(options, 3, 14).expect("random moves");
    bench(
        c,
        "mid-game 2-player board, wide",
        &game,
        &events,
        Format::Wide,
    );
    bench(
        c,
        "mid-game 2-player board, phone",
        &game,
        &events,
        Format::Phone,
    );
}

fn bench(c: &mut Criterion, label: &str, game: &Game, events: &[Event], format: Format) {
    let view = game.view(None);
    let names = vec!["Ada".to_string(), "Brune".to_string()];
    let picture = BoardPicture {
        view: &view,
        names: &names,
        last_events: events,
        preview: false,
        format,
    };
    measure(c, label, || {
        render_board(&picture).expect("the board renders")
    });
}

/// Reports the PNG's size and the CPU time per picture, then benches `draw`.
fn measure(c: &mut Criterion, label: &str, draw: impl Fn() -> Vec<u8>) {
    let png = draw();
    eprintln!("{label}: {} bytes", png.len());
    // The machine may be shared: also report the time this thread spent on a CPU, which
    // other processes do not inflate.
    if let Some(start) = thread_cpu_ns() {
        let runs = 40;
        for _ in 0..runs {
            let _ = draw();
        }
        if let Some(end) = thread_cpu_ns() {
            let ms = (end - start) as f64 / 1e6 / f64::from(runs);
            eprintln!("{label}: CPU time per render {ms:.2} ms");
        }
    }
    c.bench_function(&format!("render {label}"), |b| b.iter(&draw));
}

/// Magistrar in duel 4, a placement down: the board alone in both layouts, and the
/// reply that ends the duel (the duel scored above the next one's tokens).
fn magistrar(c: &mut Criterion) {
    use manawell::engines::dice::Dice;
    use manawell::engines::magistrar::notation::format_move;
    use manawell::engines::magistrar::random::play_random;
    use manawell::engines::magistrar::{new_game, Options};
    use manawell::table::pictures::magistrar::{board_png, move_png};
    let names = vec!["Ada".to_string(), "Brune".to_string()];
    let mut game = new_game(Options::default(), 5).expect("a new game");
    let mut rng = Dice::new(6);
    play_random(&mut game, &mut rng, 7, &mut Vec::new(), &mut Vec::new());
    for (label, format) in [("phone", Format::Phone), ("wide", Format::Wide)] {
        measure(c, &format!("magistrar board, {label}"), || {
            board_png(&game, None, &names, format).expect("the board renders")
        });
    }
    let mut replies = Vec::new();
    game.legal_moves(&mut replies);
    let ends_the_duel = replies.iter().find(|mv| {
        game.apply(**mv).is_ok_and(|(_, events)| {
            events
                .iter()
                .any(|e| matches!(e, manawell::engines::magistrar::Event::DuelBegan { .. }))
        })
    });
    let reply = format_move(ends_the_duel.expect("a reply that ends duel 4"));
    measure(c, "magistrar reply scored, phone", || {
        move_png(&game, &reply, None, &names, false, Format::Phone).expect("the move renders")
    });
}

/// Nanoseconds this thread has run on a CPU (Linux only).
fn thread_cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// An Aetherium game late in its third round (hands, stacks of pawns, a block), its
/// last move highlighted, in both layouts.
fn aetherium(c: &mut Criterion) {
    use manawell::engines::aetherium::random::play_random;
    use manawell::engines::aetherium::{new_game, Options};
    use manawell::render::{render_aetherium, AetheriumPicture};
    let mut game = new_game(Options::default(), 3).expect("a new game");
    let mut rng = manawell::engines::dice::Dice::new(4);
    let mut events = Vec::new();
    play_random(&mut game, &mut rng, 26, &mut Vec::new(), &mut events);
    let view = game.view(None);
    let names = vec!["Ada".to_string(), "Brune".to_string()];
    for (label, format) in [("phone", Format::Phone), ("wide", Format::Wide)] {
        let picture = AetheriumPicture {
            view: &view,
            names: &names,
            last_events: &events,
            preview: false,
            format,
        };
        let label = format!("aetherium round {} board, {label}", view.round);
        let png = render_aetherium(&picture).expect("the board renders");
        eprintln!("{label}: {} bytes", png.len());
        if let Some(start) = thread_cpu_ns() {
            let runs = 40;
            for _ in 0..runs {
                let _ = render_aetherium(&picture);
            }
            if let Some(end) = thread_cpu_ns() {
                let ms = (end - start) as f64 / 1e6 / f64::from(runs);
                eprintln!("{label}: CPU time per render {ms:.2} ms");
            }
        }
        c.bench_function(&format!("render {label}"), |b| {
            b.iter(|| render_aetherium(&picture))
        });
    }
}

criterion_group!(benches, boards, magistrar, aetherium);
criterion_main!(benches);
