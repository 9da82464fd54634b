-- The customers list (GET /user/customer, libs/api/bookings/src/customers/repository.ts): the customer accounts
-- (user_type APP, deleted ones included, as the list has always shown them) by last name, whatever their number
-- (docs/api-database.md, "Which index a list reads"). Hand SQL: `users` is a shared table
-- (libs/api/server/src/db/server.schema.ts); drizzle-kit neither creates nor alters this index, the counters table or
-- its trigger (libs/api/bookings/src/customers/customer-counts.ts).
--
-- 1. The list's index: the user type, then the order (last name, id; read backwards for the later pages). Cost: one
--    entry more per user written.
CREATE INDEX IF NOT EXISTS "users_customer_list_idx" ON "users" ("user_type", "last_name", "id");--> statement-breakpoint
--
-- 2. Its total: n users have user_type ('' for none). Kept exact by statement triggers over the transition tables
--    in the same transaction as every insert, delete and change of user type, like reservation_counts (0012).
CREATE TABLE IF NOT EXISTS "user_type_counts" (
	"user_type" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_type_counts_pkey" PRIMARY KEY ("user_type")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_type_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO user_type_counts (user_type, n) SELECT coalesce(user_type, ''), count(*) FROM new_rows GROUP BY 1 ORDER BY 1
		ON CONFLICT (user_type) DO UPDATE SET n = user_type_counts.n + EXCLUDED.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO user_type_counts (user_type, n) SELECT coalesce(user_type, ''), -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
		ON CONFLICT (user_type) DO UPDATE SET n = user_type_counts.n + EXCLUDED.n;
	ELSE
		INSERT INTO user_type_counts (user_type, n)
			SELECT user_type, sum(d) FROM (
				SELECT coalesce(user_type, '') AS user_type, 1 AS d FROM new_rows
				UNION ALL
				SELECT coalesce(user_type, ''), -1 FROM old_rows
			) moved GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
		ON CONFLICT (user_type) DO UPDATE SET n = user_type_counts.n + EXCLUDED.n;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_type_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM user_type_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_type_count_insert" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_type_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "user_type_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_type_count_delete" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_type_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "user_type_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_type_count_update" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_type_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "user_type_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_type_count_truncate" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_type_count_truncate" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_type_counts_reset"();--> statement-breakpoint
DELETE FROM "user_type_counts";--> statement-breakpoint
INSERT INTO "user_type_counts" ("user_type", "n") SELECT coalesce("user_type", ''), count(*) FROM "users" GROUP BY 1;
