//! Log lines carry no secret: no bot token, no interaction token, no hand. Checked with
//! the filter `manawell bot` uses by default, over a game played through the bot.

use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock};

use super::fake_discord::payloads;
use super::fake_discord::{FakeUser, Place, BOT_TOKEN};
use super::game::{created_by, find, Players};
use super::opening::{open_two_player_game, FirstBoard};
use super::real::hand_of;
use super::real_bot::RealBot;
use super::WAIT;

#[derive(Clone, Default)]
struct Buffer(Arc<Mutex<Vec<u8>>>);

impl Write for Buffer {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Every log line of this test binary, from the first call on.
fn captured() -> &'static Buffer {
    static LOGS: OnceLock<Buffer> = OnceLock::new();
    LOGS.get_or_init(|| {
        let buffer = Buffer::default();
        let writer = buffer.clone();
        tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new("warn,manawell=info"))
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .init();
        buffer
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logs_carry_no_secret() {
    let logs = captured();
    let real = RealBot::start("logs").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);
    let (
        lobby,
        FirstBoard {
            thread: _,
            here,
            post,
            mover,
        },
    ) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    let hand = hand_of(&real.desk, 1, mover.id).await;
    let (turn, _) = find(&post, "turn").unwrap();
    let callback = players.click(mover, here, &post, &turn, &[]).await;
    let mut panel = fake
        .wait(WAIT, "the panel", |f| created_by(f, &callback))
        .await;
    let panel_id: u64 = panel["id"].as_str().unwrap().parse().unwrap();
    let mut played = None;
    while let Some((step, menu, values)) = ["tile", "spot", "facing", "order"]
        .iter()
        .find_map(|a| find(&panel, a).map(|(menu, values)| (*a, menu, values)))
    {
        if step == "tile" {
            played = Some(values[0].clone());
        }
        players
            .click(mover, here, &panel, &menu, &[values[0].as_str()])
            .await;
        panel = fake.message(panel_id).expect("the panel");
    }
    let (confirm, _) = find(&panel, "confirm").unwrap();
    players.click(mover, here, &panel, &confirm, &[]).await;
    // A malformed id and a rejected token log something too.
    players
        .click(&alice, channel, &lobby, "mw:1:1:dance", &[])
        .await;
    real.finish().await;

    let text = String::from_utf8_lossy(&logs.0.lock().unwrap()).to_string();
    assert!(text.contains("component"), "the bot did log: {text}");
    assert!(
        !text.contains(BOT_TOKEN) && !text.contains("bot-token"),
        "the bot token is in the logs"
    );
    assert!(
        !text.contains("itok"),
        "an interaction token is in the logs"
    );
    // The tile played is public once played; the one kept in hand must not show.
    let played = played.expect("a tile chosen");
    let kept: Vec<&String> = hand.iter().filter(|t| **t != played).collect();
    assert_eq!(kept.len(), hand.len() - 1, "{played} was in {hand:?}");
    for tile in kept {
        assert!(
            !text.contains(&format!(" {tile} ")) && !text.contains(&format!("{tile}.")),
            "{tile} (in hand) is in the logs:\n{text}"
        );
    }
}
