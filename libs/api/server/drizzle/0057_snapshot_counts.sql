-- The archives' hotel list (GET /archives/hotels, docs/areas/pricing.md, "Archives"): `n` availability snapshots
-- of `hotel_id`. The list reads a row per hotel here instead of counting every snapshot of every hotel (a row per
-- Live hotel and day, every day: docs/api-database.md, "Which index a list reads", rule 2). Kept exact by
-- statement triggers in the same transaction as every insert, delete and change of a snapshot's hotel; filled
-- from the snapshots here. Read through libs/api/pricing/src/archives/snapshot-counts.ts.
CREATE TABLE IF NOT EXISTS "snapshot_counts" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "snapshot_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO snapshot_counts (hotel_id, n)
		SELECT o.hotel_id, -count(*) FROM old_rows o GROUP BY o.hotel_id ORDER BY o.hotel_id
		ON CONFLICT (hotel_id) DO UPDATE SET n = snapshot_counts.n + excluded.n;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO snapshot_counts (hotel_id, n)
		SELECT r.hotel_id, count(*) FROM new_rows r GROUP BY r.hotel_id ORDER BY r.hotel_id
		ON CONFLICT (hotel_id) DO UPDATE SET n = snapshot_counts.n + excluded.n;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "snapshot_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM snapshot_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "availability_snapshots_count_insert" ON "availability_snapshots";--> statement-breakpoint
CREATE TRIGGER "availability_snapshots_count_insert" AFTER INSERT ON "availability_snapshots" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "snapshot_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "availability_snapshots_count_update" ON "availability_snapshots";--> statement-breakpoint
CREATE TRIGGER "availability_snapshots_count_update" AFTER UPDATE ON "availability_snapshots" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "snapshot_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "availability_snapshots_count_delete" ON "availability_snapshots";--> statement-breakpoint
CREATE TRIGGER "availability_snapshots_count_delete" AFTER DELETE ON "availability_snapshots" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "snapshot_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "availability_snapshots_count_truncate" ON "availability_snapshots";--> statement-breakpoint
CREATE TRIGGER "availability_snapshots_count_truncate" AFTER TRUNCATE ON "availability_snapshots"
	FOR EACH STATEMENT EXECUTE FUNCTION "snapshot_counts_reset"();--> statement-breakpoint
DELETE FROM "snapshot_counts";--> statement-breakpoint
INSERT INTO "snapshot_counts" ("hotel_id", "n")
	SELECT "hotel_id", count(*) FROM "availability_snapshots" GROUP BY "hotel_id";
