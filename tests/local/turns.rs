//! A turn at the terminal: the keyboard passed, the move previewed then played or taken
//! back, the lists and the answers a player asks for.

use manawell::frontends::local::{Ending, LocalOptions};
use manawell::table::TableId;

use super::{options, session, text_pictures};
use crate::support::Db;

async fn version(db: &Db) -> i64 {
    let svc = db.service().await;
    let v = svc.current(TableId(1), None).await.unwrap().version;
    svc.store().close().await;
    v
}

#[tokio::test]
async fn a_move_is_previewed_then_taken_back_or_played() {
    let db = Db::new("local-preview");
    let (_, out) = session(&db, &options(true), "\nA12 M12 north\nn\n").await;
    assert!(
        out.contains("You would play A12 M12 north: Ann placed Fortress A12 at M12 facing north"),
        "{out}"
    );
    assert!(out.contains("Taken back: nothing was played."), "{out}");
    // The order of its spells does not matter at the start: no question.
    assert!(!out.contains("matters here"), "{out}");
    assert_eq!(version(&db).await, 0);

    // Another command at the question takes the move back and is read as a command.
    let (_, out) = session(&db, &options(false), "\n1\nmoves A12\n").await;
    assert!(out.contains("Taken back"), "{out}");
    assert!(out.contains(" 1. A12 M12 north"), "{out}");
    assert_eq!(version(&db).await, 0);

    // Enter plays it.
    let (_, out) = session(&db, &options(false), "\na12 m12 NORTH\n\n").await;
    assert!(
        out.contains("Ann placed Fortress A12 at M12 facing north"),
        "{out}"
    );
    assert_eq!(version(&db).await, 1);
}

#[tokio::test]
async fn the_keyboard_is_passed_before_a_hand_is_shown() {
    let db = Db::new("local-pass");
    let (_, out) = session(&db, &options(true), "\n1\ny\n\nhand\n").await;
    let pass = out
        .find("Pass the keyboard to Bob — press Enter")
        .expect("a pause before Bob's turn");
    let turn = out.find("Bob, your turn.").unwrap();
    let board = out.rfind("Golems in supply").unwrap();
    assert!(board < pass && pass < turn, "{out}");
    // Ann's hand shows only after her own pause, Bob's only after his.
    let hands: Vec<usize> = out.match_indices("Your hand:").map(|(i, _)| i).collect();
    assert!(hands
        .iter()
        .all(|h| *h > out.find("Pass the keyboard to Ann").unwrap()));
    assert!(hands.iter().filter(|h| **h > pass).count() >= 1, "{out}");
    assert!(
        hands.iter().filter(|h| **h > pass).all(|h| *h > turn),
        "{out}"
    );
}

#[tokio::test]
async fn moves_are_filtered_by_a_tile_or_a_cell_and_tiles_are_shown() {
    let db = Db::new("local-lists");
    let (_, out) = session(
        &db,
        &options(true),
        "\nmoves M12\nmoves zz9\ntile A7\ntile Q9\n",
    )
    .await;
    let listed: Vec<&str> = out
        .lines()
        .filter(|l| {
            let digits = l
                .trim_start()
                .trim_start_matches(|c: char| c.is_ascii_digit());
            digits.len() < l.trim_start().len() && digits.starts_with(". ")
        })
        .collect();
    assert!(!listed.is_empty(), "{out}");
    for line in &listed {
        assert!(line.contains("M12"), "{line}");
        assert!(line.chars().count() <= 80, "{line}");
    }
    assert!(out.contains("No move this turn names `zz9`."), "{out}");
    assert!(out.contains("A7 Cottage"), "{out}");
    assert!(out.contains("`q9` is not a tile"), "{out}");
}

#[tokio::test]
async fn help_shows_the_syntax_of_the_game_being_played() {
    let db = Db::new("local-help");
    let (_, out) = session(&db, &options(true), "\nhelp\n").await;
    assert!(out.contains("`A7 M14 east`"), "{out}");
    assert!(!out.contains("enter B1"), "{out}");
    let db = Db::new("local-help-solo");
    let solo = LocalOptions {
        solo: Some(manawell::engines::rivality::solo::Difficulty::Standard),
        players: None,
        names: vec!["Ann".into()],
        ..options(true)
    };
    let (_, out) = session(&db, &solo, "help\n").await;
    assert!(out.contains("`enter B1`"), "{out}");
    assert!(!out.contains("A7 M14 east"), "{out}");
}

#[tokio::test]
async fn resigning_asks_first_and_the_picture_shows_the_end() {
    let db = Db::new("local-resign-ask");
    let opts = LocalOptions {
        pictures: Some(text_pictures(&db)),
        ..options(true)
    };
    let (ending, out) = session(&db, &opts, "\nresign\nn\nquit\n").await;
    assert_eq!(ending, Ending::Saved(TableId(1)));
    assert!(out.contains("resign game #1? Your side loses"), "{out}");
    assert!(out.contains("Not resigned: play on."), "{out}");
    assert_eq!(version(&db).await, 0);
    let opts = LocalOptions { new: false, ..opts };
    let (ending, out) = session(&db, &opts, "\nresign\nyes\n").await;
    assert_eq!(ending, Ending::Finished(TableId(1)));
    let resigned = out.find("Ann resigned").unwrap();
    let resumed = out.find("Board picture:").unwrap();
    assert!(
        resumed < resigned,
        "the picture is written when the game is resumed: {out}"
    );
    // The last board gives no guess at a score "if it ended now": it has ended.
    let last_board = out.rfind("Golems in supply").unwrap();
    assert!(resigned < last_board, "{out}");
    assert!(!out[last_board..].contains("if it ended now"), "{out}");
    let picture = out.rfind("Board picture:").unwrap();
    assert!(
        resigned < picture,
        "the picture is written after the resignation: {out}"
    );
    // The terminal wraps at 80 columns: read it unwrapped.
    let out = out.replace("\n    ", " ");
    assert!(
        out.ends_with("Game #1 is over.\nWhat next: run `manawell local` again for a rematch or another game (the list of games); `rules` and `help` work in every game.\n"),
        "{out}"
    );
}

#[tokio::test]
async fn the_picture_is_written_after_the_last_move() {
    let db = Db::new("local-last-picture");
    let opts = LocalOptions {
        pictures: Some(text_pictures(&db)),
        ..options(true)
    };
    let (ending, out) = session(&db, &opts, &"\n1\ny\n".repeat(80)).await;
    assert_eq!(ending, Ending::Finished(TableId(1)), "{out}");
    let over = out.find("The game is over").unwrap();
    assert!(out[over..].contains("Board picture:"), "{out}");
    let svc = db.service().await;
    let last = svc.board_text(TableId(1), None).await.unwrap();
    let drawn = std::fs::read_to_string(db.dir.join("manawell-game-1.png")).unwrap();
    assert_eq!(drawn, last, "the file shows the final position");
}

#[tokio::test]
async fn the_text_board_fits_80_columns() {
    let db = Db::new("local-80");
    let (_, out) = session(&db, &options(true), &"\n1\ny\n".repeat(80)).await;
    // Prompts are followed by what comes next on their line, as the script's input is
    // not echoed: those lines are left out.
    let prompts = ["> ", "Play it?", "Pass the keyboard"];
    for line in out
        .lines()
        .filter(|l| !prompts.iter().any(|p| l.contains(p)))
    {
        assert!(
            line.chars().count() <= 80,
            "{} columns: {line}",
            line.chars().count()
        );
    }
}

#[tokio::test]
async fn a_hint_as_on_discord() {
    let db = Db::new("local-hint");
    let (_, out) = session(&db, &options(true), "\nhint\n").await;
    assert!(
        out.contains("Hint: the AI's Hard level would play "),
        "{out}"
    );
    assert!(out.contains("% of its "), "{out}");
}

#[tokio::test]
async fn the_spell_order_is_asked_only_when_the_list_offers_several() {
    use manawell::table::{Place, UserId};
    // Play first moves until a turn's list offers a placement in several spell orders
    // (late in a game, when the supply runs low).
    let mut found = None;
    for seed in 1..40u64 {
        let db = Db::new("local-order");
        let opts = LocalOptions {
            seed: Some(seed),
            ..options(true)
        };
        session(&db, &opts, "quit\n").await;
        let svc = db.service().await;
        let id = svc
            .latest_at(&Place::local(), &[manawell::store::Status::Running])
            .await
            .unwrap()
            .unwrap();
        for _ in 0..80 {
            let Some(to_act) = svc.whose_turn(id).await.unwrap() else {
                break;
            };
            let user = to_act.user.clone().unwrap();
            let (_, game) = svc.game(id).await.unwrap();
            let choices = game.choices(manawell::i18n::Lang::En);
            let ordered = choices
                .iter()
                .find(|c| c.notation.split_whitespace().count() == 4)
                .cloned();
            if let Some(c) = ordered {
                found = Some((db, c.notation, user));
                break;
            }
            // Varied play (not always the first move) reaches low supplies in more ways.
            let pick = (seed as usize * 7 + choices.len()) % choices.len();
            svc.submit(id, &user, &choices[pick].notation)
                .await
                .unwrap();
        }
        svc.store().close().await;
        if found.is_some() {
            break;
        }
    }
    let (db, ordered, user): (Db, String, UserId) = found.expect("a turn where the order matters");
    let placement: Vec<&str> = ordered.split_whitespace().take(3).collect();
    let placement = placement.join(" ");
    let before = version(&db).await;
    let script = format!("\n{placement}\n1\ny\n");
    let (_, out) = session(&db, &LocalOptions::default(), &script).await;
    assert!(
        out.contains("The order of this tile's spells matters here."),
        "{out}"
    );
    assert_eq!(version(&db).await, before + 1, "{out}");
    let svc = db.service().await;
    let log = svc.log(TableId(1)).await.unwrap();
    let last = log.last().unwrap();
    assert_eq!(last.notation.as_deref(), Some(ordered.as_str()), "{user:?}");
}

#[tokio::test]
async fn a_solo_move_is_previewed_with_where_both_wizards_go() {
    use manawell::frontends::pictures::BoardPictures;
    let db = Db::new("local-solo-preview");
    let opts = LocalOptions {
        solo: Some(manawell::engines::rivality::solo::Difficulty::Standard),
        players: None,
        names: vec!["Ann".into()],
        pictures: Some(manawell::frontends::local::Pictures {
            dir: db.dir.clone(),
            renderer: std::sync::Arc::new(BoardPictures),
        }),
        ..options(true)
    };
    let (_, out) = session(&db, &opts, "enter B1\nn\n").await;
    // Long lines are wrapped at 80 columns: read as one.
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    let said = "You would play enter B1: You go to B1 with a golem; Suramun will go to B6 with \
                a golem. B6 turns face up. Then Suramun casts his spells, and you yours if you \
                still hold B1.";
    let preview = out.find(said).unwrap_or_else(|| panic!("{out}"));
    let path = db.dir.join("manawell-game-1.png");
    let picture = out
        .find(&format!("Preview picture: {}", path.display()))
        .unwrap_or_else(|| panic!("{out}"));
    let taken_back = out.find("Taken back: nothing was played.").unwrap();
    assert!(preview < picture && picture < taken_back, "{out}");
    // Taken back, the picture is the board again.
    assert!(
        out[taken_back..].contains(&format!("Board picture: {}", path.display())),
        "{out}"
    );
    assert_eq!(version(&db).await, 0);

    // Played, the account names what turned face up.
    let (_, out) = session(&db, &LocalOptions { new: false, ..opts }, "enter B1\ny\n").await;
    assert!(out.contains("Ann moved to B1 with a golem."), "{out}");
    assert!(out.contains("B6 turned face up: "), "{out}");
    assert_eq!(version(&db).await, 1);
}

/// Pictures that record which move each one highlights: the mover's seat and the move.
struct Highlights(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl manawell::table::BoardRenderer for Highlights {
    fn board_png(
        &self,
        _: &dyn manawell::table::AnyGame,
        _: Option<u8>,
        _: &[String],
        _: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        self.0.lock().unwrap().push("no move".into());
        Ok(b"no move".to_vec())
    }

    fn last_png(
        &self,
        _: &dyn manawell::table::AnyGame,
        last: manawell::table::LastAction<'_>,
        _: Option<u8>,
        _: &[String],
        _: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        let drawn = match last {
            manawell::table::LastAction::Move { before, notation } => {
                format!("seat {}: {notation}", before.to_act().unwrap())
            }
            manawell::table::LastAction::GaveUp { seat, .. } => format!("seat {seat} gave up"),
        };
        self.0.lock().unwrap().push(drawn.clone());
        Ok(drawn.into_bytes())
    }
}

impl manawell::frontends::pictures::Pictures for Highlights {}

#[tokio::test]
async fn against_the_ai_the_picture_shows_your_move_before_its_answer() {
    use manawell::ai::Level;
    use manawell::frontends::local::run;
    use manawell::table::{AiBot, TableService};
    use std::sync::{Arc, Mutex};
    let db = Db::new("local-ai-pictures");
    let svc = TableService::new(db.store().await).with_bot(Arc::new(AiBot::new(Level::Easy)));
    let drawn = Arc::new(Mutex::new(Vec::new()));
    let opts = LocalOptions {
        ai: Some(Level::Easy),
        names: vec!["Ann".into()],
        pictures: Some(manawell::frontends::local::Pictures {
            dir: db.dir.clone(),
            renderer: Arc::new(Highlights(drawn.clone())),
        }),
        ..options(true)
    };
    let mut out = Vec::new();
    run(&svc, &opts, "A12 M12 north\ny\n".as_bytes(), &mut out)
        .await
        .unwrap();
    let out = String::from_utf8(out).unwrap();
    let drawn = drawn.lock().unwrap().clone();
    // The start, Ann's move highlighted, then the AI's answer highlighted.
    assert_eq!(drawn.len(), 3, "{drawn:?}");
    assert_eq!(drawn[0], "no move");
    assert_eq!(drawn[1], "seat 0: A12 M12 north");
    assert!(drawn[2].starts_with("seat 1: "), "{drawn:?}");
    // Ann's picture is there while the AI thinks; its answer's after it played.
    let path = db.dir.join("manawell-game-1.png");
    let written = format!("Board picture: {}", path.display());
    let yours = out
        .find("Ann placed Fortress A12 at M12 facing north")
        .unwrap();
    let thinking = out.find("Easy bot is thinking").unwrap();
    let answer = out.find("Easy bot placed").unwrap();
    let pictures: Vec<usize> = out.match_indices(&written).map(|(i, _)| i).collect();
    assert_eq!(pictures.len(), 3, "{out}");
    assert!(yours < pictures[1] && pictures[1] < thinking, "{out}");
    assert!(answer < pictures[2], "{out}");
    assert_eq!(std::fs::read(&path).unwrap(), drawn[2].as_bytes());
}

/// At a terminal, the screen is wiped before the keyboard passes: Ann's hand is not left
/// above "Pass the keyboard to Bob"; what everyone may see is shown again.
#[tokio::test]
async fn the_screen_is_cleared_before_the_keyboard_passes() {
    let db = Db::new("local-clear-screen");
    let opts = LocalOptions {
        clear_screen: true,
        ..options(true)
    };
    let (_, out) = session(&db, &opts, "\n1\ny\nquit\n").await;
    let pass_bob = out.find("Pass the keyboard to Bob").expect(&out);
    let cleared = out[..pass_bob].rfind("\x1b[2J").expect(&out);
    let after = &out[cleared..pass_bob];
    assert!(!after.contains("Your hand"), "{after}");
    assert!(after.contains("Ann placed"), "{after}");
    assert!(out[..cleared].contains("Your hand"), "{out}");
    // The first player's turn needs no wiping: nothing private was shown yet.
    assert_eq!(out.matches("\x1b[2J").count(), 1, "{out}");
}
