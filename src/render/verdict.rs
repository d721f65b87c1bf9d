//! The end of a table game in words, for the panel: how it ended, who won and why,
//! e.g. "Tied at 25: Ada (salmon) wins, holding the Well".

use crate::engines::rivality::sides::side_of;
use crate::engines::rivality::{EndReason, Outcome, Side};
use crate::i18n::Lang;
use crate::tr;
use crate::words::rivality::side_name;

use super::caption::name;

/// The players of `side`: "Ada (salmon)", or a team "Ada & Cat (team salmon)".
pub fn side_players(names: &[String], players: u8, side: Side, lang: Lang) -> String {
    let seats: Vec<String> = (0..players)
        .filter(|seat| side_of(players, *seat) == side)
        .map(|seat| name(names, seat, lang))
        .collect();
    let side = side_name(side, lang);
    if seats.len() > 1 {
        tr!(
            lang,
            "picture-rivality-team-players",
            names = seats.join(" & "),
            side = side
        )
    } else {
        tr!(
            lang,
            "picture-player-side",
            name = seats.join(""),
            side = side
        )
    }
}

fn wins(names: &[String], players: u8, side: Side, lang: Lang) -> String {
    let who = side_players(names, players, side, lang);
    let team = if players == 4 { "yes" } else { "no" };
    tr!(lang, "picture-rivality-wins", team = team, who = who)
}

/// "Ann and Ben", in `lang`.
fn and(items: &[String], lang: Lang) -> String {
    items.join(&format!(" {} ", tr!(lang, "words-and")))
}

/// "Game over: all tiles played", then who won and why.
pub fn finished(outcome: &Outcome, names: &[String], players: u8, lang: Lang) -> Vec<String> {
    let how = match outcome.reason {
        EndReason::TilesExhausted => tr!(lang, "picture-rivality-over-tiles"),
        EndReason::SupplyEmpty { side } => {
            tr!(
                lang,
                "picture-rivality-over-supply",
                side = side_name(side, lang)
            )
        }
        EndReason::NoMoveLeft => tr!(lang, "picture-rivality-over-no-move"),
    };
    vec![how, winner(outcome, names, players, lang)]
}

fn score(scores: &[i16], side: Side) -> i16 {
    scores.get(side.index()).copied().unwrap_or(0)
}

/// Who won, with the scores that decided it; a tie broken by the Well says so.
fn winner(outcome: &Outcome, names: &[String], players: u8, lang: Lang) -> String {
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
            tr!(
                lang,
                "picture-rivality-won-with",
                wins = wins(names, players, *one, lang),
                best = best,
                others = and(&others, lang)
            )
        }
        // A tie at the top, broken by the Well.
        [one] if top.contains(one) => tr!(
            lang,
            "picture-rivality-tied-well",
            best = best,
            wins = wins(names, players, *one, lang)
        ),
        // Three players: the two others tied with each other, the Well's holder wins.
        [one] => {
            let tied: Vec<String> = sides
                .iter()
                .filter(|s| *s != one)
                .map(|s| side_name(*s, lang))
                .collect();
            let at = sides
                .iter()
                .find(|s| *s != one)
                .map(|s| score(scores, *s))
                .unwrap_or(0);
            tr!(
                lang,
                "picture-rivality-others-tied-well",
                tied = and(&tied, lang),
                score = at,
                wins = wins(names, players, *one, lang)
            )
        }
        many => {
            let who: Vec<String> = many
                .iter()
                .map(|s| side_players(names, players, *s, lang))
                .collect();
            tr!(
                lang,
                "picture-rivality-shared-win",
                best = best,
                who = and(&who, lang)
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
pub fn resignation_words(names: &[String], players: u8, winners: &[Side], lang: Lang) -> String {
    match winners {
        [one] => wins(names, players, *one, lang),
        many => {
            let who: Vec<String> = many
                .iter()
                .map(|s| side_players(names, players, *s, lang))
                .collect();
            tr!(
                lang,
                "picture-rivality-share-the-win",
                who = and(&who, lang)
            )
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
        let lines = finished(&outcome(&[31, 28], &[Side::SALMON]), &names(), 2, Lang::En);
        assert_eq!(lines[0], "Game over: all tiles played");
        assert_eq!(lines[1], "Ada (salmon) wins with 31 VP to 28");
    }

    #[test]
    fn a_tie_won_through_the_well_says_so() {
        let lines = finished(&outcome(&[25, 25], &[Side::PURPLE]), &names(), 2, Lang::En);
        assert_eq!(lines[1], "Tied at 25: Ben (purple) wins, holding the Well");
    }

    #[test]
    fn three_players_the_two_others_tied_the_well_wins() {
        let lines = finished(
            &outcome(&[23, 23, 19], &[Side::TEAL]),
            &names(),
            3,
            Lang::En,
        );
        assert_eq!(
            lines[1],
            "salmon and purple tie at 23: Cat (teal) wins, holding the Well"
        );
    }

    #[test]
    fn a_team_wins_together_and_a_shared_win_is_said() {
        let lines = finished(&outcome(&[20, 18], &[Side::SALMON]), &names(), 4, Lang::En);
        assert_eq!(lines[1], "Ada & Cat (team salmon) win with 20 VP to 18");
        let shared = finished(
            &outcome(&[20, 20], &[Side::SALMON, Side::PURPLE]),
            &names(),
            2,
            Lang::En,
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
            resignation_words(&names(), 2, &[Side::SALMON], Lang::En),
            "Ada (salmon) wins"
        );
    }

    #[test]
    fn the_end_is_told_in_french_and_german() {
        let clear = outcome(&[31, 28], &[Side::SALMON]);
        assert_eq!(
            finished(&clear, &names(), 2, Lang::Fr),
            [
                "Partie terminée\u{a0}: toutes les tuiles sont posées",
                "Ada (saumon) gagne avec 31 PV contre 28"
            ]
        );
        let team = outcome(&[20, 18], &[Side::SALMON]);
        assert_eq!(
            finished(&team, &names(), 4, Lang::De)[1],
            "Ada & Cat (Team Orange) gewinnen mit 20 SP gegen 18"
        );
        let three = outcome(&[23, 23, 19], &[Side::TEAL]);
        assert_eq!(
            finished(&three, &names(), 3, Lang::De)[1],
            "Orange und Lila gleichauf bei 23: Cat (Türkis) gewinnt mit der Manaquelle"
        );
        assert_eq!(
            resignation_words(&names(), 2, &[Side::SALMON, Side::PURPLE], Lang::Fr),
            "Ada (saumon) et Ben (mauve) se partagent la victoire"
        );
    }
}
