//! How long the bot takes to draw a full end-of-game board, and how big the PNG is, in
//! both layouts: wide (the terminal mode) and phone first (Discord); Rivality's boards,
//! then Magistrar's, then an Aetherium game in its last round, then a Rivalry game in its
//! third round; and a whole game's
//! replay: its frames drawn, and encoded as one animated GIF (how big, how long).

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
        lang: manawell::i18n::Lang::En,
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
    // Played on until a reply would end a duel (player 2 answers a whole placement).
    let ends_a_duel = |game: &manawell::engines::magistrar::Game| {
        let mut replies = Vec::new();
        game.legal_moves(&mut replies);
        replies.into_iter().find(|mv| {
            game.apply(*mv).is_ok_and(|(_, events)| {
                events
                    .iter()
                    .any(|e| matches!(e, manawell::engines::magistrar::Event::DuelBegan { .. }))
            })
        })
    };
    let mut reply = ends_a_duel(&game);
    for _ in 0..500 {
        if reply.is_some() {
            break;
        }
        play_random(&mut game, &mut rng, 1, &mut Vec::new(), &mut Vec::new());
        reply = ends_a_duel(&game);
    }
    for (label, format) in [("phone", Format::Phone), ("wide", Format::Wide)] {
        measure(c, &format!("magistrar board, {label}"), || {
            board_png(&game, None, &names, manawell::i18n::Lang::En, format)
                .expect("the board renders")
        });
    }
    let reply = format_move(&reply.expect("a reply that ends a duel"));
    measure(c, "magistrar reply scored, phone", || {
        move_png(
            &game,
            &reply,
            None,
            &names,
            manawell::i18n::Lang::En,
            false,
            Format::Phone,
        )
        .expect("the move renders")
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
            lang: manawell::i18n::Lang::En,
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

/// A Rivalry game in its third round, the last twelve moves' events highlighted (arrows,
/// assaults and their dice), in both layouts.
fn rivalry(c: &mut Criterion) {
    use manawell::engines::dice::Dice;
    use manawell::engines::rivalry::random::play_random;
    use manawell::engines::rivalry::{start, suggested_setup, Side};
    use manawell::i18n::Lang;
    use manawell::table::pictures::rivalry::turn_png;
    let (mut game, _) = start(
        &suggested_setup(Side::Republic),
        &suggested_setup(Side::Kingdom),
        5,
    )
    .expect("the suggested set-ups start a game");
    let mut rng = Dice::new(6);
    play_random(&mut game, &mut rng, 80, &mut Vec::new(), &mut Vec::new());
    let mut events = Vec::new();
    for _ in 0..12 {
        let mut last = Vec::new();
        play_random(&mut game, &mut rng, 1, &mut Vec::new(), &mut last);
        events.extend(last);
    }
    let names = vec!["Ada".to_string(), "Brune".to_string()];
    for (label, format) in [("phone", Format::Phone), ("wide", Format::Wide)] {
        let label = format!("rivalry round {} board, {label}", game.round);
        measure(c, &label, || {
            turn_png(&game, &events, None, &names, format, Lang::En).expect("the board renders")
        });
    }
}

/// The longest of a few 4-player Expert games played at random to their end, as a replay.
fn long_game() -> manawell::table::Replay {
    use manawell::table::kinds::{new_game, Names};
    use manawell::table::{Action, Replay};
    let options = r#"{"players":4,"expert":true}"#;
    let names = Names(["Ada", "Brune", "Cyr", "Dalia"].map(String::from).to_vec());
    let mut longest: Option<Replay> = None;
    for seed in 0..12u64 {
        let start = new_game("rivality", options, seed).expect("a 4-player game");
        let mut replay = Replay::new("rivality", names.clone(), start, manawell::i18n::Lang::En);
        let mut pick = seed as usize;
        while replay.last().game.to_act().is_some() {
            let mut game = replay.last().game.clone_box();
            let choices = game.choices(manawell::i18n::Lang::En);
            pick = pick.wrapping_mul(7919).wrapping_add(13);
            let choice = &choices[pick % choices.len()];
            let (json, account) = game
                .play_text(&choice.notation, &names, manawell::i18n::Lang::En)
                .expect("legal");
            let mv = serde_json::from_str(&json).expect("a move as JSON");
            replay.push(game, Action::Play { mv }, account);
        }
        if longest.as_ref().is_none_or(|l| l.len() < replay.len()) {
            longest = Some(replay);
        }
    }
    longest.expect("a game")
}

fn replays(c: &mut Criterion) {
    use manawell::frontends::pictures::BoardPictures;
    use manawell::render::animation::{encode_gif, Timing};
    let replay = long_game();
    let frames = replay.frames(&BoardPictures).expect("the frames draw");
    let gif = encode_gif(&frames, Timing::default()).expect("the animation encodes");
    let pngs: usize = frames.iter().map(Vec::len).sum();
    eprintln!(
        "replay of a 4-player Expert game: {} frames ({} bytes of PNG), GIF {} bytes",
        frames.len(),
        pngs,
        gif.len()
    );
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function(format!("draw {} frames, phone", frames.len()), |b| {
        b.iter(|| replay.frames(&BoardPictures))
    });
    group.bench_function(format!("encode {} frames as GIF", frames.len()), |b| {
        b.iter(|| encode_gif(&frames, Timing::default()))
    });
    group.finish();
}

criterion_group!(benches, boards, rivalry, magistrar, aetherium, replays);
criterion_main!(benches);
