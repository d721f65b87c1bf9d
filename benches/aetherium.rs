//! Aetherium: random games per second (a fresh set-up, random legal moves to the end),
//! and the list of legal moves on a busy mid-game position (tokens in hand, stones
//! spread).

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use manawell::engines::aetherium::notation::parse_position_checked;
use manawell::engines::aetherium::random::play_random;
use manawell::engines::aetherium::{new_game, Options};
use manawell::engines::dice::Dice;

/// Round 2, player 1 to move with three tokens (a fall token among them: sixteen
/// targets) and stones at every height.
const BUSY: &str = "aetherium
round 2
aether -1
fire 3 5 1 0
water 2 0 4 1
earth 0 3 2 5
air 1 1 0 3
hand 1: fall aether rise-water
hand 2: block
played 1: fire@twin
played 2: earth@surge wild@gather";

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("aetherium");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    group.bench_function("random_game", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let mut game = new_game(Options::default(), seed).expect("a new game");
            let moves = play_random(
                &mut game,
                &mut Dice::new(!seed),
                100,
                &mut buffer,
                &mut events,
            );
            moves.len()
        })
    });
    group.finish();
}

fn legal_moves(c: &mut Criterion) {
    let busy = parse_position_checked(BUSY).expect("the busy position is possible");
    let opening = new_game(Options::default(), 1).expect("a new game");
    let mut group = c.benchmark_group("aetherium");
    let mut out = Vec::new();
    group.bench_function("legal_moves_opening", |b| {
        b.iter(|| {
            black_box(&opening).legal_moves(&mut out);
            out.len()
        })
    });
    group.bench_function("legal_moves_busy", |b| {
        b.iter(|| {
            black_box(&busy).legal_moves(&mut out);
            out.len()
        })
    });
    group.finish();
}

criterion_group!(benches, random_games, legal_moves);
criterion_main!(benches);
