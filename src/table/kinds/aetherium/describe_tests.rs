use super::*;
use crate::engines::aetherium::Element;

fn names() -> Names {
    Names(vec!["Mira".into(), "Tom".into()])
}

#[test]
fn a_turn_is_told_in_order() {
    let events = [
        Event::PawnPlaced {
            seat: 0,
            pawn: Pawn::Wild,
            element: Element::Water,
            action: ActionKind::Surge,
        },
        Event::StoneMoved {
            column: 1,
            element: Element::Water,
            from: 2,
            to: 6,
        },
        Event::AetherMoved {
            from: 0,
            to: 1,
            towards: 0,
            cause: AetherCause::Top,
        },
    ];
    assert_eq!(
        describe(&events, &names(), Lang::En),
        "Mira put their wild pawn (as water) on surge. The water stone of column B rises \
         from 2 to 6 (the top). The Aether token moves to Mira's moon 1 (a stone reached \
         the top)."
    );
}

#[test]
fn a_turn_reads_in_french_and_german() {
    let events = [
        Event::PawnPlaced {
            seat: 0,
            pawn: Pawn::Wild,
            element: Element::Water,
            action: ActionKind::Surge,
        },
        Event::StoneMoved {
            column: 1,
            element: Element::Water,
            from: 2,
            to: 6,
        },
        Event::AetherMoved {
            from: 0,
            to: 1,
            towards: 0,
            cause: AetherCause::Top,
        },
    ];
    assert_eq!(
        describe(&events, &names(), Lang::Fr),
        "Mira a posé son pion joker (en eau) sur l'action élan. La pierre eau de la \
         colonne B monte de 2 à 6 (le sommet). Le jeton Éther va sur la lune 1 de Mira \
         (une pierre a atteint le sommet)."
    );
    assert_eq!(
        describe(&events, &names(), Lang::De),
        "Mira hat den Joker (als Wasser) auf die Aktion Schub gesetzt. Der Stein Wasser \
         in Spalte B steigt von 2 auf 6 (die Spitze). Der Äthermarker zieht auf Mond 1 \
         von Mira (ein Stein hat die Spitze erreicht)."
    );
}

#[test]
fn a_preview_names_no_token_from_the_pouch() {
    let events = [
        Event::RoundStarted {
            round: 2,
            starter: 1,
        },
        Event::TokenDrawn {
            column: 0,
            space: 2,
            token: Token::Aether,
        },
    ];
    let preview = foretell(&events, &names(), Lang::En);
    assert!(!preview.contains("aether token is drawn"), "{preview}");
    assert!(preview.contains("refilled from the pouch"), "{preview}");
    assert!(describe(&events, &names(), Lang::En).contains("An aether token is drawn onto A2"));
}
