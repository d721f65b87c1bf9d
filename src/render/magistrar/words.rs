//! The panel's words: the highlighted move, what it scored, whose turn it is, and how the
//! game ended. Built from the view and the engine's events, which name a token only once
//! it lies face up in the arena.

use crate::engines::magistrar::numbers::ROCKS;
use crate::engines::magistrar::{Event, GameResult, Mage, Outcome, Phase, SeatView, Strength};

use super::super::caption::name;
use super::super::rivality::Resignation;

/// "Ada (white)": a mage's player and colour.
pub fn mage_name(names: &[String], mage: Mage) -> String {
    format!("{} ({mage})", name(names, mage.index() as u8))
}

fn placement(pawns: &[Option<Strength>; ROCKS]) -> String {
    let letters: Vec<&str> = pawns
        .iter()
        .map(|p| p.map_or("–", super::pieces::pawn_letter))
        .collect();
    // Joined by no-break spaces: a placement never wraps across two lines.
    letters.join("\u{a0}")
}

/// The move in `events`, e.g. "Last: Ada (white) placed W M – S M W"; for a `preview`,
/// the same move as not played yet. `steered`: the super energy a steer move chose for.
pub fn last_move(
    events: &[Event],
    names: &[String],
    preview: bool,
    steered: Option<(Mage, u8)>,
) -> Option<String> {
    let (who, what) = match events.first()? {
        Event::Placed { mage, pawns } => (*mage, format!("placed {}", placement(pawns))),
        Event::PawnPlaced {
            mage,
            encounter,
            strength,
        } => (*mage, format!("put a {strength} pawn on rock {encounter}")),
        Event::TrackMoved {
            mage,
            toward,
            from,
            to,
            ..
        } => {
            let spaces = (i16::from(*to) - i16::from(*from)).unsigned_abs();
            let rock = steered
                .filter(|(m, _)| m == mage)
                .map(|(_, rock)| format!(" of rock {rock}"))
                .unwrap_or_default();
            let plural = if spaces == 1 { "" } else { "s" };
            (
                *mage,
                format!("steered the super energy{rock}: {spaces} space{plural} toward {toward}"),
            )
        }
        _ => return None,
    };
    let who = mage_name(names, who);
    Some(if preview {
        format!(
            "{who}'s move, if confirmed: {}",
            what.replacen("placed", "place", 1)
        )
    } else {
        format!("Last: {who} {what}")
    })
}

/// What the move scored: each duel it ended, a game of a match it ended, a golden super
/// energy added.
pub fn scored(events: &[Event], names: &[String], preview: bool) -> Vec<String> {
    let mut lines = Vec::new();
    for event in events {
        match event {
            Event::DuelEnded {
                duel,
                encounters,
                winner,
            } => {
                let [w, b] = *encounters;
                lines.push(match winner {
                    Some(mage) => {
                        let (won, lost) = if *mage == Mage::White { (w, b) } else { (b, w) };
                        let verb = if preview { "would win" } else { "wins" };
                        format!(
                            "Duel {duel}: {} {verb} {won} encounters to {lost} and its marker",
                            mage_name(names, *mage)
                        )
                    }
                    None => format!("Duel {duel} tied {w} to {b}: nobody takes its marker"),
                });
            }
            Event::GameEnded { game, result } if !matches!(events.last(), Some(Event::Over { .. })) => {
                lines.push(format!("Game {game}: {}", game_words(result, names)));
            }
            Event::SteerAsked {
                mage,
                encounter,
                steps,
            } if preview => lines.push(format!(
                "Then {} chooses the way of the super energy of rock {encounter}: {steps} spaces toward light or dark",
                mage_name(names, *mage)
            )),
            Event::GoldenAdded { mage } => lines.push(format!(
                "{} adds a golden super energy to their bag",
                mage_name(names, *mage)
            )),
            _ => {}
        }
    }
    lines
}

/// Who acts now and what they do.
pub fn to_act(view: &SeatView, names: &[String]) -> Option<String> {
    let who = |mage: Mage| mage_name(names, mage);
    Some(match view.phase {
        Phase::Place { mage } if mage == view.starting => {
            format!("{} to place their pawns for duel {}", who(mage), view.duel)
        }
        Phase::Place { mage } => format!("{} to reply on every rock", who(mage)),
        Phase::Open { mage } => format!("{} to put a pawn on a free rock", who(mage)),
        Phase::Answer { mage, encounter } => format!("{} to answer at rock {encounter}", who(mage)),
        Phase::Steer { mage, encounter } => format!(
            "{} to choose light or dark for the super energy of rock {encounter}",
            who(mage)
        ),
        Phase::Over => return None,
    })
}

/// "Ada (white) wins, 31 Honoris to 20", or a tie broken by duel markers, or a draw.
fn game_words(result: &GameResult, names: &[String]) -> String {
    let [w, b] = result.honoris;
    match result.winner {
        Some(mage) if w != b => {
            let (won, lost) = if mage == Mage::White { (w, b) } else { (b, w) };
            format!("{} wins, {won} Honoris to {lost}", mage_name(names, mage))
        }
        Some(mage) => format!(
            "tied at {w} Honoris: {} wins on duel markers, {} to {}",
            mage_name(names, mage),
            result.markers[mage.index()],
            result.markers[mage.other().index()]
        ),
        None => format!(
            "a draw, {w} Honoris and {} duel markers each",
            result.markers[0]
        ),
    }
}

/// How the game (or the Grand Mage match) ended.
pub fn finished(outcome: &Outcome, grand_mage: bool, names: &[String]) -> Vec<String> {
    if !grand_mage {
        return vec![format!(
            "Game over: {}",
            game_words(&outcome.last_game, names)
        )];
    }
    let [w, b] = outcome.wins;
    let last = format!("Last game: {}", game_words(&outcome.last_game, names));
    let verdict = match outcome.winner {
        Some(mage) => {
            let (won, lost) = if mage == Mage::White { (w, b) } else { (b, w) };
            format!(
                "Match over: {} is Grand Mage, {won} games to {lost}",
                mage_name(names, mage)
            )
        }
        None => format!("Match over: drawn, {w} games each"),
    };
    vec![last, verdict]
}

/// "Game over: Bob resigned", then who wins.
pub fn resigned(resignation: &Resignation, names: &[String], grand_mage: bool) -> Vec<String> {
    let loser = if resignation.seat == 0 {
        Mage::White
    } else {
        Mage::Black
    };
    let what = if grand_mage { "the match" } else { "the game" };
    vec![
        resignation.words(names),
        format!("{} wins {what}", mage_name(names, loser.other())),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        vec!["Ada".to_string(), "Ben".to_string()]
    }

    fn result(honoris: [i32; 2], markers: [u8; 2], winner: Option<Mage>) -> GameResult {
        GameResult {
            honoris,
            markers,
            levels: [0, 0],
            winner,
        }
    }

    #[test]
    fn the_end_says_the_honoris_a_tie_broken_by_markers_and_a_draw() {
        let outcome = |last: GameResult| Outcome {
            winner: last.winner,
            last_game: last,
            wins: [0, 0],
        };
        let won = outcome(result([31, 20], [3, 2], Some(Mage::White)));
        assert_eq!(
            finished(&won, false, &names()),
            ["Game over: Ada (white) wins, 31 Honoris to 20"]
        );
        let tied = outcome(result([20, 20], [1, 3], Some(Mage::Black)));
        assert_eq!(
            finished(&tied, false, &names())[0],
            "Game over: tied at 20 Honoris: Ben (black) wins on duel markers, 3 to 1"
        );
        let drawn = outcome(result([15, 15], [2, 2], None));
        assert!(finished(&drawn, false, &names())[0].contains("a draw"));
    }

    #[test]
    fn a_match_names_its_grand_mage() {
        let outcome = Outcome {
            winner: Some(Mage::Black),
            last_game: result([8, 14], [1, 2], Some(Mage::Black)),
            wins: [1, 3],
        };
        let lines = finished(&outcome, true, &names());
        assert_eq!(lines[0], "Last game: Ben (black) wins, 14 Honoris to 8");
        assert_eq!(
            lines[1],
            "Match over: Ben (black) is Grand Mage, 3 games to 1"
        );
    }

    #[test]
    fn a_pawn_a_steer_and_a_resignation_in_words() {
        let pawn = [Event::PawnPlaced {
            mage: Mage::Black,
            encounter: 3,
            strength: Strength::Strong,
        }];
        assert_eq!(
            last_move(&pawn, &names(), false, None).unwrap(),
            "Last: Ben (black) put a strong pawn on rock 3"
        );
        assert!(last_move(&pawn, &names(), true, None)
            .unwrap()
            .starts_with("Ben (black)'s move, if confirmed"));
        let steer = [Event::TrackMoved {
            mage: Mage::White,
            toward: crate::engines::magistrar::Energy::Dark,
            from: -1,
            to: 1,
        }];
        assert_eq!(
            last_move(&steer, &names(), false, Some((Mage::White, 2))).unwrap(),
            "Last: Ada (white) steered the super energy of rock 2: 2 spaces toward dark"
        );
        let gave_up = Resignation {
            seat: 1,
            forfeit: false,
        };
        assert_eq!(
            resigned(&gave_up, &names(), false),
            ["Game over: Ben resigned", "Ada (white) wins the game"]
        );
    }
}
