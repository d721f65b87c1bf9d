-- Every seat that must act now, in seat order, as "0,1" ("" when nobody): several at a
-- step of simultaneous hidden moves (Rivalry's set-up), where `to_act` holds only the
-- first. Written with `to_act` on every state write. NULL: a row written before this
-- column, read as its `to_act` until the start-up fills it in from the state.
ALTER TABLE tables ADD COLUMN waiting TEXT;
