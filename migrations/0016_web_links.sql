-- The web board's links: a game's page is reached only through an unguessable token (128
-- random bits from the operating system), so the link is the permission. A public link
-- (`seat` NULL) shows what everyone at the game's place sees; a personal one shows one
-- seat's own view too (a hand, a sealed set-up), sent privately and short-lived
-- (`expires_at`). A moderator revokes a game's links (`revoked_at`): the next request
-- makes a new one.
CREATE TABLE web_links (
    token TEXT PRIMARY KEY,
    table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
    seat INTEGER,
    created_at INTEGER NOT NULL,
    expires_at INTEGER,
    revoked_at INTEGER
);
-- The live public link of a game, found again for every turn post.
CREATE INDEX web_links_public ON web_links (table_id) WHERE seat IS NULL AND revoked_at IS NULL;
