//! The sealed set-ups between two players (nothing of the first in any public message
//! before the second), the reveal, a move and an assault through the step panel, the log
//! with every die, resign; and against the AI, its set-up sealed at once.

use serde_json::json;

use crate::fake_discord::payloads;
use crate::fake_discord::{FakeDiscord, FakeUser, Place};
use crate::game::Players;
use crate::{ephemeral_text, message_answer, response, WAIT};

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rivalry_between_two_players_from_the_sealed_set_ups_to_resign() {
    let real = start("rivalry-two").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);

    let new = command(fake, &alice, here, "new", json!([]));
    let (_, lobby) = message_answer(fake, &new, false).await;
    assert!(text_of(&lobby).contains("Rivalry"), "{lobby}");
    let (join, _) = crate::game::find(&lobby, "join").expect("a Join button");
    players.click(&bob, here, &lobby, &join, &[]).await;
    let (thread, _, name) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    assert!(name.starts_with("Rivalry #1 · "), "{name}");
    let place = Place::Guild { channel: thread };

    // Alice drafts hers: a tile chosen, one army off it (not ready: 24 units), one
    // cavalry on (ready), another capital; then sealed.
    let panel = play_panel(&mut players, &alice, place).await;
    let words = ephemeral_text(&panel);
    assert!(
        words.contains("Your set-up for the"),
        "{words} {:?}",
        fake.problems()
    );
    assert!(words.contains("✅ Ready to seal."), "{words}");
    let (_, tiles) = op(&panel, "tile");
    let tile = tiles[0].clone();
    let panel = edit(&mut players, &alice, place, &panel, "tile", &[&tile]).await;
    assert!(
        text_of(&panel).contains(&format!("Placing on **{tile}**")),
        "{panel}"
    );
    let panel = edit(&mut players, &alice, place, &panel, "ra", &[]).await;
    let words = text_of(&panel);
    assert!(words.contains("place exactly 25 units, not 24"), "{words}");
    let (seal, _) = op(&panel, "seal");
    assert!(disabled(&panel, &seal), "Seal waits for a sound set-up");
    let panel = edit(&mut players, &alice, place, &panel, "ac", &[]).await;
    assert!(text_of(&panel).contains("✅ Ready to seal."), "{panel}");
    let (_, capitals) = op(&panel, "capital");
    let panel = edit(
        &mut players,
        &alice,
        place,
        &panel,
        "capital",
        &[&capitals[1]],
    )
    .await;
    let line = text_of(&panel)
        .lines()
        .last()
        .unwrap()
        .trim_matches('`')
        .to_string();
    assert!(line.contains(&format!("*@{}", capitals[1])), "{line}");
    let (seal, _) = op(&panel, "seal");
    players.click(&alice, place, &panel, &seal, &[]).await;
    let sealed = changed(fake, id_of(&panel), &panel).await;
    assert!(
        text_of(&sealed).starts_with("Your set-up is sealed."),
        "{sealed}"
    );

    // Nothing of it in any public message while Bob's is missing: no site at all.
    let sites = |f: &FakeDiscord| {
        f.public_texts()
            .into_iter()
            .filter(|t| t.contains("(@R") || t.contains("(@K"))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        sites(fake),
        Vec::<String>::new(),
        "alice's set-up shows before bob's is in"
    );

    // Bob seals the suggested one at once.
    let panel = play_panel(&mut players, &bob, place).await;
    let (seal, _) = op(&panel, "seal");
    players.click(&bob, place, &panel, &seal, &[]).await;
    changed(fake, id_of(&panel), &panel).await;

    // The reveal: both set-ups public together, alice's with the capital she chose.
    let capital = format!("(@{}); ", capitals[1]);
    let reveal = fake
        .wait(WAIT, "the reveal", |f| {
            sites(f)
                .into_iter()
                .find(|t| t.contains("Both set-ups are revealed"))
        })
        .await;
    assert!(
        reveal.contains(&capital) || reveal.contains(&capital.replace("; ", ";")),
        "{capital} in {reveal}"
    );

    // Turns through the step panel until a move (from → to, how many) and an assault
    // (one assault) are played, whatever the rolls and cards; each public with its dice.
    let users = [alice.clone(), bob.clone()];
    let mut seen = 0;
    let (mut moved, mut assaulted) = (None, None);
    for _ in 0..40 {
        let post = next_post(&real, thread, seen).await;
        seen = version_of(&post);
        let mover = crate::game::pinged(&post, &users).clone();
        let prefer: &[&str] = match (&moved, &assaulted) {
            (None, _) => &["move"],
            (Some(_), None) => &["assault", "one assault", "end the moves"],
            (Some(_), Some(_)) => break,
        };
        let played = take_turn(&mut players, &mover, place, &post, prefer).await;
        assert!(played.starts_with("You played **"), "{played}");
        let post = next_post(&real, thread, seen).await;
        let words = text_of(&post);
        if words.contains(" moves ") && words.contains(" from ") && moved.is_none() {
            moved = Some(words);
        } else if words.contains(" assaults ") {
            assaulted = Some(words);
        }
    }
    let (moved, assaulted) = (moved.expect("a move"), assaulted.expect("an assault"));
    assert!(moved.contains(" to "), "{moved}");
    assert!(
        assaulted.contains("attack ") && assaulted.contains(", defence "),
        "the assault's dice: {assaulted}"
    );

    // The log (its latest part): the assaults with every die.
    let log = command(fake, &alice, place, "log", json!([]));
    let (_, message) = message_answer(fake, &log, false).await;
    let log = ephemeral_text(&message);
    assert!(
        log.contains("attack ") && log.contains(", defence "),
        "{log}"
    );
    assert!(log.contains(assaulted.lines().next().unwrap()), "{log}");

    let resign = command(fake, &bob, place, "resign", json!([]));
    let (_, message) = message_answer(fake, &resign, false).await;
    let (yes, _) = crate::game::find(&message, "resign").expect("confirm");
    players.click(&bob, place, &message, &yes, &[]).await;
    fake.wait(WAIT, "the result", |f| {
        f.public_texts()
            .iter()
            .any(|t| t.contains("bob resigned: alice wins."))
            .then_some(())
    })
    .await;
    // Rated, as every game between players played to the end.
    let profile = fake
        .inject(|id, token| payloads::slash_command(id, token, &alice, here, "profile", json!([])));
    let (_, message) = message_answer(fake, &profile, false).await;
    let words = ephemeral_text(&message);
    assert!(
        words.contains("Rivalry") && words.contains("1 game (1 win, 0 losses)"),
        "{words}"
    );
    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rivalry_against_the_ai_its_set_up_sealed_at_once_then_revealed_with_yours() {
    let real = start("rivalry-ai").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);

    let rules = command(fake, &alice, here, "rules", json!([]));
    let (_, message) = message_answer(fake, &rules, false).await;
    assert!(ephemeral_text(&message).contains("Rivalry"), "{message}");

    let vs_ai = json!([{"name": "vs_ai", "type": 5, "value": true}]);
    let new = command(fake, &alice, here, "new", vs_ai);
    let (_, message) = message_answer(fake, &new, false).await;
    assert!(
        text_of(&message).contains("against the AI has started"),
        "{message}"
    );
    let (thread, _, _) = fake.threads().first().cloned().expect("a thread");
    let place = Place::Guild { channel: thread };

    // The AI's set-up is in at once, sealed: only alice is waited for.
    fake.wait(WAIT, "the AI's set-up", |f| {
        f.public_texts()
            .into_iter()
            .find(|t| t.contains("has sent their set-up; waiting for alice"))
    })
    .await;
    assert!(!fake
        .public_texts()
        .iter()
        .any(|t| t.contains("(@R") || t.contains("(@K")));
    let panel = play_panel(&mut players, &alice, place).await;
    let (seal, _) = op(&panel, "seal");
    players.click(&alice, place, &panel, &seal, &[]).await;
    let sealed = changed(fake, id_of(&panel), &panel).await;
    assert!(
        text_of(&sealed).starts_with("Your set-up is sealed."),
        "{sealed}"
    );
    fake.wait(WAIT, "the reveal", |f| {
        f.public_texts()
            .into_iter()
            .find(|t| t.contains("Both set-ups are revealed") && t.contains("The Republic rolls "))
    })
    .await;
    // Sealing again is refused: the set-up is over.
    let again = command(fake, &alice, place, "play", json!([]));
    let callback = fake.callback(&again, WAIT).await;
    let (kind, _) = response(&callback);
    assert!(kind == 4 || kind == 5);
    real.finish().await;
}
