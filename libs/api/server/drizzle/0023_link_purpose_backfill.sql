-- The purpose of the single-use links made before it was stored (docs/api-database.md, "Single-use links"): the
-- one its account and its lifetime allow. A console user's link opens the console's /set-password (an invitation
-- lasts days, a reset an hour), a customer's is a customer reset, a hotel account's is a manager's invitation
-- (days) or a reset (an hour).
UPDATE "password_resets" AS "l" SET "purpose" = CASE
	WHEN "u"."role" IS NOT NULL THEN
		CASE WHEN "l"."expires_at" - "l"."created_at" > interval '1 day' THEN 'console_invitation' ELSE 'console_reset' END
	WHEN "u"."user_type" = 'APP' THEN 'customer_reset'
	WHEN "l"."expires_at" - "l"."created_at" > interval '1 day' THEN 'manager_invitation'
	ELSE 'hotel_reset'
END
FROM "users" AS "u"
WHERE "u"."id" = "l"."user_id" AND "l"."purpose" IS NULL;
