-- The pricing logs' month counters (GET /logs/rate-gain, /logs/cancellation-period, /logs/exchange-rate-gain and
-- /logs/exchange-rate-history, docs/areas/pricing.md, "Logs"): n rows of `log` started (or, for the exchange rates,
-- are of) a UTC day of the month `month` (its first day), and `days`, the month's days with at least one (the day
-- counters above 0: the exchange rate history's rows). With 0050's day counters alone a list's total summed one row
-- per day of its window: a year's window read 365 counter rows to answer a page of 20, 38 per row answered
-- (docs/api-database.md, "Which index a list reads", rule 2). Now a window's total sums the month counters of the
-- whole months inside it and the day counters of its other days (at most 30 before them and 30 after, each its own
-- index range): a year reads at most 72 counter rows. Kept exact in the same statement's transaction as the day
-- counters: `log_day_counts_add`, which 0050's statement triggers call on every insert, delete and change of
-- `start` (`day`), now adds to both tables; a TRUNCATE empties both. Filled from log_day_counts by this migration.
-- Read through libs/api/pricing/src/logs/log-day-counts.ts.
CREATE TABLE IF NOT EXISTS "log_month_counts" (
	"log" text NOT NULL,
	"month" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "log_month_counts_pkey" PRIMARY KEY ("log", "month")
);--> statement-breakpoint
-- One statement: the day counters first (in the order of their days, like the other counters), then their months.
-- A day's count before the statement is its count after (RETURNING, the row as this statement left it, exact even
-- when another transaction wrote the same day first) minus this statement's own change, so `days` moves by one
-- exactly when a day goes from none to some or back.
CREATE OR REPLACE FUNCTION "log_day_counts_add"(p_log text, p_days date[], p_sign integer) RETURNS void LANGUAGE sql AS $$
	WITH delta AS (
		SELECT d AS day, p_sign * count(*) AS n FROM unnest(p_days) AS d GROUP BY d
	), counted AS (
		INSERT INTO log_day_counts (log, day, n)
		SELECT p_log, delta.day, delta.n FROM delta ORDER BY delta.day
		ON CONFLICT (log, day) DO UPDATE SET n = log_day_counts.n + excluded.n
		RETURNING log_day_counts.day, log_day_counts.n
	)
	INSERT INTO log_month_counts (log, month, n, days)
	SELECT p_log, date_trunc('month', counted.day::timestamp)::date, sum(delta.n),
		sum((counted.n > 0)::int - (counted.n - delta.n > 0)::int)
	FROM counted JOIN delta ON delta.day = counted.day
	GROUP BY 2 ORDER BY 2
	ON CONFLICT (log, month) DO UPDATE SET n = log_month_counts.n + excluded.n, days = log_month_counts.days + excluded.days;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "log_day_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM log_day_counts WHERE log = TG_ARGV[0];
	DELETE FROM log_month_counts WHERE log = TG_ARGV[0];
	RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM "log_month_counts";--> statement-breakpoint
INSERT INTO "log_month_counts" ("log", "month", "n", "days")
	SELECT "log", date_trunc('month', "day"::timestamp)::date, sum("n"), count(*) FILTER (WHERE "n" > 0)
	FROM "log_day_counts" GROUP BY 1, 2;
