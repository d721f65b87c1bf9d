use super::*;
use crate::frontends::discord::views::rivality::panel_view::*;
use crate::frontends::discord::wire::custom_id::ComponentId;
use crate::i18n::Lang;

fn moves(list: &[&str]) -> Vec<String> {
    list.iter().map(|m| m.to_string()).collect()
}

fn picked(arg: &str) -> Picked {
    Picked::decode(Some(arg)).expect("a valid argument")
}

#[test]
fn placements_are_read_from_notation() {
    let p = Placement::parse("A6 m14 east right,front,left").unwrap();
    assert_eq!(
        (p.tile.as_str(), p.cell.as_str(), p.facing),
        ("A6", "M14", 'e')
    );
    assert_eq!(p.order.as_deref(), Some("rfl"));
    assert_eq!(Placement::parse("B2 (-3,14) n").unwrap().cell, "(-3,14)");
    for bad in [
        "mulligan",
        "remove teal",
        "A6 M14 up",
        "A6 M14 east up,down",
        "A6 M14",
    ] {
        assert_eq!(Placement::parse(bad), None, "{bad}");
    }
}

#[test]
fn picked_choices_round_trip_through_an_argument() {
    let all = Picked {
        tile: Some("A6".into()),
        cell: Some("(-3,14)".into()),
        facing: Some('e'),
        order: Some("rfl".into()),
    };
    assert_eq!(all.encode().as_deref(), Some("A6.-3_14.e.rfl"));
    assert_eq!(Picked::decode(all.encode().as_deref()), Some(all));
    assert_eq!(Picked::default().encode(), None);
    assert_eq!(Picked::decode(None), Some(Picked::default()));
    for bad in ["A6..e", "A6.M14.x", "A6.M14.e.rfl.more", "A6.M14.east"] {
        assert_eq!(Picked::decode(Some(bad)), None, "{bad}");
    }
}

#[test]
fn steps_follow_the_choices() {
    let legal = moves(&[
        "A7 M14 east",
        "A7 M14 north",
        "A7 L13 west",
        "B2 M12 south",
        "mulligan",
    ]);
    assert_eq!(
        next_step(&legal, &Picked::default()),
        Step::Tile {
            tiles: vec!["A7".into(), "B2".into()],
            mulligan: true,
            removals: vec![]
        }
    );
    assert_eq!(
        next_step(&legal, &picked("A7")),
        Step::Spot {
            cells: vec!["M14".into(), "L13".into()],
            wizard: false
        }
    );
    assert_eq!(
        next_step(&legal, &picked("A7.M14")),
        Step::Facing {
            facings: vec!['e', 'n']
        }
    );
    assert_eq!(
        next_step(&legal, &picked("A7.M14.n")),
        Step::Ready {
            notation: "A7 M14 north".into()
        }
    );
    // Choices that are no longer legal: the panel is out of date.
    assert_eq!(next_step(&legal, &picked("B9")), Step::Gone);
    assert_eq!(next_step(&legal, &picked("A7.M12")), Step::Gone);
    assert_eq!(next_step(&legal, &picked("A7.M14.s")), Step::Gone);
}

#[test]
fn the_order_is_asked_only_when_several_are_legal() {
    let legal = moves(&[
        "A6 M14 east",
        "A6 M14 east right,front,left",
        "A6 M14 north",
    ]);
    assert_eq!(
        next_step(&legal, &picked("A6.M14.e")),
        Step::Order {
            orders: vec!["d".into(), "rfl".into()]
        }
    );
    assert_eq!(
        next_step(&legal, &picked("A6.M14.e.rfl")),
        Step::Ready {
            notation: "A6 M14 east right,front,left".into()
        }
    );
    assert_eq!(
        next_step(&legal, &picked("A6.M14.e.d")),
        Step::Ready {
            notation: "A6 M14 east".into()
        }
    );
    assert_eq!(next_step(&legal, &picked("A6.M14.e.lrf")), Step::Gone);
    assert_eq!(order_label(Lang::En, "rfl"), "Right, front, left");
}

/// The engine's legal moves in a position, in notation, as the panel gets them.
fn engine_moves(position: &str) -> Vec<String> {
    use crate::engines::rivality::notation::{format_move, parse_position};
    let game = parse_position(position).expect("a valid position");
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    legal.iter().map(format_move).collect()
}

#[test]
fn the_panel_asks_no_order_when_none_changes_anything() {
    // Supply 3: A6's five golems cannot all come, but around the lone Well at most one of
    // its spells finds a tile, so every order ends the same.
    let legal =
        engine_moves("rivality 2p\nsupply salmon 3 purple 20\nhand 1: A6\nhand 2: B1\nM13 W\n");
    assert_eq!(legal.len(), 16);
    for mv in &legal {
        let p = Placement::parse(mv).expect("a placement");
        let picked = Picked {
            tile: Some(p.tile.clone()),
            cell: Some(p.cell.clone()),
            facing: Some(p.facing),
            order: None,
        };
        assert_eq!(
            next_step(&legal, &picked),
            Step::Ready {
                notation: mv.clone()
            }
        );
    }
}

#[test]
fn the_panel_asks_the_order_when_it_changes_the_outcome() {
    // Supply 2: A4 at M14 facing east sends its one golem onto M15 or O14, by its order.
    let legal = engine_moves(
        "rivality 2p\nsupply salmon 2 purple 20\nhand 1: A4\nhand 2: B1\nstack salmon: A2\n\
         M13 W\nM15 B3 north p1\nO14 B5 north p1\n",
    );
    assert_eq!(
        next_step(&legal, &picked("A4.M14.e")),
        Step::Order {
            orders: vec!["fl".into(), "lf".into()]
        }
    );
    assert_eq!(
        next_step(&legal, &picked("A4.M14.w")),
        Step::Ready {
            notation: "A4 M14 west".into()
        }
    );
}

#[test]
fn a_removal_choice_is_offered_as_buttons() {
    let legal = moves(&["remove teal", "remove purple"]);
    let step = next_step(&legal, &Picked::default());
    assert_eq!(
        step,
        Step::Tile {
            tiles: vec![],
            mulligan: false,
            removals: vec!["teal".into(), "purple".into()]
        }
    );
    assert!(prompt(Lang::En, &step, 0).contains("choose whose golem"));
    let rows =
        serde_json::to_value(components(Lang::En, 1, 2, &Picked::default(), &step, 0)).unwrap();
    assert_eq!(rows[0]["components"][0]["custom_id"], "mw:1:2:remove:teal");
}

#[test]
fn many_spots_are_paged_by_25() {
    let cells: Vec<String> = (1..=60).map(|n| format!("A7 C{n} east")).collect();
    let step = next_step(&cells, &picked("A7"));
    let Step::Spot { cells: spots, .. } = &step else {
        panic!("{step:?}")
    };
    assert_eq!(spots.len(), 60);
    for (page, shown, prev, next) in [
        (0, 25, false, true),
        (1, 25, true, true),
        (2, 10, true, false),
    ] {
        let rows =
            serde_json::to_value(components(Lang::En, 1, 2, &picked("A7"), &step, page)).unwrap();
        assert_eq!(
            rows[0]["components"][0]["options"]
                .as_array()
                .unwrap()
                .len(),
            shown
        );
        let ids: Vec<String> = rows[1]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["custom_id"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(
            ids.contains(&format!("mw:1:2:page:A7.pg{}", page.wrapping_sub(1))),
            prev,
            "{ids:?}"
        );
        assert_eq!(
            ids.contains(&format!("mw:1:2:page:A7.pg{}", page + 1)),
            next,
            "{ids:?}"
        );
        assert!(prompt(Lang::En, &step, page).contains(&format!("page {}/3", page + 1)));
    }
    assert_eq!(decode_page("A7.pg2"), Some((picked("A7"), 2)));
    assert_eq!(decode_page("A7.M14"), None);
}

/// A page number forged into an id, as large as it gets, reads as the last page: no
/// overflow, the last 10 spots and "page 3/3".
#[test]
fn a_forged_page_past_the_last_reads_as_the_last() {
    let cells: Vec<String> = (1..=60).map(|n| format!("A7 C{n} east")).collect();
    let step = next_step(&cells, &picked("A7"));
    let forged = format!("A7.pg{}", usize::MAX);
    let (_, page) = decode_page(&forged).expect("a number");
    assert!(prompt(Lang::En, &step, page).contains("page 3/3"));
    let rows =
        serde_json::to_value(components(Lang::En, 1, 2, &picked("A7"), &step, page)).unwrap();
    assert_eq!(
        rows[0]["components"][0]["options"]
            .as_array()
            .unwrap()
            .len(),
        10
    );
}

#[test]
fn every_component_id_parses_and_names_the_version() {
    let legal = moves(&["A6 M14 east", "A6 M14 east right,front,left", "mulligan"]);
    for arg in [
        None,
        Some("A6"),
        Some("A6.M14"),
        Some("A6.M14.e"),
        Some("A6.M14.e.rfl"),
    ] {
        let picked = Picked::decode(arg).unwrap();
        let step = next_step(&legal, &picked);
        let rows = serde_json::to_value(components(Lang::En, 12, 7, &picked, &step, 0)).unwrap();
        for component in rows
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["components"].as_array().unwrap())
        {
            let id: ComponentId = component["custom_id"]
                .as_str()
                .unwrap()
                .parse()
                .expect("a valid id");
            assert_eq!((id.table, id.version), (12, 7));
        }
    }
}

#[test]
fn back_goes_one_step_back() {
    let legal = moves(&[
        "A6 M14 east",
        "A6 M14 east right,front,left",
        "A6 M14 north",
        "A6 L13 west",
        "B2 M12 south",
    ]);
    assert_eq!(back(&legal, &picked("A6.M14.e.rfl")), picked("A6.M14.e"));
    assert_eq!(back(&legal, &picked("A6.M14.e")), picked("A6.M14"));
    assert_eq!(back(&legal, &picked("A6.M14")), picked("A6"));
    assert_eq!(back(&legal, &picked("A6")), Picked::default());
}

#[test]
fn solo_moves_skip_the_tile_and_the_facing() {
    let legal = moves(&["move C2", "move C2 right,front,left", "move B3"]);
    let step = next_step(&legal, &Picked::default());
    assert_eq!(
        step,
        Step::Spot {
            cells: vec!["C2".into(), "B3".into()],
            wizard: true
        }
    );
    assert!(prompt(Lang::En, &step, 0).contains("where your wizard goes"));
    // The destination is picked with the tile left to the panel: it travels as `-.C2`.
    let at_c2 = Picked {
        cell: Some("C2".into()),
        ..Picked::default()
    };
    assert_eq!(at_c2.encode().as_deref(), Some("-.C2"));
    assert_eq!(Picked::decode(Some("-.C2")), Some(at_c2.clone()));
    assert_eq!(
        next_step(&legal, &at_c2),
        Step::Order {
            orders: vec!["d".into(), "rfl".into()]
        }
    );
    let ordered = Picked {
        order: Some("rfl".into()),
        ..at_c2.clone()
    };
    assert_eq!(ordered.encode().as_deref(), Some("-.C2.-.rfl"));
    assert_eq!(
        next_step(&legal, &ordered),
        Step::Ready {
            notation: "move C2 right,front,left".into()
        }
    );
    let at_b3 = Picked {
        cell: Some("B3".into()),
        ..Picked::default()
    };
    assert_eq!(
        next_step(&legal, &at_b3),
        Step::Ready {
            notation: "move B3".into()
        }
    );
    // Back from a confirmation goes to the destination, skipping the automatic steps.
    assert_eq!(back(&legal, &at_b3), Picked::default());
    assert_eq!(back(&legal, &ordered), at_c2);
    assert_eq!(
        next_step(&moves(&["enter A1", "enter B1"]), &Picked::default()),
        Step::Spot {
            cells: vec!["A1".into(), "B1".into()],
            wizard: true
        }
    );
    // The first step has no Back button; every id parses.
    let rows =
        serde_json::to_value(components(Lang::En, 3, 9, &Picked::default(), &step, 0)).unwrap();
    let ids: Vec<&str> = rows
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|r| r["components"].as_array().unwrap())
        .map(|c| c["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["mw:3:9:spot"]);
}

#[test]
fn tiles_are_labelled_with_their_kind() {
    assert_eq!(tile_label(Lang::En, "A10"), "A10 · Fortress (4 VP)");
    assert_eq!(tile_label(Lang::En, "??"), "??");
}

#[test]
fn the_panel_speaks_french_and_german() {
    assert_eq!(tile_label(Lang::Fr, "A10"), "A10 · Forteresse (4 PV)");
    assert_eq!(tile_label(Lang::De, "A10"), "A10 · Festung (4 Pkt.)");
    assert_eq!(facing_label(Lang::De, 'n'), "Vorderseite nach Norden ↑");
    assert_eq!(facing_label(Lang::Fr, 'w'), "Avant vers l'ouest ←");
    assert_eq!(order_label(Lang::Fr, "rfl"), "Droite, avant, gauche");
    assert_eq!(
        order_label(Lang::De, "d"),
        "Vorne, links, rechts (Standard)"
    );
    let spots = Step::Spot {
        cells: (0..60).map(|n| format!("(0,{n})")).collect(),
        wizard: false,
    };
    assert_eq!(
        prompt(Lang::Fr, &spots, 1),
        "Choisis où la poser (page 2/3)."
    );
    assert_eq!(
        prompt(Lang::De, &spots, 0),
        "Wähle, wohin du es legst (Seite 1/3)."
    );
    let ready = Step::Ready {
        notation: "A7 M14 east".into(),
    };
    assert_eq!(prompt(Lang::Fr, &ready, 0), "Jouer **A7 M14 east**\u{a0}?");
    let rows =
        serde_json::to_value(components(Lang::De, 1, 2, &Picked::default(), &ready, 0)).unwrap();
    assert_eq!(rows[0]["components"][0]["label"], "Bestätigen");
    assert_eq!(rows[0]["components"][1]["label"], "Zurück");
    let removal = Step::Tile {
        tiles: vec![],
        mulligan: false,
        removals: vec!["teal".into()],
    };
    let label = |lang| {
        let rows = components(lang, 1, 2, &Picked::default(), &removal, 0);
        serde_json::to_value(rows).unwrap()[0]["components"][0]["label"].clone()
    };
    assert_eq!(label(Lang::En), "Remove a teal golem");
    assert_eq!(label(Lang::Fr), "Retirer un Golem turquoise");
    assert_eq!(label(Lang::De), "Einen türkisfarbenen Golem entfernen");
}
