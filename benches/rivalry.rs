//! Rivalry engine speed: whole random games from the suggested set-ups, and listing the
//! legal moves of a move step (the longest list of a turn).

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use manawell::engines::dice::Dice;
use manawell::engines::rivalry::random::play_random;
use manawell::engines::rivalry::{start, suggested_setup, Game, Phase, Side};

fn new_game(seed: u64) -> Game {
    let setups = Side::BOTH.map(suggested_setup);
    start(&setups[0], &setups[1], seed)
        .expect("the suggested set-ups are valid")
        .0
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("rivalry_random_game");
    group.throughput(Throughput::Elements(1));
    group.sample_size(20);
    let mut seed = 0u64;
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    group.bench_function("game", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = new_game(seed);
            play_random(
                &mut game,
                &mut Dice::new(seed),
                100_000,
                &mut buffer,
                &mut events,
            );
            black_box(game.is_over())
        })
    });
    group.finish();
}

fn legal_moves(c: &mut Criterion) {
    let mut game = new_game(7);
    let mut rng = Dice::new(7);
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    while !matches!(game.phase, Phase::Move { left } if left >= 8) {
        play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
    }
    let mut moves = Vec::new();
    c.bench_function("rivalry_legal_moves_move_step", |b| {
        b.iter(|| {
            game.legal_moves(&mut moves);
            black_box(moves.len())
        })
    });
}

criterion_group!(benches, random_games, legal_moves);
criterion_main!(benches);
