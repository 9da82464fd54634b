-- The coupon list's totals (GET /coupons, docs/areas/pricing.md, "Coupons"): over the coupons not deleted, `n`
-- are ended now (kind `stopped`, ended_at set) or not (`open`; both on the day 1970-01-01), and of the open
-- ones, `n` start (`open_start`) or end (`open_end`) on the day `day`. A status is a sum over the days from today
-- on (upcoming: open_start after today; running: open_end from today; active = running - upcoming; ended = all -
-- running), never over the coupons: the rows read grow with the days ahead that coupons start or end on, not
-- with the coupons of the past (docs/api-database.md, "Which index a list reads", rule 2). Kept exact by a trigger
-- in the same transaction as every insert, delete and change of the dates, ended_at or deleted_at; filled from
-- the coupons here. Read through libs/api/pricing/src/coupons/coupon-counts.ts.
CREATE TABLE IF NOT EXISTS "coupon_counts" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_counts_pkey" PRIMARY KEY ("kind", "day")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "coupon_counts_add"(p_ended boolean, p_start date, p_end date, p_sign integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO coupon_counts (kind, day, n)
	SELECT k.kind, k.day, p_sign FROM (VALUES
		(CASE WHEN p_ended THEN 'stopped' ELSE 'open' END, DATE '1970-01-01'),
		(CASE WHEN p_ended THEN NULL ELSE 'open_start' END, p_start),
		(CASE WHEN p_ended THEN NULL ELSE 'open_end' END, p_end)
	) AS k(kind, day) WHERE k.kind IS NOT NULL
	ON CONFLICT (kind, day) DO UPDATE SET n = coupon_counts.n + excluded.n;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "coupon_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.start_date = NEW.start_date AND OLD.end_date = NEW.end_date
		AND (OLD.ended_at IS NULL) = (NEW.ended_at IS NULL) AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
		PERFORM coupon_counts_add(OLD.ended_at IS NOT NULL, OLD.start_date, OLD.end_date, -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
		PERFORM coupon_counts_add(NEW.ended_at IS NOT NULL, NEW.start_date, NEW.end_date, 1);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "coupon_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM coupon_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "coupons_count" ON "coupons";--> statement-breakpoint
CREATE TRIGGER "coupons_count" AFTER INSERT OR DELETE OR UPDATE OF "start_date", "end_date", "ended_at", "deleted_at"
	ON "coupons" FOR EACH ROW EXECUTE FUNCTION "coupon_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "coupons_count_truncate" ON "coupons";--> statement-breakpoint
CREATE TRIGGER "coupons_count_truncate" AFTER TRUNCATE ON "coupons"
	FOR EACH STATEMENT EXECUTE FUNCTION "coupon_counts_reset"();--> statement-breakpoint
DELETE FROM "coupon_counts";--> statement-breakpoint
INSERT INTO "coupon_counts" ("kind", "day", "n")
	SELECT CASE WHEN "ended_at" IS NULL THEN 'open' ELSE 'stopped' END, DATE '1970-01-01', count(*) FROM "coupons"
	WHERE "deleted_at" IS NULL GROUP BY 1
	UNION ALL SELECT 'open_start', "start_date", count(*) FROM "coupons" WHERE "deleted_at" IS NULL AND "ended_at" IS NULL GROUP BY 2
	UNION ALL SELECT 'open_end', "end_date", count(*) FROM "coupons" WHERE "deleted_at" IS NULL AND "ended_at" IS NULL GROUP BY 2;
