//! The whole state of a Rivalry game, hidden parts included: the order of the deck and the
//! random source are the only secrets once both set-ups are in.

use serde::{Deserialize, Serialize};

use super::super::dice::Dice;
use super::cards::Card;
use super::map::{map, SiteId, TileId};
use super::numbers::SITES;
use super::side::Side;
use super::units::{Target, Units};

/// What the game waits for from the side whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Phase {
    /// Step 2: surrender something assaulted last turn, or roll.
    Surrender,
    /// Step 4: up to `left` more units may move.
    Move {
        left: u8,
    },
    /// Foreign Aid or New Recruits: `left` new units to place at the capital.
    Reinforce {
        left: u8,
    },
    /// Internal Improvement: the site to build on.
    Build,
    /// Mutiny!: `left` more units to remove.
    Mutiny {
        left: u8,
    },
    /// Step 5: assaults, ended by the player.
    Battle,
    /// A target was emptied from `from`: how many advance.
    Advance {
        from: TileId,
        target: Target,
    },
    /// Step 6: one new unit per city held.
    Recruit,
    Over,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The capital fell and the escape die (or the lack of a second city) caught the leader.
    LeaderCaught,
    /// The interim capital fell while the leader was in exile.
    InterimCapitalTaken,
    /// Round 40 ended: decided by leader at home, then cities, then units (or drawn).
    RoundLimit,
    /// The loser capitulated.
    Resigned,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// `None`: a draw (only at the round limit).
    pub winner: Option<Side>,
    pub ending: Ending,
}

/// Serialized as derived; read through [`super::stored`], which also takes the shapes
/// older versions stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct Game {
    /// 1 to 40.
    pub round: u16,
    /// Whose turn it is.
    pub turn: Side,
    pub phase: Phase,
    /// Each side's units on each tile (indexed by `TileId`).
    pub units: [Vec<Units>; 2],
    /// The active side's units that moved (or were relocated) this turn, per tile: they
    /// may not move again.
    pub moved: Vec<Units>,
    /// Who holds each city site (`None`: no city there).
    pub owner: [Option<Side>; SITES],
    /// Each side's original capital.
    pub capital: [SiteId; 2],
    /// The interim capital while the leader is in exile.
    pub interim: [Option<SiteId>; 2],
    /// Turns each side will lose (Revolt!, Scandal!).
    pub lost_turns: [u8; 2],
    /// Played turns of each side whose recruit step Sabotage! empties.
    pub sabotage: [u8; 2],
    /// This turn's recruit step raises nothing.
    pub sabotaged: bool,
    /// Cities that recruited this turn.
    pub recruited: Vec<SiteId>,
    /// What the active side assaulted this turn: offered to the defender for surrender.
    pub assaulted: Vec<Target>,
    /// What the other side assaulted last turn: on offer for surrender this turn.
    pub offers: Vec<Target>,
    /// The cities the active side surrendered this turn, in order: their tiles stay
    /// closed to it until the turn ends, however many it surrenders.
    #[serde(default)]
    pub forbidden: Vec<SiteId>,
    /// This turn's roll.
    pub roll: Option<[u8; 2]>,
    /// The deck, top card last; the discards, face up.
    pub deck: Vec<Card>,
    pub discards: Vec<Card>,
    pub outcome: Option<Outcome>,
    pub dice: Dice,
    /// Dice a caller dictates for the move being played (`Game::apply_with_dice`), the
    /// next one last: rolled before the random source is asked. Always empty between
    /// moves, so never stored.
    #[serde(skip)]
    pub dictated: Vec<u8>,
}

impl Game {
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The side that must act, if the game goes on.
    pub fn to_act(&self) -> Option<Side> {
        (!self.is_over()).then_some(self.turn)
    }

    pub fn units_at(&self, side: Side, tile: TileId) -> Units {
        self.units[side.index()][tile.0 as usize]
    }

    pub(crate) fn units_mut(&mut self, side: Side, tile: TileId) -> &mut Units {
        &mut self.units[side.index()][tile.0 as usize]
    }

    /// All of `side`'s units on the board.
    pub fn on_board(&self, side: Side) -> Units {
        self.units[side.index()]
            .iter()
            .fold(Units::NONE, |a, u| a.plus(*u))
    }

    pub fn owner_of(&self, site: SiteId) -> Option<Side> {
        self.owner[site.0 as usize]
    }

    /// The cities `side` holds, in site order.
    pub fn cities_of(&self, side: Side) -> impl Iterator<Item = SiteId> + '_ {
        map()
            .site_ids()
            .filter(move |s| self.owner_of(*s) == Some(side))
    }

    /// `side`'s units on the three tiles of `site`.
    pub fn garrison(&self, side: Side, site: SiteId) -> Units {
        map()
            .site(site)
            .tiles
            .iter()
            .fold(Units::NONE, |a, t| a.plus(self.units_at(side, *t)))
    }

    /// The capital where `side`'s leader is: the interim capital while in exile.
    pub fn seat(&self, side: Side) -> SiteId {
        self.interim[side.index()].unwrap_or(self.capital[side.index()])
    }

    /// Whether `side`'s leader is at home (the original capital held).
    pub fn leader_home(&self, side: Side) -> bool {
        self.interim[side.index()].is_none()
    }

    /// The held city whose tiles `tile` is one of, with its owner.
    pub fn city_at(&self, tile: TileId) -> Option<(SiteId, Side)> {
        let site = map().tile(tile).site?;
        Some((site, self.owner_of(site)?))
    }

    /// Open to `side`: land, no enemy unit on it, not a tile of a garrisoned enemy city,
    /// and not a tile of a city `side` surrendered this turn.
    pub fn is_open(&self, side: Side, tile: TileId) -> bool {
        if !map().is_land(tile) || !self.units_at(side.other(), tile).is_empty() {
            return false;
        }
        match self.city_at(tile) {
            Some((site, owner)) if owner != side => {
                let closed = side == self.turn && self.forbidden.contains(&site);
                !closed && self.garrison(owner, site).is_empty()
            }
            _ => true,
        }
    }

    /// How many units may leave `tile` for somewhere outside its city under the garrison
    /// rule: all but the city's last unit.
    pub fn may_leave(&self, side: Side, tile: TileId) -> u32 {
        let here = self.units_at(side, tile).total();
        match self.city_at(tile) {
            Some((site, owner)) if owner == side => {
                here.min(self.garrison(side, site).total().saturating_sub(1))
            }
            _ => here,
        }
    }
}
