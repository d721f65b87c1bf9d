-- A finished game's replay animation, encoded once (seconds of CPU for a long game) and
-- kept: every later `/replay` of it shows these bytes. `version` is the table's version
-- it was drawn at: an animation of another version is never shown.
CREATE TABLE kept_replays (
    table_id INTEGER PRIMARY KEY REFERENCES tables(id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    gif BLOB NOT NULL
);
