//! One test per reading of `shared/rules/magistrar-readings.md`, named after it.

use manawell::engines::dice::Dice;
use manawell::engines::magistrar::numbers::LEVEL_HONORIS;
use manawell::engines::magistrar::pieces::count_tokens;
use manawell::engines::magistrar::random::play_random;
use manawell::engines::magistrar::scoring::{encounter, game_result, step, Encounter, TrackMove};
use manawell::engines::magistrar::{
    new_game, Arena, Energy, Event, Game, Mage, MoveError, Options, Pawns, Phase, SetupError,
    Strength, Token,
};

use super::common::{listed, play, play_until, refused, scene};

#[test]
fn components_each_mage_has_30_tokens_14_light_14_dark_2_super_and_28_pawns_5_13_10() {
    let g = new_game(Options::default(), 1).unwrap();
    for m in Mage::BOTH {
        let mut all = g.bags[m.index()].clone();
        all.extend(g.arena.unwrap().tokens[m.index()]);
        assert_eq!(count_tokens(&all), [14, 14, 2, 0]);
        assert_eq!(
            g.pawns[m.index()],
            Pawns {
                weak: 10,
                medium: 13,
                strong: 5
            }
        );
    }
}

#[test]
fn arena_rock_i_of_one_mage_faces_rock_i_of_the_other() {
    let mut g = scene(
        "magistrar
         duel 1 white
         arena LLLLLD ...... DDDDDL ......
         phase place white",
    );
    let events = play(&mut g, "wwwwws mmmmmw");
    // Rock 6 is white's strong against black's weak: white wins white's rock-6 token.
    assert!(events.contains(&Event::EncounterWon {
        encounter: 6,
        mage: Mage::White,
        token: Token::Dark
    }));
}

#[test]
fn preparation_six_tokens_drawn_per_mage_laid_on_rocks_1_to_6_in_the_order_drawn() {
    let g = new_game(Options::default(), 5).unwrap();
    let mut replay = Game {
        arena: None,
        ..g.clone()
    };
    // The bag is drawn from its end: put the drawn tokens back in drawing order.
    for m in Mage::BOTH {
        let mut back: Vec<Token> = g.arena.unwrap().tokens[m.index()].to_vec();
        back.reverse();
        replay.bags[m.index()].extend(back);
    }
    let drawn: Vec<Token> = (0..6).map(|_| replay.bags[0].pop().unwrap()).collect();
    assert_eq!(drawn, g.arena.unwrap().tokens[0].to_vec());
}

#[test]
fn placing_a_pawn_on_each_rock_but_ones_own_super_so_28_pawns_in_a_game() {
    for seed in 0..20 {
        let mut g = new_game(Options::default(), seed).unwrap();
        play_random(
            &mut g,
            &mut Dice::new(seed),
            500,
            &mut Vec::new(),
            &mut Vec::new(),
        );
        assert!(g.is_over());
        assert_eq!(g.pawns, [Pawns::default(); 2], "seed {seed}: all 28 placed");
    }
}

#[test]
fn duels_1_to_4_player_2_may_match_a_strength_only_with_no_other_left() {
    let mut g = scene(
        "magistrar
         duel 1 white
         pawns black s0 m6 w0
         arena LLLLLL ...... DDDDDD ......
         phase place white",
    );
    play(&mut g, "mmmmww");
    assert_eq!(
        listed(&g),
        vec!["mmmmmm"],
        "only mediums left: identical where forced"
    );
    let events = play(&mut g, "mmmmmm");
    assert!(events.contains(&Event::EncounterIdentical { encounter: 1 }));
}

#[test]
fn duel_5_the_answer_must_differ_while_the_answering_mage_can() {
    let mut g = scene(
        "magistrar
         duel 5 black
         arena LLLLLL ...... DDDDDD ......
         phase open black",
    );
    play(&mut g, "3w");
    assert_eq!(listed(&g), vec!["3m", "3s"]);
}

#[test]
fn running_short_player_2_has_as_few_identical_encounters_as_the_pawns_allow() {
    // Black has one strong and five mediums; white places medium on 1-5 and weak on 6.
    // The strong must go to a medium rock: black cannot spend it on rock 6 to force a
    // second identical encounter.
    let mut g = scene(
        "magistrar
         duel 1 white
         pawns black s1 m5 w0
         arena LLLLLL ...... DDDDDD ......
         phase place white",
    );
    play(&mut g, "mmmmmw");
    let moves = listed(&g);
    assert_eq!(moves.len(), 5, "{moves:?}");
    assert!(moves
        .iter()
        .all(|m| m.ends_with('m') && m.matches('s').count() == 1));
    assert_eq!(
        refused(&g, "mmmmms"),
        MoveError::TooManyIdentical {
            identical: 5,
            fewest: 4
        }
    );
}

#[test]
fn duel_5_super_encounters_the_alternation_carries_on_each_pawn_its_own_move() {
    // Rocks 1 and 2: black's supers (white places there); rock 3: white's super.
    let mut g = scene(
        "magistrar
         duel 5 white
         arena LLSLLL ...... SSLDDD ......
         phase open white",
    );
    play(&mut g, "4m 4s 5m 5s 6m 6s");
    // Three ordinary encounters: white opened 4 and 6, black 5; black is due next.
    assert_eq!(g.phase, Phase::Open { mage: Mage::Black });
    play(&mut g, "3w");
    assert_eq!(g.phase, Phase::Open { mage: Mage::White });
    assert_eq!(listed(&g).len(), 6, "rocks 1 and 2, any strength left");
    play(&mut g, "1w");
    assert_eq!(
        g.phase,
        Phase::Open { mage: Mage::White },
        "black has no rock left facing a super: white places again, a move of its own"
    );
    play(&mut g, "2w");
    assert!(matches!(g.phase, Phase::Steer { .. }));
}

#[test]
fn open_information_only_the_order_in_the_bags_is_hidden() {
    let g = new_game(Options::default(), 3).unwrap();
    let view = g.view(Some(Mage::White));
    assert_eq!(
        view.arena, g.arena,
        "every token and pawn on the board is open"
    );
    assert_eq!(
        view.bags[1],
        count_tokens(&g.bags[1]),
        "the contents are open"
    );
    let json = serde_json::to_string(&view).unwrap();
    assert!(!json.contains("dice"), "nothing that tells the order");
}

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

/// A Grand Mage game at its last answer: black answers rock 6 with `answer`.
fn last_answer(games: &str, goldens: &str, white: &str, black: &str) -> Game {
    scene(&format!(
        "magistrar grand-mage
         {games}
         goldens {goldens}
         duel 5 white
         arena LLLLLL {white} DDDDDD {black}
         phase answer black 6"
    ))
}

#[test]
fn grand_mage_the_loser_adds_a_golden_super_energy_and_still_draws_30() {
    let mut g = last_answer("", "0 0", "sssssm", "wwwww.");
    let events = play(&mut g, "6s");
    assert!(events.contains(&Event::GoldenAdded { mage: Mage::Black }));
    assert_eq!(g.goldens, [0, 1]);
    assert_eq!(g.bags[1].len() + 6, 31);
    assert_eq!(g.bags[0].len() + 6, 30);
    assert!(g.validate().is_ok(), "{:?}", g.validate());
}

#[test]
fn grand_mage_a_drawn_game_adds_nothing() {
    let mut g = last_answer("", "0 0", "sssmmw", "wwwss.");
    let events = play(&mut g, "6m");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::GameEnded { result, .. } if result.winner.is_none())));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::GoldenAdded { .. })));
    assert_eq!(g.goldens, [0, 0]);
}

#[test]
fn grand_mage_pawns_may_be_left_over() {
    let mut leftovers = 0;
    for seed in 0..12 {
        let mut g = last_answer("game d15 0 3 0\ngame 0 d15 0 3", "1 1", "wwwwwm", "sssss.");
        g.dice = Dice::new(seed);
        play(&mut g, "6w");
        assert_eq!(g.goldens, [2, 1], "white lost: their second golden");
        let mut rng = Dice::new(seed);
        while !(g.duel == 5 && g.arena.is_some_and(|a| a.pawns == [[None; 6]; 2])) {
            play_random(&mut g, &mut rng, 1, &mut Vec::new(), &mut Vec::new());
        }
        // What duel 5 needs, and the pawns of the tokens that stay in the bag.
        let arena = g.arena.unwrap();
        for m in Mage::BOTH {
            let needed = arena.tokens[m.index()]
                .iter()
                .filter(|t| !t.is_super())
                .count() as u32;
            let kept_back = g.bags[m.index()].iter().filter(|t| !t.is_super()).count() as u32;
            assert_eq!(g.pawns[m.index()].total(), needed + kept_back);
            leftovers += kept_back;
        }
    }
    assert!(leftovers > 0, "some game left pawns over");
}

#[test]
fn grand_mage_the_match_stops_at_three_wins_or_after_five_games() {
    let mut g = last_answer("game d15 0 3 0\ngame d15 0 3 0", "0 2", "sssssm", "wwwww.");
    let events = play(&mut g, "6w");
    let over = events.iter().find_map(|e| match e {
        Event::Over { outcome } => Some(*outcome),
        _ => None,
    });
    assert_eq!(
        over.map(|o| (o.winner, o.wins)),
        Some((Some(Mage::White), [3, 0]))
    );
    // Five games: two draws, one win each, and a drawn fifth: a drawn match.
    let mut g = last_answer(
        "game 0 0 0 0\ngame 0 0 0 0\ngame d15 0 3 0\ngame 0 d15 0 3",
        "1 1",
        "sssmmw",
        "wwwss.",
    );
    play(&mut g, "6m");
    assert!(g.is_over());
    assert_eq!(g.outcome.map(|o| (o.winner, o.wins)), Some((None, [1, 1])));
}

#[test]
fn grand_mage_each_games_first_player_is_drawn_anew() {
    let mut pairs = std::collections::HashSet::new();
    for seed in 0..24 {
        let mut g = last_answer("", "0 0", "sssssm", "wwwww.");
        g.dice = Dice::new(seed);
        play(&mut g, "6s");
        pairs.insert(g.starting);
    }
    assert_eq!(pairs.len(), 2, "either mage may open the next game");
}

#[test]
fn variants_1_and_2_are_refused_with_the_reason() {
    let mage_cards = new_game(
        Options {
            mage_cards: true,
            ..Options::default()
        },
        0,
    )
    .unwrap_err();
    assert_eq!(mage_cards, SetupError::MageCards);
    assert!(mage_cards.to_string().contains("texts are not in it"));
    let duel_cards = new_game(
        Options {
            duel_cards: true,
            ..Options::default()
        },
        0,
    )
    .unwrap_err();
    assert_eq!(duel_cards, SetupError::DuelCards);
}
