//! Magistrar engine speed: whole random games and Grand Mage matches, listing the legal
//! moves (the starting player's placements, player 2's, a duel-5 pawn), one rock's choices.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use manawell::engines::dice::Dice;
use manawell::engines::magistrar::random::play_random;
use manawell::engines::magistrar::{new_game, Game, Options, Phase};

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("magistrar_random_game");
    group.throughput(Throughput::Elements(1));
    for (name, grand_mage) in [("game", false), ("grand_mage_match", true)] {
        let options = Options {
            grand_mage,
            ..Options::default()
        };
        let mut seed = 0u64;
        let (mut buffer, mut events) = (Vec::new(), Vec::new());
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                let mut game = new_game(options, seed).expect("the base game sets up");
                play_random(
                    &mut game,
                    &mut Dice::new(seed),
                    1000,
                    &mut buffer,
                    &mut events,
                );
                black_box(game.is_over())
            })
        });
    }
    group.finish();
}

/// The first position of `seed` where `wanted` holds.
fn position(wanted: impl Fn(&Game) -> bool) -> Game {
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    let mut game = new_game(Options::default(), 7).expect("the base game sets up");
    let mut rng = Dice::new(7);
    while !wanted(&game) {
        play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
    }
    game
}

fn legal_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("magistrar_legal_moves");
    let starting = new_game(Options::default(), 7).expect("the base game sets up");
    let reply = position(|g| matches!(g.phase, Phase::Place { mage } if mage != g.starting));
    let last_duel = position(|g| matches!(g.phase, Phase::Open { .. }));
    let mut buffer = Vec::new();
    for (name, game) in [
        ("starting_placement", &starting),
        ("reply_placement", &reply),
        ("duel_5_pawn", &last_duel),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                game.legal_moves(&mut buffer);
                black_box(buffer.len())
            })
        });
    }
    group.bench_function("one_rock_choices", |b| {
        b.iter(|| black_box(reply.placement_choices(&[None; 6], 2).len()))
    });
    group.finish();
}

criterion_group!(benches, random_games, legal_moves);
criterion_main!(benches);
