//! Rivality engine speed: whole random games, listing legal moves, applying one.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use manawell::engines::dice::Dice;
use manawell::engines::rivality::random::play_random;
use manawell::engines::rivality::{new_game, Game, Options};

fn two_players() -> Options {
    Options {
        players: 2,
        expert: false,
    }
}

/// A mid-game position: ten random moves into a 2-player game.
fn mid_game() -> Game {
    let mut game = new_game(two_players(), 11).expect("2 players is a valid table");
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    play_random(&mut game, &mut Dice::new(3), 10, &mut buffer, &mut events);
    game
}

/// A late position where the supply of the player to move cannot cover every spell of a
/// tile in hand, so that the order of its spells may matter.
fn low_supply() -> Game {
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    for seed in 0.. {
        let mut game = new_game(two_players(), seed).expect("2 players is a valid table");
        let mut rng = Dice::new(seed);
        while !game.is_over() {
            let side = game.side_of(game.turn).index();
            let short = game
                .hand(game.turn)
                .iter()
                .any(|t| game.supplies[side] > 2 && game.supplies[side] <= t.spec().total_golems());
            if short && game.pending.is_none() {
                return game;
            }
            play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
        }
    }
    unreachable!("some random game runs low on golems")
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    for (name, options) in [
        ("2p", two_players()),
        (
            "2p_expert",
            Options {
                players: 2,
                expert: true,
            },
        ),
        (
            "3p",
            Options {
                players: 3,
                expert: false,
            },
        ),
        (
            "3p_expert",
            Options {
                players: 3,
                expert: true,
            },
        ),
        (
            "4p",
            Options {
                players: 4,
                expert: false,
            },
        ),
    ] {
        let (mut buffer, mut events) = (Vec::with_capacity(256), Vec::with_capacity(32));
        let mut seed = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                let mut game = new_game(options, seed).expect("valid table");
                let mut rng = Dice::new(seed);
                play_random(&mut game, &mut rng, 500, &mut buffer, &mut events);
                black_box(game.outcome.is_some())
            })
        });
    }
    group.finish();
}

fn moves(c: &mut Criterion) {
    let game = mid_game();
    let mut buffer = Vec::with_capacity(256);
    c.bench_function("legal_moves_mid_game", |b| {
        b.iter(|| {
            game.legal_moves(&mut buffer);
            black_box(buffer.len())
        })
    });
    let late = low_supply();
    c.bench_function("legal_moves_low_supply", |b| {
        b.iter(|| {
            late.legal_moves(&mut buffer);
            black_box(buffer.len())
        })
    });
    game.legal_moves(&mut buffer);
    let mv = buffer[buffer.len() / 2];
    c.bench_function("apply_mid_game", |b| {
        b.iter(|| black_box(game.apply(black_box(mv)).is_ok()))
    });
    let mut events = Vec::with_capacity(32);
    c.bench_function("apply_in_place_mid_game", |b| {
        b.iter_batched_ref(
            || game.clone(),
            |g| {
                events.clear();
                black_box(g.apply_in_place(mv, &mut events).is_ok())
            },
            criterion::BatchSize::SmallInput,
        )
    });
}

criterion_group!(benches, random_games, moves);
criterion_main!(benches);
