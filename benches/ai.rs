//! Decisions per second at each level (criterion reports them as elements per second).
//!
//! `cargo bench --bench ai`. Positions: the opening, and a middle game reached by Medium
//! self-play, with 2 players; Hard uses its default budget.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use manawell::ai::{self, Budget, Level};
use manawell::engines::rivality::{new_game, Game, Options, SeatView};

fn position(players: u8, plies: u64, seed: u64) -> SeatView {
    let mut game: Game = new_game(
        Options {
            players,
            expert: false,
        },
        seed,
    )
    .expect("a game");
    for ply in 0..plies {
        let Some(seat) = game.to_act() else { break };
        let mv = ai::choose(&game.view(Some(seat)), Level::Medium, ply).expect("a move");
        game = game.apply(mv).expect("a legal move").0;
    }
    let seat = game.to_act().expect("a game still going");
    game.view(Some(seat))
}

fn decisions(c: &mut Criterion) {
    let positions = [
        ("opening", position(2, 0, 1)),
        ("middle", position(2, 8, 1)),
    ];
    let mut group = c.benchmark_group("decision");
    group.throughput(Throughput::Elements(1));
    group.sample_size(10);
    group.measurement_time(std::time::Duration::from_secs(3));
    for level in Level::ALL {
        for (name, view) in &positions {
            group.bench_function(format!("{level}/{name}"), |b| {
                let mut seed = 0u64;
                b.iter(|| {
                    seed += 1;
                    ai::choose_blocking(black_box(view), level, seed, Budget::default())
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, decisions);
criterion_main!(benches);
