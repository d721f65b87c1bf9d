//! Readings: the Isle of Cannebar as drawn in the readings, tile by tile, against the map
//! file the engine loads.

use manawell::engines::rivalry::map::Terrain;
use manawell::engines::rivalry::{map, Side};

/// The drawing of `rivalry-readings.md` ("The map"), as written there.
const DRAWING: &str = r"
     A   B   C   D   E   F   G   H   I   J   K   L
  1            ..  ..  ..  ..      ..  ..  ..
  2      ..  ..  /\  /\  r   ..  ..  R3  R3  ..
  3    ..  R1  R1  /\  R2  ..  ..  R4  R3  r   ..
  4      ..  R1  r   R2  R2  r   R4  R4  R7  ..
  5    ..  R5  r   /\  R6  R6  /\  R9  R7  R7  ..
  6  ..  R5  R5  R8  R8  R6  ~~  R9  R9  /\  r   ..
  7    ..  r   /\  R8  r   ~~  k   K8  /\  k   ..
  8  ..  k   /\  K9  K9  ~~  K6  K8  K8  K5  K5  ..
  9    ..  K7  K7  K9  /\  K6  K6  /\  k   K5  ..
 10      ..  K7  K4  K4  k   K2  K2  k   K1  ..
 11    ..  k   K3  K4  ..  ..  K2  /\  K1  K1  ..
 12      ..  K3  K3  ..  ..  k   /\  /\  ..  ..
 13        ..  ..  ..      ..  ..  ..  ..
";

/// Every drawn tile: its id and what is drawn there. Even rows sit under the column
/// letters, odd rows half a hex (two characters) east.
fn drawn() -> Vec<(String, String)> {
    let mut tiles = Vec::new();
    for line in DRAWING.lines().skip(2) {
        let row: u32 = line[..3].trim().parse().unwrap();
        let first = if row.is_multiple_of(2) { 5 } else { 7 };
        for (k, column) in ('A'..='L').enumerate() {
            let at = first + 4 * k;
            let Some(cell) = line.get(at..at + 2) else {
                continue;
            };
            if !cell.trim().is_empty() {
                tiles.push((format!("{column}{row}"), cell.to_string()));
            }
        }
    }
    tiles
}

#[test]
fn the_map_drawn_in_the_readings_is_the_map_file_tile_by_tile() {
    let m = map();
    let tiles = drawn();
    assert_eq!(tiles.len(), m.tiles.len(), "as many tiles as in the file");
    for (id, cell) in tiles {
        let tile = m.tile(m.tile_id(&id).unwrap_or_else(|| panic!("{id} is drawn")));
        let site = tile.site.map(|s| m.site(s).id.clone());
        let (terrain, nation, wanted_site) = match cell.as_str() {
            ".." => (Terrain::Coast, None, None),
            "/\\" => (Terrain::Mountain, None, None),
            "~~" => (Terrain::Lake, None, None),
            "r" | "r " => (Terrain::Land, Some(Side::Republic), None),
            "k" | "k " => (Terrain::Land, Some(Side::Kingdom), None),
            s if s.starts_with('R') => (Terrain::Land, Some(Side::Republic), Some(s.to_string())),
            s => (Terrain::Land, Some(Side::Kingdom), Some(s.to_string())),
        };
        assert_eq!(tile.terrain, terrain, "{id}");
        if nation.is_some() {
            assert_eq!(tile.nation, nation, "{id}");
        }
        if terrain == Terrain::Lake {
            assert_eq!(tile.nation, None, "{id}: the lake is nobody's");
        }
        assert_eq!(site, wanted_site, "{id}");
    }
}

/// The map the program ships (`assets/rivalry/map.json`) is the map of the rules
/// (`rivalry-map.json` beside the rulebooks, SHA-256 `35c13b04…bcd1e9`), byte for byte, as
/// it was copied on 2026-11-29. The rules are not read here (a clone stands alone): the
/// shipped file's digest is. A change to the rules' map is copied to `assets/` and its
/// digest written here; an edit of the shipped copy alone fails.
#[test]
fn the_shipped_map_is_the_map_of_the_rules() {
    let path = format!("{}/assets/rivalry/map.json", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    // FNV-1a, 64 bits: enough to tell an edited file, with std alone.
    let digest = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    assert_eq!(
        digest, 0x8241940dee9b8e94,
        "assets/rivalry/map.json is no longer the rules' map as copied"
    );
}
