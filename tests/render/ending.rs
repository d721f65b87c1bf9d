//! The end of a game in the picture: the final scores, the winner and why, and nobody
//! left "to play"; after a resignation, who gave up and who wins.

use manawell::render::{board_panel, BoardPicture, Format, Resignation};

use super::{draw, dump, game, names};

fn panel_of(g: &manawell::engines::rivality::Game, resigned: Option<Resignation>) -> Vec<String> {
    let view = g.view(None);
    let names = names(g.players() as usize);
    let picture = BoardPicture {
        view: &view,
        names: &names,
        last_events: &[],
        preview: false,
        format: Format::Phone,
        lang: manawell::i18n::Lang::En,
    };
    let scene = board_panel(&picture, resigned);
    assert!(scene
        .sides
        .iter()
        .all(|s| s.seats.iter().all(|seat| !seat.to_act)));
    let mut lines = scene.status.clone();
    lines.push(scene.score_caption.clone());
    lines.extend(
        scene
            .sides
            .iter()
            .filter(|s| s.winner)
            .map(|s| format!("star {}", s.label)),
    );
    lines
}

#[test]
fn a_finished_game_gives_the_final_scores_the_winner_and_why() {
    let mut well_tie = false;
    let mut clear_win = false;
    for seed in 1..200 {
        let (g, events) = game(2, seed, 500);
        let outcome = g.outcome.clone().expect("a random game ends");
        let lines = panel_of(&g, None);
        let text = lines.join(" | ");
        assert!(text.contains("Game over"), "{text}");
        assert!(text.contains("final score"), "{text}");
        assert!(!text.contains("to play"), "{text}");
        let (a, b) = (outcome.scores[0], outcome.scores[1]);
        match outcome.winners.as_slice() {
            [one] if a == b => {
                // Tied, and the Well's holder wins: the picture says so.
                assert!(
                    text.contains(&format!("Tied at {a}")) && text.contains("holding the Well"),
                    "{text}"
                );
                assert_eq!(lines.iter().filter(|l| l.starts_with("star")).count(), 1);
                assert!(text.contains(&format!("({one})")), "{text}");
                if !well_tie {
                    dump("well-tie.png", &draw(&g, &events, None));
                }
                well_tie = true;
            }
            [one] => {
                let (best, other) = (a.max(b), a.min(b));
                assert!(
                    text.contains(&format!("({one}) wins with {best} VP to {other}")),
                    "{text}"
                );
                clear_win = true;
            }
            _ => assert!(text.contains("Shared win"), "{text}"),
        }
        if well_tie && clear_win {
            return;
        }
    }
    panic!("200 random games without both a clear win and a tie won through the Well");
}

#[test]
fn a_resignation_says_who_gave_up_and_who_wins() {
    let (g, _) = game(3, 9, 8);
    let lines = panel_of(
        &g,
        Some(Resignation {
            seat: 1,
            forfeit: true,
        }),
    );
    let text = lines.join(" | ");
    assert!(text.contains("Game over: Brune ran out of time"), "{text}");
    assert!(text.contains("score when the game ended"), "{text}");
    assert!(
        text.contains(" wins") || text.contains("share the win"),
        "{text}"
    );
    assert!(
        !text.contains("star Purple"),
        "the side that gave up does not win: {text}"
    );
}
