//! Rivalry at a table: the sealed set-up, the accounts in three languages, the steps.

use super::*;
use crate::engines::rivalry::{Move as Turn, Target};
use crate::table::kinds::{decode, new_game, STATE_FORMAT};

fn names() -> Names {
    Names(vec!["Ada".to_string(), "Bob".to_string()])
}

fn setup_line(side: Side) -> String {
    format_setup(&suggested_setup(side))
}

fn fresh() -> State {
    Rivalry::new_game(&Options {}, 7).unwrap()
}

fn send(state: &mut State, seat: Seat, lang: Lang) -> Result<String, String> {
    let mv = Rivalry::parse_move_of(state, seat, &setup_line(side_of(seat)), Lang::En)?;
    Rivalry::apply(state, &mv, &names(), lang)
}

fn started() -> State {
    let mut state = fresh();
    send(&mut state, 0, Lang::En).unwrap();
    send(&mut state, 1, Lang::En).unwrap();
    state
}

#[test]
fn both_seats_set_up_at_once_and_the_first_is_sealed_until_the_second() {
    let mut state = fresh();
    assert_eq!(Rivalry::waiting_for(&state), vec![0, 1]);
    assert!(Rivalry::sealed(&state));
    let said = send(&mut state, 1, Lang::En).unwrap();
    assert_eq!(said, "Bob has sent their set-up; waiting for Ada");
    assert_eq!(Rivalry::waiting_for(&state), vec![0]);
    assert_eq!(Rivalry::to_act(&state), Some(0));
    // Nothing public names a tile or a site of Bob's set-up.
    let public = Rivalry::board_text(&state, None, &names(), Lang::En)
        + &Rivalry::board_text(&state, Some(0), &names(), Lang::En)
        + &Rivalry::private_text(&state, 0, Lang::En);
    assert!(!public.contains("@K"), "{public}");
    assert!(Rivalry::private_text(&state, 1, Lang::En).contains("*@K2"));
    let said = send(&mut state, 0, Lang::En).unwrap();
    assert!(
        said.starts_with("Both set-ups are revealed: Ada (the Republic): cities "),
        "{said}"
    );
    assert!(said.contains("Bob (the Kingdom): cities "), "{said}");
    assert!(
        said.contains(". Round 1: Ada plays the Republic. The Republic rolls "),
        "{said}"
    );
    assert!(!Rivalry::sealed(&state));
    assert_eq!(Rivalry::waiting_for(&state), vec![0]);
}

#[test]
fn a_set_up_sent_is_final() {
    let mut state = fresh();
    send(&mut state, 0, Lang::En).unwrap();
    let before = state.clone();
    let mut other = suggested_setup(Side::Republic);
    other.extra = other.units[1].0;
    let mv = Move::SetUp {
        side: Side::Republic,
        setup: other,
    };
    let err = Rivalry::apply(&mut state, &mv, &names(), Lang::En).unwrap_err();
    assert_eq!(
        err,
        "you have already sent your set-up: it stays sealed until both are in, and cannot be changed"
    );
    assert_eq!(state, before);
    assert!(send(&mut state, 0, Lang::En).is_err());
}

#[test]
fn a_bad_set_up_or_another_sides_is_refused_and_changes_nothing() {
    let mut state = fresh();
    let before = state.clone();
    let bad = setup_line(Side::Republic).replace("E3:2a", "E3:3a");
    let mv = Rivalry::parse_move_of(&state, 0, &bad, Lang::En).unwrap();
    let err = Rivalry::apply(&mut state, &mv, &names(), Lang::En).unwrap_err();
    assert!(err.contains("exactly 25 units"), "{err}");
    assert_eq!(state, before);
    let err = Rivalry::parse_move_of(
        &state,
        0,
        &format!("kingdom {}", setup_line(Side::Kingdom)),
        Lang::En,
    )
    .unwrap_err();
    assert!(err.contains("you play the Republic"), "{err}");
    assert!(Rivalry::parse_move(&state, &setup_line(Side::Kingdom), Lang::En).is_err());
    let turn = Rivalry::parse_move(&state, "end-moves", Lang::En).unwrap();
    assert!(Rivalry::apply(&mut state, &turn, &names(), Lang::En).is_err());
}

#[test]
fn the_set_up_and_the_turns_are_told_in_three_languages() {
    let mut fr = fresh();
    assert_eq!(
        send(&mut fr, 0, Lang::Fr).unwrap(),
        "Ada a envoyé sa mise en place\u{a0}; on attend Bob"
    );
    let mut de = fresh();
    assert_eq!(
        send(&mut de, 0, Lang::De).unwrap(),
        "Ada hat den Aufbau geschickt; es fehlt noch Bob"
    );
    let state = started();
    let State::Playing { game } = &state else {
        panic!("not started")
    };
    let roll = game.roll.unwrap();
    for (lang, rolled) in [
        (
            Lang::En,
            format!("The Republic rolls {} and {}", roll[0], roll[1]),
        ),
        (
            Lang::Fr,
            format!("La République lance {} et {}", roll[0], roll[1]),
        ),
        (
            Lang::De,
            format!("Die Republik würfelt {} und {}", roll[0], roll[1]),
        ),
    ] {
        let mut s = fresh();
        send(&mut s, 0, lang).unwrap();
        let said = send(&mut s, 1, lang).unwrap();
        assert!(said.contains(&rolled), "{lang}: {said}");
    }
}

/// A whole game played by the first legal move each time: every account and board is
/// written, in each language, and the game ends with places.
#[test]
fn every_move_of_a_game_has_an_account_steps_and_a_board() {
    let mut state = started();
    let mut plies = 0;
    while Rivalry::to_act(&state).is_some() && plies < 400 {
        let moves = Rivalry::legal_moves(&state);
        let mv = moves[plies % moves.len()].clone();
        let printed = Rivalry::print_move(&mv);
        assert_eq!(
            Rivalry::parse_move(&state, &printed, Lang::En),
            Ok(mv.clone())
        );
        let steps = Rivalry::steps_of(&state, &mv, Lang::En);
        assert!(!steps.is_empty());
        for step in &steps {
            assert!(
                !step.key.contains(' ') && !step.key.contains('|'),
                "{step:?}"
            );
        }
        for lang in Lang::ALL {
            let said = Rivalry::apply(&mut state.clone(), &mv, &names(), lang).unwrap();
            assert!(!said.is_empty());
            assert!(!Rivalry::board_text(&state, None, &names(), lang).is_empty());
        }
        Rivalry::apply(&mut state, &mv, &names(), Lang::En).unwrap();
        Rivalry::check(&state).unwrap();
        plies += 1;
    }
    let resign = Move::Turn(Turn::Resign);
    if Rivalry::to_act(&state).is_some() {
        Rivalry::apply(&mut state, &resign, &names(), Lang::En).unwrap();
    }
    assert!(Rivalry::places(&state).is_some());
    assert!(Rivalry::result_text(&state, &names(), Lang::De).is_some());
}

#[test]
fn a_move_is_asked_as_from_to_then_how_many_and_an_assault_as_its_target_then_how() {
    let state = started();
    let mv = Move::Turn(Turn::Move {
        from: crate::engines::rivalry::map().tile_id("C5").unwrap(),
        to: crate::engines::rivalry::map().tile_id("B5").unwrap(),
        units: crate::engines::rivalry::Units::new(2, 1),
    });
    let keys: Vec<String> = Rivalry::steps_of(&state, &mv, Lang::En)
        .into_iter()
        .map(|s| s.key)
        .collect();
    assert_eq!(keys, ["move", "C5", "B5", "2a1c"]);
    let site = crate::engines::rivalry::map().site_id("K9").unwrap();
    let mv = Move::Turn(Turn::Assault {
        from: crate::engines::rivalry::map().tile_id("D7").unwrap(),
        target: Target::City(site),
        fight_out: true,
    });
    let steps = Rivalry::steps_of(&state, &mv, Lang::En);
    let keys: Vec<&str> = steps.iter().map(|s| s.key.as_str()).collect();
    assert_eq!(keys, ["assault", "D7", "@K9", "out"]);
    assert_eq!(steps[2].label, "Westwatch (@K9)");
    assert_eq!(
        Rivalry::label_move(&mv, Lang::En),
        "fight it out against Westwatch (@K9) from D7"
    );
}

#[test]
fn a_preview_rolls_no_die_and_shows_no_other_set_up() {
    let state = started();
    let before = state.clone();
    let mv = Rivalry::legal_moves(&state)[0].clone();
    let said = Rivalry::preview(&state, &mv, &names(), Lang::En).unwrap();
    // A move that throws no die says what it is, not that dice would roll.
    assert!(matches!(mv, Move::Turn(Turn::Move { .. })), "{mv:?}");
    assert_eq!(said, format!("{}.", Rivalry::label_move(&mv, Lang::En)));
    assert!(!said.contains("dice"), "{said}");
    assert_eq!(state, before);
    let mut half = fresh();
    send(&mut half, 1, Lang::En).unwrap();
    let mv = Rivalry::parse_move_of(&half, 0, &setup_line(Side::Republic), Lang::En).unwrap();
    let said = Rivalry::preview(&half, &mv, &names(), Lang::En).unwrap();
    assert!(!said.contains("@K"), "{said}");
}

#[test]
fn the_ai_sends_its_set_up_at_once_then_plays_its_turns() {
    let mut state = fresh();
    let level = crate::ai::Level::Medium;
    let budget = crate::ai::Budget::iterations(8);
    let mv = Rivalry::ai_move(&state, 1, level, budget).unwrap();
    let Move::SetUp { side, setup } = &mv else {
        panic!("a set-up first: {mv:?}")
    };
    assert_eq!(*side, Side::Kingdom);
    assert_eq!(validate_setup(Side::Kingdom, setup), Ok(()));
    Rivalry::apply(&mut state, &mv, &names(), Lang::En).unwrap();
    // Its set-up sent, the AI has nothing to do until the other side sends theirs.
    assert_eq!(Rivalry::ai_move(&state, 1, level, budget), None);
    send(&mut state, 0, Lang::En).unwrap();
    // Then it plays the Republic's turn through to the Kingdom's.
    let mut moves = 0;
    while Rivalry::to_act(&state) == Some(0) && moves < 60 {
        let mv = Rivalry::ai_move(&state, 0, level, budget).expect("a move for its turn");
        assert!(matches!(mv, Move::Turn(_)));
        Rivalry::apply(&mut state, &mv, &names(), Lang::En).unwrap();
        moves += 1;
    }
    assert_eq!(
        Rivalry::to_act(&state),
        Some(1),
        "the turn ended in {moves} moves"
    );
}

#[test]
fn a_stored_sealed_set_up_that_breaks_the_rules_is_refused_without_showing_it() {
    let mut state = fresh();
    send(&mut state, 0, Lang::En).unwrap();
    let mut json = serde_json::to_string(&state).unwrap();
    assert!(decode(Rivalry::KIND, STATE_FORMAT, &json).is_ok());
    json = json.replacen("\"armies\":2", "\"armies\":9", 1);
    let err = decode(Rivalry::KIND, STATE_FORMAT, &json).err().unwrap();
    assert!(
        err.contains("the Republic's sealed set-up breaks the rules"),
        "{err}"
    );
    assert!(!err.contains("E3"), "{err}");
    let game = new_game(Rivalry::KIND, "{}", 3).unwrap();
    assert_eq!(game.waiting_for(), vec![0, 1]);
}

/// The turn panel shows the roll and the step the game waits for, in the reader's words.
#[test]
fn the_panel_tells_the_roll_and_the_step() {
    let state = started();
    let State::Playing { game } = &state else {
        panic!("both set-ups are in")
    };
    let words = |lang| Rivalry::private_text(&state, 0, lang);
    let [a, b] = game.roll.expect("the Republic's first turn is rolled");
    assert!(
        words(Lang::En).starts_with(&format!("The roll: {a} and {b}. Now: ")),
        "{}",
        words(Lang::En)
    );
    assert!(words(Lang::Fr).starts_with(&format!("Le lancer\u{a0}: {a} et {b}.")));
    assert!(words(Lang::De).starts_with(&format!("Der Wurf: {a} und {b}.")));
}

#[test]
fn an_illegal_move_or_set_up_is_refused_in_the_players_language() {
    let mut state = started();
    let before = state.clone();
    let State::Playing { game } = &state else {
        panic!("the game has begun")
    };
    assert!(
        matches!(game.phase, rivalry::Phase::Move { .. }),
        "{game:?}"
    );
    // Ending the battles while units may still move.
    let mv = Move::Turn(Turn::EndBattles);
    let err = Rivalry::apply(&mut state, &mv, &names(), Lang::Fr).unwrap_err();
    assert_eq!(
        err,
        "pas maintenant\u{a0}: déplacer des unités ou finir les déplacements"
    );
    assert_eq!(state, before);
    let err = Rivalry::preview(&state, &mv, &names(), Lang::De).unwrap_err();
    assert_eq!(err, "nicht jetzt: Einheiten ziehen oder die Züge beenden");
    let err = Rivalry::apply(&mut state, &mv, &names(), Lang::En).unwrap_err();
    assert_eq!(err, "not now: move units or end the moves");

    let mut fresh = fresh();
    let bad = setup_line(Side::Republic).replace("E3:2a", "E3:3a");
    let mv = Rivalry::parse_move_of(&fresh, 0, &bad, Lang::Fr).unwrap();
    let err = Rivalry::apply(&mut fresh, &mv, &names(), Lang::Fr).unwrap_err();
    assert_eq!(
        err,
        "la République\u{a0}: place exactement 25 unités, pas 26"
    );
    let err = Rivalry::preview(&fresh, &mv, &names(), Lang::De).unwrap_err();
    assert_eq!(err, "die Republik: stelle genau 25 Einheiten auf, nicht 26");
}

/// Issue 30: once over, nothing of the last turn lingers at the table: nobody to act or
/// waited for, no move, no roll on the board or in a turn panel.
#[test]
fn a_finished_game_waits_for_nobody_and_shows_no_roll() {
    for resigning in [0, 1] {
        let mut state = started();
        let State::Playing { game } = &mut state else {
            unreachable!("both set-ups are in")
        };
        assert!(game.roll.is_some(), "the Republic's first turn is rolled");
        // The engine lets either side resign at any time; the service sends only the
        // seat to act's moves through `apply`, and any seat's resignation on its own.
        game.apply_in_place(side_of(resigning), &Turn::Resign, &mut Vec::new())
            .unwrap();
        assert_eq!(Rivalry::to_act(&state), None);
        assert!(Rivalry::waiting_for(&state).is_empty());
        assert!(Rivalry::legal_moves(&state).is_empty());
        assert!(Rivalry::legal_moves_of(&state, 0).is_empty());
        let board = Rivalry::board_text(&state, None, &names(), Lang::En);
        assert!(!board.contains("roll "), "{board}");
        let panel = Rivalry::private_text(&state, 0, Lang::En);
        assert!(panel.starts_with("Nothing is hidden"), "{panel}");
        Rivalry::check(&state).unwrap();
        assert_eq!(Rivalry::places(&state).unwrap()[resigning as usize], 1);
    }
}

/// A tile to pick says how many units stand on it, the mover's and the enemy's.
#[test]
fn a_tile_to_pick_says_who_stands_on_it() {
    let state = started();
    let State::Playing { game } = &state else {
        panic!("started")
    };
    let side = game.turn;
    let from = crate::engines::rivalry::map()
        .tile_ids()
        .find(|t| game.units_at(side, *t).total() > 0)
        .unwrap();
    let mv = Move::Turn(Turn::Move {
        from,
        to: from,
        units: crate::engines::rivalry::Units::new(1, 0),
    });
    let steps = Rivalry::steps_of(&state, &mv, Lang::En);
    let here = describe::units(game.units_at(side, from), Lang::En);
    let tile = crate::engines::rivalry::notation::format_tile(from);
    assert_eq!(steps[1].key, tile);
    assert_eq!(steps[1].label, format!("{tile} (yours: {here})"));
    let fr = Rivalry::steps_of(&state, &mv, Lang::Fr);
    assert!(fr[1].label.contains("(à toi\u{a0}: "), "{}", fr[1].label);
}
