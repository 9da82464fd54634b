-- A period's row read by its primary key, however few the periods (docs/api-database.md, "Which index a list
-- reads", rule 2; docs/areas/billing.md, "Pages of statements and invoices"). A page of a period's statements reads
-- the period's row first (its name, its range and `hotel_count`, 0065) by `id = $1`; with ten years of monthly
-- periods (121 rows, 4 pages) the planner priced a Seq Scan of the whole table (5.5) below the primary key's probe
-- (8.2) and read 121 rows for one (the skew bench, docs/bench/skew.md). Each page now holds a tenth of what it could
-- (about six periods): past about 45 periods the table is enough pages for the probe to cost less, below that a Seq
-- Scan reads at most those few rows. The spare room also keeps 0065's update of `hotel_count` on the row's page.
-- CLUSTER rewrites the rows already there at the new fill (it may run in the migrations' transaction; VACUUM FULL
-- may not); a table of periods is a few hundred rows at most. Hand SQL: drizzle-kit does not model a table's
-- storage parameters.
ALTER TABLE "billing_periods" SET (fillfactor = 10);--> statement-breakpoint
CLUSTER "billing_periods" USING "billing_periods_pkey";--> statement-breakpoint
ALTER TABLE "billing_periods" SET WITHOUT CLUSTER;
