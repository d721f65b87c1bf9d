//! The Isle of Cannebar as loaded from `assets/rivalry/map.json`, checked against the
//! readings ("The map").

use std::collections::HashSet;

use manawell::engines::rivalry::map::Terrain;
use manawell::engines::rivalry::{map, Side, TileId};

use crate::common::{s, t};

fn ids(tiles: impl IntoIterator<Item = TileId>) -> Vec<String> {
    let mut out: Vec<String> = tiles
        .into_iter()
        .map(|x| map().tile(x).id.clone())
        .collect();
    out.sort();
    out
}

fn sorted(names: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    out.sort();
    out
}

#[test]
fn seventy_land_tiles_thirty_five_per_nation() {
    let m = map();
    for side in Side::BOTH {
        let land = m.tile_ids().filter(|x| m.is_home_land(*x, side)).count();
        assert_eq!(land, 35, "{side}");
    }
    assert_eq!(m.tile_ids().filter(|x| m.is_land(*x)).count(), 70);
}

#[test]
fn seven_mountains_per_nation_with_mount_aedana_and_the_kingsteeth() {
    let m = map();
    let mountains = |side| {
        ids(m
            .tile_ids()
            .filter(|x| m.tile(*x).terrain == Terrain::Mountain && m.tile(*x).nation == Some(side)))
    };
    assert_eq!(
        mountains(Side::Republic),
        sorted(&["D2", "E2", "D3", "D5", "G5", "J6", "C7"])
    );
    assert_eq!(
        mountains(Side::Kingdom),
        sorted(&["H11", "H12", "I12", "I7", "C8", "E9", "H9"])
    );
    let feature = |name: &str| {
        ids(m
            .features
            .iter()
            .find(|f| f.name == name)
            .expect(name)
            .tiles
            .clone())
    };
    assert_eq!(feature("Mount Aedana"), sorted(&["D2", "E2", "D3"]));
    assert_eq!(feature("the Kingsteeth"), sorted(&["H11", "H12", "I12"]));
}

#[test]
fn the_border_lake_is_f7_f8_g6_water_of_neither_nation() {
    let m = map();
    let lake = ids(m.tile_ids().filter(|x| m.tile(*x).terrain == Terrain::Lake));
    assert_eq!(lake, sorted(&["F7", "F8", "G6"]));
    for name in ["F7", "F8", "G6"] {
        assert_eq!(m.tile(t(name)).nation, None);
        assert!(!m.is_land(t(name)), "the lake cannot be entered");
    }
    let feature = m
        .features
        .iter()
        .find(|f| f.name == "the Border Lake")
        .unwrap();
    assert_eq!(ids(feature.tiles.clone()), lake);
}

#[test]
fn the_republic_holds_rows_one_to_six_and_row_seven_west_of_the_lake() {
    let m = map();
    for x in m.tile_ids().filter(|x| m.is_land(*x)) {
        let tile = m.tile(x);
        let row = tile.r + 7;
        let column = tile.id.as_bytes()[0];
        let north = row <= 6 || (row == 7 && column <= b'E');
        let expected = if north { Side::Republic } else { Side::Kingdom };
        assert_eq!(tile.nation, Some(expected), "{}", tile.id);
    }
}

#[test]
fn tile_ids_follow_the_axial_formula() {
    for tile in &map().tiles {
        let row = tile.r as i32 + 7;
        let column = (2 * tile.q as i32 + tile.r as i32 + 11).div_euclid(2);
        let expected = format!("{}{}", (b'A' + column as u8) as char, row);
        assert_eq!(tile.id, expected);
    }
}

#[test]
fn neighbours_are_the_six_axial_offsets_and_mutual() {
    let m = map();
    let offsets = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
    for x in m.tile_ids() {
        let tile = m.tile(x);
        let expected: Vec<TileId> = offsets
            .iter()
            .filter_map(|(dq, dr)| {
                m.tile_ids()
                    .find(|y| m.tile(*y).q == tile.q + dq && m.tile(*y).r == tile.r + dr)
            })
            .collect();
        assert_eq!(tile.neighbours, expected, "{}", tile.id);
        for n in &tile.neighbours {
            assert!(m.adjacent(*n, x));
        }
    }
}

#[test]
fn the_map_turned_half_round_is_itself_with_the_nations_swapped() {
    let m = map();
    for x in m.tile_ids() {
        let tile = m.tile(x);
        let y = m
            .tile_ids()
            .find(|y| m.tile(*y).q == -tile.q && m.tile(*y).r == -tile.r)
            .unwrap_or_else(|| panic!("{} has no mirror", tile.id));
        assert_eq!(m.tile(y).terrain, tile.terrain);
        assert_eq!(m.tile(y).nation, tile.nation.map(Side::other));
    }
    for n in 1..=9 {
        let r = m.site(s(&format!("R{n}")));
        let k = m.site(s(&format!("K{n}")));
        let mirrored: HashSet<(i8, i8)> = r
            .tiles
            .iter()
            .map(|x| (-m.tile(*x).q, -m.tile(*x).r))
            .collect();
        let actual: HashSet<(i8, i8)> = k
            .tiles
            .iter()
            .map(|x| (m.tile(*x).q, m.tile(*x).r))
            .collect();
        assert_eq!(mirrored, actual, "R{n} turned is K{n}");
    }
}

#[test]
fn eighteen_sites_as_in_the_site_table() {
    let table = [
        ("R1", "Emberfall", ["B3", "C3", "C4"]),
        ("R2", "Aevendel", ["E3", "E4", "F4"]),
        ("R3", "Saltcape", ["I2", "J2", "I3"]),
        ("R4", "Millbrook", ["H3", "H4", "I4"]),
        ("R5", "Westmere", ["B5", "B6", "C6"]),
        ("R6", "Lakegate", ["E5", "F5", "F6"]),
        ("R7", "Brightwater", ["J4", "I5", "J5"]),
        ("R8", "Fordwick", ["D6", "E6", "D7"]),
        ("R9", "Eastwatch", ["H5", "H6", "I6"]),
        ("K1", "Crownspire", ["J10", "I11", "J11"]),
        ("K2", "Uvashton", ["G10", "H10", "G11"]),
        ("K3", "Goldcape", ["C11", "C12", "D12"]),
        ("K4", "Marrowby", ["D10", "E10", "D11"]),
        ("K5", "Eastmere", ["J8", "K8", "J9"]),
        ("K6", "Lakeward", ["G8", "F9", "G9"]),
        ("K7", "Rosewater", ["B9", "C9", "C10"]),
        ("K8", "Kingsford", ["H7", "H8", "I8"]),
        ("K9", "Westwatch", ["D8", "E8", "D9"]),
    ];
    let m = map();
    assert_eq!(m.sites.len(), 18);
    for (id, name, tiles) in table {
        let site = m.site(s(id));
        assert_eq!(site.name, name);
        assert_eq!(ids(site.tiles), sorted(&tiles), "{id}");
        let nation = if id.starts_with('R') {
            Side::Republic
        } else {
            Side::Kingdom
        };
        assert_eq!(site.nation, nation);
    }
}

#[test]
fn a_site_is_a_corner_where_three_land_tiles_of_its_nation_meet() {
    let m = map();
    for site in &m.sites {
        let [a, b, c] = site.tiles;
        assert!(
            m.adjacent(a, b) && m.adjacent(b, c) && m.adjacent(a, c),
            "{}",
            site.id
        );
        for x in site.tiles {
            assert!(m.is_home_land(x, site.nation), "{}", site.id);
        }
    }
}

#[test]
fn no_two_sites_share_a_tile() {
    let m = map();
    let mut seen = HashSet::new();
    for site in &m.sites {
        for x in site.tiles {
            assert!(seen.insert(x), "{} shared", m.tile(x).id);
            assert_eq!(m.tile(x).site.map(|i| &m.site(i).id), Some(&site.id));
        }
    }
    assert_eq!(seen.len(), 54);
}

#[test]
fn the_border_is_crossed_at_eight_land_edges() {
    let m = map();
    let mut crossings = Vec::new();
    for x in m.tile_ids().filter(|x| m.is_home_land(*x, Side::Republic)) {
        for n in &m.tile(x).neighbours {
            if m.is_home_land(*n, Side::Kingdom) {
                crossings.push(format!("{}-{}", m.tile(x).id, m.tile(*n).id));
            }
        }
    }
    crossings.sort();
    let expected = sorted(&[
        "B7-B8", "D7-D8", "D7-E8", "E7-E8", "H6-G7", "H6-H7", "I6-H7", "K6-J7",
    ]);
    assert_eq!(crossings, expected);
}

#[test]
fn the_border_lists_every_edge_between_the_nations() {
    let m = map();
    let mut expected = Vec::new();
    for x in m
        .tile_ids()
        .filter(|x| m.tile(*x).nation == Some(Side::Republic))
    {
        for n in &m.tile(x).neighbours {
            if m.tile(*n).nation == Some(Side::Kingdom) {
                expected.push((x, *n));
            }
        }
    }
    let mut actual = m.border.clone();
    actual.sort();
    expected.sort();
    assert_eq!(actual, expected);
    assert_eq!(actual.len(), 18);
}

#[test]
fn sites_lie_at_their_readings_distance_from_enemy_land() {
    let m = map();
    for side in Side::BOTH {
        for (n, site) in m.sites_of(side).enumerate() {
            let steps = m
                .site(site)
                .tiles
                .iter()
                .filter_map(|x| m.land_distance_to(*x, side.other()))
                .min()
                .unwrap();
            let expected = match n + 1 {
                1..=3 => 4,
                4 => 3,
                5..=7 => 2,
                _ => 1,
            };
            assert_eq!(steps, expected, "{}", m.site(site).id);
        }
    }
}

#[test]
fn next_to_a_city_is_adjacent_to_its_tiles_and_not_one_of_them() {
    let m = map();
    let next = ids(m.next_to_site(s("K9")));
    // Westwatch D8 E8 D9: the land around it.
    for x in &next {
        assert!(!["D8", "E8", "D9"].contains(&x.as_str()));
        assert!(m.is_land(t(x)));
    }
    assert!(next.contains(&"D7".to_string()) && next.contains(&"E7".to_string()));
    assert!(!next.contains(&"F8".to_string()), "the lake is not land");
}

#[test]
fn a_malformed_map_file_is_refused_with_its_reason() {
    let err = manawell::engines::rivalry::Map::parse("{}").unwrap_err();
    assert!(err.contains("missing field"), "{err}");
}
