//! What a picture must not tell: the deck's order, the dice to come, the other side's
//! set-up.

use manawell::engines::dice::Dice;
use manawell::engines::rivalry::notation::format_move;
use manawell::engines::rivalry::{suggested_setup, Event, Game, Move, Phase, Side};
use manawell::i18n::Lang;
use manawell::render::rivalry::side_look;
use manawell::render::Format;
use manawell::table::pictures::rivalry::{board_png, setup_png, waiting_png};

use super::super::{dump, names};
use super::{an_assault_step, lit, phone_move, phone_move_of, play_until};

#[test]
fn the_deck_s_order_and_the_dice_to_come_change_no_pixel() {
    // The recruit step: ending the turn rolls the other side's dice at once.
    let (game, _) = play_until(11, 400, |g| g.phase == Phase::Recruit && g.round > 1);
    assert_eq!(game.phase, Phase::Recruit, "a recruit step was reached");
    let mut other = game.clone();
    other.deck.reverse();
    other.dice = Dice::new(99);
    assert_ne!(other.deck, game.deck);
    for format in [Format::Phone, Format::Wide] {
        assert!(
            board_png(&game, None, &names(), format, Lang::En).unwrap()
                == board_png(&other, Some(1), &names(), format, Lang::En).unwrap()
        );
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut notations: Vec<String> = moves.iter().map(format_move).collect();
    notations.push("end-turn".to_string());
    for notation in &notations {
        let preview = |g: &Game| phone_move(g, notation, true);
        assert!(preview(&game) == preview(&other), "{notation}");
    }
    // Played, the end of the turn rolls other dice: the picture tells them (so the test
    // above can fail).
    let rolled = |g: &Game| {
        let (_, events) = g.apply(g.turn, &Move::EndTurn).unwrap();
        events
            .into_iter()
            .filter(|e| matches!(e, Event::Rolled { .. } | Event::CardDrawn { .. }))
            .collect::<Vec<_>>()
    };
    if rolled(&game) != rolled(&other) {
        let played = |g: &Game| phone_move(g, "end-turn", false);
        assert!(played(&game) != played(&other));
    }
}

#[test]
fn a_set_up_picture_shows_nothing_of_the_other_side() {
    for side in Side::BOTH {
        let seat = side.index() as u8;
        let mine = setup_png(
            seat,
            &suggested_setup(side),
            &names(),
            Format::Phone,
            Lang::En,
        )
        .unwrap();
        dump(&format!("rivalry-setup-{}.png", side.word()), &mine);
        let (own, other) = (side_look(side).fill, side_look(side.other()).fill);
        assert!(lit(&mine, own) > 2000, "{side}: its own units and cities");
        assert_eq!(lit(&mine, other), 0, "{side}: nothing of the other side");
        // Another set-up of its own is another picture: the set-up is what is drawn.
        let mut moved = suggested_setup(side);
        moved.units[0].1.armies += 1;
        moved.units[1].1.armies -= 1;
        assert!(setup_png(seat, &moved, &names(), Format::Phone, Lang::En).unwrap() != mine);
    }
    let waiting = waiting_png(&names(), [true, false], Format::Phone, Lang::En).unwrap();
    dump("rivalry-waiting.png", &waiting);
    for side in Side::BOTH {
        assert_eq!(lit(&waiting, side_look(side).fill), 0, "no set-up shown");
    }
}

#[test]
fn an_assault_previewed_tells_no_die_and_played_tells_them_all() {
    let (game, mv) = an_assault_step();
    let mv = &mv;
    // The same game with other dice to come: another assault's outcome.
    let others = (100..200u64).map(|seed| {
        let mut other = game.clone();
        other.dice = Dice::new(seed);
        other
    });
    let dice = |g: &Game| {
        g.apply(g.turn, mv)
            .unwrap()
            .1
            .into_iter()
            .filter(|e| matches!(e, Event::Assault { .. }))
            .collect::<Vec<_>>()
    };
    let other = others
        .into_iter()
        .find(|o| dice(o) != dice(&game))
        .expect("other dice");
    let draw = |g: &Game, preview| phone_move_of(g, mv, preview);
    assert!(
        draw(&game, true) == draw(&other, true),
        "the preview tells no die"
    );
    assert!(
        draw(&game, false) != draw(&other, false),
        "played, the dice show"
    );
}
