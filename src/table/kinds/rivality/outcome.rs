//! How a game ended, in words: the scores, the winner and why (a tie broken by the Well
//! says so) and a resignation.

use crate::engines::rivality::{Cell, Game, Outcome, Side};
use crate::i18n::Lang;
use crate::table::kinds::{Names, Seat};
use crate::tr;
use crate::words::rivality::{joined, Joiner};

use super::describe::{side_label, side_players};

/// The side holding the Well of Mana, which wins ties.
fn well_holder(game: &Game) -> Option<Side> {
    game.field.at(Cell::WELL).and_then(|t| t.control().side())
}

/// How many players a side's names stand for ("Mira & Ada": 2), for "wins" or "win".
fn players_in(side_players: &str) -> i64 {
    if side_players.contains(" & ") {
        2
    } else {
        1
    }
}

/// "Scores: Mira (salmon) 14, Tom (purple) 11. Mira wins"; a tie says how it was broken:
/// "Tom wins: both 25; Tom holds the Well".
pub fn result(game: &Game, outcome: &Outcome, names: &Names, lang: Lang) -> String {
    let score = |s: Side| outcome.scores.get(s.index()).copied().unwrap_or(0);
    let scores: Vec<String> = game
        .sides()
        .map(|s| format!("{} {}", side_label(game, s, names, lang), score(s)))
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
            tr!(lang, "rivality-tie-both", score = best)
        } else {
            tr!(lang, "rivality-tie-all", score = best)
        }
    };
    let verdict = match (winners.as_slice(), outcome.winners.as_slice()) {
        ([], _) => tr!(lang, "rivality-nobody-wins"),
        // A team of two wins together: "Mira & Ada win".
        ([one], [side]) => {
            let count = players_in(one);
            if score(*side) < best {
                // Three players: the two others tied, and the Well's holder wins.
                let others: Vec<String> = game
                    .sides()
                    .filter(|s| s != side)
                    .map(|s| side_players(game, s, names))
                    .collect();
                let their_score = game
                    .sides()
                    .filter(|s| s != side)
                    .map(score)
                    .max()
                    .unwrap_or(0);
                tr!(
                    lang,
                    "rivality-wins-others-tied",
                    winner = one.as_str(),
                    count = count,
                    others = joined(&others, Joiner::And, lang),
                    score = their_score
                )
            } else if at_best.len() > 1 {
                tr!(
                    lang,
                    "rivality-wins-tie-well",
                    winner = one.as_str(),
                    count = count,
                    tie = tied(at_best.len())
                )
            } else {
                tr!(lang, "rivality-wins", winner = one.as_str(), count = count)
            }
        }
        (many, _) => {
            let winners = joined(many, Joiner::And, lang);
            let tie = tied(many.len());
            if well_holder(game).is_some() {
                tr!(
                    lang,
                    "rivality-share-well-elsewhere",
                    winners = winners,
                    tie = tie
                )
            } else {
                tr!(lang, "rivality-share-no-well", winners = winners, tie = tie)
            }
        }
    };
    tr!(
        lang,
        "rivality-scores",
        scores = scores.join(", "),
        verdict = verdict
    )
}

/// The account of a resignation: the seat's side loses; the best of the others wins
/// (with three players, say who and why).
pub fn resigned(game: &Game, seat: Seat, names: &Names, lang: Lang) -> String {
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
        [one] if others.len() == 1 => tr!(
            lang,
            "rivality-resigned",
            player = who,
            winner = one.as_str(),
            count = players_in(one)
        ),
        [one] => {
            let standing: Vec<String> = others
                .iter()
                .map(|s| format!("{} {}", side_players(game, *s, names), score(*s)))
                .collect();
            tr!(
                lang,
                "rivality-resigned-most",
                player = who,
                winner = one.as_str(),
                standing = standing.join(", ")
            )
        }
        many => tr!(
            lang,
            "rivality-resigned-share",
            player = who,
            winners = joined(many, Joiner::And, lang),
            score = best
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
            result(&game, &outcome, &names, Lang::En),
            "Scores: Ann (salmon) 25, Ben (purple) 25. Ben wins: both 25; Ben holds the Well"
        );
        let outcome = Outcome {
            winners: vec![Side::SALMON],
            scores: vec![26, 25],
            ..outcome
        };
        assert!(result(&game, &outcome, &names, Lang::En).ends_with(". Ann wins"));
    }

    #[test]
    fn three_players_tied_below_the_well_say_so() {
        let game = parse_position("rivality 3p\nM13 W t2\n").unwrap();
        let outcome = Outcome {
            reason: EndReason::TilesExhausted,
            scores: vec![23, 23, 19],
            winners: vec![Side::TEAL],
        };
        let text = result(&game, &outcome, &three(), Lang::En);
        assert!(
            text.ends_with("Cat wins: Ann and Ben are tied on 23, and Cat holds the Well"),
            "{text}"
        );
        let shared = Outcome {
            scores: vec![20, 20, 19],
            winners: vec![Side::SALMON, Side::PURPLE],
            ..outcome
        };
        let text = result(&game, &shared, &three(), Lang::En);
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
        let text = resigned(&game, 0, &three(), Lang::En);
        assert!(
            text.starts_with("Ann resigned: Ben wins, with the most VP of the others (Ben "),
            "{text}"
        );
        let two = parse_position("rivality 2p\nM13 W\n").unwrap();
        let names = Names(vec!["Ann".into(), "Ben".into()]);
        assert_eq!(
            resigned(&two, 0, &names, Lang::En),
            "Ann resigned: Ben wins"
        );
    }

    #[test]
    fn results_and_resignations_read_in_french_and_german() {
        let game = parse_position("rivality 2p\nM13 W p2\n").unwrap();
        let names = Names(vec!["Ann".into(), "Ben".into()]);
        let outcome = Outcome {
            reason: EndReason::TilesExhausted,
            scores: vec![25, 25],
            winners: vec![Side::PURPLE],
        };
        assert_eq!(
            result(&game, &outcome, &names, Lang::Fr),
            "Scores\u{a0}: Ann (saumon) 25, Ben (mauve) 25. Ben gagne\u{a0}: tous deux à 25\u{a0}; Ben contrôle le Puits"
        );
        assert_eq!(
            result(&game, &outcome, &names, Lang::De),
            "Punkte: Ann (Orange) 25, Ben (Lila) 25. Ben gewinnt: beide 25; Ben kontrolliert die Manaquelle"
        );
        let two = parse_position("rivality 2p\nM13 W\n").unwrap();
        assert_eq!(
            resigned(&two, 0, &names, Lang::Fr),
            "Ann a abandonné\u{a0}: Ben gagne"
        );
        assert_eq!(
            resigned(&two, 0, &names, Lang::De),
            "Ann hat aufgegeben: Ben gewinnt"
        );
    }

    #[test]
    fn a_team_wins_in_the_plural_in_every_language() {
        let game = parse_position("rivality 4p\nM13 W\n").unwrap();
        let names = Names(vec!["Ann".into(), "Ben".into(), "Cat".into(), "Dan".into()]);
        let outcome = Outcome {
            reason: EndReason::TilesExhausted,
            scores: vec![20, 10],
            winners: vec![Side::SALMON],
        };
        assert!(result(&game, &outcome, &names, Lang::En).ends_with(". Ann & Cat win"));
        assert!(result(&game, &outcome, &names, Lang::Fr).ends_with(". Ann & Cat gagnent"));
        assert!(result(&game, &outcome, &names, Lang::De).ends_with(". Ann & Cat gewinnen"));
    }
}
