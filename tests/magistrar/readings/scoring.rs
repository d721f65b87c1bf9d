//! The readings on scoring: the table, the track, supers, energy, honoris, the button.

use manawell::engines::dice::Dice;
use manawell::engines::magistrar::numbers::LEVEL_HONORIS;
use manawell::engines::magistrar::scoring::{encounter, game_result, step, Encounter, TrackMove};
use manawell::engines::magistrar::{
    new_game, Arena, Energy, Event, Mage, Options, Phase, Strength, Token,
};

use crate::common::{listed, play, play_until, scene};

fn arena(white: Token, black: Token, pawns: [Option<Strength>; 2]) -> Arena {
    let mut a = Arena::new([[white; 6], [black; 6]]);
    a.pawns[0][0] = pawns[0];
    a.pawns[1][0] = pawns[1];
    a
}

#[test]
fn scoring_table_every_row() {
    use Strength::*;
    use Token::*;
    let s = Some;
    let won = |mage, token, track, weight| Encounter::Won {
        mage,
        token,
        track,
        weight,
    };
    let cases = [
        (
            arena(Light, Dark, [s(Strong), s(Weak)]),
            won(Mage::White, Light, TrackMove::Toward(Energy::Light), 1),
        ),
        (
            arena(Light, Dark, [s(Weak), s(Medium)]),
            won(Mage::Black, Dark, TrackMove::Toward(Energy::Dark), 1),
        ),
        (
            arena(Light, Dark, [s(Medium), s(Medium)]),
            Encounter::Identical,
        ),
        (
            arena(Super, Dark, [None, s(Strong)]),
            won(Mage::White, Super, TrackMove::Choose(2), 1),
        ),
        (arena(Super, Super, [None, None]), Encounter::SupersTied),
        (
            arena(Light, Golden, [s(Strong), None]),
            won(Mage::Black, Golden, TrackMove::Choose(3), 2),
        ),
        (
            arena(Super, Golden, [None, None]),
            won(Mage::Black, Golden, TrackMove::Choose(3), 2),
        ),
        (arena(Golden, Golden, [None, None]), Encounter::SupersTied),
    ];
    for (a, expected) in cases {
        assert_eq!(encounter(&a, 0), expected, "{:?}", a.tokens[0][0]);
    }
}

#[test]
fn track_resolved_encounter_by_encounter_one_space_at_a_time_stopping_at_15() {
    assert_eq!(step(14, Energy::Dark, 3), 15, "a step past 15 is lost");
    assert_eq!(step(-15, Energy::Light, 1), -15);
    assert_eq!(step(15, Energy::Light, 2), 13);
    assert_eq!(step(1, Energy::Light, 3), -2, "through 0 to the light side");
    // Encounter order matters at the cap: dark at 15, then a light.
    let mut g = scene(
        "magistrar
         duel 1 white
         track d14 0
         arena DDLLLL ...... DDDDDD ......
         phase place white",
    );
    play(&mut g, "ssmmww wwwwmm");
    assert_eq!(g.track[0], 13, "14 → 15 → 15 (lost) → 14 → 13");
}

#[test]
fn super_direction_is_asked_once_per_super_won_in_encounter_order_and_is_compulsory() {
    let mut g = scene(
        "magistrar
         duel 1 white
         arena LSLSLL ...... DDDDDD ......
         phase place white",
    );
    play(&mut g, "s.s.ss wmwmww");
    assert_eq!(
        g.phase,
        Phase::Steer {
            mage: Mage::White,
            encounter: 2
        }
    );
    assert_eq!(listed(&g), vec!["light", "dark"], "never none");
    play(&mut g, "dark");
    assert_eq!(
        g.phase,
        Phase::Steer {
            mage: Mage::White,
            encounter: 4
        }
    );
    play(&mut g, "light");
    assert_eq!(g.duel, 2);
}

#[test]
fn energy_level_is_the_distance_from_0_whichever_side() {
    let mut g = new_game(Options::default(), 0).unwrap();
    g.track = [-7, 7];
    assert_eq!(g.level(Mage::White), 7);
    assert_eq!(g.level(Mage::Black), 7);
}

#[test]
fn honoris_for_the_energy_level_table() {
    assert_eq!(
        LEVEL_HONORIS,
        [-5, -4, -3, -1, 1, 3, 5, 8, 11, 14, 17, 20, 23, 27, 31, 35]
    );
    assert_eq!(game_result([0, 15], [0, 0]).honoris, [-5, 35]);
}

#[test]
fn winning_a_duel_more_encounters_a_golden_counts_twice_equal_nobody() {
    let mut a = Arena::new([
        [
            Token::Golden,
            Token::Light,
            Token::Light,
            Token::Light,
            Token::Light,
            Token::Light,
        ],
        [Token::Dark; 6],
    ]);
    a.pawns[1][0] = Some(Strength::Weak);
    for r in 1..6 {
        a.pawns[0][r] = Some(if r < 3 {
            Strength::Strong
        } else {
            Strength::Weak
        });
        a.pawns[1][r] = Some(Strength::Medium);
    }
    // White: the golden (2) and rocks 2-3 = 4; black: rocks 4-6 = 3.
    let counts = manawell::engines::magistrar::scoring::duel_counts(&a);
    assert_eq!(counts, [4, 3]);
    assert_eq!(
        manawell::engines::magistrar::scoring::duel_winner(counts),
        Some(Mage::White)
    );
    assert_eq!(
        manawell::engines::magistrar::scoring::duel_winner([3, 3]),
        None
    );
}

#[test]
fn the_button_passes_after_every_duel_and_the_first_is_drawn_from_the_seed() {
    let firsts: Vec<Mage> = (0..16)
        .map(|s| new_game(Options::default(), s).unwrap().starting)
        .collect();
    assert!(firsts.contains(&Mage::White) && firsts.contains(&Mage::Black));
    let mut g = new_game(Options::default(), 4).unwrap();
    let first = g.starting;
    let events = play_until(&mut g, &mut Dice::new(9), |g| g.duel == 5);
    let starts: Vec<Mage> = events
        .iter()
        .filter_map(|e| match e {
            Event::DuelBegan { starting, .. } => Some(*starting),
            _ => None,
        })
        .collect();
    assert_eq!(starts, vec![first.other(), first, first.other(), first]);
}

#[test]
fn after_duel_5_honoris_is_level_plus_5_per_marker_then_markers_then_a_draw() {
    let r = game_result([8, -10], [2, 0]);
    assert_eq!(r.honoris, [11 + 10, 17]);
    assert_eq!(r.winner, Some(Mage::White));
    let by_markers = game_result([7, 5], [0, 1]);
    assert_eq!(by_markers.honoris, [8, 8]);
    assert_eq!(
        by_markers.winner,
        Some(Mage::Black),
        "equal Honoris: more markers"
    );
    let draw = game_result([7, -7], [1, 1]);
    assert_eq!(draw.winner, None, "still equal: a draw");
}
