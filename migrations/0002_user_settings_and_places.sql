-- manawell store, second step: per-user settings, and finding the game played in a place.

-- What a user asked for, keyed by the front end's user id (`discord:1234`).
CREATE TABLE user_settings (
    user_id   TEXT    PRIMARY KEY,
    dm_pings  INTEGER NOT NULL DEFAULT 0          -- also tell them by DM when it is their turn
);

-- The game played in a place (a Discord thread, or the channel or DM where it is played):
-- the front end puts that place's id in `place.thread`.
CREATE INDEX tables_place_thread ON tables (json_extract(place, '$.thread'));
