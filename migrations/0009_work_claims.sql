-- manawell store, ninth step: background work done once across several processes.

-- A lease on a table's background work (its reminder, its deadline, its AI seat's move):
-- the process `claimed_by` does it until `claimed_until` (Unix ms). Past that time any
-- process may take it over, so a process that died mid-task loses nothing.
ALTER TABLE tables ADD COLUMN claimed_by TEXT;
ALTER TABLE tables ADD COLUMN claimed_until INTEGER;
