-- manawell store, second step (PostgreSQL): per-user settings, and finding the game
-- played in a place.

CREATE TABLE user_settings (
    user_id   TEXT    PRIMARY KEY,
    dm_pings  BOOLEAN NOT NULL DEFAULT FALSE
);

-- The very expression the store's `json_extract(place, '$.thread')` becomes.
CREATE INDEX tables_place_thread ON tables ((place::jsonb ->> 'thread'));
