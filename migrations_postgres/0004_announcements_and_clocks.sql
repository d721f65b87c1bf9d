-- manawell store, fourth step (PostgreSQL): nothing stuck, clocks fair.

ALTER TABLE tables ADD COLUMN announced_version BIGINT NOT NULL DEFAULT -1;
ALTER TABLE tables ADD COLUMN announce_at BIGINT;
ALTER TABLE tables ADD COLUMN announce_failures BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN paused_at BIGINT;
UPDATE tables SET announced_version = version WHERE status IN ('running', 'finished');
CREATE INDEX tables_behind ON tables (announce_at) WHERE announced_version < version;

CREATE TABLE heartbeat (
    id  BIGINT PRIMARY KEY CHECK (id = 1),
    at  BIGINT NOT NULL
);

CREATE TABLE vacations (
    user_id    TEXT   NOT NULL,
    starts_at  BIGINT NOT NULL,
    ends_at    BIGINT NOT NULL CHECK (ends_at >= starts_at),
    PRIMARY KEY (user_id, starts_at)
);
