-- The reservations list sorted by booking number (`sort=bookingId`, the console's Reservation No. column) within a
-- hotel, a customer, a chain, a status or a billing mark (docs/api-database.md, "Which index a list reads", rule 1;
-- docs/areas/bookings.md, "Reservations list"). Until now only the whole list's unique `booking_no` index gave that
-- order: a hotel's or a customer's page read the scope's rows through their other indexes and sorted them all (the
-- big hotel's 10,000 for a page of 10), or walked every reservation's booking number keeping the scope's. Hand SQL,
-- as 0046 and 0056 (libs/api/bookings/src/reservations/query.ts `countedPage`).
--
-- One index per scope and filter combination, then the booking number (unique: no id after it; read either way):
-- the whole list's status and billing mark, and a hotel, a customer, a chain (the reservation's copy, 0056), each
-- alone, with a status or with a billing mark (reservation_billing, migration 0012). Cost: 11 entries more per
-- reservation written.
CREATE INDEX IF NOT EXISTS "reservations_list_status_booking_idx" ON "reservations" ("status", "booking_no");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_billing_booking_idx"
	ON "reservations" (reservation_billing("excluded", "charge_status"), "booking_no");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_hotel_booking_idx" ON "reservations" ("hotel_id", "booking_no");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_hotel_status_booking_idx" ON "reservations" ("hotel_id", "status", "booking_no");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_hotel_billing_booking_idx"
	ON "reservations" ("hotel_id", reservation_billing("excluded", "charge_status"), "booking_no");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_customer_booking_idx" ON "reservations" ("booked_by_id", "booking_no");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_customer_status_booking_idx" ON "reservations" ("booked_by_id", "status", "booking_no");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_customer_billing_booking_idx"
	ON "reservations" ("booked_by_id", reservation_billing("excluded", "charge_status"), "booking_no");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_chain_booking_idx" ON "reservations" ("commission_id", "booking_no");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_chain_status_booking_idx" ON "reservations" ("commission_id", "status", "booking_no");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_chain_billing_booking_idx"
	ON "reservations" ("commission_id", reservation_billing("excluded", "charge_status"), "booking_no");
