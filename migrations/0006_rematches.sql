-- Rematches: the players of a finished game accept one click each (a second click takes
-- it back); once every human player has, the rematch is made, in the same transaction as
-- the accept that completed it, started at once (the seats rotated, the same options).
CREATE TABLE rematch_accepts (
    table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,   -- the finished game
    user_id   TEXT    NOT NULL,
    at        INTEGER NOT NULL,
    PRIMARY KEY (table_id, user_id)
);

-- The rematch of a finished game: at most one (the primary key), so two last accepts at
-- once make one game.
CREATE TABLE rematches (
    table_id   INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    new_table  INTEGER NOT NULL REFERENCES tables (id),
    at         INTEGER NOT NULL
);
-- Which game a rematch came from (its first post says so, also when posted late).
CREATE INDEX rematches_new_table ON rematches (new_table);
