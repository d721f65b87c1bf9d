//! The Expert rules, one test per rule: delayed spells and besieged tiles.

use crate::common::{cell, golems, play, position};
use manawell::engines::rivality::notation::{format_position, parse_position};
use manawell::engines::rivality::{Control, Event, Game, LostReason, Side};

#[test]
fn expert_spells_with_no_tile_wait_and_delayed_spells_of_contested_tiles_are_lost() {
    let game = position("rivality 2p expert\nhand 1: A5\nhand 2: B5\nM13 W\n");
    let (after, events) = play(&game, "A5 M14 north");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::SpellDelayed { target, .. } if *target == cell("M15"))));
    assert!(after
        .field
        .at(cell("M14"))
        .unwrap()
        .delayed
        .contains(manawell::engines::rivality::Edge::Front));
    let game = position(
        "rivality 2p expert\nturn 2\nhand 1: A1\nhand 2: B5\nM13 W\nM14 A5 north s1 p1 ~front\n",
    );
    let (after, events) = play(&game, "B5 M15 east");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SpellLost {
            reason: LostReason::Uncontrolled,
            ..
        }
    )));
    assert!(after.field.at(cell("M14")).unwrap().delayed.is_empty());
}

#[test]
fn base_game_spells_with_no_tile_do_not_wait() {
    let game = position("rivality 2p\nhand 1: A5\nhand 2: B5\nM13 W\n");
    let (after, _) = play(&game, "A5 M14 north");
    assert!(after.field.at(cell("M14")).unwrap().delayed.is_empty());
}

#[test]
fn delayed_spells_go_in_turn_order_from_the_next_player_the_active_one_last() {
    // Three tiles aim delayed spells at N14: salmon's (placed first), teal's, purple's.
    // Purple places at N14: teal (to purple's left) casts first, then salmon, then purple.
    let game = position(
        "rivality 3p expert\nturn 2\nhand 1: A1\nhand 2: B1\nhand 3: B2\nM13 W\n\
         M14 A3 east s1 ~front\nN15 B1 west t1 ~left\nO14 A1 west p1 ~front\n",
    );
    // B1 at N14 facing south: left 1@1 east onto purple's own O14, front 3@2 south (nothing).
    let (after, events) = play(&game, "B1 N14 south");
    let casters: Vec<Side> = events
        .iter()
        .filter_map(|e| match e {
            Event::Summoned {
                caster,
                delayed: true,
                ..
            } => Some(*caster),
            _ => None,
        })
        .collect();
    assert_eq!(casters, vec![Side::TEAL, Side::SALMON, Side::PURPLE]);
    assert_eq!(golems(&after, "N14"), [1, 2, 1]);
}

#[test]
fn a_tile_surrounded_by_one_side_is_besieged_after_the_delayed_spells() {
    let game = position(
        "rivality 2p expert\nhand 1: A5\nhand 2: B1\nM13 W s1\nL14 A2 north s1\nN14 A3 north s1\n\
         M14 B10 north p2 s1 @purple\n",
    );
    // Salmon places at M15, completing the ring around purple's wizard tile.
    let (after, events) = play(&game, "A5 M15 north");
    assert!(events.contains(&Event::Besieged {
        cell: cell("M14"),
        by: Side::SALMON,
        returned: [0, 2, 0]
    }));
    assert_eq!(golems(&after, "M14"), [2, 0, 0]);
    assert_eq!(
        after.field.at(cell("M14")).unwrap().control(),
        Control::Side(Side::SALMON)
    );
    // Without Expert rules nothing happens.
    let base = position(
        "rivality 2p\nhand 1: A5\nhand 2: B1\nM13 W s1\nL14 A2 north s1\nN14 A3 north s1\n\
         M14 B10 north p2 s1 @purple\n",
    );
    let (after, _) = play(&base, "A5 M15 north");
    assert_eq!(golems(&after, "M14"), [1, 2, 0]);
}

#[test]
fn with_three_players_two_sides_besiege_and_the_one_with_most_neighbours_takes_it() {
    let game = position(
        "rivality 3p expert\nhand 1: A5\nhand 2: B1\nhand 3: B2\nM13 W p1\nL14 A2 north s1\n\
         N14 A3 north s1\nM14 B10 north t2\n",
    );
    let (after, events) = play(&game, "A5 M15 north");
    assert!(events.contains(&Event::Besieged {
        cell: cell("M14"),
        by: Side::SALMON,
        returned: [0, 0, 2]
    }));
    assert_eq!(golems(&after, "M14"), [1, 0, 0]);
}

#[test]
fn with_three_players_a_tied_siege_goes_to_the_side_that_completed_it() {
    // Salmon and purple hold two neighbours each once salmon takes N14 from teal.
    let game = position(
        "rivality 3p expert\nhand 1: A5\nhand 2: B1\nhand 3: B2\nM13 W p1\nL14 A2 north p1\n\
         N14 A3 north t1\nM15 A4 north s1\nM14 B10 north t2\n",
    );
    // A5 at O14 facing west: front 4@1 onto N14.
    let (after, events) = play(&game, "A5 O14 west");
    assert_eq!(golems(&after, "N14"), [4, 0, 1]);
    assert!(events.contains(&Event::Besieged {
        cell: cell("M14"),
        by: Side::SALMON,
        returned: [0, 0, 2]
    }));
}

#[test]
fn with_two_players_a_tile_of_the_besieger_is_not_besieged() {
    let game = position(
        "rivality 2p expert\nhand 1: A5\nhand 2: B1\nM13 W s1\nL14 A2 north s1\nN14 A3 north s1\n\
         M14 B10 north s2 p1\n",
    );
    let (_, events) = play(&game, "A5 M15 north");
    assert!(!events.iter().any(|e| matches!(e, Event::Besieged { .. })));
}

#[test]
fn a_delayed_spell_caster_chooses_its_own_removals_even_off_turn() {
    let game = position(
        "rivality 3p expert\nturn 2\nhand 1: A1\nhand 2: B1\nhand 3: B2\nM13 W\n\
         M14 A5 east s1 ~front\nN15 B5 south t1 ~front\nO14 A3 north p1 ~left\n",
    );
    // Teal's 4 land on purple's new tile, then salmon's 4: nine golems; salmon removes
    // teal down to a tie with purple, and must choose.
    let (waiting, events) = play(&game, "B1 N14 south");
    assert!(events.contains(&Event::RemovalChoice {
        seat: 0,
        cell: cell("N14"),
        sides: vec![Side::PURPLE, Side::TEAL],
    }));
    assert_eq!(waiting.to_act(), Some(0));
    assert_eq!(waiting.turn, 1, "still purple's turn");
    let (after, events) = play(&waiting, "remove purple");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            caster: Side::PURPLE,
            delayed: true,
            placed: 3,
            ..
        }
    )));
    assert_eq!(golems(&after, "N14"), [1, 3, 1]);
    assert_eq!(
        after.turn, 2,
        "purple's turn ended after the last delayed spell"
    );
}

#[test]
fn a_tied_siege_completed_by_a_neighbour_goes_to_the_side_whose_hold_is_the_most_recent() {
    // Salmon holds the Well and L14, purple N14; teal holds the centre M14. Purple's A4 at
    // O15 waits to cast 2@2 west onto M15.
    let game = position(
        "rivality 3p expert\nhand 1: A5\nhand 2: B1\nhand 3: B2\nM13 W s1\nL14 A2 north s1\n\
         N14 A3 north p1\nM14 A1 north t1\nO14 A6 north\nO15 A4 west p1 ~front\n",
    );
    // Salmon places A5 at M15 (its own spell, 4@1 north, waits in turn): three neighbours
    // for salmon, until purple's delayed spell takes M15. Two each, and purple's hold on
    // M15 is the newest: purple completed the siege.
    let (after, events) = play(&game, "A5 M15 north");
    assert_eq!(golems(&after, "M15"), [1, 2, 0]);
    assert!(events.contains(&Event::Besieged {
        cell: cell("M14"),
        by: Side::PURPLE,
        returned: [0, 0, 1]
    }));
    assert_eq!(golems(&after, "M14"), [0, 1, 0]);
}

/// Salmon holds L14 and N14, purple the Well and (from turn 2 on) M15, around purple's M14.
/// Teal then contests the centre: a siege by two sides holding two each, with no
/// neighbour taken that turn.
fn a_centre_lost_after_purple_took_m15() -> Game {
    let game = position(
        "rivality 3p expert\nhand 1: A5\nhand 2: B2\nhand 3: B11\nstack salmon: A7\n\
         stack purple: B7\nstack teal: B8\nM13 W p1\nL14 A2 north s1\nN14 A3 north s1\n\
         M15 A4 north t1\nM14 A1 north p2\n",
    );
    // Salmon: A5 at K14 facing west, out of the way.
    let (game, _) = play(&game, "A5 K14 west");
    // Purple: B2 at M16 facing south, front 3@1 onto M15, taken from teal.
    let (game, _) = play(&game, "B2 M16 south");
    assert_eq!(golems(&game, "M15"), [0, 3, 1]);
    // A saved game read back keeps when each tile's control began.
    let json = serde_json::to_string(&game).unwrap();
    serde_json::from_str(&json).unwrap()
}

#[test]
fn a_tied_siege_that_arose_because_the_centre_changed_hands_goes_to_the_most_recent_hold() {
    let game = a_centre_lost_after_purple_took_m15();
    // Teal: B11 at O14 facing west, front 2@2 onto M14: two purple, two teal, contested.
    // Nothing around M14 changed this turn; purple's hold on M15 is the most recent.
    let (after, events) = play(&game, "B11 O14 west");
    assert!(events.contains(&Event::Besieged {
        cell: cell("M14"),
        by: Side::PURPLE,
        returned: [0, 0, 2]
    }));
    assert_eq!(golems(&after, "M14"), [0, 3, 0]);
}

#[test]
fn games_saved_before_control_moments_were_kept_still_load_and_fall_back_to_placement_order() {
    let game = a_centre_lost_after_purple_took_m15();
    // An old save: no moments on the tiles, and the field that once stood in for them.
    let mut json: serde_json::Value = serde_json::to_value(&game).unwrap();
    for tile in json["field"].as_array_mut().unwrap() {
        tile.as_object_mut().unwrap().remove("control_since");
    }
    json["taken_this_turn"] = serde_json::json!([]);
    let old: Game = serde_json::from_value(json).unwrap();
    assert!(old.field.tiles.iter().all(|t| t.control_since == 0));
    // With nothing recorded, the later placed tile counts as the more recent hold: M15
    // (purple) was placed after N14 and L14 (salmon), and after the Well.
    let (_, events) = play(&old, "B11 O14 west");
    assert!(events.contains(&Event::Besieged {
        cell: cell("M14"),
        by: Side::PURPLE,
        returned: [0, 0, 2]
    }));
}

#[test]
fn a_tied_siege_decided_by_when_holds_began_goes_the_same_way_once_written_and_read_back() {
    // Teal holds N14 and purple the centre M14, with the Well and M15 around it.
    let game = position(
        "rivality 3p expert\nhand 1: A5\nhand 2: B2\nhand 3: B11\nstack salmon: A7\n\
         stack purple: B7\nstack teal: B8\nM13 W p1\nL14 A2 north s1\nN14 A3 north t1\n\
         M15 A4 north p1\nM14 A1 north p2\n",
    );
    // Salmon: A5 at O14 facing west, 4@1 onto N14: salmon's hold there is the newest.
    let (game, _) = play(&game, "A5 O14 west");
    assert_eq!(golems(&game, "N14"), [4, 0, 1]);
    // Purple: B2 at K14 facing west, out of the way (its spells wait).
    let (game, _) = play(&game, "B2 K14 west");
    let text = format_position(&game);
    let read = parse_position(&text).unwrap();
    assert_eq!(read, game, "{text}");
    // Teal: B11 at M16 facing south, 2@2 onto M14: contested, besieged by salmon (L14,
    // N14) and purple (the Well, M15), two each.
    let besieger = |game: &Game| {
        let (_, events) = play(game, "B11 M16 south");
        events.iter().find_map(|e| match e {
            Event::Besieged { cell: c, by, .. } if *c == cell("M14") => Some(*by),
            _ => None,
        })
    };
    assert_eq!(besieger(&game), Some(Side::SALMON));
    assert_eq!(besieger(&read), Some(Side::SALMON));
    // Without the moments, the later placed M15 counts as the newest hold: purple.
    let without: Vec<String> = text
        .lines()
        .map(|l| {
            let words: Vec<&str> = l.split(' ').filter(|w| !w.starts_with('^')).collect();
            words.join(" ")
        })
        .collect();
    assert_ne!(without.join("\n"), text.trim_end());
    let forgotten = parse_position(&without.join("\n")).unwrap();
    assert_eq!(besieger(&forgotten), Some(Side::PURPLE));
}

/// "Checked after all delayed spells, and again until none is left" (rivality-tiles.md,
/// Besieged tiles): in 3 players a contested tile taken by a siege can complete the ring
/// around its teal neighbour, which is then besieged in turn.
#[test]
fn besieged_tiles_are_checked_again_until_none_is_left() {
    let game = position(
        "rivality 3p expert\nhand 1: A5\nhand 2: B1\nhand 3: B2\nM13 W s1\nL14 A2 north s1\n\
         M14 A3 north s1 p1\nN14 B10 north t2\nN13 A4 north s1\nO14 A6 north s1\n\
         N15 A7 north s1\n",
    );
    let (after, events) = play(&game, "A5 M15 north");
    let sieges: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Besieged { cell, by, .. } => Some((*cell, *by)),
            _ => None,
        })
        .collect();
    assert_eq!(
        sieges,
        vec![(cell("M14"), Side::SALMON), (cell("N14"), Side::SALMON)]
    );
    assert_eq!(
        after.field.at(cell("N14")).unwrap().control(),
        Control::Side(Side::SALMON)
    );
}
