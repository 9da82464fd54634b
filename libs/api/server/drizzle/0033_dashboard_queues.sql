-- The SuperAdmin's work queues (docs/areas/dashboard.md, "Work queues"): partial indexes holding exactly the rows of
-- a queue, so that each is counted, and its oldest found, from a small index alone (an index-only scan) instead of
-- the table's pages (tools/bench/dashboard.mjs: the queues from about 100 ms to about 15 ms on PostgreSQL at 500,000
-- reservations and 100,000 tickets). Each predicate is the queue's WHERE in libs/api/platform/src/dashboard/queues.ts,
-- written the same way so that the planner matches it; a query that no longer matches only reads the table again.
-- Hand SQL: these indexes serve the dashboard, which owns no table.
-- Check-ins due: today's arrivals still BOOKED.
CREATE INDEX IF NOT EXISTS "reservations_booked_start_idx" ON "reservations" USING btree ("reservation_start")
	WHERE "status" = 'BOOKED';--> statement-breakpoint
-- Unapproved no-shows: the window's no-shows with their id (reservations_no_show_idx has only their start), each
-- then looked up among the charges not captured (a few per cent of the charges: the no-shows awaiting approval).
CREATE INDEX IF NOT EXISTS "reservations_no_show_start_id_idx" ON "reservations" USING btree ("reservation_start") INCLUDE ("id")
	WHERE "status" = 'No show';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "charges_uncaptured_reservation_idx" ON "charges" USING btree ("reservation_id")
	WHERE NOT "captured";--> statement-breakpoint
-- Refund requests: open or in progress tickets whose title contains "refund" (REFUND_TICKET_TEXT; statuses 1 and 2,
-- TicketStatus Open and InProgress), a few per cent of the tickets; the trigram index found them but then read
-- each one's page for its status and creation.
CREATE INDEX IF NOT EXISTS "tickets_open_refund_created_idx" ON "tickets" USING btree ("created_at")
	WHERE "status" IN (1, 2) AND lower("title") LIKE '%refund%';--> statement-breakpoint
-- Hotels missing a property ID, statements not sent, invoices not paid: few rows of tables read whole otherwise.
CREATE INDEX IF NOT EXISTS "hotels_without_property_id_idx" ON "hotels" USING btree ("id")
	WHERE coalesce("property_id", '') = '';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "statements_not_sent_created_idx" ON "statements" USING btree ("created_at")
	WHERE "emailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_unpaid_created_idx" ON "invoices" USING btree ("created_at")
	WHERE "status" <> 'paid';
