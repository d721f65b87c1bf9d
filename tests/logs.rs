//! Log lines carry no hidden tile. Alone in its own test binary: tracing caches which
//! call sites are enabled process-wide, and other tests running at the same time without
//! the capturing subscriber would make this one flaky.

mod support;

use manawell::engines::rivality::Game;
use support::{next_move, play, started, Db};

#[derive(Clone, Default)]
struct LogBuffer(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for LogBuffer {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test]
async fn the_logs_name_no_tile_that_is_hidden() {
    let logs = LogBuffer::default();
    let writer = logs.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::TRACE)
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);

    let db = Db::new("logs");
    let svc = db.service().await;
    let id = started(&svc, 2, 17, false).await;
    play(&svc, id, 8, 2).await;
    let (mover, _) = next_move(&svc, id, 0).await.unwrap();
    let _ = svc.submit(id, &mover, "B12 A1 north").await; // refused: not logged with reasons
    let (_, game) = svc.game(id).await.unwrap();
    let g: &Game = game.as_any().downcast_ref().unwrap();
    let text = String::from_utf8(logs.0.lock().unwrap().clone()).unwrap();
    assert!(text.contains("move played"), "the service does log: {text}");
    for tile in g.hands.iter().chain(g.stacks.iter()).flatten() {
        assert!(
            !support::names_tile(&text, &tile.to_string()),
            "{tile} in the logs:\n{text}"
        );
    }
}
