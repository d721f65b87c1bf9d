//! One test per reading of `shared/rules/magistrar-readings.md`, named after it.
mod grand_mage;
mod scoring;

use manawell::engines::dice::Dice;
use manawell::engines::magistrar::pieces::count_tokens;
use manawell::engines::magistrar::random::play_random;
use manawell::engines::magistrar::{
    new_game, Event, Game, Mage, MoveError, Options, Pawns, Phase, Token,
};

use crate::common::{listed, play, refused, scene};

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
fn duel_5_an_answer_that_cannot_differ_is_identical_and_nobody_wins_it() {
    // White has only weak pawns left; black opens rock 3 with its one weak pawn.
    let mut g = scene(
        "magistrar
         duel 5 black
         pawns white s0 m0 w6
         pawns black s0 m5 w1
         arena LLLLLL ...... DDDDDD ......
         phase open black",
    );
    play(&mut g, "3w");
    assert_eq!(listed(&g), vec!["3w"], "the same strength, as it must");
    let mut events = play(&mut g, "3w 1w 1m 2m 2w 4w 4m 5m 5w 6w");
    events.extend(play(&mut g, "6m"));
    assert!(events.contains(&Event::EncounterIdentical { encounter: 3 }));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::EncounterWon { encounter: 3, .. })));
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
