use super::*;
use crate::engines::magistrar::{new_game, Move, Options, Strength};

fn names() -> Names {
    Names(vec!["Mira".into(), "Tom".into()])
}

#[test]
fn a_placement_is_told_rock_by_rock() {
    let text = describe(
        &[Event::Placed {
            mage: Mage::White,
            pawns: [
                Some(Strength::Strong),
                Some(Strength::Medium),
                None,
                Some(Strength::Weak),
                Some(Strength::Medium),
                Some(Strength::Weak),
            ],
        }],
        &names(),
        Lang::En,
    );
    assert_eq!(
        text,
        "Mira placed their pawns on rocks 1–6: strong, medium, –, weak, medium, weak."
    );
}

#[test]
fn the_track_and_a_duel_are_told_in_words() {
    let text = describe(
        &[
            Event::TrackMoved {
                mage: Mage::Black,
                toward: crate::engines::magistrar::Energy::Light,
                from: 1,
                to: -1,
            },
            Event::DuelEnded {
                duel: 2,
                encounters: [3, 2],
                winner: Some(Mage::White),
            },
        ],
        &names(),
        Lang::En,
    );
    assert_eq!(
        text,
        "Tom moves from dark 1 to light 1. Duel 2 ends Mira 3, Tom 2: Mira takes the duel marker."
    );
}

/// Plays every duel's placements until a move ends a duel; its preview does not name
/// the tokens of the next duel, which the account of the played move does.
#[test]
fn a_preview_keeps_the_next_duels_tokens_in_the_bags() {
    let mut game = new_game(Options::default(), 7).unwrap();
    loop {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mv: Move = moves[0];
        let (next, events) = game.apply(mv).unwrap();
        if events.iter().any(|e| matches!(e, Event::DuelBegan { .. })) {
            let preview = foretell(&events, &names(), Lang::En);
            let played = describe(&events, &names(), Lang::En);
            assert!(played.contains("rocks hold"), "{played}");
            assert!(!preview.contains("rocks hold"), "{preview}");
            assert!(preview.ends_with("Then new tokens are drawn for the next duel."));
            return;
        }
        game = next;
    }
}
