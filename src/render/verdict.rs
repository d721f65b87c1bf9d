//! The end of a table game in words, for the panel: how it ended, who won and why,
//! e.g. "Tied at 25: Ada (salmon) wins, holding the Well".

use crate::engines::rivality::sides::side_of;
use crate::engines::rivality::{EndReason, Outcome, Side};

use super::caption::name;

/// The players of `side`: "Ada (salmon)", or a team "Ada & Cat (team salmon)".
pub fn side_players(names: &[String], players: u8, side: Side) -> String {
    let seats: Vec<String> = (0..players)
        .filter(|seat| side_of(players, *seat) == side)
        .map(|seat| name(names, seat))
        .collect();
    if seats.len() > 1 {
        format!("{} (team {side})", seats.join(" & "))
    } else {
        format!("{} ({side})", seats.join(""))
    }
}

fn wins(names: &[String], players: u8, side: Side) -> String {
    let who = side_players(names, players, side);
    if players == 4 {
        format!("{who} win")
    } else {
        format!("{who} wins")
    }
}

/// "Game over: all tiles played", then who won and why.
pub fn finished(outcome: &Outcome, names: &[String], players: u8) -> Vec<String> {
    let how = match outcome.reason {
        EndReason::TilesExhausted => "Game over: all tiles played".to_string(),
        EndReason::SupplyEmpty { side } => {
            format!("Game over: {side} has placed every golem")
        }
        EndReason::NoMoveLeft => "Game over: no move left".to_string(),
    };
    vec![how, winner(outcome, names, players)]
}

fn score(scores: &[i16], side: Side) -> i16 {
    scores.get(side.index()).copied().unwrap_or(0)
}

/// Who won, with the scores that decided it; a tie broken by the Well says so.
fn winner(outcome: &Outcome, names: &[String], players: u8) -> String {
    let scores = &outcome.scores;
    let sides: Vec<Side> = (0..scores.len() as u8).map(Side).collect();
    let best = scores.iter().copied().max().unwrap_or(0);
    let top: Vec<Side> = sides
        .iter()
        .copied()
        .filter(|s| score(scores, *s) == best)
        .collect();
    match outcome.winners.as_slice() {
        [one] if top == [*one] => {
            let others: Vec<String> = sides
                .iter()
                .filter(|s| *s != one)
                .map(|s| score(scores, *s).to_string())
                .collect();
            format!(
                "{} with {best} VP to {}",
                wins(names, players, *one),
                others.join(" and ")
            )
        }
        // A tie at the top, broken by the Well.
        [one] if top.contains(one) => format!(
            "Tied at {best}: {}, holding the Well",
            wins(names, players, *one)
        ),
        // Three players: the two others tied with each other, the Well's holder wins.
        [one] => {
            let tied: Vec<String> = sides
                .iter()
                .filter(|s| *s != one)
                .map(|s| s.name().to_string())
                .collect();
            let at = sides
                .iter()
                .find(|s| *s != one)
                .map(|s| score(scores, *s))
                .unwrap_or(0);
            format!(
                "{} tie at {at}: {}, holding the Well",
                tied.join(" and "),
                wins(names, players, *one)
            )
        }
        many => {
            let who: Vec<String> = many
                .iter()
                .map(|s| side_players(names, players, *s))
                .collect();
            format!(
                "Shared win at {best} VP: {} (nobody holds the Well)",
                who.join(" and ")
            )
        }
    }
}

/// The sides that win when `loser` gives up: the best score of the others, shared on a
/// tie (as the table's account says it).
pub fn resignation_winners(scores: &[i16], loser: Side) -> Vec<Side> {
    let others = (0..scores.len() as u8).map(Side).filter(|s| *s != loser);
    let best = others.clone().map(|s| score(scores, s)).max().unwrap_or(0);
    others.filter(|s| score(scores, *s) == best).collect()
}

/// "Ada (salmon) wins", or "Ada (salmon) and Ben (teal) share the win".
pub fn resignation_words(names: &[String], players: u8, winners: &[Side]) -> String {
    match winners {
        [one] => wins(names, players, *one),
        many => {
            let who: Vec<String> = many
                .iter()
                .map(|s| side_players(names, players, *s))
                .collect();
            format!("{} share the win", who.join(" and "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        ["Ada", "Ben", "Cat", "Dan"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn outcome(scores: &[i16], winners: &[Side]) -> Outcome {
        Outcome {
            reason: EndReason::TilesExhausted,
            scores: scores.to_vec(),
            winners: winners.to_vec(),
        }
    }

    #[test]
    fn a_clear_win_gives_the_scores() {
        let lines = finished(&outcome(&[31, 28], &[Side::SALMON]), &names(), 2);
        assert_eq!(lines[0], "Game over: all tiles played");
        assert_eq!(lines[1], "Ada (salmon) wins with 31 VP to 28");
    }

    #[test]
    fn a_tie_won_through_the_well_says_so() {
        let lines = finished(&outcome(&[25, 25], &[Side::PURPLE]), &names(), 2);
        assert_eq!(lines[1], "Tied at 25: Ben (purple) wins, holding the Well");
    }

    #[test]
    fn three_players_the_two_others_tied_the_well_wins() {
        let lines = finished(&outcome(&[23, 23, 19], &[Side::TEAL]), &names(), 3);
        assert_eq!(
            lines[1],
            "salmon and purple tie at 23: Cat (teal) wins, holding the Well"
        );
    }

    #[test]
    fn a_team_wins_together_and_a_shared_win_is_said() {
        let lines = finished(&outcome(&[20, 18], &[Side::SALMON]), &names(), 4);
        assert_eq!(lines[1], "Ada & Cat (team salmon) win with 20 VP to 18");
        let shared = finished(
            &outcome(&[20, 20], &[Side::SALMON, Side::PURPLE]),
            &names(),
            2,
        );
        assert!(
            shared[1].starts_with("Shared win at 20 VP"),
            "{}",
            shared[1]
        );
    }

    #[test]
    fn after_a_resignation_the_best_other_side_wins() {
        assert_eq!(
            resignation_winners(&[10, 14, 12], Side::PURPLE),
            vec![Side::TEAL]
        );
        assert_eq!(
            resignation_winners(&[9, 3, 9], Side::PURPLE),
            vec![Side::SALMON, Side::TEAL]
        );
        assert_eq!(
            resignation_words(&names(), 2, &[Side::SALMON]),
            "Ada (salmon) wins"
        );
    }
}
