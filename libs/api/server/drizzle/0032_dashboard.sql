-- The dashboard's figures (docs/areas/dashboard.md, "Business figures", "Data"): one narrow row per reservation with
-- what the figures read of it and of its charge: its hotel, start, status, slot, booked minutes, and its amount and
-- commission (with GST) in its charge's currency (the reservation's own amount in AUD without a charge). The
-- figures then read one index of the range's rows, without joining 500,000 charges (tools/bench/dashboard.mjs).
-- Kept exact in the same statement as every insert, update and delete of a reservation or a charge, by statement
-- triggers over their transition tables (a bulk insert refreshes its rows in one statement). No foreign key: the
-- rows follow the reservations' own deletes and truncation. Hand SQL: the table belongs to no area's schema file.
CREATE TABLE IF NOT EXISTS "reservation_figures" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"hotel_id" uuid NOT NULL,
	"reservation_start" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"duration" smallint NOT NULL,
	"minutes" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"commission" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservation_figures_start_idx" ON "reservation_figures" USING btree ("reservation_start")
	INCLUDE ("hotel_id", "status", "duration", "minutes", "currency", "amount", "commission");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_figures_upsert"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO reservation_figures (reservation_id, hotel_id, reservation_start, status, duration, minutes, currency, amount, commission)
	SELECT r.id, r.hotel_id, r.reservation_start, r.status, r.duration,
		round(extract(epoch from r.reservation_end - r.reservation_start) / 60)::int,
		upper(coalesce(c.currency, 'AUD')), coalesce(c.amount, r.amount), coalesce(c.commission, 0) + coalesce(c.commission_gst, 0)
	FROM reservations r LEFT JOIN charges c ON c.reservation_id = r.id
	WHERE r.id = ANY (ids)
	ON CONFLICT (reservation_id) DO UPDATE SET hotel_id = excluded.hotel_id, reservation_start = excluded.reservation_start,
		status = excluded.status, duration = excluded.duration, minutes = excluded.minutes, currency = excluded.currency,
		amount = excluded.amount, commission = excluded.commission
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_figures_reservations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		DELETE FROM reservation_figures WHERE reservation_id IN (SELECT id FROM old_rows);
	ELSE
		PERFORM reservation_figures_upsert(ARRAY(SELECT id FROM new_rows));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_figures_charges"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM reservation_figures_upsert(ARRAY(SELECT reservation_id FROM old_rows));
	ELSE
		PERFORM reservation_figures_upsert(ARRAY(SELECT reservation_id FROM new_rows));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_figures_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM reservation_figures;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_figures_insert" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_figures_insert" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_figures_reservations"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_figures_update" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_figures_update" AFTER UPDATE ON "reservations" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_figures_reservations"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_figures_delete" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_figures_delete" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_figures_reservations"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_figures_truncate" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_figures_truncate" AFTER TRUNCATE ON "reservations"
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_figures_reset"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "charges_figures_insert" ON "charges";--> statement-breakpoint
CREATE TRIGGER "charges_figures_insert" AFTER INSERT ON "charges" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_figures_charges"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "charges_figures_update" ON "charges";--> statement-breakpoint
CREATE TRIGGER "charges_figures_update" AFTER UPDATE ON "charges" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_figures_charges"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "charges_figures_delete" ON "charges";--> statement-breakpoint
CREATE TRIGGER "charges_figures_delete" AFTER DELETE ON "charges" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_figures_charges"();--> statement-breakpoint
DELETE FROM "reservation_figures";--> statement-breakpoint
SELECT "reservation_figures_upsert"(ARRAY(SELECT "id" FROM "reservations"));
