//! Steps over land between any two tiles of the Isle (units and cities ignored), computed
//! once: what the evaluation and the rollouts measure "near" with.

use std::sync::LazyLock;

use crate::engines::rivalry::{map, SiteId, TileId};

/// Farther than any two land tiles are (and what water is from everything).
pub const FAR: u8 = u8::MAX;

static STEPS: LazyLock<Vec<Vec<u8>>> = LazyLock::new(|| {
    let m = map();
    m.tile_ids()
        .map(|from| {
            let mut steps = vec![FAR; m.tiles.len()];
            if !m.is_land(from) {
                return steps;
            }
            steps[from.0 as usize] = 0;
            let mut frontier = vec![from];
            let mut d = 0u8;
            while !frontier.is_empty() {
                d += 1;
                let mut next = Vec::new();
                for t in frontier {
                    for n in &m.tile(t).neighbours {
                        if m.is_land(*n) && steps[n.0 as usize] == FAR {
                            steps[n.0 as usize] = d;
                            next.push(*n);
                        }
                    }
                }
                frontier = next;
            }
            steps
        })
        .collect()
});

/// Steps over land from `a` to `b`; [`FAR`] when either is not land.
pub fn steps(a: TileId, b: TileId) -> u8 {
    STEPS
        .get(a.0 as usize)
        .and_then(|row| row.get(b.0 as usize))
        .copied()
        .unwrap_or(FAR)
}

/// Steps from `tile` to the nearest of `site`'s three tiles.
pub fn steps_to_site(tile: TileId, site: SiteId) -> u8 {
    map()
        .site(site)
        .tiles
        .iter()
        .map(|t| steps(tile, *t))
        .min()
        .unwrap_or(FAR)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(id: &str) -> TileId {
        map().tile_id(id).expect("a tile of the map")
    }

    #[test]
    fn steps_go_round_mountains_and_the_lake() {
        assert_eq!(steps(tile("B7"), tile("B7")), 0);
        assert_eq!(steps(tile("B7"), tile("B8")), 1);
        // E7 and G7 face each other across the Border Lake (F7): the way round is longer.
        assert!(steps(tile("E7"), tile("G7")) > 2);
        assert_eq!(
            steps(tile("D2"), tile("B7")),
            FAR,
            "a mountain is never reached"
        );
    }

    #[test]
    fn the_border_sites_touch_the_enemy_and_the_deep_ones_lie_four_steps_away() {
        let m = map();
        let enemy_land: Vec<TileId> = m
            .tile_ids()
            .filter(|t| m.is_home_land(*t, crate::engines::rivalry::Side::Kingdom))
            .collect();
        let from_enemy = |site: &str| {
            let s = m.site_id(site).expect("a site");
            enemy_land
                .iter()
                .map(|t| steps_to_site(*t, s))
                .min()
                .unwrap()
        };
        assert_eq!(from_enemy("R8"), 1);
        assert_eq!(from_enemy("R4"), 3);
        assert_eq!(from_enemy("R2"), 4);
    }
}
