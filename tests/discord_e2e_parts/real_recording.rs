//! What the real-service tests share: a database file of their own, and a renderer that
//! records for whom each picture was drawn.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use manawell::ai::Level;
use manawell::frontends::discord::desk::Desk;
use manawell::frontends::pictures::{BoardPictures, Pictures};
use manawell::store::{Store, StoreConfig};
use manawell::table::{AiBot, AnyGame, BoardRenderer, Seat, TableService};

use super::super::fake_discord::FakeDiscord;

/// A database file of its own, removed at the end.
pub(crate) struct Db(PathBuf);

impl Db {
    pub(crate) fn new(name: &str) -> Db {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let file = format!("manawell-e2e-{name}-{}-{nanos}.db", std::process::id());
        Db(std::env::temp_dir().join(file))
    }

    /// Opens the database (migrations run) and the desk over it, as `manawell bot` does.
    pub(crate) async fn open(&self, pictures: Arc<Recording>) -> (Store, Arc<Desk>) {
        let store = Store::open(&StoreConfig::at(self.0.to_str().unwrap()))
            .await
            .expect("open the database");
        let ai = Arc::new(AiBot::new(Level::Easy));
        // A small hint budget: a debug build thinks slowly.
        let desk = Desk::new(TableService::new(store.clone()).with_bot(ai), pictures)
            .with_hint_budget(manawell::ai::Budget::iterations(40));
        (store, Arc::new(desk))
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        for end in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{end}", self.0.display()));
        }
    }
}

/// The renderer, recording for whom each picture was drawn.
pub(crate) struct Recording {
    inner: Box<dyn Pictures>,
    drawn: Mutex<Vec<(Vec<u8>, Option<Seat>)>>,
}

impl Recording {
    pub(crate) fn real() -> Arc<Recording> {
        Recording::over(Box::new(BoardPictures))
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
            .filter(|(bytes, _)| bytes == png)
            .map(|(_, viewer)| *viewer)
            .collect();
        (!viewers.is_empty()).then_some(viewers)
    }
}

impl BoardRenderer for Recording {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        let png = self.inner.board_png(game, viewer, names, lang)?;
        self.drawn.lock().unwrap().push((png.clone(), viewer));
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
        lang: manawell::i18n::Lang,
        preview: bool,
    ) -> Result<Option<Vec<u8>>, String> {
        let png = self
            .inner
            .move_png(before, notation, viewer, names, lang, preview)?;
        Ok(self.record(png, viewer))
    }

    fn resigned_png(
        &self,
        game: &dyn AnyGame,
        seat: Seat,
        forfeit: bool,
        viewer: Option<Seat>,
        names: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Option<Vec<u8>>, String> {
        let png = self
            .inner
            .resigned_png(game, seat, forfeit, viewer, names, lang)?;
        Ok(self.record(png, viewer))
    }
}

impl Recording {
    fn record(&self, png: Option<Vec<u8>>, viewer: Option<Seat>) -> Option<Vec<u8>> {
        if let Some(png) = &png {
            self.drawn.lock().unwrap().push((png.clone(), viewer));
        }
        png
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
