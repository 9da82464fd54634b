CREATE TABLE "idempotency_keys" (
	"actor_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_actor_id_scope_key_pk" PRIMARY KEY("actor_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "checkin_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"slot_hours" smallint NOT NULL,
	"position" smallint NOT NULL,
	"earliest_checkin" text NOT NULL,
	"latest_checkin" text NOT NULL,
	CONSTRAINT "checkin_windows_slot_check" CHECK ("checkin_windows"."slot_hours" in (3, 6, 12)),
	CONSTRAINT "checkin_windows_earliest_check" CHECK ("checkin_windows"."earliest_checkin" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "checkin_windows_latest_check" CHECK ("checkin_windows"."latest_checkin" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "checkin_windows_order_check" CHECK ("checkin_windows"."latest_checkin" >= "checkin_windows"."earliest_checkin")
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_type_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_admin_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"hotel_id" uuid,
	"issued_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_employees_kind_check" CHECK ("hotel_employees"."kind" in ('contact', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "hotel_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"street_address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"property_id" text,
	"commission_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"overwrite" boolean DEFAULT false NOT NULL,
	"expedia_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"payment_method_id" text,
	"commission_id" uuid,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "hotels_status_check" CHECK ("hotels"."status" in ('Pending', 'Live', 'Inactive')),
	CONSTRAINT "hotels_rating_check" CHECK ("hotels"."rating" >= 0 and "hotels"."rating" <= 5 and "hotels"."rating" * 2 = floor("hotels"."rating" * 2)),
	CONSTRAINT "hotels_commission_rate_check" CHECK ("hotels"."commission_rate" >= 0 and "hotels"."commission_rate" <= 100),
	CONSTRAINT "hotels_latitude_check" CHECK ("hotels"."latitude" is null or "hotels"."latitude" between -90 and 90),
	CONSTRAINT "hotels_longitude_check" CHECK ("hotels"."longitude" is null or "hotels"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_id" uuid,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"duration" smallint NOT NULL,
	"reservation_start" timestamp with time zone NOT NULL,
	"reservation_end" timestamp with time zone NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_duration_check" CHECK ("reservations"."duration" in (3, 6, 12)),
	CONSTRAINT "reservations_period_check" CHECK ("reservations"."reservation_end" > "reservations"."reservation_start")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"reservation_id" uuid,
	"user_id" uuid,
	"comment" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"king_beds" integer DEFAULT 0 NOT NULL,
	"queen_beds" integer DEFAULT 0 NOT NULL,
	"double_beds" integer DEFAULT 0 NOT NULL,
	"single_beds" integer DEFAULT 0 NOT NULL,
	"available_rooms" integer DEFAULT 0 NOT NULL,
	"overnight_rate" integer DEFAULT 0 NOT NULL,
	"floor_rate" integer DEFAULT 0 NOT NULL,
	"opening_hours_start" text,
	"opening_hours_end" text,
	"set_opening_hours" boolean DEFAULT false NOT NULL,
	"is_set_three" boolean DEFAULT false NOT NULL,
	"is_set_six" boolean DEFAULT false NOT NULL,
	"is_set_twelve" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "rooms_numbers_check" CHECK ("rooms"."bedrooms" >= 0 and "rooms"."king_beds" >= 0 and "rooms"."queen_beds" >= 0 and "rooms"."double_beds" >= 0 and "rooms"."single_beds" >= 0 and "rooms"."available_rooms" >= 0 and "rooms"."overnight_rate" >= 0 and "rooms"."floor_rate" >= 0),
	CONSTRAINT "rooms_opening_start_check" CHECK ("rooms"."opening_hours_start" is null or "rooms"."opening_hours_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "rooms_opening_end_check" CHECK ("rooms"."opening_hours_end" is null or "rooms"."opening_hours_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_level" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkin_windows" ADD CONSTRAINT "checkin_windows_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_admin_tokens" ADD CONSTRAINT "hotel_admin_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_admin_tokens" ADD CONSTRAINT "hotel_admin_tokens_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_employees" ADD CONSTRAINT "hotel_employees_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_employees" ADD CONSTRAINT "hotel_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_photos" ADD CONSTRAINT "hotel_photos_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_windows_room_slot_position_key" ON "checkin_windows" USING btree ("room_id","slot_hours","position");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_name_lower_key" ON "commissions" USING btree (lower("client_type_name"));--> statement-breakpoint
CREATE INDEX "hotel_admin_tokens_expires_idx" ON "hotel_admin_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_employees_hotel_kind_user_key" ON "hotel_employees" USING btree ("hotel_id","kind","user_id");--> statement-breakpoint
CREATE INDEX "hotel_employees_user_idx" ON "hotel_employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hotel_photos_hotel_idx" ON "hotel_photos" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_property_id_key" ON "hotels" USING btree (lower("property_id")) WHERE "hotels"."deleted_at" is null and "hotels"."property_id" is not null;--> statement-breakpoint
CREATE INDEX "hotels_created_idx" ON "hotels" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "hotels_name_idx" ON "hotels" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "hotels_owner_idx" ON "hotels" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "hotels_commission_idx" ON "hotels" USING btree ("commission_id");--> statement-breakpoint
CREATE INDEX "hotels_status_idx" ON "hotels" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reservations_hotel_start_idx" ON "reservations" USING btree ("hotel_id","reservation_start");--> statement-breakpoint
CREATE INDEX "reviews_hotel_created_idx" ON "reviews" USING btree ("hotel_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rooms_hotel_idx" ON "rooms" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "users_access_level_idx" ON "users" USING btree ("access_level");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" is null or "users"."user_type" in ('ADMIN', 'APP', 'EMPLOYEE'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_access_level_check" CHECK ("users"."access_level" is null or "users"."access_level" in ('STANDARD', 'MANAGER', 'REGIONALMANAGER', 'GROUPMANAGER', 'OWNER'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kind_check" CHECK ("users"."role" is not null or "users"."user_type" is not null);