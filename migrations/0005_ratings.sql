-- Ratings: one per player and pool (a game and its player count: 'rivality-2p'), from
-- finished games between humans only. Glicko-2 for one against one (rating around 1500),
-- Weng-Lin for three sides or teams (mu around 25); `deviation` is Glicko's RD or
-- Weng-Lin's sigma, `volatility` Glicko's (0 for Weng-Lin).
CREATE TABLE ratings (
    user_id    TEXT    NOT NULL,
    pool       TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, pool)
);
CREATE INDEX ratings_pool ON ratings (pool, rating DESC);

-- Each finished table counts once: its row is written in the same transaction as the
-- ratings it changed (a game that is not rated, e.g. against the AI, is never listed).
CREATE TABLE rated_games (
    table_id INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    pool     TEXT,
    rated_at INTEGER NOT NULL
);

-- The daily Suramun challenge: each finished daily game's score, for its leaderboard
-- (best score first, then the earliest to reach it).
CREATE TABLE daily_results (
    table_id    INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    day         TEXT    NOT NULL,
    user_id     TEXT    NOT NULL,
    score       INTEGER NOT NULL,
    finished_at INTEGER NOT NULL
);
CREATE INDEX daily_results_day ON daily_results (day, score DESC, finished_at);

-- A server's defaults for new games, set by its moderators (`/manawell settings`).
CREATE TABLE server_settings (
    guild              TEXT    PRIMARY KEY,      -- the front end's server id
    move_deadline_secs INTEGER,                  -- NULL: no deadline
    deadline_policy    TEXT    NOT NULL DEFAULT 'forfeit',
    hints              INTEGER NOT NULL DEFAULT 0,
    updated_at         INTEGER NOT NULL
);
