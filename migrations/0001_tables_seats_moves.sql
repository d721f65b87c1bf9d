-- manawell store, first schema. Times are Unix milliseconds (UTC).

-- A table: one game of one kind, played somewhere, from lobby to its end.
CREATE TABLE tables (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    kind          TEXT    NOT NULL,               -- 'rivality', later 'suramun', ...
    options       TEXT    NOT NULL,               -- the kind's options, JSON
    place         TEXT    NOT NULL,               -- where it is played, JSON (front end's)
    status        TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    seats_wanted  INTEGER NOT NULL CHECK (seats_wanted >= 1),
    shuffle_seats INTEGER NOT NULL DEFAULT 1,     -- deal seats from the seed at the start
    seed          INTEGER NOT NULL,               -- the deal: replaying the moves from it rebuilds `state`
    created_by    TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    -- Play: NULL until the game starts.
    state         TEXT,                           -- the kind's full state, JSON (hidden parts included)
    state_format  INTEGER NOT NULL DEFAULT 1,     -- the JSON layout's version, for later migrations
    version       INTEGER NOT NULL DEFAULT 0,     -- number of moves applied; a write must name it
    to_act        INTEGER,                        -- the seat that must act, NULL when nobody
    result        TEXT,                           -- public account of how it ended
    -- Deadlines: per-move limit and what happens when it passes.
    move_deadline_secs INTEGER,                   -- NULL: no deadline
    deadline_policy    TEXT NOT NULL DEFAULT 'forfeit',
    remind_at     INTEGER,                        -- NULL once sent or when none is due
    deadline_at   INTEGER
);
CREATE INDEX tables_remind_at ON tables (remind_at) WHERE remind_at IS NOT NULL;
CREATE INDEX tables_deadline_at ON tables (deadline_at) WHERE deadline_at IS NOT NULL;
CREATE INDEX tables_status ON tables (status);

-- Who sits where. In the lobby `seat` is the join order; at the start seats are dealt 0..n.
CREATE TABLE seats (
    table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    TEXT,                              -- NULL for an AI seat
    name       TEXT    NOT NULL,
    team       INTEGER,                           -- the side it plays for, once started
    ai         INTEGER NOT NULL DEFAULT 0,
    joined_at  INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat),
    UNIQUE (table_id, user_id)
);
CREATE INDEX seats_user ON seats (user_id);

-- Who may join a table that was created with invitations.
CREATE TABLE invites (
    table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    user_id   TEXT    NOT NULL,
    PRIMARY KEY (table_id, user_id)
);

-- The append-only history: move `ply` turned version ply-1 into version ply.
CREATE TABLE moves (
    table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    ply       INTEGER NOT NULL CHECK (ply >= 1),
    seat      INTEGER,                            -- NULL for the table itself (a deadline)
    user_id   TEXT,
    at        INTEGER NOT NULL,
    action    TEXT    NOT NULL,                   -- JSON: a move of the kind, or a resignation
    summary   TEXT    NOT NULL,                   -- public account of what happened
    PRIMARY KEY (table_id, ply)
);
