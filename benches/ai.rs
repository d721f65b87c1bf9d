//! Decisions per second at each level (criterion reports them as elements per second).
//!
//! `cargo bench --bench ai`. Positions: the opening, and a middle game reached by Medium
//! self-play (2 players, and 4 players with Expert rules); Hard uses its default budget.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use manawell::ai::{self, Budget, Level};
use manawell::engines::rivality::{new_game, Game, Options, SeatView};

fn position(players: u8, expert: bool, plies: u64, seed: u64) -> SeatView {
    let mut game: Game = new_game(Options { players, expert }, seed).expect("a game");
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
        ("opening", position(2, false, 0, 1)),
        ("middle", position(2, false, 8, 1)),
        ("late", position(2, false, 16, 1)),
        ("4p-expert-middle", position(4, true, 10, 2)),
    ];
    let mut group = c.benchmark_group("decision");
    group.throughput(Throughput::Elements(1));
    group.sample_size(10);
    group.warm_up_time(std::time::Duration::from_secs(1));
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
