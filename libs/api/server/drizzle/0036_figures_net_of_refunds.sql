-- Custom SQL migration file, put your code below! --
-- The dashboard's figures count what a customer paid less what was refunded (partial refunds, docs/areas/bookings.md,
-- "Refunds"; docs/areas/dashboard.md, "Business figures"), as billing's reporting does: `reservation_figures.amount`
-- becomes the charge's amount minus its refunded_amount (0 once refunded in full). The charges' triggers (0032) call
-- this function on every change of a charge, so each refund keeps the figures and their slot sums exact.
CREATE OR REPLACE FUNCTION "reservation_figures_upsert"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO reservation_figures (reservation_id, hotel_id, reservation_start, status, duration, minutes, currency, amount, commission)
	SELECT r.id, r.hotel_id, r.reservation_start, r.status, r.duration,
		round(extract(epoch from r.reservation_end - r.reservation_start) / 60)::int,
		upper(coalesce(c.currency, 'AUD')), coalesce(c.amount - c.refunded_amount, r.amount), coalesce(c.commission, 0) + coalesce(c.commission_gst, 0)
	FROM reservations r LEFT JOIN charges c ON c.reservation_id = r.id
	WHERE r.id = ANY (ids)
	ON CONFLICT (reservation_id) DO UPDATE SET hotel_id = excluded.hotel_id, reservation_start = excluded.reservation_start,
		status = excluded.status, duration = excluded.duration, minutes = excluded.minutes, currency = excluded.currency,
		amount = excluded.amount, commission = excluded.commission
$$;--> statement-breakpoint
-- The reservations refunded before: their figures again, net of their refunds (the slot sums follow by trigger).
SELECT "reservation_figures_upsert"(array(SELECT reservation_id FROM charges WHERE refunded_amount > 0));
