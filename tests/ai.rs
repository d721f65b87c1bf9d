//! The AI plays only legal moves, the same ones for the same seed, never reads what its
//! seat could not see, finishes every kind of game, and Hard beats Random.

use std::time::Instant;

use manawell::ai::{self, arena, Budget, Level};
use manawell::engines::rivality::{new_game, Game, Move, Options};

/// A small Hard budget so that the tests stay fast in debug builds.
const TINY: Budget = Budget {
    iterations: 24,
    deadline: None,
};

fn play_out(options: Options, levels: &[Level], seed: u64, budget: Budget) -> Game {
    let mut game = new_game(options, seed).unwrap();
    let mut legal = Vec::new();
    let mut plies = 0u64;
    while let Some(seat) = game.to_act() {
        let view = game.view(Some(seat));
        let level = levels[seat as usize % levels.len()];
        let mv = ai::choose_blocking(&view, level, seed * 1000 + plies, budget).unwrap();
        game.legal_moves(&mut legal);
        assert!(
            legal.contains(&mv),
            "{level} chose {mv:?}, not a legal move"
        );
        game = game.apply(mv).unwrap().0;
        plies += 1;
        assert!(plies < 200, "the game never ended");
    }
    game
}

#[test]
fn every_level_plays_whole_two_three_and_four_player_games_base_and_expert() {
    for players in 2..=4u8 {
        for expert in [false, true] {
            let options = Options { players, expert };
            let levels = [Level::Hard, Level::Random, Level::Easy, Level::Medium];
            let g = play_out(
                options,
                &levels[..players as usize],
                10 + players as u64,
                TINY,
            );
            assert!(g.is_over());
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_move_at_every_level() {
    let game = new_game(
        Options {
            players: 3,
            expert: true,
        },
        4,
    )
    .unwrap();
    let view = game.view(Some(0));
    for level in Level::ALL {
        let a = ai::choose_blocking(&view, level, 99, TINY).unwrap();
        let b = ai::choose_blocking(&view, level, 99, TINY).unwrap();
        assert_eq!(a, b, "{level}");
    }
    // And the random level really depends on the seed.
    let moves: Vec<Move> = (0..8)
        .map(|s| ai::choose_blocking(&view, Level::Random, s, TINY).unwrap())
        .collect();
    assert!(moves.iter().any(|m| *m != moves[0]));
}

/// Shuffles everything `seat` cannot see: the other hands and every stack.
fn scramble_hidden(game: &Game, seat: u8, salt: u64) -> Game {
    let mut other = game.clone();
    let side = game.side_of(seat);
    let mut pools: Vec<Vec<_>> = other.stacks.clone();
    for (s, hand) in other.hands.iter().enumerate() {
        if s as u8 != seat {
            pools[game.side_of(s as u8).index()].extend(hand.iter().copied());
        }
    }
    for (i, pool) in pools.iter_mut().enumerate() {
        // A fixed, seed-driven permutation, different from the dealt one.
        let n = pool.len();
        for k in 0..n {
            let j = (k * 7 + salt as usize + i) % n;
            pool.swap(k, j);
        }
    }
    for s in 0..game.players() {
        if s != seat {
            let n = game.hands[s as usize].len();
            let pool = &mut pools[game.side_of(s).index()];
            other.hands[s as usize] = pool.split_off(pool.len() - n);
        }
    }
    for (i, pool) in pools.into_iter().enumerate() {
        other.stacks[i] = pool;
    }
    let _ = side;
    other
}

#[test]
fn no_level_reads_hidden_tiles_only_the_view_matters() {
    for players in [2u8, 3, 4] {
        for plies in [0u64, 7] {
            // Reach a middle game with Medium, then look from the seat that must act.
            let mut game = new_game(
                Options {
                    players,
                    expert: true,
                },
                21,
            )
            .unwrap();
            for ply in 0..plies {
                let seat = game.to_act().unwrap();
                let mv = ai::choose(&game.view(Some(seat)), Level::Medium, ply).unwrap();
                game = game.apply(mv).unwrap().0;
            }
            let seat = game.to_act().unwrap();
            let twin = scramble_hidden(&game, seat, 5);
            assert_ne!((&game.hands, &game.stacks), (&twin.hands, &twin.stacks));
            assert_eq!(game.view(Some(seat)), twin.view(Some(seat)));
            for level in Level::ALL {
                for seed in 0..3 {
                    let a = ai::choose_blocking(&game.view(Some(seat)), level, seed, TINY);
                    let b = ai::choose_blocking(&twin.view(Some(seat)), level, seed, TINY);
                    assert_eq!(
                        a.unwrap(),
                        b.unwrap(),
                        "{level}, {players} players, ply {plies}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_seat_that_is_not_to_act_or_a_finished_game_gets_an_error() {
    let game = new_game(
        Options {
            players: 2,
            expert: false,
        },
        1,
    )
    .unwrap();
    let err = ai::choose(&game.view(Some(1)), Level::Easy, 0).unwrap_err();
    assert_eq!(err, ai::AiError::NotToAct);
    let over = play_out(
        Options {
            players: 2,
            expert: false,
        },
        &[Level::Random],
        2,
        TINY,
    );
    let err = ai::choose(&over.view(Some(0)), Level::Easy, 0).unwrap_err();
    assert_eq!(err, ai::AiError::GameOver);
}

#[test]
fn a_hint_names_a_legal_move_with_a_probability() {
    let game = new_game(
        Options {
            players: 2,
            expert: false,
        },
        8,
    )
    .unwrap();
    let h = ai::hint::hint_with(&game.view(Some(0)), 3, TINY).unwrap();
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    assert!(legal.contains(&h.mv));
    assert!((0.0..=1.0).contains(&h.win_probability));
    assert!(h.playouts > 0);
    // The hint is the move Hard itself would play.
    assert_eq!(
        h.mv,
        ai::choose_blocking(&game.view(Some(0)), Level::Hard, 3, TINY).unwrap()
    );
}

#[test]
fn removal_choices_are_answered_by_the_seat_that_must_choose() {
    use rand::Rng;
    let mut found = 0;
    let mut other_seat = 0;
    let mut legal = Vec::new();
    'games: for seed in 0..400u64 {
        let mut game = new_game(
            Options {
                players: 3,
                expert: true,
            },
            seed,
        )
        .unwrap();
        let mut dice = manawell::engines::dice::Dice::new(seed);
        while let Some(seat) = game.to_act() {
            game.legal_moves(&mut legal);
            if let Some(pending) = &game.pending {
                found += 1;
                other_seat += usize::from(pending.seat != game.turn);
                for level in Level::ALL {
                    let mv =
                        ai::choose_blocking(&game.view(Some(seat)), level, seed, TINY).unwrap();
                    assert!(
                        matches!(mv, Move::Remove { .. }) && legal.contains(&mv),
                        "{level}"
                    );
                }
                if found >= 6 {
                    break 'games;
                }
            }
            let mv = legal[dice.random_range(0..legal.len())];
            game = game.apply(mv).unwrap().0;
        }
    }
    assert!(
        found >= 6,
        "only {found} removal choices in 400 random games"
    );
    println!("{other_seat} of them for a seat other than the turn's");
}

#[test]
fn hard_beats_random_clearly_even_on_a_tiny_budget() {
    let r = arena::play_match_with(2, false, &[Level::Hard, Level::Random], 8, 7, TINY).unwrap();
    let hard = r.levels.iter().find(|l| l.level == Level::Hard).unwrap();
    assert!(hard.rate() >= 0.75, "{r}");
}

/// Measures strength in release builds; not part of the normal run:
/// `AI_SEATS=hard,random AI_GAMES=400 AI_ITERS=300 cargo test --release --test ai measure -- --ignored --nocapture`
#[test]
#[ignore]
fn measure() {
    let var = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
    let seats: Vec<Level> = var("AI_SEATS", "hard,random")
        .split(',')
        .map(|s| s.parse().unwrap())
        .collect();
    let games: u32 = var("AI_GAMES", "40").parse().unwrap();
    let iterations: u32 = var("AI_ITERS", "1500").parse().unwrap();
    let expert = var("AI_EXPERT", "0") == "1";
    let seed: u64 = var("AI_SEED", "1").parse().unwrap();
    let start = Instant::now();
    let budget = Budget::iterations(iterations);
    let r = arena::play_match_with(seats.len() as u8, expert, &seats, games, seed, budget).unwrap();
    let secs = start.elapsed().as_secs_f64();
    println!("{r}");
    println!(
        "{:.1} s, {} decisions, {:.2} ms per decision on average",
        secs,
        r.decisions,
        1000.0 * secs / r.decisions as f64
    );
}

#[test]
fn selfplay_seats_prints_win_rates_with_intervals() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_manawell"))
        .args([
            "selfplay",
            "rivality",
            "--seats",
            "medium,random",
            "--games",
            "4",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("medium") && text.contains("random"), "{text}");
    assert!(text.contains("of 4") && text.contains('['), "{text}");
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_manawell"))
        .args([
            "selfplay",
            "rivality",
            "--seats",
            "hard,wizard",
            "--games",
            "1",
        ])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("not an AI level"));
}

#[test]
fn a_deadline_already_past_still_gives_a_legal_move() {
    let game = new_game(
        Options {
            players: 2,
            expert: false,
        },
        6,
    )
    .unwrap();
    let budget = Budget {
        iterations: 1_000_000,
        deadline: Some(Instant::now()),
    };
    let started = Instant::now();
    let (seat, mv) = ai::play_for_seat_to_act(&game, Level::Hard, 1, budget).unwrap();
    assert!(started.elapsed().as_secs() < 5);
    assert_eq!(seat, 0);
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    assert!(legal.contains(&mv));
}
