//! Determinization: a full `Game` consistent with what one seat can see, the hidden parts
//! (other hands, every stack and its order) dealt at random.
//!
//! The search only ever plays on such games, so it cannot read what the seat could not see
//! at the table: the true hands and stacks never enter here, only their sizes.
//!
//! What is known and kept: every tile on the battlefield, the viewer's hand, the size of
//! every hand and stack, and that a stack's bottom tile is not a fortress (the set-up
//! reshuffles until it is not, and it is drawn last).
//! - 2 and 4 players: side 0 (salmon) plays deck A, side 1 (purple) deck B; a side's
//!   unseen tiles are exactly its deck minus the battlefield minus the viewer's hand.
//! - 3 players: who dealt which tile is unknown (the view does not say who placed a tile),
//!   so every unseen tile may be anyone's. The one constraint kept is that each player's
//!   original 8 held exactly 2 fortresses, so their hand and stack hold at most 2 (the
//!   viewer: at most 2 minus those in its own hand). Fortresses are dealt first, each to a
//!   player with room, chosen in proportion to free places; then the rest fill the places.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::engines::dice::Dice;
use crate::engines::rivality::{Game, SeatView, TileId};

use super::AiError;

/// Deals the unseen tiles of `view` at random into a complete game.
pub fn determinize(view: &SeatView, rng: &mut impl Rng) -> Result<Game, AiError> {
    let viewer = view.viewer.ok_or(AiError::NoSeat)?;
    let players = view.options.players;
    if !(2..=4).contains(&players) || view.hand_sizes.len() != players as usize {
        return Err(AiError::InconsistentView("wrong number of hands"));
    }
    let sides = if players == 3 { 3 } else { 2 };
    if view.stack_sizes.len() != sides {
        return Err(AiError::InconsistentView("wrong number of stacks"));
    }
    let unseen: Vec<TileId> = TileId::terrain()
        .filter(|t| !view.hand.contains(t) && !view.field.tiles.iter().any(|p| p.tile == *t))
        .collect();
    let mut hands: Vec<Vec<TileId>> = vec![Vec::new(); players as usize];
    hands[viewer as usize] = view.hand.clone();
    let mut stacks: Vec<Vec<TileId>> = vec![Vec::new(); sides];
    if players == 3 {
        deal_three(view, viewer, unseen, &mut hands, &mut stacks, rng)?;
    } else {
        for side in 0..2u8 {
            let mut pool: Vec<TileId> = unseen
                .iter()
                .copied()
                .filter(|t| (t.index() <= 12) == (side == 0))
                .collect();
            pool.shuffle(rng);
            for seat in (0..players).filter(|s| s % 2 == side && *s != viewer) {
                let n = usize::from(view.hand_sizes[seat as usize]);
                hands[seat as usize] = take(&mut pool, n)?;
            }
            if pool.len() != usize::from(view.stack_sizes[side as usize]) {
                return Err(AiError::InconsistentView("tile count does not match"));
            }
            stacks[side as usize] = pool;
        }
    }
    for stack in &mut stacks {
        keep_fortress_off_bottom(stack, rng);
    }
    Ok(Game {
        options: view.options,
        field: view.field.clone(),
        supplies: view.supplies,
        wizards: view.wizards,
        hands,
        stacks,
        turn: view.turn,
        tiles_played: view.tiles_played.clone(),
        mulligans: if view.mulligans.len() == players as usize {
            view.mulligans.clone()
        } else {
            vec![false; players as usize]
        },
        pending: view.pending.clone(),
        outcome: view.outcome.clone(),
        dice: Dice::new(rng.next_u64()),
    })
}

fn take(pool: &mut Vec<TileId>, n: usize) -> Result<Vec<TileId>, AiError> {
    if pool.len() < n {
        return Err(AiError::InconsistentView("tile count does not match"));
    }
    Ok(pool.split_off(pool.len() - n))
}

/// 3 players: each seat is its own side; see the module comment for the constraint.
fn deal_three(
    view: &SeatView,
    viewer: u8,
    unseen: Vec<TileId>,
    hands: &mut [Vec<TileId>],
    stacks: &mut [Vec<TileId>],
    rng: &mut impl Rng,
) -> Result<(), AiError> {
    let mut places = [0usize; 3];
    let mut room = [2usize; 3];
    for p in 0..3usize {
        places[p] = usize::from(view.stack_sizes[p]);
        if p == viewer as usize {
            let own = view.hand.iter().filter(|t| t.is_fortress()).count();
            room[p] = 2usize.saturating_sub(own);
        } else {
            places[p] += usize::from(view.hand_sizes[p]);
        }
    }
    if places.iter().sum::<usize>() != unseen.len() {
        return Err(AiError::InconsistentView("tile count does not match"));
    }
    let (mut fortresses, mut others): (Vec<TileId>, Vec<TileId>) =
        unseen.into_iter().partition(|t| t.is_fortress());
    fortresses.shuffle(rng);
    others.shuffle(rng);
    let mut pools: [Vec<TileId>; 3] = Default::default();
    for fortress in fortresses {
        // Players that may still take one; if none (a view no deal could give), any room.
        let weight = |p: usize, strict: bool| {
            let free = places[p] - pools[p].len();
            if strict && room[p] == 0 {
                0
            } else {
                free
            }
        };
        let strict = (0..3).any(|p| weight(p, true) > 0);
        let total: usize = (0..3).map(|p| weight(p, strict)).sum();
        if total == 0 {
            return Err(AiError::InconsistentView("tile count does not match"));
        }
        let mut pick = rng.random_range(0..total);
        let mut chosen = 0;
        for p in 0..3 {
            let w = weight(p, strict);
            if pick < w {
                chosen = p;
                break;
            }
            pick -= w;
        }
        pools[chosen].push(fortress);
        room[chosen] = room[chosen].saturating_sub(1);
    }
    for (p, pool) in pools.iter_mut().enumerate() {
        let missing = places[p] - pool.len();
        pool.extend(take(&mut others, missing)?);
        pool.shuffle(rng);
        if p != viewer as usize {
            hands[p] = take(pool, usize::from(view.hand_sizes[p]))?;
        }
        stacks[p] = std::mem::take(pool);
    }
    Ok(())
}

/// The set-up never leaves a fortress at the bottom of a stack unless it holds nothing else.
fn keep_fortress_off_bottom(stack: &mut [TileId], rng: &mut impl Rng) {
    if stack.first().is_some_and(|t| t.is_fortress()) {
        let others: Vec<usize> = (1..stack.len())
            .filter(|i| !stack[*i].is_fortress())
            .collect();
        if !others.is_empty() {
            let i = others[rng.random_range(0..others.len())];
            stack.swap(0, i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::{new_game, Options};

    fn all_tiles(g: &Game) -> Vec<TileId> {
        let mut all: Vec<TileId> = g.stacks.concat();
        all.extend(g.hands.concat());
        all.extend(
            g.field
                .tiles
                .iter()
                .map(|t| t.tile)
                .filter(|t| *t != TileId::WELL),
        );
        all.sort();
        all
    }

    #[test]
    fn a_determinized_game_has_the_same_public_picture_and_every_tile_once() {
        for players in 2..=4 {
            for seed in 0..20 {
                let g = new_game(
                    Options {
                        players,
                        expert: seed % 2 == 0,
                    },
                    seed,
                )
                .unwrap();
                let seat = (seed % players as u64) as u8;
                let view = g.view(Some(seat));
                let mut rng = Dice::new(seed);
                let d = determinize(&view, &mut rng).unwrap();
                assert_eq!(d.view(Some(seat)), view);
                assert_eq!(all_tiles(&d), TileId::terrain().collect::<Vec<_>>());
                if players != 3 {
                    for (side, stack) in d.stacks.iter().enumerate() {
                        assert!(stack.iter().all(|t| (t.index() <= 12) == (side == 0)));
                    }
                } else {
                    for p in 0..3 {
                        let f = d.stacks[p].iter().chain(&d.hands[p]);
                        assert!(f.filter(|t| t.is_fortress()).count() <= 2);
                    }
                }
                for stack in &d.stacks {
                    assert!(!stack[0].is_fortress());
                }
            }
        }
    }

    #[test]
    fn a_spectator_view_cannot_be_determinized() {
        let g = new_game(
            Options {
                players: 2,
                expert: false,
            },
            1,
        )
        .unwrap();
        let mut rng = Dice::new(1);
        assert_eq!(determinize(&g.view(None), &mut rng), Err(AiError::NoSeat));
    }
}
