//! Replays and exports through the table service: a frame per version drawn for
//! everyone, the animation of a long 4-player game within Discord's 10 MB, frames of a
//! running game that do not depend on the hands, and a finished game's export read back
//! to the same position (a resignation included, an illegal edit refused at its move).

use std::sync::Mutex;

use crate::support::{play, started, user, Db};
use manawell::engines::rivality::Game;
use manawell::frontends::pictures::BoardPictures;
use manawell::table::kinds::rivality::Rivality;
use manawell::table::kinds::Typed;
use manawell::table::replay::export::End;
use manawell::table::{
    AnyGame, BoardRenderer, Export, LastAction, Replay, Seat, TableError, TableId,
};

/// Records what each frame was asked for: the viewer, and whether a last action was drawn.
#[derive(Default)]
struct Spy {
    calls: Mutex<Vec<(Option<Seat>, &'static str)>>,
}

impl BoardRenderer for Spy {
    fn board_png(
        &self,
        _: &dyn AnyGame,
        viewer: Option<Seat>,
        _: &[String],
        _: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        self.calls.lock().unwrap().push((viewer, "board"));
        Ok(vec![1])
    }

    fn last_png(
        &self,
        _: &dyn AnyGame,
        last: LastAction<'_>,
        viewer: Option<Seat>,
        _: &[String],
        _: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        let what = match last {
            LastAction::Move { .. } => "move",
            LastAction::GaveUp { .. } => "gave up",
        };
        self.calls.lock().unwrap().push((viewer, what));
        Ok(vec![2])
    }
}

#[tokio::test]
async fn a_replay_has_a_frame_per_version_each_drawn_for_everyone() {
    let db = Db::new("replay-frames");
    let svc = db.service().await;
    let id = started(&svc, 3, 4, false).await;
    play(&svc, id, 9, 2).await;
    svc.resign(id, &user(1).id).await.unwrap();
    let replay = svc.replay_of(id).await.unwrap();
    assert_eq!(replay.len(), 11, "the start, 9 moves and the resignation");
    let log = svc.log(id).await.unwrap();
    for (frame, line) in log.iter().enumerate() {
        assert_eq!(replay.version(frame + 1).unwrap().caption, line.text);
    }
    let spy = Spy::default();
    replay.frames(&spy).unwrap();
    let calls = spy.calls.into_inner().unwrap();
    assert_eq!(calls.len(), 11);
    assert!(
        calls.iter().all(|(viewer, _)| viewer.is_none()),
        "{calls:?}"
    );
    assert_eq!(calls[0].1, "board");
    assert!(
        calls[1..10].iter().all(|(_, what)| *what == "move"),
        "{calls:?}"
    );
    assert_eq!(calls[10].1, "gave up");
    let err = replay.frame_png(11, &Spy::default()).unwrap_err();
    assert!(err.contains("no frame 11"), "{err}");
}

#[tokio::test]
async fn a_lobby_has_no_replay() {
    let db = Db::new("replay-lobby");
    let svc = db.service().await;
    let id = started(&svc, 2, 1, false).await;
    assert!(svc.replay_of(TableId(id.0 + 100)).await.is_err());
    let mut spec = manawell::table::TableSpec::new(
        crate::support::rivality(3),
        manawell::table::Place::channel("test", "g", "c"),
        user(0),
    );
    spec.seed = Some(1);
    let (lobby, _) = svc.create(spec).await.unwrap();
    assert_eq!(
        svc.replay_of(lobby).await.err(),
        Some(TableError::NotStarted(lobby))
    );
}

#[tokio::test]
async fn the_animation_of_a_whole_four_player_game_fits_in_a_discord_message() {
    let db = Db::new("replay-gif");
    let svc = db.service().await;
    let id = started(&svc, 4, 21, true).await;
    let played = play(&svc, id, 400, 5).await;
    assert!(played < 400, "the game ends");
    let replay = svc.replay_of(id).await.unwrap();
    let gif = replay.animation(&BoardPictures).unwrap();
    eprintln!(
        "a 4-player Expert game of {played} moves: {} frames, {} bytes of GIF",
        replay.len(),
        gif.len()
    );
    if let Ok(path) = std::env::var("MANAWELL_REPLAY_GIF") {
        std::fs::write(path, &gif).unwrap();
    }
    assert!(gif.len() < 10 * 1024 * 1024, "{} bytes", gif.len());
    assert!(gif.starts_with(b"GIF89a"));
}

/// `game` with the hands of two seats other than `mover` swapped (equal sizes, so that
/// what the public sees, the hands' sizes, stays the same).
fn hands_swapped(game: &dyn AnyGame, mover: Seat) -> Option<Box<dyn AnyGame>> {
    let mut game = game.as_any().downcast_ref::<Game>()?.clone();
    let others: Vec<usize> = (0..game.hands.len())
        .filter(|&s| s != usize::from(mover))
        .collect();
    let (a, b) = (others[0], others[1]);
    if game.hands[a].len() != game.hands[b].len() || game.hands[a] == game.hands[b] {
        return None;
    }
    game.hands.swap(a, b);
    Some(Box::new(Typed::<Rivality>(game)))
}

#[tokio::test]
async fn frames_of_a_running_game_are_the_same_whatever_the_hands_hold() {
    let db = Db::new("replay-hidden");
    let svc = db.service().await;
    let id = started(&svc, 4, 8, false).await;
    play(&svc, id, 14, 3).await;
    let replay = svc.replay_of(id).await.unwrap();
    let names = replay.names.clone();
    let mut compared = 0;
    for frame in 1..replay.len() {
        let before = &replay.version(frame - 1).unwrap().game;
        let after = replay.version(frame).unwrap();
        let Some(mover) = before.to_act() else {
            continue;
        };
        let (Some(b), Some(a)) = (
            hands_swapped(&**before, mover),
            hands_swapped(&*after.game, mover),
        ) else {
            continue;
        };
        let mut other = Replay::new("rivality", names.clone(), b, manawell::i18n::Lang::En);
        other.push(a, after.action.clone().unwrap(), after.caption.clone());
        assert_eq!(
            other.frame_png(1, &BoardPictures).unwrap(),
            replay.frame_png(frame, &BoardPictures).unwrap(),
            "frame {frame} shows a hand"
        );
        compared += 1;
    }
    assert!(compared >= 10, "only {compared} frames compared");
}

#[tokio::test]
async fn a_finished_game_exports_and_reads_back_to_the_same_position() {
    let db = Db::new("replay-export");
    let svc = db.service().await;
    let id = started(&svc, 3, 12, false).await;
    let played = play(&svc, id, 300, 4).await;
    let text = svc.export(id).await.unwrap();
    assert!(
        text.starts_with("# manawell replay 1\ngame: rivality\n"),
        "{text}"
    );
    let export = Export::parse(&text).unwrap();
    assert_eq!(export.moves.len(), played);
    assert_eq!(export.seed, 12);
    assert_eq!(export.names, vec!["Mira", "Tom", "Ada"]);
    assert_eq!(export.end, None);
    let replay = export.replay().unwrap();
    let (_, saved) = svc.game(id).await.unwrap();
    assert_eq!(
        replay.last().game.encode().unwrap(),
        saved.encode().unwrap()
    );
    assert_eq!(Export::parse(&export.to_text()).unwrap(), export);
}

#[tokio::test]
async fn a_running_game_is_not_exported_its_seed_would_tell_the_hands() {
    let db = Db::new("replay-running");
    let svc = db.service().await;
    let id = started(&svc, 2, 3, false).await;
    play(&svc, id, 3, 1).await;
    assert_eq!(svc.export(id).await, Err(TableError::StillPlaying(id)));
}

#[tokio::test]
async fn a_resignation_ends_the_export_and_its_replay() {
    let db = Db::new("replay-resign");
    let svc = db.service().await;
    let id = started(&svc, 2, 9, false).await;
    play(&svc, id, 6, 2).await;
    svc.resign(id, &user(1).id).await.unwrap();
    let text = svc.export(id).await.unwrap();
    assert!(
        text.ends_with("moves:\n") || text.contains("\nend: 2 resigned\n"),
        "{text}"
    );
    let export = Export::parse(&text).unwrap();
    assert_eq!(export.end, Some(End::Resigned(1)));
    let replay = export.replay().unwrap();
    assert_eq!(replay.len(), 8);
    assert_eq!(replay.last().caption, "Tom resigned.");
}

#[tokio::test]
async fn an_export_edited_into_an_illegal_game_is_refused_at_that_move() {
    let db = Db::new("replay-edited");
    let svc = db.service().await;
    let id = started(&svc, 2, 9, false).await;
    play(&svc, id, 4, 2).await;
    svc.resign(id, &user(0).id).await.unwrap();
    let text = svc.export(id).await.unwrap();
    let mut export = Export::parse(&text).unwrap();
    export.moves[2] = export.moves[0].clone();
    let err = export.replay().err().expect("refused");
    assert!(
        err.starts_with(&format!("move 3 `{}`", export.moves[2])),
        "{err}"
    );
    let err = Export::parse(&text.replace("seed: 9", "seed: nine")).unwrap_err();
    assert!(err.contains("the seed is a whole number"), "{err}");
    let err = Export::parse(&text.replace("game: ", "colour: ")).unwrap_err();
    assert!(err.contains("unknown field `colour`"), "{err}");
    let err = Export::parse("hello").unwrap_err();
    assert!(err.contains("not a manawell replay"), "{err}");
}

#[tokio::test]
async fn a_move_taken_back_is_a_frame_of_the_replay_but_not_in_the_export() {
    let db = Db::new("replay-takeback");
    let svc = db.service().await;
    let id = started(&svc, 2, 8, false).await;
    play(&svc, id, 3, 1).await;
    let (mover, mv) = crate::support::next_move(&svc, id, 5).await.unwrap();
    svc.submit(id, &mover, &mv).await.unwrap();
    let other = if mover == user(0).id {
        user(1)
    } else {
        user(0)
    };
    let asked = svc.ask_takeback(id, &mover).await.unwrap();
    let manawell::table::TakebackAnswer::Pending { version, .. } = asked else {
        panic!("waiting for the other player: {asked:?}")
    };
    svc.answer_takeback(id, &other.id, version, true)
        .await
        .unwrap();
    // Played on to the end from the position before the move.
    play(&svc, id, 300, 2).await;
    let replay = svc.replay_of(id).await.unwrap();
    let log = svc.log(id).await.unwrap();
    assert_eq!(
        replay.len(),
        log.len() + 1,
        "the move and its take-back are frames"
    );
    let state = |frame: usize| replay.version(frame).unwrap().game.encode().unwrap();
    assert_ne!(state(4), state(3), "frame 4 is the move");
    assert_eq!(state(5), state(3), "frame 5 takes it back");
    let export = Export::parse(&svc.export(id).await.unwrap()).unwrap();
    assert_eq!(
        export.moves.len(),
        log.len() - 2,
        "the move taken back is left out"
    );
    let back = export.replay().unwrap();
    let (_, saved) = svc.game(id).await.unwrap();
    assert_eq!(back.last().game.encode().unwrap(), saved.encode().unwrap());
}

#[tokio::test]
async fn a_solo_game_replays_and_exports_with_no_code_of_its_own() {
    use manawell::table::{GameOptions, Place, TableSpec};
    let db = Db::new("replay-solo");
    let svc = db.service().await;
    let solo = GameOptions::Suramun(manawell::table::kinds::suramun::SoloOptions {
        difficulty: manawell::engines::rivality::solo::Difficulty::Master,
    });
    let mut spec = TableSpec::new(solo, Place::local(), user(0));
    spec.seed = Some(31);
    let (id, _) = svc.create(spec).await.unwrap();
    let mut played = 0;
    while let Some((_, mv)) = crate::support::next_move(&svc, id, played * 31).await {
        svc.submit(id, &user(0).id, &mv).await.unwrap();
        played += 1;
        assert!(played < 500, "a solo game ends");
    }
    let replay = svc.replay_of(id).await.unwrap();
    assert_eq!(replay.len(), played + 1);
    let spy = Spy::default();
    replay.frames(&spy).unwrap();
    let calls = spy.calls.into_inner().unwrap();
    assert!(
        calls.iter().all(|(viewer, _)| viewer.is_none()),
        "{calls:?}"
    );
    assert_eq!(
        calls.iter().filter(|(_, what)| *what == "move").count(),
        played
    );

    let text = svc.export(id).await.unwrap();
    assert!(text.contains("\ngame: suramun\n"), "{text}");
    let back = Export::parse(&text).unwrap().replay().unwrap();
    let (_, saved) = svc.game(id).await.unwrap();
    assert_eq!(back.last().game.encode().unwrap(), saved.encode().unwrap());
}

/// Magistrar and Aetherium get replays and exports through the same code: their frames
/// drawn by their own pictures, animated, and a finished game read back to its state.
#[tokio::test]
async fn magistrar_and_aetherium_replay_and_export_with_no_code_of_their_own() {
    use manawell::table::{GameOptions, Place, TableSpec};
    for (kind, options) in [
        (
            "magistrar",
            GameOptions::Magistrar(manawell::engines::magistrar::Options::default()),
        ),
        (
            "aetherium",
            GameOptions::Aetherium(manawell::engines::aetherium::Options::default()),
        ),
    ] {
        let db = Db::new(&format!("replay-{kind}"));
        let svc = db.service().await;
        let mut spec = TableSpec::new(options, Place::channel("test", "g", "c"), user(0));
        spec.seed = Some(17);
        spec.shuffle_seats = false;
        let (id, _) = svc.create(spec).await.unwrap();
        svc.join(id, &user(1)).await.unwrap();
        // A few moves in: the real pictures, animated (a whole game's GIF is the 4-player
        // test's; debug builds encode slowly).
        play(&svc, id, 3, 7).await;
        let replay = svc.replay_of(id).await.unwrap();
        assert_eq!(replay.len(), 4, "{kind}: the start and three moves");
        let gif = replay.animation(&BoardPictures).unwrap();
        assert!(gif.starts_with(b"GIF89a"), "{kind}");
        assert!(matches!(
            svc.export(id).await,
            Err(TableError::StillPlaying(_))
        ));
        let played = 3 + play(&svc, id, 600, 7).await;
        assert!(played < 600, "{kind}: the game ends");
        let replay = svc.replay_of(id).await.unwrap();
        assert_eq!(replay.len(), played + 1, "{kind}");
        let spy = Spy::default();
        replay.frames(&spy).unwrap();
        let calls = spy.calls.into_inner().unwrap();
        assert!(calls.iter().all(|(viewer, _)| viewer.is_none()), "{kind}");
        let text = svc.export(id).await.unwrap();
        assert!(text.contains(&format!("\ngame: {kind}\n")), "{text}");
        let back = Export::parse(&text).unwrap().replay().unwrap();
        let (_, saved) = svc.game(id).await.unwrap();
        assert_eq!(
            back.last().game.encode().unwrap(),
            saved.encode().unwrap(),
            "{kind}"
        );
    }
}

#[tokio::test]
async fn a_replay_is_drawn_in_the_table_s_language() {
    use manawell::i18n::Lang;
    let db = Db::new("replay-lang");
    let svc = db.service().await;
    let id = started(&svc, 2, 4, false).await;
    play(&svc, id, 2, 2).await;
    // A table of a server with no language chosen is English; a German one, German.
    let english = svc.replay_of(id).await.unwrap();
    let german = svc.speaking(Lang::De).replay_of(id).await.unwrap();
    assert_eq!((english.lang, german.lang), (Lang::En, Lang::De));
    assert_eq!(
        english.version(0).unwrap().caption,
        "The start of the game."
    );
    assert_eq!(german.version(0).unwrap().caption, "Der Beginn der Partie.");
    assert_ne!(
        english.frame_png(2, &BoardPictures).unwrap(),
        german.frame_png(2, &BoardPictures).unwrap(),
        "the panel's words"
    );
}
