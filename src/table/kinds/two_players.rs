//! What the two-player duels at a table (Magistrar, Aetherium) share: places from the
//! winner, the words of a resignation, an account told as sentences, and the AI seat
//! played through `crate::ai::any`.

use std::hash::{Hash, Hasher};

use serde::Serialize;

use crate::ai::any::Playable;
use crate::i18n::Lang;
use crate::table::kinds::{Names, Seat};
use crate::tr;
use crate::words::capitalised;

/// The other seat of a duel.
pub fn opponent(seat: Seat) -> Seat {
    1 - (seat & 1)
}

/// Each seat's place once a duel is over: the winner first, both first when nobody won.
pub fn places(winner: Option<Seat>) -> Vec<u8> {
    match winner {
        Some(0) => vec![0, 1],
        Some(_) => vec![1, 0],
        None => vec![0, 0],
    }
}

/// What a resignation gives the other player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forfeited {
    /// "Bob wins."
    Win,
    /// "Bob wins the game."
    Game,
    /// "Bob wins the match."
    Match,
}

/// "Ada resigned: Bob wins." (or "wins the game.", "wins the match."), in `lang`.
pub fn resigned(seat: Seat, names: &Names, what: Forfeited, lang: Lang) -> String {
    let (player, winner) = (names.of(seat), names.of(opponent(seat)));
    match what {
        Forfeited::Win => tr!(lang, "duel-resigned", player = player, winner = winner),
        Forfeited::Game => tr!(lang, "duel-resigned-game", player = player, winner = winner),
        Forfeited::Match => tr!(
            lang,
            "duel-resigned-match",
            player = player,
            winner = winner
        ),
    }
}

/// A move's events told one sentence each, capitalised and ended by a full stop.
pub fn sentences<'a, E: 'a>(
    events: impl IntoIterator<Item = &'a E>,
    sentence: impl Fn(&E) -> String,
) -> String {
    let said: Vec<String> = events
        .into_iter()
        .map(|e| format!("{}.", capitalised(&sentence(e))))
        .collect();
    said.join(" ")
}

/// The AI's move for `seat`, thought out from that seat's view alone; `None` when it is
/// not `seat`'s turn or no move was found.
pub fn ai_move<G>(
    state: &G,
    seat: Seat,
    level: crate::ai::Level,
    budget: crate::ai::Budget,
) -> Option<G::Move>
where
    G: Playable,
    G::View: Serialize,
{
    if state.to_act() != Some(seat) {
        return None;
    }
    let view = state.view(seat);
    // Seeded by what the seat sees: the same view gets the same move, and the hidden
    // order of what is drawn (bags, pouch) plays no part in it.
    let mut h = std::collections::hash_map::DefaultHasher::new();
    serde_json::to_string(&view).ok()?.hash(&mut h);
    crate::ai::any::choose::<G>(&view, seat, level, h.finish(), budget).ok()
}

/// Every position on the way through a whole game from `game`, each with its legal
/// moves, the moves picked by a fixed rule from `seed`: for tests that look at every
/// move of many positions.
#[cfg(test)]
pub(crate) fn positions<G: Playable>(mut game: G, seed: u64) -> Vec<(G, Vec<G::Move>)> {
    let mut out = Vec::new();
    let mut n = seed as usize;
    while game.to_act().is_some() {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        n = n.wrapping_mul(31).wrapping_add(7);
        let mv = moves[n % moves.len()].clone();
        out.push((game.clone(), moves));
        game.play(&mv).unwrap();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Names {
        Names(vec!["Ada".to_string(), "Bob".to_string()])
    }

    #[test]
    fn the_winner_is_first_and_a_draw_shares_first_place() {
        assert_eq!(places(Some(0)), vec![0, 1]);
        assert_eq!(places(Some(1)), vec![1, 0]);
        assert_eq!(places(None), vec![0, 0]);
    }

    #[test]
    fn events_are_told_as_capitalised_sentences() {
        let events = ["ada plays fire", "the round ends"];
        assert_eq!(
            sentences(&events, |e| e.to_string()),
            "Ada plays fire. The round ends."
        );
        assert_eq!(sentences(&[] as &[&str], |e| e.to_string()), "");
    }

    #[test]
    fn a_resignation_names_the_other_seat_as_the_winner() {
        assert_eq!(
            resigned(0, &names(), Forfeited::Win, Lang::En),
            "Ada resigned: Bob wins."
        );
        assert_eq!(
            resigned(1, &names(), Forfeited::Match, Lang::En),
            "Bob resigned: Ada wins the match."
        );
    }
}
