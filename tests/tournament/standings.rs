//! The standings' tie-breaks on small tournaments worked out by hand.

use manawell::tournament::{standings, Format, Game, Place, Player, Points, Round, TieBreaks};

use super::play::field;

fn game(first: u32, second: u32, places: [u8; 2]) -> Game {
    Game::new(vec![Player(first), Player(second)])
        .ended(places.iter().map(|p| Place::At(*p)).collect())
}

#[test]
fn swiss_ties_break_on_buchholz_then_sonneborn_berger() {
    // 1 beats 2, 3 draws 4; then 1 draws 3, 2 beats 4.
    let history = vec![
        Round {
            games: vec![game(1, 2, [1, 2]), game(3, 4, [1, 1])],
            byes: vec![],
        },
        Round {
            games: vec![game(1, 3, [1, 1]), game(4, 2, [2, 1])],
            byes: vec![],
        },
    ];
    let entrants = field(&[1500, 1900, 1500, 1500]);
    let lines = standings(Format::Swiss, &entrants, &history);
    let order: Vec<u32> = lines.iter().map(|l| l.player.0).collect();
    // 2 and 3 are level on points and Buchholz (2 each); 3's Sonneborn–Berger is higher
    // (½×1½ + ½×½ = 1 against ½), whatever 2's rating.
    assert_eq!(order, vec![1, 3, 2, 4]);
    assert_eq!(lines[0].points, Points(3));
    assert_eq!(
        lines[1].tie_breaks,
        TieBreaks::Swiss {
            buchholz: Points(4),
            sonneborn_berger: 4
        }
    );
    assert_eq!(
        lines[2].tie_breaks,
        TieBreaks::Swiss {
            buchholz: Points(4),
            sonneborn_berger: 2
        }
    );
    assert_eq!(
        lines.iter().map(|l| l.rank).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
}

#[test]
fn round_robin_ties_break_head_to_head_then_wins() {
    // 1 beats 3, draws 2, loses to 4; 3 beats 2, draws 4; 4 beats 2: 1 and 3 on 1½,
    // level on wins; 1 ahead by their game, whatever 3's rating.
    let history = vec![
        Round {
            games: vec![game(1, 3, [1, 2]), game(2, 4, [2, 1])],
            byes: vec![],
        },
        Round {
            games: vec![game(1, 2, [1, 1]), game(3, 4, [1, 1])],
            byes: vec![],
        },
        Round {
            games: vec![game(4, 1, [1, 2]), game(2, 3, [2, 1])],
            byes: vec![],
        },
    ];
    let entrants = field(&[1200, 1500, 1900, 1500]);
    let lines = standings(Format::RoundRobin, &entrants, &history);
    let of = |p: u32| lines.iter().find(|l| l.player.0 == p).unwrap().clone();
    assert_eq!(of(1).points, of(3).points);
    assert!(of(1).rank < of(3).rank, "{lines:?}");
    assert_eq!(
        of(1).tie_breaks,
        TieBreaks::RoundRobin {
            head_to_head: Points(2),
            wins: 1
        }
    );
}

#[test]
fn games_in_play_are_counted_and_score_nothing_yet() {
    let history = vec![Round {
        games: vec![Game::new(vec![Player(1), Player(2)])],
        byes: vec![Player(3)],
    }];
    let lines = standings(Format::Swiss, &field(&[1500, 1500, 1500]), &history);
    assert_eq!(lines[0].player, Player(3));
    assert_eq!(lines[0].points, Points(2));
    assert_eq!(lines[1].in_play, 1);
    assert_eq!(lines[1].points, Points(0));
    assert_eq!(lines[1].rank, 2);
    assert_eq!(lines[2].rank, 2);
}
