-- The no-show lists (POST /reservation/NoshowResevation with `page`, docs/areas/bookings.md, "No shows";
-- docs/api-database.md, "Which index a list reads"): a page of a window's unapproved or approved no-shows read from
-- an index, its total from counters. Hand SQL (drizzle-kit neither creates nor alters this column, its triggers, the
-- indexes or the counters table); read through libs/api/bookings/src/reservations/no-show-page.ts.
--
-- 1. A no-show carries its charge's `captured` (`no_show_captured`: NULL unless the status is 'No show', else the
--    charge's flag, false without a charge), the tab's filter, so that the tab's index gives the window in order
--    (rule 1: a column of another table the list filters on is copied onto the row by a trigger). Set when a
--    reservation is written as a no-show or its status changes, and when a charge is written, captured, moved or
--    deleted (statement triggers over the transition tables: a bulk insert of charges is one UPDATE).
ALTER TABLE "reservations" ADD COLUMN IF NOT EXISTS "no_show_captured" boolean;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_no_show_captured"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status = 'No show' THEN
		NEW.no_show_captured := coalesce((SELECT captured FROM charges WHERE reservation_id = NEW.id), false);
	ELSE
		NEW.no_show_captured := NULL;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_no_show_captured_insert" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_no_show_captured_insert" BEFORE INSERT ON "reservations"
	FOR EACH ROW WHEN (NEW.status = 'No show' OR NEW.no_show_captured IS NOT NULL) EXECUTE FUNCTION "reservation_no_show_captured"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_no_show_captured_update" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_no_show_captured_update" BEFORE UPDATE OF "status" ON "reservations"
	FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "reservation_no_show_captured"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "charge_no_show_captured"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A reservation has one charge at most (charges' unique reservation_id): a new charge decides its no-show's
	-- flag, a deleted one leaves it false.
	IF TG_OP = 'INSERT' THEN
		UPDATE reservations r SET no_show_captured = true FROM new_rows n
			WHERE n.captured AND r.id = n.reservation_id AND r.status = 'No show' AND r.no_show_captured IS DISTINCT FROM true;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE reservations r SET no_show_captured = false FROM old_rows o
			WHERE o.captured AND r.id = o.reservation_id AND r.status = 'No show' AND r.no_show_captured;
	ELSIF TG_OP = 'UPDATE' THEN
		WITH changed AS (
			SELECT n.reservation_id AS new_id, o.reservation_id AS old_id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE n.captured IS DISTINCT FROM o.captured OR n.reservation_id IS DISTINCT FROM o.reservation_id
		), touched AS (
			SELECT new_id AS id FROM changed UNION SELECT old_id FROM changed
		), flag AS (
			SELECT t.id, coalesce((SELECT c.captured FROM charges c WHERE c.reservation_id = t.id LIMIT 1), false) AS captured
			FROM touched t WHERE t.id IS NOT NULL
		)
		UPDATE reservations r SET no_show_captured = flag.captured FROM flag
			WHERE r.id = flag.id AND r.status = 'No show' AND r.no_show_captured IS DISTINCT FROM flag.captured;
	ELSE
		UPDATE reservations SET no_show_captured = false WHERE status = 'No show' AND no_show_captured;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "charges_no_show_captured_insert" ON "charges";--> statement-breakpoint
CREATE TRIGGER "charges_no_show_captured_insert" AFTER INSERT ON "charges" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "charge_no_show_captured"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "charges_no_show_captured_delete" ON "charges";--> statement-breakpoint
CREATE TRIGGER "charges_no_show_captured_delete" AFTER DELETE ON "charges" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "charge_no_show_captured"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "charges_no_show_captured_update" ON "charges";--> statement-breakpoint
CREATE TRIGGER "charges_no_show_captured_update" AFTER UPDATE ON "charges" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "charge_no_show_captured"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "charges_no_show_captured_truncate" ON "charges";--> statement-breakpoint
CREATE TRIGGER "charges_no_show_captured_truncate" AFTER TRUNCATE ON "charges"
	FOR EACH STATEMENT EXECUTE FUNCTION "charge_no_show_captured"();--> statement-breakpoint
UPDATE "reservations" r SET "no_show_captured" = coalesce((SELECT c."captured" FROM "charges" c WHERE c."reservation_id" = r."id" LIMIT 1), false)
	WHERE r."status" = 'No show';--> statement-breakpoint
--
-- 2. The tabs' indexes: the flag, then the list's order (arrival, then id); without `captured` the window's
--    no-shows in the same order. Partial: only the no-shows (a few per cent of the reservations) carry entries.
CREATE INDEX IF NOT EXISTS "reservations_no_show_list_idx" ON "reservations" ("no_show_captured", "reservation_start", "id")
	WHERE "status" = 'No show';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_no_show_all_list_idx" ON "reservations" ("reservation_start", "id")
	WHERE "status" = 'No show';--> statement-breakpoint
--
-- 3. A window's total: n no-shows with the flag `captured` arrive in the UTC hour, day or month (`unit`) starting
--    at `at`. A window sums the months inside it, the days of its other whole days, the hours of its other whole
--    hours (at most 23 at each end) and counts the rows of its part hours at the ends from the index: the last 30
--    days on a zone's calendar read about 55 counter rows, a year at most about 120, instead of every no-show.
--    Kept exact in the writing transaction by statement triggers over the transition tables (one upsert per group
--    a statement changes, as 0046's), emptied on TRUNCATE, filled by this migration.
CREATE TABLE IF NOT EXISTS "no_show_counts" (
	"captured" boolean NOT NULL,
	"unit" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "no_show_counts_pkey" PRIMARY KEY ("captured", "unit", "at")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "no_show_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO no_show_counts AS s (captured, unit, at, n)
			SELECT coalesce(r.no_show_captured, false), u.unit, date_trunc(u.unit, r.reservation_start, 'UTC'), count(*)
			FROM new_rows r, (VALUES ('hour'), ('day'), ('month')) u (unit) WHERE r.status = 'No show'
			GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (captured, unit, at) DO UPDATE SET n = s.n + EXCLUDED.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO no_show_counts AS s (captured, unit, at, n)
			SELECT coalesce(r.no_show_captured, false), u.unit, date_trunc(u.unit, r.reservation_start, 'UTC'), -count(*)
			FROM old_rows r, (VALUES ('hour'), ('day'), ('month')) u (unit) WHERE r.status = 'No show'
			GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (captured, unit, at) DO UPDATE SET n = s.n + EXCLUDED.n;
	ELSE
		INSERT INTO no_show_counts AS s (captured, unit, at, n)
			SELECT m.captured, u.unit, date_trunc(u.unit, m.start, 'UTC'), sum(m.d)
			FROM (
				SELECT coalesce(no_show_captured, false) AS captured, reservation_start AS start, 1 AS d FROM new_rows WHERE status = 'No show'
				UNION ALL
				SELECT coalesce(no_show_captured, false), reservation_start, -1 FROM old_rows WHERE status = 'No show'
			) m, (VALUES ('hour'), ('day'), ('month')) u (unit)
			GROUP BY 1, 2, 3 HAVING sum(m.d) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT (captured, unit, at) DO UPDATE SET n = s.n + EXCLUDED.n;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "no_show_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM no_show_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_no_show_count_insert" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_no_show_count_insert" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "no_show_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_no_show_count_delete" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_no_show_count_delete" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "no_show_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_no_show_count_update" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_no_show_count_update" AFTER UPDATE ON "reservations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "no_show_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_no_show_count_truncate" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_no_show_count_truncate" AFTER TRUNCATE ON "reservations"
	FOR EACH STATEMENT EXECUTE FUNCTION "no_show_counts_reset"();--> statement-breakpoint
DELETE FROM "no_show_counts";--> statement-breakpoint
INSERT INTO "no_show_counts" ("captured", "unit", "at", "n")
	SELECT coalesce(r."no_show_captured", false), u."unit", date_trunc(u."unit", r."reservation_start", 'UTC'), count(*)
	FROM "reservations" r, (VALUES ('hour'), ('day'), ('month')) u ("unit") WHERE r."status" = 'No show'
	GROUP BY 1, 2, 3;
