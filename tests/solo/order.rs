//! Moving onto a face-down tile with a short supply (`rivality-tiles.md`, "Suramun's spell
//! order"): the tile is turned up first, then you choose the order of its spells, asked
//! only when your supply cannot cover them all. The turn waits for that choice right after
//! the tile is turned up, before Suramun moves, as it would for a face-up tile whose order
//! is given with the move.

use crate::common::*;
use manawell::engines::rivality::solo::notation::{format_solo_position, parse_solo_position};
use manawell::engines::rivality::solo::{SoloError, SoloGame, SoloMove, PLAYER, SURAMUN};
use manawell::engines::rivality::{EndReason, Event};

/// Your wizard on A3 with a golem, Suramun on A4 (his A1, face up) with one of yours and
/// one of his; beyond it A5, face down: his A4, a stone circle casting 2 golems left (onto
/// B5) and 2 in front (onto A3, two tiles away). `supply` golems of yours are left; the
/// rest stand in rows 1 and 2 (five a tile, none on A2, where Suramun will arrive).
pub fn before_a5(supply: u8) -> SoloGame {
    let mut g = example();
    g.wizards[PLAYER.index()] = Some(at("A3"));
    g.wizards[SURAMUN.index()] = Some(at("A4"));
    put(&mut g, "A3", 1, 0);
    put(&mut g, "A4", 1, 1);
    let mut rest = 28 - supply;
    for label in ["A1", "B1", "C1", "D1", "B2", "C2"] {
        let n = rest.min(5);
        put(&mut g, label, n, 0);
        rest -= n;
    }
    g.turns = 4;
    assert_eq!(g.validate(), Ok(()));
    assert!(g.tile(at("A5")).unwrap().face_down);
    g
}

fn play(game: &SoloGame, text: &str) -> (SoloGame, Vec<Event>) {
    let mv: SoloMove = text.parse().unwrap_or_else(|e| panic!("{e}"));
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    assert!(legal.contains(&mv), "`{text}` is not listed: {legal:?}");
    game.apply(mv).unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

fn listed(game: &SoloGame) -> Vec<String> {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    legal.iter().map(ToString::to_string).collect()
}

#[test]
fn a_face_down_tile_with_a_short_supply_is_turned_up_then_the_turn_waits_for_the_order() {
    let g = before_a5(3);
    assert!(listed(&g).contains(&"move A5".to_string()));
    let (paused, events) = play(&g, "move A5");
    assert_eq!(
        events,
        vec![
            Event::WizardMoved {
                side: PLAYER,
                cell: at("A5"),
                golem: true
            },
            Event::Revealed {
                cell: at("A5"),
                tile: "A4".parse().unwrap()
            },
            Event::ControlChanged {
                cell: at("A5"),
                from: manawell::engines::rivality::Control::Empty,
                to: manawell::engines::rivality::Control::Side(PLAYER)
            },
        ]
    );
    assert!(!paused.tile(at("A5")).unwrap().face_down);
    assert_eq!(
        paused.suramun(),
        Some(at("A4")),
        "Suramun has not moved yet"
    );
    assert_eq!(paused.supplies[PLAYER.index()], 2);
    assert_eq!(paused.turns, 5);
    assert!(!paused.is_over());
    let mut orders = listed(&paused);
    orders.sort();
    assert_eq!(orders, ["order A5 front,left", "order A5 left,front"]);
}

#[test]
fn the_order_chosen_after_the_reveal_is_the_order_cast() {
    let (paused, _) = play(&before_a5(3), "move A5");
    // Left first: B5 takes both golems left and the game ends; A3 gets none of yours.
    let (left, events) = play(&paused, "order A5 left,front");
    assert_eq!(
        left.suramun(),
        Some(at("A2")),
        "Suramun moves after the choice"
    );
    assert_eq!(golems(&left, "B5").0, 2);
    assert_eq!(golems(&left, "A3").0, 1);
    assert_eq!(left.turns, 5, "the choice is part of the same turn");
    assert_eq!(
        left.outcome.as_ref().map(|o| o.reason),
        Some(EndReason::SupplyEmpty { side: PLAYER })
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::WizardMoved { side, .. } if *side == SURAMUN
    )));
    // Front first: A3 (Suramun's after his spell, one shield) gets one, B5 the last one.
    let (front, _) = play(&paused, "order A5 front,left");
    assert_eq!(golems(&front, "A3").0, 2);
    assert_eq!(golems(&front, "B5").0, 1);
    assert_ne!(front, left);
}

#[test]
fn a_face_down_tile_with_supply_enough_is_played_through_in_one_move() {
    let (after, events) = play(&before_a5(5), "move A5");
    assert_eq!(after.suramun(), Some(at("A2")));
    assert!(!summoned_by(&events, PLAYER).is_empty());
    assert!(listed(&after).iter().all(|m| !m.starts_with("order")));
}

#[test]
fn an_order_is_still_refused_before_the_tile_is_turned_up() {
    let g = before_a5(3);
    let err = g.apply("move A5 front,left".parse().unwrap()).unwrap_err();
    assert_eq!(err, SoloError::OrderOnFaceDown { cell: at("A5") });
    assert_eq!(
        err.to_string(),
        "A5 is face down: you choose the order of its spells once it is turned up, if your supply cannot cover them all"
    );
}

#[test]
fn while_the_order_is_awaited_only_an_order_that_fits_the_tile_is_accepted() {
    let g = before_a5(3);
    let (paused, _) = play(&g, "move A5");
    let err = paused.apply(go("B3")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "choose the order of A5's spells first, like `order A5 front,left`"
    );
    let err = paused
        .apply("order A5 front,left,right".parse().unwrap())
        .unwrap_err();
    assert!(matches!(err, SoloError::BadSpellOrder { .. }), "{err}");
    let err = g.apply("order A5 front,left".parse().unwrap()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "there is no spell order to choose now: move your wizard"
    );
}

#[test]
fn a_paused_turn_is_a_state_the_game_can_reach_and_reads_back() {
    let (paused, _) = play(&before_a5(3), "move A5");
    assert_eq!(paused.validate(), Ok(()));
    let text = format_solo_position(&paused);
    assert!(text.contains("pending order"), "{text}");
    assert_eq!(parse_solo_position(&text), Ok(paused.clone()));
    let json = serde_json::to_string(&paused).unwrap();
    assert_eq!(serde_json::from_str::<SoloGame>(&json).unwrap(), paused);
    // The view says a choice is awaited.
    let view = serde_json::to_value(paused.view()).unwrap();
    assert_eq!(view["pending"]["step"], "order", "{view}");
}

#[test]
fn a_paused_turn_that_no_game_reaches_is_refused() {
    let (paused, _) = play(&before_a5(3), "move A5");
    let refused = |text: &str, why: &str| {
        let err = parse_solo_position(text).unwrap_err().to_string();
        assert!(err.contains(why), "{err}\n{text}");
    };
    let text = format_solo_position(&paused);
    // The supply covers all the spells: nobody would have been asked.
    let rich = text
        .replace("supply 2 29", "supply 4 29")
        .replace("B2 B6 north s5", "B2 B6 north s3");
    refused(&rich, "your supply covers");
    // Your wizard's tile must be the one just turned up, holding only its golem.
    let crowded = text
        .replace("supply 2 29", "supply 1 29")
        .replace("A5 A4 south s1", "A5 A4 south s2");
    refused(&crowded, "just turned up");
    // A game over waits for nobody.
    refused(&format!("{text}over stuck\n"), "over");
    // Before any turn, no choice is awaited.
    let fresh = format_solo_position(&example());
    refused(&format!("{fresh}pending order\n"), "your wizard");
}

#[test]
fn the_preview_of_a_move_onto_a_face_down_tile_and_of_the_order_names_no_hidden_tile() {
    let g = before_a5(3);
    let p = g.preview(go("A5")).unwrap();
    assert_eq!(p.turned_up, vec![at("A5")]);
    assert!(p.state.tile(at("A5")).unwrap().face_down);
    let (paused, _) = play(&g, "move A5");
    let p = paused
        .preview("order A5 left,front".parse().unwrap())
        .unwrap();
    assert_eq!((p.yours, p.suramun), (at("A5"), Some(at("A2"))));
    assert!(
        p.turned_up.is_empty(),
        "Suramun lands on your land, face up"
    );
    assert!(!p.ends());
    assert!(p
        .events
        .iter()
        .all(|e| !matches!(e, Event::Revealed { .. } | Event::Summoned { .. })));
}

#[test]
fn the_account_of_a_stopped_turn_says_what_it_waits_for() {
    use manawell::i18n::Lang;
    use manawell::table::kinds::suramun::describe::describe;
    let (paused, events) = play(&before_a5(3), "move A5");
    let text = describe(&paused, &events, "Ann", Lang::En);
    assert!(
        text.ends_with("Your supply cannot cover all the spells of A5: choose their order."),
        "{text}"
    );
    assert!(!text.contains("Suramun moved"), "{text}");
    let fr = describe(&paused, &events, "Ann", Lang::Fr);
    assert!(fr.contains("choisis leur ordre"), "{fr}");
}
