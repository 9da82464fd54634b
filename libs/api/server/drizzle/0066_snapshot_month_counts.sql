-- The archives' snapshot month counters (GET /archives/{hotelId}?from=&to=, docs/areas/pricing.md, "Archives"):
-- `n` availability snapshots of `hotel_id` taken on a UTC day of the month `month` (its first day). A hotel's
-- total over a window counted its snapshots of the window through (hotel_id, day), a row per day: a year's
-- window read 365 rows to answer a page of 30, ten years 3,650 (docs/api-database.md, "Which index a list reads",
-- rule 2). Now the total sums the month counters of the window's whole months and counts the snapshots of its
-- other days (at most 30 before them and 30 after, each its own index range), as the logs' totals do (0060): a
-- year reads at most 72 rows. Kept exact by 0057's statement triggers in the same transaction as every insert,
-- delete and change of a snapshot's hotel or day (`snapshot_counts_track` now adds to both tables; a TRUNCATE
-- empties both). Filled from the snapshots here. Read through libs/api/pricing/src/archives/snapshot-counts.ts.
CREATE TABLE IF NOT EXISTS "snapshot_month_counts" (
	"hotel_id" uuid NOT NULL,
	"month" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "snapshot_month_counts_pkey" PRIMARY KEY ("hotel_id", "month")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "snapshot_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO snapshot_counts (hotel_id, n)
		SELECT o.hotel_id, -count(*) FROM old_rows o GROUP BY o.hotel_id ORDER BY o.hotel_id
		ON CONFLICT (hotel_id) DO UPDATE SET n = snapshot_counts.n + excluded.n;
		INSERT INTO snapshot_month_counts (hotel_id, month, n)
		SELECT o.hotel_id, date_trunc('month', o.day::timestamp)::date, -count(*) FROM old_rows o GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (hotel_id, month) DO UPDATE SET n = snapshot_month_counts.n + excluded.n;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO snapshot_counts (hotel_id, n)
		SELECT r.hotel_id, count(*) FROM new_rows r GROUP BY r.hotel_id ORDER BY r.hotel_id
		ON CONFLICT (hotel_id) DO UPDATE SET n = snapshot_counts.n + excluded.n;
		INSERT INTO snapshot_month_counts (hotel_id, month, n)
		SELECT r.hotel_id, date_trunc('month', r.day::timestamp)::date, count(*) FROM new_rows r GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (hotel_id, month) DO UPDATE SET n = snapshot_month_counts.n + excluded.n;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "snapshot_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM snapshot_counts;
	DELETE FROM snapshot_month_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM "snapshot_month_counts";--> statement-breakpoint
INSERT INTO "snapshot_month_counts" ("hotel_id", "month", "n")
	SELECT "hotel_id", date_trunc('month', "day"::timestamp)::date, count(*) FROM "availability_snapshots" GROUP BY 1, 2;
