//! A place Discord refuses for good is never retried as if the refusal were temporary:
//! the game gets a new home (a new thread in its lobby's channel, else that channel,
//! else its only human's DM) and every player is told by DM where it now lives.

use std::sync::Arc;

use manawell::frontends::discord::desk::{Desk, NewTable, Player, WhenLate};
use manawell::store::announcements::MOVER_POSTS_WITHIN_MS;
use manawell::store::Store;

use super::fake_discord::faults::{DiscordError, Fault};
use super::fake_discord::payloads::{self, GUILD_ID};
use super::fake_discord::{FakeDiscord, FakeUser, BOT_TOKEN};
use super::world::{posts_in, World};
use super::{config, start_bot_with, Bot, WAIT};

pub(super) const DAY_MS: i64 = 24 * 3_600_000;
const POSTS: &str = "/channels/{channel_id}/messages";

fn seat(user: &FakeUser) -> Player {
    Player {
        id: user.id,
        name: user.name.clone(),
    }
}

pub(super) fn new_table(creator: &FakeUser, vs_ai: bool, deadline_secs: Option<u64>) -> NewTable {
    NewTable {
        creator: seat(creator),
        options: manawell::table::kinds::GameOptions::Rivality(
            manawell::engines::rivality::Options {
                players: 2,
                expert: false,
            },
        ),
        deadline_secs,
        invited: Vec::new(),
        guild: Some(GUILD_ID),
        channel: payloads::CHANNEL_ID,
        vs_ai,
        when_late: WhenLate::Forfeit,
        hints: false,
    }
}

pub(super) async fn running(name: &str, ai: bool) -> (FakeDiscord, World, Store, Arc<Desk>, Bot) {
    let fake = FakeDiscord::start().await;
    let world = World::new(name);
    let (store, desk) = world.open(ai).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    (fake, world, store, desk, bot)
}

/// Games of these players (`None`: against the AI), started through the desk and posted
/// by the bot in threads of their own: (table, its thread) each.
pub(super) async fn games_in_threads(
    fake: &FakeDiscord,
    world: &World,
    store: &Store,
    desk: &Desk,
    pairs: &[(FakeUser, Option<FakeUser>)],
    deadline_secs: Option<u64>,
) -> Vec<(u64, u64)> {
    let mut tables = Vec::new();
    for (creator, other) in pairs {
        let new = new_table(creator, other.is_none(), deadline_secs);
        let lobby = desk.open(new).await.unwrap();
        if let Some(other) = other {
            desk.join(lobby.table, seat(other)).await.unwrap();
        }
        tables.push(lobby.table);
    }
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    let mut games = Vec::new();
    for table in tables {
        let marker = format!("#{table} ");
        let thread = fake
            .wait(WAIT, "the game's thread and first board", |f| {
                f.threads()
                    .into_iter()
                    .find(|(_, _, name)| name.contains(&marker))
                    .map(|(thread, _, _)| thread)
                    .filter(|thread| !posts_in(f, *thread).is_empty())
            })
            .await;
        games.push((table, thread));
    }
    // Marked posted too: a post marked after the clock moves on would count as late,
    // its clocks moved on with it.
    let deadline = tokio::time::Instant::now() + WAIT;
    while !store
        .behind("discord", i64::MAX, 10)
        .await
        .unwrap()
        .is_empty()
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "posts left unmarked"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    games
}

/// Waits until game `table` lives somewhere else than `old`, with a post there: its new
/// home.
pub(super) async fn new_home(fake: &FakeDiscord, desk: &Desk, table: u64, old: u64) -> u64 {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let place = desk.view(table).await.unwrap().place;
        if let Some(place) = place.filter(|p| *p != old && !posts_in(fake, *p).is_empty()) {
            return place;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "game {table} never left {old}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Waits for the DM to `user` that says game `table` now lives at `link`.
pub(super) async fn told(fake: &FakeDiscord, user: &FakeUser, table: u64, link: &str) {
    let dm = user.id + 1_000_000;
    fake.wait(WAIT, "the DM with the new home", |f| {
        posts_in(f, dm).into_iter().find(|m| {
            let text = m["content"].as_str().unwrap_or("");
            text.contains(&format!("game #{table}")) && text.contains(link)
        })
    })
    .await;
}

fn refused_at(fake: &FakeDiscord, place: u64) -> usize {
    let path = format!("/channels/{place}/messages");
    fake.faulted().iter().filter(|(_, p, _)| *p == path).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_refusal_of_a_thread_moves_its_game_to_a_new_thread_once() {
    let (fake, world, store, desk, bot) = running("rehome-each", false).await;
    let refusals = [
        DiscordError::UnknownChannel,
        DiscordError::ThreadArchived,
        DiscordError::ThreadLocked,
        DiscordError::WrongChannelType,
        DiscordError::MissingAccess,
        DiscordError::MissingPermissions,
        DiscordError::InvalidFormBody,
    ];
    let pairs: Vec<(FakeUser, Option<FakeUser>)> = (0..refusals.len() as u64)
        .map(|n| {
            (
                FakeUser::new(10 + 2 * n, &format!("a{n}")),
                Some(FakeUser::new(11 + 2 * n, &format!("b{n}"))),
            )
        })
        .collect();
    let games = games_in_threads(&fake, &world, &store, &desk, &pairs, None).await;
    for ((_, thread), refusal) in games.iter().zip(&refusals) {
        fake.fault(
            Fault::on("POST", POSTS)
                .at(&format!("/channels/{thread}/messages"))
                .answer(refusal.clone()),
        );
    }
    // A day later each game nudges its player to move: its thread refuses the post.
    world.move_clock(2 * DAY_MS);
    for (((table, thread), refusal), (a, b)) in games.iter().zip(&refusals).zip(&pairs) {
        let home = new_home(&fake, &desk, *table, *thread).await;
        let (_, parent, name) = fake
            .threads()
            .into_iter()
            .find(|(t, _, _)| *t == home)
            .unwrap_or_else(|| panic!("{refusal:?}: game {table} moved to a thread"));
        assert_eq!(parent, payloads::CHANNEL_ID, "{refusal:?}");
        assert!(name.contains(&format!("#{table} ")), "{name}");
        let link = format!("https://discord.com/channels/{GUILD_ID}/{home}");
        for user in [a, b.as_ref().unwrap()] {
            told(&fake, user, *table, &link).await;
        }
    }
    // Sweeps later, no refused place was asked again.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    for ((_, thread), refusal) in games.iter().zip(&refusals) {
        assert_eq!(refused_at(&fake, *thread), 1, "{refusal:?} retried");
    }
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_threads_moves_a_locked_threads_game_to_the_channel() {
    let (fake, world, store, desk, bot) = running("rehome-channel", false).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let games = games_in_threads(
        &fake,
        &world,
        &store,
        &desk,
        &[(alice.clone(), Some(bob.clone()))],
        None,
    )
    .await;
    let (table, thread) = games[0];
    fake.fault(
        Fault::on("POST", POSTS)
            .at(&format!("/channels/{thread}/messages"))
            .answer(DiscordError::ThreadLocked),
    );
    fake.fault(
        Fault::on("POST", "/channels/{channel_id}/threads").answer(DiscordError::TooManyThreads),
    );
    world.move_clock(2 * DAY_MS);
    let home = new_home(&fake, &desk, table, thread).await;
    assert_eq!(home, payloads::CHANNEL_ID, "the lobby's channel itself");
    let link = format!("https://discord.com/channels/{GUILD_ID}/{home}");
    told(&fake, &alice, table, &link).await;
    told(&fake, &bob, table, &link).await;
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_ai_the_server_refuses_moves_to_its_players_dm() {
    let (fake, world, store, desk, bot) = running("rehome-dm", true).await;
    let alice = FakeUser::new(1, "alice");
    let games =
        games_in_threads(&fake, &world, &store, &desk, &[(alice.clone(), None)], None).await;
    let (table, thread) = games[0];
    let channel = payloads::CHANNEL_ID;
    fake.fault(
        Fault::on("POST", POSTS)
            .at(&format!("/channels/{thread}/messages"))
            .answer(DiscordError::UnknownChannel),
    );
    fake.fault(
        Fault::on("POST", "/channels/{channel_id}/threads").answer(DiscordError::MissingAccess),
    );
    fake.fault(
        Fault::on("POST", POSTS)
            .at(&format!("/channels/{channel}/messages"))
            .answer(DiscordError::MissingAccess),
    );
    world.move_clock(2 * DAY_MS);
    let home = new_home(&fake, &desk, table, thread).await;
    let dm = alice.id + 1_000_000;
    assert_eq!(home, dm, "alice's DM with the bot");
    told(
        &fake,
        &alice,
        table,
        &format!("https://discord.com/channels/@me/{dm}"),
    )
    .await;
    assert_eq!(refused_at(&fake, channel), 1);
    // Her DM channel was asked for once, then kept (the home, the DM telling her).
    let asked = fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path == "/users/@me/channels")
        .count();
    assert!(asked <= 1, "asked {asked} times");
    bot.shut_down().await;
    fake.assert_no_problems();
}

/// 50001, 50007 and 50013 at the kinds of post a re-homing makes: the board (50013:
/// re-homed), the new thread (50001: the channel instead), a player's DM (50007: the
/// other player still told, the game goes on). None is asked twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_at_each_kind_of_post_leave_no_game_stalled() {
    let (fake, world, store, desk, bot) = running("refusals-everywhere", false).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let pairs = [(alice.clone(), Some(bob.clone()))];
    let games = games_in_threads(&fake, &world, &store, &desk, &pairs, None).await;
    let (table, thread) = games[0];
    let channel = payloads::CHANNEL_ID;
    let bob_dm = bob.id + 1_000_000;
    fake.fault(
        Fault::on("POST", POSTS)
            .at(&format!("/channels/{thread}/messages"))
            .answer(DiscordError::MissingPermissions),
    );
    fake.fault(
        Fault::on("POST", "/channels/{channel_id}/threads").answer(DiscordError::MissingAccess),
    );
    fake.fault(
        Fault::on("POST", POSTS)
            .at(&format!("/channels/{bob_dm}/messages"))
            .answer(DiscordError::CannotDmUser),
    );
    world.move_clock(2 * DAY_MS);
    let home = new_home(&fake, &desk, table, thread).await;
    assert_eq!(home, channel, "no thread allowed: the channel");
    let link = format!("https://discord.com/channels/{GUILD_ID}/{home}");
    told(&fake, &alice, table, &link).await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let asked = |path: &str| fake.faulted().iter().filter(|(_, p, _)| p == path).count();
    assert_eq!(asked(&format!("/channels/{thread}/messages")), 1);
    assert_eq!(asked(&format!("/channels/{bob_dm}/messages")), 1);
    assert_eq!(asked(&format!("/channels/{channel}/threads")), 1);
    // The game goes on in its new home, not paused.
    let view = desk.view(table).await.unwrap();
    assert_eq!(
        view.status,
        manawell::frontends::discord::desk::Status::Running
    );
    bot.shut_down().await;
    fake.assert_no_problems();
}
