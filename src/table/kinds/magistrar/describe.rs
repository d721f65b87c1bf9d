//! A move's events in plain words, for the channel and the log. Tokens are named once they
//! are face up in the arena; a bag's order never is.

use super::seat_of;
use crate::engines::magistrar::{Event, Game, GameResult, Mage, MoveError, Outcome, Token};
use crate::table::kinds::{capitalised, two_players, Names};

/// "Mira (white)".
pub fn mage_label(mage: Mage, names: &Names) -> String {
    format!("{} ({mage})", names.of(seat_of(mage)))
}

fn who(mage: Mage, names: &Names) -> &str {
    names.of(seat_of(mage))
}

/// A place on the energy track in words: "0", "dark 5", "light 3".
pub fn track_words(at: i8) -> String {
    match at {
        0 => "0".to_string(),
        n if n > 0 => format!("dark {n}"),
        n => format!("light {}", n.unsigned_abs()),
    }
}

/// A refused move in words; the mage is named by their player.
pub fn refusal(error: &MoveError, names: &Names) -> String {
    match error {
        MoveError::NotNow { mage, expected } => {
            format!("{} must {expected} now", who(*mage, names))
        }
        other => other.to_string(),
    }
}

/// "strong, medium, –, weak, medium, weak".
fn pawns_words(pawns: &[Option<crate::engines::magistrar::Strength>]) -> String {
    let words: Vec<&str> = pawns.iter().map(|p| p.map_or("–", |s| s.name())).collect();
    words.join(", ")
}

fn tokens_words(tokens: &[Token]) -> String {
    let words: Vec<String> = tokens.iter().map(|t| short_token(*t)).collect();
    words.join(", ")
}

/// "light", "dark", "super", "golden".
pub fn short_token(token: Token) -> String {
    match token {
        Token::Light => "light",
        Token::Dark => "dark",
        Token::Super => "super",
        Token::Golden => "golden",
    }
    .to_string()
}

/// One event as a sentence (without its full stop).
fn sentence(event: &Event, names: &Names) -> String {
    match event {
        Event::Placed { mage, pawns } => format!(
            "{} placed their pawns on rocks 1–6: {}",
            who(*mage, names),
            pawns_words(pawns)
        ),
        Event::PawnPlaced {
            mage,
            encounter,
            strength,
        } => format!(
            "{} placed a {strength} pawn on rock {encounter}",
            who(*mage, names)
        ),
        Event::EncounterWon {
            encounter,
            mage,
            token,
        } => format!(
            "rock {encounter}: {} wins their {token}",
            who(*mage, names)
        ),
        Event::EncounterIdentical { encounter } => {
            format!("rock {encounter}: identical pawns, nobody wins")
        }
        Event::SupersTied { encounter } => {
            format!("rock {encounter}: two equal super energies tie, counted for nobody")
        }
        Event::SteerAsked {
            mage,
            encounter,
            steps,
        } => format!(
            "{} chooses which way the super energy of rock {encounter} moves them ({steps} spaces): `light` or `dark`",
            who(*mage, names)
        ),
        Event::TrackMoved { mage, from, to, .. } if from == to => format!(
            "{} stays at {} (the track ends there)",
            who(*mage, names),
            track_words(*to)
        ),
        Event::TrackMoved { mage, from, to, .. } => format!(
            "{} moves from {} to {}",
            who(*mage, names),
            track_words(*from),
            track_words(*to)
        ),
        Event::DuelEnded {
            duel,
            encounters,
            winner,
        } => {
            let score = format!(
                "{} {}, {} {}",
                who(Mage::White, names),
                encounters[0],
                who(Mage::Black, names),
                encounters[1]
            );
            match winner {
                Some(m) => format!(
                    "duel {duel} ends {score}: {} takes the duel marker",
                    who(*m, names)
                ),
                None => format!("duel {duel} ends {score}: a tie, no duel marker"),
            }
        }
        Event::DuelBegan {
            duel,
            starting,
            tokens,
        } => format!(
            "duel {duel} begins, {} starts; {}'s rocks hold {}; {}'s hold {}",
            who(*starting, names),
            who(Mage::White, names),
            tokens_words(&tokens[0]),
            who(Mage::Black, names),
            tokens_words(&tokens[1])
        ),
        Event::GameEnded { game, result } => {
            format!("game {game} ends: {}", game_words(result, names))
        }
        Event::GoldenAdded { mage } => format!(
            "{} mixes a golden super energy into their bag",
            who(*mage, names)
        ),
        Event::GameBegan { game, starting } => format!(
            "game {game} of the match begins, {} starts",
            who(*starting, names)
        ),
        Event::Over { outcome } => verdict(outcome, names),
    }
}

/// The account of one move.
pub fn describe(events: &[Event], names: &Names) -> String {
    two_players::sentences(events, |e| sentence(e, names))
}

/// The account of a move not played yet: up to the end of the duel it closes. What the
/// bags hold next is drawn only when the move is played.
pub fn foretell(events: &[Event], names: &Names) -> String {
    let known = events
        .iter()
        .take_while(|e| !matches!(e, Event::DuelBegan { .. } | Event::GameBegan { .. }));
    let mut text = two_players::sentences(known, |e| sentence(e, names));
    if events.iter().any(|e| matches!(e, Event::DuelBegan { .. })) {
        text.push_str(" Then new tokens are drawn for the next duel.");
    }
    text
}

/// "Mira 23 Honoris (dark 9, 2 duel markers), Tom 17 Honoris (light 5, 1 duel marker):
/// Mira wins".
pub fn game_words(result: &GameResult, names: &Names) -> String {
    let side = |mage: Mage| {
        let i = mage.index();
        let markers = result.markers[i];
        format!(
            "{} {} Honoris (energy level {}, {markers} duel marker{})",
            who(mage, names),
            result.honoris[i],
            result.levels[i],
            if markers == 1 { "" } else { "s" }
        )
    };
    let verdict = match result.winner {
        Some(m) if result.honoris[0] == result.honoris[1] => {
            format!("{} wins on duel markers", who(m, names))
        }
        Some(m) => format!("{} wins", who(m, names)),
        None => "a draw".to_string(),
    };
    format!("{}, {}: {verdict}", side(Mage::White), side(Mage::Black))
}

fn verdict(outcome: &Outcome, names: &Names) -> String {
    let total = outcome.wins[0] as u32 + outcome.wins[1] as u32;
    let score = if total > 1 {
        format!(
            " ({} games to {})",
            outcome.wins[0].max(outcome.wins[1]),
            outcome.wins[0].min(outcome.wins[1])
        )
    } else {
        String::new()
    };
    match outcome.winner {
        Some(m) => format!("the game is over: {} wins{score}", who(m, names)),
        None => format!("the game is over: a draw{score}"),
    }
}

/// The public result once the game (or the Grand Mage match) is over.
pub fn result(game: &Game, outcome: &Outcome, names: &Names) -> String {
    let last = format!("{}.", capitalised(&game_words(&outcome.last_game, names)));
    if game.options.grand_mage {
        let winner = match outcome.winner {
            Some(m) => format!("{} wins the Grand Mage match", who(m, names)),
            None => "The Grand Mage match is drawn".to_string(),
        };
        format!(
            "{winner}, {} games to {}. Last game: {last}",
            outcome.wins[0].max(outcome.wins[1]),
            outcome.wins[0].min(outcome.wins[1]),
        )
    } else {
        last
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::magistrar::{new_game, Move, Options, Strength};

    fn names() -> Names {
        Names(vec!["Mira".into(), "Tom".into()])
    }

    #[test]
    fn a_placement_is_told_rock_by_rock() {
        let text = describe(
            &[Event::Placed {
                mage: Mage::White,
                pawns: [
                    Some(Strength::Strong),
                    Some(Strength::Medium),
                    None,
                    Some(Strength::Weak),
                    Some(Strength::Medium),
                    Some(Strength::Weak),
                ],
            }],
            &names(),
        );
        assert_eq!(
            text,
            "Mira placed their pawns on rocks 1–6: strong, medium, –, weak, medium, weak."
        );
    }

    #[test]
    fn the_track_and_a_duel_are_told_in_words() {
        let text = describe(
            &[
                Event::TrackMoved {
                    mage: Mage::Black,
                    toward: crate::engines::magistrar::Energy::Light,
                    from: 1,
                    to: -1,
                },
                Event::DuelEnded {
                    duel: 2,
                    encounters: [3, 2],
                    winner: Some(Mage::White),
                },
            ],
            &names(),
        );
        assert_eq!(
            text,
            "Tom moves from dark 1 to light 1. Duel 2 ends Mira 3, Tom 2: Mira takes the duel marker."
        );
    }

    /// Plays every duel's placements until a move ends a duel; its preview does not name
    /// the tokens of the next duel, which the account of the played move does.
    #[test]
    fn a_preview_keeps_the_next_duels_tokens_in_the_bags() {
        let mut game = new_game(Options::default(), 7).unwrap();
        loop {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            let mv: Move = moves[0];
            let (next, events) = game.apply(mv).unwrap();
            if events.iter().any(|e| matches!(e, Event::DuelBegan { .. })) {
                let preview = foretell(&events, &names());
                let played = describe(&events, &names());
                assert!(played.contains("rocks hold"), "{played}");
                assert!(!preview.contains("rocks hold"), "{preview}");
                assert!(preview.ends_with("Then new tokens are drawn for the next duel."));
                return;
            }
            game = next;
        }
    }
}

#[cfg(test)]
mod result_tests {
    use super::*;
    use crate::engines::magistrar::scoring::game_result;
    use crate::engines::magistrar::{new_game, Options};

    fn names() -> Names {
        Names(vec!["Mira".into(), "Tom".into()])
    }

    #[test]
    fn a_tie_on_honoris_is_won_on_duel_markers_and_says_so() {
        // Both on level 11, one marker each: 25 Honoris each, a draw.
        let even = game_result([11, -11], [1, 1]);
        assert_eq!(
            game_words(&even, &names()),
            "Mira 25 Honoris (energy level 11, 1 duel marker), Tom 25 Honoris (energy level 11, 1 duel marker): a draw"
        );
        // 23 Honoris each (level 12; level 7 and three markers): Tom has more markers.
        let equal = game_result([12, -7], [0, 3]);
        assert_eq!(equal.honoris, [23, 23]);
        assert!(game_words(&equal, &names()).ends_with("Tom wins on duel markers"));
    }

    #[test]
    fn a_grand_mage_result_gives_the_games_won() {
        let game = new_game(
            Options {
                grand_mage: true,
                ..Options::default()
            },
            1,
        )
        .unwrap();
        let last = game_result([5, -3], [3, 1]);
        let outcome = Outcome {
            winner: Some(Mage::Black),
            last_game: last,
            wins: [1, 3],
        };
        let text = result(&game, &outcome, &names());
        assert!(
            text.starts_with("Tom wins the Grand Mage match, 3 games to 1. Last game: Mira "),
            "{text}"
        );
        assert_eq!(
            verdict(&outcome, &names()),
            "the game is over: Tom wins (3 games to 1)"
        );
    }
}
