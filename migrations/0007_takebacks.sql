-- Take-backs by consent: a player asks to take back their last move; every other human
-- at the table accepts (or one refuses). A request belongs to the version it was asked
-- at: once the table moves on (someone played, a deadline fired) it is void.
CREATE TABLE takebacks (
    table_id  INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    version   INTEGER NOT NULL,                   -- the table's version when asked
    back_to   INTEGER NOT NULL,                   -- the version the game returns to
    seat      INTEGER NOT NULL,
    user_id   TEXT    NOT NULL,
    asked_at  INTEGER NOT NULL
);

CREATE TABLE takeback_accepts (
    table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    version   INTEGER NOT NULL,
    user_id   TEXT    NOT NULL,
    at        INTEGER NOT NULL,
    PRIMARY KEY (table_id, version, user_id)
);
