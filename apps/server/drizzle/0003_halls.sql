-- halls: written by hand to match src/db/schema/halls.ts (no drizzle-kit generate: shared journal).
CREATE TABLE "halls" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"capacity_banquet" integer NOT NULL,
	"capacity_seated" integer NOT NULL,
	"min_attendees_required" integer NOT NULL,
	"day_min_attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit" integer NOT NULL,
	"hourly_rate" integer NOT NULL,
	"multi_rental_allowed" boolean DEFAULT false NOT NULL,
	"max_rent_per_day" integer DEFAULT 1 NOT NULL,
	"food" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cake" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "halls_numbers_check" CHECK ("halls"."capacity_banquet" >= 0 and "halls"."capacity_seated" >= 0 and "halls"."min_attendees_required" >= 0 and "halls"."deposit" >= 0 and "halls"."hourly_rate" >= 0 and "halls"."max_rent_per_day" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hall_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hall_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"starting_time" text NOT NULL,
	"ending_time" text NOT NULL,
	"num_attendees" integer NOT NULL,
	"food" text DEFAULT 'no-food' NOT NULL,
	"cake_name" text DEFAULT 'no-cake' NOT NULL,
	"engravement_name" text DEFAULT '' NOT NULL,
	"cake_picture" text,
	"updated_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_events_status_check" CHECK ("hall_events"."status" in ('pending', 'booked', 'declined', 'cancelled', 'terminated', 'completed')),
	CONSTRAINT "hall_events_times_check" CHECK ("hall_events"."starting_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "hall_events"."ending_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "hall_events_attendees_check" CHECK ("hall_events"."num_attendees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hall_admin_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hall_id" uuid NOT NULL,
	"date" date NOT NULL,
	"starting_time" text NOT NULL,
	"ending_time" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_admin_events_status_check" CHECK ("hall_admin_events"."status" in ('pending', 'booked', 'cancelled', 'completed')),
	CONSTRAINT "hall_admin_events_times_check" CHECK ("hall_admin_events"."starting_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "hall_admin_events"."ending_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_property_id_renting_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_events" ADD CONSTRAINT "hall_events_hall_id_renting_properties_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_events" ADD CONSTRAINT "hall_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_admin_events" ADD CONSTRAINT "hall_admin_events_hall_id_renting_properties_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hall_events_hall_date_idx" ON "hall_events" USING btree ("hall_id","date");--> statement-breakpoint
CREATE INDEX "hall_events_user_idx" ON "hall_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hall_events_hall_created_idx" ON "hall_events" USING btree ("hall_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hall_admin_events_hall_date_idx" ON "hall_admin_events" USING btree ("hall_id","date");
