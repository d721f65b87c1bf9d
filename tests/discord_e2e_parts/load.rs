//! Drawing does not hold up the bot: with pictures that take seconds, several players
//! opening their panel at once are all answered (deferred) within Discord's 3 seconds,
//! since drawing runs off the async runtime.

use std::time::Duration;

use manawell::frontends::pictures::{BoardPictures, Pictures};
use manawell::table::{AnyGame, BoardRenderer, Seat};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::game::{find, Players};
use super::opening::open_two_player_game;
use super::real::{Db, Recording};
use super::{config, response, start_bot_with, WAIT};

/// The real pictures, each taking `SLOW` more: a big board on a slow machine.
struct Slow;

const SLOW: Duration = Duration::from_millis(2500);

impl BoardRenderer for Slow {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        std::thread::sleep(SLOW);
        BoardPictures.board_png(game, viewer, names, lang)
    }
}

impl Pictures for Slow {}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_drawing_never_makes_an_interaction_fail() {
    let fake = FakeDiscord::start().await;
    let db = Db::new("slow-drawing");
    let (store, desk) = db.open(Recording::over(Box::new(Slow))).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk);
    fake.wait_ready(WAIT).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(&fake);
    let (_, first) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    let (turn, _) = find(&first.post, "turn").expect("Take my turn");

    // Three panels at once (three devices): each draws the hand.
    let clicks: Vec<_> = (0..3)
        .map(|_| {
            fake.inject(|id, token| {
                payloads::component(
                    id,
                    token,
                    first.mover,
                    first.here,
                    &turn,
                    &[],
                    first.post.clone(),
                )
            })
        })
        .collect();
    for click in &clicks {
        let callback = fake.callback(click, WAIT).await;
        assert_eq!(response(&callback).0, 5, "deferred while drawing");
        assert!(
            callback.at - click.at < Duration::from_secs(3),
            "answered within Discord's 3 seconds: {:?}",
            callback.at - click.at
        );
    }
    for click in &clicks {
        fake.wait(Duration::from_secs(30), "the panel", |f| {
            f.original(click).filter(|m| find(m, "tile").is_some())
        })
        .await;
    }
    bot.shut_down().await;
    store.close().await;
    fake.assert_no_problems();
}
