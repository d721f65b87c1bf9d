use super::*;
use crate::engines::magistrar::scoring::game_result;
use crate::engines::magistrar::{new_game, Options};

fn names() -> Names {
    Names(vec!["Mira".into(), "Tom".into()])
}

#[test]
fn a_tie_on_honoris_is_won_on_duel_markers_and_says_so() {
    // Both on level 11, one marker each: 25 Honoris each, a draw.
    let even = game_result([11, -11], [1, 1]);
    assert_eq!(
        game_words(&even, &names(), Lang::En),
        "Mira 25 Honoris (energy level 11, 1 duel marker), Tom 25 Honoris (energy level 11, 1 duel marker): a draw"
    );
    // 23 Honoris each (level 12; level 7 and three markers): Tom has more markers.
    let equal = game_result([12, -7], [0, 3]);
    assert_eq!(equal.honoris, [23, 23]);
    assert!(game_words(&equal, &names(), Lang::En).ends_with("Tom wins on duel markers"));
}

#[test]
fn a_grand_mage_result_gives_the_games_won() {
    let game = new_game(
        Options {
            grand_mage: true,
            ..Options::default()
        },
        1,
    )
    .unwrap();
    let last = game_result([5, -3], [3, 1]);
    let outcome = Outcome {
        winner: Some(Mage::Black),
        last_game: last,
        wins: [1, 3],
    };
    let text = result(&game, &outcome, &names(), Lang::En);
    assert!(
        text.starts_with("Tom wins the Grand Mage match, 3 games to 1. Last game: Mira "),
        "{text}"
    );
    assert_eq!(
        verdict(&outcome, &names(), Lang::En),
        "the game is over: Tom wins (3 games to 1)"
    );
    assert_eq!(
        verdict(&outcome, &names(), Lang::Fr),
        "la partie est finie\u{a0}: Tom gagne (3 parties à 1)"
    );
    let text = result(&game, &outcome, &names(), Lang::De);
    assert!(
        text.starts_with("Tom gewinnt das Großmagier-Match, 3 zu 1 Partien. Letzte Partie: Mira "),
        "{text}"
    );
}

#[test]
fn a_duel_reads_in_french_and_german() {
    let events = [
        Event::PawnPlaced {
            mage: Mage::White,
            encounter: 3,
            strength: Strength::Medium,
        },
        Event::EncounterWon {
            encounter: 3,
            mage: Mage::Black,
            token: Token::Dark,
        },
        Event::TrackMoved {
            mage: Mage::Black,
            toward: crate::engines::magistrar::Energy::Dark,
            from: 0,
            to: 1,
        },
    ];
    assert_eq!(
        describe(&events, &names(), Lang::Fr),
        "Mira a posé un pion moyen sur la pierre 3. Pierre 3\u{a0}: Tom remporte la rencontre \
         (énergie sombre). Tom passe de 0 à sombre 1."
    );
    assert_eq!(
        describe(&events, &names(), Lang::De),
        "Mira hat eine Figur (mittel) auf Stein 3 gesetzt. Stein 3: Tom gewinnt die \
         Begegnung (dunkle Energie). Tom zieht von 0 auf dunkel 1."
    );
    assert_eq!(
        describe(&events, &names(), Lang::En),
        "Mira placed a medium pawn on rock 3. Rock 3: Tom wins their dark energy. Tom \
         moves from 0 to dark 1."
    );
}
