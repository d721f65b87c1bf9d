//! Helpers shared by the store and table tests: throwaway databases and quick games.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use manawell::engines::rivality::Options;
use manawell::store::{Store, StoreConfig};
use manawell::table::{GameOptions, Place, TableId, TableService, TableSpec, User, UserId};

/// A fresh database file under the system temp dir (removed by `Db::drop`).
pub struct Db {
    pub dir: PathBuf,
    pub path: PathBuf,
}

impl Db {
    pub fn new(name: &str) -> Db {
        static N: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "manawell-test-{}-{}-{name}",
            std::process::id(),
            N.fetch_add(1, Ordering::SeqCst)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("test.db");
        Db { dir, path }
    }

    pub fn config(&self) -> StoreConfig {
        StoreConfig::at(self.path.to_str().unwrap())
    }

    pub async fn store(&self) -> Store {
        Store::open(&self.config()).await.unwrap()
    }

    pub async fn service(&self) -> TableService {
        TableService::new(self.store().await)
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

pub fn user(n: u32) -> User {
    User::new(
        format!("test:{n}"),
        ["Mira", "Tom", "Ada", "Bo"][n as usize % 4],
    )
}

pub fn rivality(players: u8) -> GameOptions {
    GameOptions::Rivality(Options {
        players,
        expert: false,
    })
}

/// A table of `players` players, seated in join order (user 0 plays first), started.
pub async fn started(svc: &TableService, players: u8, seed: u64, expert: bool) -> TableId {
    let mut spec = TableSpec::new(
        GameOptions::Rivality(Options { players, expert }),
        Place::channel("test", "g", "c"),
        user(0),
    );
    spec.seed = Some(seed);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    for n in 1..u32::from(players) {
        svc.join(id, &user(n)).await.unwrap();
    }
    id
}

/// The user to act and the move they will play: the `pick`-th legal move, wrapping.
pub async fn next_move(svc: &TableService, id: TableId, pick: usize) -> Option<(UserId, String)> {
    let (_, game) = svc.game(id).await.unwrap();
    let seat = game.to_act()?;
    let choices = game.choices();
    let choice = &choices[pick % choices.len()];
    Some((user(u32::from(seat)).id, choice.notation.clone()))
}

/// Plays up to `moves` moves (fewer if the game ends); returns how many were played.
pub async fn play(svc: &TableService, id: TableId, moves: usize, salt: usize) -> usize {
    for i in 0..moves {
        let Some((who, mv)) = next_move(svc, id, i.wrapping_mul(7919) ^ salt).await else {
            return i;
        };
        svc.submit(id, &who, &mv).await.unwrap();
    }
    moves
}

/// A clock the test moves by hand.
pub fn manual_clock(start: i64) -> (Arc<AtomicU64>, manawell::table::Clock) {
    let now = Arc::new(AtomicU64::new(start as u64));
    let read = now.clone();
    (now, Arc::new(move || read.load(Ordering::SeqCst) as i64))
}

/// Whether `text` names tile `tile` (`A1` but not inside `A10`).
pub fn names_tile(text: &str, tile: &str) -> bool {
    text.match_indices(tile).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + tile.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphanumeric())
            && !after.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}
