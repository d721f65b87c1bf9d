//! The opening every 2-player scenario shares: alice opens a game, bob joins, and the
//! game's thread shows its first board.

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Place};
use super::game::Players;
use super::WAIT;

/// The game started in a thread: where, its first board, and who is to move on it.
pub(super) struct FirstBoard<'u> {
    pub(super) thread: u64,
    pub(super) here: Place,
    pub(super) post: Value,
    pub(super) mover: &'u FakeUser,
}

/// alice opens a 2-player game (#1) in `channel` with `/rivality new`, bob joins it:
/// the lobby message, and the first board.
pub(super) async fn open_two_player_game<'u>(
    players: &mut Players<'_>,
    alice: &'u FakeUser,
    bob: &'u FakeUser,
    channel: Place,
) -> (Value, FirstBoard<'u>) {
    let fake = players.fake;
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 2}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, alice, channel, "rivality", options.clone())
    });
    fake.callback(&injected, WAIT).await;
    let lobby = fake
        .wait(WAIT, "the lobby", |f| f.original(&injected))
        .await;
    players
        .click(bob, channel, &lobby, "mw:1:1:join", &[])
        .await;
    (lobby, first_board(fake, alice, bob).await)
}

/// The first game's thread once it has started, and its first board.
pub(super) async fn first_board<'u>(
    fake: &FakeDiscord,
    alice: &'u FakeUser,
    bob: &'u FakeUser,
) -> FirstBoard<'u> {
    let thread = fake
        .wait(WAIT, "the thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let post = fake
        .wait(WAIT, "the first board", |f| f.last_message_in(thread))
        .await;
    let content = post["content"].as_str().unwrap_or("");
    let mover = if content.contains(&format!("<@{}>", alice.id)) {
        alice
    } else {
        bob
    };
    FirstBoard {
        thread,
        here: Place::Guild { channel: thread },
        post,
        mover,
    }
}
