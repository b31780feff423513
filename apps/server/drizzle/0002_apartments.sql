CREATE TABLE "apartment_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apartment_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartment_addresses_status_check" CHECK ("apartment_addresses"."status" in ('available', 'pending', 'rented'))
);
--> statement-breakpoint
CREATE TABLE "apartment_renting_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"building_id" uuid NOT NULL,
	"address_id" uuid NOT NULL,
	"rentee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartment_renting_records_status_check" CHECK ("apartment_renting_records"."status" in ('pending', 'rented', 'declined', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"building_id" uuid NOT NULL,
	"pictures" text[] DEFAULT '{}'::text[] NOT NULL,
	"area" integer NOT NULL,
	"rent" integer NOT NULL,
	"no_bedrooms" integer NOT NULL,
	"no_bathrooms" integer NOT NULL,
	"floor_level" integer NOT NULL,
	"apartment_type" text NOT NULL,
	"kitchen" text NOT NULL,
	"furnishing" text NOT NULL,
	"facilities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apartment_addresses" ADD CONSTRAINT "apartment_addresses_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_addresses" ADD CONSTRAINT "apartment_addresses_building_id_renting_properties_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_renting_records" ADD CONSTRAINT "apartment_renting_records_building_id_renting_properties_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_renting_records" ADD CONSTRAINT "apartment_renting_records_address_id_apartment_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."apartment_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_renting_records" ADD CONSTRAINT "apartment_renting_records_rentee_id_users_id_fk" FOREIGN KEY ("rentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_building_id_renting_properties_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "apartment_addresses_building_address_idx" ON "apartment_addresses" USING btree ("building_id","address");--> statement-breakpoint
CREATE INDEX "apartment_addresses_apartment_idx" ON "apartment_addresses" USING btree ("apartment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "apartment_renting_records_one_live_idx" ON "apartment_renting_records" USING btree ("address_id") WHERE "apartment_renting_records"."status" in ('pending', 'rented');--> statement-breakpoint
CREATE INDEX "apartment_renting_records_building_idx" ON "apartment_renting_records" USING btree ("building_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "apartment_renting_records_rentee_idx" ON "apartment_renting_records" USING btree ("rentee_id","status");--> statement-breakpoint
CREATE INDEX "apartments_building_idx" ON "apartments" USING btree ("building_id","created_at");