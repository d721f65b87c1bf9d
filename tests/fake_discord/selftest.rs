//! Tests of the fake itself, driven by serenity's own HTTP client: the fake must accept
//! what is right and report what is wrong, or the end-to-end tests prove nothing.

use std::io::Cursor;

use serenity::all::{
    ChannelId, CreateActionRow, CreateAttachment, CreateButton, CreateMessage, HttpBuilder,
};

use super::{FakeDiscord, BOT_TOKEN};

fn png() -> Vec<u8> {
    let mut bytes = Vec::new();
    image::RgbaImage::new(4, 4)
        .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
        .unwrap();
    bytes
}

async fn post(fake: &FakeDiscord, message: CreateMessage, file: Option<(&[u8], &str)>) {
    let http = HttpBuilder::new(BOT_TOKEN)
        .proxy(fake.api_base.clone())
        .ratelimiter_disabled(true)
        .build();
    let mut message = message.allowed_mentions(serenity::all::CreateAllowedMentions::new());
    if let Some((bytes, name)) = file {
        message = message.add_file(CreateAttachment::bytes(bytes.to_vec(), name));
    }
    // The fake answers 400 to a body it refuses; the problem list says why.
    let _ = ChannelId::new(3000).send_message(&http, message).await;
}

#[tokio::test]
async fn a_message_with_a_png_passes() {
    let fake = FakeDiscord::start().await;
    post(
        &fake,
        CreateMessage::new().content("the board"),
        Some((&png(), "board.png")),
    )
    .await;
    fake.assert_no_problems();
    let request = fake.requests().pop().unwrap();
    assert_eq!(
        request.template.as_deref(),
        Some("/channels/{channel_id}/messages")
    );
    assert_eq!(request.files.len(), 1, "multipart upload parsed");
    // serenity numbers the new attachment 0: the one allowed deviation from the schema.
    assert_eq!(request.json.unwrap()["attachments"][0]["id"], 0);
    assert_eq!(fake.public_texts().len(), 1);
    assert!(fake.public_texts()[0].contains("board.png"));
}

#[tokio::test]
async fn a_broken_png_is_a_problem() {
    let fake = FakeDiscord::start().await;
    post(
        &fake,
        CreateMessage::new().content("the board"),
        Some((b"not a png", "board.png")),
    )
    .await;
    assert_eq!(fake.problems().len(), 1, "{:?}", fake.problems());
    assert!(fake.problems()[0].contains("not a valid PNG"));
}

#[tokio::test]
async fn an_invalid_body_is_a_problem() {
    let fake = FakeDiscord::start().await;
    // serenity checks the content length itself, not a button's custom_id (100 at most).
    let button = CreateButton::new("x".repeat(101)).label("Join");
    let message = CreateMessage::new().components(vec![CreateActionRow::Buttons(vec![button])]);
    post(&fake, message, None).await;
    assert_eq!(fake.problems().len(), 1, "{:?}", fake.problems());
    assert!(
        fake.problems()[0].contains("maxLength"),
        "{:?}",
        fake.problems()
    );
}

#[tokio::test]
async fn an_unknown_route_is_a_problem() {
    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new(BOT_TOKEN)
        .proxy(fake.api_base.clone())
        .ratelimiter_disabled(true)
        .build();
    let _ = http.get_guild(serenity::all::GuildId::new(5)).await;
    assert!(
        fake.problems()
            .iter()
            .any(|p| p.contains("/guilds/{guild_id}")),
        "{:?}",
        fake.problems()
    );
}
