-- Rematches (PostgreSQL); see migrations/0006_rematches.sql.
CREATE TABLE rematch_accepts (
    table_id  BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    user_id   TEXT   NOT NULL,
    at        BIGINT NOT NULL,
    PRIMARY KEY (table_id, user_id)
);

CREATE TABLE rematches (
    table_id   BIGINT PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    new_table  BIGINT NOT NULL REFERENCES tables (id),
    at         BIGINT NOT NULL
);
CREATE INDEX rematches_new_table ON rematches (new_table);
