-- The money history reads one customer's whole ledger, newest first. The index carries the columns the
-- history shows (INCLUDE, which drizzle's schema cannot express, so it is written here by hand), so the read is an
-- index-only backward scan of that customer's entries: its cost no longer grows with other customers' rows spread
-- over the table (100 rows: 5 buffers instead of 103 and a sort, at 1,000,000 ledger rows). Notes are staff
-- reasons of at most 500 characters, well inside an index row's limit.
DROP INDEX "ledger_entries_user_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","created_at","id") INCLUDE ("amount_tiyin","reason","reference_type","reference_id","note","kind");
