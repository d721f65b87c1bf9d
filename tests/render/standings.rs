//! A tournament's standings as a picture: a line a player, its words in the reader's
//! language. The picture of an 8-player Swiss after three rounds is written to
//! `manawell-standings-<lang>.png` in the temporary folder (`docs/tournament-standings.png`
//! is the English one).

use manawell::i18n::Lang;
use manawell::render::{render_standings, StandingsPicture};
use manawell::tournament::{standings, swiss_round, Entrant, Format, Game, Place, Player, Round};

/// An 8-player Swiss of three rounds, the first seat winning, board 2 drawn, and one
/// game of the last round still in play.
fn swiss() -> (Vec<manawell::tournament::Standing>, Vec<String>) {
    let entrants: Vec<Entrant> = (1..=8)
        .map(|n| Entrant {
            player: Player(n),
            rating: 1900 - 50 * i64::from(n),
        })
        .collect();
    let mut history: Vec<Round> = Vec::new();
    for r in 0..3 {
        let mut round = swiss_round(&entrants, &history);
        for (board, game) in round.games.iter_mut().enumerate() {
            if r == 2 && board == 3 {
                continue;
            }
            let places = if board == 2 { [1, 1] } else { [1, 2] };
            *game =
                Game::new(game.seats.clone()).ended(places.iter().map(|p| Place::At(*p)).collect());
        }
        history.push(round);
    }
    let lines = standings(Format::Swiss, &entrants, &history);
    let names = [
        "Mira",
        "Tom",
        "Ada",
        "Bo",
        "Ségolène-Marie de la Tour",
        "Jörg",
        "Li",
        "Kwame",
    ];
    let named = lines
        .iter()
        .map(|l| names[l.player.0 as usize - 1].to_string())
        .collect();
    (lines, named)
}

#[test]
fn standings_are_drawn_a_line_a_player_in_each_language() {
    let (lines, names) = swiss();
    let mut pictures = Vec::new();
    for lang in [Lang::En, Lang::Fr, Lang::De] {
        let title = manawell::tr!(
            lang,
            "tournament-standings-title",
            tournament = 3,
            game = "Magistrar",
            round = 3,
            rounds = 3
        );
        let png = render_standings(&StandingsPicture {
            title: &title,
            lines: &lines,
            names: &names,
            lang,
        })
        .unwrap();
        let picture = image::load_from_memory(&png).unwrap();
        assert_eq!(picture.width(), 720);
        // A heading and a line per player.
        assert!(picture.height() >= 44 * 9, "{}", picture.height());
        // Nothing drawn in the left margin: every text starts inside the picture.
        let rgb = picture.to_rgb8();
        let background = *rgb.get_pixel(0, 0);
        for y in 0..rgb.height() {
            for x in 0..10 {
                assert_eq!(
                    *rgb.get_pixel(x, y),
                    background,
                    "ink at ({x}, {y}) in {lang:?}"
                );
            }
        }
        let path = std::env::temp_dir().join(format!("manawell-standings-{}.png", lang.code()));
        std::fs::write(&path, &png).unwrap();
        pictures.push(png);
    }
    // The headings are each language's.
    assert_ne!(pictures[0], pictures[1]);
    assert_ne!(pictures[1], pictures[2]);
    // Fewer players, a shorter picture.
    let short = render_standings(&StandingsPicture {
        title: "t",
        lines: &lines[..2],
        names: &names[..2],
        lang: Lang::En,
    })
    .unwrap();
    assert!(
        image::load_from_memory(&short).unwrap().height()
            < image::load_from_memory(&pictures[0]).unwrap().height()
    );
}
