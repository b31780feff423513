-- hotels: written by hand to match src/db/schema/hotels.ts (do not regenerate), plus the
-- exclusion constraint Drizzle cannot declare: one room address never holds two live
-- (pending or booked) reservations whose night ranges overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "hotels" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"contact" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"type" text NOT NULL,
	"pictures" text[] DEFAULT '{}'::text[] NOT NULL,
	"facilities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"max_kids" integer NOT NULL,
	"max_adults" integer NOT NULL,
	"number_of_rooms" integer NOT NULL,
	"area" integer NOT NULL,
	"daily_rate" integer NOT NULL,
	"short_stay_rate" integer NOT NULL,
	"min_stay_days" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_rooms_numbers_check" CHECK ("hotel_rooms"."capacity" >= "hotel_rooms"."max_adults" + "hotel_rooms"."max_kids" and "hotel_rooms"."max_kids" >= 0 and "hotel_rooms"."max_adults" >= 1 and "hotel_rooms"."daily_rate" >= 0 and "hotel_rooms"."short_stay_rate" >= 0 and "hotel_rooms"."min_stay_days" >= 0 and "hotel_rooms"."number_of_rooms" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"address" text NOT NULL,
	"occupied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"address_id" uuid NOT NULL,
	"room_address" text NOT NULL,
	"room_type" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"max_kids" integer DEFAULT 0 NOT NULL,
	"max_adults" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"updated_values" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_reservations_status_check" CHECK ("hotel_reservations"."status" in ('pending', 'booked', 'declined', 'cancelled', 'terminated', 'completed')),
	CONSTRAINT "hotel_reservations_dates_check" CHECK ("hotel_reservations"."check_out" > "hotel_reservations"."check_in")
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_property_id_renting_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD CONSTRAINT "hotel_rooms_hotel_id_renting_properties_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_addresses" ADD CONSTRAINT "hotel_room_addresses_room_id_hotel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_addresses" ADD CONSTRAINT "hotel_room_addresses_hotel_id_renting_properties_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reservations" ADD CONSTRAINT "hotel_reservations_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reservations" ADD CONSTRAINT "hotel_reservations_hotel_id_renting_properties_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reservations" ADD CONSTRAINT "hotel_reservations_room_id_hotel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reservations" ADD CONSTRAINT "hotel_reservations_address_id_hotel_room_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."hotel_room_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_room_addresses_hotel_address_idx" ON "hotel_room_addresses" USING btree ("hotel_id","address");--> statement-breakpoint
CREATE INDEX "hotel_room_addresses_room_idx" ON "hotel_room_addresses" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "hotel_rooms_hotel_idx" ON "hotel_rooms" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "hotel_reservations_hotel_dates_idx" ON "hotel_reservations" USING btree ("hotel_id","check_in","check_out");--> statement-breakpoint
CREATE INDEX "hotel_reservations_hotel_newest_idx" ON "hotel_reservations" USING btree ("hotel_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hotel_reservations_guest_idx" ON "hotel_reservations" USING btree ("guest_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hotel_reservations_address_idx" ON "hotel_reservations" USING btree ("address_id","status");--> statement-breakpoint
ALTER TABLE "hotel_reservations" ADD CONSTRAINT "hotel_reservations_no_overlap" EXCLUDE USING gist ("address_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&) WHERE ("status" in ('pending', 'booked'));
