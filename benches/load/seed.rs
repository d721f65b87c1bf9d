//! Filling the database: a few dozen games played through the table service (every kind,
//! at several depths, some to the end, a few lobbies), then each copied in bulk (its row,
//! seats and history) until the database holds the games asked for. Every copy is a real
//! game the service loads and plays on; its players are users of its own.

use manawell::engines::aetherium::Options as AetheriumOptions;
use manawell::engines::magistrar::Options as MagistrarOptions;
use manawell::engines::rivality::solo::Difficulty;
use manawell::engines::rivality::Options as RivalityOptions;
use manawell::store::{Dialect, Pool, Store};
use manawell::table::kinds::suramun::SoloOptions;
use manawell::table::{GameOptions, Place, TableId, TableService, TableSpec, User, UserId};

/// Fewer games leave some templates without a copy, or too few running tables for a round.
pub const MIN_GAMES: usize = 300;

/// A game long past its end is given up rather than played on.
const MOST_MOVES: usize = 600;

/// How far a template game is played.
#[derive(Clone, Copy)]
enum Stage {
    /// Waiting for players: the creator alone at the table.
    Lobby,
    /// Started, this many moves in (a game over before stays finished).
    InPlay(usize),
    /// Played to its end.
    Finished,
}

/// The mix of the stored games: per mille of the whole, template by template.
fn templates() -> Vec<(GameOptions, Stage, usize)> {
    let rivality = |players, expert| GameOptions::Rivality(RivalityOptions { players, expert });
    let solo = GameOptions::Suramun(SoloOptions {
        difficulty: Difficulty::Standard,
    });
    let magistrar = GameOptions::Magistrar(MagistrarOptions::default());
    let aetherium = GameOptions::Aetherium(AetheriumOptions::default());
    use Stage::*;
    vec![
        (rivality(2, false), InPlay(2), 110),
        (rivality(2, false), InPlay(8), 110),
        (rivality(2, false), InPlay(14), 100),
        (rivality(2, false), Finished, 40),
        (rivality(2, true), InPlay(6), 50),
        (rivality(3, false), InPlay(3), 40),
        (rivality(3, false), InPlay(12), 40),
        (rivality(3, false), Finished, 10),
        (rivality(4, false), InPlay(4), 35),
        (rivality(4, false), InPlay(12), 35),
        (rivality(4, false), Lobby, 30),
        (solo.clone(), InPlay(2), 50),
        (solo.clone(), InPlay(5), 50),
        (solo, Finished, 20),
        (magistrar.clone(), InPlay(1), 40),
        (magistrar.clone(), InPlay(3), 40),
        (magistrar.clone(), InPlay(6), 40),
        (magistrar, Finished, 30),
        (aetherium.clone(), InPlay(4), 50),
        (aetherium.clone(), InPlay(12), 50),
        (aetherium, Finished, 30),
    ]
}

/// What the database holds once seeded.
pub struct Stored {
    /// Games by kind and status, e.g. `("rivality", "running", 52_000)`.
    pub by_kind: Vec<(String, String, i64)>,
    pub running: i64,
    pub finished: i64,
    pub lobby: i64,
    pub moves: i64,
}

impl Stored {
    pub fn total(&self) -> i64 {
        self.running + self.finished + self.lobby
    }
}

/// Seeds `games` games; returns what the database then holds.
pub async fn seed(svc: &TableService, games: usize) -> Stored {
    let mix = templates();
    let mut counts: Vec<usize> = mix.iter().map(|(_, _, m)| games * m / 1000).collect();
    counts[0] += games - counts.iter().sum::<usize>();
    for (n, ((options, stage, _), count)) in mix.into_iter().zip(counts).enumerate() {
        let template = play_template(svc, options, stage, n as u64).await;
        copy(svc.store().pool(), template, count - 1).await;
    }
    settle(svc.store()).await;
    let pool = svc.store().pool();
    let status = |s: &str| format!("SELECT COUNT(*) FROM tables WHERE status = '{s}'");
    let by_kind = "SELECT kind, status, COUNT(*) FROM tables GROUP BY kind, status \
        ORDER BY kind, status";
    let by_kind = match pool {
        Pool::Sqlite(p) => sqlx::query_as(by_kind).fetch_all(p).await,
        Pool::Postgres(p) => sqlx::query_as(by_kind).fetch_all(p).await,
    }
    .expect(by_kind);
    Stored {
        by_kind,
        running: count(pool, &status("running")).await,
        finished: count(pool, &status("finished")).await,
        lobby: count(pool, &status("lobby")).await,
        moves: count(pool, "SELECT COUNT(*) FROM moves").await,
    }
}

/// The ids of the running games.
pub async fn running_ids(store: &Store) -> Vec<i64> {
    let sql = "SELECT id FROM tables WHERE status = 'running' ORDER BY id";
    match store.pool() {
        Pool::Sqlite(p) => sqlx::query_scalar(sql).fetch_all(p).await,
        Pool::Postgres(p) => sqlx::query_scalar(sql).fetch_all(p).await,
    }
    .expect("running ids")
}

fn player(n: u8) -> User {
    User::new(
        format!("load:{n}"),
        ["Mira", "Tom", "Ada", "Bo"][usize::from(n) % 4],
    )
}

/// One game opened, joined and played through the service to `stage`.
async fn play_template(svc: &TableService, options: GameOptions, stage: Stage, n: u64) -> TableId {
    let seats = options.seats().expect("seats");
    let mut spec = TableSpec::new(
        options,
        Place::channel("load", "guild", &format!("channel-{n}")),
        player(0),
    );
    spec.seed = Some(0x10ad + n);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.expect("create");
    let moves = match stage {
        Stage::Lobby => return id,
        Stage::InPlay(moves) => moves,
        Stage::Finished => MOST_MOVES,
    };
    for seat in 1..seats {
        svc.join(id, &player(seat)).await.expect("join");
    }
    for i in 0..moves {
        let (_, game) = svc.game(id).await.expect("game");
        let Some(seat) = game.to_act() else {
            return id;
        };
        let choices = game.choices(manawell::i18n::Lang::En);
        let choice = &choices[(i * 7919 + n as usize) % choices.len()];
        let user = player(seat).id;
        svc.submit(id, &user, &choice.notation)
            .await
            .expect("a legal move");
    }
    if matches!(stage, Stage::Finished) && svc.whose_turn(id).await.expect("turn").is_some() {
        let (_, game) = svc.game(id).await.expect("game");
        let seat = game.to_act().expect("a seat to act");
        svc.resign(id, &player(seat).id).await.expect("resign");
    }
    id
}

/// `copies` copies of `template` (row, seats, history) in one transaction. A copy's players
/// are users of their own (`load:0:<table>`), as at a real table.
async fn copy(pool: &Pool, template: TableId, copies: usize) {
    // The columns copied as they are; those not named take their defaults.
    const COLUMNS: &str = "kind, options, place, status, seats_wanted, shuffle_seats, seed, \
        created_by, created_at, updated_at, state, state_format, version, to_act, result, \
        move_deadline_secs, deadline_policy, remind_at, deadline_at, announced_version, \
        announce_at, announce_failures, paused_at";
    let tables = format!(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2) \
         INSERT INTO tables ({COLUMNS}) SELECT {COLUMNS} FROM tables, n WHERE tables.id = ?1"
    );
    let seats = "INSERT INTO seats (table_id, seat, user_id, name, team, ai, joined_at) \
         SELECT t.id, s.seat, s.user_id || ':' || t.id, s.name, s.team, s.ai, s.joined_at \
         FROM tables t JOIN seats s ON s.table_id = ?1 WHERE t.id > ?2 AND t.id <= ?3";
    let moves = "INSERT INTO moves (table_id, ply, seat, user_id, at, action, summary) \
         SELECT t.id, m.ply, m.seat, m.user_id || ':' || t.id, m.at, m.action, m.summary \
         FROM tables t JOIN moves m ON m.table_id = ?1 WHERE t.id > ?2 AND t.id <= ?3";
    // Posted already: a copy is not a game whose last move still waits to be announced.
    let announced = "UPDATE tables SET announced_version = version, announce_at = NULL \
         WHERE id = ?1";
    let last = "SELECT COALESCE(MAX(id), 0) FROM tables";
    if copies == 0 {
        return;
    }
    let (t, n) = (template.0, copies as i64);
    macro_rules! in_one_transaction {
        ($p:expr, $d:expr) => {{
            let mut tx = $p.begin().await.expect("begin");
            sqlx::query(&$d.sql(announced))
                .bind(t)
                .execute(&mut *tx)
                .await
                .expect("announced");
            let from: i64 = sqlx::query_scalar(last)
                .fetch_one(&mut *tx)
                .await
                .expect("last id");
            let made = sqlx::query(&$d.sql(&tables))
                .bind(t)
                .bind(n)
                .execute(&mut *tx)
                .await
                .expect("copy tables")
                .rows_affected();
            assert_eq!(made, copies as u64, "copies of table {t}");
            // Every id past `from` is a copy (PostgreSQL's sequence may skip some).
            let to: i64 = sqlx::query_scalar(last)
                .fetch_one(&mut *tx)
                .await
                .expect("last id");
            for sql in [seats, moves] {
                sqlx::query(&$d.sql(sql))
                    .bind(t)
                    .bind(from)
                    .bind(to)
                    .execute(&mut *tx)
                    .await
                    .expect(sql);
            }
            tx.commit().await.expect("commit");
        }};
    }
    match pool {
        Pool::Sqlite(p) => in_one_transaction!(p, Dialect::Sqlite),
        Pool::Postgres(p) => in_one_transaction!(p, Dialect::Postgres),
    }
}

/// What a database long in service would have done by now: SQLite's write-ahead log
/// folded back into the file, PostgreSQL's statistics gathered (autovacuum's job).
async fn settle(store: &Store) {
    let sql = match store.pool() {
        Pool::Sqlite(_) => "PRAGMA wal_checkpoint(TRUNCATE)",
        Pool::Postgres(_) => "ANALYZE",
    };
    store.execute_sql(sql).await.expect(sql);
}

async fn count(pool: &Pool, sql: &str) -> i64 {
    match pool {
        Pool::Sqlite(p) => sqlx::query_scalar(sql).fetch_one(p).await,
        Pool::Postgres(p) => sqlx::query_scalar(sql).fetch_one(p).await,
    }
    .expect(sql)
}

/// The user at `seat` of `table`, as stored.
pub async fn user_at(store: &Store, table: TableId, seat: u8) -> Option<UserId> {
    let (_, seats) = store.load_table(table.0).await.ok()?;
    seats
        .into_iter()
        .find(|s| s.seat == i64::from(seat))
        .and_then(|s| s.user_id)
        .map(UserId)
}
