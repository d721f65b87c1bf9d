//! However crowded the Isle (every city built, units on every land tile, two-digit
//! counts with cavalry, many moves and assaults in the last turn), no mark or word on the
//! map covers another, none leaves the map, and none is left out but a tile's id. The
//! boxes are the layout's, the very ones the picture is drawn from. The legend explains
//! only the marks a picture shows.

use manawell::engines::dice::Dice;
use manawell::engines::rivalry::{
    map, suggested_setup, Event, SeatView, Side, Target, Terrain, TileId, Units,
};
use manawell::i18n::Lang;
use manawell::render::rivalry::geometry::{Geometry, HEADER, WIDTH};
use manawell::render::rivalry::layout::{LabelKind, Layout, LegendMark};
use manawell::render::rivalry::{
    rivalry_layout, rivalry_setup_layout, rivalry_waiting_layout, side_look, RivalryPicture,
    SetupPicture, PHONE_SCALE,
};
use manawell::render::Format;
use rand::Rng;

use super::super::{count, decode, dump, names};
use super::new_game;

/// A crowded Isle from `seed`, and a busy last turn on it.
fn crowded(seed: u64) -> (SeatView, Vec<Event>) {
    let m = map();
    let mut rng = Dice::new(seed);
    let mut view = new_game(seed).view(None);
    let other = |side: Side, rng: &mut Dice| {
        if rng.random_range(0..4) == 0 {
            side.other()
        } else {
            side
        }
    };
    for site in m.site_ids() {
        view.owner[site.0 as usize] = Some(other(m.site(site).nation, &mut rng));
    }
    if seed % 2 == 1 {
        // A leader in exile: the crown away from the star.
        let exile = m
            .site_ids()
            .find(|s| m.site(*s).nation == Side::Kingdom && *s != view.capital[1]);
        view.interim[1] = exile;
    }
    for side in Side::BOTH {
        view.units[side.index()] = vec![Units::NONE; m.tiles.len()];
    }
    let land: Vec<TileId> = m
        .tile_ids()
        .filter(|t| m.tile(*t).terrain == Terrain::Land)
        .collect();
    for tile in &land {
        let side = other(m.tile(*tile).nation.unwrap_or(Side::Republic), &mut rng);
        let armies = match rng.random_range(0..3) {
            0 => rng.random_range(10..=32),
            _ => rng.random_range(1..=9),
        };
        let cavalry = match rng.random_range(0..3) {
            0 => rng.random_range(1..=8),
            _ => 0,
        };
        view.units[side.index()][tile.0 as usize] = Units::new(armies, cavalry);
    }
    let mut events = Vec::new();
    let side = view.turn;
    for _ in 0..12 {
        let from = land[rng.random_range(0..land.len())];
        let to = m.tile(from).neighbours[rng.random_range(0..m.tile(from).neighbours.len())];
        let units = Units::new(rng.random_range(0..12), rng.random_range(0..3));
        if !units.is_empty() {
            events.push(Event::Moved {
                side,
                from,
                to,
                units,
            });
        }
    }
    let die = |rng: &mut Dice| [rng.random_range(1..=6), rng.random_range(1..=6)];
    for i in 0..8 {
        let from = land[rng.random_range(0..land.len())];
        let near = m.tile(from).neighbours[rng.random_range(0..m.tile(from).neighbours.len())];
        let target = match m.site_ids().find(|s| m.site(*s).tiles.contains(&near)) {
            Some(site) if i % 3 == 0 => Target::City(site),
            _ => Target::Tile(near),
        };
        // Some fought out: several rolls on one arrow.
        for _ in 0..1 + (i % 4) * 2 {
            events.push(Event::Assault {
                side,
                from,
                target,
                attack: die(&mut rng),
                defence: die(&mut rng),
                attacker_lost: Some((from, false)),
                defender_lost: None,
            });
        }
    }
    for i in 0..8 {
        let tile = land[rng.random_range(0..land.len())];
        events.push(if i % 2 == 0 {
            Event::Raised {
                side,
                tile,
                cavalry: false,
            }
        } else {
            Event::Mutinied {
                side,
                tile,
                cavalry: true,
            }
        });
    }
    (view, events)
}

fn picture<'a>(
    view: &'a SeatView,
    events: &'a [Event],
    names: &'a [String],
    lang: Lang,
) -> RivalryPicture<'a> {
    RivalryPicture {
        view,
        names,
        last_events: events,
        planned: None,
        preview: false,
        format: Format::Phone,
        lang,
    }
}

/// No two boxes share any area, and every box is on the map.
fn assert_apart(layout: &Layout, what: &str) {
    let g = Geometry::new();
    for (i, a) in layout.labels.iter().enumerate() {
        let r = a.rect;
        assert!(
            r.x >= 0.0 && r.x + r.w <= WIDTH && r.y >= HEADER && r.y + r.h <= g.height,
            "{what}: {a:?} leaves the map"
        );
        for b in &layout.labels[i + 1..] {
            assert!(!a.rect.intersects(&b.rect), "{what}: {a:?} covers {b:?}");
        }
    }
}

#[test]
fn on_a_crowded_isle_no_mark_or_word_covers_another() {
    let m = map();
    let names = names();
    for seed in 0..12u64 {
        let lang = Lang::ALL[seed as usize % 3];
        let (view, events) = crowded(seed);
        let layout = rivalry_layout(&picture(&view, &events, &names, lang)).unwrap();
        assert_apart(&layout, &format!("seed {seed}"));
        let n = |f: fn(&LabelKind) -> bool| layout.of(f).count();
        // Nothing left out but tiles' ids: every unit count, city, name and event.
        for tile in m.tile_ids() {
            for side in Side::BOTH {
                let units = view.units[side.index()][tile.0 as usize];
                if !units.is_empty() {
                    let kind = LabelKind::Units { tile, side, units };
                    assert_eq!(layout.of(|k| *k == kind).count(), 1, "{kind:?}");
                }
            }
        }
        assert_eq!(n(|k| matches!(k, LabelKind::City { .. })), m.sites.len());
        assert_eq!(
            n(|k| matches!(k, LabelKind::CityName { .. })),
            m.sites.len()
        );
        assert_eq!(n(|k| matches!(k, LabelKind::Capital { .. })), 2);
        assert_eq!(n(|k| matches!(k, LabelKind::Leader { .. })), 2);
        assert_eq!(n(|k| matches!(k, LabelKind::MountAedana)), 1);
        let assaults: std::collections::HashSet<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::Assault { from, target, .. } => Some((*from, *target)),
                _ => None,
            })
            .collect();
        assert_eq!(n(|k| matches!(k, LabelKind::Dice { .. })), assaults.len());
        let arrows: std::collections::HashSet<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::Moved { from, to, .. } => Some((*from, *to)),
                _ => None,
            })
            .collect();
        assert_eq!(n(|k| matches!(k, LabelKind::Moved { .. })), arrows.len());
        assert!(n(|k| matches!(k, LabelKind::Raised { .. })) > 0);
        assert!(n(|k| matches!(k, LabelKind::Removed { .. })) > 0);
        if seed < 3 {
            // The picture is drawn from these boxes: each chip's colour inside its box.
            let png = turn_png_of(&view, &events, lang);
            dump(&format!("rivalry-crowded-{seed}.png"), &png);
            let img = decode(&png);
            for label in layout.of(|k| matches!(k, LabelKind::Units { .. })) {
                let LabelKind::Units { side, .. } = label.kind else {
                    unreachable!()
                };
                let r = label.rect;
                let px = |v: f32| (v * PHONE_SCALE) as u32;
                let inside = count(
                    &img,
                    side_look(side).fill,
                    (px(r.x), px(r.x + r.w)),
                    (px(r.y), px(r.y + r.h)),
                );
                assert!(
                    inside > 20,
                    "seed {seed}: {label:?} drawn elsewhere ({inside})"
                );
            }
        }
    }
}

fn turn_png_of(view: &SeatView, events: &[Event], lang: Lang) -> Vec<u8> {
    manawell::render::render_rivalry(&picture(view, events, &names(), lang)).unwrap()
}

#[test]
fn a_played_game_s_pictures_keep_their_marks_apart() {
    for seed in 0..10u64 {
        let (game, events) = super::play_until(seed, 60 + seed as usize * 40, |_| false);
        let view = game.view(None);
        let layout = rivalry_layout(&picture(&view, &events, &names(), Lang::De)).unwrap();
        assert_apart(&layout, &format!("seed {seed}"));
    }
}

#[test]
fn the_legend_explains_only_the_marks_the_picture_shows() {
    let names = names();
    for side in Side::BOTH {
        let setup = suggested_setup(side);
        let layout = rivalry_setup_layout(&SetupPicture {
            side,
            setup: &setup,
            names: &names,
            format: Format::Phone,
            lang: Lang::En,
        })
        .unwrap();
        assert_apart(&layout, "a set-up");
        assert_eq!(
            layout.legend,
            [LegendMark::Units, LegendMark::Capital, LegendMark::Leader],
            "a set-up has no moves or assaults"
        );
    }
    let waiting = rivalry_waiting_layout(&names, [true, false], Lang::En).unwrap();
    assert!(
        waiting.legend.is_empty(),
        "the empty Isle: {:?}",
        waiting.legend
    );
    // The board: arrows only when a move is highlighted, assaults only with one.
    let view = new_game(1).view(None);
    let still = rivalry_layout(&picture(&view, &[], &names, Lang::En)).unwrap();
    assert_eq!(
        still.legend,
        [LegendMark::Units, LegendMark::Capital, LegendMark::Leader]
    );
    let (view, events) = crowded(1);
    let busy = rivalry_layout(&picture(&view, &events, &names, Lang::En)).unwrap();
    assert!(busy.legend.contains(&LegendMark::Move) && busy.legend.contains(&LegendMark::Assault));
}

/// Every land tile's name (`E3`, needed to type `E3-E4:2a`) is on the map, on its own
/// tile, and no other mark or word covers it.
fn assert_every_tile_named(layout: &Layout, what: &str) {
    let m = map();
    let g = Geometry::new();
    let mut missing = Vec::new();
    for tile in m.tile_ids() {
        if m.tile(tile).terrain != Terrain::Land {
            continue;
        }
        let id = &m.tile(tile).id;
        let named: Vec<_> = layout.of(|k| *k == LabelKind::TileName { tile }).collect();
        let [name] = named.as_slice() else {
            missing.push(id.clone());
            continue;
        };
        let (cx, cy) = g.centre(tile);
        let (x, y) = name.rect.centre();
        assert!(
            (x - cx).hypot(y - cy) < g.size * 0.9,
            "{what}: {id}'s name is off its tile"
        );
        for other in layout.labels.iter().filter(|l| l.kind != name.kind) {
            assert!(
                !other.rect.intersects(&name.rect),
                "{what}: {other:?} covers {id}'s name"
            );
        }
    }
    assert!(missing.is_empty(), "{what}: no name on {missing:?}");
}

#[test]
fn every_tile_s_name_is_drawn_uncovered_on_played_games_and_crowded_isles() {
    for seed in 0..10u64 {
        let (game, events) = super::play_until(seed, 60 + seed as usize * 40, |_| false);
        let view = game.view(None);
        let layout = rivalry_layout(&picture(&view, &events, &names(), Lang::En)).unwrap();
        assert_every_tile_named(&layout, &format!("played, seed {seed}"));
    }
    for seed in 0..12u64 {
        let (view, events) = crowded(seed);
        let layout = rivalry_layout(&picture(&view, &events, &names(), Lang::Fr)).unwrap();
        assert_every_tile_named(&layout, &format!("crowded, seed {seed}"));
    }
}
