-- The channel a server's new games go to (`/manawell settings games_channel`): the
-- front end's channel id; NULL: wherever the game is opened.
ALTER TABLE server_settings ADD COLUMN games_channel TEXT;
