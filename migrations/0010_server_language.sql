-- The language a server's public posts use (`/manawell settings language`): `en`, `fr`
-- or `de`; NULL: the server's preferred locale on Discord when manawell speaks it.
ALTER TABLE server_settings ADD COLUMN language TEXT;
