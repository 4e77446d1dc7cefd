-- The live-update log is a five-minute replay buffer (decision 171): appending to it need not
-- wait for a disk flush, and a database crash may empty it (browsers are then told to refetch).
-- Decision 204.
ALTER TABLE "event_log" SET UNLOGGED;
