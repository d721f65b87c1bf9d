-- manawell store, ninth step (PostgreSQL): background work done once across processes.

-- A lease on a table's background work (reminder, deadline, AI seat's move): the process
-- `claimed_by` does it until `claimed_until` (Unix ms); past that, any process may.
ALTER TABLE tables ADD COLUMN claimed_by TEXT;
ALTER TABLE tables ADD COLUMN claimed_until BIGINT;
