//! `/replay`'s animation through the desk: a finished game's is encoded once and kept
//! (every later replay shows the same bytes, drawing nothing), a running game's is drawn
//! anew; and one user encodes one replay at a time.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use manawell::ai::Level;
use manawell::frontends::discord::desk::{Desk, Refusal};
use manawell::frontends::pictures::{BoardPictures, Pictures};
use manawell::i18n::Lang;
use manawell::table::{AiBot, AnyGame, BoardRenderer, Seat};

use super::{new_table, player};
use crate::support::Db;

/// The real pictures, counted, each taking `pause` more.
pub(super) struct Counted {
    drawn: AtomicUsize,
    pause: Duration,
}

impl Counted {
    pub(super) fn drawn(&self) -> usize {
        self.drawn.load(Ordering::SeqCst)
    }

    fn count(&self) {
        self.drawn.fetch_add(1, Ordering::SeqCst);
        std::thread::sleep(self.pause);
    }
}

impl BoardRenderer for Counted {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
    ) -> Result<Vec<u8>, String> {
        self.count();
        BoardPictures.board_png(game, viewer, names, lang)
    }
}

impl Pictures for Counted {
    fn move_png(
        &self,
        before: &dyn AnyGame,
        notation: &str,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        preview: bool,
    ) -> Result<Option<Vec<u8>>, String> {
        self.count();
        BoardPictures.move_png(before, notation, viewer, names, lang, preview)
    }

    fn resigned_png(
        &self,
        game: &dyn AnyGame,
        seat: Seat,
        forfeit: bool,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
    ) -> Result<Option<Vec<u8>>, String> {
        self.count();
        BoardPictures.resigned_png(game, seat, forfeit, viewer, names, lang)
    }
}

pub(super) async fn desk_drawing(db: &Db, pause: Duration) -> (Desk, Arc<Counted>) {
    let pictures = Arc::new(Counted {
        drawn: AtomicUsize::new(0),
        pause,
    });
    let bot = Arc::new(AiBot::new(Level::Easy));
    let desk = Desk::new(db.service().await.with_bot(bot), pictures.clone());
    (desk, pictures)
}

/// A game between alice (1) and bob (2) with `moves` moves played, the first legal each.
pub(super) async fn played(desk: &Desk, moves: usize) -> u64 {
    let lobby = desk.open(new_table(2, vec![])).await.unwrap();
    let t = lobby.table;
    desk.join(t, player(2, "bob")).await.unwrap();
    for _ in 0..moves {
        let mover = desk
            .view(t)
            .await
            .unwrap()
            .to_move
            .expect("a player to move");
        let turn = desk.turn(t, mover, Lang::En).await.unwrap();
        let first = turn.moves[0].clone();
        desk.play(t, mover, first, turn.version, Lang::En)
            .await
            .unwrap();
    }
    t
}

#[tokio::test]
async fn a_finished_games_replay_is_encoded_once_and_kept() {
    let db = Db::new("desk-replay-kept");
    let (desk, pictures) = desk_drawing(&db, Duration::ZERO).await;
    let t = played(&desk, 3).await;

    // Running: each replay draws its animation anew (the next move changes it).
    let before = pictures.drawn();
    desk.replay(t, 1).await.unwrap();
    let once = pictures.drawn() - before;
    assert!(once > 0, "a running game's animation is drawn");
    desk.replay(t, 1).await.unwrap();
    assert_eq!(pictures.drawn() - before, 2 * once, "and drawn again");

    // Over: encoded at the first replay, then kept, for anyone who asks.
    desk.resign(t, 1).await.unwrap();
    let first = desk.replay(t, 1).await.unwrap();
    let drawn = pictures.drawn();
    for viewer in [1, 2, 3] {
        let again = desk.replay(t, viewer).await.unwrap();
        assert_eq!(again.gif, first.gif, "the kept animation");
        assert_eq!(again.frames, first.frames);
    }
    assert_eq!(pictures.drawn(), drawn, "nothing drawn again");
}

#[tokio::test]
async fn one_user_encodes_one_replay_at_a_time() {
    let db = Db::new("desk-replay-busy");
    let (desk, _) = desk_drawing(&db, Duration::from_millis(40)).await;
    let t = played(&desk, 2).await;
    // Two replays by alice at once: one is made, the other refused; bob's meanwhile is
    // made too.
    let (a, b, c) = tokio::join!(desk.replay(t, 1), desk.replay(t, 1), desk.replay(t, 2));
    let alices = [a.map(|_| ()), b.map(|_| ())];
    assert_eq!(
        alices.iter().filter(|r| r.is_ok()).count(),
        1,
        "one of alice's two: {alices:?}"
    );
    assert!(alices.contains(&Err(Refusal::ReplayBusy)), "{alices:?}");
    assert!(c.is_ok(), "bob's own");
    // Once it is done, alice may ask again.
    assert!(desk.replay(t, 1).await.is_ok());
    assert_eq!(
        Refusal::ReplayBusy.message(Lang::En, t),
        "Your previous replay is still being made: it is posted as soon as it is ready. Ask again after it."
    );
}
