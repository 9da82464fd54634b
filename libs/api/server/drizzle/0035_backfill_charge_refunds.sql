-- Custom SQL migration file, put your code below! --
-- Partial refunds (docs/areas/bookings.md, "Refunds"): each charge refunded before charge_refunds existed (its
-- provider refund id set) gets one row for what it refunded, so that a reservation's refunds list is complete.
-- reason 'Other' with a note saying so; attempt = the money-action attempt that made it (money_attempts); who asked
-- is not known (created_by null). Rerunnable: a charge that already has a row is left alone.
INSERT INTO "charge_refunds" ("charge_id", "reservation_id", "amount", "currency", "reason", "note", "refund_id", "attempt", "created_at")
SELECT c."id", c."reservation_id", c."refunded_amount", c."currency", 'Other', 'Refunded before partial refunds', c."refund_id",
       c."money_attempts", coalesce(c."refunded_at", c."updated_at")
FROM "charges" c
WHERE c."refund_id" IS NOT NULL
  AND c."refunded_amount" > 0
  AND NOT EXISTS (SELECT 1 FROM "charge_refunds" r WHERE r."charge_id" = c."id");
