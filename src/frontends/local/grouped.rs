//! Rivality's `choose` in steps: its moves come whole, one step each ("Fortress A7 at
//! M14, facing east"), a hundred of them or more on a sprawling board, so the terminal
//! asks them in turn: the tile, then the spot, then the facing, then the spells' order
//! when it matters. A move of one word or two (a mulligan, a removal) is an answer of the
//! first step, beside the tiles.

use crate::engines::rivality::{Facing, TileId};
use crate::i18n::Lang;
use crate::table::{Choice, MoveStep};
use crate::tr;
use crate::words::capitalised;
use crate::words::rivality::{facing_name, tile_name};

/// `choices` with each placement asked as its tile, its spot, its facing and its order.
pub fn rivality_steps(choices: &[Choice], lang: Lang) -> Vec<Choice> {
    choices
        .iter()
        .map(|c| Choice {
            steps: steps(c, lang),
            ..c.clone()
        })
        .collect()
}

fn facing(word: &str) -> Option<Facing> {
    match word {
        "north" | "n" => Some(Facing::North),
        "east" | "e" => Some(Facing::East),
        "south" | "s" => Some(Facing::South),
        "west" | "w" => Some(Facing::West),
        _ => None,
    }
}

fn steps(choice: &Choice, lang: Lang) -> Vec<MoveStep> {
    let words: Vec<&str> = choice.notation.split_whitespace().collect();
    let tile = words.first().and_then(|w| w.parse::<TileId>().ok());
    let (Some(tile), [_, cell, toward, order @ ..]) = (tile, words.as_slice()) else {
        // Not a placement: the whole move, among the tiles.
        let key = choice.notation.replace(' ', "_");
        return vec![MoveStep::new(
            tr!(lang, "local-choose-tile"),
            key,
            choice.label.clone(),
        )];
    };
    let toward_label = facing(toward)
        .map(|f| capitalised(&facing_name(f, lang)))
        .unwrap_or_else(|| toward.to_string());
    let mut out = vec![
        MoveStep::new(
            tr!(lang, "local-choose-tile"),
            tile.to_string(),
            tile_name(tile, lang),
        ),
        MoveStep::new(tr!(lang, "local-choose-spot"), *cell, *cell),
        MoveStep::new(tr!(lang, "local-choose-facing"), *toward, toward_label),
    ];
    if !order.is_empty() {
        out.push(MoveStep::new(
            tr!(lang, "local-choose-order"),
            order.join("_"),
            order.join(" "),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(notation: &str) -> Choice {
        Choice {
            notation: notation.to_string(),
            label: notation.to_string(),
            steps: Vec::new(),
        }
    }

    #[test]
    fn a_placement_is_asked_tile_spot_facing_and_order() {
        let all = rivality_steps(
            &[
                choice("A7 M14 east"),
                choice("A6 M14 east right,front,left"),
                choice("mulligan"),
            ],
            Lang::En,
        );
        let keys = |c: &Choice| c.steps.iter().map(|s| s.key.clone()).collect::<Vec<_>>();
        assert_eq!(keys(&all[0]), ["A7", "M14", "east"]);
        assert_eq!(keys(&all[1]), ["A6", "M14", "east", "right,front,left"]);
        assert_eq!(keys(&all[2]), ["mulligan"]);
        assert_eq!(all[0].steps[2].label, "East");
        assert_eq!(all[0].steps[0].question, all[2].steps[0].question);
    }
}
