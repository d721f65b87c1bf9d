//! The simultaneous secret set-up: one side's submission checked alone, both combined.

use manawell::engines::rivalry::numbers::DECK_SIZE;
use manawell::engines::rivalry::{
    start, suggested_setup, validate_setup, Event, Setup, SetupError, Side, Units,
};

use crate::common::{s, t, K, R};

fn suggested(side: Side) -> Setup {
    suggested_setup(side)
}

#[test]
fn the_suggested_setups_are_valid_for_both_sides() {
    for side in Side::BOTH {
        let setup = suggested(side);
        assert_eq!(validate_setup(side, &setup), Ok(()));
        assert!(
            validate_setup(side.other(), &setup).is_err(),
            "not the other side's"
        );
    }
}

#[test]
fn both_setups_are_revealed_together_and_the_republic_plays_first() {
    let (game, events) = start(&suggested(R), &suggested(K), 5).unwrap();
    match &events[0] {
        Event::SetUp { setups } => {
            assert_eq!(setups[0], suggested(R));
            assert_eq!(setups[1], suggested(K));
        }
        other => panic!("first event {other:?}"),
    }
    assert!(matches!(
        events[1],
        Event::TurnBegan {
            side: Side::Republic,
            round: 1
        }
    ));
    assert_eq!(game.turn, R);
    assert_eq!(game.round, 1);
}

#[test]
fn each_side_starts_with_26_units_and_its_four_cities() {
    let (game, _) = start(&suggested(R), &suggested(K), 5).unwrap();
    for side in Side::BOTH {
        // The Republic has moved or drawn by now; the Kingdom's board is as set up.
        if side == K {
            assert_eq!(game.on_board(side).total(), 26);
        }
        assert_eq!(game.cities_of(side).count(), 4);
        assert_eq!(game.capital[side.index()], suggested(side).capital);
    }
    assert_eq!(game.deck.len() + game.discards.len(), DECK_SIZE);
}

#[test]
fn the_same_seed_gives_the_same_game_and_another_seed_another_deck() {
    let a = start(&suggested(R), &suggested(K), 9).unwrap();
    let b = start(&suggested(R), &suggested(K), 9).unwrap();
    assert_eq!(a, b);
    let decks: Vec<_> = (0..5)
        .map(|seed| start(&suggested(R), &suggested(K), seed).unwrap().0.deck)
        .collect();
    assert!(decks.windows(2).any(|w| w[0] != w[1]));
}

#[test]
fn four_different_cities_are_needed() {
    let mut setup = suggested(R);
    setup.cities.pop();
    assert_eq!(
        validate_setup(R, &setup),
        Err(SetupError::CityCount { side: R, count: 3 })
    );
    let mut setup = suggested(R);
    setup.cities[3] = setup.cities[2];
    assert!(matches!(
        validate_setup(R, &setup),
        Err(SetupError::CityCount { .. })
    ));
}

#[test]
fn cities_must_be_sites_of_ones_own_nation() {
    let mut setup = suggested(R);
    setup.cities[1] = s("K6");
    assert_eq!(
        validate_setup(R, &setup),
        Err(SetupError::ForeignSite {
            side: R,
            site: "K6".into()
        })
    );
}

#[test]
fn the_capital_is_one_of_the_four_cities() {
    let mut setup = suggested(R);
    setup.capital = s("R1");
    assert_eq!(
        validate_setup(R, &setup),
        Err(SetupError::CapitalNotCity {
            side: R,
            site: "R1".into()
        })
    );
}

#[test]
fn units_are_placed_within_ones_own_borders_on_land() {
    for tile in ["D8", "D3", "F7", "B2"] {
        let mut setup = suggested(R);
        setup.units[0].0 = t(tile);
        assert_eq!(
            validate_setup(R, &setup),
            Err(SetupError::ForeignTile {
                side: R,
                tile: tile.into()
            }),
            "{tile}"
        );
    }
}

#[test]
fn a_tile_is_listed_once() {
    let mut setup = suggested(R);
    let first = setup.units[0];
    setup.units[1].0 = first.0;
    assert!(matches!(
        validate_setup(R, &setup),
        Err(SetupError::TileTwice { .. })
    ));
}

#[test]
fn exactly_25_units_are_placed() {
    let mut setup = suggested(R);
    setup.units[0].1.armies += 1;
    assert_eq!(
        validate_setup(R, &setup),
        Err(SetupError::UnitCount { side: R, count: 26 })
    );
    setup.units[0].1.armies -= 2;
    assert_eq!(
        validate_setup(R, &setup),
        Err(SetupError::UnitCount { side: R, count: 24 })
    );
}

#[test]
fn at_most_8_of_them_are_cavalry() {
    let mut setup = suggested(R);
    let armies_to_cavalry = |u: &mut Units, n: u8| {
        u.armies -= n;
        u.cavalry += n;
    };
    armies_to_cavalry(&mut setup.units[0].1, 2);
    armies_to_cavalry(&mut setup.units[1].1, 1);
    assert_eq!(
        validate_setup(R, &setup),
        Err(SetupError::TooManyCavalry { side: R, count: 9 })
    );
    let mut setup = suggested(R);
    armies_to_cavalry(&mut setup.units[0].1, 2);
    assert_eq!(validate_setup(R, &setup), Ok(()), "8 cavalry are allowed");
}

#[test]
fn the_extra_army_goes_on_a_tile_of_one_of_the_cities() {
    let mut setup = suggested(R);
    setup.extra = t("B3"); // Emberfall, not one of the suggested cities
    assert_eq!(
        validate_setup(R, &setup),
        Err(SetupError::ExtraNotInCity {
            side: R,
            tile: "B3".into()
        })
    );
}

#[test]
fn each_city_has_a_unit_on_its_tiles() {
    let mut setup = suggested(R);
    // Lakegate (R6) loses its three armies to a tile outside every city.
    let lakegate = s("R6");
    let tiles = manawell::engines::rivalry::map().site(lakegate).tiles;
    setup.units.retain(|(x, _)| !tiles.contains(x));
    setup.units.push((t("C5"), Units::new(3, 0)));
    assert_eq!(
        validate_setup(R, &setup),
        Err(SetupError::EmptyCity {
            side: R,
            city: "R6".into()
        })
    );
    // The extra army alone garrisons it.
    setup.extra = tiles[0];
    setup
        .units
        .iter_mut()
        .find(|(x, _)| *x == t("C5"))
        .unwrap()
        .1 = Units::new(3, 0);
    assert_eq!(validate_setup(R, &setup), Ok(()));
}

#[test]
fn start_refuses_a_bad_setup_naming_its_side() {
    let mut bad = suggested(K);
    bad.capital = s("K1");
    assert_eq!(
        start(&suggested(R), &bad, 1).unwrap_err(),
        SetupError::CapitalNotCity {
            side: K,
            site: "K1".into()
        }
    );
}

#[test]
fn out_of_range_ids_are_refused_not_panicked_on() {
    use manawell::engines::rivalry::{SiteId, TileId};
    let mut setup = suggested(R);
    setup.units[0].0 = TileId(250);
    assert!(validate_setup(R, &setup).is_err());
    let mut setup = suggested(R);
    setup.cities[0] = SiteId(99);
    assert!(validate_setup(R, &setup).is_err());
    let mut setup = suggested(R);
    setup.extra = TileId(200);
    assert!(validate_setup(R, &setup).is_err());
}
