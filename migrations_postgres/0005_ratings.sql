-- Ratings (PostgreSQL): one per player and pool; see migrations/0005_ratings.sql.
CREATE TABLE ratings (
    user_id    TEXT   NOT NULL,
    pool       TEXT   NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      BIGINT NOT NULL DEFAULT 0,
    wins       BIGINT NOT NULL DEFAULT 0,
    draws      BIGINT NOT NULL DEFAULT 0,
    losses     BIGINT NOT NULL DEFAULT 0,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, pool)
);
CREATE INDEX ratings_pool ON ratings (pool, rating DESC);

CREATE TABLE rated_games (
    table_id BIGINT PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    pool     TEXT,
    rated_at BIGINT NOT NULL
);

CREATE TABLE daily_results (
    table_id    BIGINT PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    day         TEXT   NOT NULL,
    user_id     TEXT   NOT NULL,
    score       BIGINT NOT NULL,
    finished_at BIGINT NOT NULL
);
CREATE INDEX daily_results_day ON daily_results (day, score DESC, finished_at);

CREATE TABLE server_settings (
    guild              TEXT    PRIMARY KEY,
    move_deadline_secs BIGINT,
    deadline_policy    TEXT    NOT NULL DEFAULT 'forfeit',
    hints              BOOLEAN NOT NULL DEFAULT FALSE,
    updated_at         BIGINT  NOT NULL
);
