-- The users lists (GET /user/all, GET /user/export, POST /user/adminList) whatever the share of one kind of user
-- (seven in ten are customers in the benchmark; docs/api-database.md, "Which index a list reads"). Hand SQL: `users`
-- is a shared table (libs/api/server/src/db/server.schema.ts) and the users area owns its lists; drizzle-kit neither
-- creates nor alters this function, these indexes, the counters table or its trigger
-- (libs/api/users/src/users/user-counts.ts).
--
-- 1. A user's kind as the list's `type` filter names it (libs/api/users/src/users/query.ts, `typeFilter`, which
--    follows libs/contracts' `userKind`): the console role wins (SuperAdmin: Admin), then a customer-app account
--    (user_type APP) by provider (Timeflyz, CUSTOMER_PROVIDER: Customer; any other or none: Guest), then a hotel
--    account's access level. 'Other': Employees, Department users, hotel contacts and managers. The list's filter
--    is one equality on this expression, so one index serves every type.
CREATE OR REPLACE FUNCTION "user_list_kind"("role" text, "user_type" text, "access_level" text, "provider" text)
	RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE
		WHEN "role" = 'SuperAdmin' THEN 'Admin'
		WHEN "role" IS NOT NULL THEN 'Other'
		WHEN "user_type" = 'APP' THEN CASE WHEN "provider" = 'Timeflyz' THEN 'Customer' ELSE 'Guest' END
		WHEN "access_level" = 'REGIONALMANAGER' THEN 'Hotel Manager'
		WHEN "access_level" = 'GROUPMANAGER' THEN 'Revenue Manager'
		WHEN "access_level" = 'OWNER' THEN 'Owner'
		ELSE 'Other'
	END
$$;--> statement-breakpoint
-- 2. One index per filter and order the console sends, over the users not deleted: a type (the kind), then the
--    order (newest first: created_at, id, read backwards; by name: lower first name, lower last name, id); the
--    unfiltered list (and "hide admins", the Admins being few) and the pending department requests have theirs.
--    users_created_idx (0018) cannot serve `created_at DESC`: it is DESC NULLS LAST, the order DESC NULLS FIRST.
--    Cost: four entries more per user written (users are written by sign-up, upload and Edit User, rarely).
CREATE INDEX IF NOT EXISTS "users_list_kind_created_idx"
	ON "users" ("user_list_kind"("role", "user_type", "access_level", "provider"), "created_at", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_list_kind_name_idx"
	ON "users" ("user_list_kind"("role", "user_type", "access_level", "provider"), lower("first_name"), lower("last_name"), "id")
	WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_list_created_idx" ON "users" ("created_at", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_list_name_idx" ON "users" (lower("first_name"), lower("last_name"), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_list_requests_created_idx" ON "users" ("created_at", "id")
	WHERE "deleted_at" IS NULL AND "requested_department_id" IS NOT NULL;--> statement-breakpoint
-- 3. The totals: n users not deleted are of kind and have a pending department request or not. A list's total
--    sums at most 14 rows here instead of counting the users of a kind. Kept exact in the same transaction as every
--    insert, delete and change of role, user type, access level, provider, request or deletion.
CREATE TABLE IF NOT EXISTS "user_counts" (
	"kind" text NOT NULL,
	"requested" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_pkey" PRIMARY KEY ("kind", "requested")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE'
		AND user_list_kind(OLD.role, OLD.user_type, OLD.access_level, OLD.provider)
			= user_list_kind(NEW.role, NEW.user_type, NEW.access_level, NEW.provider)
		AND (OLD.requested_department_id IS NULL) = (NEW.requested_department_id IS NULL)
		AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
		UPDATE user_counts SET n = n - 1
		WHERE kind = user_list_kind(OLD.role, OLD.user_type, OLD.access_level, OLD.provider)
			AND requested = (OLD.requested_department_id IS NOT NULL);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
		INSERT INTO user_counts (kind, requested, n)
		VALUES (user_list_kind(NEW.role, NEW.user_type, NEW.access_level, NEW.provider), NEW.requested_department_id IS NOT NULL, 1)
		ON CONFLICT (kind, requested) DO UPDATE SET n = user_counts.n + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM user_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_count" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_count" AFTER INSERT OR DELETE
	OR UPDATE OF "role", "user_type", "access_level", "provider", "requested_department_id", "deleted_at"
	ON "users" FOR EACH ROW EXECUTE FUNCTION "user_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_count_truncate" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_reset"();--> statement-breakpoint
DELETE FROM "user_counts";--> statement-breakpoint
INSERT INTO "user_counts" ("kind", "requested", "n")
	SELECT user_list_kind("role", "user_type", "access_level", "provider"), "requested_department_id" IS NOT NULL, count(*)
	FROM "users" WHERE "deleted_at" IS NULL GROUP BY 1, 2;
