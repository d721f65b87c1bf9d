//! What the real-service tests share: a database file of their own (with a clock the
//! test may move), a renderer that records for whom, in which language and as what each
//! picture was drawn, and what a test may ask the table service besides the bot.

use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};

use manawell::ai::Level;
use manawell::frontends::discord::desk::Desk;
use manawell::frontends::pictures::{BoardPictures, Pictures};
use manawell::i18n::Lang;
use manawell::store::{now_ms, Store, StoreConfig};
use manawell::table::{AiBot, AnyGame, BoardRenderer, Seat, TableId, TableService};

use super::super::fake_discord::FakeDiscord;

/// A database file of its own, removed at the end, and how far the service's clock runs
/// ahead of the real one (milliseconds).
pub(crate) struct Db(PathBuf, Arc<AtomicI64>);

impl Db {
    pub(crate) fn new(name: &str) -> Db {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let file = format!("manawell-e2e-{name}-{}-{nanos}.db", std::process::id());
        Db(std::env::temp_dir().join(file), Arc::default())
    }

    /// Opens the database (migrations run) and the desk over it, as `manawell bot` does
    /// (its clock the real one until [`Db::move_clock`]).
    pub(crate) async fn open(&self, pictures: Arc<Recording>) -> (Store, Arc<Desk>) {
        let store = Store::open(&StoreConfig::at(self.0.to_str().unwrap()))
            .await
            .expect("open the database");
        let ai = Arc::new(AiBot::new(Level::Easy));
        let ahead = self.1.clone();
        let service = TableService::new(store.clone())
            .with_bot(ai)
            .with_clock(Arc::new(move || now_ms() + ahead.load(Ordering::SeqCst)));
        // A small hint budget: a debug build thinks slowly.
        let desk =
            Desk::new(service, pictures).with_hint_budget(manawell::ai::Budget::iterations(40));
        (store, Arc::new(desk))
    }

    /// Moves the table service's clock `ms` ahead: deadlines and reminders fall due.
    pub(crate) fn move_clock(&self, ms: i64) {
        self.1.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        for end in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{end}", self.0.display()));
        }
    }
}

/// One picture drawn: for whom (`None`: for everyone), in which language, and whether it
/// is a preview of a move not played yet.
struct Drawn {
    png: Vec<u8>,
    viewer: Option<Seat>,
    lang: Lang,
    preview: bool,
}

/// The renderer, recording each picture it drew.
pub(crate) struct Recording {
    inner: Box<dyn Pictures>,
    drawn: Mutex<Vec<Drawn>>,
}

impl Recording {
    pub(crate) fn real() -> Arc<Recording> {
        Recording::over(Box::new(BoardPictures))
    }

    /// Over [`Plain`] pictures: for the tests of the bot's flows, many pictures at no cost.
    pub(crate) fn plain() -> Arc<Recording> {
        Recording::over(Box::new(Plain))
    }

    pub(crate) fn over(inner: Box<dyn Pictures>) -> Arc<Recording> {
        Arc::new(Recording {
            inner,
            drawn: Mutex::default(),
        })
    }

    /// Who the picture `png` was drawn for; `None` if it was never drawn here.
    pub(crate) fn drawn_for(&self, png: &[u8]) -> Option<Vec<Option<Seat>>> {
        let drawn = self.drawn.lock().unwrap();
        let viewers: Vec<Option<Seat>> = drawn
            .iter()
            .filter(|d| d.png == png)
            .map(|d| d.viewer)
            .collect();
        (!viewers.is_empty()).then_some(viewers)
    }

    /// Whether `png` was drawn only as the preview of a move, and for `seat` alone.
    pub(crate) fn is_preview_for(&self, png: &[u8], seat: Seat) -> bool {
        let drawn = self.drawn.lock().unwrap();
        let mut same = drawn.iter().filter(|d| d.png == png).peekable();
        same.peek().is_some() && same.all(|d| d.preview && d.viewer == Some(seat))
    }

    /// Every picture drawn so far, in order: for whom, in which language.
    pub(crate) fn asked(&self) -> Vec<(Option<Seat>, Lang)> {
        let drawn = self.drawn.lock().unwrap();
        drawn.iter().map(|d| (d.viewer, d.lang)).collect()
    }

    fn record(&self, png: &[u8], viewer: Option<Seat>, lang: Lang, preview: bool) {
        self.drawn.lock().unwrap().push(Drawn {
            png: png.to_vec(),
            viewer,
            lang,
            preview,
        });
    }
}

impl BoardRenderer for Recording {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
    ) -> Result<Vec<u8>, String> {
        let png = self.inner.board_png(game, viewer, names, lang)?;
        self.record(&png, viewer, lang, false);
        Ok(png)
    }
}

impl Pictures for Recording {
    fn move_png(
        &self,
        before: &dyn AnyGame,
        notation: &str,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        preview: bool,
    ) -> Result<Option<Vec<u8>>, String> {
        let png = self
            .inner
            .move_png(before, notation, viewer, names, lang, preview)?;
        if let Some(png) = &png {
            self.record(png, viewer, lang, preview);
        }
        Ok(png)
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
        let png = self
            .inner
            .resigned_png(game, seat, forfeit, viewer, names, lang)?;
        if let Some(png) = &png {
            self.record(png, viewer, lang, false);
        }
        Ok(png)
    }
}

/// Every picture posted in a channel (not an interaction answer) was drawn for nobody.
pub(crate) fn public_pictures_show_no_hand(fake: &FakeDiscord, pictures: &Recording) {
    let mut seen = 0;
    for request in fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.starts_with("/channels/"))
    {
        for (_, _, png) in &request.files {
            let viewers = pictures
                .drawn_for(png)
                .expect("a picture from the renderer");
            // The same bytes as a picture for nobody show nothing more (solo has no hand:
            // its seat's picture is the public one).
            assert!(
                viewers.contains(&None),
                "a public picture drawn only for a seat: {viewers:?}"
            );
            seen += 1;
        }
    }
    assert!(seen > 0, "public boards were posted");
    for text in fake.public_texts() {
        assert!(!text.contains("Your hand"), "a hand in public: {text}");
    }
}

/// Pictures that cost nothing to draw, where what the bot does with them is tested and
/// not the drawing (other tests draw the real ones): a tiny PNG, of one colour for each
/// viewer, another for a preview.
struct Plain;

impl Plain {
    fn png(viewer: Option<Seat>, preview: bool) -> Vec<u8> {
        let shade = viewer.map_or(0, |seat| seat + 1);
        let pixel = image::Rgba([shade, u8::from(preview), 0, 255]);
        let mut bytes = Vec::new();
        image::RgbaImage::from_pixel(8, 8, pixel)
            .write_to(
                &mut std::io::Cursor::new(&mut bytes),
                image::ImageFormat::Png,
            )
            .expect("encode a PNG");
        bytes
    }
}

impl BoardRenderer for Plain {
    fn board_png(
        &self,
        _: &dyn AnyGame,
        viewer: Option<Seat>,
        _: &[String],
        _: Lang,
    ) -> Result<Vec<u8>, String> {
        Ok(Plain::png(viewer, false))
    }
}

impl Pictures for Plain {
    fn move_png(
        &self,
        _: &dyn AnyGame,
        _: &str,
        viewer: Option<Seat>,
        _: &[String],
        _: Lang,
        preview: bool,
    ) -> Result<Option<Vec<u8>>, String> {
        Ok(Some(Plain::png(viewer, preview)))
    }
}

/// The seat of Discord user `who` at game `table`.
pub(crate) async fn seat_of(desk: &Desk, table: u64, who: u64) -> Seat {
    let info = desk
        .service()
        .table_info(TableId(table as i64))
        .await
        .expect("a table");
    let seat = info
        .seated
        .iter()
        // The service's user "discord:<id>".
        .find(|s| {
            s.user
                .as_ref()
                .is_some_and(|u| u.0.rsplit(':').next() == Some(&who.to_string()))
        })
        .expect("a seat of theirs")
        .seat;
    Seat::try_from(seat).unwrap()
}

/// The tiles in the hand of `who` at the Rivality game `table`, as the engine holds them:
/// what must never be public.
pub(crate) async fn hand_of(desk: &Desk, table: u64, who: u64) -> Vec<String> {
    let seat = seat_of(desk, table, who).await;
    let (_, game) = desk
        .service()
        .game(TableId(table as i64))
        .await
        .expect("a game");
    let game: &manawell::engines::rivality::Game =
        game.as_any().downcast_ref().expect("a Rivality game");
    game.hand(seat).iter().map(ToString::to_string).collect()
}

/// The legal moves of `who` now, as the desk lists them for the panel (none unless it is
/// their turn).
pub(crate) async fn legal_for(desk: &Desk, table: u64, who: u64) -> Vec<String> {
    desk.turn(table, who, Lang::En)
        .await
        .map(|turn| turn.moves)
        .unwrap_or_default()
}

/// The lines of game `table`'s log, as `/rivality log` reads them.
pub(crate) async fn log_of(desk: &Desk, table: u64) -> Vec<String> {
    desk.log(table, 0).await.expect("the log")
}

/// Plays the first legal move of whoever is to move at game `table` (one of `users`),
/// through the desk as the bot would, past the bot: the version it made.
pub(crate) async fn play_first_move(desk: &Desk, table: u64, users: &[u64]) -> u64 {
    for &who in users {
        if let Ok(turn) = desk.turn(table, who, Lang::En).await {
            let first = turn.moves.first().expect("a legal move").clone();
            let view = desk
                .play(table, who, first, turn.version, Lang::En)
                .await
                .expect("the move played");
            return view.version;
        }
    }
    panic!("none of {users:?} is to move at game #{table}");
}
