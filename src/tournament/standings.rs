//! Standings: points, then the format's tie-breaks, then rating. Players equal on points
//! and tie-breaks share a rank (1, 2, 2, 4).
//!
//! - Swiss and tables: Buchholz (the sum of the final points of everyone they sat with),
//!   then Sonneborn–Berger (for each of those, what they scored against them times that
//!   player's points). A bye adds nothing to either.
//! - Round-robin: head-to-head (the points scored against the players level with them on
//!   points), then games won.
//! - Knockout: the rounds gone through (the winner first), then games won.

use super::record::{self, Entrant, Player, Points, Round};
use super::tables::bye_points;

/// How a tournament is paired, which says how it ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Swiss,
    RoundRobin,
    Knockout,
    /// Rivality at tables of 3 or 4 (the preferred size).
    Tables(usize),
}

/// The tie-breaks of one player, by format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreaks {
    /// Buchholz in half points, Sonneborn–Berger in quarter points.
    Swiss {
        buchholz: Points,
        sonneborn_berger: u32,
    },
    RoundRobin {
        head_to_head: Points,
        wins: u32,
    },
    Knockout {
        rounds_won: u32,
        wins: u32,
    },
}

impl TieBreaks {
    fn key(&self) -> (u32, u32) {
        match *self {
            TieBreaks::Swiss {
                buchholz,
                sonneborn_berger,
            } => (buchholz.0, sonneborn_berger),
            TieBreaks::RoundRobin { head_to_head, wins } => (head_to_head.0, wins),
            TieBreaks::Knockout { rounds_won, wins } => (rounds_won, wins),
        }
    }
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub rank: usize,
    pub player: Player,
    pub points: Points,
    pub tie_breaks: TieBreaks,
    pub played: u32,
    pub in_play: u32,
}

/// The standings of every entrant (those who left included) after `history`.
pub fn standings(format: Format, entrants: &[Entrant], history: &[Round]) -> Vec<Standing> {
    let bye = match format {
        Format::Tables(size) => bye_points(size),
        Format::Knockout => Points(0),
        _ => Points(2),
    };
    let points = record::points(history, bye);
    let pts = |p: Player| points.get(&p).copied().unwrap_or_default();
    let games: Vec<_> = history.iter().flat_map(|r| &r.games).collect();
    let mut lines: Vec<(Standing, i64)> = entrants
        .iter()
        .map(|e| {
            let p = e.player;
            let mine: Vec<_> = games.iter().filter(|g| g.has(p)).collect();
            let wins = mine.iter().filter(|g| g.won_by(p)).count() as u32;
            let ended = mine.iter().filter(|g| g.places.is_some());
            let tie_breaks = match format {
                Format::Swiss | Format::Tables(_) => {
                    let (mut buchholz, mut sb) = (0, 0);
                    for g in ended.clone() {
                        for q in g.seats.iter().filter(|q| **q != p) {
                            buchholz += pts(*q).0;
                            sb += g.against(p, *q).unwrap_or(0) * pts(*q).0;
                        }
                    }
                    TieBreaks::Swiss {
                        buchholz: Points(buchholz),
                        sonneborn_berger: sb,
                    }
                }
                Format::RoundRobin => {
                    let level = |q: &Player| *q != p && pts(*q) == pts(p);
                    let h2h = ended
                        .clone()
                        .flat_map(|g| {
                            g.seats
                                .iter()
                                .filter(|q| level(q))
                                .map(|q| g.against(p, *q))
                        })
                        .map(|s| s.unwrap_or(0))
                        .sum();
                    TieBreaks::RoundRobin {
                        head_to_head: Points(h2h),
                        wins,
                    }
                }
                Format::Knockout => {
                    let byes = history.iter().filter(|r| r.byes.contains(&p)).count() as u32;
                    TieBreaks::Knockout {
                        rounds_won: wins + byes,
                        wins,
                    }
                }
            };
            let standing = Standing {
                rank: 0,
                player: p,
                points: pts(p),
                tie_breaks,
                played: ended.count() as u32,
                in_play: mine.iter().filter(|g| g.places.is_none()).count() as u32,
            };
            (standing, e.rating)
        })
        .collect();
    let key = |s: &Standing| match format {
        // A knockout ranks by how far a player went first.
        Format::Knockout => (s.tie_breaks.key().0, s.points.0, s.tie_breaks.key().1),
        _ => (s.points.0, s.tie_breaks.key().0, s.tie_breaks.key().1),
    };
    lines.sort_by(|(a, ra), (b, rb)| {
        (key(b), rb)
            .cmp(&(key(a), ra))
            .then(a.player.cmp(&b.player))
    });
    let mut out: Vec<Standing> = Vec::with_capacity(lines.len());
    for (i, (mut s, _)) in lines.into_iter().enumerate() {
        s.rank = match out.last() {
            Some(prev) if key(prev) == key(&s) => prev.rank,
            _ => i + 1,
        };
        out.push(s);
    }
    out
}
