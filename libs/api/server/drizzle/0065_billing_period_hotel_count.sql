-- A period's count of statements on the period's own row (`billing_periods.hotel_count`), read by a page of its
-- statements (GET /reservationStatement/get/{billingId}?page=; docs/areas/billing.md, "Pages of statements and
-- invoices"; docs/api-database.md, "Which index a list reads", rule 2). 0047's `billing_period_counts` holds the same
-- number, but a lookup of one of its rows is a Seq Scan of all of them while the table is a few pages (the planner
-- prices three pages below an index probe): 301 rows read for one period in billing's list-plans.spec.ts. The period's
-- row is read by its primary key anyway. Kept by 0047's statement triggers, in the same statement as the counters;
-- hand SQL: drizzle-kit neither creates nor alters this column.
ALTER TABLE "billing_periods" ADD COLUMN IF NOT EXISTS "hotel_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "billing_period_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO billing_period_counts (period_id, hotels)
	SELECT period_id, count(*) FROM new_statements GROUP BY period_id
	ON CONFLICT (period_id) DO UPDATE SET hotels = billing_period_counts.hotels + excluded.hotels;
	UPDATE billing_periods p SET hotel_count = p.hotel_count + n.n
	FROM (SELECT period_id, count(*) AS n FROM new_statements GROUP BY period_id) n
	WHERE p.id = n.period_id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "billing_period_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE billing_period_counts c SET hotels = c.hotels - o.n
	FROM (SELECT period_id, count(*) AS n FROM old_statements GROUP BY period_id) o
	WHERE c.period_id = o.period_id;
	UPDATE billing_periods p SET hotel_count = p.hotel_count - o.n
	FROM (SELECT period_id, count(*) AS n FROM old_statements GROUP BY period_id) o
	WHERE p.id = o.period_id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "billing_period_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM billing_period_counts;
	UPDATE billing_periods SET hotel_count = 0 WHERE hotel_count <> 0;
	RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "billing_periods" p SET "hotel_count" = coalesce((SELECT count(*) FROM "statements" s WHERE s."period_id" = p."id"), 0);
