CREATE TABLE "rented_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"rentee_id" uuid NOT NULL,
	"renting_record_id" uuid NOT NULL,
	"status" text DEFAULT 'rented' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"check_out" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "renting_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"rooms" integer,
	"price" integer,
	"area" integer,
	"region" text NOT NULL,
	"district" text NOT NULL,
	"facilities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text NOT NULL,
	"pictures" text[] DEFAULT '{}'::text[] NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"renting_record_id" uuid,
	"name" text DEFAULT '' NOT NULL,
	"no_floors" integer,
	"units" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renting_properties_status_check" CHECK ("renting_properties"."status" in ('', 'pending', 'rented', 'ad'))
);
--> statement-breakpoint
CREATE TABLE "renting_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"rentee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renting_records_status_check" CHECK ("renting_records"."status" in ('pending', 'rented', 'declined', 'cancelled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"from_user_id" uuid,
	"notifier_id" uuid,
	"about" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"region" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"customer_type" text NOT NULL,
	"property_type" text DEFAULT '' NOT NULL,
	"service" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" jsonb NOT NULL,
	"review" text DEFAULT '' NOT NULL,
	"overall" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rented_records" ADD CONSTRAINT "rented_records_property_id_renting_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rented_records" ADD CONSTRAINT "rented_records_rentee_id_users_id_fk" FOREIGN KEY ("rentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rented_records" ADD CONSTRAINT "rented_records_renting_record_id_renting_records_id_fk" FOREIGN KEY ("renting_record_id") REFERENCES "public"."renting_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renting_properties" ADD CONSTRAINT "renting_properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renting_records" ADD CONSTRAINT "renting_records_property_id_renting_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renting_records" ADD CONSTRAINT "renting_records_rentee_id_users_id_fk" FOREIGN KEY ("rentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_notifier_id_users_id_fk" FOREIGN KEY ("notifier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rented_records_property_idx" ON "rented_records" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rented_records_rentee_idx" ON "rented_records" USING btree ("rentee_id","status");--> statement-breakpoint
CREATE INDEX "renting_properties_newest_idx" ON "renting_properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "renting_properties_type_newest_idx" ON "renting_properties" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "renting_properties_type_district_newest_idx" ON "renting_properties" USING btree ("type","district","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "renting_properties_type_price_idx" ON "renting_properties" USING btree ("type","price");--> statement-breakpoint
CREATE INDEX "renting_properties_owner_idx" ON "renting_properties" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "renting_records_one_live_idx" ON "renting_records" USING btree ("property_id") WHERE "renting_records"."status" in ('pending', 'rented');--> statement-breakpoint
CREATE INDEX "renting_records_property_idx" ON "renting_records" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "renting_records_rentee_idx" ON "renting_records" USING btree ("rentee_id","status");--> statement-breakpoint
CREATE INDEX "favorites_listing_idx" ON "favorites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "notifications_notifier_idx" ON "notifications" USING btree ("notifier_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_about_idx" ON "notifications" USING btree ("about");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_idx" ON "notifications" USING btree ("type",coalesce("from_user_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("notifier_id", '00000000-0000-0000-0000-000000000000'::uuid),"about");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_listing_user_idx" ON "ratings" USING btree ("listing_id","user_id");--> statement-breakpoint
CREATE INDEX "ratings_listing_updated_idx" ON "ratings" USING btree ("listing_id","updated_at" DESC NULLS LAST);