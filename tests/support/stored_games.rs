//! A store holding many games, as a busy bot's does after a year: nine in ten finished
//! (rated, posted, their clocks cleared), the rest running with reminders and deadlines
//! ahead, some against the AI, each row with a state of realistic size. Rows are written
//! straight in SQL (the sweeps read columns, not states), for the plan test in
//! `tests/table/sweeps.rs` and the timings of `benches/sweeps.rs`.

use manawell::store::{Dialect, Store};

/// Fills `store` with `games` games (ids after those already there).
pub async fn fill(store: &Store, games: i64, now: i64) {
    // A state of 8 kB: what a game in its middle weighs.
    let state = match store.dialect() {
        Dialect::Sqlite => "substr(hex(zeroblob(4000)), 1, 8000)",
        Dialect::Postgres => "repeat('0', 8000)",
    };
    let fill = format!(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {games}) \
         INSERT INTO tables (kind, options, place, status, seats_wanted, shuffle_seats, seed, \
             created_by, created_at, updated_at, state, version, to_act, waiting, \
             announced_version, remind_at, deadline_at, ai_turn, rated, result) \
         SELECT 'rivality', '{{\"players\":2,\"expert\":false}}', \
             '{{\"frontend\":\"discord\",\"guild\":\"g\",\"channel\":\"c\"}}', \
             CASE WHEN i % 10 = 0 THEN 'running' ELSE 'finished' END, 2, TRUE, i, 'u', \
             {now} - i * 1000, {now} - i * 1000, {state}, 40, \
             CASE WHEN i % 10 = 0 THEN 0 END, CASE WHEN i % 10 = 0 THEN '0' ELSE '' END, 40, \
             CASE WHEN i % 10 = 0 THEN {now} + i * 1000 END, \
             CASE WHEN i % 10 = 0 THEN {now} + 3600000 + i * 1000 END, \
             0, CASE WHEN i % 10 = 0 THEN 0 ELSE 1 END, \
             CASE WHEN i % 10 = 0 THEN NULL ELSE 'won' END \
         FROM n"
    );
    store.execute_sql(&fill).await.expect("the games");
    // Two seats each; in one running game in two, the second is the AI (waiting on the
    // human, so not the AI's turn).
    store
        .execute_sql(
            "INSERT INTO seats (table_id, seat, user_id, name, team, ai, joined_at) \
             SELECT id, 0, 'u' || CAST(id % 500 AS TEXT), 'Ann', 0, FALSE, created_at FROM tables",
        )
        .await
        .expect("the first seats");
    store
        .execute_sql(
            "INSERT INTO seats (table_id, seat, user_id, name, team, ai, joined_at) \
             SELECT id, 1, CASE WHEN status = 'running' AND id % 20 = 0 THEN NULL \
                 ELSE 'v' || CAST(id % 700 AS TEXT) END, 'Bob', 1, \
               status = 'running' AND id % 20 = 0, created_at FROM tables",
        )
        .await
        .expect("the second seats");
    store
        .execute_sql(
            "INSERT INTO rated_games (table_id, pool, rated_at) \
             SELECT id, 'rivality-2', updated_at FROM tables WHERE status = 'finished'",
        )
        .await
        .expect("the rated games");
    if store.dialect() == Dialect::Postgres {
        // What autovacuum does on a server soon after such a load.
        store.execute_sql("ANALYZE").await.expect("statistics");
    }
}
