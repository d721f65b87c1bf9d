//! The decisions a turn panel asks to build a Magistrar move: in duels 1–4 one step per
//! rock, rock 1 first; in duel 5 the rock, then the pawn (an answer has its rock given);
//! a super energy's way in one step. Keys are the notation's letters: `w`, `m`, `s`, `.`.

use super::describe::short_token;
use crate::engines::magistrar::numbers::ROCKS;
use crate::engines::magistrar::{Game, Mage, Move, Phase, Strength};
use crate::i18n::Lang;
use crate::table::kinds::MoveStep;

fn pawn_step(question: String, strength: Strength) -> MoveStep {
    MoveStep::new(question, strength.letter().to_string(), strength.name())
}

/// " (your light against their super)", and the other mage's pawn once placed: " (your
/// dark against their light, their strong pawn)".
fn facing(game: &Game, mage: Mage, rock: usize) -> String {
    let Some(arena) = &game.arena else {
        return String::new();
    };
    let theirs = match arena.pawn(mage.other(), rock) {
        Some(s) => format!(", their {s} pawn"),
        None => String::new(),
    };
    format!(
        " (your {} against their {}{theirs})",
        short_token(arena.token(mage, rock), Lang::En),
        short_token(arena.token(mage.other(), rock), Lang::En)
    )
}

pub fn steps_of(game: &Game, mv: &Move) -> Vec<MoveStep> {
    let mage = game.to_act().unwrap_or(Mage::White);
    match (mv, game.phase) {
        (Move::Place { pawns }, _) => (0..ROCKS)
            .map(|rock| {
                let question =
                    format!("Rock {}{}: which pawn?", rock + 1, facing(game, mage, rock));
                match pawns[rock] {
                    Some(s) => pawn_step(question, s),
                    None => MoveStep::new(question, ".", "no pawn: your super energy"),
                }
            })
            .collect(),
        (
            Move::Pawn {
                encounter,
                strength,
            },
            Phase::Answer { .. },
        ) => {
            let rock = usize::from(*encounter).saturating_sub(1);
            vec![pawn_step(
                format!(
                    "Rock {encounter}{}: which pawn to answer with?",
                    facing(game, mage, rock)
                ),
                *strength,
            )]
        }
        (
            Move::Pawn {
                encounter,
                strength,
            },
            _,
        ) => {
            let rock = usize::from(*encounter).saturating_sub(1);
            vec![
                MoveStep::new(
                    "Which rock?",
                    encounter.to_string(),
                    format!("Rock {encounter}{}", facing(game, mage, rock)),
                ),
                pawn_step(format!("Rock {encounter}: which pawn?"), *strength),
            ]
        }
        (Move::Steer { toward }, _) => {
            let question = match game.phase {
                Phase::Steer { encounter, .. } => {
                    format!("Your super energy of rock {encounter}: which way does it move you?")
                }
                _ => "Your super energy: which way does it move you?".to_string(),
            };
            vec![MoveStep::new(
                question,
                toward.name(),
                format!("toward {toward}"),
            )]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::magistrar::{new_game, Options};
    use std::collections::{HashMap, HashSet};

    /// Every position on the way through a few whole games, with its legal moves.
    fn positions(seed: u64) -> Vec<(Game, Vec<Move>)> {
        let options = Options {
            grand_mage: false,
            ..Options::default()
        };
        let game = new_game(options, seed).unwrap();
        crate::table::kinds::two_players::positions(game, seed)
    }

    #[test]
    fn every_legal_move_has_its_own_steps_with_short_plain_keys() {
        let mut kinds = HashSet::new();
        for seed in 0..6 {
            for (game, moves) in positions(seed) {
                let mut seen = HashSet::new();
                for mv in &moves {
                    let steps = steps_of(&game, mv);
                    assert!(!steps.is_empty());
                    for s in &steps {
                        assert!(!s.key.is_empty() && s.key.len() <= 8, "{s:?}");
                        assert!(!s.key.contains(' ') && !s.key.contains('|'), "{s:?}");
                    }
                    let keys: Vec<&str> = steps.iter().map(|s| s.key.as_str()).collect();
                    assert!(seen.insert(keys.join("/")), "two moves share {keys:?}");
                    kinds.insert(std::mem::discriminant(mv));
                }
                // The question of a step depends on the answers before it only: moves
                // agreeing so far are asked the same next question.
                let mut asked: HashMap<String, String> = HashMap::new();
                for mv in &moves {
                    let mut prefix = String::new();
                    for s in steps_of(&game, mv) {
                        let q = asked.entry(prefix.clone()).or_insert(s.question.clone());
                        assert_eq!(*q, s.question, "after {prefix}");
                        prefix.push_str(&s.key);
                        prefix.push('/');
                    }
                }
            }
        }
        assert_eq!(
            kinds.len(),
            3,
            "placements, duel-5 pawns and super energies' ways"
        );
    }

    #[test]
    fn a_placement_is_asked_rock_by_rock() {
        let game = new_game(Options::default(), 1).unwrap();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let steps = steps_of(&game, &moves[0]);
        assert_eq!(steps.len(), ROCKS);
        assert!(
            steps[0].question.starts_with("Rock 1 (your "),
            "{:?}",
            steps[0]
        );
        assert!(steps[0].question.ends_with(": which pawn?"));
        assert!(["w", "m", "s", "."].contains(&steps[0].key.as_str()));
        // The reply sees the starting player's pawns in its questions.
        let (reply, _) = game.apply(moves[0]).unwrap();
        let mut answers = Vec::new();
        reply.legal_moves(&mut answers);
        let first = steps_of(&reply, &answers[0]);
        let placed = moves[0];
        let Move::Place { pawns } = placed else {
            panic!("{placed:?}")
        };
        let shown = pawns.iter().zip(&first).filter(|(p, step)| match p {
            Some(s) => step.question.contains(&format!(", their {s} pawn)")),
            None => !step.question.contains("pawn)"),
        });
        assert_eq!(shown.count(), ROCKS, "{first:?}");
    }
}
