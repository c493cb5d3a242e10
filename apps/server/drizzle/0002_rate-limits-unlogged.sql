-- Rate-limit counters are ephemeral (a window lasts minutes): no write-ahead log, no fsync per counted request.
-- After a crash PostgreSQL empties the table, which only restarts the current windows.
ALTER TABLE "rate_limits" SET UNLOGGED;
