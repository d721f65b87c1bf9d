-- The channel a server's new games go to (PostgreSQL); NULL: wherever the game is opened.
ALTER TABLE server_settings ADD COLUMN games_channel TEXT;
