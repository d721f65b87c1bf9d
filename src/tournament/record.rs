//! What a tournament remembers: who sat where in each game, how they placed, and the byes.
//! Everything the pairings and the standings need is read from this history.

use std::collections::BTreeMap;

/// A player in one tournament (the service's entrant number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Player(pub u32);

/// A player still in the tournament, with the rating that seeds and orders them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub player: Player,
    pub rating: i64,
}

/// Points counted in halves, so that a draw is exact: `Points(3)` is 1½.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub u32);

impl Points {
    /// "1½", "2", "0½" as a reader writes them.
    pub fn shown(self) -> String {
        match (self.0 / 2, self.0 % 2) {
            (0, 1) => "½".to_owned(),
            (whole, 1) => format!("{whole}½"),
            (whole, _) => whole.to_string(),
        }
    }
}

/// How a seat finished a game: a place (1 is first; equal places tie), or a forfeit,
/// which loses to every seat that did not forfeit (a time-out, a player who left).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    At(u8),
    Forfeit,
}

/// One game of a round: its players in seat order (seat 0 moves first) and, once it has
/// ended, each seat's place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub seats: Vec<Player>,
    pub places: Option<Vec<Place>>,
}

impl Game {
    /// A game not yet played.
    pub fn new(seats: Vec<Player>) -> Game {
        Game {
            seats,
            places: None,
        }
    }

    /// The same game, ended with these places (in seat order).
    pub fn ended(mut self, places: Vec<Place>) -> Game {
        self.places = Some(places);
        self
    }

    pub fn has(&self, p: Player) -> bool {
        self.seats.contains(&p)
    }

    fn place_of(&self, p: Player) -> Option<Place> {
        let seat = self.seats.iter().position(|s| *s == p)?;
        self.places.as_ref()?.get(seat).copied()
    }

    /// What `p` scored against `q` at this table, in halves: 2 for placing ahead of them,
    /// 1 for a tie, 0 behind; a forfeit scores nothing and beats nobody. `None` while the
    /// game is in play or when either is not at the table.
    pub fn against(&self, p: Player, q: Player) -> Option<u32> {
        let (a, b) = (self.place_of(p)?, self.place_of(q)?);
        Some(match (a, b) {
            (Place::Forfeit, _) => 0,
            (_, Place::Forfeit) => 2,
            (Place::At(a), Place::At(b)) if a < b => 2,
            (Place::At(a), Place::At(b)) if a == b => 1,
            _ => 0,
        })
    }

    /// `p`'s points from this game: the sum of what they scored against each other seat
    /// (at two players: 1 for a win, ½ for a draw). `None` while in play.
    pub fn points_of(&self, p: Player) -> Option<Points> {
        self.places.as_ref()?;
        let others = self.seats.iter().filter(|q| **q != p);
        others
            .map(|q| self.against(p, *q))
            .sum::<Option<u32>>()
            .map(Points)
    }

    /// Whether `p` won: nobody placed ahead of them and somebody behind.
    pub fn won_by(&self, p: Player) -> bool {
        let mut others = self.seats.iter().filter(|q| **q != p).peekable();
        others.peek().is_some()
            && self.places.is_some()
            && self
                .seats
                .iter()
                .filter(|q| **q != p)
                .all(|q| self.against(p, *q) >= Some(1))
            && self.seats.iter().any(|q| self.against(p, *q) == Some(2))
    }
}

/// One round: its games, and who sat it out with a bye.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    pub games: Vec<Game>,
    pub byes: Vec<Player>,
}

impl Round {
    pub fn game_of(&self, p: Player) -> Option<&Game> {
        self.games.iter().find(|g| g.has(p))
    }

    /// Whether every game of the round has ended.
    pub fn over(&self) -> bool {
        self.games.iter().all(|g| g.places.is_some())
    }
}

/// How often two players have met (at a table together), over a history.
pub(super) fn meetings(history: &[Round]) -> BTreeMap<(Player, Player), u32> {
    let mut met = BTreeMap::new();
    for game in history.iter().flat_map(|r| &r.games) {
        for (i, a) in game.seats.iter().enumerate() {
            for b in &game.seats[i + 1..] {
                *met.entry(ordered(*a, *b)).or_insert(0) += 1;
            }
        }
    }
    met
}

pub(super) fn ordered(a: Player, b: Player) -> (Player, Player) {
    (a.min(b), a.max(b))
}

/// How many byes each player has had.
pub(super) fn byes(history: &[Round]) -> BTreeMap<Player, u32> {
    let mut byes = BTreeMap::new();
    for p in history.iter().flat_map(|r| &r.byes) {
        *byes.entry(*p).or_insert(0) += 1;
    }
    byes
}

/// Each player's times in each seat: `seats[p][s]`.
pub(super) fn seat_counts(history: &[Round]) -> BTreeMap<Player, Vec<u32>> {
    let mut counts: BTreeMap<Player, Vec<u32>> = BTreeMap::new();
    for game in history.iter().flat_map(|r| &r.games) {
        for (s, p) in game.seats.iter().enumerate() {
            let c = counts.entry(*p).or_default();
            if c.len() <= s {
                c.resize(s + 1, 0);
            }
            c[s] += 1;
        }
    }
    counts
}

/// Points so far (games ended, and a bye worth `bye`).
pub(super) fn points(history: &[Round], bye: Points) -> BTreeMap<Player, Points> {
    let mut points: BTreeMap<Player, Points> = BTreeMap::new();
    for round in history {
        for game in &round.games {
            for p in &game.seats {
                let got = game.points_of(*p).unwrap_or_default();
                points.entry(*p).or_default().0 += got.0;
            }
        }
        for p in &round.byes {
            points.entry(*p).or_default().0 += bye.0;
        }
    }
    points
}

/// Entrants in the order that pairs them: points, then rating, then entrant number.
pub(super) fn ranked(entrants: &[Entrant], points: &BTreeMap<Player, Points>) -> Vec<Entrant> {
    let mut order = entrants.to_vec();
    let pts = |e: &Entrant| points.get(&e.player).copied().unwrap_or_default();
    order.sort_by(|a, b| {
        (pts(b), b.rating)
            .cmp(&(pts(a), a.rating))
            .then(a.player.cmp(&b.player))
    });
    order
}
