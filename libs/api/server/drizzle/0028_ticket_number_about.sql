-- Ticket numbers (TK-000123) and the record a ticket is about (docs/areas/helpdesk.md, "Tickets about a record").
-- drizzle-kit's one statement (ADD COLUMN … GENERATED ALWAYS AS IDENTITY) would number the existing tickets in the
-- order the table stores them; they are numbered in their creation order instead, and the identity then goes on
-- from the last of them.
ALTER TABLE "tickets" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "tickets" AS "t" SET "number" = "o"."n"
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "tickets") AS "o"
WHERE "o"."id" = "t"."id";--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "number" ADD GENERATED ALWAYS AS IDENTITY (sequence name "tickets_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"tickets_number_seq"', (SELECT count(*) FROM "tickets") + 1, false);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "about_type" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "about_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "about_parent_id" uuid;--> statement-breakpoint
CREATE INDEX "tickets_about_idx" ON "tickets" USING btree ("about_type","about_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_about_check" CHECK (("tickets"."about_type" is null and "tickets"."about_id" is null and "tickets"."about_parent_id" is null) or ("tickets"."about_type" in ('reservation', 'hotel', 'invoice', 'customer') and "tickets"."about_id" is not null));