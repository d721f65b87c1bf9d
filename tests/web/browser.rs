//! The web board in a real browser: Debian's headless `chromium`, driven through
//! `chromedriver` (WebDriver, with the `fantoccini` crate). The page loads and shows its
//! picture, stepping back and forth changes it, a move played through the table service
//! appears on the open page by itself, a page is not reached without its link, and the
//! page a browser builds holds no hidden tile. A phone-size screenshot of each game's
//! page is taken (written to `docs/web/` when `MANAWELL_WEB_SCREENSHOTS` is set).
//!
//! Without a browser the test says so and passes, but never in CI (`CI` set): there it
//! fails, so a missing install cannot pass for a green run.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use manawell::engines::{aetherium, magistrar};
use manawell::table::kinds::{rivalry, suramun};
use manawell::table::{GameOptions, Place, TableId, TableService, TableSpec};
use serde_json::{json, Value};

use super::hidden::hidden_words;
use super::site::Site;
use super::support::{names_tile, next_move, play, rivality, user};

/// A phone's screen (a common Android size), in CSS pixels.
const PHONE: (u32, u32) = (412, 915);

/// The first of `names` on the `PATH`.
fn on_path(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
        .find(|p| p.is_file())
}

/// A `chromedriver` of our own on a free local port; ended when dropped.
struct Driver {
    child: Child,
    url: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The browser and its driver, or `None` (said on stderr) when this machine has none;
/// in CI a missing browser fails the test.
fn driver() -> Option<(Driver, PathBuf)> {
    let found =
        on_path(&["chromedriver"]).zip(on_path(&["chromium", "chromium-browser", "google-chrome"]));
    let Some((chromedriver, chromium)) = found else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI is set but chromium and chromedriver are not installed: \
             `apt-get install chromium chromium-driver` (.ci/run does it)"
        );
        eprintln!("web board browser test skipped: no chromium and chromedriver on PATH");
        return None;
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(chromedriver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    Some((
        Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
        },
        chromium,
    ))
}

/// A headless browser session at phone size (the driver may take a moment to listen).
async fn browser(driver: &Driver, chromium: &std::path::Path) -> Client {
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": chromium,
            "args": [
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--hide-scrollbars",
            ],
            // Headless windows are at least 500 px wide: a phone is emulated instead.
            "mobileEmulation": {
                "deviceMetrics": {"width": PHONE.0, "height": PHONE.1, "pixelRatio": 2.0},
            },
        }),
    );
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    let started = Instant::now();
    loop {
        match ClientBuilder::new(connector.clone())
            .capabilities(caps.clone())
            .connect(&driver.url)
            .await
        {
            Ok(client) => return client,
            Err(e) if started.elapsed() < Duration::from_secs(30) => {
                let _ = e;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Err(e) => panic!("no browser session from chromedriver: {e}"),
        }
    }
}

/// Runs `script` in the page until it returns something other than `null`/`false`;
/// at most `limit`.
async fn until(client: &Client, script: &str, limit: Duration) -> Value {
    let started = Instant::now();
    loop {
        let value = client.execute(script, vec![]).await.unwrap();
        if !(value.is_null() || value == Value::Bool(false)) {
            return value;
        }
        assert!(
            started.elapsed() < limit,
            "`{script}` still false after {limit:?}"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The shown picture's address once it has loaded and has pixels.
const PICTURE_SHOWN: &str = "var p = document.getElementById('picture'); \
     return p && p.complete && p.naturalWidth > 0 ? p.getAttribute('src') : null;";

/// A table of `options` with `seats` players (user 0 first), started.
async fn table(svc: &TableService, options: GameOptions, seats: u32, seed: u64) -> TableId {
    let mut spec = TableSpec::new(options, Place::channel("test", "g", "c"), user(0));
    spec.seed = Some(seed);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    for n in 1..seats {
        svc.join(id, &user(n)).await.unwrap();
    }
    id
}

#[tokio::test]
async fn the_page_in_a_real_browser() {
    let Some((driver, chromium)) = driver() else {
        return;
    };
    let site = Site::start("browser").await;
    let client = browser(&driver, &chromium).await;
    let checked = steps_live_and_hidden(&site, &client).await;
    unreachable_without_its_link(&site, &client).await;
    phone_screenshots(&site, &client).await;
    client.close().await.unwrap();
    checked.unwrap();
}

/// Loads a Rivality game's page, steps back and forth, plays a move through the service
/// and waits for the open page to show it; then searches the page for hidden tiles.
async fn steps_live_and_hidden(site: &Site, client: &Client) -> Result<(), String> {
    let id = table(&site.svc, rivality(2), 2, 41).await;
    play(&site.svc, id, 3, 5).await;
    let token = site.svc.board_token(id).await.unwrap();
    client
        .goto(&format!("{}/b/{token}", site.base))
        .await
        .unwrap();
    let wait = Duration::from_secs(10);
    assert_eq!(
        until(client, PICTURE_SHOWN, wait).await,
        json!(format!("{token}/frame/3"))
    );
    let picture = client.find(Locator::Id("picture")).await.unwrap();
    let at_latest = picture.screenshot().await.unwrap();

    client
        .find(Locator::Id("back"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    assert_eq!(
        until(client, PICTURE_SHOWN, wait).await,
        json!(format!("{token}/frame/2"))
    );
    let shown = until(client, "return document.body.dataset.shown;", wait).await;
    assert_eq!(shown, json!("2"));
    let one_back = picture.screenshot().await.unwrap();
    assert_ne!(one_back, at_latest, "stepping back changes the picture");
    client
        .find(Locator::Id("forward"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    assert_eq!(
        until(client, PICTURE_SHOWN, wait).await,
        json!(format!("{token}/frame/3"))
    );
    assert_eq!(
        picture.screenshot().await.unwrap(),
        at_latest,
        "and forward again"
    );

    // Live: the open page follows a move played through the table service.
    let (who, mv) = next_move(&site.svc, id, 0).await.unwrap();
    let played = Instant::now();
    site.svc.submit(id, &who, &mv).await.unwrap();
    until(client, "return document.body.dataset.latest === '4';", wait).await;
    let arrived = played.elapsed();
    assert_eq!(
        until(client, PICTURE_SHOWN, wait).await,
        json!(format!("{token}/frame/4"))
    );
    let drawn = played.elapsed();
    eprintln!(
        "web board in chromium: a move reached the open page {arrived:?} after it was \
         submitted, its picture was shown after {drawn:?}"
    );
    let moves = client
        .execute(
            "return document.querySelectorAll('#moves li[data-v]').length;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(
        moves,
        json!(5),
        "the start and four moves: the new move is listed"
    );

    // No hidden tile in the page the browser built (its DOM, with the script's changes).
    let dom = client
        .execute("return document.documentElement.outerHTML;", vec![])
        .await
        .unwrap();
    let dom = dom.as_str().unwrap();
    let hidden = hidden_words(site, id).await;
    assert!(
        !hidden.is_empty(),
        "this game hides nothing: the test would prove nothing"
    );
    for word in &hidden {
        if names_tile(dom, word) {
            return Err(format!("the page names hidden `{word}`:\n{dom}"));
        }
    }
    Ok(())
}

/// Without its token no address shows a game: the game's number, a token never made,
/// a revoked one, the site's root all give the same bare page with no picture.
async fn unreachable_without_its_link(site: &Site, client: &Client) {
    let id = table(&site.svc, rivality(2), 2, 42).await;
    let token = site.svc.board_token(id).await.unwrap();
    let title = site.svc.table_info(id).await.unwrap().title;
    site.svc.revoke_board(id).await.unwrap();
    for path in [
        "/".to_string(),
        "/b/".to_string(),
        format!("/b/{}", id.0),
        "/b/0123456789abcdef0123456789abcdef".to_string(),
        format!("/b/{token}"),
    ] {
        client.goto(&format!("{}{path}", site.base)).await.unwrap();
        let text = client
            .execute(
                "return document.body ? document.body.innerText : '';",
                vec![],
            )
            .await
            .unwrap();
        assert_eq!(text, json!("There is nothing here."), "{path}");
        let images = client
            .execute("return document.images.length;", vec![])
            .await
            .unwrap();
        assert_eq!(images, json!(0), "{path}");
        assert!(!client.source().await.unwrap().contains(&title), "{path}");
    }
}

/// Each game's page at phone size, a few moves in.
async fn phone_screenshots(site: &Site, client: &Client) {
    let games: [(&str, GameOptions, u32); 6] = [
        ("rivality-2p", rivality(2), 2),
        ("rivality-4p", rivality(4), 4),
        (
            "suramun",
            GameOptions::Suramun(suramun::SoloOptions {
                difficulty: manawell::engines::rivality::solo::Difficulty::Standard,
            }),
            1,
        ),
        (
            "magistrar",
            GameOptions::Magistrar(magistrar::Options::default()),
            2,
        ),
        (
            "aetherium",
            GameOptions::Aetherium(aetherium::Options::default()),
            2,
        ),
        ("rivalry", GameOptions::Rivalry(rivalry::Options {}), 2),
    ];
    let write = std::env::var_os("MANAWELL_WEB_SCREENSHOTS").is_some();
    for (seed, (name, options, seats)) in games.into_iter().enumerate() {
        let rivalry = matches!(options, GameOptions::Rivalry(_));
        let id = table(&site.svc, options, seats, 50 + seed as u64).await;
        if rivalry {
            // Both sides seal the suggested set-up first.
            use manawell::engines::rivalry::{notation::format_setup, suggested_setup, Side};
            for (n, side) in [Side::Republic, Side::Kingdom].into_iter().enumerate() {
                let setup = format_setup(&suggested_setup(side));
                site.svc
                    .submit(id, &user(n as u32).id, &setup)
                    .await
                    .unwrap();
            }
        }
        play(&site.svc, id, 4, 3).await;
        let token = site.svc.board_token(id).await.unwrap();
        client
            .goto(&format!("{}/b/{token}", site.base))
            .await
            .unwrap();
        until(client, PICTURE_SHOWN, Duration::from_secs(10)).await;
        let width = client
            .execute("return window.innerWidth;", vec![])
            .await
            .unwrap();
        assert_eq!(width, json!(PHONE.0), "{name}: a phone's width");
        let png = client.screenshot().await.unwrap();
        assert!(png.starts_with(b"\x89PNG"), "{name}");
        if write {
            let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/web");
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join(format!("{name}.png")), &png).unwrap();
        }
    }
}
