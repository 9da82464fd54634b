CREATE TABLE "payout_attempts" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"refusals" integer NOT NULL,
	"last_refusal" text NOT NULL,
	"refused_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_attempts_refusals_check" CHECK ("payout_attempts"."refusals" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_attempts" ADD CONSTRAINT "payout_attempts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;