-- Reservation counters (docs/areas/bookings.md, "Reservations list"): `n` reservations have this `status` and this
-- billing mark (`billing`: excluded, yes = invoiced, no = the rest), kept exact by the `reservations_count_*`
-- triggers in the same transaction as every insert, delete and change of status, exclusion or charge status. The
-- list's total without a search or a hotel filter is a sum of these rows instead of a count over every reservation.
CREATE TABLE IF NOT EXISTS "reservation_counts" (
	"status" text NOT NULL,
	"billing" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_counts_pkey" PRIMARY KEY ("status","billing")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_billing"("excluded" boolean, "charge_status" text) RETURNS text
	LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN excluded THEN 'excluded' WHEN charge_status = 'charge' THEN 'yes' ELSE 'no' END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Statement level, over the transition tables: one upsert per (status, billing) a statement changes, so that a
	-- bulk insert of many rows costs a grouping, not one counter update per row.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO reservation_counts (status, billing, n)
			SELECT status, reservation_billing(excluded, charge_status), count(*) FROM new_rows GROUP BY 1, 2
		ON CONFLICT (status, billing) DO UPDATE SET n = reservation_counts.n + EXCLUDED.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO reservation_counts (status, billing, n)
			SELECT status, reservation_billing(excluded, charge_status), -count(*) FROM old_rows GROUP BY 1, 2
		ON CONFLICT (status, billing) DO UPDATE SET n = reservation_counts.n + EXCLUDED.n;
	ELSE
		INSERT INTO reservation_counts (status, billing, n)
			SELECT status, billing, sum(d) FROM (
				SELECT status, reservation_billing(excluded, charge_status) AS billing, 1 AS d FROM new_rows
				UNION ALL
				SELECT status, reservation_billing(excluded, charge_status), -1 FROM old_rows
			) moved GROUP BY 1, 2 HAVING sum(d) <> 0
		ON CONFLICT (status, billing) DO UPDATE SET n = reservation_counts.n + EXCLUDED.n;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM reservation_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_count_insert" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_counts_track"();--> statement-breakpoint
CREATE TRIGGER "reservations_count_delete" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_counts_track"();--> statement-breakpoint
CREATE TRIGGER "reservations_count_update" AFTER UPDATE ON "reservations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_count_truncate" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_count_truncate" AFTER TRUNCATE ON "reservations"
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_counts_reset"();--> statement-breakpoint
DELETE FROM "reservation_counts";--> statement-breakpoint
INSERT INTO "reservation_counts" ("status", "billing", "n")
	SELECT "status", reservation_billing("excluded", "charge_status"), count(*) FROM "reservations" GROUP BY 1, 2;
