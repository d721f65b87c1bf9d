-- manawell store, fourth step: nothing stuck, clocks fair.

-- What was announced. A front end that posts each version of a game (the Discord bot)
-- marks it here once posted; a version not yet posted is posted again by its background
-- task (and at start-up) until it is. -1: nothing announced yet.
ALTER TABLE tables ADD COLUMN announced_version INTEGER NOT NULL DEFAULT -1;
-- The next attempt at posting what is behind (Unix ms). A move sets it a little ahead: the
-- mover's own request posts first; the background task claims it by moving it ahead.
ALTER TABLE tables ADD COLUMN announce_at INTEGER;
-- Failed attempts in a row; the deadlines of a game not seen wait while it is above 0.
ALTER TABLE tables ADD COLUMN announce_failures INTEGER NOT NULL DEFAULT 0;
-- Set when the game's place cannot be posted in any more (channel gone, access lost): its
-- clocks stop until a post gets through again.
ALTER TABLE tables ADD COLUMN paused_at INTEGER;
-- What existed before this step was announced by the requests that made it.
UPDATE tables SET announced_version = version WHERE status IN ('running', 'finished');
CREATE INDEX tables_behind ON tables (announce_at) WHERE announced_version < version;

-- The bot's heartbeat: the last time it was up (Unix ms). At start-up the time since is
-- time nobody could play, given back to every running clock.
CREATE TABLE heartbeat (
    id  INTEGER PRIMARY KEY CHECK (id = 1),
    at  INTEGER NOT NULL
);

-- Vacations: while one runs, the player's clocks stop. `ends_at` is moved to the time it
-- was ended early.
CREATE TABLE vacations (
    user_id    TEXT    NOT NULL,
    starts_at  INTEGER NOT NULL,
    ends_at    INTEGER NOT NULL CHECK (ends_at >= starts_at),
    PRIMARY KEY (user_id, starts_at)
);
