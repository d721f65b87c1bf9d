//! The decisions a turn panel asks to build a Magistrar move: in duels 1–4 one step per
//! rock, rock 1 first; in duel 5 the rock, then the pawn (an answer has its rock given);
//! a super energy's way in one step. Keys are the notation's letters: `w`, `m`, `s`, `.`.

use super::describe::{short_token, strength_name};
use crate::engines::magistrar::numbers::ROCKS;
use crate::engines::magistrar::{Energy, Game, Mage, Move, Phase, Strength, Token};
use crate::i18n::Lang;
use crate::table::kinds::MoveStep;
use crate::tr;

/// A way on the energy track, as it is typed: "light", "dark".
pub fn energy_word(energy: Energy, lang: Lang) -> String {
    match energy {
        Energy::Light => short_token(Token::Light, lang),
        Energy::Dark => short_token(Token::Dark, lang),
    }
}

/// A move's short label: "Pawns on rocks 1–6: strong, –, weak, …".
pub fn label(mv: &Move, lang: Lang) -> String {
    match mv {
        Move::Place { pawns } => {
            let rocks: Vec<String> = pawns
                .iter()
                .map(|p| p.map_or("–".to_string(), |s| strength_name(s, lang)))
                .collect();
            tr!(lang, "magistrar-label-place", pawns = rocks.join(", "))
        }
        Move::Pawn {
            encounter,
            strength,
        } => tr!(
            lang,
            "magistrar-label-pawn",
            strength = strength_name(*strength, lang),
            rock = *encounter
        ),
        Move::Steer { toward } => {
            tr!(
                lang,
                "magistrar-label-steer",
                way = energy_word(*toward, lang)
            )
        }
    }
}

fn pawn_step(question: String, strength: Strength, lang: Lang) -> MoveStep {
    MoveStep::new(
        question,
        strength.letter().to_string(),
        strength_name(strength, lang),
    )
}

/// " (your light against their super)", and the other mage's pawn once placed: " (your
/// dark against their light, their strong pawn)".
fn facing(game: &Game, mage: Mage, rock: usize, lang: Lang) -> String {
    let Some(arena) = &game.arena else {
        return String::new();
    };
    let (yours, theirs) = (
        short_token(arena.token(mage, rock), lang),
        short_token(arena.token(mage.other(), rock), lang),
    );
    match arena.pawn(mage.other(), rock) {
        Some(s) => tr!(
            lang,
            "magistrar-step-facing-pawn",
            yours = yours,
            theirs = theirs,
            pawn = strength_name(s, lang)
        ),
        None => tr!(
            lang,
            "magistrar-step-facing",
            yours = yours,
            theirs = theirs
        ),
    }
}

pub fn steps_of(game: &Game, mv: &Move, lang: Lang) -> Vec<MoveStep> {
    let mage = game.to_act().unwrap_or(Mage::White);
    match (mv, game.phase) {
        (Move::Place { pawns }, _) => (0..ROCKS)
            .map(|rock| {
                let question = tr!(
                    lang,
                    "magistrar-step-which-pawn",
                    rock = rock + 1,
                    facing = facing(game, mage, rock, lang)
                );
                match pawns[rock] {
                    Some(s) => pawn_step(question, s, lang),
                    None => MoveStep::new(question, ".", tr!(lang, "magistrar-step-no-pawn")),
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
                tr!(
                    lang,
                    "magistrar-step-answer-with",
                    rock = *encounter,
                    facing = facing(game, mage, rock, lang)
                ),
                *strength,
                lang,
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
                    tr!(lang, "magistrar-step-which-rock"),
                    encounter.to_string(),
                    tr!(
                        lang,
                        "magistrar-step-rock",
                        rock = *encounter,
                        facing = facing(game, mage, rock, lang)
                    ),
                ),
                pawn_step(
                    tr!(
                        lang,
                        "magistrar-step-which-pawn",
                        rock = *encounter,
                        facing = ""
                    ),
                    *strength,
                    lang,
                ),
            ]
        }
        (Move::Steer { toward }, _) => {
            let question = match game.phase {
                Phase::Steer { encounter, .. } => {
                    tr!(lang, "magistrar-step-steer-rock", rock = encounter)
                }
                _ => tr!(lang, "magistrar-step-steer"),
            };
            vec![MoveStep::new(
                question,
                toward.name(),
                tr!(
                    lang,
                    "magistrar-step-toward",
                    way = energy_word(*toward, lang)
                ),
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
                    let steps = steps_of(&game, mv, Lang::En);
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
                    for s in steps_of(&game, mv, Lang::En) {
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
        let steps = steps_of(&game, &moves[0], Lang::En);
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
        let first = steps_of(&reply, &answers[0], Lang::En);
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

    #[test]
    fn questions_and_labels_are_in_french_and_german_and_keys_are_not() {
        let game = new_game(Options::default(), 1).unwrap();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let en = steps_of(&game, &moves[0], Lang::En);
        let fr = steps_of(&game, &moves[0], Lang::Fr);
        let de = steps_of(&game, &moves[0], Lang::De);
        let keys = |steps: &[MoveStep]| steps.iter().map(|s| s.key.clone()).collect::<Vec<_>>();
        assert_eq!(keys(&en), keys(&fr));
        assert_eq!(keys(&en), keys(&de));
        assert!(
            fr[0].question.starts_with("Pierre 1 (toi\u{a0}: "),
            "{:?}",
            fr[0]
        );
        assert!(
            fr[0].question.ends_with("\u{a0}: quel pion\u{a0}?"),
            "{:?}",
            fr[0]
        );
        assert!(de[0].question.starts_with("Stein 1 (du: "), "{:?}", de[0]);
        assert!(de[0].question.ends_with("): welche Figur?"), "{:?}", de[0]);
        let labels: Vec<String> = moves.iter().map(|m| label(m, Lang::Fr)).collect();
        assert!(
            labels[0].starts_with("Pions sur les pierres 1 à 6\u{a0}: "),
            "{labels:?}"
        );
        assert!(
            labels.iter().any(|l| l.contains("fort")),
            "the strengths are French: {labels:?}"
        );
        assert_eq!(
            label(
                &Move::Steer {
                    toward: Energy::Dark
                },
                Lang::De
            ),
            "Richtung dunkel"
        );
        assert_eq!(
            label(
                &Move::Steer {
                    toward: Energy::Dark
                },
                Lang::En
            ),
            "Move toward dark"
        );
    }
}
