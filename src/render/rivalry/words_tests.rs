//! The map's words: the card drawn last, and counts in the singular and the plural.

use super::*;

#[test]
fn the_card_drawn_last_is_named_as_such_in_every_language() {
    let (mut game, _) = crate::engines::rivalry::start(
        &crate::engines::rivalry::suggested_setup(Side::Republic),
        &crate::engines::rivalry::suggested_setup(Side::Kingdom),
        1,
    )
    .unwrap();
    game.discards.push(Card::Revolt);
    let view = game.view(None);
    let said = |lang| deck(lang, &view);
    assert!(
        said(Lang::En).ends_with("· last drawn: Revolt!"),
        "{}",
        said(Lang::En)
    );
    assert!(said(Lang::Fr).contains("dernière carte tirée"));
    assert!(said(Lang::De).contains("zuletzt gezogen"));
    game.discards.clear();
    assert!(!deck(Lang::En, &game.view(None)).contains("last drawn"));
}

#[test]
fn one_unit_left_to_move_is_said_in_the_singular() {
    let (mut game, _) = crate::engines::rivalry::start(
        &crate::engines::rivalry::suggested_setup(Side::Republic),
        &crate::engines::rivalry::suggested_setup(Side::Kingdom),
        1,
    )
    .unwrap();
    game.phase = Phase::Move { left: 1 };
    let one = |lang| to_play(lang, &[], &game.view(None));
    assert!(
        one(Lang::En).ends_with("move up to 1 more unit"),
        "{}",
        one(Lang::En)
    );
    assert!(
        one(Lang::Fr).ends_with("déplacer jusqu'à 1 unité de plus"),
        "{}",
        one(Lang::Fr)
    );
    assert!(
        one(Lang::De).ends_with("bis zu 1 weitere Einheit ziehen"),
        "{}",
        one(Lang::De)
    );
    game.phase = Phase::Move { left: 3 };
    let three = |lang| to_play(lang, &[], &game.view(None));
    assert!(three(Lang::En).ends_with("move up to 3 more units"));
    assert!(three(Lang::Fr).ends_with("déplacer jusqu'à 3 unités de plus"));
    assert!(three(Lang::De).ends_with("bis zu 3 weitere Einheiten ziehen"));
}

#[test]
fn round_40_says_which_tie_break_decided_it() {
    use crate::engines::rivalry::Ending;
    let (mut game, _) = crate::engines::rivalry::start(
        &crate::engines::rivalry::suggested_setup(Side::Republic),
        &crate::engines::rivalry::suggested_setup(Side::Kingdom),
        1,
    )
    .unwrap();
    let said = |game: &crate::engines::rivalry::Game| {
        round_limit_reason(Lang::En, &game.view(None)).unwrap_or_default()
    };
    // Not over, or over another way: nothing to say.
    assert_eq!(said(&game), "");
    game.outcome = Some(Outcome {
        winner: game.round_limit_winner(),
        ending: Ending::RoundLimit,
    });
    // At the start both leaders are home with four cities each: the units decide, or
    // nothing does.
    let even = said(&game);
    assert!(
        even.starts_with("Leaders and cities even") || even.starts_with("Leaders, cities"),
        "{even}"
    );
    // One city fewer for the Kingdom: the cities decide.
    let kingdom_city = game
        .owner
        .iter()
        .position(|o| *o == Some(Side::Kingdom))
        .unwrap();
    game.owner[kingdom_city] = None;
    assert!(
        said(&game).contains("decided by cities, 4 to 3"),
        "{}",
        said(&game)
    );
    // The Kingdom's leader in exile: the leaders decide, whatever the cities.
    game.interim[Side::Kingdom.index()] = Some(crate::engines::rivalry::SiteId(0));
    assert!(
        said(&game).starts_with("Decided by the leaders"),
        "{}",
        said(&game)
    );
    for lang in [Lang::Fr, Lang::De] {
        assert!(round_limit_reason(lang, &game.view(None)).is_some_and(|s| !s.is_empty()));
    }
}
