//! How a game ended, in words: the scores, the winner and why (a tie broken by the Well
//! says so), a resignation, and a refused move naming the player.

use crate::engines::rivality::{Cell, Game, MoveError, Outcome, Side};
use crate::table::kinds::{Names, Seat};

use super::describe::{side_label, side_players};

/// A refused move in words; the player is named, never "seat 2".
pub fn refusal(error: &MoveError, names: &Names) -> String {
    match *error {
        MoveError::RemovalPending { seat, cell } => format!(
            "{} must first choose whose golem goes back to supply from {cell}",
            names.of(seat)
        ),
        ref other => other.to_string(),
    }
}

/// The side holding the Well of Mana, which wins ties.
fn well_holder(game: &Game) -> Option<Side> {
    game.field.at(Cell::WELL).and_then(|t| t.control().side())
}

/// "Scores: Mira (salmon) 14, Tom (purple) 11. Mira wins"; a tie says how it was broken:
/// "Tom wins: both 25; Tom holds the Well".
pub fn result(game: &Game, outcome: &Outcome, names: &Names) -> String {
    let score = |s: Side| outcome.scores.get(s.index()).copied().unwrap_or(0);
    let scores: Vec<String> = game
        .sides()
        .map(|s| format!("{} {}", side_label(game, s, names), score(s)))
        .collect();
    let winners: Vec<String> = outcome
        .winners
        .iter()
        .map(|s| side_players(game, *s, names))
        .collect();
    let best = game.sides().map(score).max().unwrap_or(0);
    let at_best: Vec<Side> = game.sides().filter(|s| score(*s) == best).collect();
    let tied = |n: usize| {
        if n == 2 {
            format!("both {best}")
        } else {
            format!("tied on {best}")
        }
    };
    let verdict = match (winners.as_slice(), outcome.winners.as_slice()) {
        ([], _) => "nobody wins".to_string(),
        // A team of two wins together: "Mira & Ada win".
        ([one], [side]) => {
            let wins = if one.contains(" & ") { "win" } else { "wins" };
            let holds = if one.contains(" & ") { "hold" } else { "holds" };
            if score(*side) < best {
                // Three players: the two others tied, and the Well's holder wins.
                let others: Vec<String> = game
                    .sides()
                    .filter(|s| s != side)
                    .map(|s| side_players(game, s, names))
                    .collect();
                format!(
                    "{one} {wins}: {} are tied on {}, and {one} {holds} the Well",
                    others.join(" and "),
                    game.sides()
                        .filter(|s| s != side)
                        .map(score)
                        .max()
                        .unwrap_or(0)
                )
            } else if at_best.len() > 1 {
                format!(
                    "{one} {wins}: {}; {one} {holds} the Well",
                    tied(at_best.len())
                )
            } else {
                format!("{one} {wins}")
            }
        }
        (many, _) => {
            let why = if well_holder(game).is_some() {
                "and the Well's holder is not among them"
            } else {
                "and nobody holds the Well"
            };
            format!(
                "{} share the win: {}, {why}",
                many.join(" and "),
                tied(many.len())
            )
        }
    };
    format!("Scores: {}. {verdict}", scores.join(", "))
}

/// The account of a resignation: the seat's side loses; the best of the others wins
/// (with three players, say who and why).
pub fn resigned(game: &Game, seat: Seat, names: &Names) -> String {
    let loser = game.side_of(seat);
    let now = game.scores_now();
    let score = |s: Side| now.scores.get(s.index()).copied().unwrap_or(0);
    let others: Vec<Side> = game.sides().filter(|s| *s != loser).collect();
    let best = others.iter().map(|s| score(*s)).max().unwrap_or(0);
    let winners: Vec<String> = others
        .iter()
        .filter(|s| score(**s) == best)
        .map(|s| side_players(game, *s, names))
        .collect();
    let who = names.of(seat);
    match winners.as_slice() {
        [one] if others.len() == 1 => {
            let wins = if one.contains(" & ") { "win" } else { "wins" };
            format!("{who} resigned: {one} {wins}")
        }
        [one] => {
            let standing: Vec<String> = others
                .iter()
                .map(|s| format!("{} {}", side_players(game, *s, names), score(*s)))
                .collect();
            format!(
                "{who} resigned: {one} wins, with the most VP of the others ({})",
                standing.join(", ")
            )
        }
        many => format!(
            "{who} resigned: {} share the win, tied on {best} VP",
            many.join(" and ")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::notation::parse_position;
    use crate::engines::rivality::EndReason;

    fn three() -> Names {
        Names(vec!["Ann".into(), "Ben".into(), "Cat".into()])
    }

    #[test]
    fn a_tie_says_why_someone_won() {
        let game = parse_position("rivality 2p\nM13 W p2\n").unwrap();
        let names = Names(vec!["Ann".into(), "Ben".into()]);
        let outcome = Outcome {
            reason: EndReason::TilesExhausted,
            scores: vec![25, 25],
            winners: vec![Side::PURPLE],
        };
        assert_eq!(
            result(&game, &outcome, &names),
            "Scores: Ann (salmon) 25, Ben (purple) 25. Ben wins: both 25; Ben holds the Well"
        );
        let outcome = Outcome {
            winners: vec![Side::SALMON],
            scores: vec![26, 25],
            ..outcome
        };
        assert!(result(&game, &outcome, &names).ends_with(". Ann wins"));
    }

    #[test]
    fn three_players_tied_below_the_well_say_so() {
        let game = parse_position("rivality 3p\nM13 W t2\n").unwrap();
        let outcome = Outcome {
            reason: EndReason::TilesExhausted,
            scores: vec![23, 23, 19],
            winners: vec![Side::TEAL],
        };
        let text = result(&game, &outcome, &three());
        assert!(
            text.ends_with("Cat wins: Ann and Ben are tied on 23, and Cat holds the Well"),
            "{text}"
        );
        let shared = Outcome {
            scores: vec![20, 20, 19],
            winners: vec![Side::SALMON, Side::PURPLE],
            ..outcome
        };
        let text = result(&game, &shared, &three());
        assert!(
            text.ends_with(
                "Ann and Ben share the win: both 20, and the Well's holder is not among them"
            ),
            "{text}"
        );
    }

    #[test]
    fn a_resignation_in_three_says_plainly_who_wins() {
        let game = parse_position("rivality 3p\nM13 W\nN13 B1 north p2\nL13 A1 north\n").unwrap();
        let text = resigned(&game, 0, &three());
        assert!(
            text.starts_with("Ann resigned: Ben wins, with the most VP of the others (Ben "),
            "{text}"
        );
        let two = parse_position("rivality 2p\nM13 W\n").unwrap();
        let names = Names(vec!["Ann".into(), "Ben".into()]);
        assert_eq!(resigned(&two, 0, &names), "Ann resigned: Ben wins");
    }
}
