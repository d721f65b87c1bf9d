//! Judging a position from one side's point of view.
//!
//! Two evaluations: `quick` (the score if the game ended now, what Easy sees) and
//! `positional` (Medium and the search's rollouts), which also weighs how safe each tile's
//! control is and counts the tile under a wizard, which scores again once the wizard moves.

use crate::engines::rivality::{Control, Game, Outcome, Side, TileKind};

/// How much a finished game's result outweighs any positional difference.
const WIN_BONUS: f32 = 1000.0;

/// The side whose seat must act now (a removal choice may fall to another seat).
pub fn side_to_act(game: &Game) -> Option<Side> {
    game.to_act().map(|seat| game.side_of(seat))
}

/// 1 for a sole win, 1/n for a win shared by n sides, 0 for a loss.
pub fn result_value(outcome: &Outcome, side: Side) -> f32 {
    if outcome.winners.contains(&side) {
        1.0 / outcome.winners.len() as f32
    } else {
        0.0
    }
}

/// `side`'s score minus the best other side's score.
pub fn margin(scores: &[i16], side: Side) -> f32 {
    let own = scores.get(side.index()).copied().unwrap_or(0);
    let best_other = scores
        .iter()
        .enumerate()
        .filter(|(s, _)| *s != side.index())
        .map(|(_, v)| *v)
        .max()
        .unwrap_or(0);
    f32::from(own - best_other)
}

fn finished(outcome: &Outcome, side: Side) -> f32 {
    (result_value(outcome, side) - 0.5) * 2.0 * WIN_BONUS + margin(&outcome.scores, side)
}

/// The score margin if the game ended now; a finished game counts its result.
pub fn quick(game: &Game, side: Side) -> f32 {
    match &game.outcome {
        Some(outcome) => finished(outcome, side),
        None => margin(&game.scores_now().scores, side),
    }
}

/// How likely a tile stays with its holder, from its golem lead plus its shields.
fn confidence(robustness: u8) -> f32 {
    match robustness {
        0 => 0.0,
        1 => 0.55,
        2 => 0.7,
        3 => 0.85,
        4 => 0.95,
        _ => 1.0,
    }
}

/// Whether `side` will place another tile (then its wizard leaves the tile it stands on).
fn places_again(game: &Game, side: Side) -> bool {
    let seats = 0..game.players();
    let hand = seats
        .filter(|s| game.side_of(*s) == side)
        .any(|s| !game.hand(s).is_empty());
    hand || !game.stack_of(side).is_empty()
}

/// The expected score of every side, weighing each tile by how safely it is held.
pub fn positional_scores(game: &Game) -> [f32; Side::MAX] {
    let mut values = [0f32; Side::MAX];
    let sides = game.side_count();
    let mut again = [false; Side::MAX];
    for side in game.sides() {
        again[side.index()] = places_again(game, side);
    }
    let well = game
        .field
        .at(crate::engines::rivality::Cell::WELL)
        .and_then(|w| w.control().side());
    for tile in &game.field.tiles {
        let (owner, conf) = match tile.control() {
            Control::Side(s) => {
                let own = tile.golems_of(s);
                let other = (0..sides)
                    .filter(|x| *x != s.index())
                    .map(|x| tile.golems[x])
                    .max()
                    .unwrap_or(0);
                let shields = tile.tile.kind().shields() + u8::from(tile.is_entrenched());
                (s, confidence(own - other + shields))
            }
            Control::Contested => {
                match well.filter(|w| tile.sides_tied_for_most().any(|s| s == *w)) {
                    Some(w) => (w, 0.4),
                    None => continue,
                }
            }
            Control::Empty => continue,
        };
        let wizard_factor = match game.wizard_at(tile.cell) {
            Some(w) if again[w.index()] => 0.75,
            Some(_) => continue,
            None => 1.0,
        };
        let mut vp = f32::from(tile.tile.kind().vp());
        let enemy_present = (0..sides).any(|s| s != owner.index() && tile.golems[s] > 0);
        if game.options.expert && enemy_present {
            vp -= 1.0;
        }
        // The Well also breaks ties, in scoring and for the win.
        if tile.tile.kind() == TileKind::WellOfMana {
            vp += 0.5;
        }
        values[owner.index()] += vp * conf * wizard_factor;
    }
    values
}

/// The positional margin for `side`; a finished game counts its result.
pub fn positional(game: &Game, side: Side) -> f32 {
    if let Some(outcome) = &game.outcome {
        return finished(outcome, side);
    }
    let values = positional_scores(game);
    let own = values[side.index()];
    let best_other = (0..game.side_count())
        .filter(|s| *s != side.index())
        .map(|s| values[s])
        .fold(f32::MIN, f32::max);
    own - best_other
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::{new_game, Options};

    #[test]
    fn a_safer_lead_is_worth_more_and_an_enemy_lead_counts_against() {
        let mut g = new_game(
            Options {
                players: 2,
                expert: false,
            },
            3,
        )
        .unwrap();
        g.field.tiles[0].golems = [2, 1, 0];
        let thin = positional(&g, Side::SALMON);
        g.field.tiles[0].golems = [4, 1, 0];
        let safe = positional(&g, Side::SALMON);
        assert!(safe > thin && thin > 0.0);
        assert!(positional(&g, Side::PURPLE) < 0.0);
        assert_eq!(quick(&g, Side::SALMON), 3.0);
    }
}
