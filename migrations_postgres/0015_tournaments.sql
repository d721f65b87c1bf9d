-- Tournaments (PostgreSQL); see migrations/0015_tournaments.sql.
CREATE TABLE tournaments (
    id            BIGSERIAL PRIMARY KEY,
    kind          TEXT    NOT NULL,               -- the game's kind, as a table's
    options       TEXT    NOT NULL,               -- the game's options, JSON, as a table's
    format        TEXT    NOT NULL,               -- 'swiss', 'round-robin', 'knockout', 'tables-3', 'tables-4'
    rounds        BIGINT  NOT NULL,               -- how many rounds it plays
    place         TEXT    NOT NULL,               -- where it is run, JSON (front end's), as a table's
    created_by    TEXT    NOT NULL,
    max_players   BIGINT,                        -- NULL: no limit
    rated         BOOLEAN NOT NULL DEFAULT TRUE,     -- its games rated as others are
    move_deadline_secs BIGINT,                   -- each game's time per move; NULL: none
    deadline_policy    TEXT NOT NULL DEFAULT 'forfeit',
    starts_at     BIGINT,                        -- started by itself at that time; NULL: by its creator
    status        TEXT    NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    round         BIGINT  NOT NULL DEFAULT 0,     -- the rounds paired so far
    created_at    BIGINT  NOT NULL,
    updated_at    BIGINT  NOT NULL,
    -- A lease on its background work (pairing, recording results), as a table's.
    claimed_by    TEXT,
    claimed_until BIGINT
);
-- The sweep reads only the tournaments that may have work: signed up or running.
CREATE INDEX tournaments_live ON tournaments (id) WHERE status IN ('signup', 'running');

-- Who plays: entrant numbers from 1 in the order they joined; `rating` (what seeds and
-- orders them) fixed at the start; `left_at` set when they leave or are removed (their
-- games forfeit).
CREATE TABLE tournament_entrants (
    tournament_id BIGINT  NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    entrant       BIGINT  NOT NULL,
    user_id       TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    rating        BIGINT  NOT NULL DEFAULT 0,
    joined_at     BIGINT  NOT NULL,
    left_at       BIGINT,
    PRIMARY KEY (tournament_id, entrant),
    UNIQUE (tournament_id, user_id)
);

-- A round's games and byes: `entrants` in seat order (JSON array of entrant numbers);
-- `table_id` the ordinary table it is played at (NULL for a bye); `places` once it has
-- ended (JSON, one per seat: a place from 1, or 0 for a forfeit).
CREATE TABLE tournament_games (
    tournament_id BIGINT  NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         BIGINT  NOT NULL,
    board         BIGINT  NOT NULL,
    entrants      TEXT    NOT NULL,
    table_id      BIGINT  REFERENCES tables (id),
    places        TEXT,
    PRIMARY KEY (tournament_id, round, board)
);
-- Which tournament game a table is.
CREATE INDEX tournament_games_table ON tournament_games (table_id) WHERE table_id IS NOT NULL;
