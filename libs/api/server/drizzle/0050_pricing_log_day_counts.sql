-- The pricing logs' totals (GET /logs/rate-gain, /logs/cancellation-period, /logs/exchange-rate-gain and
-- /logs/exchange-rate-history, docs/areas/pricing.md, "Logs"): n rows of `log` started (or, for the exchange
-- rates, are of) the UTC day `day`. A list's total sums one row per day of its window (30 by default) instead
-- of counting every row of the window: a year of the rate gain log is a row per Live hotel and day, the
-- cancellation period log 96 rows a day (docs/api-database.md, "Which index a list reads", rule 2). Kept exact
-- by statement triggers in the same transaction as every insert, delete and change of `start` (`day`), like
-- the other counters; filled from the rows by this migration. Read through libs/api/pricing/src/logs/log-day-counts.ts.
CREATE TABLE IF NOT EXISTS "log_day_counts" (
	"log" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "log_day_counts_pkey" PRIMARY KEY ("log", "day")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "log_day_counts_add"(p_log text, p_days date[], p_sign integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO log_day_counts (log, day, n)
	SELECT p_log, d, p_sign * count(*) FROM unnest(p_days) AS d GROUP BY d
	ON CONFLICT (log, day) DO UPDATE SET n = log_day_counts.n + excluded.n;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "log_day_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- TG_ARGV[0]: the log's name; the day of a row is its start's UTC day (exchange_rates: its day).
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		IF TG_TABLE_NAME = 'exchange_rates' THEN
			PERFORM log_day_counts_add(TG_ARGV[0], (SELECT array_agg(o.day) FROM old_rows o), -1);
		ELSE
			PERFORM log_day_counts_add(TG_ARGV[0], (SELECT array_agg((o.start AT TIME ZONE 'UTC')::date) FROM old_rows o), -1);
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		IF TG_TABLE_NAME = 'exchange_rates' THEN
			PERFORM log_day_counts_add(TG_ARGV[0], (SELECT array_agg(r.day) FROM new_rows r), 1);
		ELSE
			PERFORM log_day_counts_add(TG_ARGV[0], (SELECT array_agg((r.start AT TIME ZONE 'UTC')::date) FROM new_rows r), 1);
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "log_day_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM log_day_counts WHERE log = TG_ARGV[0];
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "rate_gain_logs_day_count_insert" ON "rate_gain_logs";--> statement-breakpoint
CREATE TRIGGER "rate_gain_logs_day_count_insert" AFTER INSERT ON "rate_gain_logs" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('rate_gain');--> statement-breakpoint
DROP TRIGGER IF EXISTS "rate_gain_logs_day_count_update" ON "rate_gain_logs";--> statement-breakpoint
CREATE TRIGGER "rate_gain_logs_day_count_update" AFTER UPDATE ON "rate_gain_logs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('rate_gain');--> statement-breakpoint
DROP TRIGGER IF EXISTS "rate_gain_logs_day_count_delete" ON "rate_gain_logs";--> statement-breakpoint
CREATE TRIGGER "rate_gain_logs_day_count_delete" AFTER DELETE ON "rate_gain_logs" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('rate_gain');--> statement-breakpoint
DROP TRIGGER IF EXISTS "rate_gain_logs_day_count_truncate" ON "rate_gain_logs";--> statement-breakpoint
CREATE TRIGGER "rate_gain_logs_day_count_truncate" AFTER TRUNCATE ON "rate_gain_logs"
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_reset"('rate_gain');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cancellation_period_logs_day_count_insert" ON "cancellation_period_logs";--> statement-breakpoint
CREATE TRIGGER "cancellation_period_logs_day_count_insert" AFTER INSERT ON "cancellation_period_logs" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('cancellation_period');--> statement-breakpoint
DROP TRIGGER IF EXISTS "cancellation_period_logs_day_count_update" ON "cancellation_period_logs";--> statement-breakpoint
CREATE TRIGGER "cancellation_period_logs_day_count_update" AFTER UPDATE ON "cancellation_period_logs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('cancellation_period');--> statement-breakpoint
DROP TRIGGER IF EXISTS "cancellation_period_logs_day_count_delete" ON "cancellation_period_logs";--> statement-breakpoint
CREATE TRIGGER "cancellation_period_logs_day_count_delete" AFTER DELETE ON "cancellation_period_logs" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('cancellation_period');--> statement-breakpoint
DROP TRIGGER IF EXISTS "cancellation_period_logs_day_count_truncate" ON "cancellation_period_logs";--> statement-breakpoint
CREATE TRIGGER "cancellation_period_logs_day_count_truncate" AFTER TRUNCATE ON "cancellation_period_logs"
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_reset"('cancellation_period');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "exchange_rate_logs_day_count_insert" ON "exchange_rate_logs";--> statement-breakpoint
CREATE TRIGGER "exchange_rate_logs_day_count_insert" AFTER INSERT ON "exchange_rate_logs" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('exchange_rate_gain');--> statement-breakpoint
DROP TRIGGER IF EXISTS "exchange_rate_logs_day_count_update" ON "exchange_rate_logs";--> statement-breakpoint
CREATE TRIGGER "exchange_rate_logs_day_count_update" AFTER UPDATE ON "exchange_rate_logs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('exchange_rate_gain');--> statement-breakpoint
DROP TRIGGER IF EXISTS "exchange_rate_logs_day_count_delete" ON "exchange_rate_logs";--> statement-breakpoint
CREATE TRIGGER "exchange_rate_logs_day_count_delete" AFTER DELETE ON "exchange_rate_logs" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('exchange_rate_gain');--> statement-breakpoint
DROP TRIGGER IF EXISTS "exchange_rate_logs_day_count_truncate" ON "exchange_rate_logs";--> statement-breakpoint
CREATE TRIGGER "exchange_rate_logs_day_count_truncate" AFTER TRUNCATE ON "exchange_rate_logs"
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_reset"('exchange_rate_gain');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "exchange_rates_day_count_insert" ON "exchange_rates";--> statement-breakpoint
CREATE TRIGGER "exchange_rates_day_count_insert" AFTER INSERT ON "exchange_rates" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('exchange_rates');--> statement-breakpoint
DROP TRIGGER IF EXISTS "exchange_rates_day_count_update" ON "exchange_rates";--> statement-breakpoint
CREATE TRIGGER "exchange_rates_day_count_update" AFTER UPDATE ON "exchange_rates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('exchange_rates');--> statement-breakpoint
DROP TRIGGER IF EXISTS "exchange_rates_day_count_delete" ON "exchange_rates";--> statement-breakpoint
CREATE TRIGGER "exchange_rates_day_count_delete" AFTER DELETE ON "exchange_rates" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_track"('exchange_rates');--> statement-breakpoint
DROP TRIGGER IF EXISTS "exchange_rates_day_count_truncate" ON "exchange_rates";--> statement-breakpoint
CREATE TRIGGER "exchange_rates_day_count_truncate" AFTER TRUNCATE ON "exchange_rates"
	FOR EACH STATEMENT EXECUTE FUNCTION "log_day_counts_reset"('exchange_rates');
--> statement-breakpoint
DELETE FROM "log_day_counts";--> statement-breakpoint
INSERT INTO "log_day_counts" ("log", "day", "n")
	SELECT 'rate_gain', ("start" AT TIME ZONE 'UTC')::date, count(*) FROM "rate_gain_logs" GROUP BY 2
	UNION ALL SELECT 'cancellation_period', ("start" AT TIME ZONE 'UTC')::date, count(*) FROM "cancellation_period_logs" GROUP BY 2
	UNION ALL SELECT 'exchange_rate_gain', ("start" AT TIME ZONE 'UTC')::date, count(*) FROM "exchange_rate_logs" GROUP BY 2
	UNION ALL SELECT 'exchange_rates', "day", count(*) FROM "exchange_rates" GROUP BY 2;
