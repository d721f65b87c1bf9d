//! Take-backs on the fake Discord, over the real table service: `/rivality takeback`
//! posts the request with Accept / Refuse, pinging the other player; an outsider and the
//! asker are refused privately; the accept posts the board as it was, as the next
//! version, pinging the mover (the earlier board's turn button off); a refusal leaves the
//! move standing; asking without a move of one's own is refused with the reason.
//! Against the AI: at once, the AI's answer with it.

use serde_json::{json, Value};

use manawell::frontends::discord::desk::Desk;
use manawell::store::announcements::MOVER_POSTS_WITHIN_MS;

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::game::{find, Players};
use super::world::{player, posts_in, two_players, World};
use super::{config, response, start_bot_with, WAIT};

fn content(message: &Value) -> String {
    message["content"].as_str().unwrap_or("").to_string()
}

/// `/rivality takeback` by `user` in `place`: the callback's type and data, and the
/// answer as posted.
async fn ask(fake: &FakeDiscord, user: &FakeUser, place: Place) -> (u64, Value, Value) {
    let options = json!([{"name": "takeback", "type": 1, "options": []}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, user, place, "rivality", options.clone())
    });
    let callback = fake.callback(&injected, WAIT).await;
    let (kind, data) = response(&callback);
    let posted = fake
        .wait(WAIT, "the answer", |f| f.original(&injected))
        .await;
    (kind, data, posted)
}

/// The first legal move of `who`, played through the desk at the current version.
async fn play_first(desk: &Desk, table: u64, who: u64) {
    let turn = desk
        .turn(table, who, manawell::i18n::Lang::En)
        .await
        .unwrap();
    let first = turn.moves.first().cloned().expect("a legal move");
    desk.play(table, who, first, turn.version, manawell::i18n::Lang::En)
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_taken_back_by_consent_and_one_refused() {
    let fake = FakeDiscord::start().await;
    let world = World::new("takeback");
    let (store, desk) = world.open(false).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let (alice, bob, carol) = (
        FakeUser::new(1, "alice"),
        FakeUser::new(2, "bob"),
        FakeUser::new(3, "carol"),
    );
    let new = two_players(&alice, false, None);
    let lobby = desk.open(new).await.unwrap();
    let started = desk.join(lobby.table, player(&bob)).await.unwrap();
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    let (thread, _, _) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    let here = Place::Guild { channel: thread };
    let mover_id = started.to_move.expect("someone to move");
    let (mover, other) = if mover_id == alice.id {
        (&alice, &bob)
    } else {
        (&bob, &alice)
    };
    fake.wait(WAIT, "the first board", |f| {
        posts_in(f, thread).first().cloned()
    })
    .await;

    // Before any move: nothing to take back, said privately.
    let (_, data, _) = ask(&fake, mover, here).await;
    assert_eq!(data["flags"].as_u64().unwrap_or(0) & EPHEMERAL, EPHEMERAL);
    assert!(
        content(&data).contains("you have no move to take back"),
        "{data}"
    );

    play_first(desk.as_ref(), 1, mover.id).await;
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    let moved = fake
        .wait(WAIT, "the move's board", |f| {
            posts_in(f, thread).get(1).cloned()
        })
        .await;
    let after_move = desk.view(1).await.unwrap().version;

    // The mover asks: a public request pinging the other player.
    let (kind, sent, request) = ask(&fake, mover, here).await;
    assert_eq!(kind, 4, "{request}");
    assert_eq!(request["flags"].as_u64().unwrap_or(0) & EPHEMERAL, 0);
    let text = content(&request);
    assert!(
        text.contains(&format!("**{}** asks to take back", mover.name))
            && text.contains(&format!("<@{}>", other.id)),
        "{text}"
    );
    assert_eq!(
        sent["allowed_mentions"]["users"],
        json!([other.id.to_string()])
    );
    let (accept, _) = find(&request, "takeback").expect("Accept");
    let mut players = Players::new(&fake);
    players
        .refused(
            &carol,
            here,
            &request,
            &accept,
            "You are not playing in game #1",
        )
        .await;
    players
        .refused(mover, here, &request, &accept, "the other players answer")
        .await;

    let callback = players.click(other, here, &request, &accept, &[]).await;
    let (kind, data) = response(&callback);
    assert_eq!(kind, 7, "{data}");
    assert!(content(&data).contains("taken back"), "{data}");
    assert!(find(&data, "takeback").is_none(), "answered: {data}");
    let board = fake
        .wait(WAIT, "the board as it was", |f| {
            posts_in(f, thread).get(2).cloned()
        })
        .await;
    let text = content(&board);
    assert!(
        text.contains(&format!(
            "taken back at {}'s request, accepted by {}",
            mover.name, other.name
        )) && text.contains(&format!("<@{}>, your turn", mover.id)),
        "{text}"
    );
    assert_eq!(
        board["attachments"].as_array().map(Vec::len),
        Some(1),
        "the board as it was, drawn: {board}"
    );
    let (turn, _) = find(&board, "turn").expect("Take my turn");
    let view = desk.view(1).await.unwrap();
    assert_eq!(view.version, after_move + 1, "a new version");
    assert_eq!(view.to_move, Some(mover.id));
    assert!(turn.contains(&format!(":{}:", view.version)), "{turn}");
    // The board of the move taken back offers its turn no more.
    let moved_id: u64 = moved["id"].as_str().unwrap().parse().unwrap();
    fake.wait(WAIT, "the taken-back board's button off", |f| {
        f.message(moved_id)
            .filter(|m| m["components"][0]["components"][0]["disabled"].as_bool() == Some(true))
    })
    .await;

    // Played again and asked again: refused this time, the move stands.
    play_first(desk.as_ref(), 1, mover.id).await;
    let version = desk.view(1).await.unwrap().version;
    let (_, _, request) = ask(&fake, mover, here).await;
    let (refuse, _) = find(&request, "keepmove").expect("Refuse");
    let callback = players.click(other, here, &request, &refuse, &[]).await;
    let (kind, data) = response(&callback);
    assert_eq!(kind, 7);
    assert!(
        content(&data).contains(&format!("{} refused the take-back", other.name)),
        "{data}"
    );
    assert_eq!(
        desk.view(1).await.unwrap().version,
        version,
        "nothing changed"
    );

    bot.shut_down().await;
    store.close().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn against_the_ai_the_move_and_its_answer_go_back_at_once() {
    let fake = FakeDiscord::start().await;
    let world = World::new("takeback-ai");
    let (store, desk) = world.open(true).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let alice = FakeUser::new(1, "alice");
    let new = two_players(&alice, true, None);
    desk.open(new).await.unwrap();
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    let (thread, _, _) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    let here = Place::Guild { channel: thread };
    fake.wait(WAIT, "the first board", |f| {
        posts_in(f, thread).first().cloned()
    })
    .await;
    let before = desk.view(1).await.unwrap().version;
    play_first(desk.as_ref(), 1, alice.id).await;
    assert_eq!(
        desk.view(1).await.unwrap().version,
        before + 2,
        "the AI answered"
    );
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    let posted = fake
        .wait(WAIT, "the move and the answer posted", |f| {
            posts_in(f, thread).get(1).cloned()
        })
        .await;
    let count = posts_in(&fake, thread).len();
    assert!(content(&posted).contains("<@1>, your turn"), "{posted}");

    let (kind, data, _) = ask(&fake, &alice, here).await;
    assert_eq!(kind, 4);
    assert_eq!(data["flags"].as_u64().unwrap_or(0) & EPHEMERAL, EPHEMERAL);
    assert!(content(&data).contains("with the AI's answer"), "{data}");
    let board = fake
        .wait(WAIT, "the board as it was", |f| {
            posts_in(f, thread).get(count).cloned()
        })
        .await;
    let text = content(&board);
    assert!(
        text.contains("taken back at alice's request, with the AI's answer")
            && text.contains("<@1>, your turn"),
        "{text}"
    );
    let view = desk.view(1).await.unwrap();
    assert_eq!(view.version, before + 3);
    assert_eq!(view.to_move, Some(alice.id));

    bot.shut_down().await;
    store.close().await;
    fake.assert_no_problems();
}
