-- The two runtime tables of the shared limits (ADR 14) skip the write-ahead log: a count is not worth a
-- commit flush. A crash of PostgreSQL empties them (every limit starts afresh), and they are not replicated.
ALTER TABLE "rate_limits" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "live_stream_holds" SET UNLOGGED;
