//! Random solo games per second: a fresh deal, random legal moves to the end.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use manawell::engines::dice::Dice;
use manawell::engines::rivality::solo::{new_solo, play_random, Difficulty};

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("solo");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random_game", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let mut game = new_solo(seed, Difficulty::Standard);
            let moves = play_random(&mut game, &mut Dice::new(!seed));
            moves.map(|m| m.len()).unwrap_or(0)
        })
    });
    group.finish();
}

criterion_group!(benches, random_games);
criterion_main!(benches);
