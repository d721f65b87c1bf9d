//! The bot restarted in the middle of the set-up, one side sealed and the other's panel
//! open with a draft: nothing is lost, the sealed set-up stays hidden, the open panel
//! still works after the restart (its draft is in the message, not in the process), and
//! the reveal shows both set-ups as they were chosen. And both set-ups sent at the same
//! moment: each version posted once (the background task once posted the reveal again).

use serde_json::json;

use crate::fake_discord::FakeDiscord;
use crate::game::Players;
use crate::{ephemeral_text, message_answer, WAIT};

use super::*;

/// Every public text naming a city site: none while a set-up is sealed.
fn sites(fake: &FakeDiscord) -> Vec<String> {
    fake.public_texts()
        .into_iter()
        .filter(|t| t.contains("(@R") || t.contains("(@K"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_between_the_two_set_ups_loses_nothing_and_shows_nothing() {
    let real = start("rivalry-restart").await;
    let (thread, [republic, kingdom], chosen, panel) = {
        let fake = &real.fake;
        let mut players = Players::new(fake);
        let (thread, [republic, kingdom]) = between_two(&real, &mut players).await;
        let place = Place::Guild { channel: thread };
        // The Republic seals its set-up with another capital than the suggested one.
        let panel = play_panel(&mut players, &republic, place).await;
        let (_, theirs) = op(&panel, "capital");
        let panel = edit(
            &mut players,
            &republic,
            place,
            &panel,
            "capital",
            &[&theirs[2]],
        )
        .await;
        let (seal, _) = op(&panel, "seal");
        players.click(&republic, place, &panel, &seal, &[]).await;
        let sealed = changed(fake, id_of(&panel), &panel).await;
        assert!(text_of(&sealed).starts_with("Your set-up is sealed."));
        // The Kingdom's panel open, its capital changed, not sealed.
        let panel = play_panel(&mut players, &kingdom, place).await;
        let (_, capitals) = op(&panel, "capital");
        let panel = edit(
            &mut players,
            &kingdom,
            place,
            &panel,
            "capital",
            &[&capitals[1]],
        )
        .await;
        assert!(text_of(&panel).contains(&format!("*@{}", capitals[1])));
        let chosen = [theirs[2].clone(), capitals[1].clone()];
        (thread, [republic, kingdom], chosen, panel)
    };

    let real = real.restarted().await;
    let fake = &real.fake;
    let mut players = Players::new(fake);
    let place = Place::Guild { channel: thread };
    assert_eq!(
        sites(fake),
        Vec::<String>::new(),
        "nothing of a set-up shown"
    );

    // The board after the restart: still waiting, nothing of the sealed set-up.
    let board = command(fake, &kingdom, place, "board", json!([]));
    let (_, message) = message_answer(fake, &board, false).await;
    let words = text_of(&message);
    assert!(!words.contains("@R"), "{words}");
    // The Republic's is in: asked again, it is not its turn any more.
    let again = command(fake, &republic, place, "play", json!([]));
    let (_, message) = message_answer(fake, &again, false).await;
    let words = ephemeral_text(&message);
    assert!(
        words.contains("already sent your move: it stays sealed"),
        "{words}"
    );

    // A spectator's replay of the game so far: nothing of the sealed set-up either.
    let carol = FakeUser::new(3, "carol");
    let replay = fake
        .inject(|id, token| payloads::slash_command(id, token, &carol, place, "replay", json!([])));
    fake.callback(&replay, WAIT).await;
    let replay = fake
        .wait(WAIT, "the replay", |f| {
            f.original(&replay).filter(|m| !text_of(m).is_empty())
        })
        .await;
    assert!(text_of(&replay).contains("Replay of game #1"), "{replay}");
    assert!(!replay.to_string().contains("(@"), "{replay}");
    assert_eq!(sites(fake), Vec::<String>::new());

    // The Kingdom's panel from before the restart seals its draft.
    let (seal, _) = op(&panel, "seal");
    players.click(&kingdom, place, &panel, &seal, &[]).await;
    let sealed = changed(fake, id_of(&panel), &panel).await;
    assert!(
        text_of(&sealed).starts_with("Your set-up is sealed."),
        "{sealed}"
    );
    let reveal = fake
        .wait(WAIT, "the reveal", |f| {
            sites(f)
                .into_iter()
                .find(|t| t.contains("Both set-ups are revealed"))
        })
        .await;
    let capitals: Vec<&str> = reveal
        .split("capital ")
        .skip(1)
        .map(|s| s.split(';').next().unwrap())
        .collect();
    for capital in chosen {
        assert!(
            !["R2", "K2"].contains(&capital.as_str()),
            "not the suggested one"
        );
        let site = format!("(@{capital})");
        assert!(
            capitals.iter().any(|c| c.ends_with(&site)),
            "{capital} the capital in {reveal}"
        );
    }
    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn both_set_ups_sent_at_once_are_each_posted_once() {
    let real = start("rivalry-both").await;
    let fake = &real.fake;
    let mut players = Players::new(fake);
    let (thread, [republic, kingdom]) = between_two(&real, &mut players).await;
    let place = Place::Guild { channel: thread };
    let (first, second) = tokio::join!(
        typed(fake, &republic, place, REPUBLIC_AT_THE_BORDER),
        typed(fake, &kingdom, place, KINGDOM_AT_THE_BORDER)
    );
    assert!(first.starts_with("Played.") && second.starts_with("Played."));
    fake.wait(WAIT, "the reveal", |f| {
        sites(f)
            .into_iter()
            .find(|t| t.contains("Both set-ups are revealed"))
    })
    .await;
    // Many rounds of the background task (every 50 ms here): nothing is posted again.
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    let mut versions: Vec<u64> = crate::world::posts_in(fake, thread)
        .iter()
        .map(version_of)
        .collect();
    // The two sealing answers race, so their posts may land in either order.
    versions.sort_unstable();
    assert_eq!(versions, [0, 1, 2], "each version posted once");
    real.finish().await;
}
