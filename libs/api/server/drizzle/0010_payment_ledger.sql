CREATE TABLE "ledger_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"payment_method_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"captured" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_intents_amounts_check" CHECK ("ledger_intents"."amount" > 0 and "ledger_intents"."captured" >= 0 and "ledger_intents"."captured" <= "ledger_intents"."amount" and "ledger_intents"."refunded" >= 0 and "ledger_intents"."refunded" <= "ledger_intents"."captured")
);
--> statement-breakpoint
CREATE TABLE "ledger_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_refunds_amount_check" CHECK ("ledger_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_intents" ADD CONSTRAINT "ledger_intents_customer_id_ledger_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ledger_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_intents" ADD CONSTRAINT "ledger_intents_payment_method_id_ledger_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."ledger_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_payment_methods" ADD CONSTRAINT "ledger_payment_methods_customer_id_ledger_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ledger_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_refunds" ADD CONSTRAINT "ledger_refunds_intent_id_ledger_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."ledger_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_refunds_intent_idx" ON "ledger_refunds" USING btree ("intent_id");