-- The dashboard's figures (docs/areas/dashboard.md, "Business figures", "Data"): one narrow row per reservation with
-- what the figures read of it and of its charge: its hotel, start, status, slot, booked minutes, and its amount and
-- commission (with GST) in its charge's currency (the reservation's own amount in AUD without a charge). The
-- figures then read one index of the range's rows, without joining 500,000 charges (tools/bench/dashboard.mjs).
-- Kept exact in the same statement as every insert, update and delete of a reservation or a charge, by statement
-- triggers over their transition tables (a bulk insert refreshes its rows in one statement). No foreign key: the
-- rows follow the reservations' own deletes and truncation. Hand SQL: the table belongs to no area's schema file.
-- Their sums per quarter hour (UTC; every zone's midnight falls on one) and currency, `reservation_figure_slots`:
-- bookings, cancelled, no-shows, bookings, stays and stayed minutes per slot of 3, 6 and 12 hours, amount and
-- commission of the bookings not cancelled. A range's totals and days add up these (about 4 per quarter hour)
-- instead of its reservations; kept by statement triggers on reservation_figures adding each change's difference.
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
CREATE TABLE IF NOT EXISTS "reservation_figure_slots" (
	"slot" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"cancelled" bigint DEFAULT 0 NOT NULL,
	"no_show" bigint DEFAULT 0 NOT NULL,
	"n3" bigint DEFAULT 0 NOT NULL,
	"n6" bigint DEFAULT 0 NOT NULL,
	"n12" bigint DEFAULT 0 NOT NULL,
	"stays3" bigint DEFAULT 0 NOT NULL,
	"stays6" bigint DEFAULT 0 NOT NULL,
	"stays12" bigint DEFAULT 0 NOT NULL,
	"minutes3" bigint DEFAULT 0 NOT NULL,
	"minutes6" bigint DEFAULT 0 NOT NULL,
	"minutes12" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_figure_slots_pkey" PRIMARY KEY ("slot","currency")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_figure_slots_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO reservation_figure_slots AS s (slot, currency, n, cancelled, no_show, n3, n6, n12, stays3, stays6, stays12, minutes3, minutes6, minutes12, amount, commission)
		SELECT date_bin('15 minutes', reservation_start, timestamptz '2000-01-01 00:00:00+00'), currency,
			coalesce(sum(k), 0),
			coalesce(sum(k) FILTER (WHERE status = 'Cancelled'), 0),
			coalesce(sum(k) FILTER (WHERE status = 'No show'), 0),
			coalesce(sum(k) FILTER (WHERE duration = 3), 0),
			coalesce(sum(k) FILTER (WHERE duration = 6), 0),
			coalesce(sum(k) FILTER (WHERE duration = 12), 0),
			coalesce(sum(k) FILTER (WHERE duration = 3 AND status <> 'Cancelled'), 0),
			coalesce(sum(k) FILTER (WHERE duration = 6 AND status <> 'Cancelled'), 0),
			coalesce(sum(k) FILTER (WHERE duration = 12 AND status <> 'Cancelled'), 0),
			coalesce(sum(k * minutes) FILTER (WHERE duration = 3 AND status <> 'Cancelled'), 0),
			coalesce(sum(k * minutes) FILTER (WHERE duration = 6 AND status <> 'Cancelled'), 0),
			coalesce(sum(k * minutes) FILTER (WHERE duration = 12 AND status <> 'Cancelled'), 0),
			coalesce(sum(k * amount) FILTER (WHERE status <> 'Cancelled'), 0),
			coalesce(sum(k * commission) FILTER (WHERE status <> 'Cancelled'), 0)
		FROM (SELECT -1 AS k, * FROM old_rows) x GROUP BY 1, 2
		ON CONFLICT (slot, currency) DO UPDATE SET n = s.n + excluded.n, cancelled = s.cancelled + excluded.cancelled, no_show = s.no_show + excluded.no_show, n3 = s.n3 + excluded.n3, n6 = s.n6 + excluded.n6, n12 = s.n12 + excluded.n12, stays3 = s.stays3 + excluded.stays3, stays6 = s.stays6 + excluded.stays6, stays12 = s.stays12 + excluded.stays12, minutes3 = s.minutes3 + excluded.minutes3, minutes6 = s.minutes6 + excluded.minutes6, minutes12 = s.minutes12 + excluded.minutes12, amount = s.amount + excluded.amount, commission = s.commission + excluded.commission;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO reservation_figure_slots AS s (slot, currency, n, cancelled, no_show, n3, n6, n12, stays3, stays6, stays12, minutes3, minutes6, minutes12, amount, commission)
		SELECT date_bin('15 minutes', reservation_start, timestamptz '2000-01-01 00:00:00+00'), currency,
			coalesce(sum(k), 0),
			coalesce(sum(k) FILTER (WHERE status = 'Cancelled'), 0),
			coalesce(sum(k) FILTER (WHERE status = 'No show'), 0),
			coalesce(sum(k) FILTER (WHERE duration = 3), 0),
			coalesce(sum(k) FILTER (WHERE duration = 6), 0),
			coalesce(sum(k) FILTER (WHERE duration = 12), 0),
			coalesce(sum(k) FILTER (WHERE duration = 3 AND status <> 'Cancelled'), 0),
			coalesce(sum(k) FILTER (WHERE duration = 6 AND status <> 'Cancelled'), 0),
			coalesce(sum(k) FILTER (WHERE duration = 12 AND status <> 'Cancelled'), 0),
			coalesce(sum(k * minutes) FILTER (WHERE duration = 3 AND status <> 'Cancelled'), 0),
			coalesce(sum(k * minutes) FILTER (WHERE duration = 6 AND status <> 'Cancelled'), 0),
			coalesce(sum(k * minutes) FILTER (WHERE duration = 12 AND status <> 'Cancelled'), 0),
			coalesce(sum(k * amount) FILTER (WHERE status <> 'Cancelled'), 0),
			coalesce(sum(k * commission) FILTER (WHERE status <> 'Cancelled'), 0)
		FROM (SELECT 1 AS k, * FROM new_rows) x GROUP BY 1, 2
		ON CONFLICT (slot, currency) DO UPDATE SET n = s.n + excluded.n, cancelled = s.cancelled + excluded.cancelled, no_show = s.no_show + excluded.no_show, n3 = s.n3 + excluded.n3, n6 = s.n6 + excluded.n6, n12 = s.n12 + excluded.n12, stays3 = s.stays3 + excluded.stays3, stays6 = s.stays6 + excluded.stays6, stays12 = s.stays12 + excluded.stays12, minutes3 = s.minutes3 + excluded.minutes3, minutes6 = s.minutes6 + excluded.minutes6, minutes12 = s.minutes12 + excluded.minutes12, amount = s.amount + excluded.amount, commission = s.commission + excluded.commission;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservation_figures_slots_insert" ON "reservation_figures";--> statement-breakpoint
CREATE TRIGGER "reservation_figures_slots_insert" AFTER INSERT ON "reservation_figures" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_figure_slots_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservation_figures_slots_update" ON "reservation_figures";--> statement-breakpoint
CREATE TRIGGER "reservation_figures_slots_update" AFTER UPDATE ON "reservation_figures" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_figure_slots_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservation_figures_slots_delete" ON "reservation_figures";--> statement-breakpoint
CREATE TRIGGER "reservation_figures_slots_delete" AFTER DELETE ON "reservation_figures" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_figure_slots_track"();--> statement-breakpoint
DELETE FROM "reservation_figures";--> statement-breakpoint
DELETE FROM "reservation_figure_slots";--> statement-breakpoint
SELECT "reservation_figures_upsert"(ARRAY(SELECT "id" FROM "reservations"));
