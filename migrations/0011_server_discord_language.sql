-- The language of a server's preferred locale on Discord as last seen on an interaction
-- (`en`, `fr`, `de`; NULL: a locale manawell does not speak, or never seen), so that
-- posts made with no interaction at hand (deadlines, the AI's moves, the accounts of
-- moves) follow it too. A moderator's `language` setting wins over it.
ALTER TABLE server_settings ADD COLUMN discord_language TEXT;
