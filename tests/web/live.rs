//! The page follows the game: its stream says the latest version on connecting, and
//! again when a move is played through the table service.

use std::time::{Duration, Instant};

use futures_util::StreamExt;

use super::site::Site;
use super::support::{next_move, started};

/// The next `event: version` on `stream`'s text, read into `seen`; at most 20 s in all
/// (the stream's keep-alive comments do not count as news).
async fn next_version<S, B>(stream: &mut S, seen: &mut String) -> i64
where
    S: futures_util::Stream<Item = reqwest::Result<B>> + Unpin,
    B: AsRef<[u8]>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(end) = seen.find("\n\n") {
            let event: String = seen.drain(..end + 2).collect();
            if let Some(data) = event
                .contains("event: version")
                .then(|| event.lines().find_map(|l| l.strip_prefix("data: ")))
                .flatten()
            {
                return data.trim().parse().unwrap();
            }
            continue;
        }
        let chunk = tokio::time::timeout_at(deadline, stream.next())
            .await
            .expect("no version on the stream for 20 s")
            .expect("the stream ended")
            .unwrap();
        seen.push_str(std::str::from_utf8(chunk.as_ref()).unwrap());
    }
}

#[tokio::test]
async fn a_move_played_through_the_service_goes_down_the_stream() {
    let site = Site::start("live").await;
    let id = started(&site.svc, 2, 11, false).await;
    let other = started(&site.svc, 2, 12, false).await;
    let token = site.svc.board_token(id).await.unwrap();
    let r = site
        .client()
        .get(format!("{}/b/{token}/events", site.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(
        r.headers()["content-type"].to_str().unwrap(),
        "text/event-stream"
    );
    let mut stream = r.bytes_stream();
    let mut seen = String::new();
    assert_eq!(next_version(&mut stream, &mut seen).await, 0);

    // Another game's move is not this page's business.
    let (who, mv) = next_move(&site.svc, other, 0).await.unwrap();
    site.svc.submit(other, &who, &mv).await.unwrap();
    let (who, mv) = next_move(&site.svc, id, 0).await.unwrap();
    let played = Instant::now();
    site.svc.submit(id, &who, &mv).await.unwrap();
    assert_eq!(next_version(&mut stream, &mut seen).await, 1);
    eprintln!(
        "web board: a move reached the stream {:?} after it was submitted",
        played.elapsed()
    );
    assert!(!seen.contains("data: "), "nothing else was sent: {seen}");
}

#[tokio::test]
async fn a_move_another_process_wrote_goes_down_the_stream_too() {
    let site = Site::start("live-elsewhere").await;
    let id = started(&site.svc, 2, 13, false).await;
    let token = site.svc.board_token(id).await.unwrap();
    let r = site
        .client()
        .get(format!("{}/b/{token}/events", site.base))
        .send()
        .await
        .unwrap();
    let mut stream = r.bytes_stream();
    let mut seen = String::new();
    assert_eq!(next_version(&mut stream, &mut seen).await, 0);
    let elsewhere = site.other_process().await;
    let (who, mv) = next_move(&elsewhere, id, 0).await.unwrap();
    elsewhere.submit(id, &who, &mv).await.unwrap();
    assert_eq!(next_version(&mut stream, &mut seen).await, 1);
}
