ALTER TABLE "statement_reservations" DROP CONSTRAINT "statement_reservations_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "statement_reservations" DROP CONSTRAINT "statement_reservations_statement_id_statements_id_fk";
