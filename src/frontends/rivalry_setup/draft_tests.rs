use super::*;
use crate::engines::rivalry::notation::{parse_site, parse_tile};
use crate::frontends::rivalry_setup::{edit_error_text, summary};
use crate::i18n::Lang;

fn tile(id: &str) -> TileId {
    parse_tile(id).unwrap()
}

fn site(id: &str) -> SiteId {
    parse_site(id).unwrap()
}

#[test]
fn the_suggested_draft_is_ready_to_seal() {
    for side in Side::BOTH {
        let draft = Draft::suggested(side);
        assert_eq!(draft.problem(), None, "{side}");
        assert_eq!(draft.placed().total(), SETUP_UNITS as u32);
    }
}

#[test]
fn a_draft_travels_as_its_line() {
    let mut draft = Draft::suggested(Side::Republic);
    draft
        .apply(Edit::Remove {
            tile: tile("E3"),
            cavalry: false,
        })
        .unwrap();
    let back = Draft::from_line(Side::Republic, &draft.line()).unwrap();
    assert_eq!(back, draft);
    assert!(Draft::from_line(Side::Republic, "cities nowhere").is_err());
}

#[test]
fn units_come_and_go_one_at_a_time_within_the_box() {
    let mut draft = Draft::suggested(Side::Republic);
    // Every unit is placed: one more is refused and changes nothing.
    let before = draft.clone();
    assert_eq!(
        draft.apply(Edit::Add {
            tile: tile("E3"),
            cavalry: false
        }),
        Err(EditError::AllPlaced)
    );
    assert_eq!(draft, before);
    draft
        .apply(Edit::Remove {
            tile: tile("E3"),
            cavalry: false,
        })
        .unwrap();
    assert_eq!(draft.units_on(tile("E3")), Units::new(1, 0));
    assert!(draft.problem().is_some(), "24 units are not a set-up");
    // A tile off the cities takes units too, and shows among the tiles to choose.
    draft
        .apply(Edit::Add {
            tile: tile("D4"),
            cavalry: false,
        })
        .unwrap();
    assert!(draft.tiles_to_choose().contains(&tile("D4")));
    assert_eq!(draft.problem(), None);
    // Emptied, a tile leaves the line.
    draft
        .apply(Edit::Remove {
            tile: tile("D4"),
            cavalry: false,
        })
        .unwrap();
    assert!(!draft.line().contains("D4"));
    assert_eq!(
        draft.apply(Edit::Remove {
            tile: tile("D4"),
            cavalry: true
        }),
        Err(EditError::NoneToRemove(tile("D4")))
    );
}

#[test]
fn the_cavalry_stops_at_eight() {
    let mut draft = Draft::suggested(Side::Republic);
    let cavalry = draft.placed().cavalry;
    // Trade armies for cavalry until the box is out of cavalry.
    for _ in cavalry..MAX_CAVALRY {
        let (t, _) = *draft
            .setup
            .units
            .iter()
            .find(|(_, u)| u.armies > 0)
            .unwrap();
        draft
            .apply(Edit::Remove {
                tile: t,
                cavalry: false,
            })
            .unwrap();
        draft
            .apply(Edit::Add {
                tile: t,
                cavalry: true,
            })
            .unwrap();
    }
    let (t, _) = *draft
        .setup
        .units
        .iter()
        .find(|(_, u)| u.armies > 0)
        .unwrap();
    draft
        .apply(Edit::Remove {
            tile: t,
            cavalry: false,
        })
        .unwrap();
    assert_eq!(
        draft.apply(Edit::Add {
            tile: t,
            cavalry: true
        }),
        Err(EditError::AllCavalry)
    );
    assert_eq!(draft.placed().cavalry, MAX_CAVALRY);
}

#[test]
fn the_other_nations_tiles_and_sites_are_refused() {
    let mut draft = Draft::suggested(Side::Kingdom);
    draft
        .apply(Edit::Remove {
            tile: draft.setup.units[0].0,
            cavalry: false,
        })
        .unwrap();
    let before = draft.clone();
    assert_eq!(
        draft.apply(Edit::Add {
            tile: tile("E3"),
            cavalry: false
        }),
        Err(EditError::ForeignTile(tile("E3")))
    );
    assert_eq!(
        draft.apply(Edit::Cities(vec![
            site("@K1"),
            site("@K2"),
            site("@K3"),
            site("@R4")
        ])),
        Err(EditError::ForeignSite(site("@R4")))
    );
    assert_eq!(
        draft.apply(Edit::Cities(vec![site("@K1"), site("@K2"), site("@K2")])),
        Err(EditError::CityCount(2))
    );
    assert_eq!(
        draft.apply(Edit::Capital(site("@K1"))),
        Err(EditError::CapitalNotCity(site("@K1")))
    );
    assert_eq!(draft, before);
}

#[test]
fn new_cities_keep_the_capital_and_the_extra_army_where_they_can() {
    let mut draft = Draft::suggested(Side::Republic);
    let capital = draft.setup.capital;
    let extra = draft.setup.extra;
    draft
        .apply(Edit::Cities(vec![
            site("@R1"),
            capital,
            site("@R3"),
            site("@R4"),
        ]))
        .unwrap();
    assert_eq!((draft.setup.capital, draft.setup.extra), (capital, extra));
    // Units left on the dropped cities' tiles stay; the new cities are empty.
    assert!(matches!(
        draft.problem(),
        Some(SetupError::EmptyCity { .. })
    ));
    // Without the capital among them, the first city becomes the capital and takes the
    // extra army.
    draft
        .apply(Edit::Cities(vec![
            site("@R1"),
            site("@R3"),
            site("@R4"),
            site("@R5"),
        ]))
        .unwrap();
    assert_eq!(draft.setup.capital, site("@R1"));
    assert_eq!(draft.setup.extra, map().site(site("@R1")).tiles[0]);
    draft.apply(Edit::Capital(site("@R4"))).unwrap();
    assert_eq!(draft.setup.capital, site("@R4"));
    assert_eq!(
        draft.apply(Edit::Extra(tile("E3"))),
        Err(EditError::ExtraNotInCity(tile("E3")))
    );
    draft.apply(Edit::Extra(tile("H4"))).unwrap();
    draft.apply(Edit::Suggested).unwrap();
    assert_eq!(draft, Draft::suggested(Side::Republic));
}

#[test]
fn the_tiles_to_choose_fit_a_menu() {
    let mut draft = Draft::suggested(Side::Republic);
    // Spread every unit one per tile over the whole nation: still at most 25 choices.
    draft.setup.units.clear();
    let land: Vec<TileId> = map()
        .tile_ids()
        .filter(|t| map().is_home_land(*t, Side::Republic))
        .collect();
    for t in land.iter().take(SETUP_UNITS as usize) {
        draft
            .apply(Edit::Add {
                tile: *t,
                cavalry: false,
            })
            .unwrap();
    }
    assert!(draft.tiles_to_choose().len() <= 25);
    assert!(draft.line().len() < 2000);
}

#[test]
fn the_summary_says_what_is_wrong_in_each_language() {
    let mut draft = Draft::suggested(Side::Republic);
    draft
        .apply(Edit::Remove {
            tile: tile("E3"),
            cavalry: false,
        })
        .unwrap();
    let en = summary(Lang::En, &draft);
    assert!(en.contains("place exactly 25 units, not 24"), "{en}");
    assert!(en.contains(&format!("`{}`", draft.line())), "{en}");
    assert!(en.contains("Aevendel (R2)"), "{en}");
    let fr = summary(Lang::Fr, &draft);
    assert!(fr.contains("place exactement 25 unités, pas 24"), "{fr}");
    let de = summary(Lang::De, &draft);
    assert!(
        de.contains("platziere genau 25 Einheiten, nicht 24"),
        "{de}"
    );
    assert!(summary(Lang::En, &Draft::suggested(Side::Kingdom)).contains("Ready to seal"));
    assert_eq!(
        edit_error_text(Lang::En, &EditError::AllCavalry),
        "all 8 cavalry are placed: take one off a tile first."
    );
}
