//! Take-backs in Rivalry, asked with `/rivalry takeback` and answered on the request's
//! buttons: a sealed set-up taken back before the other is in (sent again after), an
//! assault taken back by consent (the same dice when fought again: they come from the
//! seed), one refused (the move stands); and `/rivalry notify`: a DM on each turn.

use serde_json::{json, Value};

use crate::fake_discord::FakeDiscord;
use crate::game::{find, Players};
use crate::{message_answer, response, WAIT};

use super::*;

/// `/rivalry takeback` by `user`: the public request.
async fn ask(fake: &FakeDiscord, user: &FakeUser, place: Place) -> Value {
    let asked = command(fake, user, place, "takeback", json!([]));
    let (_, request) = message_answer(fake, &asked, false).await;
    request
}

/// `user` answers `request` with its `action` button (`takeback`, `keepmove`): the answer.
async fn answer(
    players: &mut Players<'_>,
    user: &FakeUser,
    place: Place,
    request: &Value,
    action: &str,
) -> String {
    let (button, _) = find(request, action).expect("the button");
    let callback = players.click(user, place, request, &button, &[]).await;
    let (kind, data) = response(&callback);
    assert_eq!(kind, 7, "{data}");
    data["content"].as_str().unwrap_or("").to_string()
}

/// The DMs sent to `user`.
fn dms(fake: &FakeDiscord, user: &FakeUser) -> usize {
    let channel = (user.id + 1_000_000).to_string();
    fake.messages()
        .iter()
        .filter(|m| m["channel_id"].as_str() == Some(channel.as_str()))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_set_up_and_an_assault_taken_back_one_refused_and_a_dm_on_each_turn() {
    let real = start("rivalry-takeback").await;
    let fake = &real.fake;
    let mut players = Players::new(fake);
    let (thread, [republic, kingdom]) = between_two(&real, &mut players).await;
    let place = Place::Guild { channel: thread };

    let notify = json!([{"name": "dm", "type": 5, "value": true}]);
    let asked = command(fake, &kingdom, place, "notify", notify);
    let (_, data) = response(&fake.callback(&asked, WAIT).await);
    assert_eq!(data["content"], "I will also DM you when it is your turn.");

    // The Kingdom's set-up sealed with the suggested one, then taken back with the
    // Republic's consent before the Republic's is in; sent again as typed.
    let panel = play_panel(&mut players, &kingdom, place).await;
    let (seal, _) = op(&panel, "seal");
    players.click(&kingdom, place, &panel, &seal, &[]).await;
    changed(fake, id_of(&panel), &panel).await;
    let request = ask(fake, &kingdom, place).await;
    let words = text_of(&request);
    assert!(
        words.contains("**bob** asks to take back")
            || words.contains("**alice** asks to take back"),
        "{words}"
    );
    assert!(words.contains(&format!("<@{}>", republic.id)), "{words}");
    let taken = answer(&mut players, &republic, place, &request, "takeback").await;
    assert!(taken.contains("taken back"), "{taken}");
    // Both set-ups are awaited again: both players are asked for theirs.
    let post = fake
        .wait(WAIT, "the table as it was", |f| {
            f.last_message_in(thread)
                .filter(|m| text_of(m).contains("taken back at"))
        })
        .await;
    let words = text_of(&post);
    for side in [&republic, &kingdom] {
        assert!(words.contains(&format!("<@{}>", side.id)), "{words}");
    }
    let answer_text = typed(fake, &kingdom, place, KINGDOM_AT_THE_BORDER).await;
    assert!(answer_text.starts_with("Played."), "{answer_text}");
    let answer_text = typed(fake, &republic, place, REPUBLIC_AT_THE_BORDER).await;
    assert!(answer_text.starts_with("Played."), "{answer_text}");
    let reveal = fake
        .wait(WAIT, "the reveal", |f| {
            f.public_texts()
                .into_iter()
                .find(|t| t.contains("Both set-ups are revealed"))
        })
        .await;
    assert!(reveal.contains("B8 2a"), "the set-up sent again: {reveal}");

    // The Republic's moves ended, then one assault on B8: taken back by consent.
    let mut assault = None;
    let mut seen = 0;
    for _ in 0..12 {
        let post = next_post(&real, thread, seen).await;
        seen = version_of(&post);
        let prefer = ["end the moves", "assault", "B7", "B8", "one assault"];
        let played = take_turn(&mut players, &republic, place, &post, &prefer).await;
        if played.contains("**B7xB8**") {
            assault = Some(text_of(&next_post(&real, thread, seen).await));
            break;
        }
    }
    let assault = assault.expect("an assault on B8");
    let before = real.desk.view(1).await.unwrap().version;
    let request = ask(fake, &republic, place).await;
    players
        .refused(
            &republic,
            place,
            &request,
            &find(&request, "takeback").unwrap().0,
            "the other players answer",
        )
        .await;
    let taken = answer(&mut players, &kingdom, place, &request, "takeback").await;
    assert!(taken.contains("taken back"), "{taken}");
    let board = fake
        .wait(WAIT, "the board as it was", |f| {
            f.last_message_in(thread)
                .filter(|m| text_of(m).contains("taken back at"))
        })
        .await;
    assert!(
        text_of(&board).contains(&format!("<@{}>, your turn", republic.id)),
        "{board}"
    );
    let view = real.desk.view(1).await.unwrap();
    assert_eq!(view.version, before + 1, "a new version");
    // The log keeps the assault and its take-back.
    let log = command(fake, &kingdom, place, "log", json!([]));
    let (_, message) = message_answer(fake, &log, false).await;
    let log = text_of(&message);
    assert!(log.contains("assaults B8 from B7: attack "), "{log}");

    // Fought again: the same dice; asked again, refused, and the assault stands.
    let answer_text = typed(fake, &republic, place, "B7xB8").await;
    let dice = |text: &str| {
        let start = text
            .find("attack ")
            .unwrap_or_else(|| panic!("no dice in {text}"));
        text[start..].split(';').next().unwrap().to_string()
    };
    assert_eq!(
        dice(&answer_text),
        dice(&assault),
        "the dice come from the seed"
    );
    let version = real.desk.view(1).await.unwrap().version;
    let request = ask(fake, &republic, place).await;
    let refused = answer(&mut players, &kingdom, place, &request, "keepmove").await;
    assert!(
        refused.contains(&format!("{} refused the take-back", kingdom.name)),
        "{refused}"
    );
    assert_eq!(real.desk.view(1).await.unwrap().version, version);

    // The Republic's turn played to its end: the Kingdom's comes, with a DM.
    let dms_before = dms(fake, &kingdom);
    for _ in 0..20 {
        let post = next_post(&real, thread, seen).await;
        seen = version_of(&post);
        if text_of(&post).contains(&format!("<@{}>, your turn", kingdom.id)) {
            break;
        }
        let prefer = ["end the battles", "no unit", "recruit"];
        take_turn(&mut players, &republic, place, &post, &prefer).await;
    }
    fake.wait(WAIT, "a DM for the Kingdom's turn", |f| {
        (dms(f, &kingdom) > dms_before).then_some(())
    })
    .await;
    assert_eq!(dms(fake, &republic), 0, "only who asked is DMed");
    real.finish().await;
}
