-- Take-backs by consent (PostgreSQL); see migrations/0007_takebacks.sql.
CREATE TABLE takebacks (
    table_id  BIGINT PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    version   BIGINT NOT NULL,
    back_to   BIGINT NOT NULL,
    seat      BIGINT NOT NULL,
    user_id   TEXT   NOT NULL,
    asked_at  BIGINT NOT NULL
);

CREATE TABLE takeback_accepts (
    table_id  BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    version   BIGINT NOT NULL,
    user_id   TEXT   NOT NULL,
    at        BIGINT NOT NULL,
    PRIMARY KEY (table_id, version, user_id)
);
