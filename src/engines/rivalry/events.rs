//! What happened, in order, every die included. Nothing here is hidden: a card is named
//! once drawn; the deck's order never appears.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::map::{SiteId, TileId};
use super::setup::Setup;
use super::side::Side;
use super::state::Outcome;
use super::units::{Target, Units};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Both set-ups, revealed together.
    SetUp {
        setups: Box<[Setup; 2]>,
    },
    TurnBegan {
        side: Side,
        round: u16,
    },
    /// A pending lost turn was used up: the whole turn is skipped.
    TurnLost {
        side: Side,
    },
    /// A pending Sabotage! covers this turn: its recruit step raises nothing.
    Sabotaged {
        side: Side,
    },
    /// Surrender: every defending unit relocated (`to`), and a city handed over.
    Surrendered {
        side: Side,
        target: Target,
        to: Vec<(TileId, Units)>,
    },
    Rolled {
        side: Side,
        dice: [u8; 2],
    },
    /// The discards were shuffled into a new deck.
    Reshuffled,
    CardDrawn {
        side: Side,
        card: Card,
    },
    /// A new unit from a card (at the capital) or a recruit (at a city).
    Raised {
        side: Side,
        tile: TileId,
        cavalry: bool,
    },
    /// New units the box could not supply.
    NotRaised {
        side: Side,
        count: u8,
    },
    CityBuilt {
        side: Side,
        site: SiteId,
    },
    /// Internal Improvement found no site to build on.
    NoSite {
        side: Side,
    },
    /// A unit removed by Mutiny!.
    Mutinied {
        side: Side,
        tile: TileId,
        cavalry: bool,
    },
    /// A Revolt! or Scandal!: `side` has `pending` turns to lose.
    TurnToLose {
        side: Side,
        pending: u8,
    },
    /// A Sabotage!: `side` has `pending` played turns without recruits.
    SabotagePending {
        side: Side,
        pending: u8,
    },
    Moved {
        side: Side,
        from: TileId,
        to: TileId,
        units: Units,
    },
    /// One assault: both rolls, and the unit each side lost (its tile; army or cavalry).
    Assault {
        side: Side,
        from: TileId,
        target: Target,
        attack: [u8; 2],
        defence: [u8; 2],
        attacker_lost: Option<(TileId, bool)>,
        defender_lost: Option<(TileId, bool)>,
    },
    Advanced {
        side: Side,
        from: TileId,
        onto: TileId,
        units: Units,
    },
    CityCaptured {
        side: Side,
        site: SiteId,
        from: Side,
    },
    /// The escape die for `side`'s leader when its capital fell.
    EscapeRoll {
        side: Side,
        die: u8,
    },
    /// The leader escaped to an interim capital.
    Escaped {
        side: Side,
        to: SiteId,
    },
    /// The original capital retaken: the leader is home again.
    LeaderHome {
        side: Side,
    },
    LeaderCaught {
        side: Side,
    },
    TurnEnded {
        side: Side,
    },
    Over {
        outcome: Outcome,
    },
}
